package ingest

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// WriteCSL writes pubs as a CSL-JSON array, in order, so that ReadCSL
// reads back the same titles, authors (with their ORCIDs), "others",
// editors, venues, years, kinds, identifiers, volumes, issues, pages
// (page), publishers and places (publisher-place), and citation processors
// (citeproc, Zotero, pandoc) can format them. A name of two words or
// more is parted at its last space into given and family names, the
// lower-case particles before the family name ("van") and a generational
// suffix ("Jr.") set apart; other names are literal. Item
// ids are the citation keys WriteBibTeX gives.
//
// Kinds map to item types: conference, workshop, poster and demo to
// paper-conference, journal to article-journal, preprint to article (or
// posted-content when nothing names arXiv), thesis to thesis, patent to
// patent, book to book (its venue as collection-title, a series),
// chapter to chapter, under review to manuscript (read back as other, or
// preprint when it names arXiv), other to document.
// An arXiv id that neither the DOI nor the link carries is written as
// the arXiv link. Equal-contribution marks and doubts are not written.
func WriteCSL(w io.Writer, pubs []pub.Publication) error {
	bw := bufio.NewWriter(w)
	keys := map[string]int{}
	items := make([]cslOut, len(pubs))
	for i := range pubs {
		items[i] = cslItemOf(&pubs[i], bibKey(&pubs[i], keys))
	}
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if items == nil {
		items = []cslOut{}
	}
	if err := enc.Encode(items); err != nil {
		return fmt.Errorf("writing CSL-JSON: %w", err)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("writing CSL-JSON: %w", err)
	}
	return nil
}

// cslOut is a CSL-JSON item as WriteCSL writes it.
type cslOut struct {
	ID         string        `json:"id"`
	Type       string        `json:"type"`
	Title      string        `json:"title,omitempty"`
	Author     []cslOutName  `json:"author,omitempty"`
	Editor     []cslOutName  `json:"editor,omitempty"`
	Container  string        `json:"container-title,omitempty"`
	Collection string        `json:"collection-title,omitempty"`
	Issued     *cslOutIssued `json:"issued,omitempty"`
	Volume     string        `json:"volume,omitempty"`
	Issue      string        `json:"issue,omitempty"`
	Page       string        `json:"page,omitempty"`
	Publisher  string        `json:"publisher,omitempty"`
	Place      string        `json:"publisher-place,omitempty"`
	DOI        string        `json:"DOI,omitempty"`
	URL        string        `json:"URL,omitempty"`
}

// cslOutName is a CSL name: family and given names, or literal.
type cslOutName struct {
	Family string `json:"family,omitempty"`
	Given  string `json:"given,omitempty"`
	// Particle is the non-dropping particle, "van" of "Carl van Redact".
	Particle string `json:"non-dropping-particle,omitempty"`
	Suffix   string `json:"suffix,omitempty"`
	Literal  string `json:"literal,omitempty"`
	ORCID    string `json:"ORCID,omitempty"`
}

type cslOutIssued struct {
	DateParts [][]int `json:"date-parts"`
}

// cslSuffixes are the generational suffixes a CSL name keeps apart.
var cslSuffixes = map[string]bool{"jr.": true, "jr": true, "sr.": true, "sr": true, "ii": true, "iii": true, "iv": true}

// cslNameOf parts a display-order name for CSL; ReadCSL joins the parts
// back with single spaces.
func cslNameOf(a pub.Author) cslOutName {
	words := strings.Fields(a.Name)
	n := cslOutName{}
	if a.ORCID != "" {
		n.ORCID = "https://orcid.org/" + a.ORCID
	}
	if len(words) > 2 && cslSuffixes[strings.ToLower(words[len(words)-1])] {
		n.Suffix = words[len(words)-1]
		words = words[:len(words)-1]
	}
	if len(words) < 2 || strings.Contains(a.Name, ",") {
		n.Literal, n.Suffix = strings.Join(strings.Fields(a.Name), " "), ""
		return n
	}
	// Lower-case words before the family name are its particles: "van".
	at := len(words) - 1
	for at > 1 && words[at-1] != "" && strings.ToLower(words[at-1]) == words[at-1] {
		at--
	}
	n.Given, n.Family = strings.Join(words[:at], " "), words[len(words)-1]
	n.Particle = strings.Join(words[at:len(words)-1], " ")
	return n
}

// cslItemOf makes the CSL-JSON item of p with the given id.
func cslItemOf(p *pub.Publication, id string) cslOut {
	it := cslOut{ID: id, Title: p.Title, DOI: p.DOI, URL: p.URL,
		Volume: p.Volume, Issue: p.Issue, Page: p.Pages, Publisher: p.Publisher, Place: p.Place}
	venue := p.VenueText
	if venue == "" {
		venue = p.Venue
	}
	switch p.Kind {
	case pub.KindConference, pub.KindWorkshop, pub.KindPoster, pub.KindDemo:
		it.Type = "paper-conference"
	case pub.KindJournal:
		it.Type = "article-journal"
	case pub.KindPreprint:
		it.Type = "posted-content"
		if p.ArXiv != "" || isArXivText(venue) {
			it.Type = "article"
		}
	case pub.KindThesis:
		it.Type = "thesis"
	case pub.KindPatent:
		it.Type = "patent"
	case pub.KindBook:
		it.Type = "book"
	case pub.KindChapter:
		it.Type = "chapter"
	case pub.KindUnderReview:
		it.Type = "manuscript"
	default:
		it.Type = "document"
	}
	if p.Kind == pub.KindBook {
		it.Collection = venue
	} else {
		it.Container = venue
	}
	for _, a := range p.Authors {
		it.Author = append(it.Author, cslNameOf(a))
	}
	if p.Incomplete {
		it.Author = append(it.Author, cslOutName{Literal: "others"})
	}
	for _, a := range p.Editors {
		it.Editor = append(it.Editor, cslNameOf(a))
	}
	if p.Year != 0 {
		it.Issued = &cslOutIssued{DateParts: [][]int{{p.Year}}}
	}
	if p.ArXiv != "" && arxivFromDOI(normalizeDOI(p.DOI)) != p.ArXiv && urlArXiv(p.URL) != p.ArXiv && it.URL == "" {
		it.URL = "https://arxiv.org/abs/" + p.ArXiv
	}
	return it
}
