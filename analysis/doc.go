// Package analysis computes network measures of a co-authorship graph:
// degree and strength, betweenness, closeness, harmonic, eigenvector and
// PageRank centrality, k-core numbers, clustering coefficients, connected
// components and shortest paths.
//
// Every function is pure: it takes a *graph.Undirected, does not modify
// it, and returns a fresh slice indexed by node id. Nothing prints, logs
// or keeps state between calls.
//
// The functions work on the graph's flat adjacency slices rather than on
// gonum's interfaces, reuse per-worker buffers instead of allocating per
// source, and run the all-sources measures (betweenness, closeness,
// harmonic, clustering), the estimators and the local moving of Louvain
// and Leiden on all cores. Parallel results are deterministic. The exact
// all-sources measures give each worker a fixed share of the sources
// (chunks dealt round-robin, so a giant component numbered first is
// shared out) and add partial sums in worker order, so a run with the
// same number of workers gives the same bits every time. Triangle counts,
// the estimators and community detection give the same bits whatever the
// number of workers: they sum integers, or seed each sample by its number,
// or (Louvain, Leiden) find a batch's moves in parallel and make them in
// a fixed order.
//
// The definitions follow networkx 3.6 (the reference implementation the
// tests compare against, see testdata/ and scripts/oracle_centrality.py):
// where networkx and the literature differ, the doc comment says which
// one is followed.
package analysis
