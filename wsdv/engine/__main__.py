"""Command line: `python -m wsdv.engine play|bench|cards`."""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from ..words import text
from .data import cards
from .game import Game


def random_game(seed: int, max_choices: int = 20000) -> tuple[Game, int]:
    """Random vs random; the chooser's randomness is separate from the game's own PRNG."""
    g = Game.new(seed)
    pick = random.Random(seed ^ 0x5EED)
    n = 0
    while g.prompt is not None:
        if n >= max_choices:
            raise RuntimeError(f"seed {seed}: no end after {max_choices} choices")
        g.choose(pick.choice(g.prompt.options).id)
        n += 1
    return g, n


def cmd_play(args: argparse.Namespace) -> int:
    g, n = random_game(args.seed)
    for e in g.log:
        where = f"{e['decade']}.{e['half'] or 'E'}"
        side = (e["side"] or "").upper()
        print(f"[{where}] {side:4} {text(e)}")
    r = g.result
    print(f"\nResult: {r.winner.upper()} wins by {r.reason} in decade {r.decade} "
          f"({n} choices)")
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    t0, c0 = time.perf_counter(), time.process_time()
    total = 0
    for seed in range(args.seed, args.seed + args.games):
        _, n = random_game(seed)
        total += n
    dt, cpu = time.perf_counter() - t0, time.process_time() - c0
    print(f"{args.games} games, {total} choices in {dt:.2f} s wall, {cpu:.2f} s CPU: "
          f"{args.games / dt:.1f} games/s, {total / dt:.0f} choices/s "
          f"(per CPU second: {args.games / cpu:.1f} games, {total / cpu:.0f} choices)")
    return 0


def card_as_reference(c) -> dict:
    """The card in the field layout of the reference file, for audits."""
    return {
        "id": c.id, "decade": c.decade, "title_en": c.title.en, "title_de": c.title.de,
        "years": c.years, "colour": c.colour,
        "value_west": c.value.west if c.value else None,
        "value_east": c.value.east if c.value else None,
        "flight_icons": c.corner.flight, "police_corner": c.corner.police,
        "icons": [
            {"kind": i.do, "side": i.to,
             **{k: v for k, v in (("region", i.region), ("decides", i.decides),
                                  ("max_per_province", i.max_per_province)) if v is not None}}
            for i in c.event.icons
        ],
        "arrows": {t: c.event.arrows.get(t, 0)
                   for t in ("prestige", "western_currency", "socialist")},
    }


def cmd_cards(args: argparse.Namespace) -> int:
    rows = [card_as_reference(c) for c in cards().values()]
    if args.json:
        json.dump(rows, sys.stdout, ensure_ascii=False, indent=1)
        print()
    else:
        for r in rows:
            print(f"{r['id']:>5} {r['colour']:7} {r['title_en']}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m wsdv.engine")
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("play", help="play a random vs random game and print its log")
    p.add_argument("--seed", type=int, default=1)
    b = sub.add_parser("bench", help="play seeded random games and print games/s")
    b.add_argument("--games", type=int, default=200)
    b.add_argument("--seed", type=int, default=0)
    c = sub.add_parser("cards", help="print the card data")
    c.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    return {"play": cmd_play, "bench": cmd_bench, "cards": cmd_cards}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
