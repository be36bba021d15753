"""A proof that a list of points is another list multiplied by one secret key and shuffled:
Y_i = k * X_pi(i) for all i, for some permutation pi and the key k of the public point
K = k * G. It reveals nothing of pi or k (honest-verifier zero knowledge, made
non-interactive with the Fiat-Shamir transform).

This is the commitment-consistent proof of a shuffle of Wikstrom (ACISP 2009) in the form of
Terelius and Wikstrom (AFRICACRYPT 2010), with the re-encryption relation replaced by the
exponentiation of our cipher:

1. The prover commits to the permutation matrix M (M[pi(i)][i] = 1) column by column with
   Pedersen commitments c_i = r_i * g + h_pi(i) over generators g, h_0 .. h_(n-1) whose
   logarithms nobody knows.
2. Challenge e (n numbers of 128 bits, hashed from the statement and the c_i). The verifier
   computes C = sum e_i c_i, a commitment to f = M e (f_pi(i) = e_i).
3. The prover shows, in one Sigma protocol (Maurer's linear relations), knowledge of
   rho, rho', f, kappa, the chain openings and r such that
       (R5) sum c_i - sum h_j   = rho' * g          M 1 = 1 (every row sums to 1)
       (R1) C                   = rho * g + sum f_j h_j
       (R2) sum f_j X_j         = kappa * sum e_i Y_i
       (R3) G                   = kappa * K          kappa = 1/k
       (Rc) d_j = s_j * g + f_j * d_(j-1), d_(-1) = h     a chain of commitments
       (R4) d_(n-1) - (prod e_i) * h = r * g       prod f_j = prod e_i
   By Terelius-Wikstrom's Theorem 1, M 1 = 1 and prod_j <m_j, e> = prod_i e_i for a random e
   make M a permutation matrix (Schwartz-Zippel: a wrong M passes with probability at most
   n / 2^128); then (R2) is sum_i e_i (X_pi(i) - kappa Y_i) = 0, which for e fixed after
   the points holds only if every Y_i = k X_pi(i) (probability 2^-128 otherwise).
4. Challenge v (128 bits), responses; the verifier checks all the equations at once with
   random 128-bit weights of its own (Bellare, Garay and Rabin 1998), one multi-scalar
   multiplication (curve.lin_comb).

Soundness error: about n * 2^-128 + 2 * 2^-128 for the two challenges and 2^-128 for the
batch, so below 2^-120 for n = 20: the proof asks for at most 2^-80. Binding rests on the
discrete logarithm problem in secp256k1 (no relation among g, h, h_j is known: they are
hashed to the curve).
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Sequence
from functools import cache

from . import curve
from .curve import G, N, Point

SCALAR = 32
CHALLENGE_BITS = 128


@cache
def generators(n: int) -> tuple[Point, Point, tuple[Point, ...]]:
    """g, h and h_0 .. h_(n-1): independent points (hashed to the curve, no known logs)."""
    g = curve.hash_to_point(b"generator|g")
    h = curve.hash_to_point(b"generator|h")
    hs = tuple(curve.hash_to_point(b"generator|h%d" % j) for j in range(n))
    return g, h, hs


def _points(*groups: Sequence[Point]) -> bytes:
    return b"".join(curve.encode(p) for group in groups for p in group)


def _statement(context: bytes, key: Point, xs: list[Point], ys: list[Point]) -> bytes:
    return hashlib.sha256(b"wsdv-fair-shuffle|%d|" % len(xs) + context + b"|" +
                          _points([key], xs, ys)).digest()


def _numbers(seed: bytes, label: bytes, count: int, bits: int) -> list[int]:
    return [int.from_bytes(hashlib.sha512(seed + label + i.to_bytes(2, "big")).digest(),
                           "big") >> (512 - bits) for i in range(count)]


def _nonces(secret: bytes, statement: bytes, count: int) -> list[int]:
    """The prover's random numbers, derived from its secret and the statement (so that the
    same secret never proves two statements with the same numbers, which would reveal the
    witness; and a restored player makes the same proof again)."""
    return [int.from_bytes(hmac.new(secret, b"wsdv-fair-nonce|" + statement +
                                    i.to_bytes(2, "big"), hashlib.sha512).digest(),
                           "big") % N for i in range(count)]


def prove(secret: bytes, context: bytes, k: int, perm: list[int], xs: list[Point],
          ys: list[Point]) -> bytes:
    """The proof that ys[i] = k * xs[perm[i]] (which the caller computed)."""
    n = len(xs)
    g, h, hs = generators(n)
    key = curve.mul(k, G)
    stmt = _statement(context, key, xs, ys)
    rnd = iter(_nonces(secret, stmt, 4 * n + 4))
    r = [next(rnd) for _ in range(n)]
    cs = [curve.lin_comb([r[i], 1], [g, hs[perm[i]]]) for i in range(n)]
    cs_p = [c for c in cs if c is not None]
    assert len(cs_p) == n  # h_pi(i) has no known log: r_i g + h_pi(i) is never 0
    e = _numbers(stmt + _points(cs_p), b"e", n, CHALLENGE_BITS)
    f = [0] * n
    for i in range(n):
        f[perm[i]] = e[i]
    rho = sum(ei * ri for ei, ri in zip(e, r, strict=True)) % N
    rho_bar = sum(r) % N
    kappa = curve.inverse(k)
    rs = [next(rnd) for _ in range(n)]
    chain: list[Point] = []
    acc_r, prev = 0, h
    for j in range(n):
        d = curve.lin_comb([rs[j], f[j]], [g, prev])
        assert d is not None
        chain.append(d)
        acc_r = (rs[j] + f[j] * acc_r) % N
        prev = d
    w_f = [next(rnd) for _ in range(n)]
    w5, w1, wk, w4 = next(rnd), next(rnd), next(rnd), next(rnd)
    w_c = [next(rnd) for _ in range(n)]
    y_hat = curve.lin_comb(e, ys)
    assert y_hat is not None
    t5 = curve.mul(w5, g)
    t1 = curve.lin_comb([w1, *w_f], [g, *hs])
    t2 = curve.lin_comb([*w_f, N - wk], [*xs, y_hat])
    t3 = curve.mul(wk, key)
    t4 = curve.mul(w4, g)
    t_c = [curve.lin_comb([w_c[j], w_f[j]], [g, h if j == 0 else chain[j - 1]])
           for j in range(n)]
    ts = [t for t in (t5, t1, t2, t3, t4, *t_c) if t is not None]
    if len(ts) != n + 5:
        raise ValueError("degenerate proof")  # probability about 2^-256
    v = _challenge(stmt, cs_p, chain, ts)
    s5 = (w5 + v * rho_bar) % N
    s1 = (w1 + v * rho) % N
    sf = [(w_f[j] + v * f[j]) % N for j in range(n)]
    sk = (wk + v * kappa) % N
    sc = [(w_c[j] + v * rs[j]) % N for j in range(n)]
    s4 = (w4 + v * acc_r) % N
    scalars = [s5, s1, sk, s4, *sf, *sc]
    return (_points(cs_p, chain) + v.to_bytes(CHALLENGE_BITS // 8, "big") +
            b"".join(x.to_bytes(SCALAR, "big") for x in scalars))


def _challenge(stmt: bytes, cs: list[Point], chain: list[Point], ts: list[Point]) -> int:
    return _numbers(stmt + _points(cs, chain, ts), b"v", 1, CHALLENGE_BITS)[0]


def size(n: int) -> int:
    return 2 * n * curve.POINT_BYTES + CHALLENGE_BITS // 8 + (4 + 2 * n) * SCALAR


def verify(context: bytes, key: Point, xs: list[Point], ys: list[Point],
           proof: bytes) -> bool:
    """Whether `proof` shows ys to be xs multiplied by the key of `key` and shuffled: the
    Sigma protocol's commitments are recomputed from the challenge and the responses, and
    must hash to that challenge."""
    n = len(xs)
    if len(ys) != n or len(proof) != size(n) or n == 0:
        return False
    size_pts = 2 * n * curve.POINT_BYTES
    try:
        pts = [curve.decode(proof[i:i + curve.POINT_BYTES])
               for i in range(0, size_pts, curve.POINT_BYTES)]
    except curve.PointError:
        return False
    v = int.from_bytes(proof[size_pts:size_pts + CHALLENGE_BITS // 8], "big")
    base = size_pts + CHALLENGE_BITS // 8
    scalars = [int.from_bytes(proof[base + i:base + i + SCALAR], "big")
               for i in range(0, (4 + 2 * n) * SCALAR, SCALAR)]
    if any(s >= N for s in scalars):
        return False
    cs, chain = pts[:n], pts[n:]
    s5, s1, sk, s4 = scalars[:4]
    sf, sc = scalars[4:4 + n], scalars[4 + n:]
    g, h, hs = generators(n)
    stmt = _statement(context, key, xs, ys)
    e = _numbers(stmt + _points(cs), b"e", n, CHALLENGE_BITS)
    prod_e = 1
    for x in e:
        prod_e = prod_e * x % N
    # each commitment t = s * (witness base) - v * (statement), as the prover's w made it
    rows: Point | None = None  # sum c_i - sum h_j, by additions
    for c, hj in zip(cs, hs, strict=True):
        rows = curve.add(curve.add(rows, c), curve.neg(hj))
    t5 = curve.mul(s5, g) if rows is None else curve.lin_comb([s5, N - v], [g, rows])  # (R5)
    t1 = curve.lin_comb([s1, *sf, *((N - v) * ei % N for ei in e)], [g, *hs, *cs])  # (R1)
    t2 = curve.lin_comb([*sf, *((N - sk) * ei % N for ei in e)], [*xs, *ys])  # (R2)
    t3 = curve.lin_comb([sk, N - v], [key, G])  # (R3)
    t4 = curve.lin_comb([s4, N - v, v * prod_e % N], [g, chain[-1], h])  # (R4)
    t_c = [curve.lin_comb([sc[j], sf[j], N - v], [g, h if j == 0 else chain[j - 1],
                                                   chain[j]]) for j in range(n)]  # (Rc)
    ts = [t5, t1, t2, t3, t4, *t_c]
    if any(t is None for t in ts):
        return False
    return _challenge(stmt, cs, chain, [t for t in ts if t is not None]) == v
