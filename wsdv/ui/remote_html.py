"""HTML of the "play a friend by link" mode (pure strings, no DOM): the screen with the
games by link, a new game and the paste box, and the bar above the prompt with the message
to send or the box for the friend's answer."""

from __future__ import annotations

from typing import Any

from ..words import Msg, render
from .storage import short
from .svg import el, esc

NOTE_MAX = 300  # characters of a note shown to the player
ARG_MAX = 60  # characters of one argument of a refusal (a message may carry anything)


def w(key: str, lang: str, **args: Any) -> str:
    return render(Msg(f"remote.{key}", args), lang)


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


def _button(label: str, **kw: Any) -> str:
    return el("button", esc(label), type="button", **kw)


# Telegram cuts a message at 4,096 characters, and other messengers and SMS carry less: a
# longer message is offered as a file too.
MESSENGER_LIMIT = 4_096
FILE_LIMIT = 100_000  # bytes: a message file larger than this is refused before it is read


def paste_box(lang: str, where: str = "") -> str:
    """The box for the friend's message: one per place (the bar's ``remote-in`` and the
    screen's ``remote-screen-in``), each with its own button, and a message file to open
    (``remote-file``; dropping it on the page does the same)."""
    return (el("label", esc(w("paste", lang)) +
               el("textarea", "", id=f"remote{where}-in", rows=3, spellcheck="false")) +
            el("div", _button(w("receive", lang), id=f"remote{where}-open",
                              class_="primary"), class_="buttons") +
            el("label", esc(w("open_file", lang)) +
               el("input", "", type="file", id=f"remote{where}-file", class_="remote-file",
                  accept=".txt,text/plain"), class_="remote-file-label"))


def fingerprint_html(fingerprint: str | None, lang: str) -> str:
    """The key fingerprint and what to do with it (before the acceptance: when it comes)."""
    if not fingerprint:
        return el("p", esc(w("fingerprint_wait", lang)), class_="remote-fp")
    digits = fingerprint.replace(" ", "\u00a0")  # the groups stay on one line
    return el("p", el("strong", esc(w("fingerprint", lang, fp=digits)),
                      class_="remote-fp-digits") + " " +
              esc(w("fingerprint_hint", lang)), class_="remote-fp")


def out_box(text: str, link: str, label: str, lang: str, share: bool = False) -> str:
    """The message to send: the link first (Copy copies it; Share hands it to the device's
    share sheet where the browser has one), the message's text for those who want it."""
    buttons = _button(w("copy_link", lang), id="remote-copy", class_="primary")
    if share:
        buttons += _button(w("share", lang), id="remote-share", data_act="remote.share")
    long = ""
    if len(link) > MESSENGER_LIMIT:
        buttons += _button(w("save_file", lang), id="remote-save-file",
                           data_act="remote.save_file")
        long = el("p", esc(w("long", lang, n=len(link))), class_="remote-long")
    return (el("p", esc(label), class_="remote-label") +
            el("label", esc(w("link", lang)) +
               el("input", "", id="remote-link", value=link, readonly=True)) +
            el("div", buttons, class_="buttons") + long +
            el("textarea", esc(text), id="remote-out", readonly=True, rows=3,
               spellcheck="false", aria_label=label))


def status_text(status: str, lang: str) -> str:
    return w({"your_turn": "your_turn", "send": "send", "unchecked": "unchecked",
              "over": "over", "broken": "broken"}.get(status, "waiting"),
             lang)


def screen_html(rows: list[Any], lang: str, backup: str | None,
                fingerprint: str | None = None, damaged: int = 0) -> str:
    """The By link screen: ``rows`` are remote_store.RemoteRecord; ``backup`` and
    ``fingerprint`` are the open game's (None: no game by link open); ``damaged`` counts the
    games by link set aside."""
    games = "".join(
        el("li", esc(w("row", lang, name=r.name, side=r.side,
                       status=status_text(r.status, lang))) + " " +
           _button(w("open", lang), class_="remote-row", data_remote=r.gid),
           class_=f"remote-{r.status}")
        for r in rows) or el("li", esc(w("none", lang)))
    new = "".join(_button(w("new", lang, side=side), id=f"remote-new-{side}")
                  for side in ("west", "east"))
    body = (el("p", esc(w("intro", lang))) + el("div", new, class_="buttons") +
            paste_box(lang, "-screen") + el("h3", esc(w("games", lang))) +
            el("ul", games, id="remote-games"))
    if damaged:
        body += el("p", esc(w("damaged_listed", lang, n=damaged)), class_="note",
                   id="remote-damaged")
    if backup is not None:
        body += fingerprint_html(fingerprint, lang)
        body += (el("p", esc(w("backup_why", lang)), class_="note", id="remote-backup-why") +
                 el("div", _button(w("backup_file", lang), id="remote-backup-file",
                                   data_act="remote.backup_file"), class_="buttons") +
                 el("details", el("summary", esc(w("backup", lang))) +
                    el("textarea", esc(backup), id="remote-backup", readonly=True, rows=2,
                       spellcheck="false", aria_label=w("backup", lang))))
    body += (el("label", esc(w("restore", lang)) +
                el("textarea", "", id="remote-restore-in", rows=2, spellcheck="false")) +
             el("div", _button(w("restore", lang), id="remote-restore") +
                _button(w("close", lang), id="remote-close"), class_="buttons"))
    # what the screen says (a refused link, a restored backup) comes first, in view
    said = el("p", "", id="remote-screen-msg", role="status")
    return el("div", el("h2", esc(w("title", lang)), id="remote-card-title") + said + body,
              class_="savecard", id="remote-card", role="dialog", aria_modal="true",
              aria_labelledby="remote-card-title")


def list_rows(rows: list[Any], lang: str, when: Any, current: str = "") -> str:
    """The games by link in the Games list: marked as such, with whose turn it is; Open
    opens the game (remote.row). ``rows`` are remote_store.RemoteRecord."""
    state = {"your_turn": "list_turn", "send": "list_wait"}
    out = ""
    for r in rows:
        now = el("span", esc(w("listed", lang)), class_="badge badge-link")
        meta = w(state.get(r.status, "list_over"), lang) + " · " + when(r.updated * 1000)
        out += el("li", el("div", el("span", esc(r.name), class_="game-name") + now,
                           class_="game-head") +
                  el("div", esc(meta), class_="game-meta") +
                  el("div", _button(w("open", lang), class_="remote-row primary",
                                    data_remote=r.gid), class_="buttons"),
                  class_="game-row game-by-link" + (" current" if r.gid == current else ""),
                  data_link=r.gid, data_status=r.status)
    return out


def bar_html(side: str, status: str, out: tuple[str, str, str] | None, note: str,
             problems: list[str] | None, lang: str, fingerprint: str | None = None,
             storage: str = "", other: str = "", share: bool = False, ended: str = "",
             backup: str | None = None) -> str:
    """The bar of an open game by link: whose turn (or, ``ended``: who won, why, and the
    check's state; else the verdict), the message to send, the answer box, the key
    fingerprint, and a line when storage could not keep the game."""
    parts = [el("p", esc(w("status_line", lang, side=side, status=status_text(status, lang))),
                class_=f"remote-status remote-{status}")]
    if ended:  # the game is over: who won, why, and the check's state (it replaces below)
        parts.append(ended)
        problems = None
    if storage:
        parts.append(el("p", esc(storage), class_="storage-warning", id="remote-storage",
                        role="alert"))
    if backup is not None:  # only this page holds the game: its backup, file and string
        parts.append(el("div", _button(w("backup_file", lang), id="remote-bar-backup-file",
                                       data_act="remote.backup_file"), class_="buttons") +
                     el("label", esc(w("backup", lang)) +
                        el("textarea", esc(backup), id="remote-bar-backup", readonly=True,
                           rows=2, spellcheck="false")))
    if out is not None:
        parts.append(out_box(out[0], out[1], out[2], lang, share))
    if status in ("send", "unchecked"):
        parts.append(paste_box(lang))
    if problems is not None:
        if problems:
            parts.append(el("div", el("p", esc(w("broken_by", lang, side=other))) +
                            el("ul", "".join(el("li", esc(p)) for p in problems)),
                            class_="remote-broken", role="alert"))
        else:
            parts.append(el("p", esc(w("verified", lang)), class_="remote-ok"))
    parts.append(fingerprint_html(fingerprint, lang))
    parts.append(el("p", esc(note), id="remote-msg", role="status"))
    return "".join(parts)


def waiting_html(lang: str) -> str:
    """The prompt while the friend must answer this player's message first (the engine's
    prompt names this player's side, but the friend's message comes first): the top bar's
    words instead of "West decides", then send your message."""
    return el("div", esc(w("top_waiting", lang)), class_="who who-waiting") + \
        el("p", esc(w("send", lang)), class_="ptext", id="remote-waiting")
