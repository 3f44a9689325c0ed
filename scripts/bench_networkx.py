#!/usr/bin/env python3
"""Time networkx's centrality measures on an edge list.

Usage: python3 scripts/bench_networkx.py EDGES [--repeat N] [--skip-allpairs]

The edge-list format is the one scripts/bench_igraph.py reads. PageRank is
networkx's pure-Python _pagerank_python (nx.pagerank needs scipy), with
tol=1e-10 as analysis.PageRank's default. Prints tab-separated "tool measure
wall cpu" lines, medians over N runs (default 1); all-pairs measures run
once.
"""
import argparse
import statistics
import time

import networkx as nx
from networkx.algorithms.link_analysis.pagerank_alg import _pagerank_python


def load(path):
    G, n_header = nx.Graph(), None
    with open(path) as f:
        for line in f:
            if line.startswith("#") or line.startswith("%"):
                parts = line[1:].split()
                if len(parts) == 2 and parts[0] == "nodes":
                    n_header = int(parts[1])
                    G.add_nodes_from(range(n_header))
                continue
            parts = line.split()
            if len(parts) < 2:
                continue
            u, v = int(parts[0]), int(parts[1])
            if u == v:
                G.add_node(u)
                continue
            if not G.has_edge(u, v):
                G.add_edge(u, v, weight=float(parts[2]) if len(parts) > 2 else 1.0)
    return G


def timed(fn, repeat):
    walls, cpus = [], []
    for _ in range(repeat):
        w0, c0 = time.perf_counter(), time.process_time()
        fn()
        walls.append(time.perf_counter() - w0)
        cpus.append(time.process_time() - c0)
    return statistics.median(walls), statistics.median(cpus)


def eigen_per_component(G):
    for comp in nx.connected_components(G):
        if len(comp) > 1:
            nx.eigenvector_centrality(G.subgraph(comp), max_iter=100000, tol=1e-10)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("edges")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--skip-allpairs", action="store_true")
    a = ap.parse_args()
    w0 = time.perf_counter()
    G = load(a.edges)
    print("networkx\tload\t%.3f\t-" % (time.perf_counter() - w0), flush=True)
    print("# %s: %d nodes, %d edges" % (a.edges, G.number_of_nodes(), G.number_of_edges()), flush=True)
    measures = [
        ("degree+strength", lambda: (dict(G.degree()), dict(G.degree(weight="weight"))), False),
        ("components", lambda: list(nx.connected_components(G)), False),
        ("pagerank_w", lambda: _pagerank_python(G, alpha=0.85, tol=1e-10, weight="weight"), False),
        ("core", lambda: nx.core_number(G), False),
        ("clustering", lambda: nx.clustering(G), False),
        ("eigenvector", lambda: eigen_per_component(G), False),
        ("betweenness", lambda: nx.betweenness_centrality(G), True),
        ("betweenness_w", lambda: nx.betweenness_centrality(G, weight="weight"), True),
        ("closeness", lambda: nx.closeness_centrality(G), True),
        ("harmonic", lambda: nx.harmonic_centrality(G), True),
    ]
    for name, fn, allpairs in measures:
        if allpairs and a.skip_allpairs:
            continue
        wall, cpu = timed(fn, 1 if allpairs else a.repeat)
        print("networkx\t%s\t%.3f\t%.3f" % (name, wall, cpu), flush=True)


if __name__ == "__main__":
    main()
