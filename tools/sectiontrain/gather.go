package main

import (
	"bytes"
	"encoding/json"
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
	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
	"github.com/pubgraph/pubgraph/pub"
)

// split is one split the reader made, with its lines.
type split struct {
	lines []markup.Line
	doc   sections.Doc
}

// readSplits reads the input at path and returns every split the CV
// reader made of it.
func readSplits(path string) ([]split, error) {
	var mu sync.Mutex
	var out []split
	restore := sections.Observe(func(lines []markup.Line, d sections.Doc) {
		mu.Lock()
		defer mu.Unlock()
		out = append(out, split{lines, d})
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

// goldDoc is what gathering takes of a gold file.
type goldDoc struct {
	Publications []struct {
		Title string `json:"title"`
		Kind  string `json:"kind"`
	} `json:"publications"`
}

// devDocs returns the development documents of shared with their gold
// files, sorted.
func devDocs(shared string) ([][2]string, error) {
	var out [][2]string
	gold, err := filepath.Glob(filepath.Join(shared, "data", "cv-dev", "*.gold.json"))
	if err != nil {
		return nil, err
	}
	for _, g := range gold {
		out = append(out, [2]string{strings.TrimSuffix(g, ".gold.json"), g})
	}
	pdfs, _ := filepath.Glob(filepath.Join(shared, "data", "pdf", "*.pdf.json"))
	for _, g := range pdfs {
		out = append(out, [2]string{strings.TrimSuffix(g, ".json"), g})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no development documents under %s", shared)
	}
	sort.Slice(out, func(i, j int) bool { return out[i][0] < out[j][0] })
	return out, nil
}

// gatherData labels the sections of the development documents of shared
// and writes them to dir's data file.
func gatherData(shared, dir string, stderr io.Writer) error {
	docs, err := devDocs(shared)
	if err != nil {
		return err
	}
	var all []model.Labelled
	for _, d := range docs {
		ls, err := labelDoc(d[0], d[1])
		if err != nil {
			return fmt.Errorf("%s: %w", d[0], err)
		}
		all = append(all, ls...)
	}
	var buf bytes.Buffer
	if err := model.WriteLabelled(&buf, all); err != nil {
		return err
	}
	out := filepath.Join(dir, filepath.FromSlash(model.DataFiles[0]))
	fmt.Fprintf(stderr, "sectiontrain: %d sections of %d documents, wrote %s\n", len(all), len(docs), out)
	return os.WriteFile(out, buf.Bytes(), 0o644)
}

// labelDoc returns the labelled sections of the input at path, whose
// gold is at goldPath.
func labelDoc(path, goldPath string) ([]model.Labelled, error) {
	data, err := os.ReadFile(goldPath)
	if err != nil {
		return nil, err
	}
	var g goldDoc
	if err := json.Unmarshal(data, &g); err != nil {
		return nil, err
	}
	splits, err := readSplits(path)
	if err != nil {
		return nil, err
	}
	name := filepath.Base(path)
	var out []model.Labelled
	for _, sp := range splits {
		texts := sectionTexts(sp)
		for k := 1; k < len(sp.doc.Sections); k++ {
			x := &sp.doc.Read[k]
			if x.Sum.Lines == 0 {
				continue // a parent heading: nothing to learn from
			}
			c, ok := labelSection(texts[k], &g, x)
			if !ok {
				continue
			}
			out = append(out, model.Labelled{File: name, Class: c.String(), X: *x})
		}
	}
	return out, nil
}

// sectionTexts returns the folded text of each section of sp.
func sectionTexts(sp split) []string {
	var b = make([]strings.Builder, len(sp.doc.Sections))
	for i, l := range sp.lines {
		if !sp.doc.Head[i] {
			b[sp.doc.Of[i]].WriteString(fold(l.Text))
		}
	}
	out := make([]string, len(b))
	for i := range b {
		out[i] = b[i].String()
	}
	return out
}

// fold keeps the lower-cased letters and digits of s.
func fold(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// labelSection returns the class of section x of folded text: a
// section most of whose entries (counted by their years) are gold
// publications lists publications, of the kind most of them are, unless
// its heading names talks, teaching, software, grants, education or
// employment and not nearly all are (talks repeat the titles of papers);
// another section is of the class its heading's words name, or failing
// that its parent's. A short section under a publication heading that
// holds no gold title is left out (false): its papers may be read from
// elsewhere (front matter, data files), and it says little.
func labelSection(text string, g *goldDoc, x *model.Example) (model.Class, bool) {
	kinds := map[model.Class]int{}
	n := 0
	for _, p := range g.Publications {
		t := fold(p.Title)
		if len(t) < 12 {
			continue
		}
		if len(t) > 60 {
			t = t[:60]
		}
		if strings.Contains(text, t) {
			n++
			kinds[kindClass[p.Kind]]++
		}
	}
	entries := x.Sum.Cues[model.CueYear]
	if entries == 0 {
		entries = max(x.Sum.Entries, 1)
	}
	share := float64(n) / float64(entries)
	named := model.HeadingClass(x.Heading)
	if named == model.Other && !strings.HasPrefix(x.Rule, model.RulePub) {
		named = model.HeadingClass(x.Parent)
	}
	if n == 0 && strings.HasPrefix(x.Rule, model.RulePub) && x.Sum.Lines < 3 {
		return 0, false
	}
	if share < 0.3 || named != model.Other {
		return named, true
	}
	for _, c := range []model.Class{model.Journals, model.Conferences, model.Books, model.Preprints, model.Theses} {
		if 10*kinds[c] >= 7*n {
			return c, true
		}
	}
	return model.Pubs, true
}

// kindClass maps the gold's kinds to the model's publication classes.
var kindClass = map[string]model.Class{
	"journal": model.Journals, "conference": model.Conferences, "workshop": model.Conferences,
	"book": model.Books, "chapter": model.Books, "preprint": model.Preprints, "under review": model.Preprints,
	"submitted": model.Preprints, "in preparation": model.Preprints, "thesis": model.Theses,
}
