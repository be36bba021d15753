"""Whether PyScript's own package came from the build's bytecode (issue 39).

Before main.py, PyScript writes its package's sources (pyscript/*.py) into the working folder
and imports them. The interpreter module first writes the build's checked .pyc files of those
modules where the importer looks for them (static/js/snapshot-boot.mjs,
sitebuild/pyscript_code.py); the importer takes one only when it was compiled from the very
source beside it, else it compiles the source. `taken` makes the importer's own check again
for each module imported, so that the page can say how many were spared the compiling
(wsdv/ui/main.py: <body data-pyscript-code="taken/imported">).
"""

from __future__ import annotations

import sys
from importlib.util import MAGIC_NUMBER, source_hash
from pathlib import Path

CHECKED_HASH = 0b11  # a pyc's flags: hash-based, checked against its source


def taken() -> tuple[int, int]:
    """How many of PyScript's imported modules have a checked .pyc of their source where the
    importer looks, and how many were imported from a source (PyScript also puts objects of
    its own under pyscript.js_modules)."""
    sources = []
    for name, module in sorted(sys.modules.items()):
        source = getattr(module, "__file__", None)
        if (name == "pyscript" or name.startswith("pyscript.")) and isinstance(source, str):
            sources.append((Path(source), getattr(module, "__cached__", None)))
    found = sum(isinstance(cached, str) and checked_pyc_of(source, Path(cached))
                for source, cached in sources)
    return found, len(sources)


def checked_pyc_of(source: Path, cached: Path) -> bool:
    """Whether ``cached`` is a checked hash-based pyc of this Python compiled from
    ``source``'s bytes (the header the importer reads: magic, flags, source hash)."""
    try:
        pyc, data = cached.read_bytes(), source.read_bytes()
    except OSError:
        return False
    return (pyc[:4] == MAGIC_NUMBER and int.from_bytes(pyc[4:8], "little") == CHECKED_HASH
            and pyc[8:16] == source_hash(data))
