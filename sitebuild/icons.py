"""The app icons (PNG), drawn here: the same size always gives the same bytes."""

from __future__ import annotations

import struct
import zlib
from collections.abc import Iterable

ICON_SIZES = (192, 512)


def png(width: int, rows: Iterable[bytes]) -> bytes:
    """A PNG (8-bit RGB) from its rows of packed pixels; the same rows give the same bytes."""
    raw = b"".join(b"\0" + row for row in rows)
    height = len(raw) // (3 * width + 1)

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def icon_png(size: int) -> bytes:
    """The app icon: the black-red-gold stripes with a white "!" inside the safe zone of
    maskable icons (the centre circle of 80 % diameter)."""
    stripes = (b"\x1b\x1b\x1b", b"\xdd\x00\x00", b"\xff\xcc\x00")
    white = b"\xff\xff\xff"
    left, right = round(size * 0.43), round(size * 0.57)
    marks = [(round(size * 0.2), round(size * 0.62)), (round(size * 0.69), round(size * 0.82))]
    rows = []
    for y in range(size):
        colour = stripes[min(2, 3 * y // size)]
        if any(top <= y < bottom for top, bottom in marks):
            rows.append(colour * left + white * (right - left) + colour * (size - right))
        else:
            rows.append(colour * size)
    return png(size, rows)


def icons() -> dict[str, bytes]:
    """The icons as dist/ holds them, by path."""
    return {f"static/icons/icon-{size}.png": icon_png(size) for size in ICON_SIZES}
