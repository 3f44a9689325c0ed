#!/usr/bin/env python3
"""Time networkx's read_edgelist on the file BenchmarkReadEdgeList reads.

Usage: python3 scripts/bench_read_networkx.py [edge-list] [runs]

The default file is ../shared/data/networks/snap-ca-HepPh.txt relative to
the repository root. Prints the best and median wall time of `runs` reads
(default 5), the throughput and the best CPU (process) time, which a
loaded machine disturbs less, to compare with

    go test ./ingest/ -run '^$' -bench BenchmarkReadEdgeList
"""
import os
import statistics
import sys
import time

import networkx as nx

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT = os.path.join(ROOT, "..", "shared", "data", "networks", "snap-ca-HepPh.txt")


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    size = os.path.getsize(path)
    times, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        # A MultiGraph keeps every row, as ReadEdgeList emits every row;
        # nx.Graph() (the default) dedups while reading.
        g = nx.read_edgelist(path, comments="#", create_using=nx.MultiGraph, nodetype=str)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    best, median = min(times), statistics.median(times)
    print(f"networkx {nx.__version__} read_edgelist(MultiGraph) {os.path.basename(path)}: "
          f"{g.number_of_nodes()} nodes, {g.number_of_edges()} rows")
    print(f"best {best * 1e3:.1f} ms, median {median * 1e3:.1f} ms over {runs} runs, "
          f"{size / best / 1e6:.1f} MB/s; CPU time best {min(cpu) * 1e3:.1f} ms")
    start = time.perf_counter()
    g = nx.read_edgelist(path, comments="#", nodetype=str)
    print(f"read_edgelist(Graph) once: {(time.perf_counter() - start) * 1e3:.1f} ms, "
          f"{g.number_of_nodes()} nodes, {g.number_of_edges()} edges")


if __name__ == "__main__":
    main()
