package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"math/rand"
	"os"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv"
	"github.com/pubgraph/pubgraph/ingest/cv/entries"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
	"github.com/pubgraph/pubgraph/pub"
)

// genSections is how many generated sections are made, genPerSection the
// most references in one.
const (
	genSections   = 240
	genPerSection = 14
	genLayouts    = 10
)

// generated sets the CSL-rendered references in refs into sections of
// generated layouts, reads each as a CV and labels its lines by
// construction.
func generated(refs string) ([]lines.Seq, error) {
	data, err := os.ReadFile(refs)
	if err != nil {
		return nil, err
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", refs, err)
	}
	text, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", refs, err)
	}
	tagged, _, err := label.ReadTaggedSources(string(text))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", refs, err)
	}
	rng := rand.New(rand.NewSource(1))
	var out []lines.Seq
	for s := range genSections {
		n := 3 + rng.Intn(genPerSection-2)
		var group []label.Tagged
		for range n {
			group = append(group, tagged[rng.Intn(len(tagged))])
		}
		src, want := layout(group, s%genLayouts, rng)
		name := fmt.Sprintf("gen:%03d", s)
		out = append(out, traceLabelled(name, src, want)...)
	}
	return out, nil
}

// plain is a reference's text with its container in italics when marks
// is set.
func plain(t label.Tagged, marks bool) string {
	if !marks {
		return t.Text
	}
	for _, tag := range t.Tags {
		if tag.Name == "container" && tag.End > tag.Start {
			return t.Text[:tag.Start] + "*" + t.Text[tag.Start:tag.End] + "*" + t.Text[tag.End:]
		}
	}
	return t.Text
}

// wrap cuts s into lines of at most width bytes at spaces.
func wrap(s string, width int) []string {
	var out []string
	for len(s) > width {
		cut := strings.LastIndexByte(s[:width], ' ')
		if cut <= 0 {
			break
		}
		out = append(out, s[:cut])
		s = s[cut+1:]
	}
	return append(out, s)
}

// layout writes the references as a publication section in layout k and
// returns the source with the label of each source line (from 1; blank
// lines are absent from the map).
func layout(refs []label.Tagged, k int, rng *rand.Rand) (string, map[int]lines.Label) {
	var b strings.Builder
	want := map[int]lines.Label{}
	num := 1
	put := func(s string, l lines.Label) {
		if s != "" {
			want[num] = l
		}
		b.WriteString(s)
		b.WriteByte('\n')
		num++
	}
	put("# Publications", lines.Other)
	put("", 0)
	width := 55 + rng.Intn(40)
	year := 2024
	for i, r := range refs {
		if (k == 8 || k == 9) && (i == 0 || rng.Intn(4) == 0) {
			if k == 8 {
				put("### "+strconv.Itoa(year), lines.Other)
			} else {
				put(strconv.Itoa(year), lines.Other)
			}
			put("", 0)
			year -= 1 + rng.Intn(2)
		}
		switch k {
		case 0, 8:
			put("- "+plain(r, true), lines.Start)
		case 1:
			put(strconv.Itoa(i+1)+". "+plain(r, true), lines.Start)
		case 2, 9:
			put(plain(r, true), lines.Start)
			put("", 0)
		case 3:
			put(plain(r, false), lines.Start)
		case 4, 5, 6, 7:
			text := plain(r, false)
			lead, indent := "", ""
			switch k {
			case 4:
				indent = "    "
			case 6:
				lead, indent = "- ", "  "
			case 7:
				lead = "[" + strconv.Itoa(i+1) + "] "
			}
			for j, w := range wrap(lead+text, width) {
				if j == 0 {
					put(w, lines.Start)
				} else {
					put(indent+w, lines.Cont)
				}
			}
			if k == 5 {
				put("", 0)
			}
		}
	}
	return b.String(), want
}

// traceLabelled reads src as a CV and labels the lines of the sections
// read by want; sections with a line want does not know are left out.
func traceLabelled(name, src string, want map[int]lines.Label) []lines.Seq {
	var out []lines.Seq
	restore := entries.TraceLines(func(sl entries.SectionLines) {
		s := lines.Seq{Doc: name, Lines: sl.Desc}
		for _, k := range sl.Index {
			l, ok := want[sl.Lines[k].Num]
			if !ok {
				return
			}
			s.Labels = append(s.Labels, l)
		}
		out = append(out, s)
	})
	defer restore()
	_ = cv.ReadText(src, name, cv.Options{}, "", func(pub.Record) error { return nil })
	return out
}
