package graph

import (
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/internal/norm"
)

func TestNameKey(t *testing.T) {
	tests := []struct {
		name, want string
	}{
		{"Gyeong-In Yu", "gyeonginyu"},
		{"Gyeongin Yu", "gyeonginyu"},
		{"GYEONG-IN YU", "gyeonginyu"},
		{"Byungsoo Jeon", "byungsoojeon"},
		{"Byung Soo Jeon", "byungsoojeon"},
		{"ByungSoo Jeon", "byungsoojeon"},
		{"TIANQI CHEN", "tianqichen"},
		{"Chen, Tianqi", "tianqichen"},
		{"Dejan Kostić", "dejankostic"},
		{"Łukasz Kaiser", "lukaszkaiser"},
		{"Prof. Dr. Jane Doe", "janedoe"},
		{"Jane Doe, PhD", "janedoe"},
		{"**Gyeong-In Yu**", "gyeonginyu"},
		{"Gyeong-In Yu*†", "gyeonginyu"},
		{"Gyeong-In Yu¹", "gyeonginyu"},
		{"Manish Singh 0001", "manishsingh"},
		{"T. Chen", "tchen"},
		{"Chen, T.", "tchen"},
		{"  Tianqi   Chen ", "tianqichen"},
		{"Martin Luther King, Jr.", "martinlutherkingjr"},
		{"King, Jr., Martin Luther", "martinlutherkingjr"},
		{"Seán O'Brien", "seanobrien"},
		{"", ""},
		{"***", ""},
		{"Dr.", "dr"}, // a lone word is a name, not a title
		// Han characters and kana are kept as written: two names that
		// sound alike are two keys, and no romanised name shares one.
		{"王小明", "王小明"},
		{"汪小明", "汪小明"},
		{"山田 太郎", "山田太郎"},
		{"**山田太郎**", "山田太郎"},
		// A given name in kana after a Han surname (Japanese).
		{"山田はなこ", "山田はなこ"},
		{"山田 はなこ", "山田はなこ"},
		{"高橋 サクラ", "高橋サクラ"},
		{"WANG Xiaoming", "wangxiaoming"},
		// Surname first with bare initials, as PubMed writes names.
		{"Okafor C", "cokafor"},
		{"Tanaka HK", "hktanaka"},
		{"Brown-Smith J", "jbrownsmith"},
		{"van der Berg J", "jvanderberg"},
		{"J. van der Berg", "jvanderberg"},
		// Irish and Scottish surnames open with a capitalised
		// particle, which is no second surname.
		{"Ní Bhriain S", "snibhriain"},
		{"O Ceallaigh S", "soceallaigh"},
		{"O'Connor C", "coconnor"},
		{"D’Angelo MT", "mtdangelo"},
		// Superscript letters are marks.
		{"J. Q. Doeᵃ", "jqdoe"},
		{"Kang U", "ukang"}, // PubMed's spelling of U Kang
		{"U Kang", "ukang"},
		{"Da JU", "daju"},                  // capitals that are a short surname
		{"BO LI", "boli"},                  // a name in capitals is given name first
		{"Garcia Lopez J", "garcialopezj"}, // two surname words: left as written
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NameKey(tt.name); got != tt.want {
				t.Errorf("NameKey(%q) = %q, want %q", tt.name, got, tt.want)
			}
		})
	}
}

func TestParseNameGiven(t *testing.T) {
	tests := []struct {
		name string
		want string // display form
		abbr bool
	}{
		{"Tianqi Chen", "tianqi chen", false},
		{"T. Chen", "t chen", true},
		{"T Chen", "t chen", true},
		{"Chen, T.", "t chen", true},
		{"J.S. Jeong", "j s jeong", true},
		{"B.-G. Chun", "b g chun", true},
		{"Byung-Gon Chun", "byung gon chun", false},
		{"ByungSoo Jeon", "byung soo jeon", false},
		{"BYUNGSOO JEON", "byungsoo jeon", false},
		{"Gregory R. Ganger", "gregory r ganger", true},
		{"Chr. Müller", "chr muller", true},
		{"Tanaka HK", "h k tanaka", true},
		{"Öztürk S", "s ozturk", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := parseName(tt.name)
			if got := p.display(); got != tt.want || p.abbreviated() != tt.abbr {
				t.Errorf("parseName(%q) = %q abbreviated %v, want %q %v", tt.name, got, p.abbreviated(), tt.want, tt.abbr)
			}
		})
	}
}

func TestNamesCompatible(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"T. Chen", "Tianqi Chen", true},
		{"T. Chen", "Tao Chen", true},
		{"Tao Chen", "Tianqi Chen", false},
		{"J. S. Jeong", "Joo Seong Jeong", true},
		{"Joo S. Jeong", "Joo Seong Jeong", true},
		{"Joo S. Jeong", "Joo K. Jeong", false},
		{"S. Jeong", "Joo Seong Jeong", false}, // the first name must agree
		{"Gregory R. Ganger", "Gregory Ganger", true},
		{"Gregory R. Ganger", "Gregory S. Ganger", false},
		{"Chr. Müller", "Christian Müller", true},
		{"Chr. Müller", "Claudia Müller", false},
		{"T. Chen", "T. Chan", false},
		{"John Smith", "J. Smith Jr.", true},
		{"John Smith Sr.", "J. Smith Jr.", false},
		{"Chen", "Tianqi Chen", false}, // no given name to compare
		{"Okafor C", "Chidi Okafor", true},
		{"Okafor C", "C. Okafor", true},
		{"Okafor C", "Okafor, C.", true},
		{"Okafor C", "Emeka Okafor", false},
		{"Tanaka HK", "Hiro K. Tanaka", true},
		{"Tanaka HK", "Hiro Tanaka", true},
		{"Tanaka HK", "Hiro J. Tanaka", false},
		{"Ní Bhriain S", "Siobhán Ní Bhriain", true},
		{"O Ceallaigh S", "Seán Ó Ceallaigh", true},
	}
	for _, tt := range tests {
		t.Run(tt.a+"~"+tt.b, func(t *testing.T) {
			a, b := parseName(tt.a), parseName(tt.b)
			if got := namesCompatible(&a, &b); got != tt.want {
				t.Errorf("namesCompatible(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
			}
			if got := namesCompatible(&b, &a); got != tt.want {
				t.Errorf("namesCompatible(%q, %q) = %v, want %v (not symmetric)", tt.b, tt.a, got, tt.want)
			}
		})
	}
}

func TestDescribeNameMatch(t *testing.T) {
	tests := []struct {
		a, b, want string
	}{
		{"Tianqi Chen", "Tianqi Chen", "same name"},
		{"TIANQI CHEN", "Tianqi Chen", "same name ignoring case"},
		{"Dejan Kostić", "Dejan Kostic", "same name ignoring accents"},
		{"Byung Soo Jeon", "Byungsoo Jeon", "same name ignoring case and spacing"}, // Soo, soo
		{"Byung Soo Jeon", "ByungSoo Jeon", "same name ignoring spacing"},
		{"GYEONG-IN YU", "Gyeongin Yu", "same name ignoring case, punctuation and spacing"},
		{"Chen, Tianqi", "Tianqi Chen", "same name ignoring word order and titles"},
		{"Prof. Dejan Kostić", "DEJAN KOSTIC", "same name ignoring case, accents and word order and titles"},
		{"Jane Doe*", "Jane Doe", "same name ignoring marks"},
		{"Gyeong-In Yu", "Gyeong In Yu", "same name ignoring punctuation"},
	}
	for _, tt := range tests {
		t.Run(tt.a+"="+tt.b, func(t *testing.T) {
			if got := describeNameMatch(tt.a, tt.b); got != tt.want {
				t.Errorf("describeNameMatch(%q, %q) = %q, want %q", tt.a, tt.b, got, tt.want)
			}
		})
	}
}

// TestJaroWinkler checks values published with the measure (Winkler 1990;
// the MARTHA, DIXON and JELLYFISH pairs are the usual textbook examples).
func TestJaroWinkler(t *testing.T) {
	tests := []struct {
		a, b string
		want float64
	}{
		{"MARTHA", "MARHTA", 0.961},
		{"DIXON", "DICKSONX", 0.813},
		{"JELLYFISH", "SMELLYFISH", 0.896},
		{"DWAYNE", "DUANE", 0.840},
		{"CRATE", "TRACE", 0.733},
		{"abc", "abc", 1},
		{"abc", "xyz", 0},
		{"", "", 1},
		{"", "a", 0},
		{"a", "a", 1},
		{"Łukasz", "Łukasz", 1},
	}
	for _, tt := range tests {
		t.Run(tt.a+"/"+tt.b, func(t *testing.T) {
			got := jaroWinkler(tt.a, tt.b)
			if math.Abs(got-tt.want) > 0.0005 {
				t.Errorf("jaroWinkler(%q, %q) = %.4f, want %.3f", tt.a, tt.b, got, tt.want)
			}
			if back := jaroWinkler(tt.b, tt.a); math.Abs(back-got) > 1e-12 {
				t.Errorf("jaroWinkler not symmetric: %v vs %v", got, back)
			}
		})
	}
}

func TestCasingScore(t *testing.T) {
	// Spellings in the order display prefers them.
	order := []string{"Dejan Kostić", "Dejan Kostic", "DEJAN KOSTIC", "Dejan  Kostic", "D. Kostić"}
	var scores []int
	for _, n := range order {
		scores = append(scores, casingScore(n))
	}
	for i := 1; i < len(scores); i++ {
		if scores[i-1] <= scores[i] {
			t.Errorf("casingScore(%q) = %d, not above casingScore(%q) = %d", order[i-1], scores[i-1], order[i], scores[i])
		}
	}
	if diff := cmp.Diff(len(order), len(scores)); diff != "" {
		t.Error(diff)
	}
}

// FuzzNameKey checks that any name parses without panic into a key of
// lower-case ASCII letters, or of Han characters, kana and Hangul as
// written, that is its own key, and that compatibility is symmetric.
func FuzzNameKey(f *testing.F) {
	for _, s := range []string{"Gyeong-In Yu", "Chen, T.", "King, Jr., Martin Luther", "Prof. Dr. Jane Doe, PhD", "B.-G. Chun", "陈天奇", "Łukasz Kaiser†", ",,,", "a.b.c.d"} {
		f.Add(s, "T. Chen")
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		key := NameKey(a)
		for _, r := range key {
			if (r < 'a' || r > 'z') && !norm.CJK(r) {
				t.Fatalf("NameKey(%q) = %q has %q", a, key, r)
			}
		}
		if again := NameKey(key); again != key {
			t.Fatalf("NameKey(%q) = %q but NameKey(%q) = %q", a, key, key, again)
		}
		pa, pb := parseName(a), parseName(b)
		if namesCompatible(&pa, &pb) != namesCompatible(&pb, &pa) {
			t.Fatalf("namesCompatible(%q, %q) is not symmetric", a, b)
		}
		_ = casingScore(a)
		if key != "" && key == NameKey(b) {
			_ = describeNameMatch(a, b)
		}
		_ = jaroWinkler(a, b)
	})
}

// TestResolveSurnameFirstInitials resolves names written surname first
// with bare initials, as PubMed writes them, like the other spellings.
func TestResolveSurnameFirstInitials(t *testing.T) {
	tests := []struct {
		name    string
		authors []string
		want    []string
	}{
		{"joins the full name", []string{"Okafor C", "C. Okafor", "Chidi Okafor", "Okafor, C."},
			[]string{"Chidi Okafor | C. Okafor | Okafor C | Okafor, C."}},
		{"two initials", []string{"Tanaka HK", "Hiro Kenji Tanaka"}, []string{"Hiro Kenji Tanaka | Tanaka HK"}},
		{"initials that disagree stay apart", []string{"Tanaka HK", "Hiro Jun Tanaka"}, []string{"Hiro Jun Tanaka", "Tanaka HK"}},
		{"ambiguous initials stay apart", []string{"Okafor C", "Chidi Okafor", "Chika Okafor"},
			[]string{"Chidi Okafor", "Chika Okafor", "Okafor C"}},
		{"capitals that are a surname", []string{"Da JU", "Da Ju"}, []string{"Da JU | Da Ju"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := build(t, nil, solo(names(tt.authors...)...)...)
			if diff := cmp.Diff(tt.want, peopleOf(c)); diff != "" {
				t.Errorf("people (-want +got):\n%s", diff)
			}
		})
	}
}
