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

from ..engine import Game, SaveError
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
from .state import SavesUi, VsComputer, autosaves, mode_of
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
    from .shell_api import Shell as App

class Saves:
    def __init__(self, app: App) -> None:
        self.app = app
        self.store = app.store

    @property
    def ui(self) -> SavesUi:
        """This feature's slice of the state."""
        return self.app.state.saves

    @property
    def lang(self) -> str:
        return self.app.state.lang

    # --- start ---------------------------------------------------------------------------

    def initial_game(self) -> tuple[Game, GameRecord | None]:
        """A shared link's game, else the game this tab could not store before a reload
        (storage full), else the game open last (a reload resumes it), else a new one
        (``?seed=N`` picks its seed; a stored game with that seed is continued)."""
        problems = [render(msg, self.lang) for msg in self.app.params.problems]
        opened = self._initial_game()
        self.ui.notice = " ".join([*problems, self.ui.notice] if self.ui.notice else problems)
        return opened

    def _initial_game(self) -> tuple[Game, GameRecord | None]:
        link = save_in_fragment(self.app.page.fragment())
        if link is not None:
            self.app.page.drop_fragment()  # a reload continues the stored game
            imported = self.import_save(link)
            if imported is not None:
                return imported
        restored = self.store.restore_unsaved()
        if restored is not None:
            try:
                game = Game.load(restored.save)
            except SaveError:
                pass
            else:
                self.ui.notice = render(m("page.restored", n=len(game.choices)), self.lang)
                return game, restored
        seed = self.app.params.seed
        current = self.store.current()
        if current is not None:
            try:
                record, game = self.store.open(current)
            except StoreError as e:
                self.ui.notice = t("open_failed", self.lang, error=said(e, self.lang))
            else:
                if seed is None or game.state.seed == seed:
                    return game, record
        return Game.new(random.randrange(1 << 32) if seed is None else seed), None

    def fragment_changed(self) -> None:
        """The address's fragment changed: a shared game's link (``#save=``) opens it."""
        link = save_in_fragment(self.app.page.fragment())
        if link is None:
            return
        self.app.page.drop_fragment()  # a reload continues the stored game
        imported = self.import_save(link)
        if imported is not None:
            self.show_game(*imported)

    # --- autosave --------------------------------------------------------------------------

    def autosave(self) -> None:
        """After every choice and undo: the open game's entry gets its new position (a game
        by link is stored by remote.py instead)."""
        s = self.app.state
        game = s.game
        if not autosaves(s.mode):
            return
        self.ui.notice = ""
        if s.record is None:
            mode = s.mode
            s.record = self.store.create(game, self._default_name()) \
                if not isinstance(mode, VsComputer) else \
                self.store.create(game, self._default_name(), "computer", mode.human, mode.level)
            return
        try:
            s.record = self.store.update(s.record, game)
        except Moved as moved:
            record = tabs.resolve(self.app, moved, game)
            if record is not None:
                s.record = record
            else:
                tabs.follow(self.app)

    def _default_name(self) -> str:
        return t("game_name", self.lang, n=len(self.store.games()) + 1)

    def show_game(self, game: Game, record: GameRecord) -> None:
        """Show a stored game (opened, imported, new), closing the dialogs and the replay."""
        self.ui.replay = None
        self.ui.screen = None
        self.app.open_game(game, mode_of(record), record)

    # --- rendering -------------------------------------------------------------------------

    def paint(self) -> None:
        app = self.app
        html = ""
        if self.ui.screen == "games":
            html = games_html(self.store.games(), self.lang, self._when,
                              current=record.id if (record := self.app.state.record) else None,
                              editing=self.ui.editing, deleting=self.ui.deleting,
                              damaged=len(self.store.damaged()), warning=self.store.warning or "",
                              by_link=self._by_link_rows())
        elif self.ui.screen == "new":
            html = new_game_html(self.lang, self._default_name(), app.client.available)
        elif self.ui.screen == "export":
            html = self._export_screen()
        elif self.ui.screen == "damaged":
            html = damaged_html(self.store.damaged(), self.lang)
        elif self.ui.screen == "import":
            html = import_html(self.lang, self.ui.import_text, short(self.ui.message),
                               self.ui.message_ok)
        if html:
            app.page.set_html("overlay-saves", html)
        app.page.show("overlay-saves", bool(html))
        bar = self._warning()
        if self.ui.notice:
            bar += el("p", esc(short(self.ui.notice, 3 * MESSAGE_MAX)), id="saves-notice",
                      role="status")
        bar += update.bar_html(self.app.state)
        app.page.set_html("saves-bar", bar)
        app.page.show("saves-bar", bool(bar))
        record = self.app.state.record
        app.page.set_data("gameId", record.id if record else "")
        app.page.set_data("stored", "0" if record is None else
                          "memory" if self.store.in_memory_only(record.id) else "1")
        app.page.set_data("storage", self.store.warning or "")
        app.page.set_data("screen", self.ui.screen or "")
        app.page.set_data("replay", str(self.ui.replay.pos) if self.ui.replay else "")
        app.page.set_data("importTries", str(self.ui.tries))
        app.page.set_data("tabs", app.state.tabs.event)
        app.page.set_data("parseMs", f"{self.store.slowest_ms:.1f}")

    def _by_link_rows(self) -> str:
        """The games by link, listed with the others (each browser's own; Open opens it)."""
        remote = self.app.remote
        try:
            rows = remote.rstore.games()
        except Exception:  # the list still opens without them
            return ""
        return remote_html.list_rows(rows, self.lang, self._when,
                                     remote.ui.gid if remote.active else "")

    def _warning(self) -> str:
        """The storage warning; when full, what of the open game is stored and what not."""
        warning = self.store.warning or ""
        record, now = self.app.state.record, len(self.app.state.game.choices)
        if warning != FULL or record is None or not self.store.in_memory_only(record.id):
            return warning_html(warning, self.lang)
        stored = self.store.stored_choices(record.id)
        msg = m("page.full_none", now=now) if stored is None else \
            m("page.full_detail", stored=stored, first=stored + 1, now=now)
        return el("p", esc(render(msg, self.lang)), class_="storage-warning", role="alert")

    def replay_panel(self) -> str:
        assert self.ui.replay is not None
        return replay_html(self.ui.replay, self.lang)

    def _when(self, ms: float) -> str:
        return self.app.page.local_time(ms, self.lang)

    def _export_screen(self) -> str:
        try:
            record = self.store.get(self.ui.export_id or "")
        except StoreError as e:
            self.ui.screen = "games"
            self.ui.notice = said(e, self.lang)
            return ""
        save = export_save(record)
        link = share_link(self.app.page.address(), save)
        return export_html(save, link, self.lang)

    # --- events ----------------------------------------------------------------------------

    def open_import(self) -> Effects:
        self.ui.import_text, self.ui.message = "", ""
        return self.show("import")

    def delete_damaged(self) -> None:
        count = self.store.delete_damaged()
        self.ui.notice = render(m("page.damaged_deleted", n=count), self.lang)
        self.show("games")

    def replay_goto(self, value: str) -> None:
        """The replay's slider moved."""
        if self.ui.replay is not None:
            self.ui.replay.goto(int(float(value)))

    def show(self, screen: str | None) -> Effects:
        """Show a dialog (None: none); the new game's name and the import's text field take
        the focus."""
        self.ui.screen = screen
        self.ui.editing = self.ui.deleting = None
        if screen == "new":
            return [Focus("#new-name")]
        if screen == "import":
            return [Focus("#import-text")]
        return []

    def _value(self, selector: str) -> str:
        return self.app.page.value_at(selector)

    def start_new(self) -> None:
        mode = self._value("input[name=new-mode]:checked")
        if mode == "remote":
            name = clean_name(self._value("#new-name"), self._default_name())
            side = self._value("#new-side")
            self.show(None)
            self.app.remote.new(side if side in ("east", "west") else "west", name)
            return
        self.start_game("computer" if mode == "computer" else "hotseat",
                        self._value("#new-side"), self._value("#new-level"),
                        self._value("#new-name"))

    def start_game(self, mode: str, human: str = "west", level: str = "normal",
                   name: str = "") -> None:
        """A new game, stored at once: hot seat, or against the computer (the human's side
        and the computer's level; bad values fall back to West and normal)."""
        name = clean_name(name, self._default_name())
        game = Game.new(random.randrange(1 << 32))
        if mode == "computer":
            record = self.store.create(
                game, name, "computer", human if human in ("east", "west") else "west",
                level if level in LEVELS else "normal")
        else:
            record = self.store.create(game, name)
        self.show_game(game, record)

    def open(self, record_id: str) -> None:
        if self._is_open(record_id):
            self.show(None)
            return
        try:
            record, game = self.store.open(record_id)
        except StoreError as e:
            self.ui.notice = t("open_failed", self.lang, error=said(e, self.lang))
            return
        self.show_game(game, record)

    def _is_open(self, record_id: str) -> bool:
        record = self.app.state.record
        return record is not None and record.id == record_id

    def rename(self, record_id: str) -> Effects:
        self.ui.editing, self.ui.deleting = record_id, None
        return [Focus(f'.rename-input[data-game="{record_id}"]', select=True)]

    def rename_ok(self, record_id: str) -> None:
        name = self.app.page.values_by(".rename-input", "game").get(record_id, "")
        try:
            record = self.store.rename(record_id, name)
        except StoreError as e:
            self.ui.notice = said(e, self.lang)
        else:
            if self._is_open(record_id):
                self.app.state.record = record
        self.ui.editing = None

    def delete(self, record_id: str) -> None:
        self.ui.deleting, self.ui.editing = record_id, None

    def delete_ok(self, record_id: str) -> None:
        self.store.delete(record_id)
        self.ui.deleting = None
        if self._is_open(record_id):
            self.app.state.record = None  # the open game goes on, unsaved, until its next choice

    def cancel_row(self, _record_id: str) -> None:
        self.ui.editing = self.ui.deleting = None

    # --- export / import -------------------------------------------------------------------

    def export(self, record_id: str) -> None:
        self.ui.export_id = record_id
        self.show("export")

    def copied(self, done: bool) -> None:
        """The export's copy (the effect `Copy`) is done, or the browser refused it."""
        self.app.page.set_text("export-msg", t("copied" if done else "copy_failed", self.lang))

    def import_pasted(self) -> Effects:
        text = self.app.remote.read_box("import-text")
        if text is None:  # far too long: not read, not kept, said
            self.ui.tries += 1
            self.ui.import_text, self.ui.message, self.ui.message_ok = \
                "", self.app.remote.refusal, False
            return [Focus("#import-text")]
        if self.app.remote.takes(text):  # a message by link: the By link screen opens it
            self.ui.import_text, self.ui.message = "", ""
            self.show(None)
            self.app.remote.receive(text)
            return []
        imported = self.import_save(text)
        if imported is not None:
            self.show_game(*imported)
            return []
        return [Focus("#import-text")]

    def import_save(self, text: str) -> tuple[Game, GameRecord] | None:
        """Validate and store a save string or link; None (and the message) if it is bad."""
        self.ui.tries += 1
        try:
            result = self.store.import_save(text, t("imported_name", self.lang))
        except ImportProblem as e:
            shown = text if len(text) <= ECHO_MAX else ""  # a text far too long is not kept
            self.ui.import_text, self.ui.message = shown, said(e, self.lang)
            self.ui.message_ok = False
            self.ui.screen = "import"
            return None
        self.ui.notice = t(f"imported_{result.status}", self.lang, name=result.record.name)
        self.ui.import_text, self.ui.message = "", ""
        return result.game, result.record

    # --- replay ----------------------------------------------------------------------------

    def start_replay(self, record_id: str) -> None:
        from .replay import Replay  # here: the first screen does not need it

        try:
            save = self.store.get(record_id).save
            self.ui.replay = Replay.from_save(save)
        except (StoreError, SaveError) as e:
            self.ui.notice = t("open_failed", self.lang, error=said(e, self.lang))
            return
        self.ui.replay.goto(0)
        self.show(None)

    def replay_step(self, what: str) -> None:
        replay = self.ui.replay
        if replay is None:
            return
        moves = {"start": lambda: replay.goto(0), "end": lambda: replay.goto(replay.total),
                 "prev": replay.prev, "next": replay.next,
                 "prev-decade": replay.prev_decade, "next-decade": replay.next_decade}
        if what == "exit":
            self.ui.replay = None
        elif what in moves:
            moves[what]()

    def close(self) -> None:
        """Escape: close the dialog (the replay stays)."""
        if self.ui.screen is not None:
            self.show(None)


# --- the saves' verbs (door.py) ----------------------------------------------------------------


@on("saves.show")
def _show(app: App, screen: str | None) -> Effects:
    return app.saves.show(screen)


@on("saves.start")
def _start(app: App, _: str | None) -> None:
    app.saves.start_new()


@on("saves.import")
def _import(app: App, _: str | None) -> Effects:
    return app.saves.open_import()


@on("saves.import_ok")
def _import_ok(app: App, _: str | None) -> Effects:
    return app.saves.import_pasted()


@on("saves.copy")
def _copy(app: App, element_id: str | None) -> Effects:
    return [Copy(element_id or "export-text", "saves.copied")]


@on("saves.copied")
def _copied(app: App, done: str | None) -> None:
    app.saves.copied(bool(done))


@on("saves.copy_damaged")
def _copy_damaged(app: App, _: str | None) -> Effects:
    return [Copy("damaged-text")]


@on("saves.delete_damaged")
def _delete_damaged(app: App, _: str | None) -> None:
    app.saves.delete_damaged()


@on("replay.goto")
def _replay_goto(app: App, value: str | None) -> None:
    app.saves.replay_goto(value or "0")


@on("replay")
def _replay(app: App, what: str | None) -> None:
    app.saves.replay_step(what or "")


ROW_ACTIONS = {"game.open": "open", "game.replay": "start_replay", "game.export": "export",
               "game.rename": "rename", "game.rename_ok": "rename_ok", "game.delete": "delete",
               "game.delete_ok": "delete_ok", "game.cancel": "cancel_row"}


def _row(method: str) -> Callable[[App, str | None], Effects | None]:
    def handler(app: App, record_id: str | None) -> Effects | None:
        effects: Effects | None = getattr(app.saves, method)(record_id or "")
        return effects
    return handler


for _verb, _method in ROW_ACTIONS.items():
    on(_verb)(_row(_method))
