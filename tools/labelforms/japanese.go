package main

import (
	"fmt"
	"slices"
	"strings"
)

// The forms of Japanese lists: 「title」『journal』, bylines joined by
// "・" or ", ", "ほか" and "他" for the rest of the authors, "12巻3号",
// "第12巻第3号", "pp. 45–67" and "45–67頁" as locators, years as
// "2020年"; and the colon form of the engineering societies, "山田太郎,
// 佐藤花子: 題名, 雑誌, Vol. 12, No. 3, pp. 45–67, 2020."

var (
	surnamesJA = []string{"山田", "佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤", "中村", "小林", "加藤", "吉田", "山本", "松本", "井上", "木村", "清水", "山口", "池田", "森", "林", "斎藤", "阿部", "橋本", "石川", "前田", "藤田", "後藤", "岡田", "長谷川", "村上", "近藤", "坂本", "遠藤", "青木", "福田", "太田", "三浦", "藤井", "岡本", "松田", "中川", "原田", "小野", "竹内", "金子", "和田", "中野", "上田", "今井", "河野", "武田", "平野", "菅原", "久保", "千葉", "岩崎", "野口", "丸山"}
	givenJA    = []string{"太郎", "花子", "健一", "直樹", "由美", "明美", "大輔", "翔", "陽子", "恵", "誠", "裕子", "拓也", "美咲", "浩二", "一郎", "真理子", "剛", "隆", "修", "智子", "久美子", "和也", "達也", "聡", "亮", "学", "優子", "香織", "哲也", "康弘", "正人", "紀子", "さくら", "あゆみ", "まどか", "勝", "純一", "洋平", "千尋", "美穂", "秀樹", "光", "茂", "雅之", "典子", "信行", "俊介"}

	titleJA = []string{
		"沿岸域における堆積物の粒度分布", "地方都市における公共交通の変遷", "古文書にみる村落の水利慣行", "高齢者の余暇活動に関する調査",
		"見本合金の相変態挙動", "架空河川の流況解析", "模擬地盤の液状化特性", "中山間地域の土地利用変化", "示例結晶の光学的性質",
		"近世港町の商業組織", "学校図書館の利用実態", "降雨流出モデルの比較検討", "地域資料の保存と活用",
	}
	subJA      = []string{"：予察的検討", "―事例研究―", "について", "：第2報", "に関する一考察", ""}
	journalsJA = []string{"示例学会誌", "架空地学雑誌", "日本見本学会論文集", "見本研究紀要", "模擬科学", "架空大学紀要", "地域見本研究", "見本工学会論文集", "模擬地質学雑誌", "見本土木学会論文集B", "架空教育学研究", "見本史学", "模擬化学会誌", "架空農学研究"}
	booksJA    = []string{"見本の科学", "架空史料集成", "地域見本論", "模擬工学ハンドブック", "見本学入門"}
	pubsJA     = []string{"見本出版", "架空書房", "見本書院", "模擬社", "架空大学出版会"}
)

// jaName returns a name, surname first, with a space between the two
// at times.
func (g *gen) jaName(spaced bool) string {
	if spaced {
		return g.pick(surnamesJA) + " " + g.pick(givenJA)
	}
	return g.pick(surnamesJA) + g.pick(givenJA)
}

// jaNames renders k names joined by "・" or ", ", "ほか" or "他" for
// the rest at times.
func (g *gen) jaNames(k int) string {
	spaced := g.chance(0.3)
	var parts []string
	for range k {
		parts = append(parts, g.jaName(spaced))
	}
	sep := g.pick([]string{"・", "・", ", ", "，", "、"})
	s := strings.Join(parts, sep)
	if g.chance(0.25) {
		s += g.pick([]string{"ほか", " ほか", "他", "・他", ", 他"})
	}
	return s
}

func (g *gen) jaTitle() string { return g.pick(titleJA) + g.pick(subJA) }

// jaLocators returns "12巻3号, 45–67頁", "第12巻第3号, pp. 45–67", "12(3),
// 45-67" and the like.
func (g *gen) jaLocators() string {
	v, n := 1+g.r.IntN(80), 1+g.r.IntN(12)
	pages := g.pages()
	switch g.r.IntN(5) {
	case 0:
		return fmt.Sprintf("<locator>%d巻%d号</locator>, <locator>%s頁</locator>", v, n, pages)
	case 1:
		return fmt.Sprintf("<locator>第%d巻第%d号</locator>, pp. <locator>%s</locator>", v, n, pages)
	case 2:
		return fmt.Sprintf("<locator>%d</locator>(<locator>%d</locator>), <locator>%s</locator>", v, n, pages)
	case 3:
		return fmt.Sprintf("<locator>%d</locator>, <locator>%s</locator>", v, pages)
	}
	return fmt.Sprintf("Vol. <locator>%d</locator>, No. <locator>%d</locator>, pp. <locator>%s</locator>", v, n, pages)
}

// jaYear returns "2020", "2020年" or "2020年3月".
func (g *gen) jaYear() string {
	y := g.year()
	switch g.r.IntN(3) {
	case 0:
		return fmt.Sprintf("<date>%d年</date>", y)
	case 1:
		return fmt.Sprintf("<date>%d年%d月</date>", y, 1+g.r.IntN(12))
	}
	return fmt.Sprintf("<date>%d</date>", y)
}

// japanese: the article and book forms of Japanese lists.
func (g *gen) japanese() string {
	by := "<author>" + g.jaNames(1+g.r.IntN(4)) + "</author>"
	title := "<title>" + g.jaTitle() + "</title>"
	j := "<container>" + g.pick(journalsJA) + "</container>"
	switch g.r.IntN(7) {
	case 0:
		// 山田太郎・佐藤花子 (2020)「題名」『雑誌』12巻3号, 45–67頁.
		return fmt.Sprintf("%s%s(<date>%d</date>)%s「%s」『%s』%s.", by, g.pick([]string{" ", ""}), g.year(), g.pick([]string{"", " "}), title, j, g.jaLocators())
	case 1:
		// 山田太郎ほか「題名」『雑誌』第12巻第3号, pp. 45-67, 2020年.
		return fmt.Sprintf("%s「%s」『%s』%s, %s.", by, title, j, g.jaLocators(), g.jaYear())
	case 2, 6:
		// 山田太郎, 佐藤花子: 題名, 雑誌, Vol. 12, No. 3, pp. 45–67, 2020.
		if g.chance(0.6) {
			by = "<author>" + strings.ReplaceAll(g.jaNames(2+g.r.IntN(3)), "・", ", ") + "</author>"
		}
		return fmt.Sprintf("%s%s%s, %s, %s, %s.", by, g.pick([]string{": ", "："}), title, j, g.jaLocators(), g.jaYear())
	case 3:
		// 山田太郎 (2020): 題名. 雑誌, 12, 45-67.
		return fmt.Sprintf("%s (<date>%d</date>)%s%s. %s, %s.", by, g.year(), g.pick([]string{": ", "：", " "}), title, j, g.jaLocators())
	case 4:
		// 山田太郎 (2019)『書名』見本出版, 240p.
		book := "<title>" + g.pick(booksJA) + "</title>"
		tail := ""
		if g.chance(0.5) {
			tail = fmt.Sprintf(", <locator>%d</locator>p", 120+g.r.IntN(300))
		}
		if g.chance(0.5) {
			return fmt.Sprintf("%s (<date>%d</date>)『%s』<publisher>%s</publisher>%s.", by, g.year(), book, g.pick(pubsJA), tail)
		}
		return fmt.Sprintf("%s『%s』<publisher>%s</publisher>, %s%s.", by, book, g.pick(pubsJA), g.jaYear(), tail)
	}
	// 山田太郎 (2019)「章題」佐藤花子編『書名』見本出版, pp. 10-30.
	ed := "<editor>" + g.jaName(false) + "</editor>" + g.pick([]string{"編", "編", "監修", "(編)"})
	if strings.HasSuffix(ed, "編") || strings.HasSuffix(ed, "監修") {
		// "佐藤花子編" is one word to the labeller: the mark goes with the
		// name.
		ed = "<editor>" + strings.TrimPrefix(strings.ReplaceAll(ed, "</editor>", ""), "<editor>") + "</editor>"
	}
	return fmt.Sprintf("%s (<date>%d</date>)「%s」%s『<container>%s</container>』<publisher>%s</publisher>, pp. <locator>%s</locator>.", by, g.year(), title, ed, g.pick(booksJA), g.pick(pubsJA), g.pages())
}

// japaneseColon: the colon form of the engineering and science
// societies, the names joined by ", " or "・": "山田太郎, 佐藤花子:
// 題名, 雑誌, Vol. 12, No. 3, pp. 45–67, 2020.", "山田 太郎, 佐藤 花子
// (2020): 題名. 雑誌, 12, 45-67."
func (g *gen) japaneseColon() string {
	k := 1 + g.r.IntN(4)
	spaced := g.chance(0.3)
	var parts []string
	for range k {
		parts = append(parts, g.jaName(spaced))
	}
	names := strings.Join(parts, g.pick([]string{", ", ", ", "，", "・", "、"}))
	if k > 2 && g.chance(0.2) {
		names += g.pick([]string{", 他", "ほか", ", ほか"})
	}
	by := "<author>" + names + "</author>"
	title := "<title>" + g.jaTitle() + "</title>"
	j := "<container>" + g.pick(journalsJA) + "</container>"
	colon := g.pick([]string{": ", "：", ": "})
	if g.chance(0.6) {
		return fmt.Sprintf("%s%s%s, %s, %s, %s.", by, colon, title, j, g.jaLocators(), g.jaYear())
	}
	return fmt.Sprintf("%s (<date>%d</date>)%s%s. %s, %s.", by, g.year(), colon, title, j, g.jaLocators())
}

// Head words of reference works: entries in a dictionary or an
// encyclopedia, the owner implied, their unmarked head words joined by
// ";" before "in *Book*, ed. A. Editor (Place: Publisher, Year), pages".
// A head word may be a person's name ("Lindqvist, Anna"): it is the
// title, never a byline.

var (
	headWords = []string{"Aquifer", "Karst", "Moraine", "Guild", "Tithe", "Almshouse", "Apprenticeship", "Bimetallism", "Cartulary", "Diaspora", "Enclosure", "Famine", "Glebe", "Indenture", "Journeyman", "Kinship", "Land Tenure", "Manumission", "Notary", "Orphanage", "Pilgrimage", "Quarantine", "Serfdom", "Toll Roads", "Usury", "Vagrancy", "Wet Nursing", "Pawnbroking", "Poor Relief", "Salt Trade", "Dowry", "Market Halls", "Water Mills", "Sumptuary Laws", "Confraternities", "Beguines", "Ropewalks", "Tanneries"}
	refWorks  = []string{"The Example Encyclopedia of Social History", "Dictionary of Invented Biography", "The Sample Companion to Early Modern Trade", "Encyclopedia of Imagined Landscapes", "The Fictional Dictionary of the Middle Ages", "Handbook of Example Concepts", "The Invented Encyclopedia of Cities"}
)

// headWord returns a head word: a term, or at times a person's name
// with the years of the life.
func (g *gen) headWord() string {
	if g.chance(0.3) {
		lang := g.pick([]string{"en", "de", "es", "pt"})
		given, sur := g.name(lang)
		w := sur + ", " + given
		if g.chance(0.4) {
			b := 1500 + g.r.IntN(350)
			w += fmt.Sprintf(" (%d–%d)", b, b+30+g.r.IntN(50))
		}
		return w
	}
	return g.pick(headWords)
}

// headWords: "Guild; Tithe; Almshouse, in *Dictionary*, ed. A. Editor
// (Place: Publisher, Year), 12–14, 88–90."
func (g *gen) headWordEntry() string {
	k := 1 + g.r.IntN(4)
	var words []string
	for len(words) < k {
		if w := g.headWord(); !slices.Contains(words, w) {
			words = append(words, w)
		}
	}
	joined := strings.Join(words, "; ")
	if k > 1 && g.chance(0.35) {
		// "Guild; Tithe; and Almshouse", "Guild and Tithe".
		last := g.pick([]string{"; and ", " and ", ", and "})
		joined = strings.Join(words[:k-1], "; ") + last + words[k-1]
	}
	title := "<title>" + joined + "</title>"
	if g.chance(0.2) {
		title = "<q>“<title>" + strings.Join(words, "”; “") + "</title>”</q>"
	}
	kEd := 1 + g.r.IntN(3)
	eds := "<editor>" + g.enNames(kEd) + "</editor>"
	var edPart string
	switch g.r.IntN(4) {
	case 0, 1:
		edPart = ", " + g.pick([]string{"ed.", "ed.", "edited by"}) + " " + eds
	case 2:
		edPart = ", " + eds + ", " + map[bool]string{true: "eds.", false: "ed."}[kEd > 1]
	default:
		edPart = ""
	}
	pages := ", <locator>" + g.pages() + "</locator>"
	if g.chance(0.3) {
		pages += ", <locator>" + g.pages() + "</locator>"
	}
	vols := ""
	if g.chance(0.2) {
		vols = fmt.Sprintf(", <locator>%d</locator> vols.", 2+g.r.IntN(4))
	}
	open := g.pick([]string{", in ", ", in ", ". In ", " in ", " in "})
	if g.chance(0.6) {
		return fmt.Sprintf("%s%s%s%s%s (<publisher>%s</publisher>, <date>%d</date>)%s.", title, open, g.book(refWorks), edPart, vols, g.pick(placesEN), g.year(), pages)
	}
	return fmt.Sprintf("%s%s%s%s%s. <publisher>%s</publisher>, <date>%d</date>%s.", title, open, g.book(refWorks), edPart, strings.TrimSuffix(vols, "."), g.pick(placesEN), g.year(), pages)
}
