"""Against the computer in the browser: the AI runs in a PyScript worker (functions only, no
DOM, no special headers); a whole game against it to the result screen; the page answers
clicks while it thinks; its hand never shows; a reload resumes the game against it; the hint
in a hot-seat game. Every request is routed by the conftest's offline guard."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from conftest import (
    StoppableServer,
    boot,
    choose_first,
    continue_steps,
    settle_choice,
    wait_offline_ready,
    wait_ready,
)
from playwright.sync_api import BrowserContext, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from test_saves import export_save

from wsdv.engine import Game

if TYPE_CHECKING:
    from conftest import OfflineGuard, Site

AI_TIMEOUT_MS = 120_000  # the worker's first start included (a second Pyodide)


def data(page: Page) -> dict[str, str]:
    return page.evaluate("({...document.body.dataset})")


def start_against_computer(page: Page, human: str, level: str) -> None:
    """The first screen's "new game" (under the pass screen) -> against the computer."""
    page.click("#pass-new")
    page.check("input[name=new-mode][value=computer]")
    page.select_option("#new-side", human)
    page.select_option("#new-level", level)
    page.click("#new-start")
    expect(page.locator("#overlay-saves")).to_be_hidden()


def computer_hand_hidden(page: Page, computer: str) -> bool:
    box = page.locator(f'#hands .handbox[data-side="{computer}"]')
    return box.evaluate("b => b.classList.contains('closed')") and \
        page.locator(f'#hands .handbox[data-side="{computer}"] .cardslot[data-card]').count() == 0


def zoom_click_while_thinking(page: Page) -> bool | None:
    """Click the board's zoom while the computer thinks; True when the page handled it while
    the computer was still thinking (no move applied meanwhile), None if it was not thinking."""
    before = data(page)
    if before.get("thinking") != "1":
        return None
    zoomed = page.locator("#board-scroll").evaluate("e => e.classList.contains('zoomed')")
    try:
        page.click("#btn-zoom-out" if zoomed else "#btn-zoom-in", timeout=10_000)
    except PlaywrightTimeoutError:
        if data(page).get("result"):
            return None  # the computer's move ended the game: the result screen covers it
        raise
    after = data(page)
    now = page.locator("#board-scroll").evaluate("e => e.classList.contains('zoomed')")
    if after.get("thinking") != "1" or after["aiMoves"] != before["aiMoves"]:
        return None  # the computer finished in between: says nothing either way
    assert now != zoomed
    return True


def test_game_against_the_computer_to_its_result(page: Page, site: Site,
                                                 offline_guard: OfflineGuard,
                                                 console_errors: list[str]) -> None:
    """The human (East) always takes the first option; the computer (West, easy) answers in
    its worker until the game ends. The board stays clickable while it thinks. The game
    starts at the default pace (brisk: on a quiet machine the easy level answers within a
    few ms, and with no pace the page was never caught thinking); once a click was handled
    while the computer thought, the pace buttons set "instant", which is remembered."""
    boot(page, site.url)
    start_against_computer(page, "east", "easy")
    answered_while_thinking = 0
    instant = False
    human_moves = 0
    for _ in range(5000):
        d = data(page)
        if d.get("result"):
            break
        assert not d.get("aiError"), d.get("aiError")
        assert d.get("passing") == "0", "no pass screen against the computer"
        assert computer_hand_hidden(page, "west")
        if d.get("thinking") == "1":
            if not answered_while_thinking and zoom_click_while_thinking(page):
                answered_while_thinking += 1
            elif answered_while_thinking and not instant:
                instant_button = page.locator('#prompt [data-act="pace.set"][data-arg="instant"]')
                if instant_button.count():
                    instant_button.click()
                    instant = True
            continue
        if continue_steps(page):
            continue
        if d.get("decider") == "east":
            buttons = page.locator("#prompt button.opt")
            if buttons.count():
                choose_first(page)
                human_moves += 1
                continue
        page.wait_for_timeout(20)
    continue_steps(page)  # a game that ends in an End of Decade shows its steps first
    d = data(page)
    assert d.get("result"), "the game did not end"
    expect(page.locator("#overlay-result")).to_be_visible()
    assert int(d["aiMoves"]) > 0 and human_moves > 0
    assert int(d["aiMoves"]) + human_moves == int(d["choices"])
    assert answered_while_thinking > 0
    assert instant and page.evaluate("localStorage.getItem('wsdv.pace')") == "instant"
    # the stored game replays in CPython to the same end: every computer choice was legal
    record = page.evaluate("JSON.parse(localStorage.getItem("
                           "'wsdv.game.' + document.body.dataset.gameId))")
    assert (record["mode"], record["human"], record["level"]) == ("computer", "east", "easy")
    replay = Game.load(record["save"])
    assert replay.result is not None
    assert f"{replay.result.winner}:{replay.result.reason}" == d["result"]
    assert console_errors == []
    assert offline_guard.blocked == []


def test_page_answers_clicks_while_the_computer_thinks_hard(page: Page, site: Site,
                                                          console_errors: list[str]) -> None:
    """At Hard a decision takes a while: clicks on the board's zoom are handled during it,
    and the prompt bar says who is thinking; the game is not playable by the human then."""
    boot(page, f"{site.url}?aipace=0")
    start_against_computer(page, "east", "hard")
    page.wait_for_selector("body[data-ai-ready='1']", state="attached", timeout=AI_TIMEOUT_MS)
    handled = human_turns = 0
    while handled < 3 and human_turns < 12:
        d = data(page)
        assert not d.get("result") and not d.get("aiError")
        if continue_steps(page):
            continue
        if d.get("decider") == "east" and d.get("thinking") == "0":  # the human's turn
            if d.get("kind") == "card":
                human_turns += 1
            choose_first(page)
            continue
        if zoom_click_while_thinking(page):
            handled += 1
            expect(page.locator("#thinking")).to_contain_text("West")
            assert page.locator("#prompt button.opt").count() == 0
            assert page.locator("#btn-undo").is_disabled()
    assert handled >= 3, f"only {handled} clicks answered while the computer thought"
    page.wait_for_function("Number(document.body.dataset.aiMoves) > 0", timeout=AI_TIMEOUT_MS)
    assert float(data(page)["aiMs"]) >= 0
    assert console_errors == []


def test_reload_resumes_the_game_against_the_computer(page: Page, site: Site,
                                                     new_context: Any) -> None:
    """A reload resumes the game against the computer; its share link, opened in another
    browser (a first visit), is the same game against the computer (issue 26: an import
    kept its moves but lost its opponent), and there the computer answers West's turn."""
    boot(page, f"{site.url}?aipace=0")
    start_against_computer(page, "west", "normal")
    # West (the human) moves first: its whole turn, then the computer answers
    while data(page)["decider"] == "west":
        choose_first(page)
    page.wait_for_function("Number(document.body.dataset.aiMoves) > 0", timeout=AI_TIMEOUT_MS)
    page.wait_for_function("document.body.dataset.decider === 'west' && "
                           "document.body.dataset.thinking === '0'", timeout=AI_TIMEOUT_MS)
    played = int(data(page)["choices"])
    page.reload()
    wait_ready(page)
    d = data(page)
    assert int(d["choices"]) == played
    assert d["passing"] == "0" and d["decider"] == "west"
    assert computer_hand_hidden(page, "east")
    assert page.locator("#prompt button.opt").count() > 0
    page.click("#btn-games")
    expect(page.locator("#games-list")).to_contain_text("computer: normal")
    page.keyboard.press("Escape")
    expect(page.locator("#overlay-saves")).to_be_hidden()
    _, link = export_save(page)
    away = new_context().new_page()
    boot(away, link)
    d = data(away)
    assert int(d["choices"]) == played and d["passing"] == "0" and d["decider"] == "west"
    assert computer_hand_hidden(away, "east")
    away.click("#btn-games")
    expect(away.locator("#games-list")).to_contain_text("computer: normal")
    away.keyboard.press("Escape")
    expect(away.locator("#overlay-saves")).to_be_hidden()
    while data(away)["decider"] == "west":
        choose_first(away)
    away.wait_for_function(f"Number(document.body.dataset.choices) > {played + 2} && "
                           "Number(document.body.dataset.aiMoves) > 0", timeout=AI_TIMEOUT_MS)


def test_hint_in_a_hot_seat_game(page: Page, site: Site, console_errors: list[str]) -> None:
    """The hint says what the computer would choose and why, marks that option, and the
    player can take it."""
    boot(page, f"{site.url}?seed=3")
    page.click("#pass-ok")
    expect(page.locator("#btn-hint")).to_be_visible()
    page.click("#btn-hint")
    assert data(page)["hint"] == "wait"
    page.wait_for_selector("body[data-hint='1']", state="attached", timeout=AI_TIMEOUT_MS)
    advice = page.locator("#advice")
    expect(advice).to_be_visible()
    expect(advice).to_contain_text("would choose")
    expect(advice).to_contain_text("%")
    option = advice.locator("#hint").get_attribute("data-option")
    hinted = page.locator("#prompt button.opt.hinted")
    expect(hinted).to_have_count(1)
    assert hinted.get_attribute("data-opt") == option
    before = int(data(page)["choices"])
    hinted.click()
    settle_choice(page, before)  # a hinted choice may end the turn: confirmed there
    expect(advice).to_be_hidden()  # the hint was for the position before
    assert data(page)["hint"] == ""
    assert console_errors == []


@pytest.mark.browser_context_args(service_workers="allow")
def test_computer_plays_offline_on_a_second_visit(
    context: BrowserContext, own_dist: tuple[Any, Path], console_errors: list[str]
) -> None:
    """After one visit the service worker serves the computer's worker too: with the server
    answering nothing, a game against the computer starts and the computer moves."""
    build, folder = own_dist
    server = StoppableServer(build, folder, "/")
    try:
        first = context.new_page()
        boot(first, server.url)
        wait_offline_ready(first)
        first.close()
        server.stopped = True
        page = context.new_page()
        boot(page, f"{server.url}?aipace=0")
        start_against_computer(page, "east", "easy")
        page.wait_for_function("Number(document.body.dataset.aiMoves) > 0",
                               timeout=AI_TIMEOUT_MS)
        assert not data(page).get("aiError")
        # nothing the game needs came from the server; the browser's own update check of
        # sw.js may ask (and finds the server gone, which changes nothing)
        assert [path for path in server.after_stop if path != "/sw.js"] == []
        assert [e for e in console_errors if "503" not in e and "sw.js" not in e] == []
    finally:
        server.close()
