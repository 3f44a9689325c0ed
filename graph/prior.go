package graph

import "strings"

// The name-frequency prior of cross-document joins: how likely two
// people who share a name are two different people. Kim and Diesner
// (JASIST 67(6), 2016) found that joining by initials errs most on
// common surnames, East Asian ones above all, so the more common a
// surname, the more evidence a join across documents needs.
//
// commonSurnames lists the surnames that many authors share: the most
// frequent surnames of the largest author populations, compiled by hand
// from published rankings (US Census Bureau 2010 surname table, top 50;
// China's Ministry of Public Security 2019 ranking of surnames in pinyin,
// top 60; Statistics Korea's 2015 census, top 15; the most common
// surnames of Japan, Vietnam, India, Iran, the Spanish- and
// Portuguese-speaking countries and Germany, top 10 to 20 each). Names
// are folded as parseName folds a surname.
var commonSurnames = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`
smith johnson williams brown jones garcia miller davis rodriguez martinez
hernandez lopez gonzalez wilson anderson thomas taylor moore jackson martin
lee perez thompson white harris sanchez clark ramirez lewis robinson walker
young allen king wright scott torres nguyen hill flores green adams nelson
baker hall rivera campbell mitchell carter roberts
wang li zhang liu chen yang huang zhao wu zhou xu sun ma zhu hu guo he lin
gao luo zheng liang xie song tang han feng deng cao peng zeng xiao tian dong
pan yuan cai jiang yu du ye cheng wei su lu ding ren shen yao jin fu zhong
cui tan lv lyu fan fang shi qiu kong bai xiong qin
kim park choi jung jeong kang cho yoon yun jang lim han oh seo shin kwon
sato suzuki takahashi tanaka watanabe ito yamamoto nakamura kobayashi kato
tran le pham hoang phan vu dang bui do ho ngo duong ly
singh kumar sharma patel gupta shah das reddy rao khan ali ahmed iyer
mohammadi hosseini ahmadi rezaei hussain
silva santos oliveira souza pereira costa ferreira alves rodrigues gomes
fernandez gomez diaz morales ruiz
muller mueller schmidt schneider fischer weber meyer wagner becker schulz
hoffmann
`) {
		commonSurnames[w] = true
	}
}

// commonName reports whether p's surname is common (see commonSurnames).
func commonName(p *parsedName) bool {
	return commonSurnames[p.surname]
}
