package ingest

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

func TestReadNodeNames(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  map[string]string
	}{
		{"bare names with spaces and commas", "2437 A, A\r\n8968 AALSETH, CE\r\n", map[string]string{"2437": "A, A", "8968": "AALSETH, CE"}},
		{"quoted names, tabs", "0\t\"RADZIHOVSKY, L\"\n1  \" FRISCHAT, SD \"  \n", map[string]string{"0": "RADZIHOVSKY, L", "1": "FRISCHAT, SD"}},
		{"comments, blank lines, no final newline", "# id name\n\n% x\n7 Ng, A", map[string]string{"7": "Ng, A"}},
		{"same pair twice", "1 A\n1 A\n", map[string]string{"1": "A"}},
		{"quote inside a name kept", `3 O"Neil, P`, map[string]string{"3": `O"Neil, P`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ReadNodeNames(strings.NewReader(tc.input), "in")
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("names (-want +got):\n%s", diff)
			}
		})
	}
}

func TestReadNodeNamesErrors(t *testing.T) {
	tests := []struct {
		name, input string
		want        error
		msg         string
	}{
		{"no name", "1 A\n2\n", pub.ErrSyntax, "in:2:2: node 2 has no name"},
		{"empty quotes", "1 \"\"\n", pub.ErrSyntax, "in:1:2: node 1 has no name"},
		{"named twice", "1 A\n1 B\n", pub.ErrSyntax, `in:2:1: node 1 named twice: "A" and "B"`},
		{"empty", "", pub.ErrEmpty, "in: empty file"},
		{"comments only", "# x\n", pub.ErrEmpty, "in: no node names found"},
		{"binary", "\x00\x01", pub.ErrBinary, "in: file contains NUL bytes: not text"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadNodeNames(strings.NewReader(tc.input), "in")
			if !errors.Is(err, tc.want) {
				t.Fatalf("error = %v, want %v", err, tc.want)
			}
			if err.Error() != tc.msg {
				t.Errorf("message = %q, want %q", err.Error(), tc.msg)
			}
		})
	}
}

// TestReadNodeNamesFiles reads excerpts of the two names-file styles.
func TestReadNodeNamesFiles(t *testing.T) {
	tests := []struct {
		file string
		want map[string]string
	}{
		{"astro-ph_names-head.txt", map[string]string{
			"2437": "A, A", "8968": "AALSETH, CE", "11973": "AALST, MKV",
			"5438": "AALTO, S", "2570": "AAMINNEBORG, S", "3810": "AARSETH, SJ",
		}},
		{"cond-mat_names-head.txt", map[string]string{
			"0": "RADZIHOVSKY, L", "1": "FRISCHAT, SD", "2": "KUHN, R",
			"3": "BEENAKKER, CWJ", "4": "MELSEN, JA", "5": "BROUWER, PW",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			f, err := os.Open(filepath.Join("..", "testdata", "networks", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			got, err := ReadNodeNames(f, tc.file)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("names (-want +got):\n%s", diff)
			}
		})
	}
}
