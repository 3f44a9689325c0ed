package label

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// The labelled-data format of data/: one entry a line, its text with
// XML-like tags around labelled byte ranges, tags properly nested:
//
//	<author><b>Doe, J.</b> and Roe, K.</author> (<date>2021</date>). <title>A study</title>. <i><container>J. Stuff</container></i>, <locator>3</locator>.
//
// Field tags are the label names (author, title, container, ...). Mark tags
// are b, i, u, q, a, h and sup (bold, italic, underline, quoted, link,
// heading, superscript). Name data uses person, given, surname and suffix.
// "&lt;", "&gt;", "&amp;" and "&#N;" escape characters; a line starting
// with "#" is a comment, and an empty line is skipped.

// ErrTagged is returned (wrapped) for a malformed line of labelled data.
var ErrTagged = errors.New("malformed labelled line")

// Tagged is one line of labelled data: the plain text and its tags.
type Tagged struct {
	Text string
	Tags []Tag
}

// Tag names the byte range [Start, End) of a Tagged text.
type Tag struct {
	Name       string
	Start, End int
}

// markTags maps mark tag names to marks.
var markTags = map[string]Mark{"b": Bold, "i": Italic, "u": Underline, "q": Quoted, "a": Link, "h": Heading, "sup": Superscript}

// ParseTagged reads one line of labelled data. The error names the byte
// column of the problem.
func ParseTagged(line string) (Tagged, error) {
	var t Tagged
	var b strings.Builder
	type open struct {
		name  string
		start int
	}
	var stack []open
	for i := 0; i < len(line); {
		c := line[i]
		switch c {
		case '<':
			j := strings.IndexByte(line[i:], '>')
			if j < 0 {
				return t, fmt.Errorf("column %d: %w: unclosed '<'", i+1, ErrTagged)
			}
			name := line[i+1 : i+j]
			closing := strings.HasPrefix(name, "/")
			name = strings.TrimPrefix(name, "/")
			if !validTagName(name) {
				return t, fmt.Errorf("column %d: %w: bad tag name %q", i+1, ErrTagged, name)
			}
			if closing {
				if len(stack) == 0 || stack[len(stack)-1].name != name {
					return t, fmt.Errorf("column %d: %w: </%s> closes nothing open", i+1, ErrTagged, name)
				}
				o := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				t.Tags = append(t.Tags, Tag{Name: name, Start: o.start, End: b.Len()})
			} else {
				stack = append(stack, open{name, b.Len()})
			}
			i += j + 1
		case '>':
			return t, fmt.Errorf("column %d: %w: bare '>'", i+1, ErrTagged)
		case '&':
			j := strings.IndexByte(line[i:], ';')
			if j < 0 || j > 10 {
				return t, fmt.Errorf("column %d: %w: bad entity", i+1, ErrTagged)
			}
			ent := line[i+1 : i+j]
			switch {
			case ent == "lt":
				b.WriteByte('<')
			case ent == "gt":
				b.WriteByte('>')
			case ent == "amp":
				b.WriteByte('&')
			case strings.HasPrefix(ent, "#"):
				n, err := strconv.Atoi(ent[1:])
				if err != nil || n <= 0 || n > 0x10FFFF {
					return t, fmt.Errorf("column %d: %w: bad entity %q", i+1, ErrTagged, ent)
				}
				b.WriteRune(rune(n))
			default:
				return t, fmt.Errorf("column %d: %w: unknown entity %q", i+1, ErrTagged, ent)
			}
			i += j + 1
		default:
			b.WriteByte(c)
			i++
		}
	}
	if len(stack) > 0 {
		return t, fmt.Errorf("column %d: %w: <%s> not closed", len(line)+1, ErrTagged, stack[len(stack)-1].name)
	}
	t.Text = b.String()
	sort.SliceStable(t.Tags, func(i, j int) bool {
		a, c := t.Tags[i], t.Tags[j]
		if a.Start != c.Start {
			return a.Start < c.Start
		}
		return a.End > c.End
	})
	return t, nil
}

func validTagName(s string) bool {
	if s == "" || len(s) > 16 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '-' {
			return false
		}
	}
	return true
}

// String writes the line back in the labelled-data format. Tags must be
// nested (no two overlap unless one contains the other) and inside the text.
func (t Tagged) String() string {
	tags := append([]Tag(nil), t.Tags...)
	sort.SliceStable(tags, func(i, j int) bool {
		a, c := tags[i], tags[j]
		if a.Start != c.Start {
			return a.Start < c.Start
		}
		return a.End > c.End
	})
	var b strings.Builder
	var stack []Tag
	next := 0
	closeTo := func(pos int) {
		for len(stack) > 0 && stack[len(stack)-1].End <= pos {
			top := stack[len(stack)-1]
			writeEscaped(&b, t.Text, &next, top.End)
			b.WriteString("</" + top.Name + ">")
			stack = stack[:len(stack)-1]
		}
	}
	for _, tg := range tags {
		closeTo(tg.Start)
		writeEscaped(&b, t.Text, &next, tg.Start)
		b.WriteString("<" + tg.Name + ">")
		stack = append(stack, tg)
	}
	closeTo(len(t.Text))
	writeEscaped(&b, t.Text, &next, len(t.Text))
	return b.String()
}

func writeEscaped(b *strings.Builder, s string, next *int, to int) {
	for i := *next; i < to; i++ {
		switch c := s[i]; {
		case c == '<':
			b.WriteString("&lt;")
		case c == '>':
			b.WriteString("&gt;")
		case c == '&':
			b.WriteString("&amp;")
		case c == '#' && i == 0:
			b.WriteString("&#35;")
		case c == '\n' || c == '\r':
			b.WriteByte(' ')
		default:
			b.WriteByte(c)
		}
	}
	if to > *next {
		*next = to
	}
}

// ReadTagged reads labelled data, one Tagged a line, skipping comments and
// empty lines. A malformed line is an error naming its line number.
func ReadTagged(data string) ([]Tagged, error) {
	var out []Tagged
	for n, line := range strings.Split(data, "\n") {
		line = strings.TrimRight(line, "\r")
		if line == "" || line[0] == '#' {
			continue
		}
		t, err := ParseTagged(line)
		if err != nil {
			return out, fmt.Errorf("line %d: %w", n+1, err)
		}
		out = append(out, t)
	}
	return out, nil
}
