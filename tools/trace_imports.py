#!/usr/bin/env python3
"""Record what the site loads, for the trimmed build (sitebuild/trim.py): writes
sitebuild/traced.json.

    python tools/trace_imports.py [--no-browser] [--no-pyodide-tests] [-k EXPR]

1. Builds the site untrimmed (the whole standard library and PyScript as
   published) into a temporary folder, with main.py and ai_worker.py extended by a hook that
   reports sys.modules to the server (the page every 300 ms, the AI worker after each move).
2. Runs the browser tests (tests/e2e: boots, played games, the game against the computer,
   hints, saves, replays, errors) against that build: the server records every module
   reported and every file the pages request (not the service worker's precache). Four
   tests fail by design here: they check that no request leaves a sub-path or reaches a
   stopped server, and the hook's reports are such requests.
3. Runs the engine tests inside Pyodide under Node (tools/pyodide_tests.mjs) with a plugin
   that records each module imported by shipped wsdv code (the research code dist/ leaves
   out, such as the arena, does not count).

traced.json then lists, for the page, the AI worker and the engine tests, the
standard-library and wheel modules loaded from files (modules frozen into the runtime, such as
os or importlib._bootstrap, need none), and the PyScript chunks requested. --no-browser or
--no-pyodide-tests keep that part of the earlier trace. Run it again when the game starts
using more of Python in a way the build cannot see (the build adds every standard-library
module the shipped wsdv code imports by name, and what those import at their top level).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import threading
import urllib.parse
from pathlib import Path
from typing import Any

import site_support  # noqa: F401  (the repository's top on sys.path)

import sitebuild
from sitebuild import trim
from sitebuild.assemble import site_files, write_tree
from sitebuild.common import ROOT
from sitebuild.fetch import fetch
from sitebuild.serve import SiteHandler

MAIN_HOOK = """

# --- added by tools/trace_imports.py: report the modules loaded ---
def _trace_hook(where):
    import sys
    import traceback

    from js import fetch, location

    try:  # what formatting an error loads
        raise ValueError("trace")
    except ValueError:
        traceback.format_exc()
    sent = set()

    def report(*_):
        new = sorted(set(sys.modules) - sent)
        if new:
            sent.update(new)
            origins = [getattr(getattr(sys.modules[n], "__spec__", None), "origin", None)
                       for n in new]
            files = [n for n, o in zip(new, origins) if o not in ("frozen", "built-in")]
            frozen = [n for n, o in zip(new, origins) if o == "frozen"]
            fetch(f"{location.origin}/__trace__?where={where}"
                  f"&m={','.join(files)}&f={','.join(frozen)}")

    report()
    return report


_trace_report = _trace_hook("main")
from js import setInterval as _trace_every  # noqa: E402
from pyodide.ffi import create_proxy as _trace_proxy  # noqa: E402

_trace_every(_trace_proxy(_trace_report), 300)
"""
WORKER_HOOK = MAIN_HOOK.split("\n\n_trace_report")[0] + """

_trace_report = _trace_hook("worker")
_trace_think = think


def think(text):  # noqa: F811
    try:
        return _trace_think(text)
    finally:
        _trace_report()
"""
PYODIDE_PLUGIN = """
import json
import sys

SEEN = set()
EXCLUDED = EXCLUDED_FILES  # research code dist/ leaves out: its imports do not count


def _hook(event, args):
    if event != "import":
        return
    frame = sys._getframe(1)
    while frame is not None:  # the innermost wsdv frame is the one importing
        name = frame.f_code.co_filename
        if "/wsdv/" in name:
            if not name.endswith(EXCLUDED):
                SEEN.add(args[0])
            return
        frame = frame.f_back


sys.addaudithook(_hook)


def pytest_unconfigure(config):
    spec = lambda name: getattr(sys.modules.get(name), "__spec__", None)  # noqa: E731
    files = [n for n in SEEN if getattr(spec(n), "origin", None) not in ("frozen", "built-in")]
    print("WSDV-TRACE-IMPORTS " + json.dumps(sorted(files)), flush=True)
"""
MARKER = "WSDV-TRACE-IMPORTS "


class Recorder:
    """What the served pages reported: modules by where they ran, files requested."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.modules: dict[str, set[str]] = {}  # loaded from files
        self.frozen: set[str] = set()  # frozen into the runtime: no file needed
        self.paths: set[str] = set()

    def install(self) -> None:
        """Every server the tests start (SiteHandler and its subclasses) reports here."""
        original = SiteHandler.send_head
        recorder = self

        def send_head(handler: SiteHandler) -> Any:
            url = urllib.parse.urlsplit(handler.path)
            path = urllib.parse.unquote(url.path)
            if path.endswith("/__trace__"):
                query = urllib.parse.parse_qs(url.query)
                with recorder.lock:
                    seen = recorder.modules.setdefault(query["where"][0], set())
                    seen.update(filter(None, query.get("m", [""])[0].split(",")))
                    recorder.frozen.update(filter(None, query.get("f", [""])[0].split(",")))
                handler.send_response(204)
                handler.end_headers()
                return None
            # Not the service worker's precache (it fetches every file): Sec-Fetch-Dest empty.
            if path.startswith(handler.prefix) and handler.headers.get("Sec-Fetch-Dest") != "empty":
                with recorder.lock:
                    recorder.paths.add(path[len(handler.prefix):])
            return original(handler)

        SiteHandler.send_head = send_head  # type: ignore[method-assign]


def traced_build(folder: Path) -> dict[str, bytes]:
    """The untrimmed site with the hooks, written into ``folder``."""
    scripts = {name: (ROOT / name).read_bytes() for name in ("wsdv/ui/main.py",
                                                              "wsdv/ui/ai_worker.py")}
    overrides = {"wsdv/ui/main.py": scripts["wsdv/ui/main.py"] + MAIN_HOOK.encode(),
                 "wsdv/ui/ai_worker.py": scripts["wsdv/ui/ai_worker.py"] + WORKER_HOOK.encode()}
    files = site_files(fetch(), trimmed=False, overrides=overrides)
    write_tree(folder, files)
    return files


def run_browser_tests(folder: Path, files: dict[str, bytes], recorder: Recorder,
                      selection: str | None) -> int:
    """tests/e2e against the traced build, in this process (sitebuild.build, build_if_needed
    and DIST patched: the tests' conftest calls them)."""
    import pytest

    class Plugin:
        def pytest_configure(self, config: Any) -> None:
            sitebuild.build = lambda *args, **kwargs: files  # type: ignore[assignment]
            sitebuild.build_if_needed = lambda: False  # type: ignore[assignment]
            sitebuild.DIST = folder  # type: ignore[misc]

    recorder.install()
    args = [str(ROOT / "tests" / "e2e"), "-p", "no:cacheprovider", "-q"]
    if selection:
        args += ["-k", selection]
    return int(pytest.main(args, plugins=[Plugin()]))


def run_pyodide_tests() -> set[str]:
    """The engine tests inside Pyodide: the modules imported while wsdv code ran."""
    fetch(tests=True)
    with tempfile.TemporaryDirectory() as temp:
        tests = Path(temp) / "tests"  # the runner takes what it needs (files, data folders)
        shutil.copytree(ROOT / "tests", tests, ignore=shutil.ignore_patterns("__pycache__"))
        plugin = PYODIDE_PLUGIN.replace("EXCLUDED_FILES", repr(trim.PACKAGE_EXCLUDED))
        (tests / "wsdv_trace_plugin.py").write_text(plugin)
        command = ["node", str(ROOT / "tools" / "pyodide_tests.mjs"), "--tests", str(tests),
                   "--", "-p", "tests.wsdv_trace_plugin", "tests"]
        result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    lines = [line for line in result.stdout.splitlines() if line.startswith(MARKER)]
    output = "\n".join(line for line in result.stdout.splitlines() if line not in lines)
    print(output[-1500:], result.stderr[-1500:], sep="\n", file=sys.stderr)
    if not lines:
        raise SystemExit("the Pyodide test run reported no imports")
    return set(json.loads(lines[-1][len(MARKER):]))


def module_names(files: dict[str, bytes]) -> set[str]:
    return {m for m in map(trim.module_name, files) if m}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-browser", action="store_true", help="skip the browser tests")
    parser.add_argument("--no-pyodide-tests", action="store_true",
                        help="skip the engine tests inside Pyodide")
    parser.add_argument("-k", dest="selection", help="only the browser tests matching EXPR")
    options = parser.parse_args()

    downloads = fetch()
    stdlib = module_names(trim.stdlib((downloads.pyodide / "python_stdlib.zip").read_bytes(),
                                      {}, full=True))
    wheel_modules: set[str] = set()
    for files in trim.wheels(downloads.browser_wheels, full=True).values():
        wheel_modules |= module_names(files)
    old = trim.traced() if trim.TRACED.is_file() else {}
    sources = {  # who loaded what: the page, the AI worker, the engine tests
        where: set(old.get("stdlib", {}).get(where, [])) | set(old.get("wheels", {}).get(where, []))
        for where in ("page", "worker", "engine tests")
    }
    frozen: set[str] = set(old.get("frozen", []))
    chunks: set[str] = set(old.get("pyscript", []))
    status = 0
    if not options.no_browser:
        recorder = Recorder()
        with tempfile.TemporaryDirectory() as temp:
            folder = Path(temp) / "dist"
            status = run_browser_tests(folder, traced_build(folder), recorder, options.selection)
        if {"main", "worker"} - recorder.modules.keys():
            raise SystemExit("the page and the AI worker must both report: no trace written")
        sources["page"], sources["worker"] = recorder.modules["main"], recorder.modules["worker"]
        frozen = recorder.frozen
        chunks = {p.removeprefix("vendor/pyscript/") for p in recorder.paths
                  if p.startswith("vendor/pyscript/") and p.endswith(".js")}
    if not options.no_pyodide_tests:
        sources["engine tests"] = run_pyodide_tests()
    traced = {
        "about": "written by tools/trace_imports.py: the modules the page, the AI worker and "
                 "the engine tests (in Pyodide) loaded from files, the modules frozen into the "
                 "runtime, the PyScript chunks requested; sitebuild/trim.py ships only these",
        "frozen": sorted(frozen),
        "pyscript": sorted(chunks),
        "stdlib": {where: sorted((names & stdlib) - frozen) for where, names in sources.items()},
        # no page loads a wheel now (dist/ ships none): the pydantic modules the pages loaded
        # when they did stay, for the benchmark's pydantic page (sitebuild.browser_packages)
        "wheels": {where: sorted((names & wheel_modules)
                                 | set(old.get("wheels", {}).get(where, [])))
                   for where, names in sources.items()},
    }
    trim.TRACED.write_text(json.dumps(traced, indent=1) + "\n", encoding="utf-8")
    for where in sources:
        print(f"{where}: {len(traced['stdlib'][where])} stdlib modules, "
              f"{len(traced['wheels'][where])} wheel modules", file=sys.stderr)
    print(f"{trim.TRACED.relative_to(ROOT)}: {len(chunks)} PyScript chunks "
          f"(browser tests exit code {status})", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
