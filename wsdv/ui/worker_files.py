"""The computer player's worker runs the page's own build of the game.

PyScript starts the worker (wsdv/ui/ai_worker.py) with the runtime and the wsdv package
unpacked from the server's wsdv.zip. When a deploy lands between the page's start
and the worker's (a first visit, before the service worker serves one build), that is the
next build. So the page sends the package it runs (the zip it imports it from) and the
worker installs that copy over the server's before it imports anything of the game
(`install` in wsdv/ui/ai_worker.py). The worker's own three-line script and the runtime still come
from the server; the build ids are still compared (wsdv/ui/opponent.py).
"""

from __future__ import annotations

import io
import zipfile
from pathlib import Path


def package_zip(folder: Path) -> bytes:
    """The package in ``folder`` as a zip, names from the package folder's parent
    (``wsdv/...``): the page imports it from wsdv.zip in place (wsdv/ui/main.py), and then
    ``folder`` is inside that zip, which is sent as it is; a package in a folder is zipped,
    stored: it never leaves the browser."""
    if folder.parent.is_file():
        return folder.parent.read_bytes()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as archive:
        for path in sorted(folder.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                archive.write(path, path.relative_to(folder.parent).as_posix())
    return buffer.getvalue()
