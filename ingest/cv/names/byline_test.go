package names

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// parseTest is a byline and the names Parse should read in it.
type parseTest struct {
	in   string
	want []string
}

// checkParse runs Parse on each test's byline and compares the names,
// each passed through clean, with the test's.
func checkParse(t *testing.T, tests []parseTest, clean func(string) string) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			var got []string
			for _, n := range Parse(tt.in, 0, false).Names {
				got = append(got, clean(n))
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestParseInternational reads bylines joined the way French, German,
// Spanish and Italian lists join them, with Gaelic surnames and with
// Japanese and Korean initials in small letters.
func TestParseInternational(t *testing.T) {
	tests := []parseTest{
		// "et", "und", "y", "e" join the last two
		{"Moreau, Julie et Fabre, Louis-Marie (2014), « Titre »", []string{"Moreau, Julie", "Fabre, Louis-Marie"}},
		{"Moreau, Julie, Petit, Anne et Fabre, Louis (2014)", []string{"Moreau, Julie", "Petit, Anne", "Fabre, Louis"}},
		{"Julie Moreau et Louis Fabre. Un titre", []string{"Julie Moreau", "Louis Fabre"}},
		{"Krause, Jonas und Vogt, Eva: Ein Titel", []string{"Krause, Jonas", "Vogt, Eva"}},
		{"Navarro Gil, R. y Soto, M. (2011). Un título", []string{"Navarro Gil, R.", "Soto, M."}},
		{"R. Navarro y M. Soto, Un título", []string{"R. Navarro", "M. Soto"}},
		{"F. Greco e P. Villa, \\emph{Un titolo}", []string{"F. Greco", "P. Villa"}},
		{"Greco, Fabio e Villa, Paola (2010)", []string{"Greco, Fabio", "Villa, Paola"}},
		// "y" and "e" between two surnames stay part of the name.
		{"Ortega y Gasset, J., Soto, M. (1990)", []string{"Ortega y Gasset, J.", "Soto, M."}},
		{"Luís Silva e Costa, Ana Pires (2001)", []string{"Luís Silva e Costa", "Ana Pires"}},
		// "et al." is an elision, not "et" before a name.
		{"Moreau, J., et al. (2014)", []string{"Moreau, J."}},
		// Names after "et al. incl." are among those left out.
		{"Moreau, J., Petit, A., et al. incl. Fabre, L. 2014, ApJ", []string{"Moreau, J.", "Petit, A.", "Fabre, L."}},
		{"J. Moreau, et al., including L. Fabre. Un titre", []string{"J. Moreau", "L. Fabre"}},
		// A surname alone before "et al." cites a work in short.
		{"Moreau et al 2014. Un titre", []string{"Moreau"}},
		{"Moreau 2014. Un titre", nil},
		// Random author order marked between the names.
		{"Julie Moreau ⓡ Louis Fabre ⓡ Anne Petit: Un titre", []string{"Julie Moreau", "Louis Fabre", "Anne Petit"}},
		{"Julie Moreau ®  Louis Fabre ® Anne Petit:", []string{"Julie Moreau", "Louis Fabre", "Anne Petit"}},
		// Marks set apart from the name.
		{"J. Moreau #, L. Fabre #, A. Petit* (2013). Un titre", []string{"J. Moreau", "L. Fabre", "A. Petit"}},
		{"Julie Moreau †, Louis Fabre (2013)", []string{"Julie Moreau", "Louis Fabre"}},
		// A surname that is also a particle.
		{"P. Moreau, J. B. Fabre, R. Das* (2012). Un titre", []string{"P. Moreau", "J. B. Fabre", "R. Das"}},
		// A colon that ends the line closes the byline.
		{"Julie Moreau, Louis Fabre, Anne Petit:", []string{"Julie Moreau", "Louis Fabre", "Anne Petit"}},
		// Gaelic surnames written surname first.
		{"Ó Dálaigh, C., Wren, P., & Ní Chonaill, S. (2019). Title", []string{"Ó Dálaigh, C.", "Wren, P.", "Ní Chonaill, S."}},
		{"Brogan, E. and Ó Dálaigh, C. 2019, ApJ", []string{"Brogan, E.", "Ó Dálaigh, C."}},
		// A particle elided before the surname.
		{"Julie Moreau, Fabio d'Angelo, Paola dell’Orto, Anne Petit. Un titolo", []string{"Julie Moreau", "Fabio d'Angelo", "Paola dell’Orto", "Anne Petit"}},
		{"d'Angelo, F. and Villa, P. (2010)", []string{"d'Angelo, F.", "Villa, P."}},
		// Hyphenated initials in small letters.
		{"K.-w. Baek, T.-y. Mori, and A. Lind, \"Title,\"", []string{"K.-w. Baek", "T.-y. Mori", "A. Lind"}},
		{"Baek, K.-w.*, Lind, A.* & Mori, T.-y. Title. J. X 3, 1 (2020).", []string{"Baek, K.-w.", "Lind, A.", "Mori, T.-y."}},
	}
	checkParse(t, tests, func(n string) string { return n })
}

// TestParseCompoundSurname reads surnames of two or three words
// written surname first, and leaves names written given name first alone.
func TestParseCompoundSurname(t *testing.T) {
	tests := []parseTest{
		{"Ortega Vidal, M. T., Brandt, K. L., & Osei, P. (2019). Title.", []string{"Ortega Vidal, M. T.", "Brandt, K. L.", "Osei, P."}},
		{"Brandt, K. L., Ben Ali, S., et al. (2019). Title.", []string{"Brandt, K. L.", "Ben Ali, S."}},
		{"Ortega y Gasset, J. (2018, May). Title.", []string{"Ortega y Gasset, J."}},
		// Given name first: the initials begin the next name.
		{"Jane Doe, J. Smith, and Max Moe. Title.", []string{"Jane Doe", "J. Smith", "Max Moe"}},
		// After a name written given name first, no inversion.
		{"Max Moe, Jane Doe, A., and B. Roe. Title.", []string{"Max Moe", "Jane Doe"}},
	}
	checkParse(t, tests, func(n string) string { return n })
}

// TestParseLowerSurname checks when a lower-case word may end a name.
func TestParseLowerSurname(t *testing.T) {
	tests := []parseTest{
		{"Zhao long*, Jane Doe, Max Moe.", []string{"Zhao long", "Jane Doe", "Max Moe"}},
		{"Zhao long, Jane Doe.", []string{"Zhao long", "Jane Doe"}},
		{"Jane Doe, Zhao long*.", []string{"Jane Doe", "Zhao long"}},
		// Without a mark, a lower-case word needs a proper name after it.
		{"Jane Doe, Max Moe, Quick fixes, slow things.", []string{"Jane Doe", "Max Moe"}},
		{"Kernel tricks, and more.", nil},
		{"Jane Doe, Zhao the, Max Moe.", []string{"Jane Doe"}},
		{"Kim, S., & van de Berg, J. W. (2019). Title.", []string{"Kim, S.", "van de Berg, J. W."}},
		{"Kim, S., van de Berg and Max Moe.", []string{"Kim, S.", "van de Berg", "Max Moe"}},
	}
	checkParse(t, tests, Clean)
}

// TestParseColonAtEnd reads bylines that a colon closes at the end of
// their line, the title set on the next line: the last name is kept.
func TestParseColonAtEnd(t *testing.T) {
	tests := []parseTest{
		{"Anna Bell, Carl Dorn, Erik Falk:", []string{"Anna Bell", "Carl Dorn", "Erik Falk"}},
		{"Anna Bell, Carl Dorn, Erik Falk: \t", []string{"Anna Bell", "Carl Dorn", "Erik Falk"}},
		{"Gina Hale:", []string{"Gina Hale"}},
		{"Bell, Anna, and Falk, Erik:", []string{"Bell, Anna", "Falk, Erik"}},
		// A colon inside a line still closes the name before a title.
		{"Anna Bell, Erik Falk: A Title", []string{"Anna Bell", "Erik Falk"}},
	}
	checkParse(t, tests, func(n string) string { return n })
}

// TestParseCapitalSurnames reads bylines in the Brazilian ABNT form (and
// the CV exports that write it): surnames in capitals with their
// particles, initials or whole given names after them, names parted by
// semicolons, and the byline's full stop written apart, " . ", before
// the title. Names from several languages, all invented.
func TestParseCapitalSurnames(t *testing.T) {
	tests := []parseTest{
		// Initials, particles in capitals, the stop written apart.
		{"MOURA, A. C.; VAN DER BERG, J. . Um título. Revista, v. 2, 2020.", []string{"MOURA, A. C.", "VAN DER BERG, J."}},
		{"MOURA, A. C.; DE OLIVEIRA, R. B. . Um título.", []string{"MOURA, A. C.", "DE OLIVEIRA, R. B."}},
		{"DOS SANTOS, L. . Um título.", []string{"DOS SANTOS, L."}},
		{"VON KLEIST, H.; DE LA TORRE, M. . Ein Titel.", []string{"VON KLEIST, H.", "DE LA TORRE, M."}},
		// A particle in capitals inside a compound surname is no pair
		// of initials.
		{"PEREIRA DA COSTA, ANA; LE GOFF, PIERRE . Un titre.", []string{"PEREIRA DA COSTA, ANA", "LE GOFF, PIERRE"}},
		{"RAMOS, TERESA MARIA; PEREIRA DA COSTA, ANA; DE JONG, PIETER . A title.", []string{"RAMOS, TERESA MARIA", "PEREIRA DA COSTA, ANA", "DE JONG, PIETER"}},
		// A compound surname with two given names, names parted by
		// semicolons, in capitals or not.
		{"SOUSA LIMA, MARIA CLARA; DU PONT, CLAIRE . Un titre.", []string{"SOUSA LIMA, MARIA CLARA", "DU PONT, CLAIRE"}},
		{"Sousa Lima, Maria Clara; Du Pont, Claire. A title.", []string{"Sousa Lima, Maria Clara", "Du Pont, Claire"}},
		{"SOUSA LIMA, MARIA CLARA . A title alone.", []string{"SOUSA LIMA, MARIA CLARA"}},
		// Spanish: two surnames, initials.
		{"GARCÍA MÁRQUEZ, P.; RUIZ, E. . Un título. Revista, 2019.", []string{"GARCÍA MÁRQUEZ, P.", "RUIZ, E."}},
		// A stop written apart ends the byline only as a stop: ". . ."
		// or a stop glued to a word does not.
		{"Doe, J.; Roe, M. A title. Journal, 2020.", []string{"Doe, J.", "Roe, M."}},
		{"Ann Lee, Bo Chen . A title.", []string{"Ann Lee", "Bo Chen"}},
		// A lone author surname first with a middle initial, then the
		// year of an author-date style: the initial's stop ends it.
		{"Doe, Jana Q. 2019. “A Title.” Journal 4: 1–20.", []string{"Doe, Jana Q."}},
		{"Doe, Jana Q. (2019). A title.", []string{"Doe, Jana Q."}},
		{"Doe, Jana Q. 2019a. A title.", []string{"Doe, Jana Q."}},
	}
	checkParse(t, tests, func(n string) string { return n })
	for _, tt := range []struct {
		in   string
		p    int
		want int
	}{
		{"DOE, J. . Title", 7, 9}, {"DOE, J. .", 7, 9}, {"DOE, J.. Title", 7, 0}, {"DOE, J. .5 mm", 7, 0},
		{"DOE, J.; ROE", 7, 0}, {"DOE, J.", 7, 0}, {"DOE, J.  .\tX", 7, 10}, {"", 0, 0},
	} {
		if got := detachedStop(tt.in, tt.p); got != tt.want {
			t.Errorf("detachedStop(%q, %d) = %d, want %d", tt.in, tt.p, got, tt.want)
		}
	}
}

// FuzzParse reads any text as a byline: no panic, every name's
// range inside the text, and the names turned around one for one.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"Okafor CN, Lindqvist E, Tanaka H.",
		"Okafor CN, [12 additional authors], Tanaka H.",
		"Roe, Mara B., Ilya Petrov, and Tunde Bello.",
		"Kranz, Ulrike/Vogt-Lenz, Peter u.a.: Mühlen",
		"Mara Roe*, **Ilya Petrov†**, Jae-Won An† · Island Biology 12",
		"P. M. Roe, T. -L. Yang, and R. G. Petrov",
		"Ann Lee, Bo Chen & Dan M. Moe-Kurz eds. (Press)",
		`Hill, Spencer A. "Title."`,
		"Doe, Jana Q. 2019. A title.",
		"Roe M, Lee K.E., Moe A.B., Poe H",
		"Roe, T. Jane & Ruiz Gil, Ana & Poe-Lee, JA. (2021).",
		"Jane Doe1,2, John Roe*,†, Ann Poe1,3.",
		"王芳, 李强, & 张伟 (2020). 标题.",
		"Doe, Roe, and van Poe (2020).",
		"DOE, Jane; VAN DER BERG, J.; Roe, KIM (2019).",
		"SOUSA LIMA, MARIA CLARA; DU PONT, CLAIRE . Un titre.",
		"PEREIRA DA COSTA, ANA;", "DOS SANTOS, L. .", "Lima, Ana Clara ;",
		"Иванов И. И., Петров П. П. [и др.] Заглавие // Журнал. 2019. Т. 5, № 2.",
		"Иванов И. И. и Петров П. П. Заглавие // Журнал.",
		"山田太郎・佐藤花子・鈴木一郎 (2018) 表題.", "王小明、李华, 等. 题名[J].", "ジョン・スミス・山田",
		"WANG Xiaoming, LI H, ZHAO L. A title[J].", "・、，", "山・",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, lenient := range []bool{false, true} {
			b := Parse(s, 0, lenient)
			if b.End > len(s) || b.Start > b.End && len(b.Names) > 0 {
				t.Fatalf("byline [%d, %d) outside %d bytes", b.Start, b.End, len(s))
			}
			var clean []string
			for i, n := range b.Names {
				r := b.Ranges[i]
				if r[0] < 0 || r[1] > len(s) || r[0] > r[1] {
					t.Fatalf("name %q at [%d, %d) outside %d bytes", n, r[0], r[1], len(s))
				}
				clean = append(clean, Clean(n))
			}
			if got := GivenFirst(clean); len(got) != len(clean) {
				t.Fatalf("GivenFirst gave %d names for %d", len(got), len(clean))
			}
			EditorsAfter(s[min(b.End, len(s)):])
		}
	})
}

// TestClean: Clean trims marks and white space and leaves single spaces
// between words, whether the name is written with single spaces (given
// back as it is), with runs of spaces, tabs or no-break spaces, or with
// bytes that are no UTF-8.
func TestClean(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"", ""},
		{"Jane Q. Doe", "Jane Q. Doe"},
		{"  Jane Q. Doe* ", "Jane Q. Doe"},
		{"Jane  Q.\tDoe", "Jane Q. Doe"},
		{"Jane\u00a0Doe", "Jane Doe"},
		{"Jane \u2003Doe", "Jane Doe"},
		{"A. Author,", "A. Author"},
		{"Ann\xffLee Roe", "Ann\xffLee Roe"},
		{"Ann \xff Lee", "Ann \xff Lee"},
		{"Zoë Müller", "Zoë Müller"},
	} {
		if got := Clean(tt.in); got != tt.want {
			t.Errorf("Clean(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestJoinWords: joinWords is strings.Join(words, " ") whether the words
// stand in the text one after another with single spaces, apart, trimmed
// of a full stop, or not at all.
func TestJoinWords(t *testing.T) {
	s := "*Jane Q. Doe, A.  Author, Roe, K."
	for _, tt := range []struct {
		p     int
		words []string
	}{
		{0, []string{"Jane", "Q.", "Doe"}},
		{1, []string{"Jane", "Q.", "Doe"}},
		{14, []string{"A.", "Author"}},
		{26, []string{"Roe", "K"}},
		{26, []string{"Roe,", "K."}},
		{0, []string{"Doe", "Jane"}},
		{0, []string{"Nobody"}},
		{len(s), []string{"Doe"}},
		{len(s) + 1, []string{"Doe"}},
		{0, nil},
	} {
		if got, want := joinWords(s, tt.p, tt.words), strings.Join(tt.words, " "); got != want {
			t.Errorf("joinWords(%d, %q) = %q, want %q", tt.p, tt.words, got, want)
		}
	}
}

// TestIsNameBreak: isNameBreak holds for the bytes of nameBreaks and no
// other byte.
func TestIsNameBreak(t *testing.T) {
	for b := range 256 {
		if got, want := isNameBreak(byte(b)), strings.ContainsRune(nameBreaks, rune(b)); got != want {
			t.Errorf("isNameBreak(%q) = %v, want %v", rune(b), got, want)
		}
	}
}

// TestParseHyphenedParticles reads surnames whose particle is joined to
// them by a hyphen in lower case ("al-Hassan", "el-Amin"), first, last
// and written surname first. Regression: a byline that opened with such
// a name was read as no byline.
func TestParseHyphenedParticles(t *testing.T) {
	checkParse(t, []parseTest{
		{"L. al-Hassan, R. al-Hassan and K. van den Berg. Desert wells.", []string{"L. al-Hassan", "R. al-Hassan", "K. van den Berg"}},
		{"al-Hassan, L. and de Vries, B. Brackish springs.", []string{"al-Hassan, L.", "de Vries, B."}},
		{"Jana Doe and Omar el-Amin (2020). A title.", []string{"Jana Doe", "Omar el-Amin"}},
	}, func(s string) string { return s })
}

// TestParseLowerCaseInverted reads a name typed all in lower case inside
// a byline of names written surname first, between names it reads, and
// nowhere else. Regression: the byline ended before it, and the names
// after it, the owner's among them, were lost.
func TestParseLowerCaseInverted(t *testing.T) {
	checkParse(t, []parseTest{
		{"Roe, Ann & Lee, Bo & vegh, dana & Poe, Cy. (2020). Title.", []string{"Roe, Ann", "Lee, Bo", "vegh, dana", "Poe, Cy"}},
		{"Roe, Ann, Lee, Bo, vegh, dana, Poe, Cy (2020). Title.", []string{"Roe, Ann", "Lee, Bo", "vegh, dana", "Poe, Cy"}},
		// Last, or not between names so written: not taken.
		{"Roe, Ann & Lee, Bo & vegh, dana. (2020). Title.", []string{"Roe, Ann", "Lee, Bo"}},
		{"Ann Roe, Bo Lee, dana vegh and Cy Poe. Title.", []string{"Ann Roe", "Bo Lee"}},
		{"Roe, Ann & Lee, Bo, in, press, Poe, Cy.", []string{"Roe, Ann", "Lee, Bo"}},
	}, func(s string) string { return s })
}
