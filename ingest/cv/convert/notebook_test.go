package convert

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// nbLines is a converted notebook as "line| text" rows.
func nbLines(d *Doc) []string {
	var out []string
	for _, l := range d.Lines {
		if l.Text != "" {
			out = append(out, strconv.Itoa(l.Source)+"| "+l.Text)
		}
	}
	return out
}

func TestNotebook(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{
			name: "source as one string keeps its line for each of its lines",
			src:  "{\"cells\": [\n{\"cell_type\": \"markdown\", \"source\": \"# Papers\\n\\n- A. Doe. A title. 2020.\"}\n]}",
			want: []string{"2| # Papers", "2| - A. Doe. A title. 2020."},
		},
		{
			name: "a line split over pieces starts at its first piece",
			src:  "{\"cells\": [{\"cell_type\": \"markdown\",\n\"source\": [\"- A. Doe. \",\n\"A title. 2020.\\n\",\n\"- B. Roe. Another. 2021.\"]}]}",
			want: []string{"2| - A. Doe. A title. 2020.", "4| - B. Roe. Another. 2021."},
		},
		{
			name: "code, raw cells and plain outputs are left out",
			src: `{"cells": [{"cell_type": "code", "source": ["print(1)"], "outputs": [{"output_type": "stream", "text": ["1"]},` +
				`{"output_type": "execute_result", "data": {"text/plain": ["0  2020  A title"]}}]},` +
				`{"cell_type": "raw", "source": ["- A. Doe. Raw. 2020."]}]}`,
			want: nil,
		},
		{
			name: "markdown output wins over the html of the same output",
			src:  `{"cells": [{"cell_type": "code", "source": [], "outputs": [{"output_type": "display_data", "data": {"text/markdown": "- A. Doe. Shown. 2020.", "text/html": "<p>x</p>"}}]}]}`,
			want: []string{"1| - A. Doe. Shown. 2020."},
		},
		{
			name: "nbformat 3 worksheets and heading cells",
			src:  "{\"nbformat\": 3, \"worksheets\": [{\"cells\": [\n{\"cell_type\": \"heading\", \"level\": 2, \"source\": [\"Publications\"]},\n{\"cell_type\": \"markdown\", \"source\": [\"- A. Doe. A title. 2020.\"]}]}]}",
			want: []string{"2| ## Publications", "3| - A. Doe. A title. 2020."},
		},
		{
			name: "one author in the metadata is front matter",
			src:  "{\"metadata\": {\"authors\": [{\"name\": \"Jane Q. Doe\"}]},\n\"cells\": [{\"cell_type\": \"markdown\", \"source\": \"x\"}]}",
			want: []string{"1| ---", "1| author: \"Jane Q. Doe\"", "1| ---", "2| x"},
		},
		{
			name: "CRLF inside sources",
			src:  `{"cells": [{"cell_type": "markdown", "source": ["a\r\n", "b"]}]}`,
			want: []string{"1| a", "1| b"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := Notebook([]byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, nbLines(d)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestNotebookErrors(t *testing.T) {
	deep := `{"cells": [` + strings.Repeat("[", maxNotebookDepth+5) + strings.Repeat("]", maxNotebookDepth+5) + `]}`
	tests := []struct {
		name, src string
		line      int
		msg       string
	}{
		{"broken JSON", "{\"cells\": [\n{\"cell_type\": \"markdown\",\n\"source\": [\"a\" \"b\"]}]}", 3, "not valid JSON"},
		{"cut short", "{\"cells\": [\n{\"cell_type\": \"markdown\",", 2, "ends too soon"},
		{"no cells", "{\n\"metadata\": {}}", 1, `no "cells"`},
		{"an array", `[{"title": "x"}]`, 1, `no "cells"`},
		{"too deep", deep, 1, "nested deeper"},
		{"trailing text", `{"cells": []} {}`, 1, "text after"},
		{"empty", "", 1, "ends too soon"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Notebook([]byte(tt.src))
			var ne *NotebookError
			if !errors.As(err, &ne) {
				t.Fatalf("error %v, want a *NotebookError", err)
			}
			if ne.Line != tt.line || !strings.Contains(ne.Msg, tt.msg) {
				t.Errorf("error at line %d %q, want line %d %q", ne.Line, ne.Msg, tt.line, tt.msg)
			}
		})
	}
}

// FuzzNotebook converts any bytes as a notebook: no panic, an error or
// lines that each come from a line of the input.
func FuzzNotebook(f *testing.F) {
	if data, err := os.ReadFile("../../../testdata/markup/publications.ipynb"); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`{"cells": [{"cell_type": "markdown", "source": "# A\n- b"}]}`))
	f.Add([]byte(`{"nbformat": 3, "worksheets": [{"cells": [{"cell_type": "heading", "level": 9, "source": ["x"]}]}]}`))
	f.Add([]byte(`{"cells": [{"cell_type": "code", "outputs": [{"data": {"text/html": ["<ul>\n", "<li>x</li>"]}}]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Notebook(data)
		n := strings.Count(string(data), "\n") + 1
		if err != nil {
			var ne *NotebookError
			if !errors.As(err, &ne) || ne.Line < 1 || ne.Line > n {
				t.Fatalf("error %v outside the input's %d lines", err, n)
			}
			return
		}
		for _, l := range d.Lines {
			if l.Source < 1 || l.Source > n {
				t.Fatalf("line %q from line %d of %d", l.Text, l.Source, n)
			}
		}
	})
}
