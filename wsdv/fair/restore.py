"""A player rebuilt from what its browser stored: its secret and the messages. The other's
messages are checked again as they were when received; this player's own are replayed and
must come out the same, so a stored game that was changed is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..words import Msg
from . import deck, message
from .errors import FairError
from .message import unb64

if TYPE_CHECKING:
    from .player import Player


def _own_passes(fields: list[dict[str, Any]], side: str) -> dict[str, dict[int, list[Any]]]:
    """This player's own encrypted decks, from its stored messages (not computed again)."""
    from .player import PASS_OF, STAGES

    out: dict[str, dict[int, list[Any]]] = {"x": {}, "y": {}, "z": {}}
    for f in fields:
        if f["from"] == side and f["n"] in STAGES and "deck" in f:
            out[PASS_OF[f["n"] % 4]].update(
                {int(d): deck.unpack(unb64(v), 20) for d, v in f["deck"].items()})
    return out


def restore(cls: type[Player], d: dict[str, Any]) -> Player:
    try:
        secret = unb64(d["secret"])
        side, host = d["side"], bool(d["host"])
        texts = [str(t) for t in d["transcript"]]
        pending = [str(c) for c in d.get("pending", [])]
    except (KeyError, TypeError, FairError) as e:
        raise FairError(Msg("fair.bad_store", {})) from e
    if not texts:
        raise FairError(Msg("fair.bad_store", {}))
    fields = [message.decode(t) for t in texts]
    hints = _own_passes(fields, side)
    if host:
        p = cls(secret, side, host=True)
        p.hints = hints
        p.game_id = str(fields[0]["g"])
        p._host_shuffle(0)
        p._start()
        p.transcript = [texts[0]]
        p.outbox = texts[0]
    else:
        p = cls.join(secret, texts[0], hints)
    if p.transcript[-1] != texts[len(p.transcript) - 1]:
        raise FairError(Msg("fair.bad_store", {}))
    while len(p.transcript) < len(texts):
        i = len(p.transcript)
        if fields[i]["from"] != p.side:
            p.receive(texts[i])
        else:
            for ch in fields[i]["choices"]:
                p.choose(":".join(p.cards.get(x, x) for x in ch.split(":")))
            if len(p.transcript) <= i and p.pending == []:
                raise FairError(Msg("fair.bad_store", {}))
        if len(p.transcript) > i and p.transcript[i] != texts[i]:
            raise FairError(Msg("fair.bad_store", {}))
    for ch in pending:
        p.choose(ch)
    p.hints = {}
    return p
