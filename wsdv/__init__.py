"""Wir sind das Volk! in the browser: the engine, the words, the UI and the computer player."""

from __future__ import annotations

import os
import sys
import zipimport
from types import CodeType
from typing import Any


def package_data(spec: Any, name: str) -> bytes:  # noqa: ANN401 (a module's __spec__)
    """The file ``name`` beside the module of ``spec`` (its ``__spec__``), read by the module's
    loader: from the package's folder, or from inside wsdv.zip when the page imports the
    package from the zip in place (zipimport, wsdv/ui/main.py)."""
    path = os.path.join(os.path.dirname(spec.origin), name)
    return spec.loader.get_data(path)


class PackageZip(zipimport.zipimporter):
    """zipimport reading each module once. CPython's zipimporter reads, decompresses and
    unmarshals a module's code to name its file (`get_filename`, asked for the module's spec)
    and again to run it (`get_code`): in the page that doubled the import time of the
    package from wsdv.zip (issue 39). This one keeps the code from the first for the second."""

    def __init__(self, path: str) -> None:
        super().__init__(path)
        self.kept: dict[str, CodeType] = {}

    def get_filename(self, fullname: str) -> str:
        self.kept[fullname] = super().get_code(fullname)
        path = os.path.join(self.archive, self.prefix, fullname.rpartition(".")[2])
        if self.is_package(fullname):
            path = os.path.join(path, "__init__")
        # (zipimport takes a module's bytecode before its source: the page's zip has no source)
        return path + (".pyc" if self.get_source(fullname) is None else ".py")

    def get_code(self, fullname: str) -> CodeType:
        code = self.kept.pop(fullname, None)
        return super().get_code(fullname) if code is None else code


def import_from_zip(archive: str) -> None:
    """The package's modules below ``archive`` (the zip the package was imported from) are
    imported with `PackageZip` (wsdv/ui/main.py, before the package's other modules)."""

    def hook(path: str) -> PackageZip:
        if not path.startswith(archive + os.sep):
            raise ImportError(path)
        return PackageZip(path)

    sys.path_hooks.insert(0, hook)
