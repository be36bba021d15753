"""Easy: a greedy player. For its turn it tries every card with every action on a copy
(sub-choices by the rules of rules.py) and keeps the one whose outcome the evaluation likes
best; every other prompt is answered by those rules."""

from __future__ import annotations

import random

from wsdv.engine import Game

from .evaluate import value
from .rules import rule_choice

# Prompts that start a new turn: a simulated action is over when one of them comes up.
TURN_KINDS = frozenset({"card", "discard"})
MAX_STEPS = 400


def settle(g: Game) -> Game:
    """Play the rules until the next turn (or the end of the game); g is changed."""
    n = 0
    while g.prompt is not None and g.prompt.kind not in TURN_KINDS:
        g.choose(rule_choice(g))
        n += 1
        if n > MAX_STEPS:
            raise RuntimeError("settle: no turn after many choices")
    return g


def after(g: Game, *choices: str) -> Game:
    """A settled copy of g after the given choices."""
    c = g.clone(with_log=False)
    for ch in choices:
        c.choose(ch)
    return settle(c)


def macro_moves(g: Game) -> list[tuple[str, ...]]:
    """Every (card, action) of the turn prompt; a special card is one move."""
    p = g.prompt
    assert p is not None
    out: list[tuple[str, ...]] = []
    for o in p.ids():
        if not o.startswith("card:"):
            continue
        c = g.clone(with_log=False)
        c.choose(o)
        if c.prompt is not None and c.prompt.kind == "action" and c.prompt.side == p.side:
            out.extend((o, a) for a in c.prompt.ids())
        else:
            out.append((o,))
    return out


def police_first(g: Game) -> str | None:
    """East's turn prompt offers police power: use it only to end a mass protest now."""
    s = g.state
    hot = [o for o in g.prompt.ids() if o.startswith("police:")
           and s.unrest[o.removeprefix("police:")] % 4 == 0]
    return max(hot, key=lambda o: s.unrest[o[7:]]) if hot else None


def score_moves(g: Game, side: str, moves: list[tuple[str, ...]]) -> list[float]:
    return [value(after(g, *m).state, side) for m in moves]


def greedy_turn(g: Game, side: str, rnd: random.Random) -> str:
    """The card of the best (card, action) move."""
    pol = police_first(g)
    if pol:
        return pol
    moves = macro_moves(g)
    scores = score_moves(g, side, moves)
    top = max(scores)
    ties = [m for m, v in zip(moves, scores, strict=True) if v >= top - 1e-9]
    return rnd.choice(ties)[0]


def greedy_action(g: Game, side: str, rnd: random.Random) -> str:
    opts = g.prompt.ids()
    scores = [value(after(g, o).state, side) for o in opts]
    top = max(scores)
    return rnd.choice([o for o, v in zip(opts, scores, strict=True) if v >= top - 1e-9])


def easy_choice(g: Game, side: str, rnd: random.Random) -> str:
    """g is a determinized copy whose prompt belongs to `side`."""
    p = g.prompt
    if len(p.options) == 1:
        return p.options[0].id
    if p.kind == "card":
        return greedy_turn(g, side, rnd)
    if p.kind == "action":
        return greedy_action(g, side, rnd)
    return rule_choice(g)
