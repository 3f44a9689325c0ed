package graph

import (
	"fmt"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// addOwnerForms registers the owner's name in another script that an
// owner record gives (pub.Person.OtherScript) as the identity of that
// spelling in the owner's document: the bylines of the document that
// write it are that identity.
func (b *Builder) addOwnerForms(o *pub.Person) {
	f := strings.TrimSpace(o.OtherScript)
	if f == "" || f == o.Name {
		return
	}
	owner, doc := b.owners[len(b.owners)-1], b.docOf(o.Pos.File)
	b.ownerForms = append(b.ownerForms, [2]int32{owner, b.identity(Identity{Name: f, doc: doc}, false)})
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
