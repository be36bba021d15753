"""Cost of the End of Decade outlook (wsdv/engine/outlook.py: a search over the phases' choices,
eod_outcomes.py) per `view()`, on positions of seeded random games: the first view of a
position (the search runs), the same position again (cached), and a whole `view()` without
the outlook for comparison. Also how many searches ran out of budget.

    .venv/bin/python tools/bench_outlook.py [--games 8] [--every 7]
    node tools/fair_pyodide_bench.mjs --script tools/bench_outlook.py   (in Pyodide)
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from wsdv.engine import Game
from wsdv.engine import outlook as ol


def positions(seed: int, every: int) -> list[Game]:
    rnd = random.Random(seed)
    g = Game.new(seed)
    out = []
    for k in range(3000):
        if g.prompt is None:
            break
        if k % every == 0 and g.state.phase == 0:
            out.append(g.clone())
        g.choose(rnd.choice(g.prompt.ids()))
    return out


def _q(xs: list[float], f: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(f * len(xs)))] * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=8)
    ap.add_argument("--every", type=int, default=7)
    args = ap.parse_args()
    games = [g for seed in range(args.games) for g in positions(seed, args.every)]
    first, again, light, incomplete = [], [], [], 0
    for g in games:
        ol.clear_cache()
        t = time.process_time()
        o = g.view("west")["outlook"]
        first.append(time.process_time() - t)
        t = time.process_time()
        g.view("west")
        again.append(time.process_time() - t)
        t = time.process_time()
        g.view("west", with_outlook=False)
        light.append(time.process_time() - t)
        if o and not o["checked"]["complete"]:
            incomplete += 1
    print(f"{len(games)} positions of {args.games} games; searches past the budget: "
          f"{incomplete}")
    for name, xs in (("view(), a new position (the search runs)", first),
                     ("view(), the same position again (cached)", again),
                     ("view() without the outlook", light)):
        print(f"{name}: mean {statistics.mean(xs) * 1000:.2f} ms, median {_q(xs, .5):.2f}, "
              f"p90 {_q(xs, .9):.2f}, p99 {_q(xs, .99):.2f}, max {max(xs) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
