// Package devsplit holds what the trainers of the section stage's
// models (tools/sectiontrain, tools/headingtrain) share: the development
// documents of ../shared with their gold, the splits the CV reader makes
// of a document (sections.Observe), the gathering of labelled items
// from every document into a package's data file, and the folds of
// cross-validation by file.
package devsplit

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections"
	"github.com/pubgraph/pubgraph/pub"
)

// Split is one split the CV reader made of a document: its lines and
// the sections found in them.
type Split struct {
	Lines []markup.Line
	Doc   sections.Doc
}

// Read reads the input at path with the CV reader and returns every
// split it made, in the order made.
func Read(path string) ([]Split, error) {
	var mu sync.Mutex
	var out []Split
	restore := sections.Observe(func(lines []markup.Line, d sections.Doc) {
		mu.Lock()
		defer mu.Unlock()
		out = append(out, Split{lines, d})
	})
	defer restore()
	inputs, err := ingest.Discover([]string{path})
	if err != nil {
		return nil, err
	}
	for _, in := range inputs {
		ingest.ReadInput(in, nil, ingest.Options{}, func(pub.Record) error { return nil })
	}
	return out, nil
}

// Doc is a development document and its gold file.
type Doc struct {
	Input, Gold string
}

// Docs returns the development documents of shared (data/cv-dev and
// data/pdf, never the held-out sets) with their gold files, sorted.
func Docs(shared string) ([]Doc, error) {
	var out []Doc
	gold, err := filepath.Glob(filepath.Join(shared, "data", "cv-dev", "*.gold.json"))
	if err != nil {
		return nil, err
	}
	for _, g := range gold {
		out = append(out, Doc{strings.TrimSuffix(g, ".gold.json"), g})
	}
	pdfs, _ := filepath.Glob(filepath.Join(shared, "data", "pdf", "*.pdf.json"))
	for _, g := range pdfs {
		out = append(out, Doc{strings.TrimSuffix(g, ".json"), g})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no development documents under %s", shared)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Input < out[j].Input })
	return out, nil
}

// Gather labels every development document of shared with label and
// writes the items, with write, to out. It returns the items written.
func Gather[T any](shared, out string, label func(Doc) ([]T, error), write func(io.Writer, []T) error) ([]T, error) {
	docs, err := Docs(shared)
	if err != nil {
		return nil, err
	}
	var all []T
	for _, d := range docs {
		items, err := label(d)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", d.Input, err)
		}
		all = append(all, items...)
	}
	var buf bytes.Buffer
	if err := write(&buf, all); err != nil {
		return nil, err
	}
	return all, os.WriteFile(out, buf.Bytes(), 0o644)
}

// Folds returns, for each of k folds, the files held out of training:
// the sorted names of files, dealt out in turn.
func Folds(files []string, k int) []map[string]bool {
	names := distinctSorted(files)
	out := make([]map[string]bool, k)
	for f := range out {
		out[f] = map[string]bool{}
	}
	for i, name := range names {
		out[i%k][name] = true
	}
	return out
}

// distinctSorted returns the distinct names, sorted.
func distinctSorted(files []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, f := range files {
		if !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	sort.Strings(out)
	return out
}

// Fold keeps the lower-cased letters and digits of s: what the gold's
// titles are looked up by in a document's lines.
func Fold(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}
