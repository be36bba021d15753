"""Play a friend by link (docs/fair-play.md): the page's third mode next to hot seat and the
computer. Each browser keeps its own games by link in localStorage (`wsdv.remote.<game id>`:
the player's secret and messages, wsdv.fair.Player.to_json), shows the message to send after
a turn, opens the friend's answer (pasted, or as a link `#fair=WSDVF1....`), and lists every
game by link with whose turn it is.

Hooks for tests on <body>: data-remote (the open game's status: your_turn, send, over; empty
when no game by link is open), data-remote-side, data-remote-ms (time of the last message
opened, ms), data-remote-sent (number of messages of the open game)."""

from __future__ import annotations

import json
import secrets
import time
from typing import TYPE_CHECKING, Any

from ..engine import IllegalChoice
from ..fair import FairError, Player
from ..fair import message as fair_message
from ..words import Msg, render
from . import remote_html
from .dom import found
from .hotseat import ComputerSeat
from .remote_html import w

if TYPE_CHECKING:
    from .app import App

KEY = "wsdv.remote."
FRAGMENT = "#fair="
TAB_KEY = "wsdv.tab.remote"  # sessionStorage: the game by link this tab has open (a reload)


class Remote:
    def __init__(self, app: App) -> None:
        self.app = app
        self.player: Player | None = None
        self.gid = ""
        self.name = ""
        self.note: Msg | None = None  # the last refusal or notice, in words at render time
        self.ms: float | None = None

    @property
    def active(self) -> bool:
        return self.player is not None

    @property
    def lang(self) -> str:
        return self.app.lang

    # --- storage ------------------------------------------------------------------------

    def _records(self) -> list[dict[str, Any]]:
        store = self.app.win.localStorage
        rows = []
        try:
            keys = [str(store.key(i)) for i in range(int(store.length))]
        except Exception:
            return []
        for key in sorted(keys):
            if not key.startswith(KEY):
                continue
            try:
                rec = json.loads(self.app._storage_get(key) or "")
                rows.append({"id": key.removeprefix(KEY), "name": str(rec["name"]),
                             "side": str(rec["side"]), "status": str(rec["status"]),
                             "updated": float(rec["updated"])})
            except (ValueError, KeyError, TypeError):
                continue
        return sorted(rows, key=lambda r: -r["updated"])

    def _persist(self) -> None:
        p = self.player
        assert p is not None
        rec = {"name": self.name, "side": p.side, "status": p.status(),
               "updated": time.time(), "player": p.to_json()}
        self.app._storage_set(KEY + self.gid, json.dumps(rec))

    def _load(self, gid: str) -> Player | None:
        text = self.app._storage_get(KEY + gid)
        try:
            rec = json.loads(text or "")
            self.name = str(rec["name"])
            return Player.from_json(rec["player"])
        except (ValueError, KeyError, TypeError, FairError):
            return None

    # --- opening and playing ------------------------------------------------------------

    def _activate(self, player: Player) -> None:
        self.player = player
        self.gid = player.game_id
        app = self.app
        assert player.game is not None
        app.saves.record = None  # not a hot-seat or computer game: no autosave, no AI
        app.game = player.game
        app.hot = ComputerSeat(player.side)
        app.result_dismissed = False
        app.opponent.close_hint()
        app.guide.dismiss()
        self._remember_tab(self.gid)
        app.changed()

    def _remember_tab(self, gid: str) -> None:
        self.app._session_set(TAB_KEY, gid or None)

    def _tab_game(self) -> str:
        return self.app._session_get(TAB_KEY) or ""

    def waits_for_other(self, side: str | None) -> bool:
        """A game by link is open and the friend decides now (its options stay private)."""
        return self.player is not None and side is not None and side != self.player.side

    def leave(self) -> None:
        if self.player is not None:
            self._remember_tab("")
        self.player = None
        self.note = None

    def new(self, side: str, name: str = "") -> None:
        p = Player.create(secrets.token_bytes(32), side)
        self.name = name or time.strftime("%d.%m. %H:%M")
        self._activate(p)
        self._persist()
        self.note = None
        self.app._show("overlay-remote", False)

    def open_row(self, gid: str) -> None:
        p = self._load(gid)
        if p is None:
            self._screen_note(w("bad_backup", self.lang))
            return
        self._activate(p)
        self.note = None
        self.app._show("overlay-remote", False)

    def receive(self, text: str) -> None:
        """A pasted message or link: an answer in a stored game, or an invitation."""
        start = time.perf_counter()
        try:
            fields = fair_message.decode(text)
            gid = str(fields.get("g", ""))
            if self.player is not None and gid == self.gid:
                player: Player | None = self.player
            else:
                player = self._load(gid) if self.app._storage_get(KEY + gid) else None
            if player is None:
                player = Player.join(secrets.token_bytes(32), text)
                self.name = time.strftime("%d.%m. %H:%M")
            else:
                player.receive(text)
        except FairError as e:
            self.note = e.msg
            if self.player is None:  # no game by link open: say it on the screen
                self.show_screen()
            self._screen_note(render(e.msg, self.lang))
            self.app.render()
            return
        self.ms = (time.perf_counter() - start) * 1000
        self._activate(player)
        self._persist()
        self.note = Msg("remote.opened", {"ms": f"{self.ms:.0f}"})
        self.app._show("overlay-remote", False)
        self.app.render()

    def choose(self, option_id: str) -> None:
        p = self.player
        assert p is not None
        try:
            p.choose(option_id)
        except IllegalChoice:  # not an option now (a stale click): nothing happens
            return
        except FairError as e:  # said in the bar; the game stays as it was
            self.note = e.msg
            self.app.render()
            return
        self.note = None
        self._persist()
        self.app.changed()
        self.app.render()

    def undo(self) -> None:
        if self.player is None:
            return
        try:
            self.player.undo()
        except FairError:
            return
        self._persist()
        self.app.changed()
        self.app.render()

    def mounted(self) -> None:
        """A link with a message opens it (on load, or in a page already open); else a
        reload reopens the game by link this tab had open."""
        self.app._listen(self.app.win, "hashchange", lambda _evt: self.from_link())
        self.from_link()
        gid = self._tab_game()
        if self.player is None and gid and self.app._storage_get(KEY + gid):
            player = self._load(gid)
            if player is not None:
                self._activate(player)

    def from_link(self) -> None:
        fragment = str(self.app.win.location.hash or "")
        if fragment.startswith(FRAGMENT):
            text = fragment.removeprefix(FRAGMENT)
            self.app.win.history.replaceState(None, "", self.app.win.location.pathname +
                                              self.app.win.location.search)
            self.receive(text)

    # --- rendering ----------------------------------------------------------------------

    def _link(self, text: str) -> str:
        loc = self.app.win.location
        return f"{loc.origin}{loc.pathname}{FRAGMENT}{text}"

    def render(self) -> None:
        app = self.app
        bar = app.doc.getElementById("remote-bar")
        ds = app.doc.body.dataset
        p = self.player
        if p is None:
            bar.hidden = True
            ds.remote = ""
            return
        status = p.status()
        out = None
        if status in ("send", "unchecked", "over") and p.outbox and fair_message.decode(
                p.outbox)["from"] == p.side:
            fields = fair_message.decode(p.outbox)
            label = "invite" if fields["n"] == 0 else \
                "send_back" if fields["n"] >= 3 and not fields["choices"] and \
                p.game is not None and p.game.result is None else "to_send"
            out = (p.outbox, self._link(p.outbox), w(label, self.lang))
        problems = None
        if p.verdict is not None:
            problems = [render(m, self.lang) for m in p.verdict]
        note = render(self.note, self.lang) if self.note else ""
        if status == "your_turn" and p.blocked():
            note = w("hidden_wait", self.lang)
        app._set("remote-bar", remote_html.bar_html(p.side, status, out, note, problems,
                                                    self.lang))
        bar.hidden = False
        app.doc.getElementById("btn-hint").hidden = True  # the computer's advice needs all cards
        ds.remote = status
        ds.remoteSide = p.side
        ds.remoteMs = "" if self.ms is None else f"{self.ms:.1f}"
        ds.remoteSent = str(len(p.transcript))

    def show_screen(self) -> None:
        backup = json.dumps(self.player.to_json()) if self.player else None
        overlay = self.app.doc.getElementById("overlay-remote")
        overlay.innerHTML = remote_html.screen_html(self._records(), self.lang, backup)
        overlay.hidden = False

    def _screen_note(self, text: str) -> None:
        node = self.app.doc.getElementById("remote-screen-msg")
        if found(node):
            node.textContent = text

    def restore_backup(self) -> None:
        node = self.app.doc.getElementById("remote-restore-in")
        try:
            data = json.loads(str(node.value))
            p = Player.from_json(data)
        except (ValueError, TypeError, KeyError, FairError):
            self._screen_note(w("bad_backup", self.lang))
            return
        self.name = self.name or time.strftime("%d.%m. %H:%M")
        self._activate(p)
        self._persist()
        self.app._show("overlay-remote", False)
        self.app.render()

    def copy(self) -> None:
        doc = self.app.doc
        node = doc.getElementById("remote-out")
        node.focus()
        node.select()
        try:
            done = bool(doc.execCommand("copy"))
        except Exception:
            done = False
        self.note = Msg("remote.copied" if done else "remote.copy_failed", {})
        self.render()

    def on_button(self, button: Any) -> bool:
        """Handle a button of this mode; False when it is not one."""
        bid = str(button.id or "")
        if bid == "btn-remote":
            self.show_screen()
        elif bid in ("remote-new-west", "remote-new-east"):
            self.new(bid.removeprefix("remote-new-"))
            self.app.render()
        elif bid == "remote-open":
            node = self.app.doc.getElementById("remote-in")
            self.receive(str(node.value))
        elif bid == "remote-copy":
            self.copy()
        elif bid == "remote-close":
            self.app._show("overlay-remote", False)
        elif bid == "remote-restore":
            self.restore_backup()
        elif button.classList.contains("remote-row"):
            self.open_row(str(button.getAttribute("data-remote")))
            self.app.render()
        else:
            return False
        return True
