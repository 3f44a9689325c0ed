package analysis

import (
	"context"

	"github.com/pubgraph/pubgraph/graph"
)

// Metrics are every per-person measure of a co-authorship graph, indexed
// by node id, and its communities.
type Metrics struct {
	Degree      []int
	Strength    []float64
	Betweenness []float64 // normalised, unweighted
	Closeness   []float64
	Harmonic    []float64
	Eigenvector []float64 // per connected component
	PageRank    []float64
	Core        []int
	Clustering  []float64
	// Component numbers components by decreasing size; ComponentSizes[c]
	// is the size of component c.
	Component      []int
	ComponentSizes []int
	Communities    Partition
	// Multiplex are communities over all relationship layers, when
	// computed (see BuildLayers and MultiplexLouvain); nil otherwise.
	Multiplex *Partition
	// Skipped names the measures left out because the graph was larger
	// than MetricsOptions.ExactLimit; their slices are nil.
	Skipped []string
	// BetweennessSources is the number of sampled sources Betweenness was
	// estimated from (see BetweennessOptions.Sources); 0 when it is exact.
	BetweennessSources int
	// Estimated says how the measures estimated above ExactLimit were
	// estimated; nil when everything is exact.
	Estimated *Estimates
}

// Estimates describe the estimated measures of a Metrics and their
// guarantees.
type Estimates struct {
	// BetweennessEpsilon and BetweennessDelta: with probability at least
	// 1−δ every betweenness is within ε of the exact value (see
	// EstimateBetweenness); 0 when betweenness was not estimated so.
	BetweennessEpsilon, BetweennessDelta float64
	// BetweennessPaths is the number of shortest paths sampled.
	BetweennessPaths int
	// DistanceSources, HarmonicError, MeanDistanceError and DistanceDelta
	// describe the closeness and harmonic estimates (see DistanceEstimate):
	// components with more than DistanceSources people are estimated from
	// that many sources, smaller ones are exact; DistanceSources is 0 when
	// every component is exact.
	DistanceSources                  int
	HarmonicError, MeanDistanceError float64
	DistanceDelta                    float64
}

// MetricsOptions control Compute.
type MetricsOptions struct {
	// Seed makes community detection reproducible.
	Seed uint64
	// Resolution is the modularity resolution γ (default 1).
	Resolution float64
	// Leiden chooses Leiden over Louvain.
	Leiden bool
	// ExactLimit is the largest node count for which the all-pairs
	// measures (betweenness, closeness, harmonic) are computed exactly;
	// above it they are estimated (see Epsilon, DistanceSamples); 0 means
	// no limit.
	ExactLimit int
	// BetweennessSamples, when the graph is larger than ExactLimit, still
	// estimates betweenness from this many sampled sources (0: skip it).
	BetweennessSamples int
	// Epsilon and Delta are the guarantee of the betweenness estimated
	// above ExactLimit (see EstimateBetweenness; defaults 0.01 and 0.1).
	Epsilon, Delta float64
	// DistanceSamples is the number of sampled sources closeness and
	// harmonic centrality are estimated from above ExactLimit (see
	// EstimateClosenessHarmonic; default 64).
	DistanceSamples int
	// Stage, if set, is told the name of each step before it runs.
	Stage func(name string)
	// Progress, if set, is told how far a long step is (the sampled
	// betweenness: paths sampled of at most total).
	Progress func(stage string, done, total int)
}

// Compute runs every measure on g, whose weights are used for strength,
// PageRank and communities (shared papers, or Newman's fractional count).
// Every long measure checks ctx once per chunk of work (a source of the
// all-pairs searches, an iteration, a sweep), so a cancelled ctx stops
// Compute within a fraction of a second; it then returns ctx's error.
func Compute(ctx context.Context, g *graph.Undirected, opt MetricsOptions) (*Metrics, error) {
	stage := opt.Stage
	if stage == nil {
		stage = func(string) {}
	}
	if opt.Resolution == 0 {
		opt.Resolution = 1
	}
	m := &Metrics{}
	var err error
	stage("components")
	m.Component, m.ComponentSizes = Components(g)
	m.Degree = Degree(g)
	m.Strength = Strength(g)
	stage("PageRank")
	if m.PageRank, err = PageRank(ctx, g, PageRankOptions{Damping: 0.85, Tolerance: 1e-10, MaxIter: 1000, Weighted: true}); err != nil {
		return nil, err
	}
	stage("eigenvector centrality")
	if m.Eigenvector, err = eigenvector(ctx, g, false, m.Component, m.ComponentSizes); err != nil {
		return nil, err
	}
	stage("k-core")
	m.Core = CoreNumber(g)
	stage("clustering")
	if m.Clustering, err = Clustering(ctx, g); err != nil {
		return nil, err
	}
	if opt.ExactLimit == 0 || g.Order() <= opt.ExactLimit {
		stage("betweenness")
		if m.Betweenness, err = Betweenness(ctx, g, BetweennessOptions{Normalized: true}); err != nil {
			return nil, err
		}
		stage("closeness and harmonic centrality")
		if m.Closeness, m.Harmonic, err = ClosenessHarmonic(ctx, g); err != nil {
			return nil, err
		}
	} else {
		m.Estimated = &Estimates{}
		// One search per component, for both estimators.
		vd := vertexDiameterBound(g, m.Component, m.ComponentSizes)
		if opt.BetweennessSamples > 0 {
			stage("betweenness (sampled)")
			sources := SampleSources(g.Order(), opt.BetweennessSamples, opt.Seed)
			if m.Betweenness, err = Betweenness(ctx, g, BetweennessOptions{Normalized: true, Sources: sources}); err != nil {
				return nil, err
			}
			m.BetweennessSources = len(sources)
		} else {
			stage("betweenness (estimated)")
			eopt := EstimateOptions{Epsilon: opt.Epsilon, Delta: opt.Delta, Seed: opt.Seed, vertexDiameter: vd}
			if opt.Progress != nil {
				eopt.Progress = func(done, total int) { opt.Progress("betweenness (estimated)", done, total) }
			}
			est, err := EstimateBetweenness(ctx, g, eopt)
			if err != nil {
				return nil, err
			}
			m.Betweenness = est.Values
			m.Estimated.BetweennessEpsilon, m.Estimated.BetweennessDelta = est.Epsilon, est.Delta
			m.Estimated.BetweennessPaths = est.Samples
		}
		stage("closeness and harmonic centrality (estimated)")
		dist, err := EstimateClosenessHarmonic(ctx, g, DistanceEstimateOptions{
			Samples: opt.DistanceSamples, Delta: opt.Delta, Seed: opt.Seed,
			vertexDiameter: vd, labels: m.Component, sizes: m.ComponentSizes,
		})
		if err != nil {
			return nil, err
		}
		m.Closeness, m.Harmonic = dist.Closeness, dist.Harmonic
		m.Estimated.DistanceSources = dist.Sources
		m.Estimated.HarmonicError, m.Estimated.MeanDistanceError = dist.HarmonicError, dist.MeanDistanceError
		m.Estimated.DistanceDelta = dist.Delta
	}
	stage("communities")
	copt := CommunityOptions{Resolution: opt.Resolution, Seed: opt.Seed}
	if opt.Leiden {
		m.Communities, err = Leiden(ctx, g, copt)
	} else {
		m.Communities, err = Louvain(ctx, g, copt)
	}
	if err != nil {
		return nil, err
	}
	return m, nil
}
