"""Nothing lost, nothing stuck (issue 14), in the browser: two tabs on one game, an update
while a game is open, the page and its AI worker on one build, and framing by another site.
(Damaged stored records of every class and a random sample, hostile query strings, a 1 MB
choice id, wrapped and quoted links: tests/test_ui_twins_saves.py, in CPython; a full
storage and a reload: tests/test_ui_twins.py.)

Contexts are routed by the conftest's offline guard (only 127.0.0.1 may be reached); the
update test allows service workers and serves dist/ itself.
"""

from __future__ import annotations

import functools
import http.server
import io
import json
import threading
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from conftest import (
    BOOT_TIMEOUT_MS,
    StoppableServer,
    boot,
    settle_choice,
    wait_offline_ready,
    wait_ready,
)
from playwright.sync_api import BrowserContext, Page, Route, expect
from test_saves import (
    PROMPT_JS,
    build_hash,
    choices,
    data,
    play,
    poll,
    stored,
    sw_cache_names,
)

from wsdv.engine import Game

if TYPE_CHECKING:
    from conftest import Site

PREFIX = "wsdv.game."
# The first listener of a tab (added before the page's own): while window.pauseStorage is
# set, the tab misses the other tab's writes, as in a race.
PAUSABLE_STORAGE_EVENTS_JS = """window.pauseStorage = false;
window.addEventListener('storage', e => { if (window.pauseStorage) e.stopImmediatePropagation(); });
"""


def records_of(page: Page) -> dict[str, dict[str, Any]]:
    return {k: json.loads(v) for k, v in stored(page).items() if k.startswith(PREFIX)}


def histories(page: Page) -> list[list[str]]:
    return sorted(Game.load(r["save"]).choices for r in records_of(page).values())


def first_options(page: Page) -> list[str]:
    if data(page, "passing") == "1":
        page.click("#pass-ok")
    return page.evaluate(PROMPT_JS)["options"]


def choose(page: Page, option: str) -> None:
    before = choices(page)
    page.click(f'#prompt button.opt[data-opt="{option}"]')
    settle_choice(page, before)  # a choice that ends the turn is held: confirmed there


# ----------------------------------------------------------------------------- two tabs


def test_two_tabs_on_one_game_lose_no_choice_and_say_so(
    context: BrowserContext, site: Site
) -> None:
    one = context.new_page()
    boot(one, site.url)
    play(one, 2)
    game_id = data(one, "gameId")
    two = context.new_page()  # the same browser profile: one localStorage
    two.add_init_script(PAUSABLE_STORAGE_EVENTS_JS)
    boot(two, site.url)
    assert data(two, "gameId") == game_id and choices(two) == 2
    expect(one.locator("#saves-notice")).to_contain_text("also open in another tab")
    assert data(one, "tabs") == "also-open"

    play(one, 1)  # the other tab follows at once
    two.wait_for_function("document.body.dataset.choices === '3'")
    assert data(two, "tabs") == "followed"
    expect(two.locator("#saves-notice")).to_contain_text("another tab")

    # A race: tab two misses tab one's write, and each makes a different choice.
    two.evaluate("window.pauseStorage = true")
    options = first_options(one)
    assert len(options) >= 2 and first_options(two) == options
    choose(one, options[0])
    choose(two, options[-1])
    assert data(two, "tabs") == "forked"
    expect(two.locator("#saves-notice")).to_contain_text("separate game")
    fork_id = data(two, "gameId")
    assert fork_id != game_id
    records = records_of(two)
    kept_one, kept_two = Game.load(records[PREFIX + game_id]["save"]).choices, \
        Game.load(records[PREFIX + fork_id]["save"]).choices
    assert kept_one[-1] == options[0] and kept_two[-1] == options[-1]
    assert kept_one[:-1] == kept_two[:-1] and len(kept_one) == 4  # both histories, whole
    assert records[PREFIX + fork_id]["name"].endswith("(second tab)")
    assert choices(one) == 4 and data(one, "gameId") == game_id  # tab one untouched


# ----------------------------------------------------------------------------- updates, builds


@pytest.mark.browser_context_args(service_workers="allow")
def test_an_update_while_a_game_is_open_is_announced_and_keeps_the_game(
    context: BrowserContext, own_dist: tuple[Any, Path]
) -> None:
    build, folder = own_dist
    server = StoppableServer(build, folder, "/")
    try:
        page = context.new_page()
        boot(page, server.url)
        wait_offline_ready(page)
        play(page, 2)
        game_id, old = data(page, "gameId"), build_hash(folder)
        css = folder / "static" / "css" / "site.css"  # "deploy" a changed build
        css.write_text(css.read_text() + "\n/* next build */\n")
        files = {p.relative_to(folder).as_posix(): p.read_bytes()
                 for p in folder.rglob("*") if p.is_file() and p.name != "sw.js"}
        (folder / "sw.js").write_bytes(build.service_worker(files))
        new = build_hash(folder)
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        notice = page.locator("#update-notice")
        expect(notice).to_contain_text("A new version of the game is ready",
                                       timeout=120_000)
        assert choices(page) == 2  # nothing happens until the player says so
        with page.expect_navigation(timeout=BOOT_TIMEOUT_MS):  # the new build takes over
            page.click("#update-switch")
        wait_ready(page)
        assert data(page, "update") == ""
        assert data(page, "gameId") == game_id and choices(page) == 2
        poll(page, f"caches.keys().then(k => k.length === 1 && k[0] === "
                   f"{json.dumps(f'wsdv:/:{new}')})")
        assert sw_cache_names(page) != [f"wsdv:/:{old}"]
        play(page, 1)
    finally:
        server.close()


def start_against_computer(page: Page, level: str = "easy") -> None:
    page.click("#pass-new" if data(page, "passing") == "1" else "#btn-new")
    page.check("input[name=new-mode][value=computer]")
    page.select_option("#new-side", "east")  # West begins: the computer moves first
    page.select_option("#new-level", level)
    page.click("#new-start")


def test_page_and_ai_worker_run_one_build(page: Page, site: Site) -> None:
    boot(page, f"{site.url}?aipace=0")
    build = data(page, "build")
    assert len(build) == 16
    start_against_computer(page)
    page.wait_for_function("Number(document.body.dataset.aiMoves) > 0", timeout=120_000)
    assert data(page, "aiBuild") == build and data(page, "aiError") == ""


@pytest.mark.fresh_page  # the server's wsdv.zip changes under it
def test_the_worker_runs_the_pages_build_after_a_deploy(page: Page, site: Site, own_dist:
                                                        tuple[Any, Path]) -> None:
    """A first visit racing a deploy: the server's wsdv.zip is the next build by the time
    the worker starts, and PyScript unpacks it there. The page then hands the worker its own
    copy of the package (wsdv/ui/worker_files.py), and the worker plays on the page's build."""
    _, folder = own_dist
    original = (folder / "wsdv.zip").read_bytes()
    with zipfile.ZipFile(io.BytesIO(original)) as old:
        files = {n: old.read(n) for n in old.namelist()}
    files["wsdv/build.json"] = json.dumps({"build": "0123456789abcdef"}).encode()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as new:
        for name, body in files.items():
            new.writestr(name, body)
    served: list[str] = []
    deployed = False  # the next build is on the server

    def zip_route(route: Route) -> None:
        served.append("next" if deployed else "page")
        route.fulfill(body=buffer.getvalue() if deployed else original,
                      content_type="application/zip")

    page.context.route("**/wsdv.zip", zip_route)  # workers' requests too
    boot(page, f"{site.url}?aipace=0")
    page_build = data(page, "build")
    deployed = True
    start_against_computer(page)  # the worker starts now
    page.wait_for_function("Number(document.body.dataset.aiMoves) > 0", timeout=120_000)
    assert data(page, "aiBuild") == page_build != "0123456789abcdef"
    assert data(page, "aiError") == "" and "next" in served  # the race did happen


# ----------------------------------------------------------------------------- framing

class Local:
    """A folder served on a free 127.0.0.1 port by ``handler`` (another origin than the
    site's: a port is part of the origin)."""

    def __init__(self, handler: Any, folder: Path) -> None:
        self.server = http.server.ThreadingHTTPServer(
            ("127.0.0.1", 0), functools.partial(handler, directory=str(folder)))
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


def framed(page: Page, url: str, folder: Path) -> Any:
    """Open a page of another local site that frames ``url``; the frame (None if none)."""
    (folder / "frame.html").write_text(
        f'<!doctype html><iframe id="f" src="{url}" width="800" height="600"></iframe>')
    other = Local(Quiet, folder)
    try:
        page.goto(other.url + "frame.html")  # its load event waits for the frame's
        return page.frames[1] if len(page.frames) > 1 else None
    finally:
        other.close()


@pytest.mark.fresh_page  # it loads the page into frames
def test_the_page_refuses_to_run_in_another_sites_frame(page: Page, site: Site,
                                                        own_dist: tuple[Any, Path],
                                                        tmp_path: Path) -> None:
    build, folder = own_dist

    class NoHeaders(build.SiteHandler):  # a host that sends no frame-ancestors (GitHub Pages)
        quiet = True

        def _send_csp(self) -> None:
            pass

    bare = Local(NoHeaders, folder)
    try:
        frame = framed(page, bare.url, tmp_path)
        assert frame is not None
        frame.wait_for_selector("body[data-framed='1']", state="attached")
        expect(frame.locator("#loader-error")).to_contain_text("Open it directly")
        page.wait_for_timeout(3000)
        assert frame.evaluate("document.body.dataset.ready ?? ''") == ""
        assert frame.locator("script[type=py]").count() == 0  # Python never starts
    finally:
        bare.close()
    response = page.request.get(site.url)
    assert response.headers["x-frame-options"] == "DENY"
    assert "frame-ancestors 'none'" in response.headers["content-security-policy"]
    frame = framed(page, site.url, tmp_path)  # with the headers `serve` sends: not loaded
    if frame is not None:
        try:
            ready = frame.evaluate("document.body?.dataset.ready ?? ''")
        except Exception:  # Chromium's error page for a refused frame
            ready = ""
        assert ready == ""
