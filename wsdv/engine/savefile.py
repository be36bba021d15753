"""The save string: versioned, compressed, URL-safe. Content: version, seed, chosen ids.

Version 2 adds one line after the seed: how the game is played, so that an exported game
against the computer comes back against the computer ("hotseat", or "computer:<the human's
side>:<level>"). Game.save() still writes version 1 (the engine knows no modes); both
versions load."""

from __future__ import annotations

import base64
import binascii
import re
import zlib

PREFIX = "WSDV"
VERSION = 1
MODE_VERSION = 2
MODE = re.compile(r"hotseat|computer:(west|east):[a-z]{1,16}")
MAX_TEXT = 1 << 20  # a whole game is a few KB; anything this long is not a save
MAX_BODY = 1 << 21  # unpacked: a whole game's choices are some 10 KB (no zip bombs)


class SaveError(ValueError):
    """A save string that is truncated, tampered with or not ours."""


def encode(seed: int, choices: list[str], mode: str | None = None) -> str:
    """A save string; with a mode (MODE) a version 2 string that carries it."""
    version = VERSION if mode is None else MODE_VERSION
    if mode is not None and not MODE.fullmatch(mode):
        raise ValueError(f"not a mode of play: {mode!r}")
    head = [str(version), str(seed)] + ([] if mode is None else [mode])
    body = "\n".join([*head, *choices]).encode("utf-8")
    packed = zlib.compress(body, 9)
    crc = zlib.crc32(packed).to_bytes(4, "big")
    text = base64.urlsafe_b64encode(crc + packed).decode("ascii").rstrip("=")
    return f"{PREFIX}{version}.{text}"


def decode(text: str) -> tuple[int, list[str]]:
    """The seed and the choices of a save string of either version."""
    seed, _, choices = decode_all(text)
    return seed, choices


def decode_mode(text: str) -> str | None:
    """The mode of play a version 2 string carries; None for version 1."""
    return decode_all(text)[1]


def decode_all(text: str) -> tuple[int, str | None, list[str]]:
    if not isinstance(text, str):
        raise SaveError("a save string must be text")
    text = text.strip()
    if len(text) > MAX_TEXT:
        raise SaveError("this text is far too long to be a save string")
    head, dot, body = text.partition(".")
    if not dot or not head.startswith(PREFIX):
        raise SaveError("this is not a Wir sind das Volk! save string")
    version = head.removeprefix(PREFIX)
    if version not in (str(VERSION), str(MODE_VERSION)):
        raise SaveError(f"unknown save format version {version[:8]!r} (this game reads "
                        f"{VERSION} and {MODE_VERSION})")
    try:
        raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError) as e:
        raise SaveError("the save string is damaged (not valid base64)") from e
    if len(raw) < 5 or zlib.crc32(raw[4:]).to_bytes(4, "big") != raw[:4]:
        raise SaveError("the save string is truncated or was changed (checksum mismatch)")
    lines = _unpack(raw[4:]).split("\n")
    if len(lines) < 2 or lines[0] != version:
        raise SaveError("the save string's content does not match its version")
    try:
        seed = int(lines[1])
    except ValueError as e:
        raise SaveError("the save string has no valid seed") from e
    if not 0 <= seed < 1 << 64:
        raise SaveError("the save string's seed is out of range")
    if version == str(VERSION):
        return seed, None, lines[2:]
    if len(lines) < 3 or not MODE.fullmatch(lines[2]):
        raise SaveError("the save string names no mode of play this game knows")
    return seed, lines[2], lines[3:]


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
