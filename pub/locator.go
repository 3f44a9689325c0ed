package pub

import (
	"cmp"
	"slices"
	"strings"
)

// Locator says where in its venue a publication is: the volume and issue
// of a journal (or the volume of a series or proceedings) and the pages,
// each as the source writes it. Pages is a range ("45–67", "45-67"), one
// page ("45") or an article number ("e1234", "102345"); see FirstPage
// and LastPage. The zero Locator is "not given".
type Locator struct {
	Volume string `json:"volume,omitempty"`
	// Issue is the issue or number within the volume ("3", "Suppl. 2").
	Issue string `json:"issue,omitempty"`
	Pages string `json:"pages,omitempty"`
}

// Empty reports whether l holds nothing.
func (l Locator) Empty() bool {
	return l.Volume == "" && l.Issue == "" && l.Pages == ""
}

// pageDashes are the characters that part a page range.
const pageDashes = "-–—‐‑−"

// FirstPage returns the first page of l.Pages: the part before the dash
// of a range ("45" of "45–67"), else the whole ("e1234").
func (l Locator) FirstPage() string {
	first, _ := SplitPages(l.Pages)
	return first
}

// LastPage returns the last page of a range ("67" of "45–67"), "" when
// Pages is not a range.
func (l Locator) LastPage() string {
	_, last := SplitPages(l.Pages)
	return last
}

// SplitPages parts a page range at its dash (hyphen, en or em dash, or
// "--"): "45–67" gives "45" and "67", "45--67" the same; text without a
// dash, or with nothing on one side of it, is one page and gives it whole
// and "".
func SplitPages(pages string) (first, last string) {
	pages = strings.TrimSpace(pages)
	i := strings.IndexAny(pages, pageDashes)
	if i <= 0 {
		return pages, ""
	}
	first = strings.TrimSpace(pages[:i])
	last = strings.TrimSpace(strings.TrimLeft(pages[i:], pageDashes+" "))
	if first == "" || last == "" {
		return pages, ""
	}
	return first, last
}

// JoinPages makes the pages of a locator from a first and a last page
// given apart (RIS SP and EP, a citation index's start and end pages):
// "45" and "67" give "45-67"; a missing or repeated last page gives the
// first alone.
func JoinPages(first, last string) string {
	first, last = strings.TrimSpace(first), strings.TrimSpace(last)
	switch {
	case first == "":
		return last
	case last == "" || last == first:
		return first
	}
	return first + "-" + last
}

// MergeLocators returns one locator for the versions of a publication
// that give ls: the fullest (the most fields given; among equally full
// ones the first in byte order of volume, issue and pages), with any
// field it leaves empty taken from the next fullest that gives it. The
// result does not depend on the order of ls.
func MergeLocators(ls ...Locator) Locator {
	var best []Locator
	for _, l := range ls {
		if !l.Empty() {
			best = append(best, l)
		}
	}
	if len(best) == 0 {
		return Locator{}
	}
	filled := func(l Locator) int {
		n := 0
		for _, s := range [...]string{l.Volume, l.Issue, l.Pages} {
			if s != "" {
				n++
			}
		}
		return n
	}
	slices.SortFunc(best, func(a, b Locator) int {
		return cmp.Or(filled(b)-filled(a), strings.Compare(a.Volume, b.Volume),
			strings.Compare(a.Issue, b.Issue), strings.Compare(a.Pages, b.Pages))
	})
	out := best[0]
	for _, l := range best[1:] {
		out.Volume = cmp.Or(out.Volume, l.Volume)
		out.Issue = cmp.Or(out.Issue, l.Issue)
		out.Pages = cmp.Or(out.Pages, l.Pages)
	}
	return out
}

// MergeText returns the value of a text field (a publisher, a place) for
// the versions of a publication that give values: the longest given, the
// first in byte order among equally long ones, so that the result does
// not depend on the order of values.
func MergeText(values ...string) string {
	best := ""
	for _, v := range values {
		if len(v) > len(best) || len(v) == len(best) && v < best {
			best = v
		}
	}
	return best
}

// LocatorText renders l compactly for people to read, as journals print
// it: "12(3):45–67", "12:45–67", "12(3)", "(3):45–67", "pp. 45–67"; ""
// when l is empty. (Not String: Publication embeds Locator, and a String
// method would take over how a Publication prints.)
func (l Locator) LocatorText() string {
	var b strings.Builder
	b.WriteString(l.Volume)
	if l.Issue != "" {
		b.WriteString("(" + l.Issue + ")")
	}
	if l.Pages != "" {
		if b.Len() > 0 {
			b.WriteString(":")
		} else {
			b.WriteString("pp. ")
		}
		b.WriteString(l.Pages)
	}
	return b.String()
}
