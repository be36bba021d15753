"""Accessibility (issues 26, 38): axe-core (tests/e2e/axe_check.py, never shipped) finds no
violation of impact "serious" or "critical" on the first screen, a choice of card with the
special card greyed (seed 1), the game screen after the computer's move, the End of Decade's
first step, the game-over screen and the By link screen, in English, German, Italian and
Polish, at 1366x768 and at a phone's 390x844 (its short chip labels)."""

from __future__ import annotations

import json
import random
import re
from typing import TYPE_CHECKING

import pytest
from axe_check import axe_source
from conftest import boot
from playwright.sync_api import Page, expect
from shots_guide import before_first_decade_end, settle, until_decade_step

from wsdv.engine import Game

if TYPE_CHECKING:
    from conftest import Site

AI_TIMEOUT_MS = 120_000  # the worker's first start included
SCREENS = ("welcome", "cards", "game", "decade", "gameover", "bylink")
BAD = ("serious", "critical")
SIZES = {"desktop": {"width": 1366, "height": 768}, "phone": {"width": 390, "height": 844}}


def finished(seed: int) -> Game:
    game = Game.new(seed)
    rnd = random.Random(seed)
    while game.result is None:
        assert game.prompt is not None
        game.choose(rnd.choice(game.prompt.options).id)
    return game


def visit(page: Page, url: str, screen: str) -> None:
    """Go to ``screen`` from the screen before it in SCREENS (the first screen: a boot)."""
    ds = "document.body.dataset"
    if screen == "welcome":
        boot(page, url, welcome=True)
        return
    if screen == "cards":  # seed 1's first choice of card: the special card greyed in it
        page.fill("#welcome-save", Game.new(1).save())
        page.click("#welcome-load")
        if page.evaluate(f"{ds}.passing") == "1":
            page.click("#pass-ok")
        expect(page.locator("#prompt .tile-special")).to_have_count(1)
        return
    if screen == "game":  # East against the computer, after its first move
        page.click("#btn-home")
        page.check("input[name=welcome-side][value=east]")
        page.check("input[name=welcome-level][value=easy]")
        page.click("#welcome-computer")
        page.wait_for_function(f"{ds}.thinking !== '1' && {ds}.decider === 'east' && "
                               f"Number({ds}.aiMoves || 0) >= 1", timeout=AI_TIMEOUT_MS)
        return
    if screen == "decade":
        eod_save, eod_choice = before_first_decade_end(finished(3))
        page.click("#btn-home")
        page.fill("#welcome-save", eod_save)
        page.click("#welcome-load")
        if page.evaluate(f"{ds}.passing") == "1":
            page.click("#pass-ok")
        before = int(page.evaluate(f"{ds}.choices"))
        page.click(f'#prompt button.opt[data-opt="{eod_choice}"]')
        settle(page, before)
        until_decade_step(page)
        return
    if screen == "gameover":
        page.click("#btn-home")
        page.fill("#welcome-save", finished(5).save())
        page.click("#welcome-load")
        expect(page.locator("#overlay-result .gameover")).to_be_visible()
        page.wait_for_function(f"['done', 'error'].includes({ds}.review)",
                               timeout=AI_TIMEOUT_MS)
        return
    assert screen == "bylink"
    page.click("#result-close")
    page.click("#btn-remote")
    expect(page.locator("#overlay-remote")).to_be_visible()


def violations(page: Page) -> list[dict]:
    """axe-core's serious and critical violations on the page as it is."""
    if not page.evaluate("typeof window.axe === 'object'"):
        # not a <script> tag: the page's Content Security Policy refuses inline scripts, and
        # allows eval (Pyodide needs it)
        page.evaluate("(source) => { (0, eval)(source); }", axe_source())
    found = page.evaluate("async () => (await axe.run(document, "
                          "{resultTypes: ['violations']})).violations")
    return [v for v in found if v["impact"] in BAD]


def described(found: list[dict]) -> str:
    return json.dumps([{"id": v["id"], "impact": v["impact"], "nodes": len(v["nodes"]),
                        "targets": [n["target"] for n in v["nodes"][:12]],
                        "summary": v["nodes"][0].get("failureSummary", "")[:300]}
                       for v in found], indent=1, ensure_ascii=False)


# The default run checks each language once and each size twice; WSDV_LONG=1 every pair.
DEFAULT = {("en", "desktop"), ("de", "phone"), ("it", "desktop"), ("pl", "phone")}


@pytest.mark.parametrize(("lang", "size"), [
    pytest.param(lang, size, marks=() if (lang, size) in DEFAULT else pytest.mark.slow)
    for lang in ("en", "de", "it", "pl") for size in SIZES])
def test_no_serious_violations(page: Page, site: Site, lang: str, size: str) -> None:
    """The five screens one after the other in one page, as a player reaches them."""
    page.set_viewport_size(SIZES[size])  # the shared page's size is reset after the test
    url = f"{site.url}?lang={lang}&aipace=0"
    problems = []
    for screen in SCREENS:
        visit(page, url, screen)
        found = violations(page)
        if found:
            problems.append(f"{screen} ({lang}, {size}):\n{described(found)}")
        if screen == "game":  # the position in words, the computer's move in a live region
            unrest = {"en": "Unrest", "de": "Unruhe", "it": "Sommossa", "pl": "Niepokój"}[lang]
            hessen = page.get_by_role("img", name=re.compile(rf"^Hessen: .*{unrest} \d"))
            expect(hessen).to_have_count(1)
            expect(page.locator("#recap")).to_have_attribute("aria-live", "polite")
            assert page.locator("#recap").inner_text().strip()
            # the log's hidden words stay inside their line: placed against the page they
            # made it taller than the screen
            assert page.evaluate("[...document.querySelectorAll('#log .sr-only')].every("
                                 "e => e.offsetParent && e.offsetParent.tagName === 'LI')")
    assert not problems, "\n".join(problems)
