"""If the decade ended now (section 9): what each End of Decade phase would give or cost each
side in the current position.

The figures come from the rules themselves: eod_outcomes.search runs phases 9.1-9.10 on a copy
of the public position with every choice either side can make there (dismantling, the 9.2
prestige box, Hamburg's province per phase (10.3), rundowns, attacks, police, socialists), so
every phase starts from what the earlier ones leave (9.3's forced rundowns before 9.5's
limits, say). A figure that is the same in every outcome is given exactly; one that is not is
None, with its range ("at most", "range") and the choice it depends on in "depends". While
`checked["complete"]` is true the bounds hold for every choice sequence; when the position has
too many to follow all, the figures are those of the sequences followed.
"""

from __future__ import annotations

from typing import Any

from .data import board_data
from .decade_end import TOTAL_SOCIALISTS, flight_figures, prestige_boxes, socialists_on_board
from .eod_outcomes import BUDGET, Outcome, Search, search
from .sequence import prestige_holder
from .state import State
from .unrest import side_markers

SIDES = ("west", "east")
_CACHE: dict[tuple[Any, ...], tuple[int, Search]] = {}  # position -> (budget, search)
# a search that may take seconds: for a worker, never for the page's own thread (a position
# of 9.2 box -6 with 9.3 shortfalls needs up to about 90,000 steps)
LARGE_BUDGET = 250_000
_CACHE_SIZE = 8


def clear_cache() -> None:
    """Forget the cached searches (benchmarks and tests time the search itself)."""
    _CACHE.clear()


def _flight(s: State) -> dict[str, Any]:
    """9.1: the flight marker's position and East's dismantling, or the Wall's costs."""
    if s.wall:
        return {"wall": True, "prestige": -1, "dismantle": 1}
    fig = flight_figures(s)
    return {"wall": False, "position": fig["position"], "dismantle": fig["dismantle"],
            "figures": fig}


def _prestige(s: State) -> dict[str, Any]:
    """9.2: the holder, the best box it may execute and every box it may choose instead."""
    boxes = prestige_boxes(s)
    return {"holder": prestige_holder(s) if s.prestige else None,
            "box": boxes[-1] if boxes else None, "boxes": sorted(boxes, key=abs)}


def _socialists(s: State) -> dict[str, Any]:
    """9.9: socialists gained (track above 0) or lost (below 0, from the holding box first,
    then from the map: `leave_map`), and whether that ends the game."""
    pos = s.soc_track
    n = board_data().socialists_per_space.get(abs(pos), 0)
    change = n if pos > 0 else -n if pos < 0 else 0
    on_board = socialists_on_board(s)
    return {"track": pos, "change": change,
            "triumph": change > 0 and on_board + change > TOTAL_SOCIALISTS,
            "fails": change < 0 and -change > on_board, "leave_map": max(0, -change - s.box)}


def _position_key(s: State) -> tuple[Any, ...]:
    """Everything public the End of Decade reads (hands and deck order are not)."""
    return (s.decade, tuple(sorted(s.factories.items())), tuple(sorted(s.infra)),
            tuple(s.unrest.items()), tuple(s.ls.items()), tuple(sorted(s.socialists.items())),
            tuple(s.sectors.items()), tuple(s.wb_suppliers), tuple(sorted(s.imported.items())),
            s.box, s.prestige, s.wc, s.soc_track, s.flight, s.wall, s.stasi_disbanded,
            tuple(s.police), tuple(s.played))


def _cached(s: State, budget: int) -> Search | None:
    """A cached search of this position that answers for `budget`: complete, or cut short
    by a budget at least as large."""
    hit = _CACHE.get(_position_key(s))
    if hit is None or not (hit[1].complete or hit[0] >= budget):
        return None
    return hit[1]


def outcomes(s: State, budget: int = BUDGET) -> Search:
    """The End of Decade's outcomes from s, cached per position (view() is asked often)."""
    found = _cached(s, budget)
    if found is None:
        found = search(s, budget)
        key = _position_key(s)
        _CACHE.pop(key, None)
        if len(_CACHE) >= _CACHE_SIZE:
            del _CACHE[next(iter(_CACHE))]
        _CACHE[key] = (budget, found)
    return found


def ready(s: State, budget: int = BUDGET) -> bool:
    """Whether outlook(s) is at hand without a search: none is due (the End of Decade
    itself, the game over) or this position's search is cached. A page can then draw at once
    and ask for the outlook after painting (the search may take a second)."""
    return bool(s.phase) or s.result is not None or _cached(s, budget) is not None


def _one(values: set[Any]) -> Any:
    return next(iter(values)) if len(values) == 1 else None


def _max_per_province(dicts: list[tuple[tuple[str, int], ...]],
                      sign: int = 1) -> dict[str, int]:
    out: dict[str, int] = {}
    for d in dicts:
        for p, n in d:
            if sign * n > 0:
                out[p] = max(out.get(p, 0), sign * n)
    return out


def _depends(outs: list[Outcome], field: str, hamburg: str) -> str | None:
    """None: the figure is the same in every outcome; "hamburg": it is once Hamburg's
    province (10.3, West's choice) is fixed; "choices": other choices change it too."""
    values = {getattr(o, field) for o in outs}
    if len(values) <= 1:
        return None
    by: dict[Any, set[Any]] = {}
    for o in outs:
        by.setdefault(getattr(o, hamburg), set()).add(getattr(o, field))
    if None not in by and all(len(v) == 1 for v in by.values()):
        return "hamburg"
    return "choices"


def _by_hamburg(outs: list[Outcome], field: str, hamburg: str) -> dict[str, list[Any]]:
    """For each Hamburg province West may choose: the distinct values of the figure."""
    by: dict[str, set[Any]] = {}
    for o in outs:
        h = getattr(o, hamburg)
        if h is not None:
            by.setdefault(h, set()).add(getattr(o, field))
    return {h: sorted(v) for h, v in sorted(by.items())}


def _wc(s: State, outs: list[Outcome]) -> dict[str, Any]:
    reached = [o for o in outs if o.wc is not None]
    figs = {"export": 0, "income": 1, "ls": 2, "short": 3}
    out: dict[str, Any] = {"track": s.wc}
    for name, i in figs.items():
        values = {o.wc[i] for o in reached}  # type: ignore[index]
        out[name] = _one(values)
        out.setdefault("range", {})[name] = [min(values), max(values)] if values else None
    out["depends"] = _depends(reached, "wc", "hamburg_wc")
    out["by_hamburg"] = {h: {"short": sorted({v[3] for v in vals}),
                             "income": sorted({v[1] for v in vals})}
                         for h, vals in _by_hamburg(reached, "wc", "hamburg_wc").items()}
    return out


def _hold(outs: list[Outcome]) -> dict[str, Any]:
    reached = [o for o in outs if o.hold_lost is not None]
    lost = {o.hold_lost for o in reached}
    return {"exact": dict(lost.pop()) if len(lost) == 1 else None,
            "at_most": _max_per_province([o.hold_lost for o in reached]),  # type: ignore[misc]
            "depends": _depends(reached, "hold_lost", "hamburg_hold"),
            "by_hamburg": {h: [dict(v) for v in vals] for h, vals in
                           _by_hamburg(reached, "hold_lost", "hamburg_hold").items()}}


def _protests(outs: list[Outcome], s: State) -> tuple[dict[str, int], dict[str, int]]:
    counted = [o.protests for o in outs if o.protests is not None]
    now = [side_markers(s, side) for side in SIDES]
    most = {side: max([c[i] for c in counted], default=now[i]) for i, side in enumerate(SIDES)}
    least = {side: min([c[i] for c in counted], default=now[i])
             for i, side in enumerate(SIDES)}
    return most, least


def outlook(s: State, budget: int = BUDGET) -> dict[str, Any] | None:
    """The End of Decade as it would run now; None during the End of Decade itself and after
    the game. `budget`: the search's option applications (BUDGET keeps a page's thread
    responsive; LARGE_BUDGET, for a worker, follows every sequence of the positions
    measured)."""
    if s.phase or s.result is not None:
        return None
    found = outcomes(s, budget)
    outs = sorted(found.outcomes, key=repr)
    hold = _hold(outs)
    internal = {o.internal for o in outs if o.internal is not None}
    most, least = _protests(outs, s)
    results = sorted({o.result for o in outs if o.result is not None})
    collapse = [side for i, side in enumerate(SIDES)
                if any(o.protests is not None and o.protests[i] >= 4 for o in outs)]
    depends = {name: d for name, d in (("western_currency", _depends(
        [o for o in outs if o.wc is not None], "wc", "hamburg_wc")),
        ("hold_lost", hold["depends"]),
        ("internal", "choices" if len(internal) > 1 else None),
        ("unrest", "choices" if len({o.unrest for o in outs}) > 1 else None),
        ("mass_protests", "choices" if most != least else None)) if d}
    return {
        "flight": _flight(s),
        "prestige": _prestige(s),
        "western_currency": _wc(s, outs),
        "pay_police": len(s.police),
        "hold_lost": hold["exact"],
        "hold_lost_at_most": hold["at_most"],
        "hold_by_hamburg": hold["by_hamburg"],
        "internal": dict(next(iter(internal))) if len(internal) == 1 else None,
        "internal_at_most": _max_per_province([o.internal for o in outs
                                               if o.internal is not None]),
        "unrest_at_most": _max_per_province([o.unrest for o in outs]),
        "police_removal": sum(1 for _, _, used in s.police if not used),
        "socialists": _socialists(s),
        "mass_protests": {side: side_markers(s, side) for side in SIDES},
        "mass_protests_at_most": most,
        "mass_protests_at_least": least,
        "collapse_possible": collapse,
        # a search cut short claims no "cannot collapse": the sides it saw no collapse for
        "collapse_unknown": [] if found.complete else [x for x in SIDES if x not in collapse],
        "results_possible": [list(r) for r in results],
        "depends": depends,
        "checked": {"complete": found.complete, "outcomes": len(outs)},
        "last_decade": s.decade == 4,
    }
