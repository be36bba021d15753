"""Fair play: a copy of the game in which everything the side cannot see is re-dealt.

Everything here reads `game.view(side)`: the cards it shows, the card in play and the side's
knowledge of hidden cards (data the engine keeps, never words of the log). The cards the side
cannot locate (the opponent's hand, the deck, for West the cards East removed with the
Guillaume affair, and the undrawn decks of past decades, set aside unseen: ruling 28) form a
pool; it is computed as "all cards dealt so far minus every card the
side sees", so two games that differ only in hidden cards give the same pool. The pool is
re-dealt with the AI's own random generator, and the engine's PRNG (which fixes the order of
future decks) is re-seeded as well.

A side keeps what it learned: cards it knows in the other hand stay there, cards it knows on
top of the deck stay on top (the engine's knowledge drops what has stopped being true). The
deck is re-dealt from this decade's cards and the set-aside pile from earlier decades' cards,
so a set-aside card is never dealt back into play in place of a card still in the deck.
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
    """What one side does not see: the cards it cannot place and how many lie where."""

    pool: list[str]  # sorted: the cards the side cannot locate
    opp_hand_n: int
    deck_n: int
    removed_n: int  # removed cards the side cannot name
    knowledge: Knowledge
    set_aside_n: int = 0  # the undrawn decks of past decades (ruling 28)
    current: frozenset[str] = frozenset()  # the cards of the running decade


def hidden_info(game: Game, side: str) -> HiddenInfo:
    v = game.view(side, with_outlook=False)  # cards and knowledge only: no search
    opp = other(side)
    normal = [c for d in range(1, v["decade"] + 1) for c in decade_cards(d)]
    know = knowledge_of(v)
    visible = set(v["hands"][side]) | set(v["display"]) | set(v["played"]) | set(v["discard"])
    visible |= {p["card"] for p in v["police"]} | set(know.removed)
    if v["in_play"]:
        visible.add(v["in_play"])
    pool = sorted(c for c in normal if c not in visible)
    removed_n = v["removed"] - len(know.removed)
    info = HiddenInfo(pool, v["hands"][opp], v["deck"], removed_n, know, v["set_aside"],
                      frozenset(decade_cards(v["decade"])))
    if len(pool) != info.opp_hand_n + info.deck_n + removed_n + info.set_aside_n:
        raise ValueError(f"determinize: {len(pool)} unseen cards for {info.opp_hand_n} hand + "
                         f"{info.deck_n} deck + {removed_n} removed + {info.set_aside_n} "
                         "set aside")
    return info


def _take(rest: list[str], n: int, first: frozenset[str], want: bool) -> list[str]:
    """n cards off the end of `rest` (taken out of it, in its order), those whose membership
    in `first` is `want` before the others, which only fill a shortfall."""
    if n <= 0:
        return []
    picked = [c for c in reversed(rest) if (c in first) == want][:n]
    picked += [c for c in reversed(rest) if (c in first) != want][: n - len(picked)]
    taken = set(picked)
    out = [c for c in rest if c in taken]
    rest[:] = [c for c in rest if c not in taken]
    return out


def deal(info: HiddenInfo,
         rnd: random.Random) -> tuple[list[str], list[str], list[str], list[str]]:
    """(opponent hand, deck bottom-to-top, unknown removed, set aside) consistent with the
    knowledge: the deck from this decade's cards, the set-aside pile from earlier ones'."""
    pool = list(info.pool)
    hand = [c for c in info.knowledge.opp_hand if c in pool][: info.opp_hand_n]
    top = [c for c in info.knowledge.deck_top if c in pool and c not in hand][: info.deck_n]
    rest = [c for c in pool if c not in hand and c not in top]
    rnd.shuffle(rest)
    deck = _take(rest, info.deck_n - len(top), info.current, True)
    set_aside = _take(rest, info.set_aside_n, info.current, False)
    need = info.opp_hand_n - len(hand)
    hand += rest[:need]
    removed = rest[need: need + info.removed_n]
    return hand, deck + list(reversed(top)), removed, set_aside  # the top is the last element


def determinize(game: Game, side: str, rnd: random.Random,
                info: HiddenInfo | None = None) -> Game:
    """A clone of `game` with the hidden cards re-dealt at random (seen from `side`)."""
    if info is None:
        info = hidden_info(game, side)
    s = game.state.clone(with_log=False)
    hand, deck, removed, set_aside = deal(info, rnd)
    opp = other(side)
    s.hands[opp] = hand
    s.deck = deck
    s.set_aside = set_aside
    s.removed = [c for c in s.removed if c in info.knowledge.removed] + removed
    s.rng = rnd.getrandbits(64)
    s.seed = 0
    return Game.from_state(s)
