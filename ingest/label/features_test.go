package label

import (
	"path/filepath"
	"slices"
	"testing"
)

// sameFeatures fails when the features of text differ from the reference
// implementation's.
func sameFeatures(t *testing.T, text string, spans []Span) {
	t.Helper()
	toks := Tokenize(text, spans)
	if got, want := infos(toks), infosRef(toks); !slices.Equal(got, want) {
		t.Fatalf("%q: infos\n got %v\nwant %v", text, got, want)
	}
	got, want := refFeatures(toks), refFeaturesRef(toks)
	if !slices.Equal(got.off, want.off) || !slices.Equal(got.ids, want.ids) {
		for i := 0; i < min(got.len(), want.len()); i++ {
			if !slices.Equal(got.token(i), want.token(i)) {
				t.Fatalf("%q: token %d (%q): features\n got %x\nwant %x", text, i, toks[i].Text, got.token(i), want.token(i))
			}
		}
		t.Fatalf("%q: %d tokens' features, want %d", text, got.len(), want.len())
	}
}

// TestFeaturesMatchReference compares the features with the reference
// implementation on the held-out references, on bylines and on cases
// that reach the rarer branches (marks, quotes, non-ASCII case, invalid
// UTF-8, long words, the roman numeral test).
func TestFeaturesMatchReference(t *testing.T) {
	for _, s := range heldoutTexts(t, filepath.Join("anystyle", "heldout.txt.gz")) {
		sameFeatures(t, s, nil)
	}
	for _, s := range heldoutTexts(t, filepath.Join("grobid", "names-heldout.txt.gz")) {
		sameFeatures(t, s, nil)
	}
	for _, tc := range []struct {
		text  string
		spans []Span
	}{
		{"", nil},
		{".", nil},
		{"Doe, J. (2019). “A title.” Journal of Things, 12(3), 45–67.", []Span{{0, 7, Bold}, {17, 27, Quoted}, {29, 47, Italic | Underline}}},
		{"ÉCOLE Straße İSTANBUL ǅemal ΣΟΦΙΑ Ωmega xiv XIV MCMXC İ", nil},
		{"Roe K., « Un titre », Revue [en ligne], vol. III, 2001a, pp. 1-20.", []Span{{0, 6, Bold}}},
		{"bad \xff\xfe bytes\x80 and a verylongwordthatgoesonandonandonforever https://example.org/a/b@c", nil},
		{"in press; to appear; et al. and others, eds. \"Quoted\" 'single' ``tex''", nil},
	} {
		sameFeatures(t, tc.text, tc.spans)
	}
}

// FuzzFeatures checks the features against the reference implementation
// on any text, with a bold span over part of it.
func FuzzFeatures(f *testing.F) {
	for _, s := range heldoutTexts(f, filepath.Join("anystyle", "heldout.txt.gz"))[:50] {
		f.Add(s, 0, 10)
	}
	f.Add("ÉCOLE Straße İ \xff xiv", 2, 5)
	f.Fuzz(func(t *testing.T, text string, a, b int) {
		sameFeatures(t, text, []Span{{a, b, Bold}})
	})
}
