package entries

import (
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/label"
)

// Some lists of mathematics and physics, and some exports, write several
// entries on one line, joined by semicolons:
//
//	A. Author, Title one, J. Foo 3 (2001) 1–5; B. Author and C. Author, Title two, J. Bar 4 (2003) 6–9.
//
// while a semicolon far more often parts the names of one byline,
// "Doe, J.; Roe, A. B. Title. J. Foo 2010, 4, 1–9.". The field labeller
// tells them apart: a semicolon it reads inside the author field is a
// byline's, and one after which it reads a new field of names (authors,
// or editors, as it may take a byline so placed for), once the entry
// before it holds a date and a title or container, ends that entry if
// it reads the part after it, alone, as an entry too.

// semicolonCuts returns the offsets in s of the semicolons that end one
// entry and start another, as the labeller reads s, and then each part
// after such a semicolon alone.
func semicolonCuts(s string, labeller *label.Model) []int {
	if !strings.Contains(s, "; ") {
		return nil
	}
	e := labeller.Parse(s, nil)
	var marks []int
	dated, fielded := false, false
	for i, t := range e.Tokens {
		lab := e.Labels[i]
		if next := nextWordLabel(e, i+1); t.Text == ";" && lab != label.Author && dated && fielded && (next == label.Author || next == label.Editor) {
			marks = append(marks, t.Start)
			dated, fielded = false, false
			continue
		}
		switch lab {
		case label.Date:
			dated = true
		case label.Title, label.Container:
			fielded = true
		}
	}
	var cuts []int
	for k, m := range marks {
		end := len(s)
		if k+1 < len(marks) {
			end = marks[k+1]
		}
		if opensEntry(s[m+1:end], labeller) {
			cuts = append(cuts, m)
		}
	}
	return cuts
}

// opensEntry reports whether the labeller reads s, alone, as an entry:
// authors open it, and a title or a container follows.
func opensEntry(s string, labeller *label.Model) bool {
	e := labeller.Parse(s, nil)
	if nextWordLabel(e, 0) != label.Author {
		return false
	}
	for _, lab := range e.Labels {
		if lab == label.Title || lab == label.Container {
			return true
		}
	}
	return false
}

// nextWordLabel returns the label of the first token from i on that
// holds a letter or a digit, label.Other for none.
func nextWordLabel(e label.Entry, i int) label.Label {
	for ; i < len(e.Tokens); i++ {
		if hasLetterOrDigit(e.Tokens[i].Text) {
			return e.Labels[i]
		}
	}
	return label.Other
}

// splitSemicolons returns lines with each line that holds several
// entries joined by semicolons (semicolonCuts) made one line for each,
// and the indices of the lines so made after the first of each, which
// start entries. A line is cut only where each part reads as a whole
// entry and its markup cuts as its text does; the first line of a
// heading entry is left alone.
func splitSemicolons(lines []doc.Line, heading bool, labeller *label.Model) ([]doc.Line, map[int]bool) {
	var out []doc.Line
	var starts map[int]bool
	for k, l := range lines {
		var parts []doc.Line
		if k > 0 || !heading {
			parts = cutAtSemicolons(l, semicolonCuts(l.Text, labeller))
		}
		if len(parts) < 2 {
			out = append(out, l)
			continue
		}
		if starts == nil {
			starts = map[int]bool{}
		}
		for i, p := range parts {
			if i > 0 {
				starts[len(out)] = true
			}
			out = append(out, p)
		}
	}
	return out, starts
}

// cutAtSemicolons returns l cut at the semicolons at cuts, each dropped,
// or nil when its markup does not cut as its text does.
func cutAtSemicolons(l doc.Line, cuts []int) []doc.Line {
	if len(cuts) == 0 {
		return nil
	}
	mds := strings.Split(l.MD, ";")
	if strings.Count(l.Text, ";") != len(mds)-1 {
		return nil
	}
	// The semicolons of the text, counted, are those of the markup.
	var parts []doc.Line
	from, md := 0, 0
	for _, c := range append(cuts, len(l.Text)) {
		n := strings.Count(l.Text[from:c], ";")
		p := l
		p.MD = strings.TrimSpace(strings.Join(mds[md:md+n+1], ";"))
		p.Text, p.Spans = markup.Inline(p.MD)
		if strings.TrimSpace(p.Text) != strings.TrimSpace(l.Text[from:c]) {
			return nil
		}
		p.Raw, p.URLs, p.Hard = p.Text, nil, true
		for _, u := range l.URLs {
			if strings.Contains(p.MD, u) {
				p.URLs = append(p.URLs, u)
			}
		}
		if len(parts) > 0 {
			p.Number, p.Label, p.With = 0, false, nil
		}
		parts = append(parts, p)
		from, md = min(c+1, len(l.Text)), md+n+1
	}
	parts[len(parts)-1].Hard = l.Hard
	return parts
}
