"""Saves in the browser: autosave and reload, share links, offline play from the service
worker, a new build replacing the old cache, and all of it from a sub-path. (Corrupted
strings, a full, a blocked and a damaged storage: tests/test_ui_twins.py; the games list's
new, continue, rename and delete, markup in a name, export and import between two profiles,
the replay: tests/test_ui_twins_saves.py, in CPython; FILL_STORAGE_JS and BLOCK_STORAGE_JS
serve the other browser tests.)

Contexts are routed by the conftest's offline guard (only 127.0.0.1 may be reached); the
service-worker tests allow service workers and serve dist/ themselves, so that they can stop
the server and see every request it still gets.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from conftest import StoppableServer, boot, choose_first, wait_offline_ready, wait_ready
from playwright.sync_api import BrowserContext, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from wsdv.engine import Game

if TYPE_CHECKING:
    from conftest import OfflineGuard, Site

ROOT = Path(__file__).resolve().parents[2]
STORAGE_JS = """() => JSON.stringify(Object.fromEntries(
  Object.keys(localStorage).sort().map(k => [k, localStorage.getItem(k)])))"""
PROMPT_JS = """() => ({
  decider: document.body.dataset.decider, kind: document.body.dataset.kind,
  choices: document.body.dataset.choices,
  options: [...document.querySelectorAll('#prompt button.opt')].map(b => b.dataset.opt),
  text: document.querySelector('#prompt .ptext')?.textContent ?? '',
})"""


def data(page: Page, name: str) -> str:
    return page.evaluate(f"document.body.dataset.{name} ?? ''")


def choices(page: Page) -> int:
    return int(data(page, "choices"))


def play(page: Page, count: int) -> None:
    """Make ``count`` choices, each time the first option (every option has a button)."""
    for _ in range(count):
        if data(page, "passing") == "1":
            page.click("#pass-ok")
        choose_first(page)


def stored(page: Page) -> dict[str, str]:
    return json.loads(page.evaluate(STORAGE_JS))


def open_games(page: Page) -> None:
    if data(page, "passing") == "1":  # the pass screen covers the page
        page.click("#pass-ok")
    page.click("#btn-games")
    expect(page.locator("#games-card")).to_be_visible()


def export_save(page: Page) -> tuple[str, str]:
    """The open game's save string and share link, from the games list's export dialog."""
    open_games(page)
    game_id = data(page, "gameId")
    page.click(f'#games-list [data-game-export="{game_id}"]')
    save = page.input_value("#export-text")
    link = page.input_value("#export-link")
    page.click("#export-copy")
    expect(page.locator("#export-msg")).not_to_be_empty()  # "Copied." (or how to copy)
    page.click("#export-close")
    return save, link


# ----------------------------------------------------------------------------- autosave


def test_autosave_and_reload_mid_turn_resume_the_same_prompt(
    page: Page, site: Site, console_errors: list[str]
) -> None:
    boot(page, site.url)
    assert data(page, "stored") == "0"  # a fresh game joins the list with its first choice
    play(page, 2)
    while data(page, "kind") == "card":  # mid-turn: a card is taken, its use is not done
        play(page, 1)
    prompt = page.evaluate(PROMPT_JS)
    made = int(prompt["choices"])
    assert data(page, "stored") == "1" and prompt["options"]
    game_id = data(page, "gameId")
    record = json.loads(stored(page)[f"wsdv.game.{game_id}"])
    assert record["format"] == 1 and record["choices"] == made
    assert len(Game.load(record["save"]).choices) == made
    page.reload()
    wait_ready(page)
    if data(page, "passing") == "1":
        page.click("#pass-ok")
    assert page.evaluate(PROMPT_JS) == prompt
    assert data(page, "gameId") == game_id
    play(page, 1)
    assert json.loads(stored(page)[f"wsdv.game.{game_id}"])["choices"] == made + 1
    assert console_errors == []


# ----------------------------------------------------------------------------- share links


def test_share_link_opens_the_game(page: Page, site: Site) -> None:
    boot(page, site.url)
    play(page, 4)
    save, link = export_save(page)
    assert link.startswith(site.url + "#save=WSDV2.") and "?" not in link
    boot(page, link)  # a first visit: nothing stored
    assert choices(page) == 4 and data(page, "stored") == "1"
    assert "#" not in page.url  # a reload continues the stored game, not the link
    assert export_save(page)[0] == save
    page.reload()
    wait_ready(page)
    assert choices(page) == 4 and len(stored(page)) == 2  # the game and the current id


# ----------------------------------------------------------------------------- storage faults

FILL_STORAGE_JS = """() => {
  let chunk = 'x'.repeat(1 << 20), i = 0;
  while (chunk.length >= 16) {
    try { localStorage.setItem('junk.' + (i++), chunk); }
    catch (e) { chunk = chunk.slice(0, chunk.length >> 1); }
  }
  return i;
}"""


BLOCK_STORAGE_JS = """Object.defineProperty(window, 'localStorage', {
  get() { throw new DOMException('The operation is insecure.', 'SecurityError'); }
});"""


# ----------------------------------------------------------------------------- sub-path


@pytest.mark.fresh_page  # it checks the requests of a load from /wsdv/
def test_saves_work_from_a_sub_path(page: Page, site: Site, offline_guard: OfflineGuard,
                                    console_errors: list[str]) -> None:
    boot(page, site.subpath_url)
    play(page, 2)
    page.reload()
    wait_ready(page)
    assert choices(page) == 2
    save, link = export_save(page)
    assert link == f"{site.subpath_url}#save={save}"
    boot(page, link)
    assert choices(page) == 2 and page.url == site.subpath_url
    assert console_errors == []
    outside = [u for u in offline_guard.seen if "/wsdv/" not in u]
    assert outside == []


# ----------------------------------------------------------------------------- service worker


def poll(page: Page, promise: str, timeout: float = 120.0) -> None:
    """Wait until the JavaScript ``promise`` resolves to a true value (a new service worker
    precaches the whole build, ~20 MB, first: slow on a busy machine)."""
    deadline = time.monotonic() + timeout
    while not page.evaluate(promise):
        assert time.monotonic() < deadline, f"timed out waiting for {promise}"
        page.wait_for_timeout(200)


def sw_cache_names(page: Page) -> list[str]:
    return page.evaluate("caches.keys()")


def build_hash(folder: Path) -> str:
    text = (folder / "sw.js").read_text()
    return text.split('const BUILD = "', 1)[1].split('"', 1)[0]


@pytest.mark.browser_context_args(service_workers="allow")
def test_second_visit_boots_offline_from_the_service_worker(
    context: BrowserContext, own_dist: tuple[Any, Path], console_errors: list[str]
) -> None:
    build, folder = own_dist
    server = StoppableServer(build, folder, "/wsdv/")
    try:
        first = context.new_page()
        boot(first, server.url)
        wait_offline_ready(first)
        assert sw_cache_names(first) == [f"wsdv:/wsdv/:{build_hash(folder)}"]
        play(first, 1)
        first.close()
        server.stopped = True
        second = context.new_page()
        errors: list[str] = []
        second.on("pageerror", lambda e: errors.append(str(e)))
        boot(second, server.url)
        assert choices(second) == 1  # the autosaved game, resumed
        play(second, 1)
        assert choices(second) == 2
        assert server.after_stop == []  # the whole boot came from the service worker
        assert errors == []
    finally:
        server.close()


def reopen_after_takeover(context: BrowserContext, url: str, tries: int = 10) -> Page:
    """A page of the site once the waiting service worker has taken over. It does so only
    when no page uses the old one: a page opened before the browser has activated it (a
    race on a busy machine) keeps the old one, so it is closed and opened again later. A
    navigation made while the worker is changing hands may also never reach its load event
    (seen once in a CI run: 30 s on goto); that page is closed and the next try is made,
    which a player does by reloading."""
    stuck = 0
    for _ in range(tries):
        page = context.new_page()
        try:
            boot(page, url)
        except PlaywrightTimeoutError:
            stuck += 1
            page.close()
            continue
        if page.evaluate("navigator.serviceWorker.getRegistration().then(r => !r.waiting)"):
            return page
        page.close()
        time.sleep(1)
    raise AssertionError(f"the new service worker did not take over in {tries} tries "
                         f"({stuck} of them did not load)")


@pytest.mark.browser_context_args(service_workers="allow")
def test_a_new_build_replaces_the_old_cache(
    context: BrowserContext, own_dist: tuple[Any, Path]
) -> None:
    build, folder = own_dist
    server = StoppableServer(build, folder, "/")
    try:
        page = context.new_page()
        boot(page, server.url)
        wait_offline_ready(page)
        old = build_hash(folder)
        assert sw_cache_names(page) == [f"wsdv:/:{old}"]
        css = folder / "static" / "css" / "site.css"  # "deploy" a changed build
        css.write_text(css.read_text() + "\n/* next build */\n")
        files = {p.relative_to(folder).as_posix(): p.read_bytes()
                 for p in folder.rglob("*") if p.is_file() and p.name != "sw.js"}
        (folder / "sw.js").write_bytes(build.service_worker(files))
        new = build_hash(folder)
        assert new != old
        page.reload()  # the browser finds the new sw.js: it installs, then waits
        poll(page, "navigator.serviceWorker.getRegistration().then(r => !!r.waiting)")
        assert sorted(sw_cache_names(page)) == sorted([f"wsdv:/:{old}", f"wsdv:/:{new}"])
        page.close()  # no page uses the old version any more: the new one takes over
        fresh = reopen_after_takeover(context, server.url)
        poll(fresh, f"caches.keys().then(k => k.length === 1 && k[0] === "
                    f"{json.dumps(f'wsdv:/:{new}')})")
        cached = fresh.evaluate("""async () => {
          const r = await caches.match(new URL('static/css/site.css', location.href).href);
          return r ? r.text() : null; }""")
        assert cached is not None and cached.endswith("/* next build */\n")
    finally:
        server.close()


def test_site_is_installable(browser_type: Any, browser_type_launch_args: dict[str, Any],
                             site: Site, tmp_path: Path, offline_guard: OfflineGuard) -> None:
    """The manifest, its icons and the service worker satisfy Chromium's install criteria
    (asked over CDP; a persistent profile, because incognito contexts never install)."""
    context = browser_type.launch_persistent_context(tmp_path / "profile",
                                                     **browser_type_launch_args)
    offline_guard.install(context)
    try:
        page = context.new_page()
        boot(page, site.subpath_url)
        wait_offline_ready(page)
        cdp = context.new_cdp_session(page)
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["errors"] == [] and manifest["url"].endswith("manifest.webmanifest")
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        assert offline_guard.blocked == []
    finally:
        context.close()
