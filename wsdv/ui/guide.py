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

from . import remote, tour
from .door import on
from .effects import AskReview, Effects, Focus, ShowSection
from .saves_html import LEVELS
from .storage import ECHO_MAX, save_in_fragment
from .welcome import SIDES, welcome_html

if TYPE_CHECKING:
    from .shell_api import Shell as App


def start_up(app: App) -> None:
    """The first screen opens unless a link or the address opens a game (or this tab left it
    for a game before a reload); the tour as this browser left it."""
    ui = app.state.guide
    ui.welcome = _welcome_at_start(app)
    ui.in_game = _tab_in_game(app)
    app.state.kept[(TAB_KEY, True)] = "1" if ui.in_game else None
    tour.start(app.state, app.page.local_get(tour.KEY), ui.welcome, bool(app.store.games()))
    if app.state.tour.first_visit:
        ui.level = "easy"


def _welcome_at_start(app: App) -> bool:
    if save_in_fragment(app.page.fragment()) is not None:
        return False
    if app.page.query("seed") is not None or app.page.query("welcome") == "0":
        return False
    return not _tab_in_game(app)


# A reload mid-game returns to the game: this tab remembers (sessionStorage, kept across
# reloads but not shared with new tabs) that its player left the first screen.
TAB_KEY = "wsdv.tab.in-game"


def _tab_in_game(app: App) -> bool:
    return app.page.session_get(TAB_KEY) == "1"



# --- rendering -------------------------------------------------------------------------


def paint(app: App) -> None:
    ui = app.state.guide
    lang = app.state.lang
    if ui.welcome:
        app.page.set_html("overlay-welcome", welcome_html(
            lang, app.state.record, app.client.available, ui.load_text,
            ui.load_error, ui.side, ui.level, tour.offer(app.state.tour)))
    app.page.show("overlay-welcome", ui.welcome)
    if ui.rules_at is not None:
        from . import rules_ref
        app.page.set_html("overlay-rules", rules_ref.rules_html(lang))
    app.page.show("overlay-rules", ui.rules_at is not None)
    app.page.set_data("guide", "rules" if ui.rules_at is not None
                      else "welcome" if ui.welcome else "")
    app.page.set_data("rulesSection", ui.rules_at or "")
    app.page.set_data("review", ui.review_state)
    tour.paint(app.page, app.state)


def follow_ups(app: App) -> Effects:
    """Before a paint: this tab's note that its player left the first screen (a reload
    returns to the game), when it changed; keyboard players start on the first screen's
    first choice (once each time it opens)."""
    ui = app.state.guide
    effects: Effects = []
    effects += app.state.keep(TAB_KEY, "1" if ui.in_game else None, session=True)
    due = ui.welcome and not ui.focused
    ui.focused = ui.welcome
    return effects + ([Focus("#overlay-welcome .big")] if due else [])


def choose(app: App, name: str, value: str) -> None:
    """A choice of the first screen's radio buttons (its input event): kept in the state,
    so a new drawing of the screen (a change of language) and the start use it."""
    ui = app.state.guide
    if name == "welcome-side" and value in SIDES:
        ui.side = value
    elif name == "welcome-level" and value in LEVELS:
        ui.level = value


def result_html(app: App, result: dict[str, Any]) -> str:
    """The game-over screen, with the review's state (review_due asks for it)."""
    from . import gameover
    ui = app.state.guide
    review = gameover.review_html(ui.review, ui.review_state, ui.review_error,
                                  app.state.lang, _chart_side(app, result))
    by_link = app.state.player is not None
    return gameover.gameover_html(result, app.state.game.view(None), review, app.state.lang,
                                  app.state.record is not None or by_link,
                                  remote.check_html(app) if by_link else "")


def _chart_side(app: App, result: dict[str, Any]) -> str:
    """Whose chances the review draws: the player's against the computer or a friend by
    link (a ComputerSeat either way); at one screen, the winner's."""
    human = getattr(app.state.seat, "human", None)
    return human if human in SIDES else result["winner"]


# --- the review --------------------------------------------------------------------------


def review_due(app: App) -> Effects | None:
    """The review of the finished game shown, asked once per game after the game-over
    screen is painted: the effect that asks the worker ([] when there is none to ask);
    None when the review's state did not change."""
    from ..engine import SaveError
    ui = app.state.guide
    if app.state.player is not None:
        return _review_by_link(app)
    try:
        save = app.state.game.save()
    except SaveError:  # a game without a save string (hidden cards): no review to ask
        save = ""
    if save == ui.review_key:
        return None
    if not save:
        ui.review_key, ui.review, ui.review_error = save, None, ""
        ui.review_state = "none"
        return []
    ui.review_key, ui.review, ui.review_error = save, None, ""
    if not app.client.available:
        ui.review_state = "none"
        return []
    ui.review_state = "wait"
    return [AskReview(save)]


def _review_by_link(app: App) -> Effects | None:
    """A game by link has no save string (its cards are hidden): its review is made here,
    at once, from the choices replayed with the cards its player knows now; it is done
    or it failed, never awaited."""
    ui = app.state.guide
    from ..ai.review import review_of
    from ..engine import Game
    player, game = app.state.player, app.state.game
    if player is None:  # never (a game by link), but the type does not say so
        return None
    key = f"link:{player.game_id}:{len(game.choices)}"
    if key == ui.review_key:
        return None
    ui.review_key, ui.review, ui.review_error = key, None, ""
    try:
        # the choices with the cards they named while unknown here (a look at a hand)
        # as they are known now: Game.replay names them so
        known = Game.replay(0, list(game.choices), True, player).choices
        start = Game.new(0, {"hidden_cards": True}, player)
        ui.review = review_of(0, known, start)
        ui.review_state = "done"
    except Exception as e:  # the screen says so; the game itself is untouched
        ui.review_state, ui.review_error = "error", type(e).__name__
    return []


def review_done(app: App, answer: dict[str, Any]) -> None:
    """The worker's review (or its failure) for the game ``answer["save"]``; dropped when
    another game's review is awaited."""
    ui = app.state.guide
    if answer.get("save") != ui.review_key:
        return
    if "error" in answer:  # the screen says so; the game itself is untouched
        ui.review_state, ui.review_error = "error", answer["error"]
    else:
        ui.review, ui.review_state = answer["review"], "done"


# --- actions -----------------------------------------------------------------------------


def open_rules(app: App, section: str) -> Effects:
    from . import rules_ref
    app.state.guide.rules_at = section
    app.state.overlays.card = None
    return [ShowSection(rules_ref.section_dom_id(section))]


def close_rules(app: App) -> None:
    app.state.guide.rules_at = None


def dismiss(app: App) -> None:
    """A game takes the screen (a start, a load, a link): the first screen goes."""
    app.state.guide.leave()


def close_welcome(app: App) -> None:
    dismiss(app)
    app.state.guide.load_error = ""


def show_welcome(app: App) -> None:
    # the tab's note follows in_game (follow_ups: a Remember effect)
    app.state.guide.welcome, app.state.guide.in_game = True, False


def escape(app: App) -> bool:
    """Escape closes the rules reference, else the first screen."""
    ui = app.state.guide
    if ui.rules_at is not None:
        close_rules(app)
    elif ui.welcome:
        close_welcome(app)
    else:
        return False
    return True


def start(app: App, mode: str) -> None:
    from . import saves
    ui = app.state.guide
    side, level = ui.side, ui.level
    ui.leave()
    tour.begin(app.state.tour)
    saves.start_game(app, mode, side, level)


def load(app: App) -> None:
    from . import saves
    from .paste import read_box, takes
    ui = app.state.guide
    text = read_box(app, "welcome-save")
    if text is None:  # far too long: not read, not kept, said
        ui.load_text, ui.load_error = "", app.state.remote.refusal
        return
    if takes(text):  # an invitation or message by link, not a save
        ui.load_text, ui.load_error = "", ""
        ui.leave()
        remote.receive(app, text)
        return
    imported = saves.import_save(app, text)
    if imported is None:  # shown again to be corrected, unless far too long to be a save
        ui.load_text = text if len(text) <= ECHO_MAX else ""
        ui.load_error = app.state.saves.message
        app.state.saves.screen = None  # the message shows here, not in the import dialog
        return
    ui.load_text, ui.load_error = "", ""
    ui.leave()
    tour.begin(app.state.tour)
    saves.show_game(app, *imported)


def replay(app: App) -> None:
    from . import saves
    if app.state.player is not None:  # by link: replayed with the cards its player knows
        remote.replay(app)
        return
    record = app.state.record
    if record is not None:
        saves.start_replay(app, record.id)


def go_rules(app: App, section: str) -> Effects:
    """A link inside the reference (or into it from elsewhere): show that section."""
    from . import rules_ref
    ui = app.state.guide
    if ui.rules_at is None:
        return open_rules(app, section)
    ui.rules_at = section
    return [ShowSection(rules_ref.section_dom_id(section))]


def welcome_lang(app: App, lang: str) -> Effects:
    """The first screen's language buttons: the new page keeps the choices made so far."""
    return app.toggle_lang(lang) if lang != app.state.lang else []


def reopen_result(app: App) -> None:
    app.state.result_dismissed = False


def rules_section(app: App) -> str:
    """The top bar's Rules button opens the section of the current decision."""
    from ..words.rules import prompt_section
    p = app.state.game.prompt
    if p is None:
        return "1"
    return prompt_section(p.kind, app.state.game.view(None, with_outlook=False)["phase"])


# --- the guide's verbs (door.py) -------------------------------------------------------------


@on("rules.go")
def _rules_go(app: App, section: str | None) -> Effects:
    return go_rules(app, section or "1")


@on("rules.open")
def _rules_open(app: App, section: str | None) -> Effects:
    return open_rules(app, section or "1")


@on("rules.prompt")
def _rules_prompt(app: App, _: str | None) -> Effects:
    return open_rules(app, rules_section(app))


@on("rules.close")
def _rules_close(app: App, _: str | None) -> None:
    close_rules(app)


@on("welcome.lang")
def _welcome_lang(app: App, lang: str | None) -> Effects:
    return welcome_lang(app, lang or "")


@on("welcome.choose", game=False)  # (main.py's take-over, before the first screen is live)
def _welcome_choose(app: App, choice: str | None) -> None:
    name, _, value = (choice or "").partition("=")
    choose(app, name, value)


@on("welcome.close")
def _welcome_close(app: App, _: str | None) -> None:
    close_welcome(app)


@on("welcome.remote")
def _welcome_remote(app: App, _: str | None) -> None:
    close_welcome(app)
    remote.show_screen(app)


@on("welcome.show")
def _welcome_show(app: App, _: str | None) -> None:
    show_welcome(app)


@on("welcome.start")
def _welcome_start(app: App, mode: str | None) -> None:
    start(app, mode or "hotseat")


@on("welcome.load")
def _welcome_load(app: App, _: str | None) -> None:
    load(app)


@on("result.replay")
def _result_replay(app: App, _: str | None) -> None:
    replay(app)


@on("result.open")
def _result_open(app: App, _: str | None) -> None:
    reopen_result(app)


@on("review.done")
def _review_done(app: App, text: str | None) -> None:
    review_done(app, json.loads(text or "{}"))
