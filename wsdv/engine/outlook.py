"""If the decade ended now (section 9): what each End of Decade phase would give or cost each
side in the current position, from the phases' own computations (decade_end.py).

A preview, not a forecast: the players' choices inside the End of Decade (which factory runs
down or is dismantled, which province an attacker hits, where police remove unrest) are left
open; where a choice changes a figure the preview gives the range or the worst case and says
so by its field names. The phases are chained as the rules chain them: the LS limits of 9.5
apply before the comparisons of 9.6 and 9.7, the unrest of 9.6 and 9.7 counts in 9.10.
"""

from __future__ import annotations

from typing import Any

from .board import PROVINCES, SIDE_OF_PROVINCE, SUPPLIERS, WEST_BERLIN
from .data import board_data
from .decade_end import (
    TOTAL_SOCIALISTS,
    attack_targets,
    available_ls,
    flight_figures,
    internal_unrest,
    ls_limits,
    prestige_boxes,
    socialists_on_board,
    wc_figures,
)
from .sequence import prestige_holder
from .state import State
from .unrest import side_markers

SIDES = ("west", "east")


def _flight(s: State) -> dict[str, Any]:
    """9.1: the flight marker's position and East's dismantling, or the Wall's costs."""
    if s.wall:
        return {"wall": True, "prestige": -1, "dismantle": 1}
    fig = flight_figures(s)
    return {"wall": False, "position": fig["position"], "dismantle": fig["dismantle"],
            "figures": fig}


def _prestige(s: State) -> dict[str, Any]:
    """9.2: the holder and the best box it may execute (None: the marker is at 0)."""
    boxes = prestige_boxes(s)
    return {"holder": prestige_holder(s) if s.prestige else None,
            "box": boxes[-1] if boxes else None}


def _attacks(s: State, ls: dict[str, int],
             internal: dict[str, int]) -> dict[str, dict[str, int]]:
    """9.7 with the LS after 9.5 and the unrest of 9.6: each attacker's possible targets and
    the unrest each hit gives (West Berlin hits all of them, any other province one of its
    choice)."""
    t = State.__new__(State)  # only what 9.7 reads: LS, unrest, imported markers
    t.ls = ls
    t.unrest = {p: n + internal.get(p, 0) for p, n in s.unrest.items()}
    t.imported = s.imported
    avail = {p: available_ls(t, p) for p in PROVINCES}
    out = {}
    for p in PROVINCES:
        targets = attack_targets(t, avail, p)
        if targets:
            out[p] = {d: avail[p] - ls[d] for d in targets}
    return out


def _protests_after(s: State, extra: dict[str, int]) -> dict[str, int]:
    """Mass protests per side once `extra` unrest is added (a new mass protest in West
    Berlin also puts one in a supplier, 10.2)."""
    out = {side: side_markers(s, side) for side in SIDES}
    for p, n in extra.items():
        new = (s.unrest[p] + n) // 4 - s.unrest[p] // 4
        out[SIDE_OF_PROVINCE[p]] += new
        if p == WEST_BERLIN and new > 0 and SUPPLIERS:
            out["west"] += new
    return out


def _socialists(s: State) -> dict[str, Any]:
    """9.9: socialists gained (track above 0) or lost (below 0, from the holding box first,
    then from the map: `leave_map`), and whether that ends the game (all 12 on the board:
    East wins; one to lose and none left: West wins)."""
    pos = s.soc_track
    n = board_data().socialists_per_space.get(abs(pos), 0)
    change = n if pos > 0 else -n if pos < 0 else 0
    on_board = socialists_on_board(s)
    triumph = change > 0 and on_board + change > TOTAL_SOCIALISTS
    fails = change < 0 and -change > on_board
    return {"track": pos, "change": change, "triumph": triumph, "fails": fails,
            "leave_map": max(0, -change - s.box)}


def outlook(s: State) -> dict[str, Any] | None:
    """The End of Decade as it would run now; None during the End of Decade itself and after
    the game."""
    if s.phase or s.result is not None:
        return None
    wc = wc_figures(s, None)
    limits = ls_limits(s, None)
    hold_lost = {p: s.ls[p] - lim for p, lim in limits.items() if s.ls[p] > lim}
    ls = {p: min(s.ls[p], limits.get(p, s.ls[p])) for p in PROVINCES}
    internal = internal_unrest(ls)
    attacks = _attacks(s, ls, internal)
    unrest = dict(internal)
    for targets in attacks.values():  # at most: every attacker that can hit it, hits it
        for d, n in targets.items():
            unrest[d] = unrest.get(d, 0) + n
    soc = _socialists(s)
    from_map = min(soc["leave_map"], sum(s.socialists.values()))
    for p, n in s.socialists.items():  # 9.9: each socialist leaving the map returns 1 unrest
        if from_map and n:
            unrest[p] = unrest.get(p, 0) + min(n, from_map)
    police = len(s.police)
    unused = sum(1 for _, _, used in s.police if not used)
    projected = _protests_after(s, unrest)
    collapse = [side for side in SIDES if projected[side] >= 4]
    return {
        "flight": _flight(s),
        "prestige": _prestige(s),
        "western_currency": {k: wc[k] for k in ("track", "export", "income", "ls", "short")},
        "pay_police": police,
        "hold_lost": hold_lost,
        "internal": internal,
        "attacks": attacks,
        "unrest_at_most": unrest,
        "police_removal": unused,
        "socialists": soc,
        "mass_protests": {side: side_markers(s, side) for side in SIDES},
        "mass_protests_at_most": projected,
        "collapse_possible": collapse,
        "last_decade": s.decade == 4,
    }

