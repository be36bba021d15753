"""The encrypted decks (SRA-style commutative encryption on secp256k1, curve.py).

Each card of a decade is a curve point nobody knows the logarithm of (hash_to_point of the
decade and the card id). Three passes make a decade's deck:

1. the host multiplies every card by its decade key `a` and shuffles: X_j = a * M_(pi(j));
2. the guest multiplies each by its per-card key for the final position and shuffles:
   Y_k = b_k * X_(sigma(k));
3. the host takes its decade key off and puts a per-card key on: Z_k = (a^-1 * a_k) * Y_k.

So Z_k = a_k * b_k * M: slot k opens with both per-card keys, and a per-card key given away
opens nothing else. Slot k is the engine's unknown card `?D.kk` (the top is the last slot).
"""

from __future__ import annotations

import hashlib
from functools import cache

from ..engine.data import decade_cards
from . import curve, keys
from .curve import Point

DECADES = (1, 2, 3, 4)


@cache
def card_points(decade: int) -> dict[str, Point]:
    return {c: curve.hash_to_point(f"{decade}:{c}".encode()) for c in decade_cards(decade)}


@cache
def _by_point(decade: int) -> dict[Point, str]:
    return {p: c for c, p in card_points(decade).items()}


def host_shuffle(secret: bytes, decade: int) -> list[Point]:
    cards = list(card_points(decade).values())
    a = keys.deck_key(secret, decade)
    return [curve.mul(a, cards[i]) for i in keys.permutation(secret, decade, len(cards))]


def guest_shuffle(secret: bytes, decade: int, xs: list[Point]) -> list[Point]:
    order = keys.permutation(secret, decade, len(xs))
    return [curve.mul(keys.card_key(secret, decade, k), xs[order[k]]) for k in range(len(xs))]


def host_relock(secret: bytes, decade: int, ys: list[Point]) -> list[Point]:
    a_inv = curve.inverse(keys.deck_key(secret, decade))
    return [curve.mul(a_inv * keys.card_key(secret, decade, k) % curve.N, y)
            for k, y in enumerate(ys)]


# --- the checks at the end of a game -------------------------------------------------------
# Each checks a list of products at once (the small-exponent batch test of Bellare, Garay and
# Rabin, 1998): A_k = c_k * B_k for every k holds, but for a chance of 2^-128, when
# sum r_k A_k = sum (r_k c_k) B_k for 128-bit weights r_k drawn from a hash of all the points
# (fixed before the weights are known, so a cheat cannot aim at them).


def _weights(label: bytes, *lists: list[Point]) -> list[int]:
    seed = hashlib.sha256(b"wsdv-fair-batch|" + label + b"".join(pack(x) for x in lists))
    n = len(lists[0])
    return [int.from_bytes(hashlib.sha256(seed.digest() + k.to_bytes(2, "big")).digest()[:16],
                           "big") | 1 for k in range(n)]


def _products_ok(label: bytes, scales: list[int], bases: list[Point],
                 results: list[Point]) -> bool:
    """results[k] == scales[k] * bases[k] for every k (batch test)."""
    if not len(scales) == len(bases) == len(results):
        return False
    r = _weights(label, bases, results)
    return curve.lin_comb(r, results) == curve.lin_comb(
        [w * c % curve.N for w, c in zip(r, scales, strict=True)], bases)


def host_shuffle_ok(secret: bytes, decade: int, xs: list[Point]) -> bool:
    """xs is host_shuffle(secret, decade)."""
    cards = list(card_points(decade).values())
    order = keys.permutation(secret, decade, len(cards))
    if len(xs) != len(order):
        return False
    bases = [cards[i] for i in order]
    r = _weights(b"x%d" % decade, bases, xs)  # one key for all: sum r X = a * sum r M
    total = curve.lin_comb(r, bases)
    return total is not None and \
        curve.lin_comb(r, xs) == curve.mul(keys.deck_key(secret, decade), total)


def guest_shuffle_ok(secret: bytes, decade: int, xs: list[Point], ys: list[Point]) -> bool:
    """ys is guest_shuffle(secret, decade, xs)."""
    if len(xs) != len(ys):
        return False
    order = keys.permutation(secret, decade, len(xs))
    scales = [keys.card_key(secret, decade, k) for k in range(len(xs))]
    return _products_ok(b"y%d" % decade, scales, [xs[order[k]] for k in range(len(xs))], ys)


def host_relock_ok(secret: bytes, decade: int, ys: list[Point], zs: list[Point]) -> bool:
    """zs is host_relock(secret, decade, ys)."""
    a_inv = curve.inverse(keys.deck_key(secret, decade))
    scales = [a_inv * keys.card_key(secret, decade, k) % curve.N for k in range(len(ys))]
    return _products_ok(b"z%d" % decade, scales, ys, zs)


def open_slot(z: Point, decade: int, key1: int, key2: int) -> str | None:
    """The card in an encrypted slot, given both per-card keys; None if they do not open it
    to a card of that decade (a wrong key)."""
    m = curve.mul(curve.inverse(key1 * key2 % curve.N), z)
    return _by_point(decade).get(m)


def pack(points: list[Point]) -> bytes:
    return b"".join(curve.encode(p) for p in points)


def unpack(data: bytes, n: int) -> list[Point]:
    """`n` points; PointError for anything else (wrong length, not on the curve, repeats)."""
    size = curve.POINT_BYTES
    if len(data) != n * size:
        raise curve.PointError(f"expected {n} points")
    points = [curve.decode(data[i:i + size]) for i in range(0, len(data), size)]
    if len(set(points)) != n:
        raise curve.PointError("repeated points")
    return points
