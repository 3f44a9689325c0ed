package model

import (
	"math/rand/v2"
	"strconv"
	"strings"
)

// Pools of invented values for the slots of the entry templates.
var (
	givenNames = strings.Fields(`Jane Ann John Maria Wei Li Hiroshi Yuki Aisha Omar Lars Ingrid Pierre Chloé Diego
 Lucía João Ana Giulia Marco Pieter Sanne Olga Ivan Priya Arjun Kwame Ama Mehmet Zeynep Sven Fatima Chen Min-jun`)
	surnames = strings.Fields(`Doe Roe Smith Lee Garcia Müller Dubois Rossi Jansen Kowalski Novak Tanaka Suzuki Wang
 Zhang Kim Park Nguyen Okafor Mensah Haddad Yılmaz Silva Santos Fernández López Ivanova Petrov Sharma Patel
 Andersson Nielsen van Dijk de Boer O'Brien MacLeod`)
	titleWords = strings.Fields(`adaptive models of coastal sediment transport under changing climate a study the
 effects neural networks for protein folding prediction evidence from field experiments on social learning in
 birds robust estimation with missing data toward scalable inference distributed systems language acquisition
 second bilingual children urban heat islands and public health measuring inequality across regions dynamics of
 soil carbon stochastic processes graph algorithms quantum materials at low temperature`)
	fields      = strings.Fields(`Biology Physics Linguistics Economics Ecology Chemistry Mathematics Psychology Sociology Statistics History Medicine`)
	journalHead = strings.Fields(`Journal Annals Review Letters Bulletin Transactions Proceedings Archives Frontiers`)
	places      = strings.Fields(`Springfield Lakeside Northbridge Eastham Riverton Hillcrest Westport Brookfield Marlow Fairview`)
	countries   = strings.Fields(`USA Germany France Spain Brazil Italy Netherlands Japan China Canada Kenya India`)
	publishers  = strings.Split(`Academic Press|University Press|Example Books|Northbridge Publishing|Verlag Beispiel`, "|")
	months      = strings.Fields(`January February March April May June July August September October November December`)
	codes       = strings.Fields(`CS MATH STAT BIO ECON PSY LING HIST CHEM PHYS`)
	funders     = strings.Split(`National Science Agency|Research Council|Example Foundation|Ministry of Research|Science Fund`, "|")
	awards      = strings.Split(`Early Career Award|Teaching Prize|Outstanding Dissertation Award|Travel Grant|Young Investigator Award`, "|")
)

// fill replaces the {slots} of template t with invented values.
func fill(r *rand.Rand, t string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			b.WriteString(t)
			return b.String()
		}
		j := strings.IndexByte(t[i:], '}')
		if j < 0 {
			b.WriteString(t)
			return b.String()
		}
		b.WriteString(t[:i])
		b.WriteString(slot(r, t[i+1:i+j]))
		t = t[i+j+1:]
	}
}

// slotFuncs make the value of each slot.
var slotFuncs = map[string]func(r *rand.Rand) string{
	"authors": authors,
	"name":    func(r *rand.Rand) string { return oneOf(r, givenNames) + " " + oneOf(r, surnames) },
	"year":    func(r *rand.Rand) string { return strconv.Itoa(1985 + r.IntN(41)) },
	"year2":   func(r *rand.Rand) string { return strconv.Itoa(10 + r.IntN(16)) },
	"title":   title,
	"journal": func(r *rand.Rand) string { return oneOf(r, journalHead) + " of " + oneOf(r, fields) },
	"jabbr":   func(r *rand.Rand) string { return oneOf(r, fields)[:4] + " " + oneOf(r, journalHead)[:3] },
	"vol":     func(r *rand.Rand) string { return strconv.Itoa(1 + r.IntN(120)) },
	"issue":   func(r *rand.Rand) string { return strconv.Itoa(1 + r.IntN(12)) },
	"num":     func(r *rand.Rand) string { return strconv.Itoa(100 + r.IntN(90000)) },
	"num1":    func(r *rand.Rand) string { return strconv.Itoa(r.IntN(10)) },
	"num3":    func(r *rand.Rand) string { return strconv.Itoa(100 + r.IntN(800)) },
	"pages": func(r *rand.Rand) string {
		p := 1 + r.IntN(900)
		return strconv.Itoa(p) + "–" + strconv.Itoa(p+5+r.IntN(30))
	},
	"doi":        func(r *rand.Rand) string { return strconv.Itoa(1000+r.IntN(9000)) + "/x" + strconv.Itoa(r.IntN(99999)) },
	"conf":       func(r *rand.Rand) string { return "International Conference on " + oneOf(r, fields) },
	"CONF":       func(r *rand.Rand) string { return strings.ToUpper(oneOf(r, fields)[:3]) + oneOf(r, codes) },
	"city":       func(r *rand.Rand) string { return oneOf(r, places) },
	"country":    func(r *rand.Rand) string { return oneOf(r, countries) },
	"publisher":  func(r *rand.Rand) string { return oneOf(r, publishers) },
	"month":      func(r *rand.Rand) string { return oneOf(r, months) },
	"university": func(r *rand.Rand) string { return "University of " + oneOf(r, places) },
	"field":      func(r *rand.Rand) string { return oneOf(r, fields) },
	"pkg":        func(r *rand.Rand) string { return strings.ToLower(oneOf(r, surnames)) + "r" },
	"user":       func(r *rand.Rand) string { return strings.ToLower(oneOf(r, givenNames)) },
	"course":     func(r *rand.Rand) string { return "Introduction to " + oneOf(r, fields) },
	"CODE":       func(r *rand.Rand) string { return oneOf(r, codes) },
	"funder":     func(r *rand.Rand) string { return oneOf(r, funders) },
	"amount":     func(r *rand.Rand) string { return strconv.Itoa(5+r.IntN(500)) + ",000" },
	"award":      func(r *rand.Rand) string { return oneOf(r, awards) },
	"org":        func(r *rand.Rand) string { return "Society for " + oneOf(r, fields) },
}

// slot returns a value for the slot named name.
func slot(r *rand.Rand, name string) string {
	if f := slotFuncs[name]; f != nil {
		return f(r)
	}
	return name
}

// oneOf returns one of list.
func oneOf(r *rand.Rand, list []string) string { return list[r.IntN(len(list))] }

// authors returns a byline of one to six invented names in one style.
func authors(r *rand.Rand) string {
	n := 1 + r.IntN(6)
	style := r.IntN(4)
	names := make([]string, n)
	for i := range names {
		g, s := oneOf(r, givenNames), oneOf(r, surnames)
		switch style {
		case 0:
			names[i] = s + ", " + g[:1] + "."
		case 1:
			names[i] = g[:1] + ". " + s
		case 2:
			names[i] = s + " " + g[:1]
		default:
			names[i] = g + " " + s
		}
	}
	if r.IntN(3) == 0 {
		names[r.IntN(n)] = "**" + names[r.IntN(n)] + "**"
	}
	if n > 1 && r.IntN(2) == 0 {
		return strings.Join(names[:n-1], ", ") + " and " + names[n-1]
	}
	return strings.Join(names, ", ")
}

// title returns an invented title of four to twelve words.
func title(r *rand.Rand) string {
	n := 4 + r.IntN(9)
	w := make([]string, n)
	for i := range w {
		w[i] = oneOf(r, titleWords)
	}
	w[0] = strings.ToUpper(w[0][:1]) + w[0][1:]
	return strings.Join(w, " ")
}
