package analysis

import (
	"context"
	"fmt"

	"github.com/pubgraph/pubgraph/graph"
)

// MultiplexLouvain partitions the common node set of several layers (for
// example co-authorship, shared venues and shared advisors over the same
// people) into communities by Louvain optimisation of the layer-weighted
// modularity
//
//	Q = Σₗ wₗ Qₗ,  Qₗ = 1/2mₗ Σᵢⱼ [Aˡᵢⱼ − γ kˡᵢkˡⱼ/2mₗ] δ(cᵢ, cⱼ)
//
// so a node's gain from a move is the weighted sum of its per-layer
// modularity gains. Layers without edges contribute nothing. A layer with
// weight 0 is ignored; negative weights reward splitting what that layer
// joins, as in gonum's community.ModularizeMultiplex. With one layer of
// weight 1 it equals Louvain. Partition.Modularity is Q.
//
// It panics if layers is empty, the layers differ in order, or weights
// does not have one entry per layer. The cost per sweep is O(Σₗ mₗ) plus
// O(L) per candidate community; randomness comes only from opt.Seed.
//
// ctx is checked before every sweep; the error is ctx's when it is done.
func MultiplexLouvain(ctx context.Context, layers []*graph.Undirected, weights []float64, opt CommunityOptions) (Partition, error) {
	if len(layers) == 0 {
		panic("analysis: MultiplexLouvain needs at least one layer")
	}
	if len(weights) != len(layers) {
		panic(fmt.Sprintf("analysis: %d weights for %d layers", len(weights), len(layers)))
	}
	for l, g := range layers {
		if g.Order() != layers[0].Order() {
			panic(fmt.Sprintf("analysis: layer %d has %d nodes, layer 0 has %d", l, g.Order(), layers[0].Order()))
		}
	}
	return louvain(ctx, layers, weights, opt)
}
