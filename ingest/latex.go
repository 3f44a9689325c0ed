package ingest

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// decodeLaTeX turns the LaTeX of a BibTeX field into plain Unicode text:
// accents ({\"u}, \"{u}, \'{e}, {\c{S}}) become precomposed letters, named
// letters (\ss, {\o}, \aa) and escaped specials (\&, \%) their characters,
// "~" a space, "--" and "---" en and em dashes, font commands ({\em x},
// \textit{x}) their text, and the braces that protect case disappear.
// Runs of white space collapse to one space. Unknown commands are dropped,
// keeping the text of their argument.
func decodeLaTeX(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if !strings.ContainsAny(s, "\\{}~$-`'") {
		return collapseSpace(norm.NFC.String(s))
	}
	d := texDecoder{src: s}
	d.run(false)
	return collapseSpace(norm.NFC.String(d.out.String()))
}

// collapseSpace trims s and collapses its runs of white space to one space.
func collapseSpace(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// texAccents maps accent commands to Unicode combining marks.
var texAccents = map[string]rune{
	"'":  '\u0301', // acute
	"`":  '\u0300', // grave
	"^":  '\u0302', // circumflex
	"\"": '\u0308', // diaeresis
	"~":  '\u0303', // tilde
	"=":  '\u0304', // macron
	".":  '\u0307', // dot above
	"u":  '\u0306', // breve
	"v":  '\u030C', // caron
	"H":  '\u030B', // double acute
	"r":  '\u030A', // ring above
	"c":  '\u0327', // cedilla
	"k":  '\u0328', // ogonek
	"d":  '\u0323', // dot below
	"b":  '\u0331', // macron below
	"t":  '\u0361', // tie
}

// texSymbols maps argument-less commands to the text they stand for.
var texSymbols = map[string]string{
	"ss": "ß", "SS": "SS", "o": "ø", "O": "Ø", "ae": "æ", "AE": "Æ",
	"oe": "œ", "OE": "Œ", "aa": "å", "AA": "Å", "l": "ł", "L": "Ł",
	"i": "ı", "j": "ȷ", "dh": "ð", "DH": "Ð", "th": "þ", "TH": "Þ",
	"ng": "ŋ", "NG": "Ŋ", "dj": "đ", "DJ": "Đ",
	"dag": "†", "dagger": "†", "ddag": "‡", "ddagger": "‡",
	"S": "§", "P": "¶", "copyright": "©", "textregistered": "®",
	"texttrademark": "™", "pounds": "£", "euro": "€", "textasciitilde": "~",
	"textendash": "–", "textemdash": "—", "ldots": "…", "dots": "…",
	"textellipsis": "…", "textbackslash": "\\", "textunderscore": "_",
	"textquoteleft": "‘", "textquoteright": "’", "textquotedblleft": "“",
	"textquotedblright": "”", "guillemotleft": "«", "guillemotright": "»",
	"LaTeX": "LaTeX", "TeX": "TeX", "BibTeX": "BibTeX", "star": "*",
	"ast": "*", "times": "×", "alpha": "α", "beta": "β", "gamma": "γ",
	"delta": "δ", "epsilon": "ε", "lambda": "λ", "mu": "μ", "pi": "π",
	"sigma": "σ", "tau": "τ", "phi": "φ", "omega": "ω", "ell": "ℓ",
	"infty": "∞", "leq": "≤", "geq": "≥", "pm": "±", "cdot": "·",
	"textdagger": "†", "textdaggerdbl": "‡", "textsection": "§",
	"quad": " ", "qquad": " ", "newline": " ", "par": " ",
	"textbraceleft": "{", "textbraceright": "}", "textdollar": "$",
}

// texSpecials are the characters a backslash escapes to themselves.
const texSpecials = "&%$#_{}\\ ,;:!/@|'-"

// texDecoder holds the state of one decodeLaTeX call.
type texDecoder struct {
	src  string
	pos  int
	out  strings.Builder
	math bool
}

// run decodes until the end of the source or, when inGroup, up to and
// including the brace that closes the current group.
func (d *texDecoder) run(inGroup bool) {
	for d.pos < len(d.src) {
		c := d.src[d.pos]
		switch {
		case c == '}':
			d.pos++
			if inGroup {
				return
			}
		case c == '{':
			d.pos++
			d.run(true)
		case c == '\\':
			d.command()
		case c == '~':
			d.pos++
			d.out.WriteByte(' ')
		case c == '$':
			d.pos++
			d.math = !d.math
		case d.math && (c == '^' || c == '_'):
			d.pos++
		case c == '-':
			n := 1
			for d.pos+n < len(d.src) && d.src[d.pos+n] == '-' && n < 3 {
				n++
			}
			d.pos += n
			switch n {
			case 1:
				d.out.WriteByte('-')
			case 2:
				d.out.WriteString("–")
			default:
				d.out.WriteString("—")
			}
		case c == '`' && strings.HasPrefix(d.src[d.pos:], "``"):
			d.pos += 2
			d.out.WriteString("“")
		case c == '\'' && strings.HasPrefix(d.src[d.pos:], "''"):
			d.pos += 2
			d.out.WriteString("”")
		default:
			r, size := utf8.DecodeRuneInString(d.src[d.pos:])
			d.pos += size
			d.out.WriteRune(r)
		}
	}
}

// command decodes the control sequence at d.pos, which is a backslash.
func (d *texDecoder) command() {
	d.pos++ // the backslash
	if d.pos >= len(d.src) {
		return
	}
	name := d.controlName()
	if mark, ok := texAccents[name]; ok {
		base := d.accentArgument()
		if base == "" {
			// An accent on nothing: keep the mark alone rather than lose it.
			d.out.WriteRune(mark)
			return
		}
		r, size := utf8.DecodeRuneInString(base)
		d.out.WriteRune(r)
		d.out.WriteRune(mark)
		d.out.WriteString(base[size:])
		return
	}
	if sym, ok := texSymbols[name]; ok {
		d.out.WriteString(sym)
		d.skipCommandSpace(name)
		return
	}
	if len(name) == 1 && strings.Contains(texSpecials, name) {
		switch name {
		case "\\", ",", ";", ":", "!", " ", "/", "-", "@":
			// Line breaks, thin spaces, italic corrections and hyphenation
			// hints: at most a space.
			if name == "\\" || name == " " {
				d.out.WriteByte(' ')
			}
		default:
			d.out.WriteString(name)
		}
		return
	}
	if name == "href" {
		// \href{url}{text}: keep the text only.
		d.skipSpace()
		d.skipGroup()
	}
	// Font switches ({\em x}) and commands with arguments (\textit{x},
	// \emph{x}) alike lose the command and keep their text; the argument's
	// group is decoded by the main loop.
	d.skipCommandSpace(name)
}

// controlName reads the name of a control sequence after its backslash:
// a run of letters, or a single other character.
func (d *texDecoder) controlName() string {
	start := d.pos
	for d.pos < len(d.src) && isASCIILetter(d.src[d.pos]) {
		d.pos++
	}
	if d.pos > start {
		return d.src[start:d.pos]
	}
	_, size := utf8.DecodeRuneInString(d.src[d.pos:])
	d.pos += size
	return d.src[start:d.pos]
}

// skipCommandSpace skips the spaces that end a control word, as TeX does.
func (d *texDecoder) skipCommandSpace(name string) {
	if name != "" && isASCIILetter(name[0]) {
		d.skipSpace()
	}
}

func (d *texDecoder) skipSpace() {
	for d.pos < len(d.src) && (d.src[d.pos] == ' ' || d.src[d.pos] == '\t' || d.src[d.pos] == '\n' || d.src[d.pos] == '\r') {
		d.pos++
	}
}

// skipGroup skips one braced group without decoding it.
func (d *texDecoder) skipGroup() {
	if d.pos >= len(d.src) || d.src[d.pos] != '{' {
		return
	}
	depth := 0
	for d.pos < len(d.src) {
		switch d.src[d.pos] {
		case '{':
			depth++
		case '}':
			depth--
		}
		d.pos++
		if depth == 0 {
			return
		}
	}
}

// accentArgument reads and decodes the argument of an accent: a braced
// group ({u}, {\i}), a control sequence (\i) or one character.
func (d *texDecoder) accentArgument() string {
	d.skipSpace()
	if d.pos >= len(d.src) {
		return ""
	}
	var arg string
	switch c := d.src[d.pos]; c {
	case '{':
		d.pos++
		sub := texDecoder{src: d.src, pos: d.pos, math: d.math}
		sub.run(true)
		d.pos = sub.pos
		arg = sub.out.String()
	case '\\':
		sub := texDecoder{src: d.src, pos: d.pos, math: d.math}
		sub.command()
		d.pos = sub.pos
		arg = sub.out.String()
	case '}':
		return ""
	default:
		r, size := utf8.DecodeRuneInString(d.src[d.pos:])
		d.pos += size
		arg = string(r)
	}
	// Accents go on the dotted letters: \'{\i} is í, not ı́.
	switch {
	case strings.HasPrefix(arg, "ı"):
		arg = "i" + arg[len("ı"):]
	case strings.HasPrefix(arg, "ȷ"):
		arg = "j" + arg[len("ȷ"):]
	}
	return strings.TrimLeftFunc(arg, unicode.IsSpace)
}

func isASCIILetter(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}
