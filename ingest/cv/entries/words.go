package entries

// The marks of entries read with the cue lexicon (ingest/cv/cues) and
// small scanners, where regular expressions once stood (issue 18).

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/cues"
	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
	"github.com/pubgraph/pubgraph/ingest/internal/wordset"
	"github.com/pubgraph/pubgraph/internal/shape"
)

// suffixAt returns the first token of a phrase of t that ends toks at
// end (exclusive), -1 for none; the longest such phrase.
func suffixAt(t *cues.Table, toks []cues.Token, end int) int {
	for i := max(0, end-8); i < end; i++ {
		if t.MatchAt(toks[:end], i) == end-i {
			return i
		}
	}
	return -1
}

// kindOnly reports whether s is nothing but a kind or a status:
// "Preprint", "to appear", "Demo paper".
func kindOnly(s string) bool {
	toks := cues.Head(s, cues.KindOnly.Longest()+1)
	return len(toks) <= cues.KindOnly.Longest() && len(toks) > 0 && toks[0].Start == 0 && toks[len(toks)-1].End == len(s) && cues.KindOnly.Is(toks)
}

// titleTag returns where a kind tag glued to the end of a title starts,
// with the space and bracket before it, and the tag: "Title [Preprint]",
// "Title Thesis Chapter"; ok false for none.
func titleTag(s string) (start int, tag string, ok bool) {
	toks := cues.Tokens(s)
	end := len(toks)
	if end > 0 && toks[end-1].End != len(s) {
		return 0, "", false
	}
	if end > 0 && (toks[end-1].Key == ")" || toks[end-1].Key == "]") && !toks[end-1].Space {
		end--
	}
	i := suffixAt(cues.TitleTag, toks, end)
	if i < 0 {
		return 0, "", false
	}
	tag = s[toks[i].Start:toks[end-1].End]
	start = toks[i].Start
	if i > 0 && (toks[i-1].Key == "(" || toks[i-1].Key == "[") && !toks[i].Space {
		start = toks[i-1].Start
	}
	for start > 0 && scan.Space(s[start-1]) {
		start--
	}
	return start, tag, true
}

// thesisLeadEnd returns the end of the kind of a thesis that opens s,
// with the comma and space after it: "Ph.D. thesis, ".
func thesisLeadEnd(s string) (int, bool) {
	// The lead and the comma after it.
	toks := cues.Head(s, cues.ThesisLead.Longest()+1)
	if len(toks) == 0 || toks[0].Start != 0 {
		return 0, false
	}
	n := cues.ThesisLead.MatchAt(toks, 0)
	if n == 0 || n >= len(toks) || toks[n].Key != "," || !toks[n-1].Space {
		return 0, false
	}
	return scan.SkipSpace(s, toks[n].End), true
}

// dropProcPrefix returns s without "In Proc. of the" or "Proceedings of"
// that opens it.
func dropProcPrefix(s string) string {
	i := 0
	if shape.HasPrefixFold(s, "in") && len(s) > 2 && scan.Space(s[2]) {
		i = scan.SkipSpace(s, 2)
	}
	switch {
	case shape.HasPrefixFold(s[i:], "proc."):
		i += 5
	case shape.HasPrefixFold(s[i:], "proceedings"):
		i += 11
	default:
		return s
	}
	if j := scan.SkipSpace(s, i); j > i {
		i = j
	} else {
		return s
	}
	for _, w := range []string{"of", "the"} {
		if shape.HasPrefixFold(s[i:], w) && len(s) > i+len(w) && scan.Space(s[i+len(w)]) {
			i = scan.SkipSpace(s, i+len(w))
		}
	}
	return s[i:]
}

// publisherStops are the words dropped from a venue before it is read as
// an acronym: publishers' societies and the words of proceedings.
var publisherStops = map[string]bool{"acm": true, "ieee": true, "usenix": true, "siam": true, "aaai": true,
	"proceedings": true, "of": true, "the": true, "in": true, "on": true, "and": true}

// dropPublisherWords returns s with the words of publisherStops and
// ordinals ("12th") each replaced by a space.
func dropPublisherWords(s string) string {
	var b strings.Builder
	at := 0
	for _, t := range cues.Tokens(s) {
		if !t.Word || !publisherStops[t.Low] && !ordinal(t.Low) {
			continue
		}
		b.WriteString(s[at:t.Start])
		b.WriteByte(' ')
		at = t.End
	}
	if at == 0 {
		return s
	}
	b.WriteString(s[at:])
	return b.String()
}

// ordinal reports whether w is a number and an English ordinal ending.
func ordinal(w string) bool {
	k := shape.Digits(w, 0)
	if k == 0 {
		return false
	}
	switch w[k:] {
	case "st", "nd", "rd", "th":
		return true
	}
	return false
}

// statusTailStart returns where a status that ends a venue starts, with
// the punctuation and space before it: "Math. Ann., to appear", "Rivista
// (in corso di stampa)."; ok false for none.
func statusTailStart(s string) (int, bool) {
	e := len(s)
	if e > 0 && s[e-1] == '.' {
		e--
	}
	for e > 0 && scan.Space(s[e-1]) {
		e--
	}
	if e > 0 && s[e-1] == ')' {
		e--
	}
	toks := cues.Tokens(s[:e])
	end := len(toks)
	if end == 0 || toks[end-1].End != e {
		return 0, false
	}
	i := suffixAt(cues.StatusTail, toks, end)
	if i < 0 {
		return 0, false
	}
	start := toks[i].Start
	if i > 0 && toks[i-1].Key == "(" && !toks[i].Space {
		start = toks[i-1].Start
	}
	for start > 0 && scan.Space(s[start-1]) {
		start--
	}
	if start > 0 && strings.IndexByte(",.;", s[start-1]) >= 0 {
		start--
	}
	return start, true
}

// otherVersion reports whether s is a note pointing to another version
// of a paper: "[preprint: bioRxiv 2020.05.01.072900]", "arXiv:2101.01234".
func otherVersion(s string) bool {
	i := 0
	if strings.HasPrefix(s, "[") {
		i = 1
	}
	i = scan.SkipSpace(s, i)
	for _, w := range []string{"preprint", "preprinted", "also"} {
		if !shape.HasPrefixFold(s[i:], w) {
			continue
		}
		j := scan.SkipSpace(s, i+len(w))
		k := 0
		switch {
		case strings.HasPrefix(s[j:], ":"):
			k = j + 1
		case shape.HasPrefixFold(s[j:], "at") || shape.HasPrefixFold(s[j:], "on") || shape.HasPrefixFold(s[j:], "in"):
			k = j + 2
		default:
			continue
		}
		if k = scan.SkipSpace(s, k); k < len(s) {
			return true
		}
	}
	for _, w := range []string{"arxiv", "biorxiv", "medrxiv", "ssrn"} {
		if !shape.HasPrefixFold(s[i:], w) {
			continue
		}
		j := scan.SkipSpace(s, i+len(w))
		if j < len(s) && s[j] == ':' {
			j = scan.SkipSpace(s, j+1)
		}
		if j < len(s) && scan.Digit(s[j]) {
			return true
		}
	}
	return false
}

// editedAfterEnd returns the end of the mark after names that makes them
// a volume's editors, which opens s: ", eds.", "(Hrsg.)", " (a cura
// di)"; ok false for none.
func editedAfterEnd(s string) (int, bool) {
	i := scan.SkipSpace(s, 0)
	// A comma or full stop, a bracket, the mark, a full stop and the
	// closing bracket.
	toks := cues.Head(s[i:], cues.EditorMark.Longest()+4)
	if len(toks) == 0 || toks[0].Start != 0 {
		return 0, false
	}
	end := func(k int) int { return i + toks[k].End }
	if toks[0].Key == "," && len(toks) > 1 {
		if w := toks[1].Low; w == "ed" || w == "eds" || w == "editor" || w == "editors" {
			k := 1
			if k+1 < len(toks) && toks[k+1].Key == "." && !toks[k+1].Space {
				k++
			}
			e := end(k)
			if e == len(s) {
				return e, true
			}
			if c := s[e]; scan.Space(c) || strings.IndexByte(",;:(", c) >= 0 {
				return e + 1, true
			}
			return 0, false
		}
	}
	k := 0
	if toks[0].Key == "," || toks[0].Key == "." {
		k = 1
	}
	if k >= len(toks) || toks[k].Key != "(" {
		return 0, false
	}
	n := cues.EditorMark.MatchAt(toks, k+1)
	if n == 0 {
		return 0, false
	}
	j := k + 1 + n
	if j < len(toks) && toks[j].Key == "." && !toks[j].Space {
		j++
	}
	if j < len(toks) && toks[j].Key == ")" {
		return end(j), true
	}
	return 0, false
}

// editedAfter reports whether s opens with a mark of editors
// (editedAfterEnd).
func editedAfter(s string) bool {
	_, ok := editedAfterEnd(s)
	return ok
}

// editedVenue reports whether s is nothing but a mark of editors: "(eds.)".
func editedVenue(s string) bool {
	toks := cues.Tokens(s)
	if len(toks) == 0 || toks[0].Start != 0 || toks[len(toks)-1].End != len(s) {
		return false
	}
	i := 0
	if toks[0].Key == "(" {
		i = 1
	}
	n := cues.EditorMark.MatchAt(toks, i)
	if n == 0 {
		return false
	}
	j := i + n
	if j < len(toks) && toks[j].Key == "." && !toks[j].Space {
		j++
	}
	if j < len(toks) && toks[j].Key == ")" {
		j++
	}
	return j == len(toks)
}

// patentDateStart returns where the date note after a patent's number
// starts, with the comma or semicolon and space before it: "U.S. Patent
// 9,876,543, issued January 2, 2018"; ok false for none.
func patentDateStart(s string) (int, bool) {
	toks := cues.Tokens(s)
	for i, t := range toks {
		if t.Start == 0 || !scan.Space(s[t.Start-1]) || cues.PatentDate.MatchAt(toks, i) == 0 || strings.Contains(s[t.End:], "\n") {
			continue
		}
		start := t.Start - 1
		for start > 0 && scan.Space(s[start-1]) {
			start--
		}
		if start > 0 && (s[start-1] == ',' || s[start-1] == ';') {
			start--
		}
		return start, true
	}
	return 0, false
}

// editedByStart returns where the editors named after a book's title
// start, with the comma and space before them: "River Worlds, edited by
// Olga Berg".
func editedByStart(s string) (int, bool) {
	for i := 1; i < len(s); i++ {
		if !scan.Space(s[i-1]) || !shape.HasPrefixFold(s[i:], "edited") {
			continue
		}
		j := i + len("edited")
		k := scan.SkipSpace(s, j)
		if k == j || !shape.HasPrefixFold(s[k:], "by") || k+2 >= len(s) || !scan.Space(s[k+2]) || strings.Contains(s[k+3:], "\n") {
			continue
		}
		start := i - 1
		for start > 0 && scan.Space(s[start-1]) {
			start--
		}
		if start > 0 && s[start-1] == ',' {
			start--
		}
		return start, true
	}
	return 0, false
}

// edsAfterAt returns where the IEEE mark after a book's editors starts,
// at its comma: "Book, A. Roe and B. Lee, Eds., Place".
func edsAfterAt(s string) (int, bool) {
	if !strings.Contains(s, "Ed") {
		return 0, false
	}
	toks := cues.Tokens(s)
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].Key != "," {
			continue
		}
		if w := toks[i+1].Text(s); (w == "Ed" || w == "Eds") && toks[i+2].Key == "." && !toks[i+2].Space && spacesOnly(s[toks[i].End:toks[i+1].Start]) {
			return toks[i].Start, true
		}
	}
	return 0, false
}

// spacesOnly reports whether s is nothing but white space (shape.Space).
func spacesOnly(s string) bool { return scan.SkipSpace(s, 0) == len(s) }

// editorBefore reports whether s ends in the words that introduce editors
// (or a reviewed book's author) before their names: "in:", "In",
// "edited by", "hrsg. von", "review of … by".
func editorBefore(s string) bool {
	toks := cues.Tokens(s)
	end := len(toks)
	if end == 0 || !spacesOnly(s[toks[end-1].End:]) {
		return false
	}
	if suffixAt(cues.EditorBefore, toks, end) >= 0 {
		return true
	}
	if toks[end-1].Key != "by" {
		return false
	}
	for i := 0; i < end-1; i++ {
		if n := cues.EditorBefore.MatchAt(toks, i); n == 2 && toks[i].Key == "review" && i+n < end {
			return true
		}
	}
	return false
}

// reviewOfEnd returns where "review of" in s starts and where the space
// after it ends; ok false for none.
func reviewOfEnd(s string) (start, end int, ok bool) {
	for i := 0; i+6 < len(s); i++ {
		if i > 0 && scan.Word(s[i-1]) || !shape.HasPrefixFold(s[i:], "review") {
			continue
		}
		j := i + 6
		k := scan.SkipSpace(s, j)
		if k == j || !shape.HasPrefixFold(s[k:], "of") {
			continue
		}
		if e := scan.SkipSpace(s, k+2); e > k+2 {
			return i, e, true
		}
	}
	return 0, 0, false
}

// reviewBracketCut returns s without a bracketed note ending a review's
// title that names the book it reviews, keeping the punctuation after
// it: `Title [Review of Book, by A. Author].` → `Title.`.
func reviewBracketCut(s string) string {
	close := strings.LastIndexByte(s, ']')
	if close < 0 {
		return s
	}
	tail := s[close+1:]
	rest := scan.SkipSpace(tail, 0)
	kept := rest
	if kept < len(tail) && (tail[kept] == '.' || tail[kept] == ',') {
		kept++
	}
	for _, q := range []string{`"`, "”", "’", "'"} {
		if strings.HasPrefix(tail[kept:], q) {
			kept += len(q)
			break
		}
	}
	if kept != len(tail) {
		return s
	}
	open := strings.LastIndexByte(s[:close], ']') + 1
	for i := open; i < close; i++ {
		if s[i] != '[' {
			continue
		}
		if !reviewOfWords(s[i+1 : close]) {
			continue
		}
		start := i
		for start > 0 && scan.Space(s[start-1]) {
			start--
		}
		return s[:start] + tail[rest:]
	}
	return s
}

// reviewOfWords reports whether s opens with "review of" or "reviewed
// of", a word apart.
func reviewOfWords(s string) bool {
	if !shape.HasPrefixFold(s, "review") {
		return false
	}
	j := 6
	if shape.HasPrefixFold(s[j:], "ed") {
		j += 2
	}
	k := scan.SkipSpace(s, j)
	return k > j && shape.HasPrefixFold(s[k:], "of") && (k+2 == len(s) || !scan.Word(s[k+2]))
}

// reviewNotes returns where each note in brackets naming a reviewed book
// starts and ends: "(book review of *Title* by A. Author)", "(Review of
// X)".
func reviewNotes(s string) [][2]int {
	var out [][2]int
	for i := 0; i < len(s); i++ {
		if s[i] != '(' {
			continue
		}
		j := scan.SkipSpace(s, i+1)
		if shape.HasPrefixFold(s[j:], "book") {
			if k := scan.SkipSpace(s, j+4); k > j+4 && shape.HasPrefixFold(s[k:], "review") {
				j = k
			}
		}
		if !shape.HasPrefixFold(s[j:], "review") {
			continue
		}
		k := scan.SkipSpace(s, j+6)
		if k == j+6 || !shape.HasPrefixFold(s[k:], "of") || k+2 < len(s) && scan.Word(s[k+2]) {
			continue
		}
		e := strings.IndexByte(s[k:], ')')
		if e < 0 {
			continue
		}
		out = append(out, [2]int{i, k + e + 1})
		i = k + e
	}
	return out
}

// bookReviewTitle reports whether a title opens with "Book review".
func bookReviewTitle(s string) bool {
	_, ok := cues.BookReview.Prefix(s[scan.SkipSpace(s, 0):])
	return ok
}

// markKeyAfter reports whether, after a mark at i of s ("*", "†"), a key
// says what the mark means: optional ":" or "=", "denotes" or
// "indicates", "the" (when the is set), then a word that opens with
// word.
func markKeyAfter(s string, i int, word string, the bool) bool {
	j := scan.SkipSpace(s, i)
	if j < len(s) && (s[j] == ':' || s[j] == '=') {
		j = scan.SkipSpace(s, j+1)
	}
	for _, w := range []string{"denotes", "indicates"} {
		if shape.HasPrefixFold(s[j:], w) {
			if k := scan.SkipSpace(s, j+len(w)); k > j+len(w) {
				if shape.HasPrefixFold(s[k:], word) || the && theThen(s, k, word) {
					return true
				}
			}
		}
	}
	return shape.HasPrefixFold(s[j:], word) || the && theThen(s, j, word)
}

// theThen reports whether "the", white space and word follow at j of s.
func theThen(s string, j int, word string) bool {
	if !shape.HasPrefixFold(s[j:], "the") {
		return false
	}
	k := scan.SkipSpace(s, j+3)
	return k > j+3 && shape.HasPrefixFold(s[k:], word)
}

// markKeys reads the key to a list's marks from src: whether "*" marks
// the corresponding author, and whether "†" marks equal contribution.
func markKeysOf(src string) (starCorresponding, daggerEqual bool) {
	daggerCorr := false
	for i := 0; i < len(src); {
		r, w := utf8.DecodeRuneInString(src[i:])
		switch r {
		case '*', '∗':
			starCorresponding = starCorresponding || markKeyAfter(src, i+w, "corresponding", true)
		case '†':
			daggerEqual = daggerEqual || markKeyAfter(src, i+w, "equal", false)
			daggerCorr = daggerCorr || markKeyAfter(src, i+w, "correspond", true)
		}
		i += w
	}
	return starCorresponding, (daggerEqual || equalThenDagger(src)) && !daggerCorr
}

// equalThenDagger reports whether "equal" stands in src at most 30
// characters, none a full stop or a line break, before a "†".
func equalThenDagger(src string) bool {
	for i := 0; i+5 <= len(src); i++ {
		if !shape.HasPrefixFold(src[i:], "equal") {
			continue
		}
		n := 0
		for j := i + 5; j < len(src); {
			r, w := utf8.DecodeRuneInString(src[j:])
			if r == '†' {
				return true
			}
			if r == '.' || r == '\n' || n == 30 {
				break
			}
			n++
			j += w
		}
	}
	return false
}

// venueStart reports whether s opens as a venue does: "In Proc.", "In
// the", "In 12th", "In Nature", "Proceedings", "arXiv", "US Patent".
func venueStart(s string) bool {
	if shape.HasPrefixFold(s, "in") && len(s) > 2 && scan.Space(s[2]) {
		j := scan.SkipSpace(s, 2)
		if j < len(s) && (shape.HasPrefixFold(s[j:], "proc") || shape.HasPrefixFold(s[j:], "the") || scan.Digit(s[j]) || isUpperRune(s, j)) {
			return true
		}
	}
	if shape.HasPrefixFold(s, "proceedings") {
		return len(s) == 11 || !scan.Word(s[11])
	}
	return shape.HasPrefixFold(s, "proc.") || shape.HasPrefixFold(s, "arxiv") || shape.HasPrefixFold(s, "us patent")
}

// byStarts returns the ends of up to n "by" or "with" words that open s
// or follow white space, with the space after them: where the names in
// "Title, by A. Author" or "with B. Author" start.
func byStarts(s string, n int) []int {
	var out []int
	for p := 0; p < len(s) && len(out) < n; {
		w := 0
		switch {
		case p == 0 && byWord(s, 0) > 0:
			w = byWord(s, 0)
		case scan.Space(s[p]) && byWord(s, p+1) > 0:
			w = 1 + byWord(s, p+1)
		}
		if w == 0 {
			p++
			continue
		}
		e := scan.SkipSpace(s, p+w)
		out = append(out, e)
		p = e
	}
	return out
}

// byWord returns the length of "by" or "with" at i of s when white space
// follows it, else 0.
func byWord(s string, i int) int {
	for _, w := range []string{"by", "with"} {
		if shape.HasPrefixFold(s[i:], w) && i+len(w) < len(s) && scan.Space(s[i+len(w)]) {
			return len(w)
		}
	}
	return 0
}

// doiTailStart returns where a DOI or a link that ends a venue starts,
// with the punctuation and space before it: "bioRxiv; doi: 10.1/x".
func doiTailStart(s string) (int, bool) {
	for i := 0; i < len(s); i++ {
		var j int
		switch {
		case shape.HasPrefixFold(s[i:], "doi:"):
			j = scan.SkipSpace(s, i+4)
		case shape.HasPrefixFold(s[i:], "http://"):
			j = i + 7
		case shape.HasPrefixFold(s[i:], "https://"):
			j = i + 8
		default:
			continue
		}
		if j >= len(s) || scan.Space(s[j]) || strings.Contains(s[j:], "\n") {
			continue
		}
		start := i
		for start > 0 && scan.Space(s[start-1]) {
			start--
		}
		if start > 0 && strings.IndexByte(";,.", s[start-1]) >= 0 {
			start--
		}
		return start, true
	}
	return 0, false
}

// isNoteText reports whether t, lower case and trimmed, is a remark
// rather than a title or venue: a link's label, an award, an identifier.
func isNoteText(t string) bool {
	if len(t) >= 2 && t[0] == '[' && strings.IndexByte(t, ']') == len(t)-1 {
		return true
	}
	if strings.Contains(t, "acceptance rate") {
		return true
	}
	for _, p := range []string{"awarded", "integrated to", "presented in", "presented at"} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	for _, p := range []string{"doi", "https", "http", "www."} {
		if strings.HasPrefix(t, p) && len(t) > len(p) && strings.IndexByte(":./", t[len(p)]) >= 0 {
			return true
		}
	}
	e := strings.TrimPrefix(t, "(")
	e = strings.TrimPrefix(e, "*")
	if strings.HasPrefix(e[scan.SkipSpace(e, 0):], "equal contribution") {
		return true
	}
	toks := cues.Tokens(t)
	if cues.NoteLabel.Is(toks) && toks[0].Start == 0 && toks[len(toks)-1].End == len(t) {
		return true
	}
	if len(toks) == 0 || toks[0].Start != 0 || cues.NotePrize.MatchAt(toks, 0) == 0 {
		return false
	}
	for _, tk := range toks[1:] {
		for _, w := range []string{"paper", "award", "artifact"} {
			if tk.Word && strings.HasPrefix(tk.Low, w) {
				return true
			}
		}
	}
	return false
}

// reviewOfIndex returns where "review of" in s starts and where the
// space after it ends, nil for none.
func reviewOfIndex(s string) []int {
	if start, end, ok := reviewOfEnd(s); ok {
		return []int{start, end}
	}
	return nil
}

// pressWords are the words that end the names of newspapers and
// magazines: "The New York Times", "WASHINGTON POST", "The Guardian".
var pressWords = wordset.Of(`times post tribune herald gazette chronicle globe telegraph guardian observer inquirer economist atlantic monitor independent examiner dispatch newsweek politico`)

// pressName reports whether s, with a date in brackets after it, is
// named like a newspaper or a magazine: one to five capitalised words
// (small words aside), the last of them a word of pressWords. Such a
// name, after a piece's title, is the venue it ran in, and no byline.
func pressName(s string) bool {
	if i := strings.IndexByte(s, '('); i > 0 && strings.HasSuffix(strings.TrimRight(s, " .,;"), ")") && hasYear(s[i:]) {
		s = s[:i] // "NEW YORK TIMES (May 3, 2019)"
	}
	w := strings.Fields(strings.Trim(s, " .,;:*_"))
	if len(w) == 0 || len(w) > 5 || !pressWords[strings.ToLower(strings.Trim(w[len(w)-1], ".,;:'’"))] {
		return false
	}
	for _, x := range w {
		r, _ := utf8.DecodeRuneInString(x)
		if !unicode.IsUpper(r) && x != "of" && x != "the" && x != "and" && x != "&" {
			return false
		}
	}
	return true
}
