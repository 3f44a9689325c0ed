package label

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"unicode"
)

// TrainParams are the hyper-parameters of training.
type TrainParams struct {
	Epochs     int    `json:"epochs"`      // passes over the reference data
	NameEpochs int    `json:"name_epochs"` // passes over the name data
	Seed       uint64 `json:"seed"`        // shuffles the data and drives augmentation
	RefBits    uint   `json:"ref_bits"`    // log2 of the field tagger's feature buckets
	NameBits   uint   `json:"name_bits"`   // log2 of the name tagger's feature buckets
	// Augment is the share of reference entries also trained on in a copy
	// rendered with the marks CVs use (italic venue, quoted title, bold
	// author, a leading number).
	Augment float64 `json:"augment"`
	// Relayout is the share of reference entries also trained on in a copy
	// laid out as CVs do and bibliographies do not: the year first
	// ("(2017) Doe, J. …"), the title first ("Title. J. Doe. Venue"), the
	// co-authors after "with".
	Relayout float64 `json:"relayout"`
	// Fragment is the share of reference entries also trained on as one
	// of their fields alone (a title, a byline, a venue, a publisher, a
	// year): data files and tables hold a work's fields one value apiece,
	// and the readers of such files label each value on its own.
	Fragment float64 `json:"fragment,omitempty"`
	// SynthNames is the number of synthetic bylines rendered from the
	// training names in other citation styles.
	SynthNames int `json:"synth_names"`
	// Prune drops averaged weights smaller than this in absolute value,
	// to keep the model file small.
	Prune float64 `json:"prune"`
}

// DefaultTrainParams are the parameters `make model` uses.
func DefaultTrainParams() TrainParams {
	return TrainParams{Epochs: 20, NameEpochs: 12, Seed: 1, RefBits: 16, NameBits: 16, Augment: 0.3, Relayout: 0.15, Fragment: 0.1, SynthNames: 4000, Prune: 0.02}
}

// Train trains a model on labelled references and labelled bylines (both in
// the format of ReadTagged). The same data and parameters give the same
// model, byte for byte.
func Train(ctx context.Context, refs, names []Tagged, p TrainParams) (*Model, error) {
	// A first model, trained without every twentieth entry, sets the
	// temperature of the confidences on the entries it did not see; the
	// model kept is then trained on all of them.
	calRNG := rand.New(rand.NewPCG(p.Seed, 0x63616c6962))
	calT, err := trainRefs(ctx, refs, p, calRNG, func(i int) bool { return i%20 == 19 })
	if err != nil {
		return nil, fmt.Errorf("training the field tagger: %w", err)
	}
	var calib []Tagged
	for i, t := range refs {
		if i%20 == 19 {
			calib = append(calib, t)
		}
	}
	calSeqs, calGolds := refSeqs(calib, 0, 0, 0, nil)
	calibrate(calT, calSeqs, calGolds)

	rng := rand.New(rand.NewPCG(p.Seed, 0x6c6162656c))
	refT, err := trainRefs(ctx, refs, p, rng, nil)
	if err != nil {
		return nil, fmt.Errorf("training the field tagger: %w", err)
	}
	refT.temp = calT.temp
	// The name tagger has a random stream of its own, so that it does not
	// change when the reference data grows or shrinks.
	rng = rand.New(rand.NewPCG(p.Seed, 0x6e616d6573))
	var seqs []*featSeq
	var golds [][]int
	addName := func(t Tagged) {
		toks, g := nameGold(t)
		if len(toks) == 0 {
			return
		}
		seqs = append(seqs, nameFeatures(toks))
		golds = append(golds, g)
	}
	for _, t := range names {
		addName(t)
	}
	for _, t := range synthBylines(names, p.SynthNames, rng) {
		addName(t)
	}
	nameT, err := trainTagger(ctx, seqs, golds, nameLabels, p.NameBits, p.NameEpochs, rng, p.Prune)
	if err != nil {
		return nil, fmt.Errorf("training the name tagger: %w", err)
	}
	refT.prepare()
	nameT.prepare()
	return &Model{refs: refT, names: nameT}, nil
}

// refSeqs turns labelled entries into feature sequences and gold states,
// adding an augmented copy of a share of them.
func refSeqs(refs []Tagged, augment, relayout, fragment float64, rng *rand.Rand) ([]*featSeq, [][]int) {
	var seqs []*featSeq
	var golds [][]int
	add := func(t Tagged) {
		toks, labels := refGold(t)
		if len(toks) == 0 {
			return
		}
		seqs = append(seqs, refFeatures(toks))
		golds = append(golds, expandOther(labels))
	}
	for _, t := range refs {
		add(t)
		if augment > 0 && rng.Float64() < augment {
			add(augmentRef(t, rng))
		}
		if relayout > 0 && rng.Float64() < relayout {
			if r, ok := relayoutRef(t, rng); ok {
				add(r)
			}
		}
		if fragment > 0 && rng.Float64() < fragment {
			if r, ok := fragmentRef(t, rng); ok {
				add(r)
			}
		}
	}
	return seqs, golds
}

// trainRefs trains the field tagger on the entries that skip (if set)
// does not leave out.
func trainRefs(ctx context.Context, refs []Tagged, p TrainParams, rng *rand.Rand, skip func(int) bool) (*tagger, error) {
	var use []Tagged
	for i, t := range refs {
		if skip == nil || !skip(i) {
			use = append(use, t)
		}
	}
	seqs, golds := refSeqs(use, p.Augment, p.Relayout, p.Fragment, rng)
	t, err := trainTagger(ctx, seqs, golds, refStates, p.RefBits, p.Epochs, rng, p.Prune)
	if err != nil {
		return nil, err
	}
	t.stateLabel = stateLabel
	return t, nil
}

// trainTagger runs the averaged structured perceptron (Collins 2002): after
// each sequence decoded wrongly, the features of the gold labels gain one and
// those of the predicted labels lose one; the model is the average of the
// weights over all steps, kept lazily with a second accumulator (Daumé's
// trick: avg = w - u/c).
func trainTagger(ctx context.Context, seqs []*featSeq, golds [][]int, labels int, bits uint, epochs int, rng *rand.Rand, prune float64) (*tagger, error) {
	t := newTagger(labels, bits)
	u := make([]float32, len(t.w))
	ut := make([]float32, len(t.trans))
	mask := uint32(1)<<bits - 1
	order := make([]int, len(seqs))
	for i := range order {
		order[i] = i
	}
	c := float32(1)
	var em []float32
	for ep := 0; ep < epochs; ep++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, k := range order {
			f, gold := seqs[k], golds[k]
			n := f.len()
			em = t.emissions(f, em[:0])
			pred := t.viterbi(em, n)
			for i := 0; i < n; i++ {
				gp, pp := -1, -1
				if i > 0 {
					gp, pp = gold[i-1], pred[i-1]
				}
				if gold[i] != pred[i] {
					for _, b := range f.token(i) {
						base := int(b&mask) * labels
						t.w[base+gold[i]]++
						u[base+gold[i]] += c
						t.w[base+pred[i]]--
						u[base+pred[i]] -= c
					}
				}
				if gold[i] != pred[i] || gp != pp {
					g := (gp+1)*labels + gold[i]
					q := (pp+1)*labels + pred[i]
					t.trans[g]++
					ut[g] += c
					t.trans[q]--
					ut[q] -= c
				}
			}
			c++
		}
	}
	for i := range t.w {
		v := t.w[i] - u[i]/c
		if math.Abs(float64(v)) < prune {
			v = 0
		}
		t.w[i] = v
	}
	for i := range t.trans {
		t.trans[i] -= ut[i] / c
	}
	return t, nil
}

// refGold tokenises a labelled entry and gives each token the label of the
// field it starts in; punctuation at a field's edges is Other, except a
// closing "?" or "!".
func refGold(t Tagged) ([]Token, []Label) {
	var spans []Span
	var fields []Tag
	for _, tg := range t.Tags {
		if m, ok := markTags[tg.Name]; ok {
			spans = append(spans, Span{Start: tg.Start, End: tg.End, Marks: m})
		} else if _, ok := ParseLabel(tg.Name); ok {
			fields = append(fields, tg)
		}
	}
	toks := Tokenize(t.Text, spans)
	labels := make([]Label, len(toks))
	lows := make([]string, len(toks))
	for i, tk := range toks {
		lows[i] = strings.ToLower(tk.Text)
	}
	lex := lexClasses(toks, lows)
	for _, f := range fields {
		l, _ := ParseLabel(f.Name)
		first, last := -1, -1
		for i, tk := range toks {
			if tk.Start >= f.Start && tk.Start < f.End {
				if first < 0 {
					first = i
				}
				last = i
			}
		}
		if first < 0 {
			continue
		}
		// A locator is cut at brackets and separators, as GROBID tags
		// volume, issue and pages apart where AnyStyle writes "42(2-3)".
		a := first
		for b := first; b <= last+1; b++ {
			if b <= last && !(l == Locator && isLocatorSep(toks[b].Text)) {
				continue
			}
			lo, hi := a, b-1
			for lo <= hi && edgeNoise(l, toks, lows, lo, true) {
				lo++
			}
			for hi >= lo && edgeNoise(l, toks, lows, hi, false) && toks[hi].Text != "?" && toks[hi].Text != "!" {
				hi--
			}
			fl := l
			if l == Note {
				fl = noteKind(lex[lo : hi+1])
			}
			for i := lo; i <= hi; i++ {
				labels[i] = fl
				// A status ("in press", "forthcoming") is a status even
				// where the corpora tag it as the date.
				if l == Date && lex[i]&lexStatus != 0 {
					labels[i] = Status
				}
			}
			a = b + 1
		}
	}
	markContrib(toks, labels)
	return toks, labels
}

// markContrib relabels the contribution marks inside and just after a
// byline as Contrib: "Doe, J.*, Roe, A.†" and "J. Doe¹,²" carry marks of
// equal contribution, corresponding authorship or affiliation that the
// data tags inside the author field, and a mark is no part of a name.
func markContrib(toks []Token, labels []Label) {
	for i, t := range toks {
		// A mark is glued to the name before it, or to the mark
		// or comma before it ("¹,²").
		if i > 0 && !t.SpaceBefore && isNameMark(t.Text) && (labels[i] == Author || labels[i] == Other && (labels[i-1] == Author || labels[i-1] == Contrib)) {
			labels[i] = Contrib
		}
	}
}

// isNameMark reports whether s is a mark a name carries: a
// contribution mark ("*", "†", "‡", "#", "§") or superscript digits.
func isNameMark(s string) bool { return isMarkToken(s) || isSupDigits(s) }

// isSupDigits reports whether s is made of superscript digits only.
func isSupDigits(s string) bool {
	for _, r := range s {
		if !strings.ContainsRune("⁰¹²³⁴⁵⁶⁷⁸⁹", r) {
			return false
		}
	}
	return s != ""
}

// nameGold tokenises a labelled byline and gives each token its name label.
func nameGold(t Tagged) ([]Token, []int) {
	var spans []Span
	for _, tg := range t.Tags {
		if m, ok := markTags[tg.Name]; ok {
			spans = append(spans, Span{Start: tg.Start, End: tg.End, Marks: m})
		}
	}
	toks := Tokenize(t.Text, spans)
	labels := make([]int, len(toks))
	for _, p := range t.Tags {
		if p.Name != "person" {
			continue
		}
		begun := false
		for i, tk := range toks {
			if tk.Start < p.Start || tk.Start >= p.End {
				continue
			}
			kind := ""
			for _, tg := range t.Tags {
				if (tg.Name == "given" || tg.Name == "surname" || tg.Name == "suffix") && tk.Start >= tg.Start && tk.Start < tg.End {
					kind = tg.Name
				}
			}
			if isPunctToken(tk.Text) && tk.Text != "-" {
				kind = ""
			}
			switch kind {
			case "given":
				labels[i] = nGiven
				if !begun {
					labels[i] = nGivenB
				}
			case "surname":
				labels[i] = nSurname
				if !begun {
					labels[i] = nSurnameB
				}
			case "suffix":
				labels[i] = nSuffix
			default:
				continue
			}
			begun = true
		}
	}
	return toks, labels
}

// insertText inserts s at byte offset p of t, moving the tags after it; a
// tag ending at p stays before the insertion.
func insertText(t *Tagged, p int, s string) {
	t.Text = t.Text[:p] + s + t.Text[p:]
	for i := range t.Tags {
		if t.Tags[i].Start >= p {
			t.Tags[i].Start += len(s)
		}
		if t.Tags[i].End > p {
			t.Tags[i].End += len(s)
		}
	}
}

// augmentRef renders a copy of a labelled entry with the marks of CVs: the
// container or a book title in italics, the title in quotes, one author in
// bold, a leading item number.
func augmentRef(t Tagged, rng *rand.Rand) Tagged {
	t = Tagged{Text: t.Text, Tags: append([]Tag(nil), t.Tags...)}
	find := func(name string) int {
		for i, tg := range t.Tags {
			if tg.Name == name {
				return i
			}
		}
		return -1
	}
	trimmed := func(tg Tag) (int, int) {
		s := t.Text[tg.Start:tg.End]
		a := len(s) - len(strings.TrimLeft(s, " .,;:(["))
		b := len(strings.TrimRight(s, " .,;:)]"))
		if a >= b {
			return tg.Start, tg.Start
		}
		return tg.Start + a, tg.Start + b
	}
	if i := find("container"); i >= 0 && rng.Float64() < 0.7 {
		a, b := trimmed(t.Tags[i])
		if a < b {
			t.Tags = append(t.Tags, Tag{Name: "i", Start: a, End: b})
		}
	} else if i := find("title"); i >= 0 && find("container") < 0 && rng.Float64() < 0.5 {
		a, b := trimmed(t.Tags[i])
		if a < b {
			t.Tags = append(t.Tags, Tag{Name: "i", Start: a, End: b})
		}
	}
	if i := find("title"); i >= 0 && rng.Float64() < 0.4 && !strings.ContainsAny(t.Text[t.Tags[i].Start:t.Tags[i].End], "\"“”") {
		a, b := trimmed(t.Tags[i])
		if a < b {
			open, close := "“", "”"
			if rng.IntN(2) == 0 {
				open, close = `"`, `"`
			}
			insertText(&t, b, close)
			insertText(&t, a, open)
			t.Tags = append(t.Tags, Tag{Name: "q", Start: a, End: b + len(open) + len(close)})
		}
	}
	if i := find("author"); i >= 0 && rng.Float64() < 0.6 {
		a, b := trimmed(t.Tags[i])
		// Bold one comma-separated chunk (a name or half of one).
		var cuts []int
		cuts = append(cuts, a)
		for k := a; k < b; k++ {
			if t.Text[k] == ',' || t.Text[k] == ';' {
				cuts = append(cuts, k+1)
			}
		}
		s := cuts[rng.IntN(len(cuts))]
		e := strings.IndexAny(t.Text[s:b], ",;")
		if e < 0 {
			e = b - s
		}
		s2 := s + len(t.Text[s:s+e]) - len(strings.TrimLeft(t.Text[s:s+e], " "))
		if s2 < s+e {
			t.Tags = append(t.Tags, Tag{Name: "b", Start: s2, End: s + e})
		}
	}
	if rng.Float64() < 0.06 {
		// A CV marks the owner's role on the work: a contribution
		// note, never the title ("Senior author", "(equal
		// contribution)").
		r := roleNotes[rng.IntN(len(roleNotes))]
		forms := [][2]string{{" (", ")"}, {". ", "."}, {" [", "]"}, {" – ", ""}}
		f := forms[rng.IntN(len(forms))]
		t.Text = strings.TrimRight(t.Text, " ") + f[0]
		start := len(t.Text)
		t.Text += r
		t.Tags = append(t.Tags, Tag{Name: "contrib", Start: start, End: len(t.Text)})
		t.Text += f[1]
	}
	if rng.Float64() < 0.15 && t.Text != "" && (t.Text[0] < '0' || t.Text[0] > '9') && t.Text[0] != '[' {
		n := 1 + rng.IntN(60)
		forms := []string{"%d. ", "[%d] ", "%d) ", "(%d) "}
		insertText(&t, 0, fmt.Sprintf(forms[rng.IntN(len(forms))], n))
	}
	return t
}

// roleNotes are the notes CVs add on the owner's part in a work.
var roleNotes = []string{"Senior author", "senior author", "Corresponding author", "corresponding author", "Equal contribution",
	"equal contribution", "First author", "Co-first author", "co-first authors", "Shared first authorship", "Last author",
	"Student author", "student first author", "Lead author", "Joint first author", "* denotes equal contribution"}

// noteKind returns the label of a field the data tags as a note, from the
// lexicon classes of its tokens: the corpora and the aligned development
// entries call statuses, award notes and contribution roles notes alike,
// and the labels tell them apart. A note of at most six tokens that
// opens with a status is a Status ("accepted for publication", not "book
// review"), one with an award word an Award, one with a role word a
// Contrib.
func noteKind(lex []uint32) Label {
	var all uint32
	for _, c := range lex {
		all |= c
	}
	switch {
	case len(lex) > 0 && lex[0]&lexStatus != 0 && len(lex) <= 6:
		return Status
	case all&lexAward != 0:
		return Award
	case all&lexRole != 0:
		return Contrib
	}
	return Note
}

// isMarkToken reports whether s is a contribution mark: "*", "†", "‡".
func isMarkToken(s string) bool {
	return s != "" && strings.Trim(s, "*†‡§#¶^✝⁎∗") == ""
}

// edgeNoise reports whether token i at the start (or end) of a field
// labelled l is left out of it. The corpora differ here: AnyStyle puts
// "Vol." in the volume, "In" and "(Ed.)" in the editor field, GROBID leaves
// them out; one convention (GROBID's) keeps the labels consistent.
func edgeNoise(l Label, toks []Token, lows []string, i int, start bool) bool {
	if isPunctToken(toks[i].Text) {
		return l != Contrib || !isMarkToken(toks[i].Text)
	}
	w := lows[i]
	switch l {
	case Locator:
		switch w {
		case "vol", "vols", "volume", "volumes", "no", "nos", "nr", "number", "issue", "pp", "p", "pages", "page", "bd", "jg", "heft", "tome", "t", "n", "s", "art", "article":
			return true
		}
	case Editor:
		if w == "by" || w == "in" || wordLex[w]&lexEditor != 0 {
			return true
		}
	case Container, Title:
		if start && (w == "in" || w == "dans" || w == "im") {
			return true
		}
	}
	return false
}

func isLocatorSep(s string) bool {
	switch s {
	case "(", ")", "[", "]", ",", ":", ";":
		return true
	}
	return false
}

// The field tagger's states: a state per label, and for Other one per
// label it follows (refStates = 2*NumLabels), so that the label bigrams
// remember the last field across the punctuation between fields: "Other
// after a title" is followed by a container more often than "Other after a
// container" is.
const refStates = 2 * NumLabels

// expandOther maps labels to states.
func expandOther(labels []Label) []int {
	out := make([]int, len(labels))
	last := Other
	for i, l := range labels {
		if l == Other {
			out[i] = NumLabels + int(last)
			continue
		}
		out[i] = int(l)
		last = l
	}
	return out
}

// stateLabel maps a state back to its label.
func stateLabel(s int) Label {
	if s >= NumLabels {
		return Other
	}
	return Label(s)
}

// calibrate sets the tagger's temperature to the one, of a fixed grid, under
// which the forward–backward marginals give the gold labels of the
// calibration sequences the highest likelihood.
func calibrate(t *tagger, seqs []*featSeq, golds [][]int) {
	best, bestLL := float32(1), math.Inf(-1)
	for _, temp := range []float32{0.005, 0.007, 0.01, 0.012, 0.014, 0.017, 0.02, 0.025, 0.03, 0.05, 0.07, 0.1, 0.2, 0.5, 1} {
		t.temp = temp
		t.prepare()
		var ll float64
		var em []float32
		for k, f := range seqs {
			n := f.len()
			em = t.emissions(f, em[:0])
			for _, p := range t.marginals(em, n, golds[k]) {
				ll += math.Log(max(p, 1e-9))
			}
		}
		if ll > bestLL {
			best, bestLL = temp, ll
		}
	}
	t.temp = best
	t.prepare()
}

// relayoutRef renders an entry whose byline and title come first in a
// layout of CVs: "(2017) Byline. “Title.” rest", "2017. Byline. Title. rest",
// "Title. Byline. rest", "**Title**. Byline. rest" or "Title (with Byline).
// rest", where rest is what followed the title. It reports false for an
// entry without a byline and a title, or whose title comes first already.
func relayoutRef(t Tagged, rng *rand.Rand) (Tagged, bool) {
	find := func(name string) (Tag, bool) {
		for _, tg := range t.Tags {
			if tg.Name == name {
				return tg, true
			}
		}
		return Tag{}, false
	}
	au, ok1 := find("author")
	ti, ok2 := find("title")
	if !ok1 || !ok2 || ti.Start < au.End {
		return t, false
	}
	trim := func(tg Tag) string { return strings.Trim(t.Text[tg.Start:tg.End], " .,;:()[]\"“”") }
	authors, title := strings.Trim(t.Text[au.Start:au.End], " ,;:"), trim(ti)
	stop := ". " // what ends the byline
	if strings.HasSuffix(authors, ".") {
		stop = " "
	}
	date := ""
	if d, ok := find("date"); ok && d.End <= ti.Start {
		date = trim(d)
	}
	if authors == "" || title == "" {
		return t, false
	}
	// The rest starts after the title and the punctuation that closes it.
	rest := ti.End
	for rest < len(t.Text) && strings.ContainsRune(" .,;:\"”’", rune(t.Text[rest])) {
		rest++
	}
	var out Tagged
	var b strings.Builder
	field := func(name, s string) {
		start := b.Len()
		b.WriteString(s)
		out.Tags = append(out.Tags, Tag{Name: name, Start: start, End: b.Len()})
	}
	layout := rng.IntN(5)
	if date == "" && layout < 2 {
		layout = 2
	}
	switch layout {
	case 0:
		b.WriteString("(")
		field("date", date)
		b.WriteString(") ")
		field("author", authors)
		b.WriteString(stop + "“")
		field("title", title)
		b.WriteString(".” ")
	case 1:
		field("date", date)
		b.WriteString(". ")
		field("author", authors)
		b.WriteString(stop)
		field("title", title)
		b.WriteString(". ")
	case 2, 3:
		start := b.Len()
		field("title", title)
		if layout == 3 {
			out.Tags = append(out.Tags, Tag{Name: "b", Start: start, End: b.Len()})
		}
		b.WriteString(". ")
		field("author", authors)
		b.WriteString(stop)
	case 4:
		field("title", title)
		b.WriteString(" (with ")
		field("author", strings.TrimSuffix(authors, "."))
		b.WriteString("). ")
	}
	shift := b.Len() - rest
	b.WriteString(t.Text[rest:])
	for _, tg := range t.Tags {
		if tg.Start >= rest {
			out.Tags = append(out.Tags, Tag{Name: tg.Name, Start: tg.Start + shift, End: tg.End + shift})
		}
	}
	if date != "" && layout >= 2 {
		out.Text = strings.TrimRight(b.String(), " ")
		b.Reset()
		b.WriteString(out.Text)
		b.WriteString(" (")
		field("date", date)
		b.WriteString(")")
	}
	out.Text = b.String()
	return out, true
}

// fragmentLabels are the fields fragmentRef draws: those a data file
// keeps under keys of their own.
var fragmentLabels = []string{"title", "author", "container", "publisher", "date"}

// fragmentRef returns one field of an entry alone, without its marks and
// the punctuation at its edges, labelled as it was: "Journal of Stuff"
// as a container, "Doe, J. and Roe, K." as a byline. It reports false for
// an entry with none of fragmentLabels.
func fragmentRef(t Tagged, rng *rand.Rand) (Tagged, bool) {
	var cand []Tag
	for _, tg := range t.Tags {
		for _, n := range fragmentLabels {
			if tg.Name == n {
				cand = append(cand, tg)
			}
		}
	}
	if len(cand) == 0 {
		return Tagged{}, false
	}
	tg := cand[rng.IntN(len(cand))]
	cut := " .,;:()[]\"“”‘’"
	if tg.Name == "author" {
		// An initial keeps its full stop: "Roe, K.".
		cut = " ,;:()[]\"“”‘’"
	}
	s := strings.Trim(t.Text[tg.Start:tg.End], cut)
	if s == "" || !strings.ContainsFunc(s, unicode.IsLetter) && tg.Name != "date" {
		return Tagged{}, false
	}
	return Tagged{Text: s, Tags: []Tag{{Name: tg.Name, Start: 0, End: len(s)}}}, true
}
