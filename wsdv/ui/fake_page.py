"""A second implementation of the page port (page.Page) in plain Python, for CPython tests:
what the app painted is kept by element id, the <body data-*> hooks in a dict, web storage
in dicts, the clipboard, shares, downloads, the other tabs' channel, the title and icon in
lists and fields, and what waits for a timer or the next frame in a queue the test runs
(`run_waiting`). mypy checks it against the protocol (`_CHECK` below), so a method the app
calls that the port does not name fails the type check, not a test at run time.

No DOM: focus is the id or selector last focused; fields (the paste boxes, the rename
inputs) hold what a test typed (`fields`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .keys import FOCUS_ORDER
from .page import Listener, Page


class MemoryStorage(dict[str, str]):
    """The Web Storage API over a dict (the names are the API's)."""

    full = False  # every write refused (QuotaExceededError), as a full storage does

    def getItem(self, key: str) -> str | None:  # noqa: N802
        return self.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        if self.full:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        self[key] = value

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.pop(key, None)

    @property
    def length(self) -> int:
        return len(self)

    def key(self, i: int) -> str:
        return sorted(self)[i]


def _write(storage: MemoryStorage, key: str, value: str | None) -> None:
    """Write (None: remove) a key; a refused write keeps nothing, as BrowserPage's."""
    try:
        if value is None:
            storage.removeItem(key)
        else:
            storage.setItem(key, value)
    except RuntimeError:
        pass


class FakePage:
    def __init__(self, query: dict[str, str] | None = None, fragment: str = "",
                 languages: list[str] | None = None, local: MemoryStorage | None = None,
                 session: MemoryStorage | None = None) -> None:
        self.params = dict(query or {})
        self.hash = fragment
        self.langs = list(languages or ["en"])
        self.local = local if local is not None else MemoryStorage()
        self.session = session if session is not None else MemoryStorage()
        self.html: dict[str, str] = {}  # element id -> the HTML painted into it
        self.hidden: dict[str, bool] = {}
        self.props: dict[tuple[str, str], bool] = {}
        self.attrs: dict[tuple[str, str], str] = {}
        self.classes: dict[str, set[str]] = {}
        self.styles: dict[tuple[str, str], str] = {}
        self.marks: dict[tuple[str, str], tuple[str, str | None]] = {}
        self.hooks: dict[str, str] = {}
        self.fields: dict[str, str] = {}  # an input's id (or selector) -> its text
        self.field_sets: dict[str, dict[str, str]] = {}  # values_by's selector -> key: text
        self.listeners: list[tuple[Any, str, Listener]] = []
        self.waiting: list[Callable[[], None]] = []
        self.channel: Callable[[str], None] | None = None
        self.posted: list[str] = []
        self.copied: list[str] = []
        self.shared: list[tuple[str, str]] = []
        self.downloads: list[tuple[str, str]] = []
        self.title = ""
        self.your_turn_icon = False
        self.lang = ""
        self.focused: str | None = None
        self.guarding = False
        self.switched = 0  # switch_build calls
        self.site = "http://127.0.0.1/"  # the page's address without its fragment
        self.switch_fails = False

    # --- painting ----------------------------------------------------------------------------

    def set_html(self, element_id: str, html: str, keep_focus: bool = False) -> None:
        self.html[element_id] = html

    def forget(self) -> None:
        self.html.clear()

    def replace_html(self, element_id: str, html: str) -> None:
        self.html[element_id] = html

    def set_prop(self, element_id: str, name: str, value: bool) -> None:
        self.props[(element_id, name)] = value

    def set_attr(self, element_id: str, name: str, value: str) -> None:
        self.attrs[(element_id, name)] = value

    def toggle_class(self, element_id: str, css_class: str, on: bool) -> None:
        classes = self.classes.setdefault(element_id, set())
        if on:
            classes.add(css_class)
        else:
            classes.discard(css_class)

    def set_style_var(self, element_id: str, name: str, value: str) -> None:
        self.styles[(element_id, name)] = value

    def mark_where(self, selector: str, css_class: str, attr: str, value: str | None) -> None:
        self.marks[(selector, css_class)] = (attr, value)

    def append_html(self, element_id: str, html: str) -> None:
        self.html[element_id] = self.html.get(element_id, "") + html

    def storage_area(self, area: str) -> Any:
        return self.local if area == "localStorage" else self.session

    def languages(self) -> list[str]:
        return list(self.langs)

    def set_lang(self, lang: str) -> None:
        self.lang = lang

    def set_text(self, element_id: str, text: str) -> None:
        self.html[element_id] = text

    def insert_after(self, anchor_id: str, element_id: str, html: str) -> None:
        self.html[element_id] = html

    def mark(self, element_id: str, css_class: str, among: str) -> None:
        self.marks[(among, css_class)] = ("id", element_id)
        self.focused = element_id

    def value(self, element_id: str) -> str:
        return self.fields.get(element_id, "")

    def field_length(self, element_id: str) -> int:
        return len(self.fields.get(element_id, ""))

    def clear_field(self, element_id: str) -> None:
        self.fields[element_id] = ""

    def guard_leaving(self, on: bool) -> None:
        self.guarding = on

    def value_at(self, selector: str) -> str:
        by_id = selector[1:] if selector.startswith("#") else selector
        return self.fields.get(selector, self.fields.get(by_id, ""))

    def values_by(self, selector: str, key: str) -> dict[str, str]:
        return dict(self.field_sets.get(selector, {}))

    def show(self, element_id: str, visible: bool) -> None:
        self.hidden[element_id] = not visible

    def set_data(self, name: str, value: str) -> None:
        self.hooks[name] = value

    def data(self, name: str) -> str:
        return self.hooks.get(name, "")

    def listen(self, target: Any, event: str, fn: Listener) -> None:
        self.listeners.append((target, event, fn))

    def soon(self, fn: Callable[[], None]) -> Callable[[], None]:
        return self._queued(fn)

    def later(self, fn: Callable[[], None]) -> Callable[[], None]:
        return self._queued(fn)

    def _queued(self, fn: Callable[[], None]) -> Callable[[], None]:
        def ask() -> None:
            if fn not in self.waiting:  # coalesced, as the browser's port does
                self.waiting.append(fn)
        return ask

    def run_waiting(self) -> int:
        """Run what waits for a timer or the next frame (and what that asks for) until none
        is left; how many ran."""
        ran = 0
        while self.waiting:
            self.waiting.pop(0)()
            ran += 1
        return ran

    def set_list(self, element_id: str, head: str, items: list[str], tail: str) -> None:
        self.html[element_id] = head + "".join(items) + tail

    # --- storage, the address, the other tabs ---------------------------------------------

    def local_get(self, key: str) -> str | None:
        return self.local.getItem(key)

    def local_set(self, key: str, value: str | None) -> None:
        _write(self.local, key, value)

    def session_get(self, key: str) -> str | None:
        return self.session.getItem(key)

    def session_set(self, key: str, value: str | None) -> None:
        _write(self.session, key, value)

    def query(self, name: str) -> str | None:
        return self.params.get(name)

    def fragment(self) -> str:
        return self.hash

    def drop_fragment(self) -> None:
        self.hash = ""

    def address(self) -> str:
        return self.page_address() + self.hash

    def page_address(self) -> str:
        return self.site

    def local_time(self, ms: float, lang: str) -> str:
        return f"t{int(ms)}"

    def open_channel(self, name: str, fn: Callable[[str], None]) -> bool:
        self.channel = fn
        return True

    def post(self, text: str) -> None:
        self.posted.append(text)

    def close_channel(self) -> None:
        self.channel = None

    # --- the clipboard, sharing, files, the tab --------------------------------------------

    def copy(self, element_id: str) -> bool:
        self.copied.append(self.fields.get(element_id, self.html.get(element_id, "")))
        return True

    def can_share(self) -> bool:
        return False

    def set_title(self, text: str) -> None:
        self.title = text

    def set_icon(self, your_turn: bool) -> None:
        self.your_turn_icon = your_turn

    def download(self, filename: str, text: str) -> bool:
        self.downloads.append((filename, text))
        return True

    def share(self, title: str, url: str) -> None:
        self.shared.append((title, url))

    def share_file(self, filename: str, text: str) -> bool:
        self.downloads.append((filename, text))
        return True

    def read_file(self, evt: Any, limit: int, fn: Callable[[str | None], object]) -> bool:
        text = evt if isinstance(evt, str) else None
        fn(text if text is None or len(text) <= limit else None)
        return True

    def focus(self, element_id: str) -> bool:
        self.focused = element_id
        return True

    def focus_first(self, selector: str, select: bool = False) -> bool:
        self.focused = selector
        return True

    def settle_focus(self) -> None:
        """As the browser's: when nothing has the focus, the first of keys.FOCUS_ORDER that
        is painted and not hidden (an element named by id, or an option button)."""
        if self.focused is not None:
            return
        for selector in FOCUS_ORDER:
            if self._there(selector):
                self.focused = selector
                return

    def _there(self, selector: str) -> bool:
        first, _, rest = selector.partition(" ")
        name = first[1:]
        if rest:  # "#box button.opt": a button of that class painted in a box shown
            cls = rest.split(".")[1] if "." in rest else ""
            return not self.hidden.get(name, False) and f'class="{cls}' in self.html.get(name, "")
        return any(f'id="{name}"' in h for box, h in self.html.items()
                   if not self.hidden.get(box, False))

    def switch_build(self) -> None:
        if self.switch_fails:
            raise RuntimeError("no new build to switch to")
        self.switched += 1


_CHECK: Page = FakePage()  # mypy: the fake implements every method of the port
