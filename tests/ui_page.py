"""A page for the UI's flows in plain CPython (issue 25, issue 37): the App over the second
implementation of the page port (wsdv/ui/fake_page.py), with no document at all.

What the App paints is read back from the port (`html(id)`, the <body data-*> hooks
`data(name)`, `shown(id)`, the focus `focused()`); what the player types goes into the
port's fields (`type`). The AI worker is a stand-in that answers at once (first option, or
a policy), its requests run by `drain`. Web storage is dict-backed (fake_page.MemoryStorage)
and shared between tabs when they are given the same one; `Tabs` delivers storage events and
channel messages between the tabs of one `Tabs`. (ui_dom_page.py keeps the App over the
browser's own port, `BrowserPage`, on a stand-in DOM that has only the real API's names.)
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable, Coroutine
from typing import Any

from wsdv.buildinfo import build_id
from wsdv.engine import Game
from wsdv.ui import door
from wsdv.ui.app import App
from wsdv.ui.fake_page import FakePage, MemoryStorage
from wsdv.ui.layout import skeleton_html

Policy = Callable[[Game], str]
WebStorage = MemoryStorage


def first_option(game: Game) -> str:
    p = game.prompt
    assert p is not None
    return p.options[0].id


class Worker:
    """The AI worker's stand-in: it answers a request at once with `policy`'s option."""

    def __init__(self, policy: Policy = first_option) -> None:
        self.policy = policy
        self.requests = 0

    async def think(self, request: str) -> str:
        self.requests += 1
        option = self.policy(Game.from_state_json(json.loads(request)["state"]))
        return json.dumps({"option": option, "build": build_id(), "ms": 1.0,
                           "hint": {"option": option}})

    async def review(self, save: str) -> str:
        return json.dumps({"error": "no review in CPython"})


class FullStorage(MemoryStorage):
    """A localStorage that refuses every write once ``full`` (QuotaExceededError)."""

    full = False

    def setItem(self, key: str, value: str) -> None:  # noqa: N802 (the Web Storage API)
        if self.full:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        super().setItem(key, value)


class BlockedStorage(MemoryStorage):
    """A localStorage the browser blocks for the page: every use throws."""

    def getItem(self, key: str) -> str | None:  # noqa: N802
        raise RuntimeError("SecurityError: The operation is insecure.")

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        raise RuntimeError("SecurityError: The operation is insecure.")

    def removeItem(self, key: str) -> None:  # noqa: N802
        raise RuntimeError("SecurityError: The operation is insecure.")

    def key(self, i: int) -> str:
        raise RuntimeError("SecurityError: The operation is insecure.")


# the elements the page's skeleton starts hidden (the dialogs, the language list, ...)
HIDDEN_AT_START = frozenset(
    m.group(1) for tag in re.findall(r"<[^>]+>", skeleton_html("en"))
    if ' hidden="' in tag and (m := re.search(r' id="([\w-]+)"', tag)))


class Hands:
    """What a player's hands and eyes do on a tab (``app``, its ``tabs``, the worker's
    ``scheduled`` requests, ``data`` and ``html``): this fake page's, and ui_dom_page's over
    the browser's own port."""

    app: App
    tabs: Any
    scheduled: list[Coroutine[Any, Any, Any]]

    def act(self, verb: str, arg: str | None = None) -> None:
        with Writer(self):
            assert door.act(self.app, verb, arg), verb

    def drain(self) -> int:
        """Run the worker's requests (and those their answers lead to); how many ran."""
        n = 0
        while self.scheduled:
            work = self.scheduled.pop(0)
            n += 1
            with Writer(self):
                try:
                    work.send(None)
                except StopIteration:
                    continue
            raise AssertionError("a request waited for something that never comes here")
        return n

    def _watch_storage(self, local: MemoryStorage) -> None:
        """Another tab's write arrives as the storage event (the writer hears nothing)."""
        tabs = self.tabs
        assert tabs is not None
        if getattr(local, "watched", False):
            return
        setitem = local.setItem

        def set_and_tell(key: str, value: str) -> None:
            setitem(key, value)
            writer = WRITING.get("page")
            for other in tabs.pages:
                if other is not writer and not other.paused and not other.app.state.closed:
                    door.act(other.app, "storage.changed", key)

        local.setItem = set_and_tell  # type: ignore[method-assign]
        local.watched = True  # type: ignore[attr-defined]

    def data(self, name: str) -> str:
        raise NotImplementedError

    def html(self, element_id: str) -> str:
        raise NotImplementedError

    def options(self) -> list[str]:
        """The option buttons of the prompt bar (data-opt of its button.opt)."""
        return re.findall(r'<button[^>]*class="opt[^"]*"[^>]*data-opt="([^"]+)"',
                          self.html("prompt")) or \
            re.findall(r'<button[^>]*data-opt="([^"]+)"[^>]*class="opt', self.html("prompt"))

    def play(self, count: int) -> None:
        """``count`` choices, each the first option (confirmed when held), taking the device
        at a pass screen (test_saves.play's twin)."""
        for _ in range(count):
            if self.data("passing") == "1":
                self.act("pass.ok", self.data("decider"))
            before = self.choices
            self.act("pick", self.options()[0])
            if self.data("confirm"):
                self.act("confirm")
            assert self.choices > before

    def export_save(self) -> str:
        """The open game's save string, from the games list's export dialog."""
        if self.data("passing") == "1":
            self.act("pass.ok", self.data("decider"))
        self.act("saves.show", "games")
        self.act("game.export", self.data("gameId"))
        found = re.search(r'<textarea[^>]*id="export-text"[^>]*>(.*?)</textarea>',
                          self.html("overlay-saves"), re.S)
        assert found
        self.act("saves.show", None)
        return html.unescape(found.group(1))

    @property
    def choices(self) -> int:
        return int(self.data("choices") or 0)


class Tabs:
    """Tabs of one browser profile: one localStorage, storage events and channel messages
    delivered to the other tabs (unless a tab pauses its storage events)."""

    def __init__(self) -> None:
        self.local = MemoryStorage()
        self.pages: list[Any] = []  # Page here, ui_dom_page.Page there


class TabPage(FakePage):
    """The fake page of one tab of a `Tabs`: what it posts on the channel reaches the others,
    as a BroadcastChannel does; blocked storage throws as the browser's does."""

    def __init__(self, owner: Page, blocked: bool, **kw: Any) -> None:
        super().__init__(**kw)
        self.owner = owner
        self.blocked = blocked
        self.share_sheet = False
        self.switched = 0

    def storage_area(self, area: str) -> Any:
        if self.blocked and area == "localStorage":
            return None  # as BrowserPage.storage_area when the browser blocks it
        return super().storage_area(area)

    def local_get(self, key: str) -> str | None:
        return None if self.blocked else super().local_get(key)

    def post(self, text: str) -> None:
        super().post(text)
        tabs = self.owner.tabs
        for other in (tabs.pages if tabs else []):
            if other is not self.owner and not other.app.state.closed and other.fake.channel:
                other.fake.channel(text)

    def can_share(self) -> bool:
        return self.share_sheet


class Page(Hands):
    """One tab: the App started over its fake page."""

    def __init__(self, query: dict[str, str] | None = None, tabs: Tabs | None = None,
                 computer: bool = True, policy: Policy = first_option,
                 local: MemoryStorage | None = None, session: MemoryStorage | None = None,
                 blocked: bool = False, mount: bool = True,
                 languages: list[str] | None = None, fragment: str = "") -> None:
        """``local``/``session``: the web storage (a reload keeps both; a tab of ``tabs``
        shares localStorage with the others); ``blocked``: the browser blocks localStorage
        for the page; ``fragment``: the address's ``#...`` as the page is opened (a
        link)."""
        self.tabs = tabs
        self.scheduled: list[Coroutine[Any, Any, Any]] = []
        self.worker = Worker(policy)
        self.paused = False  # storage events of other tabs are missed (a race)
        local = local if local is not None else tabs.local if tabs is not None else \
            MemoryStorage()
        self.fake = TabPage(self, blocked, query=dict(query or {}), fragment=fragment,
                            languages=languages, local=local,
                            session=session if session is not None else MemoryStorage())

        async def start_worker() -> Any:
            return self.worker

        self.app = App(None, None, None, start_worker if computer else None,
                       self.scheduled.append, page=self.fake)
        if computer:
            self.app.client.worker = self.worker  # started: answers come at once
        if tabs is not None:
            tabs.pages.append(self)
            self._watch_storage(local)
        if mount:
            self.app.start()

    # --- the stand-in browser ------------------------------------------------------------

    @property
    def local(self) -> MemoryStorage:
        return self.fake.local

    @property
    def session(self) -> MemoryStorage:
        return self.fake.session

    def open_link(self, fragment: str) -> None:
        """A link opened in the page already open: its fragment, then the page's event."""
        self.fake.hash = fragment
        self.act("fragment.changed")

    # --- the player's hands ---------------------------------------------------------------

    def type(self, element_id: str, text: str) -> None:
        """Text typed or pasted into a field."""
        self.fake.fields[element_id] = text

    def field(self, element_id: str) -> str:
        return self.fake.fields.get(element_id, "")

    def key(self, key: str, **mods: bool) -> None:
        """A key pressed on the page (a button has the focus)."""
        evt = _Key(key, ctrl=mods.get("ctrl", False), alt=mods.get("alt", False))
        with Writer(self):
            self.app.on_escape(evt)

    def timers(self) -> None:
        """Run what waits for the paint to be on screen (focus settling; after the frame the
        options' previews and the outlook: Page.later), until nothing more waits."""
        with Writer(self):
            self.fake.run_waiting()

    # --- what the page shows ----------------------------------------------------------------

    def html(self, element_id: str) -> str:
        return self.fake.html.get(element_id, "")

    def data(self, name: str) -> str:
        return self.fake.data(name)

    def shown(self, element_id: str) -> bool:
        return not self.fake.hidden.get(element_id, element_id in HIDDEN_AT_START)

    def focused(self) -> str | None:
        """The element the focus went to: its id when it was named by id."""
        sel = self.fake.focused
        return sel[1:] if sel and re.fullmatch(r"#[\w-]+", sel) else sel


class _Key:
    """A keydown as the shell gets it (what keys.on_key and App.on_escape read)."""

    def __init__(self, key: str, ctrl: bool = False, alt: bool = False) -> None:
        self.key, self.ctrlKey, self.altKey, self.metaKey, self.shiftKey = \
            key, ctrl, alt, False, False
        self.target = type("Target", (), {"tagName": "BUTTON"})()

    def preventDefault(self) -> None:  # noqa: N802 (the DOM's name)
        pass


WRITING: dict[str, Page] = {}


class Writer:
    """While a tab acts, its own writes to localStorage raise no storage event in it."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.before: Page | None = None

    def __enter__(self) -> None:
        self.before = WRITING.get("page")
        WRITING["page"] = self.page

    def __exit__(self, *_: object) -> None:
        if self.before is None:
            WRITING.pop("page", None)
        else:
            WRITING["page"] = self.before
