"""One scripted visit, screenshot by screenshot, to compare two builds (issue 25: behaviour
unchanged for a player). The same steps run at 1366x768 and at 390x844 (phone, touch):

  - a game against the computer (East, Easy) from the first screen, after the computer's
    first move; a choice made and taken back (Undo); the page reloaded (the game continues);
  - a saved game loaded as a save string just before its first End of Decade, the End of
    Decade's first step;
  - a game by link: the host's invitation, the friend's page after opening the link, the
    host after the friend's answer and the first choice of the game.

The browser's randomness is a fixed sequence (crypto.getRandomValues and Math.random are
replaced before the page loads), so the new game's seed, the computer's choices and the
by-link keys are the same in both builds when both ask for them in the same order.

    .venv/bin/python build.py serve --port 8713 &
    .venv/bin/python tools/shots_script.py http://127.0.0.1:8713/ OUT_DIR [en,de]
    .venv/bin/python tools/shots_script.py --compare BEFORE_DIR AFTER_DIR

--compare prints, per screenshot, the share of pixels that differ and the box around them.
"""

from __future__ import annotations

import struct
import sys
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from browser_path import find_chromium
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright
from shots_guide import before_first_decade_end, easy_game, settle, until_decade_step

SIZES = {"1366x768": (1366, 768, False), "390x844": (390, 844, True)}
LOCALES = {"en": "en-US", "de": "de-DE", "it": "it-IT", "pl": "pl-PL"}
TIMEOUT_MS = 120_000
DS = "document.body.dataset"
# a fixed sequence in place of the browser's randomness (xorshift32)
FIXED_RANDOM = """
(() => {
  let x = 2463534242;
  const next = () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x; };
  crypto.getRandomValues = (array) => {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 255;
    return array;
  };
  Math.random = () => next() / 4294967296;
})();
"""


def with_timeouts(new_context: Callable[..., BrowserContext]) -> Callable[..., BrowserContext]:
    def made(**options: Any) -> BrowserContext:
        ctx = new_context(**options)
        ctx.set_default_timeout(TIMEOUT_MS)
        return ctx
    return made


def shoot(page: Page, out: Path, name: str) -> None:
    """A screenshot with CSS animations stopped (the rings of the last move pulse)."""
    page.wait_for_timeout(300)
    page.screenshot(path=str(out / f"{name}.png"), animations="disabled", caret="hide")
    print(out / f"{name}.png")


def ready(page: Page) -> None:
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=TIMEOUT_MS)


def computer_done(page: Page) -> None:
    page.wait_for_function(f"{DS}.thinking !== '1' && {DS}.decider === 'east'",
                           timeout=TIMEOUT_MS)


def fixed_page(browser: Browser, size: tuple[int, int, bool], locale: str) -> Page:
    """A page in a context of its own (size, touch, locale), its randomness fixed."""
    w, h, phone = size
    ctx = browser.new_context(viewport={"width": w, "height": h}, is_mobile=phone,
                              has_touch=phone, locale=locale)
    ctx.add_init_script(FIXED_RANDOM)
    return ctx.new_page()


def vs_computer(browser: Browser, url: str, out: Path, tag: str, size: tuple[int, int, bool],
                locale: str) -> None:
    page = fixed_page(browser, size, locale)
    page.goto(url + "?aipace=0")
    ready(page)
    shoot(page, out, f"01-welcome-{tag}")
    page.check("input[name=welcome-side][value=east]")
    page.check("input[name=welcome-level][value=easy]")
    page.click("#welcome-computer")
    computer_done(page)
    shoot(page, out, f"02-computer-moved-{tag}")
    before = int(page.evaluate(f"{DS}.choices"))
    page.locator("#prompt button.opt").first.click()
    page.wait_for_function(f"Number({DS}.choices) > {before} || ({DS}.confirm || '') !== ''")
    shoot(page, out, f"03-chosen-{tag}")
    if page.evaluate(f"{DS}.confirm || ''"):
        page.click("#confirm-back")
    else:
        page.click("#btn-undo")
    page.wait_for_function(f"Number({DS}.choices) === {before} && !{DS}.confirm")
    shoot(page, out, f"04-undone-{tag}")
    page.reload()
    ready(page)
    computer_done(page)
    shoot(page, out, f"05-reloaded-{tag}")
    page.context.close()


def decade_end(browser: Browser, url: str, out: Path, tag: str, size: tuple[int, int, bool],
               locale: str) -> None:
    eod_save, eod_choice = before_first_decade_end(easy_game())
    page = fixed_page(browser, size, locale)
    page.goto(url + "?aipace=0")
    ready(page)
    page.fill("#welcome-save", eod_save)
    page.click("#welcome-load")
    if page.evaluate(f"{DS}.passing") == "1":
        page.click("#pass-ok")
    shoot(page, out, f"06-loaded-{tag}")
    before = int(page.evaluate(f"{DS}.choices"))
    page.click(f'#prompt button.opt[data-opt="{eod_choice}"]')
    settle(page, before)
    until_decade_step(page)
    shoot(page, out, f"07-decade-end-{tag}")
    page.context.close()


def by_link(browser: Browser, url: str, out: Path, tag: str, size: tuple[int, int, bool],
            locale: str) -> None:
    pages = [fixed_page(browser, size, locale) for _ in range(2)]
    host, guest = pages
    host.goto(url + "?welcome=0")
    ready(host)
    if host.locator("#pass-ok").is_visible():
        host.click("#pass-ok")
    host.click("#btn-new")
    host.check("input[name=new-mode][value=remote]")
    host.select_option("#new-side", "west")
    host.click("#new-start")
    host.wait_for_function(f"{DS}.remote === 'send'")
    shoot(host, out, f"08-link-host-invites-{tag}")
    guest.goto(host.input_value("#remote-link"))
    guest.wait_for_function(f"{DS}.remote === 'send'", timeout=TIMEOUT_MS)
    shoot(guest, out, f"09-link-friend-joined-{tag}")
    host.fill("#remote-in", guest.input_value("#remote-out"))
    host.click("#remote-open")
    host.wait_for_function(f"{DS}.remote !== 'send' && {DS}.decider === 'west'",
                           timeout=TIMEOUT_MS)
    if host.locator("#remote-close").is_visible():
        host.click("#remote-close")
    shoot(host, out, f"10-link-host-first-turn-{tag}")
    for p in pages:
        p.context.close()


def run(url: str, out: Path, langs: tuple[str, ...] = ("en",)) -> None:
    out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=find_chromium(),
                                    args=["--no-sandbox", "--disable-gpu"])
        browser.new_context = with_timeouts(browser.new_context)  # a busy machine is slow
        for size_name, size in SIZES.items():
            for lang in langs:
                tag = f"{size_name}-{lang}"
                for part in (vs_computer, decade_end, by_link):
                    part(browser, url, out, tag, size, LOCALES[lang])
        browser.close()


def pixels(path: Path) -> tuple[int, int, list[bytes]]:
    """A PNG's width, height and rows of RGBA bytes (8-bit RGB or RGBA, not interlaced: what
    Chromium's screenshots are)."""
    data = path.read_bytes()
    pos, chunks, header = 8, [], b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            chunks.append(body)
        pos += 12 + length
    width, height, depth, colour = struct.unpack(">IIBB", header[:10])
    assert depth == 8 and colour in (2, 6), f"{path}: not 8-bit RGB(A)"
    bpp = 4 if colour == 6 else 3
    raw = zlib.decompress(b"".join(chunks))
    stride = width * bpp
    rows: list[bytes] = []
    prev = bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line) if bpp == 4 else
                    b"".join(bytes(line[i:i + 3]) + b"\xff" for i in range(0, stride, 3)))
        prev = line
    return width, height, rows


def compare(before: Path, after: Path) -> None:
    for a in sorted(before.glob("*.png")):
        b = after / a.name
        if not b.exists():
            print(f"{a.name}: only before")
            continue
        (wa, ha, ra), (wb, hb, rb) = pixels(a), pixels(b)
        if (wa, ha) != (wb, hb):
            print(f"{a.name}: size {wa}x{ha} before, {wb}x{hb} after")
            continue
        xs, ys, n = [], [], 0
        for y in range(ha):
            if ra[y] == rb[y]:
                continue
            for x in range(wa):
                if ra[y][4 * x:4 * x + 4] != rb[y][4 * x:4 * x + 4]:
                    n += 1
                    xs.append(x)
                    ys.append(y)
        box = f" in x {min(xs)}-{max(xs)}, y {min(ys)}-{max(ys)}" if n else ""
        print(f"{a.name}: {100 * n / (wa * ha):.2f} % of pixels differ{box}")
    for b in sorted(after.glob("*.png")):
        if not (before / b.name).exists():
            print(f"{b.name}: only after")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--compare"]:
        compare(Path(sys.argv[2]), Path(sys.argv[3]))
    else:
        run(sys.argv[1], Path(sys.argv[2]),
            *([tuple(sys.argv[3].split(","))] if sys.argv[3:] else []))
