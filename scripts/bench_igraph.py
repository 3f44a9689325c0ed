#!/usr/bin/python3
"""Time python-igraph's centrality measures on an edge list.

Usage: /usr/bin/python3 scripts/bench_igraph.py EDGES [--repeat N] [--skip-allpairs]

EDGES has one "u v [w]" line per edge (tabs or spaces); lines starting with
'#' or '%' are comments, except a "# nodes N" header, which fixes the node
count (so that isolated nodes count). Ids need not be contiguous: they are
renumbered. Edges listed twice (SNAP files list both directions) are merged
and self-loops dropped, keeping the weight of the first listing.

For each measure it prints the median wall time and the median CPU time of
this process over N runs (default 3), as tab-separated "tool measure wall
cpu" lines. All-pairs measures (betweenness, closeness, harmonic) run once.
"""
import argparse
import statistics
import time

import igraph as ig


def load(path):
    ids, edges, weights, n_header = {}, [], [], None
    with open(path) as f:
        for line in f:
            if line.startswith("#") or line.startswith("%"):
                parts = line[1:].split()
                if len(parts) == 2 and parts[0] == "nodes":
                    n_header = int(parts[1])
                continue
            parts = line.split()
            if len(parts) < 2:
                continue
            u, v = parts[0], parts[1]
            w = float(parts[2]) if len(parts) > 2 else 1.0
            for x in (u, v):
                if x not in ids:
                    ids[x] = len(ids) if n_header is None else int(x)
            edges.append((ids[u], ids[v]))
            weights.append(w)
    n = n_header if n_header is not None else len(ids)
    g = ig.Graph(n=n, edges=edges, directed=False)
    g.es["weight"] = weights
    g.simplify(multiple=True, loops=True, combine_edges="first")
    return g


def timed(fn, repeat):
    walls, cpus = [], []
    for _ in range(repeat):
        w0, c0 = time.perf_counter(), time.process_time()
        fn()
        walls.append(time.perf_counter() - w0)
        cpus.append(time.process_time() - c0)
    return statistics.median(walls), statistics.median(cpus)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("edges")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--skip-allpairs", action="store_true")
    a = ap.parse_args()
    w0 = time.perf_counter()
    g = load(a.edges)
    print("igraph\tload\t%.3f\t-" % (time.perf_counter() - w0), flush=True)
    print("# %s: %d nodes, %d edges" % (a.edges, g.vcount(), g.ecount()), flush=True)
    w = g.es["weight"]
    measures = [
        ("degree+strength", lambda: (g.degree(), g.strength(weights=w)), False),
        ("components", lambda: g.connected_components(), False),
        ("pagerank_w", lambda: g.pagerank(weights=w, damping=0.85), False),
        ("core", lambda: g.coreness(), False),
        ("clustering", lambda: g.transitivity_local_undirected(mode="zero"), False),
        ("eigenvector", lambda: g.eigenvector_centrality(scale=False), False),
        ("betweenness", lambda: g.betweenness(directed=False), True),
        ("betweenness_w", lambda: g.betweenness(directed=False, weights=w), True),
        ("closeness", lambda: g.closeness(), True),
        ("harmonic", lambda: g.harmonic_centrality(), True),
    ]
    for name, fn, allpairs in measures:
        if allpairs and a.skip_allpairs:
            continue
        wall, cpu = timed(fn, 1 if allpairs else a.repeat)
        print("igraph\t%s\t%.3f\t%.3f" % (name, wall, cpu), flush=True)


if __name__ == "__main__":
    main()
