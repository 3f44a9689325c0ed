#!/bin/sh
# score.sh — owner linking and strangers joined, per development document.
#
# Usage: tools/people/score.sh [BINARY]   (run from the repository root)
#
# For every input X with a gold file beside it in ../shared/data/cv-dev
# (X.gold.json) and ../shared/data/pdf (X.pdf.json), it runs
# "BINARY analyze --out DIR X" and prints the owner linking score_cv.py
# reports (of the entries whose gold byline holds the owner, the share
# linked to the person people.csv marks as owner), then the mean per set.
# Then it analyses both sets together and runs committee_check.py, which
# counts people spanning two documents without a shared co-author.
# The five seeds (testdata/seeds, gold in testdata/cv) come first.
# It reads ../shared and skips with a message when it is absent.
set -u
bin=${1:-/tmp/pg-people}
shared=${SHARED:-../shared}
if [ ! -d "$shared/data/cv-dev" ]; then
	echo "score.sh: $shared/data/cv-dev absent; skipped" >&2
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
score() { # set gold-suffix
	set_dir=$1 suffix=$2
	for gold in "$set_dir"/*"$suffix"; do
		in=${gold%"$suffix"}
		[ -e "$in" ] || continue
		out=$tmp/$(basename "$in").out
		"$bin" analyze --out "$out" "$in" >/dev/null 2>&1
		python3 "$shared/tools/score_cv.py" "$gold" "$out" --json 2>/dev/null |
			python3 -c '
import json, sys
name = sys.argv[1]
try:
    d = json.load(sys.stdin)
except Exception:
    print("%-60s error" % name); sys.exit()
v, n = d.get("owner_link"), d.get("owner_eligible", 0)
print("%-60s %s %s" % (name, "-" if v is None or not n else "%.3f" % v, n))
' "$(basename "$in")"
	done
}
mean() {
	awk '$2 ~ /^[0-9.]+$/ { s += $2; n++; if ($2 < 0.9) low++ } END { if (n) printf "mean %.3f over %d documents, %d under 0.9\n", s/n, n, low }'
}
echo "## seeds (testdata/seeds, gold in testdata/cv)"
for in in testdata/seeds/*; do
	gold=testdata/cv/$(basename "$in").gold.json
	[ -e "$gold" ] || continue
	out=$tmp/seed-$(basename "$in")
	"$bin" analyze --out "$out" "$in" >/dev/null 2>&1
	python3 "$shared/tools/score_cv.py" "$gold" "$out" --json 2>/dev/null | python3 -c '
import json, sys
d = json.load(sys.stdin)
v, n = d.get("owner_link"), d.get("owner_eligible", 0)
print("%-60s %s %s" % (sys.argv[1], "-" if v is None or not n else "%.3f" % v, n))
' "$(basename "$in")"
done | tee "$tmp/seeds.txt"
mean <"$tmp/seeds.txt"
echo "## cv-dev"
score "$shared/data/cv-dev" .gold.json | tee "$tmp/cv.txt"
mean <"$tmp/cv.txt"
echo "## pdf"
score "$shared/data/pdf" .json | tee "$tmp/pdf.txt"
mean <"$tmp/pdf.txt"
echo "## committee"
ins=""
for gold in "$shared"/data/cv-dev/*.gold.json "$shared"/data/pdf/*.json; do
	case $gold in *.gold.json) in=${gold%.gold.json} ;; *) in=${gold%.json} ;; esac
	[ -e "$in" ] && ins="$ins $in"
done
# shellcheck disable=SC2086
"$bin" analyze --out "$tmp/all" $ins >/dev/null 2>&1
# The roots are the two sets, folders of many CVs: each file directly in
# them is one CV, and so is each folder (a site's files are one owner's,
# not strangers').
python3 "$shared/tools/committee_check.py" "$tmp/all" "$shared/data/cv-dev" "$shared/data/pdf" | tail -${COMMITTEE_LINES:-3}
