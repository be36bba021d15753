"""Entry point of the browser UI: index.html runs this file with PyScript.

The page may open with the first screen drawn by the build (static/js/first-screen.js): the
app takes that DOM over when it draws the same screen, and carries out what the player chose
before Python was up (`take_over`). Otherwise the loading screen (index.html, static/js/boot.js)
stays up until the app marks the page ready with ``document.body.dataset.ready = "1"``
(App.mount does, once the first screen is drawn). The ``wsdv`` package is imported from
dist/wsdv.zip in place (zipimport): PyScript writes the zip into the working directory before
this file runs (see pyscript.toml), and unpacking its files there took 0.1-0.3 s on the way
to the first screen (issue 39). The package reads its data files through its modules'
loader (`wsdv.package_data`). The imports below leave out the engine and the board's drawing
(about 40 % of them): the UI imports those where a game is opened or drawn, so on a first
visit they come after the first screen is live (App.open_first_game).

``window.wsdvRestart()`` starts the app afresh from the page's current address and storage
without loading Python again: the old app is unmounted (App.unmount), a new one reads the
URL and storage as on a load. The browser tests use it to reuse one booted page for many
tests (tests/e2e/conftest.py: 4-5 s of boot each).
"""

import asyncio
import gc
import sys
from pathlib import Path

from pyscript import create_named_worker, document, window

started = window.performance.now()
# No cyclic garbage collection until the first screen is live (it comes back on in the task
# after): the imports and the mount make many objects and little garbage, and each collection
# walks them all (issue 39).
gc.disable()

# the package from the zip PyScript wrote (also on sys.path in a snapshot's runtime)
PACKAGE_ZIP = str(Path("wsdv.zip").resolve())
if PACKAGE_ZIP not in sys.path:
    sys.path.insert(0, PACKAGE_ZIP)

# timed: the imports are part of the app's start (none left to do after a snapshot start)
from pyodide.ffi import create_once_callable, create_proxy, to_js  # noqa: E402

import wsdv  # noqa: E402

wsdv.import_from_zip(PACKAGE_ZIP)  # each module's code read from the zip once, not twice
from wsdv import dataclass_code  # noqa: E402

# before the modules that make dataclasses: their methods' code as compiled by the build
dataclass_code.install()
from wsdv.buildinfo import build_id  # noqa: E402
from wsdv.ui import door  # noqa: E402
from wsdv.ui.app import App  # noqa: E402
from wsdv.ui.worker_files import package_zip  # noqa: E402

document.body.dataset.wsdv = wsdv.__name__
document.body.dataset.build = build_id()  # the AI worker's answers must carry the same
# the dataclass methods whose code came from the build's table, of those made so far
made = dataclass_code.Counts.hits + dataclass_code.Counts.misses
document.body.dataset.dataclassCode = f"{dataclass_code.Counts.hits}/{made}"
imported = window.performance.now()


_worker_start: asyncio.Future | None = None
# what App sets on <body>; the rest (boot.js, offline.js, the lines above) is the page's own
PAGE_DATA = ("wsdv", "boot", "snapshot", "build", "dataclassCode", "bootMs", "startMs",
             "importMs", "mountMs", "engineAtReady", "gc", "offline", "update", "framed",
             "pyscriptCode")


async def start_pinned_worker():  # noqa: ANN201 (the worker's exports, a JS proxy)
    """The worker, running this page's own copy of the package (wsdv/ui/worker_files.py)."""
    worker = await create_named_worker("./wsdv/ui/ai_worker.py", "wsdv-ai", "./ai-worker.toml")
    await worker.install(to_js(package_zip(Path(wsdv.__file__).parent)))
    return worker


def start_ai_worker() -> asyncio.Future:
    """The computer player's worker (wsdv/ui/ai_client.py starts it when first needed): one
    per page, shared by the apps of a restart; a failed start is tried again."""
    global _worker_start
    if _worker_start is None or (_worker_start.done() and _worker_start.exception()):
        _worker_start = asyncio.ensure_future(start_pinned_worker())
    return _worker_start


def start() -> App:
    new = App(document, window, create_proxy, start_ai_worker, asyncio.ensure_future)
    new.mount()
    return new


def restart(*_: object) -> None:
    global app
    app.unmount()
    body = document.body
    for name in list(body.dataset.object_keys()):
        if name not in PAGE_DATA:
            body.removeAttribute("data-" + "".join(
                "-" + c.lower() if c.isupper() else c for c in name))
    app = start()
    # boot.js does this after the first start: the board behind a pass screen is laid out
    window.requestAnimationFrame(create_once_callable(
        lambda *_: body.classList.remove("first-paint")))


def take_over() -> App:
    """The first start: the first screen the page opened with (if any) gives the app what
    the player chose and typed there before Python was up; the app draws the page; that
    screen stays in place of the app's copy when they are the same, and the click kept
    meanwhile is carried out (<body data-first>: "kept" or "replaced")."""
    first = getattr(window, "wsdvFirst", None)
    taken = first.take() if first is not None else None
    if taken is None:
        return start()
    new = App(document, window, create_proxy, start_ai_worker, asyncio.ensure_future)
    for name in ("side", "level"):
        value = getattr(taken, name, None)
        if isinstance(value, str):
            door.act(new, "welcome.choose", f"welcome-{name}={value}")
    new.state.guide.load_text = str(taken.text)
    new.mount()
    assert first is not None  # (taken came from it)
    first.adopt(taken)
    return new


def collector_on(*_: object) -> None:
    """The cyclic collector back on (<body data-gc="on">), in the task after the page is
    ready: its first collection walks all that the imports and the mount made (6-17 ms in
    the page, issue 39), which the first screen need not wait for."""
    gc.enable()
    document.body.dataset.gc = "on"


def report_pyscript_code(*_: object) -> None:
    """<body data-pyscript-code="taken/imported">: how many of PyScript's own modules the
    importer could take from the build's bytecode (wsdv/ui/pyscript_code.py), after ready."""
    from wsdv.ui import pyscript_code

    document.body.dataset.pyscriptCode = "{}/{}".format(*pyscript_code.taken())


app = take_over()
window.setTimeout(create_once_callable(collector_on), 0)
window.setTimeout(create_once_callable(report_pyscript_code), 0)
window.wsdvRestart = create_proxy(restart)
# where the app's own start-up time goes (tools/bench_boot.py reports it)
document.body.dataset.startMs = str(round(started))
document.body.dataset.importMs = str(round(imported - started))
document.body.dataset.mountMs = str(round(window.performance.now() - imported))
# whether the engine was loaded by then: not on a first visit (App.open_first_game), always
# after a snapshot start (the snapshot holds the modules the first visit imported)
document.body.dataset.engineAtReady = "1" if "wsdv.engine" in sys.modules else "0"
