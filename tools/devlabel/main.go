// Command devlabel makes labelled training entries of the field labeller
// (ingest/label) from the development documents and their gold
// annotations (`make devlabel`; development time only, never at run time
// or in `make test`).
//
// It reads each list of ../shared/data/cv-dev as `pubgraph analyze` does,
// records every entry the readers hand the labeller (its text and marks,
// through label.Observe), and aligns each entry with the gold publication
// whose title it holds: the title's words become the title field, the
// gold authors' surnames and the names around them the byline, the gold
// venue the container, the gold year the date. Words no gold field
// covers keep the labels the current model gives them where those are
// fields the gold does not record (locators, publisher, identifiers,
// notes, editors; the container too where the gold venue is written
// otherwise; statuses, link labels, contribution marks and award notes),
// and are Other otherwise. Statuses and the labels of links ("[PDF]", a
// linked "Slides") are tagged by their form. An entry whose byline cannot be
// aligned while it names the gold authors is left out; one that names
// none of them has an implied owner and no byline. A status the gold writes into the venue
// ("Under review at X") is no part of the container: it is a status.
//
// The entries are written in the tagged-line format of
// ingest/label/corpus.go, each document's after a "# source: NAME" line,
// so that the cross-validation of tools/accuracy leaves a document's
// entries out of the model that reads it:
//
//	devlabel [-shared ../shared] [-out ingest/label/data/dev/entries.txt.gz]
//
// The PDF CVs of ../shared/data/pdf are not used: their text is not
// committed to the repository. The same documents, gold and model give
// the same file byte for byte.
package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/internal/norm"
	"github.com/pubgraph/pubgraph/tools/internal/accuracy"
)

func main() { os.Exit(run(os.Args[1:], os.Stderr)) }

func run(args []string, stderr io.Writer) int {
	fl := flag.NewFlagSet("devlabel", flag.ContinueOnError)
	fl.SetOutput(stderr)
	shared := fl.String("shared", "../shared", "the shared data folder (holds data/cv-dev)")
	out := fl.String("out", "ingest/label/data/dev/entries.txt.gz", "file to write")
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if err := generate(context.Background(), *shared, *out, stderr); err != nil {
		fmt.Fprintf(stderr, "devlabel: %v\n", err)
		return 1
	}
	return 0
}

// goldPub is what devlabel aligns of a gold publication.
type goldPub struct {
	Title     string   `json:"title"`
	Authors   []string `json:"authors"`
	Venue     *string  `json:"venue"`
	VenueFull *string  `json:"venue_full"`
	Year      *int     `json:"year"`
}

func generate(ctx context.Context, shared, out string, stderr io.Writer) error {
	var cases []accuracy.Case
	for _, c := range accuracy.Find(".", shared) {
		if c.Set == "cv-dev" {
			cases = append(cases, c)
		}
	}
	if len(cases) == 0 {
		return fmt.Errorf("no development lists under %s", filepath.Join(shared, "data", "cv-dev"))
	}
	lines := []string{"# made by tools/devlabel from the development lists and their gold annotations, see ../README.md"}
	total, kept := 0, 0
	for _, c := range cases {
		gold, err := readGold(c.Gold)
		if err != nil {
			return err
		}
		var mu sync.Mutex
		seen := map[string]bool{}
		var entries []observed
		restore := label.Observe(func(text string, spans []label.Span) {
			mu.Lock()
			defer mu.Unlock()
			if seen[text] || len(text) > 1500 {
				return
			}
			seen[text] = true
			entries = append(entries, observed{text: text, spans: append([]label.Span(nil), spans...)})
		})
		accuracy.Read(ctx, c.Input, ingest.Options{})
		restore()
		// The readers may label entries concurrently: the order is the
		// text's, whatever the scheduling.
		sort.Slice(entries, func(i, j int) bool { return entries[i].text < entries[j].text })
		lines = append(lines, "# source: "+c.Name())
		n := 0
		for _, e := range entries {
			total++
			if t, ok := align(label.Default(), e, gold); ok {
				line := t.String()
				if back, err := label.ParseTagged(line); err != nil || back.Text != t.Text {
					continue
				}
				lines = append(lines, line)
				n++
			}
		}
		kept += n
		fmt.Fprintf(stderr, "devlabel: %s: %d of %d entries aligned\n", c.Name(), n, len(entries))
	}
	fmt.Fprintf(stderr, "devlabel: %d of %d entries aligned\n", kept, total)
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return err
	}
	return writeGz(out, lines)
}

func readGold(path string) ([]goldPub, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var g struct {
		Publications []goldPub `json:"publications"`
	}
	if err := json.Unmarshal(data, &g); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return g.Publications, nil
}

// observed is one entry as a reader handed it to the labeller.
type observed struct {
	text  string
	spans []label.Span
}

// folded is a text folded to lower-case ASCII letters and digits, with
// the byte range of the text each folded byte came from.
type folded struct {
	s          string
	start, end []int
}

func fold(text string) folded {
	var f folded
	var b strings.Builder
	for i, r := range text {
		k := norm.Key(string(r))
		for j := 0; j < len(k); j++ {
			b.WriteByte(k[j])
			f.start = append(f.start, i)
			f.end = append(f.end, i+utf8.RuneLen(r))
		}
	}
	f.s = b.String()
	return f
}

// find returns the byte range in the text of the first occurrence of
// the folded key at or after text byte from, outside the ranges taken.
func (f folded) find(key string, from int, taken [][2]int) (int, int, bool) {
	if key == "" {
		return 0, 0, false
	}
	for off := 0; off <= len(f.s)-len(key); {
		i := strings.Index(f.s[off:], key)
		if i < 0 {
			return 0, 0, false
		}
		i += off
		s, e := f.start[i], f.end[i+len(key)-1]
		if s >= from && !overlapsAny(s, e, taken) {
			return s, e, true
		}
		off = i + 1
	}
	return 0, 0, false
}

func overlapsAny(s, e int, taken [][2]int) bool {
	for _, t := range taken {
		if s < t[1] && e > t[0] {
			return true
		}
	}
	return false
}

// align labels the entry e by the gold publication whose title it holds,
// the fields the gold does not record by labeller.
func align(labeller *label.Model, e observed, gold []goldPub) (label.Tagged, bool) {
	f := fold(e.text)
	best, bs, be := -1, 0, 0
	for i, g := range gold {
		k := norm.Key(g.Title)
		if len(k) < 12 || best >= 0 && len(k) <= len(norm.Key(gold[best].Title)) {
			continue
		}
		if s, en, ok := f.find(k, 0, nil); ok {
			best, bs, be = i, s, en
		}
	}
	if best < 0 {
		return label.Tagged{}, false
	}
	g := gold[best]
	fields := map[string][2]int{"title": {bs, be}}
	taken := [][2]int{{bs, be}}
	if len(strings.Fields(e.text[:bs]+" "+e.text[be:])) == 0 {
		// The title alone: a data file's value.
		return tagged(labeller, e, fields, false), true
	}
	// The byline: the gold authors' surnames outside the title.
	found, as, ae, last := 0, len(e.text), 0, 0
	for _, a := range g.Authors {
		w := strings.Fields(a)
		if len(w) == 0 {
			continue
		}
		sur := norm.Key(w[len(w)-1])
		if len(sur) < 2 {
			continue
		}
		// Names in byline order: a surname two authors share is found
		// once for each.
		s, en, ok := f.find(sur, last, taken)
		if !ok {
			s, en, ok = f.find(sur, 0, taken)
		}
		if ok {
			found++
			as, ae, last = min(as, s), max(ae, en), en
		}
	}
	switch {
	case found == 0:
		// No gold author named: the owner is implied, there is no byline.
	case found*10 < len(g.Authors)*6 || ae-as > 40*found+40:
		return label.Tagged{}, false
	default:
		inverted := strings.HasPrefix(e.text[firstEnd(f, g, taken):], ",")
		as, ae = widenByline(e.text, as, ae, taken, inverted)
		if overlapsAny(as, ae, taken) {
			return label.Tagged{}, false
		}
		fields["author"] = [2]int{as, ae}
		taken = append(taken, [2]int{as, ae})
	}
	if s, en, ok := findVenue(f, g, taken); ok {
		fields["container"] = [2]int{s, en}
		taken = append(taken, [2]int{s, en})
	}
	if g.Year != nil && *g.Year > 0 {
		if s, en, ok := f.find(fmt.Sprint(*g.Year), 0, taken); ok && wordEdges(e.text, s, en) {
			fields["date"] = [2]int{s, en}
			taken = append(taken, [2]int{s, en})
		}
	}
	if s, en, ok := findEditors(e.text, taken, fields["container"]); ok {
		fields["editor"] = [2]int{s, en}
		taken = append(taken, [2]int{s, en})
	}
	_, venueFound := fields["container"]
	t := tagged(labeller, e, fields, !venueFound && (g.Venue != nil && *g.Venue != "" || g.VenueFull != nil && *g.VenueFull != ""))
	addCVFields(&t, e, taken)
	return t, true
}

// addCVFields tags what CV entries carry beyond a reference where no
// field covers it: the statuses of statusWords (status), the marks after
// the names of the byline (contrib), and the labels of links and the
// bracketed words that stand for them, "[PDF]" or "Slides" (linkword).
// These replace whatever the model of the time read there.
func addCVFields(t *label.Tagged, e observed, taken [][2]int) {
	var extra []label.Tag
	low := strings.ToLower(e.text)
	if len(low) != len(e.text) {
		// Offsets in the lower-case text would not be the entry's.
		low = ""
	}
	for _, w := range statusWords {
		for off := 0; ; {
			i := strings.Index(low[off:], w)
			if i < 0 {
				break
			}
			s, en := off+i, off+i+len(w)
			off = en
			if wordEdges(e.text, s, en) && !overlapsAny(s, en, taken) {
				extra = append(extra, label.Tag{Name: "status", Start: s, End: en})
				taken = append(taken, [2]int{s, en})
			}
		}
	}
	for _, sp := range e.spans {
		if sp.Marks&label.Link == 0 || sp.End > len(e.text) || sp.Start >= sp.End {
			continue
		}
		if s, en, ok := linkWord(e.text, sp.Start, sp.End); ok && !overlapsAny(s, en, taken) {
			extra = append(extra, label.Tag{Name: "linkword", Start: s, End: en})
			taken = append(taken, [2]int{s, en})
		}
	}
	for off := 0; ; {
		i := strings.IndexByte(e.text[off:], '[')
		if i < 0 {
			break
		}
		s := off + i + 1
		j := strings.IndexByte(e.text[s:], ']')
		if j < 0 {
			break
		}
		off = s + j
		if ls, le, ok := linkWord(e.text, s, s+j); ok && !overlapsAny(ls, le, taken) {
			extra = append(extra, label.Tag{Name: "linkword", Start: ls, End: le})
			taken = append(taken, [2]int{ls, le})
		}
	}
	if len(extra) == 0 {
		return
	}
	// The new fields replace the model's labels they overlap.
	kept := t.Tags[:0]
	for _, tg := range t.Tags {
		if _, isMark := markNames[tg.Name]; isMark || tg.Name == "author" || !overlapsTags(tg, extra) {
			kept = append(kept, tg)
		}
	}
	t.Tags = kept
	for _, tg := range extra {
		if !crossesAny(tg, t.Tags) {
			t.Tags = append(t.Tags, tg)
		}
	}
	sortTags(t.Tags)
}

// markNames are the tag names of marks, which the fields nest in.
var markNames = map[string]bool{"b": true, "i": true, "u": true, "q": true, "a": true, "h": true, "sup": true}

// linkWord returns the trimmed range of text[s:e] when it reads as the
// label of a link: one or two words of letters, not a number or a
// type letter ("PDF", "Code", "Project page"; not "2", "J").
func linkWord(text string, s, e int) (int, int, bool) {
	w := text[s:e]
	a := len(w) - len(strings.TrimLeft(w, " [("))
	w = strings.TrimRight(strings.TrimLeft(w, " [("), " ])")
	if n := len(strings.Fields(w)); n == 0 || n > 2 || len(w) > 24 {
		return 0, 0, false
	}
	if strings.ContainsFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && r != ' ' && r != '-' }) || len(w) < 3 {
		return 0, 0, false
	}
	return s + a, s + a + len(w), true
}

func overlapsTags(tg label.Tag, tags []label.Tag) bool {
	for _, u := range tags {
		if tg.Start < u.End && u.Start < tg.End {
			return true
		}
	}
	return false
}

// editorMarks are the words in brackets that follow the editors of a
// volume: "Doe, J. & Roe, K. (eds.)".
var editorMarks = []string{"(eds.)", "(ed.)", "(Eds.)", "(Ed.)", "(eds)", "(ed)", "(Hrsg.)", "(Hg.)", "(éd.)", "(éds.)", "(dir.)", "(coord.)", "(editors)", "(editor)"}

// findEditors finds the names before an editor mark ("(eds.)") back to
// the gold field before them, when that field is the container ("in
// *Book*, Doe, J. & Roe, K. (eds.)") or an "In" opens the names ("In J.
// Doe (ed.), *Book*"): the editors of the volume, whom a model of the
// time may read as the authors of an entry whose owner is implied.
func findEditors(text string, taken [][2]int, container [2]int) (int, int, bool) {
	for _, m := range editorMarks {
		i := strings.Index(text, m)
		if i <= 0 {
			continue
		}
		start := 0
		for _, t := range taken {
			if t[1] <= i && t[1] > start {
				start = t[1]
			}
		}
		s, e := start, i
		for s < e && strings.IndexByte(" ,;:.“”\"'", text[s]) >= 0 {
			s++
		}
		opened := false
		for _, w := range []string{"In: ", "in: ", "In ", "in "} {
			if !opened && strings.HasPrefix(text[s:e], w) {
				s += len(w)
				opened = true
			}
		}
		if !opened && (container[1] == 0 || container[1] != start) {
			continue
		}
		for e > s && text[e-1] == ' ' {
			e--
		}
		names := text[s:e]
		if e-s < 4 || e-s > 160 || strings.ContainsAny(names, "0123456789()[]") || overlapsAny(s, e, taken) {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(names); !unicode.IsUpper(r) {
			continue
		}
		return s, e, true
	}
	return 0, 0, false
}

// findVenue finds the gold venue in the entry: the longer of the short
// venue and the full one without its volume and pages ("Nat. Commun.,
// 14, 3925" is the container "Nat. Commun." and locators).
func findVenue(f folded, g goldPub, taken [][2]int) (int, int, bool) {
	var keys []string
	if g.Venue != nil {
		if v, ok := withoutStatus(*g.Venue); ok {
			keys = append(keys, norm.Key(v))
		}
	}
	if g.VenueFull != nil {
		v, ok := withoutStatus(*g.VenueFull)
		if !ok {
			v = ""
		}
		if i := strings.IndexAny(v, "0123456789"); i >= 0 {
			v = v[:i]
		}
		v = strings.TrimRight(strings.TrimSpace(v), " ,.;:([")
		for _, w := range []string{" Volume", " Vol.", " vol.", " Vol", " vol"} {
			v = strings.TrimSuffix(v, w)
		}
		keys = append(keys, norm.Key(v))
	}
	bs, be, found := 0, 0, false
	for _, k := range keys {
		if len(k) < 2 {
			continue
		}
		if s, e, ok := f.find(k, 0, taken); ok && (!found || e-s > be-bs) {
			bs, be, found = s, e, true
		}
	}
	return bs, be, found
}

// firstEnd returns where the first gold author's surname ends in the
// entry, or the entry's length.
func firstEnd(f folded, g goldPub, taken [][2]int) int {
	for _, a := range g.Authors {
		w := strings.Fields(a)
		if len(w) == 0 {
			continue
		}
		if _, e, ok := f.find(norm.Key(w[len(w)-1]), 0, taken); ok {
			return e
		}
		break
	}
	return len(f.s)
}

// statusWords start or end a venue written with the work's status
// ("Under review at Nature", "Journal X (Forthcoming)"): a status is a
// status field of its own, never part of the container.
var statusWords = []string{"under review", "in review", "in revision", "under revision", "revise and resubmit", "r&r", "in press",
	"forthcoming", "to appear", "accepted", "just accepted", "submitted", "in preparation", "in prep", "conditionally accepted",
	"working paper", "minor revision", "major revision"}

// withoutStatus returns a full venue without the status written around
// it: the words after "at", "in", "for" or "to" that follow a status, or
// the venue before a status in brackets or after a comma. It reports
// false where nothing but a status is left.
func withoutStatus(v string) (string, bool) {
	low := strings.ToLower(v)
	i := -1
	for _, w := range statusWords {
		if j := strings.Index(low, w); j >= 0 && (i < 0 || j < i) {
			i = j
		}
	}
	if i < 0 {
		return v, true
	}
	if i > 0 {
		// "Journal X (Forthcoming)", "Journal X, Just Accepted".
		head := strings.TrimRight(v[:i], " ,;:([")
		return head, strings.ContainsFunc(head, unicode.IsLetter)
	}
	for _, sep := range []string{" at ", " in ", " for ", " to "} {
		if j := strings.Index(low[1:], sep); j >= 0 {
			rest := v[1+j+len(sep):]
			if _, ok := withoutStatus(rest); ok && !strings.Contains(strings.ToLower(rest), "publication in") {
				return withoutStatus(rest)
			}
			if k := strings.Index(strings.ToLower(rest), "publication in "); k >= 0 {
				return withoutStatus(rest[k+len("publication in "):])
			}
		}
	}
	return "", false
}

// hasStatus reports whether s holds one of statusWords.
func hasStatus(s string) bool {
	low := strings.ToLower(s)
	for _, w := range statusWords {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// wordEdges reports whether text[s:e] is not part of a longer word or
// number.
func wordEdges(text string, s, e int) bool {
	r0, _ := utf8.DecodeLastRuneInString(text[:s])
	r1, _ := utf8.DecodeRuneInString(text[e:])
	alnum := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	return (s == 0 || !alnum(r0)) && (e == len(text) || !alnum(r1))
}

// widenByline widens the range of the surnames found to the whole names:
// given names and initials before the first surname ("Jane Q. Doe"),
// initials, suffixes, marks and "et al." after the last ("Doe, J. Q.*").
// In a byline written surname first (inverted), a given name written out
// after the last surname's comma belongs to it too ("Roe, Karl.").
func widenByline(text string, s, e int, taken [][2]int, inverted bool) (int, int) {
	// Left: capitalised words and initials, joined by spaces or hyphens.
	for s > 0 {
		i := strings.LastIndexFunc(strings.TrimRight(text[:s], " "), func(r rune) bool { return r == ' ' || r == ',' || r == ';' || r == '(' || r == '>' })
		w := strings.TrimSpace(text[i+1 : s])
		if w == "" || !nameWord(w) || overlapsAny(i+1, s, taken) || strings.HasSuffix(strings.TrimRight(text[:s], " "), ",") {
			break
		}
		s = i + 1
		for s < len(text) && text[s] == ' ' {
			s++
		}
	}
	return s, widenRight(text, e, taken, inverted)
}

// widenRight widens a byline ending at e over what ends the last name:
// ", J. Q." or " JQ" or " Jr." or "*" or " et al.", and a given name
// after an inverted surname.
func widenRight(text string, e int, taken [][2]int, inverted bool) int {
	for e < len(text) {
		rest := text[e:]
		t := strings.TrimLeft(rest, " ,")
		skip := len(rest) - len(t)
		w := t
		if j := strings.IndexAny(t, " ,;"); j >= 0 {
			w = t[:j]
		}
		switch {
		case w == "":
			return e
		case strings.HasPrefix(t, "et al."):
			w = "et al."
		case strings.HasPrefix(t, "et al"):
			w = "et al"
		case strings.Trim(w, "*†‡#") == "":
		case inverted && strings.HasPrefix(rest, ", ") && nameWord(strings.TrimRight(w, ".")) && !strings.HasPrefix(t[len(w):], ","):
			e += skip + len(w)
			return e
		case !initials(w) && w != "Jr." && w != "Jr" && w != "II" && w != "III":
			return e
		}
		if overlapsAny(e, e+skip+len(w), taken) || strings.Contains(rest[:skip], ",") && !initials(w) && !strings.HasPrefix(w, "et al") && w != "Jr." {
			return e
		}
		e += skip + len(w)
	}
	return e
}

// nameWord reports whether w may be part of a person's given names: a
// capitalised word or initials.
func nameWord(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) && len(w) <= 20 && !strings.ContainsAny(w, "0123456789.:\"“”") || initials(w)
}

// initials reports whether w is initials: "J.", "J.Q.", "JQ", "J.-P.".
func initials(w string) bool {
	w = strings.TrimRight(w, "*†‡#")
	if w == "" || len(w) > 8 {
		return false
	}
	upper := false
	for _, r := range w {
		if !unicode.IsUpper(r) && r != '.' && r != '-' {
			return false
		}
		upper = upper || unicode.IsUpper(r)
	}
	return upper
}

// labelKept are the labels an aligned entry takes from the current model
// where no gold field covers a word: the fields the gold does not record.
var labelKept = map[label.Label]bool{label.Locator: true, label.Publisher: true, label.Identifier: true, label.Note: true, label.Editor: true,
	label.Status: true, label.LinkWord: true, label.Contrib: true, label.Award: true}

// tagged writes the entry with the gold fields, labeller's labels for the
// fields the gold does not record, and the entry's marks. Where the
// gold has a venue written otherwise than the entry does
// (venueElsewhere), the model's container is kept unless it holds a
// status.
func tagged(labeller *label.Model, e observed, fields map[string][2]int, venueElsewhere bool) label.Tagged {
	t := label.Tagged{Text: e.text}
	var ranges [][2]int
	for name, r := range fields {
		t.Tags = append(t.Tags, label.Tag{Name: name, Start: r[0], End: r[1]})
		ranges = append(ranges, r)
	}
	ent := labeller.Parse(e.text, e.spans)
	for i := 0; i < len(ent.Tokens); {
		l := ent.Labels[i]
		j := i + 1
		for j < len(ent.Tokens) && ent.Labels[j] == l {
			j++
		}
		text := ent.Text[ent.Tokens[i].Start:ent.Tokens[j-1].End]
		// A status is kept where it names one of statusWords: the model
		// of the time reads some link labels as statuses.
		keep := labelKept[l] && (l != label.Status || hasStatus(text)) || l == label.Container && venueElsewhere && !hasStatus(text)
		for keep && i < j && isPunct(ent.Tokens[i].Text) {
			i++
		}
		k := j
		for keep && k > i && isPunct(ent.Tokens[k-1].Text) {
			k--
		}
		if keep && i < k {
			s, en := ent.Tokens[i].Start, ent.Tokens[k-1].End
			if !overlapsAny(s, en, ranges) {
				t.Tags = append(t.Tags, label.Tag{Name: l.String(), Start: s, End: en})
				ranges = append(ranges, [2]int{s, en})
			}
		}
		i = j
	}
	marks := []struct {
		m    label.Mark
		name string
	}{{label.Bold, "b"}, {label.Italic, "i"}, {label.Underline, "u"}, {label.Quoted, "q"}, {label.Link, "a"}, {label.Heading, "h"}, {label.Superscript, "sup"}}
	for _, sp := range e.spans {
		for _, mk := range marks {
			m, name := mk.m, mk.name
			if sp.Marks&m == 0 || sp.Start >= sp.End || sp.End > len(e.text) {
				continue
			}
			tg := label.Tag{Name: name, Start: sp.Start, End: sp.End}
			if !crossesAny(tg, t.Tags) {
				t.Tags = append(t.Tags, tg)
			}
		}
	}
	sortTags(t.Tags)
	return t
}

// sortTags orders tags by start, the longer first, then by name.
func sortTags(tags []label.Tag) {
	sort.SliceStable(tags, func(i, j int) bool {
		a, b := tags[i], tags[j]
		if a.Start != b.Start {
			return a.Start < b.Start
		}
		if a.End != b.End {
			return a.End > b.End
		}
		return a.Name < b.Name
	})
}

func isPunct(s string) bool {
	return !strings.ContainsFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
}

// crossesAny reports whether tg partly overlaps a tag of tags, or
// coincides with one of the same name.
func crossesAny(tg label.Tag, tags []label.Tag) bool {
	for _, u := range tags {
		if tg.Start == u.Start && tg.End == u.End && tg.Name == u.Name {
			return true
		}
		inside := tg.Start >= u.Start && tg.End <= u.End
		around := u.Start >= tg.Start && u.End <= tg.End
		apart := tg.End <= u.Start || u.End <= tg.Start
		if !inside && !around && !apart {
			return true
		}
	}
	return false
}

// writeGz writes lines gzip-compressed with no time stamp, so that the
// same lines give the same bytes.
func writeGz(path string, lines []string) error {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return err
	}
	for _, l := range lines {
		io.WriteString(zw, l+"\n")
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}
