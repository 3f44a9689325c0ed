package ingest

import (
	"bytes"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/ingest/internal/testkit"
	"github.com/pubgraph/pubgraph/pub"
)

// hostileReaderCases are bad records in every structured format: each
// reader must warn about the bad one, naming its line, and keep the good
// ones. The fuzz targets are seeded with them (see FuzzHostile).
var hostileReaderCases = []struct {
	name    string
	read    ReadFunc
	input   string
	records int      // records emitted (publications, nodes and links)
	warns   []string // each must appear in one warning
}{
	{"RIS line without a tag", ReadRIS,
		"TY  - JOUR\nTI  - Good Title\nAU  - Lee, Ann\nthis line has no tag\n  continued title\nER  - \n", 1,
		[]string{"x:4:1: line without a RIS tag"}},
	{"RIS record without TY", ReadRIS,
		"TI  - Orphan\nER  - \nTY  - JOUR\nTI  - Kept\nAU  - Lee, Ann\nER  - \n", 1,
		[]string{"x:1:1: TI line outside a record"}},
	{"CSL-JSON truncated after two items", ReadCSL,
		`[{"title": "A", "author": [{"family": "Lee", "given": "Ann"}]},` + "\n" +
			`{"title": "B", "author": [{"family": "Chen", "given": "Bo"}]},` + "\n" + `{"title": "C", "auth`, 2,
		[]string{"x:3:", "JSON ends early", "2 complete items"}},
	{"CSL-JSON Zotero wrapper truncated", ReadCSL,
		`{"items": [{"title": "A", "author": [{"family": "Lee", "given": "Ann"}]},` + "\n" + `{"title": "B"`, 1,
		[]string{"x:2:", "1 complete items"}},
	{"ORCID works truncated", ReadORCID,
		`{"group": [{"work-summary": [{"put-code": 1, "title": {"title": {"value": "A"}}}]},` + "\n" +
			`{"work-summary": [{"put-code": 2, "title": {"title": {"val`, 1,
		[]string{"x:2:", "1 complete items"}},
	{"edge list garbage line", ReadEdgeList,
		"1 2\n2 3\nthis is not an edge\n3 4\n5 x7\n", 3,
		[]string{`x:3:1: node id "this"`, `x:5:3: node id "x7"`}},
	{"edge list bad weight", ReadEdgeList,
		"1 2 1.5\n2 3 heavy\n3 4 -1\n", 1,
		[]string{`x:2:5: edge weight "heavy"`, `x:3:5: edge weight "-1"`}},
	{"GML edge to undeclared node, text ids", ReadGML,
		"graph [\n node [ id 1 label \"A\" ]\n node [ id 2 label \"B\" ]\n edge [ source 1 target 2 ]\n edge [ source 1 target 9 ]\n node [ id x label \"C\" ]\n]\n", 5,
		[]string{"x:5:25: edge to node 9", `x:6:12: node id "x" is not an integer`}},
	{"GML bad weight", ReadGML,
		"graph [\n node [ id 1 ]\n node [ id 2 ]\n edge [ source 1 target 2 value abc ]\n edge [ source 2 target 1 value 2 ]\n]\n", 3,
		[]string{`x:4:33: edge weight "abc"`}},
	{"Pajek vertices past *Vertices, bad ids and weights", ReadPajek,
		"*Vertices 2\n1 \"A\"\n2 \"B\"\n3 \"C\"\n*Edges\n1 2 1.5\n1 3 2\nx 2\n2 1 1,5\n", 7,
		[]string{"x:4:1: vertex 3 is past *Vertices 2", "x:7:3: vertex 3 is past", `x:8:1: vertex "x" is not a number`, `x:9:5: edge weight "1,5" is not a number`}},
}

func TestHostileReaders(t *testing.T) {
	for _, tt := range hostileReaderCases {
		t.Run(tt.name, func(t *testing.T) {
			recs, warns, err := collectRecords(t, tt.read, []byte(tt.input), "x")
			if err != nil {
				t.Fatalf("err = %v; a bad record must not lose the file", err)
			}
			if len(recs) != tt.records {
				t.Errorf("%d records, want %d: %+v", len(recs), tt.records, recs)
			}
			var all []string
			for _, w := range warns {
				all = append(all, w.Error())
			}
			text := strings.Join(all, "\n")
			for _, want := range tt.warns {
				if !strings.Contains(text, want) {
					t.Errorf("no warning has %q; warnings:\n%s", want, text)
				}
			}
		})
	}
}

// hostileInputs are the hostile inputs every reader's fuzz target is seeded with.
func hostileInputs() [][]byte { return testkit.HostileInputs() }

// seedHostile adds the hostile inputs to a reader's fuzz corpus.
func seedHostile(f *testing.F) {
	for _, in := range hostileInputs() {
		f.Add(in)
	}
}

// seedHostileStrings adds them to a fuzz target that takes a string.
func seedHostileStrings(f *testing.F) {
	for _, in := range hostileInputs() {
		f.Add(string(in))
	}
}

// FuzzHostile runs every reader on the hostile inputs and on what the
// fuzzer makes of them: no reader may panic, and a warning's position
// must lie within the input.
func FuzzHostile(f *testing.F) {
	for _, in := range hostileInputs() {
		f.Add(in)
	}
	for _, tt := range hostileReaderCases {
		f.Add([]byte(tt.input))
	}
	f.Fuzz(func(t *testing.T, input []byte) {
		lines := bytes.Count(input, []byte("\n")) + 1
		for format, read := range Readers {
			var buf bytes.Buffer
			buf.Write(input)
			read(&buf, "x", Options{Warn: func(e *pub.ParseError) error {
				if e.Pos.Line > lines {
					t.Errorf("%s: warning at line %d of a %d-line input: %v", format, e.Pos.Line, lines, e)
				}
				return nil
			}}, func(pub.Record) error { return nil })
		}
	})
}
