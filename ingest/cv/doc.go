// Package cv is the CV reader: it reads a CV or publication list in plain
// text, markdown, LaTeX, org-mode or reStructuredText (and, through
// package ingest, HTML, PDF and Word) into the records of package pub.
//
// It runs in stages, each stage but this one a package that knows nothing
// of records:
//
//	cv/convert   LaTeX, org-mode, reStructuredText, HTML → markdown, with source lines
//	cv/markup    markdown → lines with layout hints (heading, list item, bold, link)
//	cv/sections  lines → typed sections (publications, education, employment)
//	cv           a section's lines → one entry per reference (entries.go) →
//	             byline, title, venue and year (fields.go, forms.go, with the
//	             token labeller of package label in label.go); the owner
//	             (owner.go, profile.go), advisors, education and employment
//	             (profile.go)
//	cv/names     byline → the people in it, given names first
//
// Imports run one way and no circle closes: markup, the lines and marks
// every stage shares, imports no other stage (convert writes its marks,
// sections reads its lines); names imports no other stage; this package
// imports them all. Below them lie namelist (a plain list of names, as in
// "(with A and B)", and the particles of names), label, and the leaves of
// package ingest (venues, internal/quickre, internal/wordset).
package cv
