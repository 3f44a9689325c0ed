package ingest

import (
	"encoding/xml"
	"io"
	"strconv"
	"strings"
)

// docxMaxLevel is the number of list levels Word keeps, ilvl 0 to 8.
const docxMaxLevel = 9

// docxMaxCount bounds a list counter, as Word does.
const docxMaxCount = 32767

// docxMaxMarker bounds the length of a list marker, so that a hostile
// numbering cannot make each paragraph's marker long.
const docxMaxMarker = 40

// docxLevel is one level of a numbering definition: how its counter is
// written and where it starts.
type docxLevel struct {
	format string // numFmt: decimal, lowerLetter, upperRoman, bullet, ...
	text   string // lvlText: "%1.", "(%2)", "•"
	start  int
	legal  bool // isLgl: higher levels' numbers written as decimals
}

// docxAbstract is an abstract numbering definition.
type docxAbstract struct {
	levels [docxMaxLevel]docxLevel
}

// docxNum is a list instance: its definition and the levels whose start
// it overrides.
type docxNum struct {
	abstract string
	starts   map[int]int
}

// docxNumbering holds word/numbering.xml and the counters of the lists
// met so far.
type docxNumbering struct {
	abstracts map[string]*docxAbstract
	nums      map[string]*docxNum
	counters  map[string]*[docxMaxLevel]int // by list: the abstract's id, or the instance's when it restarts
	begun     map[string]bool               // instances with overrides met
}

// read reads numbering.xml.
func (n *docxNumbering) read(r io.Reader) error {
	n.abstracts, n.nums = map[string]*docxAbstract{}, map[string]*docxNum{}
	var abs *docxAbstract
	var num *docxNum
	lvl, override := -1, -1
	return xmlWalk(r, func(t xml.StartElement) {
		switch t.Name.Local {
		case "abstractNum":
			abs = &docxAbstract{}
			for i := range abs.levels {
				abs.levels[i] = docxLevel{format: "decimal", start: 1}
			}
			n.abstracts[attr(t, "abstractNumId")] = abs
			num = nil
		case "num":
			num = &docxNum{starts: map[int]int{}}
			n.nums[attr(t, "numId")] = num
			abs = nil
		case "abstractNumId":
			if num != nil {
				num.abstract = attr(t, "val")
			}
		case "lvl":
			lvl = docxIndex(attr(t, "ilvl"))
		case "lvlOverride":
			override = docxIndex(attr(t, "ilvl"))
		case "startOverride":
			if num != nil && override >= 0 {
				num.starts[override] = docxCount(attr(t, "val"))
			}
		case "start", "numFmt", "lvlText", "isLgl":
			if abs != nil && lvl >= 0 {
				abs.levels[lvl].set(t)
			}
		}
	}, func(local string) {
		switch local {
		case "lvl":
			lvl = -1
		case "lvlOverride":
			override = -1
		}
	})
}

// set reads one property of a level.
func (l *docxLevel) set(t xml.StartElement) {
	switch t.Name.Local {
	case "start":
		l.start = docxCount(attr(t, "val"))
	case "numFmt":
		l.format = attr(t, "val")
	case "lvlText":
		l.text = attr(t, "val")
	case "isLgl":
		l.legal = on(t)
	}
}

// docxIndex reads a level number, -1 when it is not one of Word's.
func docxIndex(s string) int {
	i, err := strconv.Atoi(s)
	if err != nil || i < 0 || i >= docxMaxLevel {
		return -1
	}
	return i
}

// docxCount reads a counter's value within Word's bounds.
func docxCount(s string) int {
	i, _ := strconv.Atoi(s)
	return max(0, min(i, docxMaxCount))
}

// next counts the item of list numID at level ilvl and returns the
// marker Word draws before it and its level's format; ok is false when
// the list is not defined.
func (n *docxNumbering) next(numID string, ilvl int) (marker, format string, ok bool) {
	num := n.nums[numID]
	if num == nil {
		return "", "", false
	}
	abs := n.abstracts[num.abstract]
	if abs == nil {
		return "", "", false
	}
	ilvl = max(0, min(ilvl, docxMaxLevel-1))
	if n.counters == nil {
		n.counters, n.begun = map[string]*[docxMaxLevel]int{}, map[string]bool{}
	}
	// Instances of one definition share their counters, as in Word,
	// unless one restarts the count.
	key := "a" + num.abstract
	if len(num.starts) > 0 {
		key = "n" + numID
	}
	c := n.counters[key]
	if c == nil {
		c = new([docxMaxLevel]int)
		for i := range c {
			c[i] = abs.levels[i].start - 1
		}
		n.counters[key] = c
	}
	if !n.begun[key] && len(num.starts) > 0 {
		for i, s := range num.starts {
			c[i] = s - 1
		}
	}
	n.begun[key] = true
	c[ilvl] = min(c[ilvl]+1, docxMaxCount)
	for i := ilvl + 1; i < docxMaxLevel; i++ {
		c[i] = abs.levels[i].start - 1
	}
	lv := abs.levels[ilvl]
	return docxMarker(lv, abs, c, ilvl), lv.format, true
}

// docxMarker writes a level's lvlText with each "%k" replaced by the
// counter of level k-1 in that level's format.
func docxMarker(lv docxLevel, abs *docxAbstract, c *[docxMaxLevel]int, ilvl int) string {
	if lv.format == "bullet" || lv.format == "none" {
		return docxBullet(lv.text)
	}
	var b strings.Builder
	text := lv.text
	for i := 0; i < len(text); i++ {
		if b.Len() > docxMaxMarker {
			break
		}
		if text[i] == '%' && i+1 < len(text) && text[i+1] >= '1' && text[i+1] <= '9' {
			k := int(text[i+1] - '1')
			format := abs.levels[k].format
			if lv.legal && k < ilvl {
				format = "decimal"
			}
			b.WriteString(docxFormat(max(c[k], 0), format))
			i++
			continue
		}
		b.WriteByte(text[i])
		if b.Len() > docxMaxMarker {
			break
		}
	}
	m := b.String()
	if len(m) > docxMaxMarker {
		m = strings.ToValidUTF8(m[:docxMaxMarker], "")
	}
	return m
}

// docxBullet maps a bullet glyph, often a Symbol or Wingdings code in
// the private-use area, to one the reader knows.
func docxBullet(s string) string {
	for _, r := range s {
		if r >= 0xE000 && r <= 0xF8FF {
			return "•"
		}
	}
	if strings.TrimSpace(s) == "" {
		return ""
	}
	if len(s) > docxMaxMarker {
		return "•"
	}
	return s
}

// docxFormat writes a counter in a numFmt.
func docxFormat(n int, format string) string {
	switch format {
	case "lowerLetter", "upperLetter":
		if n <= 0 {
			return ""
		}
		// Word repeats the letter: a..z, aa..zz, aaa..
		s := strings.Repeat(string(rune('a'+(n-1)%26)), (n-1)/26+1)
		if format == "upperLetter" {
			s = strings.ToUpper(s)
		}
		return s
	case "lowerRoman", "upperRoman":
		s := roman(n)
		if format == "lowerRoman" {
			s = strings.ToLower(s)
		}
		return s
	case "decimalZero":
		if n < 10 {
			return "0" + strconv.Itoa(n)
		}
	}
	return strconv.Itoa(n)
}

// roman writes n in Roman numerals, "" for 0.
func roman(n int) string {
	var b strings.Builder
	for _, p := range []struct {
		v int
		s string
	}{{1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"}, {100, "C"}, {90, "XC"}, {50, "L"}, {40, "XL"}, {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}} {
		for n >= p.v {
			b.WriteString(p.s)
			n -= p.v
		}
	}
	return b.String()
}

// docxStyle is what a paragraph style says of its paragraphs: heading
// level and list.
type docxStyle struct {
	name, basedOn string
	numID, ilvl   string
	outline       string // outlineLvl: "0" for a first-level heading
}

// docxStyles holds word/styles.xml's paragraph styles by id.
type docxStyles map[string]*docxStyle

// read reads styles.xml.
func (s *docxStyles) read(r io.Reader) error {
	*s = docxStyles{}
	var cur *docxStyle
	return xmlWalk(r, func(t xml.StartElement) {
		switch t.Name.Local {
		case "style":
			cur = nil
			if attr(t, "type") == "paragraph" {
				cur = &docxStyle{}
				(*s)[attr(t, "styleId")] = cur
			}
		case "name", "basedOn", "numId", "ilvl", "outlineLvl":
			if cur != nil {
				cur.set(t)
			}
		}
	}, func(local string) {
		if local == "style" {
			cur = nil
		}
	})
}

// set reads one property of a style.
func (st *docxStyle) set(t xml.StartElement) {
	v := attr(t, "val")
	switch t.Name.Local {
	case "name":
		st.name = v
	case "basedOn":
		st.basedOn = v
	case "numId":
		st.numID = v
	case "ilvl":
		st.ilvl = v
	case "outlineLvl":
		st.outline = v
	}
}

// resolve returns style id's properties with those of the styles it is
// based on filled in.
func (s docxStyles) resolve(id string) docxStyle {
	var out docxStyle
	for range 10 {
		st := s[id]
		if st == nil {
			break
		}
		if out.name == "" {
			out.name = st.name
		}
		if out.numID == "" {
			out.numID = st.numID
		}
		if out.ilvl == "" {
			out.ilvl = st.ilvl
		}
		if out.outline == "" {
			out.outline = st.outline
		}
		id = st.basedOn
	}
	return out
}

// docxHeading maps a paragraph style, by id or name, and an outline
// level to a heading level: "Title" to 1, any heading, "Subtitle" or
// outline level to 2, others to 0.
func docxHeading(id, name, outline string) int {
	for _, style := range []string{name, id} {
		s := strings.ToLower(strings.ReplaceAll(style, " ", ""))
		switch {
		case s == "":
		case s == "title":
			return 1
		case s == "heading1" || s == "berschrift1" || s == "titre1":
			return 2
		case strings.HasPrefix(s, "heading") || s == "subtitle":
			return 2
		}
	}
	if outline != "" && docxIndex(outline) >= 0 {
		return 2
	}
	return 0
}
