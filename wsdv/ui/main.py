"""Entry point of the browser UI: index.html runs this file with PyScript.

The loading screen (index.html, static/js/boot.js) stays up until the app marks the page
ready with ``document.body.dataset.ready = "1"`` (App.mount does, once the first screen is
drawn). The ``wsdv`` package is importable: PyScript unpacks dist/wsdv.zip into the working
directory before this file runs (see pyscript.toml).
"""

import asyncio
import os

from pyscript import create_named_worker, document, window

started = window.performance.now()
# No pydantic plugins are installed: without this, pydantic's first model would look for them
# in the metadata of every installed distribution, which is slow in the browser.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

import pydantic  # noqa: E402 (timed: the imports are part of the app's start)
from pyodide.ffi import create_proxy  # noqa: E402

import wsdv  # noqa: E402
from wsdv.buildinfo import build_id  # noqa: E402
from wsdv.ui.app import App  # noqa: E402

document.body.dataset.wsdv = wsdv.__name__
document.body.dataset.pydantic = pydantic.VERSION
document.body.dataset.build = build_id()  # the AI worker's answers must carry the same
imported = window.performance.now()


def start_ai_worker():  # noqa: ANN201 (a JS promise of the worker's exports)
    """The computer player's worker (wsdv/ui/opponent.py starts it when first needed)."""
    return create_named_worker("./wsdv/ui/ai_worker.py", "wsdv-ai", "./ai-worker.toml")


app = App(document, window, create_proxy, start_ai_worker, asyncio.ensure_future)
app.mount()
# where the app's own start-up time goes (tools/bench_boot.py reports it)
document.body.dataset.startMs = str(round(started))
document.body.dataset.importMs = str(round(imported - started))
document.body.dataset.mountMs = str(round(window.performance.now() - imported))
