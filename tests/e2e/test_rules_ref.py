"""The rules reference in the page (issue 13): each prompt links to the section that explains
it, in English and German, and the reference opens there; the icon glossary opens from the
card zoom; Escape closes the reference and the game goes on where it was."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from conftest import boot
from playwright.sync_api import Page, expect

if TYPE_CHECKING:
    from conftest import Site

SEED = 7
TITLES = {"en": {"3": "3 Sequence of play", "6": "6 Actions"},
          "de": {"3": "3 Spielablauf", "6": "6 Aktionen"}}


def data(page: Page, name: str) -> str:
    return page.evaluate(f"document.body.dataset.{name} ?? ''")


def open_from_prompt(page: Page, section: str, lang: str) -> None:
    link = page.locator("#prompt .rules-link")
    expect(link).to_have_attribute("data-rules", section)
    expect(link).to_contain_text(f"§ {section}")
    link.click()
    expect(page.locator("#overlay-rules")).to_be_visible()
    assert data(page, "guide") == "rules" and data(page, "rulesSection") == section
    shown = page.locator(f"#rules-s-{section}")
    expect(shown).to_have_class("here")
    expect(shown).to_be_in_viewport()
    expect(shown.locator("h3")).to_have_text(TITLES[lang][section])
    expect(page.locator("#overlay-rules .rulescard")).to_have_attribute("lang", lang)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_prompt_opens_its_section(page: Page, site: Site, lang: str) -> None:
    boot(page, f"{site.url}?seed={SEED}&lang={lang}")
    page.click("#pass-ok")
    assert data(page, "kind") == "card"
    open_from_prompt(page, "3", lang)  # choosing a card: the sequence of play
    page.keyboard.press("Escape")
    expect(page.locator("#overlay-rules")).to_be_hidden()
    assert data(page, "guide") == ""
    page.locator("#prompt button.opt").first.click()
    page.wait_for_function("document.body.dataset.kind === 'action'")
    open_from_prompt(page, "6", lang)  # what to do with the card: the actions
    # a link inside the reference moves to its section
    page.locator("#rules-s-6 .rules-go[data-rules-go='6.4']").first.click()
    expect(page.locator("#rules-s-6-4")).to_have_class("here")
    expect(page.locator("#rules-s-6-4")).to_be_in_viewport()
    page.click("#rules-close")
    expect(page.locator("#overlay-rules")).to_be_hidden()
    assert data(page, "kind") == "action"  # the game waits where it was


def test_the_icon_glossary_opens_from_the_card_zoom(page: Page, site: Site) -> None:
    boot(page, f"{site.url}?seed={SEED}&lang=de")
    page.click("#pass-ok")
    page.locator("#prompt .tile").first.hover()  # a choice of card: the display is here
    page.locator("#prompt .zoom-card").first.click()
    expect(page.locator("#overlay-card")).to_be_visible()
    page.click("#zoom-icons")
    expect(page.locator("#overlay-card")).to_be_hidden()
    assert data(page, "rulesSection") == "icons"
    glossary = page.locator("#rules-s-icons")
    expect(glossary).to_be_in_viewport()
    expect(glossary.locator("tr[data-icon=build] th")).to_have_text("Baupunkt")
    assert glossary.locator("tr[data-icon] svg").count() >= 33
