package graph

import (
	"fmt"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// addOwnerForms registers the owner's name in another script that an
// owner record gives (pub.Person.OtherScript) as the identity of that
// spelling in the owner's document: the bylines of the document that
// write it are that identity. A former name the record gives
// (pub.Person.Former) is kept for formerOwners.
func (b *Builder) addOwnerForms(o *pub.Person) {
	if f := strings.TrimSpace(o.Former); f != "" && f != o.Name {
		b.formers = append(b.formers, formerName{owner: len(b.owners) - 1, name: f})
	}
	f := strings.TrimSpace(o.OtherScript)
	if f == "" || f == o.Name {
		return
	}
	owner, doc := b.owners[len(b.owners)-1], b.docOf(o.Pos.File)
	b.ownerForms = append(b.ownerForms, [2]int32{owner, b.identity(Identity{Name: f, doc: doc}, false)})
}

// formerName is a former name an owner record gives
// (pub.Person.Former): owner is the record's index in Builder.owners.
type formerName struct {
	owner int
	name  string
}

// formerOwners returns, by document, the owners of the scope under the
// former names their records give, each with the record's identity: in
// its own document, a byline "J. Roe" of the owner "Jane Doe (née Roe)"
// is the owner.
func (r *resolver) formerOwners() map[int32][]owner {
	var out map[int32][]owner
	for _, f := range r.sc.formers {
		id := r.sc.owners[f.owner]
		p := parseName(f.name)
		if p.key == "" || len(p.given) == 0 {
			continue
		}
		if out == nil {
			out = make(map[int32][]owner)
		}
		d := r.ids[id].doc
		out[d] = append(out[d], owner{id: id, name: p})
	}
	return out
}

// joinOwnerForms joins each owner to its name in another script that
// its record gives. The evidence is the owner's own document, which writes the
// owner both ways ("李明 (Ming Li)" in its header, or one person's list
// whose bylines write the owner in two scripts); nothing here joins
// names of two scripts across documents, or by how one spells the
// other.
func (r *resolver) joinOwnerForms() {
	sc := r.sc
	if sc == nil {
		return
	}
	for _, f := range sc.ownerForms {
		o, form := f[0], f[1]
		reason := fmt.Sprintf("the owner of %s as it writes the owner's name in another script (%s)", shortDoc(sc.docName(r.ids[o].doc)), r.ids[o].Name)
		r.union(o, form, reason, false)
	}
}
