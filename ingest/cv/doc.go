// Package cv is the CV reader: it reads a CV or publication list in plain
// text, markdown, LaTeX, org-mode or reStructuredText (and, through
// package ingest, HTML, PDF and Word) into the records of package pub.
//
// It runs in stages, each a package under ingest/cv; only entries,
// profile and this package know of records:
//
//	cv/convert   LaTeX, org-mode, reStructuredText, HTML → markdown, with source lines
//	cv/markup    markdown → lines with layout hints (heading, list item, bold, link)
//	cv/sections  lines → typed sections (publications, education, employment)
//	cv/doc       the lines, each in its section, with the file's positions and warnings
//	cv/entries   a publication section's lines → one entry per reference →
//	             byline, title, venue, year and kind (with the token labeller
//	             of package label) → publications
//	cv/names     a byline → the people in it, given names first (for entries
//	             and profile)
//	cv/profile   the CV's owner (front matter, header, bylines); the owner's
//	             advisors, education and employment
//	cv           Read: the stages in order, and the records in input order
//
// Imports run one way, down the table, and no circle closes: markup, the
// lines and marks the stages share, imports no other stage (convert writes
// its marks, sections and doc read its lines); names imports no other
// stage; entries imports doc, sections, markup and names; profile imports
// entries for what it found; this package imports them all. Below them lie
// namelist (a plain list of names, as in "(with A and B)", and the
// particles of names), internal/scan (the byte classes and case folding
// the hand-written scanners share), label, and the leaves of package
// ingest (venues, internal/quickre, internal/wordset).
package cv
