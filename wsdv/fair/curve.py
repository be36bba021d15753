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


# The GLV endomorphism of secp256k1 (Gallant, Lambert and Vanstone, CRYPTO 2001): LAMBDA * (x, y)
# = (BETA * x, y), so k * P = k1 * P + k2 * (LAMBDA * P) with k1, k2 of about 128 bits: half
# the doublings. The lattice basis (A1, B1), (A2, B2) splits k; tests check both facts.
LAMBDA = 0x5363AD4CC05C30E0A5261C028812645A122E22EA20816678DF02967C1B23BD72
BETA = 0x7AE96A2B657C07106E64479EAC3434E99CF0497512F58995C1396C28719501EE
_A1, _B1 = 0x3086D221A7D46BCDE86C90E49284EB15, -0xE4437ED6010E88286F547FA90ABFE4C3
_A2, _B2 = 0x114CA50F7A8E2F3F657C1108D9D44CFD8, 0x3086D221A7D46BCDE86C90E49284EB15
_W = 5  # width of the signed digits: tables of the odd multiples 1, 3, ..., 15


def split(k: int) -> tuple[int, int]:
    """k = k1 + k2 * LAMBDA (mod N), |k1|, |k2| < 2^129."""
    c1 = (_B2 * k + N // 2) // N
    c2 = (-_B1 * k + N // 2) // N
    return k - c1 * _A1 - c2 * _A2, -c1 * _B1 - c2 * _B2


def _wnaf(k: int) -> list[int]:
    """Signed digits of k >= 0, least significant first: each nonzero digit odd and below
    2^(W-1) in size, followed by at least W-1 zeros."""
    out = []
    while k:
        if k & 1:
            d = k & ((1 << _W) - 1)
            if d >= 1 << (_W - 1):
                d -= 1 << _W
            k -= d
        else:
            d = 0
        out.append(d)
        k >>= 1
    return out


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


def _odd_multiples(points: list[Point]) -> list[list[Point]]:
    """For each point its odd multiples 1P, 3P, ..., 15P, affine (one inversion for all)."""
    jac: list[_Jac] = []
    for point in points:
        twice = _affine(_double((point[0], point[1], 1)))
        acc: _Jac = (point[0], point[1], 1)
        for _ in range((1 << (_W - 2)) - 1):
            acc = _add_affine(acc, twice)
            jac.append(acc)
    flat = _to_affine_all(jac) if jac else []
    per = (1 << (_W - 2)) - 1
    return [[point] + flat[i * per:(i + 1) * per] for i, point in enumerate(points)]


def lin_comb(scalars: list[int], points: list[Point]) -> Point | None:
    """sum of k_i * P_i (None: the point at infinity), all terms at once: Straus's method
    (the doublings shared) over signed-digit (wNAF) forms of the halves of each scalar that
    the GLV endomorphism gives."""
    terms: list[tuple[list[int], int, bool]] = []  # digits, point index, endomorphism
    for i, k in enumerate(scalars):
        k1, k2 = split(k % N)
        terms.append((_wnaf(abs(k1)), i, k1 < 0))
        terms.append((_wnaf(abs(k2)), i, k2 < 0))
    tables = _odd_multiples(points)
    rows: list[tuple[list[int], list[Point]]] = []
    for n, (digits, i, neg) in enumerate(terms):
        if not digits:
            continue
        table = tables[i]
        if n % 2:  # LAMBDA * (x, y) = (BETA * x, y)
            table = [(BETA * x % P, y) for x, y in table]
        if neg:
            table = [(x, P - y) for x, y in table]
        rows.append((digits, table))
    top = max((len(d) for d, _ in rows), default=0)
    r: _Jac = (0, 1, 0)
    for bit in range(top - 1, -1, -1):
        if r[2]:
            r = _double(r)
        for digits, table in rows:
            if bit < len(digits):
                d = digits[bit]
                if d > 0:
                    r = _add_affine(r, table[d >> 1])
                elif d < 0:
                    x, y = table[(-d) >> 1]
                    r = _add_affine(r, (x, P - y))
    return None if r[2] == 0 else _affine(r)


def mul(k: int, point: Point) -> Point:
    """k * point (k reduced mod N; k = 0 is refused: it would destroy the card)."""
    if k % N == 0:
        raise ValueError("a key must not be 0 mod the group order")
    out = lin_comb([k], [point])
    assert out is not None  # a prime-order group: k * P = 0 only for k = 0
    return out


def add(p: Point | None, q: Point | None) -> Point | None:
    """p + q (None: the point at infinity)."""
    if p is None:
        return q
    if q is None:
        return p
    r = _add_affine((p[0], p[1], 1), q)
    return None if r[2] == 0 else _affine(r)


def neg(p: Point) -> Point:
    return (p[0], (P - p[1]) % P)


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
