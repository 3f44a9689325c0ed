package profile

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestLineRange(t *testing.T) {
	tests := []struct {
		text string
		want cvRange
		ok   bool
	}{
		{"Sep 2024 -", cvRange{start: 2024, end: 2024, current: true, dateOnly: true}, true},
		{"Sep 2024 -\tSenior Engineer, Inference\tNVIDIA", cvRange{start: 2024, end: 2024, current: true, words: 4}, true},
		{"Jul - Sep 2024", cvRange{start: 2024, end: 2024, dateOnly: true}, true},
		{"Jul - Sep 2024\tStaff Engineer\tOctoAI (now NVIDIA)", cvRange{start: 2024, end: 2024, words: 4}, true},
		{"2017 - 2024", cvRange{start: 2017, end: 2024, dateOnly: true}, true},
		{"Summer 2023", cvRange{start: 2023, end: 2023, dateOnly: true}, true},
		{"Fall 2024", cvRange{start: 2024, end: 2024, dateOnly: true}, true},
		{"09/2019 – Present", cvRange{start: 2019, end: 2019, current: true, dateOnly: true}, true},
		{"05/2023 – 11/2023, 03/2024 – 08/2024", cvRange{start: 2023, end: 2024, dateOnly: true}, true},
		{"Mar. 2017 - present", cvRange{start: 2017, end: 2017, current: true, dateOnly: true}, true},
		{"2021-Present", cvRange{start: 2021, end: 2021, current: true, dateOnly: true}, true},
		{"Seoul, Republic of Korea Mar 2011 – Feb 2016", cvRange{start: 2011, end: 2016, dateOnly: true, words: 4}, true},
		{"Since 2020", cvRange{start: 2020, end: 2020, current: true, dateOnly: true}, true},
		{"Ph.D. (expected 2026)", cvRange{start: 2026, end: 2026, current: true, dateOnly: true, words: 1}, true},
		{"Insu Jang Page 1 of 2 Last updated: Apr 6, 2024", cvRange{}, false},
		{"Research Assistant", cvRange{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			got, ok := lineRange(tt.text)
			if ok != tt.ok {
				t.Fatalf("lineRange(%q) ok = %v, want %v", tt.text, ok, tt.ok)
			}
			if !ok {
				return
			}
			if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(cvRange{})); diff != "" {
				t.Errorf("lineRange(%q) (-want +got):\n%s", tt.text, diff)
			}
		})
	}
}
