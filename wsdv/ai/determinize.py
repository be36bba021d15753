"""Fair play: a copy of the game in which everything the side cannot see is re-dealt.

Everything here reads `game.view(side)` (and the flow stack, which holds only public facts:
the card being played, the phase). The cards the side cannot locate (the opponent's hand, the
deck, for West the cards East removed with the Guillaume affair) form a pool; it is computed as
"all cards dealt so far minus every card the side sees", so two games that differ only in
hidden cards give the same pool. The pool is re-dealt with the AI's own random generator, and
the engine's PRNG (which fixes the order of future decks) is re-seeded as well.

East keeps what the Guillaume affair showed it: cards it saw in West's hand stay there, cards
it saw on top of the deck stay on top (as long as the view's log says they are still there).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from wsdv.engine import Game
from wsdv.engine.board import other
from wsdv.engine.data import cards, decade_cards

_NAMES: dict[str, str] | None = None


def _card_names() -> dict[str, str]:
    """card id -> "id title" as the engine's log writes it."""
    global _NAMES
    if _NAMES is None:
        _NAMES = {cid: f"{cid} {c.title.en}" for cid, c in cards().items() if not c.special}
    return _NAMES


def _ids_in(text: str) -> list[str]:
    """Card ids named in a log text, in the order they appear."""
    found = []
    for cid, name in _card_names().items():
        i = text.find(name)
        # "1 Land reform" must not match inside "41 Transit ...": require a word start.
        while i > 0 and text[i - 1].isalnum():
            i = text.find(name, i + 1)
        if i >= 0:
            found.append((i, -len(name), cid))
    found.sort()
    out: list[str] = []
    end = -1
    for i, neg_len, cid in found:
        if i >= end:  # drop names nested in a longer match at the same place
            out.append(cid)
            end = i - neg_len
    return out


@dataclass
class Knowledge:
    """What East learned with the Guillaume affair and can still rely on."""

    opp_hand: list[str] = field(default_factory=list)  # cards known to be in West's hand
    deck_top: list[str] = field(default_factory=list)  # known top of the deck, top first
    removed: list[str] = field(default_factory=list)  # cards East removed from the game


def guillaume_knowledge(log: list[dict], side: str) -> Knowledge:
    k = Knowledge()
    if side != "east":
        return k
    look = None
    for e in log:
        text = e.get("text", "")
        private = e.get("to") == "east"
        if text.startswith("Decade ") and " begins" in text:
            k.deck_top = []  # the old deck was discarded
        elif text == "East examines West's hand":
            look = "hand"
        elif text == "East examines the top 2 deck cards":
            look = "deck"
        elif private and text.startswith("East sees: "):
            seen = _ids_in(text)
            if look == "hand":
                k.opp_hand = list(dict.fromkeys(k.opp_hand + seen))
            elif look == "deck":
                k.deck_top = list(reversed(seen))
        elif private and text.startswith("East gives "):
            mine, theirs = (_ids_in(text) + [None, None])[:2]
            pile = k.opp_hand if look == "hand" else k.deck_top
            if theirs in pile:
                pile[pile.index(theirs)] = mine
            elif look == "hand" and mine:
                k.opp_hand.append(mine)
        elif private and text.startswith("East removes "):
            for cid in _ids_in(text):
                k.removed.append(cid)
                if cid in k.deck_top:
                    k.deck_top.remove(cid)
        elif text == "West draws the top card of the deck into the hand" and k.deck_top:
            k.opp_hand.append(k.deck_top.pop(0))
        elif text.startswith("Card display: "):
            k.deck_top = []  # a display deal takes the known top cards
    return k


def _stack_cards(game: Game) -> set[str]:
    """Cards named by the flow (the card being played right now): public."""
    out = set()
    for f in game.state.stack:
        c = f.get("card")
        if isinstance(c, str):
            out.add(c)
    return out


@dataclass
class HiddenInfo:
    pool: list[str]  # sorted: the cards the side cannot locate
    opp_hand_n: int
    deck_n: int
    removed_n: int  # removed cards the side cannot name
    knowledge: Knowledge


def hidden_info(game: Game, side: str) -> HiddenInfo:
    v = game.view(side)
    opp = other(side)
    normal = [c for d in range(1, v["decade"] + 1) for c in decade_cards(d)]
    know = guillaume_knowledge(v["log"], side)
    visible = set(v["hands"][side]) | set(v["display"]) | set(v["played"]) | set(v["discard"])
    visible |= {p["card"] for p in v["police"]} | _stack_cards(game) | set(know.removed)
    pool = sorted(c for c in normal if c not in visible)
    removed_n = v["removed"] - len(know.removed)
    info = HiddenInfo(pool, v["hands"][opp], v["deck"], removed_n, know)
    if len(pool) != info.opp_hand_n + info.deck_n + removed_n:
        raise ValueError(f"determinize: {len(pool)} unseen cards for {info.opp_hand_n} hand + "
                         f"{info.deck_n} deck + {removed_n} removed")
    return info


def deal(info: HiddenInfo, rnd: random.Random) -> tuple[list[str], list[str], list[str]]:
    """(opponent hand, deck bottom-to-top, unknown removed) consistent with the knowledge."""
    pool = list(info.pool)
    hand = [c for c in info.knowledge.opp_hand if c in pool][: info.opp_hand_n]
    top = [c for c in info.knowledge.deck_top if c in pool and c not in hand][: info.deck_n]
    rest = [c for c in pool if c not in hand and c not in top]
    rnd.shuffle(rest)
    need = info.opp_hand_n - len(hand)
    hand += rest[:need]
    rest = rest[need:]
    removed = rest[: info.removed_n]
    rest = rest[info.removed_n:]
    deck = rest + list(reversed(top))  # the deck's top is its last element
    return hand, deck, removed


def determinize(game: Game, side: str, rnd: random.Random,
                info: HiddenInfo | None = None) -> Game:
    """A clone of `game` with the hidden cards re-dealt at random (seen from `side`)."""
    if info is None:
        info = hidden_info(game, side)
    s = game.state.clone(with_log=False)
    hand, deck, removed = deal(info, rnd)
    opp = other(side)
    s.hands[opp] = hand
    s.deck = deck
    s.removed = [c for c in s.removed if c in info.knowledge.removed] + removed
    s.rng = rnd.getrandbits(64)
    s.seed = 0
    return Game.from_state(s)
