"""Every way the End of Decade (section 9) can end from a position, found by running the
rules themselves: a copy of the position's public part runs phases 9.1-9.10, and every option
of every prompt in them (dismantling, the prestige box, Hamburg, rundowns, attacks, police,
socialists) is tried. Positions reached twice by different choices are explored once.

The copy holds no hand and no deck (ruling 6): the End of Decade reads neither, so the
outcomes are what either side may know. The game's own state and PRNG are never touched.
When a position has more choice sequences than `budget` steps allow, the search stops, adds
seeded random playouts and says it is incomplete.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from ..msg import m
from .board import HAMBURG_PROVINCES, SIDE_PROVINCES
from .decade_end import PHASES, ls_limits
from .economy import dismantle_sites, export_value
from .flow import Prompt, advance, apply, finish, frame, prompt, push, step
from .icons import frame_groups
from .state import Frame, State

BUDGET = 6000  # option applications per search
PLAYOUTS = 60  # random playouts added when the budget runs out
# after 9.5 the economy, the tracks other than the socialist track and the cards are no
# longer read by any phase
_LATE_PHASE = 6
# 9.5 reads the economy only through the export factories' values (ls_limits)
_HOLD_PHASE = 5
# 9.3-9.4 neither read nor change unrest, the LS per province (9.3 reads their sum) or the
# 9.2 box's record: the search explores them once for positions that differ only there
_ECONOMY_PHASE = 3
# The icons of West's prestige boxes (9.2): unrest, dismantling, LS removal and rundown touch
# different things and none reads what another changes (dismantling and LS removal ignore
# mass protests), so the order West gives them cannot change an outcome. East's boxes are
# not among them: removing unrest first can open a province for East's build.
_COMMUTING = frozenset({"unrest_add", "dismantle", "ls_remove", "rundown"})
_PAUSE = "outlook:pause"


class Outcome(NamedTuple):
    """One way the End of Decade can end: what the phases recorded and the board at the end.
    Dict-like figures are tuples of sorted (province, n) pairs; None: the phase was not
    reached (the game ended before it) or not asked (Hamburg)."""

    result: tuple[str, str] | None  # (winner, reason) if the game ends in 9.1-9.10
    box: int | None  # 9.2: the prestige box executed
    hamburg_wc: str | None  # 10.3: Hamburg's province in 9.3, when West was asked
    hamburg_hold: str | None  # ... in 9.5
    wc: tuple[int, int, int, int] | None  # 9.3: (export, income, ls, short)
    hold_lost: tuple[tuple[str, int], ...] | None  # 9.5
    internal: tuple[tuple[str, int], ...] | None  # 9.6
    hits: tuple[tuple[str, int], ...] | None  # 9.7
    socialists: int | None  # 9.9: socialists gained (+) or lost (-)
    protests: tuple[int, int] | None  # 9.10: (west, east) mass protests counted
    unrest: tuple[tuple[str, int], ...]  # unrest gained (+) or lost (-) by the end


class Search(NamedTuple):
    outcomes: frozenset[Outcome]
    complete: bool  # every choice sequence was followed
    steps: int  # options applied


@step("outlook_eod")
def outlook_eod(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """The End of Decade's phase chain as decade_end.eod runs it, on a copy. Before 9.3, 9.5
    and 9.6 it pauses (a prompt of one option) so that the search can merge the positions that
    differ only in what the later phases do not read; after 9.10 the copy stops (the next
    decade is no part of the outlook)."""
    phase = f["phase"]
    if phase in (_ECONOMY_PHASE, _HOLD_PHASE, _LATE_PHASE) and choice is None:
        pause = m("log.changes", side="west")  # never shown: the copy is the search's own
        return prompt("west", _PAUSE, pause, [(_PAUSE, pause)])
    finish(s, f)
    s.phase = phase
    if phase == 1:
        s.eod = {}
    frames = PHASES[phase](s)
    if phase < 10:
        push(s, *frames, frame("outlook_eod", phase=phase + 1))
    return None


def start(s: State) -> State:
    """A copy of the public position about to enter the End of Decade."""
    t = s.clone(with_log=False)
    t.deck = []
    t.hands = {"west": [], "east": []}
    t.half = 0
    t.turn = None
    t.trig = ()
    t.stack = [frame("outlook_eod", phase=1)]
    return t


def _pairs(d: dict[str, int] | None) -> tuple[tuple[str, int], ...] | None:
    return None if d is None else tuple(sorted((p, n) for p, n in d.items() if n))


def _frame_key(f: Frame) -> tuple[Any, ...]:
    # the pending attacks of 9.7 in any order are the same pending attacks
    return tuple((k, tuple(sorted(v)) if k == "hits" else v) for k, v in f.items())


def _late_key(s: State) -> tuple[Any, ...]:
    """What phases 9.6-9.10 read (LS, unrest, markers, socialists, police, the flow) and what
    they have recorded so far."""
    return (s.phase, tuple(s.unrest.items()), tuple(s.ls.items()),
            tuple(sorted(s.socialists.items())), tuple(sorted(s.imported.items())),
            tuple(s.sectors.items()), s.box, s.soc_track, tuple(s.police), s.stasi_disbanded,
            s.decade, tuple(_frame_key(f) for f in s.stack), s.result,
            repr([s.eod.get(k) for k in ("internal", "east_west", "socialists", "collapse")]))


def _mid_key(s: State) -> tuple[Any, ...]:
    """The position before 9.3 without what 9.3-9.4 neither read nor change (9.3 reads
    only the sum of East's LS)."""
    return (tuple(_frame_key(f) for f in s.stack), sum(s.ls[p] for p in SIDE_PROVINCES["east"]),
            tuple(sorted(s.socialists.items())), tuple(s.sectors.items()), s.box, s.soc_track,
            tuple(s.police), s.stasi_disbanded, s.decade, tuple(sorted(s.factories.items())),
            tuple(sorted(s.infra)), s.prestige, s.wc, s.flight, s.wall, tuple(s.wb_suppliers),
            s.result)


def _early_key(s: State, past: tuple[Any, ...]) -> tuple[Any, ...]:
    return (_late_key(s), past, tuple(sorted(s.factories.items())), tuple(sorted(s.infra)),
            s.prestige, s.wc, s.flight, s.wall, tuple(s.wb_suppliers))


Past = tuple[Any, ...]  # (result, box, hamburg_wc, hamburg_hold, wc, hold_lost)
Future = tuple[Any, ...]  # (result, internal, hits, socialists, protests, final unrest)


def _past(s: State, rec: dict[int, str]) -> Past:
    e = s.eod
    wc = e.get("wc")
    res = s.result
    return (None if res is None else (res["winner"], res["reason"]), e.get("prestige_box"),
            rec.get(3), rec.get(5),
            None if wc is None else (wc["export"], wc["income"], wc["ls"], wc["short"]),
            _pairs(e["hold"]["lost"]) if "hold" in e else None)


def _future(s: State) -> Future:
    e = s.eod
    soc = e.get("socialists")
    col = e.get("collapse")
    res = s.result
    return (None if res is None else (res["winner"], res["reason"]),
            _pairs(e.get("internal")),
            _pairs(e["east_west"]["hits"]) if "east_west" in e else None,
            None if soc is None else soc["change"],
            None if col is None else (col["west"], col["east"]),
            tuple(s.unrest.items()))


def _combine(past: Past, fut: Future | None, s0: State) -> Outcome:
    """An outcome from the figures of 9.1-9.5 and those of 9.6-9.10 (None: the game ended
    before 9.6; `past` then ends with the unrest at that moment)."""
    unrest = dict(fut[5] if fut is not None else past[6])
    return Outcome(
        result=fut[0] if fut is not None and fut[0] is not None else past[0],
        box=past[1], hamburg_wc=past[2], hamburg_hold=past[3], wc=past[4], hold_lost=past[5],
        internal=None if fut is None else fut[1], hits=None if fut is None else fut[2],
        socialists=None if fut is None else fut[3], protests=None if fut is None else fut[4],
        unrest=tuple((p, n - s0.unrest[p]) for p, n in unrest.items() if n != s0.unrest[p]),
    )


def _commute(s: State) -> bool:
    """Whether the order of the 9.2 box's icons left can change nothing: all commute and the
    box's one dismantling point (if any) cannot end the game (national insolvency would end
    it before the icons after it)."""
    kinds = {g.kind for g in frame_groups(s.stack[-1])}
    return kinds <= _COMMUTING and ("dismantle" not in kinds or
                                    any(dismantle_sites(s, "east", None)))


class _Walk:
    def __init__(self, budget: int) -> None:
        self.left = budget
        self.seen: set[tuple[Any, ...]] = set()
        self.ended: set[Past] = set()  # the game ended before 9.6
        self.late: dict[tuple[Any, ...], tuple[State, set[Past]]] = {}
        self.memo: dict[tuple[Any, ...], frozenset[Future]] = {}
        # positions at the pause before 9.3, by all but unrest, with the unrest variants
        self.mid: dict[tuple[Any, ...], tuple[State, set[tuple[Any, ...]]]] = {}
        self.leaves: list[tuple[State, dict[int, str]]] | None = None
        self.complete = True
        # while 9.5 on runs for one (leaf, variant): where it reports what it reached
        self.sink: list[tuple[bool, tuple[Any, ...], Past]] | None = None

    def _children(self, s: State, p: Prompt) -> list[tuple[State, str]]:
        ids = p.ids()
        if p.kind == "icon_order" and s.phase == 2 and _commute(s):
            ids = ids[:1]
        out = []
        for i, oid in enumerate(ids):
            if self.left <= 0:
                self.complete = False
                break
            self.left -= 1
            out.append((s if i == len(ids) - 1 else s.clone(with_log=False), oid))
        return out

    def early(self, s: State, rec: dict[int, str]) -> None:
        """9.1-9.5: every choice; each position reached at the pause before 9.6 is kept with
        the figures that led there."""
        p = advance(s)
        phase = s.stack[-1]["phase"] if p is not None and p.kind == _PAUSE else None
        if self.leaves is not None and (p is None or phase == _HOLD_PHASE):
            self.leaves.append((s, rec))  # exploring 9.3-9.4 once for every variant
            return
        if p is None:
            self._reached(s, rec)
            return
        if phase == _ECONOMY_PHASE:
            variant = (tuple(s.unrest.items()), tuple(s.imported.items()),
                       s.eod.get("prestige_box"), tuple(s.ls.items()))
            self.mid.setdefault(_mid_key(s), (s, set()))[1].add(variant)
            return
        if phase == _HOLD_PHASE:
            key = (_late_key(s), tuple(sorted(rec.items())), _past(s, rec), s.wb_suppliers,
                   tuple(export_value(s, q) for q in SIDE_PROVINCES["east"]))
            if key not in self.seen:
                self.seen.add(key)
                apply(s, _PAUSE)
                self.early(s, rec)
            return
        if phase == _LATE_PHASE:
            self._reached(s, rec)
            return
        key = _early_key(s, (tuple(sorted(rec.items())), _past(s, rec)))
        if key in self.seen:
            return
        self.seen.add(key)
        for t, oid in self._children(s, p):
            sub = {**rec, t.phase: oid.removeprefix("hamburg:")} if p.kind == "hamburg" \
                else rec
            apply(t, oid)
            self.early(t, sub)

    def _reached(self, s: State, rec: dict[int, str]) -> None:
        """A position at the pause before 9.6 (or after the game ended in 9.3-9.5)."""
        top = s.stack[-1] if s.stack and s.result is None else {}
        if top.get("t") == "outlook_eod" and top.get("phase") == _LATE_PHASE:
            apply(s, _PAUSE)
            key = _late_key(s)
            self.late.setdefault(key, (s, set()))
            if self.sink is not None:
                self.sink.append((True, key, _past(s, rec)))
            else:
                self.late[key][1].add(_past(s, rec))
        elif self.sink is not None:
            self.sink.append((False, (), (*_past(s, rec), tuple(s.unrest.items()))))
        else:
            self.ended.add((*_past(s, rec), tuple(s.unrest.items())))

    def middle(self) -> None:
        """9.3-9.4 once per group of positions that differ only in what those phases neither
        read nor change, then 9.5 on from every leaf with every variant's unrest, imported
        markers, 9.2 box and LS per province.

        9.5 on reads of a leaf only its flow and its LS limits (the export factories'
        values, ls_limits) and of those only min(LS, limit) per province: the LS a province
        keeps and whether West is asked about Hamburg follow from these (hold_ls,
        hamburg_phase). So 9.5 on runs once per (leaf's flow, variant, kept LS for either
        Hamburg province), from a copy without 9.3's figures, and each leaf's own 9.3
        figures and Hamburg choice are put back into the pasts it found."""
        results: dict[tuple[Any, ...], list[tuple[bool, tuple[Any, ...], Past]]] = {}
        pairs = 0
        east = SIDE_PROVINCES["east"]
        for rep, variants in self.mid.values():
            # 9.3-9.4 change only East factories, lines and Rheinsberg: every leaf has the
            # group's LS limits for West, and its own for East (export_value)
            limits_west = [{p: n for p, n in ls_limits(rep, h).items() if p not in east}
                           for h in HAMBURG_PROVINCES]
            self.leaves = []
            apply(rep, _PAUSE)
            self.early(rep, {})
            leaves, self.leaves = self.leaves, None
            by_ls: dict[tuple[Any, ...], list[tuple[Any, ...]]] = {}
            for v in variants:
                by_ls.setdefault(v[3], []).append(v)
            # a limit above every variant's LS keeps them all: only min(limit, cap) counts
            cap = {p: max(n for ls in by_ls for q, n in ls if q == p) for p, _ in v[3]}
            # the leaves by what 9.5 on reads of them, each with its own 9.3 figures
            by_limits: dict[tuple[Any, ...], tuple[State, set[tuple[Any, Any]]]] = {}
            for leaf, rec in leaves:
                if leaf.result is not None:  # 9.3 ended the game (national insolvency)
                    for unrest, _, box, _ in variants:
                        t = leaf.clone(with_log=False)
                        t.unrest = dict(unrest)
                        t.eod = {**t.eod, "prestige_box": box}
                        self.ended.add((*_past(t, rec), tuple(t.unrest.items())))
                    continue
                key = (tuple(_frame_key(f) for f in leaf.stack),
                       tuple(min(export_value(leaf, q) or 0, cap[q]) for q in east))
                by_limits.setdefault(key, (leaf, set()))[1].add(
                    (_past(leaf, rec)[4], rec.get(_ECONOMY_PHASE)))
            for (flow, east_limits), (leaf, leaf_pasts) in by_limits.items():
                limits = [{**{p: min(n, cap[p]) for p, n in west.items()},
                           **dict(zip(east, east_limits, strict=True))} for west in limits_west]
                for ls_items, group in by_ls.items():
                    ls = dict(ls_items)
                    kept = tuple(tuple(min(ls[p], lim[p]) for p in lim) for lim in limits)
                    for variant in group:
                        pairs += 1
                        if pairs % 64 == 0:
                            self.left -= 1
                        rkey = (flow, variant, kept)
                        found = results.get(rkey)
                        if found is None:
                            if self.left <= 0:
                                self.complete = False
                                return
                            self.left -= 1
                            found = results[rkey] = self._hold_on(leaf, variant)
                        for is_late, late_key, past in found:
                            for leaf_wc, leaf_hamburg in leaf_pasts:
                                full = (past[0], past[1], leaf_hamburg, past[3], leaf_wc,
                                        past[5], *past[6:])
                                if is_late:
                                    self.late[late_key][1].add(full)
                                else:
                                    self.ended.add(full)

    def _hold_on(self, leaf: State, variant: tuple[Any, ...]
                 ) -> list[tuple[bool, tuple[Any, ...], Past]]:
        """9.5 on from a copy of `leaf` with the variant's parts and without 9.3's figures:
        what it reached (a late position's key, or the end of the game) with the pasts."""
        unrest, imported, box, ls = variant
        t = leaf.clone(with_log=False)
        t.unrest = dict(unrest)
        t.imported = dict(imported)
        t.ls = dict(ls)
        t.eod = {k: v for k, v in t.eod.items() if k not in ("prestige_box", "wc", "hamburg")}
        if box is not None:
            t.eod["prestige_box"] = box
        sink: list[tuple[bool, tuple[Any, ...], Past]] = []
        self.sink = sink
        pause = advance(t)
        assert pause is not None and pause.kind == _PAUSE
        apply(t, _PAUSE)
        self.early(t, {})
        self.sink = None
        return sink

    def futures(self, s: State) -> frozenset[Future]:
        """9.6-9.10 from s: every ending, found once per position."""
        p = advance(s)
        if p is None:
            return frozenset((_future(s),))
        key = _late_key(s)
        if key in self.memo:
            return self.memo[key]
        out: set[Future] = set()
        for t, oid in self._children(s, p):
            apply(t, oid)
            out |= self.futures(t)
        self.memo[key] = frozenset(out)
        return self.memo[key]


def _playout(s: State, rnd: random.Random) -> tuple[Past, Future | None]:
    rec: dict[int, str] = {}
    past = None
    while (p := advance(s)) is not None:
        if p.kind == _PAUSE and s.stack[-1]["phase"] == _LATE_PHASE:
            past = _past(s, rec)
        oid = rnd.choice(p.ids())
        if p.kind == "hamburg":
            rec[s.phase] = oid.removeprefix("hamburg:")
        apply(s, oid)
    if past is None:
        return (*_past(s, rec), tuple(s.unrest.items())), None
    return past, _future(s)


def search(s: State, budget: int = BUDGET, playouts: int = PLAYOUTS) -> Search:
    """All outcomes of the End of Decade from position `s` (outside the End of Decade)."""
    root = start(s)
    walk = _Walk(budget)
    walk.early(root.clone(with_log=False), {})
    walk.middle()
    outcomes = {_combine(past, None, s) for past in walk.ended}
    for late, pasts in walk.late.values():
        futs = walk.futures(late)
        outcomes |= {_combine(past, fut, s) for past in pasts for fut in futs}
    steps = budget - walk.left
    if not walk.complete:
        rnd = random.Random(0x0E0D)
        for _ in range(playouts):
            past, fut = _playout(root.clone(with_log=False), rnd)
            outcomes.add(_combine(past, fut, s))
    return Search(frozenset(outcomes), walk.complete, steps)
