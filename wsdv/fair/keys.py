"""Everything secret a player uses in one game, derived from its 32-byte game secret (drawn by
the page from `secrets`, never from the engine's PRNG). One secret is one backup. It splits in
two parts that no one can link without the secret (HMAC-SHA512 is a pseudorandom function):

- the *revealed* part (`reveal`): the decade keys of the cipher, the shuffles and the proofs'
  random numbers derive from it; the first message commits to it, and at the game's end it
  is sent, so that the other player checks every step again;
- the *seal* key (`seal_key`), from the secret itself: the Diffie-Hellman key of the message
  seals. It is never sent, so whoever sees every string, the revealed parts included, still
  cannot seal a message in either player's name."""

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


def reveal(secret: bytes) -> bytes:
    """The part of the secret sent at the game's end (the argument of `deck_key`,
    `permutation`, the proofs' nonces and `commitment`)."""
    return _stream(secret, "reveal", 0)[:SECRET_BYTES]


def deck_key(revealed: bytes, decade: int) -> int:
    return scalar(revealed, f"deck|{decade}")


def seal_key(secret: bytes) -> int:
    """From the whole secret, not from `reveal(secret)`: never revealed."""
    return scalar(secret, "seal")


def permutation(revealed: bytes, decade: int, n: int) -> list[int]:
    """A uniformly random order of range(n) (Fisher-Yates on an HMAC stream, rejection
    sampling: no modulo bias)."""
    order = list(range(n))
    counter = 0
    buf = b""
    for i in range(n - 1, 0, -1):
        bound = i + 1
        while True:
            if len(buf) < 4:
                buf += _stream(revealed, f"perm|{decade}", counter)
                counter += 1
            x, buf = int.from_bytes(buf[:4], "big"), buf[4:]
            if x < (1 << 32) - (1 << 32) % bound:
                break
        j = x % bound
        order[i], order[j] = order[j], order[i]
    return order


def commitment(revealed: bytes) -> str:
    """SHA-256 of the revealed part: the value sent at the end must open it."""
    return hashlib.sha256(b"wsdv-fair-commit|" + revealed).hexdigest()
