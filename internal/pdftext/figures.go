package pdftext

import "math"

// dropFigureColumn takes out of a page a table's column of figures at
// the right of its text: impact factors, citation counts, points. Such a
// figure sits level with the first line of its row, so in reading order
// it would fall between the words of the entry it describes. A figure
// is the last segment of its line, a short number that is no year, set
// apart from the text before it by more than two letters' width; it
// belongs to a column when three or more lines of the page have one
// starting or ending at the same place.
func (pl *pageLayout) dropFigureColumn() {
	type cand struct {
		l *line
		s *seg
	}
	var cands []cand
	for _, l := range pl.lines {
		if l.drop || len(l.segs) < 2 {
			continue
		}
		s, prev := l.segs[len(l.segs)-1], l.segs[len(l.segs)-2]
		if figure(segText(s)) && s.x0-prev.x1 > 2*s.size {
			cands = append(cands, cand{l, s})
		}
	}
	if len(cands) < 3 {
		return
	}
	segs := make([]*seg, len(cands))
	for i, c := range cands {
		segs[i] = c.s
	}
	in := inColumn(segs)
	for i, c := range cands {
		if in[i] {
			c.l.segs = c.l.segs[:len(c.l.segs)-1]
		}
	}
}

// inColumn reports, for each of segs, whether it stands in a column:
// three or more of segs start, or end, at the same place (rounded to two
// points).
func inColumn(segs []*seg) []bool {
	starts, ends := map[float64]int{}, map[float64]int{}
	for _, s := range segs {
		starts[math.Round(s.x0/2)]++
		ends[math.Round(s.x1/2)]++
	}
	in := make([]bool, len(segs))
	for i, s := range segs {
		in[i] = starts[math.Round(s.x0/2)] >= 3 || ends[math.Round(s.x1/2)] >= 3
	}
	return in
}

// figure reports whether t is a short number other than a year: digits
// with at most one decimal point or comma ("3.9", "12,4", "41").
func figure(t string) bool {
	if len(t) == 0 || len(t) > 6 {
		return false
	}
	digits, seps := 0, 0
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case c >= '0' && c <= '9':
			digits++
		case (c == '.' || c == ',') && i > 0 && i < len(t)-1:
			seps++
		default:
			return false
		}
	}
	if seps > 1 {
		return false
	}
	year := digits == 4 && seps == 0 && (t[:2] == "19" || t[:2] == "20")
	return !year
}

// rowNumber reports whether t is a number of one to three digits alone,
// as a table's first column numbers its rows ("1", "12").
func rowNumber(t string) bool {
	if len(t) == 0 || len(t) > 3 {
		return false
	}
	for i := 0; i < len(t); i++ {
		if t[i] < '0' || t[i] > '9' {
			return false
		}
	}
	return true
}

// markRowNumbers writes a table's column of row numbers as list
// numbers: the first segment of three or more lines that is a number
// alone, set apart from the text after it by more than a letter and a
// half and starting or ending where the others do (inColumn), gets a
// period ("1" becomes "1."), as a numbered list writes it.
func (pl *pageLayout) markRowNumbers() {
	var cands []*seg
	for _, l := range pl.lines {
		if l.drop || len(l.segs) < 2 {
			continue
		}
		s, next := l.segs[0], l.segs[1]
		if rowNumber(segText(s)) && next.x0-s.x1 > 1.5*s.size {
			cands = append(cands, s)
		}
	}
	in := inColumn(cands)
	for i, s := range cands {
		if in[i] {
			g := s.gs[len(s.gs)-1]
			g.r, g.space, g.x0 = '.', false, g.x1
			s.gs = append(s.gs, g)
		}
	}
}
