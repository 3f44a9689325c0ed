package main

import (
	"fmt"
	"strings"
)

// The forms of GB/T 7714 (China): "作者, 作者, 等. 题名[J]. 期刊, 2020,
// 12(3): 45-67." and the same in Latin script, "SURNAME A B, SURNAME C,
// et al. Title[J]. Journal, 2020, 12(3): 45-67."; "[C]//Proceedings.
// Place: Publisher, 2019: 1-8."; books [M], patents [P] with their
// number, theses [D], reports [R], online works [EB/OL]. The genre mark
// inside the brackets is a note, never part of the title; "等" and "et
// al." close an incomplete byline.

var (
	surnamesZH = []string{"张", "王", "李", "赵", "陈", "刘", "杨", "黄", "周", "吴", "徐", "孙", "马", "朱", "胡", "郭", "何", "林", "高", "罗", "郑", "梁", "谢", "宋", "唐", "许", "韩", "冯", "邓", "曹", "彭", "曾", "肖", "田", "董", "潘", "袁", "蔡", "蒋", "余", "于", "杜", "叶", "程", "魏", "苏", "吕", "丁", "任", "沈", "姚", "卢", "姜", "崔", "钟", "谭", "陆", "汪", "范", "金", "石", "廖", "贾", "夏", "韦", "付", "方", "白", "邹", "孟", "熊", "秦", "邱", "江", "尹", "薛", "闫", "段", "雷", "侯", "龙", "史", "陶", "黎", "贺", "顾", "毛", "郝", "龚", "邵", "万", "钱", "严", "覃", "武", "戴", "莫", "孔", "向", "汤", "欧阳", "司马", "上官", "诸葛"}
	givenZH    = []string{"伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "洋", "艳", "勇", "军", "杰", "娟", "涛", "明", "超", "霞", "平", "刚", "桂英", "秀英", "晓东", "建华", "志强", "海燕", "子涵", "雨桐", "思远", "嘉怡", "宇航", "文博", "立新", "雅琴", "国庆", "春梅", "永刚", "丽华", "俊杰", "欣然", "浩然", "梓萱", "一鸣", "天宇", "晨曦", "婉婷", "振华", "红霞", "学文", "绍光", "亚男", "鹏飞", "凯", "琳", "颖", "博", "悦", "鑫", "斌", "晶"}
	pinyinSur  = map[string]string{"张": "ZHANG", "王": "WANG", "李": "LI", "赵": "ZHAO", "陈": "CHEN", "刘": "LIU", "杨": "YANG", "黄": "HUANG", "周": "ZHOU", "吴": "WU", "徐": "XU", "孙": "SUN", "马": "MA", "朱": "ZHU", "胡": "HU", "郭": "GUO", "何": "HE", "林": "LIN", "高": "GAO", "罗": "LUO", "欧阳": "OUYANG", "司马": "SIMA", "郑": "ZHENG", "梁": "LIANG", "谢": "XIE", "宋": "SONG", "唐": "TANG", "许": "XU", "韩": "HAN", "冯": "FENG", "邓": "DENG", "曹": "CAO", "彭": "PENG", "曾": "ZENG", "肖": "XIAO", "田": "TIAN", "董": "DONG", "潘": "PAN", "袁": "YUAN", "蔡": "CAI", "蒋": "JIANG", "余": "YU", "于": "YU", "杜": "DU", "叶": "YE", "程": "CHENG", "魏": "WEI", "苏": "SU", "吕": "LYU", "丁": "DING", "任": "REN", "沈": "SHEN", "姚": "YAO", "卢": "LU", "姜": "JIANG", "崔": "CUI", "钟": "ZHONG", "谭": "TAN", "陆": "LU", "汪": "WANG", "范": "FAN", "金": "JIN", "石": "SHI", "廖": "LIAO", "贾": "JIA", "夏": "XIA", "韦": "WEI", "付": "FU", "方": "FANG", "白": "BAI", "邹": "ZOU", "孟": "MENG", "熊": "XIONG", "秦": "QIN", "邱": "QIU", "江": "JIANG", "尹": "YIN", "薛": "XUE", "闫": "YAN", "段": "DUAN", "雷": "LEI", "侯": "HOU", "龙": "LONG", "史": "SHI", "陶": "TAO", "黎": "LI", "贺": "HE", "顾": "GU", "毛": "MAO", "郝": "HAO", "龚": "GONG", "邵": "SHAO", "万": "WAN", "钱": "QIAN", "严": "YAN", "覃": "QIN", "武": "WU", "戴": "DAI", "莫": "MO", "孔": "KONG", "向": "XIANG", "汤": "TANG", "上官": "SHANGGUAN", "诸葛": "ZHUGE"}
	pinyinGiv  = []string{"Wei", "Fang", "Na", "Min", "Jing", "Qiang", "Lei", "Yang", "Yan", "Jun", "Jie", "Tao", "Ming", "Chao", "Xiao Dong", "Jian Hua", "Zhi Qiang", "Hai Yan", "Zi Han", "Yu Tong", "Si Yuan", "Jia Yi", "Yu Hang", "Wen Bo", "Li Xin", "Ya Qin", "Guo Qing", "Chun Mei", "Jun Jie", "Xin Ran", "Hao Ran", "Yi Ming", "Tian Yu", "Zhen Hua", "Peng Fei", "Kai", "Lin", "Ying", "Bo", "Xin", "Bin"}
	westGBT    = []string{"SMITH", "MÜLLER", "GARCÍA", "NAKAMURA", "KOWALSKI", "OKAFOR", "PETROV", "DUBOIS", "ROSSI", "NGUYEN", "SILVA", "LINDQVIST"}

	objZH    = []string{"多孔介质", "稀土合金", "层状材料", "城市水系", "高温陶瓷", "薄膜电极", "复合涂层", "示例网络", "虚构晶体", "柔性传感器", "土壤微生物", "古代村落", "模拟电网", "乡村教育", "河口湿地", "钢筋混凝土", "锂离子电池", "图像分割", "语音识别", "地下水污染", "城市交通", "中药提取物", "农田灌溉", "高分子薄膜", "冻土路基", "海洋沉积物", "纳米催化剂", "文化遗产"}
	methodZH = []string{"数值模拟", "实验研究", "机理分析", "性能评价", "优化设计", "表征方法", "演化规律", "调控策略", "综述", "初探", "研究进展", "影响因素", "时空分布", "风险评估", "制备与表征", "建模与仿真", "特征分析"}
	leadZH   = []string{"基于", "面向", "关于"}
	titleEN  = []string{"Phase behaviour of invented alloys under pressure", "A sample method for layered materials", "Thermal stability of example ceramics", "Grain growth in model thin films", "Charge transport in fictional electrodes", "Erosion of an imagined river basin", "Microstructure of example composite coatings", "Deep learning for invented sensor arrays", "Fatigue of sample welded joints", "Adsorption on model porous media"}

	journalsZH = []string{"示例材料学报", "虚构物理学报", "样本化学通报", "模拟工程学报", "假想地质科学", "示例大学学报(自然科学版)", "虚构科学通报", "样本环境科学", "模拟农业学报", "假想电子学报", "示例土木工程学报", "虚构计算机学报", "样本医学杂志", "示例地理研究", "虚构教育研究"}
	journalsEN = []string{"Journal of Example Materials", "Invented Physics Letters", "Acta Exemplaria Sinica", "Sample Materials Science and Engineering A", "Journal of Fictional Alloys and Compounds", "Chinese Journal of Invented Mechanics"}
	procZH     = []string{"第十届全国示例材料学术会议论文集", "虚构工程学会年会论文集", "样本物理学术研讨会论文集"}
	procEN     = []string{"Proceedings of the 2019 Example Conference on Materials", "Proceedings of the 12th Invented Symposium on Sensors", "2020 Sample International Conference on Coatings (SICC)"}
	placesZH   = []string{"北京: 示例出版社", "上海: 虚构科技出版社", "武汉: 样本大学出版社", "北京: 模拟工业出版社", "南京: 示例教育出版社", "广州: 假想出版社"}
	placesZHen = []string{"Beijing: Example Press", "Shanghai: Invented Science Press", "New York: Fictional Books", "Piscataway: Sample Institute", "Berlin: Example Verlag"}
	schoolsZH  = []string{"北京: 示例大学", "上海: 虚构交通大学", "哈尔滨: 样本工业大学", "成都: 模拟科技大学", "西安: 示例理工大学"}
	instZH     = []string{"北京: 示例研究院", "上海: 虚构材料研究所", "合肥: 样本科学中心"}
)

// procZH returns the name of invented proceedings in Chinese:
// "第十届全国多孔介质学术会议论文集".
func (g *gen) procZH() string {
	switch g.r.IntN(4) {
	case 0:
		return g.pick(procZH)
	case 1:
		return g.pick([]string{"第", "第", ""}) + g.pick([]string{"三", "五", "八", "十", "十二", "二十一"}) + "届" + g.pick([]string{"全国", "国际", "中国", ""}) + g.pick(objZH) + g.pick([]string{"学术会议", "学术研讨会", "大会", "论坛"}) + "论文集"
	case 2:
		return fmt.Sprintf("%d年", g.year()) + g.pick([]string{"全国", "中国"}) + g.pick(objZH) + g.pick([]string{"学术年会", "研讨会", "会议"}) + g.pick([]string{"论文集", "论文摘要集", "会议论文集"})
	}
	return "中国" + g.pick(objZH) + g.pick([]string{"学会", "协会"}) + g.pick([]string{"年会论文集", "学术年会论文集"})
}

// zhName returns a name in Chinese characters, "张晓东".
func (g *gen) zhName() string { return g.pick(surnamesZH) + g.pick(givenZH) }

// gbtLatinName returns a name as GB/T prints it in Latin script: "ZHANG
// X D", "Zhang X", "ZHANG Xiaodong", "SMITH J A".
func (g *gen) gbtLatinName(caps, full bool) string {
	sur := pinyinSur[g.pick(surnamesZH)]
	syl := strings.Fields(g.pick(pinyinGiv))
	if g.chance(0.2) {
		sur = g.pick(westGBT)
		syl = strings.Fields(g.pick(givenEN))
	}
	if !caps {
		r := []rune(sur)
		sur = string(r[0]) + strings.ToLower(string(r[1:]))
	}
	if full {
		return sur + " " + syl[0] + strings.ToLower(strings.Join(syl[1:], ""))
	}
	// "Xiao Dong" gives "X D": the initials of the syllables.
	var in []string
	for _, w := range syl {
		in = append(in, w[:1])
	}
	return sur + " " + strings.Join(in, " ")
}

// gbtNames renders k names in Chinese characters or Latin script, with
// "等" or "et al." after three at times.
func (g *gen) gbtNames(k int, zh bool) string {
	var parts []string
	caps, full := g.chance(0.75), g.chance(0.15)
	for range k {
		if zh {
			parts = append(parts, g.zhName())
		} else {
			parts = append(parts, g.gbtLatinName(caps, full))
		}
	}
	sep := ", "
	if zh && g.chance(0.4) {
		sep = "，"
	}
	s := strings.Join(parts, sep)
	if k >= 3 && g.chance(0.5) {
		if zh {
			s += sep + "等"
		} else {
			s += sep + "et al"
		}
	}
	return s
}

// gbtTitle returns an invented title in Chinese or English.
func (g *gen) gbtTitle(zh bool) string {
	if !zh {
		return g.pick(titleEN)
	}
	switch g.r.IntN(3) {
	case 0:
		return g.pick(leadZH) + g.pick(objZH) + "的" + g.pick(objZH) + g.pick(methodZH)
	case 1:
		return g.pick(objZH) + "的" + g.pick(methodZH)
	}
	return g.pick(objZH) + g.pick(methodZH) + "——以" + g.pick(objZH) + "为例"
}

// mark renders a genre mark "[J]" with the letters a note.
func mark(m string) string { return "[<note>" + m + "</note>]" }

// numbered returns a list number "[12] " or "12. " at times.
func (g *gen) numbered() string {
	switch g.r.IntN(5) {
	case 0:
		return fmt.Sprintf("[%d] ", 1+g.r.IntN(60))
	case 1:
		return fmt.Sprintf("%d. ", 1+g.r.IntN(60))
	}
	return ""
}

// gbtStop returns the full stop between the areas: "." then a space,
// "．" or "。" at times in Chinese.
func (g *gen) gbtStop(zh bool) string {
	if zh && g.chance(0.15) {
		return g.pick([]string{"．", "。"})
	}
	return ". "
}

// gbtJournal: "作者, 作者, 等. 题名[J]. 期刊, 2020, 12(3): 45-67."
func (g *gen) gbtJournal() string {
	zh := g.chance(0.55)
	stop := g.gbtStop(zh)
	j := g.pick(journalsZH)
	if !zh {
		j = g.pick(journalsEN)
	}
	y := fmt.Sprintf("<date>%d</date>", g.year())
	var loc string
	vol, iss := 1+g.r.IntN(60), 1+g.r.IntN(12)
	pages := g.pick([]string{"-", "-", "–"})
	p := 1 + g.r.IntN(900)
	pg := fmt.Sprintf("<locator>%d%s%d</locator>", p, pages, p+3+g.r.IntN(30))
	if g.chance(0.15) {
		pg = fmt.Sprintf("<locator>%d</locator>", 100000+g.r.IntN(900000))
	}
	colon := g.pick([]string{": ", ":", ": "})
	switch g.r.IntN(5) {
	case 0:
		loc = fmt.Sprintf("%s(<locator>%d</locator>)%s%s", y, iss, colon, pg)
	case 1:
		loc = fmt.Sprintf("%s, <locator>%d</locator>%s%s", y, vol, colon, pg)
	case 2:
		loc = fmt.Sprintf("%s, <locator>%d</locator>(<locator>S%d</locator>)%s%s", y, vol, 1+g.r.IntN(2), colon, pg)
	default:
		loc = fmt.Sprintf("%s, <locator>%d</locator>(<locator>%d</locator>)%s%s", y, vol, iss, colon, pg)
	}
	comma := ", "
	if zh && g.chance(0.3) {
		comma = "，"
		loc = strings.ReplaceAll(loc, ", ", "，")
	}
	tail := "."
	if g.chance(0.15) {
		tail = fmt.Sprintf(". DOI: <identifier>10.%d/j.example.%d.%02d.%03d</identifier>.", 10000+g.r.IntN(9000), g.year(), iss, g.r.IntN(1000))
	}
	return fmt.Sprintf("%s<author>%s</author>%s<title>%s</title>%s%s<container>%s</container>%s%s%s", g.numbered(), g.gbtNames(1+g.r.IntN(5), zh), stop, g.gbtTitle(zh), mark("J"), stop, j, comma, loc, tail)
}

// gbtOther: conference papers, books, patents, theses, reports and
// online works.
func (g *gen) gbtOther() string {
	zh := g.chance(0.6)
	stop := g.gbtStop(zh)
	by := g.numbered() + "<author>" + g.gbtNames(1+g.r.IntN(4), zh) + "</author>" + stop
	title := "<title>" + g.gbtTitle(zh) + "</title>"
	place := g.pick(placesZH)
	if !zh {
		place = g.pick(placesZHen)
	}
	p := 1 + g.r.IntN(500)
	pages := fmt.Sprintf("<locator>%d-%d</locator>", p, p+3+g.r.IntN(12))
	switch g.r.IntN(6) {
	case 0:
		proc := g.procZH()
		if !zh {
			proc = g.pick(procEN)
		}
		slash := g.pick([]string{"//", "//", "// "})
		if g.chance(0.3) {
			return fmt.Sprintf("%s%s%s%s<container>%s</container>%s<date>%d</date>: %s.", by, title, mark("C"), slash, proc, g.pick([]string{", ", ". "}), g.year(), pages)
		}
		return fmt.Sprintf("%s%s%s%s<container>%s</container>. <publisher>%s</publisher>, <date>%d</date>: %s.", by, title, mark("C"), slash, proc, place, g.year(), pages)
	case 1:
		ed := ""
		if g.chance(0.3) {
			ed = g.pick([]string{"<note>2版</note>. ", "<note>3版</note>. ", "<note>2nd ed</note>. "})
		}
		tail := ""
		if g.chance(0.3) {
			tail = fmt.Sprintf(": %s", pages)
		}
		return fmt.Sprintf("%s%s%s. %s<publisher>%s</publisher>, <date>%d</date>%s.", by, title, mark("M"), ed, place, g.year(), tail)
	case 2:
		cc := g.pick([]string{"CN", "CN", "US", "ZL"})
		num := fmt.Sprintf("%s%d%s", cc, 100000000+g.r.IntN(900000000), g.pick([]string{"A", "B", "U", ""}))
		date := fmt.Sprintf("<date>%d-%02d-%02d</date>", g.year(), 1+g.r.IntN(12), 1+g.r.IntN(28))
		return fmt.Sprintf("%s%s: <identifier>%s</identifier>%s. %s.", by, title, num, mark("P"), date)
	case 3:
		school := g.pick(schoolsZH)
		if !zh {
			school = g.pick([]string{"Beijing: Example University", "Shanghai: Invented Jiao Tong University", "Harbin: Sample Institute of Technology"})
		}
		return fmt.Sprintf("%s%s%s. <publisher>%s</publisher>, <date>%d</date>.", by, title, mark("D"), school, g.year())
	case 4:
		inst := g.pick(instZH)
		if !zh {
			inst = g.pick([]string{"Beijing: Example Research Institute", "Geneva: Sample Organization"})
		}
		return fmt.Sprintf("%s%s%s. <publisher>%s</publisher>, <date>%d</date>.", by, title, mark("R"), inst, g.year())
	}
	y := g.year()
	return fmt.Sprintf("%s%s%s. (<date>%d-%02d-%02d</date>)[%d-%02d-%02d]. <identifier>https://www.example.org/%s/%d</identifier>.", by, title, mark(g.pick([]string{"EB/OL", "EB/OL", "J/OL", "DB/OL"})), y, 1+g.r.IntN(12), 1+g.r.IntN(28), y+1, 1+g.r.IntN(12), 1+g.r.IntN(28), g.pick([]string{"news", "data", "report", "post"}), g.r.IntN(10000))
}
