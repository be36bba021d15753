"""Shared by the browser tests and the benchmarks: which Chromium to launch (found by
tools/browser_path.py) and how, and the repository's top on sys.path, so `import sitebuild`
(the site's build) works."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from browser_path import find_chromium  # noqa: E402  (tools/ is on sys.path, as for this file)

CHROMIUM = find_chromium()  # None: Playwright's own browser, if `playwright install` got one
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
]

