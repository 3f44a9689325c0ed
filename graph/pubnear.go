package graph

import (
	"cmp"
	"fmt"
	"hash/fnv"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/mozillazg/go-unidecode"
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
	return strings.FieldsFunc(strings.ToLower(unidecode.Unidecode(stripLinkLabels(title))), func(r rune) bool {
		return !('a' <= r && r <= 'z' || '0' <= r && r <= '9')
	})
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
// by year and first author, and within a block by the keys of nearKeys,
// so the work is linear in the number of publications.
func (m *pubMerger) nearTitles() {
	type blockKey struct {
		year   int
		person int
	}
	blocks := make(map[blockKey][]int32)
	var order []blockKey
	for i := range m.pubs {
		p := &m.pubs[i]
		if p.Year == 0 || len(p.Authors) == 0 {
			continue
		}
		k := blockKey{p.Year, p.Authors[0].Person}
		if blocks[k] == nil {
			order = append(order, k)
		}
		blocks[k] = append(blocks[k], int32(i))
	}
	for _, k := range order {
		block := blocks[k]
		if len(block) < 2 {
			continue
		}
		seen := make(map[uint64][]int32)
		for _, i := range block {
			words := titleWords(m.pubs[i].Title)
			if len(words) < minNearWords-1 {
				continue
			}
			keys := nearKeys(words)
			var cands []int32
			for _, key := range keys {
				cands = append(cands, seen[key]...)
			}
			slices.Sort(cands)
			for _, e := range slices.Compact(cands) {
				re, ri := m.find(e), m.find(i)
				if re == ri {
					continue
				}
				if reason, ok := m.nearMatch(e, i, re, ri); ok {
					m.union(re, ri, reason)
				}
			}
			for _, key := range keys {
				seen[key] = append(seen[key], i)
			}
		}
	}
}

// nearMatch says whether publications a and b (in groups ra and rb),
// whose titles may be one word apart, are one paper, and why.
func (m *pubMerger) nearMatch(a, b, ra, rb int32) (string, bool) {
	pa, pb := &m.pubs[a], &m.pubs[b]
	if sourceFile(pa) == sourceFile(pb) {
		// One list naming two titles one word apart names two works
		// ("Dynamic batching for X", "Selective batching for X").
		return "", false
	}
	wordsA, wordsB := titleWords(pa.Title), titleWords(pb.Title)
	if max(len(wordsA), len(wordsB)) < minNearWords {
		return "", false
	}
	wa, wb, ok := oneWordApart(wordsA, wordsB)
	if !ok || countingWord(wa) || countingWord(wb) {
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
	if len(members) < 2 {
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

// sourceFile returns the file of a publication's first source ("cv.md"
// of "cv.md:12:1").
func sourceFile(p *Publication) string {
	if len(p.Sources) == 0 {
		return ""
	}
	src := p.Sources[0]
	for range 2 {
		if i := strings.LastIndexByte(src, ':'); i > 0 && strings.Trim(src[i+1:], "0123456789") == "" {
			src = src[:i]
		}
	}
	return src
}
