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


class Update:
    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def state(self) -> str:
        return self.app.state.update

    def _set_state(self, value: str) -> None:
        self.app.state.update = value

    def bar_html(self) -> str:
        state = self.state
        if state not in ("ready", "waiting"):
            return ""
        lang = self.app.state.lang
        text = esc(render(m("page.update_ready"), lang))
        if state == "waiting":
            text += " " + esc(render(m("page.update_wait"), lang))
        switch = el("button", esc(render(m("page.update_switch"), lang)), type="button",
                    id="update-switch", disabled=state == "waiting")
        return el("p", text + " " + switch, id="update-notice", role="status")

    def ready(self) -> None:
        """offline.js says a new build waits (once; a switch asked for stays asked)."""
        if not self.state:
            self._set_state("ready")

    def switch(self) -> Effects:
        """The player asked for the new version: now, or once the computer has moved."""
        self._set_state("waiting")
        return self.due()

    def due(self) -> Effects:
        """After every paint: switch once it was asked for and the computer is not
        deciding."""
        if self.state != "waiting" or self.app.opponent.thinking():
            return []
        self._set_state("switching")
        return [SwitchBuild()]

    def failed(self) -> None:
        """The browser refused the switch: the notice offers it again."""
        self._set_state("ready")


@on("update.ready")
def _ready(app: App, _: str | None) -> None:
    app.update.ready()


@on("update.switch")
def _switch(app: App, _: str | None) -> Effects:
    return app.update.switch()


@on("update.failed")
def _failed(app: App, _: str | None) -> None:
    app.update.failed()
