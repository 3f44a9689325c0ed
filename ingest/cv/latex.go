package cv

import (
	"fmt"
	"io"

	"github.com/pubgraph/pubgraph/ingest/cv/convert"
	"github.com/pubgraph/pubgraph/ingest/internal/tex"
	"github.com/pubgraph/pubgraph/pub"
)

// ReadLaTeX reads a CV or publication list written in LaTeX.
//
// The document is turned into the markdown the CV reader reads, keeping
// each piece's source line:
//
//	\section{Publications}                  # Publications
//	\begin{enumerate}
//	  \item \textbf{Doe, J.}, Roe, R.       - **Doe, J.**, Roe, R. ...
//	\end{enumerate}
//	\entry{2019}{Doe, J.; Roe, R.}{Nature}{A title}
//	                                        - Doe, J.; Roe, R. “A title.” Nature, 2019.
//
// Sectioning commands (\section, \subsection, curve's rubric and
// subrubric, any command or environment whose name ends in "section" or
// "rubric") become headings; itemize, enumerate, description and
// thebibliography items become list items; entry macros of CV classes
// (moderncv \cventry, curve and friggeri \entry, custom macros) are
// recognised by having three or more brace arguments, and their arguments
// are put in reading order by what each looks like: byline, title, venue,
// date. \textbf, \underline, \emph and \textit are kept as marks, accents,
// "~", "\," and math sub- and superscripts are decoded as in BibTeX
// fields, and comments are dropped. \input and \include are not followed:
// each is reported through opt.Warn. Text that is not valid UTF-8 is read
// as Latin-1.
func ReadLaTeX(r io.Reader, name string, opt Options, emit pub.Emit) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("read %s: %w", name, err)
	}
	conv := convert.LaTeX(tex.ExpandMacros(DecodeText(data)))
	for _, inc := range conv.Includes {
		what := "that file"
		if inc.Cmd == "bibliography" || inc.Cmd == "addbibresource" {
			what = "the .bib file"
		}
		e := pub.Errorf(pub.Position{File: name, Line: inc.Line}, pub.ErrSyntax, "\\%s{%s} not followed: pass %s to pubgraph as well", inc.Cmd, inc.File, what)
		if err := opt.warn(e); err != nil {
			return err
		}
	}
	if conv.Unclosed > 0 {
		e := pub.Errorf(pub.Position{File: name, Line: conv.Unclosed}, pub.ErrSyntax, "a \"{\" here is never closed: the rest of the file is read as its text")
		if err := opt.warn(e); err != nil {
			return err
		}
	}
	return ReadSource(conv.Text(), name, opt, conv.LineMap(), emit)
}
