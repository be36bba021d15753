"""Position evaluation: an estimate of East's chance to win, from public facts only.

The heart is `project`: a fast, approximate run of the coming End of Decade (section 9) on
light copies of the counters, with each player's choices made greedily: flight and Wall
costs, the prestige box, Western currency (rundowns), police costs, holding LS, internal and
East-West comparison, police use, socialists and the collapse check. Its margins (markers
against 4, dismantling points against what East can pay, ...) become probabilities that are
sharper the fewer turns are left in the decade. The decades after it are scored by a logistic
of the economy, unrest, tracks and socialists that the projection leaves behind, whose weights
were fitted to the outcomes of Easy-vs-Easy games (positions right after an End of Decade).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from wsdv.engine import Game, State
from wsdv.engine.board import (
    ADJACENT_ACROSS,
    CITY_CONNS,
    CITY_KIND,
    CITY_PROVINCE,
    CONNECTIONS,
    HAMBURG,
    HAMBURG_PROVINCES,
    PROVINCE_CITIES,
    PROVINCES,
    RHEINSBERG,
    SIDE_LINES,
    SIDE_PROVINCES,
    WEST_BERLIN,
    WEST_GERMANY,
)
from wsdv.engine.data import board_data, cards

EAST = SIDE_PROVINCES["east"]
WEST = SIDE_PROVINCES["west"]
EAST_LINES = SIDE_LINES["east"]
EAST_LINES_SET = frozenset(EAST_LINES)
TOTAL_SOCIALISTS = 12
SOC_PER_SPACE = board_data().socialists_per_space
PRESTIGE_BOXES = board_data().prestige_boxes
FLIGHT_ICONS = {cid: c.corner.flight for cid, c in cards().items()}
# future(): East's odds (logit) with 1, 2, 3 decades still to come, and the weights of what
# the End of Decade leaves (fitted by logistic regression to Easy-vs-Easy outcomes).
BASE_Q = {1: -1.8, 2: -1.25, 3: -0.8}
FUTURE_W = {
    "markers": 0.54, "near": 0.78, "econ": 0.10, "econ_left": -0.015, "wc": 0.26,
    "soc": 0.42, "prestige": 0.29, "box": 0.45, "on_board": 0.37, "soc_fail": 0.68,
    "triumph": 0.2,
}
# What West's own search adds to East's odds (logit) in the decades after this one. The base
# odds were fitted on Easy-vs-Easy games, in which East lost most decades it reached; against
# a strong East they are far too kind to West (Hard against Normal: East won 150 of 200, 107
# by reaching the end of the game), so a West trusting them let the decades run out instead
# of forcing East's collapse or insolvency at an End of Decade (issue 40). East's search and
# the estimates shown to a player (east_win_probability, the review, the hint) leave it out.
WEST_CAUTION = 1.5


def sigmoid(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


# --- economy on plain dicts ------------------------------------------------------------------


def factory_values(s: State) -> dict[str, int]:
    """Current value of every factory (5.1, 5.3, 10.4)."""
    f, infra = s.factories, s.infra
    vals = {}
    for city, st in f.items():
        if city == RHEINSBERG:
            v = 1 if st == "r" else 2
        else:
            v = 0 if st == "r" else 1
        for ci in CITY_CONNS[city]:
            conn = CONNECTIONS[ci]
            if conn.a in f and conn.b in f and all(ln in infra for ln in conn.lines):
                v += 1
        vals[city] = v
    return vals


def export_of(vals: dict[str, int], province: str, hamburg_to: str | None = None) -> int | None:
    best = None
    for c in PROVINCE_CITIES[province]:
        v = vals.get(c)
        if v is not None and (best is None or v > best):
            best = v
    if hamburg_to == province and HAMBURG in vals:
        v = vals[HAMBURG]
        if best is None or v > best:
            best = v
    return best


def province_exports(vals: dict[str, int], hamburg_to: str | None = None) -> dict[str, int]:
    """Export factory value of every province that has a factory (externals excluded)."""
    best: dict[str, int] = {}
    for c, v in vals.items():
        p = CITY_PROVINCE[c]
        if p is not None and best.get(p, -1) < v:
            best[p] = v
    if hamburg_to is not None and HAMBURG in vals and best.get(hamburg_to, -1) < vals[HAMBURG]:
        best[hamburg_to] = vals[HAMBURG]
    return best


TURNS_IN_DECADE = 14  # two halves of 7 cards, as turns_left counts them


def turns_left(s: State) -> int:
    """Actions left before the End of Decade (roughly: display cards, and a 2nd display)."""
    if s.phase:
        return 0
    n = len(s.display)
    if s.half <= 1:
        n += 7
    if s.half == 0:
        n += 7
    return n


# --- the End of Decade projection ------------------------------------------------------------


@dataclass
class Projection:
    """The End of Decade played forward from a position: who it decides for, by what margins."""

    winner: str | None  # decided by the projection itself (hard facts)
    m_east: float  # mass protest markers at the collapse check (for explanations)
    m_west: float
    insolvency: float  # points East could not pay, minus 0.7 per point to spare (> 0: bust)
    soc_fail: float  # socialists West must take beyond those on the map
    triumph: float  # socialists East would receive beyond 12
    unrest: dict[str, int]
    ls: dict[str, int]
    vals: dict[str, int]
    box: int
    econ: float | None = None  # cached by future()
    on_board: int = -1  # socialists on the board (box and map) after phase 9.9


def _markers(u: int) -> int:
    return u // 4


def _hit_east(vals: dict[str, int], ls: dict[str, int], cands: list[str], worst: bool) -> str:
    """A factory whose value drops by 1: West (worst=True) picks the one costing East most LS
    at the hold check, East the one costing least."""
    best_c, best_key = cands[0], None
    for c in cands:
        p = CITY_PROVINCE[c]
        loss = 0
        if p is not None and CITY_KIND[c] != "external":
            before = export_of(vals, p) or 0
            vals[c] -= 1
            after = export_of(vals, p) or 0
            vals[c] += 1
            loss = max(0, ls[p] - after) - max(0, ls[p] - before)
            loss += 0.3 * (before - after)
        key = (loss, vals[c]) if worst else (-loss, -vals[c])
        if best_key is None or key > best_key:
            best_c, best_key = c, key
    return best_c


class _EastPurse:
    """What East can still pay in rundowns and dismantling points during the projection."""

    def __init__(self, s: State, vals: dict[str, int]) -> None:
        self.vals = vals
        self.normal = sorted(c for c, st in s.factories.items()
                             if st == "n" and c in vals and _is_east_city(c))
        self.lines = sum(1 for ln in EAST_LINES if ln in s.infra)
        self.rheinsberg = (2 if s.factories.get(RHEINSBERG) == "n" else 1) \
            if RHEINSBERG in s.factories else 0
        self.owed = 0.0  # points that could not be paid

    def dismantle(self, ls: dict[str, int], by_west: bool) -> None:
        if self.lines > 0:
            self.lines -= 1
            if by_west:  # West takes a line of a working connection
                cands = [c for c in self.vals if _is_east_city(c) and self.vals[c] > 1]
                if cands:
                    self.vals[_hit_east(self.vals, ls, cands, True)] -= 1
            return
        fac = [c for c in self.normal if CITY_KIND[c] != "external"]
        if fac:
            c = fac[0]
            self.normal.remove(c)
            del self.vals[c]
            return
        if self.rheinsberg:
            self.rheinsberg -= 1
            return
        self.owed += 1

    def rundown(self, ls: dict[str, int], by_west: bool) -> None:
        if self.normal:
            c = _hit_east(self.vals, ls, self.normal, by_west)
            self.normal.remove(c)
            self.vals[c] -= 1
            return
        if self.lines > 0:
            self.lines -= 1
            return
        if self.rheinsberg:
            self.rheinsberg = 0
            return
        self.owed += 1


_EAST_CITIES = frozenset(c for p in EAST for c in PROVINCE_CITIES[p]) | frozenset(
    c for c, k in CITY_KIND.items() if k == "external")


def _is_east_city(c: str) -> bool:
    return c in _EAST_CITIES


def _alternate(first_west: bool, n: int) -> list[bool]:
    return [(i % 2 == 0) == first_west for i in range(n)]


def _add_unrest_worst(u: dict[str, int], provinces: tuple[str, ...]) -> None:
    """The opponent puts 1 unrest where it is closest to a new mass protest."""
    p = max(provinces, key=lambda q: (u[q] % 4, u[q]))
    u[p] += 1


def _remove_unrest_best(u: dict[str, int], provinces: tuple[str, ...]) -> None:
    cands = [p for p in provinces if u[p] > 0]
    if cands:
        p = max(cands, key=lambda q: (u[q] % 4 == 0, u[q]))
        u[p] -= 1


def flight_position(s: State, ls: dict[str, int], unrest: dict[str, int]) -> int:
    icons = sum(FLIGHT_ICONS.get(c, 0) for c in s.played)
    red = sum(1 for _, col, _ in s.police if col == "red")
    east_mp = any(unrest[p] >= 4 for p in EAST)
    west_mp = any(unrest[p] >= 4 or s.imported.get(p) for p in WEST)
    pos = icons + max(ls[p] for p in WEST) + red + east_mp - min(ls[p] for p in EAST) - west_mp
    return max(0, min(20, pos))


def project(s: State, vals: dict[str, int] | None = None) -> Projection:
    """Section 9, approximately, from the current position (as if the decade ended now).
    Inside an End of Decade (s.phase > 0) the phases already done are not run again and the
    phase under way runs only its rest (`Progress`). `vals`: the factory values if already
    known (the projection changes its own copy)."""
    u = dict(s.unrest)
    ls = dict(s.ls)
    vals = factory_values(s) if vals is None else dict(vals)
    purse = _EastPurse(s, vals)
    prestige = s.prestige
    k = s.phase
    done = Progress.of(s) if k else None
    west_first = prestige <= 0
    # 9.1 flight / Wall costs (inside phase 1 the Wall's prestige is paid already)
    if k == 0:
        if s.wall:
            prestige -= 1
            purse.dismantle(ls, by_west=False)
        else:
            d = flight_position(s, ls, u) // 2
            for by_west in _alternate(west_first, d):
                purse.dismantle(ls, by_west)
    elif k == 1 and done is not None:
        for by_west in done.flight_deciders(s.wall):
            purse.dismantle(ls, by_west)
    # 9.2 prestige box (the holder takes the strongest box)
    if k <= 1:
        box_id = max(-6, min(6, prestige))
        icons: tuple[str, ...] = PRESTIGE_BOXES.get(box_id, ()) if box_id else ()
    elif k == 2 and done is not None:
        icons = done.icons_left
    else:
        icons = ()
    for icon in icons:
        if icon == "east_rundown":
            purse.rundown(ls, by_west=True)
        elif icon == "east_dismantle":
            purse.dismantle(ls, by_west=True)
        elif icon == "east_unrest":
            _add_unrest_worst(u, EAST)
        elif icon == "east_remove_ls":
            cands = [p for p in EAST if ls[p] > 0]
            if cands:
                ls[max(cands, key=lambda p: ls[p])] -= 1
        elif icon == "east_remove_unrest":
            _remove_unrest_best(u, EAST)
        elif icon == "east_ls":
            p = min(EAST, key=lambda q: (ls[q], -u[q]))
            ls[p] += 1
            if u[p]:
                u[p] -= 1
    west_first = prestige <= 0
    # 9.3 Western currency (West counts Hamburg where it hurts East's export most)
    if k <= 2 or (k == 3 and done is not None and done.short_left is None):
        need = sum(ls[p] for p in EAST)
        income = s.wc + min(_export_income(vals, h) for h in HAMBURG_PROVINCES)
        short = _alternate(west_first, max(0, need - income))
    elif k == 3 and done is not None:
        short = done.short_left or []
    else:
        short = []
    for by_west in short:
        purse.rundown(ls, by_west)
    # 9.4 paying for police power
    paid = len(s.police) if k <= 3 else done.police_left if k == 4 and done else 0
    for _ in range(paid):
        purse.dismantle(ls, by_west=False)
    # 9.5 hold LS (clamping to the limits: the same again once done)
    if k <= 5:
        _hold(ls, vals, s)
    # 9.6 internal comparison
    if k <= 5:
        for side_provs in (WEST, EAST):
            top = max(ls[p] for p in side_provs)
            for p in side_provs:
                n = top - ls[p] - (0 if p == WEST_BERLIN else 1)
                if n > 0:
                    u[p] += n
    # 9.7 East West comparison (the unrest lands when every attack is chosen: all of it is
    # still to come while phase 7 waits for an attack, not while it waits for East to choose
    # the supplier of West Berlin's new mass protest, 10.2)
    if k <= 6 or (k == 7 and "east_west" not in s.eod):
        imported = dict(s.imported)
        _east_west(u, ls, imported)
    # 9.8 police power
    if k <= 7:
        unused = 0 if s.stasi_disbanded else sum(1 for _, _, used in s.police if not used)
    else:
        unused = done.removals_left if k == 8 and done else 0
    for _ in range(unused):
        _remove_unrest_best(u, EAST)
    # 9.9 socialists (inside phase 9 the track's socialists are in or out of the box already)
    box = s.box
    on_map = sum(s.socialists.values())
    on_board = box + on_map
    triumph = soc_fail = -1.0
    if k <= 8:
        pos = s.soc_track
        n = SOC_PER_SPACE.get(abs(pos), 0)
        if pos > 0:
            triumph = n - (TOTAL_SOCIALISTS - box - on_map) - 0.5
            box += min(n, TOTAL_SOCIALISTS - box - on_map)
            on_board = box + on_map
        elif pos < 0 and n:
            from_box = min(n, box)
            box -= from_box
            rest = n - from_box
            soc_fail = _lose_socialists(s, u, rest, on_map)
            on_board = max(0, box + on_map - rest)
    elif k == 9 and done is not None and done.socialists_left:
        rest = done.socialists_left
        soc_fail = _lose_socialists(s, u, rest, on_map)
        on_board = max(0, box + on_map - rest)
    box = socialists_move(u, box)
    # 9.10 collapse check (West Berlin's own markers count twice: each exported one)
    m_w = sum(_markers(u[p]) for p in WEST) + _markers(u[WEST_BERLIN])
    m_e = sum(_markers(u[p]) for p in EAST)
    winner = None
    if purse.owed > 0:
        winner = "west"
    elif triumph > 0:
        winner = "east"
    elif soc_fail > 0:
        winner = "west"
    elif m_w >= 4:
        winner = "east"
    elif m_e >= 4:
        winner = "west"
    slack = len(purse.normal) + purse.lines + purse.rheinsberg
    return Projection(winner, m_e, m_w, purse.owed - 0.5 - 0.7 * slack, soc_fail, triumph,
                      u, ls, vals, box, on_board=on_board)


def _lose_socialists(s: State, u: dict[str, int], rest: int, on_map: int) -> float:
    """9.9: West takes `rest` socialists from the map, each giving its province 1 unrest;
    the margin by which socialism fails (> 0: it runs out of socialists)."""
    holders = [p for p in EAST if s.socialists.get(p, 0) > 0]
    for _ in range(min(rest, on_map)):
        if holders:
            p = max(holders, key=lambda q: (u[q] % 4, u[q]))
            u[p] += 1
    return rest - on_map - 0.5


@dataclass
class Progress:
    """What is left of the End of Decade phase under way (s.phase), from public facts: the
    prompt (phase 1's points to dismantle), the phase's figures (s.eod, the view's
    end_of_decade) and the board as the phase before left it (Game.board_after), against
    which the choices made so far in this phase show. Only the field of the phase under way
    is filled."""
    dismantle_left: int = 0  # 9.1
    first_side: str = "east"  # 9.1: who dismantles next
    icons_left: tuple[str, ...] = ()  # 9.2, of the box chosen (all before the choice)
    short_left: list[bool] | None = None  # 9.3: the rundowns to come, True: West picks
    police_left: int = 0  # 9.4
    removals_left: int = 0  # 9.8
    socialists_left: int = 0  # 9.9: socialists West still takes from the map

    def flight_deciders(self, wall: bool) -> list[bool]:
        if wall:
            return [False] * self.dismantle_left
        return _alternate(self.first_side == "west", self.dismantle_left)

    @classmethod
    def of(cls, s: State) -> Progress:
        k = s.phase
        out = cls()
        unused = 0 if s.stasi_disbanded else sum(1 for _, _, used in s.police if not used)
        needed = {1: True, 2: "prestige_box" in s.eod, 3: "wc" in s.eod, 4: bool(s.police),
                  8: unused > 0, 9: s.soc_track < 0}
        if not needed.get(k):  # nothing of the phase done yet, or nothing left to count
            if k == 2:
                out.icons_left = _icons_left(s, {}, s.prestige)
            return out
        g = Game.from_state(s.clone(with_log=False))
        if k == 1:
            p = g.prompt
            if p is not None and p.kind == "dismantle":
                out.dismantle_left = int(p.msg.args.get("n", 0))
                out.first_side = p.side
            else:  # the Wall's prestige compensation comes first: all points still to pay
                fig = s.eod.get("wall") or s.eod.get("flight") or {}
                out.dismantle_left = int(fig.get("dismantle", 0))
                out.first_side = "west" if s.prestige <= 0 else "east"
            return out
        start = g.board_after(k - 1)
        if start is None:
            return out
        board = start["board"]
        if k == 2:
            out.icons_left = _icons_left(s, board, s.prestige)
        elif k == 3:
            short = s.eod["wc"]["short"]
            nth = min(short, _east_points_taken(board, s))
            # the deciders alternate from the prestige holder
            out.short_left = _alternate(s.prestige <= 0, short)[nth:]
        elif k == 4:
            out.police_left = max(0, len(s.police) - _east_points_taken(board, s))
        elif k == 8:
            removed = sum(max(0, board["provinces"][p]["unrest"] - s.unrest[p]) for p in EAST)
            out.removals_left = max(0, unused - removed)
        elif k == 9:
            n = SOC_PER_SPACE.get(-s.soc_track, 0)
            rest = n - min(n, start["socialists"]["box"])
            taken = start["socialists"]["map"] - sum(s.socialists.values())
            out.socialists_left = max(0, rest - taken)
        return out


def _east_points_taken(board: dict, s: State) -> int:
    """East's points paid since `board` (a factory run down or gone, a line gone: one each)."""
    n = 0
    for c, f in board["factories"].items():
        if not _is_east_city(c):
            continue
        if c not in s.factories or (s.factories[c] == "r" and not f["rundown"]):
            n += 1
    return n + sum(1 for ln in board["infrastructure"] if ln in EAST_LINES_SET
                   and ln not in s.infra)


def _icons_left(s: State, board: dict, prestige: int) -> tuple[str, ...]:
    """9.2: the icons of the box that have not shown on the board yet (all of the strongest
    box before the holder chose one)."""
    box = s.eod.get("prestige_box")
    if box is None:
        box = max(-6, min(6, prestige))
        return PRESTIGE_BOXES.get(box, ()) if box else ()
    before = board["provinces"]
    taken = _east_points_taken(board, s)
    ls_up = {p: max(0, s.ls[p] - before[p]["ls"]) for p in EAST}
    ls_down = sum(max(0, before[p]["ls"] - s.ls[p]) for p in EAST)
    unrest_up = sum(max(0, s.unrest[p] - before[p]["unrest"]) for p in EAST)
    # an LS icon takes 1 unrest where it goes: what is gone beyond that was removed
    unrest_off = sum(max(0, before[p]["unrest"] - s.unrest[p]) - min(ls_up[p],
                     before[p]["unrest"]) for p in EAST)
    seen = {"east_rundown": taken, "east_dismantle": taken,
            "east_unrest": unrest_up, "east_remove_ls": ls_down,
            "east_ls": sum(ls_up.values()), "east_remove_unrest": unrest_off}
    left = []
    for icon in PRESTIGE_BOXES.get(box, ()):
        if seen.get(icon, 0) > 0:
            seen[icon] -= 1
        else:
            left.append(icon)
    return tuple(left)


def _export_income(vals: dict[str, int], hamburg_to: str) -> int:
    """9.3 (ruling 10): East export factories at least as good as the worst West one."""
    exps = province_exports(vals, hamburg_to)
    west = [exps.get(p) for p in WEST_GERMANY]
    worst = None if None in west else min(west)
    return sum(1 for p in EAST if p in exps and (worst is None or exps[p] >= worst))


def _hold(ls: dict[str, int], vals: dict[str, int], s: State) -> None:
    best_loss, best_exps = None, None
    for h in HAMBURG_PROVINCES:
        exps = province_exports(vals, h)
        loss = sum(max(0, ls[p] - exps.get(p, 0)) for p in HAMBURG_PROVINCES)
        if best_loss is None or loss < best_loss:
            best_loss, best_exps = loss, exps
    assert best_exps is not None
    for p in PROVINCES:
        if p != WEST_BERLIN and ls[p] > best_exps.get(p, 0):
            ls[p] = best_exps.get(p, 0)
    if s.wb_suppliers:  # 9.5, ruling 27: no limit before a supplier ever transferred
        wb_limit = min(best_exps.get(p, 0) for p in s.wb_suppliers)
        ls[WEST_BERLIN] = min(ls[WEST_BERLIN], wb_limit)


def _east_west(u: dict[str, int], ls: dict[str, int], imported: dict[str, int]) -> None:
    avail = {p: max(0, ls[p] - _markers(u[p]) - imported.get(p, 0)) for p in PROVINCES}
    hits: dict[str, int] = {}
    for p in PROVINCES:
        a = avail[p]
        if a <= 0:
            continue
        targets = [d for d in ADJACENT_ACROSS[p] if ls[d] < a]
        if not targets:
            continue
        if p == WEST_BERLIN:
            chosen = targets
        else:
            chosen = [max(targets, key=lambda d, a=a: _attack_gain(u, ls, hits, a, d))]
        for d in chosen:
            hits[d] = hits.get(d, 0) + a - ls[d]
    for d, n in hits.items():
        u[d] += n


def _attack_gain(u: dict[str, int], ls: dict[str, int], hits: dict[str, int], a: int,
                 d: str) -> tuple[int, int]:
    cur = u[d] + hits.get(d, 0)
    n = a - ls[d]
    return (_markers(cur + n) - _markers(cur), n)


def socialists_move(u: dict[str, int], box: int) -> int:
    """Section 7: East sends socialists where they end a mass protest with the fewest."""
    while box > 0:
        protests = [p for p in EAST if u[p] >= 4]
        if not protests:
            break
        p = min(protests, key=lambda q: (u[q] - 3, q))
        box -= 1
        u[p] -= 1
    return box


# --- the evaluation --------------------------------------------------------------------------

_NEAR = (0.0, 0.05, 0.15, 0.35)


def _soft_markers(u: dict[str, int], provinces: tuple[str, ...], scale: float) -> float:
    total = 0.0
    for p in provinces:
        total += _NEAR[u[p] % 4] * scale
    return total


# How near a mass protest marker is to going again (by its province's unrest above a
# multiple of 4: 0, 1, 2, 3), the mirror of _NEAR: at exactly 4 one removal takes it. West's
# view (value) counts it while turns are left (issue 40): without it a marker standing on 4
# counted as much as one on 7, and West took an East collapse for settled that East's last
# turns, police and socialists undid (on arena positions of Hard against Normal, decade IV
# with 3 turns left, 26 positions: East won 85 %, its estimate in West's view 73 %, 75 % with
# it; log loss 0.365 -> 0.323).
_FRAIL = _NEAR[::-1]  # (0.35, 0.15, 0.05, 0.0)


def _frail_markers(u: dict[str, int], provinces: tuple[str, ...], scale: float) -> float:
    total = 0.0
    for p in provinces:
        if u[p] >= 4:
            total += _FRAIL[u[p] % 4] * scale
    return total


def east_win_probability(s: State, edge: float = 0.0, frail: bool = False) -> float:
    """East's chance to win, estimated from the position (1.0 / 0.0 when decided); `edge` is
    added to East's odds of the decades after this one (WEST_CAUTION); `frail`: markers on
    the edge of going count less (_FRAIL, West's view)."""
    if s.result is not None:
        return 1.0 if s.result["winner"] == "east" else 0.0
    vals = factory_values(s)
    return combine(s, project(s, vals), vals, edge, frail)


def markers_after(u: dict[str, int]) -> tuple[int, int]:
    """(East, West) mass protest markers for unrest u; West Berlin's count twice (10.2)."""
    m_e = sum(u[p] // 4 for p in EAST)
    m_w = sum(u[p] // 4 for p in WEST) + u[WEST_BERLIN] // 4
    return m_e, m_w


def combine(s: State, pr: Projection, vals: dict[str, int] | None = None,
            edge: float = 0.0, frail: bool = False) -> float:
    """East's chance from a projection: this End of Decade, then the decades after it."""
    t = turns_left(s)
    k = 1.2 + 6.0 * math.exp(-t / 3.0)
    near = min(1.0, t / 5.0)
    u = pr.unrest
    hard_e, hard_w = markers_after(u)
    m_e = hard_e + _soft_markers(u, EAST, near)
    m_w = hard_w + _soft_markers(u, WEST, near) + _NEAR[u[WEST_BERLIN] % 4] * near
    if frail:
        m_e -= _frail_markers(u, EAST, near)
        m_w -= _frail_markers(u, WEST, near) + _frail_markers(u, (WEST_BERLIN,), near)
    p_ins = sigmoid(k * pr.insolvency)
    p_sf = sigmoid(k * pr.soc_fail) if pr.soc_fail > -1 else 0.0
    p_tri = sigmoid(k * pr.triumph) if pr.triumph > -1 else 0.0
    p_ec = sigmoid(k * (m_e - 3.5))
    p_wc = sigmoid(k * (m_w - 3.5))
    alive = 1.0 - p_ins
    reach = (1 - p_sf) * (1 - p_tri)  # no socialist decision in phase 9
    p_west = p_ins + alive * (p_sf + reach * p_ec * (1 - p_wc))
    p_east = alive * ((1 - p_sf) * p_tri + reach * p_wc)
    p_cont = max(0.0, 1.0 - p_west - p_east)
    if s.decade >= 4:
        projected = min(1.0, p_east + p_cont)
    else:
        projected = min(1.0, p_east + p_cont * future(s, pr, hard_e, hard_w, edge=edge))
    trust = t_projection(t)
    if trust >= 1.0:
        return projected
    return trust * projected + (1 - trust) * standing(s, vals, edge)


def t_projection(t: int) -> float:
    """How far combine() trusts the projection with t turns left in the decade. At a decade's
    start it judged badly: on 643 such positions of Normal-vs-Normal games (fit.py
    `calibrate`) its log loss was 0.60 against 0.45 for standing(); so its weight grows
    from nearly 0 at the start to 1 at the End of Decade."""
    return max(0.0, 1.0 - t / (TURNS_IN_DECADE + 1))


def standing(s: State, vals: dict[str, int] | None = None, edge: float = 0.0) -> float:
    """future() on the position as it stands, with this decade still to come: the estimate
    its weights were fitted on (positions at the start of a decade). `vals`: the factory
    values if already known."""
    m_e, m_w = markers_after(s.unrest)
    vals = factory_values(s) if vals is None else vals
    pr = Projection(None, m_e, m_w, 0.0, -1.0, -1.0, s.unrest, s.ls, vals, s.box)
    return future(s, pr, m_e, m_w, left=5 - s.decade, edge=edge)


def side_economy(vals: dict[str, int], ls: dict[str, int], side: str) -> float:
    """A side's economy in "build point" units: export factories (weighted up where they
    hold LS), province economies, and a penalty per province without any factory (for West
    such a province also lets every East export factory earn Western currency)."""
    exps = province_exports(vals)
    eco: dict[str, int] = {}
    extra = 0.0
    for c, v in vals.items():
        p = CITY_PROVINCE[c]
        if p is not None:
            eco[p] = eco.get(p, 0) + v
        elif (c == HAMBURG) if side == "west" else CITY_KIND[c] == "external":
            extra += 0.5 * v
    total = extra
    hv = vals.get(HAMBURG, -1)
    for p in (WEST_GERMANY if side == "west" else EAST):
        exp = exps.get(p)
        if p in HAMBURG_PROVINCES and hv > (exp if exp is not None else -1):
            exp = hv
        if exp is None:
            total -= 2.5 if side == "west" else 1.5
            continue
        total += (1.3 if ls[p] >= exp else 0.9) * exp + 0.35 * eco.get(p, 0)
    return total


def near_margin(u: dict[str, int]) -> float:
    """How much nearer West's provinces (with West Berlin) are to new mass protest markers
    than East's."""
    return (_soft_markers(u, WEST, 1.0) + _NEAR[u[WEST_BERLIN] % 4]
            - _soft_markers(u, EAST, 1.0))


def economy_margin(vals: dict[str, int], ls: dict[str, int]) -> float:
    """East's economy and LS against West's, as future() weighs them."""
    return (side_economy(vals, ls, "east") - side_economy(vals, ls, "west")
            + 0.04 / 0.03 * sum(ls[p] for p in EAST) - sum(ls[p] for p in WEST))


def socialist_margins(soc_track: int, on_board: int, left: int) -> tuple[float, float]:
    """(how near socialism is to failing, how near to its triumph), 0 when not under way:
    9.9, socialism fails once the socialists run out; it triumphs when all 12 are on the
    board and more should come."""
    per_decade = SOC_PER_SPACE.get(abs(soc_track), 0)
    if soc_track < 0:
        return max(0.0, per_decade * min(left, 2) - on_board + 1), 0.0
    if soc_track > 0:
        return 0.0, max(0.0, per_decade + on_board - TOTAL_SOCIALISTS + 1)
    return 0.0, 0.0


def future(s: State, pr: Projection, m_e: int, m_w: int, left: int | None = None,
           edge: float = 0.0) -> float:
    """East's chance over the decades after this one, from what the projection leaves: a
    logistic whose weights (FUTURE_W) were fitted to the outcomes of Easy-vs-Easy games, on
    the positions right after an End of Decade."""
    w = FUTURE_W
    if left is None:
        left = 4 - s.decade  # decades still to come after this one
    if pr.econ is None:  # the same for every unrest variation of a projection
        pr.econ = economy_margin(pr.vals, pr.ls)
    x = BASE_Q.get(left, BASE_Q[3]) + edge
    x += w["markers"] * (m_w - m_e) + w["near"] * near_margin(pr.unrest)
    x += (w["econ"] + w["econ_left"] * left) * pr.econ
    x += w["wc"] * s.wc + w["soc"] * s.soc_track + w["prestige"] * s.prestige
    on_board = pr.on_board if pr.on_board >= 0 else pr.box + sum(s.socialists.values())
    x += w["box"] * pr.box + w["on_board"] * on_board
    fail, triumph = socialist_margins(s.soc_track, on_board, left)
    x += w["triumph"] * triumph - w["soc_fail"] * fail
    return sigmoid(x)


def value(s: State, side: str) -> float:
    """What the levels' search maximizes for `side` (West's with WEST_CAUTION and _FRAIL)."""
    if side == "east":
        return east_win_probability(s)
    return 1.0 - east_win_probability(s, WEST_CAUTION, frail=True)


def chance(s: State, side: str) -> float:
    """`side`'s estimated chance to win, as a player is told it (no WEST_CAUTION)."""
    p = east_win_probability(s)
    return p if side == "east" else 1.0 - p
