"""Every card explained, in the browser: the card zoom and the card tooltip show the event in
words, in English and in German."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from conftest import boot
from playwright.sync_api import Page, expect

from wsdv.words.events import event_lines

if TYPE_CHECKING:
    from conftest import Site


@pytest.mark.parametrize("lang", ["en", "de"])
def test_zoom_and_tooltip_show_the_event_in_words(page: Page, site: Site, lang: str,
                                                  console_errors: list[str]) -> None:
    boot(page, f"{site.url}?lang={lang}")
    page.click("#pass-ok")
    cards = page.eval_on_selector_all("#prompt .tile:not(.tile-hand)",
                                      "els => els.map(e => e.dataset.card)")
    assert len(cards) >= 4
    for card_id in cards[:3] + cards[-1:]:  # three display cards and the special card
        page.click(f'#prompt .zoom-card[data-card="{card_id}"]')
        text = page.locator("#overlay-card .event-text")
        expect(text).to_be_visible()
        assert text.get_attribute("data-card") == card_id
        items = text.locator("li").all_text_contents()
        assert items == event_lines(card_id, lang)
        page.keyboard.press("Escape")
        expect(page.locator("#overlay-card")).to_be_hidden()
    # the tooltip of a card named in the log
    ref = page.locator("#log .cardref").first
    ref.hover()
    tip = page.locator("#card-tip .event-text")
    expect(tip).to_be_visible()
    card_id = tip.get_attribute("data-card")
    assert card_id == ref.get_attribute("data-card")
    assert tip.locator("li").all_text_contents() == event_lines(card_id, lang)
    assert console_errors == []
