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

from ..words import Msg
from . import i18n, remote_html
from .door import on
from .effects import Copy, Download, Effects, Share, ShareFile
from .eod_steps import reached
from .remote_html import say, w
from .remote_store import KEY, MAX_RECORD, Moved, RemoteRecord, valid_id
from .remote_store import load as load_backup
from .state import ByLink, UiState
from .storage import FULL, short

# wsdv.fair (the fair-play crypto) and secrets are imported by the functions that need them, not
# at boot: the first screen has no game by link
if TYPE_CHECKING:
    from ..fair import Player
    from .shell_api import Shell as App

FRAGMENT = "#fair="
TAB_KEY = "wsdv.tab.remote"  # sessionStorage: the game by link this tab has open (a reload)


class Refused(Exception):
    """A refusal of the page itself (not the protocol's): its words."""

    def __init__(self, key: str, **args: Any) -> None:
        super().__init__(key)
        self.msg = Msg(f"remote.{key}", args)


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


# --- storage ------------------------------------------------------------------------


def _persist(app: App) -> None:
    """Store the open game as the revision after the one this tab holds; if another tab
    wrote it meanwhile, follow that tab instead (nothing is written over it)."""
    ui = app.state.remote
    p = app.state.player
    assert p is not None
    rec = RemoteRecord(gid=ui.gid, name=ui.name, side=p.side, status=outcome(p),
                       updated=time.time(), rev=0, sent=len(p.transcript),
                       player=p.to_json(), seen=app.state.steps.seen)
    try:
        out, kept = app.rstore.write(rec, ui.rev)
    except Moved as moved:
        _follow(app, moved.stored, "moved")
        return
    except ValueError:  # too large to store: kept in this tab, and said
        ui.too_large, ui.kept = True, False
        return
    ui.rev, ui.kept, ui.too_large = out.rev, kept, False


def _load(app: App, gid: str) -> tuple[Player, RemoteRecord] | None:
    """The stored game ``gid`` rebuilt; None if there is none. A record that cannot be
    read or rebuilt is set aside (kept, listed as damaged) and the note says so."""
    from ..fair import Player
    if not valid_id(gid):
        return None
    try:
        rec = app.rstore.get(gid)
        if rec is None:
            return None
        player = Player.from_json(rec.player)
        if player.game_id != gid or player.side != rec.side:
            raise ValueError("another game")
    except Exception:
        app.rstore.set_aside(KEY + gid)
        app.state.remote.note = Msg("remote.damaged_game", {})
        return None
    return player, rec


def _follow(app: App, stored: RemoteRecord | None, key: str) -> bool:
    """Show the stored record of the open game (another tab moved it on)."""
    ui = app.state.remote
    loaded = _load(app, stored.gid) if stored is not None else None
    if loaded is None:
        ui.readonly = True
        ui.note = Msg("remote.read_only", {})
        return False
    player, rec = loaded
    ui.name = rec.name
    _activate(app, player, rec.rev, rec.seen)
    ui.kept = not app.rstore.in_memory_only(rec.gid)
    ui.note = Msg(f"remote.{key}", {"n": rec.sent})
    return True


def storage_changed(app: App, key: str | None) -> None:
    """Another tab wrote ``key``: if it is the open game, follow it."""
    ui = app.state.remote
    try:
        if app.state.player is None or not isinstance(key, str) or key != KEY + ui.gid:
            return
        moved = app.rstore.conflict(ui.gid)
        if moved is not None:  # this tab's turn, kept in memory, lost to the stored one
            app.rstore.drop_unsaved(ui.gid)
            _follow(app, moved, "moved")
            return
        stored = app.rstore.get(ui.gid)
        if stored is None:
            return
        mine = app.state.player.to_json()
        if stored.rev == ui.rev and stored.player == mine:
            return
        lost = not _continues(stored.player, mine)
    except Exception:
        return  # damaged: set aside when this tab reads or writes it next
    # a later revision, or the same one written by another tab in the same moment (the
    # last write won): either way this tab shows what storage holds, and says whether
    # its own last step was lost (that stays said while the other tab plays on)
    told = ui.note is not None and ui.note.key == "remote.moved"
    _follow(app, stored, "moved" if lost or told else "followed")


# --- opening and playing ------------------------------------------------------------


def _activate(app: App, player: Player, rev: int | None,
              seen: tuple[int, int] | None = None) -> None:
    """Show ``player``'s game (current.open_game: no autosave, no computer); the End of
    Decade steps after ``seen`` (the last one its player saw, stored with the game, or
    shown in this tab) are stepped through, none before; a game stored without it
    starts from where it is."""
    ui = app.state.remote
    assert player.game is not None
    steps = app.state.steps
    same = app.state.player is not None and ui.gid == player.game_id
    shown = steps.seen if same else None
    app.open_game(player.game, ByLink(player), keep_steps=True)
    if seen is None and shown is None:
        steps.reset(player.game.view(None, with_outlook=False))
    else:
        steps.seen = max(p for p in (seen, shown) if p is not None)
    ui.rev = rev
    app.state.guide.leave()


def replay(app: App) -> None:
    """The game-over screen's Replay: the whole game step by step, both hands shown (the
    cards this player's page knows: after the final check, every card played or held)."""
    from ..engine import Game
    from .replay import Replay
    p = app.state.player
    if p is None or p.game is None:
        return
    try:
        known = Game.replay(0, list(p.game.choices), True, p).choices  # cards named now
        replay = Replay(0, known, Game.new(0, {"hidden_cards": True}, p))
    except Exception:  # a game its player cannot replay: nothing happens
        return
    app.state.saves.replay = replay
    replay.goto(0)
    app.state.saves.close_dialog()


def seen_changed(app: App) -> None:
    """An End of Decade step was clicked through: stored with the game (through the
    revision check), so that no page of this player shows it again."""
    if app.state.player is None or app.state.remote.readonly:
        return
    _persist(app)


def follow_ups(s: UiState) -> Effects:
    """Before a paint: this tab's game by link, kept in its session when it changed (a
    reload reopens it); none when another game took the screen."""
    return s.keep(TAB_KEY, s.remote.gid if s.player is not None else None, session=True)


def tab_game(app: App) -> str:
    """The game by link this tab had open before a reload (its id, else \"\")."""
    gid = app.page.session_get(TAB_KEY) or ""
    return gid if valid_id(gid) else ""


def status_html(app: App, view: dict[str, Any]) -> str | None:
    """The top bar while this player waits for the friend's message (its invitation not
    yet accepted, its turn sent, the friend's turn): the decade, and "waiting for your
    friend" instead of whose turn the engine names; None otherwise (the usual bar)."""
    from .panels import status_html
    from .svg import el, esc
    p = app.state.player
    if p is None or p.status() != "send":
        return None
    return status_html({**view, "turn": None}, None, app.state.lang) + \
        el("span", esc(w("top_waiting", app.state.lang)), class_="st-turn st-waiting",
           id="st-waiting")


def waiting_html(app: App, side: str | None) -> str:
    """The prompt, on this player's own turn while the friend must answer first:
    waiting for your friend, send your message ("" otherwise: the engine's prompt)."""
    p = app.state.player
    if p is None or side != p.side or p.can_choose():
        return ""
    return remote_html.waiting_html(app.state.lang)


def new(app: App, side: str, name: str = "") -> None:
    import secrets

    from ..fair import Player
    ui = app.state.remote
    p = Player.create(secrets.token_bytes(32), side)
    ui.name = name or time.strftime("%d.%m. %H:%M")
    _activate(app, p, None, (0, 0))
    ui.note = None
    _persist(app)
    ui.screen_open = False


def open_row(app: App, gid: str) -> None:
    ui = app.state.remote
    if app.state.player is not None and gid == ui.gid:
        ui.screen_open = False
        return
    ui.note = None
    loaded = _load(app, gid)
    if loaded is None:
        show_screen(app)  # the list without it (set aside, counted as damaged)
        _screen_note(app, say(ui.note or Msg("remote.bad_backup", {}), app.state.lang))
        return
    player, rec = loaded
    ui.name = rec.name
    _activate(app, player, rec.rev, rec.seen)
    ui.kept = not app.rstore.in_memory_only(gid)
    ui.screen_open = False


def receive(app: App, text: str) -> None:
    """A pasted message or link: an answer in a stored game, or an invitation. Anything
    that goes wrong is a refusal in words; nothing is changed by it."""
    from ..fair import FairError
    ui = app.state.remote
    start = time.perf_counter()
    ui.tries += 1
    try:
        _receive(app, text, start)
    except (FairError, Refused) as e:
        refuse(app, e.msg)
        return
    except Exception:  # a bug or a hostile message the protocol did not foresee
        refuse(app, Msg("remote.unreadable", {}))
        return
    # taken and stored: what the page shows next is no longer the message's business
    ui.screen_open = False


def _receive(app: App, text: str, start: float) -> None:
    import secrets

    from ..fair import Player
    ui = app.state.remote
    if not isinstance(text, str) or len(text) > MAX_RECORD:
        raise Refused("too_long")
    if ui.readonly:
        raise Refused("read_only")
    gid = _game_of(text)
    if gid and not valid_id(gid):
        raise Refused("bad_id")
    rev: int | None = None
    seen: tuple[int, int] | None = None
    if app.state.player is not None and gid == ui.gid:
        player: Player | None = app.state.player
        rev, name = ui.rev, ui.name
    else:
        ui.note = None
        loaded = _load(app, gid) if gid else None
        if loaded is None and ui.note is not None:  # stored, but damaged
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
    ui.ms = (time.perf_counter() - start) * 1000
    ui.name = name
    _activate(app, player, rev, seen)
    ui.note = Msg("remote.opened", {"ms": f"{ui.ms:.0f}"})
    _persist(app)


def _game_of(text: str) -> str:
    """The game id a message names ("" if none): it picks the stored game."""
    from ..fair import message as fair_message
    gid = fair_message.decode(text).get("g", "")
    return gid if isinstance(gid, str) else "?"


def refuse(app: App, msg: Msg) -> None:
    ui = app.state.remote
    ui.note = msg
    if app.state.player is None:  # no game by link open: say it on the screen, in front
        app.state.guide.leave()
        show_screen(app)
        ui.note = msg
    _screen_note(app, say(msg, app.state.lang))


def choose(app: App, option_id: str) -> None:
    from ..engine import IllegalChoice
    from ..fair import FairError
    ui = app.state.remote
    p = app.state.player
    assert p is not None
    if ui.readonly:
        ui.note = Msg("remote.read_only", {})
        return
    try:
        p.choose(option_id)
    except IllegalChoice:  # not an option now (a stale click): nothing happens
        return
    except FairError as e:  # said in the bar; the game stays as it was
        ui.note = e.msg
        return
    ui.note = None
    _persist(app)
    app.changed()


def undo(app: App) -> None:
    from ..fair import FairError
    if app.state.player is None or app.state.remote.readonly:
        return
    try:
        app.state.player.undo()
    except FairError:
        return
    _persist(app)
    app.changed()


def mounted(app: App) -> None:
    """A link with a message opens it (on load, or in a page already open); else a
    reload reopens the game by link this tab had open (with what storage refused)."""
    ui = app.state.remote
    restored = app.rstore.restore_unsaved()
    if app.rstore.session_damaged:  # said on the page, whatever it opens
        app.state.saves.notice = w("session_damaged", app.state.lang)
    from_link(app)
    gid = tab_game(app)
    if app.state.player is None and gid:
        ui.note = None
        loaded = _load(app, gid)
        if loaded is not None:
            player, rec = loaded
            ui.name = rec.name
            _activate(app, player, rec.rev, rec.seen)
            ui.kept = not app.rstore.in_memory_only(gid)
            for record in restored:
                if record.gid == gid:
                    ui.note = Msg("remote.restored", {"n": record.sent})
        elif ui.note is not None:  # the tab's game is damaged: set aside, said
            app.state.saves.notice = say(ui.note, app.state.lang)


def from_link(app: App) -> None:
    fragment = app.page.fragment()
    if fragment.startswith(FRAGMENT):
        app.page.drop_fragment()
        receive(app, fragment.removeprefix(FRAGMENT))


# --- rendering ----------------------------------------------------------------------


def backup_file(app: App) -> tuple[str, str] | None:
    """The open game's backup as (file name, text): the same text as the screen's box,
    which "Restore a backup" reads."""
    if app.state.player is None:
        return None
    try:
        text = json.dumps(app.state.player.to_json())
    except Exception:
        return None
    return f"wsdv-backup-{app.state.player.game_id[:12]}.txt", text


def message_file(app: App) -> tuple[str, str] | None:
    """The message to send as (file name, text): for messengers that cut long texts."""
    p = app.state.player
    if p is None or not p.outbox:
        return None
    return f"wsdv-message-{p.game_id[:8]}-{len(p.transcript)}.txt", p.outbox


def file_refused(app: App, too_big: bool) -> None:
    refuse(app, Msg("remote.file_too_big" if too_big else "remote.file_unreadable", {}))


def outgoing_link(app: App) -> str | None:
    """The link of the message to send now (None: nothing to send)."""
    p = app.state.player
    return None if p is None or not p.outbox else _link(app, p.outbox)


def _link(app: App, text: str) -> str:
    return f"{app.page.page_address()}{FRAGMENT}{text}"


def _out_label(app: App, p: Player) -> str | None:
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


def ended_html(app: App) -> str:
    """Once the game is over, on every page of it: who won, why (with the rule), and the
    final check's state (not yet checked, checked and fair, or its problems)."""
    from ..words import rules
    from .gameover import reason_text
    from .guide_words import t
    from .rules_ref import go_button
    from .svg import el, esc
    p = app.state.player
    if p is None or p.game is None or p.game.result is None:
        return ""
    r = p.game.result
    result = {"winner": r.winner, "reason": r.reason, "decade": r.decade}
    section = rules.REASON_SECTIONS.get(r.reason, "9.10")
    why = reason_text(result, p.game.view(None, with_outlook=False), app.state.lang)
    return (el("p", el("strong", esc(w("ended", app.state.lang, side=r.winner))) +
               " " + esc(why) + " " +
               go_button(section, t("section", app.state.lang, n=section)),
               class_="remote-ended", id="remote-ended", data_winner=r.winner) +
            check_html(app))


def check_html(app: App) -> str:
    """The final check's state, for the bar and the game-over screen."""
    from .svg import el, esc
    p = app.state.player
    if p is None or p.game is None or p.game.result is None:
        return ""
    if p.verdict is None:
        return el("p", esc(w("check_wait", app.state.lang)), class_="remote-check",
                  data_check="wait")
    if not p.verdict:
        return el("p", esc(w("verified", app.state.lang)), class_="remote-check remote-ok",
                  data_check="fair")
    return el("div", el("p", esc(w("broken_by", app.state.lang, side=p.other))) +
              el("ul", "".join(el("li", esc(say(m, app.state.lang))) for m in p.verdict)),
              class_="remote-check remote-broken", data_check="broken")


def _fingerprint(app: App) -> str | None:
    try:
        fp = app.state.player.fingerprint() if app.state.player is not None else None
    except Exception:
        return None
    return short(str(fp), 40) if fp else None


def _storage_line(app: App) -> str:
    ui = app.state.remote
    if app.state.player is not None and app.rstore.in_page_only(ui.gid):
        return w("memory_only", app.state.lang)
    if ui.too_large:
        return w("too_large", app.state.lang)
    if ui.kept:
        return ""
    return w("full" if app.rstore.store.warning == FULL else "unavailable", app.state.lang)


def paint(app: App) -> None:
    ui = app.state.remote
    page = app.page
    p = app.state.player
    if ui.screen_open:
        if app.painted.get("remote-screen") != ui.screen_drawn:  # opened: drawn anew
            page.replace_html("overlay-remote", _screen_html(app))
            app.painted["remote-screen"] = ui.screen_drawn
        page.set_text("remote-screen-msg", ui.screen_note)
    page.show("overlay-remote", ui.screen_open)
    page.set_data("remoteTries", str(ui.tries))
    title = i18n.t("app_title", app.state.lang)
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
    app.page.set_title(f"{w('tab_turn', app.state.lang)} · {title}" if status == "your_turn"
                       else title)
    app.page.set_icon(status == "your_turn")
    shown = outcome(p)
    out = None
    label = _out_label(app, p) if status in ("send", "unchecked", "over") else None
    if label is not None and p.outbox:
        out = (p.outbox, _link(app, p.outbox), w(label, app.state.lang))
    problems = None
    if p.verdict is not None:
        problems = [say(m, app.state.lang) for m in p.verdict]
    note = say(ui.note, app.state.lang) if ui.note else ""
    if status == "your_turn" and p.blocked() and not ui.note:
        note = w("hidden_wait", app.state.lang)
    fp = _fingerprint(app)
    page_only = app.rstore.in_page_only(ui.gid)
    backup = None
    if page_only:  # nothing keeps it but this page: its backup at once
        try:
            backup = json.dumps(p.to_json())
        except Exception:
            backup = None
    app.page.set_html("remote-bar", remote_html.bar_html(
        p.side, shown, out, note, problems, app.state.lang, fingerprint=fp,
        storage=_storage_line(app), other=p.other, share=app.page.can_share(),
        ended=ended_html(app), backup=backup))
    app.page.guard_leaving(page_only)
    page.show("remote-bar", True)
    page.show("btn-hint", False)  # the computer's advice needs all cards
    page.set_data("remote", status)
    page.set_data("remoteSide", p.side)
    page.set_data("remoteMs", "" if ui.ms is None else f"{ui.ms:.1f}")
    page.set_data("remoteSent", str(len(p.transcript)))
    page.set_data("remoteRev", "" if ui.rev is None else str(ui.rev))
    page.set_data("remoteStored", "page" if page_only else "1" if ui.kept else "memory")
    page.set_data("remoteFp", fp or "")
    page.set_data("remoteVerdict",
                  "" if p.verdict is None else "broken" if p.verdict else "fair")


def show_screen(app: App) -> None:
    """Open the By link screen, drawn anew (its paste box empty) by the next paint."""
    ui = app.state.remote
    ui.screen_open, ui.screen_note = True, ""
    ui.screen_drawn += 1


def _screen_html(app: App) -> str:
    try:
        backup = json.dumps(app.state.player.to_json()) if app.state.player else None
    except Exception:
        backup = None
    rows = app.rstore.games()
    damaged = sum(1 for key in app.rstore.store.damaged()
                  if key.startswith(("wsdv.damaged.remote.", KEY)))
    return remote_html.screen_html(rows, app.state.lang, backup,
                                   fingerprint=_fingerprint(app), damaged=damaged)


def _screen_note(app: App, text: str) -> None:
    app.state.remote.screen_note = text


def restore_backup(app: App) -> None:
    from ..fair import Player
    from .paste import read_box
    ui = app.state.remote
    ui.tries += 1
    try:
        text = read_box(app, "remote-restore-in")
        if text is None:
            _screen_note(app, ui.refusal)
            return
        if len(text) > MAX_RECORD:
            raise Refused("too_long")
        p = Player.from_json(load_backup(text))
        if not valid_id(p.game_id):
            raise Refused("bad_backup")
    except Refused as e:
        _screen_note(app, say(e.msg, app.state.lang))
        return
    except Exception:
        _screen_note(app, w("bad_backup", app.state.lang))
        return
    ui.note = None
    stored = _load(app, p.game_id)
    if stored is not None and stored[1].sent >= len(p.transcript):
        player, rec = stored  # the stored game is as far or further: it is opened
        ui.name = rec.name
        _activate(app, player, rec.rev, rec.seen)
        ui.note = Msg("remote.backup_older", {})
    else:
        ui.name = stored[1].name if stored else time.strftime("%d.%m. %H:%M")
        _activate(app, p, stored[1].rev if stored else None,
                       stored[1].seen if stored else None)
        _persist(app)
    ui.screen_open = False


def copied(app: App, done: bool) -> None:
    """The message's copy (the effect `Copy`) is done, or the browser refused it."""
    app.state.remote.note = Msg("remote.copied" if done else "remote.copy_failed", {})


# --- the verbs of games by link (door.py) ------------------------------------------------------


@on("remote.screen")
def _screen(app: App, _: str | None) -> None:
    show_screen(app)


@on("remote.new")
def _new(app: App, side: str | None) -> None:
    new(app, side if side in ("west", "east") else "west")


@on("remote.copy")
def _copy(app: App, _: str | None) -> Effects:
    return [Copy("remote-link", "remote.copied")]


@on("remote.backup_file")
def _backup_file(app: App, _: str | None) -> Effects:
    saved = backup_file(app)
    return [] if saved is None else [Download(*saved)]


@on("remote.share")
def _share(app: App, _: str | None) -> Effects:
    out = outgoing_link(app)
    if out is None:
        return []
    return [Share(w("share_title", app.state.lang), out)]


@on("remote.save_file")
def _save_file(app: App, _: str | None) -> Effects:
    made = message_file(app)
    return [] if made is None else [ShareFile(*made)]


@on("remote.copied")
def _copied(app: App, done: str | None) -> None:
    copied(app, bool(done))


@on("remote.close")
def _close(app: App, _: str | None) -> None:
    app.state.remote.screen_open = False


@on("remote.restore")
def _restore(app: App, _: str | None) -> None:
    restore_backup(app)


@on("remote.row")
def _row(app: App, gid: str | None) -> None:
    app.state.saves.screen = None  # opened from the Games list too
    open_row(app, gid or "")
