"""Icons without arrows (section 6.4), executed for events and for the prestige boxes (9.2).

An icon group is a tuple (kind, side, region, decides, max_per_province, count): consecutive
equal icons of a card form one group, so a printed limit like "at most 2 per province" spans
them. The deciding player orders the groups (section 6.4)."""

from __future__ import annotations

from collections.abc import Callable

from .board import SECTORS, WEST_BERLIN, region_cities, region_provinces
from .economy import dismantle_sites, factory_value, repair_candidates, rundown_candidates
from .flow import Prompt, finish, frame, log, prompt, push, step
from .points import NAMES, _where, site_label
from .state import Frame, State
from .unrest import remove_unrest

Group = tuple[str, str, str | None, str | None, int | None, int]

KIND_LABELS = {
    "build": "build point", "dismantle": "dismantling point", "unrest_add": "+1 unrest",
    "unrest_remove": "−1 unrest", "unrest_move": "move 1 unrest",
    "reduce_to_three": "reduce unrest to 3", "ls_add": "+1 LS (removes 1 unrest)",
    "ls_add_keep_unrest": "+1 LS", "ls_remove": "−1 LS",
    "factory_remove_with_infrastructure": "remove a factory with its infrastructure",
    "rundown": "rundown factory", "repair": "repair factory", "police_red": "red police power",
    "police_pink": "pink police power", "wall_build": "Berlin Wall built",
    "wall_open": "Wall reopened", "stasi_disbandment": "Stasi disbandment",
    "guillaume_affair": "Guillaume affair",
}

# Executors of the icons this module knows; events.py registers the rest.
EXECUTORS: dict[str, Callable[[State, Group, str, str | None], list[Frame]]] = {}


def group_label(g: Group) -> str:
    kind, side, region, decides, cap, n = g
    if kind.startswith("arrow:"):
        track = kind.removeprefix("arrow:").replace("_", " ")
        return f"{track} {('→' if side == 'east' else '←') * n}"
    text = f"{n}× " if n > 1 else ""
    text += f"{KIND_LABELS[kind]} ({NAMES[side]}"
    if region:
        text += f", {region}"
    if cap:
        text += f", at most {cap} per province"
    if decides:
        text += f", {NAMES[decides]} decides where"
    return text + ")"


def groups_of(icons: list[tuple[str, str, str | None, str | None, int | None]]) -> list[Group]:
    out: list[Group] = []
    for icon in icons:
        if out and out[-1][:5] == icon:
            out[-1] = (*icon, out[-1][5] + 1)
        else:
            out.append((*icon, 1))
    return out


def executor(kind: str):
    def register(fn: Callable[[State, Group, str, str | None], list[Frame]]):
        EXECUTORS[kind] = fn
        return fn
    return register


def decider(g: Group, trigger_side: str) -> str:
    return g[3] or trigger_side


@executor("build")
def _build(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    # economy.can_build_factory opens Rheinsberg and the external sites only to icons
    # restricted to them (cards 27, 7, 9)
    return [frame("build", side=g[1], by=by, points=g[5], region=g[2],
                  event=True, optional=False)]


@executor("dismantle")
def _dismantle(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("dismantle", side=g[1], by=by, n=g[5], region=g[2],
                  eod=s.phase > 0 and g[1] == "east")]


@executor("unrest_add")
def _unrest_add(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("add_unrest", side=g[1], by=by, n=g[5], region=g[2], max_per_province=g[4],
                  placed=())]


@executor("unrest_remove")
def _unrest_remove(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("remove_unrest", side=g[1], by=by, n=g[5], region=g[2])]


@executor("ls_add")
def _ls_add(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("ls_icon", side=g[1], by=by, n=g[5], region=g[2], keep=False,
                  max_per_province=g[4], placed=())]


@executor("ls_add_keep_unrest")
def _ls_add_keep(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("ls_icon", side=g[1], by=by, n=g[5], region=g[2], keep=True,
                  max_per_province=g[4], placed=())]


@executor("ls_remove")
def _ls_remove(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("ls_remove", side=g[1], by=by, n=g[5], region=g[2])]


@executor("rundown")
def _rundown(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("rundown_icon", by=by, n=g[5], region=g[2])]


@executor("repair")
def _repair(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("repair_icon", by=by, n=g[5], region=g[2])]


def _choosable(groups: tuple[Group, ...], first: tuple[str, ...]) -> list[int]:
    """Indices of the groups that may go next: while a group of a `first` kind is left, the
    other icons without arrows wait (arrows never wait)."""
    pending_first = any(g[0] in first for g in groups)
    return [i for i, g in enumerate(groups)
            if not pending_first or g[0] in first or g[0].startswith("arrow:")]


@step("icons")
def icons_step(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """Frame: groups (left to execute), by (the triggering player, who orders them, 6.4),
    card, first (kinds that must go before the other icons, almanac No. I)."""
    groups: tuple[Group, ...] = f["groups"]
    if not groups:
        finish(s, f)
        return None
    choosable = _choosable(groups, f.get("first", ()))
    if len(choosable) > 1 and choice is None:
        return prompt(f["by"], "icon_order", "Which icon next?",
                      ((f"icon:{i}", group_label(groups[i])) for i in choosable))
    i = int(choice.removeprefix("icon:")) if choice else choosable[0]
    g = groups[i]
    f["groups"] = groups[:i] + groups[i + 1:]
    push(s, *EXECUTORS[g[0]](s, g, decider(g, f["by"]), f.get("card")))
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
        opts = [(f"prov:{p}", f"LS in {p}") for p in targets if p != WEST_BERLIN]
        if WEST_BERLIN in targets:
            opts += [(f"sector:{sec}", f"LS in West Berlin ({sec} sector)") for sec in even]
        return prompt(_by(f), "ls_icon", f"Put 1 LS into a {NAMES[side]} province", opts)
    if choice.startswith("sector:"):
        p = WEST_BERLIN
        s.sectors[choice.removeprefix("sector:")] += 1
    else:
        p = choice.removeprefix("prov:")
    s.ls[p] += 1
    log(s, side, f"1 LS placed in {p}", province=p)
    if not f["keep"] and remove_unrest(s, p):
        log(s, side, f"The LS removes 1 unrest in {p}", province=p)
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
        opts = [(f"prov:{p}", f"Remove 1 LS in {p} ({s.ls[p]})") for p in targets
                if p != WEST_BERLIN]
        opts += [(f"sector:{sec}", f"Remove 1 LS in West Berlin ({sec} sector)")
                 for sec in SECTORS if WEST_BERLIN in targets and s.sectors[sec] > 0]
        return prompt(_by(f), "ls_remove", f"Remove 1 LS from a {NAMES[side]} province", opts)
    if choice.startswith("sector:"):
        p = WEST_BERLIN
        s.sectors[choice.removeprefix("sector:")] -= 1
    else:
        p = choice.removeprefix("prov:")
    s.ls[p] -= 1
    log(s, side, f"1 LS removed in {p}", province=p)
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
            return prompt(_by(f), "rundown", "Choose an East factory that becomes rundown",
                          ((f"city:{c}", f"{_where(c)} (value {factory_value(s, c)})")
                           for c in facs))
        city = choice.removeprefix("city:")
        s.factories[city] = "r"
        log(s, "east", f"The factory in {_where(city)} becomes rundown", city=city)
    else:
        _, lines = dismantle_sites(s, "east", allowed)
        if not lines:
            finish(s, f)
            return None
        if choice is None:
            return prompt(_by(f), "rundown", "No East factory can run down: remove 1 "
                          "infrastructure instead",
                          ((f"line:{ln}", site_label("line:" + ln)) for ln in lines))
        s.infra.discard(choice.removeprefix("line:"))
        log(s, "east", "An East infrastructure is removed instead of a rundown",
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
        return prompt(_by(f), "repair", "Choose a rundown East factory to repair",
                      ((f"city:{c}", _where(c)) for c in facs))
    city = choice.removeprefix("city:")
    s.factories[city] = "n"
    log(s, "east", f"The factory in {_where(city)} is repaired", city=city)
    f["n"] -= 1
    return None

