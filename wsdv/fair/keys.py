"""Everything secret a player uses in one game, derived from its 32-byte game secret (drawn by
the page from `secrets`, never from the engine's PRNG): the decade keys of the cipher, the
shuffles, the key of the message seals; the proofs derive their random numbers from it too.
One secret is one backup, and at the game's end one revealed value from which the other
player checks every step again."""

from __future__ import annotations

import hashlib
import hmac

from .curve import N

SECRET_BYTES = 32


def _stream(secret: bytes, label: str, i: int) -> bytes:
    return hmac.new(secret, f"wsdv-fair|{label}|{i}".encode(), hashlib.sha512).digest()


def scalar(secret: bytes, label: str) -> int:
    """A key in [1, N): 512 bits reduced mod N-1, so the bias is negligible."""
    return int.from_bytes(_stream(secret, label, 0), "big") % (N - 1) + 1


def deck_key(secret: bytes, decade: int) -> int:
    return scalar(secret, f"deck|{decade}")


def seal_key(secret: bytes) -> int:
    return scalar(secret, "seal")


def permutation(secret: bytes, decade: int, n: int) -> list[int]:
    """A uniformly random order of range(n) (Fisher-Yates on an HMAC stream, rejection
    sampling: no modulo bias)."""
    order = list(range(n))
    counter = 0
    buf = b""
    for i in range(n - 1, 0, -1):
        bound = i + 1
        while True:
            if len(buf) < 4:
                buf += _stream(secret, f"perm|{decade}", counter)
                counter += 1
            x, buf = int.from_bytes(buf[:4], "big"), buf[4:]
            if x < (1 << 32) - (1 << 32) % bound:
                break
        j = x % bound
        order[i], order[j] = order[j], order[i]
    return order


def commitment(secret: bytes) -> str:
    return hashlib.sha256(b"wsdv-fair-commit|" + secret).hexdigest()
