package graph

import (
	"slices"
)

// scope is what name resolution knows of where identities were read:
// the documents (see Builder.Input), their owners, and, for the
// identities resolution asks about, their publications, so that a join
// across documents can name its evidence.
type scope struct {
	// docs and roots name document d (from 1) as docs[d-1], and the
	// input it came from as roots[d-1].
	docs, roots []string
	// owners are the identities of owner records.
	owners []int32
	// bylines returns the byline identities of every publication, one
	// call per publication; nil when there are none.
	bylines func(yield func(authors []int32, title string) bool)
	// papers, filled by prepare, hold for identity i the publications
	// it authors: the co-authors' identities and the titles.
	coauthors map[int32][]int32
	titles    map[int32][]string
}

// docName returns the name of document d, "" for none.
func (s *scope) docName(d int32) string {
	if s == nil || d <= 0 || int(d) > len(s.docs) {
		return ""
	}
	return s.docs[d-1]
}

// root returns the input document d came from.
func (s *scope) root(d int32) string {
	if s == nil || d <= 0 || int(d) > len(s.roots) {
		return ""
	}
	return s.roots[d-1]
}

// prepare gathers the co-authors and title keys of the identities with
// need set, in one pass over the publications.
func (s *scope) prepare(need []bool) {
	s.coauthors, s.titles = make(map[int32][]int32), make(map[int32][]string)
	if s.bylines == nil {
		return
	}
	for authors, title := range s.bylines {
		var key string
		for _, a := range authors {
			if !need[a] {
				continue
			}
			if key == "" {
				key = TitleKey(title)
			}
			if len(key) >= minTitleEvidence {
				s.titles[a] = append(s.titles[a], key)
			}
			for _, c := range authors {
				if c != a {
					s.coauthors[a] = append(s.coauthors[a], c)
				}
			}
		}
	}
	for a, cs := range s.coauthors {
		slices.Sort(cs)
		s.coauthors[a] = slices.Compact(cs)
	}
	for a, ts := range s.titles {
		slices.Sort(ts)
		s.titles[a] = slices.Compact(ts)
	}
}

// minTitleEvidence is the shortest title key that counts as evidence
// that two bylines list one paper: shorter titles ("Introduction",
// "Preface") repeat across unrelated papers.
const minTitleEvidence = 16
