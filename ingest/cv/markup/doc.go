// Package markup is the first stage of the CV reader: it turns a CV's
// markup into lines of text with layout hints.
//
// It takes markdown, as written by hand or converted from HTML, LaTeX,
// Word, org, reStructuredText or PDF by the readers in package ingest
// (which mark what markdown cannot say with the private-use runes
// BoldOpen, ItemMark and the like), and gives one Line per logical line:
//
//	## Papers                      Line{Heading: 2, Text: "Papers"}
//	1. **Doe, J.** and Roe, M.     Line{Item: true, Number: 1, Text: "Doe, J. and Roe, M.",
//	   [A title](https://x.org).     Spans: [{0, 7, Bold}]}
//	                               Line{Indent: 3, Text: "A title.", Spans: [{0, 7, Link}], URLs: ["https://x.org"]}
//
// Each line keeps its source line number, indentation, heading level,
// list marker and number, the ranges that were bold, italic or a link,
// link targets, and whether it is a rule or ends in a hard break. Front
// matter, HTML comments and Liquid tags are dropped; the front matter's
// author and title are returned. A bracketed "(with A and B)" after a
// title is rewritten as a byline, its names read by package namelist.
//
// Markup says nothing here of what a line means: headings become
// sections, and lines entries, in the later stages of package cv.
package markup
