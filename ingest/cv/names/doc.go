// Package names is the last stage of the CV reader: it reads the people
// in a byline.
//
// It takes a line of text and an offset where an author list may start,
// and gives a Byline: the names as written, where each one lies in the
// text, the marks after each (*, †, affiliation digits), and whether the
// list leaves names out or ends a sentence.
//
//	b := names.Parse("Doe, J., Roe, M. Q., et al. (2020). A title.", 0, false)
//	// b.Names: ["Doe, J.", "Roe, M. Q."], b.Incomplete: true
//	names.GivenFirst(b.Names) // ["J. Doe", "M. Q. Roe"]
//
// It knows the ways citation styles write names (given names first,
// surname first with a comma, PubMed's "Doe JQ", capitalised surnames,
// particles such as "van de", hyphenated and lower-case initials, names
// joined by "and", "et", "und", "y" or "e", Han names parted by
// separators or bold edges). Implied and List read the co-authors of a
// byline that leaves the CV's owner out: "(with A, B and C)", "joint
// with A", "avec A et B".
//
// It knows nothing of entries, sections or records:
// package entries decides where a byline may start and turns
// a Byline into authors.
package names
