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
	"github.com/pubgraph/pubgraph/ingest/cv/sections/heading"
	"github.com/pubgraph/pubgraph/pub"
)

// readSplits reads the input at path and returns the lines of every
// split the CV reader made of it.
func readSplits(path string) ([][]markup.Line, error) {
	var mu sync.Mutex
	var out [][]markup.Line
	restore := sections.Observe(func(lines []markup.Line, _ sections.Doc) {
		mu.Lock()
		defer mu.Unlock()
		out = append(out, lines)
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
	Owner        string `json:"owner"`
	Publications []struct {
		Title string `json:"title"`
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

// gatherData labels the lines of the development documents of shared
// and writes them to dir's data file.
func gatherData(shared, dir string, stderr io.Writer) error {
	docs, err := devDocs(shared)
	if err != nil {
		return err
	}
	var all []heading.Labelled
	heads := 0
	for _, d := range docs {
		ls, err := labelDoc(d[0], d[1])
		if err != nil {
			return fmt.Errorf("%s: %w", d[0], err)
		}
		for _, l := range ls {
			if l.Head {
				heads++
			}
		}
		all = append(all, ls...)
	}
	var buf bytes.Buffer
	if err := heading.WriteLabelled(&buf, all); err != nil {
		return err
	}
	out := filepath.Join(dir, filepath.FromSlash(heading.DataFiles[0]))
	fmt.Fprintf(stderr, "headingtrain: %d lines (%d headings) of %d documents, wrote %s\n", len(all), heads, len(docs), out)
	return os.WriteFile(out, buf.Bytes(), 0o644)
}

// labelDoc returns the labelled lines of the input at path, whose gold
// is at goldPath.
func labelDoc(path, goldPath string) ([]heading.Labelled, error) {
	data, err := os.ReadFile(goldPath)
	if err != nil {
		return nil, err
	}
	var g goldDoc
	if err := json.Unmarshal(data, &g); err != nil {
		return nil, err
	}
	var titles []string
	for _, p := range g.Publications {
		if t := fold(p.Title); len(t) >= 12 {
			titles = append(titles, t[:min(len(t), 30)])
		}
	}
	owner := fold(g.Owner)
	splits, err := readSplits(path)
	if err != nil {
		return nil, err
	}
	name := filepath.Base(path)
	var out []heading.Labelled
	for _, lines := range splits {
		folded := make([]string, len(lines))
		for i := range lines {
			folded[i] = fold(lines[i].Text)
		}
		for i := range lines {
			if lines[i].Blank() {
				continue
			}
			o := heading.Observe(lines, i)
			out = append(out, heading.Labelled{File: name, Head: isHeading(lines, folded, i, &o, titles, owner), X: o})
		}
	}
	return out, nil
}

// isHeading labels lines[i], of observations o: see the command's doc.
func isHeading(lines []markup.Line, folded []string, i int, o *heading.Obs, titles []string, owner string) bool {
	f := folded[i]
	if f == "" || owner != "" && strings.Contains(f, owner) || holdsTitle(f, titles) {
		return false
	}
	text := sections.HeadingText(lines[i].Text)
	marked := o.Level > 0 || o.Bold || o.Caps && o.Words >= 2
	if _, _, ok := sections.Classify(text, marked); ok && (!o.Item || o.Level > 0) {
		return true
	}
	if !marked || o.Year || o.Words > 8 || o.Item && o.Level == 0 {
		return false
	}
	for n, seen := i+1, 0; n < len(lines) && seen < 4; n++ {
		if folded[n] == "" {
			continue
		}
		seen++
		if holdsTitle(folded[n], titles) {
			return true
		}
	}
	return false
}

// holdsTitle reports whether folded text holds the start of one of
// titles.
func holdsTitle(f string, titles []string) bool {
	for _, t := range titles {
		if strings.Contains(f, t) {
			return true
		}
	}
	return false
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
