package profile

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestEditorsIn checks the editors read before an editors' mark.
func TestEditorsIn(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string
	}{
		{"2018 « A chapter » in Roe A., J. Doe & L. Moe (eds.) Handbook of things. City: Press, 1-20", []string{"Roe A", "J. Doe", "L. Moe"}},
		{"2003 « A chapter », Handbook : a volume's subtitle, J. Doe & S. Roe (eds). City : Press : 69-87", []string{"J. Doe", "S. Roe"}},
		{"2017 avec L. Moe. « Introduction ». In Doe J. et Moe L. (eds) Things, City, 1-5", []string{"Doe J", "Moe L"}},
		{"2019 (- avec N. Roe) Introduction, in Roe N. & Doe J. (éds) Things. Press", []string{"Roe N", "Doe J"}},
		{"2007 (ed.) A volume of my own. Press", nil},
		{"A paper with no editors. Journal 3, 2019", nil},
	} {
		if diff := cmp.Diff(tt.want, editorsIn(tt.in)); diff != "" {
			t.Errorf("editorsIn(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}

// TestEditorOwner checks that the owner of a list of one's own chapters
// is the editor who recurs in its volumes, and that a co-author, or an
// editor who does not stand out, is not.
func TestEditorOwner(t *testing.T) {
	cites := []string{
		"2018 « Chapter one » in Roe A., J. Doe & L. Moe (eds.) Handbook. Press",
		"2019 « Chapter two » in Jane Doe & K. Poe (eds) Another volume. Press",
		"2020 (avec L. Moe) « Chapter three » in Doe J. et Moe L. (eds) Things. Press",
		"2021 « Chapter four » in B. Zed (ed.) Other things. Press",
		"2021 (avec L. Moe) « A paper ». Journal 4",
	}
	if got := EditorOwner(cites, []string{"L. Moe"}); got != "Jane Doe" {
		t.Errorf("EditorOwner = %q, want Jane Doe", got)
	}
	if got := EditorOwner(cites, []string{"L. Moe", "J. Doe"}); got != "" {
		t.Errorf("EditorOwner with the editor a co-author = %q, want none", got)
	}
	if got := EditorOwner(cites[:2], nil); got != "" {
		t.Errorf("EditorOwner of two volumes = %q, want none", got)
	}
}
