package label

import (
	"math/rand/v2"
	"strings"
	"unicode"
	"unicode/utf8"
)

// person is a name taken apart, for rendering synthetic bylines.
type person struct{ given, surname, suffix string }

// personsOf collects the persons of labelled bylines.
func personsOf(names []Tagged) []person {
	var out []person
	for _, t := range names {
		for _, p := range t.Tags {
			if p.Name != "person" {
				continue
			}
			var pr person
			for _, tg := range t.Tags {
				if tg.Start < p.Start || tg.End > p.End {
					continue
				}
				txt := t.Text[tg.Start:tg.End]
				switch tg.Name {
				case "given":
					if pr.given != "" {
						pr.given += " "
					}
					pr.given += txt
				case "surname":
					pr.surname = txt
				case "suffix":
					pr.suffix = txt
				}
			}
			if pr.surname != "" && pr.given != "" && !strings.ContainsAny(pr.surname+pr.given, ",;&") {
				out = append(out, pr)
			}
		}
	}
	return out
}

// initials turns given names into initials: "Jean-Pierre Paul" gives
// "J.-P. P." (sep ". ") or "JPP" (sep "").
func initials(given, sep string) string {
	var b strings.Builder
	for i, part := range strings.Fields(strings.ReplaceAll(given, ".", " ")) {
		if i > 0 && sep != "" {
			b.WriteString(strings.TrimRight(sep, "."))
		}
		for j, sub := range strings.Split(part, "-") {
			r, _ := utf8.DecodeRuneInString(sub)
			if r == utf8.RuneError || !unicode.IsLetter(r) {
				continue
			}
			if j > 0 && sep != "" {
				b.WriteString("-")
			}
			b.WriteRune(unicode.ToUpper(r))
			if sep != "" {
				b.WriteString(".")
			}
		}
	}
	return b.String()
}

var synthParticles = []string{"van", "de", "von", "de la", "van der", "di", "da", "van den", "du", "le", "dos", "'t", "ter"}

// synthBylines renders n bylines of random persons in the name forms of
// common citation styles: "J. R. Smith", "Smith, J. R.", PubMed "Smith JR",
// full names, Chicago "Smith, John R., Jane Doe", capitals, ADS
// "Smith, J.~R.", with particles, suffixes, bold names and "et al.".
func synthBylines(names []Tagged, n int, rng *rand.Rand) []Tagged {
	pool := personsOf(names)
	if len(pool) == 0 {
		return nil
	}
	var out []Tagged
	for k := 0; k < n; k++ {
		style := rng.IntN(10)
		count := 1 + rng.IntN(5)
		var t Tagged
		var b strings.Builder
		part := func(name, s string) {
			if s == "" {
				return
			}
			start := b.Len()
			b.WriteString(s)
			t.Tags = append(t.Tags, Tag{Name: name, Start: start, End: b.Len()})
		}
		sepAnd := []string{" and ", " & ", ", and ", ", & ", ", "}[rng.IntN(5)]
		for i := 0; i < count; i++ {
			p := pool[rng.IntN(len(pool))]
			if rng.IntN(12) == 0 {
				p.surname = synthParticles[rng.IntN(len(synthParticles))] + " " + p.surname
			}
			if i > 0 {
				switch {
				case style == 5:
					b.WriteString("; ")
				case style == 8 && rng.IntN(4) == 0:
					b.WriteString(" ")
				case i == count-1:
					b.WriteString(sepAnd)
				default:
					b.WriteString(", ")
				}
			}
			start := b.Len()
			bold := rng.IntN(8) == 0
			full := p.given
			if rng.IntN(2) == 0 {
				full = initials(p.given, ". ")
			}
			suffix := ""
			if p.suffix != "" {
				suffix = p.suffix
			} else if rng.IntN(40) == 0 {
				suffix = []string{"Jr.", "III", "Sr.", "II"}[rng.IntN(4)]
			}
			switch {
			case style == 0 || style == 1: // J. R. Smith, Jr.
				part("given", initials(p.given, ". "))
				b.WriteString(" ")
				part("surname", p.surname)
				if suffix != "" {
					b.WriteString(", ")
					part("suffix", suffix)
				}
			case style == 2: // Smith, J. R.
				part("surname", p.surname)
				b.WriteString(", ")
				part("given", initials(p.given, ". "))
				if suffix != "" {
					b.WriteString(", ")
					part("suffix", suffix)
				}
			case style == 3: // PubMed: Smith JR
				part("surname", p.surname)
				b.WriteString(" ")
				part("given", initials(p.given, ""))
			case style == 4: // John R. Smith
				part("given", full)
				b.WriteString(" ")
				part("surname", p.surname)
				if suffix != "" {
					b.WriteString(" ")
					part("suffix", suffix)
				}
			case style == 5: // SMITH, J.R.
				part("surname", strings.ToUpper(p.surname))
				b.WriteString(", ")
				part("given", strings.ReplaceAll(initials(p.given, ". "), ". ", "."))
			case style == 6: // ADS: Smith, J.~R.
				part("surname", p.surname)
				b.WriteString(", ")
				part("given", strings.ReplaceAll(initials(p.given, ". "), ". ", ".~"))
			case style == 8: // Smith J. R.
				part("surname", p.surname)
				b.WriteString(" ")
				part("given", initials(p.given, ". "))
			case style == 7 && i == 0: // Chicago: Smith, John R., Jane Doe
				part("surname", p.surname)
				b.WriteString(", ")
				part("given", full)
			default: // Chicago's later names, and full names
				part("given", full)
				b.WriteString(" ")
				part("surname", p.surname)
			}
			t.Tags = append(t.Tags, Tag{Name: "person", Start: start, End: b.Len()})
			if bold {
				t.Tags = append(t.Tags, Tag{Name: "b", Start: start, End: b.Len()})
			}
		}
		if rng.IntN(7) == 0 {
			b.WriteString([]string{" et al.", ", et al.", " et al", " and others", " u.a.", ", et al"}[rng.IntN(6)])
		}
		t.Text = b.String()
		out = append(out, t)
	}
	return out
}
