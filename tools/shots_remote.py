"""Screenshots of play by link (issues 24 and 36), at 1366x768 and 390x844 (phone, touch), in
English and German:

- the bar with the key fingerprint (the host's page after the friend's acceptance, its turn)
  and a finished game that waits for its check ("game over, not yet checked");
- the journey (issue 36): the waiting host (its invitation sent; its turn sent), a friend's
  link opened in a new page of a browser whose game is in decade II, and the end of a game
  on both sides, each opening the other's last message as a link in a new page.

    .venv/bin/python build.py serve --port 8713 &
    .venv/bin/python tools/shots_remote.py http://127.0.0.1:8713/ OUT_DIR [journey]

With "journey" only the journey's screenshots are taken.

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
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright
from site_support import PLAY_REMOTE_TURN

from wsdv.fair import Player
from wsdv.ui.remote import outcome
from wsdv.ui.remote_store import KEY, RemoteRecord

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


Record = tuple[str, str]


def journey_states(seed: int = 3) -> tuple[tuple[Record, str], tuple[Record, Record, str]]:
    """Two players (objects) play a whole game of random options: (the receiver's record
    before a delivery in decade II and the message), (the ender's record after its last
    choice, the friend's before the ending arrives, the ending)."""
    for attempt in range(seed, seed + 50):
        rnd = random.Random(attempt)
        west = Player.create(rnd.randbytes(32), "west")
        east = Player.join(rnd.randbytes(32), str(west.outbox))
        west.receive(str(east.outbox))
        decade2: tuple[Record, str] | None = None
        for _ in range(5000):
            ahead = len(west.transcript) - len(east.transcript)
            if ahead == 0:
                mover = west if west.status() == "your_turn" else east
                while mover.status() == "your_turn":
                    mover.choose(rnd.choice(mover.game.prompt.ids()))  # type: ignore[union-attr]
                continue
            sender, receiver = (west, east) if ahead > 0 else (east, west)
            text = str(sender.outbox)
            r = receiver.game.state  # type: ignore[union-attr]
            if decade2 is None and r.decade == 2 and r.phase == 0 and \
                    receiver.game.prompt is not None:  # type: ignore[union-attr]
                decade2 = (_record(receiver), text)
            if sender.status() == "unchecked":
                if decade2 is None:
                    break  # ended in decade I: another game
                return decade2, (_record(sender), _record(receiver), text)
            receiver.receive(text)
    raise AssertionError("no game reached decade II")


def _record(p: Player) -> tuple[str, str]:
    """(the game's id, the record a page stores for ``p``'s game)."""
    return p.game_id, RemoteRecord(gid=p.game_id, name="by link", side=p.side, status=outcome(p),
                        updated=1.7e9, rev=1, sent=len(p.transcript),
                        player=p.to_json()).to_json()


def store(ctx: BrowserContext, url: str, record: tuple[str, str]) -> None:
    page = ctx.new_page()
    page.goto(url + "&welcome=0")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY + record[0], record[1]])
    page.close()


def open_link(ctx: BrowserContext, url: str, text: str) -> Page:
    """The friend's message tapped as a link: a new page of this browser profile."""
    page = ctx.new_page()
    page.goto(f"{url}#fair={text}")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=TIMEOUT_MS)
    page.wait_for_function("Number(document.body.dataset.remoteTries || 0) >= 1 && "
                           "(document.body.dataset.remote || '') !== ''", timeout=TIMEOUT_MS)
    return page


def to_the_end(page: Page) -> None:
    """The End of Decade steps left, clicked through, to the game-over screen and its
    review."""
    for _ in range(30):
        if not page.evaluate("document.body.dataset.eodStep || ''"):
            break
        page.click("#eod-continue")
    page.wait_for_selector("#overlay-result", state="visible", timeout=TIMEOUT_MS)
    page.wait_for_function("['done', 'failed'].includes(document.body.dataset.review)",
                           timeout=TIMEOUT_MS)
    page.wait_for_timeout(300)


def view(page: Page, out: Path, name: str, scroll: int | str = 0) -> None:
    """The viewport at ``scroll`` px, or with the element of that id just under the top bar
    (the phone's stuck strip)."""
    if isinstance(scroll, str):
        for _ in range(2):  # the top bar shrinks to its strip once scrolled
            page.evaluate(f"""() => {{
              const top = document.getElementById('topbar').getBoundingClientRect().bottom;
              scrollBy(0, document.getElementById('{scroll}').getBoundingClientRect().top
                          - top - 8); }}""")
            page.wait_for_timeout(200)
    else:
        page.evaluate(f"scrollTo(0, {scroll})")
    page.wait_for_timeout(300)
    page.screenshot(path=str(out / f"{name}.png"))
    print(out / f"{name}.png")


def journey(browser: Browser, url: str, out: Path) -> None:
    (rec2, text2), (ender, friend, ending) = journey_states()
    for size, (w, h, phone) in SIZES.items():
        for lang in ("en", "de"):
            tag = f"{size}-{lang}"
            lurl = f"{url}?lang={lang}"

            def context() -> BrowserContext:
                return browser.new_context(viewport={"width": w, "height": h},  # noqa: B023
                                           is_mobile=phone, has_touch=phone)  # noqa: B023
            ctx = context()
            page = ctx.new_page()
            page.goto(lurl)
            ready(page)
            page.click("#btn-remote")
            page.click("#remote-new-west")
            page.wait_for_function("document.body.dataset.remote === 'send'")
            view(page, out, f"waiting-invite-{tag}")
            if phone:  # scrolled: the top bar's strip over the prompt
                view(page, out, f"waiting-invite-prompt-{tag}", "prompt")
            friend_p = Player.join(secrets.token_bytes(32), page.input_value("#remote-out"))
            page.fill("#remote-in", str(friend_p.outbox))
            page.click("#remote-open")
            page.wait_for_function("document.body.dataset.remote === 'your_turn'")
            page.evaluate(PLAY_REMOTE_TURN, 5)
            page.wait_for_function("document.body.dataset.remote === 'send'")
            view(page, out, f"waiting-turn-{tag}")
            if phone:
                view(page, out, f"waiting-turn-prompt-{tag}", "prompt")
            ctx.close()

            ctx = context()
            store(ctx, lurl, rec2)
            page = open_link(ctx, lurl, text2)
            view(page, out, f"link-decade2-{tag}")
            if phone:
                view(page, out, f"link-decade2-prompt-{tag}", "prompt")
            ctx.close()

            ctx_e, ctx_f = context(), context()
            store(ctx_e, lurl, ender)
            store(ctx_f, lurl, friend)
            page_f = open_link(ctx_f, lurl, ending)
            to_the_end(page_f)
            view(page_f, out, f"end-friend-{tag}")
            answer = page_f.input_value("#remote-out")
            page_e = open_link(ctx_e, lurl, answer)
            to_the_end(page_e)
            view(page_e, out, f"end-ender-{tag}")
            page_e.click("#result-close")
            view(page_e, out, f"end-ender-closed-{tag}")
            if phone:
                view(page_e, out, f"end-ender-closed-prompt-{tag}", "prompt")
            ctx_e.close()
            ctx_f.close()


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


def run(url: str, out: Path, only_journey: bool = False) -> None:
    out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=find_chromium(),
                                    args=["--no-sandbox", "--disable-gpu"])
        journey(browser, url, out)
        if only_journey:
            browser.close()
            return
        backup = finished_backup()
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
    run(sys.argv[1], Path(sys.argv[2]), sys.argv[3:] == ["journey"])
