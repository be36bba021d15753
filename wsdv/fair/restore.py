"""A player rebuilt from what its browser stored: its secret and the messages. Stored data are
hostile input too (a damaged or edited record, a pasted backup): their shape is checked
first, and any failure is one refusal, fair.bad_store. The other's messages are checked again
as they were when received, but for the proofs, which were checked then; this player's own
are replayed and must come out the same, so a stored game that was changed is refused."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from ..words import Msg
from . import deck, keys, message
from .errors import FairError
from .message import unb64

if TYPE_CHECKING:
    from .player import Player

SIDES = ("west", "east")
MAX_BACKUP = message.MAX_N * 200  # characters: an honest game of 100 messages is ~200,000


def _bad() -> FairError:
    return FairError(Msg("fair.bad_store", {}))


def _shape(d: Any) -> tuple[bytes, str, bool, list[str], list[str]]:
    if not isinstance(d, dict):
        raise _bad()
    if d.get("v") in (1, 2):
        raise FairError(Msg("fair.old_version", {}))
    texts, pending = d.get("transcript"), d.get("pending", [])
    fields = {"v", "secret", "side", "host", "transcript", "pending"}
    if d.get("v") != message.VERSION or set(d) - fields \
            or d.get("side") not in SIDES or not isinstance(d.get("host"), bool) \
            or not isinstance(texts, list) or not 0 < len(texts) <= message.MAX_N \
            or not all(isinstance(t, str) and len(t) <= message.MAX_TEXT for t in texts) \
            or not isinstance(pending, list) \
            or len(pending) > message.MAX_CHOICES_PER_MESSAGE \
            or not all(isinstance(c, str) and 0 < len(c) <= message.MAX_CHOICE
                       for c in pending):
        raise _bad()
    return unb64(d.get("secret"), keys.SECRET_BYTES), d["side"], d["host"], texts, pending


def _own_passes(fields: list[dict[str, Any]], side: str) -> dict[int, bytes]:
    """This player's own passes, from its stored messages (not computed again)."""
    out: dict[int, bytes] = {}
    for f in fields:
        if f["from"] == side and "deck" in f:
            out.update({int(d): unb64(v, deck.PASS_SIZE) for d, v in f["deck"].items()})
    return out


def load_backup(text: Any) -> Any:
    """The data of a backup pasted or loaded by hand (the JSON text of `to_json`): size and
    depth are checked before the JSON is parsed; FairError (fair.bad_store) otherwise."""
    if not isinstance(text, str) or len(text) > MAX_BACKUP or \
            message.depth(text) > message.MAX_DEPTH:
        raise _bad()
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as e:
        raise _bad() from e
    return data


def restore(cls: type[Player], d: Any) -> Player:
    try:
        return _restore(cls, *_shape(d))
    except FairError as e:
        if e.msg.key == "fair.old_version":
            raise
        raise _bad() from e
    except Exception as e:  # noqa: BLE001 - a damaged record: every failure is a refusal
        raise _bad() from e


def _restore(cls: type[Player], secret: bytes, side: str, host: bool, texts: list[str],
             pending: list[str]) -> Player:
    fields = [message.decode(t) for t in texts]
    hints = _own_passes(fields, side)
    if host:
        p = cls.create(secret, side, hints)
    else:
        p = cls.join(secret, texts[0], hints, trusted=True)
    if p.transcript[-1] != texts[len(p.transcript) - 1]:
        raise _bad()
    p.trusted = True
    while len(p.transcript) < len(texts):
        i = len(p.transcript)
        if fields[i]["from"] != p.side:
            p.receive(texts[i])
        else:
            for ch in fields[i]["choices"]:
                p.choose(":".join(p.cards.get(x, x) for x in ch.split(":")))
            if len(p.transcript) <= i:
                raise _bad()
        if p.transcript[i] != texts[i]:
            raise _bad()
    p.trusted = False
    for ch in pending:
        p.choose(ch)
    p.hints = {}
    return p
