"""Normal and Hard: a determinized search over whole turns.

A move is a whole turn: a card with an action (the sub-choices made by the rules). For each
sampled deal of the hidden cards (determinize.py) the search plays each of its candidate
moves, then lets the opponent answer with each of its most promising replies (one per card,
its best action with that card), and scores the outcome with the evaluation, whose End of
Decade projection is the horizon. A move is worth the average over the deals of its worst
outcome over the replies. Candidates and replies come from a greedy one-ply look (Easy's),
so the search spends its time where the game is decided. Hard adds a third ply (after each
reply, our best follow-up among our most promising cards) and more candidates.

Everything is counted in iterations, so a seed fixes the choice; `time_budget` (for slow
browsers) may stop the search after a finished deal, and then the choice depends on speed.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, replace

from wsdv.engine import Game, IllegalChoice, flow
from wsdv.engine.board import other

from .determinize import determinize, hidden_info
from .easy import after, easy_choice, macro_moves, police_first
from .evaluate import value

Move = tuple[str, ...]


@dataclass(frozen=True)
class SearchConfig:
    candidates: int = 6  # own moves searched (the best of the one-ply look)
    samples: int = 2  # deals of the hidden cards
    replies: int = 6  # opponent replies tried after each candidate
    follow: int = 0  # our follow-ups tried after each reply (0: two plies only)
    time_budget: float | None = None  # seconds; None: the iterations alone decide

    def with_budget(self, seconds: float | None) -> SearchConfig:
        return replace(self, time_budget=seconds)


class _Clock:
    def __init__(self, budget: float | None) -> None:
        self.end = None if budget is None else time.perf_counter() + budget

    def out(self) -> bool:
        return self.end is not None and time.perf_counter() > self.end


def search_choice(game: Game, side: str, cfg: SearchConfig, rnd: random.Random) -> str:
    p = game.prompt
    info = hidden_info(game, side)
    det = determinize(game, side, rnd, info)
    if p.kind not in ("card", "action"):
        return easy_choice(det, side, rnd)
    clock = _Clock(cfg.time_budget)
    if p.kind == "card":
        pol = police_first(det)
        if pol:
            return pol
        moves = macro_moves(det)
    else:
        moves = [(o,) for o in p.ids()]
    if not moves:
        return easy_choice(det, side, rnd)
    first = {m: value(after(det, *m).state, side) for m in moves}
    ranked = sorted(moves, key=lambda m: -first[m])
    cands = ranked[: cfg.candidates]
    if len(cands) == 1:
        return cands[0][0]
    totals = {m: 0.0 for m in cands}
    done = 0
    for k in range(cfg.samples):
        d = det if k == 0 else determinize(game, side, rnd, info)
        results = _two_ply(d, side, cands, cfg, clock)
        if results is None:
            break
        for m in cands:
            totals[m] += results[m]
        done += 1
        if clock.out():
            break
    if not done:
        return ranked[0][0]
    best = max(cands, key=lambda m: (totals[m], first[m]))
    return best[0]


def _two_ply(d: Game, side: str, cands: list[Move], cfg: SearchConfig,
             clock: _Clock) -> dict[Move, float] | None:
    """Each candidate's worst outcome over the opponent's best replies, on one deal (with
    cfg.follow > 0: each reply answered by our best follow-up, a third ply)."""
    replies = reply_pool(d, side, cfg.replies, cands[0])
    follows: list[Move] | None = None
    out: dict[Move, float] = {}
    for m in cands:
        g = after(d, *m)
        p = g.prompt
        if p is None or p.kind != "card" or p.side == side:
            out[m] = value(g.state, side)
            continue
        legal = set(p.ids())
        worst = None
        tried = 0
        for r in replies:
            if r[0] not in legal or tried >= cfg.replies:
                continue
            try:
                g2 = after(g, *r)
            except IllegalChoice:  # that action is not open to the reply here
                continue
            tried += 1
            v = value(g2.state, side)
            if cfg.follow and g2.prompt is not None and g2.prompt.kind == "card" \
                    and g2.prompt.side == side:
                if follows is None:
                    follows = own_pool(g2, side, cfg.follow)
                v = max(v, _best_follow(g2, side, follows, cfg.follow))
            worst = v if worst is None else min(worst, v)
        out[m] = value(g.state, side) if worst is None else worst
        if clock.out() and m is not cands[-1]:
            return None
    return out


def own_pool(g: Game, side: str, n: int) -> list[Move]:
    """Our best move with each of our n + 2 most promising cards in position g."""
    best_per_card: dict[str, tuple[float, Move]] = {}
    for r in macro_moves(g):
        v = value(after(g, *r).state, side)
        if r[0] not in best_per_card or v > best_per_card[r[0]][0]:
            best_per_card[r[0]] = (v, r)
    ranked = sorted(best_per_card.values(), key=lambda vr: -vr[0])
    return [r for _, r in ranked[: n + 2]]


def _best_follow(g: Game, side: str, follows: list[Move], n: int) -> float:
    legal = set(g.prompt.ids())
    best_v = 0.0
    tried = 0
    for f in follows:
        if f[0] not in legal or tried >= n:
            continue
        try:
            v = value(after(g, *f).state, side)
        except IllegalChoice:
            continue
        tried += 1
        best_v = max(best_v, v)
    return best_v


def opponent_to_move(d: Game, side: str) -> Game | None:
    """A copy in which the opponent takes the turn now instead of us (a "null move"): its
    best moves there are the replies worth trying after each of our candidates."""
    s = d.state
    f = s.stack[-1] if s.stack else None
    if f is None or f["t"] != "turn":
        return None
    c = d.clone(with_log=False)
    c.state.stack[-1] = {**f, "side": other(side)}
    c._prompt = flow.STEPS["turn"](c.state, c.state.stack[-1], None)
    return c


def reply_pool(d: Game, side: str, n: int, first: Move) -> list[Move]:
    """The opponent's best reply with each of its n + 1 most promising cards: at the card
    prompt as if it moved now, at the action prompt (our card is taken already) after our
    best-looking action. One card per reply, so a candidate that takes one of these cards
    still meets n replies (otherwise taking the opponent's favourite cards would look better
    than it is, only because fewer replies were tried)."""
    g = opponent_to_move(d, side)
    if g is None:
        g = after(d, *first)
        if g.prompt is None or g.prompt.kind != "card" or g.prompt.side == side:
            return []
    opp = other(side)
    best_per_card: dict[str, tuple[float, Move]] = {}
    for r in macro_moves(g):
        v = value(after(g, *r).state, opp)
        if r[0] not in best_per_card or v > best_per_card[r[0]][0]:
            best_per_card[r[0]] = (v, r)
    ranked = sorted(best_per_card.values(), key=lambda vr: -vr[0])
    return [r for _, r in ranked[: n + 1]]
