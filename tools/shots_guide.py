"""Screenshots of the guide screens (issue 13): the first screen (fresh, and with a game to
continue), the rules reference (opened from a prompt), the icon glossary and the game-over
screen with its review, at 1366x768,
1280x720 and 390x844 (phone, touch), in English and German.

    .venv/bin/python build.py serve --port 8713 &
    .venv/bin/python tools/shots_guide.py http://127.0.0.1:8713/ OUT_DIR

The game-over screen shows a game of the Easy computer against itself (seed 11), loaded as a
save string on the first screen.
"""

from __future__ import annotations

import sys
from pathlib import Path

from browser_path import find_chromium
from playwright.sync_api import Page, sync_playwright

from wsdv.ai import choose
from wsdv.engine import Game

SIZES = {"1366x768": (1366, 768, False), "1280x720": (1280, 720, False),
         "390x844": (390, 844, True)}
TIMEOUT_MS = 120_000


def easy_game(seed: int = 11) -> str:
    game = Game.new(seed)
    n = 0
    while game.prompt is not None:
        game.choose(choose(game, game.prompt.side, "easy", n))
        n += 1
    return game.save()


def shoot(page: Page, out: Path, name: str) -> None:
    page.wait_for_timeout(300)
    page.screenshot(path=str(out / f"{name}.png"))
    print(out / f"{name}.png")


def run(url: str, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    save = easy_game()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=find_chromium(),
                                    args=["--no-sandbox", "--disable-gpu"])
        for size, (w, h, phone) in SIZES.items():
            for lang in ("en", "de"):
                ctx = browser.new_context(viewport={"width": w, "height": h}, is_mobile=phone,
                                          has_touch=phone,
                                          locale="de-DE" if lang == "de" else "en-US")
                page = ctx.new_page()
                page.goto(url)
                page.wait_for_selector("body[data-ready='1']", state="attached",
                                       timeout=TIMEOUT_MS)
                tag = f"{size}-{lang}"
                shoot(page, out, f"welcome-{tag}")
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
    run(sys.argv[1], Path(sys.argv[2]))
