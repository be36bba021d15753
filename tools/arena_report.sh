#!/usr/bin/env bash
# Long arena measurements for the computer opponent (issue: AI levels).
# Each pairing plays GAMES games in total, half with each side assignment (same deals),
# with 2 worker processes; pairings run one after the other.
#   tools/arena_report.sh [GAMES] [SEED] [OUT]   e.g. tools/arena_report.sh 200 1
# OUT defaults to a new file, arena-report-<UTC time>.txt at the repository's top (git-ignored);
# to replace the committed figures, name it: tools/arena_report.sh 200 1 tools/arena_results.txt
# Python: $PYTHON, else .venv/bin/python (made by tools/test.sh), else python3.
# The first line of OUT says where and when (WHERE="..." overrides the machine description).
# Targets: easy beats random >= 90 %, normal beats easy >= 65 %, hard beats normal >= 55 %,
# each with the 95 % Wilson interval above 50 %.
set -euo pipefail
GAMES=${1:-200}
SEED=${2:-1}
OUT=${3:-arena-report-$(date -u +%Y%m%d-%H%M%S).txt}
WORKERS=${WORKERS:-2}
PAIRS=${PAIRS:-"easy:random normal:easy hard:normal"}
WHERE=${WHERE:-"on $(getconf _NPROCESSORS_ONLN) cores of $(hostname)"}
cd "$(dirname "$0")/.."
if [ -z "${PYTHON:-}" ]; then
  if [ -x .venv/bin/python ]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi
echo "# tools/arena_report.sh $GAMES $SEED $WHERE, $(date -u +%F); Pyodide timing:" \
  "node tools/arena_pyodide_bench.mjs" > "$OUT"
for pair in $PAIRS; do
  a=${pair%%:*}
  b=${pair##*:}
  echo "== $a vs $b: $GAMES games, seed $SEED, $WORKERS workers ($(date -u +%H:%M:%S) UTC)" | tee -a "$OUT"
  "$PYTHON" -m wsdv.ai arena --east "$a" --west "$b" --games "$GAMES" --seed "$SEED" \
    --workers "$WORKERS" --progress | tee -a "$OUT"
  echo | tee -a "$OUT"
done
echo "wrote $OUT"
