"""What every part of the build shares: the project's folders, logging, hashes, zips."""

from __future__ import annotations

import hashlib
import io
import re
import sys
import zipfile
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache"
DIST = ROOT / "dist"
CONFIGS = ("pyscript.toml", "ai-worker.toml")  # the page's and the AI worker's PyScript config
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


def log(message: str) -> None:
    print(f"[build] {message}", file=sys.stderr, flush=True)


def canonical(name: str) -> str:
    """A distribution name as PEP 503 normalises it."""
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def deterministic_zip(files: Mapping[str, bytes], lzma: bool = False) -> bytes:
    """A zip whose bytes depend only on the names and contents given. Deflated, or with
    ``lzma`` LZMA-compressed: a third smaller for the wheels, which Pyodide unpacks with
    zipfile (0.1 s more for pydantic-core's 4.7 MB library, 0.5 MB less to download).
    wsdv.zip and python_stdlib.zip stay deflated: the page imports from both in place, and
    zipimport reads nothing else (unpacked, as wsdv.zip was until issue 39, LZMA cost 0.1-0.3 s
    more on the way to the first screen for 0.08 MB less)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.create_system = 3
            info.external_attr = 0o100644 << 16
            info.compress_type = zipfile.ZIP_LZMA if lzma else zipfile.ZIP_DEFLATED
            archive.writestr(info, files[name], compresslevel=None if lzma else 9)
    return buffer.getvalue()


def read_zip(data: bytes) -> dict[str, bytes]:
    """The files of a zip (name -> bytes), folders left out."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return {n: archive.read(n) for n in archive.namelist() if not n.endswith("/")}
