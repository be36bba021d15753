"""Screenshots of play by link (issue 24): the bar with the key fingerprint (the host's page
after the friend's acceptance, its turn) and a finished game that waits for its check ("game
over, not yet checked"), at 1366x768 and 390x844 (phone, touch), in English and German.

    .venv/bin/python build.py serve --port 8713 &
    .venv/bin/python tools/shots_remote.py http://127.0.0.1:8713/ OUT_DIR

The friend is played in CPython (wsdv.fair.Player); the finished game is a whole game of
random legal moves, opened in the page from the backup of the side that made the last choice
(its restore replays every message: it takes a while in the page).
"""

from __future__ import annotations

import json
import random
import secrets
import sys
from pathlib import Path

from browser_path import find_chromium
from playwright.sync_api import Page, sync_playwright

from wsdv.fair import Player

SIZES = {"1366x768": (1366, 768, False), "390x844": (390, 844, True)}
TIMEOUT_MS = 240_000


def finished_backup(seed: int = 5) -> str:
    """The backup of a whole game's last mover, before the other's secret came."""
    rnd = random.Random(seed)
    west = Player.create(secrets.token_bytes(32), "west")
    east = Player.join(secrets.token_bytes(32), str(west.outbox))
    west.receive(str(east.outbox))
    players = {"west": west, "east": east}
    for _ in range(2000):
        for side, p in players.items():
            other = players["east" if side == "west" else "west"]
            while p.status() == "your_turn":
                p.choose(rnd.choice(p.game.prompt.ids()))  # type: ignore[union-attr]
            if p.status() == "unchecked":
                return json.dumps(p.to_json())
            if len(p.transcript) > len(other.transcript):
                other.receive(str(p.outbox))
    raise AssertionError("the game did not end")


def shoot(page: Page, out: Path, name: str) -> None:
    page.evaluate("""() => {  // the bar's top just below the sticky top bar
      const top = document.getElementById('topbar').getBoundingClientRect().bottom;
      const bar = document.getElementById('remote-bar').getBoundingClientRect().top;
      scrollBy(0, bar - top - 8);
    }""")
    page.wait_for_timeout(300)
    page.screenshot(path=str(out / f"{name}.png"))
    page.locator("#remote-bar").screenshot(path=str(out / f"{name}-bar.png"))
    print(out / f"{name}.png")


def ready(page: Page) -> None:
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=TIMEOUT_MS)
    if page.evaluate("document.body.dataset.guide") == "welcome":
        page.keyboard.press("Escape")
    if page.evaluate("document.body.dataset.passing") == "1":
        page.click("#pass-ok")


def run(url: str, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    backup = finished_backup()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=find_chromium(),
                                    args=["--no-sandbox", "--disable-gpu"])
        for size, (w, h, phone) in SIZES.items():
            for lang in ("en", "de"):
                ctx = browser.new_context(viewport={"width": w, "height": h}, is_mobile=phone,
                                          has_touch=phone)
                page = ctx.new_page()
                page.goto(f"{url}?lang={lang}")
                ready(page)
                tag = f"{size}-{lang}"
                page.click("#btn-remote")
                page.click("#remote-new-west")
                page.wait_for_function("document.body.dataset.remote === 'send'")
                friend = Player.join(secrets.token_bytes(32), page.input_value("#remote-out"))
                page.fill("#remote-in", str(friend.outbox))
                page.click("#remote-open")
                page.wait_for_function("document.body.dataset.remote === 'your_turn'")
                shoot(page, out, f"remote-fingerprint-{tag}")
                page.click("#btn-remote")
                page.fill("#remote-restore-in", backup)
                page.click("#remote-restore", timeout=TIMEOUT_MS)
                page.wait_for_function("document.body.dataset.remote === 'unchecked'",
                                       timeout=TIMEOUT_MS)
                if page.locator("#result-close").is_visible():
                    page.click("#result-close")
                shoot(page, out, f"remote-unchecked-{tag}")
                page.click("#btn-remote")
                page.wait_for_timeout(300)
                page.screenshot(path=str(out / f"remote-list-{tag}.png"))
                ctx.close()
        browser.close()


if __name__ == "__main__":
    run(sys.argv[1], Path(sys.argv[2]))
