package label

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Name is one person (or group) of a byline.
type Name struct {
	Given   string // given names and initials as written, e.g. "J. R." or "Jane"
	Surname string // with its particles, e.g. "de la Fuente"; a group's whole name
	Suffix  string // "Jr.", "III"
	// Group is set for a group author ("The XYZ Consortium").
	Group      bool
	Start, End int  // byte offsets of the name in the byline
	Marks      Mark // the marks every token of the name carries (bold: the CV's owner)
	// Confidence is the least confidence of the name's token labels.
	Confidence float64
}

// Byline is a byline split into names.
type Byline struct {
	Names []Name
	// EtAl is set when the byline says it is incomplete: "et al.",
	// "and others", "u.a.", "et coll.".
	EtAl bool
}

// SplitNames divides a byline (the author or editor field of an entry) into
// names, in order. Spans mark byte ranges as for Parse.
func (m *Model) SplitNames(byline string, spans []Span) Byline {
	toks := Tokenize(byline, spans)
	if m.names == nil {
		return splitNamesByRule(byline, toks)
	}
	return m.splitNames(byline, toks)
}

// splitNamesByRule is the fallback of an untrained model: names are parted
// by ";", "," and "and", and the last word is the surname.
func splitNamesByRule(byline string, toks []Token) Byline {
	var b Byline
	start := -1
	flush := func(end int) {
		if start < 0 {
			return
		}
		words := toks[start:end]
		start = -1
		var ws []Token
		for _, t := range words {
			if !isPunctToken(t.Text) {
				ws = append(ws, t)
			}
		}
		if len(ws) == 0 {
			return
		}
		last := ws[len(ws)-1]
		n := Name{Surname: last.Text, Start: ws[0].Start, End: last.End, Marks: ^Mark(0), Confidence: 0}
		if len(ws) > 1 {
			n.Given = byline[ws[0].Start:ws[len(ws)-2].End]
		}
		for _, t := range ws {
			n.Marks &= t.Marks
		}
		b.Names = append(b.Names, n)
	}
	for i, t := range toks {
		low := strings.ToLower(t.Text)
		switch {
		case low == "et" || low == "al" || low == "others":
			b.EtAl = b.EtAl || low != "et"
			flush(i)
		case t.Text == "," || t.Text == ";" || t.Text == "&" || low == "and":
			flush(i)
		default:
			if start < 0 {
				start = i
			}
		}
	}
	flush(len(toks))
	return b
}

// The name tagger's labels. A B-label starts a new person.
const (
	nOther = iota
	nGivenB
	nGiven
	nSurnameB
	nSurname
	nSuffix
	nameLabels
)

var nameLabelNames = [...]string{"o", "G", "g", "S", "s", "x"}

func (m *Model) splitNames(byline string, toks []Token) Byline {
	var b Byline
	fs := nameFeatures(toks)
	labels, conf := m.names.decode(fs)
	inf := infos(toks)
	for i := range toks {
		if inf[i].lex&lexEtAl != 0 {
			labels[i] = nOther
			b.EtAl = true
		}
	}
	return groupNames(byline, toks, labels, conf, b)
}

// groupNames turns name-token labels into names.
func groupNames(byline string, toks []Token, labels []int, conf []float64, b Byline) Byline {
	type part []int // token indices
	var cur *Name
	var given, sur, suf part
	flush := func() {
		if cur == nil {
			return
		}
		// A part is its tokens' text; tokens next to each other in the
		// byline keep what lies between them ("J.-P.", "Smith-Jones"),
		// others are joined by a space.
		text := func(p part) string {
			var b strings.Builder
			// An elided article glued to the part's start: "'t Hooft".
			if len(p) > 0 && p[0] > 0 {
				if q := toks[p[0]-1]; (q.Text == "'" || q.Text == "’") && q.End == toks[p[0]].Start {
					b.WriteString(q.Text)
				}
			}
			for k, i := range p {
				if k > 0 {
					if joinable(toks, p[k-1], i) {
						b.WriteString(byline[toks[p[k-1]].End:toks[i].Start])
					} else {
						b.WriteByte(' ')
					}
				}
				b.WriteString(toks[i].Text)
			}
			// Keep the period of an initial or abbreviation.
			if n := len(p); n > 0 {
				last := p[n-1]
				if last+1 < len(toks) && toks[last+1].Text == "." && !toks[last+1].SpaceBefore {
					b.WriteByte('.')
				}
			}
			return b.String()
		}
		cur.Given, cur.Surname, cur.Suffix = text(given), text(sur), text(suf)
		if cur.Surname == "" && cur.Given != "" {
			cur.Surname, cur.Given = cur.Given, ""
		}
		cur.Group = isGroupName(cur.Surname + " " + cur.Given)
		if cur.Group {
			cur.Surname = byline[cur.Start:cur.End]
			cur.Given = ""
		}
		b.Names = append(b.Names, *cur)
		cur = nil
	}
	ext := func(p *part, i int) { *p = append(*p, i) }
	for i, l := range labels {
		if l == nOther {
			continue
		}
		if cur == nil || l == nGivenB || l == nSurnameB {
			flush()
			cur = &Name{Start: toks[i].Start, Marks: ^Mark(0), Confidence: 1}
			given, sur, suf = nil, nil, nil
		}
		switch l {
		case nGivenB, nGiven:
			ext(&given, i)
		case nSurnameB, nSurname:
			ext(&sur, i)
		case nSuffix:
			ext(&suf, i)
		}
		cur.End = toks[i].End
		cur.Marks &= toks[i].Marks
		cur.Confidence = min(cur.Confidence, conf[i])
	}
	flush()
	return b
}

// isGroupName reports whether a name is an organisation's.
func isGroupName(s string) bool {
	for _, w := range strings.Fields(strings.ToLower(s)) {
		if wordLex[strings.Trim(w, ".,;:()")]&lexGroup != 0 {
			return true
		}
	}
	return false
}

// nameFeatures computes the features of a byline's tokens. Besides the
// token and its neighbours they describe the comma-separated segment the
// token is in (its shape pattern and the token's place in it) and the
// byline as a whole, since "Smith, J., Doe, K." and "J. Smith, K. Doe"
// differ only in such patterns.
func nameFeatures(toks []Token) *featSeq {
	n := len(toks)
	inf := infos(toks)
	fs := &featSeq{ids: make([]uint32, 0, n*40), off: make([]int32, 1, n+1)}
	// Segments between commas, semicolons and "and".
	seg := make([]int, n)
	segPos := make([]int, n)
	var segSig []string
	var sig strings.Builder
	s, pos := 0, 0
	commas, semis := 0, 0
	for i, t := range toks {
		sep := t.Text == "," || t.Text == ";" || inf[i].lex&lexAnd != 0
		if t.Text == "," {
			commas++
		}
		if t.Text == ";" {
			semis++
		}
		if sep {
			segSig = append(segSig, sig.String())
			sig.Reset()
			s++
			pos = 0
			seg[i] = -1
			continue
		}
		seg[i] = s
		if t.Text != "." && t.Text != "-" {
			segPos[i] = pos
			pos++
			if sig.Len() < 16 {
				sig.WriteString(nameShape(t.Text, inf[i]))
			}
		}
	}
	segSig = append(segSig, sig.String())
	first := segSig[0]
	second := ""
	if len(segSig) > 1 {
		second = segSig[1]
	}
	get := func(i int) tokenInfo {
		if i < 0 || i >= n {
			return tokenInfo{low: "<s>", shape: "<s>"}
		}
		return inf[i]
	}
	for i, t := range toks {
		add := func(h uint32) { fs.ids = append(fs.ids, h) }
		ti := inf[i]
		ns := nameShape(t.Text, ti)
		add(feat(0, ""))
		add(feat(1, ti.low))
		add(feat(2, ti.shape))
		add(feat(3, ns))
		if len(ti.low) > 3 {
			add(feat(4, ti.low[len(ti.low)-3:]))
		}
		if i+1 < n && toks[i+1].Text == "." && !toks[i+1].SpaceBefore {
			add(feat(5, "dot"))
		}
		if i+1 < n && toks[i+1].Text == "," {
			add(feat(5, "comma"))
		}
		if i > 0 && toks[i-1].Text == "," {
			add(feat(5, "aftercomma"))
		}
		if t.SpaceBefore {
			add(feat(6, "sp"))
		}
		for c := 0; c < lexCount; c++ {
			if ti.lex&(1<<c) != 0 {
				add(feat(7, lexNames[c]))
			}
		}
		if seg[i] >= 0 {
			sg := segSig[seg[i]]
			add(feat(8, sg))
			add(feat2(9, sg, strconv.Itoa(segPos[i])))
			add(feat2(10, ns, strconv.Itoa(segPos[i])))
			add(feat(11, bucket(seg[i], 0, 1, 2)))
			if seg[i]+1 < len(segSig) {
				add(feat2(12, sg, segSig[seg[i]+1]))
			} else {
				add(feat(12, "last"))
			}
			if seg[i] > 0 {
				add(feat2(13, segSig[seg[i]-1], sg))
			}
		}
		add(feat2(14, first, second))
		add(feat(15, bucket(commas, 0, 1, 2, 4)))
		add(feat(16, bucket(semis, 0, 1)))
		var tm Mark = t.Marks
		if tm&Bold != 0 {
			add(feat(17, "bold"))
		}
		p2, p1, n1, n2 := get(i-2), get(i-1), get(i+1), get(i+2)
		add(feat(18, p1.low))
		add(feat(19, n1.low))
		add(feat(20, p2.low))
		add(feat(21, n2.low))
		add(feat2(22, p1.shape, ti.shape))
		add(feat2(23, ti.shape, n1.shape))
		add(feat2(24, p2.shape, p1.shape))
		add(feat2(25, n1.shape, n2.shape))
		add(feat(26, bucket(i, 0, 1, 2, 4)))
		add(feat(27, bucket(n-1-i, 0, 1, 2, 4)))
		fs.off = append(fs.off, int32(len(fs.ids)))
	}
	return fs
}

// nameShape is a coarse shape for name patterns: I initial, A capitals,
// W capitalised word, w lower-case word, p particle, . and - themselves.
func nameShape(s string, ti tokenInfo) string {
	r, _ := utf8.DecodeRuneInString(s)
	switch {
	case ti.lex&lexParticle != 0 && !unicode.IsUpper(r):
		return "p"
	case utf8.RuneCountInString(s) == 1 && unicode.IsUpper(r):
		return "I"
	case utf8.RuneCountInString(s) <= 3 && strings.ToUpper(s) == s && unicode.IsLetter(r):
		return "J" // "JA", "CC": PubMed initials
	case strings.ToUpper(s) == s && unicode.IsLetter(r):
		return "A"
	case unicode.IsUpper(r):
		return "W"
	case unicode.IsLetter(r):
		return "w"
	case s == "." || s == "-":
		return s
	}
	return "?"
}

// joinable reports whether the tokens strictly between a and b are
// punctuation that belongs inside a name part ("J.~R.", "J.-P."), so the
// text between them is kept.
func joinable(toks []Token, a, b int) bool {
	for k := a + 1; k < b; k++ {
		switch t := toks[k].Text; {
		case !isPunctToken(t), t == ",", t == ";", t == "&", t == "(", t == ")":
			return false
		}
	}
	return true
}
