package analysis

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/pubgraph/pubgraph/graph"
)

// TestCancelledBeforeStart checks that every long measure returns the
// context's error, and no result, when its context is already done.
func TestCancelledBeforeStart(t *testing.T) {
	g := coauthorGraph(300, 1)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name string
		run  func() error
	}{
		{"Betweenness", func() error { _, err := Betweenness(ctx, g, BetweennessOptions{}); return err }},
		{"Betweenness weighted", func() error {
			_, err := Betweenness(ctx, g, BetweennessOptions{Weighted: true, Workers: 1})
			return err
		}},
		{"Closeness", func() error { _, err := Closeness(ctx, g); return err }},
		{"Harmonic", func() error { _, err := Harmonic(ctx, g); return err }},
		{"ClosenessHarmonic", func() error { _, _, err := ClosenessHarmonic(ctx, g); return err }},
		{"Clustering", func() error { _, err := Clustering(ctx, g); return err }},
		{"PageRank", func() error { _, err := PageRank(ctx, g, PageRankOptions{}); return err }},
		{"Eigenvector", func() error { _, err := Eigenvector(ctx, g, false); return err }},
		{"Louvain", func() error { _, err := Louvain(ctx, g, CommunityOptions{}); return err }},
		{"Leiden", func() error { _, err := Leiden(ctx, g, CommunityOptions{}); return err }},
		{"MultiplexLouvain", func() error {
			_, err := MultiplexLouvain(ctx, []*graph.Undirected{g, g}, []float64{1, 1}, CommunityOptions{})
			return err
		}},
		{"Compute", func() error { _, err := Compute(ctx, g, MetricsOptions{}); return err }},
		{"BuildLayers", func() error { _, err := BuildLayers(ctx, &graph.Corpus{}, LayerOptions{Coauthor: g}); return err }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.run(); !errors.Is(err, context.Canceled) {
				t.Errorf("err = %v, want context.Canceled", err)
			}
		})
	}
}

// TestComputeCancelledMidway cancels Compute as each of its early stages
// starts, and each long measure a few milliseconds into its work, on a
// graph of about 39k people where exact betweenness alone takes minutes,
// and checks that they give up promptly with the context's error. The
// bound is loose (the machine may be busy); without the checks the run
// would take far longer than it.
func TestComputeCancelledMidway(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 20k-paper graph")
	}
	g := coauthorGraph(20000, 3)
	const bound = 2 * time.Second
	for _, stage := range []string{"PageRank", "eigenvector centrality", "clustering", "betweenness"} {
		t.Run("Compute/"+stage, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			var cancelled time.Time
			opt := MetricsOptions{Seed: 1, Stage: func(name string) {
				if name == stage {
					cancelled = time.Now()
					cancel()
				}
			}}
			_, err := Compute(ctx, g, opt)
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("err = %v, want context.Canceled", err)
			}
			if cancelled.IsZero() {
				t.Fatalf("stage %q never ran", stage)
			}
			if d := time.Since(cancelled); d > bound {
				t.Errorf("Compute returned %v after cancellation", d)
			}
		})
	}
	tests := []struct {
		name string
		run  func(ctx context.Context) error
	}{
		{"Betweenness", func(ctx context.Context) error { _, err := Betweenness(ctx, g, BetweennessOptions{}); return err }},
		{"Betweenness weighted", func(ctx context.Context) error {
			_, err := Betweenness(ctx, g, BetweennessOptions{Weighted: true})
			return err
		}},
		{"ClosenessHarmonic", func(ctx context.Context) error { _, _, err := ClosenessHarmonic(ctx, g); return err }},
		{"Louvain", func(ctx context.Context) error { _, err := Louvain(ctx, g, CommunityOptions{}); return err }},
		{"Leiden", func(ctx context.Context) error { _, err := Leiden(ctx, g, CommunityOptions{}); return err }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			start := time.Now()
			time.AfterFunc(5*time.Millisecond, cancel)
			if err := tt.run(ctx); !errors.Is(err, context.Canceled) {
				t.Fatalf("err = %v, want context.Canceled", err)
			}
			if d := time.Since(start); d > bound {
				t.Errorf("returned %v after start, cancelled at 5ms", d)
			}
		})
	}
}
