"""The command line of build.py: build (the default), fetch, serve, pyodide-tests."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

from .assemble import build
from .bootstrap import run_in_venv_if_needed
from .common import DIST, ROOT
from .fetch import fetch
from .serve import serve

USAGE = """Build the offline static site into dist/ and serve it (stdlib only).

    python build.py [build [--out DIR]]      build dist/ (downloads are cached in .cache/)
    python build.py serve [--port N] [--prefix /wsdv/]
                                             build if sources changed, serve dist/ on 127.0.0.1
    python build.py fetch                    only fill .cache/ (npm tarballs, wheels)
    python build.py pyodide-tests [ARGS...]  run tests/*.py inside Pyodide under Node
                                             (ARGS go to tools/pyodide_tests.mjs)
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=USAGE, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command")
    build_parser = commands.add_parser("build", help="build dist/ (the default)")
    build_parser.add_argument("--out", type=Path, default=DIST, help="output folder")
    commands.add_parser("fetch", help="only download into .cache/")
    serve_parser = commands.add_parser("serve", help="build if needed and serve dist/")
    serve_parser.add_argument("--port", type=int, default=8000)
    serve_parser.add_argument("--prefix", default="/", help="URL sub-path, e.g. /wsdv/")
    commands.add_parser("pyodide-tests", help="run tests/*.py inside Pyodide (-h: its options)")
    argv = sys.argv[1:] if argv is None else argv
    os.chdir(ROOT)
    if argv[:1] not in (["-h"], ["--help"]):
        in_venv = run_in_venv_if_needed(argv)
        if in_venv is not None:
            return in_venv
    if argv[:1] == ["pyodide-tests"]:  # the rest goes to the runner unparsed
        fetch(tests=True)
        runner = ["node", str(ROOT / "tools" / "pyodide_tests.mjs"), *argv[1:]]
        return subprocess.run(runner, check=False).returncode
    options = parser.parse_args(argv)
    if options.command == "serve":
        serve(options.port, options.prefix)
    elif options.command == "fetch":
        fetch(tests=True)
    else:
        build(getattr(options, "out", DIST).resolve())
    return 0
