"""The prestige, Western currency and socialist tracks, with the compensation for arrows that
cannot move (section 6.4, "Non-executable arrows")."""

from __future__ import annotations

from ..msg import m
from .board import SIDE_PROVINCES, other
from .data import board_data
from .flow import Prompt, finish, frame, log, prompt, step, trigger
from .state import Frame, State
from .unrest import add_unrest, remove_unrest

ATTR = {"prestige": "prestige", "western_currency": "wc", "socialist": "soc_track"}


def move(s: State, track: str, delta: int) -> None:
    """Move a marker by delta (negative: toward West), one arrow at a time."""
    lo, hi = board_data().track_range[track]
    attr = ATTR[track]
    step_ = 1 if delta > 0 else -1
    for _ in range(abs(delta)):
        pos = getattr(s, attr)
        if lo <= pos + step_ <= hi:
            setattr(s, attr, pos + step_)
            continue
        toward = "east" if step_ > 0 else "west"
        log(s, toward, m("log.track_blocked", track=track))
        if track == "prestige":
            trigger(s, frame("prestige_comp", side=toward))
        elif toward == "east":
            trigger(s, frame("remove_unrest", side="east", by="east", n=1))
        else:
            trigger(s, frame("add_unrest", side="east", by="west", n=1))
    if delta:
        log(s, None, m("log.track_moved", track=track, n=abs(delta),
                       toward="east" if delta > 0 else "west", pos=getattr(s, attr)))


@step("prestige_comp")
def prestige_comp(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """The profiting player removes 1 own unrest or places 1 in an opponent's province."""
    side = f["side"]
    opp = other(side)
    if choice is None:
        opts = [(f"remove:{p}", m("opt.comp_remove", province=p), ("prov", p))
                for p in SIDE_PROVINCES[side] if s.unrest[p] > 0]
        opts += [(f"add:{p}", m("opt.comp_add", province=p), ("prov", p))
                 for p in SIDE_PROVINCES[opp]]
        return prompt(side, "prestige_comp", m("prompt.prestige_comp", side=side), opts)
    finish(s, f)
    kind, _, p = choice.partition(":")
    if kind == "remove":
        remove_unrest(s, p)
        log(s, side, m("log.unrest_removed", province=p), province=p)
    else:
        add_unrest(s, p)
        log(s, side, m("log.unrest_added", province=p), province=p)
    return None
