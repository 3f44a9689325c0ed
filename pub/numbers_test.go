package pub

import (
	"math"
	"strings"
	"testing"
)

func TestCheckYear(t *testing.T) {
	for _, tt := range []struct {
		in, want int
		warned   bool
	}{
		{0, 0, false}, {-500, 0, true}, {1399, 0, true}, {MinYear, MinYear, false}, {2001, 2001, false},
		{MaxYear(), MaxYear(), false}, {MaxYear() + 1, 0, true}, {99999, 0, true}, {math.MaxInt, 0, true}, {math.MinInt, 0, true},
	} {
		got, reason := CheckYear(tt.in)
		if got != tt.want || (reason != "") != tt.warned {
			t.Errorf("CheckYear(%d) = %d, %q; want %d, warned %v", tt.in, got, reason, tt.want, tt.warned)
		}
	}
}

func TestCheckWeight(t *testing.T) {
	for _, tt := range []struct {
		in, want float64
		warned   bool
	}{
		{1, 1, false}, {0, 0, false}, {2.5, 2.5, false}, {MaxWeight, MaxWeight, false},
		{1e13, MaxWeight, true}, {math.MaxFloat64, MaxWeight, true}, {math.Inf(1), MaxWeight, true},
	} {
		got, reason := CheckWeight(tt.in)
		if got != tt.want || (reason != "") != tt.warned {
			t.Errorf("CheckWeight(%v) = %v, %q; want %v, warned %v", tt.in, got, reason, tt.want, tt.warned)
		}
	}
	// A million links at the bound sum to a finite number.
	sum := 0.0
	for range 1_000_000 {
		w, _ := CheckWeight(1e308)
		sum += w
	}
	if math.IsInf(sum, 0) || !strings.Contains(func() string { _, r := CheckWeight(1e308); return r }(), "1e+12") {
		t.Errorf("sum %v", sum)
	}
}
