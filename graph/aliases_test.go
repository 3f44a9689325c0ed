package graph

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

func TestReadAliases(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		want    []AliasRule
		wantErr string // "" for none
	}{
		{
			name: "rules, comments and blank lines",
			in:   "name,other,decision\n# a comment\nT. Chen,Tianqi Chen,same_as\n\n  Tao  Chen , Tianqi Chen,NOT_SAME_AS\n\"Chen, T.\",Tianqi Chen,same_as\n",
			want: []AliasRule{
				{Name: "T. Chen", Other: "Tianqi Chen", Same: true, Line: 3},
				{Name: "Tao Chen", Other: "Tianqi Chen", Line: 5},
				{Name: "Chen, T.", Other: "Tianqi Chen", Same: true, Line: 6},
			},
		},
		{name: "header only", in: "Name,Other,Decision\r\n"},
		{name: "byte order mark", in: "\ufeffname,other,decision\nA B,C D,same_as\n", want: []AliasRule{{Name: "A B", Other: "C D", Same: true, Line: 2}}},
		{name: "no header", in: "T. Chen,Tianqi Chen,same_as\n", wantErr: "a.csv:1: want the header name,other,decision"},
		{name: "bad decision", in: "name,other,decision\nA B,C D,maybe\n", wantErr: `a.csv:2: decision "maybe": want same_as or not_same_as`},
		{name: "two fields", in: "name,other,decision\n\nA B,C D\n", wantErr: "a.csv:3: want 3 fields (name,other,decision), got 2"},
		{name: "empty name", in: "name,other,decision\n,C D,same_as\n", wantErr: "a.csv:2: empty name"},
		{name: "no letters", in: "name,other,decision\n***,C D,same_as\n", wantErr: "a.csv:2: a name without letters"},
		{name: "self", in: "name,other,decision\nC D, C  D,not_same_as\n", wantErr: "a.csv:2: a name compared with itself"},
		{name: "bad quote", in: "name,other,decision\n\"A,B,same_as\n", wantErr: "a.csv:2: "},
		{name: "empty file", in: "", wantErr: "a.csv: empty aliases file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ReadAliases(strings.NewReader(tt.in), "a.csv")
			if tt.wantErr != "" {
				if err == nil || !strings.HasPrefix(err.Error(), tt.wantErr) {
					t.Fatalf("ReadAliases error = %v, want %q", err, tt.wantErr)
				}
				var pe *pub.ParseError
				if !errors.As(err, &pe) || !(errors.Is(err, pub.ErrSyntax) || errors.Is(err, pub.ErrEmpty)) {
					t.Errorf("error %v is not a *pub.ParseError unwrapping to a sentinel", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("rules (-want +got):\n%s", diff)
			}
		})
	}
}

func TestReadAliasesTestdata(t *testing.T) {
	f, err := os.Open("testdata/resolve/aliases.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rules, err := ReadAliases(f, "aliases.csv")
	if err != nil {
		t.Fatal(err)
	}
	c := build(t, rules, solo(names("Gyeong-In Yu", "Gyeongin Yu", "Tianqi Chen", "T. Chen", "Tao Chen", "TQ")...)...)
	want := []string{"Gyeong-In Yu", "Gyeongin Yu", "T. Chen", "Tianqi Chen | TQ", "Tao Chen"}
	if diff := cmp.Diff(want, peopleOf(c)); diff != "" {
		t.Errorf("people (-want +got):\n%s", diff)
	}
}

// FuzzReadAliases checks that any input reads without panic, that errors
// name the file and a line inside the input, and that the rules read are
// valid.
func FuzzReadAliases(f *testing.F) {
	if b, err := os.ReadFile("testdata/resolve/aliases.csv"); err == nil {
		f.Add(string(b))
	}
	f.Add("name,other,decision\nA B,C D,same_as\n")
	f.Add("name,other,decision\n\"A,\"\"B\"\"\",C,not_same_as\n")
	f.Add("name,other,decision\nA,B\n")
	f.Fuzz(func(t *testing.T, in string) {
		rules, err := ReadAliases(strings.NewReader(in), "f.csv")
		if err != nil {
			var pe *pub.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is not a *pub.ParseError", err)
			}
			if pe.Pos.File != "f.csv" || pe.Pos.Line < 0 || pe.Pos.Line > strings.Count(in, "\n")+1 {
				t.Fatalf("error position %v outside the input (%d lines)", pe.Pos, strings.Count(in, "\n")+1)
			}
			return
		}
		for _, r := range rules {
			if NameKey(r.Name) == "" || NameKey(r.Other) == "" || r.Name == r.Other {
				t.Fatalf("invalid rule %+v accepted", r)
			}
		}
	})
}
