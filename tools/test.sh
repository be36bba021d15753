#!/usr/bin/env bash
# The README's test command, and CI's (.ci/run): make or update .venv/ with what the tests
# need (tools/install_test_deps.sh: no root, nothing installed outside the repository), then
# run every test in phases, each timed:
#   ruff      lint
#   build     dist/ (the browser tests serve it)
#   pytest    tests/ under CPython with pytest-xdist: engine, UI, AI, the site build
#             (tests/site) and the browser tests (tests/e2e, Playwright driving Chromium)
#   pyodide   the engine tests again inside Pyodide under Node (the browser's Python 3.14),
#             at the same time as pytest (niced: it fills the cores the browser tests leave
#             idle; its output follows pytest's); the fuzz modules run there only with
#             WSDV_LONG=1 (CPython runs them always)
# Every phase runs even if one before failed (the build aside); the exit code is non-zero if
# any failed. The end repeats each phase's time and pytest's closing lines.
#
#   WSDV_LONG=1      also the long runs: all 300 + 12 fuzz games of tests/test_fuzz.py (the
#                    default run plays 60 + 3 of them), and the fuzz modules under Pyodide;
#                    under CI=true set by itself when a recent commit changed the engine
#   WSDV_WORKERS=N   pytest-xdist workers (default: the number of cores, at most 4)
#   WSDV_CHROMIUM    the browser to drive (default: found by tools/browser_path.py)
#   PYTHON           the Python that makes .venv/ (default: python3, if >= 3.11)
set -uo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
logs=$(mktemp -d)
pyodide_pid=
trap '[ -z "$pyodide_pid" ] || kill "$pyodide_pid" 2>/dev/null; rm -rf "$logs"' EXIT
durations=()
closing=()
closing_of=()
failed=()

# record NAME SECONDS STATUS: a finished phase (its output in $logs/NAME.log): its time,
# pytest's closing line of its output, whether it failed
record() {
  local name=$1 seconds=$2 status=$3 line
  durations+=("$name $seconds s")
  line=$(grep -E '(passed|failed|errors?|no tests ran).* in [0-9.]+s' "$logs/$name.log" |
    tail -n 1 || true)
  if [ -n "$line" ]; then
    closing+=("$line")
    closing_of+=("$name")
  fi
  if [ "$status" -ne 0 ]; then
    failed+=("$name (exit $status)")
  fi
  echo "=== $name: $seconds s, exit $status"
}

# phase NAME COMMAND...: run it, its output shown and kept, then record it
phase() {
  local name=$1 begin=$SECONDS status
  shift
  echo "=== $name: $*"
  "$@" 2>&1 | tee "$logs/$name.log"
  status=${PIPESTATUS[0]}
  record "$name" $((SECONDS - begin)) "$status"
  return "$status"
}

summary() {
  echo
  echo "=== tools/test.sh: $((SECONDS - start)) s in all; $(IFS=,; echo "${durations[*]}" |
    sed 's/,/, /g')"
  if [ "${#failed[@]}" -gt 0 ]; then
    echo "=== FAILED: ${failed[*]}"
  fi
  if [ "${#closing[@]}" -gt 0 ]; then
    echo "=== pytest's closing lines (${closing_of[*]}):"
    printf '%s\n' "${closing[@]}"
  fi
}

if ! phase setup bash tools/install_test_deps.sh; then
  summary
  exit 1
fi
export PATH="$PWD/.venv/bin:$PATH"
cores=$(python -c 'import os; print(len(getattr(os, "sched_getaffinity", lambda _: [1] * os.cpu_count())(0)))')
workers=${WSDV_WORKERS:-$(( cores < 4 ? cores : 4 ))}

# CI (CI=true) also runs the long tests when the rules engine or the fuzz checks changed in a
# commit of the last 6 hours: CI tests a session's work right after it (sessions are shorter).
if [ "${CI:-}" = true ] && [ -z "${WSDV_LONG:-}" ] && [ -n "$(git log --since='6 hours ago' \
    --format=%h -- wsdv/engine wsdv/data tests/invariants.py tests/test_fuzz.py \
    tests/test_fuzz_events.py 2>/dev/null)" ]; then
  echo "=== CI: the engine changed in the last 6 hours' commits: WSDV_LONG=1 (the long fuzz too)"
  export WSDV_LONG=1
fi

phase ruff python -m ruff check .
if phase build python build.py build; then
  pyodide_args=(--ignore=tests/test_fuzz.py --ignore=tests/test_fuzz_events.py)
  if [ -n "${WSDV_LONG:-}" ] && [ "${WSDV_LONG}" != 0 ]; then
    pyodide_args=()
  fi
  pyodide=(python build.py pyodide-tests -- ${pyodide_args[@]+"${pyodide_args[@]}"})
  echo "=== pyodide (beside pytest; its output follows pytest's): ${pyodide[*]}"
  (
    begin=$(date +%s)
    nice -n 10 "${pyodide[@]}" > "$logs/pyodide.log" 2>&1 </dev/null
    echo "$? $(( $(date +%s) - begin ))" > "$logs/pyodide.done"
  ) &
  pyodide_pid=$!
  phase pytest python -m pytest tests -p no:cacheprovider -n "$workers" --dist loadgroup
  wait "$pyodide_pid"
  pyodide_pid=
  echo "=== pyodide: ${pyodide[*]}"
  cat "$logs/pyodide.log"
  read -r status seconds < "$logs/pyodide.done" || { status=1; seconds=0; }
  record pyodide "$seconds" "$status"
fi
summary
[ "${#failed[@]}" -eq 0 ]
