"""score_compare.py BEFORE AFTER: per-file changes between two runs of
score_shared.sh (official scorer: ../shared/tools/score_cv.py). Prints the
files whose recall, precision, slot F1 or owner linking moved by more than
0.005, then the means before and after. Exits 1 when any file lost more
than 0.02 on any of them, so that a change that helps one file and costs
another is seen before it lands."""
import glob, json, os, sys

KEYS = ("pub_recall", "pub_precision", "slot_f1", "owner_link", "advisor_r", "advisor_p")


def load(root):
    out = {}
    for f in glob.glob(os.path.join(root, "*.score.json")):
        try:
            s = json.load(open(f))
        except Exception:
            s = {}
        out[os.path.basename(f)[: -len(".score.json")]] = s
    return out


def val(s, k):
    if k == "owner_link" and not s.get("owner_eligible"):
        return None
    return s.get(k, 0.0) or 0.0


def main():
    before, after = load(sys.argv[1]), load(sys.argv[2])
    worse = False
    print("%-48s %s" % ("file", "  ".join("%-13s" % k for k in KEYS)))
    for name in sorted(set(before) | set(after)):
        b, a = before.get(name, {}), after.get(name, {})
        cells, moved = [], False
        for k in KEYS:
            x, y = val(b, k), val(a, k)
            if x is None or y is None:
                cells.append("%-13s" % "—")
                continue
            d = y - x
            if abs(d) > 0.005:
                moved = True
            if d < -0.02:
                worse = True
            cells.append("%-13s" % ("%.2f→%.2f" % (x, y) if abs(d) > 0.005 else "%.2f" % y))
        if moved:
            print("%-48s %s%s" % (name[:48], "  ".join(cells), "   WORSE" if any(
                (val(b, k) is not None and val(a, k) is not None and val(a, k) - val(b, k) < -0.02) for k in KEYS) else ""))
    for label, pick in (("cv-dev", lambda n: not n.endswith(".pdf")), ("pdf", lambda n: n.endswith(".pdf"))):
        for tag, run in (("before", before), ("after", after)):
            ss = [s for n, s in run.items() if pick(n)]
            if not ss:
                continue
            el = [s for s in ss if s.get("owner_eligible")]
            print("%-7s %-6s files %2d  recall %.3f  precision %.3f  slot F1 %.3f  owner link %.3f  under 0.5 recall %d" % (
                label, tag, len(ss), sum(val(s, "pub_recall") for s in ss) / len(ss),
                sum(val(s, "pub_precision") for s in ss) / len(ss), sum(val(s, "slot_f1") for s in ss) / len(ss),
                sum(val(s, "owner_link") for s in el) / max(1, len(el)),
                sum(1 for s in ss if val(s, "pub_recall") < 0.5)))
    if worse:
        print("score_compare: some file lost more than 0.02 (marked WORSE)")
        sys.exit(1)


main()
