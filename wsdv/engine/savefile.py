"""The save string: versioned, compressed, URL-safe. Content: version, seed, chosen ids."""

from __future__ import annotations

import base64
import binascii
import zlib

PREFIX = "WSDV"
VERSION = 1
MAX_TEXT = 1 << 20  # a whole game is a few KB; anything this long is not a save
MAX_BODY = 1 << 21  # unpacked: a whole game's choices are some 10 KB (no zip bombs)


class SaveError(ValueError):
    """A save string that is truncated, tampered with or not ours."""


def encode(seed: int, choices: list[str]) -> str:
    body = "\n".join([str(VERSION), str(seed), *choices]).encode("utf-8")
    packed = zlib.compress(body, 9)
    crc = zlib.crc32(packed).to_bytes(4, "big")
    text = base64.urlsafe_b64encode(crc + packed).decode("ascii").rstrip("=")
    return f"{PREFIX}{VERSION}.{text}"


def decode(text: str) -> tuple[int, list[str]]:
    if not isinstance(text, str):
        raise SaveError("a save string must be text")
    text = text.strip()
    if len(text) > MAX_TEXT:
        raise SaveError("this text is far too long to be a save string")
    head, dot, body = text.partition(".")
    if not dot or not head.startswith(PREFIX):
        raise SaveError("this is not a Wir sind das Volk! save string")
    version = head.removeprefix(PREFIX)
    if version != str(VERSION):
        raise SaveError(f"unknown save format version {version!r} (this game reads {VERSION})")
    try:
        raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError) as e:
        raise SaveError("the save string is damaged (not valid base64)") from e
    if len(raw) < 5 or zlib.crc32(raw[4:]).to_bytes(4, "big") != raw[:4]:
        raise SaveError("the save string is truncated or was changed (checksum mismatch)")
    lines = _unpack(raw[4:]).split("\n")
    if len(lines) < 2 or lines[0] != str(VERSION):
        raise SaveError("the save string's content does not match its version")
    try:
        seed = int(lines[1])
    except ValueError as e:
        raise SaveError("the save string has no valid seed") from e
    if not 0 <= seed < 1 << 64:
        raise SaveError("the save string's seed is out of range")
    return seed, lines[2:]


def _unpack(packed: bytes) -> str:
    """Decompress at most MAX_BODY bytes; the stream must be complete with nothing after it."""
    d = zlib.decompressobj()
    try:
        body = d.decompress(packed, MAX_BODY)
    except zlib.error as e:
        raise SaveError("the save string is damaged (cannot unpack)") from e
    if d.unconsumed_tail:
        raise SaveError("the save string unpacks to far too much to be a save")
    if not d.eof or d.unused_data:
        raise SaveError("the save string is damaged (incomplete or trailing data)")
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError as e:
        raise SaveError("the save string is damaged (not UTF-8)") from e
