package norm

import "testing"

func TestKey(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Gyeong-In Yu", "gyeonginyu"},
		{"J. K. Zhu", "jkzhu"},
		{"JK Zhu", "jkzhu"},
		{"Łukasz Żółć", "lukaszzolc"},
		{"Erdős, Pál", "erdospal"},
		{"", ""},
		{"!!", ""},
	} {
		if got := Key(c.in); got != c.want {
			t.Errorf("Key(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestLetters(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Gyeong-In Yu²", "gyeonginyu"},
		{"Sch\u00f6nb\u00e4chler", "schonbachler"},
		{"Ó Briain, T.", "obriaint"},
		{"J. K. Zhu 0001", "jkzhu"},
		// Superscript letters are affiliation marks, as digits are.
		{"J. Q. Doeᵃ", "jqdoe"},
		{"Roeᵇᶜ, Ann", "roeann"},
		// Han characters and kana stay as written, so that names read
		// alike ("王小明", "汪小明") keep apart and neither equals
		// a romanised name.
		{"王小明", "王小明"},
		{"汪小明", "汪小明"},
		{"山田 太郎¹", "山田太郎"},
		{"Jane 山田", "jane山田"},
	} {
		if got := Letters(c.in); got != c.want {
			t.Errorf("Letters(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestWords(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Défi: CO₂ in  Seas!", "defi co2 in seas"},
		{"  leading and trailing.  ", "leading and trailing"},
		{"A/B-testing", "a b testing"},
		{"", ""},
	} {
		if got := Words(c.in); got != c.want {
			t.Errorf("Words(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestSimilarity(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want float64
	}{
		{"abc", "abc", 1},
		{"", "", 1},
		{"abcd", "abcx", 0.75},
		{"kitten", "sitting", 1 - 3.0/7},
		{"a", "abcdefghij", 0.1}, // ruled out by length alone
	} {
		if got := Similarity(c.a, c.b, 0.85); got < c.want-1e-9 || got > c.want+1e-9 {
			t.Errorf("Similarity(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

func FuzzSimilarity(f *testing.F) {
	f.Add("nimble lightweight and efficient", "nimble lightweight and parallel")
	f.Fuzz(func(t *testing.T, a, b string) {
		s := Similarity(a, b, 0)
		if s < 0 || s > 1 {
			t.Fatalf("Similarity(%q, %q) = %v out of [0,1]", a, b, s)
		}
		if a == b && s != 1 {
			t.Fatalf("Similarity of equal strings = %v", s)
		}
		if r := Similarity(b, a, 0); r != s {
			t.Fatalf("not symmetric: %v vs %v", s, r)
		}
	})
}

// TestSuperscript checks which superscripts become superscript
// characters: digits always, letters only as short marks.
func TestSuperscript(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"1", "¹"},
		{"1,2", "¹,²"},
		{"a", "ᵃ"},
		{"a,b", "ᵃ,ᵇ"},
		{"1a", "¹ᵃ"},
		{"*", "*"},
		{"#", "#"},
		{"th", "ᵗʰ"},
		{"2nd ed", "²nd ed"},
		{"q", "q"},
		{"Note", "Note"},
	} {
		if got := Superscript(c.in); got != c.want {
			t.Errorf("Superscript(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
