"""The one error of fair play: a message refused, with its words as a message key."""

from __future__ import annotations

from ..words import Msg, render


class FairError(ValueError):
    """A message that cannot be accepted (damaged, foreign, replayed, out of order, changed,
    or breaking the rules or the protocol). Nothing was changed by it."""

    def __init__(self, msg: Msg) -> None:
        super().__init__(render(msg, "en"))
        self.msg = msg
