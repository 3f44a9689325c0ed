package graph

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// ReadAliases reads an --aliases file: a person's decisions about names
// that resolution cannot make alone. It is CSV with the header
// name,other,decision; decision is same_as (the two names are one person,
// whatever resolution would say) or not_same_as (they are two people, even
// if they spell the same NameKey). Blank lines and lines starting with #
// are skipped:
//
//	name,other,decision
//	T. Chen,Tianqi Chen,same_as
//	Tao Chen,Tianqi Chen,not_same_as
//	# two people publish as Gyeong-In Yu and Gyeongin Yu
//	Gyeong-In Yu,Gyeongin Yu,not_same_as
//
// A rule names spellings. When the two names have different NameKeys, a
// rule covers every spelling with the same key as its name; when they
// share a key, it covers exactly the spellings written (after collapsing
// spaces), so not_same_as can split one key into two people. Spellings
// that match neither side join whichever side they meet first. Rules
// never apply to nodes of network inputs.
//
// A malformed line is an error (a *pub.ParseError with file and line
// that unwraps to pub.ErrSyntax): a decision file is read strictly.
func ReadAliases(r io.Reader, file string) ([]AliasRule, error) {
	cr := csv.NewReader(r)
	cr.Comment = '#'
	cr.FieldsPerRecord = -1
	cr.TrimLeadingSpace = true
	var rules []AliasRule
	for first := true; ; first = false {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var line int
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				line = pe.Line
				err = pe.Err
			}
			return nil, &pub.ParseError{Pos: pub.Position{File: file, Line: line}, Msg: err.Error(), Err: pub.ErrSyntax}
		}
		line, _ := cr.FieldPos(0)
		bad := func(format string, args ...any) error {
			return &pub.ParseError{
				Pos: pub.Position{File: file, Line: line}, Msg: fmt.Sprintf(format, args...),
				Text: strings.Join(rec, ","), Err: pub.ErrSyntax,
			}
		}
		for k := range rec {
			rec[k] = strings.Join(strings.Fields(rec[k]), " ")
		}
		if first {
			rec[0] = strings.TrimPrefix(rec[0], "\ufeff") // spreadsheets write a BOM
			if len(rec) != 3 || !strings.EqualFold(rec[0], "name") || !strings.EqualFold(rec[1], "other") || !strings.EqualFold(rec[2], "decision") {
				return nil, bad("want the header name,other,decision")
			}
			continue
		}
		if len(rec) != 3 {
			return nil, bad("want 3 fields (name,other,decision), got %d", len(rec))
		}
		rule := AliasRule{Name: rec[0], Other: rec[1], Line: line}
		switch strings.ToLower(rec[2]) {
		case "same_as":
			rule.Same = true
		case "not_same_as":
		default:
			return nil, bad("decision %q: want same_as or not_same_as", rec[2])
		}
		switch {
		case rule.Name == "" || rule.Other == "":
			return nil, bad("empty name")
		case NameKey(rule.Name) == "" || NameKey(rule.Other) == "":
			return nil, bad("a name without letters")
		case rule.Name == rule.Other:
			return nil, bad("a name compared with itself")
		}
		rules = append(rules, rule)
	}
	if rules == nil && cr.InputOffset() == 0 {
		return nil, &pub.ParseError{Pos: pub.Position{File: file}, Msg: "empty aliases file", Err: pub.ErrEmpty}
	}
	return rules, nil
}

// describeRule names rule k for merge reasons and errors: by its line in
// the aliases file when it came from one, else by its place in the list.
func describeRule(k int, rule AliasRule) string {
	d := "not_same_as"
	if rule.Same {
		d = "same_as"
	}
	if rule.Line > 0 {
		return fmt.Sprintf("--aliases line %d (%s %s %s)", rule.Line, rule.Name, d, rule.Other)
	}
	return fmt.Sprintf("--aliases rule %d (%s %s %s)", k+1, rule.Name, d, rule.Other)
}

// ruleSides returns the identities each side of a rule covers.
func (r *resolver) ruleSides(rule AliasRule, keyIdx map[string]int32, kb blocks) (a, b []int32) {
	ka, kb2 := NameKey(rule.Name), NameKey(rule.Other)
	side := func(name, key string, exact bool) []int32 {
		k, ok := keyIdx[key]
		if !ok {
			return nil
		}
		if !exact {
			return kb.block(k)
		}
		var out []int32
		for _, i := range kb.block(k) {
			if strings.Join(strings.Fields(r.ids[i].Name), " ") == name {
				out = append(out, i)
			}
		}
		return out
	}
	exact := ka == kb2
	return side(strings.Join(strings.Fields(rule.Name), " "), ka, exact), side(strings.Join(strings.Fields(rule.Other), " "), kb2, exact)
}

// applyAliases tags the sides of not_same_as rules, then joins the sides
// of same_as rules. A same_as join across a not_same_as rule is an error.
func (r *resolver) applyAliases(rules []AliasRule, keyIdx map[string]int32, kb blocks) error {
	for k, rule := range rules {
		if rule.Same {
			continue
		}
		a, b := r.ruleSides(rule, keyIdx, kb)
		for side, ids := range [][]int32{a, b} {
			for _, i := range ids {
				r.uf.tags[i] = append(r.uf.tags[i], int32(2*k+side))
			}
		}
	}
	for k, rule := range rules {
		if !rule.Same {
			continue
		}
		a, b := r.ruleSides(rule, keyIdx, kb)
		all := append(append([]int32(nil), a...), b...)
		slices.Sort(all) // later spellings join the first
		for _, i := range all[min(1, len(all)):] {
			if ok, conflict := r.union(all[0], i, describeRule(k, rule), true); !ok {
				return fmt.Errorf("%s contradicts %s", describeRule(k, rule), describeRule(int(conflict/2), rules[conflict/2]))
			}
		}
	}
	return nil
}

// WriteAliases writes rules as an aliases file that ReadAliases reads
// back: the header, then one line per rule, quoted as CSV quotes.
func WriteAliases(w io.Writer, rules []AliasRule) error {
	cw := csv.NewWriter(w)
	if err := cw.Write([]string{"name", "other", "decision"}); err != nil {
		return err
	}
	for _, r := range rules {
		d := "not_same_as"
		if r.Same {
			d = "same_as"
		}
		if err := cw.Write([]string{r.Name, r.Other, d}); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// UpdateAliases returns old with the decisions of added: a new decision
// on a pair of names already decided (in either order) replaces the old
// one where it stood; other new decisions follow, in their order.
func UpdateAliases(old, added []AliasRule) []AliasRule {
	out := slices.Clone(old)
	for _, n := range added {
		k := slices.IndexFunc(out, func(r AliasRule) bool {
			return r.Name == n.Name && r.Other == n.Other || r.Name == n.Other && r.Other == n.Name
		})
		n.Line = 0
		if k >= 0 {
			out[k] = n
		} else {
			out = append(out, n)
		}
	}
	return out
}

// CandidateRule returns the rule that decides candidate k of c, same
// person or not: its two display names, or, when those share a NameKey
// (which would make the rule name exact spellings), the spellings that
// tell them apart. ok is false when no pair of names can tell the two
// apart (both spelled alike in every form), so that only an identifier
// can decide.
func CandidateRule(c *Corpus, k Candidate, same bool) (AliasRule, bool) {
	a, b := &c.People[k.A], &c.People[k.B]
	spellings := func(p *Person) []string { return append([]string{p.Name}, p.Aliases()...) }
	for _, x := range spellings(a) {
		for _, y := range spellings(b) {
			if x != y && NameKey(x) != "" && NameKey(y) != "" {
				return AliasRule{Name: x, Other: y, Same: same}, true
			}
		}
	}
	return AliasRule{}, false
}
