"""Who sees which hand. Hot seat: when the deciding side changes and a hand would show, a
"pass the device" screen hides both hands until the next player confirms. Against the
computer: the human's hand only.

A hand shows while its side has to make a private decision (a prompt whose options name
hand cards). Other decisions of the other side (a coat-of-arms icon, an End of Decade
choice) are taken with both hands hidden and need no hand-over.
"""

from __future__ import annotations

from dataclasses import dataclass

PRIVATE_KINDS = frozenset({"card", "discard", "special_cost", "guillaume"})


@dataclass
class HotSeat:
    """Two players at one screen: who last took the device."""

    confirmed: str | None = None  # the side that last took the device

    def needs_pass(self, side: str | None, kind: str | None) -> bool:
        return side is not None and kind in PRIVATE_KINDS and side != self.confirmed

    def hand_side(self, side: str | None, kind: str | None) -> str | None:
        """Whose hand may be shown now (None: both hidden)."""
        if side is None or self.needs_pass(side, kind):
            return None
        return side if side == self.confirmed else None

    def confirm(self, side: str) -> None:
        self.confirmed = side


@dataclass
class ComputerSeat:
    """Against the computer: the human's hand always shows, the computer's never; nobody
    hands the device over."""

    human: str

    def needs_pass(self, side: str | None, kind: str | None) -> bool:
        return False

    def hand_side(self, side: str | None, kind: str | None) -> str | None:
        return self.human

    def confirm(self, side: str) -> None:
        pass


Seat = HotSeat | ComputerSeat


def seat_for(mode: str | None, human: str | None) -> Seat:
    """The seat of a stored game's mode (a game not stored yet is played hot seat)."""
    if mode == "computer" and human in ("east", "west"):
        return ComputerSeat(human)
    return HotSeat()
