"""A Python without what the build needs (pip, node >= 18 with npm) makes the repository's
own .venv/ with them (tools/make_venv.py --node: no root, nothing outside the repository but
pip's cache) and runs the same build.py command again inside it, so that ``python3 build.py
serve`` works on a stock Debian or Ubuntu."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys

from .common import ROOT

MIN_NODE = 18
VENV_BIN = ROOT / ".venv" / ("Scripts" if os.name == "nt" else "bin")
GUARD = "WSDV_BUILD_IN_VENV"  # set for the second run: never loop


def node_ok(path: str) -> bool:
    node, npm = shutil.which("node", path=path), shutil.which("npm", path=path)
    if node is None or npm is None:
        return False
    check = f"process.exit(Number(process.versions.node.split('.')[0]) >= {MIN_NODE} ? 0 : 1)"
    return subprocess.run([node, "-e", check], capture_output=True).returncode == 0


def what_is_missing() -> list[str]:
    missing = []
    if importlib.util.find_spec("pip") is None:
        missing.append(f"pip for {sys.executable}")
    if not node_ok(os.environ.get("PATH", "")):
        missing.append(f"node >= {MIN_NODE} with npm")
    return missing


def run_in_venv_if_needed(argv: list[str]) -> int | None:
    """None when this Python can build; else the exit code of the build run in .venv/."""
    missing = what_is_missing()
    if not missing:
        return None
    if os.environ.get(GUARD):
        sys.exit(f"build.py: still missing in .venv/: {', '.join(missing)}")
    print(f"build.py: missing {', '.join(missing)}: making .venv/ with them "
          "(tools/make_venv.py --node)", flush=True)
    made = subprocess.run([sys.executable, str(ROOT / "tools" / "make_venv.py"), "--node"])
    if made.returncode != 0:
        return made.returncode
    env = {**os.environ, GUARD: "1",
           "PATH": os.pathsep.join([str(VENV_BIN), os.environ.get("PATH", "")])}
    python = VENV_BIN / ("python.exe" if os.name == "nt" else "python")
    return subprocess.run([str(python), str(ROOT / "build.py"), *argv], env=env).returncode
