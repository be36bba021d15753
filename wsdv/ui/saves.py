"""The saves side of the browser app: DOM glue around storage.py, replay.py and saves_html.py.

Autosave after every choice (a game joins the games list with its first choice, or at once
when started from the new-game dialog), the games list (continue, replay, export, rename,
delete with confirmation), the new-game dialog, export (save string, share link), import
(pasted text, or a link opened: ``#save=…``), the replay view and storage warnings.

Hooks for tests on <body>: data-game-id (the open game's record, "" before it is stored),
data-stored ("1" in localStorage, "memory" only in this tab, "0" not yet), data-storage (the
storage warning: "full", "unavailable" or ""), data-parse-ms (the slowest stored record of
the last games listing took this long to read), data-tabs (tabs.py), data-screen (the
dialog shown), data-replay (the replayed step, "" outside the replay), data-import-tries
(import attempts so far).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..words import m, render
from . import remote_html, tabs, update
from .door import on
from .effects import Copy, Effects, Focus
from .saves_html import (
    LEVELS,
    damaged_html,
    export_html,
    games_html,
    import_html,
    new_game_html,
    replay_html,
    t,
    warning_html,
)
from .state import VsComputer, autosaves, mode_of
from .storage import (
    ECHO_MAX,
    FULL,
    MESSAGE_MAX,
    GameRecord,
    ImportProblem,
    Moved,
    StoreError,
    clean_name,
    export_save,
    said,
    save_in_fragment,
    share_link,
    short,
)
from .svg import el, esc

if TYPE_CHECKING:
    from ..engine import Game
    from .shell_api import Shell as App


# --- start ---------------------------------------------------------------------------


def initial_game(app: App) -> tuple[Game, GameRecord | None]:
    """A shared link's game, else the game this tab could not store before a reload
    (storage full), else the game open last (a reload resumes it), else a new one
    (``?seed=N`` picks its seed; a stored game with that seed is continued)."""
    ui = app.state.saves
    problems = [render(msg, app.state.lang) for msg in app.params.problems]
    opened = _initial_game(app)
    ui.notice = " ".join([*problems, ui.notice] if ui.notice else problems)
    return opened


def _initial_game(app: App) -> tuple[Game, GameRecord | None]:
    from ..engine import Game, SaveError
    ui = app.state.saves
    link = save_in_fragment(app.page.fragment())
    if link is not None:
        app.page.drop_fragment()  # a reload continues the stored game
        imported = import_save(app, link)
        if imported is not None:
            return imported
    restored = app.store.restore_unsaved()
    if restored is not None:
        try:
            game = Game.load(restored.save)
        except SaveError:
            pass
        else:
            ui.notice = render(m("page.restored", n=len(game.choices)), app.state.lang)
            return game, restored
    seed = app.params.seed
    current = app.store.current()
    if current is not None:
        try:
            record, game = app.store.open(current)
        except StoreError as e:
            ui.notice = t("open_failed", app.state.lang, error=said(e, app.state.lang))
        else:
            if seed is None or game.state.seed == seed:
                return game, record
    return Game.new(random.randrange(1 << 32) if seed is None else seed), None


def fragment_changed(app: App) -> None:
    """The address's fragment changed: a shared game's link (``#save=``) opens it."""
    link = save_in_fragment(app.page.fragment())
    if link is None:
        return
    app.page.drop_fragment()  # a reload continues the stored game
    imported = import_save(app, link)
    if imported is not None:
        show_game(app, *imported)


# --- autosave --------------------------------------------------------------------------


def autosave(app: App) -> None:
    """After every choice and undo: the open game's entry gets its new position (a game
    by link is stored by remote.py instead)."""
    s = app.state
    game = s.game
    if not autosaves(s.mode):
        return
    app.state.saves.notice = ""
    if s.record is None:
        mode = s.mode
        s.record = app.store.create(game, default_name(app)) \
            if not isinstance(mode, VsComputer) else \
            app.store.create(game, default_name(app), "computer", mode.human, mode.level)
        return
    try:
        s.record = app.store.update(s.record, game)
    except Moved as moved:
        record = tabs.resolve(app, moved, game)
        if record is not None:
            s.record = record
        else:
            tabs.follow(app)


def default_name(app: App) -> str:
    return t("game_name", app.state.lang, n=len(app.store.games()) + 1)


def show_game(app: App, game: Game, record: GameRecord) -> None:
    """Show a stored game (opened, imported, new), closing the dialogs and the replay."""
    ui = app.state.saves
    ui.replay = None
    ui.screen = None
    app.open_game(game, mode_of(record), record)


# --- rendering -------------------------------------------------------------------------


def paint(app: App) -> None:
    ui = app.state.saves
    html = ""
    if ui.screen == "games":
        html = games_html(app.store.games(), app.state.lang, lambda ms: _when(app, ms),
                          current=record.id if (record := app.state.record) else None,
                          editing=ui.editing, deleting=ui.deleting,
                          damaged=len(app.store.damaged()), warning=app.store.warning or "",
                          by_link=_by_link_rows(app))
    elif ui.screen == "new":
        html = new_game_html(app.state.lang, default_name(app), app.client.available)
    elif ui.screen == "export":
        html = _export_screen(app)
    elif ui.screen == "damaged":
        html = damaged_html(app.store.damaged(), app.state.lang)
    elif ui.screen == "import":
        html = import_html(app.state.lang, ui.import_text, short(ui.message),
                           ui.message_ok)
    if html:
        app.page.set_html("overlay-saves", html)
    app.page.show("overlay-saves", bool(html))
    bar = _warning(app)
    if ui.notice:
        bar += el("p", esc(short(ui.notice, 3 * MESSAGE_MAX)), id="saves-notice",
                  role="status")
    bar += update.bar_html(app.state)
    app.page.set_html("saves-bar", bar)
    app.page.show("saves-bar", bool(bar))
    record = app.state.record
    app.page.set_data("gameId", record.id if record else "")
    app.page.set_data("stored", "0" if record is None else
                      "memory" if app.store.in_memory_only(record.id) else "1")
    app.page.set_data("storage", app.store.warning or "")
    app.page.set_data("screen", ui.screen or "")
    app.page.set_data("replay", str(ui.replay.pos) if ui.replay else "")
    app.page.set_data("importTries", str(ui.tries))
    app.page.set_data("tabs", app.state.tabs.event)
    app.page.set_data("parseMs", f"{app.store.slowest_ms:.1f}")


def _by_link_rows(app: App) -> str:
    """The games by link, listed with the others (each browser's own; Open opens it)."""
    try:
        rows = app.rstore.games()
    except Exception:  # the list still opens without them
        return ""
    return remote_html.list_rows(rows, app.state.lang, lambda ms: _when(app, ms),
                                 app.state.remote.gid if app.state.player else "")


def _warning(app: App) -> str:
    """The storage warning; when full, what of the open game is stored and what not."""
    warning = app.store.warning or ""
    record, now = app.state.record, len(app.state.game.choices)
    if warning != FULL or record is None or not app.store.in_memory_only(record.id):
        return warning_html(warning, app.state.lang)
    stored = app.store.stored_choices(record.id)
    msg = m("page.full_none", now=now) if stored is None else \
        m("page.full_detail", stored=stored, first=stored + 1, now=now)
    return el("p", esc(render(msg, app.state.lang)), class_="storage-warning", role="alert")


def replay_panel(app: App) -> str:
    ui = app.state.saves
    assert ui.replay is not None
    return replay_html(ui.replay, app.state.lang)


def _when(app: App, ms: float) -> str:
    return app.page.local_time(ms, app.state.lang)


def _export_screen(app: App) -> str:
    ui = app.state.saves
    link = share_link(app.page.address(), ui.export_save)
    return export_html(ui.export_save, link, app.state.lang, ui.copied)


# --- events ----------------------------------------------------------------------------


def open_import(app: App) -> Effects:
    ui = app.state.saves
    ui.import_text, ui.message = "", ""
    return show(app, "import")


def delete_damaged(app: App) -> None:
    count = app.store.delete_damaged()
    app.state.saves.notice = render(m("page.damaged_deleted", n=count), app.state.lang)
    show(app, "games")


def replay_goto(app: App, value: str) -> None:
    """The replay's slider moved."""
    ui = app.state.saves
    if ui.replay is not None:
        ui.replay.goto(int(float(value)))


def show(app: App, screen: str | None) -> Effects:
    """Show a dialog (None: none); the new game's name and the import's text field take
    the focus."""
    ui = app.state.saves
    ui.close_dialog()
    ui.screen = screen
    if screen == "new":
        return [Focus("#new-name")]
    if screen == "import":
        return [Focus("#import-text")]
    return []


def start_game(app: App, mode: str, human: str = "west", level: str = "normal",
               name: str = "") -> None:
    """A new game, stored at once: hot seat, or against the computer (the human's side
    and the computer's level; bad values fall back to West and normal)."""
    from ..engine import Game
    name = clean_name(name, default_name(app))
    game = Game.new(random.randrange(1 << 32))
    if mode == "computer":
        record = app.store.create(
            game, name, "computer", human if human in ("east", "west") else "west",
            level if level in LEVELS else "normal")
    else:
        record = app.store.create(game, name)
    show_game(app, game, record)


def open_game(app: App, record_id: str) -> None:
    if _is_open(app, record_id):
        show(app, None)
        return
    try:
        record, game = app.store.open(record_id)
    except StoreError as e:
        app.state.saves.notice = t("open_failed", app.state.lang, error=said(e, app.state.lang))
        return
    show_game(app, game, record)


def _is_open(app: App, record_id: str) -> bool:
    record = app.state.record
    return record is not None and record.id == record_id


def rename(app: App, record_id: str) -> Effects:
    ui = app.state.saves
    ui.editing, ui.deleting = record_id, None
    return [Focus(f'.rename-input[data-game="{record_id}"]', select=True)]


def rename_ok(app: App, record_id: str) -> None:
    ui = app.state.saves
    name = app.page.values_by(".rename-input", "game").get(record_id, "")
    try:
        record = app.store.rename(record_id, name)
    except StoreError as e:
        ui.notice = said(e, app.state.lang)
    else:
        if _is_open(app, record_id):
            app.state.record = record
    ui.editing = None


def delete(app: App, record_id: str) -> None:
    ui = app.state.saves
    ui.deleting, ui.editing = record_id, None


def delete_ok(app: App, record_id: str) -> None:
    app.store.delete(record_id)
    app.state.saves.deleting = None
    if _is_open(app, record_id):
        app.state.record = None  # the open game goes on, unsaved, until its next choice


def cancel_row(app: App, _record_id: str) -> None:
    ui = app.state.saves
    ui.editing = ui.deleting = None


# --- export / import -------------------------------------------------------------------


def export(app: App, record_id: str) -> None:
    """The export dialog of a stored game (its save string, read now: the dialog shows it
    while it is open)."""
    ui = app.state.saves
    try:
        record = app.store.get(record_id)
    except StoreError as e:
        ui.notice = said(e, app.state.lang)
        return
    ui.export_id, ui.export_save = record_id, export_save(record)
    show(app, "export")


def copied(app: App, done: bool) -> None:
    """The export's copy (the effect `Copy`) is done, or the browser refused it."""
    app.state.saves.copied = "copied" if done else "copy_failed"


def import_save(app: App, text: str) -> tuple[Game, GameRecord] | None:
    """Validate and store a save string or link; None (and the message) if it is bad."""
    ui = app.state.saves
    ui.tries += 1
    try:
        result = app.store.import_save(text, t("imported_name", app.state.lang))
    except ImportProblem as e:
        shown = text if len(text) <= ECHO_MAX else ""  # a text far too long is not kept
        ui.import_text, ui.message = shown, said(e, app.state.lang)
        ui.message_ok = False
        ui.screen = "import"
        return None
    ui.notice = t(f"imported_{result.status}", app.state.lang, name=result.record.name)
    ui.import_text, ui.message = "", ""
    return result.game, result.record


# --- replay ----------------------------------------------------------------------------


def start_replay(app: App, record_id: str) -> None:
    from ..engine import SaveError
    ui = app.state.saves
    from .replay import Replay  # here: the first screen does not need it

    try:
        save = app.store.get(record_id).save
        ui.replay = Replay.from_save(save)
    except (StoreError, SaveError) as e:
        ui.notice = t("open_failed", app.state.lang, error=said(e, app.state.lang))
        return
    ui.replay.goto(0)
    show(app, None)


def replay_step(app: App, what: str) -> None:
    ui = app.state.saves
    replay = ui.replay
    if replay is None:
        return
    moves = {"start": lambda: replay.goto(0), "end": lambda: replay.goto(replay.total),
             "prev": replay.prev, "next": replay.next,
             "prev-decade": replay.prev_decade, "next-decade": replay.next_decade}
    if what == "exit":
        ui.replay = None
    elif what in moves:
        moves[what]()


def close(app: App) -> None:
    """Escape: close the dialog (the replay stays)."""
    if app.state.saves.screen is not None:
        show(app, None)


# --- the saves' verbs (door.py) ----------------------------------------------------------------


@on("saves.show")
def _show(app: App, screen: str | None) -> Effects:
    return show(app, screen)


@on("saves.import")
def _import(app: App, _: str | None) -> Effects:
    return open_import(app)


@on("saves.copy")
def _copy(app: App, element_id: str | None) -> Effects:
    return [Copy(element_id or "export-text", "saves.copied")]


@on("saves.copied")
def _copied(app: App, done: str | None) -> None:
    copied(app, bool(done))


@on("saves.copy_damaged")
def _copy_damaged(app: App, _: str | None) -> Effects:
    return [Copy("damaged-text")]


@on("saves.delete_damaged")
def _delete_damaged(app: App, _: str | None) -> None:
    delete_damaged(app)


@on("replay.goto")
def _replay_goto(app: App, value: str | None) -> None:
    replay_goto(app, value or "0")


@on("replay")
def _replay(app: App, what: str | None) -> None:
    replay_step(app, what or "")


ROW_ACTIONS: dict[str, Callable[[App, str], Effects | None]] = {
    "game.open": open_game, "game.replay": start_replay, "game.export": export,
    "game.rename": rename, "game.rename_ok": rename_ok, "game.delete": delete,
    "game.delete_ok": delete_ok, "game.cancel": cancel_row}


def _row(action: Callable[[App, str], Effects | None]) -> Callable[[App, str | None],
                                                                    Effects | None]:
    def handler(app: App, record_id: str | None) -> Effects | None:
        return action(app, record_id or "")
    return handler


for _verb, _action in ROW_ACTIONS.items():
    on(_verb)(_row(_action))
