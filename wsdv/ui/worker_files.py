"""The computer player's worker runs the page's own build of the game.

PyScript starts the worker (wsdv/ui/ai_worker.py) with the runtime, pydantic and the wsdv
package unpacked from the server's wsdv.zip. When a deploy lands between the page's start
and the worker's (a first visit, before the service worker serves one build), that is the
next build. So the page zips the package it runs (as unpacked in its file system) and the
worker installs that copy over the server's before it imports anything of the game
(`install` in wsdv/ui/ai_worker.py). The worker's own three-line script and the runtime still come
from the server; the build ids are still compared (wsdv/ui/opponent.py).
"""

from __future__ import annotations

import io
import zipfile
from pathlib import Path


def package_zip(folder: Path) -> bytes:
    """The package in ``folder`` (as unpacked in the page) as a zip, names from the package
    folder's parent (``wsdv/...``). Stored: it never leaves the browser."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as archive:
        for path in sorted(folder.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                archive.write(path, path.relative_to(folder.parent).as_posix())
    return buffer.getvalue()
