// Package tex decodes the LaTeX of BibTeX fields and LaTeX CVs into
// Unicode text:
//
//	tex.Decode(`Schr{\"o}dinger's {\em cat} -- a~study`) // "Schrödinger's cat – a study"
//
// DecodeMarked keeps bold, italics and links as the private-use runes of
// package markup, for the CV reader.
package tex

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/internal/wordset"
	"golang.org/x/text/unicode/norm"
)

// Decode turns the LaTeX of a BibTeX field into plain Unicode text:
// accents ({\"u}, \"{u}, \'{e}, {\c{S}}) become precomposed letters, named
// letters (\ss, {\o}, \aa) and escaped specials (\&, \%) their characters,
// "~" a space, "--" and "---" en and em dashes, font commands ({\em x},
// \textit{x}) their text, and the braces that protect case disappear.
// Runs of white space collapse to one space. Unknown commands are dropped,
// keeping the text of their argument.
func Decode(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if !strings.ContainsAny(s, "\\{}~$-`'") {
		return collapse(norm.NFC.String(s))
	}
	d := decoder{src: s}
	d.run(false)
	return collapse(norm.NFC.String(d.out.String()))
}

// DecodeMarked decodes LaTeX as Decode does, but keeps what the
// CV reader needs of its markup: \textbf, \underline and {\bf x} as bold,
// \emph, \textit and {\em x} as italic, \href as a link with its URL, in
// the private-use runes the markdown reader uses for HTML tags. Literal
// '*' and '_' come out escaped, so the result reads as markdown.
func DecodeMarked(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	d := decoder{src: s, marks: true}
	d.run(false)
	return collapse(norm.NFC.String(d.out.String()))
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
	"zeta": "ζ", "eta": "η", "theta": "θ", "vartheta": "ϑ", "iota": "ι", "kappa": "κ",
	"nu": "ν", "xi": "ξ", "rho": "ρ", "varrho": "ϱ", "varsigma": "ς", "upsilon": "υ",
	"varphi": "φ", "chi": "χ", "psi": "ψ", "varepsilon": "ε", "varpi": "ϖ",
	"Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π",
	"Sigma": "Σ", "Upsilon": "Υ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
	"sqrt": "√", "partial": "∂", "nabla": "∇", "hbar": "ℏ", "prime": "′",
	"mp": "∓", "odot": "⊙", "sun": "☉", "circ": "∘", "bullet": "•", "degree": "°",
}

// texRelations are the math relations and arrows: written with a space
// on each side, as typeset math sets them ("B → D h", "√s = 13").
var texRelations = map[string]string{
	"to": "→", "rightarrow": "→", "leftarrow": "←", "leftrightarrow": "↔",
	"Rightarrow": "⇒", "longrightarrow": "⟶", "mapsto": "↦", "approx": "≈",
	"sim": "∼", "simeq": "≃", "neq": "≠", "ne": "≠", "le": "≤", "ge": "≥",
	"ll": "≪", "gg": "≫", "equiv": "≡", "propto": "∝", "in": "∈",
}

// texOperators are the math operator names, set as words.
var texOperators = map[string]bool{
	"log": true, "ln": true, "exp": true, "sin": true, "cos": true, "tan": true,
	"max": true, "min": true, "lim": true, "sup": true, "inf": true, "det": true,
}

// texSpecials are the characters a backslash escapes to themselves.
const texSpecials = "&%$#_{}\\ ,;:!/@|'-"

// decoder holds the state of one Decode call.
type decoder struct {
	src  string
	pos  int
	out  strings.Builder
	math bool
	// marks keeps emphasis and links as markup runes (DecodeMarked).
	marks bool
	// closeQuote is the offset of the "'" that closes the single quote
	// a "`" opened, 0 if none is open.
	closeQuote int
}

// texBold and texItalic are the commands and font switches whose text the
// marked decoding keeps as bold or italic.
var (
	texBold   = wordset.Of("textbf underline uline bf bfseries textsc")
	texItalic = wordset.Of("emph textit textsl it itshape em sl slshape")
)

// SkipArgs lists layout commands whose arguments are no text: their
// number of brace arguments to drop.
var SkipArgs = map[string]int{
	"vspace": 1, "hspace": 1, "includegraphics": 1, "label": 1, "setlength": 2, "addtolength": 2,
	"color": 1, "textcolor": 1, "colorbox": 1, "fcolorbox": 2, "pagecolor": 1, "definecolor": 3,
	"usepackage": 1, "documentclass": 1, "hypersetup": 1, "pagestyle": 1, "thispagestyle": 1,
	"newcommand": 2, "renewcommand": 2, "providecommand": 2, "fontsize": 2, "parbox": 1, "makebox": 0,
	"raisebox": 1, "rule": 2, "hyphenation": 1, "setcounter": 2, "addtocounter": 2, "geometry": 1,
	"setmainfont": 1, "setsansfont": 1, "usetikzlibrary": 1, "smartdiagramset": 1, "newenvironment": 3,
	"foreignlanguage": 1, "selectlanguage": 1, "cite": 1, "ref": 1, "pageref": 1, "footnotemark": 0, "phantom": 1, "hphantom": 1, "vphantom": 1,
	"linespread": 1, "fontfamily": 1, "fontseries": 1, "fontshape": 1, "bibliographystyle": 1,
	"bibliography": 1, "addbibresource": 1, "faicon": 1, "icon": 1, "setlist": 1, "sethlcolor": 1,
	"minipage": 1,
}

// texDimensionRe matches a TeX dimension or glue after a command
// (\itemsep-1mm, \hangindent=0.5in, {0.98\linewidth}).
var texDimensionRe = regexp.MustCompile(`^\s*=?\s*-?[0-9]*\.?[0-9]+\s*(?:pt|mm|cm|in|em|ex|bp|sp|pc|dd|cc|mu|\\[a-z]*(?:width|height|skip|sep))`)

// run decodes until the end of the source or, when inGroup, up to and
// including the brace that closes the current group.
func (d *decoder) run(inGroup bool) {
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
			d.group()
		case c == '\\':
			d.command()
		case c == '~':
			d.pos++
			d.out.WriteByte(' ')
		case c == '$':
			// "$$" opens or closes display math as "$" does inline.
			d.pos++
			if d.pos < len(d.src) && d.src[d.pos] == '$' {
				d.pos++
			}
			d.math = !d.math
		case d.math && d.mathChar(c):
		case d.marks && (c == '*' || c == '_'):
			d.pos++
			d.out.WriteByte('\\')
			d.out.WriteByte(c)
		case c == '-':
			d.dashes()
		case c == '`' && strings.HasPrefix(d.src[d.pos:], "``"):
			d.pos += 2
			d.out.WriteString("“")
		case c == '\'' && strings.HasPrefix(d.src[d.pos:], "''"):
			d.pos += 2
			d.out.WriteString("”")
		case c == '`' && d.closeQuote == 0 && d.singleQuote():
			d.pos++
			d.out.WriteString("‘")
		case c == '\'' && d.pos == d.closeQuote:
			d.pos++
			d.closeQuote = 0
			d.out.WriteString("’")
		default:
			r, size := utf8.DecodeRuneInString(d.src[d.pos:])
			d.pos += size
			d.out.WriteRune(r)
		}
	}
}

// singleQuote reports whether the "`" at d.pos opens a single quote
// that a "'" closes (one not inside a word, as in "Doe's", nor part of
// "”") within the paragraph, and notes where.
func (d *decoder) singleQuote() bool {
	rest := d.src[d.pos+1:]
	for i := 0; i < len(rest) && i < 400; i++ {
		switch rest[i] {
		case '`':
			return false
		case '\n':
			if strings.HasPrefix(rest[i+1:], "\n") {
				return false
			}
		case '\'':
			if strings.HasPrefix(rest[i:], "''") || i > 0 && rest[i-1] == '\'' {
				i++
				continue
			}
			if i+1 < len(rest) && IsASCIILetter(rest[i+1]) {
				continue
			}
			d.closeQuote = d.pos + 1 + i
			return true
		}
	}
	return false
}

// group decodes a group whose opening brace has been read; in marked
// decoding a font switch at its start ({\bf x}) marks its text.
func (d *decoder) group() {
	if d.marks {
		if open, close, ok := d.fontSwitch(); ok {
			d.out.WriteRune(open)
			d.run(true)
			d.out.WriteRune(close)
			return
		}
	}
	d.run(true)
}

// mathChar decodes character c at d.pos, in math, where it is set apart
// from plain text, and reports whether it did.
func (d *decoder) mathChar(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\r':
		// Spaces in math are no part of the formula: "\Lambda_b^0
		// \pi^+" is set "Λb⁰π⁺".
		d.pos++
	case ',':
		d.pos++
		d.out.WriteString(", ")
	case '=', '<', '>':
		d.pos++
		d.out.WriteString(" " + string(c) + " ")
	case '^', '_':
		d.pos++
		d.script(c == '^')
	default:
		return false
	}
	return true
}

// dashes decodes a run of hyphens at d.pos: "-", "--" (en dash) or
// "---" (em dash).
func (d *decoder) dashes() {
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
}

// command decodes the control sequence at d.pos, which is a backslash.
func (d *decoder) command() {
	d.pos++ // the backslash
	if d.pos >= len(d.src) {
		return
	}
	name := d.controlName()
	if d.accent(name) || d.symbol(name) || d.escape(name) || d.skipLayout(name) {
		return
	}
	if d.marks && d.styled(name) {
		return
	}
	if d.textCommand(name) {
		return
	}
	if d.skipDimension() {
		return
	}
	// Font switches ({\em x}) and commands with arguments (\textit{x},
	// \emph{x}) alike lose the command and keep their text; the argument's
	// group is decoded by the main loop.
	d.skipCommandSpace(name)
}

// accent decodes an accent command and its argument, and reports whether
// name is one.
func (d *decoder) accent(name string) bool {
	mark, ok := texAccents[name]
	if !ok {
		return false
	}
	base := d.accentArgument()
	if base == "" {
		// An accent on nothing: keep the mark alone rather than lose it.
		d.out.WriteRune(mark)
		return true
	}
	r, size := utf8.DecodeRuneInString(base)
	d.out.WriteRune(r)
	d.out.WriteRune(mark)
	d.out.WriteString(base[size:])
	return true
}

// symbol writes the symbol that command name stands for, a math relation
// or operator set apart by spaces, and reports whether it did.
func (d *decoder) symbol(name string) bool {
	if sym, ok := texRelations[name]; ok && d.math {
		d.out.WriteString(" " + sym + " ")
	} else if texOperators[name] && d.math {
		d.out.WriteString(" " + name + " ")
	} else if sym, ok := texSymbols[name]; ok {
		d.out.WriteString(sym)
	} else {
		return false
	}
	d.skipCommandSpace(name)
	return true
}

// escape decodes a control symbol: a math delimiter, a spacing or
// hyphenation hint, or an escaped special character; it reports whether
// name is one.
func (d *decoder) escape(name string) bool {
	if name == "(" || name == "[" || name == ")" || name == "]" {
		// \( \) and \[ \] open and close math as $ does.
		d.math = name == "(" || name == "["
		return true
	}
	if len(name) != 1 || !strings.Contains(texSpecials, name) {
		return false
	}
	switch name {
	case "\\", ",", ";", ":", "!", " ", "/", "-", "@":
		// Line breaks, thin spaces, italic corrections and hyphenation
		// hints: at most a space.
		if name == "\\" || name == " " || name == "," || name == ";" {
			d.out.WriteByte(' ')
		}
	case "_", "*":
		if d.marks {
			d.out.WriteByte('\\')
		}
		d.out.WriteString(name)
	default:
		d.out.WriteString(name)
	}
	return true
}

// skipLayout skips a layout command of SkipArgs with its star, optional
// argument, arguments and any dimension after them, and reports whether
// name is one.
func (d *decoder) skipLayout(name string) bool {
	n, ok := SkipArgs[name]
	if !ok {
		return false
	}
	if strings.HasPrefix(d.src[d.pos:], "*") {
		d.pos++
	}
	d.skipOptional()
	for range n {
		d.skipSpace()
		d.skipGroup()
	}
	d.skipDimension()
	return true
}

// textCommand decodes the commands whose arguments need care: a link
// keeps its text or its address, a script its text in script letters. It
// reports whether the command is done; \href is not, as its text is
// decoded by the main loop.
func (d *decoder) textCommand(name string) bool {
	switch name {
	case "href":
		// \href{url}{text}: keep the text only.
		d.skipSpace()
		d.skipGroup()
	case "url":
		d.skipSpace()
		start := d.pos
		d.skipGroup()
		u := strings.TrimSuffix(strings.TrimPrefix(d.src[start:d.pos], "{"), "}")
		d.out.WriteString(u)
		return true
	case "textsuperscript", "textsubscript":
		d.skipSpace()
		t := ToScript(d.argument(), name == "textsuperscript")
		if d.marks {
			t = EscapeMD(t)
		}
		d.out.WriteString(t)
		return true
	}
	return false
}

// controlName reads the name of a control sequence after its backslash:
// a run of letters, or a single other character.
func (d *decoder) controlName() string {
	start := d.pos
	for d.pos < len(d.src) && IsASCIILetter(d.src[d.pos]) {
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
func (d *decoder) skipCommandSpace(name string) {
	if name != "" && IsASCIILetter(name[0]) {
		d.skipSpace()
	}
}

func (d *decoder) skipSpace() {
	for d.pos < len(d.src) && (d.src[d.pos] == ' ' || d.src[d.pos] == '\t' || d.src[d.pos] == '\n' || d.src[d.pos] == '\r') {
		d.pos++
	}
}

// skipGroup skips one braced group without decoding it.
func (d *decoder) skipGroup() {
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
func (d *decoder) accentArgument() string {
	d.skipSpace()
	if d.pos >= len(d.src) {
		return ""
	}
	var arg string
	switch c := d.src[d.pos]; c {
	case '{':
		d.pos++
		sub := decoder{src: d.src, pos: d.pos, math: d.math}
		sub.run(true)
		d.pos = sub.pos
		arg = sub.out.String()
	case '\\':
		sub := decoder{src: d.src, pos: d.pos, math: d.math}
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

func IsASCIILetter(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// fontSwitch reads a font switch that opens a group ({\bf x}, {\em x})
// and returns the markup runes of its style.
func (d *decoder) fontSwitch() (open, close rune, ok bool) {
	rest := d.src[d.pos:]
	t := strings.TrimLeft(rest, " \t\n")
	if !strings.HasPrefix(t, "\\") {
		return 0, 0, false
	}
	n := 1
	for n < len(t) && IsASCIILetter(t[n]) {
		n++
	}
	name := t[1:n]
	switch {
	case texBold[name] && name != "textbf" && name != "underline" && name != "uline" && name != "textsc":
		open, close = markup.BoldOpen, markup.BoldClose
	case texItalic[name] && name != "emph" && name != "textit" && name != "textsl":
		open, close = markup.ItalicOpen, markup.ItalicClose
	default:
		return 0, 0, false
	}
	d.pos += len(rest) - len(t) + n
	d.skipSpace()
	return open, close, true
}

// styled writes a styled command's braced argument between markup runes
// (\textbf{x}, \href{url}{x}) and reports whether name was one.
func (d *decoder) styled(name string) bool {
	var open, close rune
	url := ""
	switch {
	case name == "href":
		d.skipSpace()
		start := d.pos
		d.skipGroup()
		url = strings.TrimSuffix(strings.TrimPrefix(d.src[start:d.pos], "{"), "}")
		open, close = markup.LinkOpen, markup.LinkClose
	case texBold[name] && (name == "textbf" || name == "underline" || name == "uline"):
		open, close = markup.BoldOpen, markup.BoldClose
	case texItalic[name] && (name == "emph" || name == "textit" || name == "textsl"):
		open, close = markup.ItalicOpen, markup.ItalicClose
	default:
		return false
	}
	d.skipSpace()
	if d.pos >= len(d.src) || d.src[d.pos] != '{' {
		return true
	}
	d.pos++
	d.out.WriteRune(open)
	d.run(true)
	d.out.WriteRune(close)
	if url != "" {
		d.out.WriteRune(markup.URLOpen)
		d.out.WriteString(url)
		d.out.WriteRune(markup.URLClose)
	}
	return true
}

// skipOptional skips an optional [argument].
func (d *decoder) skipOptional() {
	d.skipSpace()
	if d.pos < len(d.src) && d.src[d.pos] == '[' {
		if i := strings.IndexByte(d.src[d.pos:], ']'); i >= 0 {
			d.pos += i + 1
		}
	}
}

// skipDimension skips a dimension or assignment after a command
// (\itemsep-1mm, \hangindent=0.5in) and reports whether there was one.
func (d *decoder) skipDimension() bool {
	if m := texDimensionRe.FindStringIndex(d.src[d.pos:]); m != nil {
		d.pos += m[1]
		return true
	}
	return false
}

// argument reads and decodes one argument: a braced group, a command or
// one character.
func (d *decoder) argument() string {
	if d.pos >= len(d.src) {
		return ""
	}
	sub := decoder{src: d.src, pos: d.pos, math: d.math}
	switch d.src[d.pos] {
	case '{':
		sub.pos++
		sub.run(true)
	case '\\':
		sub.command()
	default:
		_, size := utf8.DecodeRuneInString(d.src[d.pos:])
		sub.out.WriteString(d.src[d.pos : d.pos+size])
		sub.pos += size
	}
	d.pos = sub.pos
	return sub.out.String()
}

// script writes a math superscript or subscript argument in Unicode
// super- or subscript letters where all of them have one (H$_2$O is H₂O),
// and as plain text where not.
func (d *decoder) script(sup bool) {
	d.out.WriteString(ToScript(d.argument(), sup))
}

// Unicode superscript and subscript forms of the characters that have them.
var (
	texSuperscripts = map[rune]rune{'0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹',
		'+': '⁺', '-': '⁻', '−': '⁻', '=': '⁼', '(': '⁽', ')': '⁾', 'n': 'ⁿ', 'i': 'ⁱ'}
	texSubscripts = map[rune]rune{'0': '₀', '1': '₁', '2': '₂', '3': '₃', '4': '₄', '5': '₅', '6': '₆', '7': '₇', '8': '₈', '9': '₉',
		'+': '₊', '-': '₋', '−': '₋', '=': '₌', '(': '₍', ')': '₎', 'a': 'ₐ', 'e': 'ₑ', 'o': 'ₒ', 'x': 'ₓ', 'h': 'ₕ',
		'k': 'ₖ', 'l': 'ₗ', 'm': 'ₘ', 'n': 'ₙ', 'p': 'ₚ', 's': 'ₛ', 't': 'ₜ', 'i': 'ᵢ', 'r': 'ᵣ', 'u': 'ᵤ', 'v': 'ᵥ', 'j': 'ⱼ'}
)

// ToScript returns s in super- or subscript letters, or s unchanged when
// one of its characters has no such form.
func ToScript(s string, sup bool) string {
	table := texSubscripts
	if sup {
		table = texSuperscripts
	}
	s = strings.TrimSpace(s)
	var b strings.Builder
	for _, r := range s {
		t, ok := table[r]
		if !ok {
			return s
		}
		b.WriteRune(t)
	}
	return b.String()
}

// collapse trims s and collapses its runs of white space to one space.
func collapse(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// EscapeMD escapes the markdown emphasis characters of s.
func EscapeMD(s string) string {
	if !strings.ContainsAny(s, "*_") {
		return s
	}
	return strings.NewReplacer("*", `\*`, "_", `\_`).Replace(s)
}

// SplitTopLevel splits s at the separators that sep finds outside
// braces; sep returns the separator's length at s[i], or 0. Joining the
// parts with the separators gives s back. BibTeX name lists ("and"
// between names, commas inside a name) and LaTeX key=value options both
// split so.
func SplitTopLevel(s string, sep func(s string, i int) int) []string {
	var parts []string
	depth, start := 0, 0
	for i := 0; i < len(s); {
		switch s[i] {
		case '{':
			depth++
		case '}':
			depth = max(depth-1, 0)
		}
		if depth == 0 {
			if n := sep(s, i); n > 0 {
				parts = append(parts, s[start:i])
				i += n
				start = i
				continue
			}
		}
		i++
	}
	return append(parts, s[start:])
}

// CommaAt is a SplitTopLevel separator: a comma.
func CommaAt(s string, i int) int {
	if s[i] == ',' {
		return 1
	}
	return 0
}
