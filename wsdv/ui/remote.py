"""Play a friend by link (docs/fair-play.md): the page's third mode next to hot seat and the
computer. Each browser keeps its own games by link (remote_store.py: `wsdv.remote.<game id>`,
the player's secret and messages, in the saves' guarded store), shows the message to send
after a turn, opens the friend's answer (pasted, or as a link `#fair=WSDVF1....`), and lists
every game by link with whose turn it is.

Nothing here may stop the page: every exception from a message, a link, a backup or a stored
record becomes a short refusal in words and changes nothing; a damaged stored game is set
aside (listed with the damaged entries); a write storage refuses keeps the game in this tab
(and its session: a reload keeps it) and says so; a game open in two tabs follows the tab
that wrote last and never writes over it.

Hooks for tests on <body>: data-remote (the open game's status: your_turn, send, unchecked,
over; empty when no game by link is open), data-remote-side, data-remote-ms (time of the last
message opened, ms), data-remote-sent (number of messages of the open game), data-remote-rev
(the stored revision this tab holds), data-remote-tries (messages, links and backups
opened so far, refused ones too), data-remote-stored ("1" in localStorage, "memory" only
in this tab), data-remote-fp (the key fingerprint, "" until known), data-remote-verdict
("fair", "broken" or "" before the check)."""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Any

from ..engine import IllegalChoice
from ..words import Msg, render
from . import guide, i18n, remote_html, saves, screen
from .door import on
from .effects import Copy, Download, Effects, Share, ShareFile
from .eod_steps import reached
from .remote_html import w
from .remote_store import KEY, MAX_RECORD, Moved, RemoteRecord, RemoteStore, valid_id
from .remote_store import load as load_backup
from .state import ByLink, RemoteUi
from .storage import FULL, is_save_text, short

# wsdv.fair (the fair-play crypto) and secrets are imported by the methods that need them, not
# at boot: the first screen has no game by link
if TYPE_CHECKING:
    from ..fair import Player
    from .shell_api import Shell as App

FRAGMENT = "#fair="
TAB_KEY = "wsdv.tab.remote"  # sessionStorage: the game by link this tab has open (a reload)
NOTE_MAX = 300  # characters of a note shown to the player
ARG_MAX = 60  # characters of one argument of a refusal (a message may carry anything)


class Refused(Exception):
    """A refusal of the page itself (not the protocol's): its words."""

    def __init__(self, key: str, **args: Any) -> None:
        super().__init__(key)
        self.msg = Msg(f"remote.{key}", args)


def _arg(value: Any) -> Any:
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int) and abs(value) < 10**12:
        return value
    if isinstance(value, float) and abs(value) < 1e12:
        return value
    if isinstance(value, str):
        return short(value, ARG_MAX)
    return "…"


def say(msg: Msg, lang: str) -> str:
    """A message in words, bounded: its arguments come from a friend's message."""
    try:
        text = render(Msg(msg.key, {k: _arg(v) for k, v in dict(msg.args).items()}), lang)
    except Exception:
        text = w("unreadable", lang)
    return short(text, NOTE_MAX)


def outcome(player: Player) -> str:
    """The status a record and the games list show: the Player's, and "broken" for a game
    whose final check found problems."""
    status = player.status()
    return "broken" if status == "over" and player.verdict else status


def _continues(stored: dict[str, Any], mine: dict[str, Any]) -> bool:
    """Whether the stored player continues this tab's (its messages and unsent choices
    start with this tab's), i.e. nothing this tab did is lost by following it."""
    ours, theirs = mine.get("transcript", []), stored.get("transcript", [])
    if theirs[:len(ours)] != ours:
        return False
    if len(theirs) > len(ours):
        return True
    pending = mine.get("pending", [])
    return stored.get("pending", [])[:len(pending)] == pending


class Remote:
    def __init__(self, app: App) -> None:
        self.app = app
        self.rstore = RemoteStore(app.store)
        self.refused = Msg("remote.too_long", {})  # read_box's refusal of a paste unread
        self.refusal = ""  # and its words

    @property
    def ui(self) -> RemoteUi:
        """This feature's slice of the state."""
        return self.app.state.remote

    @property
    def player(self) -> Player | None:
        """The open game by link's player (the mode holds it), None in the other modes."""
        return self.app.state.player

    @property
    def active(self) -> bool:
        return self.player is not None

    @property
    def lang(self) -> str:
        return self.app.state.lang

    # --- storage ------------------------------------------------------------------------

    def _persist(self) -> None:
        """Store the open game as the revision after the one this tab holds; if another tab
        wrote it meanwhile, follow that tab instead (nothing is written over it)."""
        p = self.player
        assert p is not None
        rec = RemoteRecord(gid=self.ui.gid, name=self.ui.name, side=p.side, status=outcome(p),
                           updated=time.time(), rev=0, sent=len(p.transcript),
                           player=p.to_json(), seen=self.app.state.steps.seen)
        try:
            out, kept = self.rstore.write(rec, self.ui.rev)
        except Moved as moved:
            self._follow(moved.stored, "moved")
            return
        except ValueError:  # too large to store: kept in this tab, and said
            self.ui.too_large, self.ui.kept = True, False
            return
        self.ui.rev, self.ui.kept, self.ui.too_large = out.rev, kept, False

    def _load(self, gid: str) -> tuple[Player, RemoteRecord] | None:
        """The stored game ``gid`` rebuilt; None if there is none. A record that cannot be
        read or rebuilt is set aside (kept, listed as damaged) and the note says so."""
        from ..fair import Player
        if not valid_id(gid):
            return None
        try:
            rec = self.rstore.get(gid)
            if rec is None:
                return None
            player = Player.from_json(rec.player)
            if player.game_id != gid or player.side != rec.side:
                raise ValueError("another game")
        except Exception:
            self.rstore.set_aside(KEY + gid)
            self.ui.note = Msg("remote.damaged_game", {})
            return None
        return player, rec

    def _follow(self, stored: RemoteRecord | None, key: str) -> bool:
        """Show the stored record of the open game (another tab moved it on)."""
        loaded = self._load(stored.gid) if stored is not None else None
        if loaded is None:
            self.ui.readonly = True
            self.ui.note = Msg("remote.read_only", {})
            return False
        player, rec = loaded
        self.ui.name = rec.name
        self._activate(player, rec.rev, rec.seen)
        self.ui.kept = not self.rstore.in_memory_only(rec.gid)
        self.ui.note = Msg(f"remote.{key}", {"n": rec.sent})
        return True

    def storage_changed(self, key: str | None) -> None:
        """Another tab wrote ``key``: if it is the open game, follow it."""
        try:
            if self.player is None or not isinstance(key, str) or key != KEY + self.ui.gid:
                return
            moved = self.rstore.conflict(self.ui.gid)
            if moved is not None:  # this tab's turn, kept in memory, lost to the stored one
                self.rstore.drop_unsaved(self.ui.gid)
                self._follow(moved, "moved")
                return
            stored = self.rstore.get(self.ui.gid)
            if stored is None:
                return
            mine = self.player.to_json()
            if stored.rev == self.ui.rev and stored.player == mine:
                return
            lost = not _continues(stored.player, mine)
        except Exception:
            return  # damaged: set aside when this tab reads or writes it next
        # a later revision, or the same one written by another tab in the same moment (the
        # last write won): either way this tab shows what storage holds, and says whether
        # its own last step was lost (that stays said while the other tab plays on)
        told = self.ui.note is not None and self.ui.note.key == "remote.moved"
        self._follow(stored, "moved" if lost or told else "followed")

    # --- opening and playing ------------------------------------------------------------

    def _activate(self, player: Player, rev: int | None,
                  seen: tuple[int, int] | None = None) -> None:
        """Show ``player``'s game (current.open_game: no autosave, no computer); the End of
        Decade steps after ``seen`` (the last one its player saw, stored with the game, or
        shown in this tab) are stepped through, none before; a game stored without it
        starts from where it is."""
        assert player.game is not None
        steps = self.app.state.steps
        same = self.player is not None and self.ui.gid == player.game_id
        shown = steps.seen if same else None
        self.app.open_game(player.game, ByLink(player), keep_steps=True)
        if seen is None and shown is None:
            steps.reset(player.game.view(None, with_outlook=False))
        else:
            steps.seen = max(p for p in (seen, shown) if p is not None)
        self.ui.rev = rev
        guide.dismiss(self.app)

    def replay(self) -> None:
        """The game-over screen's Replay: the whole game step by step, both hands shown (the
        cards this player's page knows: after the final check, every card played or held)."""
        from ..engine import Game
        from .replay import Replay
        p = self.player
        if p is None or p.game is None:
            return
        try:
            known = Game.replay(0, list(p.game.choices), True, p).choices  # cards named now
            replay = Replay(0, known, Game.new(0, {"hidden_cards": True}, p))
        except Exception:  # a game its player cannot replay: nothing happens
            return
        self.app.state.saves.replay = replay
        replay.goto(0)
        saves.show(self.app, None)

    def seen_changed(self) -> None:
        """An End of Decade step was clicked through: stored with the game (through the
        revision check), so that no page of this player shows it again."""
        if self.player is None or self.ui.readonly:
            return
        self._persist()

    def remember_tab(self) -> None:
        """This tab's game by link, kept in its session (a reload reopens it); none when
        another game took the screen."""
        self.app.page.session_set(TAB_KEY, self.ui.gid if self.player is not None else None)

    def _tab_game(self) -> str:
        gid = self.app.page.session_get(TAB_KEY) or ""
        return gid if valid_id(gid) else ""

    def waits_for_other(self, side: str | None) -> bool:
        """A game by link is open and this player cannot choose now (screen.py)."""
        return screen.waits_for_other(self.app.state, side)

    def status_html(self, view: dict[str, Any]) -> str | None:
        """The top bar while this player waits for the friend's message (its invitation not
        yet accepted, its turn sent, the friend's turn): the decade, and "waiting for your
        friend" instead of whose turn the engine names; None otherwise (the usual bar)."""
        from .panels import status_html
        from .svg import el, esc
        p = self.player
        if p is None or p.status() != "send":
            return None
        return status_html({**view, "turn": None}, None, self.lang) + \
            el("span", esc(w("top_waiting", self.lang)), class_="st-turn st-waiting",
               id="st-waiting")

    def waiting_html(self, side: str | None) -> str:
        """The prompt, on this player's own turn while the friend must answer first:
        waiting for your friend, send your message ("" otherwise: the engine's prompt)."""
        p = self.player
        if p is None or side != p.side or p.can_choose():
            return ""
        return remote_html.waiting_html(self.lang)

    def new(self, side: str, name: str = "") -> None:
        import secrets

        from ..fair import Player
        p = Player.create(secrets.token_bytes(32), side)
        self.ui.name = name or time.strftime("%d.%m. %H:%M")
        self._activate(p, None, (0, 0))
        self.ui.note = None
        self._persist()
        self.ui.screen_open = False

    def open_row(self, gid: str) -> None:
        if self.player is not None and gid == self.ui.gid:
            self.ui.screen_open = False
            return
        self.ui.note = None
        loaded = self._load(gid)
        if loaded is None:
            self.show_screen()  # the list without it (set aside, counted as damaged)
            self._screen_note(say(self.ui.note or Msg("remote.bad_backup", {}), self.lang))
            return
        player, rec = loaded
        self.ui.name = rec.name
        self._activate(player, rec.rev, rec.seen)
        self.ui.kept = not self.rstore.in_memory_only(gid)
        self.ui.screen_open = False

    def receive(self, text: str) -> None:
        """A pasted message or link: an answer in a stored game, or an invitation. Anything
        that goes wrong is a refusal in words; nothing is changed by it."""
        from ..fair import FairError
        start = time.perf_counter()
        self.ui.tries += 1
        try:
            self._receive(text, start)
        except (FairError, Refused) as e:
            self._refuse(e.msg)
            return
        except Exception:  # a bug or a hostile message the protocol did not foresee
            self._refuse(Msg("remote.unreadable", {}))
            return
        # taken and stored: what the page shows next is no longer the message's business
        self.ui.screen_open = False

    def _receive(self, text: str, start: float) -> None:
        import secrets

        from ..fair import Player
        if not isinstance(text, str) or len(text) > MAX_RECORD:
            raise Refused("too_long")
        if self.ui.readonly:
            raise Refused("read_only")
        gid = self._game_of(text)
        if gid and not valid_id(gid):
            raise Refused("bad_id")
        rev: int | None = None
        seen: tuple[int, int] | None = None
        if self.player is not None and gid == self.ui.gid:
            player: Player | None = self.player
            rev, name = self.ui.rev, self.ui.name
        else:
            self.ui.note = None
            loaded = self._load(gid) if gid else None
            if loaded is None and self.ui.note is not None:  # stored, but damaged
                raise Refused("damaged_game")
            player, rev, name = (loaded[0], loaded[1].rev, loaded[1].name) if loaded else \
                (None, None, "")
            if loaded is not None:
                seen = loaded[1].seen
                if seen is None:  # stored before the steps were: what it held counts as seen
                    assert loaded[0].game is not None
                    seen = reached(loaded[0].game.view(None, with_outlook=False))
        if player is None:
            player = Player.join(secrets.token_bytes(32), text)
            if not valid_id(player.game_id):
                raise Refused("bad_id")
            name = time.strftime("%d.%m. %H:%M")
            seen = (0, 0)
        else:
            player.receive(text)  # FairError: nothing changed
        self.ui.ms = (time.perf_counter() - start) * 1000
        self.ui.name = name
        self._activate(player, rev, seen)
        self.ui.note = Msg("remote.opened", {"ms": f"{self.ui.ms:.0f}"})
        self._persist()

    @staticmethod
    def _game_of(text: str) -> str:
        """The game id a message names ("" if none): it picks the stored game."""
        from ..fair import message as fair_message
        gid = fair_message.decode(text).get("g", "")
        return gid if isinstance(gid, str) else "?"

    def _refuse(self, msg: Msg) -> None:
        self.ui.note = msg
        if self.player is None:  # no game by link open: say it on the screen, in front
            guide.dismiss(self.app)
            self.show_screen()
            self.ui.note = msg
        self._screen_note(say(msg, self.lang))

    def choose(self, option_id: str) -> None:
        from ..fair import FairError
        p = self.player
        assert p is not None
        if self.ui.readonly:
            self.ui.note = Msg("remote.read_only", {})
            return
        try:
            p.choose(option_id)
        except IllegalChoice:  # not an option now (a stale click): nothing happens
            return
        except FairError as e:  # said in the bar; the game stays as it was
            self.ui.note = e.msg
            return
        self.ui.note = None
        self._persist()
        self.app.changed()

    def undo(self) -> None:
        from ..fair import FairError
        if self.player is None or self.ui.readonly:
            return
        try:
            self.player.undo()
        except FairError:
            return
        self._persist()
        self.app.changed()

    def mounted(self) -> None:
        """A link with a message opens it (on load, or in a page already open); else a
        reload reopens the game by link this tab had open (with what storage refused)."""
        restored = self.rstore.restore_unsaved()
        if self.rstore.session_damaged:  # said on the page, whatever it opens
            self.app.state.saves.notice = w("session_damaged", self.lang)
        self.from_link()
        gid = self._tab_game()
        if self.player is None and gid:
            self.ui.note = None
            loaded = self._load(gid)
            if loaded is not None:
                player, rec = loaded
                self.ui.name = rec.name
                self._activate(player, rec.rev, rec.seen)
                self.ui.kept = not self.rstore.in_memory_only(gid)
                for record in restored:
                    if record.gid == gid:
                        self.ui.note = Msg("remote.restored", {"n": record.sent})
            elif self.ui.note is not None:  # the tab's game is damaged: set aside, said
                self.app.state.saves.notice = say(self.ui.note, self.lang)

    def from_link(self) -> None:
        fragment = self.app.page.fragment()
        if fragment.startswith(FRAGMENT):
            self.app.page.drop_fragment()
            self.receive(fragment.removeprefix(FRAGMENT))

    # --- rendering ----------------------------------------------------------------------

    def backup_file(self) -> tuple[str, str] | None:
        """The open game's backup as (file name, text): the same text as the screen's box,
        which "Restore a backup" reads."""
        if self.player is None:
            return None
        try:
            text = json.dumps(self.player.to_json())
        except Exception:
            return None
        return f"wsdv-backup-{self.player.game_id[:12]}.txt", text

    def message_file(self) -> tuple[str, str] | None:
        """The message to send as (file name, text): for messengers that cut long texts."""
        p = self.player
        if p is None or not p.outbox:
            return None
        return f"wsdv-message-{p.game_id[:8]}-{len(p.transcript)}.txt", p.outbox

    def file_refused(self, too_big: bool) -> None:
        self._refuse(Msg("remote.file_too_big" if too_big else "remote.file_unreadable", {}))

    def outgoing_link(self) -> str | None:
        """The link of the message to send now (None: nothing to send)."""
        p = self.player
        return None if p is None or not p.outbox else self._link(p.outbox)

    def _link(self, text: str) -> str:
        return f"{self.app.page.page_address()}{FRAGMENT}{text}"

    def _out_label(self, p: Player) -> str | None:
        """What the message to send is (None: there is none to send now)."""
        from ..fair import message as fair_message
        if not p.outbox:
            return None
        try:
            fields = fair_message.decode(p.outbox)
            if fields.get("from") != p.side:
                return None
            n, choices = fields.get("n"), fields.get("choices")
        except Exception:
            return "to_send"
        if n == 0:
            return "invite"
        if isinstance(n, int) and n >= 3 and not choices and p.game is not None and \
                p.game.result is None:
            return "send_back"
        return "to_send"

    def ended_html(self) -> str:
        """Once the game is over, on every page of it: who won, why (with the rule), and the
        final check's state (not yet checked, checked and fair, or its problems)."""
        from ..words import rules
        from .gameover import reason_text
        from .guide_words import t
        from .rules_ref import go_button
        from .svg import el, esc
        p = self.player
        if p is None or p.game is None or p.game.result is None:
            return ""
        r = p.game.result
        result = {"winner": r.winner, "reason": r.reason, "decade": r.decade}
        section = rules.REASON_SECTIONS.get(r.reason, "9.10")
        why = reason_text(result, p.game.view(None, with_outlook=False), self.lang)
        return (el("p", el("strong", esc(w("ended", self.lang, side=r.winner))) +
                   " " + esc(why) + " " +
                   go_button(section, t("section", self.lang, n=section)),
                   class_="remote-ended", id="remote-ended", data_winner=r.winner) +
                self.check_html())

    def check_html(self) -> str:
        """The final check's state, for the bar and the game-over screen."""
        from .svg import el, esc
        p = self.player
        if p is None or p.game is None or p.game.result is None:
            return ""
        if p.verdict is None:
            return el("p", esc(w("check_wait", self.lang)), class_="remote-check",
                      data_check="wait")
        if not p.verdict:
            return el("p", esc(w("verified", self.lang)), class_="remote-check remote-ok",
                      data_check="fair")
        return el("div", el("p", esc(w("broken_by", self.lang, side=p.other))) +
                  el("ul", "".join(el("li", esc(say(m, self.lang))) for m in p.verdict)),
                  class_="remote-check remote-broken", data_check="broken")

    def _fingerprint(self) -> str | None:
        try:
            fp = self.player.fingerprint() if self.player is not None else None
        except Exception:
            return None
        return short(str(fp), 40) if fp else None

    def _storage_line(self) -> str:
        if self.player is not None and self.rstore.in_page_only(self.ui.gid):
            return w("memory_only", self.lang)
        if self.ui.too_large:
            return w("too_large", self.lang)
        if self.ui.kept:
            return ""
        return w("full" if self.rstore.store.warning == FULL else "unavailable", self.lang)

    def paint(self) -> None:
        app = self.app
        page = app.page
        p = self.player
        page.show("overlay-remote", self.ui.screen_open)
        page.set_data("remoteTries", str(self.ui.tries))
        title = i18n.t("app_title", self.lang)
        if p is None:
            page.guard_leaving(False)
            page.set_title(title)
            page.set_icon(False)
            page.show("remote-bar", False)
            page.set_data("remote", "")
            page.set_data("remoteFp", "")
            return
        status = p.status()
        # outside the page too (another tab in front): the tab's title says it is your move
        app.page.set_title(f"{w('tab_turn', self.lang)} · {title}" if status == "your_turn"
                           else title)
        app.page.set_icon(status == "your_turn")
        shown = outcome(p)
        out = None
        label = self._out_label(p) if status in ("send", "unchecked", "over") else None
        if label is not None and p.outbox:
            out = (p.outbox, self._link(p.outbox), w(label, self.lang))
        problems = None
        if p.verdict is not None:
            problems = [say(m, self.lang) for m in p.verdict]
        note = say(self.ui.note, self.lang) if self.ui.note else ""
        if status == "your_turn" and p.blocked() and not self.ui.note:
            note = w("hidden_wait", self.lang)
        fp = self._fingerprint()
        page_only = self.rstore.in_page_only(self.ui.gid)
        backup = None
        if page_only:  # nothing keeps it but this page: its backup at once
            try:
                backup = json.dumps(p.to_json())
            except Exception:
                backup = None
        app.page.set_html("remote-bar", remote_html.bar_html(
            p.side, shown, out, note, problems, self.lang, fingerprint=fp,
            storage=self._storage_line(), other=p.other, share=app.page.can_share(),
            ended=self.ended_html(), backup=backup))
        app.page.guard_leaving(page_only)
        page.show("remote-bar", True)
        page.show("btn-hint", False)  # the computer's advice needs all cards
        page.set_data("remote", status)
        page.set_data("remoteSide", p.side)
        page.set_data("remoteMs", "" if self.ui.ms is None else f"{self.ui.ms:.1f}")
        page.set_data("remoteSent", str(len(p.transcript)))
        page.set_data("remoteRev", "" if self.ui.rev is None else str(self.ui.rev))
        page.set_data("remoteStored", "page" if page_only else "1" if self.ui.kept else "memory")
        page.set_data("remoteFp", fp or "")
        page.set_data("remoteVerdict",
                      "" if p.verdict is None else "broken" if p.verdict else "fair")

    def show_screen(self) -> None:
        try:
            backup = json.dumps(self.player.to_json()) if self.player else None
        except Exception:
            backup = None
        rows = self.rstore.games()
        damaged = sum(1 for key in self.rstore.store.damaged()
                      if key.startswith(("wsdv.damaged.remote.", KEY)))
        self.app.page.replace_html("overlay-remote", remote_html.screen_html(
            rows, self.lang, backup, fingerprint=self._fingerprint(), damaged=damaged))
        self.ui.screen_open = True

    def _screen_note(self, text: str) -> None:
        self.app.page.set_text("remote-screen-msg", text)
        self.app.page.set_data("remoteTries", str(self.ui.tries))

    def restore_backup(self) -> None:
        from ..fair import Player
        self.ui.tries += 1
        try:
            text = self.read_box("remote-restore-in")
            if text is None:
                self._screen_note(self.refusal)
                return
            if len(text) > MAX_RECORD:
                raise Refused("too_long")
            p = Player.from_json(load_backup(text))
            if not valid_id(p.game_id):
                raise Refused("bad_backup")
        except Refused as e:
            self._screen_note(say(e.msg, self.lang))
            return
        except Exception:
            self._screen_note(w("bad_backup", self.lang))
            return
        self.ui.note = None
        stored = self._load(p.game_id)
        if stored is not None and stored[1].sent >= len(p.transcript):
            player, rec = stored  # the stored game is as far or further: it is opened
            self.ui.name = rec.name
            self._activate(player, rec.rev, rec.seen)
            self.ui.note = Msg("remote.backup_older", {})
        else:
            self.ui.name = stored[1].name if stored else time.strftime("%d.%m. %H:%M")
            self._activate(p, stored[1].rev if stored else None,
                           stored[1].seen if stored else None)
            self._persist()
        self.ui.screen_open = False

    def copied(self, done: bool) -> None:
        """The message's copy (the effect `Copy`) is done, or the browser refused it."""
        self.ui.note = Msg("remote.copied" if done else "remote.copy_failed", {})

    def read_box(self, box: str) -> str | None:
        """The text pasted in the field ``box``; None when it is far too long for any message,
        backup or save: then it is not read (its length is asked, not its text), the field
        is emptied, and `refusal` says so."""
        n = self.app.page.field_length(box)
        if n <= MAX_RECORD:
            return self.app.page.value(box)
        self.app.page.clear_field(box)
        self.refused = Msg("remote.too_long_box", {"n": n, "max": MAX_RECORD})
        self.refusal = say(self.refused, self.lang)
        return None

    @staticmethod
    def takes(text: object) -> bool:
        """Whether a pasted text is a message or invitation by link (or a link with one),
        not a save string: every paste box hands those to `receive`."""
        from ..fair import message as fair_message
        if not isinstance(text, str) or len(text) > MAX_RECORD:
            return False
        return fair_message.canonical_text(text).startswith(("WSDVF", "wsdvf"))

    def open_box(self, box: str) -> None:
        """Open what was pasted in the text field ``box`` (refused unread when far too
        long: read_box)."""
        text = self.read_box(box)
        if text is None:
            self.ui.tries += 1
            self._refuse(self.refused)
            return
        self.open_text(text)

    def open_text(self, text: str) -> None:
        """Open a message (pasted, or read from a file), or a save string or share link
        (given here by mistake: it opens as a saved game)."""
        if not self.takes(text) and is_save_text(text):
            imported = saves.import_save(self.app, text)
            if imported is not None:
                self.ui.screen_open = False
                saves.show_game(self.app, *imported)
                return
        self.receive(text)


# --- the verbs of games by link (door.py) ------------------------------------------------------


@on("remote.screen")
def _screen(app: App, _: str | None) -> None:
    app.remote.show_screen()


@on("remote.new")
def _new(app: App, side: str | None) -> None:
    app.remote.new(side if side in ("west", "east") else "west")


@on("remote.open")
def _open(app: App, box: str | None) -> None:
    app.remote.open_box(box or "remote-in")


@on("remote.copy")
def _copy(app: App, _: str | None) -> Effects:
    return [Copy("remote-link", "remote.copied")]


@on("remote.backup_file")
def _backup_file(app: App, _: str | None) -> Effects:
    saved = app.remote.backup_file()
    return [] if saved is None else [Download(*saved)]


@on("remote.share")
def _share(app: App, _: str | None) -> Effects:
    out = app.remote.outgoing_link()
    if out is None:
        return []
    return [Share(w("share_title", app.state.lang), out)]


@on("remote.save_file")
def _save_file(app: App, _: str | None) -> Effects:
    made = app.remote.message_file()
    return [] if made is None else [ShareFile(*made)]


@on("remote.file")
def _file(app: App, text: str | None) -> None:
    """A message file chosen in a paste box or dropped on the page (None: too large to read,
    "": unreadable)."""
    if text:
        app.remote.open_text(text)
    else:
        app.remote.file_refused(text is None)


@on("remote.copied")
def _copied(app: App, done: str | None) -> None:
    app.remote.copied(bool(done))


@on("remote.close")
def _close(app: App, _: str | None) -> None:
    app.state.remote.screen_open = False


@on("remote.restore")
def _restore(app: App, _: str | None) -> None:
    app.remote.restore_backup()


@on("remote.row")
def _row(app: App, gid: str | None) -> None:
    app.state.saves.screen = None  # opened from the Games list too
    app.remote.open_row(gid or "")
