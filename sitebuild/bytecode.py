"""Python modules shipped as bytecode, so the browser does not compile them at every start.
The vendored Pyodide compiles them under Node (tools/compile_pyc.mjs); the results are cached
in .cache/pyc/ by the sources' and the compiler's hash."""

from __future__ import annotations

import csv
import hashlib
import io
import subprocess
import zipfile
from collections.abc import Mapping
from pathlib import Path

from .common import CACHE, ROOT, deterministic_zip, log, sha256
from .pins import PYODIDE

PYC_TOOL = ROOT / "tools" / "compile_pyc.mjs"
PYC_KEEP = 8  # compiled sets kept in .cache/pyc/ (each build uses four: wsdv, wheels, stdlib,
# PyScript's package)


def compile_bytecode(
    pyodide: Path, sources: Mapping[str, bytes], cache: Path | None = None
) -> dict[str, bytes]:
    """The .pyc bytes of every ``name.py`` source, compiled by the vendored Pyodide under Node
    (tools/compile_pyc.mjs); cached in ``cache`` (.cache/pyc/) by the sources' and the
    compiler's hash."""
    compiled = _compiled(pyodide, sources, cache, checked=False)
    if compiled.keys() != set(sources):
        raise SystemExit("the cached bytecode does not match the sources given; delete .cache/pyc")
    return compiled


def checked_bytecode(
    pyodide: Path, sources: Mapping[str, bytes], cache: Path | None = None
) -> dict[str, bytes]:
    """Checked hash-based .pyc files of ``sources`` as they are (docstrings kept), by their
    cache path beside each source (``d/x.py`` -> ``d/__pycache__/x.TAG.pyc``): the importer
    takes one only when the source beside it has the hash it was compiled from. The tool
    imports each so before it writes it out (tools/compile_pyc.mjs --checked)."""
    compiled = _compiled(pyodide, sources, cache, checked=True)
    if sorted(map(cached_source, compiled)) != sorted(sources):
        raise SystemExit("the cached bytecode does not match the sources given; delete .cache/pyc")
    return compiled


def cached_source(cached: str) -> str:
    """The source of a cached .pyc: ``d/__pycache__/x.TAG.pyc`` -> ``d/x.py``."""
    folder, _, file = cached.rpartition("__pycache__/")
    return f"{folder}{file.split('.')[0]}.py"


def _compiled(
    pyodide: Path, sources: Mapping[str, bytes], cache: Path | None, checked: bool
) -> dict[str, bytes]:
    cache = CACHE / "pyc" if cache is None else cache
    key = hashlib.sha256(f"{PYODIDE.spec}\0{sha256(PYC_TOOL.read_bytes())}\0{checked}\n".encode())
    for name in sorted(sources):
        key.update(f"{name}\0{sha256(sources[name])}\n".encode())
    cached = cache / f"{key.hexdigest()[:32]}.zip"
    if not cached.is_file():
        cached.parent.mkdir(parents=True, exist_ok=True)
        log(f"compiling {len(sources)} modules to bytecode (Pyodide under Node)")
        given, partial = cached.with_suffix(".in"), cached.with_suffix(".part")
        given.write_bytes(deterministic_zip(sources))
        try:
            command = ["node", str(PYC_TOOL), *(["--checked"] if checked else []), str(pyodide),
                       str(given), str(partial)]
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
            partial.replace(cached)
        finally:
            given.unlink(missing_ok=True)
            partial.unlink(missing_ok=True)
    cached.touch()  # most recently used: kept when older entries are pruned
    for stale in sorted(cache.glob("*.zip"), key=lambda p: p.stat().st_mtime)[:-PYC_KEEP]:
        stale.unlink()
    with zipfile.ZipFile(cached) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def sourceless_files(files: Mapping[str, bytes], pyodide: Path) -> dict[str, bytes]:
    """``files`` with each ``x.py`` replaced by its bytecode ``x.pyc`` (imported without a
    source; tracebacks show no source lines); other files as they are."""
    sources = {n: d for n, d in files.items() if n.endswith(".py")}
    compiled = compile_bytecode(pyodide, sources)
    return {sourceless(n): compiled.get(n, d) for n, d in files.items()}


def precompiled_wheels(
    contents: Mapping[str, Mapping[str, bytes]], pyodide: Path
) -> dict[str, bytes]:
    """The wheels (file name -> their files) zipped again with each module's source replaced
    by its bytecode: a sourceless ``x.pyc`` where ``x.py`` was (smaller wheels than with both,
    and no extra files for Pyodide to unpack; tracebacks in these packages show no source
    lines). RECORD lists the .pyc files without a hash, as the wheel spec allows."""
    sources = {n: d for files in contents.values() for n, d in files.items() if n.endswith(".py")}
    compiled = compile_bytecode(pyodide, sources)
    out = {}
    for name, files in contents.items():
        record = next(n for n in files if n.endswith(".dist-info/RECORD"))
        sourceless_files = {sourceless(n): compiled.get(n, data) for n, data in files.items()}
        sourceless_files[record] = sourceless_record(sourceless_files[record])
        out[name] = deterministic_zip(sourceless_files, lzma=True)
    return out


def precompiled_stdlib(files: Mapping[str, bytes], pyodide: Path) -> bytes:
    """python_stdlib.zip from the files of Pyodide's, each module's source replaced by its
    bytecode (as the wheels): the npm package ships sources only, so every start compiled the
    modules it imports. Measured: bare Pyodide boots in about half the time."""
    return deterministic_zip(sourceless_files(files, pyodide))


def sourceless(name: str) -> str:
    return name.removesuffix(".py") + ".pyc" if name.endswith(".py") else name


def sourceless_record(record: bytes) -> bytes:
    """A wheel's RECORD with each .py entry replaced by its .pyc (no hash, no size)."""
    rows = list(csv.reader(io.StringIO(record.decode())))
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    for row in rows:
        writer.writerow([sourceless(row[0]), "", ""] if row[0].endswith(".py") else row)
    return text.getvalue().encode()


DATACLASS_TOOL = ROOT / "tools" / "dataclass_code.mjs"
DATACLASS_TABLE = "wsdv/dataclass_code.bin"  # read by wsdv/dataclass_code.py
# what wsdv/ui/main.py imports before the first screen, then what the first game and its
# paint import right after it (the engine, the features and the game's renderers, the board's
# drawing: App.open_first_game, App.render); their dataclasses are in the table
FIRST_SCREEN_MODULES = ("wsdv.buildinfo", "wsdv.ui.door", "wsdv.ui.app", "wsdv.ui.worker_files",
                        "wsdv.engine", "wsdv.ui.opening", "wsdv.ui.opponent", "wsdv.ui.play",
                        "wsdv.ui.saves", "wsdv.ui.update", "wsdv.ui.screen", "wsdv.ui.replay",
                        "wsdv.ui.board")


def dataclass_table(
    package: Mapping[str, bytes], pyodide: Path, cache: Path | None = None
) -> bytes:
    """wsdv/dataclass_code.bin for the package as shipped (``package``: name -> bytes, the
    modules as bytecode): the generated dataclass methods of the first screen's modules,
    compiled by the vendored Pyodide under Node (tools/dataclass_code.mjs); cached in
    ``cache`` (.cache/pyc/) by the package's and the tool's hash."""
    cache = CACHE / "pyc" if cache is None else cache
    given = deterministic_zip(package)
    key = hashlib.sha256(f"{PYODIDE.spec}\0{sha256(DATACLASS_TOOL.read_bytes())}\0"
                         f"{' '.join(FIRST_SCREEN_MODULES)}\0{sha256(given)}".encode())
    cached = cache / f"dataclasses-{key.hexdigest()[:32]}.bin"
    if not cached.is_file():
        cached.parent.mkdir(parents=True, exist_ok=True)
        log("compiling the first screen's dataclass methods (Pyodide under Node)")
        zipped, partial = cached.with_suffix(".zip"), cached.with_suffix(".part")
        zipped.write_bytes(given)
        try:
            command = ["node", str(DATACLASS_TOOL), str(pyodide), str(zipped), str(partial),
                       *FIRST_SCREEN_MODULES]
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
            partial.replace(cached)
        finally:
            zipped.unlink(missing_ok=True)
            partial.unlink(missing_ok=True)
    cached.touch()
    for stale in sorted(cache.glob("dataclasses-*.bin"), key=lambda p: p.stat().st_mtime)[
            :-PYC_KEEP]:
        stale.unlink()
    return cached.read_bytes()
