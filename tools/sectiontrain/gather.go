package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
	"github.com/pubgraph/pubgraph/tools/internal/devsplit"
)

// goldDoc is what gathering takes of a gold file.
type goldDoc struct {
	Publications []struct {
		Title string `json:"title"`
		Kind  string `json:"kind"`
	} `json:"publications"`
}

// gatherData labels the sections of the development documents of shared
// and writes them to dir's data file.
func gatherData(shared, dir string, stderr io.Writer) error {
	out := filepath.Join(dir, filepath.FromSlash(model.DataFiles[0]))
	all, err := devsplit.Gather(shared, out, func(d devsplit.Doc) ([]model.Labelled, error) { return labelDoc(d.Input, d.Gold) }, model.WriteLabelled)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "sectiontrain: %d sections, wrote %s\n", len(all), out)
	return nil
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
	splits, err := devsplit.Read(path)
	if err != nil {
		return nil, err
	}
	name := filepath.Base(path)
	var out []model.Labelled
	for _, sp := range splits {
		texts, lines := ruledTexts(sp)
		sides := make([]int, len(texts)) // 1 publications, -1 not, 0 unlabelled
		for k := 1; k < len(sp.Doc.Ruled); k++ {
			x := &sp.Doc.Ruled[k]
			if x.Sum.Lines == 0 {
				continue // a parent heading: nothing to learn from
			}
			c, ok := labelSection(texts[k], &g, x)
			if !ok {
				continue
			}
			sides[k] = side(c)
			out = append(out, model.Labelled{File: name, Class: c.String(), X: *x})
		}
		out = append(out, labelSubs(sp, &g, name, lines, sides)...)
	}
	return out, nil
}

// side returns 1 for a class of publications, -1 for another.
func side(c model.Class) int {
	if c.Publications() {
		return 1
	}
	return -1
}

// labelSubs returns the labelled sections under the Subs of sp, read as
// heading sections of their own, that list the other side of
// publications than the section the word rules found around them (of
// heading line lines[k] and side sides[k]): what decides whether such a
// line heads a section. A short Sub that lists the same is left out: it
// would teach the model only its section's class again, under a line of
// a few words; one of subLines lines or more is kept.
func labelSubs(sp devsplit.Split, g *goldDoc, name string, lines, sides []int) []model.Labelled {
	var out []model.Labelled
	for _, s := range sp.Doc.Subs {
		if s.Read.Sum.Lines == 0 {
			continue
		}
		num := sp.Lines[s.Line].Num
		k := sort.SearchInts(lines, num) - 1
		if k < 1 || sides[k] == 0 {
			continue
		}
		var b strings.Builder
		for _, l := range sp.Lines[s.Line+1 : s.End] {
			b.WriteString(devsplit.Fold(l.Text))
		}
		if c, ok := labelSection(b.String(), g, &s.Read); ok && (side(c) != sides[k] || s.Read.Sum.Lines >= subLines) {
			out = append(out, model.Labelled{File: name, Class: c.String(), X: s.Read})
		}
	}
	return out
}

// ruledTexts returns the folded text of each section the word rules
// found in sp (sp.Doc.Ruled), before Subs headed any: a section a Sub
// heads is part of the section before it; and the source line of each
// one's heading (0 for the text before the first).
func ruledTexts(sp devsplit.Split) ([]string, []int) {
	if len(sp.Doc.Ruled) == 0 {
		return nil, nil // one section: the model read none
	}
	subHead := map[int]bool{}
	for _, s := range sp.Doc.Subs {
		if s.Heads {
			subHead[sp.Lines[s.Line].Num] = true
		}
	}
	ruled := make([]int, len(sp.Doc.Sections)) // final section → ruled section
	lines := []int{0}
	for k := 1; k < len(sp.Doc.Sections); k++ {
		ruled[k] = ruled[k-1]
		if !subHead[sp.Doc.Sections[k].Line] {
			ruled[k]++
			lines = append(lines, sp.Doc.Sections[k].Line)
		}
	}
	b := make([]strings.Builder, len(sp.Doc.Ruled))
	for i, l := range sp.Lines {
		if !sp.Doc.Head[i] || subHead[l.Num] {
			b[ruled[sp.Doc.Of[i]]].WriteString(devsplit.Fold(l.Text))
		}
	}
	out := make([]string, len(b))
	for i := range b {
		out[i] = b[i].String()
	}
	return out, lines
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
		t := devsplit.Fold(p.Title)
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
	if share < 0.3 || named != model.Other && share < 0.7 {
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

// subLines is the number of lines under a Sub from which it is taken as
// a section of its own even when it lists the same side of publications
// as the section around it: a sub-section that long is one the heading
// detector may head, and the model must read it alone.
const subLines = 5
