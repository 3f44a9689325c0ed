package analysis

import (
	_ "embed"
	"slices"
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/graph"
)

// stopWordList is the embedded stop word list; its header names its source.
//
//go:embed stopwords.txt
var stopWordList string

var stopWords = func() map[string]bool {
	m := make(map[string]bool)
	for _, line := range strings.Split(stopWordList, "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		for _, w := range strings.Fields(line) {
			m[w] = true
		}
	}
	return m
}()

// Terms returns a publication's topic terms, sorted and without repeats:
// its keywords when it has any, each lower-cased with its spaces
// collapsed; otherwise its title's words and two-word phrases,
// lower-cased, without stop words (English, German, French, Spanish,
// Italian and Portuguese; see stopwords.txt), numbers or one-letter words.
// A phrase is two words that stand next to each other in the title with no
// dropped word between them. Terms costs O(len(title)) plus the sort.
func Terms(title string, keywords []string) []string {
	var out []string
	for _, k := range keywords {
		k = strings.Join(strings.Fields(strings.ToLower(k)), " ")
		k = strings.TrimFunc(k, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if keep(k) {
			out = append(out, k)
		}
	}
	if len(out) == 0 {
		prev := ""
		for _, w := range strings.FieldsFunc(strings.ToLower(title), func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-'
		}) {
			w = strings.Trim(w, "-")
			if !keep(w) || stopWords[w] {
				prev = ""
				continue
			}
			out = append(out, w)
			if prev != "" {
				out = append(out, prev+" "+w)
			}
			prev = w
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// keep reports whether a term has two letters or more, so that numbers,
// initials and stray signs are not topics.
func keep(term string) bool {
	letters := 0
	for _, r := range term {
		if unicode.IsLetter(r) {
			letters++
			if letters == 2 {
				return true
			}
		}
	}
	return false
}

// TermIndex holds the topic terms of every publication of a corpus.
type TermIndex struct {
	// Vocabulary lists the terms, sorted; a term's id is its index.
	Vocabulary []string
	// start[p]..start[p+1] are publication p's term ids in ids, sorted.
	start []int32
	ids   []int32
}

// IndexTerms extracts the Terms of every publication of c, from its
// keywords (graph.Publication.Biblio) or its title. It costs one pass over
// the titles and a sort of the vocabulary; the index holds one int32 per
// (publication, term).
func IndexTerms(c *graph.Corpus) *TermIndex {
	x := &TermIndex{start: make([]int32, 1, len(c.Publications)+1)}
	id := make(map[string]int32)
	for i := range c.Publications {
		p := &c.Publications[i]
		var kw []string
		if b := p.Biblio(); b != nil {
			kw = b.Keywords
		}
		for _, t := range Terms(p.Title, kw) {
			k, ok := id[t]
			if !ok {
				k = int32(len(x.Vocabulary))
				id[t] = k
				x.Vocabulary = append(x.Vocabulary, t)
			}
			x.ids = append(x.ids, k)
		}
		x.start = append(x.start, int32(len(x.ids)))
	}
	// Renumber the terms in sorted order, so ids do not depend on the
	// order of the publications.
	order := make([]int32, len(x.Vocabulary))
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortFunc(order, func(a, b int32) int { return strings.Compare(x.Vocabulary[a], x.Vocabulary[b]) })
	rank := make([]int32, len(order))
	sorted := make([]string, len(order))
	for r, old := range order {
		rank[old] = int32(r)
		sorted[r] = x.Vocabulary[old]
	}
	x.Vocabulary = sorted
	for i, k := range x.ids {
		x.ids[i] = rank[k]
	}
	for p := range len(x.start) - 1 {
		slices.Sort(x.ids[x.start[p]:x.start[p+1]])
	}
	return x
}

// Of returns the term ids of publication p, sorted.
func (x *TermIndex) Of(p int) []int32 { return x.ids[x.start[p]:x.start[p+1]] }

// Publications returns how many publications have at least one term.
func (x *TermIndex) Publications() int {
	n := 0
	for p := range len(x.start) - 1 {
		if x.start[p+1] > x.start[p] {
			n++
		}
	}
	return n
}
