// Package ingest reads publication lists and co-authorship networks into
// the records of package pub: publications with their authors in byline order, advisor and
// mentor relations, education and employment, and network nodes and links.
//
// Every reader streams: it calls an Emit function once per record and
// reports a bad record as a warning (a *ParseError naming the file and
// line) instead of losing the rest of the file. Readers never resolve
// names; the graph package does that over all inputs together.
//
// A CV entry such as
//
//   - 2. **Gyeong-In Yu**, Joo Seong Jeong, Byung-Gon Chun. Orca: A Distributed
//     Serving System. *16th USENIX Symposium on Operating Systems Design and
//     Implementation (OSDI 2022)*, July 2022.
//
// becomes one Publication with Title "Orca: A Distributed Serving System",
// three Authors, Venue "OSDI", Year 2022 and Kind KindConference.
//
// The CV reader (ReadCV, and ReadLaTeX, ReadOrg, ReadRST and the HTML,
// PDF and Word readers that end in it) is the wing under ingest/cv: see
// package cv. This package keeps format detection, the structured
// readers (BibTeX, RIS, CSL, DBLP, data files, networks) and the
// documents that become text for the CV reader.
package ingest
