package report

import (
	"sync"

	"github.com/pubgraph/pubgraph/analysis"
)

// derived holds the per-person figures that several outputs read: the
// report, report.html, people.csv, communities.csv and the picture all
// rank people by PageRank, list communities by their top members or give
// first and last years. On a DBLP-sized corpus each of these walks
// millions of people, publications or edges, so Prepare makes them once.
type derived struct {
	rank        []int   // everyone by decreasing PageRank, ties by id
	first, last []int   // YearSpan
	members     [][]int // each community's members in rank order
}

// Prepare returns d with what every output shares made once, on two
// goroutines: the ranking by PageRank, each person's first and last year,
// each community's members in rank order and, if d has none, the
// communities' Labels. The outputs of a prepared Data are byte for byte
// those of an unprepared one; only the work is not repeated.
func Prepare(d Data) Data {
	x := &derived{}
	var wg sync.WaitGroup
	wg.Add(1)
	go func(d Data) {
		defer wg.Done()
		x.first, x.last = YearSpan(d)
	}(d)
	x.rank = Ranking(d.Metrics)
	x.members = membersByRank(d.Metrics, x.rank)
	if d.Labels == nil {
		d.Labels = communityLabels(d.Corpus, d.Metrics, x.members)
	}
	wg.Wait()
	d.cache = x
	return d
}

// membersByRank lists each community's members in the order of rank,
// which is the order topBy gives them: rank is by decreasing PageRank,
// ties by id.
func membersByRank(m *analysis.Metrics, rank []int) [][]int {
	counts := make([]int, len(m.Communities.Sizes))
	for _, comm := range m.Communities.Community {
		counts[comm]++
	}
	// One backing array for all the lists.
	flat := make([]int, len(rank))
	members := make([][]int, len(counts))
	at := 0
	for i, n := range counts {
		members[i] = flat[at : at : at+n]
		at += n
	}
	for _, v := range rank {
		comm := m.Communities.Community[v]
		members[comm] = append(members[comm], v)
	}
	return members
}

// ranking returns Ranking(d.Metrics), made once by Prepare. The caller
// must not change it.
func (d Data) ranking() []int {
	if d.cache != nil {
		return d.cache.rank
	}
	return Ranking(d.Metrics)
}

// yearSpan returns YearSpan(d), made once by Prepare. The caller must not
// change it.
func (d Data) yearSpan() (first, last []int) {
	if d.cache != nil {
		return d.cache.first, d.cache.last
	}
	return YearSpan(d)
}

// topMembers returns TopMembers(d.Metrics, k), from Prepare's lists when
// there are any. The caller must not change the lists.
func (d Data) topMembers(k int) [][]int {
	if d.cache == nil {
		return TopMembers(d.Metrics, k)
	}
	out := make([][]int, len(d.cache.members))
	for i, ms := range d.cache.members {
		n := len(ms)
		if k > 0 {
			n = min(k, n)
		}
		out[i] = ms[:n:n]
	}
	return out
}

// Ranked returns everyone by decreasing PageRank, ties by id, as Ranking
// does, made once when d was prepared. The caller must not change it.
func (d Data) Ranked() []int { return d.ranking() }

// Years returns each person's first and last year as YearSpan does, made
// once when d was prepared. The caller must not change them.
func (d Data) Years() (first, last []int) { return d.yearSpan() }
