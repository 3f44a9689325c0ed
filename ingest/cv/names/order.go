package names

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/internal/wordset"
)

// Name forms. A byline writes names in one of a few orders, and the
// reader gives every name in the order "given names, surname":
//
//	Doe, Jane / Doe, J. Q. / van de Lindt, J. W.   surname first, comma    → Jane Doe, J. Q. Doe
//	Doe JQ, Roe A                                  PubMed / Vancouver      → JQ Doe, A Roe
//	DOE Jane, ROE Ann                              surname first, capitals → Jane DOE, Ann ROE
//
// Spelling, initials and case are kept as printed.

// GivenFirst puts each name of one byline in the order "given names,
// surname". Names written with a comma are turned around one by one; the
// PubMed and capitalised-surname forms are decided for the byline as a
// whole, so that a byline that writes most names "Doe JQ" also turns the
// one that ends it with a full stop.
func GivenFirst(names []string) []string {
	var f bylineForms
	names = slices.Clone(names)
	for i, n := range names {
		if w := strings.Fields(n); len(w) >= 3 && !strings.Contains(n, ",") && wordset.HasLower(nameParticles, w[len(w)-1]) {
			if pw := particlesFirst(w); pubmedName(pw) {
				// "Berg JW van den" is "van den Berg JW".
				names[i] = strings.Join(pw, " ")
			}
		}
	}
	for _, n := range names {
		w := strings.Fields(n)
		if strings.Contains(n, ", ") {
			f.commas++
		}
		if strings.Contains(n, ",") || len(w) < 2 {
			continue
		}
		if pubmedName(w) {
			f.pubmed++
		}
		if dottedLast(w) {
			f.dotted++
		}
		if capsSurname(w) {
			f.caps++
		}
		if capsLast(w) {
			f.capsLast++
		}
		if spacedInitialsLast(w) {
			f.spaced++
		}
		if spacedInitialsLast(w) || oneInitialLast(w) || pubmedName(w) {
			f.initialsLast++
		}
		if capsInitialLast(w) {
			f.capsInitial++
		}
	}
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = f.givenFirst(n, len(names))
	}
	return out
}

// bylineForms counts the names of a byline written in each order.
type bylineForms struct {
	pubmed, dotted, caps, commas int
	// spaced counts names written "Doe J. Q.", and initialsLast
	// those and "Doe J.": surname first, as GOST writes every name
	// ("Иванов И. И., Петров П.").
	spaced, initialsLast int
	// capsInitial counts names written "DOE J": a surname in
	// capitals and one initial.
	capsInitial int
	// capsLast counts names written given names first and a surname in
	// capitals too long for initials: "Maria DA SILVA". In a byline
	// with such names, "Jane DOE" is no PubMed name.
	capsLast int
}

// givenFirst puts n, one of a byline of count names written in the forms
// f, in the order "given names, surname".
func (f bylineForms) givenFirst(n string, count int) string {
	w := strings.Fields(n)
	switch {
	case strings.Contains(n, ", "):
		return commaGivenFirst(n)
	case f.oneInitialFirst(count) && oneInitialLast(w):
		// "Doe, J., Roe, A. and Moe K.", "Moe K., Lee C.J.": a
		// surname and one initial among names written surname first.
		return w[1] + " " + w[0]
	case f.pubmed > 0 && f.capsLast == 0 && len(w) >= 2 && pubmedName(w):
		last := strings.TrimSuffix(w[len(w)-1], ".")
		if f.pubmed == 1 && last != w[len(w)-1] && count > 1 {
			// "Jane Doe, John Q." is no PubMed byline.
			return n
		}
		return last + " " + strings.Join(w[:len(w)-1], " ")
	case (f.dotted >= 2 || f.pubmed > 0) && len(w) >= 2 && dottedLast(w):
		// "Roe M, Lee K.E., Moe A.B.": initials with stops after the
		// surname, among others so written.
		return w[len(w)-1] + " " + strings.Join(w[:len(w)-1], " ")
	case (f.commas > 0 || f.initialsFirst(count)) && spacedInitialsLast(w):
		// "Lipp, A. G., Roberts G. G.": the comma after the surname
		// left out, among names written surname first; "Иванов
		// И. И., Петров П. П.": given names never end in two initials.
		return strings.Join(w[1:], " ") + " " + w[0]
	case f.capsInitialFirst() && capsInitialLast(w):
		// "CHEN Xiaoming, ZHAO L", as GB/T 7714 writes names: the
		// capitals before an initial are the surname.
		return strings.Join(w[1:], " ") + " " + w[0]
	case f.caps > 0 && f.capsLast == 0 && (capsSurname(w) && len([]rune(w[0])) >= 4 || f.caps >= 2 && capsSurname(w) || shortCapsSurname(w)):
		k := capsSurnameLen(w)
		return strings.Join(w[k:], " ") + " " + strings.Join(w[:k], " ")
	}
	return n
}

// oneInitialFirst reports whether a byline of count names in the forms
// f writes "Moe K." surname first: among names with commas, with
// dotted or bare initials after the surname, or in GOST's form.
func (f bylineForms) oneInitialFirst(count int) bool {
	return f.commas >= 2 || f.dotted >= 1 && f.dotted+f.pubmed >= 2 || f.initialsFirst(count)
}

// capsInitialFirst reports whether a byline in the forms f writes "DOE
// J" surname first: beside "DOE Jane", or twice or more.
func (f bylineForms) capsInitialFirst() bool {
	return (f.caps > 0 || f.capsInitial >= 2) && f.capsLast == 0
}

// initialsFirst reports whether a byline of count names in the forms f
// writes surnames before initials with stops throughout: two names or
// more "Doe J. Q.", or one and every other name "Roe A." or "Roe A".
func (f bylineForms) initialsFirst(count int) bool {
	return f.spaced >= 2 || f.spaced >= 1 && f.initialsLast == count
}

// pubmedName reports whether the words of a name are a surname and bare
// initials: "Smith CC", "van Dijk J", "Zhu JK.".
func pubmedName(w []string) bool {
	last := w[len(w)-1]
	if !bareInitials(last) {
		return false
	}
	lower := false
	for i, x := range w[:len(w)-1] {
		if i == 0 && irishO(w) {
			continue
		}
		if IsInitial(x) && !wordset.HasLower(nameParticles, x) || strings.HasSuffix(x, ".") {
			return false
		}
		lower = lower || !allUpper(x)
	}
	// "ZHIHAO JIA" is a name in capitals, not "Zhihao J".
	return lower
}

// particlesFirst returns the words of a name written surname first
// whose particles come last, "Berg JW van den", with the particles put
// before the surname, "van den Berg JW"; other names as they are.
func particlesFirst(w []string) []string {
	k := len(w)
	for k > 2 && wordset.HasLower(nameParticles, w[k-1]) && lowerAt(w[k-1]) {
		k--
	}
	if k == len(w) {
		return w
	}
	return slices.Concat(w[k:], w[:k])
}

// lowerAt reports whether w opens with a lower-case letter.
func lowerAt(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsLower(r)
}

// irishO reports whether a name written surname first opens with the
// Irish "O" of a surname written without its accent or apostrophe, "O
// Ceallaigh S": a lone capital O before a capitalised word, with the
// initials after them. There the O is no initial: PubMed writes the
// initials last.
func irishO(w []string) bool {
	return len(w) >= 3 && w[0] == "O" && isUpperAt(w[1], 0) && strings.ContainsFunc(w[1], unicode.IsLower)
}

// dottedLast reports whether a name is a surname followed by initials
// with full stops, "Lee K.E.", "Moe A. B." stays out (its first initial
// stands apart from the second).
func dottedLast(w []string) bool {
	last := w[len(w)-1]
	if !IsInitial(last) || !strings.Contains(last, ".") || len(strings.Trim(last, ".")) < 2 {
		return false
	}
	for _, x := range w[:len(w)-1] {
		if IsInitial(x) || strings.HasSuffix(x, ".") || !strings.ContainsFunc(x, unicode.IsLower) {
			return false
		}
	}
	return true
}

// oneInitialLast reports whether a name is a surname and one initial
// with its stop, "Moe K.".
func oneInitialLast(w []string) bool {
	return len(w) == 2 && !IsInitial(w[0]) && strings.ContainsFunc(w[0], unicode.IsLower) &&
		IsInitial(w[1]) && strings.HasSuffix(w[1], ".") && len(strings.Trim(w[1], ".")) == 1
}

// spacedInitialsLast reports whether a name is a surname followed by two
// or more initials with full stops and spaces, "Roberts G. G.": given
// names never end so.
func spacedInitialsLast(w []string) bool {
	if len(w) < 3 || IsInitial(w[0]) || !strings.ContainsFunc(w[0], unicode.IsLower) {
		return false
	}
	for _, x := range w[1:] {
		if !IsInitial(x) || !strings.HasSuffix(x, ".") {
			return false
		}
	}
	return true
}

// capsSurname reports whether a name is written surname first in
// capitals and then given names in mixed case: "NAKAMURA Keiko", "VAN
// DER BERG Jan", "de la CRUZ Maria".
func capsSurname(w []string) bool {
	k := capsSurnameLen(w)
	return k > 0 && !IsInitial(w[k-1])
}

// capsInitialLast reports whether a name is a surname in capitals and
// one or two initials written apart, "ZHAO L", "MÜLLER K.", "ZHANG S
// Q": a surname of four letters or more, or a shorter one with a vowel
// ("LI H"; "JQ" is initials).
func capsInitialLast(w []string) bool {
	if len(w) != 2 && len(w) != 3 || !allUpper(w[0]) || strings.Contains(w[0], ".") || !singleInitials(w[1:]) {
		return false
	}
	return utf8.RuneCountInString(w[0]) >= 4 || shortCapsInitial(w)
}

// shortCapsSurname reports whether a name is a surname of two or three
// capitals and given names in mixed case, "DOE Jane", which may as well
// be initials before a surname ("JQ Doe"): only a byline that writes its
// other surnames so in capitals tells.
func shortCapsSurname(w []string) bool {
	k := capsSurnameLen(w)
	return k > 0 && utf8.RuneCountInString(w[k-1]) >= 2
}

// capsSurnameLen returns how many words of a name written surname first
// in capitals make its surname, particles included ("VAN DER BERG Jan":
// 3), or 0 when the name is not so written.
func capsSurnameLen(w []string) int {
	k := 0
	for k < len(w)-1 && wordset.HasLower(nameParticles, w[k]) {
		k++
	}
	if k >= len(w)-1 || !allUpper(w[k]) || strings.Contains(w[k], ".") {
		return 0
	}
	k++
	for _, x := range w[k:] {
		if allUpper(x) || IsInitial(x) {
			return 0
		}
	}
	return k
}

// capsLast reports whether a name is written given names first, in mixed
// case, and then a surname in capitals of four letters or more, particles
// before it allowed: "Maria DA SILVA", "Jan VAN DER BERG".
func capsLast(w []string) bool {
	last := w[len(w)-1]
	if len(w) < 2 || !allUpper(last) || IsInitial(last) || allUpper(w[0]) || IsInitial(w[0]) {
		return false
	}
	return true
}

// allUpper reports whether every letter of s is a capital and it has one.
func allUpper(s string) bool {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			if !unicode.IsUpper(r) {
				return false
			}
			n++
		}
	}
	return n > 0
}

// commaGivenFirst turns "Surname, Given Names" around: "Hill, Spencer A."
// is "Spencer A. Hill"; a suffix stays last: "Doe, Jr., John" is "John
// Doe Jr.".
func commaGivenFirst(n string) string {
	parts := strings.Split(n, ",")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	surname := parts[0]
	var given, suffix []string
	for _, p := range parts[1:] {
		if p == "" {
			continue
		}
		if wordset.HasLower(nameSuffixes, p) {
			suffix = append(suffix, p)
			continue
		}
		given = append(given, p)
	}
	if surname == "" || len(given) == 0 {
		return n
	}
	return strings.Join(append(append(given, surname), suffix...), " ")
}

// DisplayOrder writes a name found surname first ("Doe, J. Q.") given
// name first ("J. Q. Doe"), the way a person's name is shown; a suffix after
// the comma ("Doe, Jr.") is left alone. A name in the East Slavic form
// surname, given name, patronymic in Cyrillic (as a Russian or
// Ukrainian CV heads itself) is put given name first too, so that the
// bylines' initials and surname are seen to be its owner.
func DisplayOrder(name string) string {
	last, given, ok := strings.Cut(name, ",")
	last, given = strings.TrimSpace(last), strings.TrimSpace(given)
	if !ok {
		return patronymicOrder(name)
	}
	if last == "" || given == "" || strings.Contains(given, ",") || IsSuffix(given) {
		return name
	}
	return given + " " + last
}

// patronymicOrder returns "Given Patronymic Surname" for a name of three
// whole words written "Surname Given Patronymic": the last word is a
// patronymic and the middle one is not (a name given name first, with
// the patronymic in the middle, is in display order already, even where
// its surname ends as a patronymic does). Any other name is returned as
// it is.
func patronymicOrder(name string) string {
	w := strings.Fields(name)
	if len(w) != 3 || !patronymic(w[2]) || patronymic(w[1]) {
		return name
	}
	for _, x := range w {
		if IsInitial(x) || !unicode.IsUpper(firstRuneOf(x)) {
			return name
		}
	}
	return w[1] + " " + w[2] + " " + w[0]
}

// patronymicEnds are the endings of East Slavic patronymics in Cyrillic.
// Transliterated ones are left out: in Latin letters "Jane Roe
// Abramovich" is more likely a given name, a middle name and a surname.
var patronymicEnds = []string{"ович", "евич", "ьевич", "ична", "инична", "овна", "евна", "ьевна", "івна", "ївна"}

// patronymic reports whether w, a word of five letters or more, ends as
// an East Slavic patronymic does.
func patronymic(w string) bool {
	if utf8.RuneCountInString(w) < 5 {
		return false
	}
	low := strings.ToLower(w)
	for _, e := range patronymicEnds {
		if strings.HasSuffix(low, e) {
			return true
		}
	}
	return false
}
