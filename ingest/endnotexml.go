package ingest

import (
	"bufio"
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// ReadEndNoteXML reads EndNote's XML export (File → Export → XML) and
// emits one Publication per record:
//
//	<xml><records><record>
//	  <ref-type name="Journal Article">17</ref-type>
//	  <contributors><authors>
//	    <author><style face="normal">Doe, Jane</style></author>
//	  </authors></contributors>
//	  <titles><title>Tide pools under warming seas</title>
//	    <secondary-title>Coastal Ecology Letters</secondary-title></titles>
//	  <pages>201-209</pages><volume>12</volume><number>3</number>
//	  <dates><year>2021</year></dates>
//	  <electronic-resource-num>10.1000/cel.2021.7</electronic-resource-num>
//	</record></records></xml>
//
// Text may sit in <style> elements, several to a field; their text is
// joined. Authors ("Last, First") come out "First Last"; the editors of a
// chapter's book or of proceedings are the secondary authors. The venue
// is the periodical's full title or the secondary title; the kind comes
// from the reference type's name, or its number where the name is
// missing. The file is read as a stream; a record is placed by the line
// and column of its <record> tag, since EndNote writes the whole export
// on one line. A syntax error ends the reading with a warning, keeping
// the records before it.
func ReadEndNoteXML(r io.Reader, name string, opt Options, emit pub.Emit) error {
	d := xml.NewDecoder(bufio.NewReaderSize(r, 1<<16))
	d.Strict = false
	d.CharsetReader = dblpCharset
	emitted, sawRecord := 0, false
	for {
		line, col := d.InputPos() // where the next token starts
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return endNoteSyntax(err, name, emitted, opt)
		}
		se, ok := tok.(xml.StartElement)
		if !ok || se.Name.Local != "record" {
			continue
		}
		sawRecord = true
		pos := pub.Position{File: name, Line: line, Column: col}
		var rec enRecord
		if err := d.DecodeElement(&rec, &se); err != nil {
			return endNoteSyntax(err, name, emitted, opt)
		}
		pb, perr := rec.publication(pos)
		if perr != nil {
			if err := opt.warn(perr); err != nil {
				return err
			}
			continue
		}
		emitted++
		if err := emit(pub.Record{Publication: pb}); err != nil {
			return err
		}
	}
	if emitted == 0 {
		what := "no EndNote XML records found"
		if sawRecord {
			what = "no EndNote XML record with a title or author"
		}
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "%s", what)
	}
	return nil
}

func init() {
	Readers[FormatEndNoteXML] = ReadEndNoteXML
}

// endNoteSyntax reports an error of the XML decoder: a warning that ends
// the reading when records were read before it, else the error.
func endNoteSyntax(err error, name string, emitted int, opt Options) error {
	var se *xml.SyntaxError
	if !errors.As(err, &se) {
		if errors.Is(err, ErrOverBudget) {
			return err
		}
		return fmt.Errorf("reading %s: %w", name, err)
	}
	pe := pub.Errorf(pub.Position{File: name, Line: se.Line}, pub.ErrSyntax, "XML: %s; the rest of the file is not read", se.Msg)
	if emitted == 0 {
		return pe
	}
	return opt.warn(pe)
}

// enText is the text of an element and all its descendants (EndNote
// wraps text in <style> runs), spaces collapsed.
type enText string

// UnmarshalXML joins the character data of the element and its
// descendants.
func (t *enText) UnmarshalXML(d *xml.Decoder, start xml.StartElement) error {
	var b strings.Builder
	for depth := 1; depth > 0; {
		tok, err := d.Token()
		if err != nil {
			return err
		}
		switch x := tok.(type) {
		case xml.StartElement:
			depth++
		case xml.EndElement:
			depth--
		case xml.CharData:
			b.Write(x)
		}
	}
	*t = enText(collapseSpace(b.String()))
	return nil
}

// enRecord is the part of an EndNote XML record pubgraph reads.
type enRecord struct {
	RefType struct {
		Name   string `xml:"name,attr"`
		Number string `xml:",chardata"`
	} `xml:"ref-type"`
	Authors          []enText `xml:"contributors>authors>author"`
	SecondaryAuthors []enText `xml:"contributors>secondary-authors>author"`
	Title            enText   `xml:"titles>title"`
	SecondaryTitle   enText   `xml:"titles>secondary-title"`
	FullTitle        enText   `xml:"periodical>full-title"`
	AbbrTitle        enText   `xml:"periodical>abbr-1"`
	Pages            enText   `xml:"pages"`
	Volume           enText   `xml:"volume"`
	Number           enText   `xml:"number"`
	Year             enText   `xml:"dates>year"`
	Publisher        enText   `xml:"publisher"`
	Place            enText   `xml:"pub-location"`
	DOI              enText   `xml:"electronic-resource-num"`
	URLs             []enText `xml:"urls>related-urls>url"`
	WebURLs          []enText `xml:"urls>web-urls>url"`
	Abstract         enText   `xml:"abstract"`
	Keywords         []enText `xml:"keywords>keyword"`
}

// publication interprets the record found at pos.
func (r *enRecord) publication(pos pub.Position) (*pub.Publication, *pub.ParseError) {
	typ, known := r.kind()
	pb := &pub.Publication{Pos: pos, Title: string(r.Title)}
	pb.Authors, pb.Incomplete = enPeople(r.Authors)
	if typ == pub.KindChapter || typ == pub.KindConference || typ == pub.KindBook {
		pb.Editors, _ = enPeople(r.SecondaryAuthors)
	}
	if pb.Title == "" && len(pb.Authors) == 0 {
		return nil, pub.Errorf(pos, pub.ErrSyntax, "EndNote record of type %q has neither title nor author; skipped", r.typeName())
	}
	if pb.Title == "" {
		pb.Doubts = append(pb.Doubts, "record has no title")
	}
	if len(pb.Authors) == 0 {
		pb.Doubts = append(pb.Doubts, "record has no author")
	}
	if !known {
		pb.Doubts = append(pb.Doubts, fmt.Sprintf("unknown EndNote reference type %q read as other", r.typeName()))
	}
	if y := yearPattern.FindString(string(r.Year)); y != "" {
		pb.Year, _ = strconv.Atoi(y)
	}
	if pb.DOI = normalizeDOI(string(r.DOI)); !strings.HasPrefix(pb.DOI, "10.") {
		pb.DOI = ""
	}
	pb.ArXiv = arxivFromDOI(pb.DOI)
	for _, u := range append(r.URLs, r.WebURLs...) {
		if pb.URL == "" && u != "" {
			pb.URL = string(u)
		}
		if m := arxivURLPattern.FindStringSubmatch(string(u)); m != nil && pb.ArXiv == "" {
			if id := arxivIDPattern.FindStringSubmatch(m[1]); id != nil {
				pb.ArXiv = id[1]
			}
		}
	}
	venue := r.FullTitle
	if venue == "" || typ != pub.KindJournal {
		venue = r.SecondaryTitle
	}
	if venue == "" {
		venue = r.AbbrTitle
	}
	setVenue(pb, string(venue))
	pb.Volume, pb.Issue, pb.Pages = string(r.Volume), string(r.Number), string(r.Pages)
	pb.Publisher, pb.Place = string(r.Publisher), string(r.Place)
	pb.Abstract = string(r.Abstract)
	for _, k := range r.Keywords {
		if k != "" {
			pb.Keywords = append(pb.Keywords, string(k))
		}
	}
	pb.Kind = typ
	arxiv := pb.ArXiv != "" || isArXivText(string(venue)) || isArXivText(pb.Publisher)
	switch {
	case arxiv && (typ == pub.KindJournal || typ == pub.KindOther):
		pb.Kind = pub.KindPreprint
	case typ == pub.KindConference && strings.Contains(strings.ToLower(string(venue)), "workshop"):
		pb.Kind = pub.KindWorkshop
	}
	return pb, nil
}

// enPeople reads a list of names, "Last, First"; an "et al." or
// "others" marks the list incomplete.
func enPeople(names []enText) ([]pub.Author, bool) {
	var as []pub.Author
	incomplete := false
	for _, n := range names {
		a, others := risAuthor(string(n))
		switch {
		case others:
			incomplete = true
		case a.Name != "":
			as = append(as, a)
		}
	}
	return as, incomplete
}

// typeName is the record's reference type as a warning names it.
func (r *enRecord) typeName() string {
	if r.RefType.Name != "" {
		return r.RefType.Name
	}
	return strings.TrimSpace(r.RefType.Number)
}

// kind maps the record's reference type to a kind; known is false for
// a type it does not know (read as other).
func (r *enRecord) kind() (kind pub.Kind, known bool) {
	name := strings.ToLower(r.RefType.Name)
	if name == "" {
		name = enTypeNumbers[strings.TrimSpace(r.RefType.Number)]
	}
	switch name {
	case "journal article", "magazine article", "electronic article", "newspaper article":
		return pub.KindJournal, true
	case "conference proceedings", "conference paper":
		return pub.KindConference, true
	case "book section", "electronic book section":
		return pub.KindChapter, true
	case "book", "edited book", "electronic book":
		return pub.KindBook, true
	case "thesis":
		return pub.KindThesis, true
	case "patent":
		return pub.KindPatent, true
	case "report", "generic", "unpublished work", "manuscript", "web page", "dataset", "computer program", "preprint":
		if name == "preprint" {
			return pub.KindPreprint, true
		}
		return pub.KindOther, true
	}
	return pub.KindOther, false
}

// enTypeNumbers are the names of EndNote's reference type numbers, for
// exports that leave the name attribute out.
var enTypeNumbers = map[string]string{
	"17": "journal article", "19": "magazine article", "43": "electronic article", "23": "newspaper article",
	"10": "conference proceedings", "47": "conference paper", "5": "book section", "60": "electronic book section",
	"6": "book", "28": "edited book", "44": "electronic book", "32": "thesis", "25": "patent",
	"27": "report", "13": "generic", "34": "unpublished work", "36": "manuscript", "12": "web page",
	"59": "dataset", "9": "computer program",
}

// looksEndNoteXML reports whether the lower-cased head of a file is an
// EndNote XML export: an <xml> root holding <records> of <record>s with
// EndNote's own elements.
func looksEndNoteXML(lower []byte) bool {
	if !bytes.HasPrefix(lower, []byte("<?xml")) && !bytes.HasPrefix(lower, []byte("<xml")) {
		return false
	}
	if !bytes.Contains(lower, []byte("<xml>")) || !bytes.Contains(lower, []byte("<records>")) {
		return false
	}
	for _, tag := range []string{"<ref-type", "<rec-number", "<source-app", "<contributors>"} {
		if bytes.Contains(lower, []byte(tag)) {
			return true
		}
	}
	return false
}
