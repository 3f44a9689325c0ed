package cv

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestReadCVOwnerBeforeEditorsWithInitials checks that a chapter whose
// byline is the owner alone, in bold and written surname first with one
// initial, keeps that byline when the editors after "In" are written
// with run-together initials ("A.B. Moore"): the stop of "A.B." ends no
// sentence, so the editors' list is never read from its middle as a
// longer byline. Regression: the byline was a name made of one editor's
// surname and the next editor's initials.
func TestReadCVOwnerBeforeEditorsWithInitials(t *testing.T) {
	src := "# Jane Q. Doe, MD\n\n## Publications\n\n" +
		"**Doe JQ**, Roe A, and Poe B. A first invented study of things. J Inv Med. 2018; 12(3):45-50.\n\n" +
		"Roe A, **Doe JQ**, and Poe B. A second invented study of other things. J Inv Med. 2017; 11(2):5-9.\n\n" +
		"**Doe J** (2019). “Invented Assessment: Commonly Used Scales” In A.B. Moore, C.D. Lane, and E. Field (Eds.), *Pocket Handbook, 1st Edition.* Springfield, XX: Example Press.\n\n" +
		"**Doe J** (2019). “Invented Therapies: Part One” In A.B. Moore, C.D. Lane, and E. Field (Eds.), *Pocket Handbook.* Springfield, XX: Example Press.\n\n" +
		"Doe JQ (2020). “Invented Therapies: Part Two” In A.-B. Moore and C.D. Lane (Eds.), *Pocket Handbook.* Springfield, XX: Example Press.\n"
	recs, _ := readWith(t, Read, "cv.md", []byte(src), Options{})
	pubs := pubsOf(recs)
	if len(pubs) != 5 {
		t.Fatalf("%d publications, want 5", len(pubs))
	}
	for _, p := range pubs[2:] {
		if len(p.Authors) != 1 || nameKey(p.Authors[0].Name) == nameKey("C.D. Moore") || !sameKeyAs(p.Authors[0].Name, "Doe") {
			t.Errorf("%q: authors %q, want the owner alone", p.Title, authorNames(p.Authors))
		}
	}
	if diff := cmp.Diff("Jane Q. Doe", ownerName(recs)); diff != "" {
		t.Errorf("owner (-want +got):\n%s", diff)
	}
}

// sameKeyAs reports whether name's folded letters end in surname's.
func sameKeyAs(name, surname string) bool {
	k, s := nameKey(name), nameKey(surname)
	return len(k) >= len(s) && (k[len(k)-len(s):] == s || k[:len(s)] == s)
}

// TestReadCVJapaneseKanaNames checks a Japanese list whose owner's given
// name is written in kana after a surname in Han characters: every byline
// holds the owner, spaced or not, and "ほか", "他" and "等" mark a byline
// incomplete without being read as a name or a part of one. Regression:
// such bylines were read as no names at all, or as one name holding the
// next ("佐藤一郎 山田はなこ").
func TestReadCVJapaneseKanaNames(t *testing.T) {
	src := "# 山田 はなこ\n\n## 業績一覧\n\n" +
		"1. 山田はなこ・佐藤一郎・鈴木次郎ほか (2019) 架空の研究についての報告. 架空学会誌, 12(3), 45-67.\n" +
		"2. 山田はなこ・田中ゆうき (2020) 別の架空の研究. 架空学会誌, 13(1), 1-10.\n" +
		"3. 佐藤一郎、山田はなこ 他 (2021) 三つ目の架空の論文. 架空紀要, 5, 20-30.\n" +
		"4. 高橋サクラ・山田 はなこ 等 (2022) 四つ目の論文. 架空紀要, 6, 1-9.\n"
	recs, _ := readWith(t, Read, "cv.md", []byte(src), Options{})
	pubs := pubsOf(recs)
	if len(pubs) != 4 {
		t.Fatalf("%d publications, want 4", len(pubs))
	}
	owner := ownerName(recs)
	if nameKey(owner) != nameKey("山田はなこ") {
		t.Errorf("owner = %q, want 山田 はなこ", owner)
	}
	wantIncomplete := []bool{true, false, true, true}
	for i, p := range pubs {
		names := authorNames(p.Authors)
		held := false
		for _, n := range names {
			held = held || nameKey(n) == nameKey("山田はなこ")
			for _, etAl := range []string{"他", "ほか", "等"} {
				if strings.Contains(n, etAl) {
					t.Errorf("%q: name %q holds %q", p.Title, n, etAl)
				}
			}
		}
		if !held || len(names) < 2 {
			t.Errorf("%q: authors %q, want the owner among two or more", p.Title, names)
		}
		if p.Incomplete != wantIncomplete[i] {
			t.Errorf("%q: incomplete = %v, want %v", p.Title, p.Incomplete, wantIncomplete[i])
		}
	}
}

// TestReadCVOwnerHeaderNoName checks that a header line that reads like
// a name but is a lab's, a site's or a field's title ("Quantum Matter
// Lab", "Cold Matter Physics") is not taken for the owner when no byline
// writes it and the bylines set one person in bold; a header that is the
// owner's name, in whatever form the bylines abbreviate, stays the owner.
func TestReadCVOwnerHeaderNoName(t *testing.T) {
	list := "## Publications\n\n" +
		"1. **Doe, J. Q.**, Roe, A. and Poe, B. (2021). A first invented study of things. *J. Inv. Things*, 12, 45–50.\n" +
		"2. Roe, A., **Doe, J. Q.** (2020). A second invented study. *J. Inv. Things*, 11, 5–9.\n" +
		"3. Lee, K., Poe, B., **Doe, J. Q.** (2019). A third invented study. *Inv. Lett.*, 3, 1–9.\n"
	tests := []struct{ header, want string }{
		{"# Quantum Matter Lab", "J. Q. Doe"},
		{"# Cold Matter Physics", "J. Q. Doe"},
		{"# Poe Lab", "J. Q. Doe"},
		{"# Research Group Cold Things", "J. Q. Doe"},
		{"# Curriculum Vitae", "J. Q. Doe"},
		{"# Jana Quinn Doe", "Jana Quinn Doe"},
		{"# Prof. Dr. Jana Quinn Doe", "Jana Quinn Doe"},
		{"# Prof. Dr. rer. nat. Jana Quinn Doe", "Jana Quinn Doe"},
		{"# Jana Doe-Smith", "Jana Doe-Smith"},
		{"# 李明 (Jana Doe)", "Jana Doe"},
	}
	for _, tt := range tests {
		t.Run(tt.header, func(t *testing.T) {
			recs, _ := readWith(t, Read, "pubs.md", []byte(tt.header+"\n\n"+list), Options{})
			if got := ownerName(recs); got != tt.want {
				t.Errorf("owner = %q, want %q", got, tt.want)
			}
		})
	}
	// Bylines that leave the owner out ("with A and B") name co-authors
	// only: the header stays the owner though no byline writes it.
	with := "# Jana Quinn Doe\n\n## Publications\n\n" +
		"1. A first invented study of things (with A. Roe and B. Poe). *J. Inv. Things*, 12, 45–50, 2021.\n" +
		"2. A second invented study (with A. Roe). *J. Inv. Things*, 11, 5–9, 2020.\n" +
		"3. A third invented study (with A. Roe and K. Lee). *Inv. Lett.*, 3, 1–9, 2019.\n"
	recs, _ := readWith(t, Read, "pubs.md", []byte(with), Options{})
	if got := ownerName(recs); got != "Jana Quinn Doe" {
		t.Errorf("owner of a list of \"with\" bylines = %q, want Jana Quinn Doe", got)
	}
}

// TestReadCVOwnerHeaderFullerForm checks that the header's form of the
// owner the bylines abbreviate ("Kim, M.-J.") is kept: a hyphenated given
// name with its second part in lower case ("Min-jun"), after titles
// ("Prof. Dr. med.") or a name in another script, bracketed or not.
// Regression: the bylines' initials were the owner's name.
func TestReadCVOwnerHeaderFullerForm(t *testing.T) {
	list := "## Publications\n\n" +
		"1. **Kim, M.-J.**, Roe, A. and Poe, B. (2021). A first invented study of things. *J. Inv. Things*, 12, 45–50.\n" +
		"2. Roe, A., **Kim, M.-J.** (2020). A second invented study. *J. Inv. Things*, 11, 5–9.\n" +
		"3. Lee, K., Poe, B., **Kim, M.-J.** (2019). A third invented study. *Inv. Lett.*, 3, 1–9.\n"
	tests := []struct{ header, want, otherScript string }{
		{"# Min-jun Kim 김민준", "Min-jun Kim", "김민준"},
		{"# 김민준 (Min-jun Kim)", "Min-jun Kim", "김민준"},
		{"# Минджун Ким (Min-jun Kim)", "Min-jun Kim", ""},
		{"# Prof. Dr. med. Min-jun Kim", "Min-jun Kim", ""},
		{"# Univ.-Prof. Dr. Min-jun Kim", "Min-jun Kim", ""},
		{"# Min-jun Kim Lab", "Min-jun Kim", ""},
		{"# Min-Jun Kim", "Min-Jun Kim", ""},
	}
	for _, tt := range tests {
		t.Run(tt.header, func(t *testing.T) { checkOwner(t, tt.header+"\n\n"+list, tt.want, tt.otherScript) })
	}
}
