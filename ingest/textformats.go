package ingest

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv"
	"github.com/pubgraph/pubgraph/ingest/cv/convert"
	"github.com/pubgraph/pubgraph/ingest/cv/entries"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/pub"
)

// The CV reader is the wing under ingest/cv (package cv and its stages);
// these are its entry points for format detection and for the readers
// that turn a document into text for it (HTML, PDF, DOCX, front matter).

// ReadCV reads a CV or publication list in plain text or markdown (see
// cv.Read): the CV's owner, one Publication per entry of the publication
// sections, the owner's advisors and mentors as Relations, and education
// and employment entries as Affiliations, in input order.
func ReadCV(r io.Reader, name string, opt Options, emit pub.Emit) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("read %s: %w", name, err)
	}
	return readCVSource(decodeText(data), name, opt, nil, emit)
}

// ReadLaTeX reads a CV or publication list written in LaTeX (see
// cv.ReadLaTeX).
func ReadLaTeX(r io.Reader, name string, opt Options, emit pub.Emit) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	if bytes.Contains(data, []byte("filecontents")) {
		if conv := convert.LaTeX(decodeText(data)); len(conv.Bib) > 0 {
			return readLaTeXBib(data, conv, name, opt, emit)
		}
	}
	return readMarkupBest(bytes.NewReader(data), name, opt, emit, cv.ReadLaTeX, texLines, true)
}

// ReadOrg reads a CV or publication list written in org-mode (see
// cv.ReadOrg).
func ReadOrg(r io.Reader, name string, opt Options, emit pub.Emit) error {
	return readMarkupBest(r, name, opt, emit, cv.ReadOrg, nil, false)
}

// ReadRST reads a CV or publication list written in reStructuredText
// (see cv.ReadRST).
func ReadRST(r io.Reader, name string, opt Options, emit pub.Emit) error {
	return readMarkupBest(r, name, opt, emit, cv.ReadRST, nil, false)
}

// ReadWiki reads a CV or publication list written in MediaWiki wikitext
// (see convert.Wiki): its citation templates rendered as references,
// its lists and headings as markdown, then read by the CV reader.
func ReadWiki(r io.Reader, name string, opt Options, emit pub.Emit) error {
	return readMarkupBest(r, name, opt, emit, readWikiCV, nil, false)
}

func readWikiCV(r io.Reader, name string, opt cv.Options, emit pub.Emit) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	m := convert.Wiki(decodeText(data))
	return cv.ReadSource(m.Text(), name, opt, m.LineMap(), emit)
}

// cvOptions returns what the CV reader takes of o.
func (o Options) cvOptions() cv.Options {
	return cv.Options{Warn: o.Warn, Owner: o.Owner, Models: o.Models}
}

// labeller returns the field labeller o reads with.
func (o Options) labeller() *label.Model {
	if o.Models.Fields != nil {
		return o.Models.Fields
	}
	return label.Default()
}

// readCVSource reads src, a CV already decoded (see decodeText), as
// ReadCV does; lineMap is as for cv.ReadSource.
func readCVSource(src, name string, opt Options, lineMap []int, emit pub.Emit) error {
	opt.noteText(src)
	return cv.ReadSource(src, name, opt.cvOptions(), lineMap, emit)
}

// decodeText returns data as UTF-8 text, as the CV reader decodes it (see
// cv.DecodeText).
func decodeText(data []byte) string { return cv.DecodeText(data) }

// noBylineDoubt is the CV reader's doubt of a publication read without an
// author list.
const noBylineDoubt = entries.NoBylineDoubt

// FormatLaTeX, FormatRST, FormatOrg and FormatWiki are CVs and
// publication lists written in LaTeX, reStructuredText, org-mode and
// MediaWiki wikitext.
const (
	FormatLaTeX Format = "latex"
	FormatRST   Format = "rst"
	FormatOrg   Format = "org"
	FormatWiki  Format = "wiki"
	// FormatNotebook is a Jupyter notebook (.ipynb), whose markdown
	// cells hold the list.
	FormatNotebook Format = "notebook"
)

// The markup readers register here rather than in detect.go's table, so
// that the table stays one line per format its owners add.
func init() {
	Readers[FormatLaTeX] = ReadLaTeX
	Readers[FormatRST] = ReadRST
	Readers[FormatOrg] = ReadOrg
	Readers[FormatWiki] = ReadWiki
	Readers[FormatNotebook] = ReadNotebook
}

// ReadNotebook reads a CV or publication list kept in a Jupyter notebook
// (see cv.ReadNotebook).
func ReadNotebook(r io.Reader, name string, opt Options, emit pub.Emit) error {
	return cv.ReadNotebook(r, name, opt.cvOptions(), emit)
}

// looksNotebook reports whether the (lower-cased) head of a JSON file is
// a Jupyter notebook: it has cells (or nbformat 3's worksheets) and
// an "nbformat" version.
func looksNotebook(lower []byte) bool {
	s := string(lower)
	return strings.Contains(s, `"nbformat"`) && (strings.Contains(s, `"cells"`) || strings.Contains(s, `"worksheets"`)) ||
		strings.Contains(s, `"cell_type"`) && strings.Contains(s, `"cells"`)
}

// texMarkers are LaTeX constructs that a CV in another markup never has.
var texMarkers = []string{`\documentclass`, `\begin{document}`, `\begin{itemize}`, `\begin{enumerate}`, `\section{`, `\section*{`, `\cventry{`, `\begin{rubric}`, `\item `, `\textbf{`}

// looksLaTeX reports whether the (lower-cased) head of a file is LaTeX:
// it opens with a command or a comment, or holds two LaTeX constructs.
func looksLaTeX(lower []byte) bool {
	s := string(lower)
	if strings.HasPrefix(s, `\documentclass`) || strings.HasPrefix(s, `\begin{`) || strings.HasPrefix(s, `\section`) {
		return true
	}
	n := 0
	for _, m := range texMarkers {
		if strings.Contains(s, strings.ToLower(m)) {
			n++
		}
	}
	return n >= 2
}

// looksOrg reports whether the (lower-cased) head of a file is org-mode:
// it has "#+title:"-style settings or property drawers.
func looksOrg(lower []byte) bool {
	s := string(lower)
	return strings.HasPrefix(s, "#+") || strings.Contains(s, "\n#+title:") || strings.Contains(s, "\n#+author:") ||
		strings.Contains(s, "\n#+options:") || strings.Contains(s, "\n:properties:")
}

// looksRST reports whether the (lower-cased) head of a file is
// reStructuredText: it has directives or interpreted-text roles, which
// markdown never has.
func looksRST(lower []byte) bool {
	s := string(lower)
	n := 0
	for _, m := range []string{"\n.. ", ":doi:`", ":ref:`", ":cite:`", "`_", "\n~~~~", "\n^^^^", "\n****", "\n####"} {
		if strings.Contains(s, m) {
			n++
		}
	}
	return strings.HasPrefix(s, ".. ") || n >= 2
}

// looksWiki reports whether the (lower-cased) head of a file is MediaWiki
// wikitext: two of its marks that markdown and the other markups lack
// ("== Heading ==" lines, citation templates, triple-quote bold,
// categories, tables opened by "{|", magic words).
func looksWiki(lower []byte) bool {
	s := string(lower)
	n := 0
	for _, l := range strings.SplitN(s, "\n", 400) {
		if wikiHeadingLine(strings.TrimSpace(l)) {
			n++
			break
		}
	}
	for _, m := range []string{"{{cite ", "{{citation", "'''", "[[category:", "\n{|", "__toc__", "__notoc__", "<references"} {
		if strings.Contains(s, m) {
			n++
		}
	}
	return n >= 2
}

// wikiHeadingLine reports whether t is "== Title ==" (level 2 and
// deeper: a single "=" is too like other markups).
func wikiHeadingLine(t string) bool {
	n := len(t) - len(strings.TrimLeft(t, "="))
	if n < 2 || n > 6 || !strings.HasSuffix(t, strings.Repeat("=", n)) || len(t) <= 2*n {
		return false
	}
	title := strings.TrimSpace(t[n : len(t)-n])
	return title != "" && !strings.ContainsRune(title, '=')
}
