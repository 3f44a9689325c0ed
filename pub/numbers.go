package pub

import (
	"fmt"
	"time"
)

// MinYear is the earliest year a record may carry: printing with movable
// type in Europe began in the 1450s, and a year before 1400 is a page
// number, a count or a typo.
const MinYear = 1400

// MaxYear returns the latest year a record may carry: next year plus
// five (accepted papers, announced volumes).
func MaxYear() int { return time.Now().Year() + 6 }

// CheckYear returns y if it lies in MinYear..MaxYear(), and otherwise 0
// (unknown) with the reason. 0 stays 0 without a reason. Every reader's
// records pass through it, so every format treats years alike.
func CheckYear(y int) (int, string) {
	if y == 0 {
		return 0, ""
	}
	if y < MinYear || y > MaxYear() {
		return 0, fmt.Sprintf("year %d is outside %d to %d: dropped", y, MinYear, MaxYear())
	}
	return y, ""
}

// MaxWeight bounds the weight of one link of an input network. Weights
// are summed over repeated links and over layers; at 1e12 (a million
// times more papers than anyone has written) even a million repeats of
// the largest stay far from float64's range, so no sum overflows to
// +Inf.
const MaxWeight = 1e12

// CheckWeight returns w if it is at most MaxWeight, and otherwise
// MaxWeight with the reason. The readers refuse weights that are not
// finite numbers ≥ 0 themselves, each with its own words.
func CheckWeight(w float64) (float64, string) {
	if w > MaxWeight {
		return MaxWeight, fmt.Sprintf("weight %g is over %g: %g used", w, float64(MaxWeight), float64(MaxWeight))
	}
	return w, ""
}
