"""HTML of the "play a friend by link" mode (pure strings, no DOM): the screen with the
games by link, a new game and the paste box, and the bar above the prompt with the message
to send or the box for the friend's answer."""

from __future__ import annotations

from typing import Any

from ..words import Msg, render
from .svg import el, esc


def w(key: str, lang: str, **args: Any) -> str:
    return render(Msg(f"remote.{key}", args), lang)


def _button(label: str, **kw: Any) -> str:
    return el("button", esc(label), type="button", **kw)


def paste_box(lang: str) -> str:
    return (el("label", esc(w("paste", lang)) +
               el("textarea", "", id="remote-in", rows=3, spellcheck="false")) +
            el("div", _button(w("receive", lang), id="remote-open", class_="primary"),
               class_="buttons"))


def out_box(text: str, link: str, label: str, lang: str) -> str:
    return (el("p", esc(label), class_="remote-label") +
            el("textarea", esc(text), id="remote-out", readonly=True, rows=3,
               spellcheck="false") +
            el("label", esc(w("link", lang)) +
               el("input", "", id="remote-link", value=link, readonly=True)) +
            el("div", _button(w("copy", lang), id="remote-copy", class_="primary"),
               class_="buttons"))


def status_text(status: str, lang: str) -> str:
    return w({"your_turn": "your_turn", "send": "send", "unchecked": "unchecked",
              "over": "over"}.get(status, "waiting"),
             lang)


def screen_html(rows: list[dict[str, Any]], lang: str, backup: str | None) -> str:
    games = "".join(
        el("li", esc(w("row", lang, name=r["name"], side=r["side"],
                       status=status_text(r["status"], lang))) + " " +
           _button(w("open", lang), class_="remote-row", data_remote=r["id"]))
        for r in rows) or el("li", esc(w("none", lang)))
    new = "".join(_button(w("new", lang, side=side), id=f"remote-new-{side}")
                  for side in ("west", "east"))
    body = (el("p", esc(w("intro", lang))) + el("div", new, class_="buttons") +
            paste_box(lang) + el("h3", esc(w("games", lang))) +
            el("ul", games, id="remote-games"))
    if backup is not None:
        body += el("label", esc(w("backup", lang)) +
                   el("textarea", esc(backup), id="remote-backup", readonly=True, rows=2,
                      spellcheck="false"))
    body += (el("label", esc(w("restore", lang)) +
                el("textarea", "", id="remote-restore-in", rows=2, spellcheck="false")) +
             el("div", _button(w("restore", lang), id="remote-restore") +
                _button(w("close", lang), id="remote-close"), class_="buttons") +
             el("p", "", id="remote-screen-msg", role="status"))
    return el("div", el("h2", esc(w("title", lang))) + body, class_="savecard",
              id="remote-card", role="dialog", aria_modal="true")


def bar_html(side: str, status: str, out: tuple[str, str, str] | None, note: str,
             problems: list[str] | None, lang: str) -> str:
    """The bar of an open game by link: whose turn, the message to send, the answer box."""
    parts = [el("p", esc(w("status_line", lang, side=side, status=status_text(status, lang))),
                class_="remote-status")]
    if out is not None:
        parts.append(out_box(out[0], out[1], out[2], lang))
    if status == "send":
        parts.append(paste_box(lang))
    if problems is not None:
        if problems:
            parts.append(el("p", esc(w("cheated", lang))) +
                         el("ul", "".join(el("li", esc(p)) for p in problems)))
        else:
            parts.append(el("p", esc(w("verified", lang)), class_="remote-ok"))
    parts.append(el("p", esc(note), id="remote-msg", role="status"))
    return "".join(parts)
