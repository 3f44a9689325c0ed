// pubgraph report.html: the interactive network, tables and findings.
// The data is the JSON in #pubgraph-data, written by report.WriteHTML.
(function () {
  "use strict";
  const D = JSON.parse(document.getElementById("pubgraph-data").textContent);
  const $ = (id) => document.getElementById(id);
  const SigmaClass = window.Sigma.Sigma || window.Sigma;
  const Graph = window.graphology.UndirectedGraph || window.graphology;

  const nodes = new Map(D.nodes.map((n) => [String(n.id), n]));
  const fold = (s) => String(s).normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[.\-‐]/g, " ").replace(/\s+/g, " ").trim();
  const fmt = (v) => (v === undefined || v === null ? "–" : Number.isInteger(v) ? String(v) : Number(v).toPrecision(4));
  const el = (tag, props, ...kids) => {
    const e = document.createElement(tag);
    Object.assign(e, props || {});
    for (const k of kids) e.append(k);
    return e;
  };

  // Colours: by community (palette, then grey "other") or by first year.
  const communityColour = (c) => (c < D.palette.length ? D.palette[c] : D.other);
  const ramp = ["#440154", "#3B528B", "#21908C", "#5DC863", "#FDE725"]; // viridis
  const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const yearColour = (y) => {
    if (!y || !D.years[0]) return D.other;
    const t = D.years[1] > D.years[0] ? (y - D.years[0]) / (D.years[1] - D.years[0]) : 1;
    const pos = t * (ramp.length - 1);
    const i = Math.min(Math.floor(pos), ramp.length - 2);
    const a = hex(ramp[i]), b = hex(ramp[i + 1]), f = pos - i;
    return "#" + a.map((x, k) => Math.round(x + (b[k] - x) * f).toString(16).padStart(2, "0")).join("");
  };

  const state = { colour: "community", year: D.years[1] || 0, weight: 1, selected: null, neighbours: new Set() };

  const graph = new Graph();
  for (const n of D.nodes) {
    graph.addNode(String(n.id), { x: n.x, y: n.y, size: 2.5 + 9 * Math.sqrt(n.size), label: n.label, color: communityColour(n.community) });
  }
  D.edges.forEach(([u, v, w, first], i) => {
    graph.addEdgeWithKey("e" + i, String(u), String(v), { size: Math.min(0.6 + Math.log(w), 4), color: "#cfcfcf", weight: w, first: first });
  });

  const renderer = new SigmaClass(graph, $("graph"), {
    zIndex: true,
    labelRenderedSizeThreshold: 7,
    // One name per 140-pixel cell at most, the biggest node's first, so
    // that names on the map do not overlap; zooming in shows more.
    labelDensity: 0.6,
    labelGridCellSize: 140,
    defaultEdgeColor: "#cfcfcf",
    nodeReducer: (key, data) => {
      const n = nodes.get(key);
      const res = Object.assign({}, data);
      res.color = state.colour === "year" ? yearColour(n.first_year) : communityColour(n.community);
      if (state.year && n.first_year && n.first_year > state.year) res.hidden = true;
      if (state.selected) {
        if (key === state.selected) {
          res.highlighted = true;
          res.zIndex = 2;
        } else if (state.neighbours.has(key)) {
          res.zIndex = 1;
        } else {
          res.color = "#e4e4e4";
          res.label = "";
          res.zIndex = 0;
        }
      }
      return res;
    },
    edgeReducer: (key, data) => {
      const res = Object.assign({}, data);
      if (data.weight < state.weight || (state.year && data.first && data.first > state.year)) res.hidden = true;
      if (state.selected) {
        const [s, t] = graph.extremities(key);
        if (s === state.selected || t === state.selected) res.color = "#777";
        else res.color = "#f0f0f0";
      }
      return res;
    },
  });

  // Hover: a tooltip with the person's measures.
  const tip = $("tooltip");
  renderer.on("enterNode", ({ node }) => {
    const n = nodes.get(node);
    const p = renderer.graphToViewport(graph.getNodeAttributes(node));
    tip.replaceChildren(el("b", { textContent: n.label }), el("br"),
      el("span", { textContent: `community ${n.community}: ${D.communities[n.community] ? D.communities[n.community].label : ""}` }), el("br"));
    const rows = [["co-authors", n.degree], ["years", n.first_year ? `${n.first_year}–${n.last_year}` : "–"]];
    if (D.papers) rows.unshift(["papers", n.papers]);
    for (const m of D.metrics) rows.push([m, n[m]]);
    for (const [k, v] of rows) tip.append(el("span", { textContent: `${k}: ${typeof v === "string" ? v : fmt(v)}` }), el("br"));
    tip.style.left = Math.round(p.x + 12) + "px";
    tip.style.top = Math.round(p.y + 12) + "px";
    tip.style.display = "block";
  });
  renderer.on("leaveNode", () => { tip.style.display = "none"; });
  renderer.on("clickNode", ({ node }) => select(node, false));
  renderer.on("clickStage", () => select(null, false));

  // Click or search: the person's papers and co-authors.
  function select(key, move) {
    state.selected = key;
    state.neighbours = new Set(key ? graph.neighbors(key) : []);
    renderer.refresh();
    const info = $("info");
    if (!key) {
      info.replaceChildren(el("p", { className: "muted", textContent: "Hover over a person for their measures; click for their papers and co-authors." }));
      return;
    }
    const n = nodes.get(key);
    const kids = [el("h3", { textContent: n.label })];
    if (n.aliases) kids.push(el("p", { className: "muted", textContent: "also written " + n.aliases }));
    kids.push(el("p", { textContent: (D.papers ? `${n.papers} papers · ` : "") + `${n.degree} co-authors · community ${n.community}` + (n.owner ? " · CV owner" : "") }));
    const papers = el("ul");
    for (const i of n.pubs) {
      const [title, year, venue] = D.pubs[i];
      papers.append(el("li", { textContent: title + (venue ? ` — ${venue}` : "") + (year ? ` (${year})` : "") }));
    }
    if (n.papers > n.pubs.length) papers.append(el("li", { className: "muted", textContent: `… ${n.papers - n.pubs.length} more` }));
    const co = el("ul");
    for (const [name, count, id] of n.coauthors) {
      const li = el("li");
      if (id >= 0 && nodes.has(String(id))) {
        const a = el("a", { className: "person", textContent: name });
        a.addEventListener("click", () => select(String(id), true));
        li.append(a);
      } else li.append(name);
      li.append(` (${fmt(count)})`);
      co.append(li);
    }
    if (D.papers) kids.push(el("b", { textContent: "Papers" }), papers);
    kids.push(el("b", { textContent: D.papers ? "Co-authors (shared papers)" : "Co-authors (link weight)" }), co);
    info.replaceChildren(...kids);
    if (move) {
      const d = renderer.getNodeDisplayData(key);
      if (d) renderer.getCamera().animate({ x: d.x, y: d.y, ratio: 0.6 }, { duration: 400 });
    }
  }

  // Search by name, alias or id; case and accents do not matter.
  const index = D.nodes.map((n) => ({ key: String(n.id), words: [n.label, n.aliases || "", String(n.id), n.source_id || ""].map(fold) }));
  // Matches rank: the whole name or alias (0), a whole word of it (1:
  // "yoo" finds "Jinsun Yoo" before "Yoon Park"), the start of a word (2),
  // anywhere (3); in one rank, in the people's order.
  function rank(w, f) {
    if (w === f || w.split(/\s*;\s*/).includes(f)) return 0;
    const words = w.split(/[\s;,.]+/);
    if (words.includes(f)) return 1;
    if (words.some((x) => x.startsWith(f))) return 2;
    return w.includes(f) ? 3 : 4;
  }
  function search(q) {
    const f = fold(q);
    if (!f) return [];
    const found = [];
    for (const e of index) {
      const r = Math.min(...e.words.map((w) => rank(w, f)));
      if (r < 4) found.push([r, e.key]);
    }
    found.sort((a, b) => a[0] - b[0]);
    return found.map((m) => m[1]);
  }
  function showMatches(keys) {
    const box = $("matches");
    box.replaceChildren();
    if (!$("search").value.trim()) return;
    if (!keys.length) { box.append(el("span", { className: "muted", textContent: "nobody of that name in this view" })); return; }
    for (const k of keys.slice(0, 10)) {
      const a = el("a", { className: "person", textContent: nodes.get(k).label });
      a.addEventListener("click", () => select(k, true));
      box.append(a, el("br"));
    }
    if (keys.length > 10) box.append(el("span", { className: "muted", textContent: `and ${keys.length - 10} more` }));
  }
  $("search").addEventListener("input", (e) => showMatches(search(e.target.value)));
  $("search").addEventListener("keydown", (e) => {
    if (e.key !== "Enter") return;
    const keys = search(e.target.value);
    showMatches(keys);
    if (keys.length) select(keys[0], true);
  });

  // Filters and colouring.
  const yearInput = $("year");
  if (D.years[0]) {
    yearInput.min = D.years[0];
    yearInput.max = D.years[1];
    yearInput.value = D.years[1];
    $("year-value").textContent = D.years[1];
  } else {
    $("year-label").style.display = "none";
  }
  yearInput.addEventListener("input", () => { state.year = +yearInput.value; $("year-value").textContent = state.year; renderer.refresh(); });
  if (!D.papers) $("weight-label").textContent = "Minimum link weight";
  const weightInput = $("weight");
  weightInput.max = Math.max(1, Math.ceil(D.maxWeight));
  $("weight-value").textContent = "1";
  weightInput.addEventListener("input", () => { state.weight = +weightInput.value; $("weight-value").textContent = state.weight; renderer.refresh(); });
  $("colour").addEventListener("change", (e) => { state.colour = e.target.value; legend(); renderer.refresh(); });
  if (!D.years[0]) $("colour").querySelector('option[value="year"]').disabled = true;

  function legend() {
    const box = $("legend");
    box.replaceChildren();
    if (state.colour === "year") {
      const bar = el("div");
      bar.append(el("span", { textContent: D.years[0] }),
        el("span", { className: "sw", style: `width:120px;border-radius:2px;background:linear-gradient(90deg,${ramp.join(",")})` }),
        el("span", { textContent: D.years[1] }));
      box.append(el("b", { textContent: "First year of publication" }), bar);
      return;
    }
    box.append(el("b", { textContent: "Communities (largest first)" }));
    const present = new Set(D.nodes.map((n) => n.community));
    for (const c of D.communities.slice(0, D.palette.length).filter((c) => present.has(c.id))) {
      box.append(el("div", {}, el("span", { className: "sw", style: "background:" + communityColour(c.id) }), `${c.label} (${c.size})`));
    }
    const count = D.communityCount || D.communities.length;
    if (count > D.palette.length) {
      box.append(el("div", {}, el("span", { className: "sw", style: "background:" + D.other }), `other (${count - D.palette.length} smaller communities)`));
    }
  }
  legend();

  // Sortable tables.
  function table(t, columns, rows, initial) {
    let by = initial === undefined || initial < 0 ? null : initial, desc = true;
    const head = el("tr");
    const body = el("tbody");
    columns.forEach((c, i) => {
      const th = el("th", { textContent: c.title });
      th.addEventListener("click", () => { desc = by === i ? !desc : !!c.num; by = i; draw(); });
      head.append(th);
    });
    t.replaceChildren(el("thead", {}, head), body);
    function draw() {
      const sorted = rows.slice();
      if (by !== null) {
        const k = columns[by].key;
        sorted.sort((a, b) => {
          const x = a[k], y = b[k];
          const r = typeof x === "number" || typeof y === "number" ? (x ?? -Infinity) - (y ?? -Infinity) : String(x ?? "").localeCompare(String(y ?? ""));
          return desc ? -r : r;
        });
      }
      [...head.children].forEach((th, i) => { th.className = i === by ? (desc ? "sorted-desc" : "sorted-asc") : ""; });
      body.replaceChildren(...sorted.map((r) => {
        const tr = el("tr");
        for (const c of columns) {
          const td = el("td", { className: c.num ? "num" : "" });
          if (c.person) {
            const a = el("a", { className: "person", textContent: r[c.key] });
            a.addEventListener("click", () => { showTab("net"); select(String(r.id), true); });
            td.append(a);
          } else td.textContent = c.num ? fmt(r[c.key]) : r[c.key] ?? "";
          tr.append(td);
        }
        return tr;
      }));
    }
    draw();
  }
  const personCols = [{ key: "label", title: "name", person: true }].concat(D.papers ? [{ key: "papers", title: "papers", num: true }] : [])
    .concat([{ key: "degree", title: "co-authors", num: true }])
    .concat(D.metrics.map((m) => ({ key: m, title: m, num: true })))
    .concat([{ key: "community", title: "community", num: true }, { key: "first_year", title: "first year", num: true }, { key: "last_year", title: "last year", num: true }]);
  table($("people-table"), personCols, D.nodes, personCols.findIndex((c) => c.key === "pagerank")); // most central first
  $("people-note").textContent = D.nodes.length < D.total
    ? `The ${D.nodes.length} people in the network view, of ${D.total}; people.csv has everyone. Click a column to sort.`
    : "Everyone in the network. Click a column to sort.";
  table($("communities-table"), [{ key: "id", title: "community", num: true }, { key: "size", title: "people", num: true },
    { key: "label", title: "label" }, { key: "members", title: "most central members" }],
  D.communities.map((c) => Object.assign({}, c, { members: c.members.join(", ") })));

  // Tabs.
  function showTab(name) {
    for (const b of document.querySelectorAll("#tabs button")) b.classList.toggle("on", b.dataset.tab === name);
    for (const s of document.querySelectorAll(".tab")) s.classList.toggle("on", s.id === "tab-" + name);
    if (name === "net") renderer.refresh();
  }
  for (const b of document.querySelectorAll("#tabs button")) b.addEventListener("click", () => showTab(b.dataset.tab));
  // report.html#people (or #communities, #findings, #about) opens that tab.
  const tabFromHash = () => {
    const name = location.hash.slice(1);
    if (document.getElementById("tab-" + name)) showTab(name);
  };
  window.addEventListener("hashchange", tabFromHash);
  tabFromHash();

  // For tests and the curious: what the view shows now.
  const shown = () => ({
    nodes: graph.nodes().filter((k) => !renderer.getNodeDisplayData(k).hidden).length,
    edges: graph.edges().filter((k) => !renderer.getEdgeDisplayData(k).hidden).length,
  });
  window.pubgraph = { select: (key) => select(String(key), true), search: search, renderer: renderer, shown: shown };
  window.pubgraphReady = true;
})();
