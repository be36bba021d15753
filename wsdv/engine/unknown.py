"""Unknown cards: a first-class card value for games whose card identities come from outside.

In a game with hidden cards (`Game.new(..., options={"hidden_cards": True})`) the engine does
not shuffle: each decade's deck is 20 unknown cards, one per position of that decade's
encrypted deck, written `?D.SS` (decade D, slot SS; the top of the deck is the highest
slot). An unknown card moves like any card: it is drawn, held, put into the display, swapped
or discarded; the undrawn deck at a decade's end is set aside unseen, and its cards are never
asked about (ruling 28). The rules never read an unknown card's identity: a card is identified
before it is played (the option names it), and the Guillaume affair's look is applied once the
looked-at cards are known.

The identities come from a card source (`CardSource`), which the game asks about every
unknown card in its state after each choice: it answers with the card's id once it may be
known here, None while not. Identifying substitutes the id for the unknown card everywhere in
the state: the piles, the hands, the knowledge, the flow stack and the log.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Protocol

from .state import State

PREFIX = "?"
SLOTS = 20  # cards per decade deck


class CardSource(Protocol):
    def identify(self, card: str) -> str | None:
        """The id of the unknown card `card`, or None while it is not known here."""
        ...


def unknown_card(decade: int, slot: int) -> str:
    return f"{PREFIX}{decade}.{slot:02d}"


def is_unknown(card: Any) -> bool:
    return isinstance(card, str) and card.startswith(PREFIX)


def slot_of(card: str) -> tuple[int, int]:
    """(decade, slot) of an unknown card; ValueError for anything else."""
    decade, dot, slot = card[1:].partition(".") if is_unknown(card) else ("", "", "")
    if not dot or not decade.isdigit() or not slot.isdigit():
        raise ValueError(f"{card!r} is not an unknown card")
    return int(decade), int(slot)


def hidden_deck(decade: int) -> list[str]:
    """The deck of a decade with hidden cards: slot 0 at the bottom, the last slot on top."""
    return [unknown_card(decade, k) for k in range(SLOTS)]


def _cards_in(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        if is_unknown(value):
            yield value
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _cards_in(v)


def unknown_cards(s: State) -> list[str]:
    """Every unknown card in the state, once each (in the piles, hands, knowledge, stack),
    but for the set-aside decks, which nobody may learn (ruling 28)."""
    found: dict[str, None] = {}
    piles: list[Any] = [s.deck, s.display, s.hands["west"], s.hands["east"], s.played,
                        s.discard, s.removed, [p[0] for p in s.police]]
    piles += [list(k.values()) for k in s.known.values()]
    piles += [list(f.values()) for f in s.stack]
    for pile in piles:
        for c in _cards_in(pile):
            found[c] = None
    for c in s.set_aside:  # ruling 28: put aside unseen, never identified
        found.pop(c, None)
    return list(found)


def _swap(value: Any, ids: Mapping[str, str]) -> Any:
    """Cards replaced in a value: a card, a list or tuple of them, a dict's values, or an
    option id naming cards (`swap:?1.03:?1.18`)."""
    if isinstance(value, str):
        if PREFIX not in value:
            return value
        if ":" in value:
            return ":".join(ids.get(p, p) for p in value.split(":"))
        return ids.get(value, value)
    if isinstance(value, dict):
        return {k: _swap(v, ids) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(_swap(v, ids) for v in value)
    return value


def substitute(s: State, ids: Mapping[str, str]) -> None:
    """Replace unknown cards by their ids everywhere in the state."""
    if not ids:
        return
    s.deck = _swap(s.deck, ids)
    s.display = _swap(s.display, ids)
    s.hands = {side: _swap(h, ids) for side, h in s.hands.items()}
    s.played = _swap(s.played, ids)
    s.discard = _swap(s.discard, ids)
    s.removed = _swap(s.removed, ids)
    s.police = [(ids.get(c, c), col, used) for c, col, used in s.police]
    s.known = {side: {k: _swap(v, ids) for k, v in d.items()} for side, d in s.known.items()}
    for f in s.stack:  # in place: a step finds its frame by identity
        if any(PREFIX in str(v) for v in f.values()):
            f.update({k: _swap(v, ids) for k, v in f.items()})
    first = min(slot_of(c)[0] for c in ids)
    for i, entry in enumerate(s.log):  # entries are shared by clones: replaced, not changed
        if entry["decade"] >= first and PREFIX in repr(entry):
            s.log[i] = _swap(entry, ids)


def identify(s: State, source: CardSource | None) -> dict[str, str]:
    """Ask the source about every unknown card in the state; substitute what it knows."""
    if source is None or not s.hidden:
        return {}
    ids = {}
    for c in unknown_cards(s):
        card = source.identify(c)
        if card is not None:
            ids[c] = card
    substitute(s, ids)
    return ids


def identify_choice(choice: str, source: CardSource | None) -> str:
    """An option id with the unknown cards it names replaced by their ids where known."""
    if source is None or PREFIX not in choice:
        return choice
    return ":".join((source.identify(p) or p) if is_unknown(p) else p
                    for p in choice.split(":"))
