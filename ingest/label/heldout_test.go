package label

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode"
)

// fieldSpans returns the fields of a label sequence for scoring: maximal
// runs of one label other than Other, without punctuation tokens at their
// edges, as "label start end" strings.
func fieldSpans(toks []Token, labels []Label) []string {
	var out []string
	for i := 0; i < len(labels); {
		j := i + 1
		for j < len(labels) && labels[j] == labels[i] {
			j++
		}
		if labels[i] != Other {
			a, b := i, j
			for a < b && isPunctToken(toks[a].Text) {
				a++
			}
			for b > a && isPunctToken(toks[b-1].Text) {
				b--
			}
			if a < b {
				out = append(out, fmt.Sprintf("%s %d %d", labels[i], a, b))
			}
		}
		i = j
	}
	return out
}

// fieldScore holds micro counts of field and token agreement.
type fieldScore struct {
	tp, fp, fn    int
	tokOK, tokAll int
	// Confidence of right and wrong word tokens: sums, and counts below 0.9.
	confOK, confBad float64
	lowOK, lowBad   int
	perLabel        map[Label]*[3]int
	entries, exact  int
}

func (s *fieldScore) add(toks []Token, gold, pred []Label, conf []float64) {
	if s.perLabel == nil {
		s.perLabel = map[Label]*[3]int{}
	}
	g, p := fieldSpans(toks, gold), fieldSpans(toks, pred)
	gs := map[string]bool{}
	for _, f := range g {
		gs[f] = true
	}
	ps := map[string]bool{}
	for _, f := range p {
		ps[f] = true
	}
	count := func(f string, k int) {
		l, _ := ParseLabel(strings.Fields(f)[0])
		if s.perLabel[l] == nil {
			s.perLabel[l] = &[3]int{}
		}
		s.perLabel[l][k]++
	}
	all := true
	for _, f := range p {
		if gs[f] {
			s.tp++
			count(f, 0)
		} else {
			s.fp++
			count(f, 1)
			all = false
		}
	}
	for _, f := range g {
		if !ps[f] {
			s.fn++
			count(f, 2)
			all = false
		}
	}
	for i, t := range toks {
		if isPunctToken(t.Text) {
			continue
		}
		s.tokAll++
		low := conf != nil && conf[i] < 0.9
		if gold[i] == pred[i] {
			s.tokOK++
			if conf != nil {
				s.confOK += conf[i]
			}
			if low {
				s.lowOK++
			}
		} else {
			if conf != nil {
				s.confBad += conf[i]
			}
			if low {
				s.lowBad++
			}
		}
	}
	s.entries++
	if all {
		s.exact++
	}
}

func f1(tp, fp, fn int) float64 {
	if tp == 0 {
		return 0
	}
	p := float64(tp) / float64(tp+fp)
	r := float64(tp) / float64(tp+fn)
	return 2 * p * r / (p + r)
}

func (s *fieldScore) f1() float64 { return f1(s.tp, s.fp, s.fn) }

func (s *fieldScore) tokenAccuracy() float64 { return float64(s.tokOK) / float64(max(1, s.tokAll)) }

// scoreRefs labels held-out entries with m and scores them.
func scoreRefs(m *Model, refs []Tagged) *fieldScore {
	s := &fieldScore{}
	for _, t := range refs {
		toks, gold := refGold(t)
		var spans []Span
		for _, tg := range t.Tags {
			if mk, ok := markTags[tg.Name]; ok {
				spans = append(spans, Span{tg.Start, tg.End, mk})
			}
		}
		e := m.Parse(t.Text, spans)
		s.add(toks, gold, e.Labels, e.Confidence)
	}
	return s
}

func normName(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// goldNames returns "given|surname" of each person of a labelled byline.
func goldNames(t Tagged) []string {
	var out []string
	for _, p := range t.Tags {
		if p.Name != "person" {
			continue
		}
		var given, sur []string
		for _, tg := range t.Tags {
			if tg.Start >= p.Start && tg.End <= p.End {
				switch tg.Name {
				case "given":
					given = append(given, t.Text[tg.Start:tg.End])
				case "surname":
					sur = append(sur, t.Text[tg.Start:tg.End])
				}
			}
		}
		out = append(out, normName(strings.Join(given, ""))+"|"+normName(strings.Join(sur, "")))
	}
	return out
}

// scoreNames returns the share of gold persons split exactly right, and the
// counts.
func scoreNames(m *Model, names []Tagged) (ok, gold, pred int, misses []string) {
	for _, t := range names {
		g := goldNames(t)
		b := m.SplitNames(t.Text, nil)
		have := map[string]int{}
		for _, n := range b.Names {
			have[normName(n.Given)+"|"+normName(n.Surname)]++
		}
		pred += len(b.Names)
		gold += len(g)
		for _, k := range g {
			if have[k] > 0 {
				have[k]--
				ok++
			} else {
				misses = append(misses, fmt.Sprintf("%q: want %s, got %+v", t.Text, k, b.Names))
			}
		}
	}
	return ok, gold, pred, misses
}

// TestHeldOut scores the embedded model on the held-out data, which
// training never reads, and fails below the floors recorded in
// docs/accuracy.md. `make heldout` runs it verbosely.
func TestHeldOut(t *testing.T) {
	m := Default()
	if m.refs == nil {
		t.Fatal("the embedded model did not load")
	}
	total := &fieldScore{}
	for _, c := range []struct {
		name  string
		floor float64
	}{{"grobid", 0.91}, {"anystyle", 0.95}} {
		refs, err := readTaggedFile(filepath.Join("data", c.name, "heldout.txt.gz"), nil)
		if err != nil {
			t.Fatal(err)
		}
		s := scoreRefs(m, refs)
		t.Logf("%-8s %5d entries: field F1 %.4f (tp %d fp %d fn %d), token accuracy %.4f, entries all right %.3f",
			c.name, s.entries, s.f1(), s.tp, s.fp, s.fn, s.tokenAccuracy(), float64(s.exact)/float64(s.entries))
		var ls []int
		for l := range s.perLabel {
			ls = append(ls, int(l))
		}
		sort.Ints(ls)
		for _, l := range ls {
			c := s.perLabel[Label(l)]
			t.Logf("    %-10s F1 %.4f (tp %d fp %d fn %d)", Label(l), f1(c[0], c[1], c[2]), c[0], c[1], c[2])
		}
		bad := s.tokAll - s.tokOK
		t.Logf("    confidence: right tokens mean %.3f, wrong tokens mean %.3f; below 0.9: %d right, %d of %d wrong",
			s.confOK/float64(max(1, s.tokOK)), s.confBad/float64(max(1, bad)), s.lowOK, s.lowBad, bad)
		if s.f1() < c.floor {
			t.Errorf("%s: held-out field F1 %.4f < %.2f", c.name, s.f1(), c.floor)
		}
		total.tp += s.tp
		total.fp += s.fp
		total.fn += s.fn
		total.tokOK += s.tokOK
		total.tokAll += s.tokAll
	}
	t.Logf("all      field F1 %.4f, token accuracy %.4f", total.f1(), total.tokenAccuracy())
	if total.f1() < 0.945 {
		t.Errorf("held-out field F1 %.4f < 0.945", total.f1())
	}
	names, err := readTaggedFile(filepath.Join("data", "grobid", "names-heldout.txt.gz"), nil)
	if err != nil {
		t.Fatal(err)
	}
	ok, gold, pred, misses := scoreNames(m, names)
	acc := float64(ok) / float64(gold)
	t.Logf("names    %d bylines, %d names: %d split right (accuracy %.4f), %d names predicted", len(names), gold, ok, acc, pred)
	if testing.Verbose() {
		for _, s := range misses {
			t.Logf("    miss %s", s)
		}
	}
	if acc < 0.97 {
		t.Errorf("held-out name accuracy %.4f < 0.97", acc)
	}
}
