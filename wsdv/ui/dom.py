"""Values that come back from the DOM through Pyodide."""

from __future__ import annotations

from typing import Any


def found(node: Any) -> bool:
    """A DOM lookup's result is an element: JS null arrives as pyodide's JsNull, not None."""
    return node is not None and type(node).__name__ != "JsNull"
