"""Browser-test fixtures: a Chromium (tools/browser_path.py finds it), dist/ served locally,
and an offline guard.

Every browser context the tests create is routed: requests to 127.0.0.1 go through, any
other request is aborted, recorded, and fails the test. Service workers are blocked in these
contexts because requests a service worker answers bypass Playwright's routing.

One booted page serves the tests of a worker: `page` is that page, and `boot` starts the app
afresh in it (wsdv/ui/main.py's restart: storage cleared, the new address read as on a load)
instead of loading Python again, which takes 4-5 s. A test that needs a page of its own
(it changes the page's scripts or globals, or checks the load itself) is marked
`fresh_page`; `context` and `new_context` always give new contexts.

A page the service worker has cached starts a second Pyodide after its first screen, in a
worker that makes a start-up snapshot (static/js/snapshot-boot.mjs): only tests marked
`snapshot_maker` (test_snapshot.py) get it; elsewhere a stand-in answers that it is switched
off, so that it does not compete with the test for the cores.

Without a browser or npm the tests skip and say how to get them; under CI=true they fail.
Safe under pytest-xdist: each worker serves dist/ on its own free ports, and builds it (when
its sources changed) under a file lock, so workers never write dist/ at the same time.
"""

from __future__ import annotations

import fcntl
import functools
import http.server
import os
import re
import shutil
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from browser_path import HOW_TO_GET, find_chromium
from playwright.sync_api import BrowserContext, Page, Route, WebSocketRoute
from site_support import CHROMIUM_ARGS

import sitebuild  # importable once site_support has put the repository on sys.path

ROOT = Path(__file__).resolve().parents[2]
LOCAL_HOST = "127.0.0.1"
BOOT_TIMEOUT_MS = 90_000
OFFLINE_TIMEOUT_MS = 60_000  # the service worker has cached the whole build
# V8 compiles WebAssembly with its baseline compiler only (no optimising tier): the same
# semantics, and a Pyodide boot costs about 2.8 s of CPU instead of 4.4 s, which decides the
# browser tests' time on two cores (the browser tests run the page about 60 times). The tests
# check behaviour, not speed: tools/bench_*.py launch Chromium without it.
TEST_ONLY_ARGS = ["--js-flags=--liftoff-only"]


def wait_ready(page: Page, welcome: bool = False) -> None:
    """Wait until the page is playable. The first screen (wsdv/ui/guide.py) is closed with
    Escape, which leaves the game behind it as before (the last game, or a new hot-seat
    one), unless `welcome` keeps it (tests/e2e/test_welcome.py checks it)."""
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    if not welcome and page.evaluate("document.body.dataset.guide") == "welcome":
        page.keyboard.press("Escape")
        page.wait_for_selector("body:not([data-guide='welcome'])", state="attached")


# Start the app afresh in a page that has it booted at the same address (its path): a new
# visit as far as the app can tell (storage of the origin and the tab emptied, scrolled up).
RESTART_JS = """(target) => {
  localStorage.clear();
  sessionStorage.clear();
  scrollTo(0, 0);
  history.replaceState(null, "", target);
  delete document.body.dataset.ready;
  wsdvRestart();
}"""


def _same_app(page: Page, url: str) -> bool:
    here, there = urlsplit(page.url), urlsplit(url)
    return ((here.scheme, here.netloc, here.path) == (there.scheme, there.netloc, there.path)
            and page.evaluate("typeof window.wsdvRestart === 'function' && "
                              "document.body.dataset.ready === '1'"))


def boot(page: Page, url: str, welcome: bool = False) -> None:
    """Open the game at `url` as a first visit would: in the shared page a restart of the
    app already booted there, else a load."""
    if page in SHARED_PAGES and _same_app(page, url):
        parts = urlsplit(url)
        target = parts.path + (f"?{parts.query}" if parts.query else "") + (
            f"#{parts.fragment}" if parts.fragment else "")
        page.evaluate(RESTART_JS, target)
    else:
        page.goto(url)
    wait_ready(page, welcome)


def continue_steps(page: Page) -> int:
    """Continue through the End of Decade steps that wait for the player (eod_steps.py);
    how many there were."""
    n = 0
    while page.evaluate("document.body.dataset.eodStep || ''"):
        page.click("#eod-continue")
        n += 1
    return n


AFTER_FRAME_DONE = "(document.body.dataset.afterFrame || '') === ''"


def settle_choice(page: Page, before: int, steps: bool = True) -> None:
    """After a click on an option: wait until it is applied. A choice that ends the turn is
    held for confirmation (confirm.py): confirmed here. Then any End of Decade steps it
    reached are continued. Last, the options' notes and the outlook, painted after the
    click's frame (app.py's after-frame work), are waited for."""
    page.wait_for_function(f"Number(document.body.dataset.choices) > {before} || "
                           "(document.body.dataset.confirm || '') !== ''")
    if page.evaluate("document.body.dataset.confirm || ''"):
        page.click("#confirm-ok")
        page.wait_for_function(f"Number(document.body.dataset.choices) > {before}")
    if steps:
        continue_steps(page)
    page.wait_for_function(AFTER_FRAME_DONE)


def choose_first(page: Page, selector: str = "#prompt button.opt", steps: bool = True) -> None:
    """Click the first of `selector` and settle the choice (`steps`: and continue the End of
    Decade steps it reached)."""
    before = int(page.evaluate("document.body.dataset.choices"))
    page.locator(selector).first.click()
    settle_choice(page, before, steps)


def wait_offline_ready(page: Page) -> None:
    page.wait_for_selector("body[data-offline='1']", state="attached",
                           timeout=OFFLINE_TIMEOUT_MS)


def missing(what: str) -> None:
    """A missing tool skips the browser tests, but fails them under CI=true."""
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(f"CI=true and {what}", pytrace=False)
    pytest.skip(what)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    try:
        chromium = find_chromium()
    except ValueError as error:
        pytest.fail(str(error), pytrace=False)
    if chromium is None:
        missing(HOW_TO_GET)
    return {**browser_type_launch_args, "executable_path": chromium,
            "args": [*CHROMIUM_ARGS, *TEST_ONLY_ARGS]}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_context_args, "service_workers": "block"}


# The snapshot maker switched off (see the module's docstring): the page's `new Worker` for
# static/js/snapshot-maker.mjs gets a stand-in that answers as a failed maker does, so the page
# only warns ("no start-up snapshot: ...") and marks <body data-snapshot="failed">; every other
# worker (the computer player's) is made as before. The service worker would answer a routed
# request for the maker from its cache, past Playwright's routing: hence the constructor.
NO_SNAPSHOT_MAKER_JS = """(() => {
  class StandIn extends EventTarget {
    onmessage = null;
    onerror = null;
    postMessage() {
      setTimeout(() => this.onmessage?.({data: {ok: false,
        error: "switched off in this browser test (tests/e2e/conftest.py)"}}), 0);
    }
    terminate() {}
  }
  self.Worker = new Proxy(self.Worker, {
    construct(target, args, newTarget) {
      if (String(args[0]).endsWith("/snapshot-maker.mjs")) return new StandIn();
      return Reflect.construct(target, args, newTarget);
    },
  });
})();"""


@dataclass
class OfflineGuard:
    """Routes every request of a context; only 127.0.0.1 may be reached. A guard passed on
    (`relay_to`) records into another guard: the shared page's records into its test's.
    Unless `snapshot_maker`, its contexts' pages do not make a start-up snapshot."""

    seen: list[str] = field(default_factory=list)
    blocked: list[str] = field(default_factory=list)
    relay_to: OfflineGuard | None = None
    snapshot_maker: bool = False

    def install(self, context: BrowserContext) -> None:
        context.route("**/*", self._route)
        context.route_web_socket(re.compile(".*"), self._web_socket)
        if not self.snapshot_maker:
            context.add_init_script(NO_SNAPSHOT_MAKER_JS)

    def _record(self) -> OfflineGuard:
        return self.relay_to or self

    def _route(self, route: Route) -> None:
        url = route.request.url
        if urlsplit(url).hostname == LOCAL_HOST:
            self._record().seen.append(url)
            route.fallback()
        else:
            self._record().blocked.append(url)
            route.abort("blockedbyclient")

    def _web_socket(self, socket: WebSocketRoute) -> None:
        if urlsplit(socket.url).hostname == LOCAL_HOST:
            socket.connect_to_server()
        else:
            self._record().blocked.append(socket.url)
            socket.close()


def patient(context: BrowserContext) -> BrowserContext:
    """A navigation may take as long as a boot: a page's load event waits for its preloads
    (the runtime's 10 MB among them), which under a full test run's load can take longer than
    Playwright's 30 s default (a CI run at 25bfdaf timed out on a goto after 30 s); the boot
    itself is given BOOT_TIMEOUT_MS (wait_ready)."""
    context.set_default_navigation_timeout(BOOT_TIMEOUT_MS)
    return context


@pytest.fixture
def offline_guard(request: pytest.FixtureRequest) -> Iterator[OfflineGuard]:
    guard = OfflineGuard(snapshot_maker=bool(request.node.get_closest_marker("snapshot_maker")))
    yield guard
    if guard.blocked:
        pytest.fail(f"requests left 127.0.0.1: {guard.blocked}")


@pytest.fixture
def new_context(
    new_context: Callable[..., BrowserContext], offline_guard: OfflineGuard
) -> Callable[..., BrowserContext]:
    """pytest-playwright's factory, with the offline guard on every context it makes, and
    the boot's time for a navigation (`patient`)."""

    def make(**kwargs: Any) -> BrowserContext:
        context = patient(new_context(**kwargs))
        offline_guard.install(context)
        return context

    return make


SHARED_PAGES: list[Page] = []  # pages whose app boot() may restart (one per worker)
DEFAULT_VIEWPORT = {"width": 1280, "height": 720}  # Playwright's, as a new context has


class SharedPage:
    """The worker's shared page, in a context of its own whose offline guard records into
    the running test's guard. A page that crashed or was closed is replaced. (A module may
    share one of its own, made with other context options: test_phone.py's phone.)"""

    def __init__(self, browser: Any, context_args: dict[str, Any]) -> None:
        self.context = patient(browser.new_context(**context_args))
        self.viewport = context_args.get("viewport") or DEFAULT_VIEWPORT
        self.guard = OfflineGuard()
        self.guard.install(self.context)
        self.current: Page | None = None
        self.crashed = False

    def take(self, guard: OfflineGuard) -> Page:
        if self.current is None or self.crashed or self.current.is_closed():
            self._replace()
        self.guard.relay_to = guard
        assert self.current is not None
        return self.current

    def _replace(self) -> None:
        if self.current is not None:
            SHARED_PAGES.remove(self.current)
            if not self.current.is_closed():
                self.current.close()
        self.crashed = False
        self.current = self.context.new_page()
        self.current.on("crash", lambda _page: setattr(self, "crashed", True))
        SHARED_PAGES.append(self.current)

    def release(self) -> None:
        """Undo what a test may have changed of the page itself."""
        self.guard.relay_to = None
        page = self.current
        if page is not None and not page.is_closed() and not self.crashed:
            page.unroute_all(behavior="ignoreErrors")
            page.set_viewport_size(self.viewport)

    def close(self) -> None:
        if self.current is not None:
            SHARED_PAGES.remove(self.current)
        self.context.close()


@pytest.fixture(scope="session")
def _shared(browser: Any, browser_context_args: dict[str, Any]) -> Iterator[SharedPage]:
    shared = SharedPage(browser, browser_context_args)
    yield shared
    shared.close()


@pytest.fixture
def page(request: pytest.FixtureRequest, offline_guard: OfflineGuard) -> Iterator[Page]:
    """The worker's shared page (boot() restarts its app), or with the mark `fresh_page` a
    new page in a new context."""
    if request.node.get_closest_marker("fresh_page"):
        yield request.getfixturevalue("context").new_page()
        return
    shared: SharedPage = request.getfixturevalue("_shared")
    try:
        yield shared.take(offline_guard)
    finally:
        shared.release()


@pytest.fixture
def console_errors(page: Page) -> Iterator[list[str]]:
    """Console errors and uncaught exceptions of ``page``, collected as they happen (during
    this test only: the page may be shared)."""
    errors: list[str] = []

    def on_console(message: Any) -> None:
        if message.type == "error":
            errors.append(message.text)

    def on_error(error: Any) -> None:
        errors.append(f"uncaught: {error}")

    page.on("console", on_console)
    page.on("pageerror", on_error)
    yield errors
    if not page.is_closed():
        page.remove_listener("console", on_console)
        page.remove_listener("pageerror", on_error)


@dataclass(frozen=True)
class Site:
    url: str  # dist/ served at the root of 127.0.0.1:<port>
    subpath_url: str  # dist/ served only below /wsdv/ (everything else is 404)


@pytest.fixture(scope="session")
def site() -> Iterator[Site]:
    """Builds dist/ (if its sources changed) and serves it, at the root and under /wsdv/, on
    free local ports."""
    if shutil.which("npm") is None or shutil.which("node") is None:
        missing("node or npm missing: run tools/install_test_deps.sh and put .venv/bin on PATH")
    build = sitebuild
    build.CACHE.mkdir(parents=True, exist_ok=True)
    with open(build.CACHE / "e2e-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        build.build_if_needed()
    servers = [build.make_server(build.DIST), build.make_server(build.DIST, prefix="/wsdv/")]
    threads = [threading.Thread(target=s.serve_forever, daemon=True) for s in servers]
    for thread in threads:
        thread.start()
    try:
        yield Site(build.server_url(servers[0]), build.server_url(servers[1]))
    finally:
        for server in servers:
            server.shutdown()
            server.server_close()


# ----------------------------------------------------------------------------- service worker


class StoppableServer:
    """Serves a folder like build.py serve; once stopped it answers 503 and records every
    request, so a test can prove the page made none."""

    def __init__(self, build: Any, folder: Path, prefix: str) -> None:
        seen: list[str] = []
        self.after_stop = seen
        state = self

        class Handler(build.SiteHandler):
            def send_head(self) -> Any:
                if state.stopped:
                    seen.append(self.path)
                    self.send_error(503, "stopped")
                    return None
                return super().send_head()

        Handler.prefix, Handler.quiet = prefix, True
        self.stopped = False
        bound = functools.partial(Handler, directory=str(folder))
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), bound)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}{prefix}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def own_dist(site: Site, tmp_path: Path) -> Iterator[tuple[Any, Path]]:
    """A copy of the built dist/ (the site fixture has built it) and build.py."""
    build = sitebuild
    folder = tmp_path / "dist"
    shutil.copytree(build.DIST, folder)
    yield build, folder
