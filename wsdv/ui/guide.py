"""The guide side of the browser app: DOM glue for the first screen (welcome.py), the rules
reference with its icon glossary (rules_ref.py) and the game-over screen with its review
(gameover.py; the chances come from the AI worker, wsdv/ai/review.py).

The first screen shows when the page opens, except for a shared game link (#save=…) or
?seed=N (which open a game directly), ?welcome=0, and a reload of a tab whose player had left
the first screen (back to the game).

Hooks for tests on <body>: data-guide ("welcome", "rules" or ""), data-rules-section (the
section shown), data-review ("wait", "done", "error", "none" or "" before the game ends).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from ..engine import SaveError
from ..words.rules import prompt_section
from . import gameover, rules_ref
from .door import on
from .effects import AskReview, Effects, Focus, ShowSection
from .saves_html import LEVELS
from .state import GuideUi
from .storage import ECHO_MAX, save_in_fragment
from .tour import Tour
from .welcome import SIDES, welcome_html

if TYPE_CHECKING:
    from .shell_api import Shell as App


class Guide:
    def __init__(self, app: App) -> None:
        self.app = app
        self.ui.welcome = self._welcome_at_start()
        self.tour = Tour(app, self.ui.welcome)  # the guided first turn and the tips
        if self.tour.first_visit:
            self.ui.level = "easy"

    @property
    def ui(self) -> GuideUi:
        """This feature's slice of the state."""
        return self.app.state.guide

    def _welcome_at_start(self) -> bool:
        app = self.app
        if save_in_fragment(app.page.fragment()) is not None:
            return False
        if app.page.query("seed") is not None or app.page.query("welcome") == "0":
            return False
        return not self._tab_in_game()

    # A reload mid-game returns to the game: this tab remembers (sessionStorage, kept across
    # reloads but not shared with new tabs) that its player left the first screen.
    TAB_KEY = "wsdv.tab.in-game"

    def _tab_in_game(self) -> bool:
        return self.app.page.session_get(self.TAB_KEY) == "1"

    def _mark_tab(self, in_game: bool) -> None:
        self.app.page.session_set(self.TAB_KEY, "1" if in_game else None)

    # --- rendering -------------------------------------------------------------------------

    def paint(self) -> None:
        app, lang = self.app, self.app.state.lang
        if self.ui.welcome:
            app.page.set_html("overlay-welcome", welcome_html(
                lang, app.state.record, app.opponent.available, self.ui.load_text,
                self.ui.load_error, self.ui.side, self.ui.level, self.tour.offer()))
        app.page.show("overlay-welcome", self.ui.welcome)
        if self.ui.rules_at is not None:
            app.page.set_html("overlay-rules", rules_ref.rules_html(lang))
        app.page.show("overlay-rules", self.ui.rules_at is not None)
        app.page.set_data("guide", "rules" if self.ui.rules_at is not None
                          else "welcome" if self.ui.welcome else "")
        app.page.set_data("rulesSection", self.ui.rules_at or "")
        app.page.set_data("review", self.ui.review_state)
        self.tour.paint()

    def focus_due(self) -> Effects:
        """After a paint: keyboard players start on the first screen's first choice (once
        each time it opens)."""
        due = self.ui.welcome and not self.ui.focused
        self.ui.focused = self.ui.welcome
        return [Focus("#overlay-welcome .big")] if due else []

    def choose(self, name: str, value: str) -> None:
        """A choice of the first screen's radio buttons (its input event): kept in the state,
        so a new drawing of the screen (a change of language) and the start use it."""
        if name == "welcome-side" and value in SIDES:
            self.ui.side = value
        elif name == "welcome-level" and value in LEVELS:
            self.ui.level = value

    def result_html(self, result: dict[str, Any]) -> str:
        """The game-over screen, with the review's state (review_due asks for it)."""
        app = self.app
        review = gameover.review_html(self.ui.review, self.ui.review_state, self.ui.review_error,
                                      app.state.lang, self._chart_side(result))
        by_link = app.remote.active
        return gameover.gameover_html(result, app.state.game.view(None), review, app.state.lang,
                                      app.state.record is not None or by_link,
                                      app.remote.check_html() if by_link else "")

    def _chart_side(self, result: dict[str, Any]) -> str:
        """Whose chances the review draws: the player's against the computer or a friend by
        link (a ComputerSeat either way); at one screen, the winner's."""
        human = getattr(self.app.state.seat, "human", None)
        return human if human in SIDES else result["winner"]

    # --- the review --------------------------------------------------------------------------

    def review_due(self) -> Effects | None:
        """The review of the finished game shown, asked once per game after the game-over
        screen is painted: the effect that asks the worker ([] when there is none to ask);
        None when the review's state did not change."""
        if self.app.remote.active:
            return self._review_by_link()
        try:
            save = self.app.state.game.save()
        except SaveError:  # a game without a save string (hidden cards): no review to ask
            save = ""
        if save == self.ui.review_key:
            return None
        if not save:
            self.ui.review_key, self.ui.review, self.ui.review_error = save, None, ""
            self.ui.review_state = "none"
            return []
        self.ui.review_key, self.ui.review, self.ui.review_error = save, None, ""
        if not self.app.opponent.available:
            self.ui.review_state = "none"
            return []
        self.ui.review_state = "wait"
        return [AskReview(save)]

    def _review_by_link(self) -> Effects | None:
        """A game by link has no save string (its cards are hidden): its review is made here,
        at once, from the choices replayed with the cards its player knows now; it is done
        or it failed, never awaited."""
        from ..ai.review import review_of
        from ..engine import Game
        player, game = self.app.remote.player, self.app.state.game
        if player is None:  # remote.active: never, but the type does not say so
            return None
        key = f"link:{player.game_id}:{len(game.choices)}"
        if key == self.ui.review_key:
            return None
        self.ui.review_key, self.ui.review, self.ui.review_error = key, None, ""
        try:
            # the choices with the cards they named while unknown here (a look at a hand)
            # as they are known now: Game.replay names them so
            known = Game.replay(0, list(game.choices), True, player).choices
            start = Game.new(0, {"hidden_cards": True}, player)
            self.ui.review = review_of(0, known, start)
            self.ui.review_state = "done"
        except Exception as e:  # the screen says so; the game itself is untouched
            self.ui.review_state, self.ui.review_error = "error", type(e).__name__
        return []

    def review_done(self, answer: dict[str, Any]) -> None:
        """The worker's review (or its failure) for the game ``answer["save"]``; dropped when
        another game's review is awaited."""
        if answer.get("save") != self.ui.review_key:
            return
        if "error" in answer:  # the screen says so; the game itself is untouched
            self.ui.review_state, self.ui.review_error = "error", answer["error"]
        else:
            self.ui.review, self.ui.review_state = answer["review"], "done"

    # --- actions -----------------------------------------------------------------------------

    def open_rules(self, section: str) -> Effects:
        self.ui.rules_at = section
        self.app.state.overlays.card = None
        return [ShowSection(rules_ref.section_dom_id(section))]

    def show_section(self, dom_id: str) -> None:
        """The shell's `ShowSection`: mark, scroll to and focus a section of the reference."""
        self.app.page.mark(dom_id, "here", "#overlay-rules section.here")

    def close_rules(self) -> None:
        self.ui.rules_at = None

    def dismiss(self) -> None:
        """A game takes the screen (a start, a load, a link): the first screen goes."""
        self.ui.welcome = False
        self._mark_tab(True)

    def close_welcome(self) -> None:
        self.dismiss()
        self.ui.load_error = ""

    def show_welcome(self) -> None:
        self.ui.welcome = True
        self._mark_tab(False)

    def escape(self) -> bool:
        """Escape closes the rules reference, else the first screen."""
        if self.ui.rules_at is not None:
            self.close_rules()
        elif self.ui.welcome:
            self.close_welcome()
        else:
            return False
        return True

    def start(self, mode: str) -> None:
        side, level = self.ui.side, self.ui.level
        self.ui.welcome = False
        self._mark_tab(True)
        self.tour.begin()
        self.app.saves.start_game(mode, side, level)

    def load(self) -> None:
        saves = self.app.saves
        text = self.app.remote.read_box("welcome-save")
        if text is None:  # far too long: not read, not kept, said
            self.ui.load_text, self.ui.load_error = "", self.app.remote.refusal
            return
        if self.app.remote.takes(text):  # an invitation or message by link, not a save
            self.ui.welcome, self.ui.load_text, self.ui.load_error = False, "", ""
            self._mark_tab(True)
            self.app.remote.receive(text)
            return
        imported = saves.import_save(text)
        if imported is None:  # shown again to be corrected, unless far too long to be a save
            self.ui.load_text = text if len(text) <= ECHO_MAX else ""
            self.ui.load_error = saves.ui.message
            saves.ui.screen = None  # the message shows here, not in the import dialog
            return
        self.ui.welcome, self.ui.load_text, self.ui.load_error = False, "", ""
        self._mark_tab(True)
        self.tour.begin()
        saves.show_game(*imported)

    def replay(self) -> None:
        if self.app.remote.active:  # a game by link: replayed with the cards its player knows
            self.app.remote.replay()
            return
        record = self.app.state.record
        if record is not None:
            self.app.saves.start_replay(record.id)

    def go_rules(self, section: str) -> Effects:
        """A link inside the reference (or into it from elsewhere): show that section."""
        if self.ui.rules_at is None:
            return self.open_rules(section)
        self.ui.rules_at = section
        return [ShowSection(rules_ref.section_dom_id(section))]

    def welcome_lang(self, lang: str) -> None:
        """The first screen's language buttons: the new page keeps the choices made so far."""
        if lang != self.app.state.lang:
            self.app.toggle_lang(lang)

    def reopen_result(self) -> None:
        self.app.state.result_dismissed = False

    def prompt_section(self) -> str:
        """The top bar's Rules button opens the section of the current decision."""
        p = self.app.state.game.prompt
        if p is None:
            return "1"
        return prompt_section(p.kind, self.app.state.game.view(None, with_outlook=False)["phase"])


# --- the guide's verbs (door.py) -------------------------------------------------------------


@on("rules.go")
def _rules_go(app: App, section: str | None) -> Effects:
    return app.guide.go_rules(section or "1")


@on("rules.open")
def _rules_open(app: App, section: str | None) -> Effects:
    return app.guide.open_rules(section or "1")


@on("rules.prompt")
def _rules_prompt(app: App, _: str | None) -> Effects:
    return app.guide.open_rules(app.guide.prompt_section())


@on("rules.close")
def _rules_close(app: App, _: str | None) -> None:
    app.guide.close_rules()


@on("welcome.lang")
def _welcome_lang(app: App, lang: str | None) -> None:
    app.guide.welcome_lang(lang or "")


@on("welcome.choose")
def _welcome_choose(app: App, choice: str | None) -> None:
    name, _, value = (choice or "").partition("=")
    app.guide.choose(name, value)


@on("welcome.close")
def _welcome_close(app: App, _: str | None) -> None:
    app.guide.close_welcome()


@on("welcome.remote")
def _welcome_remote(app: App, _: str | None) -> None:
    app.guide.close_welcome()
    app.remote.show_screen()


@on("welcome.show")
def _welcome_show(app: App, _: str | None) -> None:
    app.guide.show_welcome()


@on("welcome.start")
def _welcome_start(app: App, mode: str | None) -> None:
    app.guide.start(mode or "hotseat")


@on("welcome.load")
def _welcome_load(app: App, _: str | None) -> None:
    app.guide.load()


@on("result.replay")
def _result_replay(app: App, _: str | None) -> None:
    app.guide.replay()


@on("result.open")
def _result_open(app: App, _: str | None) -> None:
    app.guide.reopen_result()


@on("review.done")
def _review_done(app: App, text: str | None) -> None:
    app.guide.review_done(json.loads(text or "{}"))
