package graph

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"
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
	// folders names the folder the user named that document d was
	// found in, "" for a file named alone (see Builder.InputIn).
	folders []string
	// owners are the identities of owner records.
	owners []int32
	// ownerForms pair an owner record's identity with that of the
	// owner's name in another script the record gives
	// (pub.Person.OtherScript).
	ownerForms [][2]int32
	// formers are the former names owner records give, each with the
	// index of its record in owners.
	formers []formerName
	// bylines returns the byline identities of every publication, one
	// call per publication, with its title and year; nil when there are
	// none.
	bylines func(yield func(authors []int32, p listedPub) bool)
	// papers, filled by prepare, hold for identity i the publications
	// it authors: the co-authors' identities, the titles, and the
	// listings (see listingKey).
	coauthors map[int32][]int32
	titles    map[int32][]string
	listings  map[int32][]uint64
}

// listedPub is what resolution reads of a publication besides its
// byline.
type listedPub struct {
	title string
	year  int32
}

// docName returns the name of document d, "" for none.
func (s *scope) docName(d int32) string {
	if s == nil || d <= 0 || int(d) > len(s.docs) {
		return ""
	}
	return s.docs[d-1]
}

// folder returns the folder the user named that document d was found
// in, "" for none.
func (s *scope) folder(d int32) string {
	if s == nil || d <= 0 || int(d) > len(s.folders) {
		return ""
	}
	return s.folders[d-1]
}

// root returns the input document d came from.
func (s *scope) root(d int32) string {
	if s == nil || d <= 0 || int(d) > len(s.roots) {
		return ""
	}
	return s.roots[d-1]
}

// prepare gathers the co-authors, title keys and listings of the
// identities with need set, in one pass over the publications. shorts
// are the identities' surnames and first initials.
func (s *scope) prepare(need []bool, shorts []string) {
	s.coauthors, s.titles, s.listings = make(map[int32][]int32), make(map[int32][]string), make(map[int32][]uint64)
	if s.bylines == nil {
		return
	}
	for authors, p := range s.bylines {
		var key string
		var listed bool // the publication has a listing
		var l listing
		for k, a := range authors {
			if !need[a] {
				continue
			}
			if key == "" {
				key = TitleKey(p.title)
				if listed = key != "" && len(authors) >= 2; listed {
					l = listingOf(key, p.year, authors, shorts)
				}
			}
			if len(key) >= minTitleEvidence {
				s.titles[a] = append(s.titles[a], key)
			}
			if listed {
				s.listings[a] = append(s.listings[a], l.at(k))
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
	for a, ls := range s.listings {
		slices.Sort(ls)
		s.listings[a] = slices.Compact(ls)
	}
}

// A listing is one publication as a document lists it, seen from one
// place in its byline: its title key, its year, the surname and first
// initial of every author in order, and the place. Two documents that
// list a paper of two or more authors alike, whatever its title's
// length, list the same paper, and the names at one place of it are the
// same person ("A. Lovelace" and "Ada Lovelace"): the strongest evidence
// two documents have. Listings are kept as 64-bit FNV-1a hashes, not
// strings: a byline of thousands of names would otherwise be copied
// once for each of its authors. A listing is the hash of all but the
// place.
type listing uint64

// listingOf hashes a publication's title key, year and byline.
func listingOf(key string, year int32, authors []int32, shorts []string) listing {
	h := fnv.New64a()
	h.Write([]byte(key))
	fmt.Fprintf(h, "\x00%d", year)
	for _, a := range authors {
		h.Write([]byte{1})
		h.Write([]byte(shorts[a]))
	}
	return listing(h.Sum64())
}

// at returns the listing seen from place k of the byline.
func (l listing) at(k int) uint64 {
	h := fnv.New64a()
	var buf [16]byte
	binary.LittleEndian.PutUint64(buf[:8], uint64(l))
	binary.LittleEndian.PutUint64(buf[8:], uint64(k))
	h.Write(buf[:])
	return h.Sum64()
}

// minTitleEvidence is the shortest title key that counts as evidence
// that two bylines list one paper: shorter titles ("Introduction",
// "Preface") repeat across unrelated papers.
const minTitleEvidence = 16
