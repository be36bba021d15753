"""Single placements shared by actions, events and the End of Decade: build points (5.1),
dismantling points (5.2), unrest counters added or removed (section 4)."""

from __future__ import annotations

from .board import (
    CITY_PROVINCE,
    LINES,
    WEST_BERLIN,
    region_cities,
    region_provinces,
)
from .economy import build_sites, dismantle_sites, factory_value, remove_factory
from .flow import Prompt, finish, log, prompt, step
from .state import Frame, State
from .unrest import add_unrest, remove_unrest

NAMES = {"west": "West", "east": "East"}


def site_label(site: str) -> str:
    kind, _, name = site.partition(":")
    if kind == "city":
        return name
    line = LINES[name]
    a, _, b = name.split("@")[0].partition("~")
    if line.near:
        return f"line {a}–{b} (at {line.near})"
    return f"line {a}–{b}"


def _where(city: str) -> str:
    p = CITY_PROVINCE[city]
    return f"{city} ({p})" if p else city


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
            log(s, side, f"{NAMES[side]} has no site to build on: {f['points']} build point(s) "
                "lost")
        finish(s, f)
        return None
    if choice is None:
        opts = [(f"city:{c}", f"Factory in {_where(c)}") for c in cities]
        opts += [(f"line:{ln}", f"Infrastructure on the {site_label('line:' + ln)}")
                 for ln in lines]
        if f.get("optional", True):
            opts.append(("done", "Stop building"))
        return prompt(_decider(f), "build",
                      f"{NAMES[side]} builds: {f['points']} build point(s) left", opts)
    if choice == "done":
        finish(s, f)
        return None
    kind, _, name = choice.partition(":")
    if kind == "city":
        s.factories[name] = "n"
        log(s, side, f"{NAMES[side]} builds a factory in {_where(name)}", city=name)
    else:
        s.infra.add(name)
        log(s, side, f"{NAMES[side]} builds infrastructure on the {site_label(choice)}",
            line=name)
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
            s.result = {"winner": "west", "reason": "national insolvency", "decade": s.decade}
            log(s, None, "East cannot pay a dismantling point: national insolvency. West wins.")
        else:
            log(s, side, f"{NAMES[side]} has nothing left to dismantle")
        finish(s, f)
        return None
    if choice is None:
        opts = [(f"city:{c}", f"Remove the factory in {_where(c)} (value "
                 f"{factory_value(s, c)})") for c in cities]
        opts += [(f"line:{ln}", f"Remove infrastructure on the {site_label('line:' + ln)}")
                 for ln in lines]
        left = f["n"] - f.get("k", 0)
        return prompt(_decider(f), "dismantle",
                      f"Dismantle {NAMES[side]}'s economy: {left} point(s) left", opts)
    kind, _, name = choice.partition(":")
    who = NAMES[_decider(f)]
    if kind == "city":
        remove_factory(s, name)
        log(s, side, f"{who} dismantles the factory in {_where(name)}", city=name)
    else:
        s.infra.discard(name)
        log(s, side, f"{who} dismantles infrastructure on the {site_label(choice)}", line=name)
    f["k"] = f.get("k", 0) + 1
    return None


def _unrest_provinces(s: State, f: Frame) -> list[str]:
    side = f["side"]
    provinces = region_provinces(f.get("region"), side)
    if f.get("no_west_berlin"):
        provinces = tuple(p for p in provinces if p != WEST_BERLIN)
    return list(provinces)


@step("remove_unrest")
def remove_unrest_step(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """Frame: side, by, n, region. Non-executable removals are skipped (6.4)."""
    side = f["side"]
    targets = [p for p in _unrest_provinces(s, f) if s.unrest[p] > 0]
    if f["n"] <= 0 or not targets:
        finish(s, f)
        return None
    if choice is None:
        return prompt(_decider(f), "remove_unrest",
                      f"Remove 1 unrest counter from a {NAMES[side]} province ({f['n']} left)",
                      ((f"prov:{p}", f"{p} ({s.unrest[p]} unrest)") for p in targets))
    p = choice.removeprefix("prov:")
    remove_unrest(s, p)
    log(s, side, f"1 unrest removed in {p}", province=p)
    f["n"] -= 1
    return None


@step("add_unrest")
def add_unrest_step(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """Frame: side, by, n, region, max_per_province, placed (provinces so far)."""
    side = f["side"]
    cap = f.get("max_per_province")
    placed = f.get("placed", ())
    targets = [p for p in _unrest_provinces(s, f) if cap is None or placed.count(p) < cap]
    if f["n"] <= 0 or not targets:
        finish(s, f)
        return None
    if choice is None:
        return prompt(_decider(f), "add_unrest",
                      f"Put 1 unrest counter into a {NAMES[side]} province ({f['n']} left)",
                      ((f"prov:{p}", f"{p} ({s.unrest[p]} unrest)") for p in targets))
    p = choice.removeprefix("prov:")
    add_unrest(s, p)
    log(s, side, f"1 unrest added in {p}", province=p)
    f["n"] -= 1
    f["placed"] = (*placed, p)
    return None

