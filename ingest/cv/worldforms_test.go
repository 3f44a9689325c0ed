package cv

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVWorldForms reads invented lists in the general forms of
// GB/T 7714, GOST, Japanese lists and ABNT chapters: the title stops
// before a genre mark ("[J]", "[C]//"), GOST's "// Journal" or the
// journal and locators after a comma, the mark names the kind, and a
// chapter "In: EDITOR (Org.). Book" is a chapter.
func TestReadCVWorldForms(t *testing.T) {
	type want struct {
		title   string
		authors []string
		kind    pub.Kind
	}
	for _, tt := range []struct {
		name, page string
		want       []want
	}{
		{"gb/t 7714", "# 论文\n\n" +
			"1. 聂晓岚, 阎卫东. 河岸侵蚀的示范观测[J]. 测试水利学报, 2019, 8(2): 15-29.\n" +
			"2. NIE X, YAN W. Bank erosion in a trial channel[J]. Journal of Trial Hydraulics, 2018, 7(4): 101-112.\n" +
			"3. 聂晓岚, 阎卫东. 试验河道的冲刷模拟[C]//第三届测试水利会议论文集. 南京: 测试出版社, 2017: 1-8.\n" +
			"4. 聂晓岚. 河道演变导论[M]. 南京: 测试出版社, 2016.\n" +
			"5. 聂晓岚. 试验河道的泥沙输移[D]. 南京: 测试大学, 2015.\n",
			[]want{
				{"河岸侵蚀的示范观测", []string{"聂晓岚", "阎卫东"}, pub.KindJournal},
				{"Bank erosion in a trial channel", []string{"X NIE", "W. YAN"}, pub.KindJournal},
				{"试验河道的冲刷模拟", []string{"聂晓岚", "阎卫东"}, pub.KindConference},
				{"河道演变导论", []string{"聂晓岚"}, pub.KindBook},
				{"试验河道的泥沙输移", []string{"聂晓岚"}, pub.KindThesis},
			}},
		{"gost", "# Публикации\n\n" +
			"1. Дроздова Е. К., Савельев П. Р. Рост зёрен в пробных покрытиях // Вестник Тестового института. 2018. Т. 7, № 2. С. 33–41.\n" +
			"2. Drozdova E. K., Savelyev P. R. Grain growth in trial coatings // Bulletin of the Test Institute. 2017. Vol. 6, No. 1. P. 12–20.\n",
			[]want{
				{"Рост зёрен в пробных покрытиях", []string{"Е. К. Дроздова", "П. Р. Савельев"}, pub.KindJournal},
				{"Grain growth in trial coatings", []string{"E. K. Drozdova", "P. R. Savelyev"}, pub.KindJournal},
			}},
		{"japanese", "# 業績\n\n" +
			"1. 宮本悠斗・小山澄子 (2020)「試料岩石の風化過程」『試験岩石学雑誌』12巻3号, 45–67頁.\n" +
			"2. 宮本悠斗, 小山澄子: 試験河川の流況, 試験水工学論文集, Vol. 5, No. 1, pp. 1-9, 2018.\n",
			[]want{
				{"試料岩石の風化過程", []string{"宮本悠斗", "小山澄子"}, pub.KindJournal},
				{"試験河川の流況", []string{"宮本悠斗", "小山澄子"}, pub.KindJournal},
			}},
		{"abnt chapters", "# Publicações\n\n" +
			"1. PETTERSEN, O.; CAMARGO, R. Poços do vale. In: TAVORA, B. (Org.). Águas da cidade velha. Recife: Editora Amostra, 2015. p. 45-60.\n" +
			"2. PETTERSEN, O. Feiras e praças. In: LINDO, C.; MOURA, D. (Orgs.). Cidades do interior. São Paulo: Editora Exemplo, 2018. p. 10-30.\n" +
			"3. PETTERSEN, O.; CAMARGO, R. Chuvas de verão. Revista Amostra de Hidrologia, v. 12, n. 3, p. 45-67, 2019.\n",
			[]want{
				{"Poços do vale", []string{"O. PETTERSEN", "R. CAMARGO"}, pub.KindChapter},
				{"Feiras e praças", []string{"O. PETTERSEN"}, pub.KindChapter},
				{"Chuvas de verão", []string{"O. PETTERSEN", "R. CAMARGO"}, pub.KindJournal},
			}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			recs, _ := readWith(t, Read, "page.md", []byte(tt.page), Options{})
			got := map[string]*pub.Publication{}
			var titles []string
			for _, r := range recs {
				if p := r.Publication; p != nil {
					got[p.Title] = p
					titles = append(titles, p.Title)
				}
			}
			for _, w := range tt.want {
				p := got[w.title]
				if p == nil {
					t.Errorf("no publication %q among %q", w.title, strings.Join(titles, " | "))
					continue
				}
				if diff := cmp.Diff(w.authors, authorNames(p.Authors)); diff != "" {
					t.Errorf("%s: authors (-want +got):\n%s", w.title, diff)
				}
				if p.Kind != w.kind {
					t.Errorf("%s: kind %q, want %q", w.title, p.Kind, w.kind)
				}
			}
		})
	}
}
