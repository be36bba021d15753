"""Cost of fair play by link (docs/fair-play.md) in CPython: a whole game of random moves
between two players passing strings; the length of every string and the time each handoff
costs (the receiver opening the message, and the sender's choices up to its message), with
the messages that carry decks and proofs and the final checks named apart.

    .venv/bin/python tools/fair_bench.py [--seed N] [--games N]
"""

from __future__ import annotations

import argparse
import random
import secrets
import statistics
import time

from wsdv.fair import Player, message


def _summary(name: str, values: list[float], unit: str) -> str:
    values = sorted(values)
    p = lambda q: values[min(len(values) - 1, int(len(values) * q))]  # noqa: E731
    return (f"{name}: n={len(values)} median={statistics.median(values):.1f}{unit} "
            f"p95={p(0.95):.1f}{unit} max={values[-1]:.1f}{unit}")


def game(seed: int, out: dict[str, list[float]]) -> None:
    moves = random.Random(seed)
    t = time.perf_counter()
    host = Player.create(secrets.token_bytes(32), "west")
    out["invitation (host makes deck I)"].append((time.perf_counter() - t) * 1000)
    t = time.perf_counter()
    guest = Player.join(secrets.token_bytes(32), host.outbox or "")
    out["acceptance (guest checks and makes deck I)"].append(
        (time.perf_counter() - t) * 1000)

    def deliver(text: str, other: Player) -> None:
        fields = message.decode(text)
        kind = "deck" if "deck" in fields else "reveal" if "reveal" in fields else "turn"
        out[f"size: {kind} messages"].append(float(len(text)))
        t = time.perf_counter()
        other.receive(text)
        ms = (time.perf_counter() - t) * 1000
        out[{"deck": "receive a message with decks and proofs",
             "reveal": "receive a message with a revealed part (the final check)",
             "turn": "receive a turn"}[kind]].append(ms)

    out["size: deck messages"].append(float(len(host.transcript[0])))
    deliver(guest.transcript[1], host)
    while True:
        moved = False
        for me, other in ((host, guest), (guest, host)):
            t = time.perf_counter()
            while me.can_choose():
                me.choose(moves.choice(me.game.prompt.ids()))
            if len(me.transcript) > len(other.transcript):
                out["play a turn up to its message"].append((time.perf_counter() - t) * 1000)
                deliver(me.transcript[len(other.transcript)], other)
                moved = True
        if not moved:
            break
    assert host.verdict == [] and guest.verdict == [], (host.verdict, guest.verdict)
    out["messages per game"].append(float(len(host.transcript)))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", type=int, default=1)
    args = ap.parse_args()
    out: dict[str, list[float]] = {k: [] for k in (
        "invitation (host makes deck I)", "acceptance (guest checks and makes deck I)",
        "receive a message with decks and proofs", "receive a turn",
        "receive a message with a revealed part (the final check)", "play a turn up to its message",
        "size: deck messages", "size: turn messages", "size: reveal messages",
        "messages per game")}
    for g in range(args.games):
        game(args.seed + g, out)
    print(f"{args.games} games, every one verified on both sides")
    for name, values in out.items():
        unit = " B" if name.startswith("size") else "" if name.startswith("messages") \
            else " ms"
        print(_summary(name, values, unit))


if __name__ == "__main__":
    main()
