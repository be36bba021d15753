"""Why the AI picks what it picks: the hint shown to a player.

`explain(game, side, option, seed)` looks at the AI's choice the way Easy does, on a copy
whose hidden cards are re-dealt (so a hint reveals nothing its side cannot see): the whole
plan that starts with the option (for a card: the card with its best action, the smaller
choices settled by the rules), the side's estimated chance of winning after it (the
evaluation of evaluate.py) and after the opponent's best answer (its most promising replies
tried, as the search levels do), the best alternatives with other first choices, and what
the coming End of Decade looks like after the plan (mass protests each side would face,
whether East could pay what it owes), as plain data; the UI puts it into words (the plan's
options as the engine's messages, {"key", "args"}, which wsdv.words renders in either
language).
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass
from typing import Any

from wsdv.engine import Game, IllegalChoice

from .determinize import determinize
from .easy import macro_moves, settle
from .evaluate import chance, project, turns_left
from .search import reply_pool, their_turn

ALTERNATIVES = 2
REPLIES = 6  # the opponent's replies tried after a turn
ANSWERED = 4  # plans whose answer is looked at: the chosen one and the best others


@dataclass(frozen=True)
class Line:
    """A plan: option ids from the current prompt on, their messages ({"key", "args"}), the
    chance after it."""

    plan: tuple[str, ...]
    msgs: tuple[dict[str, Any], ...]
    chance: float
    answered: float | None = None  # the chance after the opponent's best reply, if known


@dataclass(frozen=True)
class Outlook:
    """The coming End of Decade as the evaluation projects it after the plan."""

    turns_left: int  # actions left before it (roughly)
    protests_east: int  # mass protest markers at the collapse check (4 ends the game)
    protests_west: int
    east_insolvent: bool  # East could not pay its dismantling points
    decided: str | None  # a side the projection sees winning there


@dataclass(frozen=True)
class Hint:
    """The hint for one side's choice: the best line, the others, and the chance to win now."""

    side: str
    option: str
    chance_now: float
    best: Line
    others: tuple[Line, ...]
    outlook: Outlook

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _play(g: Game, plan: tuple[str, ...]) -> tuple[Game, tuple[dict[str, Any], ...]]:
    """A settled copy of g after the plan, and the messages of the plan's options."""
    c = g.clone(with_log=False)
    msgs = []
    for option in plan:
        p = c.prompt
        assert p is not None
        msgs.append(_msg(p, option))
        c.choose(option)
    return settle(c), tuple(msgs)


def _plans(g: Game) -> list[tuple[str, ...]]:
    p = g.prompt
    assert p is not None
    if p.kind == "card":
        moves = macro_moves(g)
        singles = [(o,) for o in p.ids() if not o.startswith("card:")]  # police power
        return moves + singles
    return [(o,) for o in p.ids()]


def _lines(g: Game, side: str) -> list[Line]:
    out = []
    for plan in _plans(g):
        try:
            after, msgs = _play(g, plan)
        except IllegalChoice:
            continue
        out.append(Line(plan, msgs, chance(after.state, side)))
    return out


def _outlook(g: Game) -> Outlook:
    s = g.state
    if s.result is not None:
        return Outlook(0, 0, 0, False, s.result["winner"])
    pr = project(s)
    return Outlook(turns_left(s), int(pr.m_east), int(pr.m_west), pr.insolvency > 0,
                   pr.winner)


def explain(game: Game, side: str, option: str, seed: int = 0) -> Hint:
    """The reasons for `option` at the current prompt, which must belong to `side`."""
    p = game.prompt
    if p is None or p.side != side:
        raise ValueError("explain: the prompt does not belong to this side")
    if option not in p.ids():
        raise ValueError(f"explain: {option!r} is not an option now")
    det = determinize(game, side, random.Random(seed))
    lines = sorted(_lines(det, side), key=lambda ln: -ln.chance)
    mine = [ln for ln in lines if ln.plan[0] == option]
    best = mine[0] if mine else Line((option,), (_msg(p, option),), chance(det.state, side))
    firsts: list[Line] = []  # the best plan of every other first choice
    for ln in lines:
        if ln.plan[0] != option and all(o.plan[0] != ln.plan[0] for o in firsts):
            firsts.append(ln)
    if p.kind == "card":
        replies = reply_pool(det, side, REPLIES, best.plan)
        best = _answered(det, side, best, replies)
        firsts = [_answered(det, side, ln, replies) for ln in firsts[:ANSWERED - 1]]
        firsts.sort(key=lambda ln: -(ln.answered if ln.answered is not None else ln.chance))
    after, _ = _play(det, best.plan)
    return Hint(side, option, chance(det.state, side), best, tuple(firsts[:ALTERNATIVES]),
                _outlook(after))


def _answered(det: Game, side: str, line: Line, replies: list[tuple[str, ...]]) -> Line:
    """The line with its chance after the opponent's best reply among `replies`."""
    g, _ = _play(det, line.plan)
    if not their_turn(g, side):
        return Line(line.plan, line.msgs, line.chance, line.chance)
    legal = set(g.prompt.ids())
    worst = None
    for r in replies:
        if r[0] not in legal:
            continue
        try:
            v = chance(_play(g, r)[0].state, side)
        except IllegalChoice:
            continue
        worst = v if worst is None else min(worst, v)
    return Line(line.plan, line.msgs, line.chance, line.chance if worst is None else worst)


def _msg(p: Any, option: str) -> dict[str, Any]:
    """The message of one of the prompt's options, as a JSON-ready dict. A step of a plan that
    the move before it made illegal (an opponent's reply tried after our planned move) is an
    IllegalChoice, which the callers skip, as the engine would refuse it."""
    for o in p.options:
        if o.id == option:
            return o.msg.to_dict()
    raise IllegalChoice(f"{option!r} is not a legal option now")
