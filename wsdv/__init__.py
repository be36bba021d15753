"""Wir sind das Volk! in the browser: the engine, the words, the UI and the computer player."""

from __future__ import annotations

import os
from typing import Any


def package_data(spec: Any, name: str) -> bytes:  # noqa: ANN401 (a module's __spec__)
    """The file ``name`` beside the module of ``spec`` (its ``__spec__``), read by the module's
    loader: from the package's folder, or from inside wsdv.zip when the page imports the
    package from the zip in place (zipimport, wsdv/ui/main.py)."""
    path = os.path.join(os.path.dirname(spec.origin), name)
    return spec.loader.get_data(path)
