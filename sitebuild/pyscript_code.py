"""PyScript's own Python package as bytecode (issue 39).

Before it runs main.py, PyScript writes its Python package (``pyscript/*.py``, some 30 KB of
source its core chunk carries as one object literal) into the runtime's working folder and
imports it: every start, the first visit's and each snapshot start's alike, compiled those
modules in the browser. The build finds the sources in the vendored chunks, compiles them with
the vendored Pyodide as checked hash-based .pyc files (sitebuild/bytecode.py: the importer
takes one only when the source PyScript wrote beside it has the hash it was compiled from, and
compiles the source as before when not) and ships them as one table, CODE_TABLE (cache path ->
base64); the interpreter module writes them where PyScript writes the sources
(static/js/snapshot-boot.mjs).
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Mapping
from pathlib import Path

from .bytecode import checked_bytecode

CODE_TABLE = "static/pyscript-code.json"
# where the package's table starts in PyScript's chunk: {pyscript:{"__init__.py":"...",...}}
START = re.compile(r"\{\s*pyscript\s*:\s*\{")
NAME = re.compile(r"[A-Za-z_$][\w$]*")
# an import of one of the package's modules on a line of the module's own level (PyScript's
# sources are minified: `if not RUNNING_IN_WORKER:from pyscript.workers import ...` is one
# line; an indented line belongs to a function or a class)
PACKAGE_IMPORT = re.compile(r"^(?:\S[^\n]*?[:;][ \t]*)?(?:from|import)\s+pyscript\.(\w+)", re.M)
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0"}


def package_sources(files: Mapping[str, bytes]) -> dict[str, bytes]:
    """The Python files PyScript writes (``pyscript/name.py`` -> UTF-8 source), from the one
    chunk of ``files`` (vendor/pyscript/...) that carries them."""
    found = {}
    for name in sorted(files):
        if not (name.startswith("vendor/pyscript/") and name.endswith(".js")):
            continue
        text = files[name].decode("utf-8")
        for match in START.finditer(text):
            table, _ = parse_object(text, match.start())
            found[name] = flatten(table)
    if len(found) != 1:
        raise SystemExit(f"vendor/pyscript: expected PyScript's Python package in one chunk, "
                         f"found it in {len(found)}")
    (sources,) = found.values()
    if "pyscript/__init__.py" not in sources:
        raise SystemExit("vendor/pyscript: PyScript's Python package has no __init__.py")
    return sources


def imported_at_start(sources: Mapping[str, bytes]) -> dict[str, bytes]:
    """The sources PyScript imports before main.py: its ``import pyscript`` imports
    pyscript/__init__.py and, from there, the package's modules the sources name (the rest,
    such as pyscript.web, only a script's own import loads)."""
    todo, seen = ["pyscript/__init__.py"], set()
    while todo:
        path = todo.pop()
        if path in seen or path not in sources:
            continue
        seen.add(path)
        text = sources[path].decode("utf-8")
        todo += [f"pyscript/{name}.py" for name in PACKAGE_IMPORT.findall(text)]
    return {path: sources[path] for path in sorted(seen)}


def flatten(table: dict, folder: str = "") -> dict[str, bytes]:
    out = {}
    for key, value in table.items():
        if isinstance(value, dict):
            out.update(flatten(value, f"{folder}{key}/"))
        elif key.endswith(".py"):
            out[f"{folder}{key}"] = value.encode("utf-8")
    return out


def parse_object(text: str, at: int) -> tuple[dict, int]:
    """The JavaScript object literal at ``text[at]`` whose keys are names or strings and
    whose values are strings or such objects, and the index after it."""
    table: dict = {}
    at = skip_space(text, at + 1)
    while text[at] != "}":
        if text[at] in "\"'":
            key, at = parse_string(text, at)
        else:
            match = NAME.match(text, at)
            if match is None:
                raise SystemExit(f"vendor/pyscript: unexpected {text[at:at + 20]!r} in a key")
            key, at = match.group(), match.end()
        at = skip_space(text, at)
        if text[at] != ":":
            raise SystemExit(f"vendor/pyscript: expected ':' after {key!r}")
        at = skip_space(text, at + 1)
        if text[at] == "{":
            table[key], at = parse_object(text, at)
        elif text[at] in "\"'":
            table[key], at = parse_string(text, at)
        else:
            raise SystemExit(f"vendor/pyscript: {key!r} is neither a string nor an object")
        at = skip_space(text, at)
        if text[at] == ",":
            at = skip_space(text, at + 1)
        elif text[at] != "}":
            raise SystemExit(f"vendor/pyscript: expected ',' or '}}' after {key!r}")
    return table, at + 1


def skip_space(text: str, at: int) -> int:
    while at < len(text) and text[at].isspace():
        at += 1
    if at >= len(text):
        raise SystemExit("vendor/pyscript: the package's table does not end")
    return at


def parse_string(text: str, at: int) -> tuple[str, int]:
    """The JavaScript string literal (single or double quotes) at ``text[at]``, decoded, and
    the index after it."""
    quote, at, parts = text[at], at + 1, []
    while True:
        if at >= len(text) or text[at] in "\n\r":
            raise SystemExit("vendor/pyscript: a string of the package's table does not end")
        char = text[at]
        if char == quote:
            return "".join(parts), at + 1
        if char != "\\":
            parts.append(char)
            at += 1
            continue
        escape = text[at + 1]
        if escape == "x":
            parts.append(chr(int(text[at + 2:at + 4], 16)))
            at += 4
        elif escape == "u" and text[at + 2] == "{":
            end = text.index("}", at)
            parts.append(chr(int(text[at + 3:end], 16)))
            at = end + 1
        elif escape == "u":
            unit = int(text[at + 2:at + 6], 16)
            at += 6
            if 0xD800 <= unit < 0xDC00 and text[at:at + 2] == "\\u":  # a surrogate pair
                low = int(text[at + 2:at + 6], 16)
                unit, at = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), at + 6
            parts.append(chr(unit))
        elif escape in "\n\r":  # a line continuation
            at += 2 + (text[at + 1:at + 3] == "\r\n")
        else:
            parts.append(ESCAPES.get(escape, escape))
            at += 2


def code_table(files: Mapping[str, bytes], pyodide: Path) -> bytes:
    """CODE_TABLE: the modules of PyScript's package it imports at start, compiled
    (``pyscript/__pycache__/x.TAG.pyc`` -> base64 of the checked .pyc), as JSON."""
    compiled = checked_bytecode(pyodide, imported_at_start(package_sources(files)))
    table = {name: base64.b64encode(data).decode() for name, data in sorted(compiled.items())}
    return json.dumps(table, indent=0).encode()
