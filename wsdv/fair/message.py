"""The text that travels between the players: `WSDVF3.` + URL-safe base64 of a zlib-packed
JSON object. Every message names the game, its number in the game, the sender, the hash of
the message before it and the number of choices made before it, and (from the second message
on) carries a seal: an HMAC-SHA256 under a key both players derived by Diffie-Hellman from
their secrets, so that a message changed on the way is refused.

A message is hostile input: its size, its nesting depth, its fields, their types and sizes
are checked before anything reads it (`decode`), and anything else is refused as damaged."""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import re
import zlib
from typing import Any

from ..words import Msg
from . import share
from .deck import DECADES, PASS_SIZE
from .errors import FairError

VERSION = 3  # 2: the whole secret was sent at the end (its seal key with it)
PREFIX = f"WSDVF{VERSION}."
OLD_PREFIXES = ("WSDVF1.", "WSDVF2.")
MAX_TEXT = 24_000  # characters: the largest honest message (two decks and proofs) is ~12,000
MAX_BODY = 32_000  # bytes of JSON once unpacked
MAX_DEPTH = 3  # the message, its dicts and lists, nothing deeper
MAX_N = 5_000  # messages in one game (an honest game has about 100)
MAX_CHOICES = 100_000
MAX_CHOICES_PER_MESSAGE = 400
MAX_CHOICE = 80
MAX_SHARES = 60
SIDES = ("west", "east")
GAME_ID = 16  # characters: 12 bytes in base64


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def b64len(n: int) -> int:
    return (4 * n + 2) // 3


_B64 = re.compile(r"[A-Za-z0-9_-]*")
_SLOT = re.compile(r"\?[1-4]\.[01][0-9]")
_HEX = re.compile(r"[0-9a-f]{64}")


def unb64(text: str, size: int | None = None) -> bytes:
    """Bytes of URL-safe base64 text (of `size` bytes, if given); FairError otherwise."""
    if not isinstance(text, str) or not _B64.fullmatch(text) or \
            (size is not None and len(text) != b64len(size)):
        raise FairError(Msg("fair.damaged", {}))
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError) as e:
        raise FairError(Msg("fair.damaged", {})) from e
    if size is not None and len(data) != size:
        raise FairError(Msg("fair.damaged", {}))
    return data


def digest(text: str) -> str:
    """The hash by which the next message names this one."""
    return b64(hashlib.sha256(text.encode("ascii")).digest()[:24])


def _canonical(fields: dict[str, Any]) -> bytes:
    body = {k: v for k, v in fields.items() if k != "seal"}
    return json.dumps(body, sort_keys=True, separators=(",", ":")).encode("utf-8")


def seal(fields: dict[str, Any], key: bytes) -> str:
    return b64(hmac.new(key, _canonical(fields), hashlib.sha256).digest())


def seal_ok(fields: dict[str, Any], key: bytes) -> bool:
    return hmac.compare_digest(str(fields.get("seal", "")), seal(fields, key))


def encode(fields: dict[str, Any]) -> str:
    body = json.dumps(fields, sort_keys=True, separators=(",", ":")).encode("utf-8")
    return PREFIX + b64(zlib.compress(body, 9))


def canonical_text(text: str) -> str:
    """The message as the chain hashes it: without spaces or a link around it (the page's
    links end in `#fair=` and the message)."""
    text = "".join(text.split())
    if "#" in text:
        text = text.split("#", 1)[1]
        text = text.removeprefix("fair=")
    return text


def _damaged() -> FairError:
    return FairError(Msg("fair.damaged", {}))


def _cut() -> FairError:
    return FairError(Msg("fair.cut", {}))


def depth(body: str) -> int:
    """The nesting depth of a JSON text, strings skipped (before json.loads, whose recursion
    a deep text would exhaust)."""
    depth = top = 0
    in_string = escaped = False
    for ch in body:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            top = max(top, depth)
            if top > MAX_DEPTH:
                return top
        elif ch in "]}":
            depth -= 1
    return top


def decode(text: Any) -> dict[str, Any]:
    """The fields of a message (or of a link whose fragment is one), checked against the
    message's schema; FairError for anything else."""
    if not isinstance(text, str):
        raise FairError(Msg("fair.not_message", {}))
    if len(text) > 4 * MAX_TEXT:
        raise _damaged()
    text = canonical_text(text)
    if text.startswith(OLD_PREFIXES):
        raise FairError(Msg("fair.old_version", {}))
    if not text.startswith(PREFIX):
        raise FairError(Msg("fair.not_message", {}))
    if len(text) > MAX_TEXT:
        raise _damaged()
    data = text[len(PREFIX):]
    if len(data) % 4 == 1 and _B64.fullmatch(data):
        raise _cut()  # no whole base64 text has this length
    packed = unb64(data)
    d = zlib.decompressobj()
    try:
        body = d.decompress(packed, MAX_BODY)
    except zlib.error as e:
        raise _damaged() from e
    if d.unconsumed_tail or d.unused_data:
        raise _damaged()
    if not d.eof:
        raise _cut()  # the packed stream ends early: the text lost its end on the way
    try:
        raw = body.decode("utf-8")
    except UnicodeDecodeError as e:
        raise _damaged() from e
    if depth(raw) > MAX_DEPTH:
        raise _damaged()
    try:
        fields = json.loads(raw)
    except (ValueError, RecursionError) as e:
        raise _damaged() from e
    check_fields(fields)
    return fields


def _int(value: Any, top: int) -> bool:
    return type(value) is int and 0 <= value <= top


def _b64_of(value: Any, size: int) -> bool:
    return isinstance(value, str) and len(value) == b64len(size) and bool(_B64.fullmatch(value))


_OPTIONAL = {
    "deck": lambda v: isinstance(v, dict) and len(v) == 1 and all(
        k in {str(d) for d in DECADES} and _b64_of(x, PASS_SIZE) for k, x in v.items()),
    "pub": lambda v: _b64_of(v, 33),
    "commit": lambda v: isinstance(v, str) and bool(_HEX.fullmatch(v)),
    "kind": lambda v: v in ("invite", "accept"),
    "reveal": lambda v: _b64_of(v, 32),
    "seal": lambda v: _b64_of(v, 32),
}


def check_fields(fields: Any) -> None:
    """The schema of a message: the required fields with their types and sizes, and no
    other field."""
    if not isinstance(fields, dict) or fields.get("v") != VERSION:
        raise _damaged()
    n = fields.get("n")
    ok = (_int(n, MAX_N)
          and isinstance(fields.get("g"), str) and len(fields["g"]) == GAME_ID
          and bool(_B64.fullmatch(fields["g"]))
          and fields.get("from") in SIDES
          and (fields.get("prev") == "" if n == 0 else _b64_of(fields.get("prev"), 24))
          and _int(fields.get("c"), MAX_CHOICES)
          and _choices_ok(fields.get("choices"))
          and _shares_ok(fields.get("shares")))
    if not ok:
        raise _damaged()
    for key, value in fields.items():
        if key in ("v", "g", "n", "from", "prev", "c", "choices", "shares"):
            continue
        test = _OPTIONAL.get(key)
        if test is None or not test(value):
            raise _damaged()


def _choices_ok(value: Any) -> bool:
    return isinstance(value, list) and len(value) <= MAX_CHOICES_PER_MESSAGE and all(
        isinstance(c, str) and 0 < len(c) <= MAX_CHOICE and c.isprintable() for c in value)


def _shares_ok(value: Any) -> bool:
    return isinstance(value, dict) and len(value) <= MAX_SHARES and all(
        isinstance(k, str) and bool(_SLOT.fullmatch(k)) and int(k[3:]) < 20 and
        _b64_of(v, share.SIZE) for k, v in value.items())
