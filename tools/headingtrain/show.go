package main

import (
	"fmt"
	"io"

	"github.com/pubgraph/pubgraph/ingest/cv/sections"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/heading"
	"github.com/pubgraph/pubgraph/tools/internal/devsplit"
)

// showHeadings prints, for the input at path, the lines the detector
// scores as headings that the word rules do not take for one, with
// their scores and whether the detector is sure of them.
func showHeadings(path string, w io.Writer) error {
	splits, err := devsplit.Read(path)
	if err != nil {
		return err
	}
	m := heading.Default()
	for k, sp := range splits {
		lines := sp.Lines
		fmt.Fprintf(w, "split %d: %d lines\n", k+1, len(lines))
		for i := range lines {
			if lines[i].Blank() {
				continue
			}
			o := heading.Observe(lines, i)
			s := m.Score(&o)
			text := sections.HeadingText(lines[i].Text)
			_, _, rule := sections.Classify(text, o.Level > 0 || o.Bold || o.Caps && o.Words >= 2)
			if s > 0 && !rule {
				fmt.Fprintf(w, "  line %d %6.2f sure %-5v %q\n", lines[i].Num, s, heading.Addable(&o) && s > heading.SureMargin, text)
			}
		}
	}
	return nil
}
