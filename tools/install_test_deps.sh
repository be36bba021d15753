#!/usr/bin/env bash
# Install what the tests need on a fresh Debian machine; safe to run again (idempotent).
#   - Debian's chromium (/usr/bin/chromium) for the browser tests, and node/npm if missing;
#   - the project with its test extra: pytest, hypothesis, playwright, pytest-playwright, ruff;
#   - the npm tarballs and wheels for the site build and the Pyodide-under-Node test runner,
#     cached in .cache/ (python build.py fetch).
# Non-interactive: no prompts, no stdin. Set PYTHON to choose the interpreter (default python3).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive CI="${CI:-true}" PIP_NO_INPUT=1
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo -n "$@"; fi
}

packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
command -v node >/dev/null 2>&1 || packages+=(nodejs)
command -v npm >/dev/null 2>&1 || packages+=(npm)
if [ "${#packages[@]}" -gt 0 ]; then
  echo "apt-get install ${packages[*]}"
  as_root apt-get update -q </dev/null
  as_root apt-get install -y -q --no-install-recommends "${packages[@]}" </dev/null
fi

"$PYTHON" -m pip install -q --progress-bar off -e '.[test]' </dev/null
"$PYTHON" build.py fetch </dev/null

echo "ok: $(/usr/bin/chromium --version 2>/dev/null | head -n 1), node $(node --version)," \
  "$("$PYTHON" -m pytest --version 2>&1 | head -n 1)"
