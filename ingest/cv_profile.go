package ingest

import (
	"regexp"
	"strconv"
	"strings"
)

// findOwner decides whose CV this is: the front matter's author, else a
// name heading or short name line at the top, else the name most often
// bold in bylines, else the name in most bylines.
func (d *cvDoc) findOwner() {
	if d.frontAuthor.name != "" {
		d.owner = d.frontAuthor
		return
	}
	seen := 0
	for _, l := range d.lines {
		if l.sec != 0 || seen >= 8 {
			break
		}
		if l.blank() {
			continue
		}
		seen++
		t := strings.TrimSpace(headingText(l.text))
		if n := len(strings.Fields(t)); n < 2 || n > 5 {
			continue
		}
		if b := parseByline(t, 0, false); len(b.authors) == 1 && covers(t, b.end) && !b.sentence {
			d.owner = cvOwner{name: cleanName(t), line: l.num}
			return
		}
	}
	type count struct {
		n    int
		name string
		line int
	}
	tally := func(bold bool) (count, int) {
		counts := map[string]*count{}
		var best count
		for _, p := range d.pubs {
			seen := map[string]bool{}
			for _, a := range p.Authors {
				k := nameKey(a.Name)
				if seen[k] || bold && !d.boldAuthor[p][a.Name] {
					continue
				}
				seen[k] = true
				c := counts[k]
				if c == nil {
					c = &count{name: a.Name, line: p.Pos.Line}
					counts[k] = c
				}
				c.n++
				if c.n > best.n {
					best = *c
				}
			}
		}
		return best, len(counts)
	}
	if c, distinct := tally(true); c.n >= 2 && distinct <= 3 || c.n >= 1 && distinct == 1 {
		d.owner = cvOwner{name: c.name, line: c.line}
		return
	}
	if c, _ := tally(false); c.n >= 2 && 2*c.n >= len(d.pubs) {
		d.owner = cvOwner{name: c.name, line: c.line}
	}
}

var (
	relationRe  = regexp.MustCompile(`(?i)\b(under the (?:co-?)?supervision of|co-?advised by|advised by|co-?advisors?\s*[:：]|advisors?\s*[:：]|supervised by|supervisors?\s*[:：]|mentored by|mentors?\s*[:：]|hosts?\s*[:：]|hosted by)\s*(.+)`)
	honorificRe = regexp.MustCompile(`(?i)^(prof\.?|professor|dr\.?|mr\.?|ms\.?|mrs\.?)\s+`)
	orgWordRe   = regexp.MustCompile(`\b(University|Universit[éäà]t?|Institute|Institut|College|Academy|Laboratory|Laboratories|Labs?|Inc\.?|Corp\.?|Corporation|Ltd\.?|LLC|Company|Co\.|Research|Center|Centre|Foundation|Hospital|School|Group|Technologies|Technology)\b`)
	strongOrgRe = regexp.MustCompile(`\b(University|Universit[éäà]t?|Institute|Institut|College|Academy|Inc\.?|Corp\.?|Corporation|Ltd\.?|LLC|Company|Co\.)\b`)
	roleRe      = regexp.MustCompile(`(?i)^(ph\.?\s?d|m\.?\s?s\.?c?\b|b\.?\s?s\.?c?\b|b\.?\s?a\.?\b|b\.?\s?eng|m\.?\s?eng|b\.?\s?e\.?\b|m\.?\s?a\.?\b|bachelor|master|doctor|postdoc|post-doc|mba|research|senior|staff|principal|software|applied|intern|teaching|visiting|assistant|associate|professor|lecturer|engineer|scientist|student|member|co-founder|founder|researcher|fellow)`)
	roleWordRe  = regexp.MustCompile(`(?i)\b(intern|engineer|student|assistant|researcher|scientist|professor|postdoc|fellow|lecturer|member|founder|ph\.?d|developer|manager)\b`)
	rangeRe     = regexp.MustCompile(`(?i)\b((?:19|20)\d\d)\b|\b(present|current|now|ongoing)\b|\b(expected)\b`)
)

// readProfile reads relations and affiliations outside the publication
// sections.
func (d *cvDoc) readProfile() {
	var cur *Affiliation
	var years []int
	current := false
	flush := func() {
		if cur != nil && cur.Organization != "" {
			if len(years) > 0 {
				cur.Start, cur.End = years[0], years[0]
				for _, y := range years {
					cur.Start, cur.End = min(cur.Start, y), max(cur.End, y)
				}
				if current {
					cur.End = 0
				}
			}
			cur.Current = current
			cur.Person = d.owner.name
			d.affs = append(d.affs, cur)
		}
		cur, years, current = nil, nil, false
	}
	for _, l := range d.lines {
		sec := d.sections[l.sec]
		if l.secHead {
			flush()
			continue
		}
		if sec.kind == secPub || l.blank() {
			continue
		}
		full := l.text
		m := relationRe.FindStringSubmatchIndex(full)
		if m != nil {
			// "M.S., Some University, under the supervision of X": the
			// entry before the relation comes first.
			l.text = strings.TrimRight(l.text[:m[0]], " ,;(")
		}
		if (sec.kind == secEducation || sec.kind == secEmployment) && !l.blank() {
			kind := Education
			if sec.kind == secEmployment {
				kind = Employment
			}
			text := strings.TrimSpace(l.text)
			if cur != nil && cur.Organization != "" && cur.Role == "" && !l.item && l.heading == 0 && roleRe.MatchString(text) {
				// "Ph.D Student, School of Computer Science" under its university.
				cur.Role = clip(strings.Join(strings.Fields(text), " "), 120)
			} else if org, role := orgOf(&l); org != "" {
				if cur != nil && cur.Organization != "" {
					flush()
				}
				if cur == nil {
					cur = &Affiliation{Kind: kind, Pos: d.pos(l.num)}
				}
				cur.Organization, cur.Role = org, role
			}
			if cur == nil {
				cur = &Affiliation{Kind: kind, Pos: d.pos(l.num)}
			}
			for _, y := range rangeRe.FindAllStringSubmatch(l.text, -1) {
				switch {
				case y[1] != "":
					n, _ := strconv.Atoi(y[1])
					years = append(years, n)
				case y[2] != "" || y[3] != "":
					current = true
				}
			}
		}
		if m != nil {
			kind := Advisor
			w := strings.ToLower(full[m[2]:m[3]])
			if strings.Contains(w, "mentor") || strings.Contains(w, "host") {
				kind = Mentor
			}
			org := ""
			if cur != nil {
				org = cur.Organization
			}
			for _, name := range relationNames(full[m[4]:m[5]]) {
				d.rels = append(d.rels, &Relation{Person: d.owner.name, Kind: kind, Other: name, Organization: org, Pos: d.pos(l.num)})
			}
		}
	}
	flush()
	if d.owner.name == "" {
		for _, r := range d.rels {
			_ = d.warn(r.Pos.Line, "", "%s %q found, but not whose: the CV's owner is unknown", r.Kind, r.Other)
		}
	}
}

// clip cuts s to at most n bytes.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return strings.TrimSpace(s[:n])
}

// relationNames splits the names after "Advisor:" and drops honorifics.
func relationNames(s string) []string {
	if i := strings.IndexAny(s, "();"); i >= 0 {
		s = s[:i]
	}
	s = strings.NewReplacer(" & ", ",", " and ", ",", " AND ", ",", "/", ",").Replace(s)
	var out []string
	for _, p := range strings.Split(s, ",") {
		p = strings.TrimSpace(p)
		for honorificRe.MatchString(p) {
			p = honorificRe.ReplaceAllString(p, "")
		}
		p = cleanName(strings.TrimRight(p, "."))
		if p == "" {
			continue
		}
		if b := parseByline(p, 0, false); len(b.authors) == 1 && covers(p, b.end) {
			out = append(out, p)
		}
	}
	return out
}

// orgOf returns the organization a line of an education or employment
// section names, and the role it gives.
func orgOf(l *cvLine) (org, role string) {
	text := strings.TrimSpace(l.text)
	if fields := strings.Split(text, "\t"); len(fields) >= 3 && rangeRe.MatchString(fields[0]) {
		org = strings.TrimSpace(fields[len(fields)-1])
		if org == "" {
			org = strings.TrimSpace(fields[len(fields)-2])
		}
		role = strings.TrimSpace(strings.Split(fields[1], ",")[0])
		return org, role
	}
	if l.heading > 0 || l.onlyStyle(styleBold) {
		return splitOrg(headingText(text))
	}
	for _, s := range l.spans {
		if s.style&styleBold != 0 && (l.item || s.start == 0) {
			org, role = splitOrg(l.text[s.start:s.end])
			if role == "" {
				for _, p := range strings.Split(l.text[s.end:], ",") {
					if p = strings.Trim(p, " \t;"); roleRe.MatchString(p) {
						role = p
						break
					}
				}
			}
			return org, role
		}
	}
	if orgWordRe.MatchString(text) && (l.item || !roleRe.MatchString(text) || strings.Contains(text, ", ")) {
		return splitOrg(strings.Split(text, "\t")[0])
	}
	return "", ""
}

// splitOrg splits "Role at Org" and "Org, Role, Place" forms.
func splitOrg(s string) (org, role string) {
	s = strings.Trim(strings.Join(strings.Fields(s), " "), " ,.:;")
	if i := strings.Index(s, " at "); i > 0 {
		return strings.TrimSpace(s[i+4:]), strings.TrimSpace(s[:i])
	}
	parts := strings.Split(s, ", ")
	org = parts[0]
	// A university or company rather than its lab or group.
	found := false
	for _, re := range []*regexp.Regexp{strongOrgRe, orgWordRe} {
		for _, p := range parts {
			if !found && re.MatchString(p) && !roleWordRe.MatchString(p) {
				org, found = p, true
			}
		}
	}
	for _, re := range []*regexp.Regexp{roleWordRe, roleRe} {
		for _, p := range parts {
			if role == "" && p != org && re.MatchString(p) {
				role = p
			}
		}
	}
	if org == parts[0] && roleRe.MatchString(org) && len(parts) > 1 {
		for _, p := range parts[1:] {
			if orgWordRe.MatchString(p) {
				role, org = parts[0], p
				break
			}
		}
	}
	return org, role
}
