package main

// Helpers of the merge tests: reading analyze's tables and checking them.

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/graph"
)

// table is a CSV output file read into rows keyed by column name.
type table []map[string]string

// readTable reads an output table of analyze in dir; unlike readCSV it
// accepts a table with a header only.
func readTable(t *testing.T, dir, name string) table {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if len(rows) == 0 {
		t.Fatalf("%s has no header", name)
	}
	var out table
	for _, row := range rows[1:] {
		m := make(map[string]string, len(row))
		for k, col := range rows[0] {
			m[col] = row[k]
		}
		out = append(out, m)
	}
	return out
}

// analyzeOut runs analyze --no-svg on args and returns the output folder.
func analyzeOut(t *testing.T, args ...string) string {
	t.Helper()
	out := t.TempDir()
	args = append([]string{"analyze", "--no-svg", "--out", out}, args...)
	if code, _, stderr := pubgraph(t, "", args...); code != 0 {
		t.Fatalf("analyze exited %d\nstderr:\n%s", code, stderr)
	}
	return out
}

// splitList splits a "; "-joined cell.
func splitList(cell string) []string {
	if cell == "" {
		return nil
	}
	return strings.Split(cell, "; ")
}

// sourceFiles returns the sorted, distinct file names of a sources cell
// ("dir/a.bib:10:1; dir/b.xml:3" → a.bib, b.xml).
func sourceFiles(cell string) []string {
	var files []string
	for _, s := range splitList(cell) {
		file, _, _ := strings.Cut(filepath.Base(s), ":")
		files = append(files, file)
	}
	slices.Sort(files)
	return slices.Compact(files)
}

// pubByTitle returns the publication whose TitleKey is that of title.
func pubByTitle(t *testing.T, pubs table, title string) map[string]string {
	t.Helper()
	key := graph.TitleKey(title)
	for _, p := range pubs {
		if graph.TitleKey(p["title"]) == key {
			return p
		}
	}
	t.Errorf("no publication titled %q", title)
	return map[string]string{}
}

// peopleNamed returns the display names of the people one of whose
// spellings (name or aliases) has the NameKey of one of names.
func peopleNamed(people table, names ...string) []string {
	keys := map[string]bool{}
	for _, n := range names {
		keys[graph.NameKey(n)] = true
	}
	var out []string
	for _, p := range people {
		for _, s := range append([]string{p["name"]}, splitList(p["aliases"])...) {
			if keys[graph.NameKey(s)] {
				out = append(out, p["name"])
				break
			}
		}
	}
	return out
}

// countKind counts the merges of a kind.
func countKind(merges table, kind string) int {
	n := 0
	for _, m := range merges {
		if m["kind"] == kind {
			n++
		}
	}
	return n
}

// countDuplicates counts the sources beyond the first of every
// publication: the merges that made them one.
func countDuplicates(pubs table) int {
	n := 0
	for _, p := range pubs {
		n += len(splitList(p["sources"])) - 1
	}
	return n
}

// checkNoDuplicates requires every paper once.
func checkNoDuplicates(t *testing.T, pubs table) {
	t.Helper()
	seen := map[string]string{}
	for _, p := range pubs {
		key := graph.TitleKey(p["title"])
		if prev, ok := seen[key]; ok {
			t.Errorf("publication %q twice: pub_id %s and %s", p["title"], prev, p["pub_id"])
		}
		seen[key] = p["pub_id"]
	}
}

// checkShared requires each shared paper to list its inputs and versions.
func checkShared(t *testing.T, pubs table, shared []sharedPaper) {
	t.Helper()
	for _, sp := range shared {
		p := pubByTitle(t, pubs, sp.title)
		if diff := cmp.Diff(sp.files, sourceFiles(p["sources"])); diff != "" {
			t.Errorf("%q: source files (-want +got):\n%s", sp.title, diff)
		}
		if sp.version == "" && p["versions"] != "" {
			t.Errorf("%q: versions %q, want none", sp.title, p["versions"])
		}
		if !strings.Contains(p["versions"], sp.version) {
			t.Errorf("%q: versions %q, want one with %q", sp.title, p["versions"], sp.version)
		}
	}
}

// checkSamePeople requires each of samePeople to be one person.
func checkSamePeople(t *testing.T, people table) {
	t.Helper()
	for _, spellings := range samePeople {
		got := peopleNamed(people, spellings...)
		if len(got) > 1 {
			t.Errorf("%v are %d people, want 1: %q", spellings, len(got), got)
		}
	}
	if got := peopleNamed(people, "Tianqi Chen"); len(got) != 1 {
		t.Errorf("people named like Tianqi Chen: %q, want exactly 1", got)
	}
}

// checkMerges requires a reason for every merge, the reasons wanted, and
// one publication merge per merged source.
func checkMerges(t *testing.T, merges table, want []mergeReason, pubs table) {
	t.Helper()
	for _, m := range merges {
		if m["reason"] == "" {
			t.Errorf("merges.csv: %s %q into %q without a reason", m["kind"], m["merged"], m["into"])
		}
	}
	for _, w := range want {
		var reasons []string
		for _, m := range merges {
			if m["kind"] == "publication" && m["merged"] == w.merged {
				reasons = append(reasons, m["reason"])
			}
		}
		if !slices.ContainsFunc(reasons, func(r string) bool { return strings.Contains(r, w.reason) }) {
			t.Errorf("merges.csv: %q merged with reasons %q, want one with %q", w.merged, reasons, w.reason)
		}
	}
	if n := countKind(merges, "publication"); n != countDuplicates(pubs) {
		t.Errorf("merges.csv has %d publication merges, want one per merged source: %d", n, countDuplicates(pubs))
	}
}

// sharedPaper is a paper that several inputs list.
type sharedPaper struct {
	title   string   // any input's spelling
	files   []string // input files that list it, sorted
	version string   // substring of the versions cell, "" for none
}

// mergeReason is a publication merge that merges.csv must explain.
type mergeReason struct {
	merged string // the merged title, exactly as its input spells it
	reason string // a substring of the reason
}

const (
	bibFile  = "cmu-catalyst-pubs.bib"
	dblpFile = "catalyst-dblp.xml"
	cslFile  = "catalyst-zotero.json"
	risFile  = "catalyst-zotero.ris"
	cvFile   = "ruihang-lai-cv.md"
)

// files returns names sorted, for sharedPaper.files.
func files(names ...string) []string {
	slices.Sort(names)
	return names
}

// samePeople lists the spellings of people that several inputs name;
// each must be one person. The .bib already spells some of them in two
// ways (Jared Roesch, Todd Mowry).
var samePeople = [][]string{
	{"Tianqi Chen", "Tianqi Chen 0001", "Chen, Tianqi"},
	{"Zhihao Jia"},
	{"Xupeng Miao"},
	{"Remi Delacourt", "Rémi Delacourt"},
	{"Eddie Yan", "Eddie Q. Yan"},
	{"Galen Shipman", "Galen M. Shipman"},
	{"Steven Lyubomirsky", "Steven S. Lyubomirsky"},
	{"Jared Roesch", "Jared G. Roesch"},
	{"Todd Mowry", "Todd C. Mowry"},
	{"Phillip Gibbons", "Phillip B. Gibbons"},
	{"Ruihang Lai"},
	{"Lianmin Zheng"},
	{"Alex Aiken"},
}
