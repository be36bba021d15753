"""The static site's build, one module per job (``python build.py`` runs it):

    pins            what is downloaded, pinned by version and hash
    fetch           npm tarballs and wheels into .cache/, checked; the Pyodide test manifest
    trim            what dist/ leaves out: stdlib modules, wheel parts, PyScript chunks and
                    research code no page loads (traced.json: tools/trace_imports.py)
    bytecode        .py -> .pyc (no docstrings but dataclasses') with the vendored Pyodide, cached;
                    the first screen's dataclass methods compiled (wsdv/dataclass_code.py)
    styles          the page's style sheets joined into one (static/css/site.css)
    lock            pyodide-lock.json pruned to the shipped wheels
    icons           the app icons (PNG)
    service_worker  sw.js with the precache list and build hash
    checks          no external or root-relative URLs, configs name shipped files
    assemble        every file of dist/; write dist/ when sources changed
    serve           the local HTTP server
    cli             the command line

dist/ holds everything the page needs, nothing is loaded from a CDN:
    index.html  pyscript.toml  wsdv.zip  wsdv/ui/main.py  static/ (with icons/*.png drawn here)
    ai-worker.toml  wsdv/ui/ai_worker.py   the computer player's worker (started when needed)
    sw.js       the service worker (from static/sw.js) with the precache list and build hash
    vendor/pyscript/   @pyscript/core dist files reachable from core.js
    pyodide/           Pyodide runtime, pyodide-lock.json pruned to no packages (the
                       vendored wheels: browser_packages, for the benchmark only)

The names below are the ones tests and tools use (``import sitebuild``).
"""

from .assemble import (
    browser_packages,
    build,
    build_if_needed,
    site_files,
    snapshot_scripts,
    write_tree,
)
from .bytecode import compile_bytecode, sourceless
from .checks import check_site, content_security_policy
from .common import CACHE, DIST, ROOT, deterministic_zip
from .fetch import fetch
from .icons import icon_png
from .serve import SiteHandler, built_and_served, make_server, server_url
from .service_worker import precache_list, service_worker

__all__ = [
    "CACHE", "DIST", "ROOT", "SiteHandler", "browser_packages", "build", "build_if_needed",
    "built_and_served",
    "check_site", "compile_bytecode", "content_security_policy", "deterministic_zip", "fetch",
    "icon_png", "make_server", "precache_list", "server_url", "service_worker", "site_files",
    "snapshot_scripts", "sourceless", "write_tree",
]
