"""axe-core for the accessibility test (tests/e2e/test_accessibility.py): the npm tarball
pinned in sitebuild/pins.py (AXE_CORE: version and npm's sha512 integrity), fetched with
``npm pack`` into .cache/npm as the build fetches Pyodide (a fresh clone's .cache/npm links to
~/.cache/wsdv-build/npm, tools/install_test_deps.sh), checked, unpacked once. Never shipped:
the build does not read it."""

from __future__ import annotations

import fcntl
import functools

import sitebuild
from sitebuild.fetch import fetch_npm
from sitebuild.pins import AXE_CORE


@functools.cache
def axe_source() -> str:
    """The text of axe.min.js (under a file lock: pytest-xdist workers fetch it once)."""
    sitebuild.CACHE.mkdir(parents=True, exist_ok=True)
    with open(sitebuild.CACHE / "axe-fetch.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        folder = fetch_npm(AXE_CORE)
    return (folder / "axe.min.js").read_text(encoding="utf-8")
