package cv

import (
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVOwnerHeaderForm checks that an owner found in the bylines is
// named as the page's header writes the same person (same surname and
// initials, more letters), and only then.
func TestReadCVOwnerHeaderForm(t *testing.T) {
	list := "## Articles\n\n" +
		"1. **Roe, J. Q.**; Lee, A. Slow queues in fast networks. *J. Things* **2021**, *12*, 45–50.\n" +
		"2. Moe, M.; **Roe, J. Q.** Thermal noise of thin films. *J. Things* **2019**, *9*, 1–9.\n" +
		"3. **Roe, J. Q.** Queues of cold atoms. *J. Things* **2017**, *7*, 3–8.\n"
	tests := []struct {
		name, header, want string
	}{
		{"title line", "# Jana Quinn Roe — Publications\n\n", "Jana Quinn Roe"},
		{"pdf header", "Curriculum Vitae | Jana Q. Roe\nSchool of Things\n\n", "Jana Q. Roe"},
		{"capitals and degrees", "JANA Q. ROE, PhD, MPH\nDivision of Things\n\n", "JANA Q. ROE"},
		{"other initials", "Template by Mark Roe and Kim Lee.\n\n", "J. Q. Roe"},
		{"other surname", "# Jana Quinn Moe — Publications\n\n", "J. Q. Roe"},
		{"no header", "", "J. Q. Roe"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs, _ := readWith(t, Read, "pubs.md", []byte(tt.header+list), Options{})
			owner := ownerName(recs)
			if owner != tt.want {
				t.Errorf("owner = %q, want %q", owner, tt.want)
			}
		})
	}
}

// TestReadCVOwnerHeaderFields checks the header forms a name is written
// in besides a line of its own: a form's name field, degrees after a
// comma, and a name a large heading breaks over two lines.
func TestReadCVOwnerHeaderFields(t *testing.T) {
	list := "## Articles\n\n" +
		"1. Roe JQ, Lee A. Slow queues in fast networks. J Things. 2021;12:45-50.\n" +
		"2. Moe M, Roe JQ. Thermal noise of thin films. J Things. 2019;9:1-9.\n"
	tests := []struct {
		name, header, want string
	}{
		{"name field", "**CURRICULUM VITAE**\n\n**Name: Jana Quill Roe**\n\n", "Jana Quill Roe"},
		{"name field, other language", "Nombre: Jana Quill Roe\n\n", "Jana Quill Roe"},
		{"degrees", "# Jana Quill Roe, Ph.D.\n\n", "Jana Quill Roe"},
		{"broken over two lines", "# Jana Q.\n\nRoe, Ph.D.\n\nSchool of Things\n\n", "Jana Q Roe"},
		{"a heading that is no name", "# Jana Q.\n\nSchool of Things, Example City\n\n", "JQ Roe"},
		{"R Markdown CV's name field with a degree", "---\nname: Jana Quill Roe, PhD\nposition: Fellow\noutput: vitae::awesomecv\n---\n\n", "Jana Quill Roe"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs, _ := readWith(t, Read, "cv.md", []byte(tt.header+list), Options{})
			owner := ownerName(recs)
			if owner != tt.want {
				t.Errorf("owner = %q, want %q", owner, tt.want)
			}
		})
	}
}

// TestReadCVOwnerInTwoScripts checks a header that names the owner in
// Latin letters and in Han characters: the owner is the Latin form, and
// the owner record gives the Han form, which the CV's Chinese bylines
// write; a header in one script gives no other form.
func TestReadCVOwnerInTwoScripts(t *testing.T) {
	list := "## Publications\n\n" +
		"1. Ming Qiao, Jane Roe. A study of invented bridges. *Journal of Pretend Engineering*, 12(3), 2020.\n" +
		"2. Max Moe, Ming Qiao. Loads on imaginary beams. *Fictional Structures*, 4, 2019.\n\n" +
		"## Publications in Chinese\n\n" +
		"1. 乔明, 王大伟. 虚构桥梁的研究. 虚构工程学报, 2021.\n" +
		"2. 张三, 乔明. 假想梁的荷载. 虚构结构, 2018.\n"
	tests := []struct {
		name, header, owner, otherScript string
	}{
		{"Han first", "# 乔明 (Ming Qiao)\n\n", "Ming Qiao", "乔明"},
		{"Latin first, full-width brackets", "# Ming Qiao（乔明）\n\n", "Ming Qiao", "乔明"},
		{"Latin first, no brackets", "Ming Qiao 乔 明\nSchool of Things\n\n", "Ming Qiao", "乔明"},
		{"Latin only", "# Ming Qiao\n\n", "Ming Qiao", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkOwner(t, tt.header+list, tt.owner, tt.otherScript)
		})
	}
}

// TestReadCVOwnerNationalHeaders checks the headers of Chinese,
// Japanese and Russian CVs: a name in Han characters alone, with the
// document's title after it; a Japanese name with its kana reading in
// brackets and the romanised name after it; a surname in capitals
// before the given name and patronymic. A line of Han characters that
// no byline writes (an affiliation, a post) is no owner.
func TestReadCVOwnerNationalHeaders(t *testing.T) {
	han := "## 期刊论文\n\n" +
		"[1] 王小明, 李华, 张伟. 虚构材料的孔结构[J]. 虚构学报, 2018, 3(6): 12-20.\n" +
		"[2] 赵磊, 王小明. 假想电解质的界面[J]. 假想学报, 2019, 4(2): 13-24.\n" +
		"[3] 王小明. 想象中的储能材料[J]. 虚构学报, 2021, 5(1): 1-9.\n"
	latin := "## Papers\n\n" +
		"1. Yamada, T., Osei, A. and Roe, J. (2019) Invented tremors of a pretend volcano. Journal of Imaginary Volcanoes, 3, 1-12.\n" +
		"2. Osei, A. and Yamada, T. (2021) Gas from fictional vents. Pretend Letters, 8, 44.\n"
	cyr := "СПИСОК ТРУДОВ\n\n" +
		"1. Ivanova M. P., Roe J. Invented waves in pretend films // Journal of Imaginary Physics. 2018. Vol. 8. P. 512–519.\n" +
		"2. Roe J., Ivanova M. P. A fictional transistor // Pretend Letters. 2019. Vol. 11. P. 455–460.\n"
	tests := []struct {
		name, input, owner, otherScript string
	}{
		{"Han name and the document's title", "# 王小明 个人简历\n\n**单位**：虚构大学\n\n" + han, "王小明", ""},
		{"Han name, affiliation first", "虚构大学 材料学院 副教授\n\n王小明\n\n" + han, "王小明", ""},
		{"kana reading and romanised name", "山田 太郎（やまだ たろう） Taro Yamada\n架空大学 理学研究科 教授\n\n" + latin, "Taro Yamada", "山田太郎"},
		{"surname in capitals, patronymic", "ИВАНОВА Мария Петровна\nкандидат наук\n\n" + cyr, "Мария Петровна ИВАНОВА", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkOwner(t, tt.input, tt.owner, tt.otherScript)
		})
	}
}

// checkOwner reads cv as a markdown CV and checks its owner's name and
// the owner's name in another script.
func checkOwner(t *testing.T, cv, owner, otherScript string) {
	t.Helper()
	recs, _ := readWith(t, Read, "cv.md", []byte(cv), Options{})
	var o *pub.Person
	for _, r := range recs {
		if r.Owner != nil {
			o = r.Owner
		}
	}
	if o == nil || o.Name != owner {
		t.Fatalf("owner %+v, want %q", o, owner)
	}
	if o.OtherScript != otherScript {
		t.Errorf("owner's name in another script %q, want %q", o.OtherScript, otherScript)
	}
}
