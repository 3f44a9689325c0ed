package accuracy

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/pub"
)

// committeeCVs are invented CVs read together, as a hiring committee
// reads them: their co-authors share initials and surnames across CVs
// (J. Smith, John Smith, Jane Smith; Kim, Lee, Wang and Nguyen; Spanish
// double surnames; the particles van, de and al-; Japanese names, one
// owner's namesake among another's co-authors) but no co-author, so
// nobody may be joined across two of them. Each owner writes their own
// name in several forms, which must join within their CV. entries is how
// many publications each CV lists, all of them the owner's.
var committeeCVs = []struct {
	file, text, owner string
	entries           int32
}{
	{"jane-smith.txt", "Jane Smith\nCurriculum Vitae\n\nPublications\n\n" +
		"1. J. Smith, M. Kim and S. Lee. Tidal pools at dawn. Journal of Tides, 12:1-9, 2020.\n" +
		"2. Smith, J. and Lee, S. Sand bars in winter. Coastal Letters, 3:4-5, 2019.\n" +
		"3. Jane Smith and Min-jun Kim. Kelp under ice. Journal of Tides, 9:2-8, 2018.\n", "Jane Smith", 3},
	{"john-smith.txt", "John Smith\nCurriculum Vitae\n\nPublications\n\n" +
		"1. J. Smith, J. Kim and W. Wang. Graph colouring by hand. Journal of Graphs, 7:10-19, 2021.\n" +
		"2. John Smith and Wei Wang. Trees and their leaves. Graph Letters, 2:1-3, 2018.\n" +
		"3. J. Kim and J. Smith. Paths in small worlds. Journal of Graphs, 5:1-4, 2017.\n", "John Smith", 3},
	{"jiwoo-lee.txt", "Ji-woo Lee\nCurriculum Vitae\n\nPublications\n\n" +
		"1. J.-W. Lee, J. Smith and M. Kim. Rice yields in dry years. Crop Journal, 4:1-9, 2022.\n" +
		"2. Ji-woo Lee and W. Wang. Soil salt by season. Crop Letters, 8:3-7, 2020.\n" +
		"3. Lee, J.-W. and Nguyen, T. Paddy water budgets. Crop Journal, 2:5-6, 2019.\n", "Ji-woo Lee", 3},
	{"mai-nguyen.txt", "Thi Mai Nguyen\nCurriculum Vitae\n\nPublications\n\n" +
		"1. T. M. Nguyen, V. A. Nguyen and X. Wang. River deltas at night. Delta Journal, 6:1-9, 2021.\n" +
		"2. Thi Mai Nguyen and Hoang Nguyen. Silt in slow rivers. Delta Letters, 1:2-3, 2019.\n" +
		"3. Nguyen, T. M. and Kim, S. Mangrove roots. Delta Journal, 3:4-8, 2018.\n", "Thi Mai Nguyen", 3},
	{"garcia-lopez.txt", "María José García López\nCurriculum Vitae\n\nPublicaciones\n\n" +
		"1. García López, M. J., López Ruiz, A. y García, J. Olivos en terrazas. Revista de Campo, 11:1-9, 2021.\n" +
		"2. M. J. García López and Juan García. Dry farming in hills. Field Letters, 4:2-5, 2020.\n" +
		"3. María José García López and Ana López Ruiz. Terraces and rain. Revista de Campo, 9:3-4, 2018.\n", "María José García López", 3},
	{"van-den-berg.txt", "Pieter van den Berg\nCurriculum Vitae\n\nPublications\n\n" +
		"1. P. van den Berg, A. de Vries and O. al-Hassan. Dikes under strain. Journal of Dikes, 5:1-9, 2021.\n" +
		"2. van den Berg, P. and de Vries, A. Peat settling. Polder Letters, 2:3-4, 2019.\n" +
		"3. Pieter van den Berg and J. Smith. Pumps of old. Journal of Dikes, 3:2-6, 2017.\n", "Pieter van den Berg", 3},
	{"al-hassan.txt", "Layla al-Hassan\nCurriculum Vitae\n\nPublications\n\n" +
		"1. L. al-Hassan, R. al-Hassan and K. van den Berg. Desert wells. Journal of Wells, 7:1-9, 2022.\n" +
		"2. al-Hassan, L. and de Vries, B. Brackish springs. Water Letters, 3:2-5, 2020.\n" +
		"3. Layla al-Hassan and Jane Smith. Old cisterns. Journal of Wells, 4:1-3, 2018.\n", "Layla al-Hassan", 3},
	// Japanese names with kana given names, and a namesake of one
	// owner among another owner's co-authors.
	{"yamada.md", "# 山田 はなこ\n\n## 業績一覧\n\n" +
		"1. 山田はなこ・佐藤一郎・鈴木次郎ほか (2019) 架空の研究. 架空学会誌, 12(3), 45-67.\n" +
		"2. 山田 はなこ・田中ゆうき (2020) 別の架空の研究. 架空学会誌, 13(1), 1-10.\n" +
		"3. 佐藤一郎、山田はなこ 他 (2021) 三つ目の架空の論文. 架空紀要, 5, 20-30.\n", "山田はなこ", 3},
	{"takahashi.md", "# 高橋 サクラ\n\n## 業績一覧\n\n" +
		"1. 高橋サクラ・山田はなこ・中村健 (2018) 海の架空の研究. 架空海洋誌, 3, 1-9.\n" +
		"2. 高橋 サクラ、小林ゆい 等 (2020) 川の架空の研究. 架空海洋誌, 5, 10-19.\n" +
		"3. 中村健・高橋サクラ (2022) 湖の架空の研究. 架空紀要, 8, 2-7.\n", "高橋サクラ", 3},
}

// TestCommitteeCultures reads committeeCVs together: nobody spans two of
// them (no stranger joined on a shared surname and initial, whatever the
// culture's way of writing names), and each CV's owner is one person on
// every entry of their CV.
func TestCommitteeCultures(t *testing.T) {
	dir := t.TempDir()
	for _, cv := range committeeCVs {
		if err := os.WriteFile(filepath.Join(dir, cv.file), []byte(cv.text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c := buildCommittee(t, dir)
	r := committeeOf(c, []string{dir})
	if r.Spanning != 0 || len(r.Strangers) != 0 {
		t.Errorf("spanning %d, strangers %+v; want nobody joined across the CVs", r.Spanning, r.Strangers)
	}
	owners := map[string]*graph.Person{}
	for i := range c.People {
		if p := &c.People[i]; p.Owner {
			owners[graph.NameKey(p.Name)] = p
		}
	}
	for _, cv := range committeeCVs {
		p := owners[graph.NameKey(cv.owner)]
		if p == nil {
			t.Errorf("%s: no owner named %q among the owners", cv.file, cv.owner)
			continue
		}
		if p.Papers != cv.entries {
			t.Errorf("%s: owner %q (also %q) on %d publications, want %d", cv.file, p.Name, p.Aliases(), p.Papers, cv.entries)
		}
	}
	if len(owners) != len(committeeCVs) {
		t.Errorf("%d owners, want %d", len(owners), len(committeeCVs))
	}
}

// buildCommittee reads every file of dir into one corpus, as Committee
// does.
func buildCommittee(t *testing.T, dir string) *graph.Corpus {
	t.Helper()
	found, err := ingest.Discover([]string{dir})
	if err != nil {
		t.Fatal(err)
	}
	b := graph.NewBuilder()
	for _, in := range found {
		b.InputIn(in.Path, in.Folder)
		if _, _, err := ingest.ReadInput(in, nil, ingest.Options{}, b.Add); err != nil {
			var pe *pub.ParseError
			if !errors.As(err, &pe) {
				t.Fatal(err)
			}
		}
	}
	c, err := b.Build(context.Background(), graph.BuildOptions{MaxAuthors: graph.DefaultMaxAuthors})
	if err != nil {
		t.Fatal(err)
	}
	return c
}
