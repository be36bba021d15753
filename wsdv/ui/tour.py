"""A first game that teaches (issue 26): the guided first turn and two one-time tips.

On a first visit (the first screen opens, nothing is stored: no games, no tour note) the
first screen preselects Easy, and the tour runs from the game started (or loaded) there. It
follows the player's own first turn with
one small box under the prompt: choose a card, the four actions, building (or choosing on
the map), Confirm, then a closing word once the turn has ended. Each box has "Got it" (this
step is closed, the next shows when the game gets there) and "Skip the tour" (never again).
Two tips come once each: at the first mass protest on the board and at the first End of
Decade. What this browser has seen is kept in localStorage (KEY: the parts seen, comma
separated; an empty note means the tour runs), so a reload goes on where it was and nothing
shows twice; "Show the tour again" on the first screen (the verb tour.again) starts it over.

Functions over the state's slice ``state.tour`` (TourUi). The tour moves on with the game
when the door decides what a paint asks for (`follow`, from the screen about to be painted);
`paint` only draws the part decided; what the browser keeps comes as `Remember` effects.

The boxes read only the prompt and the public view (stakes.protests, the End of Decade's
phase and steps), never the log's prose.

Hooks on <body>: data-tour (the part shown: card, actions, build, map, confirm, done,
protest, eod; "" when none), data-tour-at (what it explains, for guide.css to mark:
"prompt", "board", "confirm"). Elements: #tour (the box, under #prompt), #tour-next,
#tour-skip, and on the first screen #tour-again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .door import on
from .effects import Effects
from .state import TourUi, UiState
from .tour_html import ANCHOR, STEP_NUMBER, TIPS, tour_html

if TYPE_CHECKING:
    from .page import Page
    from .screen import Screen
    from .shell_api import Shell as App

KEY = "wsdv.tour"
TURN = "turn"
PARTS = (TURN, *TIPS)


def parse_seen(raw: str | None) -> set[str]:
    """The parts a stored note names (unknown words are dropped)."""
    return {p for p in (raw or "").split(",") if p in PARTS}


def turn_step(kind: str, held: bool, targets: bool) -> str:
    """The guided turn's box for a decision of the player: the prompt's kind, whether a
    choice waits for Confirm, whether the options are places on the map. "" for none."""
    if held:
        return "confirm"
    if kind == "card":
        return "card"
    if kind == "action":
        return "actions"
    if kind == "build":
        return "build"
    return "map" if targets else ""


def start(s: UiState, raw: str | None, welcome: bool, games_stored: bool) -> None:
    """The tour as this browser left it: ``raw`` is its stored note; ``welcome``: the first
    screen opens (a link or ?seed= opens a game instead: no first visit then)."""
    ui = s.tour
    s.kept[(KEY, False)] = raw
    ui.first_visit = raw is None and welcome and not games_stored
    ui.seen = parse_seen(raw)
    ui.active = raw is not None and not ui.seen.issuperset(PARTS)


def begin(ui: TourUi) -> None:
    """A game started (or loaded) on the first screen: on a first visit the tour starts with
    it. (A first screen closed without a choice brings a game to look at: no tour.)"""
    if ui.first_visit and not ui.active and not ui.seen:
        ui.active = True


def offer(ui: TourUi) -> str:
    """The first screen's "Show the tour again": "offer", "asked" once pressed, "" on a first
    visit (the tour comes with the first game anyway)."""
    if ui.asked:
        return "asked"
    return "" if ui.first_visit and not ui.seen else "offer"


def _note(ui: TourUi) -> str | None:
    """What this browser keeps of the tour: the parts seen (an empty note: it runs, nothing
    seen yet); nothing before a first visit's tour began."""
    if not ui.active and not ui.seen:
        return None
    return ",".join(p for p in PARTS if p in ui.seen)


# --- what shows --------------------------------------------------------------------------------

def follow(s: UiState, scr: Screen) -> Effects:
    """Before a paint: move the guided turn and the tips on with the screen about to be
    painted, and decide the box it shows (``ui.shown``); the browser's note follows the
    state (a `Remember` effect when it changed)."""
    ui = s.tour
    g, p = s.game, s.game.prompt
    side, kind = (p.side, p.kind) if p else (None, None)
    replay = s.saves.replay is not None
    passing = not replay and g.result is None and s.seat.needs_pass(side, kind)
    open_screen = s.guide.welcome or replay or g.result is not None
    decides = (p is not None and not open_screen and not passing and scr.step is None
               and not scr.computer and not scr.remote_other)
    step = _turn(s, ui, decides, side, kind, len(g.choices),
                 s.record.id if s.record else s.remote.gid)
    if tip := _tip_due(s, ui, open_screen or passing, scr):
        ui.tip = tip
        ui.seen.add(tip)
    if passing:
        ui.closing = False  # at one screen the next player takes the device
    ui.shown = ("" if open_screen else ui.tip or step or ("done" if ui.closing else ""))
    return s.keep(KEY, _note(ui))


def _turn(s: UiState, ui: TourUi, decides: bool, side: str | None, kind: str | None,
          choices: int, game: str | None) -> str:
    """Move the guided turn on with the game; the step to show ("" for none)."""
    if not ui.active or TURN in ui.seen:
        return ""
    if ui.start is not None and ui.game != game:
        ui.start = None  # another game took the screen: follow its next turn
    if ui.start is None:
        if not decides:
            return ""
        ui.start, ui.side, ui.game = choices, side or "", game or ""
    if choices > ui.start and side != ui.side:
        ui.seen.add(TURN)  # the turn is over
        ui.closing = True
        return ""
    if not decides:
        return ""
    p = s.game.prompt
    targets = p is not None and any(o.target for o in p.options)
    step = turn_step(kind or "", s.held is not None, targets)
    return "" if step in ui.dismissed else step


def _tip_due(s: UiState, ui: TourUi, hidden: bool, scr: Screen) -> str:
    """A tip whose moment came now (noted as seen at once: it comes once)."""
    from .stakes import protests
    if not ui.active or ui.tip or hidden:
        return ""
    pending = [tip for tip in TIPS if tip not in ui.seen]
    if not pending:
        return ""
    view = s.game.view(None, with_outlook=False)
    if "eod" in pending and (scr.step is not None or view["phase"] > 0):
        return "eod"
    if "protest" in pending and sum(protests(view).values()) > 0:
        return "protest"
    return ""


def paint(page: Page, s: UiState) -> None:
    """The box under the prompt (its place first: a new skeleton, after a change of
    language, has none yet) and its hooks."""
    page.insert_after("prompt", "tour", '<div id="tour" hidden aria-live="polite"></div>')
    ui = s.tour
    part = ui.shown
    human = getattr(s.seat, "human", None)
    side = human if human in ("west", "east") else ui.side or "west"
    page.set_html("tour", tour_html(part, s.lang, side))
    page.show("tour", bool(part))
    page.set_data("tour", part)
    page.set_data("tourAt", ANCHOR.get(part, ""))


# --- the tour's verbs (door.py) ----------------------------------------------------------------


@on("tour.next")
def _tour_next(app: App, _: str | None) -> None:
    """"Got it": the box shown is closed; the tour goes on when the game gets further."""
    ui = app.state.tour
    if ui.tip:
        ui.tip = ""
    elif ui.shown == "done":
        ui.closing = False
    elif ui.shown:
        # "build" and "map" are one step (3 of 4): closing one closes both, so no second
        # box says "3 of 4"
        number = STEP_NUMBER.get(ui.shown)
        ui.dismissed.update({ui.shown} | {p for p, n in STEP_NUMBER.items() if n == number})


@on("tour.skip")
def _tour_skip(app: App, _: str | None) -> None:
    """"Skip the tour": nothing of it shows again unless asked for."""
    ui = app.state.tour
    ui.seen.update(PARTS)
    ui.active, ui.tip, ui.closing = False, "", False


@on("tour.again")
def _tour_again(app: App, _: str | None) -> None:
    """"Show the tour again": the guided turn follows the next decision, the tips wait for
    their moments."""
    ui = app.state.tour
    ui.active, ui.seen, ui.dismissed = True, set(), set()
    ui.start, ui.tip, ui.closing, ui.asked = None, "", False, True
