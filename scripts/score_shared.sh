#!/usr/bin/env bash
# score_shared.sh BIN OUTROOT: analyse every document of ../shared/data/cv-dev
# and ../shared/data/pdf alone with BIN (a pubgraph binary) and score each
# output with ../shared/tools/score_cv.py, the scorer the blind sets are
# scored with (slot F1, owner linking). Then: python3 scripts/score_table.py OUTROOT [-md]
set -u
bin=$1; root=$2; mkdir -p "$root"
S=$(cd "$(dirname "$0")/../.." && pwd)/shared
[ -d "$S/data/cv-dev" ] || { echo "score_shared: $S/data/cv-dev not found; skipping"; exit 0; }
for g in $S/data/cv-dev/*.gold.json $S/data/pdf/*.pdf.json; do
  case $g in *.gold.json) in=${g%.gold.json};; *) in=${g%.json};; esac
  name=$(basename $in)
  out="$root/$name"
  rm -rf "$out"
  timeout 300 $bin analyze --no-svg --out "$out" "$in" > "$root/$name.log" 2>&1
  python3 $S/tools/score_cv.py "$g" "$out" --json > "$root/$name.score.json" 2>>"$root/$name.log" || echo "{}" > "$root/$name.score.json"
done
