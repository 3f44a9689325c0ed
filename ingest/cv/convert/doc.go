// Package convert is the step before package markup in the CV reader: it
// turns a CV written in LaTeX, org-mode, reStructuredText or HTML into
// the markdown that markup.Parse reads, keeping each line's source line
// (and for HTML the column of its first word).
//
//	\section{Publications}                  # Publications
//	\begin{enumerate}
//	  \item \textbf{Doe, J.}, Roe, R.       - **Doe, J.**, Roe, R. ...
//	\end{enumerate}
//	\entry{2019}{Doe, J.; Roe, R.}{Nature}{A title}
//	                                        - Doe, J.; Roe, R. “A title.” Nature, 2019.
//
// LaTeX sectioning commands, org headlines, reStructuredText titles and
// HTML headings become headings; list environments and list items become items; entry
// macros of CV classes (moderncv \cventry, curve and friggeri \entry) are
// put in reading order by what each argument looks like; an HTML page
// loses its scripts, menus and hidden elements, and its table rows
// become paragraphs; bold, italics
// and links become markdown or the private-use runes of package markup.
// What a conversion leaves out (a LaTeX \input, a brace never closed) is
// returned for the reader in package cv to warn of.
package convert
