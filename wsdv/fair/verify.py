"""The check at the game's end, with both revealed parts (the commitment was checked when the
other's part came: `Player._take_secret`): the other player's decade keys, its passes
recomputed from its revealed part, every share it gave, the decks as complete
decks, and the whole game replayed with every card known. Every pass and share was already
proved when it came; this check does not rely on those proofs. Returns the problems found (as
messages); none means verified."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import Game, IllegalChoice, slot_of
from ..words import Msg
from . import curve, deck, keys, message

if TYPE_CHECKING:
    from .player import Player


class _AllCards:
    def __init__(self, ids: dict[str, str]) -> None:
        self.ids = ids

    def identify(self, card: str) -> str | None:
        return self.ids.get(card)


def verify(p: Player) -> list[Msg]:
    their = p.their_secret
    assert their is not None and p.their_pub is not None and p.game is not None
    problems: list[Msg] = []
    for d in sorted(p.zs):
        if p.their_keys.get(d) != deck.public_key(their, d):
            ok = False
        elif p.host:
            ok = deck.pass_points(their, d, p.xs[d])[2] == p.zs[d]
        else:
            ok = deck.pass_points(their, d, deck.cards_in_order(d))[2] == p.xs[d]
        if not ok:
            problems.append(Msg("fair.v_shuffle", {"decade": d}))
    for tok, share in sorted(p.their_shares.items()):
        decade, slot = slot_of(tok)
        z = p.zs[decade][slot]
        if curve.mul(keys.deck_key(their, decade), share) != z:
            problems.append(Msg("fair.v_key", {"slot": tok}))
    ids: dict[str, str] = {}
    for d in sorted(p.zs):
        opened = [p.cards.get(f"?{d}.{k:02d}") or
                  deck.open_slot(z, d, keys.deck_key(p.reveal, d), keys.deck_key(their, d))
                  for k, z in enumerate(p.zs[d])]
        if None in opened or len(set(opened)) != deck.CARDS:
            problems.append(Msg("fair.v_deck", {"decade": d}))
        ids.update({f"?{d}.{k:02d}": c for k, c in enumerate(opened) if c is not None})
    problems += _replay(p, ids)
    return problems


def _replay(p: Player, ids: dict[str, str]) -> list[Msg]:
    """Every choice of both players, legal with every card known, to the same result."""
    g = Game.new(0, {"hidden_cards": True}, _AllCards(ids))
    n = 0
    for text in p.transcript:
        for ch in message.decode(text)["choices"]:
            n += 1
            local = ":".join(ids.get(part, part) for part in ch.split(":"))
            try:
                g.choose(local)
            except (IllegalChoice, KeyError, ValueError, IndexError, TypeError):
                return [Msg("fair.v_replay", {"n": n, "choice": local[:40]})]
    assert p.game is not None
    if g.result != p.game.result:
        return [Msg("fair.v_result", {})]
    return []
