"""A lighter site: what no page imports stays out of dist/.

The standard library, the wheels and PyScript's chunks are trimmed to what a traced session
used: tools/trace_imports.py runs the browser tests (the page and the AI worker) and the engine
tests inside Pyodide on an untrimmed build, and writes the modules and chunks they loaded into
traced.json beside this file. Added to that: every standard-library module the shipped wsdv
modules import anywhere (even inside a function), so a new import needs no new trace.
Research code (wsdv/ai/fit.py, the arena) stays out of wsdv.zip.
"""

from __future__ import annotations

import ast
import json
import re
import zipfile
from collections.abc import Iterable, Mapping
from pathlib import Path, PurePosixPath

from .common import read_zip

TRACED = Path(__file__).with_name("traced.json")

# Research and command-line code of wsdv that no page imports (the arena, fitting, CLIs).
PACKAGE_EXCLUDED = ("wsdv/ai/__main__.py", "wsdv/ai/arena.py", "wsdv/ai/fit.py",
                    "wsdv/ai/independent.py",
                    "wsdv/engine/__main__.py",
                    # the pydantic schemas: checked by the build and the tests, not read by pages
                    "wsdv/data/schema.py", "wsdv/ui/record_schema.py")

# Parts of the wheels that may go when the trace shows them unused (module prefixes): pydantic's
# v1 copy, its deprecated and experimental APIs, the mypy plugin, the 1.x migration stubs.
WHEEL_PRUNABLE = (
    "pydantic.v1", "pydantic.deprecated", "pydantic.experimental", "pydantic.mypy",
    "pydantic.class_validators", "pydantic.config", "pydantic.color", "pydantic.datetime_parse",
    "pydantic.decorator", "pydantic.env_settings", "pydantic.error_wrappers", "pydantic.generics",
    "pydantic.json", "pydantic.json_schema", "pydantic.networks", "pydantic.parse",
    "pydantic.schema", "pydantic.tools", "pydantic.typing", "pydantic.utils",
    "pydantic.validators", "pydantic.alias_generators", "pydantic.validate_call_decorator",
    "pydantic.plugin",
)
# Files of the wheels nothing reads at run time: type stubs, software bills of materials.
WHEEL_DROPPED = re.compile(r"\.pyi$|\.dist-info/sboms/")


def traced() -> dict:
    """The recorded trace: {"stdlib": {where: modules}, "wheels": {where: modules},
    "frozen": modules, "pyscript": chunk files}; where is the page, the worker or the engine
    tests."""
    return json.loads(TRACED.read_text(encoding="utf-8"))


def traced_modules(kind: str) -> set[str]:
    """The modules of ``kind`` ("stdlib", "wheels") any traced run loaded."""
    return {name for names in traced()[kind].values() for name in names}


def module_name(path: str) -> str | None:
    """The module a .py path defines ("a/b/__init__.py" -> "a.b"), None for other files."""
    if not path.endswith(".py"):
        return None
    parts = path.removesuffix(".py").split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def with_parents(names: Iterable[str]) -> set[str]:
    """The names and every package above them ("a.b.c" also gives "a.b" and "a")."""
    out = set()
    for name in names:
        parts = name.split(".")
        out.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))
    return out


def imported_names(source: bytes, path: str) -> set[str]:
    """Every module the source at ``path`` (a .py file) imports anywhere in it, relative
    imports resolved, with the ``from x import y`` candidates ``x.y`` (y may be a
    submodule)."""
    names = set()
    module = module_name(path) or ""
    package = module if path.endswith("/__init__.py") else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1])
                base = f"{parent}.{base}".strip(".")
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


TOP_LEVEL_IMPORT = re.compile(
    r"^(?:import[ \t]+([^\n#;]+)|from[ \t]+([\w.]+)[ \t]+import[ \t]+(\([^)]*\)|[^\n#;]+))", re.M
)


def unconditional_imports(source: bytes, path: str) -> set[str]:
    """The modules a source imports whenever it is imported: its import statements at the
    start of a line (not under if, try, def or class), relative imports resolved. Read with a
    pattern, not ast: the sources are Python 3.14's, the build may run on 3.11."""
    module = module_name(path) or ""
    package = module if path.endswith("/__init__.py") else module.rpartition(".")[0]
    names = set()
    for plain, base, listed in TOP_LEVEL_IMPORT.findall(source.decode("utf-8", "replace")):
        if plain:
            names.update(part.split()[0] for part in plain.split(",") if part.strip())
            continue
        if base.startswith("."):
            level = len(base) - len(base.lstrip("."))
            parent = ".".join(package.split(".")[: len(package.split(".")) - level + 1])
            base = f"{parent}.{base.lstrip('.')}".strip(".")
        names.add(base)
        for part in listed.strip("()").replace("\\\n", " ").split(","):
            if part.split():
                names.add(f"{base}.{part.split()[0]}")
    return names


def import_closure(names: set[str], modules: Mapping[str, str], files: Mapping[str, bytes]
                   ) -> set[str]:
    """``names`` (with their packages) and, again and again, the modules they import
    unconditionally; only modules of ``modules`` (name -> path) count."""
    todo, seen = sorted(with_parents(names) & modules.keys()), set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        path = modules[name]
        todo += sorted(with_parents(unconditional_imports(files[path], path)) & modules.keys())
    return seen


def package(files: Mapping[str, bytes]) -> dict[str, bytes]:
    """The wsdv package's files that dist/ ships: no research code, which nothing shipped may
    import."""
    kept = {name: data for name, data in files.items() if name not in PACKAGE_EXCLUDED}
    excluded = {module_name(name) for name in PACKAGE_EXCLUDED}
    for name, data in kept.items():
        if name.endswith(".py") and (imported_names(data, name) & excluded):
            raise SystemExit(f"{name} imports research code that dist/ leaves out")
    return kept


def package_imports(files: Mapping[str, bytes]) -> set[str]:
    """Every module the package's files import (anywhere in them)."""
    names: set[str] = set()
    for name, data in files.items():
        if name.endswith(".py"):
            names |= imported_names(data, name)
    return names


def stdlib(original: bytes, package_files: Mapping[str, bytes], full: bool = False
           ) -> dict[str, bytes]:
    """The files of Pyodide's python_stdlib.zip that dist/ ships: the traced modules, those
    the package imports, their packages and what these import unconditionally, less the
    modules frozen into the runtime; other files in the folders of kept modules (and in
    folders without modules)."""
    files = read_zip(original)
    if full:
        return files
    modules = {module_name(n): n for n in files if n.endswith(".py")}
    trace = traced()
    wanted = import_closure(traced_modules("stdlib") | package_imports(package_files), modules,
                            files)
    kept = {modules[name] for name in wanted - set(trace["frozen"])}
    folders = {PurePosixPath(n).parent for n in kept}
    code_folders = {PurePosixPath(n).parent for n in modules.values()}
    return {
        name: data for name, data in files.items()
        if name in kept or (not name.endswith(".py") and (
            PurePosixPath(name).parent in folders
            or PurePosixPath(name).parent not in code_folders))
    }


def wheels(paths: list[Path], full: bool = False) -> dict[str, dict[str, bytes]]:
    """The browser wheels' files that dist/ ships (wheel file name -> its files): less the
    prunable modules the trace did not see, type stubs, bills of materials and METADATA's
    long description; RECORD lists what stays."""
    used = traced_modules("wheels") if not full else set()
    out = {}
    for path in paths:
        with zipfile.ZipFile(path) as archive:
            files = {n: archive.read(n) for n in archive.namelist() if not n.endswith("/")}
        if not full:
            files = {n: d for n, d in files.items() if keep_wheel_file(n, used)}
            for name in files:
                if name.endswith(".dist-info/METADATA"):
                    files[name] = metadata_headers(files[name])
            record = next(n for n in files if n.endswith(".dist-info/RECORD"))
            files[record] = pruned_record(files[record], files.keys())
        out[path.name] = files
    return out


def keep_wheel_file(name: str, used: set[str]) -> bool:
    """Whether a wheel's file stays: not a stub or bill of materials, not part of a prunable
    module or package (a package's data files go with it) that the trace did not see."""
    if WHEEL_DROPPED.search(name):
        return False
    module = module_name(name)
    if module is None:  # a data file: it belongs to the package of its folder
        module = name.rpartition("/")[0].replace("/", ".")
    if module in used:
        return True
    return not any(module == p or module.startswith(p + ".") for p in WHEEL_PRUNABLE)


def metadata_headers(metadata: bytes) -> bytes:
    """A METADATA file without its long description (the body after the headers)."""
    return metadata.split(b"\n\n", 1)[0] + b"\n"


def pruned_record(record: bytes, kept: Iterable[str]) -> bytes:
    """RECORD's rows of the files kept (RECORD itself lists no hash: it was changed)."""
    kept = set(kept)
    lines = []
    for line in record.decode().splitlines():
        name = line.split(",")[0]
        if name in kept:
            lines.append(f"{name},," if name.endswith(".dist-info/METADATA")
                         or name.endswith("/RECORD") else line)
    return ("\n".join(lines) + "\n").encode()


STATIC_IMPORT = re.compile(r"""(?:from|import)\s*["']\./([\w.-]+\.js)["']""")


def pyscript(files: Mapping[str, bytes], full: bool = False) -> dict[str, bytes]:
    """PyScript's files (vendor/pyscript/...) that dist/ ships: core.js, core.css, the
    traced chunks and what they import statically. Chunks loaded only by features the page
    does not use (the editor, the terminal, MicroPython) stay out."""
    if full:
        return dict(files)
    folder = "vendor/pyscript/"
    todo = ["core.js", "core.css", *traced()["pyscript"]]
    kept: set[str] = set()
    while todo:
        name = todo.pop()
        if name in kept or folder + name not in files:
            continue
        kept.add(name)
        todo += STATIC_IMPORT.findall(files[folder + name].decode("utf-8"))
    return {folder + name: files[folder + name] for name in sorted(kept)}
