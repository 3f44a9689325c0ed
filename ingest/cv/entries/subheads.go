package entries

import (
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/ingest/cv/sections"
)

// Lettered sub-headings. A list divided into parts by letters, "A. Journal
// articles", "B. Abstracts", "C. Supervision", prints each part's name on
// a line of its own between the entries; the heading stage may take the
// first for the section's heading and leave the others as paragraphs. Such
// a line is a heading, not an entry or a part of one: read as one, its
// letter and word look like an initial and a surname ("C. Supervision")
// and make a byline or an editor of the lines under it. A part whose name
// is a section of its own that is no publication list (supervision,
// teaching) holds no publications.

// letteredGroups makes a group heading of each paragraph of one line
// that is a lettered sub-heading (letteredHead): one of two or more
// whose letters follow each other in the section, or one whose words
// name a section. A part named by the heading words as no publication
// list is marked skip.
func letteredGroups(blocks []cvBlock) []cvBlock {
	type cand struct {
		i      int
		letter byte
		text   string
	}
	var cs []cand
	for i, b := range blocks {
		if b.start != startPara || len(b.lines) != 1 || b.lines[0].Item {
			continue
		}
		if c, text, ok := letteredHead(b.lines[0].Text); ok {
			cs = append(cs, cand{i, c, text})
		}
	}
	for k, c := range cs {
		kind, _, named := sections.Classify(c.text, true)
		next := k+1 < len(cs) && cs[k+1].letter == c.letter+1 || k > 0 && cs[k-1].letter+1 == c.letter
		if !next && !named {
			continue
		}
		num := blocks[c.i].lines[0].Num
		blocks[c.i] = cvBlock{start: startGroup, head: num, skip: named && kind != sections.Publications}
	}
	return blocks
}

// letteredHead returns the letter and the words of s when s is a lettered
// sub-heading: one capital letter, a full stop or a closing bracket, and
// one to eight words that open with a capital, hold no digit and end in
// no full stop or comma ("B. Conference abstracts", "C) Supervision").
func letteredHead(s string) (byte, string, bool) {
	s = strings.TrimSpace(s)
	if len(s) < 4 || s[0] < 'A' || s[0] > 'Z' || s[1] != '.' && s[1] != ')' || s[2] != ' ' {
		return 0, "", false
	}
	text := strings.TrimSpace(s[3:])
	words := strings.Fields(text)
	if len(words) == 0 || len(words) > 8 || strings.HasSuffix(text, ".") || strings.HasSuffix(text, ",") {
		return 0, "", false
	}
	for i, r := range text {
		if i == 0 && !unicode.IsUpper(r) || unicode.IsDigit(r) || strings.ContainsRune("\"“”«»;", r) {
			return 0, "", false
		}
	}
	return s[0], text, true
}
