"""The review of a finished game: East's estimated chance to win (evaluate.py) at the start
of every turn and after every End of Decade phase, and the key moments, the biggest swings
between two such points, with the public log lines of what happened in between.

Runs after the game in the AI worker (service.review); the page draws the chart. Pure Python,
deterministic: the same save gives the same review.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from wsdv.engine import Game, savefile

from .evaluate import east_win_probability

MOMENTS = 3  # how many key moments at most
MIN_SWING = 0.08  # a smaller change of chance is no key moment
LOG_LINES = 5  # the log lines kept per key moment
QUIET_KEYS = frozenset({"log.changes", "log.eod_phase", "log.display", "log.draw"})


@dataclass(frozen=True)
class Point:
    """East's chance to win at one position of a reviewed game."""

    n: int  # choices made before this position
    decade: int
    phase: int  # End of Decade phase (0 during the half decades)
    east: float  # East's chance to win

    def to_dict(self) -> dict[str, Any]:
        return {"n": self.n, "decade": self.decade, "phase": self.phase,
                "east": round(self.east, 4)}


def _sample(game: Game, last_phase: int) -> bool:
    """A point is taken when a turn starts (a card is chosen) and when an End of Decade phase
    changes."""
    p = game.prompt
    return (p is not None and p.kind == "card") or game.state.phase != last_phase


def points(seed: int, choices: list[str], start: Game | None = None) -> tuple[list[Point], Game]:
    """The chances over the game (first the start, last the end), and the final game;
    ``start``: the new game to play them in (a game by link: its cards from its player)."""
    game = Game.new(seed) if start is None else start
    out = [Point(0, game.state.decade, game.state.phase, east_win_probability(game.state))]
    for n, choice in enumerate(choices, 1):
        phase = game.state.phase
        game.choose(choice)
        if n == len(choices) or _sample(game, phase):
            out.append(Point(n, game.state.decade, game.state.phase,
                             east_win_probability(game.state)))
    return out, game


def _lines(log: list[dict[str, Any]], first: int, last: int) -> tuple[str | None,
                                                                          list[dict[str, Any]]]:
    """Who chose, and the telling log messages of choices first..last (public log)."""
    entries = [e for e in log if first <= e.get("n", -1) <= last]
    telling = [e for e in entries if e["msg"]["key"] not in QUIET_KEYS] or entries
    by = next((e.get("by") for e in entries if e.get("by")), None)
    return by, [e["msg"] for e in telling[:LOG_LINES]]


def moments(pts: list[Point], log: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The biggest swings of East's chance between neighbouring points, in game order."""
    swings = sorted(range(1, len(pts)), key=lambda i: -abs(pts[i].east - pts[i - 1].east))
    picked: list[int] = []
    for i in swings:  # the biggest first; a swing right next to a picked one is its echo
        if len(picked) == MOMENTS or abs(pts[i].east - pts[i - 1].east) < MIN_SWING:
            break
        if all(abs(i - j) > 2 for j in picked):
            picked.append(i)
    picked.sort()
    out = []
    for i in picked:
        a, b = pts[i - 1], pts[i]
        by, msgs = _lines(log, a.n + 1, b.n)
        out.append({"point": i, "decade": b.decade, "phase": b.phase, "by": by,
                    "before": round(a.east, 4), "after": round(b.east, 4), "log": msgs})
    return out


def review(save: str) -> dict[str, Any]:
    """The whole review of a save string (SaveError if it is not one)."""
    seed, choices = savefile.decode(save)
    return review_of(seed, choices)


def review_of(seed: int, choices: list[str], start: Game | None = None) -> dict[str, Any]:
    """The whole review of ``choices`` played from ``seed`` (or in the new game ``start``)."""
    pts, game = points(seed, choices, start)
    log = game.view(None, with_outlook=False)["log"]
    result = game.result
    return {"points": [p.to_dict() for p in pts], "moments": moments(pts, log),
            "choices": len(choices),
            "result": None if result is None else {"winner": result.winner,
                                                   "reason": result.reason,
                                                   "decade": result.decade}}
