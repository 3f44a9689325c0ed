package entries

import (
	"sync/atomic"

	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
	"github.com/pubgraph/pubgraph/pub"
)

// The line model (package lines) decides a publication section's entry
// boundaries with the hand rules: their boundaries are one of its
// features, and stand where the model is less sure than
// lines.Confidence or where a split it makes would leave entries the
// field analysis cannot read (settle). An entry the model cuts as the rules did
// is read as the rules read it. Models.NoLineModel, or
// PUBGRAPH_LINE_MODEL=0 in the environment, leaves the rules alone.

var lineTrace atomic.Pointer[func(SectionLines)]

// SectionLines is a publication section as the hand rules cut it: its
// lines and, for each, whether it starts an entry and whether it is in
// one, with the line model's description of each non-blank line.
type SectionLines struct {
	Doc   string
	Lines []doc.Line
	// Start and In are indexed like Lines.
	Start, In []bool
	// Desc describes each non-blank line, Rule and RuleIn set; Index gives
	// the index in Lines of each.
	Desc  []lines.Line
	Index []int
}

// TraceLines makes the reader hand every publication section it reads to
// fn, with the hand rules' boundaries, until restore is called: the
// training data of the line model (tools/linetrain).
func TraceLines(fn func(SectionLines)) (restore func()) {
	prev := lineTrace.Swap(&fn)
	return func() { lineTrace.Store(prev) }
}

// byLineModel reports whether sections are read through readLineSection.
func (d *cvDoc) byLineModel() bool { return d.lineModel != nil || lineTrace.Load() != nil }

// ruleGroup is an entry as the hand rules made it: the source lines it
// was made of and what cutting it gave (nothing when the section's filter
// kept none of it).
type ruleGroup struct {
	raw  []int
	cuts []cvCut
}

// readLineSection reads a publication section with the line model or the
// trace on: the hand rules cut it first (their entries collected, not
// read), then the line model relabels its lines where confident. An entry
// the model cuts as the rules did is read as the rules read it; the
// others are cut anew.
func (d *cvDoc) readLineSection(ls []doc.Line, sec sections.Section, keep func(*cvEntry) bool) error {
	var rule []ruleGroup
	d.collect = func(raw []int, cuts []cvCut) { rule = append(rule, ruleGroup{raw, cuts}) }
	d.shutLines = nil
	err := d.readPubSection(ls, sec, keep)
	d.collect = nil
	if err != nil {
		return err
	}
	sl, groupOf := d.describeSection(ls, rule)
	m := d.lineModel
	if tr := lineTrace.Load(); tr != nil {
		(*tr)(sl)
	}
	cuts := newCVCutter(keep, d.marks, d.labeller)
	defer cuts.stop()
	if m == nil || len(sl.Desc) == 0 || !distinctNums(ls) {
		for _, g := range rule {
			if err := cuts.addCut(d, g.cuts); err != nil {
				return err
			}
		}
		return cuts.flush(d, 0)
	}
	labels, conf := m.Label(sl.Desc)
	for _, me := range modelEntries(sl, rule, groupOf, labels, conf, sec, d.shutLines) {
		var err error
		if me.reuse != nil {
			err = cuts.addCut(d, me.reuse)
		} else {
			err = cuts.add(d, me.e)
		}
		if err != nil {
			return err
		}
	}
	return cuts.flush(d, 0)
}

// distinctNums reports whether the non-blank lines of ls come from
// distinct source lines. The rules' entries are known by their lines'
// numbers; where a converter made several lines of one (an HTML list on
// one line) the rules' cut stands.
func distinctNums(ls []doc.Line) bool {
	seen := make(map[int]bool, len(ls))
	for _, l := range ls {
		if l.Blank() {
			continue
		}
		if seen[l.Num] {
			return false
		}
		seen[l.Num] = true
	}
	return true
}

// describeSection gives the rules' boundaries of the section's lines and
// the line model's descriptions, and the index in rule of the entry each
// line of ls lies in (-1 for none). A line starts an entry where one of
// the rules' entries, or a part cutting made of one, starts on it; it is
// in an entry when a kept entry of the rules holds it.
func (d *cvDoc) describeSection(ls []doc.Line, rule []ruleGroup) (SectionLines, []int) {
	sl := SectionLines{Doc: d.Name, Lines: ls, Start: make([]bool, len(ls)), In: make([]bool, len(ls))}
	group := map[int]int{}
	starts := map[int]bool{}
	for gi, g := range rule {
		if len(g.cuts) == 0 || len(g.raw) == 0 {
			continue
		}
		starts[g.raw[0]] = true
		for _, n := range g.raw {
			group[n] = gi
		}
		for _, c := range g.cuts {
			starts[c.e.lines[0].Num] = true
		}
	}
	groupOf := make([]int, len(ls))
	blank := true
	for k, l := range ls {
		gi, in := group[l.Num]
		groupOf[k] = -1
		if in {
			groupOf[k] = gi
		}
		if l.Blank() || l.Rule || l.SecHead {
			blank = true
			continue
		}
		sl.Start[k], sl.In[k] = in && starts[l.Num], in
		var cuts []cvCut
		if in {
			cuts = rule[gi].cuts
		}
		dl := describe(l, cuts, d.labeller)
		dl.BlankBefore, dl.Rule, dl.RuleIn = blank, sl.Start[k], sl.In[k]
		sl.Desc = append(sl.Desc, dl)
		sl.Index = append(sl.Index, k)
		blank = false
	}
	return sl, groupOf
}

// describe is the line model's description of l, taking the labeller's
// reading of the line from the one of cuts (the rules' entries of its
// group) that is the line alone, when there is one, else labelling it
// with labeller.
func describe(l doc.Line, cuts []cvCut, labeller *label.Model) lines.Line {
	spans := lineSpans(l)
	var labelled *label.Entry
	for _, c := range cuts {
		if c.r != nil {
			if labelled = c.r.lb.lineLabelling(l.Text, spans); labelled != nil {
				break
			}
		}
	}
	if labelled == nil {
		e := labeller.ParseLabels(l.Text, spans)
		labelled = &e
	}
	dl := lines.DescribeLabelled(l.Text, spans, labelled)
	dl.Indent, dl.Heading, dl.Item, dl.Number, dl.Hard = l.Indent, l.Heading, l.Item, l.Number, l.Hard
	return dl
}

// lineSpans returns the marks of l as the labeller takes them.
func lineSpans(l doc.Line) []label.Span {
	var spans []label.Span
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
			spans = append(spans, label.Span{Start: sp.Start, End: sp.End, Marks: m})
		}
	}
	return spans
}

// modelEntry is an entry the line model cut: the rules' cuts of it when
// it is one of their entries line for line, else a new entry.
type modelEntry struct {
	reuse []cvCut
	e     *cvEntry
}

// modelEntries cuts the section's lines where the line model says, taking
// the rules' label where the model is less sure than lines.Confidence. An
// entry that holds the same non-blank lines as one of the rules' is the
// rules' own; another takes its year, kind and heading from the rules'
// entry it starts in.
func modelEntries(sl SectionLines, rule []ruleGroup, groupOf []int, labels []lines.Label, conf []float64, sec sections.Section, shut map[int]bool) []modelEntry {
	labels = lines.Combine(sl.Desc, labels, conf)
	for j, k := range sl.Index {
		if g := groupOf[k]; g >= 0 && len(rule[g].cuts) > 1 {
			// The rules cut this entry into several (records of a
			// data literal, a list without breaks between its
			// entries): the cutter's reading of its inside stands.
			labels[j] = lines.RuleLabel(sl.Desc[j])
		}
	}
	labels = settle(sl, labels)
	for j, k := range sl.Index {
		if shut[sl.Lines[k].Num] {
			// A lettered sub-heading, or a line of a part that holds
			// no publications: in no entry, whatever the model says.
			labels[j] = lines.Other
		}
	}
	var spans [][]int // desc indices of each entry
	for j := range sl.Index {
		lab := labels[j]
		switch {
		case lab == lines.Other:
			continue
		case lab == lines.Start || len(spans) == 0:
			spans = append(spans, []int{j})
		default:
			spans[len(spans)-1] = append(spans[len(spans)-1], j)
		}
	}
	// size counts the non-blank lines of each of the rules' entries.
	size := make([]int, len(rule))
	for _, k := range sl.Index {
		if g := groupOf[k]; g >= 0 {
			size[g]++
		}
	}
	out := make([]modelEntry, 0, len(spans))
	for _, sp := range spans {
		g := groupOf[sl.Index[sp[0]]]
		same := g >= 0 && size[g] == len(sp) && sl.Desc[sp[0]].Rule
		for _, j := range sp {
			same = same && groupOf[sl.Index[j]] == g
		}
		if same {
			out = append(out, modelEntry{reuse: rule[g].cuts})
			continue
		}
		l := sl.Lines[sl.Index[sp[0]]]
		e := &cvEntry{decided: true, kind: pub.Kind(sec.PubKind), lead: len(out) == 0 && !l.Item}
		for _, j := range sp {
			e.lines = append(e.lines, sl.Lines[sl.Index[j]])
		}
		if g >= 0 && len(rule[g].cuts) > 0 {
			r := rule[g].cuts[0].e
			e.year, e.kind, e.notes = r.year, r.kind, r.notes
			e.heading = r.heading && rule[g].raw[0] == l.Num
			e.italicLead = r.italicLead && rule[g].raw[0] == l.Num
			e.bareLead = r.bareLead
		}
		out = append(out, modelEntry{e: e})
	}
	return out
}

// settle returns the labels the section's entries are cut by: the
// rules', changed where the model's (model) differ. The model splits an
// entry of the rules only where both parts hold a title and the second
// opens as an entry does (a byline, a name, an initial, a number), or
// the first is whole and the second dated; it joins an entry of the
// rules to the one above where it says so; it starts an entry on lines
// the rules left out where they are not inside an entry of the rules;
// it drops the lines the rules read only at an entry's edges (trim).
func settle(sl SectionLines, model []lines.Label) []lines.Label {
	st := settler{sl: sl, model: model, out: make([]lines.Label, len(sl.Desc)), table: pastedTable(sl.Desc)}
	for j := range st.out {
		st.out[j] = lines.RuleLabel(sl.Desc[j])
	}
	if st.table {
		st.trim()
	}
	for j := 0; j < len(st.out); j++ {
		j = st.step(j)
	}
	return st.out
}

// trim takes out of the rules' entries the lines the model puts in
// none: a whole entry of them that is no whole reference (a page's
// controls, a side bar's counts; see complete), the ones that open an entry before a line the model starts
// one on (a table's header over its first record), and the ones that
// end an entry that is whole without them (complete).
func (st *settler) trim() {
	out, model := st.out, st.model
	n := len(out)
	for a := 0; a < n; {
		if out[a] == lines.Other {
			a++
			continue
		}
		b := a + 1
		for b < n && out[b] == lines.Cont {
			b++
		}
		k := a
		for k < b && model[k] == lines.Other {
			k++
		}
		switch {
		case k == b && !st.complete(a, b):
			for x := a; x < b; x++ {
				out[x] = lines.Other
			}
			a = b
			continue
		case k == b:
			a = b
			continue
		case k > a && model[k] == lines.Start:
			for x := a; x < k; x++ {
				out[x] = lines.Other
			}
			out[k] = lines.Start
		}
		e := b
		for e > k+1 && model[e-1] == lines.Other {
			e--
		}
		if e < b && st.complete(k, e) {
			for x := e; x < b; x++ {
				out[x] = lines.Other
			}
		}
		a = b
	}
}

// settler holds settle's work: the section, the model's labels and the
// labels settled so far.
type settler struct {
	sl    SectionLines
	model []lines.Label
	out   []lines.Label
	// table is set for a table pasted as text (pastedTable): only
	// there does the model drop lines and cut after a whole record.
	table bool
}

// pastedTable reports whether a line of ds holds tabbed cells or ends in
// two bare numbers (a count and a year whose tabs were lost): a table
// pasted as text, whose records run on without a blank line.
func pastedTable(ds []lines.Line) bool {
	for _, d := range ds {
		if d.Tab || d.Nums >= 2 {
			return true
		}
	}
	return false
}

// step settles line j and returns the last line it settled.
func (st *settler) step(j int) int {
	r, m := st.out[j], st.model[j]
	switch {
	case r == m || m == lines.Other:
	case r == lines.Cont && m == lines.Start:
		s, e := st.entryStart(j), st.entryEnd(j)
		if j > 0 && continuesLine(st.sl.Lines[st.sl.Index[j-1]].Text) || s >= 0 && st.sl.Desc[s].Item && !st.sl.Desc[j].Item {
			// The line above is left open ("A. Author, B. Writer,"),
			// or the entry is a list item and the line opens none:
			// the entry goes on.
			break
		}
		if st.titled(s, j) && st.opens(j, e) || st.table && st.sl.Desc[j].FirstField != uint8(label.Author) && st.complete(s, j) && st.dated(j, e) {
			st.out[j] = lines.Start
		}
	case r == lines.Start && m == lines.Cont:
		if st.entryStart(j) >= 0 {
			st.out[j] = lines.Cont
		}
	case r == lines.Other && m == lines.Start:
		return st.addEntry(j)
	case r == lines.Other && m == lines.Cont:
		if j > 0 && st.out[j-1] != lines.Other {
			st.out[j] = lines.Cont
		}
	}
	return j
}

// addEntry starts an entry at line j, which the rules left out, with the
// lines after it the model continues it by, where they are not inside an
// entry of the rules (a note under a byline: the rest of that entry would
// follow it). It returns the last line settled.
func (st *settler) addEntry(j int) int {
	n := len(st.out)
	e := j + 1
	for e < n && st.out[e] == lines.Other && st.model[e] == lines.Cont {
		e++
	}
	if e < n && st.out[e] == lines.Cont || e == j+1 && st.sl.Desc[j].Heading > 0 {
		// Inside an entry of the rules, or a heading alone (a
		// subject's heading over the entries under it).
		return j
	}
	st.out[j] = lines.Start
	for x := j + 1; x < e; x++ {
		st.out[x] = lines.Cont
	}
	return e - 1
}

// analyse is the field analysis of lines from..to-1 read as one entry.
func (st *settler) analyse(from, to int) *cvFields {
	ls := make([]doc.Line, 0, to-from)
	for x := from; x < to; x++ {
		ls = append(ls, st.sl.Lines[st.sl.Index[x]])
	}
	return analyzeEntry(&cvEntry{lines: ls})
}

// titled reports whether lines from..to-1 hold a title.
func (st *settler) titled(from, to int) bool {
	return from >= 0 && from < to && st.analyse(from, to).title != ""
}

// opens reports whether lines from..to-1 hold a title and open as an
// entry does.
func (st *settler) opens(from, to int) bool {
	if from >= to {
		return false
	}
	f := st.analyse(from, to)
	switch d := &st.sl.Desc[from]; d.First {
	case "[num]", "num.":
		return f.title != ""
	case "Name,", "Init.":
		// A name the field labeller reads as an author's.
		return f.title != "" && (f.byline != nil || d.FirstField == uint8(label.Author))
	}
	return f.title != "" && f.byline != nil
}

// complete reports whether lines from..to-1 are a whole entry: a title,
// a byline and a year, the last line dated. Records of a fixed number of
// lines pasted from a table run on without a blank line between them;
// after a whole one, the model's start stands where the next part is
// dated and titled, though its byline may not read as one (a single
// author, "J Doe"), where it opens with no author (step).
func (st *settler) complete(from, to int) bool {
	if from < 0 || from >= to || !st.sl.Desc[to-1].Year {
		return false
	}
	f := st.analyse(from, to)
	return f.title != "" && f.byline != nil
}

// dated reports whether lines from..to-1 hold a title and a year.
func (st *settler) dated(from, to int) bool {
	year := false
	for x := from; x < to; x++ {
		year = year || st.sl.Desc[x].Year
	}
	return year && st.titled(from, to)
}

// entryStart is the first line of the entry line j-1 lies in, or -1.
func (st *settler) entryStart(j int) int {
	for s := j - 1; s >= 0 && st.out[s] != lines.Other; s-- {
		if st.out[s] == lines.Start {
			return s
		}
	}
	return -1
}

// entryEnd is the end of the entry that goes on from line j: the next
// line either labelling starts, or the rules leave out.
func (st *settler) entryEnd(j int) int {
	e := j + 1
	for e < len(st.out) && st.out[e] == lines.Cont && st.model[e] != lines.Start {
		e++
	}
	return e
}
