package ingest

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// WriteRIS writes pubs as RIS records, in order, so that ReadRIS reads
// back the same titles, authors, "et al.", editors, venues, years,
// kinds, identifiers, volumes, issues, pages, publishers and places,
// and reference managers (Zotero, EndNote, Mendeley) import them:
//
//	TY  - JOUR
//	TI  - A Title
//	AU  - Author, Ann
//	PY  - 2021
//	T2  - Journal of Examples
//	VL  - 12
//	IS  - 3
//	SP  - 45
//	EP  - 67
//	PB  - Example Press
//	DO  - 10.1000/xyz
//	ER  -
//
// Names are written "Family, Given" (the family name with its lower-case
// particles, "van Redact, Carl"; a generational suffix third), or as
// they are when they have one word or a comma (RIS has no literal
// names: "Group, Inc." reads back as "Inc. Group"). The venue is T2; pages
// are parted into SP and EP at the dash of a range (read back joined by
// a hyphen, "45-67"; a single page or article number is SP alone).
// Kinds map to types: conference, workshop, poster and demo to CPAPER,
// journal to JOUR, preprint to UNPB (INPR when nothing names arXiv),
// thesis to THES, patent to PAT, book to BOOK, chapter to CHAP, under
// review to MANSCPT (read back as other), other to GEN. An arXiv id
// that neither the DOI nor the link carries is written as an arXiv
// link. Equal-contribution marks, ORCIDs and doubts are not written.
func WriteRIS(w io.Writer, pubs []pub.Publication) error {
	bw := bufio.NewWriter(w)
	for i := range pubs {
		writeRISRecord(bw, &pubs[i])
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("writing RIS: %w", err)
	}
	return nil
}

// writeRISRecord writes one record.
func writeRISRecord(w *bufio.Writer, p *pub.Publication) {
	tag := func(name, value string) {
		// A value is one line: line breaks would start a continuation.
		if value = strings.Join(strings.Fields(value), " "); value != "" {
			fmt.Fprintf(w, "%s  - %s\n", name, value)
		}
	}
	tag("TY", risType(p))
	tag("TI", p.Title)
	for _, a := range p.Authors {
		tag("AU", risName(a))
	}
	if p.Incomplete {
		tag("AU", "et al.")
	}
	for _, a := range p.Editors {
		tag("ED", risName(a))
	}
	if p.Year != 0 {
		tag("PY", fmt.Sprintf("%04d", p.Year))
	}
	tag("T2", p.VenueText)
	tag("VL", p.Volume)
	tag("IS", p.Issue)
	first, last := pub.SplitPages(p.Pages)
	tag("SP", first)
	tag("EP", last)
	tag("PB", p.Publisher)
	tag("CY", p.Place)
	tag("DO", p.DOI)
	tag("UR", p.URL)
	if p.ArXiv != "" && arxivFromDOI(normalizeDOI(p.DOI)) != p.ArXiv && urlArXiv(p.URL) != p.ArXiv {
		tag("UR", "https://arxiv.org/abs/"+p.ArXiv)
	}
	w.WriteString("ER  - \n\n")
}

// risType is the RIS type of p's kind (see WriteRIS).
func risType(p *pub.Publication) string {
	switch p.Kind {
	case pub.KindConference, pub.KindWorkshop, pub.KindPoster, pub.KindDemo:
		return "CPAPER"
	case pub.KindJournal:
		return "JOUR"
	case pub.KindPreprint:
		if p.ArXiv != "" || isArXivText(p.VenueText) || isArXivText(p.Publisher) {
			return "UNPB"
		}
		return "INPR"
	case pub.KindThesis:
		return "THES"
	case pub.KindPatent:
		return "PAT"
	case pub.KindBook:
		return "BOOK"
	case pub.KindChapter:
		return "CHAP"
	case pub.KindUnderReview:
		return "MANSCPT"
	}
	return "GEN"
}

// risName writes a display-order name as risAuthor reads it back.
func risName(a pub.Author) string {
	n := cslNameOf(pub.Author{Name: a.Name})
	if n.Literal != "" {
		return n.Literal
	}
	name := strings.TrimSpace(n.Particle + " " + n.Family)
	name += ", " + n.Given
	if n.Suffix != "" {
		name += ", " + n.Suffix
	}
	return name
}
