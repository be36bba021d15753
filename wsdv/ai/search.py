"""Normal and Hard: a determinized search over whole turns.

A move is a whole turn: a card with an action (the sub-choices made by the rules). For each
sampled deal of the hidden cards (determinize.py) the search plays each of its candidate
moves, then lets the opponent answer with each of its most promising replies (one per card,
its best action with that card), and scores the outcome with the evaluation, whose End of
Decade projection is the horizon. A move is worth the average over the deals of its worst
outcome over the replies. Candidates and replies come from a greedy one-ply look (Easy's),
so the search spends its time where the game is decided. Both levels add a third ply: after
each reply, our best follow-up among our most promising cards (as the one-ply look ranked
them); a follow-up only raises a reply's outcome, so replies are answered from the worst one
up and the third ply stops as soon as it can no longer change the worst (an exact cut). Hard
adds a fourth ply: each follow-up is scored by the opponent's best answer to it (answers from
the reply pool), searched with alpha-beta cuts that keep the result exact, and it averages
over more deals than Normal (CONFIGS in __init__.py).

Without a time budget everything is counted in iterations (`samples` deals), so a seed fixes
the choice: tests and the arena use that. With `time_budget` (seconds, the browser worker's
wall clock) the search uses the time it has: it adds deals, up to `max_samples`, as long as
another one is expected to fit. The clock is looked at before every simulated move, so the
budget is overrun by about one move's simulation (the one-ply ranking that starts the search
is not cut): a deal cut short is dropped, or if it is the first one, the candidates it
finished (the one-ply look's best, in its order) decide. Then the choice depends on the
machine's speed.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from wsdv.engine import Game, IllegalChoice
from wsdv.engine.board import other

from .determinize import HiddenInfo, determinize, hidden_info
from .easy import TURN_KINDS, after, easy_choice, macro_moves, police_first
from .evaluate import value
from .rules import rule_choice

Move = tuple[str, ...]


@dataclass(frozen=True)
class SearchConfig:
    """How wide and deep the search looks, and how many deals of the hidden cards it tries."""

    candidates: int = 6  # own moves searched (the best of the one-ply look)
    samples: int = 2  # deals of the hidden cards
    replies: int = 6  # opponent replies tried after each candidate
    follow: int = 0  # our follow-ups tried after each reply (0: two plies only)
    answer: int = 0  # opponent answers tried after each follow-up (0: no fourth ply)
    max_samples: int = 0  # deals at most when a time budget is given (0: `samples`)
    weigh: bool = False  # smaller choices weighed by the evaluation (else the rules decide)
    time_budget: float | None = None  # seconds; None: the iterations alone decide

    def with_budget(self, seconds: float | None) -> SearchConfig:
        return replace(self, time_budget=seconds)

    def deals(self) -> int:
        """How many deals the search may play: fixed without a budget, more with one."""
        if self.time_budget is None:
            return self.samples
        return max(self.samples, self.max_samples)


class OutOfTime(Exception):
    """The clock ran out in the middle of a candidate's search."""


class _Clock:
    def __init__(self, budget: float | None) -> None:
        self.start = time.perf_counter()
        self.end = None if budget is None else self.start + budget

    def out(self) -> bool:
        return self.end is not None and time.perf_counter() > self.end

    def check(self) -> None:
        """Raise OutOfTime once the budget is spent (checked before each simulated move)."""
        if self.end is not None and time.perf_counter() > self.end:
            raise OutOfTime

    def fits_another(self, done: int) -> bool:
        """Whether one more deal, as long as the average of the `done` so far, fits."""
        if self.end is None:
            return True
        now = time.perf_counter()
        return now + (now - self.start) / max(1, done) <= self.end


NO_CLOCK = _Clock(None)


def search_choice(game: Game, side: str, cfg: SearchConfig, rnd: random.Random) -> str:
    p = game.prompt
    info = hidden_info(game, side)
    det = determinize(game, side, rnd, info)
    if p.kind not in ("card", "action"):
        if cfg.weigh and p.kind not in TURN_KINDS:
            return weighed_choice(game, side, cfg, rnd, info, det)
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
    # Our follow-ups (third ply): our best move with each of our most promising cards, as
    # ranked now (two cards more than needed: ours and the reply's may be gone by then).
    follows = _best_per_card([(first[m], m) for m in ranked], cfg.follow + 3) \
        if cfg.follow and p.kind == "card" else []
    done = 0
    for k in range(cfg.deals()):
        if k and not clock.fits_another(done):
            break
        d = det if k == 0 else determinize(game, side, rnd, info)
        results = _two_ply(d, side, cands, cfg, clock, follows)
        if len(results) < len(cands):  # cut short by the clock
            if not done and results:
                return max(results, key=lambda m: (results[m], first[m]))[0]
            break
        for m in cands:
            totals[m] += results[m]
        done += 1
    if not done:
        return ranked[0][0]
    best = max(cands, key=lambda m: (totals[m], first[m]))
    return best[0]


# A smaller choice leaves the rules' answer only for an option the evaluation finds better by
# more than this: the deals' noise alone should not move it.
WEIGH_MARGIN = 0.002


def weighed_choice(game: Game, side: str, cfg: SearchConfig, rnd: random.Random,
                   info: HiddenInfo, det: Game) -> str:
    """A smaller choice (where to build, which factory goes, which province gets unrest, the
    End of Decade's choices): each option played out on `cfg.samples` deals to the next turn
    (the choices after it by the rules), as the one-ply look weighs a card. The rules' answer
    stands unless an option is worth more than WEIGH_MARGIN above it."""
    deals = [det] + [determinize(game, side, rnd, info) for _ in range(cfg.samples - 1)]
    ruled = rule_choice(det)
    worth = {o: sum(value(after(d, o).state, side) for d in deals) / len(deals)
             for o in game.prompt.ids()}
    best = max(worth, key=lambda o: (worth[o], o == ruled))
    return best if worth[best] > worth[ruled] + WEIGH_MARGIN else ruled


def _two_ply(d: Game, side: str, cands: list[Move], cfg: SearchConfig, clock: _Clock,
             follows: list[Move]) -> dict[Move, float]:
    """Each candidate's worst outcome over the opponent's best replies, on one deal (with
    cfg.follow > 0: each reply answered by our best follow-up from `follows`, a third ply;
    an empty list is filled at the first use). When the clock runs out it stops: then only
    the candidates whose search was finished are in the answer."""
    out: dict[Move, float] = {}
    try:
        replies = reply_pool(d, side, cfg.replies, cands[0], clock)
        for m in cands:
            out[m] = _candidate(d, side, m, cfg, replies, follows, clock)
    except OutOfTime:
        pass
    return out


def _candidate(d: Game, side: str, m: Move, cfg: SearchConfig, replies: list[Move],
               follows: list[Move], clock: _Clock) -> float:
    """One candidate's outcome on one deal (see _two_ply)."""
    clock.check()
    g = after(d, *m)
    if not their_turn(g, side):
        return value(g.state, side)
    answered = _moves_from(g, side, replies, cfg.replies, clock=clock)
    if not answered:
        return value(g.state, side)
    if not cfg.follow:
        return min(v for v, _, _ in answered)
    if cfg.answer:
        return _four_ply(answered, side, cfg, replies, follows, clock)
    return _worst_with_follow(answered, side, cfg.follow, follows, clock)


def _worst_with_follow(answered: list[tuple[float, int, Game]], side: str, n: int,
                       follows: list[Move], clock: _Clock = NO_CLOCK) -> float:
    """The worst over the replies of (the outcome after the reply, raised by our best
    follow-up). A follow-up only raises a reply's outcome, so the replies are taken from the
    worst outcome up and the search stops at the first one not below the worst so far: an
    exact cut. `follows` (our pool of follow-ups) is filled at the first use and reused."""
    worst: float | None = None
    for v, _, g2 in sorted(answered, key=lambda a: (a[0], a[1])):
        if worst is not None and v >= worst:
            break
        if our_turn(g2, side):
            if not follows:
                follows.extend(own_pool(g2, side, n, clock))
            v = max(v, _best_follow(g2, side, follows, n, worst, clock))
        worst = v if worst is None else min(worst, v)
    assert worst is not None
    return worst


def our_turn(g: Game, side: str) -> bool:
    """g waits for `side` to choose a card (a whole turn of ours starts)."""
    return g.prompt is not None and g.prompt.kind == "card" and g.prompt.side == side


def their_turn(g: Game, side: str) -> bool:
    """g waits for the opponent of `side` to choose a card."""
    return g.prompt is not None and g.prompt.kind == "card" and g.prompt.side != side


def _moves_from(g: Game, side: str, pool: list[Move], n: int,
                stop: Callable[[float], bool] | None = None,
                clock: _Clock = NO_CLOCK) -> list[tuple[float, int, Game]]:
    """(our value after it, rank, position) for the first n moves of `pool` legal in g (an
    action the position does not allow is skipped); it stops after the first value for which
    `stop` holds (a cut: the caller no longer needs the others)."""
    legal = set(g.prompt.ids())
    out: list[tuple[float, int, Game]] = []
    for mv in pool:
        if mv[0] not in legal or len(out) >= n:
            continue
        clock.check()
        try:
            g2 = after(g, *mv)
        except IllegalChoice:
            continue
        out.append((value(g2.state, side), len(out), g2))
        if stop is not None and stop(out[-1][0]):
            break
    return out


def _four_ply(answered: list[tuple[float, int, Game]], side: str, cfg: SearchConfig,
              replies: list[Move], follows: list[Move], clock: _Clock = NO_CLOCK) -> float:
    """Hard's fourth ply: the worst over the replies of our best follow-up, each follow-up
    scored by the opponent's best answer to it (answers from the same pool as the replies).
    Alpha-beta cuts (replies from the worst outcome up, follow-ups from the best down) keep
    the result exact."""
    worst = math.inf
    for v, _, g2 in sorted(answered, key=lambda a: (a[0], a[1])):
        if our_turn(g2, side):
            if not follows:
                follows.extend(own_pool(g2, side, cfg.follow, clock))
            v = _best_answered(g2, side, cfg, replies, follows, worst, clock)
        worst = min(worst, v)
    return worst


def _best_answered(g: Game, side: str, cfg: SearchConfig, replies: list[Move],
                   follows: list[Move], beta: float, clock: _Clock = NO_CLOCK) -> float:
    """Our best follow-up in g, each scored by the opponent's best answer; it stops once it
    reaches beta (the caller's worst so far, which it then cannot lower)."""
    ours = _moves_from(g, side, follows, cfg.follow, clock=clock)
    if not ours:
        return value(g.state, side)
    best = -math.inf
    for v, _, g3 in sorted(ours, key=lambda a: (-a[0], a[1])):
        if their_turn(g3, side):
            answers = _moves_from(g3, side, replies, cfg.answer, lambda a, cut=best: a <= cut,
                                  clock)
            if answers:
                v = min(a[0] for a in answers)
        best = max(best, v)
        if best >= beta:
            break
    return best


def own_pool(g: Game, side: str, n: int, clock: _Clock = NO_CLOCK) -> list[Move]:
    """Our best move with each of our n + 2 most promising cards in position g."""
    return _best_per_card([(_timed_value(g, r, side, clock), r) for r in macro_moves(g)],
                          n + 2)


def _timed_value(g: Game, move: Move, side: str, clock: _Clock) -> float:
    clock.check()
    return value(after(g, *move).state, side)


def _best_per_card(scored: list[tuple[float, Move]], n: int) -> list[Move]:
    """The best-scored move of each card, for the n best cards."""
    best_per_card: dict[str, tuple[float, Move]] = {}
    for v, r in scored:
        if r[0] not in best_per_card or v > best_per_card[r[0]][0]:
            best_per_card[r[0]] = (v, r)
    ranked = sorted(best_per_card.values(), key=lambda vr: -vr[0])
    return [r for _, r in ranked[:n]]


def _best_follow(g: Game, side: str, follows: list[Move], n: int,
                 enough: float | None = None, clock: _Clock = NO_CLOCK) -> float:
    """Our best outcome over the first n legal follow-ups (0 when there is none); it stops
    early once it reaches `enough` (then the exact best no longer matters to the caller)."""
    stop = None if enough is None else (lambda v: v >= enough)
    return max((v for v, _, _ in _moves_from(g, side, follows, n, stop, clock)), default=0.0)


def opponent_to_move(d: Game, side: str) -> Game | None:
    """A copy in which the opponent takes the turn now instead of us (a "null move"): its
    best moves there are the replies worth trying after each of our candidates."""
    return d.passed_to(other(side))


def reply_pool(d: Game, side: str, n: int, first: Move,
               clock: _Clock = NO_CLOCK) -> list[Move]:
    """The opponent's best reply with each of its n + 1 most promising cards: at the card
    prompt as if it moved now, at the action prompt (our card is taken already) after our
    best-looking action. One card per reply, so a candidate that takes one of these cards
    still meets n replies (otherwise taking the opponent's favourite cards would look better
    than it is, only because fewer replies were tried)."""
    g = opponent_to_move(d, side)
    if g is None:
        g = after(d, *first)
        if not their_turn(g, side):
            return []
    opp = other(side)
    best_per_card: dict[str, tuple[float, Move]] = {}
    for r in macro_moves(g):
        v = _timed_value(g, r, opp, clock)
        if r[0] not in best_per_card or v > best_per_card[r[0]][0]:
            best_per_card[r[0]] = (v, r)
    ranked = sorted(best_per_card.values(), key=lambda vr: -vr[0])
    return [r for _, r in ranked[: n + 1]]
