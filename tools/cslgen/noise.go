package main

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"sort"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/label"
)

// insert puts s into t's text at byte p. Tags that end at p or before stay
// put, those that start at p or after move; a tag around p grows, unless
// outside says the text goes outside the tags that end at p.
func insert(t *label.Tagged, p int, s string) {
	t.Text = t.Text[:p] + s + t.Text[p:]
	for i := range t.Tags {
		tg := &t.Tags[i]
		if tg.Start >= p {
			tg.Start += len(s)
		}
		if tg.End > p {
			tg.End += len(s)
		}
	}
}

// addTag tags [start, end) of t with name.
func addTag(t *label.Tagged, name string, start, end int) {
	t.Tags = append(t.Tags, label.Tag{Name: name, Start: start, End: end})
	sort.SliceStable(t.Tags, func(i, j int) bool {
		a, c := t.Tags[i], t.Tags[j]
		if a.Start != c.Start {
			return a.Start < c.Start
		}
		return a.End > c.End
	})
}

// appendField adds sep and then s as a field (or as plain text when name
// is "") at the end of t, optionally inside a mark tag.
func appendField(t *label.Tagged, sep, s, name, mark string) {
	t.Text += sep
	start := len(t.Text)
	t.Text += s
	if name != "" {
		addTag(t, name, start, len(t.Text))
	}
	if mark != "" {
		addTag(t, mark, start, len(t.Text))
	}
}

// fieldOf returns the first tag named name.
func fieldOf(t *label.Tagged, name string) (label.Tag, bool) {
	for _, tg := range t.Tags {
		if tg.Name == name {
			return tg, true
		}
	}
	return label.Tag{}, false
}

// nameSpan finds the person whose family name is family inside the
// author field and returns its byte range: "G. Family", "Family, G." or
// "FAMILY G".
func nameSpan(t *label.Tagged, family string) (int, int, bool) {
	au, ok := fieldOf(t, "author")
	if !ok || family == "" {
		return 0, 0, false
	}
	txt := t.Text[au.Start:au.End]
	f := strings.Index(strings.ToLower(txt), strings.ToLower(family))
	if f < 0 {
		return 0, 0, false
	}
	start := f
	for start > 0 {
		c := txt[start-1]
		if c == ',' || c == ';' || c == '&' {
			break
		}
		if start >= 5 && strings.HasSuffix(txt[:start], " and ") {
			break
		}
		start--
	}
	for start < f && txt[start] == ' ' {
		start++
	}
	end := f + len(family)
	if start == f {
		if m := givenAfterRe.FindStringIndex(txt[end:]); m != nil {
			end += m[1]
		}
	}
	for end > start && txt[end-1] == ' ' {
		end--
	}
	if end <= start {
		return 0, 0, false
	}
	return au.Start + start, au.Start + end, true
}

// givenAfterRe matches the given names or initials after an inverted
// family name: ", M. J." or " MJ" or ", Maria José".
var givenAfterRe = regexp.MustCompile(`^,?\s*(?:\p{Lu}[\p{Ll}\p{Lu}]*\.?-?\s?)+`)

var (
	statuses = []string{"under review", "Under review", "submitted", "Submitted", "in press", "In press", "to appear", "To appear",
		"forthcoming", "Forthcoming", "accepted", "Accepted", "revise and resubmit", "Revise & resubmit", "R&R", "under revision",
		"in preparation", "In prep.", "working paper", "conditionally accepted", "minor revision", "major revision",
		"im Druck", "sous presse", "en prensa", "in stampa", "accepted for publication", "Submitted manuscript",
		"Revise and Resubmit", "Reject and resubmit", "In review", "Under submission", "Accepted, forthcoming", "Online first"}
	// beforeVenue are statuses printed before the venue they point at:
	// "Forthcoming in *Journal*", "R&R at *Journal*".
	beforeVenue = []string{"Forthcoming in", "forthcoming in", "To appear in", "to appear in", "Accepted at", "Accepted in",
		"Revise and resubmit at", "R&R at", "Under review at", "under review at", "Submitted to", "submitted to", "In press at",
		"Conditionally accepted at", "Revise & resubmit,"}
	links = []string{"PDF", "Code", "Slides", "Video", "arXiv", "Poster", "Project page", "BibTeX", "DOI", "Link", "paper", "data", "pdf",
		"Preprint", "Talk", "Journal", "Published version", "Abstract", "Supplement", "Appendix", "Online appendix", "Replication files",
		"GitHub", "Website", "Blog", "Press", "HTML", "Ungated", "Working paper version", "SSRN", "bioRxiv", "Data"}
	awards = []string{"Best Paper Award", "Best Student Paper Award", "Oral presentation", "Spotlight", "Outstanding Paper Award",
		"Editor's Choice", "Best Paper Honorable Mention", "Featured on the cover", "Selected for oral presentation", "Invited paper",
		"Highlighted article", "Best Poster Award", "Best Paper Finalist", "Distinguished Paper Award", "Oral", "Award winner"}
	// roles are the notes on the authors' parts: a contribution mark's key
	// or the owner's role.
	roles     = []string{"equal contribution", "* equal contribution", "*equal contribution", "† corresponding author", "corresponding author", "co-first authors", "student author", "senior author", "* denotes student author", "contributed equally"}
	markChars = []string{"*", "†", "‡", "§", "#", "¶", "^", "**", "*†"}
)

// addNoise gives a rendered entry what CV entries carry and reference
// lists do not: the owner in bold, contribution marks, a status, link
// labels, an award note, each with its label (contrib, status, linkword,
// award); a share implied of the entries (a third of it for works not
// from a CV) loses its byline.
func addNoise(t *label.Tagged, it item, implied float64, rng *rand.Rand) {
	owner := splitName(it.Owner).Family
	names, _ := it.CSL["author"].([]cslName)
	if owner == "" && len(names) > 0 {
		owner = names[rng.IntN(len(names))].Family
	}
	if s, e, ok := nameSpan(t, owner); ok {
		if rng.Float64() < 0.08 {
			addMark(t, e, rng)
		}
		if rng.Float64() < 0.35 && !crossesAny(t, label.Tag{Start: s, End: e}) {
			addTag(t, "b", s, e)
		}
	}
	if len(names) > 1 && rng.Float64() < 0.05 {
		// Students, co-first or co-corresponding authors marked.
		for _, n := range names[:min(len(names), 3)] {
			if n.Family != owner && rng.IntN(2) == 0 {
				if _, e, ok := nameSpan(t, n.Family); ok {
					addMark(t, e, rng)
				}
			}
		}
	}
	if it.Source == "" {
		implied /= 3
	}
	if implied > 0 && rng.Float64() < implied {
		dropAuthor(t)
	}
	if rng.Float64() < 0.04 {
		addLinks(t, true, rng)
	}
	if rng.Float64() < 0.05 {
		statusBeforeVenue(t, rng)
	} else if rng.Float64() < 0.1 {
		st := statuses[rng.IntN(len(statuses))]
		switch rng.IntN(4) {
		case 0:
			appendField(t, " (", st, "status", "")
			t.Text += ")"
		case 1:
			appendField(t, " ", st, "status", "")
			t.Text += "."
		case 2:
			appendField(t, " [", st, "status", "")
			t.Text += "]"
		default:
			appendField(t, ". ", st, "status", []string{"i", "b"}[rng.IntN(2)])
		}
	}
	if rng.Float64() < 0.03 {
		r := roles[rng.IntN(len(roles))]
		f := [][2]string{{" (", ")"}, {" [", "]"}, {". ", "."}}[rng.IntN(3)]
		appendField(t, f[0], r, "contrib", "")
		t.Text += f[1]
	}
	if rng.Float64() < 0.1 {
		addLinks(t, false, rng)
	}
	if rng.Float64() < 0.03 {
		a := awards[rng.IntN(len(awards))]
		switch rng.IntN(3) {
		case 0:
			appendField(t, " (", a, "award", "")
			t.Text += ")"
		case 1:
			appendField(t, " ", a, "award", "b")
		default:
			appendField(t, " – ", a, "award", "i")
		}
	}
}

// addMark puts a contribution mark at byte e of t, the end of a name,
// sometimes superscript. Inside the byline it stays part of the author
// field: a contrib field there would cut the byline in pieces, and the
// byline stage reads the marks of its names itself.
func addMark(t *label.Tagged, e int, rng *rand.Rand) {
	m := markChars[rng.IntN(len(markChars))]
	insert(t, e, m)
	if rng.Float64() < 0.3 {
		addTag(t, "sup", e, e+len(m))
	}
}

// addLinks adds one to three link labels at the end of t, or at its
// start when first says so ("[PDF] Doe, J. (2020) …").
func addLinks(t *label.Tagged, first bool, rng *rand.Rand) {
	n := 1 + rng.IntN(3)
	if first {
		var b strings.Builder
		var at [][2]int
		for i := 0; i < n; i++ {
			l := links[rng.IntN(len(links))]
			b.WriteString("[")
			at = append(at, [2]int{b.Len(), b.Len() + len(l)})
			b.WriteString(l + "] ")
		}
		insert(t, 0, b.String())
		for _, a := range at {
			addTag(t, "a", a[0], a[1])
			addTag(t, "linkword", a[0], a[1])
		}
		return
	}
	style := rng.IntN(4)
	for i := 0; i < n; i++ {
		l := links[rng.IntN(len(links))]
		switch style {
		case 0:
			t.Text += " ["
			appendField(t, "", l, "linkword", "a")
			t.Text += "]"
		case 1:
			sep := " | "
			if i == 0 {
				sep = " "
			}
			appendField(t, sep, l, "linkword", "a")
		case 2:
			sep := ", "
			if i == 0 {
				sep = " ("
			}
			appendField(t, sep, l, "linkword", "a")
			if i == n-1 {
				t.Text += ")"
			}
		default:
			appendField(t, " ", l, "linkword", "")
		}
	}
}

// statusBeforeVenue puts a status before the container, "Forthcoming in
// *Journal*", or, where the entry has no container, after its title.
func statusBeforeVenue(t *label.Tagged, rng *rand.Rand) {
	st := beforeVenue[rng.IntN(len(beforeVenue))]
	c, ok := fieldOf(t, "container")
	if !ok {
		appendField(t, " (", strings.TrimSuffix(st, ","), "status", "")
		t.Text += ")"
		return
	}
	// The status goes before every tag that opens at the container.
	p := c.Start
	words := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(st, " in"), " at"), " to")
	words = strings.TrimSuffix(words, ",")
	insert(t, p, st+" ")
	addTag(t, "status", p, p+len(words))
}

func crossesAny(t *label.Tagged, tg label.Tag) bool {
	for _, u := range t.Tags {
		if crosses(tg, u) {
			return true
		}
	}
	return false
}

// dropAuthor removes the byline and the punctuation after it, as in
// lists whose owner is implied ("Title. Venue, 2020." under the owner's
// name). It does nothing when the byline ends the entry.
func dropAuthor(t *label.Tagged) bool {
	au, ok := fieldOf(t, "author")
	if !ok {
		return false
	}
	start, end := au.Start, au.End
	for end < len(t.Text) && strings.IndexByte(" .,:;", t.Text[end]) >= 0 {
		end++
	}
	if end >= len(t.Text) {
		return false
	}
	n := end - start
	var kept []label.Tag
	for _, tg := range t.Tags {
		switch {
		case tg.End <= start:
			kept = append(kept, tg)
		case tg.Start >= end:
			tg.Start -= n
			tg.End -= n
			kept = append(kept, tg)
		case tg.Start < start && tg.End > end:
			tg.End -= n
			kept = append(kept, tg)
		}
	}
	t.Text = t.Text[:start] + t.Text[end:]
	t.Tags = kept
	trimFields(t)
	return true
}

var (
	// Headings that share no word with venue names: "Journal Articles"
	// or "Conference Papers" alone would teach that a bare venue is no
	// field, and the data readers label bare values with this model.
	headings = []string{"Publications", "Selected Publications", "Working Papers", "Work in Progress", "Preprints", "Talks",
		"Invited Talks", "Presentations", "Posters", "Teaching", "Teaching Experience", "Grants", "Grants and Funding", "Education",
		"Employment", "Professional Experience", "Academic Appointments", "Service", "Professional Service", "Awards and Honors",
		"Honors", "Software", "Research Interests", "Students Supervised", "References", "Veröffentlichungen", "Publicaciones",
		"Publications scientifiques", "Pubblicazioni", "Other Publications", "Under Review", "In Preparation"}
	places = []string{"Northfield", "Eastbrook", "Westmere", "Lakeside", "Ashford", "Riverton", "Kingsport", "Fairhaven"}
)

// negatives renders lines of a CV that are no entry — the owner's name
// and title, headings, contact lines — every token Other (not
// affiliations: "University of X" is a publisher in references),
// so that the model does not read a page header as a work.
func negatives(names []cslName, n int, rng *rand.Rand) []label.Tagged {
	var out []label.Tagged
	for try := 0; len(out) < n && len(names) > 0 && try < 20*n; try++ {
		p := names[rng.IntN(len(names))]
		if p.Given == "" || p.Family == "" {
			continue
		}
		name := p.Given + " " + p.Family
		if rng.IntN(3) == 0 {
			name = strings.ToUpper(name)
		}
		place := places[rng.IntN(len(places))]
		var s string
		mark := ""
		switch rng.IntN(3) {
		case 0:
			s = name
			mark = "b"
		case 1:
			s = []string{name + " CURRICULUM VITAE", "CURRICULUM VITAE " + name, "Curriculum Vitae " + name, name + " Curriculum Vitae", name + " CV"}[rng.IntN(5)]
		case 2:
			s = []string{"Dr " + name, name + ", PhD", name + ", Ph.D.", "Prof. " + name, name + " Dr"}[rng.IntN(5)]
		case 3, 4:
			s = headings[rng.IntN(len(headings))]
			if rng.IntN(3) == 0 {
				s = strings.ToUpper(s)
			}
			mark = []string{"", "b", "h"}[rng.IntN(3)]
		default:
			s = fmt.Sprintf("Email: %s@%s.example.edu Phone: +1 555 01%02d", strings.ToLower(p.Family), strings.ToLower(place), rng.IntN(100))
		}
		t := label.Tagged{Text: s}
		if mark != "" {
			t.Tags = []label.Tag{{Name: mark, Start: 0, End: len(s)}}
		}
		out = append(out, t)
	}
	return out
}
