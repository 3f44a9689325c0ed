package ingest

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/pub"
)

// Read quality and the better of two readings. A reader made for one
// layout reads that layout well and anything else badly; rather than fall
// off that cliff, a file that a specific reader reads poorly is read by
// the generic path too, and the reading with more publications that have
// a confident title and byline wins.

// reading is what one reader made of an input, held back until it is
// chosen: its records and warnings in order, and its error.
type reading struct {
	recs []pub.Record
	// warns holds the warnings, each with the number of records read
	// before it, so that replay keeps their order.
	warns []heldWarning
	err   error
}

type heldWarning struct {
	after int
	err   *pub.ParseError
}

// readInto runs read with emit and opt.Warn collecting into a reading.
// An error a warning callback returns (--strict) still stops the reader.
func readInto(opt Options, read func(Options, pub.Emit) error) *reading {
	rd := &reading{}
	o := opt
	o.Warn = func(e *pub.ParseError) error {
		rd.warns = append(rd.warns, heldWarning{len(rd.recs), e})
		return nil
	}
	rd.err = read(o, func(r pub.Record) error {
		rd.recs = append(rd.recs, r)
		return nil
	})
	return rd
}

// Quality is a reading's read-quality estimate: how many publications
// were read with a confident title and byline, and the signs of a poor
// reading among them, from which Estimate predicts the share of the
// input's author slots read right.
type Quality struct {
	// Publications is the number of publications read.
	Publications int
	// Confident is how many of them have a title of some length and a
	// byline of names that the reader's field labeller agrees with (see
	// Quality.Add).
	Confident int
	// NoByline, BadTitle and Doubted count the publications that are not
	// confident, each by the first reason met: no byline (or one that is
	// not names), no title of two words, or a title or byline the field
	// labeller doubts.
	NoByline, BadTitle, Doubted int
	// UnnamedOwner counts the bylines that hold the list's owner only as
	// implied (an entry that leaves its author out), when the input names
	// the owner nowhere: each loses that author.
	UnnamedOwner int
	// NoYear counts the publications read without a year; Long those
	// whose title runs over longTitle bytes, a sign of entries run
	// together.
	NoYear, Long int
	// Uncertainty is the sum over the publications of how unsure the
	// reader was of the title and byline it chose: 1 less the lesser of
	// the field confidences it recorded (pub.Publication.Confidence, which
	// the CV reader records where it doubts a field), 0 where it recorded
	// none.
	Uncertainty float64
	// TextReferences is the number of lines of the input's text that
	// look like references (see referenceLines), for the readers that
	// read a text; 0 for the others.
	TextReferences int
}

// Share is the share of publications read with confidence, 0 when none
// were read.
func (q Quality) Share() float64 {
	if q.Publications == 0 {
		return 0
	}
	return float64(q.Confident) / float64(q.Publications)
}

// score orders readings: confident publications count one, the others
// a half.
func (q Quality) score() float64 {
	return float64(q.Confident) + 0.5*float64(q.Publications-q.Confident)
}

// The weights of Estimate: the share of author slots a sign costs. An
// implied owner the input does not name costs one author of a byline of
// two or three; a missing year costs little, as the scorer matches
// entries by title; a run-together entry costs most of its own and its
// neighbours' authors.
const (
	unnamedOwnerCost = 0.4
	noYearCost       = 0.1
	longCost         = 0.5
	// sureMean is the mean field confidence below which the estimate
	// falls in proportion.
	sureMean = 0.8
	// fullCoverage is the share of the text's reference-like lines read
	// as publications below which the estimate falls in proportion: a
	// CV's talks and a PDF's wrapped lines hold reference-like lines too.
	fullCoverage = 0.3
	// longTitle is the length in bytes of a title that holds more than
	// one entry.
	longTitle = 300
)

// Estimate is the read-quality estimate, from 0 to 1: the share of
// confident publications, less what the implied unnamed owners, the
// missing years and the run-together entries cost, scaled down where
// the field labeller is unsure on average and where the text holds many
// more reference-like lines than publications were read. It is 0 when
// nothing was read. Over the scored development and held-out documents
// it correlates with the scorer's slot F1 (scripts/quality_check.py;
// docs/accuracy.md has the figures).
func (q Quality) Estimate() float64 {
	if q.Publications == 0 {
		return 0
	}
	n := float64(q.Publications)
	e := (float64(q.Confident) - unnamedOwnerCost*float64(q.UnnamedOwner) -
		noYearCost*float64(q.NoYear) - longCost*float64(q.Long)) / n
	e *= q.certainty()
	e *= q.coverage()
	return max(0, e)
}

// certainty is the factor of Estimate for the labeller's mean
// confidence: 1 at sureMean and above.
func (q Quality) certainty() float64 {
	return min(1, (1-q.Uncertainty/float64(max(q.Publications, 1)))/sureMean)
}

// coverage is the factor of Estimate for the text's reference-like
// lines left unread: 1 while publications are fullCoverage of them or
// more.
func (q Quality) coverage() float64 {
	if q.TextReferences <= q.Publications {
		return 1
	}
	return min(1, float64(q.Publications)/float64(q.TextReferences)/fullCoverage)
}

// Poor reports whether a reading should be checked by a person: the
// estimate is under poorShare, and some publications were read or the
// text holds references none of which was read.
func (q Quality) Poor() bool {
	return (q.Publications > 0 || q.unread()) && q.Estimate() < poorShare
}

// unread reports whether no publication was read from a text that holds
// minUnread reference-like lines or more.
func (q Quality) unread() bool {
	return q.Publications == 0 && q.TextReferences >= minUnread
}

// minUnread is the number of reference-like lines of a text of which
// none read makes the input one to check: fewer are as likely a CV's
// talks or degrees.
const minUnread = 5

// poorShare is the estimate below which a file is named as read poorly
// (see Quality.Poor).
const poorShare = 0.8

// Reason says in a line why a reading is poor: its one or two costliest
// signs, "12 entries without a byline; 3 entries over 300 characters
// (entries run together?)". It is "" when no sign costs much.
func (q Quality) Reason() string {
	if q.Publications == 0 {
		return fmt.Sprintf("no publications read, though the text holds %d lines that look like references", q.TextReferences)
	}
	n := float64(q.Publications)
	type sign struct {
		cost float64
		text string
	}
	signs := []sign{
		{1 - q.coverage(), fmt.Sprintf("the text holds %d lines that look like references, %d publications were read", q.TextReferences, q.Publications)},
		{float64(q.NoByline) / n, counted(q.NoByline, "entry", "entries") + " without a byline of names"},
		{float64(q.BadTitle) / n, counted(q.BadTitle, "entry", "entries") + " without a title of two words or more"},
		{float64(q.Doubted) / n, counted(q.Doubted, "entry", "entries") + " whose title or byline the field model doubts"},
		{unnamedOwnerCost * float64(q.UnnamedOwner) / n, counted(q.UnnamedOwner, "entry leaves out its author", "entries leave out their author") + ", the list's owner, whom the file does not name (give --owner)"},
		{noYearCost * float64(q.NoYear) / n, counted(q.NoYear, "entry", "entries") + " without a year"},
		{longCost * float64(q.Long) / n, fmt.Sprintf("%s over %d characters (entries run together?)", counted(q.Long, "entry", "entries"), longTitle)},
		{1 - q.certainty(), fmt.Sprintf("the field model is unsure of titles and bylines (mean confidence %d%%)", int(100*(1-q.Uncertainty/n)))},
	}
	slices.SortStableFunc(signs, func(a, b sign) int { return cmp.Compare(b.cost, a.cost) })
	var out []string
	for _, s := range signs[:2] {
		if s.cost >= minReasonCost {
			out = append(out, s.text)
		}
	}
	return strings.Join(out, "; ")
}

// minReasonCost is the least cost of a sign that Reason names.
const minReasonCost = 0.04

// counted is n with the singular or plural of a noun phrase: "1 entry",
// "12 entries".
func counted(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// Add counts p, confident when it has a title of some length, a byline
// of names, and the field labeller's agreement: the CV reader records in
// p.Confidence where its labeller doubts the title or the byline it
// chose (a byline the labeller reads as a title, a title it reads as a
// venue), and a title that holds a reference's seam
// (" // Journal", the venue GOST and other styles write after the title)
// was not cut where the labeller would cut it. It counts the signs of a
// poor reading too (see Quality). It allocates nothing, as Load counts
// every publication of every input (millions, for a DBLP dump).
func (q *Quality) Add(p *pub.Publication) {
	q.Publications++
	switch {
	case len(p.Authors) == 0 || !bylineNames(p.Authors):
		q.NoByline++
	case !confidentTitle(p.Title) || strings.Contains(p.Title, " // "):
		q.BadTitle++
	case doubted(p):
		q.Doubted++
	default:
		q.Confident++
	}
	for _, a := range p.Authors {
		if a.Implied && a.Name == "" {
			q.UnnamedOwner++
			break
		}
	}
	if p.Year == 0 {
		q.NoYear++
	}
	if len(p.Title) > longTitle {
		q.Long++
	}
	least := 1.0
	for _, c := range p.Confidence {
		least = min(least, c)
	}
	q.Uncertainty += 1 - least
}

// doubted reports whether the reader recorded a title or byline
// confidence of p under sureConfidence.
func doubted(p *pub.Publication) bool {
	if c, ok := p.Confidence["title"]; ok && c < sureConfidence {
		return true
	}
	c, ok := p.Confidence["authors"]
	return ok && c < sureConfidence
}

// sureConfidence is the field confidence (pub.Publication.Confidence)
// below which the labeller disagrees with the reader: the CV reader's
// own bound for a field it need not doubt.
const sureConfidence = 0.5

// QualityOf estimates how well records were read.
func QualityOf(recs []pub.Record) Quality {
	var q Quality
	for _, r := range recs {
		if r.Publication != nil {
			q.Add(r.Publication)
		}
	}
	return q
}

// confidentTitle reports whether t reads as a title: two words or more,
// or six characters of a script written without spaces, and not a URL.
func confidentTitle(t string) bool {
	t = strings.TrimSpace(t)
	if strings.Contains(t, "://") {
		return false
	}
	if hasWords(t, 2) {
		return true
	}
	return utf8.RuneCountInString(t) >= 6 && allHan(t)
}

// hasWords reports whether s has n space-separated words or more, as
// len(strings.Fields(s)) >= n would, without making them and reading
// only as far as the n-th word.
func hasWords(s string, n int) bool {
	in := false
	for _, r := range s {
		space := unicode.IsSpace(r)
		if !space && !in {
			if n--; n == 0 {
				return true
			}
		}
		in = !space
	}
	return n <= 0
}

// bylineNames reports whether most authors are names of a sensible
// length.
func bylineNames(as []pub.Author) bool {
	ok := 0
	for _, a := range as {
		if n := utf8.RuneCountInString(a.Name); a.Implied || n >= 2 && n <= 60 && !hasWords(a.Name, 7) {
			ok++
		}
	}
	return ok*10 >= len(as)*8
}

// poorly reports whether a reading leaves room for a better one: no
// publications, or fewer than nine in ten read with confidence.
func (rd *reading) poorly() bool {
	q := QualityOf(rd.recs)
	return rd.err != nil || q.Publications == 0 || q.Share() < 0.9
}

// better returns the reading to keep of the specific one and the
// generic alternative: the generic one only when it reads more, by a
// clear margin, so that a reader that does well keeps its reading.
func better(specific, generic *reading) *reading {
	if generic == nil || generic.err != nil && specific.err == nil {
		return specific
	}
	qs, qg := QualityOf(specific.recs), QualityOf(generic.recs)
	if qg.Publications == 0 {
		return specific
	}
	if specific.err != nil {
		return generic
	}
	if qs.Publications == 0 {
		// A reading of no publications may still have read the owner,
		// education and positions (a CV's main file that includes its
		// parts): the generic reading must keep as much of those, and
		// read more than one stray entry in the header.
		if n := others(specific.recs); n > 0 && (others(generic.recs) < n || qg.Confident < 2) {
			return specific
		}
		return generic
	}
	if qg.score() > qs.score()*1.15+1 {
		return generic
	}
	// Both read the same works, and the generic reading reads more of
	// them with confidence.
	if qg.Confident > qs.Confident && qg.Share() >= qs.Share() && agree(specific.recs, generic.recs) {
		return generic
	}
	return specific
}

// others counts the records of a reading that are no publications: the
// owner, relations and affiliations.
func others(recs []pub.Record) int {
	n := 0
	for _, r := range recs {
		if r.Publication == nil {
			n++
		}
	}
	return n
}

// agree reports whether most titles of reading a are among those of b.
func agree(a, b []pub.Record) bool {
	titles := map[string]bool{}
	for _, r := range b {
		if r.Publication != nil {
			titles[titleKey(r.Publication.Title)] = true
		}
	}
	n, in := 0, 0
	for _, r := range a {
		if r.Publication != nil {
			n++
			if titles[titleKey(r.Publication.Title)] {
				in++
			}
		}
	}
	return n > 0 && in*10 >= n*8
}

// titleKey folds a title for comparison: letters and digits, lower case.
func titleKey(t string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, t)
}

// replay emits a reading's records and passes its warnings on, and
// returns its error.
func (rd *reading) replay(opt Options, emit pub.Emit) error {
	w := 0
	for i, r := range rd.recs {
		for ; w < len(rd.warns) && rd.warns[w].after <= i; w++ {
			if err := opt.warn(rd.warns[w].err); err != nil {
				return err
			}
		}
		if err := emit(r); err != nil {
			return err
		}
	}
	for ; w < len(rd.warns); w++ {
		if err := opt.warn(rd.warns[w].err); err != nil {
			return err
		}
	}
	return rd.err
}

// readBest reads with the specific reader and, when that reads poorly,
// with each alternative in turn, keeping the best reading. Alternatives
// are nil when there is none for this input.
func readBest(opt Options, emit pub.Emit, specific func(Options, pub.Emit) error, alternatives ...func(Options, pub.Emit) error) error {
	return readBestIf(opt, emit, false, specific, alternatives...)
}

// readBestIf is readBest that, with always set, runs the alternatives
// whatever the specific reading's quality: where they are cheap and may
// read more of the same works (records in a page's tables).
func readBestIf(opt Options, emit pub.Emit, always bool, specific func(Options, pub.Emit) error, alternatives ...func(Options, pub.Emit) error) error {
	best := readInto(opt, specific)
	for _, alt := range alternatives {
		if alt == nil || !always && !best.poorly() {
			continue
		}
		best = better(best, readInto(opt, alt))
	}
	return best.replay(opt, emit)
}

// referenceLines counts the lines of a text that look like references:
// forty characters or more, a year (1950–2039) standing alone, three
// separators or more (",", ".", ";", ":"), and an initial ("J.") or
// three commas. A CV's talks and grants hold such lines too, and a
// reference printed over several lines counts once at most, so the
// count bounds from above the entries of the text's publication lists.
func referenceLines(src string) int {
	n := 0
	for len(src) > 0 {
		line := src
		if i := strings.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			src = ""
		}
		if looksLikeReference(line) {
			n++
		}
	}
	return n
}

// looksLikeReference reports whether line looks like a reference (see
// referenceLines).
func looksLikeReference(line string) bool {
	if len(line) < 40 || utf8.RuneCountInString(line) < 40 {
		return false
	}
	seps, commas, initials := 0, 0, 0
	digits, num := 0, 0
	year := false
	var prev, prev2 rune
	for _, r := range line {
		switch r {
		case ',':
			commas++
			seps++
		case '.':
			seps++
			if unicode.IsUpper(prev) && !unicode.IsLetter(prev2) {
				initials++
			}
		case ';', ':':
			seps++
		}
		if r >= '0' && r <= '9' {
			digits++
			num = num*10 + int(r-'0')
		} else {
			year = year || isYear(digits, num)
			digits, num = 0, 0
		}
		prev2, prev = prev, r
	}
	year = year || isYear(digits, num)
	return year && seps >= 3 && (initials >= 1 || commas >= 3)
}

// isYear reports whether a run of digits digits of value num is a year
// of a publication list, 1950–2039.
func isYear(digits, num int) bool {
	return digits == 4 && num >= 1950 && num <= 2039
}

// noteText records in o.TextReferences the reference-like lines of src,
// a text a reader is about to read (the most of the readings of one
// input).
func (o Options) noteText(src string) {
	if o.TextReferences != nil {
		*o.TextReferences = max(*o.TextReferences, referenceLines(src))
	}
}
