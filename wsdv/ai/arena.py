"""Seeded games between two AI levels, with both side assignments.

`--games N` is the total: game i (seed S+i//2) is played twice over the run, once with the
`--east` level as East and once with the sides swapped, so each assignment gets N/2 games on
the same deals. Win rates carry 95 % Wilson intervals.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import sys
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from functools import cache
from multiprocessing import Pool
from pathlib import Path
from types import ModuleType

from wsdv.engine import Game

from . import LEVELS, choose
from .independent import NAME as INDEPENDENT
from .independent import independent_choice

MAX_CHOICES = 5000
# Our levels, the independent rule player (independent.py), which the arena calls "rules",
# and the independent search player of tools/search_player.py ("search", issue 40; it is not
# part of the package, so it is imported when first played).
SEARCH = "search"
ARENA_LEVELS = (*LEVELS, INDEPENDENT, SEARCH)


@dataclass
class GameRecord:
    """One arena game: its seed, the players of each side and how it ended."""

    seed: int
    east: str
    west: str
    winner: str
    reason: str
    decade: int
    choices: int
    # level -> (decisions timed, total s, max s, total CPU s, max CPU s); prompts with > 1
    # option only. CPU time is this process's own: on a shared machine wall time is not.
    times: dict[str, tuple[int, float, float, float, float]] = field(default_factory=dict)
    # every choice of the game: Game.replay(seed, choices) gives its log back
    moves: list[str] = field(default_factory=list)
    # the fingerprint of the code that played it (code_fingerprint); "" in older records
    code: str = ""


ROOT = Path(__file__).resolve().parents[2]
# What decides an arena game: the rules, their data, the levels and the search player.
PLAYING_CODE = ("wsdv/engine", "wsdv/data", "wsdv/ai", "tools/search_player.py")


def files_fingerprint(root: Path) -> str:
    """A short hash of every file below ``root`` that decides an arena game."""
    h = hashlib.sha256()
    for name in PLAYING_CODE:
        top = root / name
        files = sorted(top.rglob("*")) if top.is_dir() else [top]
        for f in files:
            if f.is_file() and f.suffix in (".py", ".json") and "__pycache__" not in f.parts:
                h.update(f.relative_to(root).as_posix().encode() + b"\0")
                h.update(f.read_bytes() + b"\0")
    return h.hexdigest()[:16]


@cache
def code_fingerprint() -> str:
    """The fingerprint of this checkout's playing code, so that a run resumed in another
    session (a 200-game arena outlasts one) never mixes games of other code. Taken once per
    process, before its first game (the code as imported), not read again for every game."""
    return files_fingerprint(ROOT)


def ai_seed(game_seed: int, n: int) -> int:
    return (game_seed * 1_000_003 + n * 7919) & 0xFFFFFFFF


def play_game(seed: int, east: str, west: str, time_budget: float | None = None) -> GameRecord:
    g = Game.new(seed)
    levels = {"east": east, "west": west}
    times: dict[str, list[tuple[float, float]]] = {}
    n = 0
    chosen: list[str] = []
    while g.prompt is not None:
        if n >= MAX_CHOICES:
            raise RuntimeError(f"seed {seed}: no result after {MAX_CHOICES} choices")
        p = g.prompt
        level = levels[p.side]
        t0, c0 = time.perf_counter(), time.process_time()
        option = decide(g, p.side, level, ai_seed(seed, n), time_budget)
        dt, dc = time.perf_counter() - t0, time.process_time() - c0
        if len(p.options) > 1:
            group = "turn" if p.kind in ("card", "action") else "other"
            times.setdefault(f"{level}/{group}", []).append((dt, dc))
        g.choose(option)
        chosen.append(option)
        n += 1
    r = g.result
    summary = {}
    for lv, ts in times.items():
        walls, cpus = [w for w, _ in ts], [c for _, c in ts]
        summary[lv] = (len(ts), sum(walls), max(walls), sum(cpus), max(cpus))
    return GameRecord(seed, east, west, r.winner, r.reason, r.decade, n, summary, chosen,
                      code_fingerprint())


def decide(g: Game, side: str, level: str, seed: int, time_budget: float | None) -> str:
    if level == INDEPENDENT:
        return independent_choice(g, side, seed)
    if level == SEARCH:
        return _search_player().search_choice(g, side, seed)
    return choose(g, side, level, seed, time_budget)


def _search_player() -> ModuleType:
    """tools/search_player.py, found from the repository's root (it is not shipped): the
    measuring stick shares no code with this package, so it is imported from its folder."""
    from pathlib import Path

    tools = str(Path(__file__).resolve().parents[2] / "tools")
    if tools not in sys.path:
        sys.path.append(tools)
    import search_player  # type: ignore[import-not-found]

    return search_player


def _play(args: tuple[int, str, str, float | None]) -> GameRecord:
    return play_game(*args)


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float, float]:
    """Rate and its 95 % Wilson score interval."""
    if n == 0:
        return 0.0, 0.0, 1.0
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return p, max(0.0, centre - half), min(1.0, centre + half)


def run(a: str, b: str, games: int, seed: int, workers: int = 1,
        time_budget: float | None = None, progress: bool = False,
        records: str | None = None, done: list[GameRecord] | None = None,
        one_side: bool = False) -> list[GameRecord]:
    """Play the run's games; those in `done` (a cut-short run's records) are kept, not
    replayed: without a time budget a game is fixed by its seed and side assignment.
    `one_side`: every game with `a` as East and `b` as West (seeds S, S+1, ...), for a
    change that touches one side's play only."""
    specs = []
    for i in range(games):
        if one_side:
            specs.append((seed + i, a, b, time_budget))
            continue
        s = seed + i // 2
        specs.append((s, a, b, time_budget) if i % 2 == 0 else (s, b, a, time_budget))
    out: list[GameRecord] = []
    code = code_fingerprint()
    mine = [rec for rec in done or [] if rec.code == code]
    if len(mine) < len(done or []):
        print(f"  {len(done or []) - len(mine)} recorded games were played by other code "
              f"(not {code}): left out, played again", file=sys.stderr)
    for rec in mine:
        spec = (rec.seed, rec.east, rec.west, time_budget)
        if spec in specs:
            specs.remove(spec)
            out.append(rec)
    t0 = time.perf_counter()
    if workers > 1:
        with Pool(workers) as pool:
            for rec in pool.imap_unordered(_play, specs):
                _finished(rec, out, a, t0, progress, records)
    else:
        for spec in specs:
            _finished(_play(spec), out, a, t0, progress, records)
    return out


def _finished(rec: GameRecord, out: list[GameRecord], a: str, t0: float, progress: bool,
              records: str | None) -> None:
    """Keep a finished game (and append it to the records file: a run cut short still
    leaves every game it finished for `report`)."""
    out.append(rec)
    if records:
        with open(records, "a", encoding="utf-8") as f:
            f.write(json.dumps(asdict(rec)) + "\n")
    if progress:
        _progress(out, a, t0)


def load_records(path: str) -> list[GameRecord]:
    with open(path, encoding="utf-8") as f:
        return [GameRecord(**json.loads(line)) for line in f if line.strip()]


def _progress(recs: list[GameRecord], a: str, t0: float) -> None:
    if len(recs) % 10:
        return
    w = sum(1 for r in recs if _won(r, a))
    print(f"  {len(recs)} games, {a} won {w} ({time.perf_counter() - t0:.0f} s)",
          file=sys.stderr, flush=True)


def _won(r: GameRecord, level: str) -> bool:
    return (r.east == level and r.winner == "east") or (r.west == level and r.winner == "west")


def report(recs: list[GameRecord], a: str, b: str) -> str:
    # (the same level on both sides: a deal's two assignments would be one game)
    both = a != b and {(r.east, r.west) for r in recs} >= {(a, b), (b, a)}
    lines = [f"Arena: {a} vs {b}, {len(recs)} games" + (
        " (each deal played with both side assignments)" if both else "")]
    codes = Counter(r.code or "unknown" for r in recs)
    lines.append("  Code: " + ", ".join(f"{c} ({n} games)" if len(codes) > 1 else c
                                         for c, n in codes.most_common()))
    for side in ("east", "west"):
        mine = [r for r in recs if getattr(r, side) == a]
        if a == b:
            mine = [r for r in recs]
        w = sum(1 for r in mine if r.winner == side)
        p, lo, hi = wilson(w, len(mine))
        lines.append(f"  {a} as {side:4}: {w}/{len(mine)} won = {p:6.1%}  "
                     f"[95% CI {lo:.1%} – {hi:.1%}]")
    if a != b:
        w = sum(1 for r in recs if _won(r, a))
        p, lo, hi = wilson(w, len(recs))
        lines.append(f"  {a} overall : {w}/{len(recs)} won = {p:6.1%}  "
                     f"[95% CI {lo:.1%} – {hi:.1%}]")
    reasons = Counter()
    for r in recs:
        lvl = r.east if r.winner == "east" else r.west
        reasons[(lvl, r.winner, r.reason)] += 1
    lines.append("  Reasons of victory:")
    for (lvl, side, reason), n in sorted(reasons.items(), key=lambda kv: -kv[1]):
        lines.append(f"    {lvl:6} as {side:4} by {reason:22} {n:4}")
    decades = Counter(r.decade for r in recs)
    lines.append("  Game ends in decade: " + ", ".join(f"{d}: {decades[d]}"
                                                      for d in sorted(decades)))
    lines.append("  Time per decision (prompts with more than one option; turn = choice of card or "
                 "action, other = every smaller choice), CPU and wall:")
    for lvl in sorted({lv for r in recs for lv in r.times}):
        rows = [r.times[lvl] for r in recs if lvl in r.times]
        n = sum(x[0] for x in rows)
        mean_w, max_w = sum(x[1] for x in rows) / max(1, n), max(x[2] for x in rows)
        mean_c, max_c = sum(x[3] for x in rows) / max(1, n), max(x[4] for x in rows)
        lines.append(f"    {lvl:12}: {n:6}; CPU mean {mean_c * 1000:6.1f} ms, max "
                     f"{max_c * 1000:7.1f} ms; wall mean {mean_w * 1000:6.1f} ms, max "
                     f"{max_w * 1000:7.1f} ms")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m wsdv.ai")
    sub = ap.add_subparsers(dest="cmd", required=True)
    ar = sub.add_parser("arena", help="play seeded games between two levels")
    ar.add_argument("--east", choices=ARENA_LEVELS, required=True)
    ar.add_argument("--west", choices=ARENA_LEVELS, required=True)
    ar.add_argument("--games", type=int, default=20,
                    help="total games; half with each side assignment")
    ar.add_argument("--seed", type=int, default=1)
    ar.add_argument("--workers", type=int, default=1)
    ar.add_argument("--budget", type=float, default=None,
                    help="time budget per decision in seconds (default: iterations only)")
    ar.add_argument("--progress", action="store_true")
    ar.add_argument("--records", default=None,
                    help="append each finished game to this file (JSON lines)")
    ar.add_argument("--one-side", action="store_true",
                    help="play only the given side assignment (one game per seed)")
    ar.add_argument("--resume", action="store_true",
                    help="keep the games already in --records and play only the rest")
    rp = sub.add_parser("report", help="the report of the games in a records file")
    rp.add_argument("records")
    rp.add_argument("--level", required=True, help="the level the rates are given for")
    rp.add_argument("--against", required=True)
    args = ap.parse_args(argv)
    if args.cmd == "report":
        recs = load_records(args.records)
        print(report(recs, args.level, args.against))
        return 0
    if args.resume and (not args.records or args.budget is not None):
        ap.error("--resume needs --records and no --budget (a budget makes games vary)")
    done = load_records(args.records) if args.resume and os.path.exists(args.records) else []
    t0 = time.perf_counter()
    recs = run(args.east, args.west, args.games, args.seed, args.workers, args.budget,
               args.progress, args.records, done, args.one_side)
    print(report(recs, args.east, args.west))
    print(f"  Wall time: {time.perf_counter() - t0:.0f} s with {args.workers} worker(s)")
    return 0
