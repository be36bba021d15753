"""Fixtures for the static-site build tests: build.py loaded by path, two fresh builds."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from site_support import load_build_module

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def build_module() -> ModuleType:
    return load_build_module()


def run_build(out: Path, hash_seed: str) -> None:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    command = [sys.executable, str(ROOT / "build.py"), "build", "--out", str(out)]
    subprocess.run(command, check=True, env=env, cwd=ROOT, capture_output=True)


@pytest.fixture(scope="session")
def two_builds(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """Two builds into fresh folders, by separate processes with different hash seeds."""
    if shutil.which("npm") is None:
        pytest.skip("npm missing: run tools/install_test_deps.sh")
    first, second = tmp_path_factory.mktemp("dist1"), tmp_path_factory.mktemp("dist2")
    run_build(first, "1")
    run_build(second, "2")
    return first, second
