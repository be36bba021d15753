"""What opens a game from what the player gives: a pasted text or a file (a message by
link, or a save string given in the wrong box), the import dialog, the new game dialog. It
sits above saves.py and remote.py and hands each its part, so neither imports the other."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import remote, saves
from .door import on
from .effects import Effects, Focus
from .paste import read_box, takes
from .storage import clean_name, is_save_text

if TYPE_CHECKING:
    from .shell_api import Shell as App


def open_box(app: App, box: str) -> None:
    """Open what was pasted in the text field ``box`` (refused unread when far too
    long: read_box)."""
    ui = app.state.remote
    text = read_box(app, box)
    if text is None:
        ui.tries += 1
        remote.refuse(app, ui.refused)
        return
    open_text(app, text)


def open_text(app: App, text: str) -> None:
    """Open a message (pasted, or read from a file), or a save string or share link
    (given here by mistake: it opens as a saved game)."""
    if not takes(text) and is_save_text(text):
        imported = saves.import_save(app, text)
        if imported is not None:
            app.state.remote.screen_open = False
            saves.show_game(app, *imported)
            return
    remote.receive(app, text)


def start_new(app: App) -> None:
    """The new game dialog's Start: hot seat, against the computer, or by link."""
    mode = app.page.value_at("input[name=new-mode]:checked")
    if mode == "remote":
        name = clean_name(app.page.value_at("#new-name"), saves.default_name(app))
        side = app.page.value_at("#new-side")
        saves.show(app, None)
        remote.new(app, side if side in ("east", "west") else "west", name)
        return
    saves.start_game(app, "computer" if mode == "computer" else "hotseat",
                     app.page.value_at("#new-side"), app.page.value_at("#new-level"),
                     app.page.value_at("#new-name"))


def import_pasted(app: App) -> Effects:
    """The import dialog's OK: a save string, or a message by link given there."""
    ui = app.state.saves
    text = read_box(app, "import-text")
    if text is None:  # far too long: not read, not kept, said
        ui.tries += 1
        ui.import_text, ui.message, ui.message_ok = \
            "", app.state.remote.refusal, False
        return [Focus("#import-text")]
    if takes(text):  # a message by link: the By link screen opens it
        ui.import_text, ui.message = "", ""
        saves.show(app, None)
        remote.receive(app, text)
        return []
    imported = saves.import_save(app, text)
    if imported is not None:
        saves.show_game(app, *imported)
        return []
    return [Focus("#import-text")]


# --- the verbs (door.py) -----------------------------------------------------------------------


@on("saves.start")
def _start(app: App, _: str | None) -> None:
    start_new(app)


@on("saves.import_ok")
def _import_ok(app: App, _: str | None) -> Effects:
    return import_pasted(app)


@on("remote.open")
def _open(app: App, box: str | None) -> None:
    open_box(app, box or "remote-in")


@on("remote.file")
def _file(app: App, text: str | None) -> None:
    """A message file chosen in a paste box or dropped on the page (None: too large to read,
    "": unreadable)."""
    if text:
        open_text(app, text)
    else:
        remote.file_refused(app, text is None)
