"""Card events (section 6.4): who may trigger what, the dual card's skip, arrows, and the icons
beyond the basic ones of icons.py (unrest move, reduce to three, factory removal, police,
the Wall, Stasi disbandment, Guillaume affair)."""

from __future__ import annotations

from functools import cache

from ..msg import m
from .board import (
    CITY_CONNS,
    CONNECTIONS,
    SIDE_PROVINCES,
    region_cities,
    region_provinces,
)
from .data import Card, cards
from .economy import dismantle_capacity, markers
from .flow import OptionSpec, Prompt, finish, frame, log, prompt, push, step
from .icons import Group, executor, group_arg, groups_of
from .knowledge import learn_guillaume_look, learn_guillaume_removal, learn_guillaume_swap
from .state import Frame, State
from .tracks import move
from .unrest import add_unrest, remove_unrest

TRIGGER_COLOURS = {"west": ("yellow", "dual"), "east": ("red", "dual")}
TRACKS = ("prestige", "western_currency", "socialist")
# Almanac No. I: first the two reductions to 3, then the 2 unrest removals.
FIRST_KINDS = {"I": ("reduce_to_three",)}


def special_playable(s: State) -> bool:
    """Special cards: East only, event only."""
    return s.special is not None and can_trigger(s, "east", s.special)


IconTuple = tuple[str, str, str | None, str | None, int | None]


@cache
def card_icons(card: str) -> tuple[IconTuple, ...]:
    """A card's icons without arrows as plain tuples (kind, side, region, decides, max)."""
    return tuple((i.do, i.to, i.region, i.decides, i.max_per_province)
                 for i in cards()[card].event.icons)


@cache
def _hits_own(card: str, side: str) -> bool:
    return any(i[0] == "dismantle" and i[1] == side for i in card_icons(card))


def _own_dismantles_payable(s: State, side: str, icons: list[IconTuple]) -> bool:
    """6.4: the dismantle icons that hit the triggering player's own economy must not ask for
    more than it has (per printed region and in total)."""
    regions = [i[2] for i in icons if i[0] == "dismantle" and i[1] == side]
    if not regions:
        return True
    if dismantle_capacity(s, side) < len(regions):
        return False
    for region in set(regions) - {None}:
        allowed = region_cities(region, side)
        if dismantle_capacity(s, side, allowed) < regions.count(region):
            return False
    return True


def _after_skip(c: Card, skip: str) -> list[IconTuple]:
    """The icons left after a dual card's skip ("none", "arrow:<track>" or "icon:<i>")."""
    icons = list(card_icons(c.id))
    if skip.startswith("icon:"):
        del icons[int(skip.removeprefix("icon:"))]
    return icons


def can_trigger(s: State, side: str, card: str) -> bool:
    """6.4: East red and dual, West yellow and dual, special cards East only; never an event
    that makes you dismantle more of your own pieces than you have (a dual may skip one)."""
    c = cards()[card]
    if c.colour == "special":
        allowed = side == "east"
    else:
        allowed = c.colour in TRIGGER_COLOURS[side]
    if not allowed:
        return False
    if not _hits_own(card, side):
        return True
    if c.colour == "dual":
        return bool(skip_options(s, side, c))
    return _own_dismantles_payable(s, side, list(card_icons(card)))


def event_frames(s: State, side: str, card: str) -> list[Frame]:
    return [frame("event", side=side, card=card, skip=None)]


def _arrow_groups(arrows: dict[str, int]) -> list[Group]:
    return [Group(f"arrow:{t}", "east" if d > 0 else "west", None, None, None, abs(d))
            for t in TRACKS if (d := arrows.get(t, 0))]


def skip_options(s: State, side: str, c: Card) -> list[OptionSpec]:
    """A dual card's choices (6.4): ignore nothing, 1 arrow or 1 icon without arrows (equal
    icons give one option); a choice that leaves the trigger dismantling more of its own
    pieces than it has is not offered."""
    opts = [("skip:none", m("opt.skip_none"))]
    for t in TRACKS:
        d = c.event.arrows.get(t, 0)
        if d:
            arrow = {"track": t, "toward": "east" if d > 0 else "west", "n": 1}
            opts.append((f"skip:arrow:{t}", m("opt.skip_arrow", group=arrow)))
    seen = set()
    for i, icon in enumerate(card_icons(c.id)):
        if icon in seen:
            continue
        seen.add(icon)
        opts.append((f"skip:icon:{i}", m("opt.skip_icon", group=group_arg(Group(*icon, 1)))))
    return [(o, msg) for o, msg in opts
            if _own_dismantles_payable(s, side, _after_skip(c, o.removeprefix("skip:")))]


@step("event")
def event(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """Frame: side (triggering player), card, skip (dual cards: what is ignored)."""
    side, card = f["side"], f["card"]
    c = cards()[card]
    if c.colour == "dual" and f["skip"] is None:
        if choice is None:
            return prompt(side, "event_skip", m("prompt.event_skip", card=card),
                          skip_options(s, side, c))
        f["skip"] = choice.removeprefix("skip:")
        return None
    finish(s, f)
    skip = f["skip"] or "none"
    icons = _after_skip(c, skip)
    arrows = dict(c.event.arrows)
    if skip.startswith("icon:"):
        log(s, side, m("log.skip_icon", side=side))
    elif skip.startswith("arrow:"):
        t = skip.removeprefix("arrow:")
        arrows[t] -= 1 if arrows[t] > 0 else -1
        log(s, side, m("log.skip_arrow", side=side, track=t))
    groups = _arrow_groups(arrows) + groups_of(icons)
    push(s, frame("icons", groups=tuple(groups), by=side, card=card,
                  first=FIRST_KINDS.get(card, ())))
    return None


# --- arrows ----------------------------------------------------------------------------------


def _arrow(track: str):
    def run(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
        move(s, track, g.n if g.side == "east" else -g.n)
        return []
    return run


for _t in TRACKS:
    executor(f"arrow:{_t}")(_arrow(_t))


# --- police, the Wall ------------------------------------------------------------------------


def _police(colour: str):
    def run(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
        if s.stasi_disbanded:
            log(s, "east", m("log.police_void"))
            return []
        if card is None:
            return []
        s.police.append((card, colour, False))
        log(s, "east", m(f"log.police_{colour}", card=card), card=card)
        return []
    return run


executor("police_red")(_police("red"))
executor("police_pink")(_police("pink"))


@executor("wall_build")
def _wall_build(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    s.wall = True
    log(s, "east", m("log.wall_built"))
    return []


@executor("wall_open")
def _wall_open(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    s.wall = False
    log(s, "east", m("log.wall_open"))
    return []


# --- unrest move, reduce to three ------------------------------------------------------------


@executor("unrest_move")
def _unrest_move(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("move_unrest", side=g.side, by=by, n=g.n, region=g.region)]


@step("move_unrest")
def move_unrest(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """Move 1 unrest counter of the affected player into another of its provinces."""
    side = f["side"]
    provinces = region_provinces(f.get("region"), side)
    sources = [p for p in provinces if s.unrest[p] > 0]
    if f["n"] <= 0 or not sources or len(provinces) < 2:
        finish(s, f)
        return None
    if choice is None:
        return prompt(f["by"], "move_unrest", m("prompt.move_unrest", side=side, n=f["n"]),
                      ((f"move:{a}:{b}", m("opt.move", source=a, dest=b)) for a in sources
                       for b in provinces if b != a))
    _, a, b = choice.split(":")
    remove_unrest(s, a)
    add_unrest(s, b)
    log(s, side, m("log.unrest_moved", source=a, dest=b), province=b)
    f["n"] -= 1
    return None


@executor("reduce_to_three")
def _reduce(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("reduce_three", side=g.side, by=by, n=g.n)]


@step("reduce_three")
def reduce_three(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """In a province with mass protest marker(s), reduce the unrest down to 3."""
    side = f["side"]
    targets = [p for p in SIDE_PROVINCES[side] if s.unrest[p] > 3 and markers(s, p) > 0]
    if f["n"] <= 0 or not targets:
        finish(s, f)
        return None
    if choice is None:
        return prompt(f["by"], "reduce_three", m("prompt.reduce_three"),
                      ((f"prov:{p}", m("opt.unrest_in", province=p, unrest=s.unrest[p]),
                        ("prov", p)) for p in targets))
    p = choice.removeprefix("prov:")
    n = remove_unrest(s, p, s.unrest[p] - 3)
    log(s, side, m("log.reduced_three", province=p, n=n), province=p)
    f["n"] -= 1
    return None


# --- factory removal (cards 37, 73) ----------------------------------------------------------


@executor("factory_remove_with_infrastructure")
def _factory_remove(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("factory_remove", by=by, region=g.region, side=g.side)]


@step("factory_remove")
def factory_remove(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """1 factory and all its infrastructure are removed; that site never comes back."""
    allowed = region_cities(f.get("region"), f["side"])
    targets = [c for c in sorted(allowed) if c in s.factories]
    if not targets:
        finish(s, f)
        return None
    if choice is None and len(targets) > 1:
        return prompt(f["by"], "factory_remove", m("prompt.factory_remove"),
                      ((f"city:{c}", m("opt.city", city=c), ("city", c)) for c in targets))
    city = choice.removeprefix("city:") if choice else targets[0]
    finish(s, f)
    del s.factories[city]
    s.dead_sites.add(city)
    for ci in CITY_CONNS[city]:
        for line in CONNECTIONS[ci].lines:
            s.infra.discard(line)
    log(s, "east", m("log.factory_removed", city_name=city), city=city)
    return None


# --- Stasi disbandment -----------------------------------------------------------------------


@executor("stasi_disbandment")
def _stasi(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    waiting = sum(1 for _, _, used in s.police if used)
    s.discard.extend(c for c, _, _ in s.police)
    s.police = []
    s.stasi_disbanded = True
    log(s, "east", m("log.stasi", n=waiting))
    if not waiting:
        return []
    return [frame("add_unrest", side="east", by="east", n=waiting, max_per_province=1,
                  placed=())]


# --- Guillaume affair ------------------------------------------------------------------------


@executor("guillaume_affair")
def _guillaume(s: State, g: Group, by: str, card: str | None) -> list[Frame]:
    return [frame("guillaume", look=None)]


@step("guillaume")
def guillaume(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """East examines West's hand or the top 2 deck cards, then may swap one of its own hand
    cards for one of them, or (deck only) remove one of the two from the game. What each side
    learns is kept as data (knowledge.py)."""
    if f["look"] is None:
        if choice is None:
            return prompt("east", "guillaume", m("prompt.guillaume_look"),
                          [("look:hand", m("opt.look_hand", n=len(s.hands["west"]))),
                           ("look:deck", m("opt.look_deck", n=min(2, len(s.deck))))])
        f["look"] = choice.removeprefix("look:")
        s.reveals += 1
        seen = list(s.hands["west"]) if f["look"] == "hand" else s.deck[-2:]
        learn_guillaume_look(s, f["look"], seen)
        log(s, "east", m("log.guillaume_look", look=f["look"]))
        log(s, "east", m("log.guillaume_seen", cards=seen), to="east")
        return None
    seen = list(s.hands["west"]) if f["look"] == "hand" else s.deck[-2:]
    if choice is None:
        opts: list[OptionSpec] = [
            (f"swap:{mine}:{theirs}", m("opt.swap", mine=mine, theirs=theirs))
            for mine in s.hands["east"] for theirs in seen]
        if f["look"] == "deck":
            opts += [(f"remove:{c}", m("opt.remove_card", card=c), ("card", c)) for c in seen]
        opts.append(("nothing", m("opt.change_nothing")))
        # The prompt text is shown to West too (only the options are private): no card names.
        return prompt("east", "guillaume", m("prompt.guillaume_deck" if f["look"] == "deck"
                                             else "prompt.guillaume_hand"), opts)
    finish(s, f)
    if choice.startswith("swap:"):
        _, mine, theirs = choice.split(":")
        s.hands["east"].remove(mine)
        s.hands["east"].append(theirs)
        pile = s.hands["west"] if f["look"] == "hand" else s.deck
        pile[pile.index(theirs)] = mine
        learn_guillaume_swap(s, f["look"], mine, theirs)
        log(s, "east", m("log.guillaume_swap"))
        log(s, "east", m("log.guillaume_gives", mine=mine, theirs=theirs), to="east")
    elif choice.startswith("remove:"):
        c = choice.removeprefix("remove:")
        s.deck.remove(c)
        s.removed.append(c)
        learn_guillaume_removal(s, c)
        log(s, "east", m("log.guillaume_remove"))
        log(s, "east", m("log.guillaume_removes", card=c), to="east")
    return None
