"""The encrypted decks (docs/fair-play.md): a commutative cipher on secp256k1 (curve.py), two
passes a decade, each proved when it is made, and decryption shares proved when they are given.

Each card of a decade is a curve point nobody knows the logarithm of (hash_to_point of the
decade and the card id). With its decade key a (public A = a * G) the host multiplies every
card and shuffles: X_i = a * M_pi(i); with its key b (B = b * G) the guest does the same to
the host's list: Z_i = b * X_sigma(i) = a * b * M. Each pass travels with a shuffle proof
(shuffle.py): the receiver refuses the message unless the list is the one before it,
multiplied by the key of the sender's public point and permuted.

Slot i is the engine's unknown card `?D.ii` (the top of the deck is the last slot). A player
shows slot i to the other by its share a^-1 * Z_i with a proof (share.py); the other takes its
own key off the share and has the card. A share opens that slot and nothing else.
"""

from __future__ import annotations

from functools import cache

from ..engine.data import decade_cards
from . import curve, keys, share, shuffle
from .curve import Point

DECADES = (1, 2, 3, 4)
CARDS = 20
# One decade's deck in each of the first eight messages' pairs, so that no message carries
# more than one pass and its proof (a message must fit a messenger): messages 0 and 1 make
# decade I, 2 and 3 (turns anyway) decade II, 4 and 5 decade III, 6 and 7 decade IV. Decade
# I has more than eight messages, so each deck is complete long before it is dealt.
STAGES: dict[int, tuple[int, ...]] = {n: (n // 2 + 1,) for n in range(8)}
PASS_SIZE = curve.POINT_BYTES * (1 + CARDS) + shuffle.size(CARDS)


@cache
def card_points(decade: int) -> dict[str, Point]:
    return {c: curve.hash_to_point(f"{decade}:{c}".encode()) for c in decade_cards(decade)}


@cache
def _by_point(decade: int) -> dict[Point, str]:
    return {p: c for c, p in card_points(decade).items()}


def _context(game_id: str, decade: int, role: str) -> bytes:
    return f"{game_id}|{decade}|{role}".encode()


def public_key(secret: bytes, decade: int) -> Point:
    return curve.mul(keys.deck_key(secret, decade), curve.G)


def pass_points(secret: bytes, decade: int, xs: list[Point]) -> tuple[int, list[int],
                                                                      list[Point]]:
    """The key, the order and the points of the pass a secret makes over `xs`:
    ys[i] = k * xs[perm[i]]."""
    k = keys.deck_key(secret, decade)
    perm = keys.permutation(secret, decade, len(xs))
    return k, perm, [curve.mul(k, xs[perm[i]]) for i in range(len(xs))]


def make_pass(secret: bytes, game_id: str, decade: int, role: str,
              xs: list[Point]) -> bytes:
    """This player's pass over `xs` (the cards, for the host; the host's pass, for the
    guest): its public key, the multiplied and shuffled points, the proof."""
    k, perm, ys = pass_points(secret, decade, xs)
    proof = shuffle.prove(secret, _context(game_id, decade, role), k, perm, xs, ys)
    return pack([curve.mul(k, curve.G), *ys]) + proof


def read_pass(game_id: str, decade: int, role: str, xs: list[Point], data: bytes,
              check: bool = True) -> tuple[Point, list[Point]]:
    """The sender's public key and points from a pass; ValueError unless the proof holds
    (`check` False: a pass this browser stored after checking it)."""
    if len(data) != PASS_SIZE:
        raise ValueError("a pass has the wrong size")
    head = curve.POINT_BYTES * (1 + CARDS)
    points = unpack(data[:head], 1 + CARDS)
    key, ys = points[0], points[1:]
    if check and not shuffle.verify(_context(game_id, decade, role), key, xs, ys,
                                    data[head:]):
        raise ValueError("the shuffle proof fails")
    return key, ys


def cards_in_order(decade: int) -> list[Point]:
    return list(card_points(decade).values())


def _share_context(game_id: str, decade: int, slot: int) -> bytes:
    return f"{game_id}|{decade}|{slot}".encode()


def make_share(secret: bytes, game_id: str, decade: int, slot: int, z: Point) -> bytes:
    return share.make(secret, _share_context(game_id, decade, slot),
                      keys.deck_key(secret, decade), z)


def check_share(game_id: str, decade: int, slot: int, key: Point, z: Point,
                blob: bytes) -> Point | None:
    return share.check(_share_context(game_id, decade, slot), key, z, blob)


def share_point(blob: bytes) -> Point:
    """The share itself, without its proof (a stored message, checked when it came)."""
    return curve.decode(blob[:curve.POINT_BYTES])


def open_share(secret: bytes, decade: int, d: Point) -> str | None:
    """The card under the other's share: this player's key taken off; None if it is not a
    card of that decade."""
    m = curve.mul(curve.inverse(keys.deck_key(secret, decade)), d)
    return _by_point(decade).get(m)


def open_slot(z: Point, decade: int, key1: int, key2: int) -> str | None:
    """The card in a slot, given both decade keys (the check at the end)."""
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
