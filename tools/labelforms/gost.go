package main

import (
	"fmt"
	"strings"
)

// The forms of GOST (Russian and the states that kept it): "Фамилия И. О.
// Title // Journal. 2020. Т. 12, № 3. С. 45–67."; GOST 7.1's "Title /
// И. О. Фамилия, И. О. Фамилия // Journal. — 2020. — Т. 12, № 3. — С.
// 45–67."; books "— М.: Publisher, 2019. — 240 с."; and the same in Latin
// script with "Vol.", "No.", "P.". "//" leads to the container, the
// responsibility statement after " / " names the authors, "под ред." the
// editors, and "Т.", "№", "С.", "Vol.", "No.", "P." the locators.

var (
	surnamesRU  = []string{"Белозёров", "Лапшин", "Сорокин", "Ширяев", "Кондратьев", "Гусельников", "Веденеев", "Прохоров", "Зайцев", "Ермолаев", "Крылов", "Панфилов", "Тарасенко", "Шевчук", "Ахметов", "Нуриев", "Ким", "Цой", "Габдуллин", "Мамедов", "Воронцов", "Глебов", "Рыбаков", "Щукин", "Яковлев", "Бондаренко", "Мельник", "Исаев", "Латыпов", "Джумабаев", "Абрамян", "Гогуа"}
	surnamesRUf = []string{"Орлова", "Мельникова", "Тихонова", "Зуева", "Ланская", "Прохорова", "Ермолаева", "Крылова", "Ахметова", "Гарипова", "Лебедева", "Шевчук", "Ким", "Сагитова", "Воронцова", "Рыбакова", "Исаева", "Бондаренко", "Латыпова", "Абрамян"}
	initialsRU  = []string{"А", "Б", "В", "Г", "Д", "Е", "И", "К", "Л", "М", "Н", "О", "П", "Р", "С", "Т", "Ю", "Я", "Э"}

	surnamesLat = []string{"Belozerov", "Lapshin", "Sorokin", "Shiryaev", "Kondratyev", "Orlova", "Melnikova", "Tikhonova", "Zueva", "Akhmetov", "Nuriev", "Kim", "Tsoi", "Gabdullin", "Mamedov", "Shevchuk", "Prokhorova", "Yermolaev"}
	initialsLat = []string{"A", "B", "V", "G", "D", "E", "I", "K", "L", "M", "N", "O", "P", "R", "S", "T", "Yu", "Ya"}

	titleHeadRU  = []string{"Влияние температуры на", "Моделирование", "Об одном классе", "Структура и свойства", "Динамика", "Исследование", "Особенности", "Численный анализ", "Спектроскопия", "Устойчивость", "Роль примесей в формировании", "Механизмы релаксации"}
	titleTailRU  = []string{"тонких плёнок", "слоистых сред", "нелинейных волн в плазме", "примерных кристаллов", "пористых материалов", "квазиодномерных систем", "вымышленных сплавов", "условных гетероструктур", "модельных жидкостей", "сверхрешёток"}
	titleHeadLat = []string{"Influence of temperature on", "Modelling of", "On a class of", "Structure and properties of", "Dynamics of", "Numerical analysis of", "Spectroscopy of", "Stability of", "Relaxation in"}
	titleTailLat = []string{"thin films", "layered media", "nonlinear waves in plasma", "model crystals", "porous materials", "quasi-one-dimensional systems", "invented alloys", "example heterostructures"}

	journalsRU  = []string{"Вестник Примерного университета", "Журнал вымышленной физики", "Известия Образцовой академии. Серия физическая", "Доклады Условной академии наук", "Письма в Журнал примеров", "Физика модельных систем", "Учёные записки Примерного университета", "Вестник Условного университета. Серия 3: Физика"}
	journalsLat = []string{"Bulletin of the Example University", "Journal of Invented Physics", "Proceedings of the Sample Academy. Physical Series", "Letters to the Journal of Examples", "Physics of Model Systems", "Izvestiya of the Example Academy"}
	booksRU     = []string{"Физика модельных сред", "Очерки условной механики", "Методы примерного анализа", "Сборник научных трудов", "Актуальные вопросы вымышленной физики"}
	confsRU     = []string{"Материалы Примерной научной конференции", "Труды Условного симпозиума «Модели-2019»", "Тезисы докладов Образцовой школы-семинара", "Сборник трудов Международной конференции «Пример»"}
	placesRU    = []string{"М.: Наука-Пример", "СПб.: Образец", "Новосибирск: Изд-во Примерного ун-та", "Казань: Учебник-Тест", "Екатеринбург: УрО-Пример", "М.: Условная книга", "Томск: Изд-во Модельного ун-та", "Алматы: Пример-Пресс", "Минск: Образцовая наука"}
	citiesRU    = []string{"М.", "СПб.", "Новосибирск", "Казань", "Томск", "Алматы", "Минск", "Самара"}
	placesLat   = []string{"Moscow: Example Press", "St. Petersburg: Sample Publishers", "Novosibirsk: Invented University Press", "Kazan: Model Books"}
	genresRU    = []string{"монография", "учебное пособие", "учеб. пособие", "справочник", "коллективная монография", "учебник", "сб. науч. тр.", "материалы конференции"}
)

// ruName returns a Cyrillic surname and its two initials ("А. В."),
// without the space between them at times.
func (g *gen) ruName(tight bool) (surname, inits string) {
	if g.chance(0.45) {
		surname = g.pick(surnamesRUf)
	} else {
		surname = g.pick(surnamesRU)
	}
	sep := " "
	if tight {
		sep = ""
	}
	if g.chance(0.15) {
		return surname, g.pick(initialsRU) + "."
	}
	return surname, g.pick(initialsRU) + "." + sep + g.pick(initialsRU) + "."
}

// latName is ruName in Latin script.
func (g *gen) latName(tight bool) (surname, inits string) {
	sep := " "
	if tight {
		sep = ""
	}
	if g.chance(0.2) {
		return g.pick(surnamesLat), g.pick(initialsLat) + "."
	}
	return g.pick(surnamesLat), g.pick(initialsLat) + "." + sep + g.pick(initialsLat) + "."
}

// gostNames renders k names, surname first ("Фамилия И. О., Фамилия
// И. О.") or initials first ("И. О. Фамилия"), "и др." or "et al." at
// times for the rest.
func (g *gen) gostNames(k int, latin, initialsFirst bool) string {
	tight := g.chance(0.3)
	var parts []string
	for range k {
		sur, in := g.ruName(tight)
		if latin {
			sur, in = g.latName(tight)
		}
		if initialsFirst {
			parts = append(parts, in+" "+sur)
		} else {
			parts = append(parts, sur+" "+in)
		}
	}
	s := strings.Join(parts, ", ")
	if k >= 3 && g.chance(0.3) {
		if latin {
			s += g.pick([]string{" et al.", ", et al."})
		} else {
			s += g.pick([]string{" и др.", ", и др."})
		}
	}
	return s
}

func (g *gen) gostTitle(latin bool) string {
	if latin {
		return g.pick(titleHeadLat) + " " + g.pick(titleTailLat)
	}
	return g.pick(titleHeadRU) + " " + g.pick(titleTailRU)
}

// dash returns GOST 7.1's area separator ". — ", or ". " as the shorter
// GOST forms print it, the dash an en dash or a hyphen at times.
func (g *gen) dash(full bool) string {
	if !full {
		return ". "
	}
	return ". " + g.pick([]string{"—", "—", "–", "-"}) + " "
}

// gostLocators returns "Т. 12, № 3. С. 45–67" (or in Latin script
// "Vol. 12, No. 3. P. 45–67") with the separators of sep.
func (g *gen) gostLocators(latin bool, sep string) string {
	vol, no, pg := "Т.", "№", "С."
	if latin {
		vol, no, pg = g.pick([]string{"Vol.", "Vol.", "V."}), g.pick([]string{"No.", "No.", "N", "Iss."}), "P."
	}
	var parts []string
	v := fmt.Sprintf("%s <locator>%d</locator>", vol, 1+g.r.IntN(90))
	n := fmt.Sprintf("%s <locator>%d</locator>", no, 1+g.r.IntN(12))
	switch g.r.IntN(4) {
	case 0:
		parts = append(parts, v)
	case 1:
		parts = append(parts, n)
	case 2:
		if !latin && g.chance(0.5) {
			parts = append(parts, fmt.Sprintf("Вып. <locator>%d</locator>", 1+g.r.IntN(40)))
		} else {
			parts = append(parts, v+", "+n)
		}
	default:
		parts = append(parts, v+", "+n)
	}
	if g.chance(0.9) {
		parts = append(parts, pg+" <locator>"+g.pages()+"</locator>")
	}
	return strings.Join(parts, sep)
}

// gostArticle: "Фамилия И. О., Фамилия И. О. Title // Journal. 2020. Т.
// 12, № 3. С. 45–67.", with GOST 7.1's dashes at times, in Cyrillic or
// Latin script.
func (g *gen) gostArticle() string {
	latin := g.chance(0.3)
	full := g.chance(0.4)
	j := g.pick(journalsRU)
	if latin {
		j = g.pick(journalsLat)
	}
	by := "<author>" + g.gostNames(1+g.r.IntN(4), latin, false) + "</author>"
	if g.chance(0.2) {
		by = "<author><b>" + g.gostNames(1, latin, false) + "</b>, " + g.gostNames(1+g.r.IntN(2), latin, false) + "</author>"
	}
	sep := g.dash(full)
	cont := "<container>" + j + "</container>"
	if g.chance(0.2) {
		cont = "<i>" + cont + "</i>"
	}
	return fmt.Sprintf("%s <title>%s</title> // %s%s<date>%d</date>%s%s.", by, g.gostTitle(latin), cont, sep, g.year(), sep, g.gostLocators(latin, sep))
}

// gost71Article: "Title / И. О. Фамилия, И. О. Фамилия // Journal. —
// 2020. — Т. 12, № 3. — С. 45–67.": the authors follow the title.
func (g *gen) gost71Article() string {
	latin := g.chance(0.25)
	full := g.chance(0.75)
	j := g.pick(journalsRU)
	if latin {
		j = g.pick(journalsLat)
	}
	sep := g.dash(full)
	title := "<title>" + g.gostTitle(latin) + "</title>"
	if !latin && g.chance(0.2) {
		title += " : <note>" + g.pick([]string{"обзор", "обзор", "тезисы"}) + "</note>"
	}
	return fmt.Sprintf("%s / <author>%s</author> // <container>%s</container>%s<date>%d</date>%s%s.", title, g.gostNames(1+g.r.IntN(5), latin, true), j, sep, g.year(), sep, g.gostLocators(latin, sep))
}

// gostBook: "Фамилия И. О. Title : монография. — М.: Publisher, 2019. —
// 240 с.", and chapters and conference papers "Title // Book / под ред.
// И. О. Фамилия. — М.: Publisher, 2019. — С. 10–20."
func (g *gen) gostBook() string {
	full := g.chance(0.7)
	sep := g.dash(full)
	latin := g.chance(0.15)
	by := "<author>" + g.gostNames(1+g.r.IntN(3), latin, false) + "</author> "
	title := "<title>" + g.gostTitle(latin) + "</title>"
	place := g.pick(placesRU)
	if latin {
		place = g.pick(placesLat)
	}
	switch g.r.IntN(4) {
	case 0, 1:
		if g.chance(0.7) && !latin {
			title += g.pick([]string{" : ", " : ", ": "}) + "<note>" + g.pick(genresRU) + "</note>"
		}
		if g.chance(0.3) {
			by = ""
			title += " / <author>" + g.gostNames(1+g.r.IntN(3), latin, true) + "</author>"
		}
		pages := "с."
		if latin {
			pages = "p."
		}
		return fmt.Sprintf("%s%s%s<publisher>%s</publisher>, <date>%d</date>%s<locator>%d</locator> %s", by, title, sep, place, g.year(), sep, 80+g.r.IntN(500), pages)
	case 2:
		eds := "<editor>" + g.gostNames(1+g.r.IntN(2), false, true) + "</editor>"
		mark := g.pick([]string{"под ред.", "под ред.", "под общ. ред.", "отв. ред."})
		return fmt.Sprintf("%s%s // <container>%s</container> / %s %s%s<publisher>%s</publisher>, <date>%d</date>%sС. <locator>%s</locator>.", by, title, g.pick(booksRU), mark, eds, sep, place, g.year(), sep, g.pages())
	}
	return fmt.Sprintf("%s%s // <container>%s</container>%s<publisher>%s</publisher>, <date>%d</date>%sС. <locator>%s</locator>.", by, title, g.pick(confsRU), sep, g.pick(citiesRU), g.year(), sep, g.pages())
}

// Genre notes of GOST 7.1 books and theses, after " : ".
var (
	genresBookRU = []string{"монография", "монография", "учебное пособие", "учеб. пособие", "учебник", "учеб.-метод. пособие", "коллективная монография", "справочник", "хрестоматия", "практикум", "сб. науч. тр.", "сб. ст.", "материалы междунар. науч.-практ. конф.", "тез. докл."}
	genresThesis = []string{"дис. … канд. физ.-мат. наук", "дис. ... канд. техн. наук", "автореф. дис. … канд. филол. наук", "автореф. дис. ... д-ра экон. наук", "дис. … д-ра физ.-мат. наук", "автореф. дис. … канд. ист. наук"}
)

// gostGenre: GOST 7.1 books and theses with the genre after the title,
// " : " between: "Фамилия И. О. Title : монография / И. О. Фамилия. – М. :
// Publisher, 2019. – 240 с.", "Title : дис. … канд. физ.-мат. наук :
// 01.04.07 / Фамилия И. О. – М., 2015. – 150 с.". The genre is a note,
// never the title's end nor a venue; the place and publisher are the
// publisher, "с." after the count no locator word of its own.
func (g *gen) gostGenre() string {
	sep := ". " + g.pick([]string{"–", "–", "—", "-"}) + " "
	colon := g.pick([]string{" : ", " : ", ": "})
	place := g.pick(placesRU)
	if g.chance(0.6) {
		place = strings.Replace(place, ": ", " : ", 1)
	}
	by := ""
	if g.chance(0.6) {
		by = "<author>" + g.gostNames(1, false, false) + "</author> "
	}
	title := "<title>" + g.gostTitle(false) + "</title>"
	resp := ""
	if by == "" || g.chance(0.4) {
		resp = " / <author>" + g.gostNames(1+g.r.IntN(3), false, true) + "</author>"
		if g.chance(0.2) {
			resp += " ; под ред. <editor>" + g.gostNames(1, false, true) + "</editor>"
		}
	}
	if g.chance(0.3) {
		genre := "<note>" + g.pick(genresThesis) + "</note>"
		if g.chance(0.5) {
			genre += colon + fmt.Sprintf("<note>%02d.%02d.%02d</note>", 1+g.r.IntN(12), 1+g.r.IntN(9), 1+g.r.IntN(20))
		}
		return fmt.Sprintf("%s%s%s%s%s%s<publisher>%s</publisher>, <date>%d</date>%s<locator>%d</locator> с.", by, title, colon, genre, resp, sep, g.pick(citiesRU), g.year(), sep, 100+g.r.IntN(300))
	}
	genre := "<note>" + g.pick(genresBookRU) + "</note>"
	return fmt.Sprintf("%s%s%s%s%s%s<publisher>%s</publisher>, <date>%d</date>%s<locator>%d</locator> с.", by, title, colon, genre, resp, sep, place, g.year(), sep, 80+g.r.IntN(500))
}

// gostDashed: articles with GOST 7.1's en-dash separators throughout,
// "Фамилия И. О. Title // Journal. – 2020. – Т. 5, № 2. – С. 7–15." and
// in Latin script "// Journal. – 2020. – Vol. 3, No. 2. – P. 7–15.":
// "Т." and "Vol." lead the volume, "№" and "No." the issue, "С." and
// "P." the pages.
func (g *gen) gostDashed() string {
	latin := g.chance(0.35)
	sep := ". " + g.pick([]string{"–", "–", "—"}) + " "
	j := g.pick(journalsRU)
	if latin {
		j = g.pick(journalsLat)
	}
	names := g.gostNames(1+g.r.IntN(3), latin, false)
	title := "<title>" + g.gostTitle(latin) + "</title>"
	if !latin && g.chance(0.15) {
		title += " : <note>" + g.pick([]string{"обзор", "краткое сообщение", "тезисы"}) + "</note>"
	}
	head := "<author>" + names + "</author> " + title
	if g.chance(0.35) {
		head = title + " / <author>" + g.gostNames(1+g.r.IntN(3), latin, true) + "</author>"
	}
	vol, pg := "Т.", "С."
	no := "№"
	if latin {
		vol, no, pg = g.pick([]string{"Vol.", "Vol.", "V."}), g.pick([]string{"No.", "No.", "Iss."}), g.pick([]string{"P.", "P.", "pp."})
	}
	var loc string
	switch g.r.IntN(3) {
	case 0:
		loc = fmt.Sprintf("%s <locator>%d</locator>, %s <locator>%d</locator>%s%s <locator>%s</locator>", vol, 1+g.r.IntN(60), no, 1+g.r.IntN(12), sep, pg, g.pages())
	case 1:
		loc = fmt.Sprintf("%s <locator>%d</locator>%s%s <locator>%s</locator>", no, 1+g.r.IntN(12), sep, pg, g.pages())
	default:
		loc = fmt.Sprintf("%s <locator>%d</locator>%s%s <locator>%s</locator>", vol, 1+g.r.IntN(60), sep, pg, g.pages())
	}
	if g.chance(0.15) {
		loc += sep + "DOI: <identifier>" + fmt.Sprintf("10.%d/ex.%d.%d", 1000+g.r.IntN(9000), g.year(), g.r.IntN(999)) + "</identifier>"
	}
	return fmt.Sprintf("%s // <container>%s</container>%s<date>%d</date>%s%s.", head, j, sep, g.year(), sep, loc)
}
