"""Card events (section 6.4): who may trigger what, and the event's steps."""

from __future__ import annotations

from .data import cards
from .state import Frame, State

TRIGGER_COLOURS = {"west": ("yellow", "dual"), "east": ("red", "dual")}


def special_playable(s: State) -> bool:
    """Special cards: East only, event only."""
    return s.special is not None and can_trigger(s, "east", s.special)


def can_trigger(s: State, side: str, card: str) -> bool:
    c = cards()[card]
    if c.colour == "special":
        return side == "east" and False
    return c.colour in TRIGGER_COLOURS[side] and False


def event_frames(s: State, side: str, card: str) -> list[Frame]:
    raise NotImplementedError("card events arrive with the card events issue")
