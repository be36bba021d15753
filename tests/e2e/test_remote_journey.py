"""A game by link as two players meet it (issue 36), between two browser contexts (two
profiles): every message is opened as a link in a NEW page (what tapping a link in a
messenger does), never pasted. Each page opens on the prompt or on an End of Decade step its
player has not seen, never on one already seen; every End of Decade step is clicked through;
no page throws and none calls an accepted message unreadable. The whole game (slow: about a
page load per message) ends with both pages showing the winner, the check's state, the
chart and a replay with both hands, and Games listing the game in both; the default run's
version starts late in decade I (both players' games stored from objects) and crosses the
first End of Decade. Twin: tests/test_ui_link_journey.py."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import BOOT_TIMEOUT_MS, Site
from playwright.sync_api import BrowserContext, Page, expect
from test_ui_link_journey import _to_the_first_end_of_decade

from wsdv.fair import Player
from wsdv.ui.remote import outcome
from wsdv.ui.remote_store import KEY, RemoteRecord

# Clicks through the End of Decade steps, then plays the page's turn with random options
# (the generator of tools/site_support.PLAY_REMOTE_TURN): the steps it clicked.
TURN_JS = """(seed) => {
  let x = seed;
  const rnd = () => { x = (x * 1103515245 + 12345) % 2147483648; return x / 2147483648; };
  const steps = [];
  for (let n = 0; n < 800; n++) {
    const step = document.body.dataset.eodStep;
    const go = document.getElementById("eod-continue");
    if (step && go) { steps.push(step); go.click(); continue; }
    if (document.body.dataset.remote !== "your_turn") break;
    const held = document.getElementById("confirm-ok");
    if (held) { held.click(); continue; }
    const opts = [...document.querySelectorAll("#prompt button.opt")];
    if (!opts.length) break;
    opts[Math.floor(rnd() * opts.length)].click();
  }
  return steps;
}"""


class Profile:
    """One player's browser profile: its pages come and go, its storage stays."""

    def __init__(self, context: BrowserContext, url: str) -> None:
        self.context, self.url = context, url
        self.page: Page | None = None
        self.errors: list[str] = []
        self.seen: set[str] = set()
        self.landings: list[str] = []

    def _watch(self, page: Page) -> None:
        page.on("pageerror", lambda e: self.errors.append(f"uncaught: {e}"))
        page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)

    def store(self, record: str, gid: str) -> None:
        page = self.context.new_page()
        page.goto(self.url + "?welcome=0")
        page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY + gid, record])
        page.close()

    def open_link(self, text: str) -> Page:
        """The friend's message tapped as a link: a new page (the last one is closed)."""
        if self.page is not None:
            self.page.close()
        page = self.page = self.context.new_page()
        self._watch(page)
        page.goto(f"{self.url}#fair={text}")
        page.wait_for_selector("body[data-ready='1']", state="attached",
                               timeout=BOOT_TIMEOUT_MS)
        page.wait_for_function("Number(document.body.dataset.remoteTries || 0) >= 1 && "
                               "(document.body.dataset.remote || '') !== ''", timeout=90_000)
        assert "cannot be read" not in page.inner_text("#remote-bar")
        landing = str(page.evaluate("document.body.dataset.eodStep || ''"))
        self.landings.append(landing)
        assert not landing or landing not in self.seen, f"{landing} shown again"
        assert page.locator(".py-error").count() == 0
        return page

    def play(self, seed: int) -> str:
        page = self.page
        assert page is not None
        steps = page.evaluate(TURN_JS, seed)
        assert not set(steps) & self.seen
        self.seen |= set(steps)
        assert page.locator(".py-error").count() == 0
        return page.input_value("#remote-out") if page.locator("#remote-out").count() else ""


def _profiles(new_context: Any, site: Site) -> tuple[Profile, Profile]:
    return (Profile(new_context(viewport={"width": 1366, "height": 768}), site.url),
            Profile(new_context(viewport={"width": 1280, "height": 720}), site.url))


def _record(p: Player) -> str:
    assert p.game is not None
    return RemoteRecord(gid=p.game_id, name="decade I", side=p.side, status=outcome(p),
                        updated=1.7e9, rev=1, sent=len(p.transcript),
                        player=p.to_json()).to_json()


def test_a_link_in_a_new_page_crosses_an_end_of_decade_once(site: Site,
                                                             new_context: Any) -> None:
    receiver_json, sender_json, text = _to_the_first_end_of_decade(5)
    receiver, sender = Player.from_json(receiver_json), Player.from_json(sender_json)
    a, b = _profiles(new_context, site)
    profiles = {receiver.side: a, sender.side: b}
    a.store(_record(receiver), receiver.game_id)
    b.store(_record(sender), sender.game_id)
    to, done = receiver.side, 0
    for n in range(12):
        prof = profiles[to]
        saw_decade_one = any(s.startswith("1:") for s in prof.seen)
        prof.open_link(text)
        if saw_decade_one and not prof.landings[-1]:
            done += 1  # a page of a player who saw decade I's steps: on the prompt
        text = prof.play(n + 7)
        assert text
        if done >= 2:
            break
        to = "east" if to == "west" else "west"
    assert any(prof.landings[i] for prof in (a, b) for i in range(len(prof.landings)))
    assert all(any(s.startswith("1:") for s in prof.seen) for prof in (a, b))
    assert done >= 2
    assert a.errors == [] and b.errors == []


def _the_end(prof: Profile, games: int = 1) -> None:
    """The end as the player sees it: the steps left, the game-over screen with the winner,
    the check's state and the chart; its replay with both hands; the Games list."""
    page = prof.page
    assert page is not None
    page.evaluate(TURN_JS, 1)
    expect(page.locator("#overlay-result")).to_be_visible()
    expect(page.locator("#overlay-result .winner")).to_contain_text("wins")
    expect(page.locator("#overlay-result [data-check='fair']")).to_be_visible()
    page.wait_for_function("document.body.dataset.review === 'done'", timeout=30_000)
    expect(page.locator("#overlay-result #chances-chart")).to_be_visible()
    expect(page.locator("#remote-ended")).to_contain_text("wins")
    page.click("#result-replay")
    page.wait_for_function("document.body.dataset.replay === '0'")
    for _ in range(12):  # into the first half-decade: both hands full
        page.click("#replay-next")
    expect(page.locator("#hands .handbox.open")).to_have_count(2)
    page.click("#replay-exit")
    page.wait_for_function("document.body.dataset.replay === ''")
    expect(page.locator("#overlay-result")).to_be_visible()  # back to the game-over screen
    page.click("#result-close")
    expect(page.locator("#remote-ended")).to_contain_text("wins")
    page.click("#btn-games")
    expect(page.locator("#games-by-link .game-by-link")).to_have_count(games)
    expect(page.locator("#games-by-link")).to_contain_text("game over")
    assert page.locator(".py-error").count() == 0


def _invite(host: Profile) -> str:
    """The host's page starts a game by link as West: the invitation (the top bar and the
    prompt say whose answer it waits for, not "West decides")."""
    page = host.page
    assert page is not None
    for button in ("#pass-ok", "#result-close"):  # a hot-seat game, or the last game's end
        if page.locator(button).is_visible():
            page.click(button)
    page.click("#btn-remote")
    page.click("#remote-new-west")
    page.wait_for_function("document.body.dataset.remote === 'send' && "
                           "document.body.dataset.remoteSent === '1'")
    expect(page.locator("#status")).to_contain_text("Waiting for your friend")
    expect(page.locator("#prompt")).to_contain_text("Waiting for your friend")
    expect(page.locator("#prompt")).not_to_contain_text("West decides")
    return page.input_value("#remote-out")


@pytest.mark.slow
def test_a_whole_game_by_links_opened_in_new_pages(site: Site, new_context: Any) -> None:
    """Random play may end a game before its second End of Decade (each page draws its own
    secrets: no seed fixes the deal); then the host starts another game, at most three."""
    west, east = _profiles(new_context, site)
    west.page = west.context.new_page()
    west._watch(west.page)
    west.page.goto(site.url + "?welcome=0")
    west.page.wait_for_selector("body[data-ready='1']", state="attached",
                                timeout=BOOT_TIMEOUT_MS)
    games, decades = 0, 0
    while games < 3 and decades < 2:
        games += 1
        west.seen.clear()
        east.seen.clear()
        text = _invite(west)
        sender, receiver = west, east
        for n in range(300):
            receiver.open_link(text)
            text = receiver.play(1000 * games + n)
            states = {str(p.page.evaluate("document.body.dataset.remote || ''"))
                      for p in (west, east) if p.page is not None}
            if states == {"over"}:
                break
            assert text
            sender, receiver = receiver, sender
        decades = len({s.split(":")[0] for s in west.seen | east.seen})
    assert decades >= 2
    for prof in (west, east):
        _the_end(prof, games)
    assert west.errors == [] and east.errors == []
