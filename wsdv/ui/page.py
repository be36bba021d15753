"""The page port: what the UI's helpers may do to the browser page, in one small typed
interface (docs/ui.md). `BrowserPage` implements it over the document and window that
PyScript hands to main.py; a fake implements it in CPython tests.

Everything the app and its helpers (saves, tabs, guide, remote, update) did through `App`'s
private methods goes through here: painting an element by id (skipped when its HTML did not
change), showing or hiding it, the <body data-*> hooks, listeners (removed together when the
app unmounts), web storage (a refused storage reads as missing and keeps nothing), the URL's
query and fragment, copying a field to the clipboard and moving the focus.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Protocol

from . import dialogs
from .dom import found

# the tab's icons (index.html links the first): the flag, and the flag with a green dot
ICON = "./static/favicon.svg"
ICON_TURN = "./static/favicon-turn.svg"

Listener = Callable[[Any], Any]


class Page(Protocol):
    """The browser as the UI sees it."""

    def set_html(self, element_id: str, html: str, keep_focus: bool = False) -> None:
        """Paint an element; nothing happens when it already shows ``html``. ``keep_focus``:
        an option (``data-opt``) inside it that has the focus has it again when drawn anew."""

    def forget(self) -> None:
        """Forget what was painted (the skeleton was drawn anew)."""

    def replace_html(self, element_id: str, html: str) -> None:
        """Paint an element anew even if it shows ``html`` (what the player typed into its
        fields and notes written into it since are gone)."""

    def set_prop(self, element_id: str, name: str, value: bool) -> None:
        """An element's boolean property (``disabled``, ``hidden``), when it is there."""

    def set_attr(self, element_id: str, name: str, value: str) -> None:
        """An element's attribute, when it is there."""

    def toggle_class(self, element_id: str, css_class: str, on: bool) -> None:
        """An element's class, on or off, when it is there."""

    def set_style_var(self, element_id: str, name: str, value: str) -> None:
        """A CSS custom property (``--zoom``) on an element, when it is there."""

    def mark_where(self, selector: str, css_class: str, attr: str, value: str | None) -> None:
        """``css_class`` on every element matching ``selector`` whose attribute ``attr`` is
        ``value``, off on the others."""

    def append_html(self, element_id: str, html: str) -> None:
        """HTML added at the end of an element (the card pictures' <symbol>s)."""

    def storage_area(self, area: str) -> Any:
        """The Web Storage object ``localStorage`` or ``sessionStorage`` (getItem, setItem,
        removeItem, key, length) for storage.Store; None when the browser blocks it."""

    def languages(self) -> list[str]:
        """The browser's preferred languages, most preferred first (BCP 47 tags)."""

    def set_lang(self, lang: str) -> None:
        """The document's language (<html lang>)."""

    def set_text(self, element_id: str, text: str) -> None:
        """An element's text, if the element is there."""

    def insert_after(self, anchor_id: str, element_id: str, html: str) -> None:
        """Put ``html`` (an element with the id ``element_id``) right after the element
        ``anchor_id`` unless it is there already."""

    def mark(self, element_id: str, css_class: str, among: str) -> None:
        """Give ``css_class`` to the element alone among those matching ``among``, then
        scroll it into view and focus it."""

    def value(self, element_id: str) -> str:
        """A text field's content; "" when it is not there."""

    def field_length(self, element_id: str) -> int:
        """A text field's length in characters, found without reading its text (a paste may
        be megabytes: reading it into Python is what stalls the page)."""

    def clear_field(self, element_id: str) -> None:
        """Empty a text field (a refused paste is not kept in the page)."""

    def guard_leaving(self, on: bool) -> None:
        """While ``on``, leaving or reloading the page asks first (beforeunload)."""

    def value_at(self, selector: str) -> str:
        """The content of the first field matching ``selector``; "" when there is none."""

    def values_by(self, selector: str, key: str) -> dict[str, str]:
        """The contents of the fields matching ``selector``, by their ``data-{key}``."""

    def show(self, element_id: str, visible: bool) -> None: ...

    def set_data(self, name: str, value: str) -> None:
        """A <body data-*> hook (``name`` in camelCase, as `dataset` spells it)."""

    def data(self, name: str) -> str:
        """A <body data-*> hook's value, "" when missing."""

    def listen(self, target: Any, event: str, fn: Listener) -> None: ...

    def soon(self, fn: Callable[[], None]) -> Callable[[], None]:
        """A function that runs ``fn`` once after the current event (coalesced)."""

    def later(self, fn: Callable[[], None]) -> Callable[[], None]:
        """A function that runs ``fn`` once after the next frame is on screen (coalesced)."""

    def set_list(self, element_id: str, head: str, items: list[str], tail: str) -> None:
        """Paint an element whose HTML is ``head + "".join(items) + tail``, the items the
        children of its last child (a list): an edit at the list's ends (lines added at the
        top, old ones dropped at the bottom, an undo's lines taken away) touches only them."""

    def local_get(self, key: str) -> str | None: ...

    def local_set(self, key: str, value: str | None) -> None: ...

    def session_get(self, key: str) -> str | None: ...

    def session_set(self, key: str, value: str | None) -> None: ...

    def query(self, name: str) -> str | None:
        """A parameter of the address's query (``?name=value``), None when missing."""

    def fragment(self) -> str:
        """The address's fragment, with its ``#`` ("" when none)."""

    def drop_fragment(self) -> None:
        """Drop the fragment from the address (a reload then does not open it again)."""

    def address(self) -> str:
        """The page's whole address (location.href)."""

    def page_address(self) -> str:
        """The page's address without query and fragment (origin and path)."""

    def local_time(self, ms: float, lang: str) -> str:
        """A moment (ms since 1970) in the browser's local time, as ``lang`` writes it; ""
        when the browser cannot."""

    def open_channel(self, name: str, fn: Callable[[str], None]) -> bool:
        """Open the BroadcastChannel ``name`` to the other tabs of this site; ``fn`` gets
        each message they post. False when the browser has none."""

    def post(self, text: str) -> None:
        """Post ``text`` on the open channel (nothing when none is open)."""

    def close_channel(self) -> None: ...

    def copy(self, element_id: str) -> bool:
        """Select a text field's content and copy it; False when the browser refused."""

    def can_share(self) -> bool:
        """Whether the browser has a share sheet (the Web Share API)."""

    def set_title(self, text: str) -> None:
        """The tab's title (document.title)."""

    def set_icon(self, your_turn: bool) -> None:
        """The tab's icon: the flag, with a green dot when it is the player's turn."""

    def download(self, filename: str, text: str) -> bool:
        """Offer a text as a file to save; False when the browser refused."""

    def share(self, title: str, url: str) -> None:
        """Hand a link to the share sheet (the player may cancel it)."""

    def share_file(self, filename: str, text: str) -> bool:
        """Hand a text file to the share sheet where it takes files, else offer it to save;
        False when neither worked."""

    def read_file(self, evt: Any, limit: int, fn: Callable[[str | None], object]) -> bool:
        """Read the first file of a file input's change or of a drop as text and call ``fn``
        with it later ("" if it cannot be read; None, unread, if it is larger than ``limit``
        bytes); False if the event carries no file."""

    def focus(self, element_id: str) -> bool:
        """Focus an element if it is there; False when it is not."""

    def focus_first(self, selector: str, select: bool = False) -> bool:
        """Focus the first element matching ``selector`` (and select its text); False when
        there is none."""

    def settle_focus(self) -> None:
        """When the focus fell to the page (what had it was drawn anew or closed), put it on
        the first sensible element (keys.FOCUS_ORDER)."""

    def switch_build(self) -> None:
        """Let the waiting new build take over (offline.js `wsdvSwitch`, which reloads);
        raises when it cannot."""


def list_edit(old: list[str], new: list[str]
              ) -> tuple[int, list[str], int, list[str]] | None:
    """How a list showing the items ``old`` comes to show ``new`` by edits at its ends:
    (items to drop at the start, items to put before the rest, items to drop at the end,
    items to append), or None when its middle changed (paint it whole). A log, newest
    first: a choice adds lines at the start and the oldest fall off the end; an undo takes
    the newest away and older ones come back at the end."""
    if not old:
        return None
    best: tuple[int, list[str], int, list[str]] | None = None
    # new = added + old[:kept] + appended: lines added at the start
    for added in range(len(new)):
        if new[added] != old[0]:
            continue
        kept = min(len(old), len(new) - added)
        if new[added:added + kept] == old[:kept]:
            best = (0, new[:added], len(old) - kept, new[added + kept:])
            break
    # new = old[dropped:dropped + kept] + appended: lines taken away at the start
    if new:
        for dropped in range(1, len(old)):
            if old[dropped] != new[0]:
                continue
            kept = min(len(old) - dropped, len(new))
            if old[dropped:dropped + kept] == new[:kept]:
                edit: tuple[int, list[str], int, list[str]] = \
                    (dropped, [], len(old) - dropped - kept, new[kept:])
                if best is None or _cost(edit) < _cost(best):
                    best = edit
                break
    return best


def _cost(edit: tuple[int, list[str], int, list[str]]) -> int:
    return edit[0] + len(edit[1]) + edit[2] + len(edit[3])


class BrowserPage:
    """The port over a real document and window (``proxy``: pyodide's create_proxy)."""

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        self.doc = document
        self.dataset: Any = None  # <body>'s dataset, for the hooks
        self.win = window
        self.proxy = proxy
        self.cache: dict[str, str] = {}  # element id -> the HTML it shows
        self.handlers: list[Any] = []  # proxies kept alive while the page is mounted
        self.listening: list[tuple[Any, str, Any]] = []  # (target, event, handler)
        # (target, event -> its functions, the target's one handler): `listen`
        self.dispatchers: list[tuple[Any, dict[str, list[Listener]], Any]] = []
        self.icon: str | None = None  # the tab icon's href set last (None: not yet)
        self.items: dict[str, tuple[str, list[str], str]] = {}  # set_list's last paint
        self.background: Any = None  # scheduler.postTask's options (later), made once
        self.channel: Any = None  # the BroadcastChannel to the other tabs (open_channel)
        self.openers: dict[str, Any] = {}  # dialog id -> what had the focus when it opened
        self.leave_guard: Any = None  # the beforeunload handler while leaving asks first

    # --- painting ------------------------------------------------------------------------

    def set_html(self, element_id: str, html: str, keep_focus: bool = False) -> None:
        if self.cache.get(element_id) == html:
            return
        self.cache[element_id] = html
        node = self.doc.getElementById(element_id)
        option = self._focused_option(node) if keep_focus else None
        node.innerHTML = html
        if option is not None:  # e.g. the prompt drawn again with its options' notes
            again = node.querySelector(f'[data-opt="{self.win.CSS.escape(option)}"]')
            if found(again):
                again.focus(self.win.JSON.parse('{"preventScroll": true}'))

    def _focused_option(self, node: Any) -> str | None:
        active = self.doc.activeElement
        if not found(active) or active == self.doc.body or not node.contains(active):
            return None
        option = active.getAttribute("data-opt")
        return option if isinstance(option, str) and option else None

    def set_list(self, element_id: str, head: str, items: list[str], tail: str) -> None:
        html = head + "".join(items) + tail
        if self.cache.get(element_id) == html:
            return
        self.cache[element_id] = html
        before = self.items.get(element_id)
        self.items[element_id] = (head, list(items), tail)
        node = self.doc.getElementById(element_id)
        edit = list_edit(before[1], items) if before and before[0::2] == (head, tail) else None
        box: Any = node.lastElementChild if edit is not None else None
        if edit is None or not found(box):
            node.innerHTML = html
            return
        drop_first, first, drop_last, last = edit
        for _ in range(drop_first):
            box.firstElementChild.remove()
        for _ in range(drop_last):
            box.lastElementChild.remove()
        if first:
            box.insertAdjacentHTML("afterbegin", "".join(first))
        if last:
            box.insertAdjacentHTML("beforeend", "".join(last))

    def forget(self) -> None:
        self.cache.clear()
        self.items.clear()

    def replace_html(self, element_id: str, html: str) -> None:
        self.cache[element_id] = html
        self.doc.getElementById(element_id).innerHTML = html

    def set_prop(self, element_id: str, name: str, value: bool) -> None:
        node = self.doc.getElementById(element_id)
        if found(node):
            setattr(node, name, value)

    def set_attr(self, element_id: str, name: str, value: str) -> None:
        node = self.doc.getElementById(element_id)
        if found(node):
            node.setAttribute(name, value)

    def toggle_class(self, element_id: str, css_class: str, on: bool) -> None:
        node = self.doc.getElementById(element_id)
        if found(node):
            node.classList.toggle(css_class, on)

    def set_style_var(self, element_id: str, name: str, value: str) -> None:
        node = self.doc.getElementById(element_id)
        if found(node):
            node.style.setProperty(name, value)

    def mark_where(self, selector: str, css_class: str, attr: str, value: str | None) -> None:
        for node in self.doc.querySelectorAll(selector):
            mine = node.getAttribute(attr)
            node.classList.toggle(css_class, found(mine) and str(mine) == value)

    def append_html(self, element_id: str, html: str) -> None:
        self.doc.getElementById(element_id).insertAdjacentHTML("beforeend", html)

    def languages(self) -> list[str]:
        nav = self.win.navigator
        try:
            prefs = [str(x) for x in nav.languages]
        except Exception:  # an old browser without navigator.languages
            prefs = []
        return [*prefs, str(nav.language or "en")]

    def set_lang(self, lang: str) -> None:
        self.doc.documentElement.lang = lang

    def set_text(self, element_id: str, text: str) -> None:
        node = self.doc.getElementById(element_id)
        if found(node):
            node.textContent = text

    def insert_after(self, anchor_id: str, element_id: str, html: str) -> None:
        if found(self.doc.getElementById(element_id)):
            return
        anchor = self.doc.getElementById(anchor_id)
        if found(anchor):
            anchor.insertAdjacentHTML("afterend", html)

    def mark(self, element_id: str, css_class: str, among: str) -> None:
        for node in self.doc.querySelectorAll(among):
            node.classList.remove(css_class)
        node = self.doc.getElementById(element_id)
        if found(node):
            node.classList.add(css_class)
            node.scrollIntoView()
            node.focus()

    def value(self, element_id: str) -> str:
        node = self.doc.getElementById(element_id)
        return str(node.value) if found(node) else ""

    def field_length(self, element_id: str) -> int:
        node = self.doc.getElementById(element_id)
        if not found(node):
            return 0
        n = getattr(node, "textLength", None)  # a textarea's: no copy of the text
        if isinstance(n, int | float) and not isinstance(n, bool):
            return int(n)
        return len(str(node.value))

    def clear_field(self, element_id: str) -> None:
        node = self.doc.getElementById(element_id)
        if found(node):
            node.value = ""

    def guard_leaving(self, on: bool) -> None:
        if on == (self.leave_guard is not None):
            return
        if on:
            def ask(evt: Any) -> None:
                evt.preventDefault()
                evt.returnValue = ""  # older browsers ask only when it is set

            self.leave_guard = self.keep(ask)
            self.win.addEventListener("beforeunload", self.leave_guard)
        else:
            self.win.removeEventListener("beforeunload", self.leave_guard)
            self.leave_guard = None
        self.set_data("leaveGuard", "1" if on else "")

    def value_at(self, selector: str) -> str:
        node = self.doc.querySelector(selector)
        return str(node.value) if found(node) else ""

    def values_by(self, selector: str, key: str) -> dict[str, str]:
        return {str(getattr(node.dataset, key)): str(node.value)
                for node in self.doc.querySelectorAll(selector)}

    def show(self, element_id: str, visible: bool) -> None:
        node = self.doc.getElementById(element_id)
        if bool(node.hidden) != visible:
            return
        node.hidden = not visible
        dialogs.changed(node, visible, self.openers)

    def set_data(self, name: str, value: str) -> None:
        if self.dataset is None:  # (one object for the page's life: asked once)
            self.dataset = self.doc.body.dataset
        setattr(self.dataset, name, value)

    def data(self, name: str) -> str:
        value = getattr(self.doc.body.dataset, name, None)  # missing: AttributeError
        return value if isinstance(value, str) else ""

    # --- events --------------------------------------------------------------------------

    def keep(self, fn: Listener) -> Any:
        """A JS callable for ``fn``, kept alive as long as the page."""
        handler = self.proxy(fn)
        self.handlers.append(handler)
        return handler

    def soon(self, fn: Callable[[], None]) -> Callable[[], None]:
        """A function that runs ``fn`` once in a timer after the current event, however often
        it is called before then: what it does waits until the update is on screen."""
        handler: Any = None
        pending = False

        def run(*_: Any) -> None:
            nonlocal pending
            pending = False
            fn()

        def ask() -> None:
            nonlocal handler, pending
            if handler is None:
                handler = self.keep(run)
            if not pending:
                pending = True
                self.win.setTimeout(handler, 0)
        return ask

    def later(self, fn: Callable[[], None]) -> Callable[[], None]:
        """A function that runs ``fn`` once after the next frame, however often it is called
        before then: the frame the current event changed goes on screen first. The frame's
        requestAnimationFrame posts ``fn`` as a background task (scheduler.postTask; a timer
        where there is none), so even the timers the event left run before it. A hidden page
        draws no frames: there it is posted at once."""
        run_handler: Any = None
        post_handler: Any = None
        pending = False

        def run(*_: Any) -> None:
            nonlocal pending
            pending = False
            fn()

        def post(*_: Any) -> None:
            scheduler: Any = getattr(self.win, "scheduler", None)
            if found(scheduler) and found(getattr(scheduler, "postTask", None)):
                if self.background is None:
                    self.background = self.win.JSON.parse('{"priority": "background"}')
                scheduler.postTask(run_handler, self.background)
            else:
                self.win.setTimeout(run_handler, 0)

        def ask() -> None:
            nonlocal run_handler, post_handler, pending
            if run_handler is None:
                run_handler, post_handler = self.keep(run), self.keep(post)
            if pending:
                return
            pending = True
            if self.doc.visibilityState == "hidden":
                post()
            else:
                self.win.requestAnimationFrame(post_handler)
        return ask

    def listen(self, target: Any, event: str, fn: Listener) -> None:
        """``fn`` for ``event`` on ``target``, after the functions given before for it."""
        table, handler = self._dispatcher(target)
        if event not in table:
            table[event] = []
            self.listening.append((target, event, handler))
            target.addEventListener(event, handler)
        table[event].append(fn)

    def _dispatcher(self, target: Any) -> tuple[dict[str, list[Listener]], Any]:
        """The one JS callable of ``target``, whatever its events (each callable made cost the
        first screen's mount about 0.4 ms, issue 39), and its functions by event type."""
        for known, table, handler in self.dispatchers:
            if known == target:  # (JS proxies compare the objects they stand for)
                return table, handler
        functions: dict[str, list[Listener]] = {}

        def dispatch(evt: Any) -> None:
            for each in list(functions.get(str(evt.type), ())):
                each(evt)

        handler = self.keep(dispatch)
        self.dispatchers.append((target, functions, handler))
        return functions, handler

    def unlisten_all(self) -> None:
        for target, event, handler in self.listening:
            target.removeEventListener(event, handler)
        self.listening.clear()
        self.dispatchers.clear()

    # --- storage -------------------------------------------------------------------------

    def _web_get(self, area: str, key: str) -> str | None:
        """A value of ``area`` ("localStorage" or "sessionStorage"), None when missing or
        refused (private mode, file://, privacy settings)."""
        try:
            value = getattr(self.win, area).getItem(key)
        except Exception:
            return None
        return str(value) if found(value) else None

    def _web_set(self, area: str, key: str, value: str | None) -> None:
        """Set (or with None remove) a value of ``area``; refused storage keeps nothing."""
        try:
            if value is None:
                getattr(self.win, area).removeItem(key)
            else:
                getattr(self.win, area).setItem(key, value)
        except Exception:
            pass

    def local_get(self, key: str) -> str | None:
        return self._web_get("localStorage", key)

    def local_set(self, key: str, value: str | None) -> None:
        self._web_set("localStorage", key, value)

    def session_get(self, key: str) -> str | None:
        """This tab's value (sessionStorage: kept across reloads, not shared with new tabs)."""
        return self._web_get("sessionStorage", key)

    def session_set(self, key: str, value: str | None) -> None:
        self._web_set("sessionStorage", key, value)

    def storage_area(self, area: str) -> Any:
        """The window's ``localStorage`` or ``sessionStorage`` object for storage.Store;
        None when the browser blocks it for this page."""
        try:
            storage = getattr(self.win, area)
        except Exception:  # SecurityError: storage blocked for this page
            return None
        return storage if found(storage) else None

    # --- the address ---------------------------------------------------------------------

    def query(self, name: str) -> str | None:
        params = self.win.URLSearchParams.new(self.win.location.search)
        value = params.get(name)
        return str(value) if found(value) else None

    def fragment(self) -> str:
        try:
            return str(self.win.location.hash or "")
        except Exception:
            return ""

    def drop_fragment(self) -> None:
        loc = self.win.location
        try:
            self.win.history.replaceState(None, "", str(loc.pathname) + str(loc.search))
        except Exception:
            pass

    def address(self) -> str:
        return str(self.win.location.href)

    def page_address(self) -> str:
        loc = self.win.location
        return f"{loc.origin}{loc.pathname}"

    def local_time(self, ms: float, lang: str) -> str:
        try:
            return str(self.win.Date.new(ms).toLocaleString(lang))
        except Exception:
            return ""

    # --- the other tabs ------------------------------------------------------------------

    def open_channel(self, name: str, fn: Callable[[str], None]) -> bool:
        try:
            self.channel = self.win.BroadcastChannel.new(name)
        except Exception:  # no BroadcastChannel: storage events still work
            return False
        self.listen(self.channel, "message", lambda evt: fn(str(evt.data)))
        return True

    def post(self, text: str) -> None:
        if self.channel is None:
            return
        try:
            self.channel.postMessage(text)
        except Exception:
            return

    def close_channel(self) -> None:
        if self.channel is not None:
            self.channel.close()
            self.channel = None

    # --- clipboard and focus -------------------------------------------------------------

    def copy(self, element_id: str) -> bool:
        node = self.doc.getElementById(element_id)
        if not found(node):
            return False
        node.focus()
        node.select()
        try:
            return bool(self.doc.execCommand("copy"))
        except Exception:
            return False

    def set_title(self, text: str) -> None:
        if self.doc.title != text:
            self.doc.title = text

    def set_icon(self, your_turn: bool) -> None:
        href = ICON_TURN if your_turn else ICON
        if href == self.icon:  # every paint asks: the document only when it changes
            return
        link = self.doc.querySelector("link[rel=icon]")
        if found(link):
            link.setAttribute("href", href)
            self.icon = href

    def download(self, filename: str, text: str) -> bool:
        try:
            blob = self.win.Blob.new(self.win.JSON.parse(json.dumps([text])),
                                     self.win.JSON.parse(json.dumps({"type": "text/plain"})))
            url = self.win.URL.createObjectURL(blob)
            link = self.doc.createElement("a")
            link.href, link.download = url, filename
            self.doc.body.appendChild(link)
            link.click()
            link.remove()
            self.win.URL.revokeObjectURL(url)
            return True
        except Exception:
            return False

    def can_share(self) -> bool:
        try:
            return bool(getattr(self.win.navigator, "share", None))
        except Exception:
            return False

    def share_file(self, filename: str, text: str) -> bool:
        try:
            nav = self.win.navigator
            file = self.win.File.new(self.win.JSON.parse(json.dumps([text])), filename,
                                     self.win.JSON.parse(json.dumps({"type": "text/plain"})))
            data = self.win.Object.new()
            data.files = self.win.Array.of(file)
            if getattr(nav, "canShare", None) and nav.canShare(data):
                nav.share(data).catch(self.proxy(lambda _error: None))
                return True
        except Exception:
            pass  # no share sheet for files: saved instead
        return self.download(filename, text)

    def read_file(self, evt: Any, limit: int, fn: Callable[[str | None], object]) -> bool:
        try:
            change = str(evt.type) == "change"
            files = evt.target.files if change else evt.dataTransfer.files
            if not files or not files.length:
                return False
            file = files.item(0)
        except Exception:
            return False
        if int(file.size) > limit:
            fn(None)
            return True
        if change:
            evt.target.value = ""  # the same file chosen again is a change again
        file.text().then(self.keep(lambda text: fn(str(text) or "")),
                         self.keep(lambda _error: fn("")))
        return True

    def share(self, title: str, url: str) -> None:
        try:  # a JS object from JSON: no conversion of a Python dict needed
            shared = self.win.navigator.share(self.win.JSON.parse(
                json.dumps({"title": title, "url": url})))
            shared.catch(self.proxy(lambda _error: None))  # cancelled: nothing to say
        except Exception:
            pass  # no share sheet after all: the link and Copy are on the page

    def focus(self, element_id: str) -> bool:
        node = self.doc.getElementById(element_id)
        if not found(node):
            return False
        node.focus()
        return True

    def focus_first(self, selector: str, select: bool = False) -> bool:
        node = self.doc.querySelector(selector)
        if not found(node):
            return False
        node.focus()
        if select:
            node.select()
        return True

    def settle_focus(self) -> None:
        from .keys import settle_focus  # (keys, the shell's, imports this module's neighbours)
        settle_focus(self.doc)

    def switch_build(self) -> None:
        self.win.wsdvSwitch()
