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
	genSections   = 312
	genPerSection = 14
	genLayouts    = 13
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
	if k == 10 || k == 11 {
		scholar(refs, k == 10, rng, put)
		return b.String(), want
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
		case 12:
			put(ownerImplied(r, i%2 == 1), lines.Start)
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

// ownerImplied is a reference of the list's owner as an owner's list
// writes it, a line each: from its title on, the authors left out, the
// year after it where it stood before the title; quoted, with a hard
// break at the end, when quote is set.
func ownerImplied(t label.Tagged, quote bool) string {
	var title, date label.Tag
	for _, tag := range t.Tags {
		switch tag.Name {
		case "title":
			title = tag
		case "date":
			date = tag
		}
	}
	if title.End <= title.Start {
		return t.Text
	}
	text := t.Text[title.Start:]
	if quote {
		text = "“" + t.Text[title.Start:title.End] + ",” " + strings.TrimLeft(t.Text[title.End:], ".,:; ")
	}
	if date.End > date.Start && date.End <= title.Start {
		text = strings.TrimRight(text, ". ") + " (" + t.Text[date.Start:date.End] + ")."
	}
	if quote {
		text += "  "
	}
	return text
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

// scholar writes the references as a profile page of a citation index
// copied from a browser, with no heading: the profile's name,
// affiliation and interests, then, under a header of the table's
// columns, each
// record on three lines (its title, its authors with initials first, its
// venue with volume, pages and year), the table's cells of citations
// and year parted by tabs (tabs, else spaces) at the end of the title
// line, of the venue line, or on a line of their own; the page's
// controls above and below, and the side bar's table of citation
// counts and list of co-authors after them. Only the title lines start
// entries.
func scholar(refs []label.Tagged, tabs bool, rng *rand.Rand, put func(string, lines.Label)) {
	sep := "\t"
	if !tabs {
		sep = " "
	}
	where := rng.Intn(3) // the cells: after the title, the venue, alone
	blank := rng.Intn(4) == 0
	if rng.Intn(3) > 0 {
		put("Jane Q. Doe", lines.Other)
		put("Professor of Invented Studies, Example University", lines.Other)
		put("Verified email at example.edu - Homepage", lines.Other)
		put("Invented Studies"+sep+"Small Things"+sep+"Pebbles", lines.Other)
		put("", 0)
	}
	if rng.Intn(2) == 0 {
		put(strings.Join([]string{"Title", "Cited by", "Year"}, sep), lines.Other)
	}
	if rng.Intn(3) == 0 {
		put(strings.Join([]string{"Sort", "Sort by citations", "Sort by year", "Sort by title"}, sep), lines.Other)
	}
	for _, r := range refs {
		title, authors, venue, year := scholarFields(r, rng)
		if title == "" {
			continue
		}
		cites := ""
		if rng.Intn(5) > 0 {
			cites = strconv.Itoa(rng.Intn(400))
			if rng.Intn(10) == 0 {
				cites += "*"
			}
		}
		cells := cites + sep + year
		if !tabs {
			cells = strings.TrimSpace(cites + " " + year)
		}
		switch {
		case where == 0:
			put(title+sep+cells, lines.Start)
		default:
			put(title, lines.Start)
		}
		if authors != "" {
			put(authors, lines.Cont)
		}
		switch {
		case where == 1 && venue != "":
			put(venue+sep+cells, lines.Cont)
		case where == 1:
			put(cells, lines.Cont)
		case venue != "":
			put(venue, lines.Cont)
		}
		if where == 2 && strings.TrimSpace(cells) != "" {
			put(cells, lines.Cont)
		}
		if blank {
			put("", 0)
		}
	}
	if rng.Intn(2) == 0 {
		put("Show more", lines.Other)
	}
	if rng.Intn(2) == 0 {
		put("", 0)
		put("Cited by"+sep+"View all", lines.Other)
		put(sep+"All"+sep+"Since 2020", lines.Other)
		put("Citations"+sep+strconv.Itoa(100+rng.Intn(5000))+sep+strconv.Itoa(50+rng.Intn(2000)), lines.Other)
		put("h-index"+sep+strconv.Itoa(5+rng.Intn(40))+sep+strconv.Itoa(5+rng.Intn(30)), lines.Other)
		put("i10-index"+sep+strconv.Itoa(5+rng.Intn(90))+sep+strconv.Itoa(5+rng.Intn(60)), lines.Other)
	}
	if rng.Intn(2) == 0 {
		put("", 0)
		put("Co-authors", lines.Other)
		for _, co := range []string{"Ann Lee", "Example University", "Bob Roe", "Institute of Made-up Things"} {
			put(co, lines.Other)
		}
	}
}

// scholarFields gives a reference's title, its authors with initials
// first ("J Doe, K Roe"), its venue with locators and year ("Journal of
// Stuff 12 (3), 45-67, 2019") and its year, as a citation index's
// profile lists them.
func scholarFields(r label.Tagged, rng *rand.Rand) (title, authors, venue, year string) {
	var locs []string
	container := ""
	for _, tag := range r.Tags {
		if tag.End <= tag.Start || tag.End > len(r.Text) {
			continue
		}
		text := strings.TrimSpace(r.Text[tag.Start:tag.End])
		switch tag.Name {
		case "title":
			title = strings.Trim(text, "“”\"'.,")
		case "author":
			authors = initialsFirst(text, rng)
		case "container":
			container = strings.Trim(text, ".,")
		case "publisher":
			if container == "" {
				container = strings.Trim(text, ".,")
			}
		case "locator":
			locs = append(locs, strings.ReplaceAll(text, "–", "-"))
		case "date":
			for _, w := range strings.FieldsFunc(text, func(c rune) bool { return c < '0' || c > '9' }) {
				if len(w) == 4 {
					year = w
				}
			}
		}
	}
	venue = container
	if len(locs) > 0 && venue != "" {
		venue += " " + strings.Join(locs, ", ")
	}
	if venue != "" && year != "" {
		venue += ", " + year
	}
	return title, authors, venue, year
}

// initialsFirst rewrites a byline of "Surname, I." or "Surname I" names
// as initials without stops before surnames, "I Surname, J Other",
// cutting a long one short with "...".
func initialsFirst(s string, rng *rand.Rand) string {
	s = strings.NewReplacer(" and ", ", ", " & ", ", ", "; ", ", ", "et al.", "").Replace(s)
	parts := strings.Split(s, ",")
	isInitials := func(p string) bool {
		p = strings.TrimSpace(p)
		return p != "" && len(p) <= 5 && strings.ToUpper(p) == p && strings.Trim(p, ". -") != ""
	}
	var names []string
	for k := 0; k < len(parts); k++ {
		p := strings.TrimSpace(parts[k])
		if p == "" {
			continue
		}
		if k+1 < len(parts) && isInitials(parts[k+1]) {
			names = append(names, strings.NewReplacer(".", "", " ", "").Replace(strings.TrimSpace(parts[k+1]))+" "+p)
			k++
			continue
		}
		if ws := strings.Fields(p); len(ws) > 1 && isInitials(ws[len(ws)-1]) {
			names = append(names, strings.ReplaceAll(ws[len(ws)-1], ".", "")+" "+strings.Join(ws[:len(ws)-1], " "))
			continue
		}
		names = append(names, p)
	}
	if len(names) > 5 && rng.Intn(2) == 0 {
		return strings.Join(names[:4], ", ") + ", ..."
	}
	return strings.Join(names, ", ")
}
