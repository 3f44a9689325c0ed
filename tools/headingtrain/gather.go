package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/heading"
	"github.com/pubgraph/pubgraph/tools/internal/devsplit"
)

// goldDoc is what gathering takes of a gold file.
type goldDoc struct {
	Owner        string `json:"owner"`
	Publications []struct {
		Title string `json:"title"`
	} `json:"publications"`
}

// gatherData labels the lines of the development documents of shared
// and writes them to dir's data file.
func gatherData(shared, dir string, stderr io.Writer) error {
	out := filepath.Join(dir, filepath.FromSlash(heading.DataFiles[0]))
	all, err := devsplit.Gather(shared, out, func(d devsplit.Doc) ([]heading.Labelled, error) { return labelDoc(d.Input, d.Gold) }, heading.WriteLabelled)
	if err != nil {
		return err
	}
	heads := 0
	for _, l := range all {
		if l.Head {
			heads++
		}
	}
	fmt.Fprintf(stderr, "headingtrain: %d lines (%d headings), wrote %s\n", len(all), heads, out)
	return nil
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
		if t := devsplit.Fold(p.Title); len(t) >= 12 {
			titles = append(titles, t[:min(len(t), 30)])
		}
	}
	owner := devsplit.Fold(g.Owner)
	splits, err := devsplit.Read(path)
	if err != nil {
		return nil, err
	}
	name := filepath.Base(path)
	var out []heading.Labelled
	for _, sp := range splits {
		lines := sp.Lines
		if citation(lines) {
			continue
		}
		folded := make([]string, len(lines))
		for i := range lines {
			folded[i] = devsplit.Fold(lines[i].Text)
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
	if _, _, ok := sections.Classify(text, marked); ok && (!o.Item || o.Level > 0 || o.Bold) {
		return true
	}
	if !marked || o.Year || o.Words > 8 || o.Item && o.Level == 0 && !o.Bold {
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

// citation reports whether lines are the one-entry list the reader
// wraps a data record's rendered citation in to read it (a level-two
// ingest.CiteHeading, then "1. " and the citation): its heading is the
// reader's, not the document's, and a file of data records gives one
// per record, each read once or more, which would outweigh every real
// heading of the development documents.
func citation(lines []markup.Line) bool {
	var text []*markup.Line
	for i := range lines {
		if !lines[i].Blank() {
			text = append(text, &lines[i])
		}
	}
	return len(text) == 2 && text[0].Heading == 2 && sections.HeadingText(text[0].Text) == ingest.CiteHeading &&
		text[1].Item && text[1].Number == 1
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
