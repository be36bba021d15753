"""Shared helpers to set up positions for rules tests: edit a fresh game's state, replace its
flow stack, make choices. Only add functions here; other test files rely on the existing ones."""

from __future__ import annotations

from wsdv.engine import Game, flow
from wsdv.engine.board import PROVINCES
from wsdv.engine.data import cards
from wsdv.engine.flow import frame
from wsdv.engine.state import Frame

__all__ = ["frame", "new_game", "at", "take_out", "choose", "ids", "zero_unrest",
           "action_game", "event_game", "special_game", "finish_with_first"]


def new_game(seed: int = 1) -> Game:
    """A fresh game (set-up of section 2, decade I dealt) waiting at West's first turn."""
    return Game.new(seed)


def at(g: Game, *frames: Frame) -> Game:
    """Replace the flow: the frames run in the order given, then the stack is empty (the
    prompt becomes None)."""
    s = g.state
    s.stack = list(reversed(frames))
    s.trig = ()
    g._prompt = flow.advance(s)
    return g


def take_out(g: Game, card: str) -> None:
    """Remove a card from deck, display and hands so it can be played without duplicates."""
    s = g.state
    for pile in (s.deck, s.display, s.hands["west"], s.hands["east"]):
        if card in pile:
            pile.remove(card)


def choose(g: Game, *choices: str) -> Game:
    for c in choices:
        g.choose(c)
    return g


def ids(g: Game) -> list[str]:
    return [] if g.prompt is None else g.prompt.ids()


def zero_unrest(g: Game) -> None:
    for p in PROVINCES:
        g.state.unrest[p] = 0


def action_game(card: str, side: str, seed: int = 1, *, after: bool = False) -> Game:
    """A fresh game at the action prompt (section 6) of `side` with `card`. With after=True
    the usual after_action follows (card to the row, police window, socialists, next turn)."""
    g = new_game(seed)
    take_out(g, card)
    frames = [frame("action", side=side, card=card)]
    if after:
        frames.append(frame("after_action", side=side, card=card))
    return at(g, *frames)


def event_game(card: str, side: str, seed: int = 1, *, after: bool = False,
               setup=None) -> Game:
    """action_game, optionally `setup(state)` before the prompt, then choose "event"."""
    g = new_game(seed)
    take_out(g, card)
    if setup is not None:
        setup(g.state)
    frames = [frame("action", side=side, card=card)]
    if after:
        frames.append(frame("after_action", side=side, card=card))
    at(g, *frames)
    g.choose("event")
    return g


def special_game(card: str, seed: int = 1, *, setup=None, cost: str = "west_draws") -> Game:
    """East's turn with special card `card` in the display: East takes it (card:<id>) and pays
    `cost` (section B.3); the event follows."""
    g = new_game(seed)
    s = g.state
    s.special = card
    if setup is not None:
        setup(s)
    at(g, frame("turn", side="east"))
    g.choose(f"card:{card}")
    if g.prompt is not None and g.prompt.kind == "special_cost":
        g.choose(cost)
    return g


def finish_with_first(g: Game, kinds: tuple[str, ...] = (), limit: int = 200) -> Game:
    """Pick the first option while the prompt's kind is in `kinds` (all kinds if empty)."""
    for _ in range(limit):
        p = g.prompt
        if p is None or (kinds and p.kind not in kinds):
            return g
        g.choose(p.options[0].id)
    raise AssertionError("finish_with_first: no end")


def card_colour(card: str) -> str:
    return cards()[card].colour


def icon(g: Game, kind: str, side: str | None = None, region: str | None = None) -> Game:
    """At the icon order prompt (6.4: the triggering player orders the icons), pick the group
    of `kind` ("unrest_add", "arrow:prestige", ...), optionally of `side` / `region`."""
    f = g.state.stack[-1]
    assert f["t"] == "icons" and g.prompt is not None and g.prompt.kind == "icon_order", \
        f"no icon order prompt but {g.prompt}"
    for i, grp in enumerate(f["groups"]):
        if grp[0] == kind and side in (None, grp[1]) and region in (None, grp[2]):
            g.choose(f"icon:{i}")
            return g
    raise AssertionError(f"no icon group {kind} {side} {region} in {f['groups']}")


def unrest_of(g: Game) -> dict[str, int]:
    return dict(g.state.unrest)


def diff(before: dict[str, int], after: dict[str, int]) -> dict[str, int]:
    """The provinces whose count changed, with the change."""
    return {p: after[p] - before[p] for p in before if after[p] != before[p]}


# --- economy and End of Decade positions (rules tests) ---------------------------------------


def conn_lines(a: str, b: str) -> tuple[str, ...]:
    """The line ids of the connection between cities a and b (either order)."""
    from wsdv.engine.board import CONNECTIONS

    for c in CONNECTIONS:
        if {c.a, c.b} == {a, b}:
            return c.lines
    raise KeyError(f"no connection {a}-{b}")


def clear_economy(g: Game) -> None:
    """An empty map: no factories, no infrastructure."""
    g.state.factories.clear()
    g.state.infra.clear()


def place(g: Game, *cities: str, rundown: bool = False) -> None:
    """Put factories (normal or rundown) on cities."""
    for c in cities:
        g.state.factories[c] = "r" if rundown else "n"


def connect(g: Game, *pairs: tuple[str, str]) -> None:
    """Make each pair a working connection: factories at both ends (kept if present), every
    blue line built."""
    s = g.state
    for a, b in pairs:
        for c in (a, b):
            s.factories.setdefault(c, "n")
        s.infra.update(conn_lines(a, b))


def phase_game(g: Game, phase: int) -> Game:
    """Run one End of Decade phase (section 9) alone on g's current position; the stack is
    empty afterwards (prompt None) unless the phase waits for a decision."""
    from wsdv.engine.decade_end import PHASES

    s = g.state
    s.half = 0
    s.phase = phase
    s.trig = ()
    frames = PHASES[phase](s)
    trig, s.trig = s.trig, ()
    s.stack = list(reversed(frames))
    flow.push(s, *trig)
    g._prompt = flow.advance(s)
    return g
