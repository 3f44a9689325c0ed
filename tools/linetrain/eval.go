package main

import (
	"context"
	"fmt"
	"hash/fnv"
	"io"
	"maps"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/label/lines"
)

// fold gives a document its fold, by a hash of its name.
func fold(doc string, k int) int {
	h := fnv.New32a()
	h.Write([]byte(doc))
	return int(uint64(h.Sum32()) % uint64(k))
}

// evaluate prints per-line accuracy of the model and of the rules, by
// source (generated, development), in-sample and cross-validated.
func evaluate(ctx context.Context, dir string, k int, w io.Writer) error {
	seqs, err := lines.ReadDataFile(filepath.Join(dir, filepath.FromSlash(lines.DataFile)))
	if err != nil {
		return err
	}
	p := lines.DefaultTrainParams()
	full, err := lines.Train(ctx, seqs, p)
	if err != nil {
		return err
	}
	type row struct {
		in, cv, rule, comb, n float64
		// start F1 counts: gold starts, and right and found by rules, model (cv)
		gold, ruleTP, ruleFound, cvTP, cvFound float64
	}
	rows := map[string]*row{}
	hist := map[string]*[7][3]int{}
	add := func(src string, s lines.Seq, m, mcv *lines.Model) {
		r := rows[src]
		if r == nil {
			r = &row{}
			rows[src] = r
		}
		in, _ := m.Label(s.Lines)
		cv, conf := mcv.Label(s.Lines)
		comb := lines.Combine(s.Lines, cv, conf)
		for i, g := range s.Labels {
			if rl := lines.RuleLabel(s.Lines[i]); rl != cv[i] && !strings.HasPrefix(src, "doc") {
				b := 0
				for _, t := range []float64{0.6, 0.7, 0.8, 0.9, 0.95, 0.99} {
					if conf[i] >= t {
						b++
					}
				}
				h := hist[src]
				if h == nil {
					h = &[7][3]int{}
					hist[src] = h
				}
				switch g {
				case cv[i]:
					h[b][0]++
				case rl:
					h[b][1]++
				default:
					h[b][2]++
				}
			}
			r.n++
			r.comb += b2f(comb[i] == g)
			if in[i] == g {
				r.in++
			}
			if cv[i] == g {
				r.cv++
			}
			if lines.RuleLabel(s.Lines[i]) == g {
				r.rule++
			}
			r.gold += b2f(g == lines.Start)
			r.ruleFound += b2f(s.Lines[i].Rule)
			r.ruleTP += b2f(s.Lines[i].Rule && g == lines.Start)
			r.cvFound += b2f(cv[i] == lines.Start)
			r.cvTP += b2f(cv[i] == lines.Start && g == lines.Start)
		}
	}
	for f := range k {
		var tr []lines.Seq
		for _, s := range seqs {
			if fold(s.Doc, k) != f {
				tr = append(tr, s)
			}
		}
		m, err := lines.Train(ctx, tr, p)
		if err != nil {
			return err
		}
		for _, s := range seqs {
			if fold(s.Doc, k) == f {
				src, _, _ := strings.Cut(s.Doc, ":")
				add(src, s, full, m)
				add("doc "+s.Doc, s, full, m)
			}
		}
	}
	keys := make([]string, 0, len(rows))
	for key := range rows {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	fmt.Fprintf(w, "%-48s %6s %9s %9s %9s %9s %9s %9s\n", "source", "lines", "rules", "in-sample", fmt.Sprintf("%d-fold", k), "combined", "start F1", "(rules)")
	for _, key := range keys {
		r := rows[key]
		fmt.Fprintf(w, "%-48s %6.0f %9.3f %9.3f %9.3f %9.3f %9.3f %9.3f\n", key, r.n, r.rule/r.n, r.in/r.n, r.cv/r.n, r.comb/r.n,
			f1(r.cvTP, r.cvFound, r.gold), f1(r.ruleTP, r.ruleFound, r.gold))
	}
	fmt.Fprintf(w, "\nlines where the %d-fold model and the rules disagree, by the model's confidence\n", k)
	fmt.Fprintf(w, "(model right / rules right / neither) at confidence <0.6, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99:\n")
	for _, src := range slices.Sorted(maps.Keys(hist)) {
		fmt.Fprintf(w, "%-8s %v\n", src, *hist[src])
	}
	return nil
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// f1 is the harmonic mean of precision tp/found and recall tp/gold.
func f1(tp, found, gold float64) float64 {
	if found+gold == 0 {
		return 1
	}
	return 2 * tp / (found + gold)
}
