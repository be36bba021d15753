"""The game-over screen (issue 13), reached at once by loading a finished game's save string:
the winner and the reason in words, both sides' final figures, the replay and new-game
buttons, and the review the AI worker computes after the game: the chart of the player's chances
and the key moments with what happened in them."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pytest
from conftest import boot
from playwright.sync_api import Page, expect

from wsdv.engine import Game

if TYPE_CHECKING:
    from conftest import Site

AI_TIMEOUT_MS = 120_000  # the worker's first start included


def finished(seed: int) -> Game:
    game = Game.new(seed)
    rnd = random.Random(seed)
    while game.result is None:
        assert game.prompt is not None
        game.choose(rnd.choice(game.prompt.options).id)
    return game


def data(page: Page, name: str) -> str:
    return page.evaluate(f"document.body.dataset.{name} ?? ''")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_game_over_figures_review_replay(page: Page, site: Site, lang: str) -> None:
    game = finished(5)
    result = game.result
    assert result is not None
    boot(page, f"{site.url}?lang={lang}", welcome=True)
    page.fill("#welcome-save", game.save())
    page.click("#welcome-load")
    screen = page.locator("#overlay-result .gameover")
    expect(screen).to_be_visible()
    assert data(page, "result") == f"{result.winner}:{result.reason}"
    expect(screen).to_have_attribute("data-reason", result.reason)
    why = {"en": "national insolvency", "de": "Staatsbankrott"}[lang]
    assert result.reason == "national insolvency"  # this seed's end
    expect(screen.locator(".why")).to_contain_text(why)
    expect(screen.locator(".why .rules-go")).to_have_attribute("data-rules-go", "9")
    # the final figures, as the engine's view has them
    view = game.view(None)
    west_unrest = sum(view["board"]["provinces"][p]["unrest"] for p in view["board"]["provinces"]
                      if p in ("Schleswig-Holstein", "Niedersachsen", "Nordrhein-Westfalen",
                               "Hessen", "Rheinland-Pfalz", "Baden-Württemberg", "Bayern",
                               "West Berlin"))
    expect(screen.locator("tr[data-figure=unrest] td[data-side=west]")).to_have_text(
        str(west_unrest))
    expect(screen.locator("tr[data-figure=protests] td")).to_have_count(2)
    expect(screen.locator("tr[data-figure=flight] td")).to_have_text(
        str(view["tracks"]["flight"]))
    # the review: computed in the worker after the game
    page.wait_for_function("['done', 'error'].includes(document.body.dataset.review)",
                           timeout=AI_TIMEOUT_MS)
    assert data(page, "review") == "done"
    chart = screen.locator("#chances-chart")
    expect(chart).to_be_visible()
    assert int(chart.get_attribute("data-points") or 0) > 5
    marks = chart.locator(".moment-mark").count()
    moments = screen.locator("ol.moments > li")
    expect(moments).to_have_count(marks)
    if marks:
        assert moments.first.locator("ul li").count() >= 1  # what happened, from the log
    # replay from the game-over screen
    page.click("#result-replay")
    expect(page.locator("#replay-panel")).to_be_visible()
    assert data(page, "replay") == "0"
    page.click("#replay-end")
    assert data(page, "replay") == str(len(game.choices))
    page.click("#replay-exit")
    # the screen comes back; new game opens the new-game dialog with the computer chosen
    expect(screen).to_be_visible()
    page.click("#result-new")
    expect(page.locator("#new-card")).to_be_visible()
    assert page.locator("input[name=new-mode][value=computer]").is_checked()
