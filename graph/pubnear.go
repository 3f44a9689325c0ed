package graph

import (
	"cmp"
	"fmt"
	"hash/fnv"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/pubgraph/pubgraph/internal/norm"
)

// linkLabelRe matches the link labels that pages put after a title:
// "[pdf]", "[code]", "[slides]", "(PDF)".
var linkLabelRe = regexp.MustCompile(`(?i)\s*(?:\[\s*(?:pdf|code|slides?|video|poster|bib|bibtex|html|preprint|arxiv|link|data|dataset|abstract|doi|paper|supplement|supplementary|website|project|talk|blog|github|demo|press|media|url)\s*\]|\(\s*(?:pdf|code|slides|video|bibtex)\s*\))`)

// stripLinkLabels removes link labels from a title.
func stripLinkLabels(title string) string {
	// Two IndexByte calls, not ContainsAny: this runs for every title.
	if strings.IndexByte(title, '[') < 0 && strings.IndexByte(title, '(') < 0 {
		return title
	}
	return strings.TrimSpace(linkLabelRe.ReplaceAllString(title, ""))
}

// minNearWords is the fewest words a title needs before a one-word
// difference is taken for a rewording rather than another paper.
const minNearWords = 6

// titleWords returns the words of a title, folded as TitleKey folds them.
func titleWords(title string) []string {
	return strings.Fields(norm.Words(stripLinkLabels(title)))
}

// nearKeys returns hashes of a title's words and of each of its one-word
// deletions. Two titles one word apart (dropped, added or changed) share
// a key: the shorter title's words are a deletion of the longer's, and
// two titles differing in one word share that word's deletion.
func nearKeys(words []string) []uint64 {
	keys := make([]uint64, 0, len(words)+1)
	for skip := -1; skip < len(words); skip++ {
		h := fnv.New64a()
		for i, w := range words {
			if i != skip {
				h.Write([]byte(w))
				h.Write([]byte{0})
			}
		}
		keys = append(keys, h.Sum64())
	}
	return keys
}

// oneWordApart reports whether two word lists differ by one word dropped
// or changed, and returns the words that differ ("" for none).
func oneWordApart(a, b []string) (wa, wb string, ok bool) {
	if len(a) < len(b) {
		wb, wa, ok = oneWordApart(b, a)
		return wa, wb, ok
	}
	switch len(a) - len(b) {
	case 0:
		diff := -1
		for i := range a {
			if a[i] != b[i] {
				if diff >= 0 {
					return "", "", false
				}
				diff = i
			}
		}
		if diff < 0 {
			return "", "", false
		}
		return a[diff], b[diff], true
	case 1:
		i := 0
		for i < len(b) && a[i] == b[i] {
			i++
		}
		if !slices.Equal(a[i+1:], b[i:]) {
			return "", "", false
		}
		return a[i], "", true
	}
	return "", "", false
}

// romanNumerals are words that number parts of a series.
var romanNumerals = map[string]bool{"i": true, "ii": true, "iii": true, "iv": true, "v": true, "vi": true, "vii": true, "viii": true, "ix": true, "x": true}

// countingWord reports whether w numbers a part ("2", "II", "second"), so
// that "Part I" and "Part II" stay two papers.
func countingWord(w string) bool {
	if w == "" {
		return false
	}
	if romanNumerals[w] || strings.IndexFunc(w, unicode.IsDigit) >= 0 {
		return true
	}
	switch w {
	case "one", "two", "three", "four", "first", "second", "third", "fourth", "part", "revisited", "extended", "erratum", "corrigendum", "reply", "comment", "correction":
		return true
	}
	return false
}

// nearTitles merges the groups whose titles differ by one word dropped or
// changed in a long title (at least minNearWords words), when two inputs
// list them with the same year and most of one byline: "Improving the Performance of X"
// and "Improving Performance of X" on two pages. Publications are blocked
// by year and first author, and within a large block by the keys of
// nearKeys, so the work is linear in the number of publications.
//
// The titles of the blocks are compared on all cores (nearBlock); the
// pairs one word apart are then joined in order, block by block, as the
// groups they would join stand at that point (nearJoin).
func (m *pubMerger) nearTitles() {
	type entry struct {
		year, person int
		pub          int32
	}
	// Entries are found on all cores; the sort puts them in order.
	var entries []entry
	var mu sync.Mutex
	parallelRange(len(m.pubs), func(lo, hi int) {
		var part []entry
		for i := lo; i < hi; i++ {
			p := &m.pubs[i]
			// A title of fewer than minNearWords-1 words has fewer spaces;
			// counting them is cheaper than folding the title.
			if p.Year == 0 || len(p.Authors) == 0 || strings.Count(p.Title, " ") < minNearWords-2 {
				continue
			}
			part = append(part, entry{int(p.Year), int(p.Authors[0].Person), int32(i)})
		}
		mu.Lock()
		entries = append(entries, part...)
		mu.Unlock()
	})
	entries = sortedFunc(entries, func(a, b entry) int {
		if a.year != b.year {
			return cmp.Compare(a.year, b.year)
		}
		if a.person != b.person {
			return cmp.Compare(a.person, b.person)
		}
		return cmp.Compare(a.pub, b.pub)
	})
	type span struct{ lo, hi int }
	var spans []span
	for lo := 0; lo < len(entries); {
		hi := lo + 1
		for hi < len(entries) && entries[hi].year == entries[lo].year && entries[hi].person == entries[lo].person {
			hi++
		}
		if hi-lo >= 2 {
			spans = append(spans, span{lo, hi})
		}
		lo = hi
	}
	type part struct {
		first int // the first span of the part
		pairs []nearCandidate
	}
	var parts []part
	parallelRange(len(spans), func(lo, hi int) {
		var sc nearScratch
		var pairs []nearCandidate
		for _, sp := range spans[lo:hi] {
			sc.block, sc.words = sc.block[:0], sc.words[:0]
			for _, e := range entries[sp.lo:sp.hi] {
				sc.block, sc.words = append(sc.block, e.pub), append(sc.words, nil)
			}
			pairs = m.nearBlock(&sc, pairs)
		}
		mu.Lock()
		parts = append(parts, part{lo, pairs})
		mu.Unlock()
	})
	slices.SortFunc(parts, func(a, b part) int { return cmp.Compare(a.first, b.first) })
	for _, p := range parts {
		for _, c := range p.pairs {
			m.nearJoin(c)
		}
	}
}

// nearScratch is what nearBlock works in, reused from block to block.
type nearScratch struct {
	// block holds the publications of a year and first author; words,
	// as long, receives their titles' words as they are needed.
	block []int32
	words [][]string
	keyed []blockKeyed
	pairs [][2]int
}

// nearCandidate is two publications whose titles are one word apart
// (words wa and wb differ, one of them "" for a word dropped), listed
// in different files, to be joined if their groups agree.
type nearCandidate struct {
	a, b   int32
	wa, wb string
}

// smallNearBlock is the largest block compared pair by pair; larger
// blocks (a prolific author's year) go through the keys of nearKeys.
const smallNearBlock = 16

// nearBlock compares the publications of sc.block, of one year and first
// author, and appends the candidates for nearJoin to pairs, in the order
// they are to be joined. It reads the publications and nothing else of m.
func (m *pubMerger) nearBlock(sc *nearScratch, pairs []nearCandidate) []nearCandidate {
	block := sc.block
	if len(block) <= smallNearBlock {
		for y := 1; y < len(block); y++ {
			for x := range y {
				if closeTitles(m.pubs[block[x]].Title, m.pubs[block[y]].Title) {
					pairs = m.nearPair(sc, x, y, pairs)
				}
			}
		}
		return pairs
	}
	// A larger block: pairs that share a key of nearKeys, found by
	// sorting the keys.
	keyed := sc.keyed[:0]
	for y := range block {
		w := m.blockWords(sc, y)
		if len(w) < minNearWords-1 {
			continue
		}
		for _, key := range nearKeys(w) {
			keyed = append(keyed, blockKeyed{key, y})
		}
	}
	slices.SortFunc(keyed, func(a, b blockKeyed) int {
		return cmp.Or(cmp.Compare(a.key, b.key), cmp.Compare(a.at, b.at))
	})
	atPairs := sc.pairs[:0]
	for lo := 0; lo < len(keyed); {
		hi := lo + 1
		for hi < len(keyed) && keyed[hi].key == keyed[lo].key {
			hi++
		}
		for j := lo + 1; j < hi; j++ {
			// A long run (one title listed many times) pairs each with
			// its first, which is enough to join them.
			from := lo
			if hi-lo <= maxKeyRun {
				from = j - 1
			}
			for i := from; i >= lo && (hi-lo <= maxKeyRun || i == lo); i-- {
				if keyed[i].at != keyed[j].at {
					atPairs = append(atPairs, [2]int{keyed[i].at, keyed[j].at})
				}
			}
		}
		lo = hi
	}
	slices.SortFunc(atPairs, func(a, b [2]int) int { return cmp.Or(cmp.Compare(a[1], b[1]), cmp.Compare(a[0], b[0])) })
	for _, p := range slices.Compact(atPairs) {
		pairs = m.nearPair(sc, p[0], p[1], pairs)
	}
	sc.keyed, sc.pairs = keyed, atPairs
	return pairs
}

// blockKeyed is a key of nearKeys of the title at a place of a block.
type blockKeyed struct {
	key uint64
	at  int
}

// maxKeyRun bounds the publications of a block that share a key and are
// compared pair by pair.
const maxKeyRun = 32

// blockWords returns the words of the title of sc.block[k], computed once.
func (m *pubMerger) blockWords(sc *nearScratch, k int) []string {
	if sc.words[k] == nil {
		sc.words[k] = titleWords(m.pubs[sc.block[k]].Title)
	}
	return sc.words[k]
}

// nearPair appends sc.block[x] and sc.block[y] to pairs if their long
// titles are one word apart (a word that numbers a part does not count)
// and two files list them: one list naming two titles one word apart
// names two works ("Dynamic batching for X", "Selective batching for X").
func (m *pubMerger) nearPair(sc *nearScratch, x, y int, pairs []nearCandidate) []nearCandidate {
	wx, wy := m.blockWords(sc, x), m.blockWords(sc, y)
	if len(wx) < minNearWords-1 || len(wy) < minNearWords-1 || max(len(wx), len(wy)) < minNearWords {
		return pairs
	}
	wa, wb, ok := oneWordApart(wx, wy)
	if !ok || countingWord(wa) || countingWord(wb) {
		return pairs
	}
	a, b := sc.block[x], sc.block[y]
	if sourceFile(&m.pubs[a]) == sourceFile(&m.pubs[b]) {
		return pairs
	}
	return append(pairs, nearCandidate{a: a, b: b, wa: wa, wb: wb})
}

// nearJoin merges the groups of the publications of c if they are not
// one yet and agree: no different DOIs, and most of the shorter byline
// shared (at least two authors when both list two).
func (m *pubMerger) nearJoin(c nearCandidate) {
	ra, rb := m.find(c.a), m.find(c.b)
	if ra == rb {
		return
	}
	ga, gb := m.group(ra), m.group(rb)
	if ga.doi != "" && gb.doi != "" && ga.doi != gb.doi {
		return
	}
	shared := sharedCount(ga.authors, gb.authors)
	fewest := min(len(ga.authors), len(gb.authors))
	if shared == 0 || shared*10 < fewest*8 || shared < min(2, fewest) {
		return
	}
	what := fmt.Sprintf("%q dropped", cmp.Or(c.wa, c.wb))
	if c.wa != "" && c.wb != "" {
		what = fmt.Sprintf("%q for %q", c.wb, c.wa)
	}
	m.union(ra, rb, fmt.Sprintf("title one word apart (%s), same year, %d shared authors", what, shared))
	if m.reworded == nil {
		m.reworded = make(map[int32]bool)
	}
	m.reworded[c.a], m.reworded[c.b] = true, true
}

// otherWordings returns, for Versions, the titles of members worded one
// word apart from the merged publication's title, as nearTitles merges
// them.
func (m *pubMerger) otherWordings(members []int32, title string) []string {
	if len(members) < 2 || !slices.ContainsFunc(members, func(i int32) bool { return m.reworded[i] }) {
		return nil
	}
	words := titleWords(title)
	var out []string
	for _, i := range members {
		t := stripLinkLabels(m.pubs[i].Title)
		w := titleWords(t)
		if _, _, ok := oneWordApart(words, w); ok && max(len(words), len(w)) >= minNearWords {
			out = append(out, "also titled “"+t+"”")
		}
	}
	return out
}

// sourceFile returns the input of a publication's first source, -1 when
// it has none.
func sourceFile(p *Publication) int32 {
	if len(p.Sources) == 0 {
		return -1
	}
	return p.Sources[0].Input
}

// closeTitles reports, without allocating, whether two titles may be one
// word apart: what they share at their start and end, ignoring ASCII
// case, leaves at most a word's length of each unmatched.
func closeTitles(a, b string) bool {
	const slack = 40
	n := min(len(a), len(b))
	p := 0
	for p < n && lowerASCII(a[p]) == lowerASCII(b[p]) {
		p++
	}
	q := 0
	for q < n-p && lowerASCII(a[len(a)-1-q]) == lowerASCII(b[len(b)-1-q]) {
		q++
	}
	return p+q+slack >= max(len(a), len(b))
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
