package entries

import (
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/ingest/cv/cues"
	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/names"
	"github.com/pubgraph/pubgraph/ingest/internal/quickre"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/ingest/venues"
	"github.com/pubgraph/pubgraph/internal/norm"
	"github.com/pubgraph/pubgraph/internal/shape"
	"github.com/pubgraph/pubgraph/pub"
)

var (
	// editorsBeforeRe matches the editors that open a book's reference,
	// up to the book's title: "in: Roe, M. (Hrsg.): ", "In J. Doe and A.
	// Lee (eds.), ".
	editorsBeforeRe = quickre.MustCompile(`(?i)^\s*(in:?\s+)?[^():]{1,200}\((eds?\.?|editors?|hrsg\.?|hg\.?)\)\s*[:,.]?\s*`)
)

// cvRead is what readEntry makes of an entry from the entry alone, made
// ahead on the cutter's workers (readAhead), so that only what depends
// on the entries before it is left to the one reading them in order.
type cvRead struct {
	f          *cvFields
	lb         *cvLabelled
	hasByline  bool
	byline     string // as written, for a "———." below
	conf       cvConfidence
	authors    []pub.Author // bylineAuthors
	incomplete bool
	bold       map[string]bool // boldNames
	// surnames and pairs tell how the byline reads if its list prints
	// surnames alone (see settleSurnames).
	surnames  bool
	pairs     [][2]string
	details   *pub.Publication // readDetails
	kindGuess bool
}

// readAhead reads what readEntry needs of e but the entries before it,
// with labeller the field labeller. f and lb are what analyzeEntry and
// labelEntry found in e, when already known.
func readAhead(e *cvEntry, f *cvFields, lb *cvLabelled, marks cvMarkKeys, labeller *label.Model) *cvRead {
	if f == nil {
		f = analyzeEntry(e)
	}
	r := &cvRead{f: f}
	r.hasByline, r.byline = f.byline != nil, bylineText(f)
	if lb == nil {
		lb = labelEntry(labeller, f, e.heading)
	}
	if g := wrappedByline(e, f, lb); g != nil {
		f, lb = g, labelEntry(labeller, g, e.heading)
		r.f, r.hasByline, r.byline = f, f.byline != nil, bylineText(f)
	}
	r.lb = lb
	r.conf = chooseFields(f, lb, e.heading)
	led := e.italicLead && leadTitle(f, firstLine(e.heading))
	if led {
		r.conf.title = max(r.conf.title, 0.9)
		if f.byline == nil {
			r.hasByline, r.byline = false, ""
		}
	}
	if f.titleLine >= 0 {
		if end := italicTitleEnd(&f.lines[f.titleLine], f.titleRange); end > 0 {
			// "*Title*, lecture notes, Place": the italics end the title.
			f.titleRange[1] = end
			f.title, _ = cleanTitle(f.lines[f.titleLine].Text[f.titleRange[0]:end])
			f.pieces = f.freePieces(firstLine(e.heading))
		}
	}
	e.bareLead = e.bareLead && (led || bareTitle(f, lb))
	if settleTitleFirst(f, lb, firstLine(e.heading)) {
		r.hasByline, r.byline = f.byline != nil, bylineText(f)
	}
	if f.byline != nil {
		r.authors, r.incomplete = bylineAuthors(f, marks)
		r.surnames, r.pairs = f.byline.Surnames, names.SurnamePairs(f.byline.Names)
		r.bold = boldNames(f)
	}
	cutTitle(f, lb, e.heading)
	r.details = &pub.Publication{Title: f.title}
	r.kindGuess = readDetails(r.details, e, f, lb)
	return r
}

// wrappedByline returns the fields of e read again with the byline's
// line joined to the next, when the labeller reads the byline of f
// running on over the line break ("…, Hal Woe," over "Jane Q. Doe.
// Title"), which the rules cut at the break; nil when it does not.
func wrappedByline(e *cvEntry, f *cvFields, lb *cvLabelled) *cvFields {
	if f.byline == nil || f.bylineLine+1 >= len(f.lines) || f.bylineLine == 0 && e.heading {
		return nil
	}
	k := f.bylineLine
	next := lb.lineStart[k+1]
	s, e0 := lb.at(k, f.byline.Start), lb.at(k, f.byline.End)
	for _, fld := range lb.fields {
		if fld.Label != label.Author || fld.End <= next || fld.Start > e0 || fld.End <= s {
			continue
		}
		if fld.Start > s || lb.fieldConf(fld) < 0.9 {
			return nil
		}
		if k2, _ := lb.lineOf(fld.End - 1); k2 != k+1 {
			return nil
		}
		joined := slices.Clone(f.lines)
		joined[k] = joinLines(joined[k], joined[k+1])
		joined = slices.Delete(joined, k+1, k+2)
		g := *e
		g.lines = joined
		h := analyzeEntry(&g)
		if h.byline == nil || len(h.byline.Names) <= len(f.byline.Names) {
			return nil
		}
		return h
	}
	return nil
}

// cutTitle ends the title of f where the labeller's fields after it
// start (titleCut), unless bold or italics end it where they end, and
// ends its range there too: the container, date and locators the rules
// ran into the title ("Title // Journal. – 2020. – Vol. 8") are then
// pieces of their own, for the venue and the locator to be read from.
func cutTitle(f *cvFields, lb *cvLabelled, heading bool) {
	if f.titleLine < 0 || f.title == "" || styledOver(&f.lines[f.titleLine], f.titleRange[0], f.titleRange[1], markup.Bold|markup.Italic) {
		return
	}
	t := lb.titleCut(f.title)
	if t == f.title {
		return
	}
	f.title = t
	at := strings.Index(lb.text, t)
	if at < 0 {
		return
	}
	k, end := lb.lineOf(at + len(t))
	if k == f.titleLine && end > f.titleRange[0] && end < f.titleRange[1] {
		f.titleRange[1] = genreMarkEnd(f.lines[k].Text[:f.titleRange[1]], end)
		f.pieces = f.freePieces(firstLine(heading))
	}
}

// genreMarkEnd returns where the genre mark of GB/T 7714 that follows
// the title ending at end of s ends, with the "//" that leads from it
// into the container ("Title[C]//Proceedings"): the mark names the kind,
// and is part of neither the title nor the venue. It returns end when no
// mark follows.
func genreMarkEnd(s string, end int) int {
	rest := strings.TrimLeft(s[end:], " ")
	inner, after, ok := strings.Cut(strings.TrimPrefix(rest, "["), "]")
	if !strings.HasPrefix(rest, "[") || !ok {
		return end
	}
	if _, mark := genreMarks[strings.ToUpper(inner)]; !mark {
		return end
	}
	after = strings.TrimLeft(after, " /")
	return len(s) - len(after)
}

// leadTitle takes for the title of f the italics its first line opens
// with (see leadSpan), in an entry of a section whose entries so open:
// there the italics are the title whatever the labeller reads in them,
// and no byline lies inside them. It reports whether it took them.
func leadTitle(f *cvFields, first int) bool {
	if first != 0 || len(f.lines) == 0 {
		return false
	}
	l := &f.lines[0]
	start, end, st := leadSpan(*l)
	if st != markup.Italic {
		return false
	}
	if f.byline != nil && f.bylineLine == 0 && f.byline.Start < end && f.byline.End > start {
		f.byline, f.bylineLine = nil, -1
	}
	title, kind := cleanTitle(l.Text[start:end])
	if title == "" {
		return false
	}
	f.title, f.titleLine, f.titleRange, f.titleMarked, f.tagKind = title, 0, [2]int{start, end}, true, kind
	f.pieces = f.freePieces(first)
	return true
}

// readEntry turns one entry into a Publication, or a warning. r is what
// readAhead found in e, when already known.
func (d *cvDoc) readEntry(e *cvEntry, r *cvRead) error {
	if c := d.sameAuthors(e); c != e {
		// The authors come from the entry above: e is read anew.
		e, r = c, nil
	}
	if r == nil {
		r = readAhead(e, nil, nil, d.marks, d.labeller)
	}
	f := r.f
	if r.hasByline {
		d.lastByline = r.byline
	}
	line := e.lines[0].Num
	text := e.lines[0].Text
	if ok, err := d.isPublication(e, f, r.lb, line, text); !ok {
		return err
	}
	p := &pub.Publication{Title: f.title, Pos: d.Pos(line), Authors: []pub.Author{}}
	d.setAuthors(p, e, r, line, text)
	if err := d.doubtGuesses(p, f, r.conf, line, text); err != nil {
		return err
	}
	det := r.details
	p.VenueText, p.Venue, p.Year, p.Kind = det.VenueText, det.Venue, det.Year, det.Kind
	p.ArXiv, p.DOI, p.URL = det.ArXiv, det.DOI, det.URL
	p.Locator, p.Publisher, p.Place = det.Locator, det.Publisher, det.Place
	p.Editors = entryEditors(f, r.lb)
	p.Doubts = append(p.Doubts, det.Doubts...)
	if settleBook(p, e, f, r.lb); p.Kind == pub.KindBook {
		r.kindGuess = false
	}
	if r.kindGuess {
		if d.kindGuess == nil {
			d.kindGuess = map[*pub.Publication]bool{}
		}
		d.kindGuess[p] = true
	}
	d.pubs = append(d.pubs, p)
	for _, h := range f.heads[min(1, len(f.heads)):] {
		// The other entries of a reference work that e names by their
		// head words: one publication each, like p.
		d.pubs = append(d.pubs, d.sameEntry(p, h, r.kindGuess, line, text))
	}
	return nil
}

// sameEntry returns a copy of p, the publication of an entry that names
// several entries of a reference work by their head words, with the
// title of another of them, noted as p is.
func (d *cvDoc) sameEntry(p *pub.Publication, title string, kindGuess bool, line int, text string) *pub.Publication {
	q := *p
	q.Title = title
	q.Authors, q.Editors, q.Doubts = slices.Clone(p.Authors), slices.Clone(p.Editors), slices.Clone(p.Doubts)
	q.Confidence = maps.Clone(p.Confidence)
	if slices.Contains(q.Doubts, NoBylineDoubt) {
		d.noByline = append(d.noByline, Pending{&q, line, text})
	}
	if kindGuess {
		d.kindGuess[&q] = true
	}
	return &q
}

// isPublication reports whether e, whose fields are f, labelled lb, and
// whose first line is line, text, is a publication. An entry that is
// none for a reason worth telling is warned of, and the warning's error
// returned.
func (d *cvDoc) isPublication(e *cvEntry, f *cvFields, lb *cvLabelled, line int, text string) (bool, error) {
	if e.lead && f.byline == nil && !f.titleMarked && len(e.lines) == 1 && !hasYear(text) && !cues.VenueWords.In(text) {
		// A line of prose under the section heading, "Complete list on
		// Google Scholar", introduces the list and is no entry.
		return false, nil
	}
	if e.lead && profileLine(f, e) {
		// "Jane Doe, marine ecology." opening the page: a line about
		// the owner, no entry.
		return false, nil
	}
	linked := f.byline == nil && (e.bareLead || !f.titleMarked && linksCopy(e, f, lb))
	if f.byline == nil && (!f.titleMarked && !linked && !f.headWords && !ownerReference(e, f) || f.titleLink && (!e.lines[0].Item || len(strings.Fields(f.title)) < 3)) {
		return false, d.Warn(line, text, "cannot read publication entry: no author list and no marked title")
	}
	if f.title == "" {
		return false, d.Warn(line, text, "cannot read publication entry: no title found")
	}
	if f.byline == nil && !linked && findYear(f.pieces) == 0 && e.year == 0 && !venueLike(f.pieces) && !markedTitleOnly(e, f, lb) {
		// A sentence whose only mark is a link or underlined text, such as
		// "see my Scholar profile", is no publication.
		return false, d.Warn(line, text, "cannot read publication entry: no author list, year or venue")
	}
	return true, nil
}

// markedTitleOnly reports whether f, the fields of e, opens with a title
// that the labeller reads as one, in bold or italics on a line of its
// own, or in bold opening a list item: a paper of the owner's listed by its title
// alone, as pages of work in progress list them ("- **Title**. Job
// market paper.").
func markedTitleOnly(e *cvEntry, f *cvFields, lb *cvLabelled) bool {
	if !f.titleMarked || f.titleLink || f.titleLine != 0 || !lb.readsAs(f.title, label.Title) {
		return false
	}
	l := &f.lines[0]
	if len(f.lines) == 1 && l.OnlyStyle(markup.Bold|markup.Italic) {
		return true
	}
	return e.lines[0].Item && f.titleRange[0] == skipLeading(l.Text, 0) && styledOver(l, f.titleRange[0], f.titleRange[1], markup.Bold)
}

// ownerReference reports whether e, a list item with no byline and an
// unmarked title, reads as a reference whose author is the owner: its
// title sentence is followed by a venue and a year, "1. A title. *Journal*
// 12 (2020), 1–9.", or by a link to the paper's DOI or arXiv record.
func ownerReference(e *cvEntry, f *cvFields) bool {
	if !e.lines[0].Item || len(strings.Fields(f.title)) < 3 {
		return false
	}
	return findYear(f.pieces) > 0 && venueLike(f.pieces) || paperLink(e.lines)
}

// linksCopy reports whether e, a list item with no byline and an
// unmarked title, reads as the owner's paper with a link to a copy of
// it: the labeller reads its title as one, and the words of a link after
// it as a link's label ("2. A title. [Preprint](a.pdf)", "[PDF]").
func linksCopy(e *cvEntry, f *cvFields, lb *cvLabelled) bool {
	if !e.lines[0].Item || len(strings.Fields(f.title)) < 3 || !lb.readsAs(f.title, label.Title) {
		return false
	}
	end := strings.Index(lb.text, f.title) + len(f.title)
	for k, l := range f.lines {
		for _, sp := range l.Spans {
			s, t := lb.at(k, sp.Start), lb.at(k, sp.End)
			if sp.Style&markup.Link == 0 || s < end {
				continue
			}
			if share, _ := lb.share(s, t, label.LinkWord); share > 0.5 {
				return true
			}
		}
	}
	return false
}

// paperLink reports whether lines link to a paper's DOI or arXiv record.
func paperLink(lines []doc.Line) bool {
	for _, l := range lines {
		for _, u := range l.URLs {
			if strings.Contains(u, "doi.org/10.") || strings.Contains(u, "arxiv.org/abs/") || strings.Contains(u, "arxiv.org/pdf/") {
				return true
			}
		}
	}
	return false
}

// setAuthors gives p the authors r read in e, with the doubts of its
// byline, or notes that e has none.
func (d *cvDoc) setAuthors(p *pub.Publication, e *cvEntry, r *cvRead, line int, text string) {
	f := r.f
	if f.byline == nil {
		// Warned of once the owner is known (warnNoByline): on a page
		// that leaves the owner out of bylines, the entry is the owner's.
		p.Doubts = append(p.Doubts, NoBylineDoubt)
		d.noByline = append(d.noByline, Pending{p, line, text})
		return
	}
	p.Authors, p.Incomplete = r.authors, r.incomplete
	if r.surnames {
		d.surnameBylines++
	}
	if len(r.pairs) == len(p.Authors) && len(r.pairs) > 0 {
		if d.surnamePairs == nil {
			d.surnamePairs = map[*pub.Publication][][2]string{}
		}
		d.surnamePairs[p] = r.pairs
	}
	applyAuthorNotes(p.Authors, e.notes)
	d.boldAuthor[p] = r.bold
	if f.byline.Han {
		p.Doubts = append(p.Doubts, "names in Han characters were parted at separators and bold text")
	}
	if f.byline.Incomplete {
		p.Doubts = append(p.Doubts, "the author list is elided")
	}
	if len(p.Authors) == 1 && !p.Incomplete {
		p.Doubts = append(p.Doubts, SingleAuthorDoubt)
	}
}

// doubtGuesses notes on p, and warns of, a title or byline that f holds
// with little confidence.
func (d *cvDoc) doubtGuesses(p *pub.Publication, f *cvFields, conf cvConfidence, line int, text string) error {
	if conf.title < 0.6 && !f.titleMarked {
		p.Doubts = append(p.Doubts, "title is a guess: it is not quoted, bold or a heading")
	}
	if conf.title < sureField {
		setConfidence(p, "title", conf.title)
		if err := d.Warn(line, text, "publication %q: the title is uncertain", f.title); err != nil {
			return err
		}
	}
	if f.byline != nil && conf.byline < sureField {
		setConfidence(p, "authors", conf.byline)
		p.Doubts = append(p.Doubts, "the author list is uncertain")
		if err := d.Warn(line, text, "publication %q: the author list is uncertain", f.title); err != nil {
			return err
		}
	}
	return nil
}

// readDetails sets the venue, year, kind and identifiers of p, the
// publication of e, from e, f and lb alone, with their doubts; it reports
// whether the kind is a guess that settleKinds may change.
func readDetails(p *pub.Publication, e *cvEntry, f *cvFields, lb *cvLabelled) (kindGuess bool) {
	all := restText(f)
	p.VenueText = entryVenue(f, lb)
	p.Venue = shortVenue(p.VenueText)
	setLocator(p, f, lb)
	p.Year = entryYear(e, f)
	if p.Year == 0 {
		if cues.Pending.In(all) {
			p.Doubts = append(p.Doubts, "no year: marked as to appear")
		} else {
			p.Doubts = append(p.Doubts, "no year found")
		}
	}
	if p.VenueText == "" {
		p.Doubts = append(p.Doubts, "no venue found")
	}
	kindGuess = setKind(p, e, f, lb, all)
	setLinks(p, f)
	return kindGuess
}

// restText is the text of f's pieces but the notes of another version,
// joined by " | ".
func restText(f *cvFields) string {
	var rest []string
	for _, pc := range f.pieces {
		if inBrackets(f.lines[pc.line].Text, pc.start, pc.end) && otherVersion(pc.text) {
			// "[preprint: bioRxiv 2020.05.01.072900]" names another
			// version of the paper, not its kind; "[Preprint]" alone,
			// or APA's "[Doctoral dissertation]", does.
			continue
		}
		rest = append(rest, pc.text)
	}
	return strings.Join(rest, " | ")
}

// entryVenue returns the venue of f as written, "" for none.
func entryVenue(f *cvFields, lb *cvLabelled) string {
	candidates := outsideBracketNotes(f, fieldPieces(outsideReviewed(f)))
	kept := withoutStatus(candidates)
	venue := venueText(kept)
	if v, ok := containerVenue(f, lb); ok && len(kept) == len(candidates) && (venue == "" || !isoJournal(venue+" 1") && lb.readsAs(venue, label.Editor, label.Author, label.Publisher, label.Note, label.Award, label.Contrib, label.LinkWord)) {
		// The labeller's container wins over a venue the rules picked
		// that it reads as something else: the editors of a book, a
		// publisher, a note. An abbreviated journal ("J. Reine Angew.
		// Math.", which it may read as a name) stands.
		venue = v
	}
	// "Forthcoming in *Journal*", "Journal [PDF]": what the labeller
	// reads as a status or a link's label is no part of the venue, nor
	// is a locator or a book's editors after its name.
	return lb.trimCVWords(lb.cutVenueFields(venue), venueCVLabels)
}

// entryYear returns the year of e, whose fields are f, 0 for none.
func entryYear(e *cvEntry, f *cvFields) int {
	year := findYear(fieldPieces(f.pieces))
	if year == 0 {
		// "Doe, J. (2005) Title": a year in parentheses that the title
		// took and gave up.
		for k, l := range f.lines {
			for _, m := range parenYears(l.Text, true) {
				if _, opens := titleYearEnd(f.lines[k].Text[m[0]:]); k == f.titleLine && m[0] >= f.titleRange[0] && m[1] <= f.titleRange[1] && !opens {
					continue
				}
				if year == 0 {
					year = m[2]
				}
			}
		}
	}
	if year == 0 && e.year > 0 {
		year = e.year
	}
	return year
}

// setKind gives p, read from e with fields f, its kind, all being the
// text of its pieces (restText); it reports whether the kind is a guess
// that nothing in the entry named.
func setKind(p *pub.Publication, e *cvEntry, f *cvFields, lb *cvLabelled, all string) (kindGuess bool) {
	p.Kind = lb.kindOr(entryKind(e.kind, f.tagKind, dropBrackets(all), p.VenueText))
	switch {
	case p.Kind == "" && pressName(p.VenueText):
		// A piece in a newspaper or magazine: press, of kind other.
		p.Kind = pub.KindOther
	case p.Kind == "":
		p.Kind = pub.KindConference
		kindGuess = true
	}
	if p.Kind == pub.KindConference && e.kind == "" && (volumePages(f.pieces) || lb.journalLike()) {
		// "Reliability Things, 191, 106568": a volume and pages make a
		// journal, when neither the venue's words nor the section say more.
		if _, known := lookupVenue(p.VenueText); !known && kindWords(dropBrackets(all)) == "" {
			p.Kind = pub.KindJournal
			kindGuess = false
		}
	}
	if (len(reviewNotes(all)) > 0 || bookReviewTitle(p.Title) || f.review) && p.Kind != pub.KindChapter {
		// A book review is neither a journal article nor a paper.
		p.Kind = pub.KindOther
		kindGuess = false
	}
	return kindGuess
}

// setLinks gives p the arXiv identifier, DOI and URL that f's lines hold.
// Sentences below the byline and the year are notes: the link in "It
// received [the best paper award](...)" is not the paper's.
func setLinks(p *pub.Publication, f *cvFields) {
	yearLine := -1
	if f.byline != nil && p.Year > 0 {
		for k := max(f.bylineLine, f.titleLine) + 1; k < len(f.lines); k++ {
			if strings.Contains(f.lines[k].Text, strconv.Itoa(p.Year)) {
				yearLine = k
				break
			}
		}
	}
	for k, l := range f.lines {
		noteLine := yearLine >= 0 && k > yearLine && len(strings.Fields(dropBrackets(l.Text))) >= 3
		if yy, mm, num, ok := shape.FindArXiv(l.Text); ok && p.ArXiv == "" {
			p.ArXiv = yy + mm + "." + num
		}
		if i, e := shape.FindDOI(l.Text); i >= 0 && p.DOI == "" {
			p.DOI = l.Text[i:e]
		}
		if i, e := shape.FindURL(l.Raw); i >= 0 && p.URL == "" && !noteLine {
			p.URL = l.Raw[i:e]
		}
		for _, u := range l.URLs {
			linkURL(p, u, noteLine)
		}
	}
}

// linkURL takes u, a link target of an entry, as p's URL (unless it is
// on a note line), arXiv identifier or DOI, where p has none yet.
func linkURL(p *pub.Publication, u string, noteLine bool) {
	if !webURL(u) {
		return
	}
	if p.URL == "" && !noteLine {
		p.URL = u
	}
	if yy, mm, num, ok := shape.FindArXiv(u); ok && p.ArXiv == "" {
		p.ArXiv = yy + mm + "." + num
	}
	if i, e := shape.FindDOI(u); i >= 0 && p.DOI == "" && doiURL(u) {
		p.DOI = strings.TrimSuffix(u[i:e], ".pdf")
	}
}

// sameAuthors returns e with the dash that stands for the previous
// entry's byline replaced by that byline, so that the entry reads as if
// its authors were written out.
func (d *cvDoc) sameAuthors(e *cvEntry) *cvEntry {
	if d.lastByline == "" || len(e.lines) == 0 || e.heading {
		return e
	}
	l := e.lines[0]
	at, ok := sameAuthorDash(l.MD)
	if !ok {
		return e
	}
	l.MD = d.lastByline + l.MD[at:]
	l.Text, l.Spans = markup.Inline(l.MD)
	c := *e
	c.lines = slices.Concat([]doc.Line{l}, e.lines[1:])
	return &c
}

// withoutStatus drops the pieces that give the status of unpublished
// work and the journal that follows such a status: "Submitted to
// *Journal*", "Revise and resubmit, *Journal*". A series printed before
// the status, "NBER Working Paper No. 1, 2021", stays.
func withoutStatus(pieces []cvPiece) []cvPiece {
	var out []cvPiece
	after := false
	for _, pc := range pieces {
		if unpublished(pc.text) && !cues.Series.In(pc.text) {
			after = true
			continue
		}
		if after {
			after = false
			continue
		}
		out = append(out, pc)
	}
	return out
}

// fieldPieces drops the pieces that hold no field of a reference: prose
// of 30 words or more (an abstract under the entry), and the labels that
// open such prose or link to files ("Abstract", "PDF", "Slides").
func fieldPieces(pieces []cvPiece) []cvPiece {
	var out []cvPiece
	for _, pc := range pieces {
		if len(strings.Fields(pc.text)) >= 30 || cues.LinkLabel.IsWords(pc.text) {
			continue
		}
		out = append(out, pc)
	}
	return out
}

// outsideReviewed returns the pieces of f that are not inside a note
// naming a reviewed book, whose title is no venue.
func outsideReviewed(f *cvFields) []cvPiece {
	var out []cvPiece
	for _, pc := range f.pieces {
		inside := false
		for _, m := range reviewNotes(f.lines[pc.line].Text) {
			if pc.start >= m[0] && pc.end <= m[1] {
				inside = true
			}
		}
		if !inside {
			out = append(out, pc)
		}
	}
	return out
}

// cvMarkKeys says what the marks after names stand for, from the keys a
// CV gives ("* equal contribution", "† corresponding author").
type cvMarkKeys struct {
	starCorresponding bool // "*" marks the corresponding author
	daggerEqual       bool // "†" marks equal contribution
}

// markKeys reads the keys to name marks anywhere in src.
func markKeys(src string) cvMarkKeys {
	// "* Equal contribution † Correspondence" keys the dagger to the
	// corresponding author, though "equal" comes before it.
	star, dagger := markKeysOf(src)
	return cvMarkKeys{starCorresponding: star, daggerEqual: dagger}
}

// bylineAuthors cleans the byline's names and sets their marks: "*"
// means equal contribution unless the CV says it marks the corresponding
// author; "†" means equal contribution where the CV or the entry says so.
func bylineAuthors(f *cvFields, keys cvMarkKeys) ([]pub.Author, bool) {
	b := f.byline
	entryText := ""
	for _, x := range f.lines {
		entryText += x.Text + " "
	}
	stars := strings.ContainsAny(strings.Join(b.Marks, ""), "*∗⋆")
	daggerEqual := keys.daggerEqual || !stars && strings.Contains(strings.ToLower(entryText), "equal")
	var out []pub.Author
	for i, n := range b.Names {
		name := names.Clean(n)
		if name == "" {
			continue
		}
		m := b.Marks[i]
		a := pub.Author{Name: name}
		star := strings.ContainsAny(m, "*∗⋆")
		a.Equal = star && !keys.starCorresponding || daggerEqual && strings.Contains(m, "†") || strings.Contains(m, names.EqualMark)
		a.Corresponding = strings.Contains(m, "✉") || star && keys.starCorresponding
		out = append(out, a)
	}
	written := make([]string, len(out))
	for i := range out {
		written[i] = out[i].Name
	}
	for i, n := range names.GivenFirst(written) {
		out[i].Name = n
	}
	return out, b.Incomplete
}

// applyAuthorNotes marks the authors that notes under an entry name:
// "* Jane Doe and Ann Lee are co-first authors" makes them Equal, "Jane
// Doe is the corresponding author" makes her Corresponding.
func applyAuthorNotes(authors []pub.Author, notes []string) {
	for _, n := range notes {
		lower := strings.ToLower(n)
		corr := strings.Contains(lower, "corresponding")
		equal := !corr || strings.Contains(lower, "equal") || strings.Contains(lower, "first")
		// The names run to the verb: "Jane Doe and Ann Lee are ...".
		if at := noteVerbAt(n); at >= 0 {
			n = n[:at]
		}
		b := names.Parse(n, skipLeading(n, 0), false)
		for _, named := range b.Names {
			key := nameKey(names.Clean(named))
			for i := range authors {
				if nameKey(authors[i].Name) != key {
					continue
				}
				if corr {
					authors[i].Corresponding = true
				}
				if equal {
					authors[i].Equal = true
				}
			}
		}
	}
}

// venueText picks the venue among the pieces: italic text first, then a
// piece that reads like a venue, then the first piece.
func venueText(pieces []cvPiece) string {
	pick, series := "", ""
	// "(*in press*)": a date or status in place of the year, which
	// "press" would otherwise make a publisher's name.
	dated := func(p cvPiece) bool { return monthOnly("(" + strings.Trim(p.text, " ()") + ")") }
	for i, p := range pieces {
		if pick == "" && p.italic && !isNote(p.text) && hasLetter(p.text) && !dated(p) {
			pick, series = p.text, seriesLetter(pieces, i)
		}
	}
	if pick == "" {
		for _, p := range pieces {
			if !isNote(p.text) && !dated(p) && (strongVenue(p.text) || cues.VenueWords.In(p.text)) {
				pick = p.text
				break
			}
		}
	}
	if pick == "" {
		for _, p := range pieces {
			if !isNote(p.text) && hasLetter(p.text) && !monthOnly(p.text) && !dated(p) {
				pick = p.text
				break
			}
		}
	}
	v := cleanVenue(pick)
	if series != "" && v != "" {
		if !strings.HasSuffix(v, ".") {
			v += "."
		}
		v += " " + series
	}
	return v
}

// seriesLetter returns the letter of a journal's series that the physics
// styles print in roman after the journal's italic name, glued to the
// volume: "*Eur. Phys. J.* C78 (2018) 140", "*Phys. Lett.* B 716": "C",
// to add to the name after its full stop; "" when pieces[i+1] starts
// with no such letter.
func seriesLetter(pieces []cvPiece, i int) string {
	if i+1 >= len(pieces) || pieces[i+1].line != pieces[i].line {
		return ""
	}
	// The name ends in an abbreviated word: "J.", "Lett.", "Rev.".
	if w := strings.Fields(pieces[i].text); len(w) < 2 || len(strings.TrimRight(w[len(w)-1], ".")) > 5 {
		return ""
	}
	t := strings.TrimLeft(pieces[i+1].text, " ")
	if len(t) < 2 || t[0] < 'A' || t[0] > 'Z' {
		return ""
	}
	rest := strings.TrimLeft(t[1:], " ")
	if rest == "" || rest[0] < '0' || rest[0] > '9' {
		return ""
	}
	return t[:1]
}

// venueLike reports whether a piece reads like a venue: italic, or
// named like one.
func venueLike(pieces []cvPiece) bool {
	for _, p := range pieces {
		if !isNote(p.text) && hasLetter(p.text) && (p.italic || strongVenue(p.text) || cues.VenueWords.In(p.text)) {
			return true
		}
	}
	return false
}

// volumeIndex returns where the volume, issue and pages that end an
// APA-style journal reference start and end in s, and where the volume
// is: ", 191, 106568", ", 12(3), 45–67", ", 29(2)", or Google Scholar's
// " 22 (3), 034017" after a space, where the issue and pages must both
// be there; nil for none.
func volumeIndex(s string) []int {
	t, ok := findTail(s, tailAPA)
	if !ok || !t.comma && (!t.issue || !t.pages) {
		return nil
	}
	return []int{t.start, len(s), t.vol[0], t.vol[1]}
}

// volumePages reports whether a piece ends in a journal's volume and
// pages or issue, as APA and Vancouver references write them.
func volumePages(pieces []cvPiece) bool {
	for k, p := range pieces {
		if _, ok := findTail(p.text, tailVancouver); ok {
			return true
		}
		if t, ok := findTail(p.text, tailChicago); ok && hasLetter(p.text[:t.start]) && !hasYear(p.text[t.vol[0]:t.vol[1]]) {
			return true
		}
		// "*Journal* 49 (3): 612–645.": the tail may be a piece of its
		// own after an italic venue.
		if k > 0 && !hasLetter(p.text) {
			if t, ok := findTail(" "+p.text, tailChicago); ok && !hasYear((" " + p.text)[t.vol[0]:t.vol[1]]) && hasLetter(pieces[k-1].text) {
				return true
			}
		}
		m := volumeIndex(p.text)
		if m != nil && hasLetter(p.text) && !hasYear(p.text[m[2]:m[3]]) && (strings.Contains(p.text[m[0]:], "(") || strings.Count(p.text[m[0]:], ",") >= 2) {
			return true
		}
	}
	return false
}

// monthOnly reports whether s is only a date: "July 2021", or the
// author-date styles' "(2018, May)".
func monthOnly(s string) bool {
	if m := parenYearAfterRe.FindStringIndex(s); m != nil && strings.Trim(s[m[1]:], " .") == "" {
		return true
	}
	return strings.TrimSpace(dropMonthYear(" "+s)) == ""
}

// cleanVenue trims links, marks, dates and "In" from a venue as written.
func cleanVenue(s string) string {
	if m, ok := findMonthYear(strings.TrimRight(s, " .")); ok && m.month != "" && m.year != "" && hasLetter(s[:m.start]) {
		// "NEW YORK TIMES (May 3, 2019)": the day of a newspaper's issue.
		s = s[:m.start]
	}
	s = cutVenueTail(cutVenueLead(s))
	for range 2 {
		if m, ok := findMonthYear(s); !ok || m.month == "" && m.year == "" {
			// Only a full stop ends s, which may be an abbreviation's.
			break
		}
		t := strings.TrimSpace(dropMonthYear(s))
		if t == "" || t == s {
			break
		}
		s = trimVenue(t)
	}
	if m := volumeIndex(s); m != nil && !hasYear(s[m[2]:m[3]]) {
		s = trimVenue(s[:m[0]])
	}
	if i := strings.LastIndexByte(s, ' '); i > 0 && strings.HasSuffix(s[:i], ".") && isoAbbrevShape(s[i+1:]+".") && !abbrevs[strings.ToLower(s[i+1:])] {
		// "Ann. Appl. Probab": an ISO 4 abbreviation keeps its last
		// full stop, which the pieces lost, when an abbreviated word
		// stands before it.
		s += "."
	}
	s = dropFieldLabel(s)
	for _, p := range []string{"In: ", "in: ", "In ", "in "} {
		s = strings.TrimPrefix(s, p)
	}
	// "Ph.D. thesis, TU Munich": the school is the venue; the words
	// before it give the kind, which entryKind reads from the whole entry.
	if e, ok := thesisLeadEnd(s); ok && hasLetter(s[e:]) {
		s = s[e:]
	}
	return s
}

// cutVenueLead cuts from a venue as written the editors before it,
// brackets, pages, a leading year and what follows the venue in a status,
// DOI, place or patent date.
func cutVenueLead(s string) string {
	// "in: Roe, M./Lee, A. (Hrsg.): Book", "In J. Doe (eds.), Book": the
	// editors are no part of the book's title.
	if m := editorsBeforeRe.FindStringIndex(s); m != nil && m[1] < len(s) {
		s = s[m[1]:]
	}
	s = dropMarkedNumbers(s, true)
	s = cutEditorsAfter(s)
	// "2019, ApJ, 880, 12": the AAS style puts the year before the journal.
	if e, ok := leadYearComma(s); ok && hasLetter(s[e:min(e+4, len(s))]) {
		s = s[e:]
	}
	if at, ok := statusTailStart(s); ok && hasLetter(s[:at]) {
		// "Math. Ann., to appear": a status after the journal.
		s = s[:at]
	}
	if at, ok := doiTailStart(s); ok && hasLetter(s[:at]) {
		// "bioRxiv 2023.01.10.523456; doi: https://doi.org/…".
		s = s[:at]
	}
	if m := placeYearStart(strings.TrimRight(s, " .")); m > 0 && hasLetter(s[:m]) {
		// "Handbook, Münster 2010": the place and year of the book.
		s = s[:m]
	}
	if !cues.Patent.In(s) {
		// A patent's "No. 10,123,456" is its number, not an issue.
		s = dropMarkedNumbers(s, false)
	} else if at, ok := patentDateStart(s); ok && hasLetter(s[:at]) {
		// "U.S. Patent 9,876,543, issued January 2, 2018": the date.
		s = s[:at]
	}
	return s
}

// cutVenueTail collapses the spaces of a venue and cuts the volume,
// pages and year that the Vancouver, Chicago, AMS and LNCS styles put
// after it.
func cutVenueTail(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if t, ok := findTail(s, tailVancouver); ok && hasLetter(s[:t.start]) {
		// "Med Image Anal. 2021;70:101987": the journal ends before the
		// date. Vancouver abbreviations carry no full stops, so a lone
		// stop before the date separates fields; "Nat. Mach. Intell."
		// keeps its last one.
		s = strings.TrimRight(s[:t.start], " ,;:")
		if t := strings.TrimSuffix(s, "."); !strings.Contains(t, ".") {
			s = t
		}
	}
	if t, ok := findTail(s, tailChicago); ok && hasLetter(s[:t.start]) && !hasYear(s[t.vol[0]:t.vol[1]]) {
		// "Social Networks 54: 1–12": volume and pages end the journal.
		s = strings.TrimRight(s[:t.start], " ,;:")
	}
	if t, ok := findTail(s, tailAMS); ok && hasLetter(s[:t.start]) {
		// "J. Funct. Anal. 12 (2003) 1–20": the AMS style's volume,
		// year and pages.
		s = strings.TrimRight(s[:t.start], " ,;:")
	}
	// "TU Munich (2019)": the LNCS style closes an entry with its year
	// in parentheses.
	s = cutParenYearEnd(s)
	s = trimVenue(cutLocatorMark(s))
	return s
}

// trimVenue trims marks and punctuation around a venue, keeping the full
// stop of an abbreviation that ends it: "IEEE Trans. Parallel Distrib. Syst.".
func trimVenue(s string) string {
	t := strings.Trim(s, " *,.;:|")
	if rest := strings.TrimLeft(s[strings.Index(s, t)+len(t):], " *,;:|"); t != "" && strings.HasPrefix(rest, ".") {
		if last := t[strings.LastIndexAny(t, " (")+1:]; abbrevs[strings.ToLower(last)] {
			return t + "."
		}
	}
	return t
}

// shortVenue returns the venue's acronym when the venue table or the text
// shows one, otherwise the venue as written.
func shortVenue(s string) string {
	if s == "" {
		return ""
	}
	if v, ok := lookupVenue(s); ok {
		return v.Acronym
	}
	if kindOnly(s) {
		return ""
	}
	for _, m := range innerParens(s) {
		if a := acronymOf(s[m[0]+1 : m[1]-1]); a != "" {
			return a
		}
	}
	if a := acronymOf(dropPublisherWords(s)); a != "" {
		return a
	}
	if f := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\'' || r == '’' }); len(f) > 1 && IsAcronym(f[0]) && hasYear(" "+f[1]+" ") {
		return f[0]
	}
	if strings.HasPrefix(strings.ToLower(s), "arxiv") {
		return "arXiv"
	}
	return s
}

// acronymOf returns s as an acronym if, without years and ordinals, it
// is one to three acronym words.
func acronymOf(s string) string {
	s = dropYearDigits(s)
	s = dropShortYears(s)
	f := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\'' || r == '’' || r == '\t' })
	if len(f) == 0 || len(f) > 3 {
		return ""
	}
	for i, w := range f {
		// "MLG @ ECML-PKDD", "TAL & Santé" join acronyms.
		if !IsAcronym(w) && !(i > 0 && i < len(f)-1 && (w == "@" || w == "&")) {
			return ""
		}
	}
	return strings.Join(f, " ")
}

// keepNonDigit drops digits in strings.Map.
func keepNonDigit(r rune) rune {
	if unicode.IsDigit(r) {
		return -1
	}
	return r
}

// IsAcronym reports whether w is written like a venue acronym: NeurIPS,
// SIGCOMM, IoT-J, MLSys.
func IsAcronym(w string) bool {
	if !isAcronymShape(w) || len(w) < 2 || len(w) > 14 {
		return false
	}
	upper := 0
	for _, r := range w {
		if unicode.IsUpper(r) {
			upper++
		}
	}
	return upper >= 2 || strings.EqualFold(w, "arxiv")
}

// findYear returns the first year in the pieces, else one from a short
// year ("NSDI'25") or an arXiv identifier.
func findYear(pieces []cvPiece) int {
	for _, p := range pieces {
		for _, m := range findYears(p.text, -1) {
			// Not the YYMM of an arXiv id such as 2012.02732.
			if e := m.year + 4; e+1 < len(p.text) && p.text[e] == '.' && p.text[e+1] >= '0' && p.text[e+1] <= '9' {
				continue
			}
			// Nor the start of a number in groups, as in the patent
			// number "ZL 2021 1 0694788.0".
			if numberGroupAfter(p.text[m.year+4:]) {
				continue
			}
			y, _ := strconv.Atoi(p.text[m.year : m.year+4])
			return y
		}
	}
	for _, p := range pieces {
		if _, digits, ok := shortYear(p.text); ok {
			y, _ := strconv.Atoi(digits)
			return 2000 + y
		}
	}
	for _, p := range pieces {
		if yy, mm, _, ok := shape.FindArXiv(p.text); ok {
			y, _ := strconv.Atoi(yy)
			if mo, _ := strconv.Atoi(mm); mo >= 1 && mo <= 12 && y >= 7 {
				return 2000 + y
			}
		}
	}
	return 0
}

// entryKind decides a publication's kind from its section, a tag in its
// title, the words around it and the venue table.
func entryKind(section, tag pub.Kind, rest, venue string) pub.Kind {
	switch section {
	case pub.KindPatent, pub.KindThesis, pub.KindUnderReview, pub.KindPreprint:
		return section
	}
	if tag != "" {
		return tag
	}
	// The venue's own words first: "SIGKDD Explorations [arXiv version]".
	if k := kindWords(venue); k != "" {
		return k
	}
	if k := kindWords(rest); k != "" {
		return k
	}
	if v, ok := lookupVenue(venue); ok && v.Kind != "" {
		return v.Kind
	}
	if section != "" {
		return section
	}
	return ""
}

// settleSurnames reads again, as surnames alone, the bylines of two
// one-word names each ("Doe, Roe, Poe, Lee"), when the document's other
// bylines show that its list prints surnames alone: at least two of them
// have an odd count of one-word names, which no reading as surnames and
// given names fits, and they are not far outnumbered by the bylines that
// read either way.
func (d *cvDoc) settleSurnames() {
	if d.surnameBylines < 2 || 3*d.surnameBylines < len(d.surnamePairs) {
		return
	}
	for p, pairs := range d.surnamePairs {
		if len(pairs) != len(p.Authors) {
			continue
		}
		authors := make([]pub.Author, 0, 2*len(pairs))
		for i, pair := range pairs {
			if pair[1] == "" {
				authors = append(authors, p.Authors[i])
				continue
			}
			// The marks were written after the second name.
			second := p.Authors[i]
			second.Name = pair[1]
			authors = append(authors, pub.Author{Name: pair[0]}, second)
		}
		p.Authors = authors
		p.Doubts = slices.DeleteFunc(p.Doubts, func(s string) bool { return s == SingleAuthorDoubt })
	}
}

// settleKinds gives the publications whose entries named no kind the kind
// most of the others in the document have, journal or conference: a list
// of journal papers in biology leaves "*Evolution*. 2022." unnamed as
// surely as a list of systems papers leaves "Orca. 2022." With no others
// to go by it is a conference paper, as before.
func (d *cvDoc) settleKinds() {
	if len(d.kindGuess) == 0 {
		return
	}
	journals, conferences := 0, 0
	for _, p := range d.pubs {
		if d.kindGuess[p] {
			continue
		}
		switch p.Kind {
		case pub.KindJournal:
			journals++
		case pub.KindConference, pub.KindWorkshop:
			conferences++
		}
	}
	kind := pub.KindConference
	if journals > conferences {
		kind = pub.KindJournal
	}
	for p := range d.kindGuess {
		p.Kind = kind
	}
}

// boldNames returns the cleaned names of the byline set in bold (or
// underlined, or in italics), the way CVs mark their owner.
func boldNames(f *cvFields) map[string]bool {
	l := &f.lines[f.bylineLine]
	out := map[string]bool{}
	for i, r := range f.byline.Ranges {
		for _, s := range l.Spans {
			if s.Style&(markup.Bold|markup.Italic) != 0 && s.Start <= r[0]+1 && s.End >= r[1]-2 {
				out[names.Clean(f.byline.Names[i])] = true
			}
		}
	}
	return out
}

// lookupVenue looks s up in the venue table without a leading "In Proc. of
// the", which would otherwise read as the journal Proceedings of the IEEE.
func lookupVenue(s string) (venues.Venue, bool) {
	if t := dropProcPrefix(s); t != s && len(strings.Fields(t)) > 1 {
		if v, ok := venues.Lookup(t); ok {
			return v, true
		}
	}
	return venues.Lookup(s)
}

// SingleAuthorDoubt is the doubt on a byline of one name, dropped by
// settleSingleAuthors when that name is the CV's owner.
const SingleAuthorDoubt = "single author"

// nameKey is a name folded for comparison: ASCII lower-case letters
// only, diacritics removed (norm.Letters).
func nameKey(s string) string { return norm.Letters(s) }

// NoBylineDoubt is the doubt of a publication read without an author list.
const NoBylineDoubt = "no author list found"

// Pending is a publication read without an author list, with the line
// and text a warning about it names.
type Pending struct {
	Pub  *pub.Publication
	Line int
	Text string
}

// RemoveDoubt returns doubts without d (in place).
func RemoveDoubt(doubts []string, d string) []string {
	out := doubts[:0]
	for _, x := range doubts {
		if x != d {
			out = append(out, x)
		}
	}
	return out
}
