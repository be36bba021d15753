"""An arena opponent that is not ours to tune: a greedy player on the End of Decade.

Written from the rulebook (section 9), sharing nothing with evaluate.py, rules.py or the
search: its own factory values (5.1), its own tally of the coming End of Decade and its own
hand-set weights, never fitted. For its turn it plays every card with every action on a copy
whose hidden cards are re-dealt (determinize.py, so it is as fair as the levels), makes the
smaller choices of that turn the same greedy way (each option scored one step ahead), and
keeps the move after which the tally looks best for its side. The arena calls it "rules";
it is research code and stays out of the shipped site (sitebuild/trim.py).
"""

from __future__ import annotations

import random

from wsdv.engine import Game, State
from wsdv.engine.board import (
    ADJACENT_ACROSS,
    CITY_CONNS,
    CITY_KIND,
    CITY_PROVINCE,
    CITY_SIDE,
    CONNECTIONS,
    HAMBURG,
    HAMBURG_PROVINCES,
    RHEINSBERG,
    SIDE_LINES,
    SIDE_PROVINCES,
    WEST_BERLIN,
    WEST_GERMANY,
)
from wsdv.engine.data import cards

from .determinize import determinize

NAME = "rules"
EAST = SIDE_PROVINCES["east"]
WEST = SIDE_PROVINCES["west"]
FLIGHT = {cid: c.corner.flight for cid, c in cards().items()}
WON = 1000.0
MAX_STEPS = 400


def values(s: State) -> dict[str, int]:
    """5.1: a factory is worth 1 (Rheinsberg 2), rundown 1 less, +1 per working connection."""
    out = {}
    for city, st in s.factories.items():
        v = (2 if CITY_KIND[city] == "rheinsberg" else 1) - (st == "r")
        for ci in CITY_CONNS[city]:
            c = CONNECTIONS[ci]
            if c.a in s.factories and c.b in s.factories and all(x in s.infra for x in c.lines):
                v += 1
        out[city] = v
    return out


def exports(vals: dict[str, int]) -> dict[str, int]:
    """Each province's export factory value (Hamburg counted where it is worth more)."""
    best: dict[str, int] = {}
    for city, v in vals.items():
        provs = HAMBURG_PROVINCES if city == HAMBURG else (CITY_PROVINCE[city],)
        for p in provs:
            if p is not None and v > best.get(p, -1):
                best[p] = v
    return best


def tally(s: State) -> float:
    """East's outlook at the coming End of Decade, in rough points (positive: good for East)."""
    if s.result is not None:
        return WON if s.result["winner"] == "east" else -WON
    vals = values(s)
    exp = exports(vals)
    u, ls = dict(s.unrest), dict(s.ls)
    # 9.1 flight (or the Wall), 9.3 Western currency, 9.4 police: what East must give up
    if s.wall:
        dismantle = 1
    else:
        mp_e = any(u[p] >= 4 for p in EAST)
        mp_w = any(u[p] >= 4 for p in WEST) or any(s.imported.values())
        pos = (sum(FLIGHT.get(c, 0) for c in s.played) + max(ls[p] for p in WEST)
               + sum(1 for _, col, _ in s.police if col == "red") + mp_e
               - min(ls[p] for p in EAST) - mp_w)
        dismantle = max(0, pos) // 2
    dismantle += len(s.police)
    west_worst = min((exp.get(p, -1) for p in WEST_GERMANY), default=-1)
    earners = sum(1 for p in EAST if p in exp and exp[p] >= west_worst)
    short = max(0, sum(ls[p] for p in EAST) - s.wc - earners)
    east_cities = [c for c in s.factories if CITY_SIDE[c] == "east"]
    normal = sum(1 for c in east_cities if s.factories[c] == "n")
    lines = sum(1 for ln in SIDE_LINES["east"] if ln in s.infra)
    extra = max(0, short - normal)  # beyond the factories: lines (or Rheinsberg) go
    spare = len(east_cities) + lines - dismantle - extra
    if extra:
        spare = min(spare, lines + (s.factories.get(RHEINSBERG) is not None) - extra)
    # 9.5 hold LS, 9.6 internal comparison, 9.7 East West comparison
    for p in ls:
        if p != WEST_BERLIN:
            ls[p] = min(ls[p], max(0, exp.get(p, 0)))
    for side in (EAST, WEST):
        top = max(ls[p] for p in side)
        for p in side:
            u[p] += max(0, top - ls[p] - (p != WEST_BERLIN))
    hits: dict[str, int] = {}
    for p, targets in ADJACENT_ACROSS.items():
        avail = ls[p] - s.unrest[p] // 4
        gains = [(avail - ls[d], d) for d in targets if avail > ls[d]]
        for n, d in (gains if p == WEST_BERLIN else sorted(gains)[-1:]):
            hits[d] = hits.get(d, 0) + n
    for d, n in hits.items():
        u[d] += n
    # 9.10 collapse: mass protest markers (West Berlin's count twice)
    m_e = sum(u[p] // 4 for p in EAST)
    m_w = sum(u[p] // 4 for p in WEST) + u[WEST_BERLIN] // 4
    # the outcome first (9: insolvency ends it at once, then 9.10 collapse, both: East wins),
    # then the margins, so that a decided outcome still prefers the safer position
    outcome = -WON / 2 if spare < 0 else WON / 2 if m_w >= 4 else -WON / 2 if m_e >= 4 else 0
    soc = s.soc_track * (1 if s.soc_track > 0 else 2)
    near = sum(u[p] % 4 for p in WEST) - sum(u[p] % 4 for p in EAST)
    econ = sum(v for c, v in vals.items() if CITY_SIDE[c] == "east") - sum(
        v for c, v in vals.items() if CITY_SIDE[c] == "west")
    return (outcome + 25 * (m_w - m_e) + 2 * near + 4 * min(spare, 4) - 2 * short + soc
            + econ + 2 * s.prestige + s.wc + sum(ls[p] for p in EAST) - sum(ls[p] for p in WEST))


def score(s: State, side: str) -> float:
    v = tally(s)
    return v if side == "east" else -v


def step_choice(g: Game) -> str:
    """A smaller choice: the option whose immediate outcome the tally likes best."""
    p = g.prompt
    ids = p.ids()
    if len(ids) == 1:
        return ids[0]
    best, best_v = ids[0], None
    for o in ids:
        c = g.clone(with_log=False)
        c.choose(o)
        v = score(c.state, p.side)
        if best_v is None or v > best_v:
            best, best_v = o, v
    return best


def play_turn(g: Game, *choices: str) -> Game:
    """A copy of g after `choices` and the turn's smaller choices, up to the next turn."""
    c = g.clone(with_log=False)
    for ch in choices:
        c.choose(ch)
    for _ in range(MAX_STEPS):
        if c.prompt is None or c.prompt.kind in ("card", "discard"):
            return c
        c.choose(step_choice(c))
    raise RuntimeError("independent player: no next turn after many choices")


def turn_moves(g: Game) -> list[tuple[str, ...]]:
    """Every option of the turn prompt, a card with each of its actions."""
    out: list[tuple[str, ...]] = []
    for o in g.prompt.ids():
        c = g.clone(with_log=False)
        c.choose(o)
        if c.prompt is not None and c.prompt.kind == "action" and c.prompt.side == g.prompt.side:
            out.extend((o, a) for a in c.prompt.ids())
        else:
            out.append((o,))
    return out


def independent_choice(game: Game, side: str, seed: int) -> str:
    """The independent player's option for the current prompt, which belongs to `side`."""
    p = game.prompt
    if p is None or p.side != side:
        raise ValueError("not this side's turn")
    if len(p.options) == 1:
        return p.options[0].id
    rnd = random.Random(seed)
    g = determinize(game, side, rnd)
    if p.kind not in ("card", "action"):
        return step_choice(g)
    moves = turn_moves(g) if p.kind == "card" else [(o,) for o in p.ids()]
    scored = [(score(play_turn(g, *m).state, side), m) for m in moves]
    top = max(v for v, _ in scored)
    return rnd.choice([m for v, m in scored if v >= top - 1e-9])[0]
