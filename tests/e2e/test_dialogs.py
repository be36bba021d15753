"""Dialogs by keyboard (issue 38; issue 36 item 4): each dialog opened from the top bar (Games,
By link, the rules) takes the focus, keeps Tab and Shift+Tab inside it, closes with Escape and
gives the focus back to the button that opened it; the first screen's first Tab stop is one of
its own visible controls (nothing hidden behind it comes first); the language button opens a
list of the four languages."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from conftest import boot
from playwright.sync_api import Page, expect

if TYPE_CHECKING:
    from conftest import Site

SEED = 7
# where the focus is: the dialog it is in ("" outside any), its id, whether it is laid out
FOCUS_JS = """() => {
  const a = document.activeElement;
  const d = a && a.closest('.overlay');
  const r = a ? a.getBoundingClientRect() : {width: 0, height: 0};
  return {dialog: d ? d.id : '', id: a ? a.id : '', tag: a ? a.outerHTML.slice(0, 80) : '',
          shown: r.width > 0 && r.height > 0};
}"""


def focus(page: Page) -> dict:
    return page.evaluate(FOCUS_JS)


def take_device(page: Page) -> None:
    if page.evaluate("document.body.dataset.passing") == "1":
        page.click("#pass-ok")
        expect(page.locator("#overlay-pass")).to_be_hidden()


@pytest.mark.parametrize("opener,dialog", [("btn-games", "overlay-saves"),
                                           ("btn-remote", "overlay-remote"),
                                           ("btn-rules", "overlay-rules")])
def test_a_dialog_takes_keeps_and_gives_back_the_focus(page: Page, site: Site, opener: str,
                                                       dialog: str) -> None:
    boot(page, f"{site.url}?seed={SEED}&lang=en")
    take_device(page)
    page.focus(f"#{opener}")
    page.keyboard.press("Enter")
    expect(page.locator(f"#{dialog}")).to_be_visible()
    page.wait_for_function(f"document.activeElement.closest('#{dialog}') !== null")
    seen = set()
    for key in ["Tab"] * 25 + ["Shift+Tab"] * 25:
        page.keyboard.press(key)
        where = focus(page)
        assert where["dialog"] == dialog and where["shown"], (key, where)
        seen.add(where["id"] or where["tag"])
    assert len(seen) >= 2  # Tab moved through the dialog's controls
    page.keyboard.press("Escape")
    expect(page.locator(f"#{dialog}")).to_be_hidden()
    assert focus(page)["id"] == opener


def test_the_first_screens_first_tab_stop_is_its_own(page: Page, site: Site) -> None:
    boot(page, f"{site.url}?lang=pl", welcome=True)
    assert page.evaluate("document.body.dataset.guide") == "welcome"
    assert focus(page)["dialog"] == "overlay-welcome"
    page.evaluate("document.activeElement.blur()")
    for _ in range(8):
        page.keyboard.press("Tab")
        where = focus(page)
        assert where["dialog"] == "overlay-welcome" and where["shown"], where
    page.keyboard.press("Escape")  # the hot-seat game behind it: its pass screen has the focus
    expect(page.locator("#overlay-welcome")).to_be_hidden()
    if page.evaluate("document.body.dataset.passing") == "1":
        assert focus(page)["id"] == "pass-ok"


def test_the_language_button_opens_a_list_of_four(page: Page, site: Site) -> None:
    boot(page, f"{site.url}?seed={SEED}&lang=de")
    take_device(page)
    button, menu = page.locator("#btn-lang"), page.locator("#lang-menu")
    expect(button).to_have_text("Deutsch")  # the language shown, not the next one
    button.click()
    expect(menu).to_be_visible()
    expect(button).to_have_attribute("aria-expanded", "true")
    items = menu.locator("button.lang-item")
    expect(items).to_have_text(["English", "Deutsch", "Italiano", "Polski"])
    assert focus(page)["id"] == "" and page.evaluate("document.activeElement.lang") == "de"
    page.keyboard.press("Escape")
    expect(menu).to_be_hidden()
    assert focus(page)["id"] == "btn-lang"
    page.keyboard.press("Enter")
    expect(menu).to_be_visible()
    page.keyboard.press("Tab")  # down the list to Italiano
    page.keyboard.press("Enter")
    expect(page.locator("#prompt")).to_contain_text("scegli una carta")
    assert page.evaluate("document.documentElement.lang") == "it"
    expect(page.locator("#btn-lang")).to_have_text("Italiano")
    expect(page.locator("#lang-menu")).to_be_hidden()
    assert focus(page)["id"] == "btn-lang"
    page.click("#btn-lang")
    page.click("#status")  # a click elsewhere closes the list
    expect(page.locator("#lang-menu")).to_be_hidden()
