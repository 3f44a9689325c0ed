package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/ingest/cv/entries"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
	"github.com/pubgraph/pubgraph/internal/norm"
	"github.com/pubgraph/pubgraph/tools/internal/accuracy"
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
		if len(g.Publications) > 0 && matched*10 < len(g.Publications)*7 {
			// The gold's titles are not found in the lines read: the
			// list is read by another reader, or the alignment fails.
			fmt.Fprintf(stderr, "linetrain: %s: %d of %d gold titles found in the sections read; left out\n", c.Name(), matched, len(g.Publications))
			continue
		}
		for i := range seqs {
			// The document is named by a hash: the data file names no
			// development document.
			seqs[i].Doc = fmt.Sprintf("%s:%08x", c.Set, fold(filepath.Base(c.Input), 1<<32-1))
		}
		out = append(out, seqs...)
	}
	return out, nil
}

// pubKey is what the labelling looks for of a gold publication: the
// first words of its title, its first author's surname, and the words
// that tell a line of it (every author's surname, the year).
type pubKey struct {
	title   string
	surname string
	keys    []string
}

func pubKeys(g *accuracy.Gold) []pubKey {
	var pubs []pubKey
	for _, p := range g.Publications {
		w := strings.Fields(norm.Words(p.Title))
		if len(w) > 6 {
			w = w[:6]
		}
		k := pubKey{title: strings.Join(w, " ")}
		for i, a := range p.Authors {
			aw := strings.Fields(norm.Words(a))
			if len(aw) == 0 {
				continue
			}
			if i == 0 {
				k.surname = aw[len(aw)-1]
			}
			k.keys = append(k.keys, aw[len(aw)-1])
		}
		if p.Year > 0 {
			k.keys = append(k.keys, fmt.Sprint(p.Year))
		}
		pubs = append(pubs, k)
	}
	return pubs
}

// goldLabels labels the non-blank lines of each section: the line that
// holds the start of a gold title, or the byline line just above it in
// the same paragraph, starts an entry; the lines after a start continue
// it until a blank line opens a paragraph with nothing of the entry's
// gold in it. It returns the sections and how many gold titles were
// found.
func goldLabels(secs []entries.SectionLines, g *accuracy.Gold) ([]lines.Seq, int) {
	pubs := pubKeys(g)
	used := make([]bool, len(pubs))
	matched := 0
	var out []lines.Seq
	for _, sl := range secs {
		text := make([]string, len(sl.Desc))
		for j, k := range sl.Index {
			text[j] = " " + norm.Words(sl.Lines[k].Text) + " "
		}
		titleOf := findTitles(text, pubs, used, &matched)
		labels := startLabels(sl.Desc, text, titleOf, pubs)
		contLabels(sl.Desc, text, titleOf, pubs, labels)
		out = append(out, lines.Seq{Lines: sl.Desc, Labels: labels})
	}
	return out, matched
}

// findTitles returns, for each line, 1 + the index of the gold
// publication whose title starts on it (0 for none), marking the
// publications found in used.
func findTitles(text []string, pubs []pubKey, used []bool, matched *int) []int {
	n := len(text)
	titleOf := make([]int, n)
	for p, pk := range pubs {
		if used[p] || len(pk.title) < 8 {
			continue
		}
		for j := range n {
			if titleOf[j] != 0 {
				continue
			}
			joined := text[j]
			if j+1 < n {
				joined += text[j+1]
			}
			at := strings.Index(strings.ReplaceAll(joined, "  ", " "), " "+pk.title+" ")
			if at >= 0 && at < len(text[j])-1 {
				titleOf[j], used[p] = p+1, true
				*matched++
				break
			}
		}
	}
	return titleOf
}

// startLabels marks Start on each title line, or on the byline line up to
// two above it in the same paragraph.
func startLabels(desc []lines.Line, text []string, titleOf []int, pubs []pubKey) []lines.Label {
	labels := make([]lines.Label, len(desc))
	for j := range desc {
		if titleOf[j] == 0 {
			continue
		}
		pk := pubs[titleOf[j]-1]
		s := j
		for steps := 0; steps < 2 && s > 0; steps++ {
			d := desc[s]
			if d.BlankBefore || d.Item || d.Heading > 0 || titleOf[s-1] != 0 || labels[s-1] == lines.Start ||
				pk.surname == "" || !strings.Contains(text[s-1], " "+pk.surname+" ") {
				break
			}
			s--
		}
		labels[s] = lines.Start
	}
	return labels
}

// contLabels marks Cont on the lines after a start until a heading, or a
// paragraph that holds nothing of the entry's gold.
func contLabels(desc []lines.Line, text []string, titleOf []int, pubs []pubKey, labels []lines.Label) {
	inEntry := false
	var entryKeys []string
	for j := range desc {
		if labels[j] == lines.Start {
			inEntry, entryKeys = true, nil
			for t := j; t < len(desc) && t <= j+2; t++ {
				if titleOf[t] != 0 {
					entryKeys = pubs[titleOf[t]-1].keys
					break
				}
			}
			continue
		}
		d := desc[j]
		if inEntry && (d.Heading > 0 || d.BlankBefore && !holdsAny(text[j], entryKeys)) {
			inEntry = false
		}
		if inEntry {
			labels[j] = lines.Cont
		}
	}
}

// holdsAny reports whether text, a line's words between spaces, holds one
// of keys as a word.
func holdsAny(text string, keys []string) bool {
	for _, k := range keys {
		if strings.Contains(text, " "+k+" ") {
			return true
		}
	}
	return false
}
