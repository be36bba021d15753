"""Screenshots of the guide screens (issue 13): the first screen (fresh, and with a game to
continue), the rules reference (opened from a prompt), the icon glossary, a game against the
computer (Normal) right after its move, the first End of Decade's first step, and the
game-over screen with its review, at 1366x768, 1280x720, 1024x768 and 390x844 (phone,
touch), in English and German, or in the languages named (the browser's locale follows).

    .venv/bin/python build.py serve --port 8713 &
    .venv/bin/python tools/shots_guide.py http://127.0.0.1:8713/ OUT_DIR [it,pl]

The game-over screen shows a game of the Easy computer against itself (seed 11), loaded as a
save string on the first screen; the End of Decade is that game's first, reached by making
its last choice before it in the page.
"""

from __future__ import annotations

import sys
from pathlib import Path

from browser_path import find_chromium
from playwright.sync_api import Page, sync_playwright

from wsdv.ai import choose
from wsdv.engine import Game

SIZES = {"1366x768": (1366, 768, False), "1280x720": (1280, 720, False),
         "1024x768": (1024, 768, False), "390x844": (390, 844, True)}
LOCALES = {"en": "en-US", "de": "de-DE", "it": "it-IT", "pl": "pl-PL"}
TIMEOUT_MS = 120_000


def easy_game(seed: int = 11) -> Game:
    game = Game.new(seed)
    n = 0
    while game.prompt is not None:
        game.choose(choose(game, game.prompt.side, "easy", n))
        n += 1
    return game


def before_first_decade_end(game: Game) -> tuple[str, str]:
    """The save string just before the choice that starts the first End of Decade, and that
    choice."""
    replay = Game.new(game.state.seed)
    for choice in game.choices:
        before = replay.save()
        replay.choose(choice)
        if replay.view(None)["phase"]:
            return before, choice
    raise ValueError("the game has no End of Decade")


def settle(page: Page, before: int) -> None:
    """Wait for a clicked choice; confirm it if it is held (the last of a turn)."""
    page.wait_for_function(f"Number(document.body.dataset.choices) > {before} || "
                           "(document.body.dataset.confirm || '') !== ''")
    if page.evaluate("document.body.dataset.confirm || ''"):
        page.click("#confirm-ok")
        page.wait_for_function(f"Number(document.body.dataset.choices) > {before}")


def until_decade_step(page: Page) -> None:
    """Make the End of Decade's own choices (first options) until its first step shows."""
    ds = "document.body.dataset"
    for _ in range(40):
        if page.evaluate(f"{ds}.eodStep || ''"):
            return
        if page.evaluate(f"{ds}.passing") == "1":
            page.click("#pass-ok")
            continue
        before = int(page.evaluate(f"{ds}.choices"))
        page.locator("#prompt button.opt").first.click()
        settle(page, before)
    raise AssertionError("no End of Decade step showed")


def after_computer_move(page: Page, moves: int) -> None:
    """Play East (first options) until the computer (West) has made ``moves`` decisions and
    it is East's turn again."""
    ds = "document.body.dataset"
    while True:
        page.wait_for_function(f"{ds}.thinking !== '1' && ({ds}.decider === 'east' || "
                               f"{ds}.eodStep || {ds}.result)", timeout=TIMEOUT_MS)
        if page.evaluate(f"{ds}.eodStep || ''"):
            page.click("#eod-continue")
            continue
        if int(page.evaluate(f"{ds}.aiMoves || 0")) >= moves:
            return
        before = int(page.evaluate(f"{ds}.choices"))
        page.locator("#prompt button.opt").first.click()
        settle(page, before)


def shoot(page: Page, out: Path, name: str) -> None:
    page.wait_for_timeout(300)
    page.screenshot(path=str(out / f"{name}.png"))
    print(out / f"{name}.png")


def run(url: str, out: Path, langs: tuple[str, ...] = ("en", "de")) -> None:
    out.mkdir(parents=True, exist_ok=True)
    game = easy_game()
    save = game.save()
    eod_save, eod_choice = before_first_decade_end(game)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=find_chromium(),
                                    args=["--no-sandbox", "--disable-gpu"])
        for size, (w, h, phone) in SIZES.items():
            for lang in langs:
                ctx = browser.new_context(viewport={"width": w, "height": h}, is_mobile=phone,
                                          has_touch=phone, locale=LOCALES[lang])
                page = ctx.new_page()
                page.goto(url + "?aipace=0")
                page.wait_for_selector("body[data-ready='1']", state="attached",
                                       timeout=TIMEOUT_MS)
                tag = f"{size}-{lang}"
                shoot(page, out, f"welcome-{tag}")
                page.check("input[name=welcome-side][value=east]")
                page.check("input[name=welcome-level][value=normal]")
                page.click("#welcome-computer")
                after_computer_move(page, 4)
                shoot(page, out, f"midgame-{tag}")
                page.click("#btn-home")
                page.click("#welcome-hotseat")
                page.click("#pass-ok")
                page.locator("#prompt button.opt").first.click()
                page.wait_for_function("document.body.dataset.kind === 'action'")
                page.click("#prompt .rules-link")
                shoot(page, out, f"rules-{tag}")
                page.locator("#rules-toc .rules-go[data-rules-go=icons]").click()
                shoot(page, out, f"glossary-{tag}")
                page.keyboard.press("Escape")
                page.click("#btn-home")
                page.fill("#welcome-save", eod_save)
                page.click("#welcome-load")
                if page.evaluate("document.body.dataset.passing") == "1":
                    page.click("#pass-ok")
                before = int(page.evaluate("document.body.dataset.choices"))
                page.click(f'#prompt button.opt[data-opt="{eod_choice}"]')
                settle(page, before)
                until_decade_step(page)
                shoot(page, out, f"eod-{tag}")
                page.click("#btn-home")
                page.fill("#welcome-save", save)
                page.click("#welcome-load")
                page.wait_for_function("['done', 'error', 'none'].includes("
                                       "document.body.dataset.review)", timeout=TIMEOUT_MS)
                shoot(page, out, f"gameover-{tag}")
                if phone:  # the phone's screen scrolls: its lower half too
                    page.locator("#review").scroll_into_view_if_needed()
                    shoot(page, out, f"gameover-review-{tag}")
                page.click("#result-close")
                page.click("#btn-home")  # the first screen again, now with a game to continue
                shoot(page, out, f"welcome-continue-{tag}")
                ctx.close()
        browser.close()


if __name__ == "__main__":
    run(sys.argv[1], Path(sys.argv[2]), *([tuple(sys.argv[3].split(","))] if sys.argv[3:] else []))
