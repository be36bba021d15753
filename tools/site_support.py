"""Shared by the browser tests and the benchmarks: how to launch Debian's chromium here, and
the repository's top on sys.path, so `import sitebuild` (the site's build) works."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
]


def load_build_module() -> ModuleType:
    """The sitebuild package (build, make_server, server_url, DIST, ...): kept for the
    callers that predate it; new code imports sitebuild."""
    import sitebuild

    return sitebuild
