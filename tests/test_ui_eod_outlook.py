"""The page over the stand-in browser (tests/ui_page.py), for what issue 29 changed in its
paint: an outlook the page's own search could not finish is asked of the worker, which
searches it to the end. (That an End of Decade step draws the board, tracks and the rest of
the table of its own phase: test_ui_eod_steps, against the engine's replayed board.)"""

from __future__ import annotations

import dataclasses
import json
import random

import pytest
from ui_page import Page

from wsdv.ai.service import outlook as service_outlook
from wsdv.engine import Game, eod_outcomes
from wsdv.engine import outlook as engine_outlook
from wsdv.ui import stakes
from wsdv.ui.screen import thorough_outlook
from wsdv.ui.storage import share_link


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
    tab.fake.hash = "#" + share_link("https://x/", _with_choices().save()).split("#")[1]
    tab.act("fragment.changed")
    tab.timers()  # the page's own search, after painting
    assert tab.data("outlook") == "worker"
    assert "outlook" in {field.name for field in dataclasses.fields(tab.app.state.ai)}
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
    tab.fake.hash = "#" + share_link("https://x/", _with_choices().save()).split("#")[1]
    tab.act("fragment.changed")
    tab.timers()
    assert tab.data("outlook") == "worker"
    tab.act("undo")
    tab.drain()
    assert thorough_outlook(tab.app.state) is None
