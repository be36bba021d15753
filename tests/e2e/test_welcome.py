"""The first screen (issue 13): each choice works (continue the last game, against the
computer with side and level, two players at one screen, load a save string with a clear
error for a bad one, how to play), the browser's language is the default (German for a
German browser) and the player's choice of language is kept."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

import pytest
from conftest import boot, wait_ready
from playwright.sync_api import BrowserContext, Page, expect

from wsdv.engine import Game

if TYPE_CHECKING:
    from conftest import Site

AI_TIMEOUT_MS = 120_000  # the worker's first start included


def data(page: Page, name: str) -> str:
    return page.evaluate(f"document.body.dataset.{name} ?? ''")


def first_screen(page: Page) -> None:
    expect(page.locator("#overlay-welcome")).to_be_visible()
    assert data(page, "guide") == "welcome"


def a_save(choices: int, seed: int = 21) -> Game:
    game = Game.new(seed)
    rnd = random.Random(seed)
    for _ in range(choices):
        assert game.prompt is not None
        game.choose(rnd.choice(game.prompt.options).id)
    return game


def test_first_visit_shows_the_first_screen_not_a_pass_screen(page: Page, site: Site) -> None:
    boot(page, site.url, welcome=True)
    first_screen(page)
    for bid in ("welcome-computer", "welcome-hotseat", "welcome-load", "welcome-rules"):
        expect(page.locator(f"#{bid}")).to_be_visible()
    expect(page.locator("#welcome-continue")).to_have_count(0)  # nothing stored yet
    # the computer is the default: West at Easy on a first visit (tour.py), each level
    # explained in a line
    assert page.locator("input[name=welcome-side][value=west]").is_checked()
    assert page.locator("input[name=welcome-level][value=easy]").is_checked()
    expect(page.locator(".w-computer .choice .choice-note")).to_have_count(5)


def test_against_the_computer_with_side_and_level(page: Page, site: Site) -> None:
    boot(page, f"{site.url}?aipace=0", welcome=True)
    page.check("input[name=welcome-side][value=east]")
    page.check("input[name=welcome-level][value=easy]")
    page.click("#welcome-computer")
    expect(page.locator("#overlay-welcome")).to_be_hidden()
    assert data(page, "stored") == "1" and data(page, "passing") == "0"
    # West (the computer) begins: its first move arrives from the worker
    page.wait_for_function("Number(document.body.dataset.aiMoves) >= 1", timeout=AI_TIMEOUT_MS)
    page.click("#btn-games")
    expect(page.locator("#games-list .game-meta").first).to_contain_text("computer: easy")
    expect(page.locator("#games-list .game-meta").first).to_contain_text("You: East")


@pytest.mark.fresh_page  # it opens a second tab beside its page
def test_two_players_a_reload_returns_to_the_game_a_new_tab_offers_to_continue(
    page: Page, site: Site
) -> None:
    boot(page, site.url, welcome=True)
    page.click("#welcome-hotseat")
    expect(page.locator("#overlay-welcome")).to_be_hidden()
    assert data(page, "passing") == "1" and data(page, "stored") == "1"
    page.click("#pass-ok")
    page.locator("#prompt button.opt").first.click()
    page.wait_for_function("document.body.dataset.choices === '1'")
    game_id = data(page, "gameId")
    page.reload()  # mid-game: straight back to the game, no first screen
    wait_ready(page, welcome=True)
    assert data(page, "guide") == "" and data(page, "gameId") == game_id
    assert data(page, "choices") == "1"
    tab = page.context.new_page()  # a new visit: the first screen, with the game to continue
    boot(tab, site.url, welcome=True)
    first_screen(tab)
    expect(tab.locator("#welcome-last")).to_contain_text("Decade I")
    tab.click("#welcome-continue")
    expect(tab.locator("#overlay-welcome")).to_be_hidden()
    assert data(tab, "gameId") == game_id and data(tab, "choices") == "1"


def test_load_a_save_string(page: Page, site: Site) -> None:
    boot(page, site.url, welcome=True)
    page.fill("#welcome-save", "WSDV1.this-is-not-a-game")
    page.click("#welcome-load")
    expect(page.locator("#welcome-load-msg")).to_contain_text("Not a valid save")
    first_screen(page)  # nothing lost: the screen and the pasted text stay
    expect(page.locator("#welcome-save")).to_have_value("WSDV1.this-is-not-a-game")
    game = a_save(12)
    page.fill("#welcome-save", game.save())
    page.click("#welcome-load")
    expect(page.locator("#overlay-welcome")).to_be_hidden()
    assert data(page, "choices") == "12" and data(page, "stored") == "1"


def test_how_to_play_opens_the_rules_and_comes_back(page: Page, site: Site) -> None:
    boot(page, site.url, welcome=True)
    page.click("#welcome-rules")
    expect(page.locator("#overlay-rules")).to_be_visible()
    assert data(page, "guide") == "rules" and data(page, "rulesSection") == "1"
    expect(page.locator("#rules-s-1")).to_be_in_viewport()
    expect(page.locator("#rules-toc button.rules-go")).to_have_count(33)  # 32 sections + the icons
    page.keyboard.press("Escape")
    first_screen(page)


def test_the_browser_language_is_the_default_and_the_choice_is_kept(
    new_context: Callable[..., BrowserContext], site: Site
) -> None:
    german = new_context(locale="de-DE").new_page()
    boot(german, site.url, welcome=True)
    assert german.evaluate("document.documentElement.lang") == "de"
    expect(german.locator("#welcome-computer")).to_have_text("Gegen den Computer starten")
    german.check("input[name=welcome-level][value=hard]")
    german.click(".w-lang[data-lang=en]")
    expect(german.locator("#welcome-computer")).to_have_text("Start against the computer")
    assert german.locator("input[name=welcome-level][value=hard]").is_checked()  # kept
    german.reload()
    wait_ready(german, welcome=True)
    assert german.evaluate("document.documentElement.lang") == "en"  # the choice is kept
