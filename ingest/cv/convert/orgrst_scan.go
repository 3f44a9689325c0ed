package convert

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
)

// The org-mode and reStructuredText syntax the converters read, each
// scanned by hand: a converter for a markup language reads its marks
// with a scanner, not with patterns.

// orgHeadline reads an org headline, "** TODO Title :tag:": its stars'
// count and its title without keyword and tags; ok is false when l is
// none (the stars must be followed by white space).
func orgHeadline(l string) (stars int, title string, ok bool) {
	for stars < len(l) && l[stars] == '*' {
		stars++
	}
	if stars == 0 || stars == len(l) || !scan.Space(l[stars]) {
		return 0, "", false
	}
	rest := l[scan.SkipSpace(l, stars):]
	for _, kw := range []string{"TODO", "DONE", "COMMENT"} {
		if strings.HasPrefix(rest, kw) && len(rest) > len(kw) && scan.Space(rest[len(kw)]) {
			rest = rest[scan.SkipSpace(rest, len(kw)):]
			break
		}
	}
	rest = scan.TrimSpaceRight(rest)
	// Tags close the line after white space: ":one:two:".
	k := len(rest)
	for k > 0 && !scan.Space(rest[k-1]) {
		k--
	}
	if k > 0 && isOrgTags(rest[k:]) {
		rest = scan.TrimSpaceRight(rest[:k])
	}
	if strings.IndexByte(rest, '\n') >= 0 {
		return 0, "", false
	}
	return stars, rest, true
}

// isOrgTags reports whether s is an org headline's tags, ":a:b:".
func isOrgTags(s string) bool {
	if len(s) < 3 || s[0] != ':' || s[len(s)-1] != ':' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !scan.Word(c) && c != '@' && c != '#' && c != '%' && c != ':' {
			return false
		}
	}
	return true
}

// orgKeyword reads "#+key: value" after l's indentation, the key of
// word characters compared blind to case, the value from the first
// character after the colon's white space.
func orgKeyword(l string) (key, value string, ok bool) {
	i := scan.SkipSpace(l, 0)
	if !strings.HasPrefix(l[i:], "#+") {
		return "", "", false
	}
	i += 2
	start := i
	for i < len(l) {
		w, n := scan.WordFold(l, i)
		if !w {
			break
		}
		i += n
	}
	if i == start || i == len(l) || l[i] != ':' {
		return "", "", false
	}
	value = l[scan.SkipSpace(l, i+1):]
	if strings.IndexByte(value, '\n') >= 0 {
		return "", "", false
	}
	return l[start:i], value, true
}

// orgBlock returns the kind of the block "#+begin_kind" opens l with
// (after indentation), or "".
func orgBlock(l string) string {
	i := scan.SkipSpace(l, 0)
	if !strings.HasPrefix(l[i:], "#+") {
		return ""
	}
	i, ok := scan.PrefixFold(l, i+2, "begin_")
	if !ok {
		return ""
	}
	start := i
	for i < len(l) {
		w, n := scan.WordFold(l, i)
		if !w {
			break
		}
		i += n
	}
	return l[start:i]
}

// orgBullet rewrites an indented "*" item's marker as "-": org reads
// "  * item" as a list item, markdown would not.
func orgBullet(l string) string {
	i := scan.SkipSpace(l, 0)
	if i == 0 || i == len(l) || l[i] != '*' || i+1 == len(l) || !scan.Space(l[i+1]) {
		return l
	}
	return l[:i] + "-" + l[i+1:]
}

// orgLinks rewrites org links, [[url][text]] or [[url]], in the
// reader's link runes.
func orgLinks(s string) string {
	return scan.ReplaceAll(s, '[', func(s string, i int) (int, string, bool) {
		if !strings.HasPrefix(s[i:], "[[") {
			return 0, "", false
		}
		url, j := bracketBody(s, i+2)
		if url == "" || j >= len(s) || s[j] != ']' {
			return 0, "", false
		}
		j++
		text := ""
		if j < len(s) && s[j] == '[' {
			if t, k := bracketBody(s, j+1); k < len(s) && s[k] == ']' && k+1 < len(s) && s[k+1] == ']' {
				text, j = t, k+1
			}
		}
		if j >= len(s) || s[j] != ']' {
			return 0, "", false
		}
		if text == "" {
			text = url
		}
		return j + 1, markLink(text, url), true
	})
}

// bracketBody returns the run of s from i holding neither '[' nor ']',
// and where it ends.
func bracketBody(s string, i int) (string, int) {
	j := i
	for j < len(s) && s[j] != '[' && s[j] != ']' {
		j++
	}
	return s[i:j], j
}

// markLink writes a link in the reader's runes: its text, then its url.
func markLink(text, url string) string {
	return string(markup.LinkOpen) + text + string(markup.LinkClose) + string(markup.URLOpen) + url + string(markup.URLClose)
}

// orgMacros drops macro calls, {{{name(args)}}}, from a line.
func orgMacros(s string) string {
	return scan.ReplaceAll(s, '{', func(s string, i int) (int, string, bool) {
		if !strings.HasPrefix(s[i:], "{{{") {
			return 0, "", false
		}
		k := strings.Index(s[i+3:], "}}}")
		if k < 0 || strings.IndexByte(s[i+3:i+3+k], '\n') >= 0 {
			return 0, "", false
		}
		return i + 3 + k + 3, "", true
	})
}

// rstField reads a field list's line, ":Name: value".
func rstField(l string) (name, value string, ok bool) {
	if len(l) < 2 || l[0] != ':' || !scan.Letter(l[1]) {
		return "", "", false
	}
	i := 2
	for i < len(l) && (scan.Word(l[i]) || l[i] == ' ' || l[i] == '-') {
		i++
	}
	if i+1 >= len(l) || l[i] != ':' || !scan.Space(l[i+1]) {
		return "", "", false
	}
	value = l[scan.SkipSpace(l, i+1):]
	if strings.IndexByte(value, '\n') >= 0 {
		return "", "", false
	}
	return l[1:i], value, true
}

// rstItem reads the marker of a bullet or enumerated list item that
// opens l: the indentation before it and the length of marker and white
// space; n is 0 for none.
func rstItem(l string) (indent string, n int) {
	i := scan.SkipSpace(l, 0)
	for _, end := range rstMarkerEnds(l, i) {
		if end > i && end < len(l) && scan.Space(l[end]) {
			return l[:i], scan.SkipSpace(l, end)
		}
	}
	return "", 0
}

// rstBullets are the runes that open a bullet item.
const rstBullets = "-*+•‣⁃"

// rstMarkerEnds returns the ends of the list markers that may open l at
// i, in the order tried: a bullet; "#."; "1." "(1)" "1)"; "a." "(a)"
// "a)"; "(iv)".
func rstMarkerEnds(l string, i int) []int {
	if i >= len(l) {
		return nil
	}
	for _, b := range rstBullets {
		if strings.HasPrefix(l[i:], string(b)) {
			return []int{i + len(string(b))}
		}
	}
	var ends []int
	if strings.HasPrefix(l[i:], "#.") {
		ends = append(ends, i+2)
	}
	j := i
	if l[j] == '(' {
		j++
	}
	k := j
	for k < len(l) && scan.Digit(l[k]) {
		k++
	}
	if k > j && k < len(l) && (l[k] == '.' || l[k] == ')') {
		ends = append(ends, k+1)
	}
	if j+1 < len(l) && scan.Letter(l[j]) && (l[j+1] == '.' || l[j+1] == ')') {
		ends = append(ends, j+2)
	}
	if l[i] == '(' {
		k := i + 1
		for k < len(l) && (scan.Letter(l[k]) || scan.Digit(l[k])) {
			k++
		}
		if k > i+1 && k < len(l) && l[k] == ')' {
			ends = append(ends, k+1)
		}
	}
	return ends
}

// rstCitation returns the marker of a citation or footnote, ".. [Doe2020] ",
// that opens l, or "".
func rstCitation(l string) string {
	if !strings.HasPrefix(l, "..") || len(l) < 3 || !scan.Space(l[2]) {
		return ""
	}
	i := scan.SkipSpace(l, 2)
	if i >= len(l) || l[i] != '[' {
		return ""
	}
	j := i + 1
	for j < len(l) && l[j] != ']' && !scan.Space(l[j]) {
		j++
	}
	if j == i+1 || j+1 >= len(l) || l[j] != ']' || !scan.Space(l[j+1]) {
		return ""
	}
	return l[:scan.SkipSpace(l, j+1)]
}

// rstLiterals unwraps inline literals, “text“.
func rstLiterals(s string) string {
	return scan.ReplaceAll(s, '`', func(s string, i int) (int, string, bool) {
		if !strings.HasPrefix(s[i:], "``") {
			return 0, "", false
		}
		k := strings.IndexByte(s[i+2:], '`')
		if k < 0 || !strings.HasPrefix(s[i+2+k:], "``") {
			return 0, "", false
		}
		return i + 2 + k + 2, s[i+2 : i+2+k], true
	})
}

// rstRoles rewrites interpreted text with a role, :role:`text`, by
// role (see rstRole).
func rstRoles(s string) string {
	return scan.ReplaceAll(s, ':', func(s string, i int) (int, string, bool) {
		j := i + 1
		for j < len(s) && (scan.Word(s[j]) || s[j] == '+' || s[j] == '-') {
			j++
		}
		if j == i+1 || !strings.HasPrefix(s[j:], ":`") {
			return 0, "", false
		}
		k := strings.IndexByte(s[j+2:], '`')
		if k < 0 {
			return 0, "", false
		}
		return j + 2 + k + 1, rstRole(s[i+1:j], s[j+2:j+2+k]), true
	})
}

// rstLinks rewrites hyperlinks with an embedded target, `text <url>`_ or
// `text <url>`__, in the reader's link runes.
func rstLinks(s string) string {
	return scan.ReplaceAll(s, '`', func(s string, i int) (int, string, bool) {
		j := i + 1
		for j < len(s) && s[j] != '`' && s[j] != '<' {
			j++
		}
		if j >= len(s) || s[j] != '<' {
			return 0, "", false
		}
		text := scan.TrimSpaceRight(s[i+1 : j])
		k := j + 1
		for k < len(s) && s[k] != '<' && s[k] != '>' && s[k] != '`' {
			k++
		}
		if k == j+1 || !strings.HasPrefix(s[k:], ">`_") {
			return 0, "", false
		}
		end := k + 3
		if end < len(s) && s[end] == '_' {
			end++
		}
		url := s[j+1 : k]
		if text == "" {
			text = url
		}
		return end, markLink(text, url), true
	})
}

// rstRefs unwraps references, `text`_ and `text`__.
func rstRefs(s string) string {
	return scan.ReplaceAll(s, '`', func(s string, i int) (int, string, bool) {
		k := strings.IndexByte(s[i+1:], '`')
		if k <= 0 || !strings.HasPrefix(s[i+1+k+1:], "_") {
			return 0, "", false
		}
		end := i + 1 + k + 2
		if end < len(s) && s[end] == '_' {
			end++
		}
		return end, s[i+1 : i+1+k], true
	})
}

// rstSubstitutions unwraps substitution references, |name| and |name|_.
func rstSubstitutions(s string) string {
	return scan.ReplaceAll(s, '|', func(s string, i int) (int, string, bool) {
		if i+1 >= len(s) || s[i+1] == '|' || scan.Space(s[i+1]) {
			return 0, "", false
		}
		k := strings.IndexByte(s[i+1:], '|')
		if k < 0 {
			return 0, "", false
		}
		end := i + 1 + k + 1
		for n := 0; n < 2 && end < len(s) && s[end] == '_'; n++ {
			end++
		}
		return end, s[i+1 : i+1+k], true
	})
}

// orgProperty reads a property drawer's line, ":KEY: value" (":KEY+:"
// adds to a key): its key without the plus and its value; ok is false
// when l is none, or is the drawer's ":END:".
func orgProperty(l string) (key, value string, ok bool) {
	i := scan.SkipSpace(l, 0)
	if i == len(l) || l[i] != ':' {
		return "", "", false
	}
	start := i + 1
	end := start
	for end < len(l) && l[end] != ':' && !scan.Space(l[end]) {
		end++
	}
	if end == start || end == len(l) || l[end] != ':' || end+1 < len(l) && !scan.Space(l[end+1]) {
		return "", "", false
	}
	key = strings.TrimSuffix(l[start:end], "+")
	if key == "" || strings.EqualFold(key, "END") {
		return "", "", false
	}
	return key, strings.TrimSpace(l[end+1:]), true
}

// orgOwnKeys are the properties org-mode itself reads (ids, export and
// agenda settings), which say nothing of what a headline is; folded to
// lower case. Keys opening with a prefix of orgOwnPrefixes are too.
var orgOwnKeys = map[string]bool{
	"id": true, "custom_id": true, "category": true, "columns": true, "cookie_data": true,
	"effort": true, "ordered": true, "noblocking": true, "visibility": true, "unnumbered": true,
	"logging": true, "archive": true, "attach_dir": true, "dir": true, "created": true,
	"last_modified": true, "clock_modeline_total": true, "style": true, "header-args": true,
	"todo": true, "priority": true, "tags": true, "alltags": true, "blocked": true, "item": true,
}

var orgOwnPrefixes = []string{"export_", "html_", "latex_", "roam_", "header-args", "attach_", "archive_", "org-"}

// orgOwnKey reports whether key is one of org-mode's own properties.
func orgOwnKey(key string) bool {
	k := strings.ToLower(key)
	if orgOwnKeys[k] {
		return true
	}
	for _, p := range orgOwnPrefixes {
		if strings.HasPrefix(k, p) {
			return true
		}
	}
	return false
}

// orgKeyLabel writes a property's key as a field label, "PUBLISHED_IN"
// as "Published in": the label a CV writes before a field's value.
func orgKeyLabel(key string) string {
	k := strings.ToLower(strings.NewReplacer("_", " ", "-", " ").Replace(key))
	k = strings.TrimSpace(k)
	if k == "" {
		return ""
	}
	r, size := utf8.DecodeRuneInString(k)
	return string(unicode.ToUpper(r)) + k[size:]
}

// orgPlanning reports whether l is a headline's planning line, which
// may stand between the headline and its drawer: "CLOSED: [2020-01-02]",
// "SCHEDULED: <…>", "DEADLINE: <…>".
func orgPlanning(l string) bool {
	t := l[scan.SkipSpace(l, 0):]
	return strings.HasPrefix(t, "SCHEDULED:") || strings.HasPrefix(t, "DEADLINE:") || strings.HasPrefix(t, "CLOSED:")
}
