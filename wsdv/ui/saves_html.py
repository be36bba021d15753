"""HTML of the saves screens (pure strings, no DOM): the games list with continue, rename and
delete, the new-game dialog, export (save string, share link), import, the replay bar and
the storage warning.

Names, save strings and messages are data: every one goes through ``esc`` (they render as
text, never as markup).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING

from ..words import m, render
from ..words import ui as ui_words
from . import i18n, remote_html
from .cards import ROMAN
from .storage import NAME_MAX, GameRecord
from .svg import el, esc

if TYPE_CHECKING:
    from .replay import Replay

LEVELS = ("easy", "normal", "hard")

STRINGS: Mapping[str, dict[str, str]] = ui_words.table("saves")


t = partial(i18n.text, STRINGS)  # t(key, lang, **fields) (i18n.text)


def button(label: str, **kw: object) -> str:
    return el("button", esc(label), type="button", **kw)


def card(title: str, body: str, card_id: str) -> str:
    return el("div", el("h2", esc(title), id=f"{card_id}-title") + body, class_="savecard",
              id=card_id, role="dialog", aria_modal="true", aria_labelledby=f"{card_id}-title")


# ----------------------------------------------------------------------------- games list


def mode_text(record: GameRecord, lang: str) -> str:
    if record.mode == "computer":
        return t("vs_computer", lang, side=i18n.side_name(record.human, lang),
                 level=t(f"level_{record.level}", lang) if record.level in LEVELS
                 else record.level)
    return t("hotseat", lang)


def state_text(record: GameRecord, lang: str) -> str:
    if record.result:
        return t("wins", lang, side=i18n.side_name(record.result.split(":")[0], lang))
    return t("decade", lang, d=ROMAN.get(record.decade, "–"))


def game_row(record: GameRecord, lang: str, when: Callable[[float], str], current: str | None,
             editing: str | None, deleting: str | None) -> str:
    rid = record.id
    meta = " · ".join([mode_text(record, lang), state_text(record, lang),
                       t("last_played", lang, when=when(record.updated))])
    if rid == editing:
        head = el("input", "", class_="rename-input", value=record.name, maxlength=NAME_MAX,
                  aria_label=t("name", lang), data_game=rid)
        buttons = (button(t("save", lang), data_game_rename_ok=rid, class_="primary") +
                   button(t("cancel", lang), data_game_cancel=rid))
    elif rid == deleting:
        head = el("span", esc(t("confirm_delete", lang, name=record.name)), role="alert",
                  class_="confirm")
        buttons = (button(t("delete", lang), data_game_delete_ok=rid, class_="danger") +
                   button(t("cancel", lang), data_game_cancel=rid))
    else:
        head = el("span", esc(record.name), class_="game-name")
        buttons = (button(t("continue", lang), data_game_open=rid, class_="primary") +
                   button(t("replay", lang), data_game_replay=rid) +
                   button(t("export", lang), data_game_export=rid) +
                   button(t("rename", lang), data_game_rename=rid) +
                   button(t("delete", lang), data_game_delete=rid))
    now = el("span", esc(t("current", lang)), class_="badge") if rid == current else ""
    return el("li", el("div", head + now, class_="game-head") +
              el("div", esc(meta), class_="game-meta") + el("div", buttons, class_="buttons"),
              class_="game-row", data_game=rid)


def games_html(records: list[GameRecord], lang: str, when: Callable[[float], str],
               current: str | None = None, editing: str | None = None,
               deleting: str | None = None, damaged: int = 0, warning: str = "",
               by_link: str = "") -> str:
    """The games list; ``by_link``: the rows of the games by link (remote_html.list_rows),
    listed after the others."""
    top = el("div", button(t("new_game", lang), id="games-new", class_="primary") +
             button(t("import", lang), id="games-import") +
             button(t("close", lang), id="games-close"), class_="buttons")
    notes = warning_html(warning, lang)
    if damaged:
        notes += el("p", esc(t("damaged", lang, n=damaged)) + " " +
                    button(say("page.damaged_export", lang), id="games-damaged-show") + " " +
                    button(say("page.damaged_delete", lang), id="games-damaged-delete"),
                    class_="note", id="games-damaged")
    rows = "".join(game_row(r, lang, when, current, editing, deleting) for r in records)
    body = el("ul", rows, id="games-list") if records else \
        "" if by_link else el("p", esc(t("no_games", lang)), id="games-empty")
    if by_link:
        body += el("ul", by_link, id="games-by-link")
    return card(t("games_title", lang), notes + top + body, "games-card")


def say(key: str, lang: str, **args: object) -> str:
    """One of the page's messages (wsdv/words, "page.*" keys)."""
    return render(m(key, **args), lang)


def damaged_html(entries: dict[str, str], lang: str) -> str:
    """The damaged entries set aside, as raw text to copy (JSON: key -> stored text)."""
    text = json.dumps(entries, ensure_ascii=False, indent=1)
    body = (el("p", esc(say("page.damaged_text", lang))) +
            el("textarea", esc(text), id="damaged-text", readonly=True, rows="8",
               spellcheck="false") +
            el("div", button(t("copy", lang), id="damaged-copy") +
               button(say("page.damaged_delete", lang), id="games-damaged-delete") +
               button(t("close", lang), id="damaged-close"), class_="buttons"))
    return card(say("page.damaged_title", lang), body, "damaged-card")


def warning_html(warning: str, lang: str) -> str:
    """The storage warning (``Store.warning``: "full", "unavailable" or empty)."""
    if not warning:
        return ""
    return el("p", esc(t(f"storage_{warning}", lang)), class_="storage-warning", role="alert")


# ----------------------------------------------------------------------------- dialogs


def new_game_html(lang: str, default_name: str, ai: bool) -> str:
    def radio(value: str, label: str, checked: bool) -> str:
        return el("label", el("input", "", type="radio", name="new-mode", value=value,
                              checked=checked) + " " + esc(label))

    fields = el("label", esc(t("name", lang)) + el("input", "", id="new-name",
                                                   value=default_name, maxlength=NAME_MAX))
    if ai:
        sides = "".join(el("option", esc(i18n.side_name(s, lang)), value=s,
                           selected=s == "west") for s in ("east", "west"))
        levels = "".join(el("option", esc(t(f"level_{lv}", lang)), value=lv,
                            selected=lv == "normal") for lv in LEVELS)
        fields += el("fieldset", el("legend", esc(t("mode", lang))) +
                     radio("computer", t("mode_computer", lang), True) +
                     radio("hotseat", t("mode_hotseat", lang), False) +
                     radio("remote", remote_html.w("title", lang), False) +
                     el("label", esc(t("your_side", lang)) + el("select", sides, id="new-side"),
                        class_="new-side-field") +
                     el("label", esc(t("level", lang)) + el("select", levels, id="new-level"),
                        class_="new-level-field"))
    buttons = el("div", button(t("start", lang), id="new-start", class_="primary") +
                 button(t("cancel", lang), id="new-cancel"), class_="buttons")
    return card(t("new_game", lang), el("div", fields, class_="fields") + buttons, "new-card")


def export_html(save: str, link: str, lang: str, copied: str = "") -> str:
    """The export dialog; ``copied``: the copy's outcome ("copied", "copy_failed"), if tried."""
    body = (
        el("p", esc(t("export_text", lang))) +
        el("label", esc(t("save_string", lang)) +
           el("textarea", esc(save), id="export-text", readonly=True, rows=4,
              spellcheck="false")) +
        el("div", button(t("copy", lang), id="export-copy", class_="primary"), class_="buttons")
        + el("label", esc(t("share_link", lang)) +
             el("input", "", id="export-link", value=link, readonly=True)) +
        el("p", esc(t("link_note", lang)), class_="note") +
        el("div", button(t("copy_link", lang), id="export-copy-link") +
           button(t("close", lang), id="export-close"), class_="buttons") +
        el("p", esc(t(copied, lang)) if copied else "", id="export-msg", role="status")
    )
    return card(t("export_title", lang), body, "export-card")


def import_html(lang: str, text: str = "", message: str = "", ok: bool = False) -> str:
    body = (
        el("p", esc(t("import_text", lang))) +
        el("textarea", esc(text), id="import-text", rows=5, spellcheck="false",
           aria_label=t("save_string", lang)) +
        el("p", esc(message), id="import-msg", role="alert",
           class_="ok" if ok else "error" if message else None) +
        el("div", button(t("import", lang), id="import-ok", class_="primary") +
           button(t("cancel", lang), id="import-cancel"), class_="buttons")
    )
    return card(t("import_title", lang), body, "import-card")


# ----------------------------------------------------------------------------- replay


def replay_html(replay: Replay, lang: str) -> str:
    """The replay controls shown instead of the prompt; the board shows the replayed step."""
    step = replay.last_step()
    if step is None:
        what = t("replay_at_start", lang)
    else:
        what = t("replay_choice", lang, side=i18n.side_name(step.side, lang),
                 label=step.label(lang))
    controls = [("replay-start", "|◀", "replay_start"),
                ("replay-prev-decade", "◀◀", "replay_prev_decade"),
                ("replay-prev", "◀", "replay_prev"), ("replay-next", "▶", "replay_next"),
                ("replay-next-decade", "▶▶", "replay_next_decade"),
                ("replay-end", "▶|", "replay_end")]
    at_end = {"start": replay.pos == 0, "prev": replay.pos == 0,
              "next": replay.pos == replay.total, "end": replay.pos == replay.total}
    bar = "".join(button(symbol, id=bid, title=t(key, lang), aria_label=t(key, lang),
                         disabled=at_end[bid.split("-")[1]])
                  for bid, symbol, key in controls)
    position = t("replay_step", lang, n=replay.pos, total=replay.total) + " · " + \
        t("decade", lang, d=ROMAN.get(replay.decade, replay.decade))
    slider = el("input", "", type="range", id="replay-range", min=0, max=replay.total,
                value=replay.pos, aria_label=t("replay_title", lang))
    return el("div", el("h2", esc(t("replay_title", lang))) +
              el("p", esc(position), id="replay-pos", data_pos=replay.pos,
                 data_total=replay.total) +
              el("p", esc(what), id="replay-what") + slider +
              el("div", bar, class_="buttons replay-bar") +
              el("div", button(t("replay_exit", lang), id="replay-exit", class_="primary"),
                 class_="buttons"),
              id="replay-panel")
