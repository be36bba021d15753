"""Fixtures for the static-site build tests: two fresh builds by build.py. The tests import
the build package (sitebuild) itself; site_support puts the repository on sys.path."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import site_support  # noqa: F401  (puts the repository's top on sys.path, for sitebuild)

ROOT = Path(__file__).resolve().parents[2]


def run_build(out: Path, hash_seed: str) -> None:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    command = [sys.executable, str(ROOT / "build.py"), "build", "--out", str(out)]
    subprocess.run(command, check=True, env=env, cwd=ROOT, capture_output=True)


@pytest.fixture(scope="session")
def two_builds(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """Two builds into fresh folders, by separate processes with different hash seeds."""
    if shutil.which("npm") is None:
        missing = "npm missing: run tools/install_test_deps.sh and put .venv/bin on PATH"
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(f"CI=true and {missing}", pytrace=False)
        pytest.skip(missing)
    first, second = tmp_path_factory.mktemp("dist1"), tmp_path_factory.mktemp("dist2")
    run_build(first, "1")
    run_build(second, "2")
    return first, second


@pytest.fixture(scope="session")
def browser_packages(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The vendored browser wheels and their lock as the build makes them for the benchmark's
    pydantic page (sitebuild.browser_packages; dist/ ships none), written into a folder."""
    import sitebuild

    folder = tmp_path_factory.mktemp("browser-packages")
    for name, data in sitebuild.browser_packages(sitebuild.fetch()).items():
        (folder / name).write_bytes(data)
    return folder
