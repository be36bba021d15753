"""The site's files (path in dist/ -> bytes), and writing them into dist/ when sources
changed."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping
from pathlib import Path

from . import trim
from .bytecode import (
    DATACLASS_TABLE,
    DATACLASS_TOOL,
    PYC_TOOL,
    dataclass_table,
    precompiled_stdlib,
    precompiled_wheels,
    sourceless_files,
)
from .checks import check_site
from .common import CACHE, CONFIGS, DIST, ROOT, deterministic_zip, log
from .fetch import Downloads, fetch
from .first_screen import with_first_screen
from .icons import icons
from .lock import pruned_lock
from .manifest import manifests
from .pyscript_code import CODE_TABLE, code_table
from .service_worker import SERVICE_WORKER, service_worker
from .styles import bundled

STAMP = CACHE / "build-stamp.json"
PYODIDE_RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
WORKER_SCRIPTS = ("wsdv/ui/main.py", "wsdv/ui/ai_worker.py")  # fetched by PyScript as files
BUILD_FILE = "wsdv/build.json"  # the build's id, read by wsdv/buildinfo.py
SNAPSHOT_BOOT = "static/js/snapshot-boot.mjs"  # the page's interpreter module (issue 28)
# the files that name the build's snapshot (its key): the interpreter module and its early look
SNAPSHOT_SCRIPTS = (SNAPSHOT_BOOT, "static/js/snapshot-look.js")


def package_files(trimmed: bool = True) -> dict[str, bytes]:
    """The wsdv package: its .py files and data .json files, less (``trimmed``) the research
    code no page imports (trim.PACKAGE_EXCLUDED)."""
    files = {}
    for path in sorted((ROOT / "wsdv").rglob("*")):
        if path.is_file() and path.suffix in (".py", ".json") and "__pycache__" not in path.parts:
            files[path.relative_to(ROOT).as_posix()] = path.read_bytes()
    return trim.package(files) if trimmed else files


def build_stamp(package: Mapping[str, bytes]) -> bytes:
    """wsdv/build.json: a hash of the package, the PyScript configs and the worker scripts.
    The page and its AI worker both read it from wsdv.zip and must agree (wsdv/buildinfo.py):
    on a first visit racing a deploy they could otherwise load different builds."""
    digest = hashlib.sha256()
    parts = {**package, **{n: (ROOT / n).read_bytes() for n in (*CONFIGS, *WORKER_SCRIPTS)}}
    for name in sorted(parts):
        digest.update(f"{name}\0{len(parts[name])}\0".encode() + parts[name])
    return json.dumps({"build": digest.hexdigest()[:16]}).encode()


def pyscript_files(package: Path) -> dict[str, bytes]:
    """core.js, core.css and every chunk they reach (static and dynamic imports); trim.pyscript
    picks the ones dist/ ships."""
    dist = package / "dist"
    todo, seen = ["core.js", "core.css"], set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        text = (dist / name).read_text(encoding="utf-8")
        todo += re.findall(r"""["'`]\./([\w.-]+\.(?:js|css))["'`]""", text)
    return {f"vendor/pyscript/{name}": (dist / name).read_bytes() for name in sorted(seen)}


def snapshot_scripts(files: Mapping[str, bytes]) -> dict[str, bytes]:
    """static/js/snapshot-boot.mjs and snapshot-look.js with their snapshot key filled in: a
    hash of every other file but sw.js, so that a snapshot is only restored by the very build
    that made it."""
    digest = hashlib.sha256()
    for name in sorted(files):
        if name not in (*SNAPSHOT_SCRIPTS, "sw.js"):
            digest.update(f"{name}\0{hashlib.sha256(files[name]).hexdigest()}\n".encode())
    key = b'"' + digest.hexdigest()[:16].encode() + b'"'
    marker = b'"__SNAPSHOT_KEY__"'
    out = {}
    for name in SNAPSHOT_SCRIPTS:
        text = (ROOT / name).read_bytes()
        if text.count(marker) != 1:
            raise SystemExit(f"{name}: expected the marker {marker.decode()} once")
        out[name] = text.replace(marker, key)
    return out


def index_page(files: Mapping[str, bytes], trimmed: bool = True) -> bytes:
    """index.html with the first screen in every language (first_screen.py) and a
    modulepreload link for each PyScript chunk dist/ ships (but core.js, a script of the page,
    and pyodide_graph, which PyScript loads only to resolve packages): PyScript imports them
    one after the other before it starts the runtime. None in an untrimmed build (it ships
    every chunk: tools/trace_imports.py records which are asked for)."""
    marker = b"<!-- __PYSCRIPT_CHUNKS__ -->"
    text = (ROOT / "index.html").read_bytes()
    if text.count(marker) != 1:
        raise SystemExit(f"index.html: expected the marker {marker.decode()} once")
    chunks = [name for name in sorted(files) if trimmed and name.startswith("vendor/pyscript/")
              and name.endswith(".js") and not name.endswith("/core.js")
              and "/pyodide_graph-" not in name]
    links = "\n  ".join(f'<link rel="modulepreload" href="./{name}">' for name in chunks)
    return with_first_screen(text.replace(marker, links.encode()))


def printed_pickle() -> dict[str, bytes]:
    """The printed data read and checked from its JSON, by its name in wsdv.zip, for the page
    to load without reading and checking it again (wsdv/data/printed.py: `PARSED`)."""
    from wsdv.data import printed

    return {f"wsdv/data/{printed.PARSED}": printed.pickled()}


def check_printed_data() -> None:
    """The printed data as the page reads it (wsdv/data/printed.py checks types, values,
    nesting and unknown fields while reading) and, where pydantic is installed (the tests'
    .venv), against its pydantic schema too. `python3 build.py` needs only the standard
    library: without pydantic the schema's check is the tests' (tests/test_printed_schema.py)."""
    from wsdv.data import printed

    try:
        printed.board_data()
        printed.cards()
    except ValueError as error:
        raise SystemExit(f"wsdv/data: {error}") from None
    try:
        from wsdv.data import schema
    except ImportError:  # no pydantic here
        return
    try:
        schema.check()
    except ValueError as error:
        raise SystemExit(f"wsdv/data: {error}") from None


def site_files(
    downloads: Downloads, trimmed: bool = True, overrides: Mapping[str, bytes] | None = None
) -> dict[str, bytes]:
    """Every file of dist/, by path. Untrimmed (``trimmed=False``), with the whole standard
    library, the wheels and PyScript as published, for tracing what is used;
    ``overrides`` replace or add files before sw.js lists them."""
    check_printed_data()
    package = package_files(trimmed)
    package[BUILD_FILE] = build_stamp(package)
    shipped = sourceless_files(package, downloads.pyodide)
    shipped[DATACLASS_TABLE] = dataclass_table(shipped, downloads.pyodide)
    shipped.update(printed_pickle())
    out: dict[str, bytes] = {
        "index.html": (ROOT / "index.html").read_bytes(),
        **{name: (ROOT / name).read_bytes() for name in CONFIGS},
        # deflated, not LZMA: the page imports from it in place, and zipimport reads no LZMA
        "wsdv.zip": deterministic_zip(shipped),
        **{name: (ROOT / name).read_bytes() for name in WORKER_SCRIPTS},
    }
    for path in sorted((ROOT / "static").rglob("*")):
        name = path.relative_to(ROOT).as_posix()
        if path.is_file() and not path.name.startswith(".") and name != SERVICE_WORKER:
            out[name] = path.read_bytes()
    out.update(icons())
    out.update(manifests(out["static/manifest.webmanifest"]))
    for name in PYODIDE_RUNTIME:
        out[f"pyodide/{name}"] = (downloads.pyodide / name).read_bytes()
    stock = (downloads.pyodide / "python_stdlib.zip").read_bytes()
    stdlib = trim.stdlib(stock, package, full=not trimmed)
    out["pyodide/python_stdlib.zip"] = precompiled_stdlib(stdlib, downloads.pyodide)
    # no package: no page loads one (the build and the tests check with pydantic in CPython)
    lock = (downloads.pyodide / "pyodide-lock.json").read_bytes()
    out["pyodide/pyodide-lock.json"] = pruned_lock(lock, {})
    out.update(trim.pyscript(pyscript_files(downloads.pyscript), full=not trimmed))
    out[CODE_TABLE] = code_table(out, downloads.pyodide)
    out["index.html"], bundle, parts = bundled(index_page(out, trimmed), out)
    for name in parts:
        del out[name]
    out.update(bundle)
    out.update(overrides or {})
    out.update(snapshot_scripts(out))
    out["sw.js"] = service_worker(out)
    check_site(out)
    return out


def browser_packages(downloads: Downloads, trimmed: bool = True) -> dict[str, bytes]:
    """The vendored browser wheels (pydantic and what it needs), as the site shipped them
    beside the runtime until no page loaded them: trimmed, sourceless, LZMA, with the
    pyodide-lock.json that lists them (file name -> bytes). dist/ leaves them out; the
    benchmark's "PyScript + pydantic" page (tools/bench_boot.py) serves them."""
    wheels = trim.wheels(downloads.browser_wheels, full=not trimmed)
    wheels = precompiled_wheels(wheels, downloads.pyodide)
    lock = (downloads.pyodide / "pyodide-lock.json").read_bytes()
    return {**wheels, "pyodide-lock.json": pruned_lock(lock, wheels)}


def write_tree(folder: Path, files: Mapping[str, bytes]) -> int:
    """Make ``folder`` hold exactly ``files``; only changed files are rewritten."""
    if folder.is_dir() and any(folder.iterdir()) and not (folder / "pyscript.toml").is_file():
        raise SystemExit(f"{folder} is not empty and holds no earlier build: not touching it")
    changed = 0
    for name, data in files.items():
        target = folder / name
        if target.is_file() and target.stat().st_size == len(data) and target.read_bytes() == data:
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        changed += 1
    for path in sorted(folder.rglob("*"), reverse=True):
        rel = path.relative_to(folder).as_posix()
        if path.is_file() and rel not in files:
            path.unlink()
            changed += 1
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    return changed


def source_paths() -> list[Path]:
    """Every file the build reads from the repository (the downloads aside)."""
    paths = [ROOT / "build.py", ROOT / "index.html", *(ROOT / name for name in CONFIGS), PYC_TOOL,
             DATACLASS_TOOL]
    for folder in (ROOT / "sitebuild", ROOT / "static", ROOT / "wsdv"):
        paths += [
            p for p in sorted(folder.rglob("*")) if p.is_file() and "__pycache__" not in p.parts
        ]
    return paths


def source_fingerprint() -> str:
    digest = hashlib.sha256()
    for path in source_paths():
        stat = path.stat()
        digest.update(f"{path.relative_to(ROOT)}\0{stat.st_mtime_ns}\0{stat.st_size}\n".encode())
    return digest.hexdigest()


def build(dist: Path = DIST) -> dict[str, bytes]:
    """Build the site into ``dist`` (downloading what .cache/ lacks); its files by path."""
    fingerprint = source_fingerprint()  # before reading: a later edit makes the stamp stale
    files = site_files(fetch())
    changed = write_tree(dist, files)
    if dist == DIST:
        STAMP.write_text(json.dumps({"sources": fingerprint, "files": sorted(files)}))
    total = sum(len(d) for d in files.values())
    log(f"{dist}: {len(files)} files, {total / 1e6:.1f} MB, {changed} changed")
    return files


def build_if_needed() -> bool:
    """Rebuild dist/ when a source changed since the last build; True if it rebuilt."""
    try:
        stamp = json.loads(STAMP.read_text())
        fresh = stamp["sources"] == source_fingerprint() and all(
            (DIST / name).is_file() for name in stamp["files"]
        )
    except (OSError, ValueError, KeyError):
        fresh = False
    if not fresh:
        build()
    return not fresh
