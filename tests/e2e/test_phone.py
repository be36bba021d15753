"""The game on a phone (390x844, touch; issues 26, 38): scrolled, the top bar's strip takes a
quarter of the screen at most; the prompt shows every option of its decision at once, with no
box of its own to scroll; the first screen's four languages are whole; at the page's top every
top-bar button is in sight; the strip's labels are words; the cards' enlarge buttons leave
their titles free; a tap on one lit target picks it at once, a tap between close targets opens
the zoomed pick."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest
from conftest import SharedPage, boot, choose_first, continue_steps
from playwright.sync_api import Page, expect
from test_accessibility import described, violations

if TYPE_CHECKING:
    from conftest import OfflineGuard, Site

# one phone for the module (on one pytest-xdist worker): each test's boot() restarts the app
# in it, as a first visit at the test's address (conftest.py's shared page), instead of
# loading Python again
pytestmark = pytest.mark.xdist_group("phone")

W, H = 390, 844
DS = "document.body.dataset"

BUTTONS_JS = """() => [...document.querySelectorAll('#topbar button')]
  .filter(b => b.offsetParent !== null)
  .map(b => { const r = b.getBoundingClientRect();
              return {id: b.id || b.textContent, left: r.left, right: r.right, top: r.top,
                      bottom: r.bottom}; })"""


@pytest.fixture(scope="module")
def _phone(browser: Any, browser_context_args: dict[str, Any]) -> Iterator[SharedPage]:
    shared = SharedPage(browser, {**browser_context_args, "viewport": {"width": W, "height": H},
                                  "is_mobile": True, "has_touch": True})
    yield shared
    shared.close()


@pytest.fixture
def phone_page(_phone: SharedPage, offline_guard: OfflineGuard) -> Iterator[Page]:
    try:
        yield _phone.take(offline_guard)
    finally:
        _phone.release()


def phone(page: Page, site: Site, lang: str, seed: int = 1) -> Page:
    boot(page, f"{site.url}?seed={seed}&lang={lang}")
    assert page.evaluate("document.documentElement.lang") == lang
    if page.evaluate(f"{DS}.passing") == "1":
        page.click("#pass-ok")
    return page


def box(page: Page, selector: str) -> dict[str, float]:
    b = page.locator(selector).bounding_box()
    assert b, selector
    return b


@pytest.mark.parametrize("lang", ["en", "de"])
def test_phone_header_buttons_chips_and_cards(phone_page: Page, site: Site, lang: str) -> None:
    page = phone(phone_page, site, lang)
    assert page.evaluate("matchMedia('(pointer: coarse)').matches")
    # at the top every button of the top bar is inside the screen
    buttons = page.evaluate(BUTTONS_JS)
    ids = {b["id"] for b in buttons}
    assert {"btn-home", "btn-rules", "btn-new", "btn-games", "btn-remote"} <= ids
    for b in buttons:
        assert b["left"] >= 0 and b["right"] <= W and b["top"] >= 0 and b["bottom"] <= H, b
    # scrolled down to the cards: the strip stays (the prompt scrolls with the page)
    page.evaluate("scrollTo(0, document.scrollingElement.scrollHeight)")
    page.wait_for_function("scrollY > 400")
    strip = box(page, "#stakes")
    assert strip["y"] >= -1, strip  # the figures stay in sight
    assert strip["y"] + strip["height"] <= H / 4 + 0.5, strip
    # the strip's labels, as shown, are words: no "WC 2/0", no "Soc. 0"
    shown = page.evaluate("""() => [...document.querySelectorAll('#stakes .chip')]
        .filter(c => c.offsetParent !== null).map(c => c.innerText)""")
    assert shown
    for label in shown:
        assert "WC" not in label and "." not in label, label
    # the enlarge buttons are off the cards' titles (the card's top 40 %)
    boxes = page.locator("#hands .cardbox, #display .cardbox")
    assert boxes.count() >= 3
    for cardbox in boxes.all():
        cardbox.scroll_into_view_if_needed()
        card = cardbox.locator("svg.card").bounding_box()
        zoom = cardbox.locator(".zoom-card").bounding_box()
        assert card and zoom
        assert zoom["y"] >= card["y"] + 0.4 * card["height"], (card, zoom)
        assert zoom["width"] >= 28 and zoom["height"] >= 28


def test_one_target_under_the_finger_is_picked(phone_page: Page, site: Site) -> None:
    """West builds (seed 1): a tap on Mannheim chooses it without the zoomed pick (three other
    lit targets are within the reach of a finger, but farther than its own disc: measured to
    their bounding boxes they made every such tap ambiguous); a tap on Hamburg, where lit
    lines meet, opens the pick. Then East's prompt links back to the map that marks West's
    move (and axe-core finds no serious violation there)."""
    page = phone(phone_page, site, "en")
    for _ in range(20):
        if page.locator("#board-svg .city.lit").count() >= 5:
            break
        if page.evaluate(f"{DS}.passing") == "1":
            page.click("#pass-ok")
            continue
        if continue_steps(page):
            continue
        build = '#prompt button.opt[data-opt="build"]'
        choose_first(page, build if page.locator(build).count() else "#prompt button.opt")
    page.evaluate("scrollTo(0, 0)")
    hamburg = box(page, '#board-svg .city[data-opt="city:Hamburg"] circle.hit')
    page.touchscreen.tap(hamburg["x"] + hamburg["width"] / 2, hamburg["y"] + hamburg["height"] / 2)
    pick = page.locator("#pick")
    expect(pick).to_be_visible()
    assert pick.locator("button.pick-opt").count() >= 2
    page.click("#pick-cancel")
    expect(pick).to_be_hidden()
    before = int(page.evaluate(f"{DS}.choices"))
    city = box(page, '#board-svg .city.lit[data-opt="city:Mannheim"] circle.hit')
    page.touchscreen.tap(city["x"] + city["width"] / 2 + 1, city["y"] + city["height"] / 2 + 1)
    page.wait_for_function(f"Number({DS}.choices) > {before} || ({DS}.confirm || '') !== ''")
    assert page.locator("#pick").is_hidden()
    if page.evaluate(f"{DS}.confirm || ''"):
        expect(page.locator("#confirm")).to_contain_text("Mannheim")
        page.click("#confirm-ok")
    # East's turn: "West moved …, marked on the map" and a link back to the map
    page.wait_for_function(f"{DS}.decider === 'east'")
    if page.evaluate(f"{DS}.passing") == "1":
        page.click("#pass-ok")
    page.evaluate("scrollTo(0, document.scrollingElement.scrollHeight)")
    page.wait_for_function("scrollY > 400")
    assert page.locator("#board-pane").bounding_box()["y"] < -200  # type: ignore[index]
    page.click("#prompt .recap-map")
    page.wait_for_function("Math.abs(document.getElementById('board-pane')"
                           ".getBoundingClientRect().top) < 120")
    found = violations(page)  # the phone's game screen, its headline and map link included
    assert found == [], described(found)


# every option of the prompt: its box on screen, and whether the prompt scrolls inside itself
PROMPT_JS = """() => {
  const p = document.getElementById('prompt');
  const strip = document.getElementById('stakes').getBoundingClientRect();
  return {inner: p.scrollHeight - p.clientHeight, stripBottom: strip.bottom, height: innerHeight,
          opts: [...p.querySelectorAll('button.opt')].map(b => {
            const r = b.getBoundingClientRect();
            return {text: b.textContent, top: r.top, bottom: r.bottom}; })};
}"""


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_a_four_action_prompt_shows_every_option(phone_page: Page, site: Site, lang: str) -> None:
    """West picks card 19 (seed 1): its four actions (unrest, build, living standard, event)
    are all in the window at once once the prompt is scrolled to (under the strip), and the
    prompt has no scrolling box of its own (it showed one option of four)."""
    page = phone(phone_page, site, lang)
    choose_first(page, '#prompt button.opt[data-opt="card:19"]')
    assert page.locator("#prompt button.opt").count() == 4
    page.evaluate("document.getElementById('prompt').scrollIntoView({block: 'start'})")
    shown = page.evaluate(PROMPT_JS)
    assert shown["inner"] <= 1, shown
    for opt in shown["opts"]:
        assert opt["top"] >= shown["stripBottom"] - 1 and opt["bottom"] <= H, (opt, shown)


def test_the_first_screens_languages_are_whole(phone_page: Page, site: Site) -> None:
    boot(phone_page, f"{site.url}?lang=pl", welcome=True)
    langs = phone_page.evaluate("""() => [...document.querySelectorAll('.w-lang')].map(b => {
        const r = b.getBoundingClientRect();
        return {text: b.textContent, left: r.left, right: r.right,
                fits: b.scrollWidth <= b.clientWidth}; })""")
    assert [x["text"] for x in langs] == ["English", "Deutsch", "Italiano", "Polski"]
    for x in langs:
        assert x["left"] >= 0 and x["right"] <= W and x["fits"], x
    card = box(phone_page, "#overlay-welcome .welcomecard")
    assert card["x"] >= 0 and card["x"] + card["width"] <= W, card  # its text inside the screen


# the map's names on screen: (font size in px as drawn, the name)
NAME_SIZES = """() => [...document.querySelectorAll('#board-svg .cname, #board-svg .names text')]
  .filter(t => t.getBoundingClientRect().width > 0)
  .map(t => [parseFloat(getComputedStyle(t).fontSize) * Math.hypot(t.getScreenCTM().a,
                                                                    t.getScreenCTM().b),
             t.textContent.trim()])"""


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_maps_names_are_readable_or_listed(phone_page: Page, site: Site, lang: str) -> None:
    """At the phone's width the map's names are about 6 px: a list under the map names every
    province (with its state in words) and every city, in letters of 11 px at least."""
    page = phone(phone_page, site, lang)
    sizes = page.evaluate(NAME_SIZES)
    assert len(sizes) >= 50
    small = [name for px, name in sizes if px < 11]
    if not small:
        return  # readable on the map itself
    places = page.locator("#places")
    expect(places).to_be_visible()
    places.locator("summary").click()
    listed = page.evaluate("""() => [...document.querySelectorAll('#places li')].map(li =>
        [li.innerText, parseFloat(getComputedStyle(li).fontSize),
         li.getBoundingClientRect().left, li.getBoundingClientRect().right])""")
    text = " ".join(words for words, *_ in listed)
    for name in small:
        assert name in text, name
    for words, px, left, right in listed:
        assert px >= 11 and left >= 0 and right <= W, (words, px, left, right)


# the element at each point along the screen's edges: in the game-over screen or not
EDGES_JS = """() => {
  const card = document.querySelector('#overlay-result .gameover');
  const pts = [];
  for (let x = 2; x < innerWidth; x += 24) pts.push([x, 2], [x, innerHeight - 2]);
  for (let y = 2; y < innerHeight; y += 40) pts.push([2, y], [innerWidth - 2, y]);
  return pts.filter(([x, y]) => !card.contains(document.elementFromPoint(x, y)));
}"""


def test_the_game_over_screen_leaves_no_sliver_of_the_top_bar(phone_page: Page,
                                                               site: Site) -> None:
    """The game-over screen takes the whole phone screen (as a card 8 px in, it covered the
    top bar but for slivers of its buttons above it) and scrolls inside to its last
    button."""
    from test_gameover import finished
    page = phone_page
    boot(page, f"{site.url}?lang=en", welcome=True)
    page.fill("#welcome-save", finished(5).save())
    page.click("#welcome-load")
    screen = page.locator("#overlay-result .gameover")
    expect(screen).to_be_visible()
    assert page.evaluate(EDGES_JS) == []
    last = screen.locator("button").last
    last.scroll_into_view_if_needed()
    b = last.bounding_box()
    assert b is not None and 0 <= b["y"] and b["y"] + b["height"] <= H
