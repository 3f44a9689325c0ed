package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
	"github.com/pubgraph/pubgraph/tools/internal/devsplit"
)

// showSections prints the sections the reader finds in the input at
// path, each with its class by m; with lines set, every line of each
// split too, with its section and whether it is a heading.
func showSections(path string, lines bool, m *model.Model, w io.Writer) error {
	splits, err := devsplit.Read(path)
	if err != nil {
		return err
	}
	for i, sp := range splits {
		fmt.Fprintf(w, "split %d: %d lines, %d sections\n", i+1, len(sp.Lines), len(sp.Doc.Sections))
		for k := 1; k < len(sp.Doc.Sections); k++ {
			x := &sp.Doc.Read[k]
			c, margin := m.Classify(x)
			fmt.Fprintf(w, "  line %d %-14s %5.2f side %6.2f %q (up %q, rule %q, %d lines)\n", sp.Doc.Sections[k].Line, c, margin, sections.PubSide(m.Scores(x)), x.Heading, x.Parent, x.Rule, x.Sum.Lines)
		}
		for _, sub := range sp.Doc.Subs {
			c, _ := m.Classify(&sub.Read)
			fmt.Fprintf(w, "  sub line %d %-14s %6.2f heads %-5v %q (up %q, %d lines)\n", sp.Lines[sub.Line].Num, c, sections.PubSide(m.Scores(&sub.Read)), sub.Heads, sub.Read.Heading, sub.Read.Parent, sub.Read.Sum.Lines)
		}
		if !lines {
			continue
		}
		for j, l := range sp.Lines {
			mark, bold := " ", " "
			if sp.Doc.Head[j] {
				mark = "#"
			}
			if l.OnlyStyle(markup.Bold) {
				bold = "b"
			}
			fmt.Fprintf(w, "    %4d %2d%s h%d%s %q\n", l.Num, sp.Doc.Of[j], mark, l.Heading, bold, l.Text)
		}
	}
	return nil
}

// heldOutModel returns the embedded model, or, when held is set, a model
// trained on the data of dir without the sections of the development
// file of that base name: how a fold of the cross-validation that holds
// the file out reads it.
func heldOutModel(ctx context.Context, dir, held string) (*model.Model, error) {
	if held == "" {
		return model.Default(), nil
	}
	data, err := trainer.Data(dir, map[string]bool{filepath.Base(held): true})
	if err != nil {
		return nil, err
	}
	return trainer.Train(ctx, data)
}
