"""A new version waiting: the notice, and the switch at a safe moment.

static/js/offline.js watches the service worker: once a new build is installed and waiting
it sets <body data-update="ready"> and fires ``wsdv:update`` on window. The page then says
"a new version is ready" with a button. The switch never falls into a choice: choices are
made synchronously between events, and every one is stored at once (or kept in this tab's
session when storage is full), so a reload resumes the game at the same prompt; while the
computer is deciding, the switch waits for its move. ``window.wsdvSwitch()`` (offline.js)
then lets the new worker take over and reloads the page.

Hooks for tests on <body>: data-update ("ready" from offline.js; "waiting" when the switch
waits for the computer; "switching"). The state is `UiState.update`: offline.js's "ready"
enters as the verb ``update.ready`` (or is read once at the start), the paint writes the
hook, and the switch itself is the effect `SwitchBuild` (effects.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..words import m, render
from .door import on
from .effects import Effects, SwitchBuild
from .svg import el, esc

if TYPE_CHECKING:
    from .shell_api import Shell as App
    from .state import UiState

# A feature as functions over its slice of the state (docs/ui.md): the slice is
# `UiState.update` ("", "ready", "waiting", "switching"), the handlers below change it and
# return effects, the notice is HTML from the state; no object, no App held.


def bar_html(state: UiState) -> str:
    """The notice under the games list's bar: a new version is ready (or waits)."""
    if state.update not in ("ready", "waiting"):
        return ""
    lang = state.lang
    text = esc(render(m("page.update_ready"), lang))
    if state.update == "waiting":
        text += " " + esc(render(m("page.update_wait"), lang))
    switch = el("button", esc(render(m("page.update_switch"), lang)), type="button",
                id="update-switch", disabled=state.update == "waiting")
    return el("p", text + " " + switch, id="update-notice", role="status")


def ready(state: UiState) -> None:
    """offline.js says a new build waits (once; a switch asked for stays asked)."""
    if not state.update:
        state.update = "ready"


def switch(state: UiState) -> Effects:
    """The player asked for the new version: now, or once the computer has moved."""
    state.update = "waiting"
    return due(state)


def due(state: UiState) -> Effects:
    """Before every paint: switch once it was asked for and the computer is not deciding."""
    ai = state.ai
    if state.update != "waiting" or (ai.thinking_at is not None
                                     and ai.thinking_at == state.version):
        return []
    state.update = "switching"
    return [SwitchBuild()]


def failed(state: UiState) -> None:
    """The browser refused the switch: the notice offers it again."""
    state.update = "ready"


@on("update.ready")
def _ready(app: App, _: str | None) -> None:
    ready(app.state)


@on("update.switch")
def _switch(app: App, _: str | None) -> Effects:
    return switch(app.state)


@on("update.failed")
def _failed(app: App, _: str | None) -> None:
    failed(app.state)
