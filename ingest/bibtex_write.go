package ingest

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/pub"
)

// WriteBibTeX writes pubs as BibTeX entries, in order, so that ReadBibTeX
// reads back the same titles, authors (with their equal-contribution
// marks), "and others", editors, venues, years, kinds, identifiers,
// volumes, issues (as number), pages, publishers and places (as
// address). Text is
// written as UTF-8 with LaTeX's special characters escaped; names are
// written "First Last", braced when they hold a comma or the word "and".
//
// Kinds map to entry types: conference and workshop to @inproceedings,
// journal to @article, preprint to @misc with an arXiv eprint, thesis to
// @phdthesis, patent to @patent, book to @book, chapter to @incollection,
// other to @misc (or @techreport when a @misc would read back as another
// kind). BibTeX has no type for posters, demos or papers under review:
// they are written as @inproceedings, @inproceedings and @unpublished and
// read back as conference, conference and other. Author ORCIDs and doubts
// are not written.
func WriteBibTeX(w io.Writer, pubs []pub.Publication) error {
	bw := bufio.NewWriter(w)
	keys := map[string]int{}
	for i := range pubs {
		writeBibEntry(bw, &pubs[i], bibKey(&pubs[i], keys))
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("writing BibTeX: %w", err)
	}
	return nil
}

// writeBibEntry writes one entry with the given key.
func writeBibEntry(w *bufio.Writer, p *pub.Publication, key string) {
	typ, venueField := "misc", "howpublished"
	arxivField := "arxiv"
	switch p.Kind {
	case pub.KindWorkshop:
		typ, venueField = "inproceedings", "booktitle"
		if !strings.Contains(strings.ToLower(p.VenueText), "workshop") {
			// Only the venue table knows it for a workshop; a @misc
			// takes its kind from there.
			typ, venueField = "misc", "howpublished"
		}
	case pub.KindConference, pub.KindPoster, pub.KindDemo:
		typ, venueField = "inproceedings", "booktitle"
	case pub.KindJournal:
		typ, venueField = "article", "journal"
	case pub.KindPreprint:
		typ, venueField, arxivField = "misc", "howpublished", "eprint"
	case pub.KindThesis:
		typ, venueField = "phdthesis", "series"
	case pub.KindPatent:
		typ, venueField = "patent", "series"
	case pub.KindBook:
		typ, venueField = "book", "series"
	case pub.KindChapter:
		typ, venueField = "incollection", "booktitle"
	case pub.KindUnderReview:
		typ, venueField = "unpublished", "howpublished"
	default:
		if !miscReadsAsOther(p) {
			typ, venueField = "techreport", "series"
		}
	}
	if venueField == "howpublished" && isLink(p.VenueText) {
		venueField = "_venue" // a howpublished link would not read back as a venue
	}
	fmt.Fprintf(w, "@%s{%s,\n", typ, key)
	field := func(name, value string) {
		if value != "" {
			fmt.Fprintf(w, "  %-12s = {%s},\n", name, value)
		}
	}
	field("title", escapeLaTeX(p.Title))
	var names []string
	for _, a := range p.Authors {
		names = append(names, bibName(a))
	}
	if p.Incomplete {
		names = append(names, "others")
	}
	field("author", strings.Join(names, " and "))
	names = names[:0]
	for _, a := range p.Editors {
		names = append(names, bibName(a))
	}
	field("editor", strings.Join(names, " and "))
	field(venueField, escapeLaTeX(p.VenueText))
	if p.Year != 0 {
		// Four digits at least, as ReadBibTeX wants them.
		fmt.Fprintf(w, "  %-12s = %04d,\n", "year", p.Year)
	}
	field("volume", escapeLaTeX(p.Volume))
	field("number", escapeLaTeX(p.Issue))
	field("pages", escapeLaTeX(p.Pages))
	field("publisher", escapeLaTeX(p.Publisher))
	field("address", escapeLaTeX(p.Place))
	field("doi", balanced(p.DOI))
	field("url", balanced(p.URL))
	if p.ArXiv != "" {
		field(arxivField, balanced(p.ArXiv))
		if arxivField == "eprint" {
			field("archiveprefix", "arXiv")
		}
	}
	w.WriteString("}\n\n")
}

// miscReadsAsOther reports whether a @misc entry for p reads back as
// KindOther: it must not name an arXiv id, arXiv, a workshop or a venue
// the table knows as another kind.
func miscReadsAsOther(p *pub.Publication) bool {
	if p.ArXiv != "" || isArXivText(p.VenueText) || strings.Contains(strings.ToLower(p.VenueText), "workshop") {
		return false
	}
	if p.VenueText == "" {
		return true
	}
	if isLink(p.VenueText) {
		return false // ReadBibTeX takes such a howpublished for a link
	}
	v, ok := venueLookup(p.VenueText)
	return !ok || v.Kind == "" || v.Kind == pub.KindPreprint
}

// bibName writes a display-order name so that it reads back unchanged.
func bibName(a pub.Author) string {
	name := escapeLaTeX(a.Name)
	if needsBraces(a.Name) {
		name = "{" + name + "}"
	}
	if a.Equal {
		name += "*"
	}
	return name
}

// needsBraces reports whether a name would be split or reinterpreted by
// the BibTeX name rules: a comma, a word "and", or a name ending in
// something markedAuthor strips.
func needsBraces(name string) bool {
	if strings.Contains(name, ",") {
		return true
	}
	for _, w := range strings.Fields(name) {
		if strings.EqualFold(w, "and") {
			return true
		}
	}
	return false
}

// escapeLaTeX escapes text so that tex.Decode returns it unchanged.
func escapeLaTeX(s string) string {
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		next := rune(0)
		if i+1 < len(rs) {
			next = rs[i+1]
		}
		switch r {
		case '\\':
			b.WriteString(`\textbackslash{}`)
		case '{':
			b.WriteString(`\textbraceleft{}`)
		case '}':
			b.WriteString(`\textbraceright{}`)
		case '$':
			b.WriteString(`\$`)
		case '~':
			b.WriteString(`\textasciitilde{}`)
		case '-', '`', '\'':
			// "--", "``" and "''" would become dashes and quotes.
			b.WriteRune(r)
			if next == r {
				b.WriteString("{}")
			}
		default:
			if unicode.IsSpace(r) {
				b.WriteByte(' ')
			} else {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

// balanced drops braces from an identifier when they do not pair up, so
// that the entry stays well formed.
func balanced(s string) string {
	depth := 0
	for _, c := range s {
		switch c {
		case '{':
			depth++
		case '}':
			depth--
		}
		if depth < 0 {
			break
		}
	}
	if depth != 0 {
		return strings.NewReplacer("{", "", "}", "").Replace(s)
	}
	return s
}

// bibKey makes a unique citation key: the first author's last name and the
// year, with a letter added on a clash.
func bibKey(p *pub.Publication, used map[string]int) string {
	base := "anon"
	if len(p.Authors) > 0 {
		fields := strings.Fields(p.Authors[0].Name)
		if len(fields) > 0 {
			var b strings.Builder
			for _, r := range strings.ToLower(fields[len(fields)-1]) {
				if r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
					b.WriteRune(r)
				}
			}
			if b.Len() > 0 {
				base = b.String()
			}
		}
	}
	if p.Year != 0 {
		base += fmt.Sprint(p.Year)
	}
	used[base]++
	if n := used[base]; n > 1 {
		return fmt.Sprintf("%s-%d", base, n)
	}
	return base
}
