"""Every test module under tests/ is collected by pytest (a folder named like one of pytest's
norecursedirs, e.g. build/, was once skipped silently)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent


def files_on_disk() -> set[str]:
    return {p.relative_to(ROOT).as_posix() for pattern in ("test_*.py", "*_test.py")
            for p in TESTS.rglob(pattern) if "__pycache__" not in p.parts}


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocess in Pyodide")
def test_every_test_module_is_collected(request: pytest.FixtureRequest) -> None:
    # the run this test is part of collected every module (the README's run of tests/): that
    # answers it; else (a part of tests/ chosen, or a module whose tests are all deselected)
    # a collection of the whole folder in a subprocess does
    items = {Path(str(item.path)).resolve().relative_to(ROOT).as_posix()
             for item in request.session.items if Path(str(item.path)).is_relative_to(ROOT)}
    if not files_on_disk() - items:
        return
    env = {**os.environ, "WSDV_LONG": "1"}  # the slow tests count too
    env.pop("PYTEST_XDIST_WORKER", None)
    command = [sys.executable, "-m", "pytest", "--collect-only", "-q", "-o", "addopts=",
               "-p", "no:cacheprovider", "-p", "no:xdist", "tests"]
    run = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, f"collection failed:\n{run.stdout[-4000:]}\n{run.stderr[-2000:]}"
    collected = {line.split("::")[0] for line in run.stdout.splitlines() if "::" in line}
    assert collected, run.stdout[-2000:]
    missing = sorted(files_on_disk() - collected)
    assert not missing, f"test modules on disk that pytest does not collect: {missing}"
