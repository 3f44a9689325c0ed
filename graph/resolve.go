package graph

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Name resolution groups identities into people in stages, each stage
// joining groups with a union-find and logging a Merge with its reason:
//
//  1. --aliases same_as rules (forced);
//  2. the same ORCID;
//  3. the same DBLP id (a name with DBLP's homonym number, "Manish Singh
//     0001", is a DBLP id even when no id field came with it);
//  4. the same NameKey, within a block of identities sharing the key,
//     in one document;
//  5. a name compatible with the owner of its document (a CV's owner
//     written "B. T. Skinner" or "Skinner, Benjamin" in its bylines);
//  6. initials consistent with exactly one full name, within a block of
//     identities sharing surname and first initial, in one document;
//  7. across documents, compatible names with evidence (see crossDocs):
//     a shared publication, shared co-authors, weighed by how common the
//     name is (prior.go).
//
// Within one document one spelling is one person. The same spelling in
// two documents is two identities, which stages 1–3 and 7 alone may
// join: two "X. Li" in unrelated CVs stay two people.
//
// A group carries at most one ORCID and one DBLP id: stages 2–5 never join
// groups with different ones, and --aliases not_same_as rules forbid any
// join across their two sides. When one name block holds groups with
// different identifiers, the groups without any identifier join each other
// but none of those, since nothing says which of the homonyms they are.
// Network nodes (Identity.Local) take part in none of this.
//
// Blocking keeps the work near-linear: each identity is parsed once (and
// again if its surname+initial block holds initials), and only identities
// in one block are compared. Within a block the work is quadratic in the
// number of groups at worst (initials against full names); blocks are
// small in practice. One million synthetic identities drawn from small
// name pools resolve in about 6 s of CPU.

// resolution maps identities to people.
type resolution struct {
	person []int32 // identity → person
	people int
	merges []Merge
	// near are the close calls of stage 7 that were not joined.
	near []nearMiss
	// inferred are the identities taken for owners from their
	// documents' bylines (see owners).
	inferred []int32
	// ownerNotes say which documents' owners were read from their
	// bylines and which have none, sorted.
	ownerNotes []string
	// intoNames are, per merge, the name of the identity merged into.
	intoNames []string
}

// hasHomonymNumber reports whether name ends in DBLP's disambiguating
// number: a space and four digits ("Manish Singh 0001").
func hasHomonymNumber(name string) bool {
	n := len(name)
	if n < 6 || name[n-5] != ' ' {
		return false
	}
	for _, c := range []byte(name[n-4:]) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// normalizeORCID reduces an ORCID to its 16 characters with hyphens,
// dropping a URL prefix.
func normalizeORCID(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '/'); i >= 0 {
		s = s[i+1:]
	}
	return strings.ToUpper(s)
}

// unionFind groups identities. A group's root is its first identity, so
// numbering roots in order numbers people by first appearance.
type unionFind struct {
	parent []int32
	// orcid and dblp hold, at a root, the identity whose ORCID or DBLP id
	// the group carries, or -1.
	orcid, dblp []int32
	// tags hold, at a root, the sides of not_same_as rules in the group:
	// 2r for rule r's Name side, 2r+1 for its Other side.
	tags map[int32][]int32
}

func newUnionFind(n int) *unionFind {
	u := &unionFind{parent: make([]int32, n), orcid: make([]int32, n), dblp: make([]int32, n), tags: make(map[int32][]int32)}
	for i := range u.parent {
		u.parent[i] = int32(i)
	}
	return u
}

func (u *unionFind) find(i int32) int32 {
	for u.parent[i] != i {
		u.parent[i] = u.parent[u.parent[i]]
		i = u.parent[i]
	}
	return i
}

// resolver holds the state of one resolveIdentities call.
type resolver struct {
	ids []Identity
	uf  *unionFind
	sc  *scope
	// near are pairs of identities that stage 7 left apart.
	near []nearMiss
	// inferred are the owners read from documents' bylines.
	inferred []int32
	// ownerNotes say, per document, how its owner was found or that
	// none was.
	ownerNotes []string
	// orcids and dblps are the normalised identifiers of each identity.
	orcids, dblps []string
	events        []mergeEvent
}

// mergeEvent is a Merge before people are numbered: identity name joined
// the group of identity into.
type mergeEvent struct {
	name, into int32
	reason     string
}

// identified reports whether root r's group carries an identifier.
func (r *resolver) identified(root int32) bool {
	return r.uf.orcid[root] >= 0 || r.uf.dblp[root] >= 0
}

// compatible reports whether the groups of roots a and b may join: no
// different identifiers, no not_same_as rule between them. conflict is
// the offending tag, or -1.
func (r *resolver) compatible(a, b int32, checkIDs bool) (ok bool, conflict int32) {
	uf := r.uf
	if checkIDs {
		if x, y := uf.orcid[a], uf.orcid[b]; x >= 0 && y >= 0 && r.orcids[x] != r.orcids[y] {
			return false, -1
		}
		if x, y := uf.dblp[a], uf.dblp[b]; x >= 0 && y >= 0 && r.dblps[x] != r.dblps[y] {
			return false, -1
		}
	}
	ta, tb := uf.tags[a], uf.tags[b]
	for _, t := range ta {
		for _, s := range tb {
			if t^1 == s {
				return false, t
			}
		}
	}
	return true, -1
}

// union joins the groups of identities a and b if they may be joined,
// logging that b's spelling joined for reason. force skips the identifier
// check (an --aliases decision).
func (r *resolver) union(a, b int32, reason string, force bool) (ok bool, conflict int32) {
	uf := r.uf
	ra, rb := uf.find(a), uf.find(b)
	if ra == rb {
		return true, -1
	}
	if ok, conflict := r.compatible(ra, rb, !force); !ok {
		return false, conflict
	}
	if ra > rb {
		ra, rb = rb, ra
	}
	uf.parent[rb] = ra
	if uf.orcid[ra] < 0 {
		uf.orcid[ra] = uf.orcid[rb]
	}
	if uf.dblp[ra] < 0 {
		uf.dblp[ra] = uf.dblp[rb]
	}
	if t, ok := uf.tags[rb]; ok {
		uf.tags[ra] = append(uf.tags[ra], t...)
		delete(uf.tags, rb)
	}
	r.events = append(r.events, mergeEvent{name: b, into: a, reason: reason})
	return true, -1
}

// blocks is a compressed list of blocks of identities: block k holds
// members[start[k]:start[k+1]], in identity order.
type blocks struct {
	start   []int32
	members []int32
}

// newBlocks groups identities by their block number (−1: none).
func newBlocks(of []int32, n int) blocks {
	b := blocks{start: make([]int32, n+1)}
	for _, k := range of {
		if k >= 0 {
			b.start[k+1]++
		}
	}
	for k := 0; k < n; k++ {
		b.start[k+1] += b.start[k]
	}
	b.members = make([]int32, b.start[n])
	fill := make([]int32, n)
	for i, k := range of {
		if k >= 0 {
			b.members[b.start[k]+fill[k]] = int32(i)
			fill[k]++
		}
	}
	return b
}

func (b blocks) len() int { return len(b.start) - 1 }

func (b blocks) block(k int32) []int32 { return b.members[b.start[k]:b.start[k+1]] }

// resolveIdentities groups identities into people; see the stages above.
// counts (occurrences per identity) only choose which spelling stands
// for an owner read from bylines. It fails only
// when an --aliases same_as rule contradicts a not_same_as rule.
//
// bylines are pairs of identities that stand at the same place in two
// versions of one publication; they join when their surnames agree and
// one first name begins the other ("Pat" and "Patrick S."), a looser test
// than for names alone, since the shared byline is evidence of its own.
func resolveIdentities(ids []Identity, counts []int, aliases []AliasRule, bylines []bylinePair, sc *scope) (resolution, error) {
	n := len(ids)
	r := &resolver{ids: ids, uf: newUnionFind(n), orcids: make([]string, n), dblps: make([]string, n), sc: sc}
	for i, id := range ids {
		r.uf.orcid[i], r.uf.dblp[i] = -1, -1
		if id.Local != "" {
			continue
		}
		if id.ORCID != "" {
			r.orcids[i] = normalizeORCID(id.ORCID)
			r.uf.orcid[i] = int32(i)
		}
		switch {
		case id.DBLP != "":
			r.dblps[i] = strings.TrimSpace(id.DBLP)
		case hasHomonymNumber(id.Name):
			r.dblps[i] = strings.TrimSpace(id.Name)
		}
		if r.dblps[i] != "" {
			r.uf.dblp[i] = int32(i)
		}
	}

	// Parse every name once, on all cores; remember only block numbers,
	// numbered in identity order.
	keys := make([]string, n)   // NameKey
	shorts := make([]string, n) // surname and first initial
	abbr := make([]bool, n)
	parallelRange(n, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			if ids[i].Local != "" {
				continue
			}
			p := parseName(ids[i].Name)
			if p.key == "" {
				continue
			}
			keys[i] = p.key
			if len(p.given) > 0 {
				shorts[i] = initialBlock(&p)
				abbr[i] = p.abbreviated()
			}
		}
	})
	keyOf := make([]int32, n)   // NameKey block
	shortOf := make([]int32, n) // surname and first initial block
	keyIdx := make(map[string]int32, n)
	shortIdx := make(map[string]int32, n)
	for i := range ids {
		keyOf[i], shortOf[i] = -1, -1
		if keys[i] == "" {
			continue
		}
		keyOf[i] = blockNumber(keyIdx, keys[i])
		if shorts[i] != "" {
			shortOf[i] = blockNumber(shortIdx, shorts[i])
		}
	}
	keys = nil
	keyBlocks := newBlocks(keyOf, len(keyIdx))
	shortBlocks := newBlocks(shortOf, len(shortIdx))

	if err := r.applyAliases(aliases, keyIdx, keyBlocks); err != nil {
		return resolution{}, err
	}
	keyIdx = nil
	r.sameIdentifier(r.orcids, "ORCID")
	r.sameIdentifier(r.dblps, "DBLP id")
	for k := range keyBlocks.len() {
		r.sameKey(keyBlocks.block(int32(k)))
	}
	r.owners(shorts, counts)
	r.joinOwnerForms()
	// The blocks that hold initials, their names parsed again (keeping
	// every parse from the first pass would hold them all) on all cores.
	var withInitials []int32
	parsed := 0
	for k := range shortBlocks.len() {
		members := shortBlocks.block(int32(k))
		if slices.ContainsFunc(members, func(i int32) bool { return abbr[i] }) {
			withInitials = append(withInitials, int32(k))
			parsed += len(members)
		}
	}
	names := make([]parsedName, parsed)
	starts := make([]int, len(withInitials)+1)
	for x, k := range withInitials {
		starts[x+1] = starts[x] + len(shortBlocks.block(k))
	}
	parallelRange(len(withInitials), func(lo, hi int) {
		for x := lo; x < hi; x++ {
			for j, i := range shortBlocks.block(withInitials[x]) {
				names[starts[x]+j] = parseName(ids[i].Name)
			}
		}
	})
	for x, k := range withInitials {
		r.initialsByDoc(shortBlocks.block(k), names[starts[x]:starts[x+1]])
	}
	names = nil
	r.crossDocs(shortBlocks, shorts)
	shorts = nil

	for _, bp := range bylines {
		a, b := parseName(ids[bp.a].Name), parseName(ids[bp.b].Name)
		if bylineCompatible(&a, &b) {
			r.union(bp.a, bp.b, bp.reason, false)
		}
	}

	res := resolution{person: make([]int32, n)}
	for i := range ids {
		root := r.uf.find(int32(i))
		if root == int32(i) {
			res.person[i] = int32(res.people)
			res.people++
		} else {
			res.person[i] = res.person[root]
		}
	}
	res.near, res.inferred = r.near, r.inferred
	slices.Sort(r.ownerNotes)
	res.ownerNotes = r.ownerNotes
	res.merges = make([]Merge, len(r.events))
	res.intoNames = make([]string, len(r.events))
	for k, e := range r.events {
		res.intoNames[k] = ids[e.into].Name
		res.merges[k] = Merge{Kind: "person", Into: int(res.person[e.into]), Name: ids[e.name].Name, Reason: e.reason}
	}
	return res, nil
}

// blockNumber returns key's block number, numbering new keys in order.
func blockNumber(idx map[string]int32, key string) int32 {
	k, ok := idx[key]
	if !ok {
		k = int32(len(idx))
		idx[key] = k
	}
	return k
}

// initialBlock is the block of names an initial may stand for: surname
// and first initial.
func initialBlock(p *parsedName) string {
	return p.surname + " " + p.given[0].text[:1]
}

// sameIdentifier joins identities carrying the same identifier.
func (r *resolver) sameIdentifier(values []string, what string) {
	count := 0
	for _, v := range values {
		if v != "" {
			count++
		}
	}
	first := make(map[string]int32, count)
	for i, v := range values {
		if v == "" {
			continue
		}
		if f, ok := first[v]; ok {
			r.union(f, int32(i), "same "+what+" "+v, false)
		} else {
			first[v] = int32(i)
		}
	}
}

// sameKey joins the identities of one NameKey block. Each group in the
// block joins the first earlier group it may join; if the block holds
// groups with different identifiers, those stay apart and only the groups
// without identifiers join (each other).
func (r *resolver) sameKey(members []int32) {
	if len(members) < 2 {
		return
	}
	type group struct{ root, rep int32 }
	var groups []group
	seen := make(map[int32]bool, len(members))
	for _, i := range members {
		if root := r.uf.find(i); !seen[root] {
			seen[root] = true
			groups = append(groups, group{root, i})
		}
	}
	if len(groups) < 2 {
		return
	}
	conflict := false
	var orcid, dblp int32 = -1, -1
	for _, g := range groups {
		if o := r.uf.orcid[g.root]; o >= 0 {
			conflict = conflict || orcid >= 0 && r.orcids[o] != r.orcids[orcid]
			orcid = o
		}
		if d := r.uf.dblp[g.root]; d >= 0 {
			conflict = conflict || dblp >= 0 && r.dblps[d] != r.dblps[dblp]
			dblp = d
		}
	}
	var joined []int32 // reps of the groups formed so far
	for _, g := range groups {
		if conflict && r.identified(g.root) {
			continue
		}
		merged := false
		for _, j := range joined {
			if r.ids[j].doc != r.ids[g.rep].doc {
				continue // across documents only with evidence (crossDocs)
			}
			if ok, _ := r.union(j, g.rep, describeNameMatch(r.ids[g.rep].Name, r.ids[j].Name), false); ok {
				merged = true
				break
			}
		}
		if !merged {
			joined = append(joined, g.rep)
		}
	}
}

// initialsByDoc runs initials on the members of one block document by
// document: initials join a full name of their own document only.
func (r *resolver) initialsByDoc(members []int32, names []parsedName) {
	first := r.ids[members[0]].doc
	if !slices.ContainsFunc(members, func(i int32) bool { return r.ids[i].doc != first }) {
		r.initials(members, names)
		return
	}
	order := make([]int, len(members))
	for k := range order {
		order[k] = k
	}
	slices.SortStableFunc(order, func(x, y int) int { return cmp.Compare(r.ids[members[x]].doc, r.ids[members[y]].doc) })
	sub := make([]int32, 0, len(members))
	subNames := make([]parsedName, 0, len(members))
	for lo := 0; lo < len(order); {
		hi := lo
		doc := r.ids[members[order[lo]]].doc
		sub, subNames = sub[:0], subNames[:0]
		for ; hi < len(order) && r.ids[members[order[hi]]].doc == doc; hi++ {
			sub = append(sub, members[order[hi]])
			subNames = append(subNames, names[order[hi]])
		}
		if slices.ContainsFunc(subNames, func(p parsedName) bool { return p.abbreviated() }) {
			r.initials(sub, subNames)
		}
		lo = hi
	}
}

// initials joins each group of one surname+initial block that is named
// only with initials ("T. Chen") to the one group named in full whose
// names are all consistent with its names, when there is exactly one. A
// group that joined counts its initials among its names, so "Gregory S.
// Ganger" cannot follow "Gregory R. Ganger" into "Gregory Ganger".
// names[k] is members[k]'s name, parsed.
func (r *resolver) initials(members []int32, names []parsedName) {
	formsOf := make(map[int32][]int) // root → indices into members
	var roots []int32                // in order of first appearance
	full := make(map[int32]bool)     // root → has a name without initials
	for k, i := range members {
		root := r.uf.find(i)
		if _, ok := formsOf[root]; !ok {
			roots = append(roots, root)
		}
		formsOf[root] = append(formsOf[root], k)
		if !names[k].abbreviated() {
			full[root] = true
		}
	}
	consistent := func(a, b int32) bool {
		for _, i := range formsOf[a] {
			for _, j := range formsOf[b] {
				if !namesCompatible(&names[i], &names[j]) {
					return false
				}
			}
		}
		return true
	}
	surname := names[0].surname
	for _, a := range roots {
		if full[a] || r.uf.find(a) != a {
			continue
		}
		match, found := int32(-1), 0
		for _, b := range roots {
			if b == a || !full[b] || r.uf.find(b) != b || !consistent(a, b) {
				continue
			}
			found++
			match = b
			if found > 1 {
				break
			}
		}
		if found != 1 {
			continue
		}
		var fullRep int32 = -1
		for _, k := range formsOf[match] {
			if !names[k].abbreviated() {
				fullRep = members[k]
				break
			}
		}
		reason := fmt.Sprintf("initials consistent with the only full name in block '%s' (%s)", surname, r.ids[fullRep].Name)
		if d := r.sc.docName(r.ids[fullRep].doc); d != "" && len(r.sc.docs) > 1 {
			reason += " in " + shortDoc(d)
		}
		if ok, _ := r.union(fullRep, members[formsOf[a][0]], reason, false); !ok {
			continue
		}
		root, other := min(a, match), max(a, match)
		formsOf[root] = append(formsOf[root], formsOf[other]...)
		delete(formsOf, other)
		full[root] = true
	}
}

// bylinePair is two identities at the same byline position of two
// versions of one publication.
type bylinePair struct {
	a, b   int32
	reason string
}

// bylineCompatible reports whether two names at the same place of two
// versions of a byline may be one person: the same surname and first
// given names of which one begins the other ("Phil" and "Phillip B.").
func bylineCompatible(a, b *parsedName) bool {
	if a.surname == "" || a.surname != b.surname || len(a.given) == 0 || len(b.given) == 0 {
		return false
	}
	x, y := a.given[0].text, b.given[0].text
	return strings.HasPrefix(x, y) || strings.HasPrefix(y, x)
}
