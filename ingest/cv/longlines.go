package cv

import (
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// MaxTextLine is the longest line the text readers (CVs, publication
// pages) read, in bytes. The longest real entry, a byline of a few
// thousand physicists, is a few hundred KB; a longer line is data that is
// not a CV (a dump of names on one line) and would cost memory in
// proportion to its length many times over.
const MaxTextLine = 1 << 20

// dropLongLines blanks each line of src longer than MaxTextLine, keeping
// the line numbering, and returns the numbers of the lines it blanked.
// Text without such a line is returned as it is.
func dropLongLines(src string) (string, []int) {
	if len(src) <= MaxTextLine {
		return src, nil
	}
	var dropped []int
	var b strings.Builder
	line, start := 1, 0
	for start <= len(src) {
		end := strings.IndexByte(src[start:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += start
		}
		if end-start > MaxTextLine {
			if dropped == nil {
				b.Grow(len(src))
				b.WriteString(src[:start])
			}
			dropped = append(dropped, line)
		} else if dropped != nil {
			b.WriteString(src[start:end])
		}
		if end < len(src) && dropped != nil {
			b.WriteByte('\n')
		}
		start, line = end+1, line+1
	}
	if dropped == nil {
		return src, nil
	}
	return b.String(), dropped
}

// warnLongLines drops the overlong lines of src with a warning for each.
func warnLongLines(src, name string, opt Options) (string, error) {
	src, dropped := dropLongLines(src)
	for _, n := range dropped {
		if err := opt.warn(pub.Errorf(pub.Position{File: name, Line: n}, pub.ErrSyntax, "line longer than %d MB: not a CV or publication entry; skipped", MaxTextLine>>20)); err != nil {
			return "", err
		}
	}
	return src, nil
}
