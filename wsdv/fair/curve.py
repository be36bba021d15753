"""The group of the commutative cipher: the elliptic curve secp256k1 (SEC 2, section 2.4.1),
in pure Python. y^2 = x^3 + 7 over the prime field P; the group of its points has prime order
N (cofactor 1), so every point but infinity generates it and every scalar in [1, N) has an
inverse mod N: encrypting a point is multiplying it by a key, decrypting multiplying by the
key's inverse, and two encryptions commute (a(bM) = b(aM)).

Points are affine pairs (x, y) outside this module; the arithmetic runs in Jacobian
coordinates (X, Y, Z) with x = X/Z^2, y = Y/Z^3, so that only the final conversion inverts.
"""

from __future__ import annotations

import hashlib

P = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F
N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
B = 7
G = (0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798,
     0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8)
POINT_BYTES = 33  # compressed: parity byte and x

Point = tuple[int, int]
_Jac = tuple[int, int, int]


class PointError(ValueError):
    """Bytes that are not a point of the curve."""


def _double(p: _Jac) -> _Jac:
    x, y, z = p
    if y == 0:
        return (0, 1, 0)
    yy = y * y % P
    s = 4 * x * yy % P
    m = 3 * x * x % P
    x3 = (m * m - 2 * s) % P
    return (x3, (m * (s - x3) - 8 * yy * yy) % P, 2 * y * z % P)


def _add_affine(p: _Jac, q: Point) -> _Jac:
    """Jacobian p plus affine q (mixed addition)."""
    x1, y1, z1 = p
    if z1 == 0:
        return (q[0], q[1], 1)
    zz = z1 * z1 % P
    u2 = q[0] * zz % P
    s2 = q[1] * zz * z1 % P
    h = (u2 - x1) % P
    r = (s2 - y1) % P
    if h == 0:
        return _double(p) if r == 0 else (0, 1, 0)
    hh = h * h % P
    hhh = h * hh % P
    v = x1 * hh % P
    x3 = (r * r - hhh - 2 * v) % P
    return (x3, (r * (v - x3) - y1 * hhh) % P, z1 * h % P)


def _affine(p: _Jac) -> Point:
    x, y, z = p
    if z == 0:
        raise PointError("the point at infinity")
    zi = pow(z, -1, P)
    zi2 = zi * zi % P
    return (x * zi2 % P, y * zi2 * zi % P)


def mul(k: int, point: Point) -> Point:
    """k * point (k reduced mod N; k = 0 is refused: it would destroy the card)."""
    k %= N
    if k == 0:
        raise ValueError("a key must not be 0 mod the group order")
    # fixed 4-bit windows over the affine multiples 1..15 of the point
    table = [point]
    acc: _Jac = (point[0], point[1], 1)
    for _ in range(14):
        acc = _add_affine(acc, point)
        table.append(_affine(acc))
    r: _Jac = (0, 1, 0)
    for shift in range((k.bit_length() + 3) // 4 * 4 - 4, -1, -4):
        if r[2]:
            r = _double(_double(_double(_double(r))))
        nib = (k >> shift) & 15
        if nib:
            r = _add_affine(r, table[nib - 1])
    return _affine(r)


def _to_affine_all(points: list[_Jac]) -> list[Point]:
    """Many Jacobian points (none at infinity) to affine with one inversion (Montgomery's
    trick: the running products of the Z, inverted once, then unwound)."""
    prefix, acc = [], 1
    for _, _, z in points:
        prefix.append(acc)
        acc = acc * z % P
    inv = pow(acc, -1, P)
    out: list[Point] = [(0, 0)] * len(points)
    for i in range(len(points) - 1, -1, -1):
        x, y, z = points[i]
        zi = inv * prefix[i] % P
        inv = inv * z % P
        zi2 = zi * zi % P
        out[i] = (x * zi2 % P, y * zi2 * zi % P)
    return out


def lin_comb(scalars: list[int], points: list[Point]) -> Point | None:
    """sum of k_i * P_i (None: the point at infinity), all terms at once (Straus): the
    doublings are shared, each point has a table of its multiples 1..15. Several times
    faster than separate `mul`s when the scalars are short (batch checks, deck.py)."""
    tables: list[list[Point]] = []
    jac: list[_Jac] = []
    for point in points:
        acc: _Jac = (point[0], point[1], 1)
        for _ in range(14):
            acc = _add_affine(acc, point)
            jac.append(acc)
    flat = _to_affine_all(jac)
    for i, point in enumerate(points):
        tables.append([point] + flat[i * 14:(i + 1) * 14])
    ks = [k % N for k in scalars]
    top = max((k.bit_length() for k in ks), default=0)
    r: _Jac = (0, 1, 0)
    for shift in range((top + 3) // 4 * 4 - 4, -1, -4):
        if r[2]:
            r = _double(_double(_double(_double(r))))
        for k, table in zip(ks, tables, strict=True):
            nib = (k >> shift) & 15
            if nib:
                r = _add_affine(r, table[nib - 1])
    return None if r[2] == 0 else _affine(r)


def inverse(k: int) -> int:
    return pow(k % N, -1, N)


def on_curve(point: Point) -> bool:
    x, y = point
    return 0 <= x < P and 0 <= y < P and (y * y - x * x * x - B) % P == 0


def encode(point: Point) -> bytes:
    x, y = point
    return bytes([2 + (y & 1)]) + x.to_bytes(32, "big")


def decode(data: bytes) -> Point:
    if len(data) != POINT_BYTES or data[0] not in (2, 3):
        raise PointError("not a compressed curve point")
    x = int.from_bytes(data[1:], "big")
    if x >= P:
        raise PointError("coordinate out of range")
    y = _sqrt((x * x * x + B) % P)
    if y is None:
        raise PointError("not on the curve")
    if (y & 1) != data[0] - 2:
        y = P - y
    return (x, y)


def _sqrt(a: int) -> int | None:
    y = pow(a, (P + 1) // 4, P)  # P = 3 mod 4
    return y if y * y % P == a else None


def hash_to_point(label: bytes) -> Point:
    """A point nobody knows the discrete logarithm of: try-and-increment on SHA-256."""
    for i in range(1000):
        h = hashlib.sha256(b"wsdv-fair-card|" + label + b"|" + str(i).encode()).digest()
        x = int.from_bytes(h, "big")
        if x >= P:
            continue
        y = _sqrt((x * x * x + B) % P)
        if y is not None:
            return (x, y if y & 1 == 0 else P - y)
    raise ValueError("no point found")  # never: about half of all x are on the curve
