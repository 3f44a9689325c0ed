package entries

import (
	"os"
	"sync/atomic"

	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
	"github.com/pubgraph/pubgraph/pub"
)

// The line model (package lines) decides a publication section's entry
// boundaries only when asked: UseLineModel, or PUBGRAPH_LINE_MODEL=1 in
// the environment. The hand rules' boundaries are then one of its
// features, and stand where the model is less sure than lineConfidence.
// It is off by default because, cross-validated on the development
// documents, it does not yet beat the rules (docs/accuracy.md).

var (
	lineModel atomic.Pointer[lines.Model]
	lineTrace atomic.Pointer[func(SectionLines)]
)

// lineConfidence is how sure the line model must be of a line's label to
// overrule the hand rules.
const lineConfidence = 0.9

func init() {
	if os.Getenv("PUBGRAPH_LINE_MODEL") == "1" {
		lineModel.Store(lines.Default())
	}
}

// UseLineModel makes the reader cut entries with m (nil: the hand rules
// alone) until restore is called. It is for development tools and tests;
// reading that runs meanwhile may see either.
func UseLineModel(m *lines.Model) (restore func()) {
	prev := lineModel.Swap(m)
	return func() { lineModel.Store(prev) }
}

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
func byLineModel() bool { return lineModel.Load() != nil || lineTrace.Load() != nil }

// readLineSection reads a publication section with the line model or the
// trace on: the hand rules cut it first (their entries collected, not
// read), then the line model relabels its lines where confident, and the
// entries so cut are read.
func (d *cvDoc) readLineSection(ls []doc.Line, sec sections.Section, keep func(*cvEntry) bool) error {
	var rule []*cvEntry
	d.collect = func(e *cvEntry) { rule = append(rule, e) }
	err := d.readPubSection(ls, sec, keep)
	d.collect = nil
	if err != nil {
		return err
	}
	sl := describeSection(d.Name, ls, rule)
	m := lineModel.Load()
	if tr := lineTrace.Load(); tr != nil {
		(*tr)(sl)
	}
	if m == nil || len(sl.Desc) == 0 {
		return d.readPubSection(ls, sec, keep)
	}
	labels, conf := m.Label(sl.Desc)
	entries := modelEntries(sl, rule, labels, conf, sec)
	cuts := newCVCutter(keep, d.marks)
	defer cuts.stop()
	for _, e := range entries {
		if err := cuts.add(d, e); err != nil {
			return err
		}
	}
	return cuts.flush(d, 0)
}

// describeSection gives the rules' boundaries of the section's lines and
// the line model's descriptions.
func describeSection(name string, ls []doc.Line, rule []*cvEntry) SectionLines {
	sl := SectionLines{Doc: name, Lines: ls, Start: make([]bool, len(ls)), In: make([]bool, len(ls))}
	starts := map[int]bool{}
	for _, e := range rule {
		starts[e.lines[0].Num] = true
	}
	in := false
	blank := true
	for k, l := range ls {
		switch {
		case l.Blank() || l.Rule || l.SecHead:
			in, blank = false, true
			continue
		case starts[l.Num]:
			sl.Start[k], in = true, true
		case l.Heading > 0:
			in = false
		}
		sl.In[k] = in
		dl := describe(l)
		dl.BlankBefore, dl.Rule, dl.RuleIn = blank, sl.Start[k], in
		sl.Desc = append(sl.Desc, dl)
		sl.Index = append(sl.Index, k)
		blank = false
	}
	return sl
}

// describe is the line model's description of l.
func describe(l doc.Line) lines.Line {
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
	dl := lines.Describe(l.Text, spans)
	dl.Indent, dl.Heading, dl.Item, dl.Number, dl.Hard = l.Indent, l.Heading, l.Item, l.Number, l.Hard
	return dl
}

// modelEntries cuts the section's lines where the line model says, taking
// the rules' label where the model is less sure than lineConfidence. An
// entry takes its year, kind and heading from the rules' entry it starts
// in.
func modelEntries(sl SectionLines, rule []*cvEntry, labels []lines.Label, conf []float64, sec sections.Section) []*cvEntry {
	byStart := map[int]*cvEntry{}
	for _, e := range rule {
		byStart[e.lines[0].Num] = e
	}
	var out []*cvEntry
	var cur *cvEntry
	var last *cvEntry // the rules' entry the current line lies in
	for j, k := range sl.Index {
		l := sl.Lines[k]
		if r := byStart[l.Num]; r != nil {
			last = r
		}
		lab := labels[j]
		if conf[j] < lineConfidence {
			lab = lines.RuleLabel(sl.Desc[j])
		}
		switch {
		case lab == lines.Other:
			continue
		case lab == lines.Start || cur == nil:
			cur = &cvEntry{lines: []doc.Line{l}, decided: true, kind: pub.Kind(sec.PubKind), lead: len(out) == 0 && !l.Item}
			if last != nil {
				cur.year, cur.kind = last.year, last.kind
				cur.heading = last.heading && last.lines[0].Num == l.Num
				cur.notes = last.notes
			}
			out = append(out, cur)
		default:
			cur.lines = append(cur.lines, l)
		}
	}
	return out
}
