package cv

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestChapterEditors reads the editors of the book a chapter is in, as
// the citation styles print them, into the publication's Editors, and
// never into its byline. Each entry is a document of its own, under a
// heading that names no one.
func TestChapterEditors(t *testing.T) {
	tests := []struct {
		name    string
		entry   string
		authors []string
		editors []string
	}{
		{"APA", `Author, A., & Coauthor, D. (2019). A title of things. In B. Editor & C. Redact (Eds.), The handbook of things (pp. 1–20). Example Press.`,
			[]string{"A. Author", "D. Coauthor"}, []string{"B. Editor", "C. Redact"}},
		{"APA, and", `A. Author. 2019. A Title of Things. In B. Editor and C. Editor (Eds.), Book of Things (pp. 1–20). Example Press.`,
			[]string{"A. Author"}, []string{"B. Editor", "C. Editor"}},
		{"Chicago, edited by", `Author, Ann. "A Title of Things." In Handbook of Things, edited by Bea Editor and Carl Redact, 1–20. City: Example Press, 2019.`,
			[]string{"Ann Author"}, []string{"Bea Editor", "Carl Redact"}},
		// "Editor" is an editor word to the labeller: an editor named so
		// is read in doubt, so the case names a surname.
		{"Chicago, ed.", `Ann Author. A title of things. In Book of Things, ed. B. Hollis, 1–20. Example Press, 2019.`,
			[]string{"Ann Author"}, []string{"B. Hollis"}},
		{"MLA", `Author, Ann. "A Title of Things." Handbook of Things, edited by Bea Editor, Example Press, 2019, pp. 1-20.`,
			[]string{"Ann Author"}, []string{"Bea Editor"}},
		{"IEEE-like, edited by", `A. Author and D. Coauthor, "A title of things," in Book of Things, edited by B. Editor and C. Redact (Example Press, City, 2008), pp. 11-20.`,
			[]string{"A. Author", "D. Coauthor"}, []string{"B. Editor", "C. Redact"}},
		{"Vancouver, editors", `Author A, Coauthor D. A title of things. In: Editor B, Redact C, editors. Book of things. City: Example Press; 2008. p. 11-20.`,
			[]string{"A Author", "D Coauthor"}, []string{"B Editor", "C Redact"}},
		{"German, Hg.", `Author, Anna: Ein Titel über Dinge. In: B. Editor (Hg.), Handbuch der Dinge, Berlin: Beispielverlag 2019, S. 1–20.`,
			[]string{"Anna Author"}, []string{"B. Editor"}},
		{"German, Hrsg., slashes", `Author, Anna: Ein Titel über Dinge. In: Editor, Bea/Redact, Carl (Hrsg.): Handbuch der Dinge. Berlin 2019, S. 1–20.`,
			[]string{"Anna Author"}, []string{"Bea Editor", "Carl Redact"}},
		{"French, dir.", `Anne Auteur, « Un titre des choses », dans Béatrice Éditeur (dir.), Manuel des choses, Paris, Éditions Exemple, 2019, p. 1-20.`,
			[]string{"Anne Auteur"}, []string{"Béatrice Éditeur"}},
		{"French, et", `Anne Auteur, « Un titre des choses », in B. Éditeur et C. Rédacteur (dir.), Manuel des choses, Paris, Exemple, 2019, p. 1-20.`,
			[]string{"Anne Auteur"}, []string{"B. Éditeur", "C. Rédacteur"}},
		{"Harvard, eds. before the book", `Author, A. (2019) ‘A title of things’, in B. Editor and C. Redact (eds.), Handbook of Things. City: Example Press, pp. 1–20.`,
			[]string{"A. Author"}, []string{"B. Editor", "C. Redact"}},
		{"eds. before the book, the owner implied", `“A Title of Things,” in B. Editor & C. Redact (eds.), *Handbook of Things* (City: Example Press, 2019), 1–20.`,
			nil, []string{"B. Editor", "C. Redact"}},
		{"ed. before the book, inverted names", `Ann Author, ‘A title of things’, in: Editor, B. and Redact, C. (eds) *Handbook of Things*, City: Example Press, 2019, pp. 1–20.`,
			[]string{"Ann Author"}, []string{"B. Editor", "C. Redact"}},
		{"head words, ed. after the book", `Guild; Tithe, in *Dictionary of Things*, ed. B. Editor and C. Redact (City: Example Press, 2019), 12–14.`,
			nil, []string{"B. Editor", "C. Redact"}},
		{"head words, eds. before the book", `“Almshouse,” in B. Editor and C. Redact (eds.), *Dictionary of Things* (City: Example Press, 2019), 12–14.`,
			nil, []string{"B. Editor", "C. Redact"}},
		{"edited volume", `Editor, B. and Redact, C. (eds.) (2020). The Handbook of Invented Things. Example Press.`,
			nil, []string{"B. Editor", "C. Redact"}},
		{"translators are no editors", `Author, A. (2018). A Novel of Things. Translated by Tom Translator. Example Press.`,
			[]string{"A. Author"}, nil},
		{"ABNT proceedings: a congress after In: is no editor", `AUTHOR, A.; COAUTHOR, D. . Um titulo sobre coisas. In: CONGRESSO NACIONAL DE COISAS INVENTADAS, 12., 2019, Cidade. Anais do Congresso. Cidade: Editora Exemplo, 2019. p. 10-15.`,
			[]string{"A. AUTHOR", "D. COAUTHOR"}, nil},
		{"no editors", `A. Author and D. Coauthor. 2019. A title of things. Journal of Things 12, 1–20.`,
			[]string{"A. Author", "D. Coauthor"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "# Publications\n\n- " + tt.entry + "\n"
			recs, _, err := collectRecords(t, Read, []byte(src), "cv.md")
			if err != nil {
				t.Fatal(err)
			}
			pubs := pubsOf(recs)
			if len(pubs) != 1 {
				t.Fatalf("%d publications, want 1: %+v", len(pubs), pubs)
			}
			p := pubs[0]
			if diff := cmp.Diff(tt.authors, authorNames(p.Authors)); diff != "" {
				t.Errorf("authors (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.editors, authorNames(p.Editors)); diff != "" {
				t.Errorf("editors (-want +got):\n%s", diff)
			}
		})
	}
}

// TestEditorIsNoOwner checks that a list's owner who edited the book of
// a chapter in it is not made the chapter's author by it: the owner's
// own papers are found, the chapter keeps its byline.
func TestEditorIsNoOwner(t *testing.T) {
	src := "# Bea Editor\n\n## Publications\n\n" +
		"- Editor, B., & Coauthor, D. (2018). A paper of the owner. Journal of Things, 3, 1–9.\n" +
		"- Author, A. (2019). A title of things. In B. Editor & C. Redact (Eds.), The handbook of things (pp. 1–20). Example Press.\n"
	recs, _, err := collectRecords(t, Read, []byte(src), "cv.md")
	if err != nil {
		t.Fatal(err)
	}
	pubs := pubsOf(recs)
	if len(pubs) != 2 {
		t.Fatalf("%d publications, want 2", len(pubs))
	}
	if diff := cmp.Diff([]string{"A. Author"}, authorNames(pubs[1].Authors)); diff != "" {
		t.Errorf("chapter's authors (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"B. Editor", "C. Redact"}, authorNames(pubs[1].Editors)); diff != "" {
		t.Errorf("chapter's editors (-want +got):\n%s", diff)
	}
}
