#!/usr/bin/env bash
# score_heldout.sh BIN OUTROOT [SET...]: analyse every input of the repo's
# synthetic held-out sets (testdata/heldout3 by default; name others:
# heldout heldout2 heldout4 heldout5 heldout6 heldout7) alone with BIN (a pubgraph binary) and score each
# output with ../shared/tools/score_cv.py, as score_shared.sh does for
# ../shared. Then: python3 scripts/score_table.py OUTROOT [-md], or
# python3 scripts/score_compare.py BEFORE AFTER.
set -u
bin=$1; root=$2; shift 2
sets=${*:-heldout3}
R=$(cd "$(dirname "$0")/.." && pwd)
S=$(cd "$R/.." && pwd)/shared
[ -f "$S/tools/score_cv.py" ] || { echo "score_heldout: $S/tools/score_cv.py not found; skipping"; exit 0; }
mkdir -p "$root"
for set in $sets; do
  for g in "$R"/testdata/$set/*.gold.json; do
    in=${g%.gold.json}
    [ -e "$in" ] || continue
    name=$(basename "$in")
    out="$root/$name"
    rm -rf "$out"
    timeout 300 "$bin" analyze --no-svg --out "$out" "$in" > "$root/$name.log" 2>&1
    python3 "$S/tools/score_cv.py" "$g" "$out" --json > "$root/$name.score.json" 2>>"$root/$name.log" || echo "{}" > "$root/$name.score.json"
  done
done
