package entries

import (
	"math"
	"slices"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv/cues"
	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/names"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/internal/shape"
	"github.com/pubgraph/pubgraph/pub"
)

// The entry stage. The document layer hands over an entry's lines with
// their marks; analyzeEntry finds the candidates its typographic rules see
// (a heading, a quoted or bold title, the longest author list at a likely
// place, a byline closed by a colon); the token labeller of package label
// reads the same text with the same marks and says which tokens are the
// authors, the title, the container, the date and so on. chooseFields
// settles each field from both, and gives each a confidence:
//
//   - where the rules found a field by a mark (a heading, quotes, bold, a
//     colon after the byline) and the labeller agrees, or the labeller
//     alone is sure, the field is sure;
//   - where the rules only guessed (the first sentence as title) the
//     labeller's field is taken instead when it has one;
//   - a container the labeller finds is the venue; a status ("in press",
//     "under review") is never a venue.
//
// Fields whose confidence stays low are reported as doubts and warned with
// the entry's file and line; the entry is still emitted.

// cvLabelled is an entry's text as the labeller read it.
type cvLabelled struct {
	text string
	// lineStart holds the offset in text of each of the entry's lines.
	lineStart []int
	// spans are the marks the labeller was given.
	spans  []label.Span
	entry  label.Entry
	fields []label.Field
}

// labelEntry runs the labeller over the lines of f, joined by spaces, with
// the marks the document layer recorded (bold, italics, links), quotes
// found in the text, and a heading when the entry starts with its title
// heading.
func labelEntry(labeller *label.Model, f *cvFields, heading bool) *cvLabelled {
	lb := &cvLabelled{}
	var b strings.Builder
	var spans []label.Span
	for k, l := range f.lines {
		if k > 0 {
			b.WriteByte(' ')
		}
		off := b.Len()
		lb.lineStart = append(lb.lineStart, off)
		b.WriteString(l.Text)
		for _, sp := range l.Spans {
			var m label.Mark
			if sp.Style&markup.Bold != 0 {
				m |= label.Bold
			}
			if sp.Style&markup.Italic != 0 {
				m |= label.Italic
			}
			if sp.Style&markup.Link != 0 {
				m |= label.Link
			}
			if m != 0 {
				spans = append(spans, label.Span{Start: off + sp.Start, End: off + sp.End, Marks: m})
			}
		}
		for _, q := range findQuotes(l.Text) {
			spans = append(spans, label.Span{Start: off + q[0], End: off + q[1], Marks: label.Quoted})
		}
		if k == 0 && heading {
			spans = append(spans, label.Span{Start: off, End: off + len(l.Text), Marks: label.Heading})
		}
	}
	lb.text, lb.spans = b.String(), spans
	lb.entry = labeller.Parse(lb.text, spans)
	lb.fields = lb.entry.Fields()
	return lb
}

// lineLabelling returns the labeller's reading of lb when lb is a line's
// text labelled with exactly the given spans, nil otherwise: the line
// model's description of a line that is a whole entry (lines.Describe)
// then takes it instead of labelling the line again. An entry whose
// quotes or title heading were marked for the labeller is no line's.
func (lb *cvLabelled) lineLabelling(text string, spans []label.Span) *label.Entry {
	if lb == nil || len(lb.lineStart) != 1 || lb.text != text || !slices.Equal(lb.spans, spans) {
		return nil
	}
	return &lb.entry
}

// at returns the offset in the labelled text of byte p of line k.
func (lb *cvLabelled) at(k, p int) int { return lb.lineStart[k] + p }

// lineOf returns the line of the entry that holds offset off, and the
// offset within that line.
func (lb *cvLabelled) lineOf(off int) (int, int) {
	k := 0
	for k+1 < len(lb.lineStart) && lb.lineStart[k+1] <= off {
		k++
	}
	return k, off - lb.lineStart[k]
}

// share returns the share of the word tokens in [s, e) of the text that
// the labeller gave label l, and their least confidence.
func (lb *cvLabelled) share(s, e int, l label.Label) (float64, float64) {
	n, hit := 0, 0
	conf := 0.0
	for i, t := range lb.entry.Tokens {
		if t.Start < s || t.End > e || !hasLetterOrDigit(t.Text) {
			continue
		}
		n++
		if lb.entry.Labels[i] == l {
			hit++
			conf += lb.entry.Confidence[i]
		}
	}
	if n == 0 || hit == 0 {
		return 0, 0
	}
	return float64(hit) / float64(n), conf / float64(hit)
}

// readsAs reports whether the labeller gives one of labels to most words
// of the first place text occurs in the entry.
func (lb *cvLabelled) readsAs(text string, labels ...label.Label) bool {
	i := strings.Index(lb.text, text)
	if i < 0 {
		return false
	}
	total := 0.0
	for _, l := range labels {
		share, _ := lb.share(i, i+len(text), l)
		total += share
	}
	return total > 0.5
}

// fieldConf is the mean confidence of the word tokens of field f: the
// field's own least confidence is often that of a comma.
func (lb *cvLabelled) fieldConf(f label.Field) float64 {
	n, sum := 0, 0.0
	for i, t := range lb.entry.Tokens {
		if t.Start >= f.Start && t.End <= f.End && lb.entry.Labels[i] == f.Label && hasLetterOrDigit(t.Text) {
			n++
			sum += lb.entry.Confidence[i]
		}
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// first returns the first field labelled l that the labeller is sure of,
// cut to the line it starts on, with its confidence.
func (lb *cvLabelled) first(l label.Label) (label.Field, int, bool) {
	for _, f := range lb.fields {
		if f.Label != l {
			continue
		}
		if f.Confidence = lb.fieldConf(f); f.Confidence < sureField {
			continue
		}
		k, _ := lb.lineOf(f.Start)
		end := f.End
		if k+1 < len(lb.lineStart) && end > lb.lineStart[k+1]-1 {
			end = lb.lineStart[k+1] - 1
			f.End = end
			f.Text = lb.text[f.Start:f.End]
		}
		return f, k, true
	}
	return label.Field{}, 0, false
}

// cvConfidence is how sure the reader is of the title and the byline of
// one entry, from 0 to 1: 0.9 and above where the rules and the labeller
// agree or the labeller alone is sure, about 0.6 where one of them found
// the field by a mark and the other says nothing against it, and below
// sureField where they disagree.
type cvConfidence struct {
	title, byline float64
}

// sureField is the confidence at or above which a field raises no doubt.
const sureField = 0.5

// chooseFields settles the title and byline of f from its rule candidates
// and the labeller's reading lb, as the comment at the top of this file
// says, and returns the confidence in each.
func chooseFields(f *cvFields, lb *cvLabelled, heading bool) cvConfidence {
	var c cvConfidence
	if f.byline != nil {
		c.byline = checkByline(f, lb)
		switch {
		case c.byline < sureField || titleRead(f, lb):
			rebyline(f, lb, heading, &c)
		case c.byline >= 0.9:
			extendByline(f, lb, heading)
		}
	}
	if f.byline == nil {
		labelledByline(f, lb, heading, &c)
	}
	if headWords(f, lb, heading) {
		c.title, c.byline = 0.6, 0
		return c
	}
	if f.titleLine >= 0 {
		statedByline(f, lb, heading)
	}
	if f.titleLine >= 0 {
		c.title = checkTitle(f, lb)
	}
	if c.title < sureField || f.title == "" {
		labelledTitle(f, lb, heading, &c)
	}
	return c
}

// headWords takes for the title of f the byline found in it when "In"
// and the book the entry is part of follow the byline with no title
// between them: the head words of an entry in a reference work,
// written as names are ("Courts, Trial. In: Encyclopedia of Procedure,
// ed. A. Editor"), which the labeller too may read as authors. Several
// head words parted by semicolons are several entries of the work
// (f.heads), the first the title of f. It reports whether it took them.
func headWords(f *cvFields, lb *cvLabelled, heading bool) bool {
	k, start, end, ok := headSpan(f, lb)
	if !ok {
		return false
	}
	t := f.lines[k].Text
	in := skipLeading(t, end)
	for in < len(t) && strings.IndexByte(" .,;", t[in]) >= 0 {
		in++
	}
	w := t[in:min(in+3, len(t))]
	if !strings.EqualFold(w, "in ") && !strings.EqualFold(w, "in:") {
		return false
	}
	if w := strings.Fields(t[:start]); len(w) > 0 && strings.EqualFold(w[len(w)-1], "with") || cues.Pending.In(t[in:]) || cues.Status.In(t[in:]) {
		// "With A. Roe. In progress.": co-authors and a status.
		return false
	}
	book := false
	for _, fld := range lb.fields {
		if fld.Start < lb.at(k, end) || !hasLetter(fld.Text) {
			continue
		}
		// The first field after the head words is the book, after "In".
		book = fld.Start >= lb.at(k, in) && (fld.Label == label.Container || fld.Label == label.Title || fld.Label == label.Editor) && lb.fieldConf(fld) >= sureField
		break
	}
	if !book {
		return false
	}
	if strings.HasSuffix(strings.TrimRight(t[:start], " "), ";") {
		// "Head; Other Head; and Third Head in *Book*": the first head
		// words did not read as names.
		start = skipLeading(t, strings.LastIndex(t[:start], ". ")+1)
	}
	var heads []string
	for _, h := range strings.Split(t[start:end], ";") {
		h = strings.TrimPrefix(strings.TrimSpace(h), "and ")
		if h, _ = cleanTitle(h); hasLetter(h) {
			heads = append(heads, h)
		}
	}
	if len(heads) == 0 {
		return false
	}
	f.title, f.titleLine, f.titleRange, f.titleMarked, f.tagKind = heads[0], k, [2]int{start, end}, false, ""
	f.byline, f.bylineLine, f.headWords, f.heads = nil, -1, true, heads
	f.pieces = f.freePieces(firstLine(heading))
	return true
}

// headSpan returns the line and the span of f that may be a reference
// work's head words (headWords): its byline, or, with none, a title
// the rules found up to an "in" that the labeller reads as names.
func headSpan(f *cvFields, lb *cvLabelled) (k, start, end int, ok bool) {
	if f.byline != nil {
		return f.bylineLine, f.byline.Start, f.byline.End, true
	}
	if f.titleLine < 0 || f.titleMarked {
		return 0, 0, 0, false
	}
	k, start, end = f.titleLine, f.titleRange[0], f.titleRange[1]
	t := f.lines[k].Text[:end]
	if e := len(strings.TrimRight(t, " ")); strings.HasSuffix(t[:e], " in") {
		end = e - 3 // "Head; Other Head in *Book*"
	}
	if authors, _ := lb.share(lb.at(k, start), lb.at(k, end), label.Author); authors < 0.5 {
		return 0, 0, 0, false
	}
	return k, start, end, true
}

// checkByline returns the confidence in the byline the rules found in f,
// by how the labeller reads its words.
func checkByline(f *cvFields, lb *cvLabelled) float64 {
	k := f.bylineLine
	s, e := lb.at(k, f.byline.Start), lb.at(k, f.byline.End)
	authors, conf := lb.share(s, e, label.Author)
	switch {
	case authors >= 0.5:
		return max(conf, 0.9)
	default:
		// The labeller does not read these names as the authors: the
		// byline is in doubt when it reads other words as authors.
		if _, _, ok := lb.first(label.Author); ok && authors == 0 && !(f.titleMarked && titleNextToByline(f)) {
			return 0.3
		}
		return 0.6
	}
}

// extendByline lengthens the byline of f to the author field of the
// labeller that holds it, where that field runs on over more names on
// the same line: "…, K. E. Author, M. E. Writer.  2019." cut short by
// the rules before the last name.
func extendByline(f *cvFields, lb *cvLabelled, heading bool) {
	k := f.bylineLine
	s, e := lb.at(k, f.byline.Start), lb.at(k, f.byline.End)
	end := lb.lineStart[k] + len(f.lines[k].Text)
	for _, fld := range lb.fields {
		if fld.Label != label.Author || fld.Start > s || fld.End <= e || fld.End > end || lb.fieldConf(fld) < 0.9 {
			continue
		}
		t := f.lines[k].Text
		if b := names.Parse(t[:fld.End-lb.lineStart[k]], f.byline.Start, false); len(b.Names) > len(f.byline.Names) && b.Start == f.byline.Start && covers(t[:fld.End-lb.lineStart[k]], b.End) {
			f.byline = &b
			if overlaps(f, k, b.Start, b.End) {
				// The rules took the last names for the title: the
				// labeller's is read (chooseFields).
				f.title, f.titleLine = "", -1
			}
			f.pieces = f.freePieces(firstLine(heading))
		}
		return
	}
}

// statedByline takes, for a byline the rules found before the title of
// f, the fuller list the entry states after the title, as GOST writes it:
// the first author before the title and every author after a slash
// ("Doe J. Q. Title / J. Q. Doe, A. B. Roe // Journal. 2020."). The
// labeller's author field is taken where it is sure of it, it lies after
// the title on the byline's line, and it names more people than the
// byline, the first of them the byline's first, after a title field of
// its own.
func statedByline(f *cvFields, lb *cvLabelled, heading bool) {
	if f.byline == nil || len(f.byline.Names) == 0 || f.titleLine != f.bylineLine || f.titleRange[0] < f.byline.End || f.byline.Incomplete {
		return
	}
	k := f.bylineLine
	t := f.lines[k].Text
	from, end := lb.at(k, f.byline.End), lb.lineStart[k]+len(t)
	titled := false
	for _, fld := range lb.fields {
		if fld.Start < from || fld.End > end {
			continue
		}
		if fld.Label == label.Title {
			titled = true
		}
		if fld.Label != label.Author || !titled || lb.fieldConf(fld) < 0.9 {
			continue
		}
		e := fld.End
		if i := strings.Index(fld.Text, " //"); i > 0 {
			// The labeller ran the names on into the container
			// after GOST's "//".
			e = fld.Start + i
		}
		b, ok := bylineAt(t, fld.Start-lb.lineStart[k], e-lb.lineStart[k])
		if ok && len(b.Names) > len(f.byline.Names) && sameSurname(b.Names[0], f.byline.Names[0]) {
			f.leadNames = [2]int{f.byline.Start, f.byline.End}
			f.byline = &b
			f.pieces = f.freePieces(firstLine(heading))
		}
		return
	}
}

// sameSurname reports whether two names, in any order, have one surname:
// "Doe J. Q." and "J. Q. Doe".
func sameSurname(a, b string) bool {
	wa := strings.Fields(names.GivenFirst([]string{a})[0])
	wb := strings.Fields(names.GivenFirst([]string{b})[0])
	return len(wa) > 0 && len(wb) > 0 && strings.EqualFold(strings.Trim(wa[len(wa)-1], ".,"), strings.Trim(wb[len(wb)-1], ".,"))
}

// titleRead reports whether the labeller reads the words of the rules'
// byline of f, which a mark covers, as a title, and no words of the
// entry as authors: "**Sample Widgets and Local Things**" read by its
// capitals as two names.
func titleRead(f *cvFields, lb *cvLabelled) bool {
	k := f.bylineLine
	share, conf := lb.share(lb.at(k, f.byline.Start), lb.at(k, f.byline.End), label.Title)
	if _, _, marked := spanOver(&f.lines[k], f.byline.Start, f.byline.End, markup.Bold|markup.Italic|markup.Link); !marked {
		// Unmarked names the labeller runs into a title next to them
		// ("Title. A. Author and B. Writer. Venue") stay the byline.
		return false
	}
	if f.titleMarked && !f.titleLink && f.titleLine != k || share < 0.5 || conf < sureField {
		// A marked title apart from the byline: the labeller runs
		// the names under it into the title ("**Title**" over "with
		// A. Author").
		return false
	}
	_, _, authors := lb.first(label.Author)
	return !authors
}

// rebyline reads f again without the byline the rules found, which the
// labeller reads otherwise (checkByline, titleRead): the labeller's
// byline where it reads one, else a byline of the rules' below the
// dropped one ("**Title**" over "with A. Author"), else none (the
// owner's paper); the title is then found anew. Where the labeller reads
// other names as authors but none can be taken, f is left as it was.
func rebyline(f *cvFields, lb *cvLabelled, heading bool, c *cvConfidence) {
	old := *f
	k := f.bylineLine
	f.byline, f.bylineLine = nil, -1
	f.clearTitle(heading)
	labelledByline(f, lb, heading, c)
	asTitle := f.byline == nil && c.byline >= sureField
	if f.byline == nil && !asTitle {
		*f = old
		return
	}
	if asTitle {
		c.byline = 0
		if b, bk := findByline(f.lines[k+1:], 0); bk >= 0 {
			f.byline, f.bylineLine = &b, k+1+bk
			c.byline = 0.6
		}
	}
	l := &f.lines[k]
	if s, e, ok := spanOver(l, old.byline.Start, old.byline.End, markup.Bold|markup.Italic|markup.Link); asTitle && f.titleLine < 0 && ok {
		// The names the labeller reads as a title are in the title
		// where a mark covers them: "**Sample Widgets and Local
		// Things**", "**Sample Widgets and Things: A Model**".
		f.title, f.titleLine, f.titleRange, f.titleMarked = l.Text[s:e], k, [2]int{s, e}, true
		f.titleLink = !styledOver(l, s, e, markup.Bold|markup.Italic)
		f.title, f.tagKind = cleanTitle(f.title)
		f.pieces = f.freePieces(firstLine(heading))
	}
	if f.titleLine < 0 {
		f.findTitle(firstLine(heading))
	}
}

// labelledByline takes the labeller's byline for f, which has none, and
// its confidence into c. The labeller's byline is taken only in what
// reads as a reference: it finds a title too, or the rules found a marked
// one.
func labelledByline(f *cvFields, lb *cvLabelled, heading bool, c *cvConfidence) {
	_, _, titled := lb.first(label.Title)
	if fld, fk, ok := lb.first(label.Author); ok && fld.Confidence >= sureField && (titled || f.titleMarked) {
		if b, ok := bylineAt(f.lines[fk].Text, fld.Start-lb.lineStart[fk], fld.End-lb.lineStart[fk]); ok && (!overlaps(f, fk, b.Start, b.End) || !f.titleMarked) && !betweenNumbers(f.lines[fk].Text, b.Start, b.End) {
			if overlaps(f, fk, b.Start, b.End) {
				// The rules took "Mara Roe: Title" for the title; the
				// labeller's title is read below.
				f.title, f.titleLine = "", -1
			}
			f.byline, f.bylineLine = &b, fk
			c.byline = fld.Confidence * 0.9
			f.pieces = f.freePieces(firstLine(heading))
		}
	}
}

// betweenNumbers reports whether s[start:end] stands between two
// numbers, the second no year, as the law reviews' citations set a
// journal between its volume and first page ("130 Yale L.J. 1100"):
// names never stand so.
func betweenNumbers(s string, start, end int) bool {
	before, after := strings.TrimRight(s[:start], " "), strings.TrimLeft(s[end:], " ")
	return before != "" && after != "" && scan.Digit(before[len(before)-1]) && scan.Digit(after[0]) && !shape.Year(after, 0)
}

// checkTitle returns the confidence in the title the rules found in f,
// by how the labeller reads its words.
func checkTitle(f *cvFields, lb *cvLabelled) float64 {
	k := f.titleLine
	s, e := lb.at(k, f.titleRange[0]), lb.at(k, f.titleRange[1])
	share, conf := lb.share(s, e, label.Title)
	note := 0.0
	for _, l := range []label.Label{label.Note, label.Status, label.Contrib, label.Award, label.LinkWord} {
		share, _ := lb.share(s, e, l)
		note += share
	}
	switch {
	case share >= 0.5:
		if !f.titleMarked && styledShare(&f.lines[k], f.titleRange, markup.Italic) >= 0.5 {
			// An italic title the labeller reads as the title is marked,
			// as in the styles that print no byline: "*Title*, 12 Law
			// Review 34", "*Book*. Place: Publisher, 2019".
			f.titleMarked = true
		}
		return max(conf, 0.9)
	case f.titleMarked && note >= 0.5:
		// "Title. Venue. *Senior author*": the marked text is a note
		// on the work, and the title is plain.
		return 0.3
	case f.titleMarked:
		return 0.7
	default:
		// A guess that the labeller neither confirms nor contradicts,
		// or reads as a name of the byline's line ("An L*, Do K*, …":
		// the rules' byline started after the first name).
		authors, _ := lb.share(s, e, label.Author)
		if _, _, ok := lb.first(label.Title); ok && (!titleNextToByline(f) || authors >= 0.5 && k == f.bylineLine) {
			return 0.3
		}
		return 0.55
	}
}

// labelledTitle takes the labeller's title for f, whose own is missing
// or in doubt, and its confidence into c, when the labeller is sure of it
// and it lies outside the byline.
func labelledTitle(f *cvFields, lb *cvLabelled, heading bool, c *cvConfidence) {
	fld, fk, ok := lb.first(label.Title)
	if !ok || fld.Confidence < sureField || len(strings.Fields(fld.Text)) < 1 {
		return
	}
	s, e := fld.Start-lb.lineStart[fk], fld.End-lb.lineStart[fk]
	if f.byline != nil && fk == f.bylineLine && s < f.byline.End && e > f.byline.Start {
		return
	}
	f.title, f.titleLine, f.titleRange = fld.Text, fk, [2]int{s, e}
	f.titleMarked = fld.Marks&(label.Bold|label.Italic|label.Quoted|label.Heading|label.Link) != 0
	f.title, f.tagKind = cleanTitle(f.title)
	f.pieces = f.freePieces(firstLine(heading))
	c.title = fld.Confidence * 0.9
}

// titleNextToByline reports whether the title and the byline of f touch,
// with nothing but punctuation or a line break between them: "A, B. Title.
// Venue", "Title. [pdf]" over "A, B.". Each then bears the other out.
func titleNextToByline(f *cvFields) bool {
	if f.byline == nil || f.titleLine < 0 {
		return false
	}
	tk, bk := f.titleLine, f.bylineLine
	t0, t1 := f.titleRange[0], f.titleRange[1]
	b0, b1 := f.byline.Start, f.byline.End
	gap := func(s string) bool { return !hasLetterOrDigit(dropBrackets(s)) }
	switch {
	case tk == bk && t0 >= b1:
		return gap(f.lines[tk].Text[b1:t0])
	case tk == bk && b0 >= t1:
		return gap(f.lines[tk].Text[t1:b0])
	case tk+1 == bk:
		return gap(f.lines[tk].Text[min(t1, len(f.lines[tk].Text)):]) && gap(f.lines[bk].Text[:b0])
	case bk+1 == tk:
		return gap(f.lines[bk].Text[min(b1, len(f.lines[bk].Text)):]) && gap(f.lines[tk].Text[:t0])
	}
	return false
}

// firstLine is the first line of an entry that may hold fields other than
// the title: the line after a title heading.
func firstLine(heading bool) int {
	if heading {
		return 1
	}
	return 0
}

// overlaps reports whether [s, e) of line k overlaps the title of f.
func overlaps(f *cvFields, k, s, e int) bool {
	return f.titleLine == k && s < f.titleRange[1] && e > f.titleRange[0]
}

// bylineAt reads the author list in s[start:end] as names.Parse does
// and returns it when it takes most of that range.
func bylineAt(s string, start, end int) (names.Byline, bool) {
	start = skipLeading(s, start)
	if start >= end {
		return names.Byline{}, false
	}
	b := names.Parse(s[:end], start, true)
	// One-word names ("LiC", a PubMed name that lost its space) are left
	// to the readers that know the list holds nothing but names.
	if len(b.Names) == 0 || b.Single > 0 || b.End-b.Start < (end-start)/2 {
		return names.Byline{}, false
	}
	return b, true
}

// containerVenue returns the container the labeller found outside the
// title and byline of f (or the title it found outside the head words
// of a reference work's entry), as a venue, without the status or link words at
// its edges; a status alone is none.
func containerVenue(f *cvFields, lb *cvLabelled) (string, bool) {
	for _, fld := range lb.fields {
		// In a reference work's entry the labeller may read the book,
		// after the head words it took for the byline, as the title.
		if fld.Label != label.Container && (!f.headWords || fld.Label != label.Title) || lb.fieldConf(fld) < sureField {
			continue
		}
		k, s := lb.lineOf(fld.Start)
		e := s + len(fld.Text)
		if f.byline != nil && k == f.bylineLine && s < f.byline.End && e > f.byline.Start || overlaps(f, k, s, e) {
			continue
		}
		v := strings.Trim(fld.Text, " ,;:")
		if fld.End < len(lb.text) && (isAbbrevBefore(lb.text, fld.End) || lb.text[fld.End] == '.' && abbreviated(v)) {
			// "Nat. Netw. Lett.": an abbreviation keeps its stop.
			v += "."
		}
		v = strings.TrimSuffix(strings.TrimLeft(v, "."), "..")
		if v = lb.trimCVWords(v, venueCVLabels); v == "" {
			continue
		}
		return v, true
	}
	return "", false
}

// editorCue reports whether the names in s[start:end] are marked as
// editors, translators or reviewed authors by the words around them.
func editorCue(s string, start, end int) bool {
	// The words that introduce editors stand close before them.
	before := s[:start]
	if len(before) > 200 {
		before = before[len(before)-200:]
	}
	return editorBefore(before) || names.EditorsAfter(s[end:])
}

// abbreviated reports whether the last word of s is abbreviated: an
// earlier word of s ends in a full stop ("Nat. Netw. Lett").
func abbreviated(s string) bool {
	w := strings.Fields(s)
	for _, x := range w[:max(len(w)-1, 0)] {
		if strings.HasSuffix(x, ".") {
			return true
		}
	}
	return false
}

// journalLike reports whether the labeller reads the entry as a journal
// article by its form: a container followed by a volume and pages (two or
// more locators), with no editors or publisher, which proceedings and
// chapters carry. "*J. Chem.* **2019**, *141*, 12–30", "Z. Sprache 34
// (2015), S. 45–78" and "Ann. Math. **194** (2021), 521–584" are journal
// articles although no word says so.
func (lb *cvLabelled) journalLike() bool {
	container, locators := false, 0
	for _, f := range lb.fields {
		if lb.fieldConf(f) < sureField {
			continue
		}
		switch f.Label {
		case label.Container:
			container = true
		case label.Locator:
			if container {
				locators++
			}
		case label.Editor, label.Publisher:
			return false
		}
	}
	return container && locators >= 2
}

// setConfidence records how sure the reader is of field, rounded to two
// places so that output stays stable across small changes of the model.
func setConfidence(p *pub.Publication, field string, c float64) {
	if p.Confidence == nil {
		p.Confidence = map[string]float64{}
	}
	p.Confidence[field] = math.Round(c*100) / 100
}

// styledShare returns the share of the bytes in r of l that lie in spans
// of style st.
func styledShare(l *doc.Line, r [2]int, st int) float64 {
	if r[1] <= r[0] {
		return 0
	}
	in := 0
	for _, sp := range l.Spans {
		if sp.Style&st != 0 {
			in += max(0, min(sp.End, r[1])-max(sp.Start, r[0]))
		}
	}
	return float64(in) / float64(r[1]-r[0])
}

// venueCVLabels are the labels of what a CV adds to a reference that
// trimCVWords cuts from a venue.
var venueCVLabels = []label.Label{label.Status, label.LinkWord, label.Contrib, label.Award}

// cvOnly reports whether the labeller reads token i of lb's entry as one
// of labels, what a CV adds to a reference, and is sure of it.
func (lb *cvLabelled) cvOnly(i int, labels []label.Label) bool {
	return slices.Contains(labels, lb.entry.Labels[i]) && lb.entry.Confidence[i] >= sureField
}

// trimCVWords cuts from the edges of s, a field the rules found in lb's
// entry, the words the labeller reads as one of labels (a status, a link
// word, a contribution mark or an award), with the punctuation and the words
// between them and the field ("Forthcoming in *Journal*", "Title [PDF]
// [Code]", "Journal, to appear"). It returns s unchanged when the
// labeller reads nothing there or nothing but link words, and "" when
// nothing but a status and such words is left.
func (lb *cvLabelled) trimCVWords(s string, labels []label.Label) string {
	at := strings.Index(lb.text, s)
	if at < 0 || s == "" {
		return s
	}
	var in []int // tokens of s
	for i, t := range lb.entry.Tokens {
		if t.Start >= at && t.End <= at+len(s) {
			in = append(in, i)
		}
	}
	// Each edge is cut up to the last CV word found from it, over the
	// words ("in", "at") that join such a word to the field.
	a, status := 0, false
	for k := 0; k < len(in); k++ {
		if lb.cvOnly(in[k], labels) {
			a = k + 1
			status = status || lb.entry.Labels[in[k]] == label.Status
		} else if lb.entry.Labels[in[k]] != label.Other {
			break
		}
	}
	b := len(in)
	for k := len(in) - 1; k >= a; k-- {
		if lb.cvOnly(in[k], labels) {
			b = k
			status = status || lb.entry.Labels[in[k]] == label.Status
		} else if lb.entry.Labels[in[k]] != label.Other {
			break
		}
	}
	if a == 0 && b == len(in) {
		return s
	}
	for a < b && (lb.entry.Labels[in[a]] == label.Other || !hasLetterOrDigit(lb.entry.Tokens[in[a]].Text)) {
		a++
	}
	for b > a && (lb.entry.Labels[in[b-1]] == label.Other || !hasLetterOrDigit(lb.entry.Tokens[in[b-1]].Text)) && !strings.ContainsAny(lb.entry.Tokens[in[b-1]].Text, "?!)") {
		b--
	}
	if a >= b {
		if !status {
			// A link's label alone ("[arXiv]") is left to the
			// rules: for a preprint it names the venue.
			return s
		}
		return ""
	}
	return lb.text[lb.entry.Tokens[in[a]].Start:lb.entry.Tokens[in[b-1]].End]
}
