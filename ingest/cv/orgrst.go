package cv

import (
	"fmt"
	"io"

	"github.com/pubgraph/pubgraph/ingest/cv/convert"
	"github.com/pubgraph/pubgraph/pub"
)

// ReadOrg reads a CV or publication list written in org-mode.
//
// The document is turned into the markdown the CV reader reads, line by
// line: headlines ("* Publications", "** 2019") become headings, list
// items stay items, *bold* and _underline_ mark bold (the owner in a
// byline), /italic/ marks italic, =verbatim=, ~code~ and +strike+ keep
// their text, and [[url][text]] is a link. Settings (#+TITLE), comments
// ("# ..."), drawers and blocks other than quotes are skipped;
// "#+AUTHOR:" names the owner. A headline with no headlines under it
// whose property drawer holds keys other than org's own is a record,
// "** Title" with ":AUTHORS:", ":JOURNAL:", ":YEAR:": a list item of the
// section above it, its properties labelled lines under its title.
func ReadOrg(r io.Reader, name string, opt Options, emit pub.Emit) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("read %s: %w", name, err)
	}
	m := convert.Org(DecodeText(data))
	return ReadSource(m.Text(), name, opt, m.LineMap(), emit)
}

// ReadRST reads a CV or publication list written in reStructuredText.
//
// Section titles (a line underlined, and perhaps overlined, with a
// repeated punctuation character) become headings, bullet and enumerated
// lists ("-", "*", "1.", "#.", "(a)") items, **strong** bold, *emphasis*
// italic, “literals“ and interpreted text (:doi:`10.1/x` is
// "doi:10.1/x") their text, and `text <url>`_ a link. Comments and
// directives ("..") are skipped with their indented bodies; the
// ":Author:" field names the owner.
func ReadRST(r io.Reader, name string, opt Options, emit pub.Emit) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("read %s: %w", name, err)
	}
	m := convert.RST(DecodeText(data))
	return ReadSource(m.Text(), name, opt, m.LineMap(), emit)
}
