"""Templates with singular and plural: ``{n} {n:card|cards}`` gives "1 card", "3 cards".

A field whose format is ``one|other`` takes ``one`` when its value is 1 (or -1, +1) and
``other`` otherwise; every other field is formatted as ``str.format`` does.
"""

from __future__ import annotations

import string
from typing import Any


class _Formatter(string.Formatter):
    def format_field(self, value: Any, format_spec: str) -> Any:
        if "|" in format_spec:
            one, _, other = format_spec.partition("|")
            return one if str(value).strip().lstrip("+-−") == "1" else other
        return super().format_field(value, format_spec)


_FORMATTER = _Formatter()


def fill(template: str, /, **args: Any) -> str:
    """``template.format(**args)``, with the ``one|other`` fields chosen by number."""
    return _FORMATTER.format(template, **args)
