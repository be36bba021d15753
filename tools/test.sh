#!/usr/bin/env bash
# Install what the tests need (idempotent), then run every test: lint, the engine and UI tests
# under CPython, the build and browser tests (Debian chromium), and the engine tests again
# inside Pyodide under Node (the browser's Python 3.14).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
export PYTHON

bash tools/install_test_deps.sh
"$PYTHON" -m ruff check .
"$PYTHON" -m pytest tests -p no:cacheprovider
"$PYTHON" build.py pyodide-tests
