package label

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestReadTaggedSources(t *testing.T) {
	data := strings.Join([]string{
		"# a comment",
		"<title>First</title>",
		"# source: a.md",
		"<title>Second</title>",
		"",
		"<title>Third</title>",
		"# source: b.pdf",
		"<title>Fourth</title>",
	}, "\n")
	ts, srcs, err := ReadTaggedSources(data)
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, tg := range ts {
		texts = append(texts, tg.Text)
	}
	if diff := cmp.Diff([]string{"First", "Second", "Third", "Fourth"}, texts); diff != "" {
		t.Errorf("texts: -want +got\n%s", diff)
	}
	if diff := cmp.Diff([]string{"", "a.md", "a.md", "b.pdf"}, srcs); diff != "" {
		t.Errorf("sources: -want +got\n%s", diff)
	}
	if _, _, err := ReadTaggedSources("# source: x\n<title>open"); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("malformed line: error %v, want one naming line 2", err)
	}
}

// TestTrainingDataExcept leaves out the generated entries of one
// development document, and only those.
func TestTrainingDataExcept(t *testing.T) {
	all, names, err := TrainingData(".")
	if err != nil {
		t.Fatal(err)
	}
	dev, err := readTaggedFile("data/csl/dev.txt.gz", nil)
	if err != nil {
		t.Fatal(err)
	}
	data, err := gunzipFile("data/csl/dev.txt.gz")
	if err != nil {
		t.Fatal(err)
	}
	_, srcs, err := ReadTaggedSources(string(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(srcs) != len(dev) || len(srcs) == 0 || srcs[0] == "" {
		t.Fatalf("dev.txt.gz: %d entries, %d sources, first %q; want every entry under a source line", len(dev), len(srcs), srcs)
	}
	first, n := srcs[0], 0
	for _, s := range srcs {
		if s == first {
			n++
		}
	}
	less, names2, err := TrainingDataExcept(".", func(s string) bool { return s == first })
	if err != nil {
		t.Fatal(err)
	}
	if len(less) != len(all)-n || len(names2) != len(names) {
		t.Errorf("leaving out %s (%d entries): %d references and %d bylines, want %d and %d", first, n, len(less), len(names2), len(all)-n, len(names))
	}
}

func TestUseModel(t *testing.T) {
	embedded := Default()
	empty := &Model{}
	restore := UseModel(empty)
	if Default() != empty {
		t.Error("Default did not return the model UseModel set")
	}
	if e := Parse("Doe, J. (2020). A title. Journal.", nil); len(e.Tokens) == 0 || e.Labels[0] != Other {
		t.Errorf("the untrained model labelled %v", e.Labels)
	}
	restore()
	if Default() != embedded {
		t.Error("restore did not bring the embedded model back")
	}
}

// FuzzReadTaggedSources: any data gives entries with one source each, or
// an error, never a panic.
func FuzzReadTaggedSources(f *testing.F) {
	f.Add("# source: a.md\n<title>T</title>\n")
	f.Add("<author>A</author>\n# source: \n<x>")
	f.Fuzz(func(t *testing.T, data string) {
		ts, srcs, err := ReadTaggedSources(data)
		if err == nil && len(ts) != len(srcs) {
			t.Fatalf("%d entries, %d sources", len(ts), len(srcs))
		}
	})
}
