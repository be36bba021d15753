"""The App over the browser's own page port (BrowserPage) on a stand-in DOM, in plain
CPython (tests/test_ui_browser_page.py; the flows run over the fake port: tests/ui_page.py).

What the App paints is read back from the page port's per-id cache (`html(app, id)`), the
<body data-*> hooks from the stand-in body (`data(app)`), shown and hidden from the elements
(`shown(app, id)`). An element is "there" for `querySelector("#id")` when a painted HTML
holds ``id="id"``, so keys.settle_focus finds what the real page would, and the focus is
recorded (`focused(app)`). The AI worker is a stand-in that answers at once (first option,
or a policy), its requests run by `drain`. Web storage is dict-backed and shared between
tabs when they are given the same one; `Tabs` delivers storage events and channel messages
between the tabs of one `Tabs`.
"""

from __future__ import annotations

import re
from collections.abc import Coroutine
from typing import Any
from unittest.mock import MagicMock, PropertyMock

from test_ui_paint import WebStorage, run_waiting
from ui_page import Hands, Policy, Tabs, Worker, Writer, first_option

from wsdv.ui import door
from wsdv.ui.app import App
from wsdv.ui.layout import skeleton_html

# The DOM as the stand-in page offers it: the attributes and methods of the real API the
# page uses, and no other (issue 37: a stand-in that answers every name let three misspelt
# DOM calls in BrowserPage.copy pass). A name missing here that the page needs must be one of
# the browser's (MDN), never a spelling the browser does not have.
ELEMENT_API = [
    "id", "tagName", "hidden", "disabled", "inert", "value", "checked", "name", "type",
    "innerHTML", "textContent", "className", "classList", "dataset", "style", "tabIndex",
    "focus", "blur", "select", "click", "closest", "contains", "matches", "isConnected",
    "getAttribute", "setAttribute", "removeAttribute", "hasAttribute", "toggleAttribute",
    "querySelector", "querySelectorAll", "insertAdjacentHTML", "firstElementChild",
    "lastElementChild", "parentElement", "children", "nextElementSibling",
    "previousElementSibling", "remove", "append", "appendChild", "after", "before",
    "scrollIntoView", "scrollTop", "scrollHeight", "clientHeight", "offsetHeight",
    "getBoundingClientRect", "getScreenCTM", "setSelectionRange", "addEventListener",
    "removeEventListener", "showModal", "close", "open", "href", "download", "ownerDocument",
    "files", "options", "selectedIndex", "offsetTop"]
DOCUMENT_API = [
    "getElementById", "querySelector", "querySelectorAll", "activeElement", "body",
    "documentElement", "head", "title", "execCommand", "createElement", "addEventListener",
    "removeEventListener", "visibilityState", "hidden", "hasFocus", "readyState", "fonts",
    "defaultView"]
WINDOW_API = [
    "location", "localStorage", "sessionStorage", "navigator", "matchMedia", "history",
    "BroadcastChannel", "URLSearchParams", "URL", "Blob", "JSON", "Date", "Intl", "Object",
    "setTimeout", "clearTimeout", "requestAnimationFrame", "scheduler", "queueMicrotask",
    "addEventListener", "removeEventListener", "innerWidth", "innerHeight", "scrollTo",
    "performance", "getComputedStyle", "crypto", "console", "devicePixelRatio",
    "visualViewport", "isSecureContext", "document", "open",
    "wsdvSwitch", "wsdvRestart"]  # the page's own (static/js/offline.js, main.py)


class Element(MagicMock):
    """An element of the stand-in page: shown unless hidden, inside no hidden element."""


# the elements the page's skeleton starts hidden (the dialogs, the language list, ...)
HIDDEN_AT_START = frozenset(
    m.group(1) for tag in re.findall(r"<[^>]+>", skeleton_html("en"))
    if ' hidden="' in tag and (m := re.search(r' id="([\w-]+)"', tag)))


def _element(doc: Any, element_id: str) -> Any:
    node = Element(name=element_id, spec=ELEMENT_API)
    node.hidden = element_id in HIDDEN_AT_START
    node.disabled = False
    node.closest.return_value = None
    node.isConnected = True
    node.focus.side_effect = lambda *_: setattr(doc, "activeElement", node)
    node.id = element_id
    return node



class Page(Hands):
    """One tab: the App mounted over the stand-in browser."""

    def __init__(self, query: dict[str, str] | None = None, tabs: Tabs | None = None,
                 computer: bool = True, policy: Policy = first_option,
                 local: WebStorage | None = None, session: WebStorage | None = None,
                 blocked: bool = False, mount: bool = True,
                 languages: list[str] | None = None, fragment: str = "") -> None:
        """``local``/``session``: the web storage (a reload keeps both; a tab of ``tabs``
        shares localStorage with the others); ``blocked``: reading localStorage throws, as
        when the browser blocks storage for the page; ``fragment``: the address's ``#...``
        as the page is opened (a link)."""
        self.query = dict(query or {})
        self.tabs = tabs
        self.scheduled: list[Coroutine[Any, Any, Any]] = []
        self.worker = Worker(policy)
        self.paused = False  # storage events of other tabs are missed (a race)
        doc, win = MagicMock(spec=DOCUMENT_API), MagicMock(spec=WINDOW_API)
        self.elements: dict[str, Any] = {}
        doc.getElementById.side_effect = self._element
        doc.querySelector.side_effect = self._query
        self.icon = _element(doc, "icon")
        icon_attrs = {"href": "./static/favicon.svg"}
        self.icon.getAttribute.side_effect = icon_attrs.get
        self.icon.setAttribute.side_effect = icon_attrs.__setitem__
        doc.querySelectorAll.return_value = []
        doc.activeElement = doc.body
        win.location.hash = fragment
        win.location.search = ""
        win.URLSearchParams.new.return_value.get.side_effect = self.query.get
        win.localStorage = local if local is not None else \
            tabs.local if tabs is not None else WebStorage()
        win.sessionStorage = session if session is not None else WebStorage()
        if blocked:
            type(win).localStorage = PropertyMock(
                side_effect=RuntimeError("SecurityError: The operation is insecure."))
        win.navigator.languages = languages or ["en"]
        win.matchMedia.return_value.matches = False
        self.channels: list[Any] = []
        win.BroadcastChannel.new.side_effect = self._channel
        self.doc, self.win = doc, win

        async def start_worker() -> Any:
            return self.worker

        self.app = App(doc, win, lambda fn: fn, start_worker if computer else None,
                       self.scheduled.append)
        if computer:
            self.app.client.worker = self.worker  # started: answers come at once
        if tabs is not None:
            tabs.pages.append(self)
            self._watch_storage(win.localStorage)
        if mount:
            self.app.mount()

    # --- the stand-in browser ------------------------------------------------------------

    def _element(self, element_id: str) -> Any:
        """The element of that id, made on the first ask (a MagicMock costs about a
        millisecond: made once, not on every lookup)."""
        node = self.elements.get(element_id)
        if node is None:
            node = self.elements[element_id] = _element(self.doc, element_id)
        return node

    def _query(self, selector: str) -> Any:
        if selector == "link[rel=icon]":  # index.html's tab icon
            return self.icon
        match = re.fullmatch(r"#([\w-]+)", selector)
        if match and any(f'id="{match.group(1)}"' in h for h in self.app.page.cache.values()):
            return self.doc.getElementById(match.group(1))
        return None

    def _channel(self, name: str) -> Any:
        channel = MagicMock(name=f"channel {name}")
        channel.postMessage.side_effect = lambda text: self._broadcast(str(text))
        self.channels.append(channel)
        return channel

    def _broadcast(self, text: str) -> None:
        for other in (self.tabs.pages if self.tabs else []):
            if other is not self and not other.app.state.closed:
                door.act(other.app, "tab.said", text)

    # --- the player's hands ---------------------------------------------------------------

    def key(self, key: str, **mods: bool) -> None:
        """A key pressed on the page (a button has the focus)."""
        evt = MagicMock()
        evt.key = key
        evt.target.tagName = "BUTTON"
        evt.altKey = mods.get("alt", False)
        evt.metaKey = False
        evt.ctrlKey = mods.get("ctrl", False)
        evt.shiftKey = False
        with Writer(self):
            self.app.on_escape(evt)

    def timers(self) -> None:
        """Run what waits for the paint to be on screen (focus settling; after the frame the
        options' previews and the outlook: Page.later), until nothing more waits."""
        run_waiting(self.win)

    # --- what the page shows ----------------------------------------------------------------

    def html(self, element_id: str) -> str:
        return self.app.page.cache.get(element_id, "")

    def data(self, name: str) -> str:
        value = getattr(self.doc.body.dataset, name, "")
        return value if isinstance(value, str) else ""

    def shown(self, element_id: str) -> bool:
        return not self.doc.getElementById(element_id).hidden

    def focused(self) -> str | None:
        active = self.doc.activeElement
        return active.id if isinstance(active, Element) else None
