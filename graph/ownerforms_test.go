package graph

import (
	"context"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// TestOwnerFormsInTwoScripts checks that a document's owner record that
// gives its owner's name in another script (pub.Person.OtherScript) joins the
// bylines of that document writing it, and nothing else: the same Han
// name in another person's CV stays apart, and so does a Han name the
// record does not give.
func TestOwnerFormsInTwoScripts(t *testing.T) {
	b := NewBuilder()
	add := func(rec pub.Record) {
		t.Helper()
		if err := b.Add(rec); err != nil {
			t.Fatal(err)
		}
	}
	paper := func(file string, line int, title string, authors ...string) {
		add(pub.Record{Publication: &pub.Publication{Title: title, Year: 2020, Kind: pub.KindJournal, Authors: names(authors...),
			Pos: pub.Position{File: file, Line: line}}})
	}
	b.Input("cv.md")
	add(pub.Record{Owner: &pub.Person{Name: "Ming Qiao", OtherScript: "乔明", Pos: pub.Position{File: "cv.md", Line: 1}}})
	paper("cv.md", 5, "Invented bridges", "Ming Qiao", "Jane Roe")
	paper("cv.md", 6, "Imaginary beams", "Max Moe", "Ming Qiao")
	paper("cv.md", 9, "虚构桥梁", "乔明", "王大伟")
	paper("cv.md", 10, "假想梁", "张三", "乔明")
	b.Input("other.md")
	add(pub.Record{Owner: &pub.Person{Name: "Lan Zhou", Pos: pub.Position{File: "other.md", Line: 1}}})
	paper("other.md", 5, "虚构河流", "乔明", "周兰")
	paper("other.md", 6, "Pretend rivers", "Lan Zhou", "Ann Lee")
	c, err := b.Build(context.Background(), BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	o := personOf(t, c, "Ming Qiao")
	if !o.Owner || o.Papers != 4 {
		t.Errorf("owner %+v, want owner with 4 papers (both scripts); people: %q", *o, peopleOf(c))
	}
	var han []*Person
	for k := range c.People {
		if p := &c.People[k]; p.Name == "乔明" {
			han = append(han, p)
		}
	}
	if len(han) != 1 || han[0].Papers != 1 || han[0].Owner {
		t.Errorf("the Han name in the other CV: %d people named 乔明, want 1 apart from the owner with 1 paper; people: %q", len(han), peopleOf(c))
	}
	if personOf(t, c, "周兰") == personOf(t, c, "Lan Zhou") {
		t.Errorf("a Han name the owner record does not give joined its owner")
	}
	found := false
	for _, m := range c.Merges {
		found = found || m.Kind == "person" && m.Name == "乔明" && strings.Contains(m.Reason, "another script")
	}
	if !found {
		t.Errorf("no merge of 乔明 names the owner's own document as its evidence: %+v", c.Merges)
	}
}

// TestHanNamesKeptApart checks that names in Han characters are told
// apart by their characters, not their sound: two names read alike in
// Mandarin ("王小明", "汪小明") are two people even in one document, and
// a romanised name ("WANG Xiaoming") joins neither without an owner
// record that gives both forms.
func TestHanNamesKeptApart(t *testing.T) {
	b := NewBuilder()
	add := func(rec pub.Record) {
		t.Helper()
		if err := b.Add(rec); err != nil {
			t.Fatal(err)
		}
	}
	paper := func(line int, title string, authors ...string) {
		add(pub.Record{Publication: &pub.Publication{Title: title, Year: 2020, Kind: pub.KindJournal, Authors: names(authors...),
			Pos: pub.Position{File: "list.md", Line: line}}})
	}
	b.Input("list.md")
	paper(3, "虚构桥梁", "王小明", "李华")
	paper(4, "假想梁", "汪小明", "李华")
	paper(5, "Invented bridges", "WANG Xiaoming", "Jane Roe")
	c, err := b.Build(context.Background(), BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, pair := range [][2]string{{"王小明", "汪小明"}, {"王小明", "WANG Xiaoming"}, {"汪小明", "WANG Xiaoming"}} {
		if personOf(t, c, pair[0]) == personOf(t, c, pair[1]) {
			t.Errorf("%s and %s joined; people: %q", pair[0], pair[1], peopleOf(c))
		}
	}
}
