"""A decryption share and its proof (Chaum and Pedersen, CRYPTO '92): a player with the decade
key k (public K = k * G) takes its layer off an encrypted slot Z and shows D = k^-1 * Z, with a
proof that the same k links G to K and D to Z (log_G K = log_D Z), so that a wrong share is
refused the moment it arrives. With the other player's share D the receiver opens the slot:
its own key's inverse times D is the card's point.

Encoded: D, the challenge c (128 bits), the response s = w + c k: 33 + 16 + 32 bytes. The
verifier recomputes the commitments w * G = s * G - c * K and w * D = s * D - c * Z and checks
that they hash to c (Fiat-Shamir). Soundness error 2^-128."""

from __future__ import annotations

import hashlib
import hmac

from . import curve
from .curve import G, N, Point

CHALLENGE = 16
SIZE = curve.POINT_BYTES + CHALLENGE + 32


def _challenge(context: bytes, key: Point, z: Point, d: Point, t1: Point, t2: Point) -> int:
    data = b"".join(curve.encode(p) for p in (key, z, d, t1, t2))
    return int.from_bytes(hashlib.sha256(b"wsdv-fair-share|" + context + b"|" + data)
                          .digest()[:CHALLENGE], "big")


def make(secret: bytes, context: bytes, k: int, z: Point) -> bytes:
    key = curve.mul(k, G)
    d = curve.mul(curve.inverse(k), z)
    w = int.from_bytes(hmac.new(secret, b"wsdv-fair-share-nonce|" + context + b"|" +
                                curve.encode(z), hashlib.sha512).digest(), "big") % (N - 1) + 1
    c = _challenge(context, key, z, d, curve.mul(w, G), curve.mul(w, d))
    s = (w + c * k) % N
    return curve.encode(d) + c.to_bytes(CHALLENGE, "big") + s.to_bytes(32, "big")


def check(context: bytes, key: Point, z: Point, blob: bytes) -> Point | None:
    """The share D if `blob` proves it right for slot z under `key`, else None."""
    if len(blob) != SIZE:
        return None
    try:
        d = curve.decode(blob[:curve.POINT_BYTES])
    except curve.PointError:
        return None
    c = int.from_bytes(blob[curve.POINT_BYTES:curve.POINT_BYTES + CHALLENGE], "big")
    s = int.from_bytes(blob[curve.POINT_BYTES + CHALLENGE:], "big")
    if s >= N:
        return None
    t1 = curve.lin_comb([s, N - c], [G, key])
    t2 = curve.lin_comb([s, N - c], [d, z])
    if t1 is None or t2 is None:
        return None
    return d if _challenge(context, key, z, d, t1, t2) == c else None
