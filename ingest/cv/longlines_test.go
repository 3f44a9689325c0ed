package cv

import (
	"strings"
	"testing"
)

func TestDropLongLines(t *testing.T) {
	long := strings.Repeat("x", MaxTextLine+1)
	tests := []struct {
		in, want string
		dropped  []int
	}{
		{"a\nb\n", "a\nb\n", nil},
		{"a\n" + long + "\nb", "a\n\nb", []int{2}},
		{long, "", []int{1}},
		{long + "\n" + long + "\nc\n", "\n\nc\n", []int{1, 2}},
	}
	for _, tt := range tests {
		got, dropped := dropLongLines(tt.in)
		if got != tt.want || len(dropped) != len(tt.dropped) {
			t.Errorf("dropLongLines(%.10q…) = %.10q…, %v; want %.10q…, %v", tt.in, got, dropped, tt.want, tt.dropped)
		}
	}
}
