"""The check at the game's end, with both secrets: the other player's commitment, seal key,
shuffles and every key it gave, the decks as complete decks, and the whole game replayed with
every card known. Returns the problems found (as messages); none means verified."""

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
    if keys.commitment(their) != p.their_commit:
        problems.append(Msg("fair.v_commit", {}))
    if curve.mul(keys.seal_key(their), curve.G) != p.their_pub:
        problems.append(Msg("fair.v_seal", {}))
    x, y, z = p.passes["x"], p.passes["y"], p.passes["z"]
    for d in sorted(z):
        if d not in x or d not in y:
            ok = False
        elif p.host:
            ok = deck.guest_shuffle_ok(their, d, x[d], y[d])
        else:
            ok = deck.host_shuffle_ok(their, d, x[d]) and deck.host_relock_ok(their, d, y[d],
                                                                             z[d])
        if not ok:
            problems.append(Msg("fair.v_shuffle", {"decade": d}))
    for tok, k in sorted(p.their_keys.items()):
        if k != keys.card_key(their, *slot_of(tok)):
            problems.append(Msg("fair.v_key", {"slot": tok}))
    ids: dict[str, str] = {}
    for d in sorted(z):
        opened = [_slot(p, their, z[d][k], d, k) for k in range(20)]
        if None in opened or len(set(opened)) != 20:
            problems.append(Msg("fair.v_deck", {"decade": d}))
        ids.update({f"?{d}.{k:02d}": c for k, c in enumerate(opened) if c is not None})
    problems += _replay(p, ids)
    return problems


def _slot(p: Player, their: bytes, point: curve.Point, decade: int, k: int) -> str | None:
    """The card in slot k. A slot opened during the game used the other's key for it, which
    the key check above compares with the one its secret gives, and this player's own key:
    the same opening, so it is not done again (it is most of the check's time)."""
    card = p.cards.get(f"?{decade}.{k:02d}")
    if card is not None:
        return card
    return deck.open_slot(point, decade, keys.card_key(p.secret, decade, k),
                          keys.card_key(their, decade, k))


def _replay(p: Player, ids: dict[str, str]) -> list[Msg]:
    """Every choice of both players, legal with every card known, to the same result."""
    g = Game.new(0, {"hidden_cards": True}, _AllCards(ids))
    n = 0
    for text in p.transcript:
        for ch in message.decode(text).get("choices", []):
            n += 1
            local = ":".join(ids.get(part, part) for part in ch.split(":"))
            try:
                g.choose(local)
            except IllegalChoice:
                return [Msg("fair.v_replay", {"n": n, "choice": local[:40]})]
    assert p.game is not None
    if g.result != p.game.result:
        return [Msg("fair.v_result", {})]
    return []
