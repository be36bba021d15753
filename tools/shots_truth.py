"""Screenshots for issue 37 ("the page tells one truth"), to compare two builds at 1366x768:

  - the End of Decade's steps of phases 5 and 7 (a hot-seat game loaded just before its
    first End of Decade, the End of Decade's own choices the first options);
  - the Thüringen option: seed 5 after 81 random choices, West puts unrest into East, and a
    socialist from the holding box would move into Thüringen at once (section 7);
  - a turn against the computer after taking a card (East, Easy, after West's first move).

    .venv/bin/python build.py serve --port 8713 &
    .venv/bin/python tools/shots_truth.py http://127.0.0.1:8713/ OUT_DIR [en,de]
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from browser_path import find_chromium
from playwright.sync_api import Browser, Page, sync_playwright
from shots_guide import before_first_decade_end, easy_game, settle
from shots_script import DS, LOCALES, computer_done, fixed_page, ready, shoot, with_timeouts

from wsdv.engine import Game

SIZE = (1366, 768, False)


def thueringen_save() -> str:
    """Seed 5, 81 random choices (as tests/test_option_claims's search found it)."""
    rnd, g = random.Random(5), Game.new(5)
    for _ in range(81):
        assert g.prompt is not None
        g.choose(rnd.choice(g.prompt.options).id)
    return g.save()


def load(page: Page, url: str, save: str) -> None:
    page.goto(url + "?aipace=0")
    ready(page)
    page.fill("#welcome-save", save)
    page.click("#welcome-load")
    page.wait_for_function(f"{DS}.choices !== undefined && {DS}.afterFrame !== '1'")
    if page.evaluate(f"{DS}.passing") == "1":
        page.click("#pass-ok")
    page.wait_for_function(f"{DS}.afterFrame !== '1'")


def decade_steps(browser: Browser, url: str, out: Path, tag: str, locale: str) -> None:
    save, choice = before_first_decade_end(easy_game())
    page = fixed_page(browser, SIZE, locale)
    load(page, url, save)
    before = int(page.evaluate(f"{DS}.choices"))
    page.click(f'#prompt button.opt[data-opt="{choice}"]')
    settle(page, before)
    for _ in range(200):
        step = page.evaluate(f"{DS}.eodStep || ''")
        if step:
            phase = int(step.split(":")[1])
            if phase in (5, 7):
                shoot(page, out, f"eod-phase{phase}-{tag}")
            if phase >= 7:
                break
            page.click("#eod-continue")
            continue
        if page.evaluate(f"{DS}.result || ''"):
            break
        if page.evaluate(f"{DS}.passing") == "1":
            page.click("#pass-ok")
            continue
        before = int(page.evaluate(f"{DS}.choices"))
        page.locator("#prompt button.opt").first.click()
        settle(page, before)
    page.context.close()


def thueringen(browser: Browser, url: str, out: Path, tag: str, locale: str) -> None:
    page = fixed_page(browser, SIZE, locale)
    load(page, url, thueringen_save())
    page.wait_for_selector('#prompt button.opt[data-opt="prov:Thüringen"] .opt-note')
    page.locator('#prompt button.opt[data-opt="prov:Thüringen"]').scroll_into_view_if_needed()
    shoot(page, out, f"thueringen-{tag}")
    page.context.close()


def card_taken(browser: Browser, url: str, out: Path, tag: str, locale: str) -> None:
    page = fixed_page(browser, SIZE, locale)
    page.goto(url + "?aipace=0")
    ready(page)
    page.check("input[name=welcome-side][value=east]")
    page.check("input[name=welcome-level][value=easy]")
    page.click("#welcome-computer")
    computer_done(page)
    shoot(page, out, f"turn-before-card-{tag}")
    for _ in range(3):  # East's choices until it has taken a card for its action
        kind = page.evaluate(f"{DS}.kind")
        n = int(page.evaluate(f"{DS}.choices"))
        page.locator("#prompt button.opt").first.click()
        page.wait_for_function(f"Number({DS}.choices) > {n} || ({DS}.confirm || '') !== ''")
        if kind == "card":
            break
    shoot(page, out, f"turn-card-taken-{tag}")
    n = int(page.evaluate(f"{DS}.choices"))
    page.click("#btn-undo")
    page.wait_for_function(f"Number({DS}.choices) < {n}")
    shoot(page, out, f"turn-undone-{tag}")
    page.context.close()


def run(url: str, out: Path, langs: tuple[str, ...]) -> None:
    out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=find_chromium(),
                                    args=["--no-sandbox", "--disable-gpu"])
        browser.new_context = with_timeouts(browser.new_context)  # type: ignore[method-assign]
        for lang in langs:
            tag = f"1366x768-{lang}"
            for part in (decade_steps, thueringen, card_taken):
                part(browser, url, out, tag, LOCALES[lang])
        browser.close()


if __name__ == "__main__":
    run(sys.argv[1], Path(sys.argv[2]),
        tuple(sys.argv[3].split(",")) if len(sys.argv) > 3 else ("en", "de"))
