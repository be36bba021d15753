"""A first game that teaches (issue 26, wsdv/ui/tour.py) over the stand-in page of
tests/ui_page.py: a first visit preselects Easy and guides the player's first turn step by
step; "Got it" closes a step, "Skip the tour" is remembered across a reload, a finished tour
does not come back, "Show the tour again" brings it back; the tips come once, at the first
mass protest and at the first End of Decade. The renderer and the words in all four
languages are checked too."""

from __future__ import annotations

import random
import re

import pytest
from test_ui_paint import WebStorage
from ui_page import Page

from wsdv.engine import Game
from wsdv.ui import tour_html
from wsdv.ui.i18n import LANGS
from wsdv.ui.stakes import protests
from wsdv.ui.tour import KEY, parse_seen, turn_step
from wsdv.words import ui as ui_words


def _start_easy(tab: Page) -> None:
    tab.act("welcome.start", "computer")
    tab.drain()


def _step_through_first_turn(tab: Page) -> list[str]:
    """Play the first turn (a card, then Build, then the first places), recording the tour's
    part at each decision; confirmed at the end."""
    parts = [tab.data("tour")]
    for _ in range(30):
        if tab.data("confirm"):
            tab.act("confirm")
            tab.drain()
            parts.append(tab.data("tour"))
            return parts
        options = tab.options()
        tab.act("pick", "build" if "build" in options else options[0])
        parts.append(tab.data("tour"))
    raise AssertionError("the first turn did not end")


def _load(tab: Page, save: str) -> None:
    tab.type("welcome-save", save)
    tab.act("welcome.load")
    if tab.data("passing") == "1":
        tab.act("pass.ok", tab.data("decider"))


def test_a_first_visit_preselects_easy_and_guides_the_first_turn() -> None:
    tab = Page({"aipace": "0"})
    welcome = tab.html("overlay-welcome")
    assert re.search(r'<input[^>]*value="easy"[^>]*checked', welcome)
    assert "Start here: your first games." in welcome
    assert 'id="tour-again"' not in welcome  # it comes anyway
    assert tab.data("tour") == ""  # not over the first screen
    _start_easy(tab)
    assert tab.app.page.local_get(KEY) == ""  # the tour runs, nothing seen yet
    assert tab.app.state.mode.level == "easy"  # type: ignore[union-attr]
    assert tab.data("tour") == "card" and tab.shown("tour")
    assert tab.data("tourAt") == "prompt"
    box = tab.html("tour")
    assert 'id="tour-next"' in box and 'id="tour-skip"' in box and "1 of 4" in box
    parts = _step_through_first_turn(tab)
    # card, the four actions, building (once per build point), Confirm, then the closing box
    assert parts[:3] == ["card", "actions", "build"]
    assert parts[-2:] == ["confirm", "done"]
    assert set(parts) == {"card", "actions", "build", "confirm", "done"}
    assert tab.data("tourAt") == ""
    assert "turn" in parse_seen(tab.app.page.local_get(KEY))
    tab.act("tour.next")
    assert tab.data("tour") == "" and not tab.shown("tour")


def test_got_it_closes_a_step_and_the_next_one_follows_the_game() -> None:
    tab = Page({"aipace": "0"})
    _start_easy(tab)
    tab.act("tour.next")
    assert tab.data("tour") == "" and not tab.shown("tour")
    tab.act("pick", tab.options()[0])  # a card: the next step shows
    assert tab.data("tour") == "actions"
    tab.act("undo")  # back to the card: its step stays closed
    assert tab.data("kind") == "card" and tab.data("tour") == ""


def test_skip_is_remembered_across_a_reload_and_show_again_brings_it_back() -> None:
    local, session = WebStorage(), WebStorage()
    tab = Page({"aipace": "0"}, local=local, session=session)
    _start_easy(tab)
    assert tab.data("tour") == "card"
    tab.act("tour.skip")
    assert tab.data("tour") == "" and not tab.shown("tour")
    assert parse_seen(local.getItem(KEY)) == {"turn", "protest", "eod"}
    tab.app.unmount()
    tab = Page({"aipace": "0"}, local=local, session=WebStorage())  # a new visit
    assert re.search(r'<input[^>]*value="normal"[^>]*checked', tab.html("overlay-welcome"))
    assert 'id="tour-again"' in tab.html("overlay-welcome")
    _start_easy(tab)
    assert tab.data("tour") == ""
    tab.act("welcome.show")
    tab.act("tour.again")
    assert 'id="tour-again-note"' in tab.html("overlay-welcome")
    assert local.getItem(KEY) == ""
    tab.act("welcome.start", "computer")
    tab.drain()
    assert tab.data("tour") == "card"


def test_a_finished_tour_is_not_shown_again() -> None:
    local = WebStorage()
    tab = Page({"aipace": "0"}, local=local)
    _start_easy(tab)
    _step_through_first_turn(tab)
    assert tab.data("tour") == "done"
    tab.app.unmount()
    for session in (tab.session, WebStorage()):  # a reload, then a new visit
        again = Page({"aipace": "0"}, local=local, session=session)
        if again.data("guide") == "welcome":
            _start_easy(again)
        assert again.data("tour") == "" and not again.shown("tour")
        again.app.unmount()


def test_a_first_screen_closed_without_a_choice_starts_no_tour() -> None:
    """Escape on the first screen shows a game to look at; the tour waits for a game
    started on the first screen (the browser tests close it so, and see no tour)."""
    tab = Page({"aipace": "0"}, computer=False)
    tab.key("Escape")
    assert tab.data("guide") == ""
    tab.act("pass.ok", tab.data("decider"))
    assert tab.data("tour") == "" and tab.app.page.local_get(KEY) is None
    tab.act("welcome.show")
    tab.act("welcome.start", "hotseat")
    tab.act("pass.ok", tab.data("decider"))
    assert tab.data("tour") == "card"


def test_a_returning_player_is_not_toured() -> None:
    """Games stored before the tour existed: no first visit (Normal stays preselected)."""
    local = WebStorage()
    first = Page({"aipace": "0"}, local=local)
    _start_easy(first)
    first.app.unmount()
    local.removeItem(KEY)
    tab = Page({"aipace": "0"}, local=local, session=WebStorage())
    assert re.search(r'<input[^>]*value="normal"[^>]*checked', tab.html("overlay-welcome"))
    _start_easy(tab)
    assert tab.data("tour") == "" and local.getItem(KEY) is None


def _game_until(seed: int, stop: object) -> Game:
    game, rnd = Game.new(seed), random.Random(seed)
    while not stop(game):  # type: ignore[operator]
        assert game.prompt is not None and game.result is None
        game.choose(rnd.choice(game.prompt.options).id)
    return game


def test_the_mass_protest_tip_comes_once() -> None:
    game = _game_until(3, lambda g: sum(protests(g.view(None, with_outlook=False)).values()))
    local = WebStorage()
    tab = Page(computer=False, local=local)
    _load(tab, game.save())
    assert tab.data("tour") == "protest" and tab.data("tourAt") == "board"
    assert "A mass protest" in tab.html("tour") and 'id="tour-skip"' not in tab.html("tour")
    assert "protest" in parse_seen(local.getItem(KEY))
    tab.act("tour.next")
    assert tab.data("tour") != "protest"
    tab.app.unmount()
    again = Page(computer=False, local=local, session=tab.session)  # a reload
    if again.data("passing") == "1":
        again.act("pass.ok", again.data("decider"))
    assert again.data("tour") != "protest"


def test_the_tips_still_come_after_the_guided_turn_was_done_and_the_page_reloaded() -> None:
    game = _game_until(3, lambda g: sum(protests(g.view(None, with_outlook=False)).values()))
    local = WebStorage()
    local.setItem(KEY, "turn")
    tab = Page(computer=False, local=local)
    assert 'id="tour-again"' in tab.html("overlay-welcome")
    _load(tab, game.save())
    assert tab.data("tour") == "protest"
    assert parse_seen(local.getItem(KEY)) == {"turn", "protest"}


def test_the_end_of_decade_tip_comes_once_at_the_first_end_of_decade() -> None:
    game = _game_until(11, lambda g: g.view(None, with_outlook=False)["phase"] > 0)
    before = Game.new(11)
    for choice in game.choices[:-1]:
        before.choose(choice)
    local = WebStorage()
    tab = Page(computer=False, local=local)
    tab.act("tour.skip")  # the guided turn and the tips are off ...
    tab.act("tour.again")  # ... and asked for again
    _load(tab, before.save())
    assert tab.data("tour") != "eod"
    if tab.data("tour") == "protest":
        tab.act("tour.next")
    tab.act("pick", game.choices[-1])
    if tab.data("confirm"):
        tab.act("confirm")
    assert tab.data("phase") != "0" or tab.data("eodStep")
    if tab.data("passing") == "1":
        tab.act("pass.ok", tab.data("decider"))
    assert tab.data("tour") == "eod" and "End of Decade" in tab.html("tour")
    assert "eod" in parse_seen(local.getItem(KEY))
    tab.act("tour.next")
    assert tab.data("tour") != "eod"


@pytest.mark.parametrize(("kind", "held", "targets", "step"), [
    ("card", False, True, "card"), ("action", False, False, "actions"),
    ("build", False, True, "build"), ("remove_unrest", False, True, "map"),
    ("event_skip", False, False, ""), ("build", True, True, "confirm")])
def test_the_step_follows_the_decision(kind: str, held: bool, targets: bool,
                                       step: str) -> None:
    assert turn_step(kind, held, targets) == step


def test_every_part_has_its_words_in_every_language() -> None:
    tables = ui_words.table("tour")
    assert all(set(tables[lang]) == set(tables["en"]) for lang in LANGS)
    for lang in LANGS:
        for part in (*tour_html.TURN_STEPS, "done", *tour_html.TIPS):
            box = tour_html.tour_html(part, lang, "east")
            assert f'data-part="{part}"' in box and "{" not in box
            assert tables[lang][f"{part}_title"] in box.replace("&#x27;", "'")
        assert tour_html.tour_html("", lang) == ""
    assert "red box" in tour_html.tour_html("card", "en", "east")
    assert "gelben Feld" in tour_html.tour_html("card", "de", "west")


def test_got_it_on_building_also_closes_choosing_on_the_map() -> None:
    """Issue 37: "build" and "map" are both step 3 of 4; after "Got it" on one, a later
    decision on the map must not bring a second "3 of 4" box."""
    tab = Page({"aipace": "0"})
    _start_easy(tab)
    tab.act("pick", tab.options()[0])  # a card
    tab.act("pick", "build")
    assert tab.data("tour") == "build" and "3 of 4" in tab.html("tour")
    tab.act("tour.next")
    assert tab.app.state.tour.dismissed >= {"build", "map"}
    assert tour_html.STEP_NUMBER["build"] == tour_html.STEP_NUMBER["map"]
