package main

import (
	"strings"
	"testing"
)

func TestTypoDistance(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"top", "top", 0},
		{"tpo", "top", 1},         // a swap is one edit
		{"analyse", "analyze", 1}, // a substitution
		{"anlyze", "analyze", 1},  // a deletion
		{"analyzee", "analyze", 1},
		{"ca", "abc", 3}, // optimal string alignment: no edit of a swapped pair
		{"größe", "grösse", 2},
	}
	for _, tt := range tests {
		if got := typoDistance(tt.a, tt.b); got != tt.want {
			t.Errorf("typoDistance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
		if got := typoDistance(tt.b, tt.a); got != tt.want {
			t.Errorf("typoDistance(%q, %q) = %d, want %d (symmetric)", tt.b, tt.a, got, tt.want)
		}
	}
}

func TestSuggest(t *testing.T) {
	commands := commandNames()
	flags := []string{"top", "out", "json", "seed", "since", "until", "layout", "leiden", "depth", "max-authors"}
	tests := []struct {
		word       string
		candidates []string
		want       string
	}{
		{"analyse", commands, "analyze"},
		{"Analyze", commands, "analyze"}, // case does not count
		{"anlyze", commands, "analyze"},
		{"conflcts", commands, "conflicts"},
		{"pers", commands, ""}, // a prefix is not a typo
		{"frobnicate", commands, ""},
		{"hlep", commands, "help"},
		{"tpo", flags, "top"},
		{"jsno", flags, "json"},
		{"sed", flags, "seed"},
		{"seeds", flags, "seed"},
		{"untill", flags, "until"},
		{"max-author", flags, "max-authors"},
		{"lyaout", flags, "layout"},
		{"xy", flags, ""},
		{"top", flags, ""}, // the word itself is no suggestion
	}
	for _, tt := range tests {
		if got := suggest(tt.word, tt.candidates); got != tt.want {
			t.Errorf("suggest(%q) = %q, want %q", tt.word, got, tt.want)
		}
	}
}

// TestDidYouMean checks the messages of a misspelt command or flag.
func TestDidYouMean(t *testing.T) {
	tests := []struct {
		args []string
		want string // in stderr
		not  string // not in stderr
	}{
		{[]string{"analyse", seeds}, "Did you mean \"analyze\"?", ""},
		{[]string{"help", "analyse"}, "Did you mean \"analyze\"?", ""},
		{[]string{"frobnicate"}, "unknown command \"frobnicate\"", "Did you mean"},
		{[]string{"analyze", "--tpo", "3", seeds}, "unknown flag: --tpo; did you mean --top? (see 'pubgraph analyze --help')", ""},
		{[]string{"analyze", "--tpo=3", seeds}, "did you mean --top?", ""},
		{[]string{"analyze", "-top", "3", seeds}, "did you mean --top?", ""},
		{[]string{"path", "--jsno", "a", "b", seeds}, "did you mean --json?", ""},
		{[]string{"conflicts", "--peple", "x.csv", seeds}, "did you mean --people?", ""},
		{[]string{"analyze", "--bogus", seeds}, "unknown flag: --bogus (see", "did you mean"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, _, stderr := pubgraph(t, "", tt.args...)
			if code != exitUsage {
				t.Errorf("exit %d, want %d", code, exitUsage)
			}
			if !strings.Contains(stderr, tt.want) {
				t.Errorf("stderr %q, want it to hold %q", stderr, tt.want)
			}
			if tt.not != "" && strings.Contains(stderr, tt.not) {
				t.Errorf("stderr %q holds %q", stderr, tt.not)
			}
		})
	}
}
