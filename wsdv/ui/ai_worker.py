"""The computer player's PyScript worker (started by wsdv/ui/main.py when first needed).

It exposes functions only and never touches the DOM, so it needs no SharedArrayBuffer and
no special headers (GitHub Pages works). PyScript unpacks the server's wsdv.zip here as on
the main thread; the page then sends its own copy of the package (`install`), so the worker
runs the page's build even if the site was updated in between (wsdv/ui/worker_files.py).
Nothing of the game is imported before that.
"""

import io
import os
import shutil
import sys
import zipfile
from pathlib import Path

# No pydantic plugins are installed: skip their lookup in every distribution's metadata.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")


PACKAGE = "wsdv"


def install_package(data: bytes, into: Path, modules: dict = sys.modules) -> None:
    """Replace the package folder below ``into`` with the one zipped in ``data``
    (wsdv/ui/worker_files.py's package_zip), and forget any of its ``modules`` imported."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        names = archive.namelist()
        if not names or any(not n.startswith(PACKAGE + "/") or ".." in n.split("/")
                            for n in names):
            raise ValueError(f"not a {PACKAGE} package")
        shutil.rmtree(into / PACKAGE, ignore_errors=True)
        archive.extractall(into)
    for name in [n for n in modules if n == PACKAGE or n.startswith(PACKAGE + ".")]:
        del modules[name]


def install(package_zip) -> str:  # noqa: ANN001 (a JS Uint8Array)
    """Put the page's package in place of the server's; the build id it holds."""
    install_package(bytes(package_zip.to_bytes()), Path.cwd())
    from wsdv.buildinfo import build_id

    return build_id()


def think(request: str) -> str:
    from wsdv.ai.service import think as service_think

    return service_think(request)


def review(save: str) -> str:
    from wsdv.ai.service import review as service_review

    return service_review(save)


def outlook(request: str) -> str:
    from wsdv.ai.service import outlook as service_outlook

    return service_outlook(request)


__export__ = ["install", "think", "review", "outlook"]
