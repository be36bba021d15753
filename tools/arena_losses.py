"""Why a level lost its arena games: replay each lost game of a records file and name the cause.

    python tools/arena_losses.py RECORDS --level hard [--side west] [--log]

The arena's records (`python -m wsdv.ai arena ... --records FILE`) carry every choice, so a
game is replayed without any search. For each game the level lost it prints the reason of
victory, the decade, the last End of Decade's figures (flight, Western currency, LS held,
mass protests) and, with --log, that decade's log in English. The summary counts the causes:
the engine's reason of victory, and for a collapse which End of Decade phase added the markers
that decided it (the West Berlin limit of 9.5, the comparisons of 9.6/9.7, ...).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from wsdv.engine import Game  # noqa: E402
from wsdv.engine.board import SIDE_PROVINCES, WEST_BERLIN  # noqa: E402
from wsdv.words import text  # noqa: E402


def markers(s, side: str) -> int:
    n = sum(s.unrest[p] // 4 for p in SIDE_PROVINCES[side])
    return n + (s.unrest[WEST_BERLIN] // 4 if side == "west" else 0)


def replay(rec: dict) -> Game:
    g = Game.new(rec["seed"])
    for c in rec["moves"]:
        g.choose(c)
    return g


def phase_keys(g: Game) -> Counter:
    """The message keys of the last End of Decade, by phase."""
    out: Counter = Counter()
    last = g.state.decade
    for e in g.log:
        if e.get("decade") == last and e.get("phase"):
            out[(e["phase"], e["msg"]["key"])] += 1
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("records")
    ap.add_argument("--level", required=True)
    ap.add_argument("--side", default=None)
    ap.add_argument("--log", action="store_true")
    a = ap.parse_args(argv)
    recs = [json.loads(x) for x in open(a.records, encoding="utf-8") if x.strip()]
    causes: Counter = Counter()
    for r in recs:
        side = "east" if r["east"] == a.level else "west"
        if a.side and side != a.side or r["winner"] == side:
            continue
        g = replay(r)
        s = g.state
        print(f"seed {r['seed']}: {a.level} as {side} lost: {r['reason']} in decade {r['decade']}"
              f", markers east {markers(s, 'east')} west {markers(s, 'west')}, wc {s.wc}, "
              f"prestige {s.prestige}, flight {s.flight}, soc {s.soc_track}, "
              f"LS WB {s.ls[WEST_BERLIN]}, suppliers {list(s.wb_suppliers)}")
        keys = phase_keys(g)
        print("   last End of Decade:", ", ".join(f"{ph}:{k.removeprefix('log.')}"
                                                  + (f"x{n}" if n > 1 else "")
                                                  for (ph, k), n in sorted(keys.items())))
        causes[(side, r["reason"])] += 1
        if a.log:
            for e in g.log:
                if e.get("decade") == r["decade"]:
                    print("     ", e.get("phase") or f"h{e.get('half')}", e.get("by"), text(e))
    print("Losses by side and reason:")
    for (side, reason), n in causes.most_common():
        print(f"  as {side:4} {reason:24} {n}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
