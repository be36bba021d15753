"""The first screen before Python (issue 39): index.html holds it as the build drew it with the
app's own function, static/js/first-screen.js shows the one the app would show (language,
first visit or not, none when a game is in progress) before any large script; what the player
chose, typed and clicked meanwhile is kept and carried out once the app is up, and the app
takes over the same DOM without a layout shift.

Python is held back by holding the request for wsdv/ui/main.py (`Held`): the runtime loads,
but no line of ours runs until the test lets it through."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pytest
from conftest import wait_ready
from playwright.sync_api import BrowserContext, Page, Route, expect
from test_welcome import a_save

from wsdv.ui import i18n
from wsdv.ui.guide_words import t
from wsdv.ui.storage import share_link

if TYPE_CHECKING:
    from conftest import Site

pytestmark = pytest.mark.fresh_page  # these tests check the load itself


class Held:
    """Holds the page's request for main.py until `release`."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.routes: list[Route] = []
        self.open = False
        page.route("**/wsdv/ui/main.py", self._on)

    def _on(self, route: Route) -> None:
        if self.open:
            route.continue_()
        else:
            self.routes.append(route)

    def release(self) -> None:
        self.page.wait_for_function("document.readyState === 'complete'")
        self.open = True
        for route in self.routes:
            route.continue_()


def open_held(page: Page, url: str) -> Held:
    held = Held(page)
    page.goto(url, wait_until="domcontentloaded")
    return held


def data(page: Page, name: str) -> str:
    return page.evaluate(f"document.body.dataset.{name} ?? ''")


def python_is_not_up(page: Page) -> None:
    assert data(page, "wsdv") == "" and data(page, "ready") == ""


def prerendered(page: Page, lang: str) -> None:
    """The first screen is there, in ``lang``, with its buttons, before Python."""
    assert data(page, "first") == "shown"
    expect(page.locator("#overlay-welcome")).to_be_visible()
    expect(page.locator("#loader")).to_be_hidden()
    assert page.evaluate("document.documentElement.lang") == lang
    expect(page.locator("#welcome-title")).to_have_text(i18n.t("app_title", lang))
    expect(page.locator(".w-tagline")).to_have_text(t("tagline", lang))
    expect(page.locator("#welcome-computer")).to_have_text(t("start_computer", lang))
    expect(page.locator("#welcome-hotseat")).to_have_text(t("hotseat", lang))
    expect(page.locator("#welcome-load")).to_have_text(t("load_button", lang))
    for button in ("#welcome-computer", "#welcome-hotseat", "#welcome-remote", "#welcome-load",
                   "#welcome-rules"):
        expect(page.locator(button)).to_be_visible()
    expect(page.locator(".w-lang.on")).to_have_attribute("data-lang", lang)
    expect(page.locator("input[name=welcome-side]:checked")).to_have_value("west")
    python_is_not_up(page)


@pytest.mark.parametrize("how", ["address", "stored", "browser", "default"])
def test_the_first_screen_is_there_before_python_in_the_chosen_language(
    new_context: Callable[..., BrowserContext], site: Site, how: str
) -> None:
    """The language as the app chooses it: ?lang=, the stored choice, the browser's
    languages (its first one the game speaks), else English."""
    locale = {"browser": "pl-PL", "default": "fr-FR"}.get(how, "de-DE")
    context = new_context(locale=locale)
    if how == "stored":
        context.add_init_script("localStorage.setItem('wsdv.lang', 'it')")
    page = context.new_page()
    url = site.url + ("?lang=de" if how == "address" else "")
    lang = {"address": "de", "stored": "it", "browser": "pl", "default": "en"}[how]
    held = open_held(page, url)
    prerendered(page, lang)
    expect(page.locator("input[name=welcome-level]:checked")).to_have_value("easy")
    expect(page.locator("#tour-again")).to_have_count(0)  # a first visit: the tour comes anyway
    if how == "stored":  # the app, once up, shows the same screen: this very DOM
        page.evaluate("document.getElementById('overlay-welcome').dataset.mark = 'before'")
        held.release()
        wait_ready(page, welcome=True)
        assert data(page, "first") == "kept" and data(page, "guide") == "welcome"
        expect(page.locator("#overlay-welcome")).to_have_attribute("data-mark", "before")
        expect(page.locator("#welcome-computer")).to_be_focused()
    context.close()


def test_a_language_button_before_python_shows_that_language_and_keeps_the_choices(
    page: Page, site: Site
) -> None:
    held = open_held(page, site.url + "?lang=en")
    prerendered(page, "en")
    page.check("input[name=welcome-side][value=east]")
    page.fill("#welcome-save", "some text")
    page.click(".w-lang[data-lang=pl]")
    prerendered_pl = page.locator("#overlay-welcome[data-first='pl-new']")
    expect(prerendered_pl).to_be_visible()
    expect(page.locator("#welcome-computer")).to_have_text(t("start_computer", "pl"))
    expect(page.locator("input[name=welcome-side]:checked")).to_have_value("east")
    expect(page.locator("#welcome-save")).to_have_value("some text")
    held.release()
    wait_ready(page, welcome=True)
    # the address said English; the app takes the player's later choice, as its own button would
    assert data(page, "first") == "kept"
    assert page.evaluate("document.documentElement.lang") == "pl"
    expect(page.locator("#welcome-save")).to_have_value("some text")
    expect(page.locator("input[name=welcome-side]:checked")).to_have_value("east")


def stored_record(page: Page) -> dict[str, Any]:
    records = page.evaluate("""Object.keys(localStorage).filter((k) => k.startsWith('wsdv.game.'))
                               .map((k) => localStorage.getItem(k))""")
    assert len(records) == 1
    return json.loads(records[0])


def test_start_against_the_computer_before_python_starts_the_game_once_it_is_up(
    page: Page, site: Site
) -> None:
    held = open_held(page, site.url + "?lang=en")
    prerendered(page, "en")
    page.check("input[name=welcome-side][value=east]")
    page.check("input[name=welcome-level][value=hard]")
    button = page.locator("#welcome-computer")
    box = button.bounding_box()
    button.click()
    expect(button).to_have_text(re.compile(r"^Starting… \d+ %$"))
    expect(button).to_have_attribute("aria-busy", "true")
    assert button.bounding_box() == box  # it says so in its own place
    python_is_not_up(page)
    held.release()
    wait_ready(page, welcome=True)
    expect(page.locator("#overlay-welcome")).to_be_hidden()
    assert data(page, "first") == "kept" and data(page, "guide") == ""
    record = stored_record(page)
    assert (record["mode"], record["human"], record["level"]) == ("computer", "east", "hard")


# When the page turns ready: was the game behind the first screen drawn then?
AT_READY = """
new MutationObserver((records, observer) => {
  if (document.body?.dataset.ready !== "1") return;
  observer.disconnect();
  window.__atReady = {covered: document.body.dataset.covered ?? null,
                      map: document.getElementById("board-svg") !== null,
                      choices: document.body.dataset.choices ?? null,
                      engine: document.body.dataset.engineAtReady ?? null,
                      gc: document.body.dataset.gc ?? null};
}).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-ready"]});
"""


def test_the_game_behind_the_first_screen_is_drawn_once_the_screen_is_live(
    page: Page, site: Site
) -> None:
    """The app's first screen is live before the game it hides is drawn (App.mount); the game
    is drawn right after, unseen until whole, and the first screen's buttons start it. On a
    first visit no game is open when the page is ready (no <body data-choices>): the game,
    and the engine with it, come after the first frame (App.open_first_game). Python's cyclic
    collector, off for the imports and the mount, is back on in the task after (main.py)."""
    page.add_init_script(AT_READY)
    page.goto(site.url + "?lang=en")
    wait_ready(page, welcome=True)
    # not even the board's map: it is drawn with the game (App._draw_board)
    assert page.evaluate("window.__atReady") == {
        "covered": "1", "map": False, "choices": None, "engine": "0", "gc": None}
    page.wait_for_selector("body[data-gc='on']", state="attached")
    page.wait_for_selector("body[data-covered='']", state="attached")  # no click needed
    assert page.locator("#dyn > *").count() > 0 and page.locator("#static > *").count() > 0
    assert data(page, "guide") == "welcome"
    page.click("#welcome-hotseat")
    expect(page.locator("#overlay-welcome")).to_be_hidden()
    expect(page.locator("#board-svg")).to_be_visible()
    assert page.locator("#dyn > *").count() > 0


# A click on the first screen in the very task that makes the page ready, before the frame
# after which the app draws the board and the game behind the first screen.
CLICK_AT_READY = """
new MutationObserver((records, observer) => {
  if (document.body?.dataset.ready !== "1") return;
  observer.disconnect();
  const before = {covered: document.body.dataset.covered ?? null,
                  map: document.getElementById("board-svg") !== null,
                  choices: document.body.dataset.choices ?? null};
  document.getElementById("welcome-hotseat").click();
  window.__clickedAtReady = {...before, guide: document.body.dataset.guide,
                             map_after: document.getElementById("board-svg") !== null};
}).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-ready"]});
"""


def test_a_click_before_the_game_behind_the_first_screen_is_drawn_is_carried_out(
    page: Page, site: Site
) -> None:
    """Ready means a click on the first screen is carried out: also one made before the app
    has drawn the board and the game it leaves for after the first frame (issue 39)."""
    page.add_init_script(CLICK_AT_READY)
    page.goto(site.url + "?lang=en")
    wait_ready(page, welcome=True)
    assert page.evaluate("window.__clickedAtReady") == {
        "covered": "1", "map": False, "choices": None, "guide": "", "map_after": True}
    expect(page.locator("#overlay-welcome")).to_be_hidden()
    expect(page.locator("#board-svg")).to_be_visible()
    assert page.locator("#dyn > *").count() > 0 and page.locator("#static > *").count() > 0
    assert data(page, "covered") == "" and data(page, "passing") == "1"


def test_a_save_string_pasted_before_python_is_loaded_once_it_is_up(
    page: Page, site: Site
) -> None:
    game = a_save(12)
    held = open_held(page, site.url)
    prerendered(page, "en")
    page.fill("#welcome-save", game.save())
    page.click("#welcome-load")
    expect(page.locator("#welcome-load")).to_have_attribute("aria-busy", "true")
    python_is_not_up(page)
    held.release()
    wait_ready(page, welcome=True)
    expect(page.locator("#overlay-welcome")).to_be_hidden()
    assert data(page, "choices") == "12" and data(page, "stored") == "1"
    assert stored_record(page)["save"] == game.save()


# Every layout shift of the page from its navigation on (buffered), and whether the loading
# screen ever showed.
WATCH_SHIFTS = """() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__shifts.push(entry.value);
    }
  }).observe({ type: "layout-shift", buffered: true });
  window.__loaderShown = !document.getElementById("loader").hidden;
  new MutationObserver(() => {
    window.__loaderShown ||= !document.getElementById("loader").hidden;
  }).observe(document.getElementById("loader"), { attributes: true });
}"""
FRAMES = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


@pytest.mark.parametrize("size", [(1366, 768), (390, 844)])
def test_the_app_takes_the_first_screen_over_without_a_layout_shift(
    new_context: Callable[..., BrowserContext], site: Site, size: tuple[int, int]
) -> None:
    context = new_context(viewport={"width": size[0], "height": size[1]})
    page = context.new_page()
    held = open_held(page, site.url + "?lang=de")
    prerendered(page, "de")
    page.evaluate(WATCH_SHIFTS)
    page.evaluate("document.getElementById('overlay-welcome').dataset.mark = 'before'")
    page.locator("#overlay-welcome").evaluate("(node) => { node.scrollTop = 200; }")
    scrolled = page.locator("#overlay-welcome").evaluate("(node) => node.scrollTop")
    held.release()
    wait_ready(page, welcome=True)
    page.evaluate(FRAMES)
    assert data(page, "first") == "kept"
    expect(page.locator("#overlay-welcome")).to_have_attribute("data-mark", "before")
    assert page.locator("#overlay-welcome").evaluate("(node) => node.scrollTop") == scrolled
    assert page.evaluate("window.__loaderShown") is False
    shift = sum(page.evaluate("window.__shifts"))
    assert shift <= 0.05, f"cumulative layout shift {shift:.3f}"
    context.close()


def test_a_returning_player_without_a_game_in_progress_sees_the_apps_screen_at_once(
    new_context: Callable[..., BrowserContext], site: Site
) -> None:
    context = new_context()
    context.add_init_script("localStorage.setItem('wsdv.tour', 'turn')")
    page = context.new_page()
    held = open_held(page, site.url)
    prerendered(page, "en")
    expect(page.locator("#tour-again")).to_be_visible()  # the tour is offered again
    expect(page.locator("input[name=welcome-level]:checked")).to_have_value("normal")
    held.release()
    wait_ready(page, welcome=True)
    assert data(page, "first") == "kept"  # the app drew the same screen
    context.close()


def test_a_game_in_progress_is_not_hidden_behind_a_first_screen_the_app_replaces(
    new_context: Callable[..., BrowserContext], site: Site
) -> None:
    context = new_context()
    page = context.new_page()
    page.goto(share_link(site.url, a_save(5).save()))  # the game is stored and current
    wait_ready(page, welcome=True)
    assert data(page, "stored") == "1"
    again = context.new_page()  # a new tab: the app would offer to continue that game
    held = open_held(again, site.url)
    expect(again.locator("#loader")).to_be_visible()
    expect(again.locator("#overlay-welcome")).to_have_count(0)
    assert data(again, "first") == ""
    python_is_not_up(again)
    held.release()
    wait_ready(again, welcome=True)
    expect(again.locator("#welcome-continue")).to_be_visible()
    assert data(again, "first") == ""
    context.close()


@pytest.mark.parametrize("address", ["?seed=5", "?lang=xx", "#save=WSDV1.x", "?welcome=0"])
def test_no_first_screen_before_python_where_the_app_opens_something_else(
    page: Page, site: Site, address: str
) -> None:
    """A game by seed or link, or an address the app has something to say about: the loading
    screen shows until the app draws its own screen."""
    open_held(page, site.url + address)
    expect(page.locator("#loader")).to_be_visible()
    expect(page.locator("#overlay-welcome")).to_have_count(0)
    python_is_not_up(page)


def test_a_reload_mid_game_shows_no_first_screen(page: Page, site: Site) -> None:
    page.goto(site.url + "static/favicon.svg")  # this tab, this origin: no app started
    page.evaluate("sessionStorage.setItem('wsdv.tab.in-game', '1')")
    open_held(page, site.url)
    expect(page.locator("#loader")).to_be_visible()
    expect(page.locator("#overlay-welcome")).to_have_count(0)
