"""The message type: words as data (a template key and its arguments).

A leaf: it imports nothing of the project, so that the rules engine can say everything as
messages without loading the catalogues (wsdv/words) that turn them into sentences.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Msg(NamedTuple):
    """A message: a template key and its arguments (JSON-ready values; never changed once
    made). A named tuple, so that the many made in play cost little."""

    key: str
    args: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "args": dict(self.args)}


def m(key: str, **args: Any) -> Msg:
    return Msg(key, args)
