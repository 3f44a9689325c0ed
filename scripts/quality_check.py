"""quality_check.py ROOT... [-list] [-md]: how well the read-quality
estimate predicts the true score. Each ROOT is an output of
score_shared.sh or score_heldout.sh: per document, the analyze output
folder (its report.md lists the input with its read-quality estimate
under "## Inputs read") and the scorer's NAME.score.json. Prints, over
every scored document of all ROOTs, the correlation (Pearson and
Spearman) of the estimate with the true slot F1 and publication recall,
how many documents under 0.8 slot F1 the report flags as read poorly
("check"), and how many it flags that read well. -list prints each
document's estimate, flag and reason beside its scores; -md prints the
summary as a markdown table."""
import glob, json, os, sys

BAD = 0.8  # slot F1 under which a document counts as read badly


def report_rows(path):
    """The input rows of report.md's "Inputs read" table, each a dict of
    its columns ([] when the report has none, None without a report)."""
    try:
        lines = open(path, encoding="utf-8").read().split("\n")
    except OSError:
        return None
    try:
        i = lines.index("## Inputs read")
    except ValueError:
        return []
    header, rows = None, []
    for l in lines[i + 1:]:
        if l.startswith("## "):
            break
        if not l.startswith("|"):
            continue
        cells = [c.strip() for c in l.strip().strip("|").split("|")]
        if header is None:
            header = cells
        elif set(l) <= set("|-: "):
            continue
        else:
            rows.append(dict(zip(header, cells)))
    return rows


def estimate_of(row):
    """The estimate (0–1) a report row gives: the "estimate" column, or
    before there was one the share "read with confidence"."""
    for k in ("estimate", "read with confidence"):
        v = row.get(k, "")
        if v.endswith("%"):
            return float(v[:-1]) / 100
        if v:
            try:
                return float(v)
            except ValueError:
                pass
    return None


def flagged(row):
    return any("check" in v for v in row.values())


def reason(row):
    for v in row.values():
        if v.startswith("**check**"):
            return v[len("**check**"):].lstrip(": ")
    return ""


def pubs(row):
    try:
        return int(row.get("publications", "0"))
    except ValueError:
        return 0


def load(roots):
    docs = []
    for root in roots:
        for f in sorted(glob.glob(os.path.join(root, "*.score.json"))):
            name = os.path.basename(f)[: -len(".score.json")]
            try:
                s = json.load(open(f))
            except Exception:
                s = {}
            rows = report_rows(os.path.join(root, name, "report.md"))
            # A document of several inputs (a site's folder): the estimate
            # weighed by publications, flagged when any input is.
            ests = [(estimate_of(r), pubs(r)) for r in rows or []]
            ests = [(e, n) for e, n in ests if e is not None]
            weight = sum(n for _, n in ests)
            est = sum(e * n for e, n in ests) / weight if weight else (ests[0][0] if ests else None)
            docs.append({
                "set": os.path.basename(os.path.normpath(root)), "name": name,
                "f1": s.get("slot_f1", 0.0) or 0.0, "recall": s.get("pub_recall", 0.0) or 0.0,
                # No row: nothing read at all, the worst estimate, and a
                # report that names no file to check.
                "est": 0.0 if est is None else est, "flag": any(flagged(r) for r in rows or []),
                "reason": "; ".join(reason(r) for r in rows or [] if reason(r)) if rows is not None else "no report",
            })
    return docs


def pearson(x, y):
    n = len(x)
    if n < 2:
        return float("nan")
    mx, my = sum(x) / n, sum(y) / n
    sxy = sum((a - mx) * (b - my) for a, b in zip(x, y))
    sx = sum((a - mx) ** 2 for a in x) ** 0.5
    sy = sum((b - my) ** 2 for b in y) ** 0.5
    return sxy / (sx * sy) if sx and sy else float("nan")


def ranks(x):
    order = sorted(range(len(x)), key=lambda i: x[i])
    r = [0.0] * len(x)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and x[order[j + 1]] == x[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return r


def spearman(x, y):
    return pearson(ranks(x), ranks(y))


def summary(docs):
    est = [d["est"] for d in docs]
    bad = [d for d in docs if d["f1"] < BAD]
    good = [d for d in docs if d["f1"] >= BAD]
    return {
        "files": len(docs),
        "pearson_f1": pearson(est, [d["f1"] for d in docs]),
        "spearman_f1": spearman(est, [d["f1"] for d in docs]),
        "pearson_recall": pearson(est, [d["recall"] for d in docs]),
        "spearman_recall": spearman(est, [d["recall"] for d in docs]),
        "bad": len(bad), "bad_flagged": sum(d["flag"] for d in bad),
        "good": len(good), "good_flagged": sum(d["flag"] for d in good),
    }


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    if not args:
        sys.exit(__doc__)
    docs = load(args)
    if "-list" in sys.argv:
        for d in sorted(docs, key=lambda d: d["f1"]):
            print("%-8s %-46s slotF1 %.2f recall %.2f  estimate %.2f %-5s %s" % (
                d["set"][:8], d["name"][:46], d["f1"], d["recall"], d["est"],
                "CHECK" if d["flag"] else "", d["reason"]))
        print()
    groups = [("all", docs)] + [(r, [d for d in docs if d["set"] == os.path.basename(os.path.normpath(r))]) for r in args] \
        if len(args) > 1 else [("all", docs)]
    if "-md" in sys.argv:
        print("| documents | files | Pearson r (slot F1) | Spearman ρ (slot F1) | Pearson r (recall) | under %.1f slot F1 | of them flagged | flagged at ≥ %.1f |" % (BAD, BAD))
        print("|---|---|---|---|---|---|---|---|")
    for label, ds in groups:
        if not ds:
            continue
        s = summary(ds)
        if "-md" in sys.argv:
            print("| %s | %d | %.2f | %.2f | %.2f | %d | %d | %d |" % (
                os.path.basename(os.path.normpath(label)), s["files"], s["pearson_f1"], s["spearman_f1"],
                s["pearson_recall"], s["bad"], s["bad_flagged"], s["good_flagged"]))
        else:
            print("%-12s files %3d  r(F1) %.2f  rho(F1) %.2f  r(recall) %.2f  rho(recall) %.2f  under %.1f F1: %d, flagged %d  flagged at >= %.1f: %d of %d" % (
                os.path.basename(os.path.normpath(label))[:12], s["files"], s["pearson_f1"], s["spearman_f1"],
                s["pearson_recall"], s["spearman_recall"], BAD, s["bad"], s["bad_flagged"], BAD, s["good_flagged"], s["good"]))


if __name__ == "__main__":
    main()
