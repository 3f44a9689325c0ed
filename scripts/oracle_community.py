#!/usr/bin/env python3
"""Oracle values for analysis/community_test.go, computed with networkx.

Writes analysis/testdata/community/oracle.json (small graphs, fixed
partitions and their networkx modularity at several resolutions, and
networkx Louvain modularity as a quality reference) and netscience.edges
(Newman's netscience co-authorship network, edge weight = GML 'value').

Run from the repository root:  python3 scripts/oracle_community.py
Requires networkx 3.6.1 (used: 3.6.1).
"""
import json
import os
import random

import networkx as nx

OUT = os.path.join("analysis", "testdata", "community")
NETSCIENCE = "/work/shared/data/networks/netscience.gml"
RESOLUTIONS = [0.5, 1.0, 2.0]


def relabel(g):
    """Renumbers nodes 0..n-1 in sorted order of their labels."""
    nodes = sorted(g.nodes(), key=str) if not all(isinstance(v, int) for v in g) else sorted(g)
    return nx.relabel_nodes(g, {v: i for i, v in enumerate(nodes)}), nodes


def membership(n, communities):
    m = [-1] * n
    for i, c in enumerate(communities):
        for v in c:
            m[v] = i
    assert -1 not in m
    return m


def entry(name, g, weight):
    n = g.number_of_nodes()
    edges = [[u, v, float(d.get(weight, 1)) if weight else 1.0] for u, v, d in g.edges(data=True) if u != v]
    edges.sort()
    parts = {}
    if name.startswith("karate"):
        parts["club"] = [[v for v in g if g.nodes[v]["club"] == club] for club in ("Mr. Hi", "Officer")]
    parts["greedy"] = [sorted(c) for c in nx.community.greedy_modularity_communities(g, weight=weight)]
    parts["label_propagation"] = [sorted(c) for c in nx.community.label_propagation_communities(g)]
    rnd = random.Random(7)
    labels = [rnd.randrange(4) for _ in range(n)]
    parts["random4"] = [[v for v in range(n) if labels[v] == c] for c in range(4) if c in labels]
    parts["singletons"] = [[v] for v in range(n)]
    parts["whole"] = [list(range(n))]
    out = {"name": name, "n": n, "edges": edges, "partitions": []}
    for pname in sorted(parts):
        comms = parts[pname]
        for r in RESOLUTIONS:
            out["partitions"].append({
                "name": pname,
                "resolution": r,
                "community": membership(n, comms),
                "modularity": nx.community.modularity(g, comms, weight=weight, resolution=r),
            })
    out["louvain"] = louvain_refs(g, weight)
    return out


def louvain_refs(g, weight):
    refs = []
    for seed in range(1, 6):
        comms = nx.community.louvain_communities(g, weight=weight, seed=seed)
        refs.append({"seed": seed, "communities": len(comms),
                     "modularity": nx.community.modularity(g, comms, weight=weight)})
    return refs


def main():
    os.makedirs(OUT, exist_ok=True)
    graphs = []
    karate = nx.karate_club_graph()
    graphs.append(entry("karate", karate, "weight"))
    graphs.append(entry("karate-unweighted", karate, None))
    les, _ = relabel(nx.les_miserables_graph())
    graphs.append(entry("les-miserables", les, "weight"))
    flo, _ = relabel(nx.florentine_families_graph())
    graphs.append(entry("florentine", flo, None))
    rg = nx.gnp_random_graph(60, 0.08, seed=3)
    wr = random.Random(11)
    for u, v in rg.edges():
        rg[u][v]["weight"] = wr.choice([1, 1, 1, 2, 3, 0.5])
    graphs.append(entry("gnp60", rg, "weight"))

    ns = nx.read_gml(NETSCIENCE, label="id")
    ns = nx.Graph(ns)
    with open(os.path.join(OUT, "netscience.edges"), "w") as f:
        f.write("# Newman netscience co-authorship network (physics/0605087); u v value\n")
        f.write("# nodes %d\n" % ns.number_of_nodes())
        for u, v, d in sorted(ns.edges(data=True)):
            if u != v:
                f.write("%d %d %s\n" % (u, v, repr(float(d["value"]))))
    netscience = {"name": "netscience", "n": ns.number_of_nodes(), "louvain": louvain_refs(ns, "value")}

    with open(os.path.join(OUT, "oracle.json"), "w") as f:
        json.dump({"generator": "networkx " + nx.__version__, "graphs": graphs, "netscience": netscience}, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
