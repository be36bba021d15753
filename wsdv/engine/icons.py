"""Icons without arrows (section 6.4), executed for events and for the prestige boxes (9.2).

An icon group (Group: kind, side, region, decides, cap, n) stands for consecutive equal
icons of a card: they form one group, so a printed limit like "at most 2 per province" spans
them. The deciding player orders the groups (section 6.4)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from ..msg import m
from .board import SECTORS, WEST_BERLIN, region_cities, region_provinces
from .economy import dismantle_sites, factory_value, repair_candidates, rundown_candidates
from .flow import Prompt, finish, frame, log, prompt, push, step
from .state import Frame, State
from .unrest import remove_unrest


class Group(NamedTuple):
    """Consecutive equal icons of a card (or an arrow group, kind "arrow:<track>")."""

    kind: str
    side: str
    region: str | None
    decides: str | None
    cap: int | None  # a printed limit per province
    n: int


def group_arg(g: Group) -> dict[str, Any]:
    """An icon group as a message argument (names.group renders it)."""
    if g.kind.startswith("arrow:"):
        return {"track": g.kind.removeprefix("arrow:"), "toward": g.side, "n": g.n}
    return {"kind": g.kind, "side": g.side, "region": g.region, "decides": g.decides,
            "cap": g.cap, "n": g.n}


def frame_groups(f: Frame) -> tuple[Group, ...]:
    """The groups of an icons frame (a state read back from JSON holds plain tuples)."""
    return tuple(g if isinstance(g, Group) else Group(*g) for g in f["groups"])


# Executors of the icons this module knows; events.py registers the rest.
EXECUTORS: dict[str, Callable[[State, Group, str, str | None], list[Frame]]] = {}


def groups_of(icons: list[tuple[str, str, str | None, str | None, int | None]]) -> list[Group]:
    out: list[Group] = []
    for icon in icons:
        if out and out[-1][:5] == icon:
            out[-1] = out[-1]._replace(n=out[-1].n + 1)
        else:
            out.append(Group(*icon, 1))
    return out


def executor(kind: str):
    def register(fn: Callable[[State, Group, str, str | None], list[Frame]]):
        EXECUTORS[kind] = fn
        return fn
    return register


def decider(g: Group, trigger_side: str) -> str:
    return g.decides or trigger_side


@executor("build")
def _build(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    # economy.can_build_factory opens Rheinsberg and the external sites only to icons
    # restricted to them (cards 27, 7, 9)
    return [frame("build", side=g.side, by=by, points=g.n, region=g.region,
                  event=True, optional=False)]


@executor("dismantle")
def _dismantle(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("dismantle", side=g.side, by=by, n=g.n, region=g.region,
                  eod=s.phase > 0 and g.side == "east")]


@executor("unrest_add")
def _unrest_add(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("add_unrest", side=g.side, by=by, n=g.n, region=g.region, max_per_province=g.cap,
                  placed=())]


@executor("unrest_remove")
def _unrest_remove(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("remove_unrest", side=g.side, by=by, n=g.n, region=g.region)]


@executor("ls_add")
def _ls_add(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("ls_icon", side=g.side, by=by, n=g.n, region=g.region, keep=False,
                  max_per_province=g.cap, placed=())]


@executor("ls_add_keep_unrest")
def _ls_add_keep(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("ls_icon", side=g.side, by=by, n=g.n, region=g.region, keep=True,
                  max_per_province=g.cap, placed=())]


@executor("ls_remove")
def _ls_remove(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("ls_remove", side=g.side, by=by, n=g.n, region=g.region)]


@executor("rundown")
def _rundown(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("rundown_icon", by=by, n=g.n, region=g.region)]


@executor("repair")
def _repair(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("repair_icon", by=by, n=g.n, region=g.region)]


def _choosable(groups: tuple[Group, ...], first: tuple[str, ...]) -> list[int]:
    """Indices of the groups that may go next: while a group of a `first` kind is left, the
    other icons without arrows wait (arrows never wait)."""
    pending_first = any(g.kind in first for g in groups)
    return [i for i, g in enumerate(groups)
            if not pending_first or g.kind in first or g.kind.startswith("arrow:")]


@step("icons")
def icons_step(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """Frame: groups (left to execute), by (the triggering player, who orders them, 6.4),
    card, first (kinds that must go before the other icons, almanac No. I)."""
    groups = frame_groups(f)
    if not groups:
        finish(s, f)
        return None
    choosable = _choosable(groups, f.get("first", ()))
    if len(choosable) > 1 and choice is None:
        return prompt(f["by"], "icon_order", m("prompt.icon_order"),
                      ((f"icon:{i}", m("opt.group", group=group_arg(groups[i])))
                       for i in choosable))
    i = int(choice.removeprefix("icon:")) if choice else choosable[0]
    g = groups[i]
    f["groups"] = groups[:i] + groups[i + 1:]
    push(s, *EXECUTORS[g.kind](s, g, decider(g, f["by"]), f.get("card")))
    return None


def _by(f: Frame) -> str:
    return f["by"]


@step("ls_icon")
def ls_icon(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """Put 1 LS into a province (even with economy 0); West Berlin fills sectors evenly."""
    side = f["side"]
    cap = f.get("max_per_province")
    placed = f["placed"]
    targets = [p for p in region_provinces(f.get("region"), side)
               if cap is None or placed.count(p) < cap]
    if f["n"] <= 0 or not targets:
        finish(s, f)
        return None
    low = min(s.sectors.values())
    even = [sec for sec in SECTORS if s.sectors[sec] == low]
    if choice is None:
        opts = [(f"prov:{p}", m("opt.ls_in", province=p), ("prov", p))
                for p in targets if p != WEST_BERLIN]
        if WEST_BERLIN in targets:
            opts += [(f"sector:{sec}", m("opt.ls_sector", sector=sec), ("sector", sec))
                     for sec in even]
        key = "prompt.ls_icon_keep" if f["keep"] else "prompt.ls_icon"
        return prompt(_by(f), "ls_icon", m(key, side=side), opts)
    if choice.startswith("sector:"):
        p = WEST_BERLIN
        s.sectors[choice.removeprefix("sector:")] += 1
    else:
        p = choice.removeprefix("prov:")
    s.ls[p] += 1
    log(s, side, m("log.ls_icon", province=p), province=p)
    if not f["keep"] and remove_unrest(s, p):
        log(s, side, m("log.ls_icon_unrest", province=p), province=p)
    f["n"] -= 1
    f["placed"] = (*placed, p)
    return None


@step("ls_remove")
def ls_remove(s: State, f: Frame, choice: str | None) -> Prompt | None:
    side = f["side"]
    targets = [p for p in region_provinces(f.get("region"), side) if s.ls[p] > 0]
    if f["n"] <= 0 or not targets:
        finish(s, f)
        return None
    if choice is None:
        opts = [(f"prov:{p}", m("opt.ls_remove", province=p, ls=s.ls[p]), ("prov", p))
                for p in targets if p != WEST_BERLIN]
        opts += [(f"sector:{sec}", m("opt.ls_remove_sector", sector=sec), ("sector", sec))
                 for sec in SECTORS if WEST_BERLIN in targets and s.sectors[sec] > 0]
        return prompt(_by(f), "ls_remove", m("prompt.ls_remove", side=side), opts)
    if choice.startswith("sector:"):
        p = WEST_BERLIN
        s.sectors[choice.removeprefix("sector:")] -= 1
    else:
        p = choice.removeprefix("prov:")
    s.ls[p] -= 1
    log(s, side, m("log.ls_removed", province=p), province=p)
    f["n"] -= 1
    return None


@step("rundown_icon")
def rundown_icon(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """1 East factory becomes rundown; with none to run down, 1 infrastructure goes (6.4)."""
    allowed = region_cities(f.get("region"), "east")
    facs = [c for c in rundown_candidates(s) if c in allowed]
    if f["n"] <= 0:
        finish(s, f)
        return None
    if facs:
        if choice is None:
            return prompt(_by(f), "rundown", m("prompt.rundown"),
                          ((f"city:{c}", m("opt.city_value", city=c, value=factory_value(s, c)),
                            ("city", c)) for c in facs))
        city = choice.removeprefix("city:")
        s.factories[city] = "r"
        log(s, "east", m("log.rundown", city=city), city=city)
    else:
        _, lines = dismantle_sites(s, "east", allowed)
        if not lines:
            finish(s, f)
            return None
        if choice is None:
            return prompt(_by(f), "rundown", m("prompt.rundown_infra"),
                          ((f"line:{ln}", m("opt.line", line=ln), ("line", ln)) for ln in lines))
        s.infra.discard(choice.removeprefix("line:"))
        log(s, "east", m("log.rundown_infra", line=choice.removeprefix("line:")),
            line=choice.removeprefix("line:"))
    f["n"] -= 1
    return None


@step("repair_icon")
def repair_icon(s: State, f: Frame, choice: str | None) -> Prompt | None:
    allowed = region_cities(f.get("region"), "east")
    facs = [c for c in repair_candidates(s) if c in allowed]
    if f["n"] <= 0 or not facs:
        finish(s, f)
        return None
    if choice is None:
        return prompt(_by(f), "repair", m("prompt.repair"),
                      ((f"city:{c}", m("opt.city", city=c), ("city", c)) for c in facs))
    city = choice.removeprefix("city:")
    s.factories[city] = "n"
    log(s, "east", m("log.repair", city=city), city=city)
    f["n"] -= 1
    return None

