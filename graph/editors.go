package graph

import (
	"cmp"
	"slices"
	"strings"
)

// mergeEditors returns the union of the editor lists of the versions of
// one publication, in an order that does not depend on the order of the
// versions: the longest list (the first in byte order of its names
// among equally long ones) in its own order, which is the book's, then
// the names of the other lists that are no editor listed already, list
// by list in that order. A name that may be an editor listed already
// (the same surname and compatible given names: "B. Editor" and "Bea
// Editor") is that editor, written in the better spelling (see
// betterSpelling). It returns nil when no version has editors.
func mergeEditors(lists [][]string) []string {
	var sorted [][]string
	for _, l := range lists {
		if len(l) > 0 {
			sorted = append(sorted, l)
		}
	}
	switch len(sorted) {
	case 0:
		return nil
	case 1:
		return sorted[0]
	}
	slices.SortFunc(sorted, func(a, b []string) int {
		return cmp.Or(cmp.Compare(len(b), len(a)), slices.Compare(a, b))
	})
	var out []string
	var parsed []parsedName
	for k, l := range sorted {
		for _, name := range l {
			p := parseName(name)
			at := slices.IndexFunc(parsed, func(q parsedName) bool {
				return p.key != "" && q.key == p.key || k > 0 && namesCompatible(&p, &q)
			})
			switch {
			case at < 0:
				out = append(out, name)
				parsed = append(parsed, p)
			case betterSpelling(name, out[at]):
				out[at], parsed[at] = name, p
			}
		}
	}
	return out
}

// betterSpelling reports whether name a is a better way to write a
// name than b: a higher casingScore (full given names, clean, mixed
// case, diacritics), else the longer, else the first in byte order.
func betterSpelling(a, b string) bool {
	return cmp.Or(cmp.Compare(casingScore(a), casingScore(b)), cmp.Compare(len(a), len(b)), strings.Compare(b, a)) > 0
}
