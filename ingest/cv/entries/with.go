package entries

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/cues"
	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
	"github.com/pubgraph/pubgraph/ingest/cv/names"
	"github.com/pubgraph/pubgraph/ingest/label"
)

// The title-first forms of law, the humanities and the social sciences
// print no byline of the owner's: "*Title*, with A. Roe and B. Poe, 12
// Law Review 34 (2020)", "*Title*, with A. Roe, in *Book* (C. Editor ed.,
// Press 2019)", "*Title*, Example City Times, Mar. 3, 2023". The names
// after "with" are the co-authors (the owner is added to them later);
// what follows them, a venue or a newspaper, is no name however much it
// looks like one, and the field labeller tells which is which.

// settleTitleFirst mends the byline of f, an entry whose title opens it,
// by the labeller's reading lb: a byline after "with" that the
// typographic rules missed or ran into the venue is read again from the
// "with", and the names after the title that the labeller reads as the
// venue, a publisher or a date are dropped from it (the whole byline,
// when the title is marked and none is left: the owner's paper). first
// is the first line after a title heading. It reports whether it
// changed the byline.
func settleTitleFirst(f *cvFields, lb *cvLabelled, first int) bool {
	if f.titleLine < 0 || f.titleLine < first {
		return false
	}
	k := f.titleLine
	l := &f.lines[k]
	changed := false
	if st, ok := withAfter(l.Text, f.titleRange[1]); ok {
		if b := names.Parse(l.Text, st, false); len(b.Names) > 0 && !inTitle(f, k, b.Start) {
			b = keepAuthors(b, lb, k)
			if len(b.Names) > 0 && lb.nameShare(k, b.Ranges[0], label.Author) >= 0.5 && !sameByline(f, k, b) {
				f.byline, f.bylineLine = &b, k
				changed = true
			}
		}
	}
	if f.byline != nil && f.bylineLine == k {
		if w, ok := withBefore(l.Text, f.byline.Start); ok && w >= f.titleRange[1] {
			if b := keepAuthors(*f.byline, lb, k); len(b.Names) > 0 && len(b.Names) < len(f.byline.Names) {
				f.byline = &b
			}
			// "Title, with A": the word that leads into the co-authors
			// is no piece of the venue.
			changed = true
		}
	}
	if changed {
		f.pieces = dropWithPieces(f.freePieces(first))
	}
	return changed
}

// withAfter returns where the names start after a with word (cues.With:
// "with", "avec", "mit", …) that follows
// the title ending at end of s, with nothing but punctuation between
// them: "Title, with A. Roe".
func withAfter(s string, end int) (int, bool) {
	i := end
	r, _ := utf8.DecodeLastRuneInString(s[:end])
	punct := unicode.IsPunct(r)
	for i < len(s) {
		r, w := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsSpace(r) && !unicode.IsPunct(r) {
			break
		}
		punct = punct || unicode.IsPunct(r)
		i += w
	}
	if i >= len(s) || !punct {
		return 0, false
	}
	if e := cues.WithWordAt(s, i); e >= 0 {
		return scan.SkipSpace(s, e), true
	}
	return 0, false
}

// withBefore returns where a with word that leads into the names at st
// of s starts: "…, with A. Roe", "…, avec A. Roe".
func withBefore(s string, st int) (int, bool) {
	j := st
	for j > 0 && scan.Space(s[j-1]) {
		j--
	}
	k := j
	for k > 0 && scan.Letter(s[k-1]) {
		k--
	}
	if k == j || !cues.IsWith(s[k:j]) {
		return 0, false
	}
	return k, true
}

// inTitle reports whether p of line k lies inside the title of f.
func inTitle(f *cvFields, k, p int) bool {
	return f.titleLine == k && p >= f.titleRange[0] && p < f.titleRange[1]
}

// sameByline reports whether b is the byline f already holds.
func sameByline(f *cvFields, k int, b names.Byline) bool {
	return f.byline != nil && f.bylineLine == k && f.byline.Start == b.Start && f.byline.End == b.End
}

// keepAuthors returns b, a byline on line k, cut before the first name
// the labeller reads as the venue, a publisher, a date or a locator
// rather than a name: "A. Roe, Example City Times".
func keepAuthors(b names.Byline, lb *cvLabelled, k int) names.Byline {
	for i, r := range b.Ranges {
		if lb.nameShare(k, r, label.Author) >= 0.5 {
			continue
		}
		other := 0.0
		for _, l := range []label.Label{label.Container, label.Publisher, label.Date, label.Locator} {
			other += lb.nameShare(k, r, l)
		}
		if other < 0.5 {
			continue
		}
		b.Names, b.Ranges = b.Names[:i:i], b.Ranges[:i:i]
		if len(b.Marks) > i {
			b.Marks = b.Marks[:i:i]
		}
		if i > 0 {
			b.End = b.Ranges[i-1][1]
			b.Incomplete = false
		}
		return b
	}
	return b
}

// nameShare is share for the range r of line k.
func (lb *cvLabelled) nameShare(k int, r [2]int, l label.Label) float64 {
	s, _ := lb.share(lb.at(k, r[0]), lb.at(k, r[1]), l)
	return s
}

// dropWithPieces drops the pieces that are only the with word leading
// into a byline.
func dropWithPieces(pieces []cvPiece) []cvPiece {
	out := pieces[:0]
	for _, p := range pieces {
		if cues.IsWith(p.text) {
			continue
		}
		out = append(out, p)
	}
	return out
}

// bylineText returns the text of f's byline, "" for none.
func bylineText(f *cvFields) string {
	if f.byline == nil {
		return ""
	}
	return strings.TrimRight(f.lines[f.bylineLine].Text[f.byline.Start:f.byline.End], " .,;:")
}
