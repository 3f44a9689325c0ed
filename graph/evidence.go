package graph

import (
	"cmp"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"github.com/pubgraph/pubgraph/internal/norm"
)

// nearMiss is a pair of identities whose names are compatible but that
// resolution left apart for want of evidence: a close call for a person
// to confirm (name-candidates.csv).
type nearMiss struct {
	a, b   int32
	reason string
}

// maxCrossBlock bounds the identities of one surname+initial block that
// crossDocs compares pairwise; larger blocks (a common name across a
// bibliography of millions) join across documents by identifiers only.
const maxCrossBlock = 400

// maxNear caps the close calls kept for review.
const maxNear = 4 * maxCandidates

// ownerCompatible reports whether byline name p may be owner o within
// o's document: the same surname and given names that agree, allowing
// initials, missing middle names and a first name that is a short form
// of the other ("Ben" and "Benjamin T."). A compound surname written
// whole ("García-López") matches an owner named with both words.
func ownerCompatible(o, p *parsedName) bool {
	if len(o.given) == 0 || len(p.given) == 0 {
		return false
	}
	if o.generation != p.generation && o.generation != "" && p.generation != "" {
		return false
	}
	if o.surname == p.surname {
		return givenCompatible(o.given, p.given) || shortFormCompatible(o.given, p.given)
	}
	// "Ana García López" and "A. García-López".
	if n := len(o.given); n >= 2 && !o.given[n-1].abbr && o.given[n-1].text+o.surname == p.surname {
		return givenCompatible(o.given[:n-1], p.given) || shortFormCompatible(o.given[:n-1], p.given)
	}
	return false
}

// shortFormCompatible reports whether two given-name lists agree but for
// a first name that begins the other's, both written out and at least
// three letters long ("Ben", "Benjamin").
func shortFormCompatible(a, b []nameToken) bool {
	x, y := a[0], b[0]
	if x.abbr || y.abbr || len(x.text) < 3 || len(y.text) < 3 ||
		!(strings.HasPrefix(x.text, y.text) || strings.HasPrefix(y.text, x.text)) {
		return false
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	return embeds(a[1:], b[1:])
}

// owners joins, in each document with a known owner, every name
// compatible with the owner's (ownerCompatible) to the owner: within a
// CV, "B. T. Skinner" and "Skinner, Benjamin" are its owner. A document
// without an owner of its own takes the owner of its input when that
// input has one owner name (the papers of a site folder, its owner in
// its config). A name compatible with two different owners of one
// document joins neither.
//
// The bylines of a document speak for its owner too (dominantAuthors):
// when the owner record's name matches none of them but the name on
// most of them has the owner's surname, that name is how the bylines
// write the owner; and a document with no owner at all whose bylines
// mostly hold one name is that person's list, an owner the resolution
// reports as inferred.
func (r *resolver) owners(shorts []string, counts []int) {
	sc := r.sc
	if sc == nil {
		return
	}
	o := r.ownerRecords()
	r.joinFolderOwners(o.byDoc, o.rootKeys, o.rootOwner)
	known := func(d int32) bool { return len(o.of(d)) > 0 }
	doms, pubs := r.dominantAuthors(shorts, counts, known, o.isOwner)
	// Documents in order: the joins below are logged in merges.csv in
	// the order they are made, and same data must give the same bytes.
	for _, d := range slices.Sorted(maps.Keys(pubs)) {
		n := pubs[d]
		if _, ok := doms[d]; !ok && len(o.of(d)) == 0 && n >= minInferPubs && n <= maxOwnerPubs {
			r.ownerNotes = append(r.ownerNotes, fmt.Sprintf("%s: no owner found: no owner record, and no one name on most of its %d bylines (--owner NAME names one)", sc.docName(d), n))
		}
	}
	for _, d := range slices.Sorted(maps.Keys(doms)) {
		r.adoptDominant(o, d, doms[d], pubs[d])
	}
	if len(o.byDoc) == 0 {
		return
	}
	for i := range r.ids {
		r.joinToOwner(o, int32(i))
	}
}

// docOwners are the owners of the documents of a resolution.
type docOwners struct {
	sc      *scope
	byDoc   map[int32][]owner // a document's own owner records
	isOwner map[int32]bool
	// rootKeys are the owner name keys of each input, rootOwner one
	// owner of each.
	rootKeys  map[string][]string
	rootOwner map[string]owner
	// former are the owners of each document under their former
	// names (formerOwners).
	former map[int32][]owner
}

// of returns the owners of document d: its own, else the one owner of
// its input, if its input has one.
func (o *docOwners) of(d int32) []owner {
	if os, ok := o.byDoc[d]; ok {
		return os
	}
	if root := o.sc.root(d); root != "" && len(o.rootKeys[root]) == 1 {
		return []owner{o.rootOwner[root]}
	}
	return nil
}

// ownerRecords gathers the owner records of the scope with a name
// that has given names, by document and by input.
func (r *resolver) ownerRecords() *docOwners {
	sc := r.sc
	o := &docOwners{
		sc:        sc,
		byDoc:     make(map[int32][]owner),
		isOwner:   make(map[int32]bool),
		rootKeys:  make(map[string][]string),
		rootOwner: make(map[string]owner),
		former:    r.formerOwners(),
	}
	for _, id := range sc.owners {
		if o.isOwner[id] || r.ids[id].Local != "" {
			continue
		}
		o.isOwner[id] = true
		p := parseName(r.ids[id].Name)
		if p.key == "" || len(p.given) == 0 {
			continue
		}
		d := r.ids[id].doc
		o.byDoc[d] = append(o.byDoc[d], r.newOwner(id, p))
		root := sc.root(d)
		if !slices.Contains(o.rootKeys[root], p.key) {
			o.rootKeys[root] = append(o.rootKeys[root], p.key)
			o.rootOwner[root] = r.newOwner(id, p)
		}
	}
	return o
}

// adoptDominant makes dm, the name on most bylines of document d (of
// pubs), the document's owner: an inferred owner when d has none, else
// the form of its one owner that the bylines write, joined to the owner
// record, when the record's name is incompatible with it only in its
// given names or is cut short.
func (r *resolver) adoptDominant(o *docOwners, d int32, dm dominant, pubs int) {
	sc := r.sc
	dom := dm.id
	dp := parseName(r.ids[dom].Name)
	os := o.of(d)
	if len(os) == 0 {
		o.byDoc[d] = []owner{r.newOwner(dom, dp)}
		o.isOwner[dom] = true
		r.inferred = append(r.inferred, dom)
		r.ownerNotes = append(r.ownerNotes, fmt.Sprintf("%s: owner read from the bylines: %s, on %d of %d", sc.docName(d), r.ids[dom].Name, dm.on, pubs))
		return
	}
	if len(os) != 1 || ownerCompatible(&os[0].name, &dp) {
		return
	}
	if on := &os[0].name; on.surname != dp.surname {
		cut := cutGiven(on, r.ids[os[0].id].Name)
		if cut == nil || !givenCompatible(cut, dp.given) {
			return
		}
	}
	// The owner record and the bylines disagree on the given
	// names, or the record is cut short: the bylines' spelling
	// is the one to match.
	reason := fmt.Sprintf("the owner of %s as most of its bylines write it (%s)", shortDoc(sc.docName(d)), r.ids[os[0].id].Name)
	if ok, _ := r.union(os[0].id, dom, reason, false); ok {
		o.byDoc[d] = []owner{r.newOwner(dom, dp)}
		o.isOwner[dom] = true
	}
}

// joinToOwner joins identity i to the owner of its document whose name
// it is compatible with, unless it is compatible with two.
func (r *resolver) joinToOwner(o *docOwners, i int32) {
	id := &r.ids[i]
	if id.Local != "" || o.isOwner[i] {
		return
	}
	os := o.of(id.doc)
	if len(os) == 0 {
		return
	}
	p := parseName(id.Name)
	if p.key == "" {
		return
	}
	match := matchOwner(os, &p)
	reason := "compatible with the owner of %s (%s)"
	if fs := o.former[id.doc]; match == -1 && len(fs) > 0 {
		// "J. Roe" in the list of "Jane Doe (née Roe)".
		os, match, reason = fs, matchOwner(fs, &p), "compatible with the former name of the owner of %s (%s)"
	}
	if match < 0 {
		return
	}
	ow := os[match]
	reason = fmt.Sprintf(reason, shortDoc(r.sc.docName(id.doc)), r.ids[ow.id].Name)
	if norm.MixedScript(id.Name) {
		reason += ", written with look-alike letters of another script"
	}
	r.union(ow.id, i, reason, false)
}

// matchOwner returns the index in os of the owner name p stands for:
// compatible with it, or its bare surname. It returns -1 when p is no
// owner's, -2 when it may be either of two different owners.
func matchOwner(os []owner, p *parsedName) int {
	match, key := -1, ""
	for k := range os {
		// A bare surname in its owner's list is the owner.
		if !ownerCompatible(&os[k].name, p) && !(len(p.given) == 0 && p.surname == os[k].name.surname) && !os[k].partCompatible(p) && !swapped(&os[k].name, p) {
			continue
		}
		if match >= 0 && os[k].name.key != key {
			return -2 // two owners: leave it
		}
		if match < 0 {
			match, key = k, os[k].name.key
		}
	}
	return match
}

// swapped reports whether p is o, a name of one given name and a
// surname, written out with the two the other way round: "Zhang
// Xiaoming" (or "Zhang Xiao-Ming") of "Xiaoming Zhang", as a list writes
// a Chinese name in both orders. Only the owner's own list is asked.
func swapped(o, p *parsedName) bool {
	if len(o.given) == 0 || len(p.given) == 0 || o.generation != "" || p.generation != "" {
		return false
	}
	return len(o.surname) >= 2 && len(p.surname) >= 2 && joinedGiven(p.given) == o.surname && joinedGiven(o.given) == p.surname
}

// joinedGiven returns the given names written out, run together
// ("xiaoming" of "Xiao-Ming"); "" when one is an initial.
func joinedGiven(given []nameToken) string {
	var b strings.Builder
	for _, t := range given {
		if t.abbr {
			return ""
		}
		b.WriteString(t.text)
	}
	return b.String()
}

// owner is the owner record of a document, with its name parsed.
type owner struct {
	id   int32
	name parsedName
	// parts are the parts of a surname joined by hyphens, folded
	// ("oberg", "lindqvist" of "Öberg-Lindqvist"), nil for a surname
	// of one part.
	parts []string
}

// newOwner returns the owner record of identity id, whose name parses
// as p.
func (r *resolver) newOwner(id int32, p parsedName) owner {
	o := owner{id: id, name: p}
	words, _, _ := nameWords(r.ids[id].Name, false)
	if len(words) == 0 {
		return o
	}
	for part := range strings.SplitSeq(words[len(words)-1], "-") {
		if f := fold(part); len(f) >= 3 {
			o.parts = append(o.parts, f)
		}
	}
	if len(o.parts) < 2 {
		o.parts = nil
	}
	return o
}

// partCompatible reports whether p is o's name with one part of o's
// double surname ("Å. Lindqvist" of "Åsa Öberg-Lindqvist"): in the
// owner's own list, a byline that shortens the surname so.
func (o *owner) partCompatible(p *parsedName) bool {
	return len(p.given) > 0 && slices.Contains(o.parts, p.surname) && givenCompatible(o.name.given, p.given)
}

// joinFolderOwners joins the owners that the files of one CV name in
// different forms ("Jane Q. Doe" in a CV's main file, "J. Doe" in its
// list of papers, each file a document of its own). The files of a
// folder the user named are one CV when its owner records all name one
// person, each compatible with the fullest form (ownerCompatible, same
// surname); else the files under each of its sub-folders are one CV when
// theirs do. A folder of several people's CVs joins none of them by
// name. Every file of such a CV, with an owner record or without, takes
// the fullest form as its owner, and the same full name in two of its
// files is one person (joinCVNames).
func (r *resolver) joinFolderOwners(byDoc map[int32][]owner, rootKeys map[string][]string, rootOwner map[string]owner) {
	sc := r.sc
	groups := make(map[string][]int32) // documents by folder, then by folder and sub-folder
	for d := int32(1); int(d) <= len(sc.docs); d++ {
		f := sc.folder(d)
		if f == "" {
			continue
		}
		groups[f] = append(groups[f], d)
		if rel, err := filepath.Rel(filepath.Clean(f), sc.docName(d)); err == nil {
			if top, _, nested := strings.Cut(filepath.ToSlash(rel), "/"); nested {
				sub := filepath.Join(f, top)
				groups[sub] = append(groups[sub], d)
			}
		}
	}
	joined := make(map[int32]bool)
	cv := make(map[int32]string) // the CV of each joined document
	for _, g := range slices.Sorted(maps.Keys(groups)) {
		docs := groups[g]
		if joined[docs[0]] {
			continue // the whole folder is one CV
		}
		var os []owner
		for _, d := range docs {
			os = append(os, byDoc[d]...)
		}
		if len(os) == 0 {
			continue
		}
		full := os[0]
		for _, o := range os[1:] {
			if givenLetters(o.name) > givenLetters(full.name) {
				full = o
			}
		}
		if slices.ContainsFunc(os, func(o owner) bool {
			return o.name.surname != full.name.surname || !ownerCompatible(&full.name, &o.name)
		}) {
			continue
		}
		for _, o := range os {
			r.union(full.id, o.id, fmt.Sprintf("an owner of the files of one CV, %s (%s)", shortDoc(g), r.ids[full.id].Name), false)
		}
		for _, d := range docs {
			// Every file of the CV is the owner's: the owner's forms
			// in its bylines are the owner.
			joined[d] = true
			byDoc[d] = []owner{full}
			rootKeys[sc.root(d)], rootOwner[sc.root(d)] = []string{full.name.key}, full
			cv[d] = g
		}
	}
	r.joinCVNames(cv)
}

// joinCVNames joins, within each CV kept in several files (cv names the
// CV of each such document), the identities of one full name: "Jane
// Quinn Roe" named as an advisor in the education file and in the
// research file is one person, as within one file. A name with initials
// only joins nobody this way.
func (r *resolver) joinCVNames(cv map[int32]string) {
	if len(cv) == 0 {
		return
	}
	first := make(map[string]int32) // CV and name key → the first identity
	for i := range r.ids {
		id := &r.ids[i]
		g, ok := cv[id.doc]
		if !ok || id.Local != "" {
			continue
		}
		p := parseName(id.Name)
		if len(p.given) == 0 || p.abbreviated() {
			continue
		}
		k := g + "\x00" + p.key
		if f, ok := first[k]; ok {
			r.union(f, int32(i), fmt.Sprintf("the same full name in two files of one CV, %s", shortDoc(g)), false)
			continue
		}
		first[k] = int32(i)
	}
}

// givenLetters counts the letters of p's given names.
func givenLetters(p parsedName) int {
	n := 0
	for _, t := range p.given {
		n += len(t.text)
	}
	return n
}

// cutGiven returns the given names of an owner's name cut after a
// middle initial ("Joseph V" for "Joseph V. Casillas"), which parseName
// reads either as surname V or, PubMed-style, as surname Joseph with
// initial V; nil if the name is not cut so.
func cutGiven(p *parsedName, raw string) []nameToken {
	switch {
	case len(p.surname) == 1 && len(p.given) > 0:
		return append(slices.Clone(p.given), nameToken{text: p.surname, abbr: true})
	case p.reordered && !strings.Contains(raw, ",") && len(p.given) > 0 && !slices.ContainsFunc(p.given, func(t nameToken) bool { return !t.abbr }):
		return append([]nameToken{{text: p.surname}}, p.given...)
	}
	return nil
}

// Limits of dominantAuthors: a document's bylines name its owner when
// it lists at least minInferPubs publications with authors, at most
// maxOwnerPubs (a bibliography of a field has no owner), and one
// surname and first initial stands on at least ownerShare of them and
// on ownerMargin times as many as any other (a frequent co-author is not
// the owner). Names of organisations ("LHCb Collaboration") never count. To stand for a known owner whose record the
// bylines do not match, ownerMatchShare of them is enough: the surname
// is the owner's already.
const (
	minOwnerPubs    = 5
	minInferPubs    = 8
	maxOwnerPubs    = 5000
	ownerShare      = 0.6
	ownerMargin     = 1.5
	ownerMatchShare = 0.25
)

// dominantAuthors returns, per document, the identity that writes the
// name on most of its bylines (see the limits above): of the spellings
// in that surname+initial block, the one written most in full, then
// most often.
func (r *resolver) dominantAuthors(shorts []string, counts []int, known func(doc int32) bool, isOwner map[int32]bool) (map[int32]dominant, map[int32]int) {
	if r.sc.bylines == nil {
		return nil, nil
	}
	pubs := r.bylinesPerDoc()
	best, on := dominantNames(r.tallyBylineNames(shorts, pubs), pubs, known)
	if len(best) == 0 {
		return nil, pubs
	}
	out := r.dominantForms(best, shorts, counts, isOwner)
	doms := make(map[int32]dominant, len(out))
	for d, i := range out {
		doms[d] = dominant{id: i, on: on[d]}
	}
	return doms, pubs
}

// bylinesPerDoc counts the bylines of each document (those of
// identities the input keeps apart, with a local id, left out).
func (r *resolver) bylinesPerDoc() map[int32]int {
	pubs := make(map[int32]int)
	for authors := range r.sc.bylines {
		if len(authors) > 0 && r.ids[authors[0]].Local == "" {
			pubs[r.ids[authors[0]].doc]++
		}
	}
	return pubs
}

// tallyBylineNames counts, per document of minOwnerPubs to maxOwnerPubs
// bylines, the bylines each surname+initial (shorts) is on, once a
// byline; group names are not counted.
func (r *resolver) tallyBylineNames(shorts []string, pubs map[int32]int) map[int32]map[string]int {
	tally := make(map[int32]map[string]int)
	for authors := range r.sc.bylines {
		if len(authors) == 0 || r.ids[authors[0]].Local != "" {
			continue
		}
		d := r.ids[authors[0]].doc
		if n := pubs[d]; n < minOwnerPubs || n > maxOwnerPubs {
			continue
		}
		t := tally[d]
		if t == nil {
			t = make(map[string]int)
			tally[d] = t
		}
		seen := make(map[string]bool, len(authors))
		for _, a := range authors {
			if s := shorts[a]; s != "" && !seen[s] && !organizationName(r.ids[a].Name) {
				seen[s] = true
				t[s]++
			}
		}
	}
	return tally
}

// dominantNames picks, per document, the surname+initial on enough of
// its bylines to name its owner: ownerMatchShare of them and more than
// any other when the document has an owner (known), else ownerShare of
// at least minInferPubs bylines and ownerMargin times the next name. It
// returns the name and the bylines it is on.
func dominantNames(tally map[int32]map[string]int, pubs map[int32]int, known func(doc int32) bool) (map[int32]string, map[int32]int) {
	best := make(map[int32]string)
	on := make(map[int32]int)
	for d, t := range tally {
		top, second, name := topTwo(t)
		n := float64(pubs[d])
		if known(d) && float64(top) >= ownerMatchShare*n && top > second ||
			!known(d) && pubs[d] >= minInferPubs && float64(top) >= ownerShare*n && float64(top) >= ownerMargin*float64(second) {
			best[d], on[d] = name, top
		}
	}
	return best, on
}

// topTwo returns the highest and second highest count of t and the
// name with the highest. Names are taken in order, so that a tie is
// settled the same way on every run (a tie leaves second equal to top:
// no owner).
func topTwo(t map[string]int) (top, second int, name string) {
	for _, s := range slices.Sorted(maps.Keys(t)) {
		switch n := t[s]; {
		case n > top:
			top, second, name = n, top, s
		case n > second:
			second = n
		}
	}
	return top, second, name
}

// dominantForms returns, per document of best, the identity among the
// spellings of its dominant name that is written most in full, then
// most often (counts). A document drops out when its spellings are two
// people's or one carries an identifier.
func (r *resolver) dominantForms(best map[int32]string, shorts []string, counts []int, isOwner map[int32]bool) map[int32]int32 {
	out := make(map[int32]int32)
	score := make(map[int32][2]int)
	forms := make(map[int32][]parsedName)
	for i := range r.ids {
		d := r.ids[i].doc
		name, ok := best[d]
		if !ok || shorts[i] != name || r.ids[i].Local != "" || isOwner[int32(i)] {
			continue
		}
		p := parseName(r.ids[i].Name)
		if r.ids[i].ORCID != "" || r.ids[i].DBLP != "" || slices.ContainsFunc(forms[d], func(q parsedName) bool { return distinctPeople(&p, &q) }) {
			// Two people share the name's surname and initial ("Tao
			// Chen", "Tianqi Chen"), or an identifier says who it is:
			// the bylines do not name an owner.
			delete(best, d)
			delete(out, d)
			continue
		}
		forms[d] = append(forms[d], p)
		sc := [2]int{len(p.given), 0}
		if counts != nil {
			sc[1] = counts[i]
		}
		if !p.abbreviated() {
			sc[0] += 100
		}
		if old, ok := score[d]; !ok || sc[0] > old[0] || sc[0] == old[0] && sc[1] > old[1] {
			out[d], score[d] = int32(i), sc
		}
	}
	return out
}

// distinctPeople reports whether two spellings of one surname+initial
// are two people: incompatible, or both in full and different.
func distinctPeople(p, q *parsedName) bool {
	return !namesCompatible(p, q) || !p.abbreviated() && !q.abbreviated() && p.key != q.key
}

// organizationWords mark a byline name that is a group, not a person.
var organizationWords = map[string]bool{
	"collaboration": true, "consortium": true, "group": true, "team": true, "project": true,
	"committee": true, "society": true, "association": true, "investigators": true, "network": true,
	"initiative": true, "alliance": true, "council": true, "working": true, "members": true,
}

// organizationName reports whether name is a group's ("ATLAS
// Collaboration", "The ENCODE Project Consortium").
func organizationName(name string) bool {
	for w := range strings.FieldsSeq(strings.ToLower(name)) {
		if organizationWords[strings.Trim(w, ".,;:()")] {
			return true
		}
	}
	return false
}

// dominant is the identity on most bylines of a document, and on how
// many.
type dominant struct {
	id int32
	on int
}

// shortDoc names a document in a merge reason: its last two path
// elements.
func shortDoc(doc string) string {
	if doc == "" {
		return "the input"
	}
	dir, base := filepath.Split(filepath.Clean(doc))
	if d := filepath.Base(dir); d != "." && d != string(filepath.Separator) && dir != "" {
		return d + "/" + base
	}
	return base
}

// crossDocs joins, across documents, groups of one surname+initial block
// whose names are compatible when evidence says they are one person
// (crossBlock). Blocks whose identities all come from one document are
// left as the earlier stages left them.
func (r *resolver) crossDocs(sb blocks, shorts []string) {
	if r.sc == nil {
		return
	}
	var spans []int32
	var need []bool
	for k := range sb.len() {
		m := sb.block(int32(k))
		if len(m) < 2 || len(m) > maxCrossBlock {
			continue
		}
		d0 := r.ids[m[0]].doc
		if !slices.ContainsFunc(m, func(i int32) bool { return r.ids[i].doc != d0 }) {
			continue
		}
		if need == nil {
			need = make([]bool, len(r.ids))
		}
		spans = append(spans, int32(k))
		for _, i := range m {
			need[i] = true
		}
	}
	if len(spans) == 0 {
		return
	}
	r.sc.prepare(need, shorts)
	for _, k := range spans {
		r.crossBlock(sb.block(k), shorts)
	}
}

// Weights of the evidence for a join across documents. A shared
// publication (a title of at least minTitleEvidence letters) weighs
// titleWeight; a shared co-author, by surname and first initial, weighs
// 1, or commonCoauthor when the co-author's surname is common. The same
// full name on both sides of one input (the files of a site folder)
// weighs rareFullName, or commonFullName for a common surname: "Ada
// Quintrell" alone may join, "Wei Wang" may not. Across inputs a full
// name needs a shared co-author or publication, as initials do.
// The same publication of two or more authors listed alike, title,
// year and byline, whatever the title's length (see listing), weighs
// listingWeight: enough alone for any name. A join
// needs rareNeed, or commonNeed when the name's surname is common, or
// bareNeed when it is common and one side is a single initial ("X. Li").
const (
	rareFullName   = 1.0
	commonFullName = 0.5
	titleWeight    = 2.0
	commonCoauthor = 0.5
	listingWeight  = bareNeed
	rareNeed       = 1.0
	commonNeed     = 1.5
	bareNeed       = 2.5
)

// crossGroup is one group of a surname+initial block in crossBlock: the
// identities already joined under one root, with the evidence they
// bring to a join across documents.
type crossGroup struct {
	root   int32
	forms  []int // indices into the block's members
	docs   []int32
	sigs   map[string]string // co-author surname+initial → a spelling
	titles []string
	// listings are the group's places in bylines (see listing).
	listings []uint64
	full     bool
}

// crossPair is two groups of a block with enough evidence to join, and
// the evidence in words.
type crossPair struct {
	a, b   *crossGroup
	weight float64
	why    string
}

// crossBlock joins the groups of one surname+initial block that come
// from different documents, have names compatible form for form, and
// enough evidence (see the weights above). Pairs are joined strongest
// evidence first, and names are checked again at each join, so an
// initial never bridges two different full names. Compatible pairs left
// apart become near misses.
func (r *resolver) crossBlock(members []int32, shorts []string) {
	names := make([]parsedName, len(members))
	for k, i := range members {
		names[k] = parseName(r.ids[i].Name)
	}
	groups, byRoot := r.crossGroups(members, names, shorts)
	if len(groups) < 2 {
		return
	}
	var pairs []crossPair
	for x, a := range groups {
		for _, b := range groups[x+1:] {
			if p, ok := r.crossPairOf(a, b, names); ok {
				pairs = append(pairs, p)
			}
		}
	}
	slices.SortStableFunc(pairs, func(x, y crossPair) int { return -cmp.Compare(x.weight, y.weight) })
	for _, p := range pairs {
		r.joinCrossPair(p, members, names, byRoot)
	}
}

// crossGroups gathers the members of a block by their root, in the
// order of their first member, with each group's documents, co-author
// signatures, titles and listings (sorted, without repeats).
func (r *resolver) crossGroups(members []int32, names []parsedName, shorts []string) ([]*crossGroup, map[int32]*crossGroup) {
	own := shorts[members[0]]
	var groups []*crossGroup
	byRoot := make(map[int32]*crossGroup)
	for k, i := range members {
		root := r.uf.find(i)
		g := byRoot[root]
		if g == nil {
			g = &crossGroup{root: root, sigs: make(map[string]string)}
			byRoot[root] = g
			groups = append(groups, g)
		}
		g.forms = append(g.forms, k)
		if d := r.ids[i].doc; !slices.Contains(g.docs, d) {
			g.docs = append(g.docs, d)
		}
		if !names[k].abbreviated() {
			g.full = true
		}
		r.addCoauthorSigs(g, i, own, shorts)
		g.titles = append(g.titles, r.sc.titles[i]...)
		g.listings = append(g.listings, r.sc.listings[i]...)
	}
	if len(groups) < 2 {
		return groups, byRoot
	}
	for _, g := range groups {
		slices.Sort(g.titles)
		g.titles = slices.Compact(g.titles)
		slices.Sort(g.listings)
		g.listings = slices.Compact(g.listings)
	}
	return groups, byRoot
}

// addCoauthorSigs records the co-authors of identity i in g.sigs by
// surname+initial (own, the block's, left out): a spelling written in
// full, keyed by its NameKey, replaces one that is not.
func (r *resolver) addCoauthorSigs(g *crossGroup, i int32, own string, shorts []string) {
	for _, c := range r.sc.coauthors[i] {
		s := shorts[c]
		if s == "" || s == own {
			continue
		}
		if _, ok := g.sigs[s]; !ok || !strings.Contains(g.sigs[s], "\x00") {
			if full := r.fullKey(c); full != "" {
				g.sigs[s] = full + "\x00" + r.ids[c].Name
			} else if !ok {
				g.sigs[s] = r.ids[c].Name
			}
		}
	}
}

// formsCompatible reports whether every name of one group is compatible
// with every name of the other.
func formsCompatible(names []parsedName, a, b []int) bool {
	for _, x := range a {
		for _, y := range b {
			if !namesCompatible(&names[x], &names[y]) {
				return false
			}
		}
	}
	return true
}

// sharesDoc reports whether two groups have a document in common (one
// document has them apart).
func sharesDoc(a, b []int32) bool {
	return slices.ContainsFunc(a, func(d int32) bool { return slices.Contains(b, d) })
}

// crossPairOf weighs the evidence that groups a and b are one person
// and returns them as a pair when it is enough for their name (see the
// weights above); a compatible pair with too little becomes a near miss.
func (r *resolver) crossPairOf(a, b *crossGroup, names []parsedName) (crossPair, bool) {
	if sharesDoc(a.docs, b.docs) || !formsCompatible(names, a.forms, b.forms) {
		return crossPair{}, false
	}
	weight, why := evidence(a.titles, b.titles, a.sigs, b.sigs)
	if n := sharedSorted(a.listings, b.listings); n > 0 {
		// The same paper listed alike: they are its author
		// at one place, however common the name.
		weight += listingWeight * float64(n)
		why = strings.TrimPrefix(why+" and "+plural(n, "publication listed alike (title, year and byline)", "publications listed alike (title, year and byline)"), " and ")
	}
	if a.full && b.full && sameFullName(names, a.forms, b.forms) && r.sameRoot(a.docs, b.docs) {
		// A full name is evidence of its own, the more so the
		// rarer it is.
		w := rareFullName
		if commonName(&names[a.forms[0]]) {
			w = commonFullName
		}
		weight += w
		why = strings.TrimPrefix(why+" and the same full name", " and ")
	}
	if weight >= crossNeed(names, a.forms, b.forms) {
		return crossPair{a, b, weight, why}, true
	}
	if len(r.near) < maxNear {
		what := "no shared co-author or publication"
		if weight > 0 {
			what = why + ", too little for a name this common"
		}
		r.near = append(r.near, nearMiss{a: a.root, b: b.root,
			reason: fmt.Sprintf("compatible names in different documents, %s", what)})
	}
	return crossPair{}, false
}

// crossNeed is the evidence a join across documents needs: rareNeed,
// commonNeed for a common surname, bareNeed for a common surname with a
// single initial on either side.
func crossNeed(names []parsedName, a, b []int) float64 {
	if !commonName(&names[a[0]]) {
		return rareNeed
	}
	if bare(names, a) || bare(names, b) {
		return bareNeed
	}
	return commonNeed
}

// joinCrossPair joins the groups of p unless an earlier join already
// has, or has made their names incompatible or their documents shared;
// byRoot follows the joins.
func (r *resolver) joinCrossPair(p crossPair, members []int32, names []parsedName, byRoot map[int32]*crossGroup) {
	ra, rb := r.uf.find(p.a.root), r.uf.find(p.b.root)
	if ra == rb {
		return
	}
	ga, gb := byRoot[ra], byRoot[rb]
	if ga == nil || gb == nil || !formsCompatible(names, ga.forms, gb.forms) || sharesDoc(ga.docs, gb.docs) {
		return
	}
	a, b := members[ga.forms[0]], members[gb.forms[0]]
	reason := fmt.Sprintf("compatible names in %s and %s, %s", shortDoc(r.sc.docName(r.ids[a].doc)), shortDoc(r.sc.docName(r.ids[b].doc)), p.why)
	if norm.MixedScript(r.ids[a].Name) || norm.MixedScript(r.ids[b].Name) {
		reason += ", one spelling with look-alike letters of another script"
	}
	if ok, _ := r.union(a, b, reason, false); !ok {
		return
	}
	merged := &crossGroup{root: r.uf.find(a), forms: append(slices.Clone(ga.forms), gb.forms...),
		docs: append(slices.Clone(ga.docs), gb.docs...), full: ga.full || gb.full}
	delete(byRoot, ra)
	delete(byRoot, rb)
	byRoot[merged.root] = merged
}

// sameRoot reports whether every document of two groups comes from one
// input (a site folder, a folder of one person's files).
func (r *resolver) sameRoot(a, b []int32) bool {
	root := r.sc.root(a[0])
	for _, d := range slices.Concat(a, b) {
		if r.sc.root(d) != root {
			return false
		}
	}
	return true
}

// sameFullName reports whether two groups share a spelling written out
// in full (the same NameKey, no initials).
func sameFullName(names []parsedName, a, b []int) bool {
	for _, x := range a {
		for _, y := range b {
			if !names[x].abbreviated() && !names[y].abbreviated() && names[x].key == names[y].key {
				return true
			}
		}
	}
	return false
}

// fullKey returns the NameKey of identity i when it is written in full,
// else "".
func (r *resolver) fullKey(i int32) string {
	p := parseName(r.ids[i].Name)
	if p.abbreviated() || len(p.given) == 0 {
		return ""
	}
	return p.key
}

// bare reports whether the forms of a group are all a single initial
// and a surname ("X. Li").
func bare(names []parsedName, forms []int) bool {
	for _, k := range forms {
		if len(names[k].given) != 1 || !names[k].given[0].abbr {
			return false
		}
	}
	return true
}

// evidence weighs what two groups share: publications (title keys) and
// co-authors (surname+initial), and says it in words.
func evidence(ta, tb []string, sa, sb map[string]string) (float64, string) {
	weight := 0.0
	var words []string
	titles := 0
	for _, t := range ta {
		if _, ok := slices.BinarySearch(tb, t); ok {
			titles++
		}
	}
	if titles > 0 {
		weight += titleWeight * float64(titles)
		words = append(words, plural(titles, "shared publication", "shared publications"))
	}
	var shared []string
	for s, a := range sa {
		b, ok := sb[s]
		if !ok {
			continue
		}
		// A co-author named in full alike on both sides counts whole;
		// one known by surname and initial counts less if common.
		ka, name, fa := strings.Cut(a, "\x00")
		kb, _, fb := strings.Cut(b, "\x00")
		if !fa {
			name = a
		}
		shared = append(shared, name)
		if fa && fb && ka == kb || !commonSurnames[s[:strings.IndexByte(s, ' ')]] {
			weight++
		} else {
			weight += commonCoauthor
		}
	}
	if len(shared) > 0 {
		slices.Sort(shared)
		w := plural(len(shared), "shared co-author", "shared co-authors")
		if len(shared) > 3 {
			shared = append(shared[:3], "…")
		}
		words = append(words, w+" ("+strings.Join(shared, ", ")+")")
	}
	return weight, strings.Join(words, " and ")
}

// sharedSorted counts the values two sorted lists share.
func sharedSorted(a, b []uint64) int {
	n := 0
	for len(a) > 0 && len(b) > 0 {
		switch {
		case a[0] < b[0]:
			a = a[1:]
		case a[0] > b[0]:
			b = b[1:]
		default:
			n++
			a, b = a[1:], b[1:]
		}
	}
	return n
}

// plural says n things.
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
