package graph

import (
	"cmp"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/maphash"
	"math"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/internal/norm"
	"github.com/pubgraph/pubgraph/pub"
)

// Identity is one way a person is named in the inputs: a spelling plus
// whatever identifiers came with it. Identities are what name resolution
// groups into people.
type Identity struct {
	Name  string
	ORCID string
	DBLP  string
	// Local is set for a node of a network input ("file#id"): such a node
	// is a person of its own and is never merged by name.
	Local string
	// doc is the document the name was read in, numbered from 1; 0 is
	// a document of its own (see Builder.Input). Within one document
	// one spelling is one identity; the same spelling in two documents
	// is two identities, which join only with evidence.
	doc int32
}

// BuildOptions control how records become a corpus.
type BuildOptions struct {
	// Aliases are a person's decisions about names: same or not the same.
	Aliases []AliasRule
	// MaxAuthors, when above 0, is the largest byline whose authors are
	// joined pairwise by co-author edges. A paper with more authors (a
	// physics or genomics collaboration: hundreds to thousands of names)
	// stays in the corpus and counts for each author's papers, but adds
	// no edges, as bibliometric co-authorship studies do (Newman, PNAS
	// 98:404, 2001, left out papers of very large collaborations): its
	// clique would hold n(n−1)/2 edges, 4.5 million for 3,000 authors,
	// and would say little about who works with whom. Corpus.Hyperauthored
	// counts such papers. 0 joins every byline.
	MaxAuthors int
	// Stage, if set, is told the name of each step of Build before it
	// runs, for progress reports.
	Stage func(name string)
}

// DefaultMaxAuthors is the byline size above which the command line leaves
// a paper out of the co-authorship edges (BuildOptions.MaxAuthors).
const DefaultMaxAuthors = 100

// AliasRule is one line of an --aliases file.
type AliasRule struct {
	Name  string
	Other string
	// Same is true for same_as and false for not_same_as.
	Same bool
	// Line is the rule's line in its file, 0 when it came from elsewhere.
	Line int
}

// Builder collects records from any number of inputs and resolves them
// into a Corpus. Add records in input order; the result does not depend on
// anything but the records and their order.
type Builder struct {
	// shards hold the identities while records come in, split by a hash
	// of the name so that bylines are looked up on all cores (see
	// flush). An identity is known by a code, its index in its shard
	// and the shard's number (idCode). Build numbers the identities
	// afresh in idList and idCount (canonicalize).
	shards  [idShards]idShard
	seed    maphash.Seed
	idList  []Identity
	idCount []int
	// pending are the byline identities not looked up yet, and
	// bylineIDs[pending[k].slot] is where each one's code goes.
	pending []pendingAuthor
	// extras are the bibliometric fields and editors of the records
	// that have any (see rawPub.extra).
	extras []rawExtra
	// lastFile is the file of the last publication, and lastFileIndex
	// its index in sourceFiles: records come file by file.
	lastFile      string
	lastFileIndex int32

	// chunks hold the publications, pubCount of them, in chunks of
	// pubChunkSize, so that none is copied as they grow (see rawPub);
	// canonicalize puts them in canonical order where they stand.
	chunks   [][]rawPub
	pubCount int
	// bylineIDs and bylineEqual hold the bylines of all pubs end to end
	// (rawPub.byline indexes them): one array, not two slices a record.
	bylineIDs   []int32
	bylineEqual []bool
	// venues interns venue names, which repeat across records.
	venues map[string]string
	// sourceFiles are the files of raw records, quoted as
	// pub.Position quotes them; fileIndex finds them by name.
	sourceFiles []string
	fileIndex   map[string]int32
	relations   []rawRelation
	affs        []rawAffiliation
	owners      []int32
	ownerForms  [][2]int32                  // an owner record and its name in another script (pub.Person.OtherScript)
	formers     []formerName                // an owner record's former name (pub.Person.Former)
	nodes       map[string]map[string]int32 // file → node id → identity
	links       []rawLink
	inputs      []string
	seenInput   map[string]bool
	// docs are the documents records came from (see Input), docIndex
	// finds them and docRoot names each one's input; root is the input
	// being read and lastDocFile, lastDoc the last file's document.
	docs    []string
	docRoot []string
	// docFolder names the folder the user named that each document was
	// found in ("" for a file named itself); folder is the current
	// input's.
	docFolder   []string
	folder      string
	docIndex    map[string]int32
	root        string
	lastDocFile string
	lastDoc     int32
	// spent is set once Build has used up the records.
	spent bool
}

// idShardBits is the log2 of the number of identity shards: more
// shards than cores, so that the work divides evenly.
const (
	idShardBits = 4
	idShards    = 1 << idShardBits
)

// idShard is one part of the identity table. names finds the identities
// that are a name alone, dblpNames those whose DBLP id is their name (as
// dblp writes most authors), ids the others: most lookups hash one
// string, not four. list and count hold the identities and how often
// bylines name them.
type idShard struct {
	names, dblpNames map[nameInDoc]int32
	ids              map[Identity]int32
	list             []Identity
	count            []int
}

// identity returns the index of id in s, registering it on first sight,
// and counts it if byline is set (see Builder.identity).
func (s *idShard) identity(id Identity, byline bool) int32 {
	var byName map[nameInDoc]int32 // when the name alone tells id apart
	switch {
	case id.ORCID != "" || id.Local != "":
	case id.DBLP == "":
		byName = s.names
	case id.DBLP == id.Name:
		byName = s.dblpNames
	}
	var i int32
	var ok bool
	key := nameInDoc{id.Name, id.doc}
	if byName != nil {
		i, ok = byName[key]
	} else {
		i, ok = s.ids[id]
	}
	if !ok {
		i = int32(len(s.list))
		if byName != nil {
			byName[key] = i
		} else {
			s.ids[id] = i
		}
		s.list = append(s.list, id)
		s.count = append(s.count, 0)
	}
	if byline {
		s.count[i]++
	}
	return i
}

// nameInDoc is a spelling in one document.
type nameInDoc struct {
	name string
	doc  int32
}

// pendingAuthor is a byline identity to look up (see Builder.flush).
type pendingAuthor struct {
	id    Identity
	slot  int32 // in Builder.bylineIDs
	shard int32
}

// maxPending is how many byline identities Add gathers before it looks
// them up, on all cores.
const maxPending = 1 << 13

// pubChunkSize is the number of raw publications in one of
// Builder.chunks.
const pubChunkSize = 1 << 14

// ErrBuilt is returned by Add and Build on a Builder that has built its
// corpus.
var ErrBuilt = errors.New("graph: the Builder has already built its corpus")

// rawPub keeps what the corpus needs of an input publication, and no
// more: a DBLP-sized input holds millions of them until Build.
type rawPub struct {
	title, venue        string
	doi, arxiv, dblpKey string
	loc                 string // the locator, packed (see packLocator)
	kind                pub.Kind
	// line and column place the record in file sourceFiles[file]: its
	// source, formatted as pub.Position formats it only when needed.
	line, column int
	file         int32
	year         int32
	// byline is where the byline starts in Builder.bylineIDs and
	// bylineEqual; authors is its length.
	byline, authors int32
	incomplete      bool
	// extra is 1 + the index of the record's bibliometric fields and
	// editors in Builder.extras, 0 when it has none (most records): an
	// int32 in what was padding, where a pointer would cost every record
	// 8 bytes.
	extra int32
}

// rawExtra is what few records have: bibliometric fields, editors,
// publisher and place.
type rawExtra struct {
	biblio           *pub.Biblio
	editors          []string
	publisher, place string
}

// extraOf returns p's rare fields, nil when it has none.
func (b *Builder) extraOf(p *rawPub) *rawExtra {
	if p.extra == 0 {
		return nil
	}
	return &b.extras[p.extra-1]
}

// editorNames returns the names of editors, leaving out blank ones and
// the unnamed owner, nil when none is left.
func editorNames(editors []pub.Author) []string {
	var names []string
	for _, a := range editors {
		if name := strings.TrimSpace(a.Name); name != "" && !a.Implied {
			names = append(names, name)
		}
	}
	return names
}

// rawPub returns raw publication i.
func (b *Builder) rawPub(i int) *rawPub {
	return &b.chunks[i/pubChunkSize][i%pubChunkSize]
}

// authors returns the identities of p's byline, in order.
func (b *Builder) authors(p *rawPub) []int32 {
	return b.bylineIDs[p.byline : p.byline+p.authors]
}

// equal returns the equal-contribution marks of p's byline.
func (b *Builder) equal(p *rawPub) []bool {
	return b.bylineEqual[p.byline : p.byline+p.authors]
}

type rawRelation struct {
	// person is -1 when the record names no person: the relation is
	// the owner's of document doc.
	person, other int32
	doc           int32
	kind          pub.RelationKind
	org, source   string
}

type rawAffiliation struct {
	person int32
	aff    pub.Affiliation
}

type rawLink struct {
	u, v   int32
	weight float64
}

// NewBuilder returns an empty Builder.
func NewBuilder() *Builder {
	b := &Builder{
		seed: maphash.MakeSeed(), venues: make(map[string]string), fileIndex: make(map[string]int32),
		nodes: make(map[string]map[string]int32), seenInput: make(map[string]bool), docIndex: make(map[string]int32),
	}
	for k := range b.shards {
		s := &b.shards[k]
		s.names, s.dblpNames, s.ids = make(map[nameInDoc]int32), make(map[nameInDoc]int32), make(map[Identity]int32)
	}
	return b
}

// idCode packs an identity's shard and index in it into its code.
func idCode(shard, index int32) int32 { return index<<idShardBits | shard }

// shardOf returns the shard of the identities named name.
func (b *Builder) shardOf(name string) int32 {
	return int32(maphash.String(b.seed, name) & (idShards - 1))
}

// identityAt returns the identity with a code.
func (b *Builder) identityAt(code int32) *Identity {
	return &b.shards[code&(idShards-1)].list[code>>idShardBits]
}

// flush looks up the pending byline identities, each shard's in order
// on one goroutine and the shards on all cores, and writes their codes
// into their places. Codes depend on the order of the records alone, and
// only canonicalize reads them.
func (b *Builder) flush() {
	workers := int32(min(runtime.GOMAXPROCS(0), idShards))
	if len(b.pending) < 1024 {
		workers = 1
	}
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for k := range b.pending {
				p := &b.pending[k]
				if p.shard%workers == w {
					b.bylineIDs[p.slot] = idCode(p.shard, b.shards[p.shard].identity(p.id, true))
				}
			}
		})
	}
	wg.Wait()
	clear(b.pending)
	b.pending = b.pending[:0]
}

// identity returns the code of id, registering it on first sight. Only
// bylines count towards a spelling's frequency (byline is true): a CV
// names its owner once per affiliation, which says nothing about how
// the owner is usually spelled.
func (b *Builder) identity(id Identity, byline bool) int32 {
	shard := b.shardOf(id.Name)
	return idCode(shard, b.shards[shard].identity(id, byline))
}

func (b *Builder) input(file string) {
	if n := len(b.inputs); n > 0 && b.inputs[n-1] == file {
		return // records come file by file
	}
	if !b.seenInput[file] {
		b.seenInput[file] = true
		b.inputs = append(b.inputs, file)
	}
}

// Input tells the Builder that the records that follow come from one
// input as the user named it: a file, or a folder. A file is one
// document; in a folder, each entry directly inside it (a file, or a
// sub-folder holding one CV's or one site's files) is one document.
// Without Input, each file is a document of its own.
//
// Resolution treats documents apart: within one document one spelling
// is one person, and a name compatible with the document's owner is the
// owner; across documents, names join only with evidence (see
// resolveIdentities).
func (b *Builder) Input(path string) {
	b.root, b.folder = path, ""
	b.lastDocFile = ""
}

// InputIn is Input for a file that a walk of folder, a folder the user
// named, found. The file is still a document of its own; the folder
// gives an owner to what the file says without naming whose it is (an
// education table beside a CV's publications, a CV's chapter in a file
// of its own): the owner of the nearest documents beside it.
func (b *Builder) InputIn(path, folder string) {
	b.Input(path)
	b.folder = folder
}

// docOf returns the document number (from 1) of a record read from file.
func (b *Builder) docOf(file string) int32 {
	if file == b.lastDocFile && b.lastDoc > 0 {
		return b.lastDoc
	}
	doc := documentOf(b.root, file)
	k, ok := b.docIndex[doc]
	if !ok {
		k = int32(len(b.docs)) + 1
		b.docIndex[doc] = k
		b.docs = append(b.docs, doc)
		b.docRoot = append(b.docRoot, b.root)
		b.docFolder = append(b.docFolder, b.folder)
	}
	b.lastDocFile, b.lastDoc = file, k
	return k
}

// relationOwner returns the owner of a relation read in document d,
// of input root, that named none: its document's, else its input's,
// else that of the nearest documents beside it (folderOwner).
func (b *Builder) relationOwner(d int32, root string, docOwner map[int32]int32, rootOwner map[string]int32) (int32, bool) {
	if owner, ok := docOwner[d]; ok {
		return owner, true
	}
	if owner, ok := rootOwner[root]; ok && root != "" && owner >= 0 {
		return owner, true
	}
	return b.folderOwner(d, docOwner)
}

// folderOwner returns the owner of the documents nearest to document d
// in the folder the user named that d was found in: those in d's
// directory, else in the one above it, and so on up to that folder. ok
// is unset when the nearest directory that holds owners holds two, or
// none does.
func (b *Builder) folderOwner(d int32, docOwner map[int32]int32) (owner int32, ok bool) {
	if d <= 0 || int(d) > len(b.docFolder) || b.docFolder[d-1] == "" {
		return 0, false
	}
	top := filepath.Clean(b.docFolder[d-1])
	for dir := filepath.Dir(b.docs[d-1]); ; dir = filepath.Dir(dir) {
		found := false
		for e, o := range docOwner {
			if e <= 0 || int(e) > len(b.docs) || b.docFolder[e-1] != b.docFolder[d-1] || !within(dir, b.docs[e-1]) {
				continue
			}
			if found && o != owner {
				return 0, false // two owners: whose it is is not known
			}
			owner, found = o, true
		}
		if found {
			return owner, true
		}
		if filepath.Clean(dir) == top || !within(top, dir) {
			return 0, false
		}
	}
}

// within reports whether path is dir or lies under it.
func within(dir, path string) bool {
	rel, err := filepath.Rel(filepath.Clean(dir), filepath.Clean(path))
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// documentOf names the document of file read from input root: root
// itself when it is the file, the entry directly under root when root
// is a folder holding file, else the file.
func documentOf(root, file string) string {
	if root == "" || root == "-" {
		return file
	}
	r, f := filepath.Clean(root), filepath.Clean(file)
	if f == r {
		return r
	}
	rel, err := filepath.Rel(r, f)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return file
	}
	if i := strings.IndexByte(rel, filepath.Separator); i >= 0 {
		rel = rel[:i]
	}
	return filepath.Join(r, rel)
}

// Add takes one record. Its signature fits pub.Emit. It fails with
// ErrBuilt once Build has run.
func (b *Builder) Add(rec pub.Record) error {
	if b.spent {
		return ErrBuilt
	}
	switch {
	case rec.Owner != nil:
		o := rec.Owner
		b.input(o.Pos.File)
		b.owners = append(b.owners, b.identity(Identity{Name: o.Name, ORCID: o.ORCID, DBLP: o.DBLP, doc: b.docOf(o.Pos.File)}, false))
		b.addOwnerForms(o)
	case rec.Publication != nil:
		p := rec.Publication
		b.input(p.Pos.File)
		venue, ok := b.venues[p.Venue]
		if !ok {
			venue = p.Venue
			b.venues[venue] = venue
		}
		if p.Pos.File != b.lastFile || len(b.sourceFiles) == 0 {
			file, ok := b.fileIndex[p.Pos.File]
			if !ok {
				file = int32(len(b.sourceFiles))
				b.fileIndex[p.Pos.File] = file
				b.sourceFiles = append(b.sourceFiles, pub.QuoteName(p.Pos.File))
			}
			b.lastFile, b.lastFileIndex = p.Pos.File, file
		}
		file := b.lastFileIndex
		rp := rawPub{
			title: p.Title, venue: venue, file: file, line: p.Pos.Line, column: p.Pos.Column,
			doi: p.DOI, arxiv: p.ArXiv, dblpKey: p.DBLPKey, loc: packLocator(p.Locator),
			kind: p.Kind, year: int32(p.Year), incomplete: p.Incomplete,
			byline: int32(len(b.bylineIDs)),
		}
		if editors := editorNames(p.Editors); !p.Biblio.Empty() || editors != nil || p.Publisher != "" || p.Place != "" {
			x := rawExtra{editors: editors, publisher: p.Publisher, place: p.Place}
			if !p.Biblio.Empty() {
				bib := p.Biblio
				x.biblio = &bib
			}
			b.extras = append(b.extras, x)
			rp.extra = int32(len(b.extras))
		}
		doc := b.docOf(p.Pos.File)
		for _, a := range p.Authors {
			if a.Implied {
				// The unnamed owner of the list: one person of the
				// input, never joined to anyone by name.
				b.bylineIDs = append(b.bylineIDs, b.unnamedOwner(p.Pos.File))
				b.bylineEqual = append(b.bylineEqual, a.Equal)
				continue
			}
			if strings.TrimSpace(a.Name) == "" {
				continue
			}
			b.pending = append(b.pending, pendingAuthor{id: Identity{Name: a.Name, ORCID: a.ORCID, DBLP: a.DBLP, doc: doc},
				slot: int32(len(b.bylineIDs)), shard: b.shardOf(a.Name)})
			b.bylineIDs = append(b.bylineIDs, -1)
			b.bylineEqual = append(b.bylineEqual, a.Equal)
		}
		rp.authors = int32(len(b.bylineIDs)) - rp.byline
		if k := len(b.chunks) - 1; k < 0 || len(b.chunks[k]) == pubChunkSize {
			b.chunks = append(b.chunks, make([]rawPub, 0, pubChunkSize))
		}
		b.chunks[len(b.chunks)-1] = append(b.chunks[len(b.chunks)-1], rp)
		b.pubCount++
		if len(b.pending) >= maxPending {
			b.flush()
		}
	case rec.Relation != nil:
		r := rec.Relation
		b.input(r.Pos.File)
		doc := b.docOf(r.Pos.File)
		person := int32(-1) // the document's owner, found at Build
		if strings.TrimSpace(r.Person) != "" {
			person = b.identity(Identity{Name: r.Person, doc: doc}, false)
		}
		b.relations = append(b.relations, rawRelation{
			person: person,
			other:  b.identity(Identity{Name: r.Other, doc: doc}, false),
			kind:   r.Kind, org: r.Organization, source: r.Pos.String(), doc: doc,
		})
	case rec.Affiliation != nil:
		a := *rec.Affiliation
		b.input(a.Pos.File)
		b.affs = append(b.affs, rawAffiliation{person: b.identity(Identity{Name: a.Person, doc: b.docOf(a.Pos.File)}, false), aff: a})
	case rec.Node != nil:
		n := rec.Node
		b.input(n.Pos.File)
		b.node(n.Pos.File, n.ID, n.Name)
	case rec.Link != nil:
		l := rec.Link
		b.input(l.Pos.File)
		u, v := b.node(l.Pos.File, l.Source, ""), b.node(l.Pos.File, l.Target, "")
		b.links = append(b.links, rawLink{u: u, v: v, weight: l.Weight})
	}
	return nil
}

// unnamedPrefix opens the node file of an input's unnamed owner, which
// no real file's name starts with.
const unnamedPrefix = "\x00unnamed owner:"

// unnamedOwner returns the identity of the unnamed owner of the input
// that file belongs to (see pub.Author.Implied): one per input, so that
// the pages of one site share it, named after the input.
func (b *Builder) unnamedOwner(file string) int32 {
	in := cmp.Or(b.root, file)
	return b.node(unnamedPrefix+in, "owner", "unnamed owner of "+filepath.Base(in))
}

// unnamedIdentity reports whether id is an input's unnamed owner.
func unnamedIdentity(id Identity) bool {
	return strings.HasPrefix(id.Local, unnamedPrefix)
}

// node returns the identity of node id of a network file, declaring it on
// first sight; a later declaration with a name names it.
func (b *Builder) node(file, id, name string) int32 {
	nodes := b.nodes[file]
	if nodes == nil {
		nodes = make(map[string]int32)
		b.nodes[file] = nodes
	}
	if i, ok := nodes[id]; ok {
		if n := b.identityAt(i); name != "" && n.Name == id {
			n.Name = name
		}
		return i
	}
	if name == "" {
		name = id
	}
	// Network nodes are found through nodes, never through a shard's
	// maps; they are kept in shard 0.
	s := &b.shards[0]
	i := idCode(0, int32(len(s.list)))
	s.list = append(s.list, Identity{Name: name, Local: file + "#" + id})
	s.count = append(s.count, 1)
	nodes[id] = i
	return i
}

// Build resolves names and publications and returns the corpus. ctx is
// checked between the steps (name resolution, publication merging, edges,
// candidates); Build returns ctx's error when it is done.
//
// The corpus depends on the records, not on the order they were added
// in: identities and publications are put in a canonical order (by
// content, see canonicalize) before anything is numbered or merged, so
// shuffling the inputs or the records inside one gives the same ids, the
// same merges and, downstream, the same metrics and communities.
//
// Build uses up the Builder's records, letting them go as soon as it is
// done with them so that its peak memory stays near the corpus's: a
// Builder builds once, and Add and Build fail after that.
func (b *Builder) Build(ctx context.Context, opt BuildOptions) (*Corpus, error) {
	if b.spent {
		return nil, ErrBuilt
	}
	// The records are used up from the first step on, whether Build
	// ends well or not.
	b.spent = true
	stage := opt.Stage
	if stage == nil {
		stage = func(string) {}
	}
	b.flush()
	stage("ordering records")
	b.canonicalize()
	stage("resolving names")
	sc := b.scope()
	res, pubs, pubMerges, inputs, err := b.resolve(ctx, opt, stage, sc)
	if err != nil {
		return nil, err
	}
	// The raw records are used up: let them go before the edges take
	// their memory.
	b.chunks, b.bylineIDs, b.bylineEqual, b.venues, b.sourceFiles, b.fileIndex = nil, nil, nil, nil, nil, nil
	c := &Corpus{Inputs: inputs, Merges: res.merges, MaxAuthors: max(opt.MaxAuthors, 0)}
	docOwner := b.corpusPeople(c, &res)
	for i := range pubs {
		pubs[i].ID = int32(i)
		for _, a := range pubs[i].Authors {
			c.People[a.Person].Papers++
		}
	}
	c.Publications = pubs
	c.Merges = append(c.Merges, pubMerges...)
	b.corpusRelations(c, res.person, sc, docOwner)
	b.corpusAffiliations(c, res.person)
	for _, p := range c.Publications {
		if c.MaxAuthors > 0 && len(p.Authors) > c.MaxAuthors {
			c.Hyperauthored++
		}
	}
	stage("counting co-authorships")
	c.Edges = buildEdges(len(c.People), c.Publications, b.links, res.person, c.MaxAuthors)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	stage("finding name candidates")
	c.Candidates = withoutDecided(withNearMisses(findCandidates(c), res.near, res.person), c, opt.Aliases)
	return c, nil
}

// resolve resolves the names and merges the publications, and returns
// the resolution, the merged publications, their merges and the inputs
// in the corpus's order (which sources index). Two versions of one
// paper that spell an author differently at the same byline position
// ("Pat McCormick", "Patrick S. McCormick") name one person: when
// merging finds such, names are resolved again with that evidence and
// publications merged again. ctx is checked after each step.
func (b *Builder) resolve(ctx context.Context, opt BuildOptions, stage func(string), sc *scope) (resolution, []Publication, []Merge, []string, error) {
	res, err := resolveIdentities(b.idList, b.idCount, opt.Aliases, nil, sc)
	if err != nil {
		return resolution{}, nil, nil, nil, err
	}
	if err := ctx.Err(); err != nil {
		return resolution{}, nil, nil, nil, err
	}
	stage("merging publications")
	inputs := slices.Clone(b.inputs)
	slices.SortFunc(inputs, naturalCompare)
	pubs, pubMerges, groups := dedupeInPlace(b.publications(res.person, inputs), inputs)
	if err := ctx.Err(); err != nil {
		return resolution{}, nil, nil, nil, err
	}
	pairs := b.bylinePairs(groups, res.person)
	groups = pubGroups{}
	if len(pairs) == 0 {
		return res, pubs, pubMerges, inputs, nil
	}
	pubs, pubMerges = nil, nil
	if res, err = resolveIdentities(b.idList, b.idCount, opt.Aliases, pairs, sc); err != nil {
		return resolution{}, nil, nil, nil, err
	}
	if err := ctx.Err(); err != nil {
		return resolution{}, nil, nil, nil, err
	}
	pubs, pubMerges, _ = dedupeInPlace(b.publications(res.person, inputs), inputs)
	if err := ctx.Err(); err != nil {
		return resolution{}, nil, nil, nil, err
	}
	return res, pubs, pubMerges, inputs, nil
}

// corpusPeople makes the people of c from the resolution: names,
// owners (recorded, inferred and unnamed) and the names of the merges.
// It lets the identities go and returns the owner of each document (see
// documentOwners).
func (b *Builder) corpusPeople(c *Corpus, res *resolution) map[int32]int32 {
	c.People = make([]Person, res.people)
	for i := range c.People {
		c.People[i].ID = int32(i)
	}
	b.namePeople(c, res.person)
	b.nameOwners(c, res.person)
	for i, id := range b.idList {
		if unnamedIdentity(id) {
			pp := &c.People[res.person[i]]
			pp.Owner, pp.Unnamed = true, true
		}
	}
	docOwner := b.documentOwners(res)
	b.idList, b.idCount = nil, nil
	// A merge names the spelling that is not the display name: which
	// spelling stays at the root is a matter of canonical order.
	for k := range c.Merges {
		if m := &c.Merges[k]; m.Name == c.People[m.Into].Name {
			m.Name = res.intoNames[k]
		}
	}
	for _, o := range b.owners {
		c.People[res.person[o]].Owner = true
	}
	for _, o := range res.inferred {
		c.People[res.person[o]].Owner = true
	}
	c.OwnerNotes = res.ownerNotes
	return docOwner
}

// documentOwners returns the person who owns each document: the owner
// the document's record names or the one its bylines give. A relation
// read where the reader knew no owner's name ("Advisor: X" in a CV
// named only by its file) is the owner's.
func (b *Builder) documentOwners(res *resolution) map[int32]int32 {
	docOwner := make(map[int32]int32)
	for _, o := range slices.Concat(b.owners, res.inferred) {
		if d := b.idList[o].doc; d != 0 {
			if _, ok := docOwner[d]; !ok {
				docOwner[d] = res.person[o]
			}
		}
	}
	return docOwner
}

// corpusRelations adds the relations of the records to c by person,
// sorted, without repeats or relations of a person to themself. A
// relation whose reader knew no owner is its document's owner's, or its
// input's when the input has one owner; without one it names nobody and
// is left out, not given a nameless person.
func (b *Builder) corpusRelations(c *Corpus, person []int32, sc *scope, docOwner map[int32]int32) {
	rootOwner := make(map[string]int32)
	for d, p := range docOwner {
		root := sc.root(d)
		if q, ok := rootOwner[root]; ok && q != p {
			p = -1 // two owners: the folder's relations are not either's
		}
		rootOwner[root] = p
	}
	for _, r := range b.relations {
		p, o := 0, int(person[r.other])
		if r.person >= 0 {
			p = int(person[r.person])
		} else if owner, ok := b.relationOwner(r.doc, sc.root(r.doc), docOwner, rootOwner); ok && r.doc != 0 {
			p = int(owner)
		} else {
			continue
		}
		if p == o {
			continue
		}
		c.Relations = append(c.Relations, Relation{Person: p, Kind: r.kind, Other: o, Organization: r.org, Source: r.source})
	}
	c.Relations = dedupeSorted(c.Relations, func(a, b Relation) int {
		return cmp.Or(cmp.Compare(a.Person, b.Person), cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.Other, b.Other))
	})
}

// corpusAffiliations adds the affiliations of the records to c by
// person, in order.
func (b *Builder) corpusAffiliations(c *Corpus, person []int32) {
	for _, a := range b.affs {
		f := a.aff
		c.Affiliations = append(c.Affiliations, Affiliation{
			Person: int(person[a.person]), Organization: f.Organization, Kind: f.Kind, Role: f.Role,
			Start: f.Start, End: f.End, Current: f.Current, Source: f.Pos.String(),
		})
	}
	slices.SortStableFunc(c.Affiliations, func(x, y Affiliation) int {
		return cmp.Or(cmp.Compare(x.Person, y.Person), strings.Compare(x.Organization, y.Organization),
			cmp.Compare(x.Kind, y.Kind), strings.Compare(x.Role, y.Role), cmp.Compare(x.Start, y.Start),
			cmp.Compare(x.End, y.End), naturalCompare(x.Source, y.Source))
	})
}

// scope tells name resolution the documents, their owners and the
// bylines (see scope).
func (b *Builder) scope() *scope {
	return &scope{docs: b.docs, roots: b.docRoot, folders: b.docFolder, owners: b.owners, ownerForms: b.ownerForms, formers: b.formers,
		bylines: func(yield func([]int32, listedPub) bool) {
			for i := range b.pubCount {
				p := b.rawPub(i)
				if !yield(b.authors(p), listedPub{title: p.title, year: p.year}) {
					return
				}
			}
		}}
}

// publications turns the raw publications into corpus publications with
// authors numbered by person, one per input record, and sources
// indexing inputs (the inputs read, in the corpus's order).
//
// The bylines and sources are cut from two arrays, each slice capped at
// its length so that appending to one copies it: a few allocations in
// all rather than two a publication. The publications are made on all
// cores.
func (b *Builder) publications(person []int32, inputs []string) []Publication {
	pubs := make([]Publication, b.pubCount)
	authors := make([]Authorship, len(b.bylineIDs))
	many := b.spelledManyWays(person)
	sources := make([]Source, b.pubCount)
	// inputOf maps the raw records' files to inputs.
	inputOf := make([]int32, len(b.sourceFiles))
	for i, in := range inputs {
		if f, ok := b.fileIndex[in]; ok {
			inputOf[f] = int32(i)
		}
	}
	// Each byline fills its own window of authors (where its identities
	// are in bylineIDs), so the publications are made on all cores.
	parallelRange(b.pubCount, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			rp := b.rawPub(i)
			sources[i] = Source{Input: inputOf[rp.file], Line: int32(rp.line), Column: int32(rp.column)}
			byline := authors[rp.byline : rp.byline : rp.byline+rp.authors]
			equal := b.equal(rp)
			var written []string
			for k, id := range b.authors(rp) {
				who := person[id]
				if slices.ContainsFunc(byline, func(a Authorship) bool { return a.Person == who }) {
					continue // the same person twice in one byline adds nothing
				}
				if many[who] {
					if written == nil {
						written = make([]string, len(byline), rp.authors)
					}
					written = append(written, displayCase(stripHonorific(norm.Skeleton(b.idList[id].Name))))
				} else if written != nil {
					written = append(written, "")
				}
				byline = append(byline, Authorship{Person: who, Equal: equal[k]})
			}
			pb := &pubs[i]
			*pb = Publication{
				Title: rp.title, Year: rp.year, Venue: rp.venue, Kind: rp.kind,
				Incomplete: rp.incomplete, DOI: rp.doi, DBLPKey: rp.dblpKey,
				Sources: sources[i : i+1 : i+1], Loc: rp.loc,
			}
			r := PublicationRare{ArXiv: rp.arxiv, Written: written}
			if x := b.extraOf(rp); x != nil {
				r.Biblio, r.Editors, r.Publisher, r.Place = x.biblio, x.editors, x.publisher, x.place
			}
			pb.setRare(r)
			if len(byline) > 0 {
				pb.Authors = byline[:len(byline):len(byline)]
			}
		}
	})
	return pubs
}

// spelledManyWays reports, by person, whether the person's identities
// spell their name in more than one way, so that a byline must keep its
// own spelling (see PublicationRare.Written). It keeps one identity
// number a person, not a name.
func (b *Builder) spelledManyWays(person []int32) []bool {
	people := 0
	for _, p := range person {
		people = max(people, int(p)+1)
	}
	first := make([]int32, people)
	for i := range first {
		first[i] = -1
	}
	many := make([]bool, people)
	for i, p := range person {
		switch f := first[p]; {
		case f < 0:
			first[p] = int32(i)
		case b.idList[f].Name != b.idList[i].Name:
			many[p] = true
		}
	}
	return many
}

// bylinePairs lists the identities of different people that stand at the
// same position of two complete bylines of equal length in one group of
// merged publications. Identical bylines are compared once, so a group of
// many copies of one entry costs time linear in its size; the distinct
// bylines of one length are compared pairwise up to maxBylineVersions of
// them and with the first of them beyond, which the union of names makes
// transitive anyway.
func (b *Builder) bylinePairs(groups pubGroups, person []int32) []bylinePair {
	var pairs []bylinePair
	var distinct []int32
	seen := make(map[string]bool)
	var key []byte
	for k := range groups.len() {
		g := groups.group(k)
		if len(g) < 2 {
			continue
		}
		distinct = distinct[:0]
		clear(seen)
		for _, i := range g {
			p := b.rawPub(int(i))
			if p.incomplete {
				continue
			}
			key = key[:0]
			for _, a := range b.authors(p) {
				key = binary.LittleEndian.AppendUint32(key, uint32(a))
			}
			if !seen[string(key)] {
				seen[string(key)] = true
				distinct = append(distinct, i)
			}
		}
		for x, i := range distinct {
			others := distinct[x+1:]
			if x >= maxBylineVersions {
				break
			}
			if len(others) > maxBylineVersions {
				// Beyond the first few, every version meets the first.
				if x == 0 {
					others = distinct[1:]
				} else {
					others = others[:maxBylineVersions-x]
				}
			}
			for _, j := range others {
				pi, pj := b.rawPub(int(i)), b.rawPub(int(j))
				if pi.authors != pj.authors {
					continue
				}
				bj := b.authors(pj)
				for k, a := range b.authors(pi) {
					if c := bj[k]; person[c] != person[a] {
						pairs = append(pairs, bylinePair{a: a, b: c,
							reason: fmt.Sprintf("author %d of two versions of %q", k+1, pi.title)})
					}
				}
			}
		}
	}
	return pairs
}

// maxBylineVersions bounds the distinct bylines of one publication that
// bylinePairs compares pairwise.
const maxBylineVersions = 16

// canonicalize puts identities and raw publications in an order that
// depends only on their content, renumbering every reference, so that
// Build's result does not depend on the order of Add calls. Identities
// sort by name, then identifiers; network nodes come after them, by file
// and id (digits compared as numbers, so nodes keep their numeric order).
// Publications sort by year and their other fields, then their source.
// Equal records in another order give the same corpus.
func (b *Builder) canonicalize() {
	num := b.numberIdentities()
	docRank := b.canonicalDocs()
	b.renumberRefs(b.renumberIdentities(b.sortIdentities(num, docRank), num, docRank), num, docRank)
	b.sortRawPubs()
	slices.SortStableFunc(b.relations, func(x, y rawRelation) int {
		return cmp.Or(cmp.Compare(x.person, y.person), cmp.Compare(x.doc, y.doc), cmp.Compare(x.kind, y.kind), cmp.Compare(x.other, y.other),
			strings.Compare(x.org, y.org), naturalCompare(x.source, y.source))
	})
}

// idNumbering numbers the identities of the shards end to end, shard by
// shard, before they are sorted: dense(code) is an identity's number,
// identity(d) the identity numbered d. The shards' maps would need every
// entry renumbered, and no record comes after Build.
type idNumbering struct {
	offsets [idShards + 1]int32
	shards  *[idShards]idShard
}

// dense returns the number of the identity with shard code code.
func (num *idNumbering) dense(code int32) int32 {
	return num.offsets[code&(idShards-1)] + code>>idShardBits
}

// identity returns the shard and the place in it of identity d.
func (num *idNumbering) identity(d int32) (*idShard, int32) {
	k := idShards - 1
	for num.offsets[k] > d {
		k--
	}
	return &num.shards[k], d - num.offsets[k]
}

// total returns the number of identities.
func (num *idNumbering) total() int { return int(num.offsets[idShards]) }

// numberIdentities numbers the identities end to end (idNumbering) and
// lets the shards' maps go.
func (b *Builder) numberIdentities() *idNumbering {
	num := &idNumbering{shards: &b.shards}
	for k := range b.shards {
		s := &b.shards[k]
		s.names, s.dblpNames, s.ids = nil, nil, nil
		num.offsets[k+1] = num.offsets[k] + int32(len(s.list))
	}
	return num
}

// canonicalDocs puts the documents in order of name and returns their
// new numbers: docRank[d] is document d's (both from 1; 0 is no
// document).
func (b *Builder) canonicalDocs() []int32 {
	docOrder := make([]int32, len(b.docs))
	for k := range docOrder {
		docOrder[k] = int32(k)
	}
	slices.SortFunc(docOrder, func(x, y int32) int { return strings.Compare(b.docs[x], b.docs[y]) })
	docRank := make([]int32, len(b.docs)+1)
	docs, roots, folders := make([]string, len(b.docs)), make([]string, len(b.docs)), make([]string, len(b.docs))
	for r, d := range docOrder {
		docRank[d+1] = int32(r) + 1
		docs[r], roots[r], folders[r] = b.docs[d], b.docRoot[d], b.docFolder[d]
	}
	b.docs, b.docRoot, b.docFolder, b.docIndex = docs, roots, folders, nil
	return docRank
}

// sortIdentities returns the identity numbers in canonical order.
// Each key holds a name and its first 8 bytes packed into one number,
// which decide most comparisons without reading the identity.
func (b *Builder) sortIdentities(num *idNumbering, docRank []int32) []int32 {
	n := num.total()
	idKeys := make([]idOrderKey, n)
	parallelRange(n, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			s, k := num.identity(int32(i))
			id := &s.list[k]
			idKeys[i] = idOrderKey{prefix: titlePrefix(id.Name), name: id.Name, index: int32(i), local: id.Local != ""}
		}
	})
	return sortedIndex(idKeys, identityOrder(num, docRank), func(k *idOrderKey) int32 { return k.index })
}

// identityOrder returns the canonical order of identities: named ones
// by name, document (docRank), ORCID and DBLP id; network nodes after
// them, by their ids in their files.
func identityOrder(num *idNumbering, docRank []int32) func(x, y idOrderKey) int {
	return func(x, y idOrderKey) int {
		if !x.local && !y.local && x.prefix != y.prefix {
			return cmp.Compare(x.prefix, y.prefix)
		}
		if x.local != y.local {
			return compareBool(x.local, y.local)
		}
		sa, ka := num.identity(x.index)
		sc, kc := num.identity(y.index)
		a, c := &sa.list[ka], &sc.list[kc]
		if x.local {
			// Network nodes keep the order of their ids in their files.
			if k := naturalCompare(a.Local, c.Local); k != 0 {
				return k
			}
			return cmp.Or(strings.Compare(a.Local, c.Local), cmp.Compare(x.index, y.index))
		}
		// Early returns, not cmp.Or: its arguments are all evaluated.
		if k := strings.Compare(x.name, y.name); k != 0 {
			return k
		}
		if a.doc != c.doc {
			return cmp.Compare(docRank[a.doc], docRank[c.doc])
		}
		if k := strings.Compare(a.ORCID, c.ORCID); k != 0 {
			return k
		}
		return cmp.Or(strings.Compare(a.DBLP, c.DBLP), cmp.Compare(x.index, y.index))
	}
}

// renumberIdentities moves the identities into b.idList in the order
// given, lets the shards go, and returns each identity's new number by
// its old one.
func (b *Builder) renumberIdentities(order []int32, num *idNumbering, docRank []int32) []int32 {
	n := num.total()
	rank := make([]int32, n)
	for r, old := range order {
		rank[old] = int32(r)
	}
	b.idList, b.idCount = make([]Identity, n), make([]int, n)
	for r, old := range order {
		s, k := num.identity(old)
		b.idList[r], b.idCount[r] = s.list[k], s.count[k]
		b.idList[r].doc = docRank[b.idList[r].doc]
	}
	b.shards = [idShards]idShard{}
	return rank
}

// renumberRefs renumbers every reference to an identity (shard codes,
// new numbers by rank) and to a document (docRank) in the records.
func (b *Builder) renumberRefs(rank []int32, num *idNumbering, docRank []int32) {
	for _, nodes := range b.nodes {
		for k, i := range nodes {
			nodes[k] = rank[num.dense(i)]
		}
	}
	parallelRange(len(b.bylineIDs), func(lo, hi int) {
		for k := lo; k < hi; k++ {
			b.bylineIDs[k] = rank[num.dense(b.bylineIDs[k])]
		}
	})
	for i := range b.relations {
		r := &b.relations[i]
		if r.person >= 0 {
			r.person = rank[num.dense(r.person)]
		}
		r.other = rank[num.dense(r.other)]
		r.doc = docRank[r.doc]
	}
	for i := range b.affs {
		b.affs[i].person = rank[num.dense(b.affs[i].person)]
	}
	for i, o := range b.owners {
		b.owners[i] = rank[num.dense(o)]
	}
	for i, f := range b.ownerForms {
		b.ownerForms[i] = [2]int32{rank[num.dense(f[0])], rank[num.dense(f[1])]}
	}
	for i := range b.links {
		l := &b.links[i]
		l.u, l.v = rank[num.dense(l.u)], rank[num.dense(l.v)]
	}
}

// sortRawPubs puts the raw publications in canonical order (year,
// title, then compareRawPubs). It sorts keys, not the records; equal
// records are interchangeable, so an unstable sort is as good as a
// stable one. Each key holds the record's year and title and the
// title's first 8 bytes packed into one number, which decide most
// comparisons without reading the record.
func (b *Builder) sortRawPubs() {
	pubKeys := make([]pubOrderKey, b.pubCount)
	parallelRange(b.pubCount, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			p := b.rawPub(i)
			pubKeys[i] = pubOrderKey{prefix: titlePrefix(p.title), title: p.title, year: p.year, index: int32(i)}
		}
	})
	perm := sortedIndex(pubKeys, func(x, y pubOrderKey) int {
		if x.year != y.year {
			return cmp.Compare(x.year, y.year)
		}
		if x.prefix != y.prefix {
			return cmp.Compare(x.prefix, y.prefix)
		}
		if c := strings.Compare(x.title, y.title); c != 0 {
			return c
		}
		return cmp.Or(b.compareRawPubs(b.rawPub(int(x.index)), b.rawPub(int(y.index))), cmp.Compare(x.index, y.index))
	}, func(k *pubOrderKey) int32 { return k.index })
	b.permuteRawPubs(perm)
}

// permuteRawPubs moves raw publication perm[i] to place i, in place,
// cycle by cycle: a copy would hold every record twice. perm is used up.
func (b *Builder) permuteRawPubs(perm []int32) {
	for i := range perm {
		if perm[i] < 0 {
			continue
		}
		tmp := *b.rawPub(i)
		j := int32(i)
		for {
			k := perm[j]
			perm[j] = -1
			if k == int32(i) {
				*b.rawPub(int(j)) = tmp
				break
			}
			*b.rawPub(int(j)) = *b.rawPub(int(k))
			j = k
		}
	}
}

// titlePrefix packs the first 8 bytes of a title (or a name),
// big-endian and padded with zeros, so that numbers compare as the
// strings' starts do.
func titlePrefix(title string) uint64 {
	var buf [8]byte
	copy(buf[:], title)
	return binary.BigEndian.Uint64(buf[:])
}

// compareRawPubs orders raw publications by content (year first, so
// publications are numbered in time order), then by source.
func (b *Builder) compareRawPubs(x, y *rawPub) int {
	// Early returns, not cmp.Or: its arguments are all evaluated, and
	// the title almost always decides.
	if c := cmp.Compare(x.year, y.year); c != 0 {
		return c
	}
	if c := strings.Compare(x.title, y.title); c != 0 {
		return c
	}
	if c := strings.Compare(x.venue, y.venue); c != 0 {
		return c
	}
	if c := cmp.Or(cmp.Compare(x.kind, y.kind),
		strings.Compare(x.doi, y.doi), strings.Compare(x.arxiv, y.arxiv),
		strings.Compare(x.dblpKey, y.dblpKey), compareBool(x.incomplete, y.incomplete),
		slices.Compare(b.authors(x), b.authors(y))); c != 0 {
		return c
	}
	ex, ey := b.equal(x), b.equal(y)
	for k := range min(len(ex), len(ey)) {
		if c := compareBool(ex[k], ey[k]); c != 0 {
			return c
		}
	}
	sx, sy := string(b.appendSource(nil, x)), string(b.appendSource(nil, y))
	return cmp.Or(naturalCompare(sx, sy), strings.Compare(sx, sy))
}

// appendSource appends p's source to buf as pub.Position.String
// writes it: file:line:column, leaving out what is unknown.
func (b *Builder) appendSource(buf []byte, p *rawPub) []byte {
	buf = append(buf, b.sourceFiles[p.file]...)
	if p.line > 0 {
		buf = strconv.AppendInt(append(buf, ':'), int64(p.line), 10)
		if p.column > 0 {
			buf = strconv.AppendInt(append(buf, ':'), int64(p.column), 10)
		}
	}
	return buf
}

func compareBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// namePeople gives each person the best-cased, most frequent spelling of
// their identities as display name and the other spellings as aliases.
func (b *Builder) namePeople(c *Corpus, person []int32) {
	type spelling struct {
		name  string
		count int
	}
	spellings := make([][]spelling, len(c.People))
	for i, id := range b.idList {
		p := person[i]
		ss := spellings[p]
		found := false
		// Identities are sorted by name (canonicalize), so a repeated
		// spelling is almost always the last one seen: one comparison,
		// not a scan of all of a person's spellings.
		if k := len(ss) - 1; k >= 0 && ss[k].name == id.Name {
			ss[k].count += b.idCount[i]
			found = true
		}
		for k := 0; !found && k < len(ss)-1 && id.Local != ""; k++ {
			if ss[k].name == id.Name {
				ss[k].count += b.idCount[i]
				found = true
			}
		}
		if !found {
			spellings[p] = append(ss, spelling{id.Name, b.idCount[i]})
		}
		pp := &c.People[p]
		if pp.ORCID() == "" && id.ORCID != "" {
			pp.rare().ORCID = id.ORCID
		}
		if pp.DBLP == "" {
			pp.DBLP = id.DBLP
		}
		if id.Local != "" && !unnamedIdentity(id) {
			r := pp.rare()
			r.SourceIDs = append(r.SourceIDs, id.Local[strings.LastIndexByte(id.Local, '#')+1:])
		}
	}
	// Each person's names on all cores: a person is one worker's.
	parallelRange(len(spellings), func(lo, hi int) {
		for p := lo; p < hi; p++ {
			ss := spellings[p]
			slices.SortFunc(ss, func(a, b spelling) int {
				return cmp.Or(
					-cmp.Compare(casingScore(a.name), casingScore(b.name)),
					-cmp.Compare(a.count, b.count),
					strings.Compare(a.name, b.name))
			})
			if len(ss) == 0 {
				continue
			}
			pp := &c.People[p]
			pp.Name = displayCase(stripHonorific(norm.Skeleton(ss[0].name)))
			var aliases []string
			if pp.Name != ss[0].name {
				aliases = append(aliases, ss[0].name)
			}
			for _, s := range ss[1:] {
				aliases = append(aliases, s.name)
			}
			if len(aliases) > 0 {
				slices.Sort(aliases)
				pp.rare().Aliases = aliases
			}
			slices.SortFunc(pp.SourceIDs(), naturalCompare)
		}
	})
}

// nameOwners names each owner as the owner's record does ("Alex G.
// Lipp") where the bylines, which chose the display name, give the
// given names as initials only ("A. G. Lipp") or not at all ("Lipp"):
// the CV's own spelling is the fuller one.
func (b *Builder) nameOwners(c *Corpus, person []int32) {
	for _, o := range b.owners {
		pp := &c.People[person[o]]
		rec := b.idList[o].Name
		own := displayCase(stripHonorific(norm.Skeleton(rec)))
		if own == pp.Name || !initialsOnly(pp.Name) && len(strings.Fields(pp.Name)) > 1 || initialsOnly(own) || lastWord(own) != lastWord(pp.Name) {
			continue
		}
		aliases := []string{pp.Name}
		for _, a := range pp.Aliases() {
			if a != rec && a != own {
				aliases = append(aliases, a)
			}
		}
		slices.Sort(aliases)
		pp.Name = own
		pp.rare().Aliases = slices.Compact(aliases)
	}
}

// initialsOnly reports whether name gives its given names as initials
// alone: "A. G. Lipp", "AG Lipp".
func initialsOnly(name string) bool {
	ws := strings.Fields(name)
	if len(ws) < 2 {
		return false
	}
	for _, w := range ws[:len(ws)-1] {
		w = strings.Trim(w, ".-")
		if w == "" || utf8.RuneCountInString(w) > 2 || strings.ToUpper(w) != w && utf8.RuneCountInString(w) > 1 {
			return false
		}
	}
	return true
}

// lastWord returns the last word of name in lower case.
func lastWord(name string) string {
	ws := strings.Fields(name)
	if len(ws) == 0 {
		return ""
	}
	return strings.ToLower(ws[len(ws)-1])
}

// buildEdges accumulates co-authorships from publications and network
// links over people 0..people-1. It buckets one entry per author pair per
// paper by its lower person id (counting, O(pairs)), then sorts each
// bucket alone, so it needs no map of pairs, no global sort and one
// exactly sized scratch array: 8 bytes per author pair per paper, let go
// before it returns.
//
// A publication with more than maxAuthors authors adds no edges (0: no
// limit; see BuildOptions.MaxAuthors).
func buildEdges(people int, pubs []Publication, links []rawLink, person []int32, maxAuthors int) Coauthorships {
	// A pair's kind says what its weight adds: a network link's is its
	// weight, numbered by its rank among the links' (0..len(links)-1); a
	// paper's is its year and byline length n, which gives the fractional
	// weight 1/(n−1), numbered from len(links) on. The kinds are numbered
	// in the order their weights add up, so that they add up in one order
	// whatever the input order: links first, by weight; then papers by
	// year and by byline length, longest (lightest) first.
	weights := make([]float64, len(links))
	for i, l := range links {
		weights[i] = l.weight
	}
	slices.Sort(weights)
	rank := func(l rawLink) uint32 {
		r, _ := slices.BinarySearch(weights, l.weight)
		return uint32(r)
	}
	counted := func(p *Publication) bool {
		n := len(p.Authors)
		return n >= 2 && (maxAuthors <= 0 || n <= maxAuthors)
	}
	type paperKind struct{ year, n int32 }
	kindIDs := make(map[paperKind]uint32)
	for i := range pubs {
		if counted(&pubs[i]) {
			kindIDs[paperKind{int32(pubs[i].Year), int32(len(pubs[i].Authors))}] = 0
		}
	}
	kinds := make([]paperKind, 0, len(kindIDs))
	for k := range kindIDs {
		kinds = append(kinds, k)
	}
	slices.SortFunc(kinds, func(a, b paperKind) int { return cmp.Or(cmp.Compare(a.year, b.year), cmp.Compare(b.n, a.n)) })
	for i, k := range kinds {
		kindIDs[k] = uint32(len(links) + i)
	}
	// An end is a pair's higher person in the high 32 bits and its kind
	// in the low: sorted as integers, a bucket's ends group by co-author,
	// each group in the order its weights add up.
	each := func(fn func(u, v int32, kind uint32)) {
		for i := range pubs {
			p := &pubs[i]
			if !counted(p) {
				continue
			}
			n := len(p.Authors)
			id := kindIDs[paperKind{int32(p.Year), int32(n)}]
			for i := 0; i < n; i++ {
				for j := i + 1; j < n; j++ {
					u, v := int32(p.Authors[i].Person), int32(p.Authors[j].Person)
					fn(min(u, v), max(u, v), id)
				}
			}
		}
		for _, l := range links {
			if u, v := person[l.u], person[l.v]; u != v {
				fn(min(u, v), max(u, v), rank(l))
			}
		}
	}
	offsets := make([]int, people+1)
	each(func(u, _ int32, _ uint32) { offsets[u+1]++ })
	for u := 0; u < people; u++ {
		offsets[u+1] += offsets[u]
	}
	ends := make([]uint64, offsets[people])
	next := slices.Clone(offsets[:people])
	each(func(u, v int32, kind uint32) {
		ends[next[u]] = uint64(v)<<32 | uint64(kind)
		next[u]++
	})
	next = nil
	parallelRange(people, func(lo, hi int) {
		for u := lo; u < hi; u++ {
			slices.Sort(ends[offsets[u]:offsets[u+1]])
		}
	})
	out := newEdgeWriter(people, func(yield func(u, v int32)) {
		for u := range people {
			bucket := ends[offsets[u]:offsets[u+1]]
			for i := range bucket {
				if i == 0 || bucket[i]>>32 != bucket[i-1]>>32 {
					yield(int32(u), int32(bucket[i]>>32))
				}
			}
		}
	})
	for u := range people {
		bucket := ends[offsets[u]:offsets[u+1]]
		for i := 0; i < len(bucket); {
			e := Edge{U: int32(u), V: int32(bucket[i] >> 32)}
			j := i
			for ; j < len(bucket) && bucket[j]>>32 == bucket[i]>>32; j++ {
				id := int(uint32(bucket[j]))
				if id < len(links) {
					w := weights[id]
					e.Papers += w
					e.Fractional += w
					continue
				}
				end := kinds[id-len(links)]
				e.Papers++
				e.Fractional += 1 / float64(end.n-1)
				if y := int16(end.year); y > 0 && end.year <= math.MaxInt16 {
					if e.FirstYear == 0 || y < e.FirstYear {
						e.FirstYear = y
					}
					e.LastYear = max(e.LastYear, y)
				}
			}
			out.set(e)
			i = j
		}
	}
	ends = nil // before the columns take its memory
	return out.finish()
}

// dedupeSorted sorts s by cmpFn and drops elements equal to their
// predecessor under it.
func dedupeSorted[T any](s []T, cmpFn func(a, b T) int) []T {
	slices.SortStableFunc(s, cmpFn)
	return slices.CompactFunc(s, func(a, b T) bool { return cmpFn(a, b) == 0 })
}

// PersonByName returns the ids of the people whose name or alias matches
// name after normalisation, best match first.
func (c *Corpus) PersonByName(name string) []int {
	key := NameKey(name)
	var exact, partial []int
	for _, p := range c.People {
		match := NameKey(p.Name) == key
		for _, a := range p.Aliases() {
			match = match || NameKey(a) == key
		}
		switch {
		case match:
			exact = append(exact, int(p.ID))
		case key != "" && strings.Contains(NameKey(p.Name), key):
			partial = append(partial, int(p.ID))
		}
	}
	if len(exact) > 0 {
		return exact
	}
	return partial
}

func (p Person) String() string { return fmt.Sprintf("%s (#%d)", p.Name, p.ID) }

// displayCase turns a name written in capitals only ("CAROLYN P. ROSE",
// as some CVs set co-authors) into title case ("Carolyn P. Rose"); any
// other name is returned as it is.
func displayCase(name string) string {
	hasLower := strings.IndexFunc(name, unicode.IsLower) >= 0
	if hasLower || strings.IndexFunc(name, unicode.IsUpper) < 0 {
		return name
	}
	runes := []rune(strings.ToLower(name))
	start := true
	for i, r := range runes {
		if start && unicode.IsLetter(r) {
			runes[i] = unicode.ToUpper(r)
		}
		start = !unicode.IsLetter(r) && r != '\''
	}
	return string(runes)
}

// stripHonorific removes titles such as "Prof." and "Dr." before a name,
// which CVs write before advisors but which are no part of the name.
func stripHonorific(name string) string {
	for {
		first, rest, ok := strings.Cut(strings.TrimSpace(name), " ")
		if !ok {
			return name
		}
		switch strings.ToLower(strings.TrimSuffix(first, ".")) {
		case "prof", "professor", "dr", "mr", "mrs", "ms":
			name = rest
		default:
			return strings.TrimSpace(name)
		}
	}
}

// withoutDecided drops the candidates that a not_same_as rule has already
// decided, so a person's decision is not asked again on the next run.
func withoutDecided(cands []Candidate, c *Corpus, rules []AliasRule) []Candidate {
	var apart [][2]string
	for _, r := range rules {
		if !r.Same {
			apart = append(apart, [2]string{NameKey(r.Name), NameKey(r.Other)})
		}
	}
	if len(apart) == 0 {
		return cands
	}
	keys := func(p Person) []string {
		ks := []string{NameKey(p.Name)}
		for _, a := range p.Aliases() {
			ks = append(ks, NameKey(a))
		}
		return ks
	}
	decided := func(a, b Person) bool {
		ka, kb := keys(a), keys(b)
		for _, pair := range apart {
			if slices.Contains(ka, pair[0]) && slices.Contains(kb, pair[1]) ||
				slices.Contains(ka, pair[1]) && slices.Contains(kb, pair[0]) {
				return true
			}
		}
		return false
	}
	return slices.DeleteFunc(cands, func(k Candidate) bool { return decided(c.People[k.A], c.People[k.B]) })
}

// parallelRange calls fn on consecutive ranges covering 0..n-1, one a
// core, at once, and returns when all are done. fn must only write what
// belongs to its range.
func parallelRange(n int, fn func(lo, hi int)) {
	workers := min(runtime.GOMAXPROCS(0), max(1, n/4096))
	if workers <= 1 {
		fn(0, n)
		return
	}
	var wg sync.WaitGroup
	for w := range workers {
		lo, hi := n*w/workers, n*(w+1)/workers
		wg.Go(func() { fn(lo, hi) })
	}
	wg.Wait()
}

// idOrderKey is what canonicalize sorts an identity by.
type idOrderKey struct {
	prefix uint64 // titlePrefix of name
	name   string
	index  int32
	local  bool
}

// pubOrderKey is what canonicalize sorts a raw publication by.
type pubOrderKey struct {
	prefix uint64 // titlePrefix of title
	title  string
	year   int32
	index  int32
}

// sortedFunc returns s sorted by a total order cmpFn, its halves sorted
// on two goroutines and merged into a new slice; s is left in an
// unspecified order.
func sortedFunc[T any](s []T, cmpFn func(a, b T) int) []T {
	if len(s) < minParallelSort || runtime.GOMAXPROCS(0) < 2 {
		slices.SortFunc(s, cmpFn)
		return s
	}
	out := make([]T, 0, len(s))
	sortEach(s, cmpFn, func(x *T) { out = append(out, *x) })
	return out
}

// sortedIndex sorts keys by a total order cmpFn, their halves on two
// goroutines, and returns index of each key in sorted order: the
// canonical order of a DBLP-sized input sorts millions of records. The
// keys are left in an unspecified order.
func sortedIndex[K any](keys []K, cmpFn func(a, b K) int, index func(*K) int32) []int32 {
	out := make([]int32, 0, len(keys))
	sortEach(keys, cmpFn, func(k *K) { out = append(out, index(k)) })
	return out
}

// minParallelSort is the length below which sortEach sorts on one
// goroutine.
const minParallelSort = 1 << 15

// sortEach sorts s by a total order cmpFn, its halves on two goroutines
// when it is long, and calls emit with its elements in sorted order,
// merging the halves as it goes; s is left in an unspecified order.
func sortEach[T any](s []T, cmpFn func(a, b T) int, emit func(*T)) {
	if len(s) < minParallelSort || runtime.GOMAXPROCS(0) < 2 {
		slices.SortFunc(s, cmpFn)
		for i := range s {
			emit(&s[i])
		}
		return
	}
	left, right := s[:len(s)/2], s[len(s)/2:]
	done := make(chan struct{})
	go func() {
		slices.SortFunc(left, cmpFn)
		close(done)
	}()
	slices.SortFunc(right, cmpFn)
	<-done
	i, j := 0, 0
	for i < len(left) && j < len(right) {
		if cmpFn(right[j], left[i]) < 0 {
			emit(&right[j])
			j++
		} else {
			emit(&left[i])
			i++
		}
	}
	for ; i < len(left); i++ {
		emit(&left[i])
	}
	for ; j < len(right); j++ {
		emit(&right[j])
	}
}
