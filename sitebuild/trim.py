"""What the browser never imports stays out of dist/ (for now: nothing is left out)."""

from __future__ import annotations

import zipfile
from collections.abc import Mapping
from pathlib import Path

from .common import read_zip


def package(files: Mapping[str, bytes]) -> dict[str, bytes]:
    """The wsdv package's files that dist/ ships."""
    return dict(files)


def stdlib(original: bytes) -> dict[str, bytes]:
    """The files of Pyodide's python_stdlib.zip that dist/ ships."""
    return read_zip(original)


def wheels(paths: list[Path]) -> dict[str, dict[str, bytes]]:
    """The browser wheels' files that dist/ ships (wheel file name -> its files)."""
    out = {}
    for path in paths:
        with zipfile.ZipFile(path) as archive:
            out[path.name] = {
                n: archive.read(n) for n in archive.namelist() if not n.endswith("/")
            }
    return out
