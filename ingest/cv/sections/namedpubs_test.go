package sections

import (
	"testing"

	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
)

// TestNamedPubs checks the one guard on the section model's reading: a
// section whose heading names publications keeps them unless another
// reading beats the best kind of publications by pubsMargin.
func TestNamedPubs(t *testing.T) {
	scores := func(set map[model.Class]float64) [model.NumClasses]float64 {
		var s [model.NumClasses]float64
		for c := range s {
			s[c] = -50
		}
		for c, v := range set {
			s[c] = v
		}
		return s
	}
	tests := []struct {
		name  string
		s     [model.NumClasses]float64
		named bool
		want  model.Class
	}{
		{"model reads publications", scores(map[model.Class]float64{model.Pubs: 10, model.Talks: 5}), true, model.Pubs},
		{"named, other just ahead", scores(map[model.Class]float64{model.Pubs: 10, model.Other: 12}), true, model.Pubs},
		{"named, a kind of publications just behind", scores(map[model.Class]float64{model.Theses: 10, model.Pubs: 2, model.Talks: 11}), true, model.Theses},
		{"named, other far ahead", scores(map[model.Class]float64{model.Pubs: 10, model.Other: 10 + pubsMargin}), true, model.Other},
		{"not named, other just ahead", scores(map[model.Class]float64{model.Pubs: 10, model.Other: 12}), false, model.Other},
		{"named, the gap between the two best is no matter", scores(map[model.Class]float64{model.Pubs: 0, model.Talks: 20, model.Teaching: 19.5}), true, model.Talks},
	}
	for _, tt := range tests {
		if got := namedPubs(tt.s, tt.named); got != tt.want {
			t.Errorf("%s: namedPubs = %v, want %v", tt.name, got, tt.want)
		}
	}
}
