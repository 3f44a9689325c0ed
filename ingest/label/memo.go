package label

import (
	"encoding/binary"
	"sync"
)

// The labelling handed from an entry to its line. The CV reader labels
// an entry of one line as an entry, and then again as a line, when the
// line model (package lines) summarises every line of its section with
// ParseLabels: the same text with the same marks. A Model keeps the
// labellings Parse made last, by their exact text and spans, and the
// first ParseLabels of the same text and spans takes one instead of
// labelling again: the same labels, since the same code made them.
//
// A labelling is taken only by ParseLabels, and as many times as Parse
// made it, so that Parse always labels and each labelling saves one:
// an entry read again, as a benchmark or a second reading of a document
// does, costs what it cost the first time, and a list that repeats an
// entry saves no more than one that does not.

// memoKey is an entry's text and its spans, encoded.
type memoKey struct {
	text, spans string
}

// memoEntry is a labelling: the tokens and their labels, and how many
// times Parse made it less the times it was taken.
type memoEntry struct {
	toks   []Token
	labels []Label
	count  int
}

// memoTokens is how many tokens of labellings a memo generation holds.
// A section of a thousand entries fits in one; two generations take a
// few MB.
const memoTokens = 1 << 16

// memo holds labellings in two generations: a lookup sees both, a new
// labelling goes into the newer, and when the newer holds limit tokens it
// becomes the older and the older is dropped. So it holds at most about
// twice limit tokens however long the document, and a labelling is kept
// for at least limit tokens of further labelling. The zero memo is
// ready to use, with limit memoTokens.
type memo struct {
	mu       sync.Mutex
	cur, old map[memoKey]*memoEntry
	tokens   int // in cur
	limit    int // 0: memoTokens
}

// spanKey encodes spans for a memoKey.
func spanKey(spans []Span) string {
	if len(spans) == 0 {
		return ""
	}
	b := make([]byte, 0, 8*len(spans))
	for _, s := range spans {
		b = binary.AppendVarint(b, int64(s.Start))
		b = binary.AppendVarint(b, int64(s.End))
		b = binary.AppendUvarint(b, uint64(s.Marks))
	}
	return string(b)
}

// take returns the labelling under k without its confidences, when
// there is one, and counts it taken.
func (m *memo) take(k memoKey) (Entry, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	gen := m.cur
	me := gen[k]
	if me == nil {
		gen = m.old
		me = gen[k]
	}
	if me == nil {
		return Entry{}, false
	}
	if me.count--; me.count == 0 {
		delete(gen, k)
	}
	return Entry{Text: k.text, Tokens: append([]Token(nil), me.toks...), Labels: append([]Label(nil), me.labels...)}, true
}

// put keeps e's labelling under k, or counts it kept again.
func (m *memo) put(k memoKey, e Entry) {
	limit := m.limit
	if limit == 0 {
		limit = memoTokens
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if me := m.cur[k]; me != nil {
		me.count++
		return
	}
	if m.cur == nil || m.tokens >= limit {
		m.old, m.cur, m.tokens = m.cur, make(map[memoKey]*memoEntry), 0
	}
	m.cur[k] = &memoEntry{toks: append([]Token(nil), e.Tokens...), labels: append([]Label(nil), e.Labels...), count: 1}
	m.tokens += len(e.Tokens)
}
