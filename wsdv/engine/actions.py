"""A player's turn: choose a card (section B.3), then one of the four actions (section 6):
6.1 remove 1 unrest, 6.2 build, 6.3 increase living standard, 6.4 the card event."""

from __future__ import annotations

from ..msg import m
from . import events
from .board import (
    CITY_KIND,
    HAMBURG,
    HAMBURG_PROVINCES,
    SECTOR_OF_SUPPLIER,
    SIDE_PROVINCES,
    SUPPLIERS,
    WEST_BERLIN,
)
from .data import cards
from .economy import dismantle_capacity, economy, external_targets
from .flow import Prompt, finish, frame, log, prompt, push, step
from .state import Frame, State
from .unrest import police_options, remove_unrest, use_police

OWN_COLOUR = {"west": "yellow", "east": "red"}


def playable_cards(s: State, side: str) -> list[str]:
    out = list(s.display)
    if side == "east" and s.special is not None and events.special_playable(s):
        out.append(s.special)
    out += s.hands[side]
    return out


@step("turn")
def turn(s: State, f: Frame, choice: str | None) -> Prompt | None:
    side = f["side"]
    if choice is None:
        opts = []
        for c in s.display:
            opts.append((f"card:{c}", m("opt.card_display", card=c), ("card", c)))
        if side == "east" and s.special is not None and events.special_playable(s):
            opts.append((f"card:{s.special}", m("opt.card_special", card=s.special),
                         ("card", s.special)))
        for c in s.hands[side]:
            opts.append((f"card:{c}", m("opt.card_hand", card=c), ("card", c)))
        if side == "east":
            opts += police_options(s)
        return prompt(side, "card", m("prompt.card", side=side), opts)
    if choice.startswith("police:"):
        use_police(s, choice.removeprefix("police:"))
        return None
    card = choice.removeprefix("card:")
    if card in s.display:
        s.display.remove(card)
        src = "display"
    elif card == s.special:
        s.special = None
        src = "special"
    else:
        s.hands[side].remove(card)
        src = "hand"
    log(s, side, m(f"log.take_{src}", side=side, card=card), card=card)
    finish(s, f)
    s.turn = side
    if src == "special":
        push(s, frame("special_cost", side=side), *events.event_frames(s, side, card),
             frame("after_action", side=side, card=card))
    else:
        push(s, frame("action", side=side, card=card), frame("after_action", side=side,
                                                              card=card))
    return None


def unrest_action_allowed(s: State, side: str, card: str) -> bool:
    """6.1: only with unrest to remove; a card not of your colour costs a dismantling point."""
    if not any(s.unrest[p] > 0 for p in SIDE_PROVINCES[side]):
        return False
    return cards()[card].colour == OWN_COLOUR[side] or dismantle_capacity(s, side) > 0


@step("action")
def action(s: State, f: Frame, choice: str | None) -> Prompt | None:
    side, card = f["side"], f["card"]
    c = cards()[card]
    value = c.value_for(side)
    if choice is None:
        opts = []
        if unrest_action_allowed(s, side, card):
            free = c.colour == OWN_COLOUR[side]
            opts.append(("unrest", m("opt.unrest_free" if free else "opt.unrest_dismantle")))
        opts.append(("build", m("opt.build", value=value)))
        opts.append(("ls", m("opt.ls", value=value)))
        if events.can_trigger(s, side, card):
            opts.append(("event", m("opt.event", card=card)))
        return prompt(side, "action", m("prompt.action", side=side, card=card), opts)
    finish(s, f)
    if choice == "unrest":
        log(s, side, m("log.action_unrest", side=side, card=card), card=card)
        frames = [frame("remove_unrest", side=side, by=side, n=1)]
        if c.colour != OWN_COLOUR[side]:
            frames.append(frame("dismantle", side=side, by=side, n=1))
        push(s, *frames)
    elif choice == "build":
        log(s, side, m("log.action_build", side=side, card=card, value=value), card=card)
        push(s, frame("build", side=side, by=side, points=value, optional=True))
    elif choice == "ls":
        log(s, side, m("log.action_ls", side=side, card=card, value=value), card=card)
        push(s, frame("ls", side=side, budget=value, placed=(), hamburg=None, ext=()))
    else:
        log(s, side, m("log.action_event", side=side, card=card), card=card)
        push(s, *events.event_frames(s, side, card))
    return None


# --- 6.3 Increase your living standard ----------------------------------------------------


def _externals(f: Frame) -> dict[str, str]:
    return dict(f["ext"])


def _pending_external(s: State, f: Frame) -> tuple[str, list[str]] | None:
    assigned = _externals(f)
    for city in s.factories:
        if CITY_KIND[city] == "external" and city not in assigned:
            targets = external_targets(s, city)
            if targets:
                return city, targets
    return None


def ls_need(s: State, f: Frame, province: str) -> int:
    """Top-up points the next LS of a province needs (<= 0: none)."""
    econ = economy(s, province, f["hamburg"], _externals(f))
    return 3 * (s.ls[province] + 1) - econ


def ls_targets(s: State, f: Frame) -> list[tuple[str, int]]:
    if len(f["placed"]) >= 3:
        return []
    out = []
    for p in SIDE_PROVINCES[f["side"]]:
        if p == WEST_BERLIN or p in f["placed"]:
            continue
        need = max(0, ls_need(s, f, p))
        if need <= min(2, f["budget"]):
            out.append((p, need))
    return out


def hamburg_need(s: State, f: Frame, province: str) -> int:
    return max(0, ls_need(s, {**f, "hamburg": province}, province))


def hamburg_matters(s: State, f: Frame) -> bool:
    """10.3: ask West only when Hamburg's province changes which LS the action can place."""
    options = [tuple(ls_targets(s, {**f, "hamburg": p})) for p in HAMBURG_PROVINCES]
    return options[0] != options[1]


def transfer_candidates(s: State, f: Frame) -> list[str]:
    """10.2: a supplier that got an LS now has more LS than West Berlin, and its sector may
    take the next LS (sectors fill evenly)."""
    if f["side"] != "west":
        return []
    low = min(s.sectors.values())
    return [p for p in f["placed"] if p in SUPPLIERS and s.ls[p] > s.ls[WEST_BERLIN]
            and s.sectors[SECTOR_OF_SUPPLIER[p]] == low]


@step("ls")
def ls_action(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """Frame: side, budget (card value left), placed, hamburg (10.3), ext (10.5)."""
    side = f["side"]
    if side == "west" and f["hamburg"] is None and HAMBURG in s.factories:
        if choice is None and hamburg_matters(s, f):
            return prompt("west", "hamburg", m("prompt.hamburg_action"),
                          ((f"hamburg:{p}", m("opt.hamburg_action", province=p,
                                               need=hamburg_need(s, f, p)), ("prov", p))
                           for p in HAMBURG_PROVINCES))
        f["hamburg"] = (choice or f"hamburg:{HAMBURG_PROVINCES[0]}").removeprefix("hamburg:")
        return None
    pending = _pending_external(s, f) if side == "east" else None
    if pending is not None:
        city, targets = pending
        if len(targets) > 1 and choice is None:
            return prompt("east", "external", m("prompt.external", city_name=city),
                          ((f"assign:{city}:{p}", m("opt.province", province=p), ("prov", p))
                           for p in targets))
        target = choice.rsplit(":", 1)[1] if choice else targets[0]
        f["ext"] = (*f["ext"], (city, target))
        return None
    targets = ls_targets(s, f)
    if not targets:
        return _ls_finish(s, f)
    if choice is None:
        opts = [(f"prov:{p}", m("opt.ls_uses" if need else "opt.ls_in", province=p, need=need),
                 ("prov", p)) for p, need in targets]
        opts.append(("done", m("opt.ls_done")))
        return prompt(side, "ls", m("prompt.ls", side=side, placed=len(f["placed"]),
                                    budget=f["budget"]), opts)
    if choice == "done":
        return _ls_finish(s, f)
    p = choice.removeprefix("prov:")
    need = max(0, ls_need(s, f, p))
    s.ls[p] += 1
    f["budget"] -= need
    f["placed"] = (*f["placed"], p)
    log(s, side, m("log.ls_placed", side=side, province=p), province=p)
    return None


def _ls_finish(s: State, f: Frame) -> None:
    finish(s, f)
    push(s, frame("ls_transfer", side=f["side"], placed=f["placed"]))
    return None


@step("ls_transfer")
def ls_transfer(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """10.2 transfer, then each placed LS removes 1 unrest there (or in West Berlin)."""
    candidates = transfer_candidates(s, f)
    if candidates and choice is None:
        # each placed LS then removes 1 unrest where it stands: the transferred one in West
        # Berlin, no longer in its supplier
        key = "opt.transfer" if s.unrest[WEST_BERLIN] else "opt.transfer_idle"
        opts = [(f"transfer:{p}", m(key, supplier=p, sector=SECTOR_OF_SUPPLIER[p]),
                 ("prov", p)) for p in candidates]
        calmed = [q for q in dict.fromkeys(f["placed"]) if s.unrest[q]]
        opts.append(("no_transfer", m("opt.no_transfer_calms", provinces=calmed) if calmed
                     else m("opt.no_transfer")))
        return prompt("west", "transfer", m("prompt.transfer", provinces=list(f["placed"])),
                      opts)
    transferred = None
    if choice and choice.startswith("transfer:"):
        transferred = choice.removeprefix("transfer:")
        sector = SECTOR_OF_SUPPLIER[transferred]
        s.ls[transferred] -= 1
        s.ls[WEST_BERLIN] += 1
        s.sectors[sector] += 1
        if transferred not in s.wb_suppliers:
            s.wb_suppliers = (*s.wb_suppliers, transferred)
        log(s, "west", m("log.transfer", supplier=transferred, sector=sector),
            province=WEST_BERLIN)
    finish(s, f)
    for p in f["placed"]:
        target = WEST_BERLIN if p == transferred else p
        if remove_unrest(s, target):
            log(s, f["side"], m("log.ls_unrest", province=target), province=target)
    return None

