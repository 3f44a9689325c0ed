package ingest

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// ReadNodeNames reads a names file that maps the node ids of a network to
// people's names, one "id name" pair a line, for Options.Names:
//
//	2437 A, A
//	0 "RADZIHOVSKY, L"
//
// The name is the rest of the line after the id and its separating spaces
// or tabs, with one pair of surrounding double quotes removed. Blank lines
// and lines starting with '#' or '%' are skipped. A line with an id and no
// name, or an id named twice with different names, is an error: a *ParseError
// wrapping ErrSyntax with the file and line. An input with no pairs is an
// error wrapping ErrEmpty.
func ReadNodeNames(r io.Reader, name string) (map[string]string, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	if err := netSniff(br, name); err != nil {
		return nil, err
	}
	names := make(map[string]string)
	in := netLines{br: br}
	for {
		line, ok, err := in.next()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if !ok {
			break
		}
		s0, e0 := netField(line, 0)
		if s0 == e0 || line[s0] == '#' || line[s0] == '%' {
			continue
		}
		pos := pub.Position{File: name, Line: in.line}
		rest := bytes.TrimFunc(line[e0:], func(r rune) bool { return r < 0x80 && netSpace(byte(r)) })
		if len(rest) >= 2 && rest[0] == '"' && rest[len(rest)-1] == '"' {
			rest = bytes.TrimSpace(rest[1 : len(rest)-1])
		}
		if len(rest) == 0 {
			return nil, netWarning(pos, line, e0, "node %s has no name", line[s0:e0])
		}
		id, person := string(line[s0:e0]), strings.ToValidUTF8(string(rest), "\uFFFD")
		if old, dup := names[id]; dup && old != person {
			return nil, netWarning(pos, line, s0, "node %s named twice: %q and %q", id, old, person)
		}
		names[id] = person
	}
	if len(names) == 0 {
		return nil, pub.Errorf(pub.Position{File: name}, pub.ErrEmpty, "no node names found")
	}
	return names, nil
}
