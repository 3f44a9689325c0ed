package graph

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// BenchmarkBuildEdges measures counting the co-authorships of DBLP-like
// publications (1–8 authors, a few prolific people) into the form the
// co-authorship graph shares:
//
//	go test ./graph -run '^$' -bench BuildEdges -cpu 1
func BenchmarkBuildEdges(b *testing.B) {
	const people, papers = 200_000, 300_000
	rng := rand.New(rand.NewPCG(7, 8))
	pubs := make([]Publication, papers)
	for i := range pubs {
		pubs[i].Year = int32(1980 + rng.IntN(45))
		for range 1 + rng.IntN(8) {
			// Squaring skews the draws toward low ids: prolific people.
			x := rng.Float64()
			a := Authorship{Person: int32(x * x * people)}
			if !slices.Contains(pubs[i].Authors, a) { // Build lists a person once a byline
				pubs[i].Authors = append(pubs[i].Authors, a)
			}
		}
	}
	person := make([]int32, people)
	for i := range person {
		person[i] = int32(i)
	}
	b.ReportAllocs()
	for b.Loop() {
		c := buildEdges(people, pubs, nil, person, 0)
		b.ReportMetric(float64(c.Len()), "edges")
	}
}
