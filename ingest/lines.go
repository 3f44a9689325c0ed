package ingest

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// eachLine calls fn with each line of r, numbered from 1, its line ending
// and, on the first line, a byte-order mark taken off, as the tagged
// exports (RIS, MEDLINE) are read. It stops at the first error fn
// returns, and names the input in an error reading it.
func eachLine(r io.Reader, name string, fn func(no int, line string) error) error {
	br := bufio.NewReader(r)
	for no := 1; ; no++ {
		line, err := br.ReadString('\n')
		if line == "" && err != nil {
			if !errors.Is(err, io.EOF) {
				return fmt.Errorf("reading %s: %w", name, err)
			}
			return nil
		}
		if no == 1 {
			line = strings.TrimPrefix(line, "\uFEFF")
		}
		if e := fn(no, strings.TrimRight(line, "\r\n")); e != nil {
			return e
		}
		if err != nil {
			if !errors.Is(err, io.EOF) {
				return fmt.Errorf("reading %s: %w", name, err)
			}
			return nil
		}
	}
}
