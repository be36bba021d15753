"""Games by link as safe as every other game (issue 24, items 5 and 6), in the browser: a
reload after every step of a handoff, hostile strings, links and backups, and a finished
game that waits for its check ("game over, not yet checked", then verified). Nothing is
lost, the player is told, every screen opens.

The friend is played in CPython with wsdv.fair.Player (its messages are only opened in the
page), so most tests need one page; a "reload" is the shared page's restart with storage
and session kept (a new app reads both, as on a load), and some are real reloads. One game
by link open in two tabs, a full storage (setItem throwing QuotaExceededError) and a
localStorage getter that throws are played in CPython (tests/test_ui_twins.py), and so is
every kind of damaged record (tests/test_ui_twins_saves.py)."""

from __future__ import annotations

import json
import random
import secrets
import zlib
from typing import Any

import pytest
from conftest import Site, boot, wait_ready
from playwright.sync_api import Page, expect
from test_remote import PLAY_TURN

from wsdv.fair import Player
from wsdv.fair import message as fair_message

SLOW_MS = 180_000  # opening a whole game's backup replays every message
REMOTE_JS = """() => Object.fromEntries(Object.keys(localStorage).sort()
  .filter(k => k.startsWith('wsdv.remote.')).map(k => [k, localStorage.getItem(k)]))"""


def data(page: Page, name: str) -> str:
    return str(page.evaluate(f"document.body.dataset.{name} ?? ''"))


def sent(page: Page) -> int:
    return int(data(page, "remoteSent") or 0)


def remote_records(page: Page) -> dict[str, str]:
    return page.evaluate(REMOTE_JS)


def restart(page: Page) -> None:
    """A reload as far as the app can tell: a new app reads storage and this tab's session
    (kept), and forgets what it held in memory."""
    page.evaluate("() => { delete document.body.dataset.ready; wsdvRestart(); }")
    wait_ready(page)


def clear_overlays(page: Page) -> None:
    if data(page, "passing") == "1":
        page.click("#pass-ok")
    if page.locator("#result-close").is_visible():
        page.click("#result-close")


def open_screen(page: Page) -> None:
    clear_overlays(page)
    if not page.locator("#remote-card").is_visible():
        page.click("#btn-remote")
    expect(page.locator("#remote-card")).to_be_visible()


def paste(page: Page, text: str, box: str = "bar") -> None:
    """Open a message (or link) from the bar's box or the By link screen's box."""
    tries = int(data(page, "remoteTries") or 0)
    clear_overlays(page)
    if box == "bar":
        page.fill("#remote-in", text)
        page.click("#remote-open", timeout=SLOW_MS)
    else:
        open_screen(page)
        page.fill("#remote-screen-in", text)
        page.click("#remote-screen-open", timeout=SLOW_MS)
    page.wait_for_function(f"Number(document.body.dataset.remoteTries || 0) > {tries}",
                           timeout=SLOW_MS)


def refusal(page: Page) -> str:
    """The refusal just said: on the By link screen, or in the bar."""
    for sel in ("#remote-screen-msg", "#remote-msg"):
        node = page.locator(sel)
        if node.count() and node.first.is_visible() and node.first.text_content():
            return str(node.first.text_content())
    return ""


def new_game(page: Page) -> str:
    """A new game by link, this page hosting as West: its invitation."""
    open_screen(page)
    page.click("#remote-new-west")
    page.wait_for_function("document.body.dataset.remote === 'send'")
    return page.input_value("#remote-out")


def friend_turn(friend: Player, text: str, rnd: random.Random) -> str:
    """The friend opens ``text`` and plays its turn (random legal options): its answer."""
    friend.receive(text)
    while friend.status() == "your_turn":
        assert friend.game is not None and friend.game.prompt is not None
        friend.choose(rnd.choice(friend.game.prompt.ids()))
    assert friend.outbox is not None
    return friend.outbox


def play_turn(page: Page, seed: int) -> str:
    """This page plays its turn: the message it shows to send."""
    assert data(page, "remote") == "your_turn"
    page.evaluate(PLAY_TURN, seed)
    assert data(page, "remote") != "your_turn"
    return page.input_value("#remote-out")


# ----------------------------------------------------------------------------- reloads


def test_a_reload_after_every_step_of_a_handoff_loses_nothing(
    page: Page, site: Site, console_errors: list[str]
) -> None:
    rnd = random.Random(24)
    boot(page, site.url)
    invite = new_game(page)  # the host creates
    assert data(page, "remoteFp") == "" and page.locator("#remote-bar .remote-fp").count()
    restart(page)
    assert data(page, "remote") == "send" and sent(page) == 1
    assert page.input_value("#remote-out") == invite
    friend = Player.join(secrets.token_bytes(32), invite)  # the guest joins
    paste(page, friend.outbox)  # the host opens the acceptance
    assert data(page, "remote") == "your_turn" and sent(page) == 2
    assert data(page, "remoteFp") == friend.fingerprint()  # both pages show one number
    expect(page.locator("#remote-bar .remote-fp")).to_contain_text(str(friend.fingerprint()))
    restart(page)
    assert data(page, "remote") == "your_turn" and sent(page) == 2
    mine = play_turn(page, 5)  # a turn
    restart(page)
    assert sent(page) == 3 and page.input_value("#remote-out") == mine
    answer = friend_turn(friend, mine, rnd)  # the friend accepts the stored message
    paste(page, answer)
    assert sent(page) == len(friend.transcript)
    page.reload()  # a real reload
    wait_ready(page)
    assert sent(page) == len(friend.transcript) and data(page, "remoteStored") == "1"
    open_screen(page)
    assert page.locator("#remote-games .remote-row").count() == 1
    assert console_errors == []


# ----------------------------------------------------------------------------- hostile input


def nested(depth: int = 100_000) -> str:
    """A string that looks like a message and unpacks to deeply nested brackets (in Pyodide,
    parsing it unguarded overflows the JavaScript stack: a fatal error)."""
    return fair_message.PREFIX + fair_message.b64(zlib.compress(b"[" * depth, 9))


def test_hostile_messages_links_and_backups_are_refused_in_words(
    page: Page, site: Site, console_errors: list[str]
) -> None:
    boot(page, site.url + "#fair=" + nested())  # as a link, on load: the page still boots
    assert refusal(page)
    page.click("#remote-close")
    invite = new_game(page)
    friend = Player.join(secrets.token_bytes(32), invite)
    before = remote_records(page)
    hostile = {
        "brackets": "[" * 122,
        "nested": nested(),
        "no game id": fair_message.encode({"v": 1, "n": 0, "from": "west", "kind": "invite"}),
        "huge game id": fair_message.encode({"v": 1, "g": "x" * 400_012, "n": 0,
                                             "from": "west", "kind": "invite"}),
        "not a message": "hello",
    }
    for name, text in hostile.items():
        paste(page, text, box="screen")
        said = refusal(page)
        assert 0 < len(said) <= 300, name
        assert remote_records(page) == before, name
    page.evaluate("() => { location.hash = 'fair=WSDVF1.' + 'A'.repeat(5000); }")
    page.wait_for_function("document.getElementById('remote-screen-msg')?.textContent || "
                           "document.getElementById('remote-msg')?.textContent")
    open_screen(page)
    for backup in ('{"secret": ' + "[" * 5000 + "]" * 5000 + "}", "{" * 3, "x" * 10):
        page.fill("#remote-restore-in", backup)
        page.click("#remote-restore")
        expect(page.locator("#remote-screen-msg")).to_contain_text("not a backup")
    assert remote_records(page) == before
    assert all(len(k) < 100 for k in page.evaluate("Object.keys(localStorage)"))
    # one box per purpose: the friend's acceptance pasted into the By link screen's box
    # while the game waits (the bar has its own, empty box)
    assert page.locator("#remote-in").count() == 1
    paste(page, friend.outbox, box="screen")
    assert data(page, "remote") == "your_turn" and sent(page) == 2
    assert console_errors == []


# ----------------------------------------------------------------------------- the end


@pytest.fixture(scope="module")
def finished() -> dict[str, Any]:
    """A whole game played in CPython (random legal moves; ~5 s): the backup of the side that
    made the last choice, taken while its game is over but not yet checked, and the other
    side's answer, which reveals its secret."""
    rnd = random.Random(5)
    west = Player.create(secrets.token_bytes(32), "west")
    east = Player.join(secrets.token_bytes(32), west.outbox)
    west.receive(east.outbox)
    players = {"west": west, "east": east}
    for _ in range(2000):
        for side, p in players.items():
            other = players["east" if side == "west" else "west"]
            while p.status() == "your_turn":
                assert p.game is not None and p.game.prompt is not None
                p.choose(rnd.choice(p.game.prompt.ids()))
            if p.status() == "unchecked":
                backup = json.dumps(p.to_json())
                other.receive(str(p.outbox))
                assert other.status() == "over" and other.verdict == []
                return {"backup": backup, "final": other.outbox, "side": side,
                        "fp": p.fingerprint()}
            if len(p.transcript) > len(other.transcript):
                other.receive(str(p.outbox))
    raise AssertionError("the game did not end")


def test_a_finished_game_says_not_yet_checked_until_the_check_passed(
    page: Page, site: Site, finished: dict[str, Any], console_errors: list[str]
) -> None:
    boot(page, site.url)
    open_screen(page)
    page.fill("#remote-restore-in", finished["backup"])
    page.click("#remote-restore", timeout=SLOW_MS)  # replays the whole game (~5 s)
    page.wait_for_function("document.body.dataset.remote === 'unchecked'", timeout=SLOW_MS)
    expect(page.locator("#remote-bar .remote-status")).to_contain_text("not yet checked")
    assert data(page, "remoteFp") == finished["fp"]
    open_screen(page)
    expect(page.locator("#remote-games")).to_contain_text("not yet checked")
    page.click("#remote-close")
    paste(page, finished["final"])  # the friend's secret: the check runs
    assert data(page, "remote") == "over" and data(page, "remoteVerdict") == "fair"
    expect(page.locator("#remote-bar .remote-ok")).to_be_visible()
    open_screen(page)
    expect(page.locator("#remote-games")).not_to_contain_text("not yet checked")
    page.click("#remote-close")
    paste(page, finished["final"], box="screen")  # once over, a message is refused
    assert refusal(page) and data(page, "remote") == "over"
    assert console_errors == []
