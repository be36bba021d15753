"""Unrest, mass protests (section 4, West Berlin's exported markers 10.2), socialists (7) and
police power (8)."""

from __future__ import annotations

from ..msg import m
from .board import SIDE_PROVINCES, SUPPLIERS, WEST_BERLIN
from .economy import markers
from .flow import (
    OptionSpec,
    Prompt,
    finish,
    frame,
    log,
    pick_province,
    prompt,
    province_prompt,
    step,
    trigger,
)
from .state import Frame, State


def add_unrest(s: State, province: str, n: int = 1) -> None:
    before = s.unrest[province] // 4
    s.unrest[province] += n
    if province == WEST_BERLIN:
        new = s.unrest[province] // 4 - before
        if new > 0:
            trigger(s, frame("wb_import", n=new))


def remove_unrest(s: State, province: str, n: int = 1) -> int:
    """Remove up to n unrest counters; returns how many were removed."""
    k = min(n, s.unrest[province])
    before = s.unrest[province] // 4
    s.unrest[province] -= k
    if province == WEST_BERLIN:
        lost = before - s.unrest[province] // 4
        if lost > 0:
            trigger(s, frame("wb_unimport", n=lost))
    return k


def side_markers(s: State, side: str) -> int:
    return sum(markers(s, p) for p in SIDE_PROVINCES[side])


def provinces_with_protest(s: State, side: str) -> list[str]:
    return [p for p in SIDE_PROVINCES[side] if markers(s, p) > 0]


@step("wb_import")
def wb_import(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """10.2: each new mass protest in West Berlin exports one to a supplier East chooses."""
    if choice is None:
        return province_prompt("east", "wb_import", m("prompt.wb_import"), SUPPLIERS)
    supplier = choice.removeprefix("prov:")
    s.imported[supplier] = s.imported.get(supplier, 0) + 1
    log(s, "east", m("log.wb_import", supplier=supplier), province=supplier)
    _count_down(s, f)
    return None


@step("wb_unimport")
def wb_unimport(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """10.2: when a West Berlin mass protest ends, an imported marker goes (East chooses)."""
    holders = [p for p in SUPPLIERS if s.imported.get(p, 0) > 0]
    if choice is None and not holders:
        finish(s, f)
        return None
    supplier = pick_province("east", "wb_unimport", m("prompt.wb_unimport"), holders, choice)
    if isinstance(supplier, Prompt):
        return supplier
    s.imported[supplier] -= 1
    if not s.imported[supplier]:
        del s.imported[supplier]
    log(s, "east", m("log.wb_unimport", supplier=supplier), province=supplier)
    _count_down(s, f)
    return None


def _count_down(s: State, f: Frame) -> None:
    f["n"] -= 1
    if f["n"] <= 0:
        finish(s, f)


@step("socialists")
def socialists_move(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """Section 7: socialists go from the holding box to East provinces with mass protests."""
    targets = provinces_with_protest(s, "east")
    if s.box <= 0 or not targets:
        finish(s, f)
        return None
    p = pick_province("east", "socialist", m("prompt.socialist"), targets, choice)
    if isinstance(p, Prompt):
        return p
    s.box -= 1
    s.socialists[p] = s.socialists.get(p, 0) + 1
    remove_unrest(s, p)
    log(s, "east", m("log.socialist_moves", province=p), province=p)
    return None


def police_available(s: State) -> bool:
    return not s.stasi_disbanded and any(not used for _, _, used in s.police)


def use_police(s: State, province: str) -> None:
    """Section 8: the removed counter waits on the card until phase 9.8."""
    for i, (card, colour, used) in enumerate(s.police):
        if not used:
            s.police[i] = (card, colour, True)
            remove_unrest(s, province)
            log(s, "east", m("log.police_used", card=card, province=province), card=card,
                province=province)
            return
    raise ValueError("no unused police power card")


def police_options(s: State) -> list[OptionSpec]:
    if not police_available(s):
        return []
    return [(f"police:{p}", m("opt.police", province=p), ("prov", p))
            for p in SIDE_PROVINCES["east"] if s.unrest[p] > 0]


@step("police_window")
def police_window(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """Section 8: East may use police power during its action (here: before socialists move)."""
    options = police_options(s)
    if not options:
        finish(s, f)
        return None
    if choice is None:
        return prompt("east", "police", m("prompt.police"),
                      [*options, ("done", m("opt.end_action"))])
    if choice == "done":
        finish(s, f)
    else:
        use_police(s, choice.removeprefix("police:"))
    return None
