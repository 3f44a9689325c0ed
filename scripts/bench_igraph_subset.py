#!/usr/bin/python3
"""Time python-igraph on the part of `pubgraph analyze` it can do.

Usage: /usr/bin/python3 scripts/bench_igraph_subset.py EDGES.csv

EDGES.csv is the edges.csv that `pubgraph analyze` wrote (columns
source_id,target_id,...,papers,...): the same co-authorship graph, weighted
by shared papers. The script builds the igraph graph with its C reader
(Graph.Read_Ncol on a temporary "u v w" file, so Python's parsing is not
what is timed) and runs weighted PageRank, Louvain (multilevel),
coreness and connected components once each, printing wall and CPU
seconds per step and in total. Run it under /usr/bin/time -v for the peak
memory.
"""
import csv
import os
import sys
import tempfile
import time

import igraph as ig


def step(name, fn, totals):
    w0, c0 = time.perf_counter(), time.process_time()
    out = fn()
    wall, cpu = time.perf_counter() - w0, time.process_time() - c0
    totals[0] += wall
    totals[1] += cpu
    print("igraph\t%s\t%.2f\t%.2f" % (name, wall, cpu), flush=True)
    return out


def main():
    path = sys.argv[1]
    fd, tmp = tempfile.mkstemp(suffix=".ncol")
    with os.fdopen(fd, "w") as out, open(path, newline="") as f:
        for row in csv.DictReader(f):
            out.write("%s %s %s\n" % (row["source_id"], row["target_id"], row["papers"]))
    totals = [0.0, 0.0]
    try:
        g = step("load", lambda: ig.Graph.Read_Ncol(tmp, names=False, weights=True, directed=False), totals)
    finally:
        os.remove(tmp)
    print("# %d nodes with an edge, %d edges" % (g.vcount(), g.ecount()), flush=True)
    w = g.es["weight"]
    step("pagerank_w", lambda: g.pagerank(weights=w, damping=0.85), totals)
    cl = step("louvain", lambda: g.community_multilevel(weights=w), totals)
    print("# modularity %.4f, %d communities" % (cl.modularity, len(cl)), flush=True)
    step("coreness", lambda: g.coreness(), totals)
    step("components", lambda: g.connected_components(), totals)
    print("igraph\ttotal\t%.2f\t%.2f" % (totals[0], totals[1]), flush=True)


if __name__ == "__main__":
    main()
