"""Single placements shared by actions, events and the End of Decade: build points (5.1),
dismantling points (5.2), unrest counters added or removed (section 4)."""

from __future__ import annotations

from collections.abc import Callable

from ..msg import Msg, m
from .board import SIDE_OF_PROVINCE, WEST_BERLIN, region_cities, region_provinces
from .economy import build_sites, dismantle_sites, factory_value, remove_factory
from .flow import Prompt, end_game, finish, log, prompt, step
from .state import Frame, State
from .unrest import add_unrest, remove_unrest, side_markers


def _decider(f: Frame) -> str:
    by = f["by"]
    return by[f.get("k", 0) % len(by)] if isinstance(by, tuple) else by


@step("build")
def build(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """Frame: side, by, points, region, event (sites only events allow), optional."""
    side = f["side"]
    allowed = region_cities(f.get("region"), side)
    cities, lines = build_sites(s, side, allowed, f.get("event", False))
    if f["points"] <= 0 or not (cities or lines):
        if f["points"] > 0:
            log(s, side, m("log.build_lost", side=side, n=f["points"]))
        finish(s, f)
        return None
    if choice is None:
        opts = [(f"city:{c}", m("opt.factory", city=c), ("city", c)) for c in cities]
        opts += [(f"line:{ln}", m("opt.infra", line=ln), ("line", ln)) for ln in lines]
        if f.get("optional", True):
            opts.append(("done", m("opt.build_done")))
        return prompt(_decider(f), "build", m("prompt.build", side=side, n=f["points"]), opts)
    if choice == "done":
        finish(s, f)
        return None
    kind, _, name = choice.partition(":")
    if kind == "city":
        s.factories[name] = "n"
        log(s, side, m("log.build_factory", side=side, city=name), city=name)
    else:
        s.infra.add(name)
        log(s, side, m("log.build_infra", side=side, line=name), line=name)
    f["points"] -= 1
    return None


@step("dismantle")
def dismantle(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """Frame: side (whose economy), by (decider or tuple of alternating deciders), n,
    k (points done), region, eod (national insolvency when East cannot pay)."""
    side = f["side"]
    region = f.get("region")
    allowed = region_cities(region, side) if region else None
    if f.get("k", 0) >= f["n"]:
        finish(s, f)
        return None
    cities, lines = dismantle_sites(s, side, allowed)
    if not (cities or lines):
        if f.get("eod") and side == "east":
            end_game(s, "west", "national insolvency", m("log.insolvent_dismantle"))
        else:
            log(s, side, m("log.nothing_to_dismantle", side=side))
        finish(s, f)
        return None
    if choice is None:
        opts = [(f"city:{c}", m("opt.remove_factory", city=c, value=factory_value(s, c)),
                 ("city", c)) for c in cities]
        opts += [(f"line:{ln}", m("opt.remove_infra", line=ln), ("line", ln)) for ln in lines]
        left = f["n"] - f.get("k", 0)
        who = _decider(f)
        if isinstance(f["by"], tuple) and left > 1 and len(set(f["by"])) > 1:
            # 9.1, 9.3: the sides take the points in turn; the next one is the other's
            nxt = f["by"][(f.get("k", 0) + 1) % len(f["by"])]
            msg = m("prompt.dismantle_turns", side=side, n=left, by=who, starter=nxt)
        else:
            msg = m("prompt.dismantle", side=side, n=left)
        return prompt(who, "dismantle", msg, opts)
    kind, _, name = choice.partition(":")
    who = _decider(f)
    if kind == "city":
        remove_factory(s, name)
        log(s, side, m("log.dismantle_factory", by=who, city=name), city=name)
    else:
        s.infra.discard(name)
        log(s, side, m("log.dismantle_infra", by=who, line=name), line=name)
    f["k"] = f.get("k", 0) + 1
    return None


def _unrest_provinces(s: State, f: Frame) -> list[str]:
    side = f["side"]
    provinces = region_provinces(f.get("region"), side)
    if f.get("no_west_berlin"):
        provinces = tuple(p for p in provinces if p != WEST_BERLIN)
    return list(provinces)


# add_unrest / remove_unrest, one counter per choice: (prompt, log entry, the rule function)
_UNREST: dict[str, tuple[str, str, Callable[[State, str], object]]] = {
    "add_unrest": ("prompt.add_unrest", "log.unrest_added", add_unrest),
    "remove_unrest": ("prompt.remove_unrest", "log.unrest_removed", remove_unrest)}


def unrest_option(s: State, p: str, kind: str) -> Msg:
    """A province as an option to add or remove unrest, saying when that starts or ends a
    mass protest (section 4: every 4 unrest; in West Berlin one more is exported to a
    supplier, 10.2) and, when it starts one, the side's count after it (9.10: 4 collapse)."""
    u = s.unrest[p]
    if kind == "add_unrest" and (u + 1) % 4 == 0:
        side = SIDE_OF_PROVINCE[p]
        new = 2 if p == WEST_BERLIN else 1
        return m("opt.unrest_in_protest", province=p, unrest=u, side=side,
                 total=side_markers(s, side) + new)
    if kind != "add_unrest" and u and u % 4 == 0:
        return m("opt.unrest_in_calm", province=p, unrest=u)
    return m("opt.unrest_in", province=p, unrest=u)


def _unrest_targets(s: State, f: Frame, kind: str) -> list[str]:
    provinces = _unrest_provinces(s, f)
    if kind == "remove_unrest":
        return [p for p in provinces if s.unrest[p] > 0]
    cap = f.get("max_per_province")
    placed = f.get("placed", ())
    return [p for p in provinces if cap is None or placed.count(p) < cap]


def _unrest_step(s: State, f: Frame, choice: str | None, kind: str) -> Prompt | None:
    side = f["side"]
    targets = _unrest_targets(s, f, kind)
    if f["n"] <= 0 or not targets:
        finish(s, f)
        return None
    ask, said, change = _UNREST[kind]
    if choice is None:
        return prompt(_decider(f), kind, m(ask, side=side, n=f["n"]),
                      ((f"prov:{p}", unrest_option(s, p, kind), ("prov", p)) for p in targets))
    p = choice.removeprefix("prov:")
    change(s, p)
    log(s, side, m(said, province=p), province=p)
    f["n"] -= 1
    if kind == "add_unrest":
        f["placed"] = (*f.get("placed", ()), p)
    return None


@step("remove_unrest")
def remove_unrest_step(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """Frame: side, by, n, region. Non-executable removals are skipped (6.4)."""
    return _unrest_step(s, f, choice, "remove_unrest")


@step("add_unrest")
def add_unrest_step(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """Frame: side, by, n, region, max_per_province, placed (provinces so far)."""
    return _unrest_step(s, f, choice, "add_unrest")
