package main

import (
	"errors"
	"strings"

	"github.com/spf13/pflag"
)

// suggest returns the candidate closest to word in edit distance
// (insertions, deletions, substitutions and swaps of two neighbouring
// letters, ignoring case; word itself is never suggested), if it is close
// enough to be a typo: one edit for words of up to five letters, two for
// longer ones. Ties go to the first candidate. "" when none is close.
func suggest(word string, candidates []string) string {
	w := strings.ToLower(word)
	limit := 1
	if len([]rune(w)) > 5 {
		limit = 2
	}
	best, bestD := "", limit+1
	for _, c := range candidates {
		if d := typoDistance(w, strings.ToLower(c)); d < bestD && c != word {
			best, bestD = c, d
		}
	}
	return best
}

// typoDistance is the optimal string alignment distance between a and b:
// Levenshtein's with a swap of two neighbouring runes as one edit.
func typoDistance(a, b string) int {
	x, y := []rune(a), []rune(b)
	// d[i][j] is the distance between x[:i] and y[:j].
	d := make([][]int, len(x)+1)
	for i := range d {
		d[i] = make([]int, len(y)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(x); i++ {
		for j := 1; j <= len(y); j++ {
			cost := 1
			if x[i-1] == y[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && x[i-1] == y[j-2] && x[i-2] == y[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(x)][len(y)]
}

// commandNames are the names "pubgraph NAME" accepts.
func commandNames() []string {
	names := []string{"help"}
	for _, c := range commands() {
		names = append(names, c.name)
	}
	return names
}

// flagHint says which flag of fs an unknown flag in err was probably
// meant to be: "; did you mean --top?", or "" when none is close. A long
// flag written with one dash ("-top", which pflag reads as the letters
// t, o, p) is a typo for the flag of that name too.
func flagHint(fs *pflag.FlagSet, err error) string {
	if errors.Is(err, pflag.ErrHelp) {
		return ""
	}
	msg := err.Error()
	var name string
	if rest, ok := strings.CutPrefix(msg, "unknown flag: --"); ok {
		name, _, _ = strings.Cut(rest, "=")
	} else if _, arg, ok := strings.Cut(msg, "' in -"); ok && strings.HasPrefix(msg, "unknown shorthand flag: ") {
		name, _, _ = strings.Cut(arg, "=")
		if len(name) > 1 && fs.Lookup(name) != nil {
			return "; did you mean --" + name + "?"
		}
	}
	if name == "" {
		return ""
	}
	var names []string
	fs.VisitAll(func(f *pflag.Flag) { names = append(names, f.Name) })
	if s := suggest(name, names); s != "" {
		return "; did you mean --" + s + "?"
	}
	return ""
}
