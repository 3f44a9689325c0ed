package accuracy

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// Mean is the macro average of a group of results: each file counts once.
type Mean struct {
	Label                                   string
	Files                                   int
	Recall, Precision, AuthorP, AuthorR, F1 float64
	// Advisors are pooled over the group's files: the gold's advisors,
	// those found, and those found that the gold does not list.
	AdvisorsGold, AdvisorsFound, AdvisorsExtra int
	// OwnerLink is the mean owner linking over the OwnerFiles files with
	// an eligible publication; OwnerLow of them are under 0.9.
	OwnerLink            float64
	OwnerFiles, OwnerLow int
}

// AdvisorRecall is the share of the gold's advisors found, 1 when the
// gold lists none.
func (m Mean) AdvisorRecall() float64 {
	if m.AdvisorsGold == 0 {
		return 1
	}
	return float64(m.AdvisorsFound) / float64(m.AdvisorsGold)
}

// AdvisorPrecision is the share of the advisors found that the gold
// lists, 1 when none were found.
func (m Mean) AdvisorPrecision() float64 {
	if m.AdvisorsFound+m.AdvisorsExtra == 0 {
		return 1
	}
	return float64(m.AdvisorsFound) / float64(m.AdvisorsFound+m.AdvisorsExtra)
}

// Means averages results per set (when it holds more than one layout
// group) and per set and group, in the order the sets and groups first
// appear.
func Means(results []Result) []Mean {
	type key struct{ set, group string }
	var sets []string
	groupsOf := make(map[string][]string)
	members := make(map[key][]Result)
	for _, r := range results {
		if r.Score == nil {
			continue
		}
		if _, ok := groupsOf[r.Set]; !ok {
			sets = append(sets, r.Set)
		}
		k := key{r.Set, r.Group}
		if _, ok := members[k]; !ok {
			groupsOf[r.Set] = append(groupsOf[r.Set], r.Group)
		}
		members[k] = append(members[k], r)
		members[key{r.Set, ""}] = append(members[key{r.Set, ""}], r)
	}
	var out []Mean
	for _, set := range sets {
		keys := []key{{set, ""}}
		if groups := groupsOf[set]; len(groups) > 1 {
			for _, g := range groups {
				keys = append(keys, key{set, g})
			}
		}
		for _, k := range keys {
			m := mean(members[k])
			m.Label = k.set
			if k.group != "" {
				m.Label += " " + k.group
			}
			out = append(out, m)
		}
	}
	return out
}

func mean(rs []Result) Mean {
	m := Mean{Files: len(rs)}
	for _, r := range rs {
		s := r.Score
		m.Recall += s.Recall()
		m.Precision += s.Precision()
		m.AuthorP += s.AuthorP()
		m.AuthorR += s.AuthorR()
		m.F1 += s.AuthorF1()
		m.AdvisorsGold += s.AdvisorsGold
		m.AdvisorsFound += s.AdvisorsFound
		m.AdvisorsExtra += s.AdvisorsExtra
		if s.OwnerEligible > 0 {
			m.OwnerFiles++
			m.OwnerLink += s.OwnerLink()
			if s.OwnerLink() < 0.9 {
				m.OwnerLow++
			}
		}
	}
	if m.OwnerFiles > 0 {
		m.OwnerLink /= float64(m.OwnerFiles)
	}
	n := float64(len(rs))
	m.Recall /= n
	m.Precision /= n
	m.AuthorP /= n
	m.AuthorR /= n
	m.F1 /= n
	return m
}

var header = []string{"set", "file", "pubs", "found", "recall", "prec", "auth P", "auth R", "auth F1", "order", "year", "venue", "kind", "owner", "linked", "advisors"}

func row(r Result) []string {
	if r.Score == nil {
		return []string{r.Set, r.Name(), "", "", "error: " + r.Err.Error()}
	}
	s := r.Score
	owner := "—"
	if s.OwnerGold || !s.OwnerOK {
		owner = map[bool]string{true: "ok", false: "wrong"}[s.OwnerOK]
	}
	adv := fmt.Sprintf("%d/%d", s.AdvisorsFound, s.AdvisorsGold)
	if s.AdvisorsExtra > 0 {
		adv += fmt.Sprintf(" +%d", s.AdvisorsExtra)
	}
	name := r.Name()
	if r.Err != nil {
		name += " (error)"
	}
	return []string{r.Set, name,
		fmt.Sprint(s.Gold), fmt.Sprint(s.Found),
		f3(s.Recall()), f3(s.Precision()), f3(s.AuthorP()), f3(s.AuthorR()), f3(s.AuthorF1()),
		frac(s.Order, s.Matched), frac(s.Year, s.Matched), frac(s.Venue, s.Matched), frac(s.Kind, s.Matched),
		owner, frac(s.OwnerLinked, s.OwnerEligible), adv}
}

// ownerMean is a group's owner linking: the mean, with the files under
// 0.9 when there are any.
func ownerMean(m Mean) string {
	if m.OwnerFiles == 0 {
		return "—"
	}
	s := fmt.Sprintf("%.3f", m.OwnerLink)
	if m.OwnerLow > 0 {
		s += fmt.Sprintf(" (%d < 0.9)", m.OwnerLow)
	}
	return s
}

func f3(x float64) string { return fmt.Sprintf("%.3f", x) }

func frac(a, b int) string { return fmt.Sprintf("%d/%d", a, b) }

func meanRow(m Mean) []string {
	return []string{"mean", fmt.Sprintf("%s (%d files)", m.Label, m.Files), "", "",
		f3(m.Recall), f3(m.Precision), f3(m.AuthorP), f3(m.AuthorR), f3(m.F1), "", "", "", "", "", ownerMean(m),
		fmt.Sprintf("R %.2f P %.2f", m.AdvisorRecall(), m.AdvisorPrecision())}
}

// WriteText writes the results as an aligned table, then the means.
func WriteText(w io.Writer, results []Result) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	line := func(cells []string) { fmt.Fprintln(tw, strings.Join(cells, "\t")+"\t") }
	line(header)
	for _, r := range results {
		line(row(r))
	}
	for _, m := range Means(results) {
		line(meanRow(m))
	}
	return tw.Flush()
}

// WriteMarkdown writes the results as a markdown table, then the means.
func WriteMarkdown(w io.Writer, results []Result) error {
	line := func(cells []string) {
		fmt.Fprintf(w, "| %s |\n", strings.Join(cells, " | "))
	}
	line(header)
	sep := make([]string, len(header))
	for i := range sep {
		sep[i] = "---"
	}
	line(sep)
	for _, r := range results {
		line(row(r))
	}
	for _, m := range Means(results) {
		line(meanRow(m))
	}
	return nil
}

// WriteDetails writes, for one result, the gold titles not found, the
// titles found that the gold lacks, and the matched publications whose
// bylines differ.
func WriteDetails(w io.Writer, r Result) {
	fmt.Fprintf(w, "== %s\n", r.Input)
	if r.Err != nil {
		fmt.Fprintf(w, "error: %v\n", r.Err)
	}
	if r.Score == nil {
		return
	}
	for _, p := range r.Score.Missed {
		fmt.Fprintf(w, "missed:   %q (%d authors)\n", p.Title, len(p.Authors))
	}
	for _, p := range r.Score.Invented {
		fmt.Fprintf(w, "invented: %s: %q (%d authors)\n", p.Pos, p.Title, len(p.Authors))
	}
	for _, p := range r.Score.Pairs {
		var got []string
		for _, a := range p.Got.Authors {
			got = append(got, a.Name)
		}
		if !p.AuthorsOK {
			fmt.Fprintf(w, "authors:  %s: %q\n    gold: %s\n    got:  %s\n", p.Got.Pos, p.Gold.Title,
				strings.Join(p.Gold.Authors, "; "), strings.Join(got, "; "))
		}
		if p.Gold.Year != p.Got.Year {
			fmt.Fprintf(w, "year:     %s: %q gold %d got %d\n", p.Got.Pos, p.Gold.Title, p.Gold.Year, p.Got.Year)
		}
		if !venueAgrees(p.Gold.Venue, p.Got) {
			fmt.Fprintf(w, "venue:    %s: %q gold %q got %q (%q)\n", p.Got.Pos, p.Gold.Title, p.Gold.Venue, p.Got.Venue, p.Got.VenueText)
		}
		if !kindAgrees(p.Gold.Kind, p.Got.Kind) {
			fmt.Fprintf(w, "kind:     %s: %q gold %s got %s\n", p.Got.Pos, p.Gold.Title, p.Gold.Kind, p.Got.Kind)
		}
	}
}
