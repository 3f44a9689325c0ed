package graph

import (
	"cmp"
	"fmt"
	"hash/fnv"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/internal/norm"
)

// linkLabelRe matches the link labels that pages put after a title:
// "[pdf]", "[code]", "[slides]", "(PDF)".
var linkLabelRe = regexp.MustCompile(`(?i)\s*(?:\[\s*(?:pdf|code|slides?|video|poster|bib|bibtex|html|preprint|arxiv|link|data|dataset|abstract|doi|paper|supplement|supplementary|website|project|talk|blog|github|demo|press|media|url)\s*\]|\(\s*(?:pdf|code|slides|video|bibtex)\s*\))`)

// stripLinkLabels removes link labels from a title.
func stripLinkLabels(title string) string {
	if !strings.ContainsAny(title, "[(") {
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
func (m *pubMerger) nearTitles() {
	type entry struct {
		year, person int
		pub          int32
	}
	var entries []entry
	for i := range m.pubs {
		p := &m.pubs[i]
		// A title of fewer than minNearWords-1 words has fewer spaces;
		// counting them is cheaper than folding the title.
		if p.Year == 0 || len(p.Authors) == 0 || strings.Count(p.Title, " ") < minNearWords-2 {
			continue
		}
		entries = append(entries, entry{int(p.Year), int(p.Authors[0].Person), int32(i)})
	}
	slices.SortFunc(entries, func(a, b entry) int {
		return cmp.Or(cmp.Compare(a.year, b.year), cmp.Compare(a.person, b.person), cmp.Compare(a.pub, b.pub))
	})
	var block []int32
	var words [][]string
	for lo := 0; lo < len(entries); {
		hi := lo + 1
		for hi < len(entries) && entries[hi].year == entries[lo].year && entries[hi].person == entries[lo].person {
			hi++
		}
		if hi-lo >= 2 {
			block, words = block[:0], words[:0]
			for _, e := range entries[lo:hi] {
				block, words = append(block, e.pub), append(words, nil)
			}
			m.nearBlock(block, words)
		}
		lo = hi
	}
}

// smallNearBlock is the largest block compared pair by pair; larger
// blocks (a prolific author's year) go through the keys of nearKeys.
const smallNearBlock = 16

// nearBlock compares the publications of one year and first author;
// words, as long as block and all nil, receives their titles' words as
// they are needed.
func (m *pubMerger) nearBlock(block []int32, words [][]string) {
	if len(block) <= smallNearBlock {
		for y := 1; y < len(block); y++ {
			for x := range y {
				if closeTitles(m.pubs[block[x]].Title, m.pubs[block[y]].Title) {
					m.nearPair(block, words, x, y)
				}
			}
		}
		return
	}
	// A larger block: pairs that share a key of nearKeys, found by
	// sorting the keys.
	keyed := m.nearKeyBuf[:0]
	for y := range block {
		w := m.blockWords(block, words, y)
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
	pairs := m.nearPairBuf[:0]
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
					pairs = append(pairs, [2]int{keyed[i].at, keyed[j].at})
				}
			}
		}
		lo = hi
	}
	slices.SortFunc(pairs, func(a, b [2]int) int { return cmp.Or(cmp.Compare(a[1], b[1]), cmp.Compare(a[0], b[0])) })
	for _, p := range slices.Compact(pairs) {
		m.nearPair(block, words, p[0], p[1])
	}
	m.nearKeyBuf, m.nearPairBuf = keyed, pairs
}

// blockKeyed is a key of nearKeys of the title at a place of a block.
type blockKeyed struct {
	key uint64
	at  int
}

// maxKeyRun bounds the publications of a block that share a key and are
// compared pair by pair.
const maxKeyRun = 32

// blockWords returns the words of the title of block[k], computed once.
func (m *pubMerger) blockWords(block []int32, words [][]string, k int) []string {
	if words[k] == nil {
		words[k] = titleWords(m.pubs[block[k]].Title)
	}
	return words[k]
}

// nearPair merges the groups of block[x] and block[y] if nearMatch
// accepts them.
func (m *pubMerger) nearPair(block []int32, words [][]string, x, y int) {
	e, i := block[x], block[y]
	re, ri := m.find(e), m.find(i)
	if re == ri {
		return
	}
	wx, wy := m.blockWords(block, words, x), m.blockWords(block, words, y)
	if len(wx) < minNearWords-1 || len(wy) < minNearWords-1 {
		return
	}
	if reason, ok := m.nearMatch(e, i, re, ri, wx, wy); ok {
		m.union(re, ri, reason)
		if m.reworded == nil {
			m.reworded = make(map[int32]bool)
		}
		m.reworded[e], m.reworded[i] = true, true
	}
}

// nearMatch says whether publications a and b (in groups ra and rb),
// whose titles have the words wordsA and wordsB, are one paper, and why.
func (m *pubMerger) nearMatch(a, b, ra, rb int32, wordsA, wordsB []string) (string, bool) {
	if max(len(wordsA), len(wordsB)) < minNearWords {
		return "", false
	}
	wa, wb, ok := oneWordApart(wordsA, wordsB)
	if !ok || countingWord(wa) || countingWord(wb) {
		return "", false
	}
	if sourceFile(&m.pubs[a]) == sourceFile(&m.pubs[b]) {
		// One list naming two titles one word apart names two works
		// ("Dynamic batching for X", "Selective batching for X").
		return "", false
	}
	ga, gb := &m.groups[ra], &m.groups[rb]
	if ga.doi != "" && gb.doi != "" && ga.doi != gb.doi {
		return "", false
	}
	shared := sharedCount(ga.authors, gb.authors)
	fewest := min(len(ga.authors), len(gb.authors))
	if shared == 0 || shared*10 < fewest*8 || shared < min(2, fewest) {
		return "", false
	}
	what := fmt.Sprintf("%q dropped", cmp.Or(wa, wb))
	if wa != "" && wb != "" {
		what = fmt.Sprintf("%q for %q", wb, wa)
	}
	return fmt.Sprintf("title one word apart (%s), same year, %d shared authors", what, shared), true
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
