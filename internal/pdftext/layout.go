package pdftext

import (
	"cmp"
	"math"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Layout turns the characters of a document's pages into marked text:
// lines in reading order, a blank line between paragraphs, "# " and "## "
// before headings set in a larger font, **bold** and *italic* runs, and
// "- " before bulleted items. Lines that a paragraph wrapped are joined,
// words hyphenated at a line end are mended, and running headers, footers
// and bare page numbers are left out.
//
// Reading order comes from the geometry alone: lines are grouped by
// baseline; a narrow left column (margin headings, dates, list numbers)
// is attached to the body paragraph beside it; two columns of text side by
// side are read one after the other.
func Layout(pages []Page) string {
	var doc docLines
	for pi, p := range pages {
		doc.pages = append(doc.pages, pageLines(pi, p))
	}
	doc.dropRunning()
	body := doc.bodySize()
	doc.dropFootnotes(body)
	doc.markHeads(body)
	doc.markRightYears()
	for _, pl := range doc.pages {
		pl.dropFigureColumn()
		pl.markRowNumbers()
	}
	// A label column found on the whole document holds on pages where
	// only one or two labels show.
	var all []*line
	width := 0.0
	for _, pl := range doc.pages {
		pl.gutter, pl.twoCol = gutter(pl.lines, pl.width)
		if !pl.twoCol {
			all = append(all, pl.lines...)
			width = max(width, pl.width)
		}
	}
	docGutter, twoCol := gutter(all, width)
	if twoCol {
		docGutter = 0
	}
	var out []para
	for _, pl := range doc.pages {
		ps := paragraphs(pl, body, docGutter)
		// An item that runs on from the previous page: its first line is
		// indented (hanging indent) or starts in lower case.
		if n := len(out); n > 0 && len(ps) > 0 && len(ps[0].label) > 0 && len(ps[0].lines) > 0 && startsItem(&line{segs: ps[0].label}) && unfinished(out[n-1]) {
			// "76." at the top of a page, after "pp. 261–": a number
			// the label column took for a list number.
			first := *ps[0].lines[0]
			first.segs = append(slices.Clone(ps[0].label), first.segs...)
			ps[0].lines[0], ps[0].label = &first, nil
		}
		if n := len(out); n > 0 && len(ps) > 0 && out[n-1].heading == 0 && len(out[n-1].lines) > 0 && (continues(ps[0]) || unfinished(out[n-1]) && ps[0].heading == 0 && len(ps[0].label) == 0 && len(ps[0].lines) > 0 && !ps[0].bullet) {
			out[n-1].lines = append(out[n-1].lines, ps[0].lines...)
			ps = ps[1:]
		}
		out = append(out, ps...)
	}
	return render(out, body)
}

// glyph is one visible character with its style.
type glyph struct {
	r rune
	// gap is the distance from the glyph before it in its run, and hard
	// is set when a space character of the text itself (not one PDFium
	// made up) comes before this glyph; respace reads both. (gap fills
	// the room beside r, hard that beside the flags, so that a glyph
	// takes no more memory.)
	gap          float32
	x0, x1       float64
	y0, y1       float64
	base, size   float64
	bold, italic bool
	space        bool // a space comes before this glyph
	// neutral is set for a glyph of a math or symbol font, which has no
	// weight of its own: a formula inside a bold title is part of it.
	neutral bool
	hard    bool
	// raised is set for a glyph of a superscript set into the text.
	raised bool
	font   string
}

// seg is a run of glyphs on one baseline without a wide gap.
type seg struct {
	gs     []glyph
	x0, x1 float64
	base   float64
	size   float64 // size of most of its glyphs
	// head is set for a short run in a typeface of its own, a little
	// larger than the body text: a heading (see markHeads).
	head bool
	// year is set for a year set far right of its line's text, in a
	// column of such years (see markRightYears).
	year bool
}

// line is the segments that share a baseline, left to right.
type line struct {
	segs   []*seg
	base   float64
	top    float64
	bottom float64
	page   int
	drop   bool
}

func (l *line) x0() float64 { return l.segs[0].x0 }
func (l *line) x1() float64 { return l.segs[len(l.segs)-1].x1 }

type pageLayout struct {
	index         int
	width, height float64
	lines         []*line // top to bottom
	gutter        float64 // see gutter
	twoCol        bool
}

type docLines struct {
	pages []*pageLayout
}

const (
	fontItalic    = 1 << 6
	fontSmallCaps = 1 << 17
	fontForceBold = 1 << 18
)

var (
	boldName   = regexp.MustCompile(`(?i)bold|black|heavy|semibold|demi|-b$|\bcmbx|^cmb|medi$|-sb$|-bd$`)
	italicName = regexp.MustCompile(`(?i)ital|oblique|-it$|-bdit$|-lightit$|^cmti|^cmsl|^cmbxti|^cmbxsl|slanted|-i$|-bi$`)
	symbolName = regexp.MustCompile(`(?i)^cmsy|^cmmi|^cmex|symbol|msam|msbm|math`)
	// iconName matches icon fonts, whose glyphs (a phone, an envelope)
	// extract as stray letters.
	iconName = regexp.MustCompile(`(?i)fontawesome|academicons|dingbat|zapf|wasy|marvosym|octicons|entypo|typicons|materialicons|bootstrap-icons|simpleicons`)
)

// fontKind is what a font's name says about its glyphs.
type fontKind struct {
	bold, italic, symbol, icon, mono bool
	// tipa is set for TeX's phonetic fonts (TIPA), whose glyphs sit at
	// the codes of the ASCII letters they replace: "A" is ɑ.
	tipa bool
}

// fontKinds caches kindOf, since fonts are few and glyphs many.
type fontKinds map[string]fontKind

func (m fontKinds) kindOf(font string) fontKind {
	if k, ok := m[font]; ok {
		return k
	}
	name := font
	if i := strings.IndexByte(name, '+'); i == 6 {
		name = name[i+1:]
	}
	k := fontKind{
		bold:   boldName.MatchString(name),
		italic: italicName.MatchString(name),
		symbol: symbolName.MatchString(name),
		icon:   iconName.MatchString(name),
		mono:   strings.Contains(strings.ToLower(name), "mono"),
		tipa:   strings.Contains(strings.ToLower(name), "tipa"),
	}
	m[font] = k
	return k
}

// tipaIPA maps the codes of TIPA's T3 encoding to the IPA symbols set
// there; the letters and signs not listed stand for themselves.
var tipaIPA = map[rune]rune{
	'A': 'ɑ', 'B': 'β', 'C': 'ç', 'D': 'ð', 'E': 'ɛ', 'F': 'ɸ', 'G': 'ɣ', 'H': 'ɦ', 'I': 'ɪ',
	'J': 'ʝ', 'K': 'ʁ', 'L': 'ʎ', 'M': 'ɱ', 'N': 'ŋ', 'O': 'ɔ', 'P': 'ʔ', 'Q': 'ʕ', 'R': 'ɾ',
	'S': 'ʃ', 'T': 'θ', 'U': 'ʊ', 'V': 'ʋ', 'W': 'ɯ', 'X': 'χ', 'Y': 'ʏ', 'Z': 'ʒ', '@': 'ə',
	'0': 'ʉ', '1': 'ɨ', '2': 'ø', '3': 'ɜ', '4': 'ɥ', '5': 'ɐ', '6': 'ɒ', '7': 'ɤ', '8': 'ɵ', '9': 'ɘ',
	'Ù': 'ʧ',
}

// tipaRune returns the IPA symbol that code r of a TIPA font shows.
func tipaRune(r rune) rune {
	if ipa, ok := tipaIPA[r]; ok {
		return ipa
	}
	return r
}

// styleOf tells bold and italic from the font's name, weight and flags.
func styleOf(c Char, k fontKind) (bold, italic bool) {
	if k.symbol {
		return false, false
	}
	bold = k.bold || c.Weight >= 600 || c.Flags&fontForceBold != 0 && c.Weight <= 0
	italic = k.italic || c.Flags&fontItalic != 0 && !k.mono
	return bold, italic
}

// pageLines groups a page's characters into lines, top to bottom.
func pageLines(index int, p Page) *pageLayout {
	pl := &pageLayout{index: index, width: p.Width, height: p.Height}
	segs := segments(p.Chars)
	if len(segs) == 0 {
		return pl
	}
	// Group segments by baseline. Small segments (superscripts) join the
	// line whose glyph boxes they overlap.
	slices.SortStableFunc(segs, func(a, b *seg) int { return cmp.Compare(b.base, a.base) })
	var lines []*line
	for _, s := range segs {
		var best *line
		for _, l := range lines[max(0, len(lines)-4):] {
			tol := 0.4 * min(s.size, l.segs[0].size)
			if math.Abs(l.base-s.base) <= tol {
				best = l
				break
			}
			if s.size < 0.8*l.segs[0].size && s.base > l.base && s.base < l.top {
				best = l
				break
			}
		}
		if best == nil {
			best = &line{base: s.base, top: s.base + 0.7*s.size, bottom: s.base - 0.25*s.size, page: index}
			lines = append(lines, best)
		}
		best.segs = append(best.segs, s)
		if s.size >= best.segs[0].size {
			best.top = max(best.top, s.base+0.7*s.size)
		}
	}
	for _, l := range lines {
		slices.SortStableFunc(l.segs, func(a, b *seg) int { return cmp.Compare(a.x0, b.x0) })
		l.segs = mergeClose(l.segs)
		respace(l)
		// The line's baseline is that of its largest segment.
		big := l.segs[0]
		for _, s := range l.segs {
			if s.size > big.size {
				big = s
			}
		}
		l.base = big.base
	}
	slices.SortStableFunc(lines, func(a, b *line) int { return cmp.Compare(b.base, a.base) })
	pl.lines = mergeScripts(lines)
	return pl
}

// respace decides the word breaks of a letter-spaced line. Text set
// with character spacing (the Tc operator) or placed glyph by glyph with
// wide gaps has a gap between every two letters, so that a gap alone
// would make each glyph a word ("P U B L I C A T I O N S"). The line's
// own letter gap is the base: the median gap between glyphs that no
// space character separates. When it is wide, a word break is a space
// character of the text, or a gap clearly wider than the letter gap; a
// line set without spacing (letter gap near zero) is left as it is.
func respace(l *line) {
	var buf [128]float64
	gaps := buf[:0]
	size := 0.0
	for _, s := range l.segs {
		size = max(size, s.size)
		for i, g := range s.gs {
			if i > 0 && !g.hard {
				gaps = append(gaps, float64(g.gap))
			}
		}
	}
	if len(gaps) < 3 || size <= 0 {
		return
	}
	slices.Sort(gaps)
	ls := gaps[len(gaps)/2]
	if ls <= 0.08*size {
		return
	}
	for _, s := range l.segs {
		for i := 1; i < len(s.gs); i++ {
			g := &s.gs[i]
			if ideographGap(s.gs[i-1].r, g.r) {
				continue
			}
			g.space = g.hard || float64(g.gap)-ls > max(0.12*g.size, 0.3*ls)
		}
	}
}

// insertScript puts the glyphs of a superscript segment into the segment
// of l they sit in, in order of x, or beside the segments when none
// holds them.
func insertScript(l *line, sc *seg) {
	for _, t := range l.segs {
		if sc.x0 < t.x0-0.5*t.size || sc.x0 > t.x1+0.2*t.size {
			continue
		}
		marked := make(map[*glyph]bool)
		gs := append(slices.Clone(t.gs), sc.gs...)
		for i := len(t.gs); i < len(gs); i++ {
			gs[i].raised = sc.base > t.base
		}
		slices.SortStableFunc(gs, func(a, b glyph) int { return cmp.Compare(a.x0, b.x0) })
		inserted := map[int]bool{}
		for i := range gs {
			for _, g := range sc.gs {
				if gs[i].x0 == g.x0 && gs[i].r == g.r && gs[i].size == g.size && !marked[&gs[i]] {
					inserted[i] = true
					marked[&gs[i]] = true
				}
			}
		}
		for i := range gs {
			if !inserted[i] {
				continue
			}
			gs[i].space = i > 0 && gs[i].x0-gs[i-1].x1 > 0.1*gs[i].size
			if i+1 < len(gs) && !inserted[i+1] && gs[i+1].space && gs[i+1].x0-gs[i].x1 < 0.15*gs[i+1].size {
				gs[i].space, gs[i+1].space = true, false
			}
		}
		t.gs = gs
		t.x0, t.x1 = min(t.x0, sc.x0), max(t.x1, sc.x1)
		return
	}
	l.segs = append(l.segs, sc)
	slices.SortStableFunc(l.segs, func(a, b *seg) int { return cmp.Compare(a.x0, b.x0) })
}

// mergeScripts moves lines of superscripts alone (markers such as "*" or
// "1" raised before a name) into the line of text they sit on.
func mergeScripts(lines []*line) []*line {
	out := lines[:0]
	for i, l := range lines {
		if i+1 < len(lines) {
			next := lines[i+1]
			small := true
			for _, s := range l.segs {
				if s.size >= 0.8*next.segs[0].size || len(s.gs) > 3 {
					small = false
					break
				}
			}
			if small && l.base-next.base < 0.6*next.segs[0].size {
				for _, sc := range l.segs {
					insertScript(next, sc)
				}
				continue
			}
		}
		out = append(out, l)
	}
	return out
}

// mergeClose joins neighbouring segments of a line that are close enough
// to be one phrase, and superscripts into the text they follow.
func mergeClose(segs []*seg) []*seg {
	out := segs[:1]
	for _, s := range segs[1:] {
		last := out[len(out)-1]
		size := max(last.size, s.size)
		gap := s.x0 - last.x1
		if gap < 1.2*min(last.size, s.size) && gap > -0.5*size {
			if gap > 0.1*size && len(s.gs) > 0 && !ideographGap(last.gs[len(last.gs)-1].r, s.gs[0].r) {
				s.gs[0].space = true
			}
			s.gs[0].gap = float32(gap)
			last.gs = append(last.gs, s.gs...)
			last.x1 = max(last.x1, s.x1)
			last.size = max(last.size, s.size)
			continue
		}
		out = append(out, s)
	}
	return out
}

// segments splits the characters, in content order, into runs on one
// baseline without a wide gap, deciding where spaces go.
func segments(chars []Char) []*seg {
	chars = mendChars(chars)
	var segs []*seg
	var cur *seg
	pendingSpace := false
	madeUp := false // the pending space is one PDFium made up
	kinds := fontKinds{}
	for _, c := range chars {
		if c.Generated || c.Rune == ' ' || c.Rune == '\u00a0' || c.Rune == '\t' || c.Rune == '\r' || c.Rune == '\n' {
			madeUp = c.Generated && (!pendingSpace || madeUp)
			pendingSpace = true
			continue
		}
		if c.Rune == 0 || c.Rune == 0xfffe || c.Rune == 0xffff || (unicode.IsControl(c.Rune) && c.Rune != 2) {
			continue
		}
		if c.X1-c.X0 <= 0 && c.Y1-c.Y0 <= 0 || c.Rotated {
			continue
		}
		size := c.Size
		if size <= 0 {
			size = c.Y1 - c.Y0
		}
		if size <= 0 {
			continue
		}
		kind := kinds.kindOf(c.Font)
		if kind.icon {
			continue
		}
		bold, italic := styleOf(c, kind)
		r := plainMath(c.Rune)
		if kind.tipa {
			r = tipaRune(r)
		}
		g := glyph{r: r, x0: c.X0, x1: c.X1, y0: c.Y0, y1: c.Y1, base: c.OriginY, size: size, bold: bold, italic: italic, neutral: kind.symbol, font: c.Font}
		g.hard = pendingSpace && !madeUp
		if cur != nil && extend(cur, g, pendingSpace, madeUp) {
			pendingSpace = false
			continue
		}
		cur = &seg{gs: []glyph{g}, x0: g.x0, x1: g.x1, base: g.base, size: size}
		segs = append(segs, cur)
		pendingSpace = false
	}
	segs = dropLeaders(segs)
	for _, s := range segs {
		s.size = modeSize(s.gs)
	}
	return segs
}

// dropLeaders takes out dot leaders, the rows of dots that lead the eye
// from a heading ("Journal Papers (7) ........") or a label to the right
// margin: they are no text, and they would join the heading to whatever
// the line holds on the right.
func dropLeaders(segs []*seg) []*seg {
	out := segs[:0]
	for _, s := range segs {
		gs := s.gs[:0:0]
		for i := 0; i < len(s.gs); {
			j := i
			for j < len(s.gs) && (s.gs[j].r == '.' || s.gs[j].r == '…') {
				j++
			}
			if j-i >= 6 {
				i = j
				continue
			}
			if j == i {
				j++
			}
			gs = append(gs, s.gs[i:j]...)
			i = j
		}
		if len(gs) == len(s.gs) {
			out = append(out, s)
			continue
		}
		if len(gs) == 0 {
			continue
		}
		s.gs = gs
		s.x0, s.x1 = gs[0].x0, gs[0].x1
		for _, g := range gs {
			s.x1 = max(s.x1, g.x1)
		}
		out = append(out, s)
	}
	return out
}

// extend adds g to cur when it goes on the same run: on the same
// baseline, or a superscript or subscript right after, without a wide
// gap. space says a space character came between them, madeUp that
// PDFium made it up.
func extend(cur *seg, g glyph, space, madeUp bool) bool {
	size := g.size
	ref := max(cur.size, size)
	small := min(cur.size, size)
	dy := g.base - cur.base
	gap := g.x0 - cur.x1
	sameLine := math.Abs(dy) <= 0.3*ref
	// A superscript or subscript: smaller, shifted, right after.
	script := !sameLine && size < 0.85*cur.size && math.Abs(dy) < 0.6*cur.size && gap > -0.3*ref && gap < 0.5*ref
	back := cur.gs[len(cur.gs)-1]
	afterScript := !sameLine && back.size < 0.85*size && math.Abs(dy) < 0.6*size && gap > -0.3*ref && gap < 0.5*ref
	ligature := g.x0 >= back.x0-0.5 && g.x0 <= back.x1
	if !(sameLine || script || afterScript) || !(gap > -0.5*ref || ligature) || gap >= 1.0*small {
		return false
	}
	g.space = space || gap > 0.12*ref
	g.gap = float32(gap)
	if madeUp && (g.neutral || back.neutral) {
		// PDFium puts spaces between the glyphs of a formula that
		// touch ("13T eV"); their gap decides.
		g.space = gap > 0.15*ref
	}
	if (!space || madeUp) && (isOpening(back.r) || isClosing(g.r)) {
		// A glyph kerned away from a bracket ("(" and a "J" that hangs
		// left) is no word break unless the gap is a space's width.
		g.space = gap > 0.25*ref
	}
	if ligature && g.x0 == back.x0 || ideographGap(back.r, g.r) {
		g.space = false
	}
	if script {
		g.raised = dy > 0
		g.base = cur.base
	}
	cur.gs = append(cur.gs, g)
	cur.x1 = max(cur.x1, g.x1)
	if afterScript {
		cur.base, cur.size = g.base, size
	}
	return true
}

func isOpening(r rune) bool { return r == '(' || r == '[' || r == '{' }
func isClosing(r rune) bool { return r == ')' || r == ']' || r == '}' }

// mendChars joins the two halves of a character outside the Basic
// Multilingual Plane, which PDFium gives as two UTF-16 code units (a math
// italic letter would read as two U+FFFD), and drops a half left alone.
// It also sets a radical sign on the baseline of the text under it: TeX
// places its origin at the height of the bar, which reads as a line of
// its own above the formula.
func mendChars(chars []Char) []Char {
	mend := false
	for _, c := range chars {
		if utf16.IsSurrogate(c.Rune) || isRadical(c.Rune) {
			mend = true
			break
		}
	}
	if !mend {
		return chars
	}
	out := make([]Char, 0, len(chars))
	for i := 0; i < len(chars); i++ {
		c := chars[i]
		if utf16.IsSurrogate(c.Rune) {
			if i+1 >= len(chars) || c.Rune >= 0xdc00 || !utf16.IsSurrogate(chars[i+1].Rune) || chars[i+1].Rune < 0xdc00 {
				continue
			}
			c.Rune = utf16.DecodeRune(c.Rune, chars[i+1].Rune)
			c.X1 = max(c.X1, chars[i+1].X1)
			i++
		}
		out = append(out, c)
	}
	for i := 0; i < len(out); i++ {
		c := &out[i]
		if c.Generated || !isRadical(c.Rune) || c.Size <= 0 {
			continue
		}
		j := i + 1
		for j < len(out) && (out[j].Generated || out[j].Rune == ' ') {
			j++
		}
		if j == len(out) {
			continue
		}
		n := out[j]
		if n.OriginY < c.OriginY && n.OriginY >= c.Y0-0.1*c.Size && math.Abs(n.X0-c.X1) < 0.5*c.Size {
			c.OriginY = n.OriginY
			// The line break PDFium made up after the raised sign goes.
			out = append(out[:i+1], out[j:]...)
		}
	}
	return out
}

func isRadical(r rune) bool { return r == '√' || r == '∛' || r == '∜' }

// plainMath returns the letter or digit that a mathematical alphanumeric
// symbol (an italic s in a formula, U+1D460) is a style of.
func plainMath(r rune) rune {
	if r < 0x1d400 || r > 0x1d7ff {
		return r
	}
	s := []rune(norm.NFKC.String(string(r)))
	if len(s) != 1 {
		return r
	}
	return s[0]
}

func modeSize(gs []glyph) float64 {
	count := map[float64]int{}
	best, n := 0.0, 0
	for _, g := range gs {
		k := math.Round(g.size*10) / 10
		count[k]++
		if count[k] > n || count[k] == n && k > best {
			best, n = k, count[k]
		}
	}
	return best
}

var (
	digitsRe   = regexp.MustCompile(`[0-9]+`)
	pageNumRe  = regexp.MustCompile(`(?i)^(page\s*)?[-–—]?\s*([0-9]{1,3}|[ivxlc]{1,6})\s*[-–—]?(\s*(of|/)\s*[0-9]+)?$`)
	bulletRune = "•●◦▪■‣–·∙○⚫⬤"
)

// dropRunning marks running headers and footers (the same text at the top
// or bottom of several pages, page numbers aside) and bare page numbers.
func (d *docLines) dropRunning() {
	type spot struct {
		p *pageLayout
		l *line
	}
	seen := map[string]map[int]bool{}
	var edges []spot
	for _, p := range d.pages {
		n := len(p.lines)
		if n == 0 {
			continue
		}
		cands := []*line{p.lines[0], p.lines[n-1]}
		if n > 2 {
			cands = append(cands, p.lines[1], p.lines[n-2])
		}
		for _, l := range cands {
			if !nearEdge(p, l) {
				if pageNumber(p, l) {
					l.drop = true
				}
				continue
			}
			edges = append(edges, spot{p, l})
			k := runningKey(l)
			if seen[k] == nil {
				seen[k] = map[int]bool{}
			}
			seen[k][p.index] = true
		}
	}
	for _, e := range edges {
		text := strings.TrimSpace(plainText(e.l))
		if pageNumRe.MatchString(text) || len(seen[runningKey(e.l)]) >= 2 && len(d.pages) >= 2 {
			e.l.drop = true
		}
	}
}

// dropFootnotes marks the footnotes at the foot of each page: the last
// lines of the page, set smaller than the body text, the first of them
// opening with a raised mark ("¹Received an award."). Left in, a note
// would split the entry that runs on to the next page.
func (d *docLines) dropFootnotes(body float64) {
	for _, p := range d.pages {
		last := len(p.lines) - 1
		for last >= 0 && p.lines[last].drop {
			last--
		}
		first := -1 // the line that opens the footnotes
		for k := last; k > 0; k-- {
			l := p.lines[k]
			if l.drop {
				continue
			}
			if !smallLine(l, body) {
				break
			}
			if footnoteMark(l) {
				first = k
			}
		}
		if first < 1 || p.lines[first].base > 0.5*p.height {
			continue
		}
		for _, l := range p.lines[first : last+1] {
			l.drop = true
		}
	}
}

// smallLine reports whether every segment of l is set clearly smaller
// than the body text.
func smallLine(l *line, body float64) bool {
	for _, s := range l.segs {
		if s.size > 0.9*body {
			return false
		}
	}
	return true
}

// footnoteMark reports whether l opens with a footnote's mark: a digit
// or a symbol set smaller than the text after it and raised above the
// line's baseline.
func footnoteMark(l *line) bool {
	gs := l.segs[0].gs
	if len(gs) < 2 {
		return false
	}
	g, next := gs[0], gs[1]
	mark := unicode.IsDigit(g.r) || strings.ContainsRune("*†‡§¶", g.r)
	return mark && g.size < 0.85*next.size && g.base > l.base+0.15*next.size
}

// pageNumber reports whether l is a bare page number ("7", "3/10")
// that is the first or last line of its page, within its top or bottom
// sixth, and stands apart from the text beside it: some page styles keep
// wide margins, setting the number further from the edge than nearEdge
// looks.
func pageNumber(p *pageLayout, l *line) bool {
	n := len(p.lines)
	h := p.height
	if n < 2 || h <= 0 || !pageNumRe.MatchString(strings.TrimSpace(plainText(l))) {
		return false
	}
	var next *line
	switch {
	case l == p.lines[n-1] && l.base < h/6:
		next = p.lines[n-2]
	case l == p.lines[0] && l.base > h-h/6:
		next = p.lines[1]
	default:
		return false
	}
	return math.Abs(next.base-l.base) > 1.5*l.segs[0].size
}

func nearEdge(p *pageLayout, l *line) bool {
	h := p.height
	if h <= 0 {
		return false
	}
	return l.base > 0.9*h || l.base < 0.1*h
}

func runningKey(l *line) string {
	s := strings.ToLower(plainText(l))
	s = digitsRe.ReplaceAllString(s, "#")
	return strings.Join(strings.Fields(s), "")
}

func plainText(l *line) string {
	var b strings.Builder
	for i, s := range l.segs {
		if i > 0 {
			b.WriteByte(' ')
		}
		for j, g := range s.gs {
			if g.space && j > 0 {
				b.WriteByte(' ')
			}
			b.WriteRune(g.r)
		}
	}
	return b.String()
}

// bodySize is the font size of most glyphs in the document.
func (d *docLines) bodySize() float64 {
	count := map[float64]int{}
	for _, p := range d.pages {
		for _, l := range p.lines {
			for _, s := range l.segs {
				count[math.Round(s.size*10)/10] += len(s.gs)
			}
		}
	}
	best, n := 10.0, 0
	for k, v := range count {
		if v > n || v == n && k < best {
			best, n = k, v
		}
	}
	return best
}

// markHeads marks the segments that are headings set in a typeface of
// their own, only a little larger than the body text (a sans-serif 12
// points over a serif body of 11): alone on their line, in one font of
// another family than the body's, not bold (a bold line a little larger
// is as often an employer's or a paper's name), at least 5% larger, and
// of a few words that start with a capital.
func (d *docLines) markHeads(body float64) {
	fonts := map[string]int{}
	for _, p := range d.pages {
		for _, l := range p.lines {
			for _, s := range l.segs {
				if math.Abs(s.size-body) < 0.05*body {
					for _, g := range s.gs {
						fonts[g.font]++
					}
				}
			}
		}
	}
	bodyFont, n := "", 0
	for f, c := range fonts {
		if c > n || c == n && f < bodyFont {
			bodyFont, n = f, c
		}
	}
	for _, p := range d.pages {
		for _, l := range p.lines {
			if len(l.segs) != 1 || l.drop {
				continue
			}
			s := l.segs[0]
			if s.size < 1.05*body || s.size >= 1.15*body || len(s.gs) == 0 || !unicode.IsUpper(s.gs[0].r) {
				continue
			}
			font := s.gs[0].font
			words := 0
			for i, g := range s.gs {
				if g.font != font {
					font = ""
					break
				}
				if i == 0 || g.space {
					words++
				}
			}
			s.head = font != "" && family(font) != family(bodyFont) && !s.gs[0].bold && words <= 6
		}
	}
}

// family returns a font's name without its subset tag and style:
// "ABCDEF+MinionPro-Regular" → "MinionPro".
func family(font string) string {
	if i := strings.IndexByte(font, '+'); i == 6 {
		font = font[i+1:]
	}
	if i := strings.IndexAny(font, "-,"); i > 0 {
		font = font[:i]
	}
	return font
}

// para is a paragraph of the output: its lines already joined where the
// text wrapped, with its label (a margin heading, a date) if any.
type para struct {
	heading int     // 0, or 1 or 2 for "# " and "## "
	right   float64 // right edge of the text column
	// indented is set when the first line starts right of the column's
	// left edge, as the continuation of a hanging-indent item does.
	indented bool
	label    []*seg
	lines    []*line
	bullet   bool
}

// gutter finds the x position that separates a narrow left column of
// labels or a left text column from the body. It returns 0 when the page
// has one column.
func gutter(lines []*line, width float64) (x float64, twoCol bool) {
	segs := liveSegs(lines)
	if len(segs) < 6 {
		return 0, false
	}
	best, bestScore := 0.0, 0
	for _, c := range sharedStarts(segs) {
		score, ok := gutterScore(lines, c)
		if ok && score > bestScore {
			best, bestScore = c, score
		}
	}
	if bestScore <= 0 {
		return 0, false
	}
	return gutterKind(lines, best, width)
}

// liveSegs returns the segments of the lines that are kept.
func liveSegs(lines []*line) []*seg {
	var segs []*seg
	for _, l := range lines {
		if !l.drop {
			segs = append(segs, l.segs...)
		}
	}
	return segs
}

// sharedStarts returns, in increasing order, the rounded left edges that
// three or more segments share: the candidates for a gutter.
func sharedStarts(segs []*seg) []float64 {
	starts := map[float64]int{}
	for _, s := range segs {
		starts[math.Round(s.x0)]++
	}
	var cands []float64
	for x, n := range starts {
		if n >= 3 {
			cands = append(cands, x)
		}
	}
	slices.Sort(cands)
	return cands
}

// gutterScore rates a gutter at x: lines with text on both sides count
// for it, segments running across it against it. ok is false when too
// few segments fall on either side, or too many cross it, for x to be a
// gutter at all.
func gutterScore(lines []*line, x float64) (score int, ok bool) {
	left, right, cross, pairs := 0, 0, 0, 0
	for _, l := range lines {
		if l.drop {
			continue
		}
		hasL, hasR := false, false
		for _, s := range splitAt(l.segs, x) {
			switch {
			case s.x1 <= x-1:
				left++
				hasL = true
			case s.x0 >= x-1.5:
				right++
				hasR = true
			default:
				cross++
			}
		}
		if hasL && hasR {
			pairs++
		}
	}
	if pairs < 2 || left < 3 || right < 3 || cross*4 > left+right {
		return 0, false
	}
	return 2*pairs - 3*cross, true
}

// gutterKind decides what the gutter at x parts. Two text columns when
// both sides are as wide as a column of text; a label column when the
// left side is narrow; otherwise the right side is a column of dates or
// the like that ends each line, and the page counts as one column.
func gutterKind(lines []*line, x, width float64) (float64, bool) {
	var lw, rw []float64
	for _, l := range lines {
		if l.drop {
			continue
		}
		for _, s := range splitAt(l.segs, x) {
			if s.x1 <= x-1 {
				lw = append(lw, s.x1-s.x0)
			} else if s.x0 >= x-1.5 {
				rw = append(rw, s.x1-s.x0)
			}
		}
	}
	if len(lw) == 0 || len(rw) == 0 {
		return 0, false
	}
	slices.Sort(lw)
	slices.Sort(rw)
	lmed, rmed := lw[len(lw)/2], rw[len(rw)/2]
	switch {
	case width <= 0:
		return 0, false
	case lmed > 0.2*width && rmed > 0.2*width:
		return x, true
	case lmed < 0.25*width:
		// A narrow left side: labels of the body, or a sidebar read
		// as a column of its own.
		return x, sidebar(lines, x, true)
	}
	if sidebar(lines, x, false) {
		return x, true
	}
	return 0, false
}

// sidebar reports whether the narrow side of the gutter at x (the left
// side when left is set) is a column of its own, as a résumé's side panel
// of contact details, skills and languages is, and not labels of the
// body beside it (dates, list numbers, margin headings). Its lines are
// many against the body's (margin headings are few), few of them hold a
// digit (dates, terms and list numbers do), and each side has lines of
// its own where the other has none (a label sits beside a body line;
// two columns that flow apart leave gaps in each other).
func sidebar(lines []*line, x float64, left bool) bool {
	side, body, sideOnly, bodyOnly, numbered := 0, 0, 0, 0, 0
	for _, l := range lines {
		if l.drop {
			continue
		}
		var ls, rs []*seg
		for _, s := range splitAt(l.segs, x) {
			if s.x1 <= x-1 {
				ls = append(ls, s)
			} else if s.x0 >= x-1.5 {
				rs = append(rs, s)
			}
		}
		if !left {
			ls, rs = rs, ls
		}
		if len(ls) > 0 {
			side++
			if slices.ContainsFunc(ls, func(s *seg) bool { return strings.ContainsFunc(segText(s), unicode.IsDigit) }) {
				numbered++
			}
			if len(rs) == 0 {
				sideOnly++
			}
		}
		if len(rs) > 0 {
			body++
			if len(ls) == 0 {
				bodyOnly++
			}
		}
	}
	return side >= 6 && 10*side >= 3*body && 3*numbered <= side && 5*sideOnly >= side && 5*bodyOnly >= body
}

// paragraphs splits a page into paragraphs in reading order.
func paragraphs(p *pageLayout, body, docGutter float64) []para {
	g, twoCol := p.gutter, p.twoCol
	if g == 0 {
		g = docGutter
	}
	var lines []*line
	for _, l := range p.lines {
		if !l.drop {
			lines = append(lines, l)
		}
	}
	if g == 0 {
		// A heading in a larger font at the start of a line, with the body
		// text beside it, is a margin heading even where no column shows.
		labels := map[*line][]*seg{}
		for i, l := range lines {
			if len(l.segs) > 1 && isHeadingSegs(l.segs[:1], body) && !isHeadingSegs(l.segs[1:], body) {
				nl := &line{segs: l.segs[1:], base: l.base, top: l.top, bottom: l.bottom, page: l.page}
				labels[nl] = l.segs[:1]
				lines[i] = nl
			}
		}
		return flow(lines, labels, body)
	}
	if twoCol {
		// Full-width lines split the page into bands; in each band the
		// left column is read before the right one.
		var out []para
		var left, right []*line
		flush := func() {
			out = append(out, flow(left, nil, body)...)
			out = append(out, flow(right, nil, body)...)
			left, right = nil, nil
		}
		for _, l := range lines {
			var ls, rs []*seg
			crossing := false
			for _, s := range l.segs {
				switch {
				case s.x1 <= g-1:
					ls = append(ls, s)
				case s.x0 >= g-1.5:
					rs = append(rs, s)
				default:
					crossing = true
				}
			}
			if crossing {
				flush()
				out = append(out, flow([]*line{l}, nil, body)...)
				continue
			}
			if ls != nil {
				left = append(left, &line{segs: ls, base: l.base, top: l.top, bottom: l.bottom, page: l.page})
			}
			if rs != nil {
				right = append(right, &line{segs: rs, base: l.base, top: l.top, bottom: l.bottom, page: l.page})
			}
		}
		flush()
		return out
	}
	// A label column: split each line into its label and its body.
	labels := map[*line][]*seg{}
	var bodyLines []*line
	for _, l := range lines {
		var ls, rs []*seg
		for _, s := range splitAt(l.segs, g) {
			if s.x1 <= g-1 && rs == nil {
				ls = append(ls, s)
			} else {
				rs = append(rs, s)
			}
		}
		if len(ls) > 0 && len(rs) > 0 && rs[0].x0 < g-1.5 {
			// The text runs across the column: a list number and its
			// item, not a label beside the body.
			ls, rs = nil, l.segs
		}
		if rs == nil {
			// A label alone on its line: a heading, or a label whose body
			// starts lower (or the continuation of a label above).
			bodyLines = append(bodyLines, &line{segs: nil, base: l.base, top: l.top, bottom: l.bottom, page: l.page})
			labels[bodyLines[len(bodyLines)-1]] = ls
			continue
		}
		nl := &line{segs: rs, base: l.base, top: l.top, bottom: l.bottom, page: l.page}
		bodyLines = append(bodyLines, nl)
		if ls != nil {
			labels[nl] = ls
		}
	}
	return flow(bodyLines, labels, body)
}

func allBold(l *line) bool {
	for _, s := range l.segs {
		for _, g := range s.gs {
			if unicode.IsLetter(g.r) && !g.bold {
				return false
			}
		}
	}
	return true
}

// unfinished reports whether a paragraph breaks off mid-sentence: its
// last line ends with a comma, a semicolon, a hyphen or dash, or "and".
func unfinished(p para) bool {
	l := p.lines[len(p.lines)-1]
	t := strings.TrimSpace(plainSegs(l.segs))
	return strings.HasSuffix(t, ",") || strings.HasSuffix(t, ";") || strings.HasSuffix(t, " and") ||
		strings.HasSuffix(t, "-") || strings.HasSuffix(t, "–") || strings.HasSuffix(t, "\u2011") || strings.HasSuffix(t, "\u0002")
}

func continues(p para) bool {
	if p.heading > 0 || len(p.label) > 0 || len(p.lines) == 0 || p.bullet {
		return false
	}
	if p.indented && !allBold(p.lines[0]) {
		return true
	}
	if startsItem(p.lines[0]) {
		return false
	}
	for _, r := range segText(p.lines[0].segs[0]) {
		return unicode.IsLower(r)
	}
	return false
}

// splitAt splits segments that run across x at a gap between glyphs
// there, so that a label glued to its body by a narrow space comes apart.
func splitAt(segs []*seg, x float64) []*seg {
	crossing := false
	for _, s := range segs {
		if s.x0 < x-1.5 && s.x1 > x-1 {
			crossing = true
			break
		}
	}
	if !crossing {
		return segs
	}
	var out []*seg
	for _, s := range segs {
		if s.x0 >= x-1.5 || s.x1 <= x-1 {
			out = append(out, s)
			continue
		}
		cut := -1
		for i := 1; i < len(s.gs); i++ {
			if s.gs[i-1].x1 <= x-1 && s.gs[i].x0 >= x-1.5 && (s.gs[i].space || s.gs[i].x0-s.gs[i-1].x1 > 0.25*s.gs[i].size) {
				cut = i
				break
			}
		}
		if cut < 0 {
			out = append(out, s)
			continue
		}
		a := &seg{gs: s.gs[:cut:cut], x0: s.x0, x1: s.gs[cut-1].x1, base: s.base}
		b := &seg{gs: slices.Clone(s.gs[cut:]), x0: s.gs[cut].x0, x1: s.x1, base: s.base}
		a.size, b.size = modeSize(a.gs), modeSize(b.gs)
		out = append(out, a, b)
	}
	return out
}

// flow makes paragraphs of lines that are read top to bottom.
func flow(lines []*line, labels map[*line][]*seg, body float64) []para {
	pitch, paraGap := lineSpacing(lines, body)
	f := flower{body: body, pitch: pitch, paraGap: paraGap, right: textRight(lines)}
	left := textLeft(lines, labels)
	for _, l := range lines {
		f.add(l, labels[l])
	}
	for i := range f.out {
		f.out[i].right = f.right
		f.out[i].indented = indentedPara(f.out[i], left)
	}
	return f.out
}

// lineSpacing returns the usual distance between lines of the body text
// (pitch) and the least gap between lines that parts paragraphs.
func lineSpacing(lines []*line, body float64) (pitch, paraGap float64) {
	var gaps []float64
	for i := 1; i < len(lines); i++ {
		a, b := lines[i-1], lines[i]
		if len(a.segs) > 0 && len(b.segs) > 0 && !isHeadingSegs(a.segs, body) && !isHeadingSegs(b.segs, body) {
			gaps = append(gaps, a.base-b.base)
		}
	}
	// Too few gaps tell nothing; the usual leading stands in for them.
	pitch = 1.2 * body
	if len(gaps) >= 3 {
		slices.Sort(gaps)
		pitch = min(max(gaps[len(gaps)/4], 0.9*body), 2.2*body)
	}
	// Paragraphs are set apart by gaps well above the pitch; a gap half
	// way to the usual paragraph gap (a small skip before an abstract)
	// does not part them.
	paraGap = 1.3 * pitch
	var big []float64
	for _, g := range gaps {
		if g > 1.25*pitch {
			big = append(big, g)
		}
	}
	if len(big) > 0 {
		paraGap = max(paraGap, (pitch+big[len(big)*3/4])/2)
	}
	return pitch, itemGap(gaps, pitch, paraGap)
}

// textRight returns the right edge of the text: that of the longest
// lines, a few stray ones (running into the margin) aside.
func textRight(lines []*line) float64 {
	var ends []float64
	for _, l := range lines {
		if n := len(l.segs); n > 1 && l.segs[n-1].year {
			// A column of years stands right of the text.
			ends = append(ends, l.segs[n-2].x1)
		} else if n > 0 {
			ends = append(ends, l.x1())
		}
	}
	slices.Sort(ends)
	right := 0.0
	if n := len(ends); n > 0 {
		right = ends[n-1]
		if n >= 10 {
			right = ends[n-1-n/20]
		}
	}
	return right
}

// textLeft returns the left edge of the text, counting list numbers set
// in a column of their own.
func textLeft(lines []*line, labels map[*line][]*seg) float64 {
	left := math.Inf(1)
	for _, l := range lines {
		if len(l.segs) > 0 {
			left = min(left, l.x0())
		}
		if lab := labels[l]; len(lab) > 0 && startsItem(&line{segs: lab}) {
			left = min(left, lab[0].x0)
		}
	}
	return left
}

// indentedPara reports whether a plain paragraph's first line is indented
// from the left edge of the text by about a paragraph indent.
func indentedPara(p para, left float64) bool {
	if len(p.lines) == 0 || p.heading != 0 || len(p.label) != 0 {
		return false
	}
	l := p.lines[0]
	indent := l.x0() - left
	return indent > 0.8*l.segs[0].size && indent < 4*l.segs[0].size
}

// flower gathers the lines of a column into paragraphs, one line at a
// time.
type flower struct {
	body, pitch, paraGap, right float64

	out  []para
	cur  *para // the paragraph being read, in out; nil after a heading
	prev *line // the last line added to cur
	// hang is the left edge of the items of a hanging-indent list being
	// read (an item whose second line is indented from its first was
	// seen), or 0: there a line at that edge starts an item, even after
	// an item of one line that fills the measure.
	hang float64
}

// add reads line l with the label beside it.
func (f *flower) add(l *line, label []*seg) {
	labelBullet := false
	if len(label) == 1 && len(label[0].gs) == 1 && strings.ContainsRune(bulletRune, label[0].gs[0].r) && len(l.segs) > 0 {
		// A bullet hanging in the label column.
		label, labelBullet = nil, true
	}
	if len(l.segs) == 0 {
		f.addLabel(l, label)
		return
	}
	if isHeadingSegs(l.segs, f.body) && len(label) == 0 {
		f.heading(para{heading: headingLevel(l.segs, f.body), lines: []*line{l}})
		return
	}
	if len(label) > 0 && isHeadingSegs(label, f.body) {
		f.heading(para{heading: headingLevel(label, f.body), label: label})
		label = nil
	}
	bullet := labelBullet || bulletLine(l)
	if f.cur == nil || f.prev == nil || f.breaksBefore(l, label, bullet) {
		f.startPara(l, label, bullet)
	} else {
		f.cur.lines = append(f.cur.lines, l)
		f.cur.label = append(f.cur.label, label...)
		f.hang = f.hanging(l)
	}
	f.prev = l
}

// hanging returns the left edge of the items of a hanging-indent list
// that line l, going on with the paragraph after f.prev, shows: the
// edge of the line before when l is indented from it by one to four
// letters' height, as an item's second line is. Two lines at that edge
// that one paragraph holds end the list (prose after it); otherwise the
// edge found before holds.
func (f *flower) hanging(l *line) float64 {
	prev, size := f.prev, l.segs[0].size
	d := l.x0() - prev.x0()
	switch {
	case d > 0.8*size && d < 4*size:
		return prev.x0()
	case f.hang > 0 && math.Abs(prev.x0()-f.hang) < 0.3*size && math.Abs(l.x0()-f.hang) < 0.3*size:
		return 0
	}
	return f.hang
}

// heading adds a heading paragraph, which nothing after it joins.
func (f *flower) heading(p para) {
	f.out = append(f.out, p)
	f.cur, f.prev, f.hang = nil, nil, 0
}

// addLabel reads a label alone on line l: a heading if larger or set
// apart; otherwise it belongs to the paragraph being read or the next.
func (f *flower) addLabel(l *line, label []*seg) {
	if isHeadingSegs(label, f.body) {
		f.heading(para{heading: headingLevel(label, f.body), label: label})
		return
	}
	if f.cur != nil && f.prev != nil && f.prev.base-l.base < 1.6*f.pitch {
		f.cur.label = append(f.cur.label, label...)
		return
	}
	f.out = append(f.out, para{label: label})
	f.cur = &f.out[len(f.out)-1]
	f.prev = nil
}

// startPara starts a paragraph with line l.
func (f *flower) startPara(l *line, label []*seg, bullet bool) {
	// A label seen alone just above (e.g. "2023-" over "present")
	// belongs to this paragraph when it was not followed by text.
	if f.cur != nil && len(f.cur.lines) == 0 && f.cur.heading == 0 {
		f.cur.lines = append(f.cur.lines, l)
		f.cur.label = append(f.cur.label, label...)
		f.cur.bullet = bullet
		return
	}
	f.out = append(f.out, para{lines: []*line{l}, label: label, bullet: bullet})
	f.cur = &f.out[len(f.out)-1]
}

// bulletLine reports whether line l starts with a bullet followed by a
// space or standing as a segment of its own.
func bulletLine(l *line) bool {
	first := l.segs[0]
	return len(first.gs) > 0 && strings.ContainsRune(bulletRune, first.gs[0].r) && (len(first.gs) > 1 && first.gs[1].space || len(l.segs) > 1 && len(first.gs) == 1)
}

// breaksBefore reports whether line l, following f.prev in f.cur, starts
// a new paragraph.
func (f *flower) breaksBefore(l *line, label []*seg, bullet bool) bool {
	prev := f.prev
	gap := prev.base - l.base
	size := l.segs[0].size
	switch {
	case gap > f.paraGap && gap > 1.2*size:
		return true
	case standsAlone(prev, l, f.right):
		return true
	case bullet:
		return true
	case f.outdented(l, size):
		return true
	case len(label) > 0 && !labelContinues(f.cur, label, prev, l, f.right):
		return true
	case math.Abs(size-prev.segs[0].size) > 0.25*f.body && (size > f.body*1.1 || prev.segs[0].size > f.body*1.1):
		// A change of size to or from a larger one.
		return true
	}
	return false
}

// standsAlone reports whether line prev is a subheading in capitals
// ("BOOK CHAPTERS") or a year over the entries of that year, which
// stands apart from the next line l; or whether l is such a year.
func standsAlone(prev, l *line, right float64) bool {
	return capsLine(prev) && !capsLine(l) || yearLine(prev) ||
		yearLine(l) && !wrapped(prev, l, right) && !strings.HasSuffix(strings.TrimSpace(plainSegs(prev.segs)), ",")
}

// outdented reports whether line l, of glyph size size, starts where an
// item of the list being read would start rather than inside the item.
func (f *flower) outdented(l *line, size float64) bool {
	cur, prev := f.cur, f.prev
	switch {
	case startsItem(l) && l.x0() <= cur.lines[0].x0()+0.8*size && !numberGoesOn(cur, prev, l, f.right):
		// A list number where items start; one on an indented
		// line ("261–" / "76.") goes on with the item.
		return true
	case cur.bullet && l.x0() <= cur.lines[0].x0()+0.3*size:
		// Text under a bullet is indented to the item's text.
		return true
	case l.x0() < prev.x0()-0.8*size && prev != cur.lines[0]:
		// An outdent starts a new item of a hanging-indent list.
		return true
	case l.x0() < cur.lines[0].x0()-0.8*size:
		return true
	case f.hang > 0 && prev == cur.lines[0] && math.Abs(prev.x0()-f.hang) < 0.3*size && math.Abs(l.x0()-f.hang) < 0.3*size && endsItem(prev):
		// In a hanging-indent list, an item of one line that ends
		// as an item does, and a line at the items' edge after it.
		return true
	}
	return false
}

// numberGoesOn reports whether line l, which starts with what reads as a
// list number ("20."), goes on with the sentence of the line before
// instead: the paragraph is no numbered item, and the line before fills
// the measure and breaks off mid-sentence ("Epub 2010 Sep" / "20. PMID").
func numberGoesOn(cur *para, prev, l *line, right float64) bool {
	if startsItem(cur.lines[0]) || len(cur.label) > 0 || !wrapped(prev, l, right) || endsItem(prev) {
		return false
	}
	t := strings.TrimSpace(plainSegs(prev.segs))
	return !strings.HasSuffix(t, ":")
}

// endsItem reports whether line l ends as a list item does: with a
// period, a closing bracket or a digit (a page range), not mid-sentence.
func endsItem(l *line) bool {
	t := strings.TrimSpace(plainSegs(l.segs))
	r, _ := utf8.DecodeLastRuneInString(t)
	return r == '.' || r == ')' || r == ']' || unicode.IsDigit(r)
}

// itemGap lowers paraGap, the least gap between lines that parts
// paragraphs, for a list whose items are set apart by a small skip: when
// the gaps (sorted) fall into the line pitch and, clearly apart from
// it, a band of three or more gaps below paraGap, the items' gap parts
// paragraphs too.
func itemGap(gaps []float64, pitch, paraGap float64) float64 {
	lineMax := pitch
	for _, g := range gaps {
		if g <= 1.1*pitch {
			lineMax = max(lineMax, g)
		}
	}
	i, _ := slices.BinarySearch(gaps, lineMax+0.01)
	n := 0
	for _, g := range gaps[i:] {
		if g <= paraGap {
			n++
		}
	}
	if i >= len(gaps) || n < 3 || gaps[i] < 1.2*lineMax {
		return paraGap
	}
	return min(paraGap, max(1.15*pitch, (lineMax+gaps[i])/2))
}

// labelContinues reports whether a label beside line l continues the
// label of the paragraph (a date range on two lines, a label that wraps)
// rather than starting a new entry: the line above had a label too and
// line l continues its text.
func labelContinues(cur *para, label []*seg, prev, l *line, right float64) bool {
	if len(cur.label) == 0 || cur.lines[len(cur.lines)-1] != prev {
		return false
	}
	last := cur.label[len(cur.label)-1]
	if math.Abs(prev.base-last.base) > 0.3*last.size {
		// The label above is not beside the line above, but higher up
		// (a list number over an item of three lines).
		return false
	}
	end := prev.segs[len(prev.segs)-1].gs
	if isHyphen(end[len(end)-1].r) {
		return true
	}
	// A new date in the label column starts a new entry, unless the date
	// above ends in a dash ("2019–" over "present").
	if dateRe.MatchString(segText(label[0])) {
		t := strings.TrimSpace(segText(last))
		return strings.HasSuffix(t, "-") || strings.HasSuffix(t, "–") || strings.HasSuffix(t, "—")
	}
	return wrapped(prev, l, right)
}

var dateRe = regexp.MustCompile(`(?i)^(\d{4}|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{4})`)

var yearRe = regexp.MustCompile(`^(19|20)\d\d$`)

// markRightYears marks the years set in a column at the right of the
// text: the last segment of a line, a year alone ("2021", "2021a"), far
// from the text before it, and aligned, by its right or its left edge,
// with such a year on another line. Read where it stands, such a year
// falls into the middle of an entry whose first line wraps.
func (d *docLines) markRightYears() {
	var cands []*seg
	for _, p := range d.pages {
		for _, l := range p.lines {
			n := len(l.segs)
			if n < 2 || l.drop {
				continue
			}
			last, before := l.segs[n-1], l.segs[n-2]
			t := strings.TrimSpace(segText(last))
			if !yearRe.MatchString(strings.TrimRight(t, "abcdef")) || last.x0-before.x1 < 2.5*last.size {
				continue
			}
			cands = append(cands, last)
		}
	}
	for _, edge := range []func(*seg) float64{func(s *seg) float64 { return s.x0 }, func(s *seg) float64 { return s.x1 }} {
		slices.SortFunc(cands, func(a, b *seg) int { return cmp.Compare(edge(a), edge(b)) })
		for i := 1; i < len(cands); i++ {
			if edge(cands[i])-edge(cands[i-1]) < 2 {
				cands[i].year, cands[i-1].year = true, true
			}
		}
	}
}

// yearLine reports whether a line holds a year and nothing else.
func yearLine(l *line) bool {
	return yearRe.MatchString(strings.TrimSpace(plainSegs(l.segs)))
}

// capsLine reports whether a line is a short run of capital letters, as
// a subheading or an institution's name set in capitals is.
func capsLine(l *line) bool {
	t := plainSegs(l.segs)
	letters := 0
	for _, r := range t {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsUpper(r) {
			letters++
		}
	}
	words := 0
	for _, f := range strings.Fields(t) {
		if len(f) >= 2 && !strings.ContainsFunc(f, unicode.IsDigit) {
			words++
		}
	}
	return letters >= 4 && words >= 2 && len(strings.Fields(t)) <= 8
}

var itemRe = regexp.MustCompile(`^(\[\d{1,3}\]|\(\d{1,3}\)|\d{1,3}\.)$`)

// startsItem reports whether a line starts with a list number: "12.",
// "[3]" or "(4)".
func startsItem(l *line) bool {
	s := l.segs[0]
	var b strings.Builder
	for i, g := range s.gs {
		if i > 0 && g.space {
			break
		}
		b.WriteRune(g.r)
	}
	return itemRe.MatchString(b.String())
}

func segText(s *seg) string {
	var b strings.Builder
	for i, g := range s.gs {
		if g.space && i > 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(g.r)
	}
	return b.String()
}

// isHeadingSegs reports whether segments are a heading: set in a font
// clearly larger than the body text, and short.
func isHeadingSegs(segs []*seg, body float64) bool {
	if len(segs) == 0 {
		return false
	}
	letters, words := 0, 0
	for _, s := range segs {
		if s.size < 1.15*body && !s.head {
			return false
		}
		for i, g := range s.gs {
			if unicode.IsLetter(g.r) {
				letters++
			}
			if i == 0 || g.space {
				words++
			}
		}
	}
	return letters >= 2 && words <= 10
}

func headingLevel(segs []*seg, body float64) int {
	if segs[0].size >= 1.7*body {
		return 1
	}
	return 2
}

// render writes paragraphs as marked text.
func render(paras []para, body float64) string {
	words := docWords(paras)
	var b strings.Builder
	for _, p := range paras {
		var text string
		if p.heading > 0 {
			var parts []string
			if len(p.label) > 0 {
				parts = append(parts, plainSegs(p.label))
			}
			for _, l := range p.lines {
				parts = append(parts, plainSegs(l.segs))
			}
			t := fixText(strings.Join(parts, " "))
			if strings.TrimSpace(t) == "" {
				continue
			}
			b.WriteString(strings.Repeat("#", p.heading) + " " + escape(t) + "\n\n")
			continue
		}
		text = paraText(p, words)
		if strings.TrimSpace(text) == "" {
			continue
		}
		b.WriteString(text)
		b.WriteString("\n\n")
	}
	return strings.TrimRight(b.String(), "\n") + "\n"
}

// paraText joins a paragraph's lines: wrapped lines with a space (or
// nothing after a mended hyphen), lines that end early with a newline.
// A year set in a column right of a first line that wraps goes to the
// end of the wrapped text, not into its middle.
func paraText(p para, words map[string]bool) string {
	var j joiner
	label := p.label
	if len(label) == 1 && codeLabel(label[0]) {
		label = []*seg{bracketed(label[0])}
	}
	j.addLabel(label, words)
	var year []glyph
	prev := (*line)(nil)
	for i, l := range p.lines {
		if i == 0 {
			prev = l
			segs := l.segs
			if n := len(segs); n > 1 && segs[n-1].year && len(p.lines) > 1 {
				// Whether the line wraps is told by its text's last
				// segment (wrapped takes a line of several for one
				// ending in a column).
				last := *l
				last.segs = segs[n-2 : n-1]
				if wrapped(&last, p.lines[1], p.right) {
					year, prev, segs = slices.Clone(segs[n-1].gs), &last, segs[:n-1]
				}
			}
			if len(label) == 0 && len(segs) > 1 && codeLabel(segs[0]) {
				segs = append([]*seg{bracketed(segs[0])}, segs[1:]...)
			}
			j.add(segs, len(j.gs) > 0)
			continue
		}
		at := len(j.gs)
		j.addLine(prev, l, p.right, words)
		prev = l
		if year != nil && at < len(j.gs) && j.gs[at].r == '\n' {
			// The wrapped text ends here.
			year[0].space = true
			j.gs = slices.Insert(j.gs, at, year...)
			year = nil
		}
	}
	if year != nil {
		year[0].space = true
		j.gs = append(j.gs, year...)
	}
	return fixText(markLines(j.gs, p.bullet))
}

// codeLabel reports whether s is an entry's code set apart before it,
// "J1", "C12", "BC3": up to three capitals and up to three digits, which
// the reader takes for a list marker once bracketed.
func codeLabel(s *seg) bool {
	t := segText(s)
	i := 0
	for i < len(t) && i < 3 && t[i] >= 'A' && t[i] <= 'Z' {
		i++
	}
	k := i
	for k < len(t) && k-i < 3 && t[k] >= '0' && t[k] <= '9' {
		k++
	}
	return i > 0 && k > i && k == len(t)
}

// bracketed returns s between brackets, "[J1]".
func bracketed(s *seg) *seg {
	out := *s
	open, close := s.gs[0], s.gs[len(s.gs)-1]
	open.r, open.space = '[', s.gs[0].space
	close.r, close.space = ']', false
	first := s.gs[0]
	first.space = false
	out.gs = append(append([]glyph{open, first}, s.gs[1:]...), close)
	return &out
}

// joiner gathers the glyphs of a paragraph, a '\n' glyph where a line
// ends early.
type joiner struct {
	gs []glyph
}

// add appends the glyphs of segments of one line; space says whether a
// space comes before the first.
func (j *joiner) add(segs []*seg, space bool) {
	for i, s := range segs {
		for k, g := range s.gs {
			if k == 0 {
				// Segments of one line are words apart, but for
				// ideographs spread over a justified line.
				g.space = space || i > 0 && (len(j.gs) == 0 || !ideographGap(j.gs[len(j.gs)-1].r, g.r))
			}
			j.gs = append(j.gs, g)
		}
	}
}

// brokenWord reports whether the glyphs so far end in a letter and a
// hyphen and next starts with a letter: a word broken over two lines.
func (j *joiner) brokenWord(next string) bool {
	n := len(j.gs)
	return n > 1 && isHyphen(j.gs[n-1].r) && unicode.IsLetter(j.gs[n-2].r) && startsLetter(next)
}

// addLabel appends the segments of a label, mending a label broken over
// lines ("Software De-" / "velopment").
func (j *joiner) addLabel(label []*seg, words map[string]bool) {
	for i, s := range label {
		if i > 0 && j.brokenWord(segText(s)) {
			n := len(j.gs)
			if !keepHyphen(j.gs[n-1].r, glyphText(j.gs[:n-1]), segText(s), words) {
				j.gs = j.gs[:n-1]
			}
			j.add([]*seg{s}, false)
			continue
		}
		j.add([]*seg{s}, i > 0)
	}
}

// addLine appends line l, which follows line prev in a paragraph whose
// text ends at right: after a space when prev wrapped, with nothing
// between when a word, URL or page range broke at the line end, and
// after a newline when prev ended early.
func (j *joiner) addLine(prev, l *line, right float64, words map[string]bool) {
	next := glyphText(l.segs[0].gs)
	last := j.gs[len(j.gs)-1]
	switch {
	case j.brokenWord(next):
		stem := glyphText(j.gs[:len(j.gs)-1])
		if keepHyphen(last.r, stem, next, words) {
			j.gs[len(j.gs)-1].r = '-'
		} else {
			j.gs = j.gs[:len(j.gs)-1]
		}
		j.add(l.segs, false)
	case urlBreak(j.gs, next) && wrapped(prev, l, right):
		j.add(l.segs, false)
	case brokenRange(j.gs, next):
		// A page range broken at its dash: "261–" / "76".
		j.add(l.segs, false)
	case wrapped(prev, l, right):
		j.add(l.segs, true)
	default:
		j.gs = append(j.gs, glyph{r: '\n'})
		j.add(l.segs, false)
	}
}

// brokenRange reports whether glyphs gs end in a digit and a dash and
// next starts with a digit: a number range broken over two lines.
func brokenRange(gs []glyph, next string) bool {
	last := gs[len(gs)-1]
	return (isHyphen(last.r) || last.r == '–') && len(gs) > 1 && unicode.IsDigit(gs[len(gs)-2].r) && next != "" && unicode.IsDigit([]rune(next)[0])
}

// markLines writes glyphs as marked text, one line for each '\n' glyph;
// a bulleted paragraph starts with "- " in place of its bullet.
func markLines(gs []glyph, bullet bool) string {
	var b strings.Builder
	start := 0
	for i := 0; i <= len(gs); i++ {
		if i < len(gs) && gs[i].r != '\n' {
			continue
		}
		piece := gs[start:i]
		if start == 0 && bullet && len(piece) > 0 {
			b.WriteString("- ")
			if strings.ContainsRune(bulletRune, piece[0].r) {
				piece = piece[1:]
			}
			if len(piece) > 0 {
				piece[0].space = false
			}
		}
		writeMarked(&b, piece)
		if i < len(gs) {
			b.WriteByte('\n')
		}
		start = i + 1
	}
	return b.String()
}

var urlRe = regexp.MustCompile(`(?i)://|^doi|^www\.|^10\.\d{4}|^https?:`)

// urlBreak reports whether the text so far ends inside a URL or DOI that
// the line broke after a slash, dot or hyphen, so the next line goes on
// without a space.
func urlBreak(gs []glyph, next string) bool {
	i := len(gs) - 1
	for i > 0 && !gs[i].space {
		i--
	}
	tok := glyphText(gs[i:])
	tok = strings.TrimSpace(tok)
	if !urlRe.MatchString(tok) || next == "" || strings.HasPrefix(next, " ") {
		return false
	}
	return strings.ContainsAny(tok[len(tok)-1:], "/.-_=?&#:")
}

func isHyphen(r rune) bool {
	return r == '-' || r == '\u2011' || r == '\u2010' || r == '\u00ad' || r == '\u0002'
}

func glyphText(gs []glyph) string {
	var b strings.Builder
	for i, g := range gs {
		if g.space && i > 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(g.r)
	}
	return b.String()
}

// wrapped reports whether line l continues prev because its first word
// would not have fitted at the end of prev.
func wrapped(prev, l *line, right float64) bool {
	if len(prev.segs) > 1 {
		// Text set apart at the end of the line (a date on the right) ends it.
		return false
	}
	s := l.segs[0]
	w := 0.0
	for i, g := range s.gs {
		if i > 0 && g.space {
			break
		}
		w = g.x1 - s.x0
	}
	return prev.x1()+0.25*s.size+w > right-0.2*s.size
}

func startsLetter(t string) bool {
	t = strings.TrimLeft(t, "*_")
	for _, r := range t {
		return unicode.IsLetter(r)
	}
	return false
}

// keepHyphen decides whether a hyphen at a line end is part of the word
// ("User-Friendly", "self-control") or only breaks it ("atten-tion").
func keepHyphen(hy rune, stem, next string, words map[string]bool) bool {
	left := lastWord(stem)
	right := firstWord(next)
	if left == "" || right == "" {
		return true
	}
	if r := []rune(right); unicode.IsUpper(r[0]) {
		return true
	}
	l, r := strings.ToLower(left), strings.ToLower(right)
	if words[l+"-"+r] {
		return true
	}
	if words[l+r] {
		return false
	}
	return false
}

func lastWord(s string) string {
	i := strings.LastIndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' && r != '\u2011' })
	return s[i+1:]
}

func firstWord(s string) string {
	s = strings.TrimLeft(s, "*_")
	i := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	if i < 0 {
		return s
	}
	return s[:i]
}

// docWords is the set of words (lower case, hyphenated compounds as one)
// in the document, to mend line-end hyphens by what the text says
// elsewhere.
func docWords(paras []para) map[string]bool {
	words := map[string]bool{}
	for _, p := range paras {
		for _, l := range p.lines {
			for _, f := range strings.FieldsFunc(strings.ToLower(plainSegs(l.segs)), func(r rune) bool {
				return !unicode.IsLetter(r) && r != '-' && r != '\u2011'
			}) {
				f = strings.ReplaceAll(f, "\u2011", "-")
				words[strings.Trim(f, "-")] = true
			}
		}
	}
	return words
}

func plainSegs(segs []*seg) string {
	parts := make([]string, len(segs))
	for i, s := range segs {
		parts[i] = segText(s)
	}
	return strings.Join(parts, " ")
}

// markSegs writes segments with their bold and italic runs marked.
func markSegs(segs []*seg) string {
	var b strings.Builder
	for i, s := range segs {
		if i > 0 {
			b.WriteByte(' ')
		}
		writeMarked(&b, s.gs)
	}
	return b.String()
}

// writeMarked writes glyphs, putting ** and * around runs of bold and
// italic text. Markers go around words, never around bare spaces or
// punctuation, so that the reader sees "**Jane Doe**, J. Roe".
func writeMarked(b *strings.Builder, gs []glyph) {
	type run struct {
		text         string
		bold, italic bool
	}
	var runs []run
	var cur strings.Builder
	var cb, ci bool
	gs = italicWords(romanInItalics(settleNeutral(dropLetterMarks(gs))))
	flush := func() {
		if cur.Len() > 0 {
			runs = append(runs, run{cur.String(), cb, ci})
			cur.Reset()
		}
	}
	for i, g := range gs {
		bold, italic := g.bold, g.italic
		if unicode.IsSpace(g.r) {
			bold, italic = cb, ci
		}
		if i == 0 || bold != cb || italic != ci {
			flush()
			cb, ci = bold, italic
		}
		if g.space && i > 0 {
			cur.WriteByte(' ')
		}
		r := g.r
		switch r {
		case '*':
			cur.WriteString(`\*`)
			continue
		case '\u2011', '\u2010':
			r = '-'
		}
		cur.WriteRune(r)
	}
	flush()
	for _, r := range runs {
		mark := ""
		switch {
		case r.bold && r.italic:
			mark = "***"
		case r.bold:
			mark = "**"
		case r.italic:
			mark = "*"
		}
		if mark == "" {
			b.WriteString(r.text)
			continue
		}
		// Leading and trailing spaces and punctuation stay outside.
		core := trimCore(r.text)
		if core == "" {
			b.WriteString(r.text)
			continue
		}
		if core == "" || !strings.ContainsFunc(core, func(c rune) bool { return unicode.IsLetter(c) || unicode.IsDigit(c) }) {
			b.WriteString(r.text)
			continue
		}
		i := strings.Index(r.text, core)
		b.WriteString(r.text[:i] + mark + core + mark + r.text[i+len(core):])
	}
}

// ideographGap reports whether a gap between glyphs a and b is no space:
// Chinese and Japanese set no spaces between their characters, nor
// before the punctuation after them, but a justified line spreads them
// apart ("研 究 ." for "研究.").
func ideographGap(a, b rune) bool {
	ideo := func(r rune) bool {
		return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || r >= 0x3000 && r <= 0x303f || r >= 0xff00 && r <= 0xffef
	}
	return ideo(a) && (ideo(b) || strings.ContainsRune(".,;:)", b))
}

// italicWords sets in italics the whole of a word whose italics start
// inside it and run on into the next word: a title set in italics with a
// case name in roman at its head, "Doe’*s Rule in Practice*", reads as
// italic from the word's start, so the reader sees where the title
// begins. gs is not changed.
func italicWords(gs []glyph) []glyph {
	var out []glyph
	start := 0 // the first glyph of the current word
	for i := 1; i < len(gs); i++ {
		if gs[i].space || unicode.IsSpace(gs[i].r) || unicode.IsSpace(gs[i-1].r) {
			start = i
			continue
		}
		if !gs[i].italic || gs[i-1].italic || !letters(gs[start:i]) || !italicAfter(gs, i) {
			continue
		}
		if out == nil {
			out = slices.Clone(gs)
		}
		for k := start; k < i; k++ {
			out[k].italic = true
		}
	}
	if out == nil {
		return gs
	}
	return out
}

// dropLetterMarks drops a raised lowercase letter alone after a name or
// an initial ("A. Doeˢ", "J.ᵃ"), a mark for a student or an affiliation:
// glued on, it would change the name ("Does"). A raised ordinal ("1st")
// or a letter after a lowercase word (a formula's "xⁿ") stays. gs is not
// changed.
func dropLetterMarks(gs []glyph) []glyph {
	var out []glyph
	for i := range gs {
		if out == nil && !letterMark(gs, i) {
			continue
		}
		if out == nil {
			out = slices.Clone(gs[:i])
			continue
		}
		if letterMark(gs, i) {
			continue
		}
		g := gs[i]
		if letterMark(gs, i-1) && strings.ContainsRune(",;:)", g.r) {
			g.space = false
		}
		out = append(out, g)
	}
	if out == nil {
		return gs
	}
	return out
}

// letterMark reports whether gs[i] is a mark that dropLetterMarks drops.
func letterMark(gs []glyph, i int) bool {
	g := gs[i]
	if !g.raised || !unicode.IsLower(g.r) || i == 0 || gs[i-1].raised || g.space {
		return false
	}
	if i+1 < len(gs) {
		next := gs[i+1]
		if next.raised || !next.space && !unicode.IsSpace(next.r) && !strings.ContainsRune(",;:)", next.r) {
			return false
		}
	}
	return nameEnd(gs[:i])
}

// nameEnd reports whether gs ends with an initial's period or with a
// word of letters that starts with a capital.
func nameEnd(gs []glyph) bool {
	last := gs[len(gs)-1]
	if last.r == '.' {
		return len(gs) >= 2 && unicode.IsUpper(gs[len(gs)-2].r)
	}
	for i := len(gs) - 1; i >= 0; i-- {
		g := gs[i]
		if !unicode.IsLetter(g.r) {
			return false
		}
		if i == 0 || g.space || unicode.IsSpace(gs[i-1].r) {
			return unicode.IsUpper(g.r)
		}
	}
	return false
}

// romanInItalics sets in italics a short run of roman words inside an
// italic title, as law reviews set a case name ("*How* Doe Roe *Changed
// the Rules*" is one title, "How Doe Roe Changed the Rules"): one to
// three capitalised words of letters between italic letters, with only
// spaces around them. gs is not changed.
func romanInItalics(gs []glyph) []glyph {
	italics := 0
	for _, g := range gs {
		if g.italic {
			italics++
		}
	}
	if italics == 0 || italics == len(gs) {
		return gs
	}
	var buf [64][2]int
	words := buf[:0] // the first and past-the-last glyph of each word
	start := -1
	for i, g := range gs {
		blank := unicode.IsSpace(g.r)
		if start >= 0 && (blank || g.space) {
			words = append(words, [2]int{start, i})
			start = -1
		}
		if !blank && start < 0 {
			start = i
		}
	}
	if start >= 0 {
		words = append(words, [2]int{start, len(gs)})
	}
	var out []glyph
	for a := 1; a < len(words); a++ {
		before := gs[words[a-1][1]-1]
		if !before.italic || !unicode.IsLetter(before.r) {
			continue
		}
		b := a
		for b < len(words) && b-a <= 3 && romanWord(gs[words[b][0]:words[b][1]]) {
			b++
		}
		if b == a || b-a > 3 || b == len(words) {
			continue
		}
		if after := gs[words[b][0]]; !after.italic || !unicode.IsLetter(after.r) {
			continue
		}
		if out == nil {
			out = slices.Clone(gs)
		}
		for k := words[a][0]; k < words[b][0]; k++ {
			out[k].italic = true
		}
		a = b
	}
	if out == nil {
		return gs
	}
	return out
}

// romanWord reports whether gs is a roman word that may stand in an
// italic title as a name does: a capital letter, then letters,
// apostrophes or hyphens ("v." of a case name too), and not a word that
// joins a title to what follows ("In", "And").
func romanWord(gs []glyph) bool {
	if gs[0].italic {
		return false
	}
	var buf [8]rune
	t := buf[:0]
	for _, g := range gs[:min(len(gs), len(buf))] {
		t = append(t, g.r)
	}
	if len(gs) <= len(buf) {
		switch string(t) {
		case "v.", "v":
			return true
		case "In", "And", "With", "By", "Edited":
			return false
		}
	}
	if !unicode.IsUpper(gs[0].r) {
		return false
	}
	for _, g := range gs {
		if g.italic || !unicode.IsLetter(g.r) && !strings.ContainsRune("'’-", g.r) {
			return false
		}
	}
	return true
}

// letters reports whether gs are letters, with apostrophes and hyphens
// inside a word, and start with a letter: not a quote that opens a
// title ("“*Title*”").
func letters(gs []glyph) bool {
	for i, g := range gs {
		if !unicode.IsLetter(g.r) && (i == 0 || !strings.ContainsRune("'’-", g.r)) {
			return false
		}
	}
	return len(gs) > 0
}

// italicAfter reports whether the italics that start at gs[i] run to the
// end of its word and into the next word.
func italicAfter(gs []glyph, i int) bool {
	for ; i < len(gs); i++ {
		if i > 0 && (gs[i].space || unicode.IsSpace(gs[i].r)) {
			return i+1 < len(gs) && (gs[i].italic || unicode.IsSpace(gs[i].r) && gs[i+1].italic)
		}
		if !gs[i].italic {
			return false
		}
	}
	return false
}

// settleNeutral gives a run of neutral glyphs (a formula) the style of
// the text around it when that is the same on both sides, so that a bold
// title with a formula inside stays one bold run. gs is not changed.
func settleNeutral(gs []glyph) []glyph {
	var out []glyph
	for i := 0; i < len(gs); i++ {
		if !gs[i].neutral {
			continue
		}
		j := i
		for j < len(gs) && (gs[j].neutral || unicode.IsSpace(gs[j].r)) {
			j++
		}
		// A side that is only a separator (", Journal") takes the
		// style of the other: a formula that ends a bold title.
		var sides [2]*glyph
		if i > 0 && !strings.ContainsRune(",;:.", gs[i-1].r) {
			sides[0] = &gs[i-1]
		}
		if j < len(gs) && !strings.ContainsRune(",;:.", gs[j].r) {
			sides[1] = &gs[j]
		}
		if sides[0] == nil {
			sides[0] = sides[1]
		}
		if sides[1] == nil {
			sides[1] = sides[0]
		}
		a, b := sides[0], sides[1]
		if a != nil && a.bold == b.bold && a.italic == b.italic && (a.bold || a.italic) && i > 0 {
			if out == nil {
				out = slices.Clone(gs)
			}
			for k := i; k < j; k++ {
				out[k].bold, out[k].italic = a.bold, a.italic
			}
		}
		i = j
	}
	if out == nil {
		return gs
	}
	return out
}

// trimCore trims spaces, separating punctuation and unbalanced
// brackets from both ends of a styled run.
func trimCore(s string) string {
	for {
		t := strings.TrimFunc(s, func(c rune) bool { return c == ' ' || strings.ContainsRune(",;:&", c) })
		t = strings.TrimRight(strings.TrimLeft(t, ")]’”"), "([‘“")
		if strings.HasSuffix(t, ")") && strings.Count(t, "(") < strings.Count(t, ")") {
			t = t[:len(t)-1]
		}
		if strings.HasPrefix(t, "(") && strings.Count(t, "(") > strings.Count(t, ")") {
			t = t[1:]
		}
		if strings.HasSuffix(t, "]") && strings.Count(t, "[") < strings.Count(t, "]") {
			t = t[:len(t)-1]
		}
		if strings.HasPrefix(t, "[") && strings.Count(t, "[") > strings.Count(t, "]") {
			t = t[1:]
		}
		if t == s {
			return t
		}
		s = t
	}
}

func escape(s string) string {
	return strings.ReplaceAll(s, "*", `\*`)
}

// spacingAccents maps accents that old TeX fonts set as separate glyphs
// before the letter to their combining forms.
var spacingAccents = map[rune]rune{
	'\u00a8': '\u0308', // diaeresis
	'\u00b4': '\u0301', // acute
	'`':      '\u0300', // grave
	'\u02c6': '\u0302', // circumflex
	'^':      '\u0302',
	'\u02dc': '\u0303', // tilde
	'~':      '\u0303',
	'\u02c7': '\u030c', // caron
	'\u02d8': '\u0306', // breve
	'\u02da': '\u030a', // ring
	'\u00b8': '\u0327', // cedilla
	'\u02dd': '\u030b', // double acute
	'\u00af': '\u0304', // macron
	'\u02d9': '\u0307', // dot above
}

var smallCapsWordRe = regexp.MustCompile(`\b[\p{Lu}i]*\p{Lu}[\p{Lu}i]*i[\p{Lu}i]*\b|\b[\p{Lu}i]*i[\p{Lu}i]*\p{Lu}[\p{Lu}i]*\b`)

// fixText mends what fonts do to text: accents set before their letter,
// small capitals whose "i" extracts in lower case, and the control
// character some producers use for a hyphen.
func fixText(s string) string {
	rs := []rune(s)
	var out []rune
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		if comb, ok := spacingAccents[r]; ok && i+1 < len(rs) && unicode.IsLetter(rs[i+1]) && (r != '~' && r != '^' && r != '`' || i == 0 || unicode.IsLetter(rs[i-1])) {
			out = append(out, []rune(norm.NFC.String(string([]rune{rs[i+1], comb})))...)
			i++
			continue
		}
		if r == '\u0002' {
			r = '-'
		}
		out = append(out, r)
	}
	s = string(out)
	s = smallCapsWordRe.ReplaceAllStringFunc(s, func(w string) string {
		upper := 0
		for _, r := range w {
			if unicode.IsUpper(r) {
				upper++
			}
		}
		if upper < 2 {
			return w
		}
		return strings.ReplaceAll(w, "i", "I")
	})
	return norm.NFC.String(s)
}
