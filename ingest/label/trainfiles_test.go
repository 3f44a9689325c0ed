package label

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"sync"
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

// TestTrainingDataExcept leaves out the entries under the source lines
// it is told to skip, in any training file, and only those.
func TestTrainingDataExcept(t *testing.T) {
	dir := t.TempDir()
	for _, f := range append(append([]string(nil), trainRefFiles...), trainNameFiles...) {
		body := "<title>Plain</title>\n"
		if f == "data/cv/entries.txt" {
			body += "# source: a.md\n<title>A1</title>\n<title>A2</title>\n# source: b.pdf\n<title>B1</title>\n"
		}
		var data []byte
		if strings.HasSuffix(f, ".gz") {
			var buf bytes.Buffer
			zw := gzip.NewWriter(&buf)
			zw.Write([]byte(body))
			zw.Close()
			data = buf.Bytes()
		} else {
			data = []byte(body)
		}
		p := filepath.Join(dir, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	all, names, err := TrainingData(dir)
	if err != nil {
		t.Fatal(err)
	}
	less, names2, err := TrainingDataExcept(dir, func(s string) bool { return s == "a.md" })
	if err != nil {
		t.Fatal(err)
	}
	if len(less) != len(all)-2 || len(names2) != len(names) {
		t.Errorf("leaving out a.md: %d references and %d bylines, want %d and %d", len(less), len(names2), len(all)-2, len(names))
	}
	for _, r := range less {
		if strings.HasPrefix(r.Text, "A") {
			t.Errorf("entry %q of a.md kept", r.Text)
		}
	}
}

// TestModelPerCall checks that a model labels with its own weights
// whatever the default: an untrained model labels every token Other, the
// embedded one the byline Author, from the same goroutines at once.
func TestModelPerCall(t *testing.T) {
	const text = "Doe, J. (2020). A title. Journal."
	empty := &Model{}
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			if e := empty.Parse(text, nil); len(e.Tokens) == 0 || e.Labels[0] != Other {
				t.Errorf("the untrained model labelled %v", e.Labels)
			}
			if e := Parse(text, nil); len(e.Tokens) == 0 || e.Labels[0] != Author {
				t.Errorf("the embedded model labelled %v, want the first token an author", e.Labels)
			}
		})
	}
	wg.Wait()
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
