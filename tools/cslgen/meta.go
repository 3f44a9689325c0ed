package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/label"
)

// item is one work's metadata in CSL-JSON, with where it came from.
type item struct {
	CSL    map[string]any
	Source string // "" for the reference corpora, else the gold file's input name
	Owner  string // the list's owner (gold items), or one of the authors
}

// cslName is a CSL-JSON name.
type cslName struct {
	Family   string `json:"family,omitempty"`
	Given    string `json:"given,omitempty"`
	Particle string `json:"non-dropping-particle,omitempty"`
	Suffix   string `json:"suffix,omitempty"`
	Literal  string `json:"literal,omitempty"`
}

var (
	yearRe       = regexp.MustCompile(`\b(1[5-9]\d\d|20\d\d)\b`)
	doiRe        = regexp.MustCompile(`10\.\d{4,9}/\S+`)
	urlRe        = regexp.MustCompile(`https?://\S+`)
	rangeRe      = regexp.MustCompile(`^[A-Za-z]?\d+\s*[-–—]+\s*[A-Za-z]?\d+$`)
	numberRe     = regexp.MustCompile(`^[A-Za-z]?\d+[A-Za-z]?$`)
	procRe       = regexp.MustCompile(`(?i)\b(proc|proceedings|conference|conf\.|symposium|workshop|meeting|congress|colloquium)\b`)
	thesisRe     = regexp.MustCompile(`(?i)\b(thesis|dissertation|these|thèse|tesis|diss\.)`)
	reportRe     = regexp.MustCompile(`(?i)\b(report|working paper|technical|memorandum)\b`)
	editorWordRe = regexp.MustCompile(`(?i)\(?\b(eds?|editors?|hrsg|hg|dir|coord|trans|tr)\.?\)?`)
	trimPunct    = " \t,.;:()[]{}\"'“”‘’«»"
)

// splitName divides a full name as gold files write it ("Ann van der Berg",
// "Berg, Ann", "Bo Chen Jr.") into CSL parts.
func splitName(s string) cslName {
	s = strings.TrimSpace(strings.Trim(s, "*†‡§¶#"))
	if s == "" {
		return cslName{}
	}
	if fam, giv, ok := strings.Cut(s, ","); ok && !strings.Contains(giv, ",") {
		return cslName{Family: strings.TrimSpace(fam), Given: strings.TrimSpace(giv)}
	}
	w := strings.Fields(s)
	var suffix string
	if n := len(w); n > 1 {
		switch strings.TrimSuffix(w[n-1], ".") {
		case "Jr", "Sr", "II", "III", "IV":
			suffix, w = w[n-1], w[:n-1]
		}
	}
	if len(w) == 1 {
		return cslName{Family: w[0], Suffix: suffix}
	}
	// Particles before the last word belong to the family name.
	i := len(w) - 1
	for i > 1 && isParticle(w[i-1]) {
		i--
	}
	n := cslName{Given: strings.Join(w[:i], " "), Family: strings.Join(w[i:], " "), Suffix: suffix}
	if i < len(w)-1 {
		n.Particle = strings.Join(w[i:len(w)-1], " ")
		n.Family = w[len(w)-1]
	}
	return n
}

func isParticle(s string) bool {
	switch s {
	case "van", "von", "de", "der", "den", "da", "di", "du", "la", "le", "del", "della", "dos", "das", "ten", "ter", "bin", "al", "el", "zu", "vom":
		return true
	}
	return false
}

// namesOf splits a byline with the trained name splitter.
func namesOf(byline string) []cslName {
	var out []cslName
	for _, n := range label.SplitNames(byline, nil).Names {
		switch {
		case n.Group:
			out = append(out, cslName{Literal: n.Surname})
		case n.Surname == "":
			continue
		default:
			out = append(out, cslName{Family: n.Surname, Given: n.Given, Suffix: n.Suffix})
		}
	}
	return out
}

// fromTagged reads a labelled reference back into metadata. It returns
// false for an entry without a title.
func fromTagged(t label.Tagged, rng *rand.Rand) (map[string]any, bool) {
	fields, follow := taggedFields(t)
	if len(fields["title"]) == 0 {
		return nil, false
	}
	m := map[string]any{}
	m["title"] = strings.Trim(fields["title"][0], " ,;:.“”\"'‘’«»")
	setNames(m, fields)
	if c := fields["container"]; len(c) > 0 {
		m["container-title"] = strings.Trim(c[0], trimPunct)
	}
	setIssued(m, fields["date"], rng)
	setLocators(m, fields["locator"])
	setPublisher(m, fields["publisher"], follow["publisher"])
	setIdentifiers(m, fields["identifier"])
	note := strings.Trim(strings.Join(fields["note"], " "), trimPunct)
	setType(m, note)
	// The rest of a note goes where styles print it: a status ("in
	// press") as the status, anything else as the note.
	if note != "" && m["genre"] == nil {
		if statusRe.MatchString(note) {
			m["status"] = note
		} else {
			m["note"] = note
		}
	}
	return m, true
}

// taggedFields returns the texts of an entry's fields by name, and the
// text (up to three bytes) right after each.
func taggedFields(t label.Tagged) (fields, follow map[string][]string) {
	fields, follow = map[string][]string{}, map[string][]string{}
	for _, tg := range t.Tags {
		txt := strings.TrimSpace(strings.Trim(t.Text[tg.Start:tg.End], " ,;"))
		if txt == "" {
			continue
		}
		fields[tg.Name] = append(fields[tg.Name], txt)
		after := t.Text[tg.End:]
		if len(after) > 3 {
			after = after[:3]
		}
		follow[tg.Name] = append(follow[tg.Name], after)
	}
	return fields, follow
}

// setNames sets the authors and the editors, without the words that
// name the editors' role.
func setNames(m map[string]any, fields map[string][]string) {
	if a := fields["author"]; len(a) > 0 {
		if ns := namesOf(strings.Join(a, ", ")); len(ns) > 0 {
			m["author"] = ns
		}
	}
	if e := fields["editor"]; len(e) > 0 {
		ed := strings.Join(e, ", ")
		ed = editorWordRe.ReplaceAllString(ed, "")
		if ns := namesOf(ed); len(ns) > 0 {
			m["editor"] = ns
		}
	}
}

// setIssued sets the date of issue from the first date field with a
// year, a month drawn for some.
func setIssued(m map[string]any, dates []string, rng *rand.Rand) {
	for _, d := range dates {
		if y := yearRe.FindString(d); y != "" {
			yy, _ := strconv.Atoi(y)
			parts := []int{yy}
			if rng.Float64() < 0.15 {
				parts = append(parts, 1+rng.IntN(12))
			}
			m["issued"] = map[string]any{"date-parts": [][]int{parts}}
			return
		}
	}
}

// setLocators sets the page range and, from plain numbers in order, the
// volume, the issue and a page.
func setLocators(m map[string]any, locators []string) {
	var plain []string
	for _, l := range locators {
		l = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(l, "pp."), "p."), "S."))
		switch {
		case rangeRe.MatchString(l) && m["page"] == nil:
			m["page"] = strings.Join(strings.FieldsFunc(l, func(r rune) bool { return r == '-' || r == '–' || r == '—' || r == ' ' }), "-")
		case numberRe.MatchString(l):
			plain = append(plain, l)
		}
	}
	if len(plain) > 0 {
		m["volume"] = plain[0]
	}
	if len(plain) > 1 {
		m["issue"] = plain[1]
	}
	if len(plain) > 2 && m["page"] == nil {
		m["page"] = plain[2]
	}
}

// setPublisher sets the publisher and its place: "Place: Publisher" in
// one field or two (follow holds the text after each), else the first
// field as the publisher and the second as the place.
func setPublisher(m map[string]any, pubs, follow []string) {
	for i, p := range pubs {
		if place, pub, ok := strings.Cut(p, ":"); ok {
			m["publisher-place"], m["publisher"] = strings.TrimSpace(place), strings.TrimSpace(pub)
			return
		}
		if strings.HasPrefix(follow[i], ":") && i+1 < len(pubs) {
			m["publisher-place"], m["publisher"] = p, pubs[i+1]
			return
		}
		if m["publisher"] == nil {
			m["publisher"] = p
		} else if m["publisher-place"] == nil {
			m["publisher-place"] = p
		}
	}
}

// setIdentifiers sets the first DOI and the first URL the identifier
// fields hold.
func setIdentifiers(m map[string]any, ids []string) {
	for _, id := range ids {
		if d := doiRe.FindString(id); d != "" && m["DOI"] == nil {
			m["DOI"] = strings.TrimRight(d, ".,;)")
		} else if u := urlRe.FindString(id); u != "" && m["URL"] == nil {
			m["URL"] = strings.TrimRight(u, ".,;)")
		}
	}
}

// setType sets the CSL type from the note (a thesis, a report) and the
// fields present.
func setType(m map[string]any, note string) {
	_, hasC := m["container-title"]
	_, hasE := m["editor"]
	_, hasP := m["publisher"]
	switch {
	case thesisRe.MatchString(note):
		m["type"], m["genre"] = "thesis", note
	case reportRe.MatchString(note) && !hasC:
		m["type"], m["genre"] = "report", note
	case hasC && hasE:
		m["type"] = "chapter"
	case hasC && procRe.MatchString(m["container-title"].(string)):
		m["type"] = "paper-conference"
	case hasC:
		m["type"] = "article-journal"
	case hasP:
		m["type"] = "book"
	default:
		m["type"] = "article"
	}
}

var statusRe = regexp.MustCompile(`(?i)\b(press|submitted|review|forthcoming|appear|accepted|preparation|preprint|revision)\b`)

// goldFile is the part of a gold annotation the generator reads.
type goldFile struct {
	Owner        *string `json:"owner"`
	Publications []struct {
		Title   string   `json:"title"`
		Authors []string `json:"authors"`
		Venue   *string  `json:"venue"`
		Year    *int     `json:"year"`
		Kind    string   `json:"kind"`
	} `json:"publications"`
}

// goldItems reads the works of the gold files in dir named *suffix.
func goldItems(dir, suffix string, rng *rand.Rand) ([]item, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*"+suffix))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	var out []item
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var g goldFile
		if err := json.Unmarshal(data, &g); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		src := strings.TrimSuffix(filepath.Base(f), suffix)
		owner := ""
		if g.Owner != nil {
			owner = *g.Owner
		}
		for _, p := range g.Publications {
			if strings.TrimSpace(p.Title) == "" {
				continue
			}
			m := map[string]any{"title": p.Title}
			var names []cslName
			for _, a := range p.Authors {
				if n := splitName(a); n.Family != "" {
					names = append(names, n)
				}
			}
			if len(names) > 0 {
				m["author"] = names
			}
			if p.Year != nil && *p.Year > 0 {
				m["issued"] = map[string]any{"date-parts": [][]int{{*p.Year}}}
			}
			venue := ""
			if p.Venue != nil {
				venue = *p.Venue
			}
			switch p.Kind {
			case "journal":
				m["type"] = "article-journal"
				addLocators(m, rng)
			case "conference", "workshop", "poster":
				m["type"] = "paper-conference"
				if rng.Float64() < 0.4 {
					m["page"] = pages(rng)
				}
			case "chapter":
				m["type"] = "chapter"
				if rng.Float64() < 0.5 {
					m["page"] = pages(rng)
				}
			case "book":
				m["type"] = "book"
			case "thesis":
				m["type"], m["genre"] = "thesis", theses[rng.IntN(len(theses))]
			case "patent":
				m["type"] = "patent"
			case "preprint":
				m["type"] = "article"
				if rng.Float64() < 0.5 {
					m["status"] = statuses[rng.IntN(len(statuses))]
				}
			default:
				m["type"] = "manuscript"
			}
			if venue != "" {
				switch m["type"] {
				case "book", "thesis":
					m["publisher"] = venue
				default:
					m["container-title"] = venue
				}
			}
			out = append(out, item{CSL: m, Source: src, Owner: owner})
		}
	}
	return out, nil
}

var theses = []string{"PhD thesis", "Ph.D. dissertation", "Doctoral dissertation", "Master's thesis", "MSc thesis", "Dissertation", "Thèse de doctorat", "Tesis doctoral"}

func pages(rng *rand.Rand) string {
	a := 1 + rng.IntN(2000)
	return fmt.Sprintf("%d-%d", a, a+1+rng.IntN(30))
}

// addLocators gives a journal article invented volume, issue and pages
// (gold files hold none) in the shares real lists have them.
func addLocators(m map[string]any, rng *rand.Rand) {
	if rng.Float64() < 0.7 {
		m["volume"] = strconv.Itoa(1 + rng.IntN(400))
		if rng.Float64() < 0.6 {
			m["issue"] = strconv.Itoa(1 + rng.IntN(12))
		}
		if rng.Float64() < 0.8 {
			if rng.Float64() < 0.2 {
				m["page"] = strconv.Itoa(100000 + rng.IntN(900000))
			} else {
				m["page"] = pages(rng)
			}
		}
	}
	if rng.Float64() < 0.2 {
		m["DOI"] = fmt.Sprintf("10.%d/%c%d.%d", 1000+rng.IntN(9000), 'a'+rune(rng.IntN(26)), 2000+rng.IntN(25), rng.IntN(100000))
	}
}
