#!/usr/bin/env python3
"""The first screen's imports in the page's Pyodide under Node, timed (issue 39): runs
tools/bench_imports.mjs (see there) with the node the build uses (on PATH, else the one in
.venv/bin that build.py makes).

    python tools/bench_imports.py [--runs N] [A.zip [B.zip]]     (default: dist/wsdv.zip)
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    path = os.pathsep.join([os.environ.get("PATH", ""), str(ROOT / ".venv" / "bin")])
    node = shutil.which("node", path=path)
    if node is None:
        print("bench_imports: no node (python3 build.py makes .venv/ with one)", file=sys.stderr)
        return 2
    script = ROOT / "tools" / "bench_imports.mjs"
    return subprocess.run([node, str(script), *sys.argv[1:]], cwd=ROOT, check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
