"""The text that travels between the players: `WSDVF1.` + URL-safe base64 of a zlib-packed
JSON object. Every message names the game, its number in the game, the sender, the hash of
the message before it and the number of choices made before it, and (from the second message
on) carries a seal: an HMAC-SHA256 under a key both players derived by Diffie-Hellman from
their secrets, so that a message changed on the way is refused."""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import zlib
from typing import Any

from ..words import Msg
from .errors import FairError

PREFIX = "WSDVF1."
MAX_TEXT = 1 << 18
MAX_BODY = 1 << 19


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def unb64(text: str) -> bytes:
    if not isinstance(text, str):
        raise FairError(Msg("fair.damaged", {}))
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError) as e:
        raise FairError(Msg("fair.damaged", {})) from e


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


def decode(text: str) -> dict[str, Any]:
    if not isinstance(text, str):
        raise FairError(Msg("fair.not_message", {}))
    text = "".join(text.split())
    if "#" in text:  # a link: the message is its fragment
        text = text.split("#", 1)[1]
    if not text.startswith(PREFIX):
        raise FairError(Msg("fair.not_message", {}))
    if len(text) > MAX_TEXT:
        raise FairError(Msg("fair.damaged", {}))
    packed = unb64(text[len(PREFIX):])
    d = zlib.decompressobj()
    try:
        body = d.decompress(packed, MAX_BODY)
    except zlib.error as e:
        raise FairError(Msg("fair.damaged", {})) from e
    if d.unconsumed_tail or not d.eof or d.unused_data:
        raise FairError(Msg("fair.damaged", {}))
    try:
        fields = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as e:
        raise FairError(Msg("fair.damaged", {})) from e
    if not isinstance(fields, dict) or fields.get("v") != 1:
        raise FairError(Msg("fair.damaged", {}))
    return fields


def canonical_text(text: str) -> str:
    """The message as the chain hashes it: without spaces or a link around it."""
    text = "".join(text.split())
    return text.split("#", 1)[1] if "#" in text else text
