package entries

import (
	"reflect"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/cues"
	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/names"
	"github.com/pubgraph/pubgraph/ingest/cv/sections"
	"github.com/pubgraph/pubgraph/ingest/internal/quickre"
	"github.com/pubgraph/pubgraph/ingest/internal/wordset"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/internal/shape"
	"github.com/pubgraph/pubgraph/pub"
)

// cvEntry is the lines of one publication entry.
type cvEntry struct {
	lines   []doc.Line
	heading bool     // the first line is a heading holding the title
	year    int      // year of the group heading above the entry
	kind    pub.Kind // default kind from the section heading
	// lead is set for a paragraph that opens its section, where a page
	// may say a word about the list ("Complete list on Google Scholar").
	lead bool
	// notes are lines under the entry that say what its authors' marks
	// mean: "* Jane Doe and Ann Lee are co-first authors."
	notes []string
	// fields is what analyzeEntry found in lines while the entries were
	// cut, kept so that readEntry need not read the same lines again;
	// nil when lines changed since.
	fields *cvFields
	// decided is set when the line model cut the entry: it is not split
	// again (splitGlued).
	decided bool
	// italicLead is set for an entry that opens with an italic title in
	// a section whose paragraphs mostly so open (see commonLead): the
	// italics are its title, whatever they would be elsewhere.
	italicLead bool
	// bareLead is set for an entry of a bare list of titles (bareBlocks).
	bareLead bool
}

// How a block of lines starts.
const (
	startPara = iota
	startItem
	startHeading
	startGroup
)

type cvBlock struct {
	lines []doc.Line
	start int
	year  int
	// head is the source line of a lettered sub-heading made a group
	// heading (letteredGroups), 0 for none; skip is set when its part
	// holds no publications.
	head int
	skip bool
}

// readPublications reads the entries of every publication section, and
// the items of a "References" section that look like publications. When
// that finds no publication at all, the list items of the other sections
// (but education and employment) that look like publications are read:
// a page of old-style references under an unknown heading.
func (d *cvDoc) readPublications() error {
	defer d.settleKinds()
	defer d.settleSurnames()
	err := d.readSections(func(s sections.Section) (bool, func(*cvEntry) bool) {
		switch {
		case s.MaybePub && s.Listed:
			// A software section: its packages are no papers,
			// its citable releases are works.
			return true, looksLikeRelease
		case s.MaybePub:
			return true, looksLikePub
		}
		return s.Kind == sections.Publications, nil
	})
	if err != nil || len(d.pubs) > 0 {
		return err
	}
	return d.readSections(func(s sections.Section) (bool, func(*cvEntry) bool) {
		return (s.Kind == sections.Other || s.Kind == sections.None) && !s.MaybePub && !s.Listed, looksLikePub
	})
}

// looksLikeRelease reports whether e, an item of a software section,
// is a citable release: it reads as a publication (looksLikePub) and
// holds a DOI. A package listed with its authors, year and repository
// link is software, which a publication list leaves out.
func looksLikeRelease(e *cvEntry) bool {
	if !looksLikePub(e) {
		return false
	}
	for _, l := range e.lines {
		if hasDOI(l.Text) {
			return true
		}
		for _, u := range l.URLs {
			if hasDOI(u) {
				return true
			}
		}
	}
	return false
}

// readSections reads the sections that pick accepts, keeping only the
// entries its filter accepts (all when the filter is nil).
func (d *cvDoc) readSections(pick func(sections.Section) (bool, func(*cvEntry) bool)) error {
	for i := 0; i < len(d.Lines); {
		sec := d.Lines[i].Sec
		j := i
		for j < len(d.Lines) && d.Lines[j].Sec == sec {
			j++
		}
		if ok, keep := pick(d.Sections[sec]); ok {
			read := d.readPubSection
			if d.byLineModel() {
				read = d.readLineSection
			}
			if err := read(d.Lines[i:j], d.Sections[sec], keep); err != nil {
				return err
			}
		}
		i = j
	}
	return nil
}

// looksLikePub reports whether e, outside a publication section, reads as
// a publication: a list item with a year and an author list or a quoted
// title.
func looksLikePub(e *cvEntry) bool {
	if e.heading || !e.lines[0].Item {
		return false
	}
	f := analyzeEntry(e)
	if findYear(f.pieces) == 0 && e.year == 0 {
		return false
	}
	return f.byline != nil || f.titleMarked && f.titleLine >= 0 && len(findQuotes(f.lines[f.titleLine].Text)) > 0
}

// wrappedYear reports whether l, a line holding only a year, ends the
// entry being read rather than heading the next ones: "In ICDE,\n 2021."
// wraps after a comma, or is indented under the entry.
func wrappedYear(cur *cvBlock, l doc.Line) bool {
	if cur == nil || len(cur.lines) == 0 || l.Heading > 0 {
		return false
	}
	prev := strings.TrimSpace(cur.lines[len(cur.lines)-1].Text)
	open := strings.HasSuffix(prev, ",") || strings.HasSuffix(prev, "(") || strings.HasSuffix(prev, ":")
	return open || l.Indent > cur.lines[0].Indent
}

// readPubSection splits a publication section into entries and reads the
// ones keep accepts, or all when keep is nil.
func (d *cvDoc) readPubSection(lines []doc.Line, sec sections.Section, keep func(*cvEntry) bool) error {
	blocks, bare := bareBlocks(leadRuns(letteredGroups(sectionBlocks(lines))), d.labeller)
	var entries []*cvEntry
	var e *cvEntry
	year := 0
	var label pub.Kind
	// Each entry is handed on as soon as the next block cannot add to it,
	// so that the analysis kept in it lives no longer than needed.
	cuts := newCVCutter(keep, d.marks, d.labeller)
	defer cuts.stop()
	done := 0
	readUpTo := func(n int) error {
		for ; done < n; done++ {
			if err := cuts.add(d, entries[done]); err != nil {
				return err
			}
			entries[done] = nil
		}
		return nil
	}
	// Whether a block stands alone is asked of most blocks in turn; the
	// analyses are made ahead on all cores.
	ahead := newCVAhead(blocks)
	defer ahead.stop()
	lead := max(commonLead(blocks), bare)
	labelYear := -1 // the year a date label beside the entries gave, see leadLabel
	skip := false   // the blocks are in a part that holds no publications
	for i, b := range blocks {
		if i > 0 {
			ahead.fields[i-1] = nil // kept by its entry if needed
		}
		open := len(entries)
		if e != nil {
			open-- // e is the last entry and may still grow
		}
		if err := readUpTo(open); err != nil {
			return err
		}
		if i+1 < len(blocks) && blocks[i+1].start == startHeading && labelBlock(b) {
			// A thumbnail label over a paper's title heading, "HYBRID
			// MAGNONICS" or "PATENT", belongs to that paper; it may name
			// its kind.
			e, label = nil, labelKind(b)
			continue
		}
		if e != nil && len(b.lines) == 1 && b.start == startPara && authorNote(b.lines[0].Text) {
			e.notes = append(e.notes, b.lines[0].Text)
			continue
		}
		if b.start == startGroup || skip {
			e, labelYear = nil, -1
			skip = d.passOver(b, skip, &year)
			continue
		}
		var fields *cvFields // analyzeEntry of b.lines, when needed
		if joinsEntry(e, b, i, ahead, &fields) && (lead == 0 || lineLead(b.lines[0], lead, d.labeller) != lead) && !ownTitled(e, fields, lead) {
			e.lines = append(e.lines, b.lines...)
			e.fields = nil
			continue
		}
		e = &cvEntry{lines: b.lines, heading: b.start == startHeading, year: year, kind: pub.Kind(sec.PubKind),
			lead: len(entries) == 0 && b.start == startPara, italicLead: (lead == markup.Italic || lead == leadRef) && leadStyle(b.lines[0]) == markup.Italic, bareLead: lead == leadBare || lead == leadRef}
		if lead != 0 && b.start != startHeading {
			labelYear = e.dateLabel(lead, labelYear, d.labeller)
		}
		if !e.heading {
			ahead.whole(i, &fields)
			e.fields = fields
		}
		if label != "" {
			e.kind, label = label, ""
		}
		entries = append(entries, e)
	}
	if err := readUpTo(len(entries)); err != nil {
		return err
	}
	return cuts.flush(d, 0)
}

// passOver takes b, a group heading or a block of a part that holds no
// publications (skip), into no entry: a group heading sets the year of
// the entries under it and says whether its part is left out, which is
// returned.
func (d *cvDoc) passOver(b cvBlock, skip bool, year *int) bool {
	if b.start != startGroup {
		for _, l := range b.lines {
			d.shut(l.Num)
		}
		return skip
	}
	if b.year > 0 {
		*year = b.year
	}
	if b.head > 0 {
		d.shut(b.head)
	}
	return b.skip
}

// sectionBlocks splits the lines of a publication section into blocks:
// paragraphs, list items (of the outermost list), paper headings, and
// group headings (a year, a kind of publication).
func sectionBlocks(lines []doc.Line) []cvBlock {
	minIndent := -1
	for _, l := range lines {
		if l.Item && !l.Blank() && (minIndent < 0 || l.Indent < minIndent) {
			minIndent = l.Indent
		}
	}
	var blocks []cvBlock
	var cur *cvBlock
	flush := func() {
		if cur != nil && len(cur.lines) > 0 {
			blocks = append(blocks, *cur)
		}
		cur = nil
	}
	for k, l := range lines {
		switch {
		case l.SecHead || l.Blank():
			flush()
		case isYearText(sections.HeadingText(l.Text)) && (l.Heading > 0 || !l.Item) && !wrappedYear(cur, l):
			flush()
			y, _ := strconv.Atoi(sections.HeadingText(l.Text))
			blocks = append(blocks, cvBlock{start: startGroup, year: y})
		case l.Heading > 0:
			flush()
			switch {
			case paperHeading(lines, k):
				cur = &cvBlock{lines: []doc.Line{l}, start: startHeading}
			case selfSufficient([]doc.Line{l}):
				// A whole entry written as a heading: "##### • A, B, "Title," Venue".
				cur = &cvBlock{lines: []doc.Line{l}, start: startItem}
			default:
				blocks = append(blocks, cvBlock{start: startGroup})
			}
		case l.Item && l.Indent <= minIndent+1:
			flush()
			cur = &cvBlock{lines: []doc.Line{l}, start: startItem}
		default:
			if cur == nil {
				cur = &cvBlock{start: startPara}
			}
			cur.lines = append(cur.lines, l)
		}
	}
	flush()
	return blocks
}

// labelKind returns the kind of publication a thumbnail label names,
// "PATENT", or "".
func labelKind(b cvBlock) pub.Kind {
	var label pub.Kind
	for _, l := range b.lines {
		for _, w := range strings.Fields(strings.ToLower(l.Text)) {
			if k := sections.KindWord(w); k != "" {
				label = pub.Kind(k)
			}
		}
	}
	return label
}

// joinsEntry reports whether b, block i of a section, continues e, the
// last entry read (nil for none); fields receives the analysis of b's
// lines when it was made.
func joinsEntry(e *cvEntry, b cvBlock, i int, ahead *cvAhead, fields **cvFields) bool {
	// A title heading takes the paragraph under it whatever that
	// holds: "### Title" then "A, B · Venue 12 (2020)".
	cont := e != nil && (e.heading && len(e.lines) == 1 && b.start == startPara && !analyzeEntry(&cvEntry{lines: b.lines[:1]}).titleMarked || !ahead.whole(i, fields))
	if b.start == startHeading || b.start == startItem && !e.headed() || cont && boldLead(b.lines[0]) && boldLead(e.lines[0]) {
		// Paragraphs that each open with a bold title are entries
		// alike, with or without a byline: "**Title** (with A)" then
		// "**Title**" of a solo paper.
		return false
	}
	return cont
}

// ownTitled reports whether a paragraph whose fields are f (nil when
// not analysed) is an entry of its own after e, in a section whose
// paragraphs mostly open with a marked title in style lead, italics or
// quotes (commonLead), the owner implied: e opens with such a title and
// is dated (titledYear), and the paragraph, with no byline of names but
// perhaps a co-author's "with", holds a marked title and a year of its
// own ("ed., with A. Author, *Book* (Place: Press, 2021)").
func ownTitled(e *cvEntry, f *cvFields, lead int) bool {
	if f == nil || lead != markup.Italic && lead != leadQuote || !titledYear(e.analysis(), e.lines[0]) {
		return false
	}
	return f.byline == nil && f.titleMarked && findYear(f.pieces) > 0 && !ongoing(f.pieces)
}

// ongoing reports whether a piece of an entry dates it by a range left
// open, "(2016–)": a project or a package still going on, no work
// published once.
func ongoing(pieces []cvPiece) bool {
	for _, p := range pieces {
		t := p.text
		for i := 0; i+4 <= len(t); i++ {
			if !shape.Year(t, i) || i > 0 && startsDigit(t[i-1:]) || i+4 < len(t) && startsDigit(t[i+4:]) {
				continue
			}
			rest := strings.TrimLeft(t[i+4:], " ")
			if r, n := utf8.DecodeRuneInString(rest); (r == '–' || r == '-' || r == '—') && !startsDigit(strings.TrimLeft(rest[n:], " ")) {
				return true
			}
		}
	}
	return false
}

// startsDigit reports whether s opens with a digit.
func startsDigit(s string) bool { return s != "" && s[0] >= '0' && s[0] <= '9' }

// titledYear reports whether f, the fields of an entry whose first line
// is first, hold no byline, a year, and a title that the line opens with
// (see leadStyle).
func titledYear(f *cvFields, first doc.Line) bool {
	return f.byline == nil && f.titleMarked && f.titleLine == 0 && leadStyle(first) != 0 && findYear(f.pieces) > 0
}

// analysis returns e's fields, analysing e when they are not kept.
func (e *cvEntry) analysis() *cvFields {
	if e.fields == nil {
		e.fields = analyzeEntry(e)
	}
	return e.fields
}

// cvAhead answers wholeEntry for each block of a section, analysing the
// blocks a little ahead of the one asked about on all cores.
type cvAhead struct {
	blocks []cvBlock
	jobs   chan int
	wg     sync.WaitGroup
	out    []chan *cvFields // the analysis of each block sent
	next   int              // the next block to send
	done   []bool
	fields []*cvFields
}

func newCVAhead(blocks []cvBlock) *cvAhead {
	a := &cvAhead{blocks: blocks, out: make([]chan *cvFields, len(blocks)),
		done: make([]bool, len(blocks)), fields: make([]*cvFields, len(blocks))}
	workers := runtime.GOMAXPROCS(0)
	if workers < 2 {
		return a
	}
	a.jobs = make(chan int)
	for range workers {
		a.wg.Go(func() {
			for i := range a.jobs {
				a.out[i] <- blockFields(a.blocks[i].lines)
			}
		})
	}
	return a
}

// blockFields is what wholeEntry finds in lines: nil when their authors
// are those of the entry above.
func blockFields(lines []doc.Line) *cvFields {
	if len(lines) == 0 {
		return nil // a group heading, never asked about
	}
	var f *cvFields
	wholeEntry(lines, &f)
	return f
}

// whole is wholeEntry for block i.
func (a *cvAhead) whole(i int, f **cvFields) bool {
	if !a.done[i] {
		if a.jobs == nil {
			a.fields[i] = blockFields(a.blocks[i].lines)
		} else {
			for ; a.next < len(a.blocks) && a.next <= i+cvCutWindow; a.next++ {
				a.out[a.next] = make(chan *cvFields, 1)
				a.jobs <- a.next
			}
			a.fields[i] = <-a.out[i]
			a.out[i] = nil
		}
		a.done[i] = true
	}
	*f = a.fields[i]
	if *f == nil {
		return true
	}
	return (*f).byline != nil && (*f).title != ""
}

// stop ends the workers once the blocks given to them are analysed.
func (a *cvAhead) stop() {
	if a.jobs != nil {
		close(a.jobs)
		a.wg.Wait()
		a.jobs = nil
	}
}

// cvCut is one entry as cut from the section, with what readAhead found
// in it.
type cvCut struct {
	e *cvEntry
	r *cvRead
}

// cutEntry splits e where it holds several entries and reads ahead
// (readAhead) the parts keep accepts, or all when keep is nil. It reads
// nothing but e, so entries can be cut on several cores at once.
func cutEntry(e *cvEntry, keep func(*cvEntry) bool, marks cvMarkKeys, labeller *label.Model) []cvCut {
	lines, fields := e.lines, e.fields
	e.fields = nil
	parts := splitGlued(e, labeller)
	if len(parts) != 1 || parts[0].heading || !slices.EqualFunc(parts[0].lines, lines, func(a, b doc.Line) bool { return reflect.DeepEqual(a, b) }) {
		// The analysis was of other lines.
		fields = nil
	}
	var out []cvCut
	for _, part := range parts {
		if keep != nil && !keep(part) {
			continue
		}
		f := fields
		if f == nil {
			f = analyzeEntry(part)
		}
		out = append(out, cvCut{e: part, r: readAhead(part, f, nil, marks, labeller)})
	}
	return out
}

// cvCutWindow is how many entries may be cut ahead of the one being read.
const cvCutWindow = 64

// cvCutter cuts entries (cutEntry) on all cores and hands them to
// readEntry one at a time in input order, so that the output is the same
// as when read one by one.
type cvCutter struct {
	keep    func(*cvEntry) bool
	marks   cvMarkKeys
	jobs    chan cvCutJob
	wg      sync.WaitGroup
	pending []cvPending // results in input order

	labeller *label.Model // the field labeller of the entries' fields
}

// cvPending is an entry handed to the cutter: its cuts when ready, and
// the source lines it was made of when the document collects its entries.
type cvPending struct {
	out chan []cvCut
	raw []int
}

type cvCutJob struct {
	e   *cvEntry
	out chan []cvCut
}

func newCVCutter(keep func(*cvEntry) bool, marks cvMarkKeys, labeller *label.Model) *cvCutter {
	c := &cvCutter{keep: keep, marks: marks, labeller: labeller}
	workers := runtime.GOMAXPROCS(0)
	if workers < 2 {
		return c
	}
	c.jobs = make(chan cvCutJob)
	for range workers {
		c.wg.Go(func() {
			for j := range c.jobs {
				j.out <- cutEntry(j.e, c.keep, c.marks, c.labeller)
			}
		})
	}
	return c
}

// add cuts e, or has it cut, and reads the entries whose turn has come.
func (c *cvCutter) add(d *cvDoc, e *cvEntry) error {
	p := cvPending{out: make(chan []cvCut, 1)}
	if d.collect != nil {
		// Cutting joins wrapped lines in place: their numbers are taken
		// first.
		for _, l := range e.lines {
			p.raw = append(p.raw, l.Num)
		}
	}
	if c.jobs == nil {
		p.out <- cutEntry(e, c.keep, c.marks, c.labeller)
	} else {
		c.jobs <- cvCutJob{e: e, out: p.out}
	}
	c.pending = append(c.pending, p)
	return c.flush(d, cvCutWindow)
}

// addCut hands on cuts already made, in their turn.
func (c *cvCutter) addCut(d *cvDoc, cuts []cvCut) error {
	p := cvPending{out: make(chan []cvCut, 1)}
	p.out <- cuts
	c.pending = append(c.pending, p)
	return c.flush(d, cvCutWindow)
}

// flush reads the cut entries, oldest first, until at most left are
// waiting.
func (c *cvCutter) flush(d *cvDoc, left int) error {
	for len(c.pending) > left {
		p := c.pending[0]
		cuts := <-p.out
		c.pending[0] = cvPending{}
		c.pending = c.pending[1:]
		if d.collect != nil {
			d.collect(p.raw, cuts)
			continue
		}
		for _, cut := range cuts {
			if err := d.readEntry(cut.e, cut.r); err != nil {
				return err
			}
		}
	}
	return nil
}

// stop ends the workers once the entries given to them are cut.
func (c *cvCutter) stop() {
	if c.jobs != nil {
		close(c.jobs)
		c.wg.Wait()
		c.jobs = nil
	}
}

// boldLead reports whether l opens with bold text of two words or more.
func boldLead(l doc.Line) bool {
	for _, sp := range l.Spans {
		if sp.Start == skipLeading(l.Text, 0) && sp.Style&markup.Bold != 0 && len(strings.Fields(l.Text[sp.Start:sp.End])) >= 2 {
			return true
		}
	}
	return false
}

// commonLead returns the style that most paragraphs of a section open
// with (see leadStyle), or 0: in a list whose entries each open with an
// italic title, one that so opens is an entry of its own even without a
// byline, "*Title*, 12 Law Review 345".
func commonLead(blocks []cvBlock) int {
	count := map[int]int{}
	paras := 0
	for _, b := range blocks {
		if b.start == startPara && len(b.lines) > 0 {
			paras++
			count[runStyle(b.lines[0])]++
		}
	}
	for _, st := range []int{markup.Italic, leadQuote} {
		if count[st] >= 3 && 2*count[st] >= paras || count[st] >= 2 && count[st] == paras {
			return st
		}
	}
	return 0
}

// leadQuote stands for a quoted title in leadStyle's answer.
const leadQuote = 1 << 10

// leadStyle returns the style (markup.Italic or leadQuote) of the title
// that l opens with, after a year it may start with: two words or more
// in italics or quotes, with more text after them on the line ("*Title*,
// 12 Law Review 345"; "“Title,” in *Book*"), or 0. Bold is left out: a
// bold phrase so placed is as often the name of an event or a prize.
func leadStyle(l doc.Line) int {
	_, _, st := leadSpan(l)
	return st
}

// leadSpan returns where the title that l opens with starts and ends,
// and its style, as leadStyle tells it; st is 0 for none.
func leadSpan(l doc.Line) (start, end, st int) {
	start = skipLeading(l.Text, 0)
	if e, ok := leadYearEnd(l.Text[start:]); ok {
		start = skipLeading(l.Text, start+e)
	} else if end, ok := cues.Status.Prefix(l.Text[start:]); ok {
		// "forthcoming *Title*, …": a status in the date column.
		start = skipLeading(l.Text, start+end)
	}
	end = -1
	for _, sp := range l.Spans {
		// The italics may start inside the first word: a case name in
		// roman opens the title, "Doe’*s Rule in Practice*".
		if sp.Start >= start && sp.Start-start <= 24 && !strings.ContainsAny(l.Text[start:sp.Start], " \t") &&
			sp.Style&markup.Italic != 0 && sp.Style&markup.Bold == 0 {
			end, st = sp.End, markup.Italic
			break
		}
	}
	if q := quoteRe.FindStringIndex(l.Text[start:]); end < 0 && q != nil && q[0] == 0 {
		end, st = start+q[1], leadQuote
	}
	if end < 0 || len(strings.Fields(l.Text[start:end])) < 2 || !hasLetter(l.Text[end:]) {
		return 0, 0, 0
	}
	return start, end, st
}

// dateLabel gives e, an entry of a section whose entries open with
// their titles in style lead, the year of a date column that prints a
// year once for the entries beside and below it: "2025 *Title*, …" then
// "*Title*, …". last is that year so far (-1 for none), and the year
// after e is returned.
func (e *cvEntry) dateLabel(lead, last int, labeller *label.Model) int {
	if lineLead(e.lines[0], lead, labeller) != lead {
		return last
	}
	if y, ok := leadLabel(e.lines[0].Text); ok {
		last = y
	}
	if last >= 0 {
		e.year = last
	}
	return last
}

// leadLabel returns the year of the date label that opens s, an entry
// whose title follows the label ("2025 *Title*, …"), with ok set; a
// status instead of a year ("forthcoming *Title*") gives 0. ok is false
// when s opens with no label.
func leadLabel(s string) (year int, ok bool) {
	start := skipLeading(s, 0)
	if e, ok := leadYearEnd(s[start:]); ok {
		return findYear([]cvPiece{{text: s[start : start+e]}}), true
	}
	if _, ok := cues.Status.Prefix(s[start:]); ok {
		return 0, true
	}
	return 0, false
}

// authorNote reports whether s is a note naming some of an entry's
// authors, names and then a verb: "* Jane Doe and Ann Lee are co-first
// authors."
func authorNote(s string) bool {
	at := noteVerbAt(s)
	if at < 0 || !cues.AuthorNote.In(s[at:]) || len(strings.Fields(s)) > 40 {
		return false
	}
	// Only names come before the verb: a byline with a note on a name,
	// "Jane Doe* (equal contribution), Ann Lee", is no such note.
	b := names.Parse(s[:at], skipLeading(s, 0), false)
	return len(b.Names) > 0 && covers(s[:at], b.End)
}

// labelBlock reports whether b holds only short ALL-CAPS lines, such as
// the label of a paper's thumbnail ("RESEARCH" / "OUTPUT").
func labelBlock(b cvBlock) bool {
	if b.start != startPara || len(b.lines) == 0 || len(b.lines) > 3 {
		return false
	}
	for _, l := range b.lines {
		t := sections.HeadingText(l.Text)
		if l.Item || l.Heading > 0 || len(strings.Fields(t)) > 3 || !hasLetter(t) {
			return false
		}
		for _, r := range t {
			if unicode.IsLower(r) || unicode.IsDigit(r) || strings.ContainsRune(",.;:()", r) {
				return false
			}
		}
	}
	return true
}

// headed reports whether e exists and starts with a title heading.
func (e *cvEntry) headed() bool { return e != nil && e.heading }

// paperHeading reports whether the heading at lines[k] is a paper's title:
// a byline follows it before the next heading.
func paperHeading(lines []doc.Line, k int) bool {
	seen := 0
	for _, l := range lines[k+1:] {
		if l.Blank() {
			continue
		}
		if l.Heading > 0 || l.SecHead || seen >= 4 {
			return false
		}
		seen++
		if l.Item {
			continue
		}
		if b := names.Parse(l.Text, 0, true); len(b.Names)-b.Single >= 2 && (covers(l.Text, b.End) || names.FieldSepAt(l.Text, b.End)) {
			return true
		}
		if _, ok := names.ParseHan(l.Text, l.SpanEdges()); ok {
			return true
		}
	}
	return false
}

// hasLetter reports whether s holds a letter.
func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// covers reports whether an author list ending at end takes all of s.
func covers(s string, end int) bool {
	return strings.Trim(s[min(end, len(s)):], " \t,.;") == ""
}

// selfSufficient reports whether lines hold a whole entry: an author list
// and a title.
func selfSufficient(lines []doc.Line) bool {
	var f *cvFields
	return wholeEntry(lines, &f)
}

// wholeEntry is selfSufficient that also leaves in *f what analyzeEntry
// found in lines, to be used again when they are read as one entry; *f is
// nil when no analysis was needed.
func wholeEntry(lines []doc.Line, f **cvFields) bool {
	*f = nil
	if len(lines) > 0 && sameAuthorOpens(lines[0].MD) {
		// "———. Title.": the authors of the entry above.
		return true
	}
	*f = analyzeEntry(&cvEntry{lines: lines})
	return (*f).byline != nil && (*f).title != ""
}

// splitGlued splits an entry whose lines hold several whole entries, as in
// a list written one paper per line without blank lines between.
func splitGlued(e *cvEntry, labeller *label.Model) []*cvEntry {
	e.lines = joinBrokenBylines(joinWrapped(e.lines, e.heading), e.heading)
	var forced map[int]bool // lines that start entries joined by semicolons
	e.lines, forced = splitSemicolons(e.lines, e.heading, labeller)
	if len(e.lines) < 2 || e.decided && forced == nil {
		return []*cvEntry{e}
	}
	// Each line is read once on its own, so that a long list without
	// blank lines costs time in proportion to its length.
	n := len(e.lines)
	byline := make([]bool, n)
	whole := make([]bool, n)
	for k := range e.lines {
		if k == 0 && e.heading {
			continue
		}
		if sameAuthorOpens(e.lines[k].MD) {
			// "———. 2017. Title.": the authors of the entry above,
			// a whole entry of its own.
			byline[k], whole[k] = true, true
			continue
		}
		f := analyzeEntry(&cvEntry{lines: e.lines[k : k+1]})
		byline[k] = f.byline != nil
		whole[k] = f.byline != nil && f.title != ""
	}
	var out []*cvEntry
	start := 0
	seen := false   // the lines since start hold a byline
	titled := false // and a title
	for j := 0; j < n; j++ {
		if j > start && (forced[j] || seen && !(j == 1 && e.heading) && !e.decided) {
			next := forced[j] || startsEntry(e.lines, j, start, whole[j], titled) && !wrapsIntoName(e.lines[j-1].Text, e.lines[j].Text, labeller)
			if next {
				out = append(out, e.part(start, j))
				start, seen, titled = j, false, false
			}
		}
		seen = seen || byline[j]
		titled = titled || whole[j] && !namesOnly(e.lines[j].Text) || titleish(&e.lines[j]) || j == 0 && e.heading
	}
	return append(out, e.part(start, n))
}

// wrapsIntoName reports whether line b, which opens with an initial and
// a name, goes on with the sentence that line a leaves open: a ends in a
// letter, with no stop, and the field labeller, reading the two lines as
// one, gives b's first word the label of a's last word (a title that
// wraps before a name, "… named after" then "J. Smith. Journal 12, 3–4")
// and not that of an author. A hard-wrapped entry is then not cut in two
// where its second line reads, alone, as a byline and a title.
func wrapsIntoName(a, b string, labeller *label.Model) bool {
	a = strings.TrimRight(a, " \t")
	last, _ := utf8.DecodeLastRuneInString(a)
	w := strings.Fields(b)
	if !unicode.IsLetter(last) || len(w) < 2 || !names.IsInitial(w[0]) || !strings.HasSuffix(w[0], ".") {
		return false
	}
	text := a + " " + strings.TrimLeft(b, " \t")
	ent := labeller.ParseLabels(text, nil)
	for i, t := range ent.Tokens {
		if t.Start < len(a) || !hasLetterOrDigit(t.Text) {
			continue
		}
		// i is b's first word; i-1 may be punctuation, so look back for
		// a's last word.
		prev := i - 1
		for prev >= 0 && !hasLetterOrDigit(ent.Tokens[prev].Text) {
			prev--
		}
		return prev >= 0 && ent.Labels[i] != label.Author && ent.Labels[i] == ent.Labels[prev]
	}
	return false
}

// part returns lines from..to-1 of e as an entry of their own, with
// what e's section and place gave e: its year, kind and notes, whether
// it is in a bare list, and, for the part that opens e, its heading,
// lead and italic title.
func (e *cvEntry) part(from, to int) *cvEntry {
	first := from == 0
	return &cvEntry{lines: e.lines[from:to], heading: e.heading && first, year: e.year, kind: e.kind, lead: e.lead && first, notes: e.notes,
		italicLead: e.italicLead && first, bareLead: e.bareLead}
}

// startsEntry reports whether lines[j] starts a new entry after the one
// that starts at lines[start] and holds a byline; whole says lines[j]
// holds a byline and a title of its own, titled that the lines since
// start hold a title.
func startsEntry(lines []doc.Line, j, start int, whole, titled bool) bool {
	l := &lines[j]
	if (titleish(l) || opensMarked(l)) && !titled {
		// "Ann Doe, Bob Roe:" then "**Fast Paths, Slow Paths, and
		// Networks**": a title in bold under a byline that has none
		// is that entry's, whatever names its words look like; so is
		// an italic title that opens the line, "_Slow paths._ Journal".
		return false
	}
	next := whole
	if !next && titleish(l) && j+1 < len(lines) {
		nb := names.Parse(lines[j+1].Text, 0, false)
		next = len(nb.Names) >= 2 && covers(lines[j+1].Text, nb.End)
	}
	if next && (continuesLine(lines[j-1].Text) || l.Indent > lines[start].Indent && !l.Item) {
		// "…, in" / "Surname, A. and Other, B. (eds) Book": the
		// editors of the line above, not a new entry; nor is a line
		// indented under the entry's first, as a hanging indent sets a
		// reference's wrapped lines.
		return false
	}
	return next
}

// opensMarked reports whether l opens with a bold or italic span of two
// words or more that is no name ("**Doe, J. Q.**, Roe, A." opens a
// byline).
func opensMarked(l *doc.Line) bool {
	p := names.SkipSpaces(l.Text, 0)
	for _, sp := range l.Spans {
		if sp.Start != p || sp.Style&(markup.Bold|markup.Italic) == 0 {
			continue
		}
		t := l.Text[sp.Start:sp.End]
		b := names.Parse(t, 0, false)
		return len(strings.Fields(t)) >= 2 && !(len(b.Names) > 0 && covers(t, b.End))
	}
	return false
}

// namesOnly reports whether s is a list of names and nothing else,
// "Ann Doe, Bob Roe, Cyd Moe:".
func namesOnly(s string) bool {
	b := names.Parse(s, skipLeading(s, 0), false)
	return len(b.Names) >= 2 && strings.Trim(s[b.End:], " \t,.;:") == ""
}

// continuesLine reports whether a line ends where no entry can end: with
// the word that introduces a volume's editors ("in", "In:", "edited by"),
// a comma, a semicolon or "and".
func continuesLine(s string) bool {
	s = strings.TrimRight(s, " \t")
	return editorBefore(s) || strings.HasSuffix(s, ",") || strings.HasSuffix(s, ";") ||
		strings.HasSuffix(s, " and") || strings.HasSuffix(s, " &") || initialAfterComma(s)
}

// initialAfterComma reports whether s ends in an initial after a comma,
// "J. A. Dunn, A.": a byline that goes on with the surname on the next
// line.
func initialAfterComma(s string) bool {
	words := strings.Fields(s)
	n := len(words)
	return n >= 2 && names.IsInitial(words[n-1]) && strings.HasSuffix(words[n-1], ".") && strings.HasSuffix(words[n-2], ",")
}

// titleish reports whether a line looks like a title on its own.
func titleish(l *doc.Line) bool {
	t := strings.TrimSpace(l.Text)
	if len(strings.Fields(t)) < 2 {
		return false
	}
	return l.OnlyStyle(markup.Bold) || l.Heading > 0 || wholeQuote(t)
}

// cvPiece is a part of an entry's text outside its title and byline.
type cvPiece struct {
	line       int
	start, end int
	text       string
	italic     bool
}

// cvFields is what an entry was found to hold.
type cvFields struct {
	// leadNames is where, on the byline's line, the first author stands
	// before the title when the byline is the fuller list after it
	// (statedByline): it is read as no venue or note.
	leadNames   [2]int
	title       string
	titleLine   int
	titleRange  [2]int
	titleMarked bool
	titleLink   bool     // the title is only marked as a link
	review      bool     // the title is "Review of" a book: a book review
	headWords   bool     // the title is the head words of a reference work's entry (headWords)
	heads       []string // the head words of each entry of the reference work, when several
	byline      *names.Byline
	bylineLine  int
	lines       []doc.Line // the entry's lines after joining broken bylines
	pieces      []cvPiece
	doubts      []string
	tagKind     pub.Kind
}

var (
	quoteRe = quickre.MustCompile(`“[^“”]+”|"[^"]+"|["“][^"“”]+["”]|«[^«»]+»|„[^„“”]+[“”]`)
	abbrevs = wordset.Of(`ph.d m.s b.s m.sc b.sc m.a b.a dipl proc int intl conf symp spec iss vol no pp trans j jr vs e.g i.e al dr prof mr ms st dept univ assoc comput syst sci eng inf res lett rev mag natl nat acad ed eds ch sec fig approx ann
 distrib softw anal mach intell knowl netw commun technol appl math phys stat theor optim lang program
 secur inform manag oper electron biol chem med sympos workshop mob pers embed archit
 u.a hrsg hg bd jg s vgl ders dies übers u.s u.k e.u pat`)
)

// analyzeEntry finds the byline, the title and the other pieces of e.
func analyzeEntry(e *cvEntry) *cvFields {
	f := &cvFields{lines: joinBrokenBylines(joinWrapped(e.lines, e.heading), e.heading), bylineLine: -1, titleLine: -1}
	lines := f.lines
	first := 0
	if k := firstLine(e.heading); k < len(lines) && cues.BookReview.In(blankGenreLead(&lines[k])) {
		f.review = true
	}
	if e.heading {
		f.title = lines[0].Text
		f.titleLine = 0
		f.titleRange = [2]int{0, len(lines[0].Text)}
		f.titleMarked = true
		first = 1
	}
	if best, bestLine := findByline(lines, first); bestLine >= 0 {
		f.byline = &best
		f.bylineLine = bestLine
	}
	f.findTitle(first)
	return f
}

// blankGenreLead blanks on l, the first line of an entry after a title
// heading, the designation a law review sets before a piece's title
// ("Note, Title, 12 L. Rev. 3", "Jane Doe, Comment, *Title*, …"): it is
// neither a name of the byline nor a word of the title, and blanked
// (with its comma, in spaces, so that offsets hold) neither the rules
// nor the labeller read it as one. It returns the designation, "" for
// none. The designation is one of the first few parts of the line
// between commas, unmarked, with more text after it.
func blankGenreLead(l *doc.Line) string {
	s := l.Text
	for start, parts := skipLeading(s, 0), 0; parts < 5 && start < len(s); parts++ {
		c := strings.Index(s[start:], ", ")
		if c < 0 {
			return ""
		}
		end := start + c
		part := s[start:end]
		if r, _ := utf8.DecodeRuneInString(part); unicode.IsUpper(r) && cues.GenreLead.IsWords(part) && hasLetter(s[end:]) {
			if _, _, marked := spanOver(l, start, end, markup.Bold|markup.Italic|markup.Link); !marked {
				l.Text = s[:start] + strings.Repeat(" ", end+1-start) + s[end+1:]
				return part
			}
		}
		start = end + 2
	}
	return ""
}

// clearTitle forgets the title found in f, but a title heading's.
func (f *cvFields) clearTitle(heading bool) {
	f.title, f.titleLine, f.titleRange = "", -1, [2]int{}
	f.titleMarked, f.titleLink, f.review, f.tagKind, f.headWords, f.heads = false, false, false, "", false, nil
	if heading {
		f.title, f.titleLine, f.titleRange, f.titleMarked = f.lines[0].Text, 0, [2]int{0, len(f.lines[0].Text)}, true
	}
}

// findByline returns the byline of an entry's lines from first, the
// longest author list at a likely place, and its line (-1 for none).
func findByline(lines []doc.Line, first int) (names.Byline, int) {
	var best names.Byline
	bestLine := -1
	for k := first; k < len(lines); k++ {
		if b, ok := withByline(&lines[k]); ok {
			// The markup read "Title (with A and B)": its co-authors
			// are the byline, whatever else reads as names.
			return b, k
		}
	}
	for k := first; k < len(lines); k++ {
		l := &lines[k]
		at := bylineStarts(l, k == first)
		var seen []int // a start tried again finds what it found
		for _, st := range at.starts {
			st = skipLeading(l.Text, st)
			if slices.Contains(seen, st) {
				continue
			}
			seen = append(seen, st)
			b, ok := at.byline(l, st)
			if !ok {
				continue
			}
			// Between two one-name lists on a line the earlier is the
			// byline: "(2019) **Doe, Jane A.** "Title." *Journal*, 5".
			n := len(b.Names)
			if n > len(best.Names) || n == 1 && len(best.Names) == 1 && bestLine == k && b.Start < best.Start {
				best, bestLine = b, k
			}
		}
	}
	if bestLine < 0 {
		for k := first; k < len(lines); k++ {
			if b, ok := names.ParseHan(lines[k].Text, lines[k].SpanEdges()); ok {
				best, bestLine = b, k
				break
			}
		}
	}
	if b, k, ok := plainByline(lines, first, best, bestLine); ok {
		best, bestLine = b, k
	}
	return best, bestLine
}

// withByline returns the co-authors the markup found in brackets after
// a "with" on l (markup.Line.With), read where the markup set them in
// its text, when they are all there.
func withByline(l *doc.Line) (names.Byline, bool) {
	if len(l.With) == 0 {
		return names.Byline{}, false
	}
	i := strings.Index(l.Text, l.With[0])
	if i < 0 {
		return names.Byline{}, false
	}
	b := names.Parse(l.Text, i, false)
	return b, len(b.Names) == len(l.With)
}

// lineStarts are the places on a line of an entry where a byline may
// start, and what tells a one-name byline there.
type lineStarts struct {
	starts []int
	quotes [][]int
	// opening is where the entry's text starts after a leading year, or -1.
	opening int
	// titleFirst is where the text after an unquoted title that opens
	// the line starts, or -1.
	titleFirst int
	// byStarts are the starts after "by" or "with".
	byStarts map[int]bool
}

// bylineStarts returns the places on l where a byline may start; first
// tells whether l is the first line of the entry after a title heading.
func bylineStarts(l *doc.Line, first bool) lineStarts {
	at := lineStarts{starts: []int{0}, quotes: findQuotes(l.Text), opening: -1, titleFirst: -1, byStarts: map[int]bool{}}
	for _, q := range at.quotes {
		at.starts = append(at.starts, q[1])
	}
	// After a leading year ("2021 — ").
	if e, ok := leadYearEnd(l.Text); ok {
		at.starts = append(at.starts, e)
		at.opening = e
	}
	// After a dash between fields: "Title — Authors. Venue".
	for _, m := range dashSeps(l.Text, 4, true) {
		at.starts = append(at.starts, m[1])
	}
	// After an unquoted title that opens the line, in the old ACM
	// style: "Lisp Machine Manual, D.L. Weinreb and D.A. Moon, MIT, 1981."
	if first && len(at.quotes) == 0 {
		if c := strings.Index(l.Text, ", "); c > 0 && len(strings.Fields(l.Text[:c])) >= 2 && len(names.Parse(l.Text, skipLeading(l.Text, 0), false).Names) == 0 {
			at.titleFirst = c + 2
			at.starts = append(at.starts, at.titleFirst)
		}
	}
	for _, e := range byStarts(l.Text, 4) {
		at.starts = append(at.starts, e)
		at.byStarts[e] = true
	}
	for i, m := range sentenceEnds(l.Text, 8) {
		if !isAbbrevBefore(l.Text, m[0]) && i < 8 {
			at.starts = append(at.starts, m[1])
		}
	}
	if len(at.starts) > 32 {
		at.starts = at.starts[:32]
	}
	return at
}

// byline returns the author list that starts at st on l, and whether it
// may be the entry's byline: not inside or across a quote, not editors,
// and of one name only where something tells a byline of one.
func (at *lineStarts) byline(l *doc.Line, st int) (names.Byline, bool) {
	for _, q := range at.quotes {
		if st > q[0] && st < q[1] {
			return names.Byline{}, false
		}
	}
	b := names.Parse(l.Text, st, false)
	// A name cannot run into a link or emphasis that follows it
	// after a space: "A, B, Jane Doe [Title](url)" ends at the link.
	// The first few span edges after the list are tried, so that a
	// line with many spans costs no more than one with few.
	tried := 0
	for _, sp := range l.Spans {
		for _, cut := range [2]int{sp.Start, sp.End} {
			if cut <= st || cut >= len(l.Text) || cut <= b.End || tried >= 3 {
				continue
			}
			tried++
			if c := names.Parse(l.Text[:cut], st, false); len(c.Names) > len(b.Names) && covers(l.Text[:cut], c.End) {
				b = c
			}
		}
	}
	b, beforeJournal := cutBeforeJournal(l, st, b)
	n := len(b.Names)
	if n == 0 || n == 1 && !beforeJournal && !at.oneNameByline(l.Text, st, b) {
		return b, false
	}
	for _, q := range at.quotes {
		if b.Start < q[1] && b.End > q[0] {
			return b, false
		}
	}
	if editorCue(l.Text, b.Start, b.End) && b.Start > 0 {
		// Editors, translators and reviewed authors are no
		// byline: "in: Roe, M. (Hrsg.)", "review of X by Y".
		return b, false
	}
	return b, true
}

// oneNameByline reports whether b, one name starting at st in s, reads
// as a byline: a sentence of its own at the start of the entry, after a
// leading year or after "by"; next to a quoted title; after an unquoted
// title that opens the line; or at the start before a date or "(ed.)",
// or before a colon that ends the line ("Jane Doe:" over the title).
func (at *lineStarts) oneNameByline(s string, st int, b names.Byline) bool {
	lead := skipLeading(s, 0)
	return b.Sentence && (st == 0 || st == at.opening || at.byStarts[st]) && strings.TrimSpace(s[b.End:]) != "" ||
		nextToQuote(s, b, at.quotes) ||
		st == at.titleFirst && afterTitle(s, b) ||
		st == lead && dateAfter(s[b.End:]) != nil ||
		st == lead && editedAfter(s[b.End:]) ||
		st == lead && strings.TrimSpace(s[b.End:]) == ":" ||
		at.byStarts[st] && strings.TrimSpace(s[b.End:]) == "" && byWord(s, lead) > 0 && skipLeading(s, lead+byWord(s, lead)) == st
}

// findTitle finds the title of an entry whose byline f holds: a heading,
// else what follows a byline closed by a colon, else quoted, else bold,
// else the first sentence; and the pieces outside the byline and title.
func (f *cvFields) findTitle(first int) {
	if f.titleLine < 0 {
		f.reviewTitle(first)
	}
	if f.titleLine < 0 {
		f.colonTitle()
	}
	if f.titleLine < 0 {
		f.yearTitle()
	}
	if f.titleLine < 0 {
		f.findMarkedTitle(first)
	}
	f.pieces = f.freePieces(first)
	if f.titleLine < 0 {
		f.pieceTitle()
	}
	if f.title != "" {
		f.title, f.tagKind = cleanTitle(f.title)
	}
}

// pieceTitle takes as the title the first piece that reads as one.
func (f *cvFields) pieceTitle() {
	for i, p := range f.pieces {
		// One word will do right after the byline: "Orca", "Dolphin".
		// So will one word before an abbreviated journal: "A. Berg,
		// Spectra, J. Reine Angew. Math. 601 (2006)".
		journalNext := i+1 < len(f.pieces) && isoJournal(f.pieces[i+1].text)
		afterByline := f.byline != nil && (f.byline.Sentence || journalNext) && p.line == f.bylineLine && p.start >= f.byline.End
		words := len(strings.Fields(p.text))
		if (words >= 2 || afterByline && words == 1 && hasLetter(p.text)) && !strongVenue(p.text) && !isNote(p.text) && !mostlyNumbers(p.text) && !isoJournal(p.text) {
			f.title, f.titleLine, f.titleRange = p.text, p.line, [2]int{p.start, p.end}
			f.pieces = append(f.pieces[:i:i], f.pieces[i+1:]...)
			return
		}
	}
}

// parenYearAfterRe matches the year in parentheses that follows the
// byline in the author-date styles (APA, Harvard): "Doe, J. (2012). Title";
// a talk or poster adds the month and days, "(2018, May 3–5)"; a work not
// yet out has its status instead, "(in press)", "(in prep.)", "(n.d.)",
// with a letter after it where one author has several ("(in preparation b)").
var parenYearAfterRe = quickre.MustCompile(`^\s*[,.]?\s*\(\s*((19|20)\d\d[a-z]?(,\s*\p{L}+\.?(\s+\d{1,2}(\s*[–-]\s*\d{1,2})?)?)?|(?i:(in\s+press|in\s+prep(\.|aration)?|forthcoming|submitted|under\s+review|in\s+review)(\s+[a-z])?|n\.\s?d\.))\s*\)`)

// dateAfter returns the range of the date that opens s, the text after a
// byline: a year in parentheses (parenYearAfterRe) or a bare date
// sentence (bareDateEnd); nil if there is none.
func dateAfter(s string) []int {
	if m := parenYearAfterRe.FindStringIndex(s); m != nil {
		return m
	}
	if e, ok := bareDateEnd(s); ok {
		return []int{0, e}
	}
	return nil
}

// mostlyNumbers reports whether half the words of s or more are numbers,
// as in the year, volume and page of the AAS style, "2018, ApJ, 868, 96":
// such text is no title.
func mostlyNumbers(s string) bool {
	w := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == ';' })
	n := 0
	for _, x := range w {
		if strings.IndexFunc(x, unicode.IsLetter) < 0 || len(x) <= 6 && strings.IndexFunc(x, unicode.IsDigit) >= 0 && strings.IndexFunc(x, unicode.IsLower) < 0 {
			n++
		}
	}
	return len(w) > 0 && 2*n >= len(w)
}

// numberedVenue reports whether s, a link's text, is a venue with its
// numbers rather than a title: it ends in a number and holds two
// ("Journal 12, 345-350", "Journal 7, 12 (2020)"), or it ends in a year
// in brackets after a comma ("Journal, (2022)").
func numberedVenue(s string) bool {
	w := strings.Fields(strings.TrimRight(s, " .;"))
	if len(w) < 2 {
		return false
	}
	number := func(x string) bool {
		x = strings.Trim(x, "(),;:*")
		return x != "" && strings.IndexFunc(x, unicode.IsLetter) < 0 && strings.IndexFunc(x, unicode.IsDigit) >= 0
	}
	last := w[len(w)-1]
	if !number(last) {
		return false
	}
	if strings.HasPrefix(last, "(") && strings.HasSuffix(w[len(w)-2], ",") {
		return true
	}
	n := 0
	for _, x := range w {
		if number(x) {
			n++
		}
	}
	return n >= 2
}

// plainByline finds the byline of an entry whose fields are sentences,
// one of them marked (bold, a link or quoted) and another a plain list of
// names: "2021. **Spectral Defenses**. Tomás Herrera. *NeurIPS*". The
// marked sentence is then the title and the plain names the byline, even
// when the title is short enough to read as a name. It applies only when
// the byline found so far, cur on line curLine, is missing or is one name
// that is all of a marked sentence; a bold name among other names, the
// owner in "**Jane Roe**, John Doe", keeps its byline.
func plainByline(lines []doc.Line, first int, cur names.Byline, curLine int) (names.Byline, int, bool) {
	if curLine >= 0 && (len(cur.Names) != 1 || !markedSentence(&lines[curLine], cur.Start, cur.End) && !italicBeforeYear(&lines[curLine], cur.Start, cur.End)) {
		return names.Byline{}, 0, false
	}
	// A one-name byline that passed the test above is the marked sentence.
	marked := curLine >= 0
	for k := first; k < len(lines) && !marked; k++ {
		for _, sg := range sentences(lines[k].Text) {
			if markedSentence(&lines[k], sg[0], sg[1]) {
				marked = true
				break
			}
		}
	}
	if !marked {
		return names.Byline{}, 0, false
	}
	for k := first; k < len(lines); k++ {
		l := &lines[k]
		for _, sg := range sentences(l.Text) {
			if k == curLine && sg[0] <= cur.Start && sg[1] >= cur.End || !plainSentence(l, sg[0], sg[1]) {
				continue
			}
			seg := l.Text[:sg[1]]
			st := skipLeading(seg, sg[0])
			b := names.Parse(seg, st, false)
			name := strings.TrimRight(seg[st:], " .,;")
			if len(b.Names) == 0 || !covers(seg, b.End) || knownVenue(name) || cues.VenueWords.In(name) {
				continue
			}
			return b, k, true
		}
	}
	return names.Byline{}, 0, false
}

// sentenceEnds returns where up to n (all for n < 0) sentence ends
// stand in s: ".", "?" or "!", perhaps a closing quote, then white
// space (as the regular expression its tests hold, sentenceRe).
func sentenceEnds(s string, n int) [][]int {
	var out [][]int
	for i := 0; i < len(s) && (n < 0 || len(out) < n); i++ {
		if c := s[i]; c != '.' && c != '?' && c != '!' {
			continue
		}
		j := i + 1
		if strings.HasPrefix(s[j:], `"`) {
			j++
		} else if strings.HasPrefix(s[j:], "”") {
			j += len("”")
		}
		k := j
		for k < len(s) && (s[k] == ' ' || s[k] == '\t' || s[k] == '\n' || s[k] == '\f' || s[k] == '\r') {
			k++
		}
		if k > j {
			out = append(out, []int{i, k})
			i = k - 1
		}
	}
	return out
}

// sentences parts s at the full stops that end sentences, not those of
// initials or abbreviations, and returns each part's byte range with its
// full stop.
func sentences(s string) [][2]int {
	var out [][2]int
	pos := 0
	for _, m := range sentenceEnds(s, 16) {
		if isAbbrevBefore(s, m[0]) {
			continue
		}
		out = append(out, [2]int{pos, m[0] + 1})
		pos = m[1]
	}
	if pos < len(s) {
		out = append(out, [2]int{pos, len(s)})
	}
	return out
}

// markedSentence reports whether the text of l in [s, e), a sentence or a
// name in one, is wholly one bold, linked or quoted stretch with letters.
func markedSentence(l *doc.Line, s, e int) bool {
	s, e = skipLeading(l.Text, s), len(strings.TrimRight(l.Text[:e], " .,;"))
	if s >= e || !hasLetter(l.Text[s:e]) {
		return false
	}
	for _, sp := range l.Spans {
		if sp.Style&(markup.Bold|markup.Link) != 0 && sp.Start <= s && sp.End >= e && sp.Start >= s-2 && sp.End <= e+2 {
			return true
		}
	}
	for _, q := range findQuotes(l.Text) {
		if q[0] <= s && q[1] >= e && q[0] >= s-2 && q[1] <= e+2 {
			return true
		}
	}
	return false
}

// italicBeforeYear reports whether the text of l in [s, e) is in italics
// and a year follows it on the line, as a venue is written: "*Island
// Biology*. 2019." A name so written is rare.
func italicBeforeYear(l *doc.Line, s, e int) bool {
	s, e = skipLeading(l.Text, s), len(strings.TrimRight(l.Text[:e], " .,;"))
	if s >= e {
		return false
	}
	for _, sp := range l.Spans {
		if sp.Style&markup.Italic != 0 && sp.Style&markup.Bold == 0 && sp.Start <= s && sp.End >= e && sp.Start >= s-2 && sp.End <= e+2 {
			return hasYear(l.Text[e:])
		}
	}
	return false
}

// plainSentence reports whether the text of l in [s, e) has no emphasis,
// link or quote in it.
func plainSentence(l *doc.Line, s, e int) bool {
	for _, sp := range l.Spans {
		if sp.Start < e && sp.End > s {
			return false
		}
	}
	for _, q := range findQuotes(l.Text) {
		if q[0] < e && q[1] > s {
			return false
		}
	}
	return true
}

// quoteOpeners are the characters a quote of quoteRe or a single quote
// can start with.
const quoteOpeners = "\"“‘«„'"

// findQuotes returns the byte ranges of the quoted text in s: the double
// and typographic quotes of quoteRe, and the plain single quotes of the
// Harvard style, "(2019) 'A title', Journal" or ‘Don’t panic’. A single quote opens
// only at the start or after a space or an opening bracket, before a
// non-space, and closes only after a non-space and before a comma, a full
// stop, a semicolon, a colon or the end, so that the apostrophes of
// "O'Brien", "don't" or "SenSys '21" are no quotes.
func findQuotes(s string) [][]int {
	if !strings.ContainsAny(s, quoteOpeners) {
		// Every quote starts with one of these; the regular expression
		// would take far longer to find none.
		return nil
	}
	out := quoteRe.FindAllStringIndex(s, -1)
	inside := func(i int) bool {
		for _, q := range out {
			if i >= q[0] && i < q[1] {
				return true
			}
		}
		return false
	}
	var single [][]int
	for i := 0; i < len(s); i++ {
		open, close := "'", "'"
		if strings.HasPrefix(s[i:], "‘") {
			open, close = "‘", "’"
		} else if s[i] != '\'' {
			continue
		}
		body := i + len(open)
		if inside(i) || body >= len(s) || s[body] == ' ' || quoteShortYear(s[i:]) {
			continue
		}
		if i > 0 && !strings.ContainsRune(" \t([", rune(s[i-1])) {
			continue
		}
		// A typographic quote may also close before a space, "‘Earth’s
		// crust’ Journal", when no closing quote before punctuation
		// follows: "‘The students’ work’, Journal" closes at the last.
		spaced := -1
		found := false
		for j := body + 1; j < len(s); j++ {
			end := j + len(close)
			if !strings.HasPrefix(s[j:], close) || s[j-1] == ' ' {
				continue
			}
			if end < len(s) && !strings.ContainsRune(",.;:", rune(s[end])) {
				if close == "’" && spaced < 0 && s[end] == ' ' && !inside(j) && hasLetter(s[body:j]) {
					spaced = j
				}
				continue
			}
			if !inside(j) && hasLetter(s[body:j]) {
				single = append(single, []int{i, end})
				i = end - 1
				found = true
			}
			break
		}
		if !found && spaced >= 0 {
			single = append(single, []int{i, spaced + len(close)})
			i = spaced + len(close) - 1
		}
	}
	if len(single) == 0 {
		return out
	}
	out = append(out, single...)
	slices.SortFunc(out, func(a, b []int) int { return a[0] - b[0] })
	return out
}

// wholeQuote reports whether all of s is one quoted text.
func wholeQuote(s string) bool {
	q := findQuotes(s)
	return len(q) > 0 && q[0][0] == 0 && q[0][1] == len(s)
}

// nextToQuote reports whether the one-name byline b stands next to a
// quoted title, which makes it a byline of one author: a name that opens
// the line before the title, `M. Garcia, "A note on gossip," in Proc.` or
// `Garcia, M. (2019) 'A note on gossip', Journal`, or
// a name right after the title and before a comma or the end,
// `"NIL---A Perspective", JonL White, Macsyma User's Conference`.
func nextToQuote(s string, b names.Byline, quotes [][]int) bool {
	for _, q := range quotes {
		if b.Start == skipLeading(s, 0) && b.End <= q[0] && strings.Trim(dropParenYears(s[b.End:q[0]]), " ,:") == "" {
			return true
		}
		rest := strings.TrimLeft(s[b.End:], " ")
		if q[1] <= b.Start && skipLeading(s, q[1]) == b.Start && (rest == "" || rest[0] == ',' || rest[0] == '.') && !knownVenue(s[b.Start:b.End]) {
			return true
		}
	}
	return false
}

// afterTitle reports whether the one-name byline b, read after an
// unquoted title and a comma, is a byline of one author: more fields
// follow it after a comma, and it is not itself a known venue.
func afterTitle(s string, b names.Byline) bool {
	name := s[b.Start:b.End]
	rest := strings.TrimLeft(s[b.End:], " ")
	if !strings.HasPrefix(rest, ",") || !hasLetterOrDigit(rest) || cues.VenueWords.In(name) {
		return false
	}
	return !knownVenue(name)
}

// knownVenue reports whether s names a venue the venue table knows, as
// "ACM SIGCOMM" does: such a name is never an author.
func knownVenue(s string) bool {
	_, known := lookupVenue(s)
	return known
}

// skipLeading skips spaces and stray markers at s[p:].
func skipLeading(s string, p int) int {
	for p < len(s) && strings.ContainsRune(" \t*-–—:;,.", rune(s[p])) {
		p++
	}
	return p
}

// isAbbrevBefore reports whether the full stop at s[i] ends an
// abbreviation or an initial rather than a sentence.
func isAbbrevBefore(s string, i int) bool {
	if s[i] != '.' {
		return false
	}
	j := i
	for j > 0 && s[j-1] != ' ' && s[j-1] != '(' {
		j--
	}
	w := s[j:i]
	if abbrevs[strings.ToLower(w)] {
		return true
	}
	if len([]rune(w)) == 1 && unicode.IsUpper([]rune(w)[0]) {
		return true
	}
	return isoAbbrevAt(s, i)
}

// isoAbbrevAt reports whether the full stop at s[i] ends a word of an
// ISO 4 journal abbreviation such as "J. Funct. Anal." or "Am. J.
// Physiol. Heart Circ. Physiol.": the word is abbreviation-shaped, a
// capitalised word follows, and the run of capitalised words it belongs
// to opens, after a comma or a sentence, with an abbreviation, and the
// word just before or after it is abbreviated too. A title ending in a full word
// ("Quantum Hall Effect. Phys. Rev.") opens with a full word and stays a
// sentence.
func isoAbbrevAt(s string, i int) bool {
	before := strings.Fields(s[:i+1])
	after := strings.Fields(s[i+1:])
	if len(before) == 0 || len(after) == 0 || !isoAbbrevShape(before[len(before)-1]) {
		return false
	}
	next := strings.TrimLeft(after[0], "*_")
	if r, _ := utf8.DecodeRuneInString(next); !unicode.IsUpper(r) {
		return false
	}
	abbrs := 1
	nextAbbr := strings.HasSuffix(next, ".") && isoAbbrevShape(next)
	prevAbbr := len(before) > 1 && isoAbbrevShape(before[len(before)-2])
	if !nextAbbr && !prevAbbr {
		// A lone cut word between full words is a sentence's end:
		// "J.R.R. Tolkien. On Rings. Middle Journal".
		return false
	}
	if nextAbbr {
		abbrs++
	}
	first := len(before) - 1
	for k := len(before) - 2; k >= 0; k-- {
		t := before[k]
		if strings.HasSuffix(t, ".") && isoAbbrevShape(t) {
			first, abbrs = k, abbrs+1
			continue
		}
		if strings.IndexAny(t[len(t)-1:], ".,;:*_\"”)'") >= 0 {
			break
		}
		r, _ := utf8.DecodeRuneInString(t)
		if !unicode.IsUpper(r) || !isLetters(t) {
			return false
		}
		first = k
	}
	return abbrs >= 2 && strings.HasSuffix(before[first], ".")
}

// cutBeforeJournal ends a byline of l that runs over the title into an
// abbreviated journal: "A. Berg, *Spectra*, J. Reine Angew. Math. 601"
// read "Spectra, J." as a name. The byline ends before a one-word italic
// title, or else before the comma that opens the journal; the second
// result reports a cut, after which one name is a byline.
func cutBeforeJournal(l *doc.Line, st int, b names.Byline) (names.Byline, bool) {
	commas := isoJournalCommas(l.Text[st:])
	if len(commas) == 0 || st+commas[0] >= b.End {
		return b, false
	}
	cut := st + commas[0]
	if nameBeforeItalic(l, cut+1) {
		return b, false
	}
	for _, sp := range l.Spans {
		if sp.Style&markup.Italic != 0 && sp.Style&markup.Bold == 0 && sp.Start > st && sp.Start < cut && sp.End <= cut+1 &&
			len(strings.Fields(l.Text[sp.Start:sp.End])) == 1 && !strings.Contains(l.Text[sp.Start:sp.End], ".") {
			cut = sp.Start
			break
		}
	}
	if c := names.Parse(l.Text[:cut], st, false); len(c.Names) > 0 {
		return c, true
	}
	return b, false
}

// nameBeforeItalic reports whether the text of l from p is a name that
// runs to an italic span, the journal: "…, R. Van Berg. *J. Number
// Theory* 12", where the name's initial and surname are no abbreviated
// journal.
func nameBeforeItalic(l *doc.Line, p int) bool {
	p = names.SkipSpaces(l.Text, p)
	for _, sp := range l.Spans {
		if sp.Style&markup.Italic == 0 || sp.Style&markup.Bold != 0 || sp.Start <= p {
			continue
		}
		head := strings.TrimRight(l.Text[:sp.Start], " ")
		b := names.Parse(head, p, false)
		return len(b.Names) == 1 && covers(head, b.End)
	}
	return false
}

// isoJournal reports whether s opens with an abbreviated journal and its
// volume: "J. Reine Angew. Math. 601 (2006)".
func isoJournal(s string) bool {
	return len(isoJournalCommas(", "+s)) > 0
}

// isoJournalCommas returns the offsets in s of the commas followed by an
// abbreviated journal name and a volume: ", J. Funct. Anal. 12", ",
// Comm. Math. Phys. 301", ", Israel J. Math. 12". The name is capitalised
// words only, two or more of them abbreviated, not all of them initials.
func isoJournalCommas(s string) []int {
	var out []int
	for c := 0; c < len(s); c++ {
		if s[c] != ',' {
			continue
		}
		abbrs, words, long := 0, 0, false
		for _, t := range strings.Fields(s[c+1:]) {
			if r, _ := utf8.DecodeRuneInString(t); unicode.IsDigit(r) {
				// Initials alone are a name's, as before the year in
				// "Roe, C. F. 2020, ApJ".
				if abbrs >= 2 && words <= 8 && long {
					out = append(out, c)
				}
				break
			}
			if isoAbbrevShape(t) {
				abbrs++
				long = long || utf8.RuneCountInString(t) > 2
			} else if r, _ := utf8.DecodeRuneInString(t); !unicode.IsUpper(r) || !isLetters(t) {
				break
			}
			words++
		}
	}
	return out
}

// isoAbbrevShape reports whether t, a word with its full stop, is shaped
// as an abbreviated word of a journal name: an initial, a known
// abbreviation, or a short capitalised word cut after a consonant ("Funct.",
// "Probab.", "Angew."), not a whole word such as "Nature." or "Mice.".
func isoAbbrevShape(t string) bool {
	w, ok := strings.CutSuffix(t, ".")
	if !ok {
		return false
	}
	rs := []rune(w)
	if len(rs) == 0 || !unicode.IsUpper(rs[0]) || !isLetters(w) {
		return false
	}
	if len(rs) == 1 || abbrevs[strings.ToLower(w)] {
		return true
	}
	if len(rs) > 8 || strings.HasSuffix(w, "ing") || strings.ContainsRune("aeouyAEOUY", rs[len(rs)-1]) {
		return false
	}
	for _, r := range rs[1:] {
		if !unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// isLetters reports whether s is letters only.
func isLetters(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return s != ""
}

// findMarkedTitle takes a quoted or bold title outside the byline.
func (f *cvFields) findMarkedTitle(first int) {
	inByline := func(k, s, e int) bool {
		return f.byline != nil && k == f.bylineLine && s < f.byline.End && e > f.byline.Start
	}
	// A line wholly in bold above the byline is the title, as a heading
	// would be; a quote below the byline is then a note ("Perspective,
	// “A Short Title”, Journal 1 (2014)").
	if f.byline != nil {
		for k := first; k < f.bylineLine; k++ {
			l := &f.lines[k]
			if t := strings.TrimSpace(l.Text); len(strings.Fields(t)) >= 2 && l.OnlyStyle(markup.Bold) && !isNote(t) && !strongVenue(t) {
				s := strings.Index(l.Text, t)
				f.title, f.titleLine, f.titleRange, f.titleMarked = t, k, [2]int{s, s + len(t)}, true
				return
			}
		}
	}
	for k := first; k < len(f.lines); k++ {
		t := f.lines[k].Text
		for _, q := range findQuotes(t) {
			if len(strings.Fields(t[q[0]:q[1]])) >= 2 && !inByline(k, q[0], q[1]) {
				title := t[q[0]:q[1]]
				if strings.HasPrefix(title, "'") {
					title = title[1 : len(title)-1]
				}
				f.title, f.titleLine, f.titleRange, f.titleMarked = title, k, [2]int{q[0], q[1]}, true
				return
			}
		}
	}
	// Text before a byline that starts a later line is the title: a mark
	// further down, after the byline, venue and year, is a note (an award,
	// press coverage), not the title.
	last := len(f.lines)
	if f.byline != nil && f.bylineLine > first && f.byline.Start == skipLeading(f.lines[f.bylineLine].Text, 0) {
		for k := first; k < f.bylineLine; k++ {
			if t := f.lines[k].Text; len(strings.Fields(t)) >= 2 && !isNote(t) {
				last = f.bylineLine + 1
				break
			}
		}
	}
	f.titleFrom(first, last, markup.Bold|markup.Link, inByline)
}

// colonTitle takes the title of an entry whose byline a colon closes, as
// the German humanities and Springer styles write it: "Surname, Given:
// Title. Subtitle, in: Container". The title runs over its subtitles to
// the container ("in:"), a parenthesis (a series or a note), or the place
// and year of a book.
func (f *cvFields) colonTitle() {
	b := f.byline
	if b == nil || f.bylineLine < 0 {
		return
	}
	t := f.lines[f.bylineLine].Text
	p := names.SkipSpaces(t, b.End)
	if b.End == 0 || t[b.End-1] != ':' && !strings.HasPrefix(t[p:], ":") {
		return
	}
	if t[b.End-1] != ':' {
		p++
	}
	p = names.SkipSpaces(t, p)
	end := len(t)
	if m := inContainers(t[p:]); len(m) > 0 && p+m[0][0] < end {
		end = p + m[0][0]
	}
	if i := seriesParenAt(t[p:]); i >= 0 && p+i < end {
		end = p + i
	}
	if i := placeYearStart(t[p:]); i >= 0 && p+i < end {
		end = p + i
	}
	// A subtitle is a sentence that does not read as the venue, a kind or
	// a year: "Title. Ph.D. thesis, TU X" ends at the first.
	for _, sg := range sentences(t[p:end]) {
		if sg[0] == 0 {
			continue
		}
		rest := t[p+sg[0] : p+sg[1]]
		if cues.VenueWords.In(rest) || cues.Thesis.In(rest) || hasYear(rest) || strongVenue(rest) {
			end = p + sg[0]
			break
		}
	}
	title := strings.TrimRight(t[p:end], " ,.;")
	if len(strings.Fields(title)) < 1 || !hasLetter(title) {
		return
	}
	f.title, f.titleLine, f.titleRange = title, f.bylineLine, [2]int{p, end}
	f.titleMarked = true
}

// italicAt reports whether an italic span of l starts at p.
func italicAt(l *doc.Line, p int) bool {
	for _, sp := range l.Spans {
		if sp.Start == p && sp.Style&markup.Italic != 0 {
			return true
		}
	}
	return false
}

// reviewTitle takes the title of a book review that has none of its own:
// "Review of" and the reviewed book, in italics or up to the ", by" that
// names its authors: "Roe, Ann. 2019. Review of *Slow Paths*, by Nia
// Abara. *Journal of Things* 3." The book's authors are not the
// review's.
func (f *cvFields) reviewTitle(first int) {
	for k := first; k < len(f.lines); k++ {
		l := &f.lines[k]
		t := l.Text
		m := reviewOfIndex(t)
		if m == nil || k == f.bylineLine && m[0] < f.byline.End {
			continue
		}
		// The review's title opens a sentence; "Title (book review of
		// X)" has a title of its own.
		if before := strings.TrimRight(t[:m[0]], " "); before != "" && !strings.HasSuffix(before, ".") && !strings.HasSuffix(before, ":") {
			continue
		}
		inQuote := false
		for _, q := range findQuotes(t) {
			if q[0] < m[0] && q[1] > m[0] {
				inQuote = true
			}
		}
		if inQuote {
			continue
		}
		end := -1
		for _, sp := range l.Spans {
			if sp.Start == m[1] && sp.Style&markup.Italic != 0 {
				end = sp.End
				break
			}
		}
		if end < 0 {
			if b := strings.Index(t[m[1]:], ", by "); b > 0 {
				end = m[1] + b
			}
		}
		if end < 0 {
			continue
		}
		f.title, f.titleLine, f.titleRange = t[m[0]:end], k, [2]int{m[0], end}
		f.titleMarked, f.review = true, true
		return
	}
}

// yearTitle takes the title of an entry in an author-date style (APA,
// Harvard): the byline opens the line, a year in parentheses follows it,
// and the title is the plain sentence after the year, "Doe, J. (2012).
// Title. *Journal*". A title in quotes or bold is left to findMarkedTitle.
func (f *cvFields) yearTitle() {
	b := f.byline
	if b == nil || f.bylineLine < 0 {
		return
	}
	l := &f.lines[f.bylineLine]
	t := l.Text
	if b.Start != skipLeading(t, 0) {
		return
	}
	m := dateAfter(t[b.End:])
	if m == nil {
		return
	}
	p := skipLeading(t, b.End+m[1])
	for _, q := range findQuotes(t) {
		if q[0] <= p && q[1] > p {
			// A quoted title: findMarkedTitle reads it, unless it is
			// one word, which it leaves: "Doe, J. (2021) 'Weirs', in".
			if title := strings.Trim(t[q[0]:q[1]], `'"‘’“”«» `); len(strings.Fields(title)) == 1 && hasLetter(title) {
				f.title, f.titleLine, f.titleRange, f.titleMarked = title, f.bylineLine, [2]int{q[0], q[1]}, true
			}
			return
		}
	}
	end := len(t)
	if sgs := sentences(t[p:]); len(sgs) > 0 {
		end = p + sgs[0][1]
		if len(sgs) > 1 && strings.ContainsAny(t[end-1:end], "?!") && plainSentence(l, p+sgs[1][0], p+sgs[1][1]) && italicAt(l, names.SkipSpaces(t, p+sgs[1][1])) {
			// A question in the title runs on to the venue: "A d
			// factor? Understanding traits. *Journal*".
			end = p + sgs[1][1]
		}
	}
	for _, sp := range l.Spans {
		if sp.Start == p && sp.Style&markup.Italic != 0 && sp.Style&markup.Bold == 0 {
			// A book's title in italics, perhaps with its subtitle after
			// a full stop: "Doe, J. (2019). *Rivers. A History*. Place:
			// Publisher"; an unpublished work's, "Doe, J. (Under
			// review). *Title*.".
			if title := strings.TrimRight(t[p:sp.End], " ,.;"); len(strings.Fields(title)) >= 2 {
				f.title, f.titleLine, f.titleRange, f.titleMarked = title, f.bylineLine, [2]int{p, p + len(title)}, true
			}
			return
		}
		if sp.Start < end && sp.End > p {
			if sp.Start <= p {
				// A marked title: findMarkedTitle reads it.
				return
			}
			// Italics inside the sentence are a name in the title, "(*Lutjanus
			// synagris*)"; a span after a comma or full stop is the venue.
			if before := strings.TrimRight(t[:sp.Start], " "); strings.HasSuffix(before, ",") || strings.HasSuffix(before, ";") || strings.HasSuffix(before, ".") {
				end = min(end, sp.Start)
			}
		}
	}
	title := strings.TrimRight(t[p:end], " ,.;")
	if len(strings.Fields(title)) < 2 {
		return
	}
	f.title, f.titleLine, f.titleRange = title, f.bylineLine, [2]int{p, p + len(title)}
}

// titleFrom takes the first text in style st (bold or a link) outside the
// byline, on lines first to last-1, that is not a name, a note or a venue;
// notes such as "**Best Paper**" come after the title.
func (f *cvFields) titleFrom(first, last, st int, inByline func(k, s, e int) bool) bool {
	bestLen := 0
	for k := first; k < last && bestLen == 0; k++ {
		l := &f.lines[k]
		for _, s := range l.Spans {
			if s.Style&st == 0 || inByline(k, s.Start, s.End) {
				continue
			}
			txt := l.Text[s.Start:s.End]
			if len(strings.Fields(txt)) < 2 || len(txt) <= bestLen || isNote(txt) || strongVenue(txt) || mostlyNumbers(txt) ||
				s.Style&markup.Bold == 0 && (cues.VenueWords.In(txt) || numberedVenue(txt)) {
				continue
			}
			if b := names.Parse(txt, 0, false); f.byline == nil && len(b.Names) >= 1 && covers(txt, b.End) {
				continue
			}
			bestLen = len(txt)
			f.title, f.titleLine, f.titleRange, f.titleMarked = txt, k, [2]int{s.Start, s.End}, true
			f.titleLink = !styledOver(l, s.Start, s.End, markup.Bold)
		}
	}
	return bestLen > 0
}

// styledOver reports whether a span of l with style st covers
// [start, end): a title both bold and a link ("**[Title](url)**") is
// bold, whichever of its spans the markup recorded first.
func styledOver(l *doc.Line, start, end, st int) bool {
	_, _, ok := spanOver(l, start, end, st)
	return ok
}

// spanOver returns the first span of l with style st that covers
// [start, end).
func spanOver(l *doc.Line, start, end, st int) (int, int, bool) {
	for _, sp := range l.Spans {
		if sp.Style&st != 0 && sp.Start <= start && sp.End >= end {
			return sp.Start, sp.End, true
		}
	}
	return 0, 0, false
}

// freePieces returns the text outside the title and byline, split at
// sentences and italic spans.
func (f *cvFields) freePieces(first int) []cvPiece {
	var out []cvPiece
	for k := first; k < len(f.lines); k++ {
		l := &f.lines[k]
		var cuts [][2]int
		if k == f.titleLine {
			cuts = append(cuts, f.titleRange)
		}
		if f.byline != nil && k == f.bylineLine {
			cuts = append(cuts, [2]int{f.byline.Start, f.byline.End})
			if f.leadNames[1] > 0 {
				cuts = append(cuts, f.leadNames)
			}
		}
		slices.SortFunc(cuts, func(a, b [2]int) int { return a[0] - b[0] })
		pos := 0
		var ranges [][2]int
		for _, c := range cuts {
			if c[0] > pos {
				ranges = append(ranges, [2]int{pos, c[0]})
			}
			pos = max(pos, c[1])
		}
		if pos < len(l.Text) {
			ranges = append(ranges, [2]int{pos, len(l.Text)})
		}
		for _, r := range ranges {
			out = append(out, splitPieces(l, k, r[0], r[1])...)
		}
	}
	return out
}

// splitPieces splits l.text[s:e] at italic spans and sentence ends.
func splitPieces(l *doc.Line, k, s, e int) []cvPiece {
	return piecesAt(l, k, pieceBounds(l, s, e))
}

// pieceBounds returns where the text of l from s to e splits into
// pieces, from s to e, in order.
func pieceBounds(l *doc.Line, s, e int) []int {
	var bounds []int
	bounds = append(bounds, s)
	for _, sp := range l.Spans {
		// Italic text is a unit (often the venue); so is bold text that
		// opens or closes the line, such as a venue written first.
		edge := strings.TrimSpace(l.Text[:sp.Start]) == "" || strings.TrimSpace(l.Text[sp.End:]) == ""
		if sp.Style&markup.Italic != 0 && sp.Style&markup.Bold == 0 || sp.Style&markup.Bold != 0 && edge || sp.Style&markup.Link != 0 {
			if sp.Start > s && sp.Start < e {
				bounds = append(bounds, sp.Start)
			}
			if sp.End > s && sp.End < e {
				bounds = append(bounds, sp.End)
			}
		}
	}
	for _, m := range sentenceEnds(l.Text[s:e], -1) {
		if !isAbbrevBefore(l.Text, s+m[0]) {
			bounds = append(bounds, s+m[0]+1)
		}
	}
	// A note in parentheses between fields: "Title" (*equal contribution) Venue.
	for _, m := range innerParens(l.Text[s:e]) {
		if isNote(l.Text[s+m[0]+1 : s+m[1]-1]) {
			bounds = append(bounds, s+m[0], s+m[1])
		}
	}
	// "in:" before the container: "Title, in: Journal 12 (1999)", "Title.
	// In: Editors (eds.) Book".
	for _, m := range inContainers(l.Text[s:e]) {
		bounds = append(bounds, s+m[0]+1)
	}
	// A comma before an ISO 4 journal and its volume, as the AMS and
	// physics styles write: "Title, J. Funct. Anal. 12 (2003)".
	for _, c := range isoJournalCommas(l.Text[s:e]) {
		bounds = append(bounds, s+c+1)
	}
	// A comma or bracket before a patent's number: "Title, U.S. Patent
	// 9,876,543", "Title (U.S. Patent No. 9,876,543)".
	for _, m := range patentLeads(l.Text[s:e]) {
		bounds = append(bounds, s+m+1)
	}
	// Dashes and bars between fields: "Title — Venue 2020 | pdf".
	for _, m := range dashSeps(l.Text[s:e], -1, false) {
		bounds = append(bounds, s+m[0], s+m[1])
	}
	bounds = append(bounds, e)
	slices.Sort(bounds)
	return bounds
}

// piecesAt returns the pieces of l, line k of its entry, between bounds.
func piecesAt(l *doc.Line, k int, bounds []int) []cvPiece {
	var out []cvPiece
	for i := 0; i+1 < len(bounds); i++ {
		a, b := bounds[i], bounds[i+1]
		if a >= b {
			continue
		}
		raw := l.Text[a:b]
		text := strings.Join(strings.Fields(strings.Trim(raw, " \t,.;:-–—*|[")), " ")
		if rest, ok := strings.CutPrefix(text, "// "); ok {
			// GOST's "// Journal" after the byline it states.
			text = rest
		}
		if strings.Count(text, "[") < strings.Count(text, "]") {
			text = strings.TrimRight(text, "] ")
		}
		if text == "" || !hasLetterOrDigit(text) {
			continue
		}
		// "[arXiv version]", "[pdf]": links in brackets are notes.
		if strings.HasSuffix(strings.TrimSpace(l.Text[:a]), "[") && strings.HasPrefix(strings.TrimSpace(l.Text[b:]), "]") {
			continue
		}
		out = append(out, cvPiece{line: k, start: a, end: b, text: text, italic: italicOver(l, a, b)})
	}
	return out
}

// italicOver reports whether an italic span, not bold, covers l's text
// from a to b.
func italicOver(l *doc.Line, a, b int) bool {
	italic := false
	for _, sp := range l.Spans {
		if sp.Style&markup.Italic != 0 && sp.Start <= a && sp.End >= b && sp.Style&markup.Bold == 0 {
			italic = true
		}
	}
	return italic
}

// hasLetterOrDigit reports whether s holds a letter or a digit.
func hasLetterOrDigit(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return true
		}
	}
	return false
}

// joinLines returns a with b appended, as joinText joins their markup.
func joinLines(a, b doc.Line) doc.Line {
	a.MD = joinText(a.MD, b.MD)
	a.URLs = slices.Concat(a.URLs, b.URLs)
	a.Text, a.Spans = markup.Inline(a.MD)
	a.Hard = b.Hard
	return a
}

// joinText joins two wrapped lines of text. A line that a PDF conversion
// broke inside a word ends in a hyphen: "Train-" and "ing" make
// "Training", while a compound keeps its hyphen ("state-of-the-" and
// "art", "Data-" and "Driven"). Anything else is joined with a space.
func joinText(a, b string) string {
	a, b = strings.TrimRight(a, " \t"), strings.TrimLeft(b, " \t")
	if !strings.HasSuffix(a, "-") || strings.HasSuffix(a, "--") || b == "" {
		return a + " " + b
	}
	stem := a[:len(a)-1]
	word := stem[strings.LastIndexAny(stem, " \t")+1:]
	if r, _ := utf8.DecodeLastRuneInString(word); word == "" || !unicode.IsLetter(r) {
		return a + " " + b // a dash between words: "2019 -", "Title -"
	}
	first, _ := utf8.DecodeRuneInString(b)
	if unicode.IsLower(first) && !strings.Contains(word, "-") {
		return stem + b
	}
	return a + b
}

// joinWrapped joins lines that a text editor or a PDF conversion wrapped
// in the middle of a sentence. Lines that are whole fields on their own
// (a byline, a bold title, an italic venue) stay apart, and so do lines
// ending in a hard break.
func joinWrapped(lines []doc.Line, heading bool) []doc.Line {
	var out []doc.Line
	var parts []string // markup of the lines joined into the last of out
	last := ""         // text of the last line joined
	flush := func() {
		if len(parts) > 1 {
			l := &out[len(out)-1]
			l.MD = parts[0]
			for _, p := range parts[1:] {
				l.MD = joinText(l.MD, p)
			}
			l.Text, l.Spans = markup.Inline(l.MD)
		}
		parts = nil
	}
	for k := range lines {
		b := &lines[k]
		if k > 0 && !(k == 1 && heading) && wraps(&out[len(out)-1], len(parts) > 1, last, b) {
			parts = append(parts, strings.TrimLeft(b.MD, " \t"))
			out[len(out)-1].Hard = b.Hard
			out[len(out)-1].URLs = slices.Concat(out[len(out)-1].URLs, b.URLs)
			last = b.Text
			continue
		}
		flush()
		out = append(out, *b)
		parts = []string{strings.TrimRight(b.MD, " \t")}
		last = b.Text
	}
	flush()
	return out
}

// wraps reports whether line b continues the sentence of line a, whose
// last physical line reads last; joined says a already holds several.
func wraps(a *doc.Line, joined bool, last string, b *doc.Line) bool {
	if a.Hard || b.Item || b.Heading > 0 || b.SecHead || b.Label {
		return false
	}
	if !joined && wholeField(a) || wholeField(b) {
		return false
	}
	at := strings.TrimRight(last, " \t")
	r := []rune(strings.TrimLeft(b.Text, " \t"))
	lr := []rune(at)
	if len(r) == 0 || len(lr) == 0 {
		return false
	}
	end := lr[len(lr)-1]
	// Plainly cut mid-sentence: a lower-case start, or a comma, "and" or
	// a name's initial after a comma at the end.
	if unicode.IsLower(r[0]) || strings.ContainsRune(",:-–(&", end) || openQuote(at) ||
		strings.HasSuffix(at, " and") || strings.HasSuffix(at, " of") || strings.HasSuffix(at, " the") ||
		editorBefore(at) || initialAfterComma(at) {
		return true
	}
	// A line that ends in the year ends the fields; a capital after it
	// starts a note: "(NSDI), 2024" / "It won the best paper award".
	if endsWithYear(at) && unicode.IsUpper(r[0]) {
		return false
	}
	// Perhaps cut: a long line without a full stop, or an indented line
	// under a list item. But a line that is a whole entry starts one, as in
	// a list without blank lines between its entries.
	maybe := len(at) >= 60 && !strings.ContainsRune(".?!\"”)", end) || b.Indent > a.Indent && a.Item && len(at) >= 40
	return maybe && !selfSufficient([]doc.Line{*b})
}

// openQuote reports whether s, the last line of an entry's text so
// far, leaves a quotation open: "“Title of the" then "Chapter,” in".
func openQuote(s string) bool {
	return strings.Count(s, "“") > strings.Count(s, "”")
}

// wholeField reports whether a line is one field on its own: a byline, or
// text in one style from end to end.
func wholeField(l *doc.Line) bool {
	if l.OnlyStyle(markup.Bold) || l.OnlyStyle(markup.Italic) {
		return true
	}
	t := strings.TrimSpace(l.Text)
	b := names.Parse(t, skipLeading(t, 0), true)
	return len(b.Names)-b.Single >= 2 && covers(t, b.End)
}

// joinBrokenBylines joins a byline that a line break cut in two, even
// inside a name ("..., PEIYUAN" / "LIAO, XUPENG MIAO, ...").
func joinBrokenBylines(lines []doc.Line, heading bool) []doc.Line {
	out := append([]doc.Line(nil), lines...)
	for k := 0; k+1 < len(out); k++ {
		if k == 0 && heading {
			continue
		}
		a, b := &out[k], &out[k+1]
		at := strings.TrimRight(a.Text, " \t")
		ba := names.Parse(at, skipLeading(at, 0), true)
		if len(ba.Names) < 2 || !covers(at, ba.End) {
			continue
		}
		comma := strings.HasSuffix(at, ",")
		lastSingle := !strings.Contains(strings.TrimSpace(ba.Names[len(ba.Names)-1]), " ")
		if !comma && !lastSingle {
			continue
		}
		bb := names.Parse(b.Text, skipLeading(b.Text, 0), true)
		if len(bb.Names) < 1 || !covers(b.Text, bb.End) {
			continue
		}
		if !comma && strings.Contains(bb.Names[0], " ") {
			continue
		}
		out[k] = joinLines(*a, *b)
		out = append(out[:k+1], out[k+2:]...)
		k--
	}
	return out
}

// isNote reports whether s is a remark rather than a title or venue:
// links like "[paper]", awards, identifiers.
func isNote(s string) bool {
	return isNoteText(strings.ToLower(strings.TrimSpace(s)))
}

// strongVenue reports whether s is plainly a venue and not a title.
func strongVenue(s string) bool {
	if _, ok := lookupVenue(s); ok && len(strings.Fields(s)) <= 4 {
		return true
	}
	return acronymYearRe.MatchString(s) || venueStart(s) || kindOnly(s) || pressName(dropMonthYear(strings.TrimRight(s, " .")))
}

var (
	acronymYearRe = quickre.MustCompile(`^\(?[A-Za-z][A-Za-z0-9-]*[A-Z][A-Za-z0-9-]*\s*'?(?:19|20)?\d\d\b[^A-Za-z]*$|^[A-Z][A-Za-z0-9-]*[A-Z][A-Za-z0-9-]*\s+(?:19|20)\d\d\b`)
)

// cleanTitle trims quotes, trailing full stops and a trailing tag such as
// "Thesis Chapter" that a PDF conversion glued to the title.
func cleanTitle(s string) (string, pub.Kind) {
	s = strings.Join(strings.Fields(s), " ")
	s = dropFieldLabel(s)
	// "(2021): Title": a year set after the byline is no part of it.
	if e, ok := titleYearEnd(s); ok {
		s = s[e:]
	}
	// "Title [Review of Book, by Author].": what the article reviews.
	s = reviewBracketCut(s)
	s = strings.Trim(s, " \"“”‘’*_«»„\u00a0\u202f")
	s = strings.TrimRight(s, " .,;:")
	s = strings.Trim(s, " \"“”‘’*_«»„\u00a0\u202f")
	// "Title, with A and B": the word that leads into the co-authors
	// ends no title.
	if t, ok := strings.CutSuffix(s, " with"); ok && len(strings.Fields(t)) >= 2 {
		s = strings.TrimRight(t, " ,;:")
	} else if t, ok := strings.CutSuffix(s, ", by"); ok && len(strings.Fields(t)) >= 2 {
		s = t
	}
	var kind pub.Kind
	if m := patentParenStart(s); m > 0 {
		// APA: "Title (U.S. Patent No. 9,876,543)".
		return strings.TrimRight(s[:m], " .,;:"), pub.KindPatent
	}
	if start, tag, ok := titleTag(s); ok && len(strings.Fields(s)) > len(strings.Fields(s[start:]))+2 {
		kind = kindWord(tag)
		s = strings.TrimRight(s[:start], " .,;:-–—")
	}
	return s, kind
}

// kindWord maps a kind tag to a Kind.
func kindWord(w string) pub.Kind {
	switch strings.ToLower(w) {
	case "thesis chapter":
		return pub.KindThesis
	case "demo paper":
		return pub.KindDemo
	case "poster":
		return pub.KindPoster
	case "under review", "in submission":
		return pub.KindUnderReview
	case "preprint":
		return pub.KindPreprint
	}
	return ""
}
