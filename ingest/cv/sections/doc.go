// Package sections is the second stage of the CV reader: it splits a
// CV's lines into typed sections.
//
// It takes the lines of package markup and gives each its section: the
// text before the first heading, then one Section per heading, of kind
// Publications, Education, Employment or Other.
//
//	Jane Doe                       section 0 (None; Publications when no heading names them)
//	## EDUCATION                   section 1, Education
//	PhD, Some University, 2020
//	**Journal Articles**           section 2, Publications, PubKind "journal"
//	1. Doe, J. A title. 2019.
//	Teaching                       section 3, Other: a strong section word alone on its line
//
// A heading is a line marked as one (markdown #, a line all in bold, ALL
// CAPS) made of section words ("Selected Peer-Reviewed Publications"),
// or an unmarked line that holds a strong one ("Publications",
// "Education"); words broken apart by a PDF conversion ("Rese arch
// Interests") still count. A publication section's heading may name
// the kind of its entries ("Patents", "Conference Papers").
//
// A list item all in bold that the words name ("• Patents", as PDF
// converters bullet subheadings) heads a section when the heading
// detector (package heading) takes it for a heading rather than a bold
// title.
//
// A short line inside a section that the heading detector takes for a
// heading, though the word rules do not ("Encyclopedia Pieces" set in
// bold among teaching), is a Sub; it heads a section when the section
// model reads, under it, publications where the part of the section
// before it lists something else, or the reverse (subheads.go).
//
// Headings are found by their words (model.WordRule), and a markdown
// heading of the outermost level the headings so far were at ends a
// section with lines outside publications whatever its words, so a
// bold subsection does not swallow the unknown top-level ones after it;
// with
// UseHeadingDetector on, a line the trained heading detector (package
// heading) is sure of starts a section too, whatever its words. In a
// plain text (no markup heading, no line all in bold) where the word
// rules find no heading at all, the plain lines alone the detector is
// sure of (heading.Plain) head sections, whatever the setting: a CV
// pasted or exported as text with headings in words the rules do not
// know ("Apresentações de trabalho") is otherwise one list, its talks
// and supervisions read as papers (plainheads.go). What a
// section
// lists is decided by the trained section model (package model) from
// its heading, the heading above it and a summary of its lines, so a
// section of talks or teaching under a publication-sounding heading
// ("Workshops", "Supervised Theses") is not read as papers, and one
// under a heading in another language is.
//
// Sections know nothing of entries: package entries reads the entries of
// the publication sections, package profile the affiliations of the others.
package sections
