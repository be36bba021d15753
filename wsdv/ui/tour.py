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

The boxes read only the prompt and the public view (stakes.protests, the End of Decade's
phase and steps), never the log's prose.

Hooks on <body>: data-tour (the part shown: card, actions, build, map, confirm, done,
protest, eod; "" when none), data-tour-at (what it explains, for guide.css to mark:
"prompt", "board", "confirm"). Elements: #tour (the box, under #prompt), #tour-next,
#tour-skip, and on the first screen #tour-again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .door import on
from .stakes import protests
from .state import TourUi
from .tour_html import ANCHOR, STEP_NUMBER, TIPS, tour_html

if TYPE_CHECKING:
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


class Tour:
    def __init__(self, app: App, welcome: bool) -> None:
        """``welcome``: the first screen opens (a link or ?seed= opens a game instead: no
        first visit then)."""
        self.app = app
        raw = app.page.local_get(KEY)
        self.first_visit = raw is None and welcome and not app.saves.store.games()
        self.ui.seen = parse_seen(raw)
        self.ui.active = raw is not None and not self.ui.seen.issuperset(PARTS)

    def begin(self) -> None:
        """A game started (or loaded) on the first screen: on a first visit the tour starts
        with it. (A first screen closed without a choice brings a game to look at: no tour.)"""
        if self.first_visit and not self.ui.active and self.app.page.local_get(KEY) is None:
            self.app.page.local_set(KEY, "")
            self.ui.active = True

    def offer(self) -> str:
        """The first screen's "Show the tour again": "offer", "asked" once pressed, "" on a
        first visit (the tour comes with the first game anyway)."""
        if self.ui.asked:
            return "asked"
        return "" if self.first_visit and not self.ui.seen else "offer"

    @property
    def ui(self) -> TourUi:
        """This feature's slice of the state."""
        return self.app.state.tour

    def _store(self) -> None:
        self.app.page.local_set(KEY, ",".join(p for p in PARTS if p in self.ui.seen))

    def _see(self, part: str) -> None:
        self.ui.seen.add(part)
        self._store()

    # --- what shows ----------------------------------------------------------------------------

    def _facts(self) -> dict[str, Any]:
        """What the page shows now, as the paint decided it (App.paint ran before)."""
        app, s = self.app, self.app.state
        g, p = s.game, s.game.prompt
        side, kind = (p.side, p.kind) if p else (None, None)
        replay = s.saves.replay is not None
        passing = not replay and g.result is None and s.seat.needs_pass(side, kind)
        open_screen = s.guide.welcome or replay or g.result is not None
        decides = (p is not None and not open_screen and not passing and s.step_now is None
                   and not app.opponent.computer_to_move() and not app.remote.waits_for_other(side))
        return {"side": side, "kind": kind, "passing": passing, "open": open_screen,
                "decides": decides, "choices": len(g.choices),
                "game": s.record.id if s.record else s.remote.gid}

    def _follow(self, facts: dict[str, Any]) -> str:
        """Move the guided turn on with the game; the step to show ("" for none)."""
        ui = self.ui
        if not ui.active or TURN in ui.seen:
            return ""
        if ui.start is not None and ui.game != facts["game"]:
            ui.start = None  # another game took the screen: follow its next turn
        if ui.start is None:
            if not facts["decides"]:
                return ""
            ui.start, ui.side, ui.game = facts["choices"], facts["side"], facts["game"]
        if facts["choices"] > ui.start and facts["side"] != ui.side:
            self._see(TURN)  # the turn is over
            ui.closing = True
            return ""
        if not facts["decides"]:
            return ""
        p = self.app.state.game.prompt
        targets = p is not None and any(o.target for o in p.options)
        step = turn_step(facts["kind"] or "", self.app.state.held is not None, targets)
        return "" if step in ui.dismissed else step

    def _tip_due(self, facts: dict[str, Any]) -> str:
        """A tip whose moment came now (noted as seen at once: it comes once)."""
        ui = self.ui
        if not ui.active or ui.tip or facts["open"] or facts["passing"]:
            return ""
        s = self.app.state
        pending = [tip for tip in TIPS if tip not in ui.seen]
        if not pending:
            return ""
        view = s.game.view(None, with_outlook=False)
        if "eod" in pending and (s.step_now is not None or view["phase"] > 0):
            return "eod"
        if "protest" in pending and sum(protests(view).values()) > 0:
            return "protest"
        return ""

    def part(self) -> str:
        """The box to show now, moving the tour on with the game."""
        facts = self._facts()
        step = self._follow(facts)
        if tip := self._tip_due(facts):
            self.ui.tip = tip
            self._see(tip)
        if facts["passing"]:
            self.ui.closing = False  # at one screen the next player takes the device
        if facts["open"]:
            return ""
        if self.ui.tip:
            return self.ui.tip
        if step:
            return step
        return "done" if self.ui.closing else ""

    def paint(self) -> None:
        """The box under the prompt and its hooks (from Guide.paint, inside App.paint)."""
        self._mount()
        part = self.part()
        app, human = self.app, getattr(self.app.state.seat, "human", None)
        side = human if human in ("west", "east") else self.ui.side or "west"
        app.page.set_html("tour", tour_html(part, app.state.lang, side))
        app.page.show("tour", bool(part))
        self.ui.shown = part
        app.page.set_data("tour", part)
        app.page.set_data("tourAt", ANCHOR.get(part, ""))

    def _mount(self) -> None:
        """The box's place, right under the prompt (a new skeleton, after a change of
        language, has none yet)."""
        self.app.page.insert_after("prompt", "tour",
                                   '<div id="tour" hidden aria-live="polite"></div>')

    # --- actions -------------------------------------------------------------------------------

    def next(self) -> None:
        """"Got it": the box shown is closed; the tour goes on when the game gets further."""
        ui = self.ui
        if ui.tip:
            ui.tip = ""
        elif ui.shown == "done":
            ui.closing = False
        elif ui.shown:
            # "build" and "map" are one step (3 of 4): closing one closes both, so no second
            # box says "3 of 4"
            number = STEP_NUMBER.get(ui.shown)
            ui.dismissed.update({ui.shown} | {p for p, n in STEP_NUMBER.items() if n == number})

    def skip(self) -> None:
        """"Skip the tour": nothing of it shows again unless asked for."""
        ui = self.ui
        ui.seen.update(PARTS)
        self._store()
        ui.active, ui.tip, ui.closing = False, "", False

    def again(self) -> None:
        """"Show the tour again": the guided turn follows the next decision, the tips wait
        for their moments."""
        self.app.page.local_set(KEY, "")
        ui = self.ui
        ui.active, ui.seen, ui.dismissed = True, set(), set()
        ui.start, ui.tip, ui.closing, ui.asked = None, "", False, True


# --- the tour's verbs (door.py) ----------------------------------------------------------------


@on("tour.next")
def _tour_next(app: App, _: str | None) -> None:
    app.guide.tour.next()


@on("tour.skip")
def _tour_skip(app: App, _: str | None) -> None:
    app.guide.tour.skip()


@on("tour.again")
def _tour_again(app: App, _: str | None) -> None:
    app.guide.tour.again()
