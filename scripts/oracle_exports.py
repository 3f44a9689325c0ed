#!/usr/bin/env python3
"""Read pubgraph's graph exports back with networkx and igraph.

Writes report/testdata/export/oracle.json: for each reader, every node with
its attributes, every edge (in file order) with its attributes, and the
Python type each attribute was read as. report/export_test.go compares it
with what pubgraph meant to write. Run after `go test ./report -update`:

    /usr/bin/python3 scripts/oracle_exports.py

Each run fills in the readers its Python has and keeps the others, so
with networkx from pip and igraph from apt run it with both:

    python3 scripts/oracle_exports.py && /usr/bin/python3 scripts/oracle_exports.py
"""
import json
import os
import sys

try:
    import networkx as nx
except ImportError:
    nx = None

DIR = os.path.join(os.path.dirname(__file__), "..", "report", "testdata", "export")


def collect(nodes, edges):
    types = {}
    out_nodes = {}
    for n, attrs in nodes:
        a = {}
        for k, v in attrs.items():
            if k in ("id",):
                continue
            a[k] = v
            types.setdefault(k, set()).add(type(v).__name__)
        out_nodes[str(n)] = a
    out_edges = []
    for u, v, attrs in edges:
        a = dict(attrs)
        a.pop("id", None)
        for k, val in a.items():
            types.setdefault(k, set()).add(type(val).__name__)
        out_edges.append({"U": str(u), "V": str(v), "Attrs": a})
    return {"nodes": out_nodes, "edges": out_edges, "types": {k: sorted(v) for k, v in types.items()}}


def main():
    path = os.path.join(DIR, "oracle.json")
    out = {}
    if os.path.exists(path):
        with open(path) as f:
            out = json.load(f)
    if nx is not None:
        read_networkx(out)
    try:
        import igraph
    except ImportError:
        igraph = None
    if igraph is not None:
        read_igraph(out, igraph)
    if nx is None and igraph is None:
        sys.exit("neither networkx nor igraph is installed")
    with open(path, "w") as f:
        json.dump(out, f, indent=1, sort_keys=True, ensure_ascii=False)
        f.write("\n")


def node_link(data):
    """node_link_graph for graph.json on networkx 2.8 and 3.x alike: the
    keyword that names the edges' key changed between them."""
    try:
        return nx.node_link_graph(data, edges="edges")
    except TypeError:
        return nx.node_link_graph(data, attrs={"link": "edges"})


def read_networkx(out):
    g = nx.read_graphml(os.path.join(DIR, "graph.graphml"))
    out["networkx graphml"] = collect(g.nodes(data=True), g.edges(data=True))

    with open(os.path.join(DIR, "graph.json")) as f:
        g = node_link(json.load(f))
    out["networkx json"] = collect(g.nodes(data=True), g.edges(data=True))

    g = nx.read_gexf(os.path.join(DIR, "graph.gexf"), relabel=False)
    # networkx keeps the GEXF label and the dynamic bounds as attributes;
    # the label is checked by the Pajek reader, the bounds are the years.
    nodes = []
    for n, a in g.nodes(data=True):
        a = {k: v for k, v in a.items() if k not in ("label", "start", "end")}
        nodes.append((n, a))
    edges = []
    for u, v, a in g.edges(data=True):
        a = {k: v for k, v in a.items() if k not in ("start", "end")}
        edges.append((u, v, a))
    out["networkx gexf"] = collect(nodes, edges)

    g = nx.read_pajek(os.path.join(DIR, "graph.net"))
    # read_pajek names nodes by label and keeps the 1-based number as "id".
    number = {n: int(a["id"]) - 1 for n, a in g.nodes(data=True)}
    nodes = [(number[n], {"label": n}) for n in g.nodes]
    edges = [(number[u], number[v], {"weight": a["weight"]}) for u, v, a in g.edges(data=True)]
    out["networkx pajek"] = collect(nodes, sorted(edges, key=lambda e: (min(e[0], e[1]), max(e[0], e[1]))))



def read_igraph(out, igraph):
    ig = igraph.Graph.Read_GraphML(os.path.join(DIR, "graph.graphml"))
    nodes = []
    for v in ig.vs:
        # igraph fills attributes a node lacks with "" (strings) or NaN.
        a = {k: val for k, val in v.attributes().items() if k != "id" and val != "" and val == val}
        nodes.append((v.index, a))
    edges = []
    for e in ig.es:
        a = {k: val for k, val in e.attributes().items() if val == val}
        edges.append((e.source, e.target, a))
    out["igraph graphml"] = collect(nodes, edges)


if __name__ == "__main__":
    main()
