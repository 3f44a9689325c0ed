package entries

import (
	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/label"
)

// The bare references of a list whose owner is implied: no byline, the
// title first and the venue after it, one entry a list item, a
// paragraph or a line of a paragraph:
//
//	- *A Study of Things*, Journal of Examples 12(3), 2019.
//	- Title of the paper. Some Journal, 2020.
//
//	Title of the paper, Some Journal 4, 2015.
//	Another title of a paper. Other Journal, 2017.
//
// The field labeller decides: a section is such a list only where it
// reads every entry as opening with a title, with a container after it
// and no author anywhere. Each entry is then read as a bare list's is
// (bareTitle): the labeller's title, the owner its sole author.

// leadRef stands for an entry of a list of bare references in
// lineLead's answer.
const leadRef = 1 << 12

// refBlocks returns the blocks of a publication section whose entries
// are bare references (refSection), each line that opens one after a
// line that closes another made a block of its own, and leadRef; else
// blocks unchanged and 0. A section whose paragraphs open with a marked
// title (commonLead) is left to it.
func refBlocks(blocks []cvBlock, labeller *label.Model) ([]cvBlock, int) {
	if commonLead(blocks) != 0 || !refSection(blocks, labeller) {
		return blocks, 0
	}
	var out []cvBlock
	for _, b := range blocks {
		if b.start != startPara {
			out = append(out, b)
			continue
		}
		from := 0
		for _, k := range refCuts(b.lines, labeller) {
			out = append(out, cvBlock{lines: b.lines[from:k], start: startPara})
			from = k
		}
		out = append(out, cvBlock{lines: b.lines[from:], start: startPara})
	}
	return out, leadRef
}

// refCuts returns where the paragraph of lines may start a new entry:
// at each line that opens with a title (refStart) after one that closes
// an entry (closesEntry).
func refCuts(lines []doc.Line, labeller *label.Model) []int {
	var cuts []int
	for k := 1; k < len(lines); k++ {
		if closesEntry(lines[k-1].Text) && refStart(labeller, lines[k].Text) {
			cuts = append(cuts, k)
		}
	}
	return cuts
}

// refSection reports whether blocks, a publication section, list bare
// references: two entries at least, list items or lines of paragraphs
// cut as refCuts cuts them (under group headings, bold subheadings
// aside), each of which the labeller reads as a bare reference
// (bareRef).
func refSection(blocks []cvBlock, labeller *label.Model) bool {
	n := 0
	for _, b := range blocks {
		switch {
		case b.start == startGroup || boldHead(b):
			continue
		case b.start != startPara && b.start != startItem:
			return false
		}
		from := 0
		cuts := []int{}
		if b.start == startPara {
			cuts = refCuts(b.lines, labeller)
		}
		for _, k := range append(cuts, len(b.lines)) {
			if !bareRef(b.lines[from:k], labeller) {
				return false
			}
			n++
			from = k
		}
	}
	return n >= 2
}

// bareRef reports whether the labeller reads lines, one entry, as a
// bare reference: a title of three words or more opens it, a container
// follows, and no word is an author's or an editor's.
func bareRef(lines []doc.Line, labeller *label.Model) bool {
	text := ""
	for _, l := range lines {
		text = joinText(text, l.Text)
	}
	e := labeller.Parse(text, nil)
	titles, first, container := 0, true, false
	for i, t := range e.Tokens {
		if !hasLetterOrDigit(t.Text) {
			continue
		}
		switch lab := e.Labels[i]; {
		case first && lab != label.Title, lab == label.Author, lab == label.Editor:
			return false
		case lab == label.Title:
			titles++
		case lab == label.Container && titles >= 3:
			container = true
		}
		first = false
	}
	return container
}

// refStart reports whether the labeller reads the first word of s as a
// title's.
func refStart(labeller *label.Model, s string) bool {
	e := labeller.Parse(s, nil)
	for i, t := range e.Tokens {
		if hasLetterOrDigit(t.Text) {
			return e.Labels[i] == label.Title
		}
	}
	return false
}
