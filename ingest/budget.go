package ingest

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// ErrOverBudget marks an input that would cost more than its Budget allows:
// a compressed file that inflates too far, a CV with more text than any CV
// has, a PDF page with more characters than a page holds. The caller names
// the file in a warning and reads the others.
var ErrOverBudget = errors.New("over budget")

// Budget bounds what one input may cost to read, so that a hostile or
// broken file (a gzip bomb, a PDF with megabytes of text) is refused in
// seconds instead of exhausting memory, and the other inputs are still
// read. The zero value of a field means its default. Every reader gets
// its bounds from here.
//
// Nesting depth and entity expansion need no field: JSON and YAML are
// decoded with a depth limit of 10,000 (encoding/json, yaml.v3, which also
// bounds alias expansion), the XML, GML and BibTeX readers keep no stack
// of their own, and the DBLP reader expands only the fixed entities of
// dblp.dtd, never ones an input declares.
type Budget struct {
	// InputBytes bounds the bytes of one input after decompression
	// (DefaultInputBytes) for the formats read whole (BibTeX, JSON, YAML,
	// WoS, Scopus, PDF, Word); formats read as a stream (DBLP XML, RIS,
	// networks) may have StreamFactor times as many, enough for all of
	// dblp.xml.
	InputBytes int64
	// Ratio bounds how many times its compressed size a compressed input
	// may inflate to, beyond its first RatioFloor bytes
	// (DefaultRatio): text compresses 3 to 10 times, a gzip bomb 1000.
	Ratio int64
	// TextBytes bounds the text the CV reader reads from one file: a
	// text, markdown or HTML CV, or the text of a Word file
	// (DefaultTextBytes). A long CV has 200 KB.
	TextBytes int64
	// PDFChars bounds the characters of one PDF (DefaultPDFChars), and
	// PageChars those of one page (DefaultPageChars); a dense page holds
	// 10,000.
	PDFChars, PageChars int
}

// The default budgets; see Budget.
const (
	DefaultInputBytes = 1 << 30
	StreamFactor      = 16
	DefaultRatio      = 32
	RatioFloor        = 16 << 20
	DefaultTextBytes  = 2 << 20
	DefaultPDFChars   = 1_000_000
	DefaultPageChars  = 200_000
)

// withDefaults returns b with every unset field at its default.
func (b Budget) withDefaults() Budget {
	if b.InputBytes <= 0 {
		b.InputBytes = DefaultInputBytes
	}
	if b.Ratio <= 0 {
		b.Ratio = DefaultRatio
	}
	if b.TextBytes <= 0 {
		b.TextBytes = DefaultTextBytes
	}
	if b.PDFChars <= 0 {
		b.PDFChars = DefaultPDFChars
	}
	if b.PageChars <= 0 {
		b.PageChars = DefaultPageChars
	}
	return b
}

// overBudget returns the error for an input over one of its bounds; what
// says which, and how to raise it.
func overBudget(name, what string) error {
	return &pub.ParseError{Pos: pub.Position{File: name}, Msg: "over budget: " + what, Err: ErrOverBudget}
}

// limitReader fails with an ErrOverBudget error naming the file once more
// than limit bytes were read from r, or, when compressed is set, once the
// bytes read exceed ratio times *compressed (plus RatioFloor).
type limitReader struct {
	r          io.Reader
	name       string
	n, limit   int64
	compressed *int64
	ratio      int64
	flag       string
}

func (l *limitReader) Read(p []byte) (int, error) {
	k, err := l.r.Read(p)
	l.n += int64(k)
	if l.n > l.limit {
		return k, overBudget(l.name, fmt.Sprintf("more than %s to read (raise it with %s)", FormatBytes(l.limit), l.flag))
	}
	if l.compressed != nil && l.n > RatioFloor && l.n > l.ratio*(*l.compressed) {
		return k, overBudget(l.name, fmt.Sprintf("inflates to more than %d times its compressed size (a decompression bomb?); if it is not one, unpack it and name the file itself", l.ratio))
	}
	return k, err
}

// countBytes counts the bytes read through it into *n.
type countBytes struct {
	r io.Reader
	n *int64
}

func (c countBytes) Read(p []byte) (int, error) {
	k, err := c.r.Read(p)
	*c.n += int64(k)
	return k, err
}

// FormatBytes writes a byte count the way ParseBytes reads it: "16GiB",
// "4MiB", "1500B".
func FormatBytes(n int64) string {
	for _, u := range []struct {
		suffix string
		size   int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if n >= u.size && n%u.size == 0 {
			return strconv.FormatInt(n/u.size, 10) + u.suffix
		}
	}
	if n >= 1<<20 {
		return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64) + "MiB"
	}
	return strconv.FormatInt(n, 10) + "B"
}

// ParseBytes reads a byte count for a flag: a whole number with an
// optional unit, K, M, G or T (powers of 1024; "KiB", "KB", "k" alike).
// It accepts from 1 byte to 1 PiB.
func ParseBytes(s string) (int64, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	t = strings.TrimSuffix(strings.TrimSuffix(t, "B"), "I")
	mult := int64(1)
	if t != "" {
		switch t[len(t)-1] {
		case 'K':
			mult = 1 << 10
		case 'M':
			mult = 1 << 20
		case 'G':
			mult = 1 << 30
		case 'T':
			mult = 1 << 40
		}
		if mult > 1 {
			t = strings.TrimSpace(t[:len(t)-1])
		}
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n <= 0 || n > (1<<50)/mult {
		return 0, fmt.Errorf("%q is not a size from 1 byte to 1PiB (such as 512M or 16G)", s)
	}
	return n * mult, nil
}

// readLimit returns the bound on the bytes the reader of format reads
// from one input, and the flag that raises it: TextBytes for the CV
// readers (an HTML page carries its markup too), InputBytes for the
// formats read whole, and StreamFactor times InputBytes for those read as
// a stream, which need not hold the file in memory (dblp.xml is 5 GB).
func readLimit(format Format, b Budget) (int64, string) {
	b = b.withDefaults()
	switch format {
	case FormatCV, FormatLaTeX, FormatOrg, FormatRST, FormatWiki, FormatNotebook:
		return b.TextBytes, "--max-text-bytes"
	case FormatHTML:
		return 4 * b.TextBytes, "--max-text-bytes"
	case FormatDBLP, FormatRIS, FormatMEDLINE, FormatEndNoteXML, FormatEdgeList, FormatGML, FormatPajek:
		return StreamFactor * b.InputBytes, "--max-input-bytes"
	}
	return b.InputBytes, "--max-input-bytes"
}
