package profile

import (
	"sort"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv/names"
)

// EditorOwner returns the owner of a list of one's own papers whose
// entries leave the owner out, when the owner recurs as an editor of the
// volumes the entries are in ("in Doe J. & Roe A. (eds)", "A. Roe & J.
// Doe (eds.)"): the one surname among the editors of three entries or
// more, at least twice as many as any other, that no "with" byline lists
// as a co-author. cites are the entries' texts, coauthors the names of
// their "with" bylines. It returns the fullest form the entries write
// the name in, given names first, or "" when no one stands out so.
func EditorOwner(cites, coauthors []string) string {
	co := map[string]bool{}
	for _, n := range coauthors {
		if k := surnameOf(n); k != "" {
			co[k] = true
		}
	}
	count := map[string]int{}
	forms := map[string]string{}
	for _, c := range cites {
		seen := map[string]bool{}
		for _, n := range editorsIn(c) {
			k := surnameOf(n)
			if k == "" || co[k] || seen[k] {
				continue
			}
			seen[k] = true
			count[k]++
			if f := givenFirstForm(n); letterCount(f) > letterCount(forms[k]) || letterCount(f) == letterCount(forms[k]) && f < forms[k] {
				forms[k] = f
			}
		}
	}
	keys := make([]string, 0, len(count))
	for k := range count {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return count[keys[i]] > count[keys[j]] || count[keys[i]] == count[keys[j]] && keys[i] < keys[j]
	})
	if len(keys) == 0 || count[keys[0]] < 3 || len(keys) > 1 && count[keys[0]] < 2*count[keys[1]] {
		return ""
	}
	if f := forms[keys[0]]; statedName(f) {
		return f
	}
	return ""
}

// editorMarks follow the editors of a volume in a citation, in the
// languages CVs are written in.
var editorMarks = []string{"(eds", "(ed.", "(ed)", "(éds", "(éd.", "(dir", "(hrsg", "(coord", "(comp"}

// editorsIn returns the names text lists before an editors' mark: the
// list after the last quote, "in" or full stop before the mark.
func editorsIn(text string) []string {
	var out []string
	low := strings.ToLower(text)
	for from := 0; from < len(low); {
		i, mark := -1, ""
		for _, m := range editorMarks {
			if j := strings.Index(low[from:], m); j >= 0 && (i < 0 || from+j < i) {
				i, mark = from+j, m
			}
		}
		if i < 0 {
			break
		}
		out = append(out, trailingNames(editorSpan(text[:i]))...)
		from = i + len(mark)
	}
	return out
}

// editorSpan returns the end of s that an editors' list takes: after the
// last quote or bracket, the word "in", or a full stop after a word that
// is no initial.
func editorSpan(s string) string {
	for _, in := range []string{" in ", " In ", "\tin "} {
		if i := strings.LastIndex(s, in); i >= 0 {
			s = s[i+len(in):]
		}
	}
	if i := strings.LastIndexAny(s, "«»“”\"()[]:;\n"); i >= 0 {
		s = s[i+1:]
	}
	words := strings.Fields(s)
	for i := len(words) - 2; i >= 0; i-- {
		if w := words[i]; strings.HasSuffix(w, ".") && !names.IsInitial(w) && !names.IsInitial(strings.TrimSuffix(w, ".")) {
			return strings.Join(words[i+1:], " ")
		}
	}
	return s
}

// trailingNames returns the names that end s, "A. Roe & J. Doe" of "a
// volume's title, A. Roe & J. Doe": the pieces after its last comma
// that does not part names.
func trailingNames(s string) []string {
	parts := strings.Split(s, ",")
	k := len(parts)
	for k > 0 && names.List(parts[k-1]) != nil {
		k--
	}
	return names.List(strings.Join(parts[k:], ","))
}

// surnameOf returns the folded surname of a name written given names
// first or surname first with initials ("A. Roe", "Roe A.", "Ann Roe"):
// its one word that is no initial, else its last word; "" for a name of
// one word.
func surnameOf(n string) string {
	words := strings.Fields(strings.ReplaceAll(n, ",", " "))
	if len(words) < 2 {
		return ""
	}
	var full []string
	for _, w := range words {
		if !names.IsInitial(w) && !names.IsParticle(w) {
			full = append(full, w)
		}
	}
	switch len(full) {
	case 0:
		return ""
	case 1:
		return foldName(full[0])
	}
	return foldName(words[len(words)-1])
}

// givenFirstForm writes n given names first: "Roe A." as "A. Roe".
func givenFirstForm(n string) string {
	words := strings.Fields(strings.ReplaceAll(n, ",", " "))
	if len(words) >= 2 && !names.IsInitial(words[0]) {
		initials := true
		for _, w := range words[1:] {
			initials = initials && names.IsInitial(w)
		}
		if initials {
			return strings.Join(words[1:], " ") + " " + words[0]
		}
	}
	return strings.Join(words, " ")
}
