"""The code of the page's dataclasses' generated methods, compiled by the build (issue 39).

``@dataclass`` writes the source of each class's ``__init__``, ``__repr__``, ``__eq__``, ...
and compiles it with ``exec`` while the module is imported. In the browser that compile is
most of a dataclass's cost: about half of the first screen's import time (some 50 classes).
The build imports the first screen's modules once under the same Pyodide
(tools/dataclass_code.mjs) and stores each generated source with its compiled code in
``wsdv/dataclass_code.bin`` (marshal). `install` makes ``dataclasses`` take the stored code
for a source it stores; any other source is compiled as ``dataclasses`` does. The code is
the same either way: compile is a function of the source (no flags are inherited: the
module compiling it has no ``__future__`` import, as ``dataclasses`` has none).

No ``from __future__ import annotations`` here: see `_exec`.
"""

import dataclasses
import marshal
from pathlib import Path

from . import package_data

TABLE = "dataclass_code.bin"  # beside this module (in the page: inside wsdv.zip)


class Counts:
    """Sources found in the table and not, since `install` (the page reports them)."""

    hits = 0
    misses = 0


def load(path: Path | None = None) -> dict[str, object] | None:
    """The table (source -> code object), None when missing or unreadable (another Python's
    marshal format, a damaged file)."""
    try:
        data = package_data(__spec__, TABLE) if path is None else path.read_bytes()
        table = marshal.loads(data)
    except (OSError, ValueError, EOFError, TypeError):
        return None
    return table if isinstance(table, dict) else None


def install(path: Path | None = None) -> bool:
    """Make ``dataclasses`` use the stored code (its module global ``exec``, which it calls
    with each generated source, is looked up before the builtin); False (nothing changed)
    without a table. `uninstall` undoes it."""
    table = load(path)
    if table is None:
        return False

    def _exec(source: object, globals: dict | None = None, locals: dict | None = None,
              /) -> None:
        code = table.get(source) if isinstance(source, str) else None
        if code is None:
            Counts.misses += 1
            # compiled here as in dataclasses: neither module has a __future__ import
            exec(source, globals, locals)  # type: ignore[arg-type]
            return
        Counts.hits += 1
        exec(code, globals, locals)  # type: ignore[arg-type]

    dataclasses.exec = _exec  # type: ignore[attr-defined]
    return True


def uninstall() -> None:
    """``dataclasses`` compiles every source again (the tests)."""
    vars(dataclasses).pop("exec", None)
