"""Wall time of Normal and Hard decisions under the browser's budgets, in CPython.

Plays seeded games with Easy and, every 25 choices at a turn prompt, times Normal's and Hard's
decision with the budgets of wsdv/ui/opponent.py; prints each wall time with the deals the
search played (candidates finished per deal). Run: python tools/bench_ai_budget.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wsdv.ai import choose, search  # noqa: E402
from wsdv.ai.arena import ai_seed  # noqa: E402
from wsdv.engine import Game  # noqa: E402
from wsdv.ui.ai_client import BUDGETS  # noqa: E402


def main() -> None:
    deals: list[int] = []
    real = search._two_ply

    def counted(*a, **k):
        out = real(*a, **k)
        deals.append(len(out))
        return out

    search._two_ply = counted
    for level in ("normal", "hard"):
        walls: list[tuple[float, list[int]]] = []
        for seed in (11, 12, 13):
            g = Game.new(seed)
            n = 0
            while g.prompt is not None and n < 400:
                p = g.prompt
                if p.kind == "card" and len(p.options) > 2 and n % 25 == 0 and n:
                    deals.clear()
                    t = time.perf_counter()
                    choose(g, p.side, level, ai_seed(seed, n), BUDGETS[level])
                    walls.append((round(time.perf_counter() - t, 2), list(deals)))
                g.choose(choose(g, p.side, "easy", ai_seed(seed, n)))
                n += 1
        ws = sorted(w for w, _ in walls)
        print(f"{level}: budget {BUDGETS[level]} s, {len(ws)} decisions, max wall {ws[-1]} s; "
              f"wall and deals: {walls}")


if __name__ == "__main__":
    main()
