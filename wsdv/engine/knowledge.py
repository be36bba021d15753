"""What each side knows of the hidden cards beyond its own hand (ruling 6): the Guillaume
affair's look (6.4) and the exchanges that follow it. Kept as data in the state so that a
fair player (the AI's re-dealing) reads it, never the log's words.

Per side: `opp_hand` (cards known to be in the opponent's hand), `deck_top` (the known top
of the deck, top first), `removed` (cards it saw leave the game). The engine records what a
side learns; `known(s, side)` drops what has stopped being true since (a known card played
from the hand, a known top card drawn), which the side sees happen openly.
"""

from __future__ import annotations

from typing import Any

from .state import State


def _set(s: State, side: str, key: str, cards: tuple[str, ...]) -> None:
    s.known = {**s.known, side: {**s.known[side], key: cards}}


def learn_guillaume_look(s: State, look: str, seen: list[str]) -> None:
    """East saw West's hand, or the top 2 cards of the deck (`seen` bottom to top)."""
    if look == "hand":
        _set(s, "east", "opp_hand", tuple(seen))
    else:
        _set(s, "east", "deck_top", tuple(reversed(seen)))


def learn_guillaume_swap(s: State, look: str, mine: str, theirs: str) -> None:
    """East gave `mine` for `theirs`: East knows where `mine` went; if it came from West's
    hand, West saw which of its cards East took."""
    key = "opp_hand" if look == "hand" else "deck_top"
    pile = s.known["east"][key]
    _set(s, "east", key, tuple(mine if c == theirs else c for c in pile))
    if look == "hand":
        _set(s, "west", "opp_hand", (*s.known["west"]["opp_hand"], theirs))


def learn_guillaume_removal(s: State, card: str) -> None:
    _set(s, "east", "removed", (*s.known["east"]["removed"], card))
    _set(s, "east", "deck_top", tuple(c for c in s.known["east"]["deck_top"] if c != card))


def learned_draw(s: State, drawer: str | None, card: str) -> None:
    """The top card of the deck was drawn (into `drawer`'s hand, or None for the display): a
    side that knew it knows where it went."""
    for side in ("west", "east"):
        top = s.known[side]["deck_top"]
        if top and top[0] == card:
            _set(s, side, "deck_top", top[1:])
            if drawer is not None and drawer != side:
                _set(s, side, "opp_hand", (*s.known[side]["opp_hand"], card))


def forget_deck_top(s: State) -> None:
    """The deck was set aside at a decade's end (ruling 28): no known top remains."""
    for side in ("west", "east"):
        if s.known[side]["deck_top"]:
            _set(s, side, "deck_top", ())


def known(s: State, side: str) -> dict[str, Any]:
    """What `side` knows now, as lists (for the view)."""
    k = s.known[side]
    opp = "east" if side == "west" else "west"
    hand = set(s.hands[opp])
    top = k["deck_top"]
    deck = s.deck
    still_on_top = len(top) <= len(deck) and all(
        deck[-1 - i] == c for i, c in enumerate(top))
    return {"opp_hand": [c for c in k["opp_hand"] if c in hand],
            "deck_top": list(top) if still_on_top else [],
            "removed": list(k["removed"])}
