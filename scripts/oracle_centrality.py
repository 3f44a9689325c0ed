#!/usr/bin/env python3
"""Write the reference values that analysis/*_test.go compare against.

Run once from the repository root with networkx 3.6.1:

    python3 scripts/oracle_centrality.py

For every test graph it writes analysis/testdata/centrality/<name>.edges (first line
"# nodes N", then one "u v w" line per edge, nodes 0..N-1) and
analysis/testdata/centrality/<name>.csv (or .csv.gz when large): one row per node
with the networkx value of each measure, floats with 17 significant digits.

Conventions that the Go code follows and that this script makes explicit:
  * eigenvector centrality is computed on each connected component
    separately (nx.eigenvector_centrality of the component subgraph) and
    is 0 for an isolated node, where networkx would say 1.0;
  * pagerank uses _pagerank_python (nx.pagerank needs scipy), weighted;
  * betweenness is normalized (divided by (n-1)(n-2), networkx's factor
    for the double-counted undirected sum); "betweenness_w" treats the edge
    weight as a length;
  * components are numbered by decreasing size, ties by smallest node id.
"""
import gzip
import os
import sys

import networkx as nx
from networkx.algorithms.link_analysis.pagerank_alg import _pagerank_python

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "analysis", "testdata", "centrality")
DATA = "/work/shared/data/networks"


def fmt(x):
    if isinstance(x, int):
        return str(x)
    return "%.17g" % x


def eigen_per_component(G, weight):
    out = {}
    for comp in nx.connected_components(G):
        if len(comp) == 1:
            (v,) = comp
            out[v] = 0.0
            continue
        H = G.subgraph(comp)
        x = nx.eigenvector_centrality(H, max_iter=1000000, tol=1e-15, weight=weight)
        out.update(x)
    return out


def components(G):
    comps = sorted(nx.connected_components(G), key=lambda c: (-len(c), min(c)))
    label = {}
    for i, c in enumerate(comps):
        for v in c:
            label[v] = i
    return label


def write(name, G, weighted_betweenness=True):
    n = G.number_of_nodes()
    assert sorted(G.nodes()) == list(range(n)), name
    assert nx.number_of_selfloops(G) == 0, name
    with open(os.path.join(OUT, name + ".edges"), "w") as f:
        f.write("# nodes %d\n" % n)
        for u, v, w in sorted((min(u, v), max(u, v), d["weight"]) for u, v, d in G.edges(data=True)):
            f.write("%d %d %s\n" % (u, v, repr(float(w)) if w != int(w) else str(int(w))))
    cols = {}
    cols["degree"] = dict(G.degree())
    cols["strength"] = {v: float(s) for v, s in G.degree(weight="weight")}
    cols["betweenness"] = nx.betweenness_centrality(G, normalized=True)
    if weighted_betweenness:
        cols["betweenness_w"] = nx.betweenness_centrality(G, normalized=True, weight="weight")
    cols["closeness"] = nx.closeness_centrality(G, wf_improved=True)
    cols["harmonic"] = nx.harmonic_centrality(G)
    cols["eigenvector"] = eigen_per_component(G, None)
    cols["eigenvector_w"] = eigen_per_component(G, "weight")
    cols["pagerank_w"] = _pagerank_python(G, alpha=0.85, tol=1e-12, max_iter=100000, weight="weight")
    cols["pagerank"] = _pagerank_python(G, alpha=0.85, tol=1e-12, max_iter=100000, weight=None)
    cols["core"] = nx.core_number(G)
    cols["clustering"] = nx.clustering(G)
    cols["component"] = components(G)
    lines = ["node," + ",".join(cols)]
    for v in range(n):
        lines.append(",".join([str(v)] + [fmt(cols[c][v]) for c in cols]))
    data = ("\n".join(lines) + "\n").encode()
    path = os.path.join(OUT, name + ".csv")
    if len(data) > 300_000:
        with gzip.GzipFile(path + ".gz", "wb", mtime=0) as f:
            f.write(data)
    else:
        with open(path, "wb") as f:
            f.write(data)
    print(name, n, G.number_of_edges(), file=sys.stderr)


def graph(n, edges):
    G = nx.Graph()
    G.add_nodes_from(range(n))
    for e in edges:
        u, v = e[0], e[1]
        w = e[2] if len(e) > 2 else 1
        G.add_edge(u, v, weight=w)
    return G


def main():
    os.makedirs(OUT, exist_ok=True)
    # Hand-made graphs whose values can be checked by hand.
    write("path5", graph(5, [(0, 1), (1, 2), (2, 3), (3, 4)]))
    write("star6", graph(6, [(0, i) for i in range(1, 6)]))
    # Two triangles joined by the bridge 2-3.
    write("bridge", graph(6, [(0, 1), (0, 2), (1, 2), (2, 3), (3, 4), (3, 5), (4, 5)]))
    # Isolated node 0, triangle 1-2-3, edge 4-5, path 6-7-8: the triangle
    # and the path tie on size, the triangle has the smaller id.
    write("disconnected", graph(9, [(1, 2), (2, 3), (1, 3), (4, 5), (6, 7), (7, 8)]))
    # Weights as lengths: 0-1-2-3 (1+1+1) ties with 0-4-3 (1.5+1.5), and the
    # direct edge 0-3 of length 4 is longer; 2-5 is heavy.
    write("weighted", graph(6, [(0, 1, 1), (1, 2, 1), (2, 3, 1), (0, 4, 1.5), (4, 3, 1.5),
                                (0, 3, 4), (2, 5, 2.5), (1, 5, 0.5)]))
    # Zachary's karate club (J. Anthropol. Res. 33:452, 1977), as shipped
    # with networkx, weights = number of shared contexts.
    K = nx.karate_club_graph()
    write("karate", graph(K.number_of_nodes(), [(u, v, d["weight"]) for u, v, d in K.edges(data=True)]))
    # Newman's netscience (Phys. Rev. E 74:036104, 2006), weights 'value'.
    N = nx.read_gml(os.path.join(DATA, "netscience.gml"), label="id")
    ids = sorted(N.nodes())
    idx = {v: i for i, v in enumerate(ids)}
    write("netscience", graph(len(ids), [(idx[u], idx[v], d["value"]) for u, v, d in N.edges(data=True) if u != v]))
    # SNAP ca-GrQc (Leskovec, Kleinberg and Faloutsos, TKDD 2007); node ids
    # renumbered in increasing order, self-loops dropped, nodes kept.
    nodes, edges = set(), set()
    with open(os.path.join(DATA, "snap-ca-GrQc.txt")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            a, b = map(int, line.split())
            nodes.update((a, b))
            if a != b:
                edges.add((min(a, b), max(a, b)))
    ids = sorted(nodes)
    idx = {v: i for i, v in enumerate(ids)}
    write("grqc", graph(len(ids), [(idx[a], idx[b]) for a, b in sorted(edges)]), weighted_betweenness=False)


if __name__ == "__main__":
    main()
