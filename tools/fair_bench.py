"""Cost of fair play by link (docs/fair-play.md) in CPython: a whole game of random moves
between two players passing strings; the length of every string and the time each handoff
costs (the receiver opening the message, and the sender's choices up to its message).

    .venv/bin/python tools/fair_bench.py [--seed N]
"""

from __future__ import annotations

import argparse
import random
import secrets
import statistics
import time

from wsdv.fair import Player


def _summary(name: str, values: list[float], unit: str) -> str:
    values = sorted(values)
    return (f"{name}: n={len(values)} median={statistics.median(values):.1f}{unit} "
            f"p90={values[int(len(values) * 0.9)]:.1f}{unit} max={values[-1]:.1f}{unit}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    moves = random.Random(args.seed)
    t = time.perf_counter()
    host = Player.create(secrets.token_bytes(32), "west")
    t_invite = time.perf_counter() - t
    t = time.perf_counter()
    guest = Player.join(secrets.token_bytes(32), host.outbox or "")
    t_accept = time.perf_counter() - t
    sizes = [len(host.transcript[0]), len(guest.transcript[1])]
    receive_ms: list[float] = []
    turn_ms: list[float] = []
    t = time.perf_counter()
    host.receive(guest.transcript[1])
    receive_ms.append((time.perf_counter() - t) * 1000)
    while True:
        moved = False
        for me, other in ((host, guest), (guest, host)):
            t = time.perf_counter()
            while me.can_choose():
                me.choose(moves.choice(me.game.prompt.ids()))
            if len(me.transcript) > len(other.transcript):
                turn_ms.append((time.perf_counter() - t) * 1000)
                text = me.transcript[len(other.transcript)]
                sizes.append(len(text))
                t = time.perf_counter()
                other.receive(text)
                receive_ms.append((time.perf_counter() - t) * 1000)
                moved = True
        if not moved:
            break
    print(f"result: {host.game.result}; verified: host {host.verdict == []}, "
          f"guest {guest.verdict == []}; {len(host.transcript)} messages")
    print(f"invitation {t_invite * 1000:.0f} ms, acceptance {t_accept * 1000:.0f} ms")
    print(_summary("string length", [float(s) for s in sizes], " B"))
    print(_summary("receive a message", receive_ms, " ms"))
    print(_summary("play a turn up to its message", turn_ms, " ms"))


if __name__ == "__main__":
    main()
