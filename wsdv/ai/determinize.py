"""Fair play: a copy of the game in which everything the side cannot see is re-dealt.

Everything here reads `game.view(side)`: the cards it shows, the card in play and the side's
knowledge of hidden cards (data the engine keeps, never words of the log). The cards the side
cannot locate (the opponent's hand, the deck, for West the cards East removed with the
Guillaume affair) form a pool; it is computed as "all cards dealt so far minus every card the
side sees", so two games that differ only in hidden cards give the same pool. The pool is
re-dealt with the AI's own random generator, and the engine's PRNG (which fixes the order of
future decks) is re-seeded as well.

A side keeps what it learned: cards it knows in the other hand stay there, cards it knows on
top of the deck stay on top (the engine's knowledge drops what has stopped being true).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from wsdv.engine import Game
from wsdv.engine.board import other
from wsdv.engine.data import decade_cards


@dataclass
class Knowledge:
    """What the side learned of hidden cards (the engine's knowledge data in its view)."""

    opp_hand: list[str] = field(default_factory=list)  # cards known to be in the other hand
    deck_top: list[str] = field(default_factory=list)  # known top of the deck, top first
    removed: list[str] = field(default_factory=list)  # cards it saw leave the game


def knowledge_of(view: dict) -> Knowledge:
    k = view.get("knowledge") or {}
    return Knowledge(list(k.get("opp_hand", [])), list(k.get("deck_top", [])),
                     list(k.get("removed", [])))


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
    know = knowledge_of(v)
    visible = set(v["hands"][side]) | set(v["display"]) | set(v["played"]) | set(v["discard"])
    visible |= {p["card"] for p in v["police"]} | set(know.removed)
    if v["in_play"]:
        visible.add(v["in_play"])
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
