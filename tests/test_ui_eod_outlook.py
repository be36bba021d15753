"""The page over the stand-in browser (tests/ui_page.py), for what issues 26 and 29 changed in
its paint: an End of Decade step draws the board and tracks of its own phase (not of a later
one the game already ran), and an outlook the page's own search could not finish is asked of
the worker, which searches it to the end."""

from __future__ import annotations

import json
import random

import pytest
from test_ui_twins import _start_against_computer, until_first_decade_step
from ui_page import Page

from wsdv.ai.service import outlook as service_outlook
from wsdv.engine import Game, eod_outcomes
from wsdv.engine import outlook as engine_outlook
from wsdv.ui import board, stakes
from wsdv.ui.storage import share_link


def test_an_end_of_decade_step_draws_the_tracks_of_its_phase(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 26 ("one End of Decade story"): while a step waits, the board and the stakes
    strip show the board and tracks as that phase left them (Game.board_after); where a later
    phase already changed the board, the page does not show the current one."""
    monkeypatch.setattr(random, "randrange", random.Random(1).randrange)
    real = Game.board_after

    def board_after(game: Game, phase: int):  # noqa: ANN202
        # as the phase left it, with a mark no later phase could have made: 11 unrest in
        # Sachsen (this game's End of Decade makes all its changes in phase 1, so the
        # real boards of the later steps equal the current one)
        out = real(game, phase)
        if out is not None:
            provinces = {**out["board"]["provinces"]}
            provinces["Sachsen"] = {**provinces["Sachsen"], "unrest": 11, "markers": 2}
            out = {**out, "board": {**out["board"], "provinces": provinces}}
        return out

    monkeypatch.setattr(Game, "board_after", board_after)
    tab = Page({"aipace": "0"})
    _start_against_computer(tab, "west", "easy")
    until_first_decade_step(tab, "west")
    differed = 0
    for _ in range(20):
        step = tab.data("eodStep")
        if not step:
            break
        phase = int(step.split(":")[1])
        tab.timers()  # the outlook's search after painting (the next decade may be due)
        game = tab.app.state.game
        now = game.view(None)
        after = game.board_after(phase)
        assert after is not None
        expected = stakes.strip_html({**now, **after}, "en", False)
        assert tab.html("stakes") == expected, phase
        drawn = board.dynamic_layer({**now, **after}, {}, "en")
        assert tab.html("dyn").startswith(drawn), phase  # (+ the last turn's rings)
        if after["board"] != now["board"]:
            differed += 1
            assert not tab.html("dyn").startswith(board.dynamic_layer(now, {}, "en"))
        tab.act("eod.continue")
    assert differed >= 1  # the step's board, not the current one


def _page_search_cut_short(monkeypatch: pytest.MonkeyPatch) -> None:
    """The page's own search (the default budget) stops after 3 steps; the worker's (the
    large budget) does not."""
    real = eod_outcomes.search

    def search(s, budget=eod_outcomes.BUDGET):  # noqa: ANN001, ANN202
        return real(s, budget if budget >= engine_outlook.LARGE_BUDGET else 3)

    monkeypatch.setattr(engine_outlook, "search", search)
    engine_outlook.clear_cache()


def _with_choices() -> Game:
    """A random game stopped where the End of Decade would ask for choices (between turns):
    the page's search, cut short, cannot follow them all."""
    rnd = random.Random(3)
    g = Game.new(3)
    while g.prompt is not None:
        g.choose(rnd.choice(g.prompt.ids()))
        if g.state.phase == 0 and g.state.half and len(g.choices) > 60 and \
                not eod_outcomes.search(g.state, budget=1).complete:
            return g
    raise AssertionError("no such position")


def test_an_unfinished_outlook_is_searched_to_the_end_by_the_worker(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 29: the page draws its own figures (saying they are those of the sequences
    followed), asks the worker once for this position, and draws the worker's complete
    outlook when it answers; a move in between makes the answer late, and it is dropped."""
    _page_search_cut_short(monkeypatch)
    tab = Page({"aipace": "0"})
    asked: list[str] = []

    async def outlook(request: str) -> str:
        asked.append(request)
        return service_outlook(request)

    tab.worker.outlook = outlook  # type: ignore[attr-defined]
    tab.act("welcome.close")
    tab.win.location.hash = "#" + share_link("https://x/", _with_choices().save()).split("#")[1]
    tab.act("fragment.changed")
    tab.timers()  # the page's own search, after painting
    assert tab.data("outlook") == "worker"
    assert "outlook" in tab.app.state.ai.__slots__
    before = tab.html("stakes")
    assert tab.drain() >= 1 and len(asked) == 1
    assert tab.data("outlook") == ""
    view = tab.app.state.game.view(None)
    complete = json.loads(service_outlook(json.dumps(
        {"state": tab.app.state.game.state_json()})))["outlook"]
    assert complete["checked"]["complete"]
    assert tab.html("stakes") == stakes.strip_html({**view, "outlook": complete}, "en",
                                                   tab.app.state.preview_open)
    assert tab.html("stakes") != before or view["outlook"] == complete
    # a late answer: asked, then the game shown changes before the worker answers
    engine_outlook.clear_cache()
    tab.win.location.hash = "#" + share_link("https://x/", _with_choices().save()).split("#")[1]
    tab.act("fragment.changed")
    tab.timers()
    assert tab.data("outlook") == "worker"
    tab.act("undo")
    tab.drain()
    assert tab.app.opponent.thorough_outlook() is None
