"""End of Decade (section 9): the ten phases, national insolvency and the victory checks."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..msg import Msg, m
from .board import (
    ADJACENT_ACROSS,
    HAMBURG,
    HAMBURG_PROVINCES,
    PROVINCES,
    RHEINSBERG,
    SECTORS,
    SIDE_LINES,
    SIDE_OF_PROVINCE,
    SIDE_PROVINCES,
    WEST_BERLIN,
    other,
)
from .data import BOX_ICONS, board_data, cards
from .economy import export_value, factory_value, markers, rundown_candidates, worst_west_export
from .flow import (
    OptionSpec,
    Prompt,
    end_game,
    finish,
    frame,
    log,
    pick_province,
    prompt,
    push,
    step,
)
from .icons import groups_of
from .knowledge import forget_deck_top
from .sequence import prestige_holder
from .state import Frame, State
from .tracks import move
from .unrest import add_unrest, provinces_with_protest, side_markers

TOTAL_SOCIALISTS = 12


@step("eod")
def eod(s: State, f: Frame, choice: str | None) -> Prompt | None:
    finish(s, f)
    phase = f["phase"]
    s.phase = phase
    s.turn = None
    if phase == 1:
        s.eod = {}
        s.reveals += 1  # an undo barrier: the decade's last action stays final
    snapshot(s, phase)
    log(s, None, m("log.eod_phase", decade=s.decade, n=phase, phase=phase))
    frames = PHASES[phase](s)
    if phase < 10:
        frames.append(frame("eod", phase=phase + 1))
    push(s, *frames)
    return None


# What the board and the tracks show (view.board_view and the tracks read only these): kept
# at the start of every phase, so a page can draw the board as each phase left it.
SNAPSHOT = ("factories", "infra", "dead_sites", "unrest", "ls", "sectors", "wb_suppliers",
            "imported", "socialists", "box", "prestige", "wc", "soc_track", "flight", "wall",
            "stasi_disbanded", "police")


# What the rest of the table shows at that moment (view.view_after): the cards (each side
# sees only its own hand, as in view()), the decade, the figures of the phases done so far and
# how long the log was
TABLE = ("hands", "deck", "display", "special", "played", "discard", "removed", "set_aside",
         "decade")


def snapshot(s: State, phase: int) -> None:
    """The open board and tracks before `phase` (11: after phase 10), in the End of
    Decade's record (JSON-safe: sets as sorted lists), with the table's cards, the figures so
    far and the log's length."""
    snap = {k: sorted(v) if isinstance(v, set) else
            dict(v) if isinstance(v, dict) else list(v) if isinstance(v, list | tuple) else v
            for k, v in ((k, getattr(s, k)) for k in SNAPSHOT + TABLE)}
    snap["hands"] = {side: list(cards) for side, cards in s.hands.items()}
    snap["figures"] = {k: v for k, v in s.eod.items() if k != "before"}
    snap["log"] = len(s.log)
    # a new dict: clones of the state share s.eod's values (State.clone copies one level)
    s.eod["before"] = {**s.eod.get("before", {}), str(phase): snap}


def _alternating(s: State) -> tuple[str, str]:
    first = prestige_holder(s)
    return (first, other(first))


# --- 9.1 -------------------------------------------------------------------------------------


def flight_figures(s: State) -> dict[str, int]:
    """9.1 (ruling 20)."""
    icons = sum(cards()[c].corner.flight for c in s.played)
    west_max = max(s.ls[p] for p in SIDE_PROVINCES["west"])
    red_police = sum(1 for _, colour, _ in s.police if colour == "red")
    east_protest = 1 if provinces_with_protest(s, "east") else 0
    east_min = min(s.ls[p] for p in SIDE_PROVINCES["east"])
    west_protest = 1 if provinces_with_protest(s, "west") else 0
    lo, hi = board_data().track_range["flight"]
    total = icons + west_max + red_police + east_protest - east_min - west_protest
    pos = max(lo, min(hi, total))
    return {"flight_icons": icons, "west_most_ls": west_max, "red_police": red_police,
            "east_mass_protest": east_protest, "east_fewest_ls": east_min,
            "west_mass_protest": west_protest, "position": pos, "dismantle": pos // 2}


def phase_flight(s: State) -> list[Frame]:
    if s.wall:
        s.eod["wall"] = {"prestige": -1, "dismantle": 1}
        log(s, None, m("log.wall_costs"))
        move(s, "prestige", -1)
        return [frame("dismantle", side="east", by="east", n=1, eod=True),
                frame("flight_reset")]
    fig = flight_figures(s)
    s.flight = fig["position"]
    s.eod["flight"] = fig
    log(s, None, m("log.flight", pos=fig["position"], n=fig["dismantle"]))
    return [frame("dismantle", side="east", by=_alternating(s), n=fig["dismantle"], eod=True),
            frame("flight_reset")]


@step("flight_reset")
def flight_reset(s: State, f: Frame, choice: str | None) -> Prompt | None:
    finish(s, f)
    s.flight = 0
    s.discard.extend(s.played)
    s.played = []
    return None


# --- 9.2 -------------------------------------------------------------------------------------


def prestige_boxes(s: State) -> list[int]:
    boxes = board_data().prestige_boxes
    sign = 1 if s.prestige > 0 else -1
    return [sign * k for k in range(1, abs(s.prestige) + 1) if sign * k in boxes]


def phase_prestige(s: State) -> list[Frame]:
    return [frame("prestige_box")] if s.prestige else []


@step("prestige_box")
def prestige_box(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """9.2: the holder executes the box under the marker or a lower box of its side."""
    holder = prestige_holder(s)
    boxes = prestige_boxes(s)
    if choice is None:
        return prompt(holder, "prestige_box", m("prompt.prestige_box", side=holder),
                      ((f"box:{b}", m("opt.box", box=b), ("box", str(b)))
                       for b in reversed(boxes)))
    finish(s, f)
    box = int(choice.removeprefix("box:"))
    s.eod["prestige_box"] = box
    log(s, holder, m("log.prestige_box", side=holder, box=box))
    icons = [(BOX_ICONS[i], "east", None, None, None) for i in board_data().prestige_boxes[box]]
    push(s, frame("icons", groups=tuple(groups_of(icons)), by=holder))
    return None


# --- Hamburg for a phase (10.3) --------------------------------------------------------------


@step("hamburg_phase")
def hamburg_phase(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """10.3 (ruling 26): West chooses Hamburg's province for this phase whenever the two
    assignments give any province a different outcome, not only a different total."""
    if choice is None:
        outcomes = {p: PHASE_OUTCOME[s.phase](s, p) for p in HAMBURG_PROVINCES}
        if HAMBURG in s.factories and len({tuple(o.items()) for o in outcomes.values()}) > 1:
            return prompt("west", "hamburg", m("prompt.hamburg_phase"),
                          ((f"hamburg:{p}", PHASE_OUTCOME_MSG[s.phase](p, outcomes[p]),
                            ("prov", p)) for p in HAMBURG_PROVINCES))
        choice = f"hamburg:{HAMBURG_PROVINCES[0]}"
    finish(s, f)
    s.eod["hamburg"] = choice.removeprefix("hamburg:")
    return None


# --- 9.3 -------------------------------------------------------------------------------------


def wc_figures(s: State, hamburg_to: str | None) -> dict[str, int | None]:
    worst = worst_west_export(s, hamburg_to)
    export = sum(export_earners(s, worst).values())
    income = s.wc + export
    need = sum(s.ls[p] for p in SIDE_PROVINCES["east"])
    return {"track": s.wc, "worst_west_export": worst, "export": export, "income": income,
            "ls": need, "short": max(0, need - income)}


def export_earners(s: State, worst: int | None) -> dict[str, bool]:
    """9.3: which East provinces' export factories earn 1 WC against the worst West one."""
    out = {}
    for p in SIDE_PROVINCES["east"]:
        v = export_value(s, p)
        out[p] = v is not None and (worst is None or v >= worst)
    return out


def _wc_outcome(s: State, hamburg_to: str) -> dict[str, bool]:
    return export_earners(s, worst_west_export(s, hamburg_to))


def _wc_msg(province: str, outcome: dict[str, bool]) -> Msg:
    return m("opt.hamburg_wc", province=province, n=sum(outcome.values()))


def phase_wc(s: State) -> list[Frame]:
    return [frame("hamburg_phase"), frame("wc_settle")]


@step("wc_settle")
def wc_settle(s: State, f: Frame, choice: str | None) -> Prompt | None:
    finish(s, f)
    fig = wc_figures(s, s.eod.get("hamburg"))
    s.eod["wc"] = fig
    log(s, None, m("log.wc", income=fig["income"], track_pos=fig["track"], export=fig["export"],
                   ls=fig["ls"], short=fig["short"]))
    if fig["short"]:
        push(s, frame("wc_short", n=fig["short"], k=0, removing=False, by=_alternating(s)))
    return None


@step("wc_short")
def wc_short(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """9.3: per WC short, alternately an East factory runs down; once none can, alternately
    an infrastructure (or Rheinsberg) goes. Both start with the prestige holder."""
    if f["n"] <= 0:
        finish(s, f)
        return None
    by = f["by"][f["k"] % 2]
    facs = rundown_candidates(s)
    if not facs and not f["removing"]:
        f["removing"] = True
        f["k"] = 0
        by = f["by"][0]
    if not f["removing"]:
        if choice is None:
            return prompt(by, "rundown", m("prompt.wc_rundown", n=f["n"]),
                          ((f"city:{c}", m("opt.city_value", city=c, value=factory_value(s, c)),
                            ("city", c)) for c in facs))
        city = choice.removeprefix("city:")
        s.factories[city] = "r"
        log(s, by, m("log.wc_rundown", by=by, city=city), city=city)
    else:
        lines = [ln for ln in SIDE_LINES["east"] if ln in s.infra]
        opts: list[OptionSpec] = [(f"line:{ln}", m("opt.remove_infra", line=ln), ("line", ln))
                                  for ln in lines]
        if RHEINSBERG in s.factories:
            opts.append((f"city:{RHEINSBERG}", m("opt.remove_rheinsberg"),
                         ("city", RHEINSBERG)))
        if not opts:
            end_game(s, "west", "national insolvency", m("log.insolvent_wc"))
            finish(s, f)
            return None
        if choice is None:
            return prompt(by, "wc_remove", m("prompt.wc_remove", n=f["n"]), opts)
        kind, _, name = choice.partition(":")
        if kind == "city":
            del s.factories[name]
        else:
            s.infra.discard(name)
        if kind == "city":
            log(s, by, m("log.wc_remove_factory", by=by, city=name), city=name)
        else:
            log(s, by, m("log.wc_remove_infra", by=by, line=name), line=name)
    f["n"] -= 1
    f["k"] += 1
    return None


# --- 9.4 -------------------------------------------------------------------------------------


def phase_pay_police(s: State) -> list[Frame]:
    n = len(s.police)
    if not n:
        return []
    log(s, "east", m("log.pay_police", n=n))
    return [frame("dismantle", side="east", by="east", n=n, eod=True)]


# --- 9.5 -------------------------------------------------------------------------------------


def ls_limits(s: State, hamburg_to: str | None) -> dict[str, int]:
    """9.5: each province's LS limit is the value of its export factory; West Berlin's is the
    worst export factory of the suppliers that ever transferred LS to it (ruling 27), and it
    has none (no entry) while no supplier has transferred."""
    limits = {}
    for p in PROVINCES:
        if p == WEST_BERLIN:
            continue
        limits[p] = export_value(s, p, hamburg_to) or 0
    if s.wb_suppliers:
        limits[WEST_BERLIN] = min(limits[p] for p in s.wb_suppliers)
    return limits


def _hold_outcome(s: State, hamburg_to: str) -> dict[str, int]:
    limits = ls_limits(s, hamburg_to)
    return {p: max(0, s.ls[p] - limits[p]) for p in HAMBURG_PROVINCES}


def _hold_msg(province: str, outcome: dict[str, int]) -> Msg:
    return m("opt.hamburg_hold", province=province,
             losses=[[p, n] for p, n in outcome.items()])


def phase_hold(s: State) -> list[Frame]:
    return [frame("hamburg_phase"), frame("hold_ls")]


@step("hold_ls")
def hold_ls(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """9.5: LS may not exceed the export factory's value (West Berlin: the worst export factory
    of the suppliers that ever transferred LS there, ruling 27)."""
    finish(s, f)
    limits = ls_limits(s, s.eod.get("hamburg"))
    lost = {}
    for p, limit in limits.items():
        surplus = s.ls[p] - limit
        if surplus > 0 and p != WEST_BERLIN:
            s.ls[p] = limit
            lost[p] = surplus
            log(s, SIDE_OF_PROVINCE[p], m("log.hold_lost", province=p, n=surplus), province=p)
    s.eod["hold"] = {"limits": limits, "lost": lost}
    wb = s.ls[WEST_BERLIN] - limits.get(WEST_BERLIN, s.ls[WEST_BERLIN])
    if wb > 0:
        lost[WEST_BERLIN] = wb
        push(s, frame("wb_ls_remove", n=wb))
    return None


@step("wb_ls_remove")
def wb_ls_remove(s: State, f: Frame, choice: str | None) -> Prompt | None:
    sectors = [sec for sec in SECTORS if s.sectors[sec] > 0]
    if f["n"] <= 0 or not sectors:
        finish(s, f)
        return None
    if choice is None:
        if len(sectors) > 1:
            return prompt("west", "sector", m("prompt.wb_hold", n=f["n"]),
                          ((f"sector:{sec}", m("opt.sector_ls", sector=sec, ls=s.sectors[sec]),
                            ("sector", sec)) for sec in sectors))
        choice = f"sector:{sectors[0]}"
    sec = choice.removeprefix("sector:")
    s.sectors[sec] -= 1
    s.ls[WEST_BERLIN] -= 1
    log(s, "west", m("log.wb_hold_lost", sector=sec), province=WEST_BERLIN)
    f["n"] -= 1
    return None


# --- 9.6 -------------------------------------------------------------------------------------


def internal_unrest(ls: dict[str, int]) -> dict[str, int]:
    """9.6: the unrest each province gets from the comparison with its side's best LS."""
    got: dict[str, int] = {}
    for side in ("west", "east"):
        top = max(ls[p] for p in SIDE_PROVINCES[side])
        for p in SIDE_PROVINCES[side]:
            diff = top - ls[p]
            n = diff if p == WEST_BERLIN else diff - 1
            if n > 0:
                got[p] = n
    return got


def phase_internal(s: State) -> list[Frame]:
    got = internal_unrest(s.ls)
    for p, n in got.items():
        add_unrest(s, p, n)
        log(s, SIDE_OF_PROVINCE[p], m("log.internal", province=p, n=n), province=p)
    s.eod["internal"] = got
    return []


# --- 9.7 -------------------------------------------------------------------------------------


def available_ls(s: State, province: str) -> int:
    return max(0, s.ls[province] - markers(s, province))


def attack_targets(s: State, avail: dict[str, int], province: str) -> list[str]:
    return [d for d in ADJACENT_ACROSS[province] if s.ls[d] < avail[province]]


def phase_east_west(s: State) -> list[Frame]:
    avail = {p: available_ls(s, p) for p in PROVINCES}
    attackers = tuple(p for p in PROVINCES if attack_targets(s, avail, p))
    return [frame("ew_compare", todo=attackers, avail=tuple(avail.items()), hits=())]


@step("ew_compare")
def ew_compare(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """9.7: each province attacks 1 adjacent opponent province (West Berlin both); the unrest
    lands after all attacks."""
    avail = dict(f["avail"])
    if not f["todo"]:
        finish(s, f)
        hits: dict[str, int] = {}
        for p, n in f["hits"]:
            hits[p] = hits.get(p, 0) + n
        for p, n in hits.items():
            add_unrest(s, p, n)
        s.eod["east_west"] = {"available": avail, "hits": hits}
        return None
    attacker = f["todo"][0]
    targets = attack_targets(s, avail, attacker)
    if attacker == WEST_BERLIN or len(targets) == 1:
        chosen = targets
    elif choice is None:
        side = SIDE_OF_PROVINCE[attacker]
        pending: dict[str, int] = {}
        for p, n in f["hits"]:
            pending[p] = pending.get(p, 0) + n
        return prompt(side, "attack", m("prompt.attack", attacker=attacker, ls=avail[attacker],
                                         pending=[[p, n] for p, n in pending.items()]),
                      ((f"prov:{d}", m("opt.attack", province=d, ls=s.ls[d],
                                       n=avail[attacker] - s.ls[d]), ("prov", d))
                       for d in targets))
    else:
        chosen = [choice.removeprefix("prov:")]
    hits_now = tuple((d, avail[attacker] - s.ls[d]) for d in chosen)
    for d, n in hits_now:
        log(s, SIDE_OF_PROVINCE[attacker], m("log.attack", attacker=attacker, province=d, n=n),
            province=d)
    f["hits"] = f["hits"] + hits_now
    f["todo"] = f["todo"][1:]
    return None


# --- 9.8 -------------------------------------------------------------------------------------


def phase_use_police(s: State) -> list[Frame]:
    unused = sum(1 for _, _, used in s.police if not used)
    frames = []
    if unused:
        frames.append(frame("remove_unrest", side="east", by="east", n=unused))
    return [*frames, frame("police_reset")]


@step("police_reset")
def police_reset(s: State, f: Frame, choice: str | None) -> Prompt | None:
    finish(s, f)
    s.police = [(card, colour, False) for card, colour, _ in s.police]
    return None


# --- 9.9 -------------------------------------------------------------------------------------


def socialists_on_board(s: State) -> int:
    return s.box + sum(s.socialists.values())


def phase_socialists(s: State) -> list[Frame]:
    pos = s.soc_track
    n = board_data().socialists_per_space.get(abs(pos), 0)
    s.eod["socialists"] = {"track": pos, "change": n if pos > 0 else -n}
    if pos > 0:
        for _ in range(n):
            if socialists_on_board(s) >= TOTAL_SOCIALISTS:
                end_game(s, "east", "triumph of socialism", m("log.triumph"))
                return []
            s.box += 1
        log(s, "east", m("log.socialists_gained", n=n))
        return [frame("socialists")]
    if pos < 0 and n:
        from_box = min(n, s.box)
        s.box -= from_box
        if from_box:
            log(s, "east", m("log.socialists_lost_box", n=from_box))
        return [frame("lose_socialists", n=n - from_box), frame("socialists")]
    return [frame("socialists")]


@step("lose_socialists")
def lose_socialists(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """West removes socialists from provinces; each returns 1 unrest."""
    if f["n"] <= 0:
        finish(s, f)
        return None
    holders = [p for p in SIDE_PROVINCES["east"] if s.socialists.get(p, 0) > 0]
    if not holders:
        end_game(s, "west", "socialism fails", m("log.socialism_fails"))
        finish(s, f)
        return None
    p = pick_province("west", "lose_socialist", m("prompt.lose_socialist"), holders, choice)
    if isinstance(p, Prompt):
        return p
    s.socialists[p] -= 1
    if not s.socialists[p]:
        del s.socialists[p]
    add_unrest(s, p)
    log(s, "west", m("log.socialist_leaves", province=p), province=p)
    f["n"] -= 1
    return None


# --- 9.10 ------------------------------------------------------------------------------------


def phase_collapse(s: State) -> list[Frame]:
    west, east = side_markers(s, "west"), side_markers(s, "east")
    s.eod["collapse"] = {"west": west, "east": east}
    log(s, None, m("log.protest_count", west=west, east=east))
    if west >= 4:
        end_game(s, "east", "collapse", m("log.both_collapse" if east >= 4
                                           else "log.west_collapses"))
    elif east >= 4:
        end_game(s, "west", "collapse", m("log.east_collapses"))
    elif s.decade == 4:
        end_game(s, "east", "end of game", m("log.game_over"))
    else:
        log(s, None, m("log.goes_on", decade=s.decade + 1))
        return [frame("next_decade")]
    return []


@step("next_decade")
def next_decade(s: State, f: Frame, choice: str | None) -> Prompt | None:
    finish(s, f)
    snapshot(s, 11)
    # 3 / 9.10, ruling 28: the undrawn deck leaves play face down, its cards never named
    if s.deck:
        s.set_aside.extend(s.deck)
        log(s, None, m("log.set_aside", n=len(s.deck)))
    s.deck = []
    forget_deck_top(s)
    if s.special is not None:  # the special card was open in the display: discarded openly
        s.discard.append(s.special)
        s.special = None
    s.decade += 1
    s.phase = 0
    push(s, frame("decade_start"))
    return None


PHASES = {1: phase_flight, 2: phase_prestige, 3: phase_wc, 4: phase_pay_police,
          5: phase_hold, 6: phase_internal, 7: phase_east_west, 8: phase_use_police,
          9: phase_socialists, 10: phase_collapse}
# The End of Decade phases in which Hamburg's province can change an outcome (10.3): phase 3
# (the worst West export factory) and phase 5 (the LS limits of its two provinces).
PHASE_OUTCOME: dict[int, Callable[[State, str], Mapping[str, Any]]] = {
    3: _wc_outcome, 5: _hold_outcome}
PHASE_OUTCOME_MSG: dict[int, Callable[[str, Any], Msg]] = {3: _wc_msg, 5: _hold_msg}
