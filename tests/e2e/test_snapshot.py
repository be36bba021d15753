"""Starting from a memory snapshot (issue 28, static/js/snapshot-boot.mjs): after a first
visit the page stores a snapshot of its runtime in the service worker's cache of the build; a
later visit starts from it (<body data-boot="snapshot">), also offline; a new build ignores an
old snapshot (it goes with the old build's cache); a damaged one is thrown away and the page
starts normally; a game goes on exactly as after a normal start.

Each test serves its own copy of dist/: a build by someone else in between would be a new
build, whose pages rightly ignore the snapshot."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from conftest import BOOT_TIMEOUT_MS, StoppableServer, boot, wait_offline_ready, wait_ready
from playwright.sync_api import BrowserContext, Page
from test_saves import data, play

if TYPE_CHECKING:
    from conftest import Site

SNAPSHOT_TIMEOUT_MS = 180_000  # a second runtime boots in a worker, after the first screen
# The snapshots stored, as "cache name path" (they live in the service worker's build cache).
ENTRIES_JS = """async () => {
  const found = [];
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) {
      const path = new URL(request.url).pathname;
      if (/snapshot-[0-9a-f]+\\.bin$/.test(path)) found.push(`${name} ${path}`);
    }
  }
  return found;
}"""
# Damage the stored snapshot: "bytes" flips bytes in the middle (its SHA-256 no longer
# fits); "whole" stores garbage with a fitting SHA-256, which only Pyodide can refuse.
DAMAGE_JS = """async (how) => {
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (!/snapshot-[0-9a-f]+\\.bin$/.test(request.url)) continue;
      const response = await cache.match(request);
      let bytes = new Uint8Array(await response.arrayBuffer());
      const headers = new Headers(response.headers);
      if (how === "bytes") {
        for (let i = 0; i < 4096; i++) bytes[(bytes.length >> 1) + i] ^= 0x5a;
      } else {
        if (how === "format") {
          bytes = bytes.slice(0, 1 << 20).fill(7);
        } else { // "whole": the stored form's table kept, the memory's bytes all 7
          const runs = new DataView(bytes.buffer).getUint32(12, true);
          bytes.fill(7, 16 + runs * 8);
        }
        const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
        const hex = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
        headers.set("x-wsdv-sha256", hex);
      }
      await cache.put(request, new Response(bytes, { headers }));
    }
  }
}"""
# Every look for a snapshot in the caches, counted (an init script of the context): the page
# looks once, as it starts (static/js/snapshot-look.js), and the interpreter module takes
# that answer (issue 39).
COUNT_LOOKS_JS = """(() => {
  if (typeof CacheStorage === "undefined") return; // (about:blank)
  const match = CacheStorage.prototype.match;
  window.snapshotLooks = 0;
  CacheStorage.prototype.match = function (request, ...rest) {
    const url = String(request?.url ?? request);
    if (/snapshot-[0-9a-f]+\\.bin$/.test(url)) window.snapshotLooks += 1;
    return match.call(this, request, ...rest);
  };
})();"""
LOOKED_ONCE_JS = "window.snapshotLooks === 1 && !!window.wsdvSnapshotLook"
# A page no service worker serves (a first visit, a reload bypassing the worker) looks for none.
LOOKED_NONE_JS = "window.snapshotLooks === 0 && window.wsdvSnapshotLook?.entry === null"
# A page told that a service worker serves it (navigator.serviceWorker.controller).
SERVED_JS = """Object.defineProperty(ServiceWorkerContainer.prototype, "controller",
    { get() { return { scriptURL: "sw.js" }; } });"""
# The snapshot is kept in the service worker's cache: these tests let the worker run (its
# requests bypass the offline guard's routing; they go to the local server all the same).
with_service_worker = pytest.mark.browser_context_args(service_workers="allow")
pytestmark = pytest.mark.snapshot_maker  # the other browser tests switch the maker off


@pytest.fixture
def server(own_dist: tuple[Any, Path]) -> Iterator[StoppableServer]:
    build, folder = own_dist
    served = StoppableServer(build, folder, "/wsdv/")
    yield served
    served.close()


def first_visit(page: Page, url: str, welcome: bool = False) -> None:
    """A first visit: a normal start, then the snapshot stored after the first screen (and
    after the service worker has cached the build); ``welcome``: the first screen stays up."""
    boot(page, url, welcome)
    assert data(page, "boot") == "fresh"
    wait_snapshot(page)
    assert len(page.evaluate(ENTRIES_JS)) == 1


def wait_snapshot(page: Page) -> None:
    page.wait_for_selector("body[data-snapshot]", state="attached", timeout=SNAPSHOT_TIMEOUT_MS)
    assert data(page, "snapshot") == "stored"


def visit(page: Page, url: str) -> str:
    """Load ``url`` again; how the page started."""
    page.goto("about:blank")
    boot(page, url)
    return data(page, "boot")


def game_screens(page: Page, url: str, count: int) -> list[tuple[str, str, str]]:
    """A scripted game: a new game of a fixed seed, ``count`` first options; after each the
    prompt's text, the board layer's markup and the save stored in localStorage."""
    page.evaluate("localStorage.clear()")
    boot(page, url)
    seen = []
    for _ in range(count):
        play(page, 1)
        # a target lit under the pointer's option button is "linked" (a hover, not the game)
        board = page.inner_html("#dyn").replace(" linked", "")
        seen.append((page.inner_text("#prompt"), board,
                     page.evaluate("""() => Object.keys(localStorage).sort()
                         .filter((k) => k.startsWith('wsdv.game.'))
                         .map((k) => JSON.parse(localStorage[k]).save).join()""")))
    return seen


def offline_visit(context: BrowserContext, server: StoppableServer) -> Page:
    """A visit with the server stopped: how the page started, and that it asked for nothing
    (the browser may still ask whether sw.js changed)."""
    server.stopped = True
    server.after_stop.clear()
    page = context.new_page()
    page.goto(server.url)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert data(page, "boot") == "snapshot"
    assert [path for path in server.after_stop if path != "/wsdv/sw.js"] == []
    server.stopped = False
    return page


@with_service_worker
def test_snapshot_visits_offline_damage_and_a_new_build(
    context: BrowserContext, own_dist: tuple[Any, Path], server: StoppableServer
) -> None:
    """One player's visits, each step a promise of issue 28 (one first visit and its snapshot
    for all, instead of one per promise):
    - a second visit starts from the snapshot and a scripted game gives the same prompts,
      boards and saves as after the normal start;
    - an offline second visit starts from it, asking the server for nothing;
    - a damaged snapshot ("bytes": bytes flipped, its SHA-256 no longer fits; "format":
      garbage with a fitting SHA-256, not a stored snapshot's form; "whole": the form's table
      whole, the memory garbage, with a fitting SHA-256, which only Pyodide can refuse) is
      thrown away, the page starts normally, makes a whole one again and the next visit starts
      from that;
    - a new build ignores the old snapshot (it went with the old build's cache), starts
      afresh and makes its own."""
    context.add_init_script(COUNT_LOOKS_JS)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    url = f"{server.url}?seed=7"
    # a first visit as it comes: the first screen, not a click on it; the engine is loaded
    # after the first screen is live (App.open_first_game), and the snapshot still holds it
    first_visit(page, server.url, welcome=True)
    assert data(page, "engineAtReady") == "0"
    assert page.evaluate(LOOKED_NONE_JS)  # no worker served the page yet
    normal = game_screens(page, url, 6)
    assert visit(page, url) == "snapshot"
    assert page.evaluate(LOOKED_ONCE_JS)  # the look begun with the page, taken
    assert data(page, "snapshot") == ""  # nothing more to make
    page.evaluate("localStorage.clear()")
    assert visit(page, server.url) == "snapshot"
    assert data(page, "engineAtReady") == "1"  # (nothing to open: the app itself loaded none)
    # PyScript's own modules, imported anew after a restore, from the build's bytecode
    page.wait_for_selector("body[data-pyscript-code]", state="attached")
    taken, imported = data(page, "pyscriptCode").split("/")
    assert taken == imported != "0"
    assert game_screens(page, url, 6) == normal
    assert errors == []

    # a reload that bypasses the service worker (shift-reload): the page looks for no
    # snapshot, starts normally, and makes none, for one is stored
    cdp = context.new_cdp_session(page)
    started: list[str] = []
    page.on("worker", lambda worker: started.append(worker.url))
    with page.expect_navigation(timeout=BOOT_TIMEOUT_MS):
        cdp.send("Page.reload", {"ignoreCache": True})
    wait_ready(page)
    assert data(page, "boot") == "fresh"
    assert page.evaluate(LOOKED_NONE_JS)
    assert page.evaluate("navigator.serviceWorker.controller") is None
    wait_snapshot(page)
    assert len(page.evaluate(ENTRIES_JS)) == 1
    assert not any("snapshot-maker" in url for url in started)
    cdp.detach()
    assert visit(page, server.url) == "snapshot"

    wait_offline_ready(page)
    page.close()
    page = offline_visit(context, server)

    for how in ("bytes", "format", "whole"):
        page.evaluate(DAMAGE_JS, how)
        assert visit(page, server.url) == "fallback", how
        assert page.locator("#prompt").is_visible()
        wait_snapshot(page)  # made again, whole
        assert visit(page, server.url) == "snapshot", how

    build, folder = own_dist
    old = page.evaluate(ENTRIES_JS)
    css = folder / "static" / "css" / "site.css"  # "deploy" a changed build
    css.write_text(css.read_text() + "\n/* next build */\n")
    files = {p.relative_to(folder).as_posix(): p.read_bytes()
             for p in folder.rglob("*") if p.is_file() and p.name != "sw.js"}
    for name, text in build.snapshot_scripts(files).items():  # the new build's key
        files[name] = text
        (folder / name).write_bytes(text)
    (folder / "sw.js").write_bytes(build.service_worker(files))
    page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
    page.wait_for_selector("body[data-update='ready']", state="attached",
                           timeout=SNAPSHOT_TIMEOUT_MS)
    with page.expect_navigation(timeout=BOOT_TIMEOUT_MS):  # the new build takes over
        page.evaluate("() => { wsdvSwitch(); }")
    wait_ready(page)
    assert data(page, "boot") == "fresh"
    wait_snapshot(page)
    new = page.evaluate(ENTRIES_JS)
    assert len(old) == len(new) == 1 and old != new  # the old build's went with its cache
    assert visit(page, server.url) == "snapshot"


def test_without_a_service_worker_no_snapshot_is_made(page: Page, site: Site) -> None:
    """The shared page's context blocks service workers: no cache to keep a snapshot in, so
    no second runtime is booted for one (nor in any other test that blocks them)."""
    boot(page, site.url)
    page.wait_for_timeout(3000)  # longer than the pause before the snapshot worker starts
    assert data(page, "snapshot") in ("", "none")
    assert page.evaluate(ENTRIES_JS) == []
    assert not any("snapshot-maker" in worker.url for worker in page.workers)


def test_a_late_look_for_the_snapshot_is_waited_for(page: Page, site: Site) -> None:
    """snapshot-look.js is an async script: when it comes after the interpreter module has
    run (held back here until the document is parsed, when the module scripts have run),
    the module waits for it and takes its answer: one look in all, and the page starts
    (issue 39). Only a page a service worker serves looks: this context blocks workers
    (page.route sees no request a worker serves), so the page is told that one does."""
    late = page.context.new_page()
    late.add_init_script(SERVED_JS)
    late.add_init_script(COUNT_LOOKS_JS)
    held: list[Any] = []
    late.route("**/static/js/snapshot-look.js", lambda route: held.append(route))
    try:
        late.goto(site.url, wait_until="domcontentloaded")
        assert len(held) == 1 and not late.evaluate("'wsdvSnapshotLook' in self")
        held[0].fallback()
        wait_ready(late, welcome=True)
        assert late.evaluate(LOOKED_ONCE_JS)
        assert data(late, "boot") == "fresh"
    finally:
        late.close()
