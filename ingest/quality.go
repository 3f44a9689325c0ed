package ingest

import (
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

// Quality is a reading's read-quality estimate.
type Quality struct {
	// Publications is the number of publications read.
	Publications int
	// Confident is how many of them have a title of some length and a
	// byline of names that the reader's field labeller agrees with (see
	// Quality.Add).
	Confident int
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

// Poor reports whether a reading should be checked by a person: some
// publications were read, but fewer than poorShare of them with a
// confident title and byline.
func (q Quality) Poor() bool {
	return q.Publications > 0 && q.Share() < poorShare
}

// poorShare is the share of confident publications below which a file
// is named as read poorly (see Quality.Poor).
const poorShare = 0.8

// Add counts p, confident when it has a title of some length, a byline
// of names, and the field labeller's agreement: the CV reader records in
// p.Confidence where its labeller doubts the title or the byline it chose
// (a byline the labeller reads as a title, a title it reads as a venue),
// and a title that holds a reference's seam (" // Journal", the venue
// GOST and other styles write after the title) was not cut where the
// labeller would cut it. It allocates nothing, as Load counts every
// publication of every input (millions, for a DBLP dump).
func (q *Quality) Add(p *pub.Publication) {
	q.Publications++
	if confident(p) {
		q.Confident++
	}
}

// confident reports whether p counts as read with confidence (see
// Quality.Add).
func confident(p *pub.Publication) bool {
	if !confidentTitle(p.Title) || len(p.Authors) == 0 || !bylineNames(p.Authors) {
		return false
	}
	if c, ok := p.Confidence["title"]; ok && c < sureConfidence {
		return false
	}
	if c, ok := p.Confidence["authors"]; ok && c < sureConfidence {
		return false
	}
	return !strings.Contains(p.Title, " // ")
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
