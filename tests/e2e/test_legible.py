"""A board you can read at 1366x768 (issue 26): every text on the board and its tracks at
least 11 CSS px as drawn on screen (the SVG is scaled to fit: the size on screen is the font
size times the scale of the text's screen matrix), the track columns named in words, the
Prestige chip, and beside the board "What … did" pinned in view and, choosing a card, the
whole card display and the player's own hand above the fold, in English and German."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from conftest import boot, choose_first
from playwright.sync_api import Page, expect
from test_computer import data

if TYPE_CHECKING:
    from conftest import Site

MIN_PX = 11.0
SEED = 7

# (font size in px on screen, the text) of every visible <text> of the board
TEXT_SIZES = """() => [...document.querySelectorAll('#board-svg text')]
  .filter(t => t.textContent.trim() && t.getBoundingClientRect().width > 0)
  .map(t => {
    const m = t.getScreenCTM();
    return [parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b),
            t.textContent.trim()];
  })"""

IN_VIEW = """(sel) => {
  const r = document.querySelector(sel).getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight + 0.5;
}"""


def after_wests_first_turn(page: Page, site: Site, lang: str) -> None:
    """A hot-seat game at 1366x768 (no worker needed: one screen shows the same panels):
    West, holding the prestige advantage, plays its first turn (first options, confirmed);
    then East takes the device and decides, with "What West did" shown."""
    page.set_viewport_size({"width": 1366, "height": 768})
    boot(page, f"{site.url}?seed={SEED}&lang={lang}")
    for _ in range(20):
        if data(page).get("passing") == "1":
            page.click("#pass-ok")
            expect(page.locator("#overlay-pass")).to_be_hidden()
        if data(page).get("decider") == "east":
            break
        choose_first(page)
    assert data(page).get("decider") == "east" and data(page).get("passing") != "1"
    expect(page.locator("#recap .recap")).to_be_visible()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_board_labels_are_at_least_11px_at_1366x768(page: Page, site: Site, lang: str) -> None:
    after_wests_first_turn(page, site, lang)
    sizes = page.evaluate(TEXT_SIZES)
    assert len(sizes) > 150  # cities, provinces, tracks, legend, pieces
    small = sorted((round(px, 2), words) for px, words in sizes if px < MIN_PX)
    assert small == [], small[:10]
    # the track columns are named in words, the legend explains the mass protest markers
    heads = page.eval_on_selector_all("#board-svg .track-head text",
                                      "els => els.map(e => e.textContent.trim())")
    assert len(heads) == 5 and all(len(h) >= 4 for h in heads), heads
    legend = page.locator("#board-svg .legend").text_content() or ""
    assert ("Mass protest" if lang == "en" else "Massenprotest") in legend
    # prestige decides who starts and the End of Decade box: a chip says who holds it
    chip = page.locator("#stakes .chip-prestige")
    expect(chip).to_be_visible()
    assert chip.get_attribute("data-holder") in ("west", "east")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_what_the_opponent_did_the_display_and_the_hand_are_in_view(page: Page, site: Site,
                                                                    lang: str) -> None:
    """Without scrolling, "What West did" and East's choice of card, the whole card display
    (the special card too) and East's own hand, each card with its name, are inside the
    1366x768 window; when the side column is scrolled to its end, "What West did" stays.
    (Against the computer the same panels show: tools/shots_guide.py's midgame shots.)"""
    after_wests_first_turn(page, site, lang)
    assert page.evaluate("scrollY") == 0
    assert page.evaluate(IN_VIEW, "#recap"), "What West did is not in view"
    assert data(page)["kind"] == "card"
    shown = page.eval_on_selector_all("#prompt .tilebox > .tile",
                                      "els => els.map(e => e.dataset.card)")
    tags = page.eval_on_selector_all("#prompt .tile-tag", "els => els.length")
    hand = page.locator("#prompt .tile-hand")
    # the display's 6 (West took 1 of 7), the special card, East's 2
    assert len(shown) == 9 and tags == 3, (shown, tags)
    expect(hand).to_have_count(2)
    for i in range(page.locator("#prompt .tilebox").count()):
        sel = f"#prompt .tilebox:nth-child({i + 1})"
        assert page.evaluate(IN_VIEW, sel), f"card {shown[i]} is below the fold"
        name = page.locator(f"{sel} .tile-name").inner_text()
        assert name.startswith(shown[i] + " ") and len(name) > len(shown[i]) + 2, name
    expect(page.locator("#display")).to_be_hidden()  # not drawn twice
    expect(page.locator('#hands .handbox[data-side="east"]')).to_be_hidden()
    top = page.locator("#recap").bounding_box()
    page.eval_on_selector("#side-rest", "e => { e.scrollTop = e.scrollHeight; }")
    page.wait_for_timeout(100)
    assert page.eval_on_selector("#side-rest", "e => e.scrollTop") > 0
    assert page.evaluate(IN_VIEW, "#recap"), "What West did scrolled out of view"
    assert page.locator("#recap").bounding_box() == top
