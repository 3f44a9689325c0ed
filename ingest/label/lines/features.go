package lines

import "strconv"

// Feature ids are FNV-1a hashes of a template name and its value, folded
// into a table of 1<<featBits rows.
const featBits = 16

const (
	fnvOffset = 2166136261
	fnvPrime  = 16777619
)

func hashString(h uint32, s string) uint32 {
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * fnvPrime
	}
	return h
}

// feat is the id of template t with value v.
func feat(t, v string) uint32 {
	return hashString(hashString(fnvOffset, t), "\x00"+v) & (1<<featBits - 1)
}

func tf(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

// shareBucket folds a percentage into none, some, half, most.
func shareBucket(p uint8) string {
	switch {
	case p == 0:
		return "0"
	case p < 34:
		return "s"
	case p < 67:
		return "h"
	}
	return "m"
}

func lenBucket(n int) string {
	switch {
	case n < 15:
		return "xs"
	case n < 40:
		return "s"
	case n < 80:
		return "m"
	case n < 140:
		return "l"
	}
	return "xl"
}

// cmpInt returns "<", "=" or ">".
func cmpInt(a, b int) string {
	switch {
	case a < b:
		return "<"
	case a > b:
		return ">"
	}
	return "="
}

// features returns the feature ids of every line of seq.
func features(seq []Line) [][]uint32 {
	minIndent := -1
	for _, l := range seq {
		if minIndent < 0 || l.Indent < minIndent {
			minIndent = l.Indent
		}
	}
	out := make([][]uint32, len(seq))
	lastNumber := 0
	for i, l := range seq {
		var prev, next Line
		first, last := i == 0, i == len(seq)-1
		if !first {
			prev = seq[i-1]
		}
		if !last {
			next = seq[i+1]
		}
		numSeq := l.Number > 0 && l.Number == lastNumber+1
		if l.Number > 0 {
			lastNumber = l.Number
		}
		blankAfter := last || next.BlankBefore
		prevShort := !first && prev.Runes*10 < l.Runes*6
		shares := shareBucket(l.Share[0]) + shareBucket(l.Share[1]) + shareBucket(l.Share[2]) + shareBucket(l.Share[3])
		f := []uint32{
			feat("bias", ""),
			feat("rule", tf(l.Rule)+tf(l.RuleIn)),
			feat("rule.prev", tf(first)+tf(prev.Rule)),
			feat("rule.next", tf(last)+tf(next.Rule)),
			feat("item", tf(l.Item)),
			feat("num", tf(l.Number > 0)+tf(numSeq)),
			feat("head", strconv.Itoa(min(l.Heading, 3))),
			feat("indent.prev", tf(first)+cmpInt(l.Indent, prev.Indent)),
			feat("indent.next", tf(last)+cmpInt(l.Indent, next.Indent)),
			feat("indent.min", tf(l.Indent > minIndent)),
			feat("blank", tf(l.BlankBefore)+tf(blankAfter)),
			feat("hard.prev", tf(prev.Hard)),
			feat("bold", tf(l.BoldLead)+tf(prev.BoldLead)),
			feat("ital", tf(l.Italic)),
			feat("link", tf(l.Link)),
			feat("len", lenBucket(l.Runes)),
			feat("len.prevshort", tf(prevShort)),
			feat("first", l.First),
			feat("last", string(rune(l.Last))),
			feat("prevlast.first", string(rune(prev.Last))+l.First),
			feat("year", tf(l.Year)),
			feat("shares", shares),
			feat("a.share", shareBucket(l.Share[0])),
			feat("t.share", shareBucket(l.Share[1])),
			feat("c.share", shareBucket(l.Share[2])),
			feat("ff", strconv.Itoa(int(l.FirstField))),
			feat("ff.prevlast", strconv.Itoa(int(l.FirstField))+string(rune(prev.Last))),
			feat("rule.blank", tf(l.Rule)+tf(l.BlankBefore)+tf(l.Item)),
			feat("rule.prevlast", tf(l.Rule)+string(rune(prev.Last))),
			feat("rule.ff", tf(l.Rule)+strconv.Itoa(int(l.FirstField))),
			feat("rule.indent", tf(l.Rule)+cmpInt(l.Indent, prev.Indent)),
			feat("item.indent", tf(l.Item)+cmpInt(l.Indent, prev.Indent)),
			feat("first.blank", l.First+tf(l.BlankBefore)),
			feat("prev.shares", shareBucket(prev.Share[0])+shareBucket(prev.Share[1])+"|"+shareBucket(l.Share[0])+shareBucket(l.Share[1])),
			feat("year.len", tf(l.Year)+lenBucket(l.Runes)+tf(l.Heading > 0)),
		}
		out[i] = append(f, tableFeatures(seq, i)...)
	}
	return out
}

// tableFeatures are the features of line i of seq that tell the records
// of a table pasted as text: tabbed columns, the numbers that end a line
// (a count and a year whose tabs were lost), with the field labeller's
// label of the line's first word: a title line that ends in the table's
// cells opens a record, a venue line that does continues one.
func tableFeatures(seq []Line, i int) []uint32 {
	var prev, next Line
	l, n := seq[i], len(seq)
	if i > 0 {
		prev = seq[i-1]
	}
	if i+1 < n {
		next = seq[i+1]
	}
	ff := strconv.Itoa(int(l.FirstField))
	return []uint32{
		feat("tab", tf(l.Tab)+tf(prev.Tab)+tf(next.Tab)),
		feat("nums", strconv.Itoa(int(l.Nums))+strconv.Itoa(int(prev.Nums))),
		feat("nums.ff", strconv.Itoa(int(l.Nums))+ff),
	}
}
