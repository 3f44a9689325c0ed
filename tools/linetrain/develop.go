package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/ingest/cv/entries"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
	"github.com/pubgraph/pubgraph/internal/norm"
	"github.com/pubgraph/pubgraph/tools/internal/accuracy"
	"github.com/pubgraph/pubgraph/tools/internal/trainfold"
)

// development labels the publication sections of the gold-annotated
// documents (the repository's own and ../shared's cv-dev and pdf; never
// the held-out sets) from their gold.
func development(ctx context.Context, shared string, stderr io.Writer) ([]lines.Seq, error) {
	var out []lines.Seq
	for _, c := range accuracy.Find(".", shared) {
		if c.Set != "cv-dev" && c.Set != "pdf" && c.Set != "repo" {
			continue
		}
		g, err := accuracy.LoadGold(c.Gold)
		if err != nil {
			return nil, err
		}
		var secs []entries.SectionLines
		restore := entries.TraceLines(func(sl entries.SectionLines) { secs = append(secs, sl) })
		accuracy.Read(ctx, c.Input, ingest.Options{})
		restore()
		seqs, matched := goldLabels(secs, g)
		if len(g.Publications) > 0 && matched*2 < len(g.Publications) {
			// The gold's publications are not found in the lines read:
			// the list is read by another reader, or the alignment
			// fails.
			fmt.Fprintf(stderr, "linetrain: %s: %d of %d gold publications found in the sections read; left out\n", c.Name(), matched, len(g.Publications))
			continue
		}
		for i := range seqs {
			// The document is named by a hash: the data file names no
			// development document.
			seqs[i].Doc = trainfold.LineDoc(c.Set, c.Name())
		}
		out = append(out, seqs...)
	}
	return out, nil
}

// goldIndex holds, for each gold publication, the words that tell its
// lines (of its title, its authors' surnames, its venue, its year) and,
// for each word, how many publications hold it.
type goldIndex struct {
	words []map[string]bool
	df    map[string]int
}

func newGoldIndex(g *accuracy.Gold) *goldIndex {
	ix := &goldIndex{df: map[string]int{}}
	for _, p := range g.Publications {
		ws := map[string]bool{}
		add := func(s string, min int) {
			for _, w := range strings.Fields(norm.Words(s)) {
				if len(w) >= min {
					ws[w] = true
				}
			}
		}
		add(p.Title, 3)
		add(p.Venue, 4)
		for _, a := range p.Authors {
			if aw := strings.Fields(norm.Words(a)); len(aw) > 0 && len(aw[len(aw)-1]) >= 2 {
				ws[aw[len(aw)-1]] = true
			}
		}
		if p.Year > 0 {
			ws[fmt.Sprint(p.Year)] = true
		}
		for w := range ws {
			ix.df[w]++
		}
		ix.words = append(ix.words, ws)
	}
	return ix
}

// Thresholds of assign: a line is a publication's when its words weigh
// at least minEvidence for it, and twice as much as for any other.
const minEvidence = 1.5

// assign returns the gold publication a line of text is of, or -1: each
// word the line shares with a publication weighs 1 over the number of
// publications that hold it.
func (ix *goldIndex) assign(text string) int {
	seen := map[string]bool{}
	score := map[int]float64{}
	for _, w := range strings.Fields(norm.Words(text)) {
		if seen[w] || ix.df[w] == 0 {
			continue
		}
		seen[w] = true
		for p, ws := range ix.words {
			if ws[w] {
				score[p] += 1 / float64(ix.df[w])
			}
		}
	}
	best, second := -1, 0.0
	for p := range ix.words {
		s := score[p]
		if best < 0 || s > score[best] {
			if best >= 0 {
				second = max(second, score[best])
			}
			best = p
		} else {
			second = max(second, s)
		}
	}
	if best < 0 || score[best] < minEvidence || score[best] < 2*second {
		return -1
	}
	return best
}

// goldLabels labels the non-blank lines of each section. The rules'
// labels are the base; the gold corrects them where each line's
// publication (assign) says they cut wrong: a line of the publication
// the entry above is of continues it (the rules split an entry), a line
// inside an entry that is of another publication starts one (the rules
// merged two; the start moves back over the byline-like lines above it
// that hold nothing of the entry above), and a line the rules left out
// that is of a publication joins the entry above when it is of the same
// one, else starts one. It returns the sections and how many gold
// publications were found.
func goldLabels(secs []entries.SectionLines, g *accuracy.Gold) ([]lines.Seq, int) {
	ix := newGoldIndex(g)
	found := make([]bool, len(ix.words))
	var out []lines.Seq
	for _, sl := range secs {
		pubOf := make([]int, len(sl.Desc))
		for j, k := range sl.Index {
			pubOf[j] = ix.assign(sl.Lines[k].Text)
			if pubOf[j] >= 0 {
				found[pubOf[j]] = true
			}
		}
		out = append(out, lines.Seq{Lines: sl.Desc, Labels: correct(sl.Desc, pubOf)})
	}
	matched := 0
	for _, f := range found {
		if f {
			matched++
		}
	}
	return out, matched
}

// correct returns the rules' labels of desc corrected by pubOf, each
// line's gold publication or -1 (see goldLabels).
func correct(desc []lines.Line, pubOf []int) []lines.Label {
	labels := make([]lines.Label, len(desc))
	for j := range desc {
		labels[j] = lines.RuleLabel(desc[j])
	}
	cur, lastOf := -1, -1 // the current entry's publication, and its last line found
	inEntry := false
	for j, a := range pubOf {
		switch labels[j] {
		case lines.Start:
			if a >= 0 && inEntry && a == cur {
				labels[j] = lines.Cont
				lastOf = j
				continue
			}
			cur, lastOf, inEntry = a, -1, true
		case lines.Cont:
			if a >= 0 && cur >= 0 && a != cur {
				s := j
				for s-1 > lastOf && labels[s-1] == lines.Cont && pubOf[s-1] < 0 && bylineLike(desc[s-1]) {
					s--
				}
				labels[s] = lines.Start
				cur = a
			} else if a >= 0 {
				cur = a
			}
		case lines.Other:
			if a < 0 {
				inEntry = false
				continue
			}
			if inEntry && a == cur {
				labels[j] = lines.Cont
			} else {
				labels[j] = lines.Start
				cur, inEntry = a, true
			}
		}
		if a >= 0 {
			lastOf = j
		}
	}
	return labels
}

// bylineLike reports whether a line opens as a byline does: with a
// name, an initial, or mostly author tokens.
func bylineLike(l lines.Line) bool {
	return l.First == "Name," || l.First == "Init." || l.Share[0] >= 50
}
