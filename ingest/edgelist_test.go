package ingest

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// netResult is what a network reader emitted.
type netResult struct {
	Nodes    []pub.Node
	Links    []pub.Link
	Warnings []string // the one-line form of each warning
}

// netRead runs read over input and collects what it emits.
func netRead(read ReadFunc, name string, input []byte, opt Options) (netResult, error) {
	var res netResult
	opt.Warn = func(e *pub.ParseError) error {
		res.Warnings = append(res.Warnings, e.Error())
		return nil
	}
	err := read(bytes.NewReader(input), name, opt, func(r pub.Record) error {
		switch {
		case r.Node != nil:
			res.Nodes = append(res.Nodes, *r.Node)
		case r.Link != nil:
			res.Links = append(res.Links, *r.Link)
		}
		return nil
	})
	return res, err
}

// netCase is one input of a table test of a network reader.
type netCase struct {
	name  string
	input string
	names map[string]string
	want  netResult
}

func runNetCases(t *testing.T, read ReadFunc, cases []netCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := netRead(read, "in", []byte(tc.input), Options{Names: tc.names})
			if err != nil {
				t.Fatalf("error: %v", err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("records (-want +got):\n%s", diff)
			}
		})
	}
}

func netAt(line int) pub.Position { return pub.Position{File: "in", Line: line} }

func TestReadEdgeList(t *testing.T) {
	long := "1 " + strings.Repeat("9", 70000) + " 2\n3 4"
	runNetCases(t, ReadEdgeList, []netCase{
		{
			name:  "snap tabs comments crlf, both ways",
			input: "# Nodes: 2 Edges: 2\r\n# FromNodeId\tToNodeId\r\n1\t2\r\n2\t1\r\n",
			want: netResult{Links: []pub.Link{
				{Source: "1", Target: "2", Weight: 1, Pos: netAt(3)},
				{Source: "2", Target: "1", Weight: 1, Pos: netAt(4)},
			}},
		},
		{
			name:  "spaces, weight, no final newline",
			input: "a  b 2.5\nb c",
			want: netResult{Links: []pub.Link{
				{Source: "a", Target: "b", Weight: 2.5, Pos: netAt(1)},
				{Source: "b", Target: "c", Weight: 1, Pos: netAt(2)},
			}},
		},
		{
			name:  "self-loop kept",
			input: "3 3\n3 4\n",
			want: netResult{Links: []pub.Link{
				{Source: "3", Target: "3", Weight: 1, Pos: netAt(1)},
				{Source: "3", Target: "4", Weight: 1, Pos: netAt(2)},
			}},
		},
		{
			name:  "konect: percent comments, blank lines, timestamp column",
			input: "% sym unweighted\n\n  \t\n  1 2 1 1234567\n",
			want:  netResult{Links: []pub.Link{{Source: "1", Target: "2", Weight: 1, Pos: netAt(4)}}},
		},
		{
			name:  "comment after the ids",
			input: "1 2 # first paper\n3 4 2 # weight 2\n",
			want: netResult{Links: []pub.Link{
				{Source: "1", Target: "2", Weight: 1, Pos: netAt(1)},
				{Source: "3", Target: "4", Weight: 2, Pos: netAt(2)},
			}},
		},
		{
			name:  "byte order mark",
			input: "\xEF\xBB\xBF1 2\n",
			want:  netResult{Links: []pub.Link{{Source: "1", Target: "2", Weight: 1, Pos: netAt(1)}}},
		},
		{
			name:  "bad rows warned and skipped",
			input: "1\n1 2 x\n1 2 -1\n1 2 NaN\n4 5 0\n",
			want: netResult{
				Links: []pub.Link{{Source: "4", Target: "5", Weight: 0, Pos: netAt(5)}},
				Warnings: []string{
					"in:1:2: edge list row has one node id, want two",
					`in:2:5: edge weight "x" is not a finite number ≥ 0`,
					`in:3:5: edge weight "-1" is not a finite number ≥ 0`,
					`in:4:5: edge weight "NaN" is not a finite number ≥ 0`,
				},
			},
		},
		{
			name:  "names give nodes in id order, isolated ones too",
			input: "2 10\n",
			names: map[string]string{"10": "B, B", "2": "A, A", "x": "C, C", "9": "D, D"},
			want: netResult{
				Nodes: []pub.Node{
					{ID: "2", Name: "A, A", Pos: pub.Position{File: "in"}},
					{ID: "9", Name: "D, D", Pos: pub.Position{File: "in"}},
					{ID: "10", Name: "B, B", Pos: pub.Position{File: "in"}},
					{ID: "x", Name: "C, C", Pos: pub.Position{File: "in"}},
				},
				Links: []pub.Link{{Source: "2", Target: "10", Weight: 1, Pos: netAt(1)}},
			},
		},
		{
			name:  "line longer than the buffer",
			input: long,
			want: netResult{Links: []pub.Link{
				{Source: "1", Target: strings.Repeat("9", 70000), Weight: 2, Pos: netAt(1)},
				{Source: "3", Target: "4", Weight: 1, Pos: netAt(2)},
			}},
		},
	})
}

func TestReadEdgeListErrors(t *testing.T) {
	strict := errors.New("strict")
	tests := []struct {
		name  string
		input string
		opt   Options
		want  error
	}{
		{"empty", "", Options{}, pub.ErrEmpty},
		{"comments only", "# nothing\n\n", Options{}, pub.ErrNoRecords},
		{"binary", "1 2\x00\x01\x02", Options{}, pub.ErrBinary},
		{"strict stops at a bad row", "1 2\n3\n4 5\n", Options{Warn: func(*pub.ParseError) error { return strict }}, strict},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			links := 0
			err := ReadEdgeList(strings.NewReader(tc.input), "in", tc.opt, func(r pub.Record) error {
				links++
				return nil
			})
			if !errors.Is(err, tc.want) {
				t.Errorf("error = %v, want %v", err, tc.want)
			}
			if tc.want == strict && links != 1 {
				t.Errorf("emitted %d links before stopping, want 1", links)
			}
		})
	}
	stop := errors.New("stop")
	err := ReadEdgeList(strings.NewReader("1 2\n3 4\n"), "in", Options{}, func(pub.Record) error { return stop })
	if !errors.Is(err, stop) {
		t.Errorf("emit error not returned: %v", err)
	}
}

// TestReadEdgeListExcerpts reads an excerpt of each edge-list style in
// testdata/networks; first and last rows were read off the files.
func TestReadEdgeListExcerpts(t *testing.T) {
	tests := []struct {
		file        string
		links       int
		first, last pub.Link
	}{
		// SNAP original: 4 '#' lines, tabs, CRLF.
		{"grqc-head.txt", 10, pub.Link{Source: "3466", Target: "937", Weight: 1, Pos: pub.Position{Line: 5}},
			pub.Link{Source: "10310", Target: "3466", Weight: 1, Pos: pub.Position{Line: 14}}},
		// SNAP without header, CRLF, no final newline.
		{"hepph-tail.txt", 9, pub.Link{Source: "77145", Target: "30044", Weight: 1, Pos: pub.Position{Line: 1}},
			pub.Link{Source: "87816", Target: "38712", Weight: 1, Pos: pub.Position{Line: 9}}},
		// Newman via Latora et al.: spaces, CRLF.
		{"astro-ph-head.txt", 8, pub.Link{Source: "0", Target: "1", Weight: 1, Pos: pub.Position{Line: 1}},
			pub.Link{Source: "0", Target: "4742", Weight: 1, Pos: pub.Position{Line: 8}}},
		// Preprocessed SNAP: one '#' line, spaces, LF.
		{"astroph-lcc-head.txt", 5, pub.Link{Source: "0", Target: "8832", Weight: 1, Pos: pub.Position{Line: 2}},
			pub.Link{Source: "0", Target: "9158", Weight: 1, Pos: pub.Position{Line: 6}}},
		{"hepth-head.txt", 5, pub.Link{Source: "24325", Target: "24394", Weight: 1, Pos: pub.Position{Line: 2}},
			pub.Link{Source: "24394", Target: "3905", Weight: 1, Pos: pub.Position{Line: 6}}},
		{"condmat-head.txt", 5, pub.Link{Source: "81626", Target: "11894", Weight: 1, Pos: pub.Position{Line: 1}},
			pub.Link{Source: "81626", Target: "19729", Weight: 1, Pos: pub.Position{Line: 5}}},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			path := filepath.Join("..", "testdata", "networks", tc.file)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			got, err := netRead(ReadEdgeList, path, data, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(got.Warnings) > 0 {
				t.Errorf("warnings: %q", got.Warnings)
			}
			if len(got.Links) != tc.links {
				t.Fatalf("got %d links, want %d", len(got.Links), tc.links)
			}
			tc.first.Pos.File, tc.last.Pos.File = path, path
			if diff := cmp.Diff([]pub.Link{tc.first, tc.last}, []pub.Link{got.Links[0], got.Links[len(got.Links)-1]}); diff != "" {
				t.Errorf("first and last links (-want +got):\n%s", diff)
			}
		})
	}
}

// netSeeds adds every file of testdata/networks to f's corpus.
func netSeeds(f *testing.F, extra ...string) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "networks", "*"))
	if err != nil {
		f.Fatal(err)
	}
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		if len(data) > 4096 {
			data = data[:4096]
		}
		f.Add(data)
	}
	for _, s := range extra {
		f.Add([]byte(s))
	}
}

// netFuzz reads input with read and checks that every position lies
// within it.
func netFuzz(t *testing.T, read ReadFunc, input []byte) {
	lines := bytes.Count(input, []byte("\n")) + 1
	widest := 0
	for l := range bytes.SplitSeq(input, []byte("\n")) {
		widest = max(widest, len(l))
	}
	check := func(what string, p pub.Position) {
		if p.File != "in" || p.Line < 0 || p.Line > lines || p.Column < 0 || p.Column > widest+1 {
			t.Errorf("%s at %+v outside an input of %d lines, %d wide", what, p, lines, widest)
		}
	}
	opt := Options{Warn: func(e *pub.ParseError) error {
		check("warning "+e.Msg, e.Pos)
		return nil
	}}
	_ = read(bytes.NewReader(input), "in", opt, func(r pub.Record) error {
		switch {
		case r.Node != nil:
			check("node", r.Node.Pos)
		case r.Link != nil:
			check("link", r.Link.Pos)
		}
		return nil
	})
}

func FuzzReadEdgeList(f *testing.F) {
	seedHostile(f) // the issue 12 cases (hostile_test.go)
	netSeeds(f, "1 2 3\n# c\n\n1\n", "a\tb\r\nb a 0.5")
	f.Fuzz(func(t *testing.T, input []byte) { netFuzz(t, ReadEdgeList, input) })
}
