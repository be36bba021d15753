"""HTML of the saves screens (pure strings, no DOM): the games list with continue, rename and
delete, the new-game dialog, export (save string, share link), import, the replay bar and
the storage warning.

Names, save strings and messages are data: every one goes through ``esc`` (they render as
text, never as markup).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..words import m, render
from . import i18n, remote_html
from .cards import ROMAN
from .storage import NAME_MAX, GameRecord
from .svg import el, esc

if TYPE_CHECKING:
    from .replay import Replay

LEVELS = ("easy", "normal", "hard")

STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "games": "Games", "games_title": "Your games", "continue": "Continue",
        "rename": "Rename", "delete": "Delete", "save": "Save", "cancel": "Cancel",
        "close": "Close", "new_game": "New game", "import": "Import", "export": "Export",
        "replay": "Replay", "no_games": "No saved games yet.",
        "confirm_delete": "Delete “{name}”? This cannot be undone.",
        "damaged": "Damaged saved entries that could not be read and were skipped: {n}.",
        "hotseat": "Hot seat", "vs_computer": "You: {side} · computer: {level}",
        "decade": "Decade {d}", "wins": "{side} won", "last_played": "last played {when}",
        "current": "open now", "name": "Name", "mode": "Players",
        "mode_hotseat": "Two players, one device (hot seat)",
        "mode_computer": "Against the computer", "your_side": "You play",
        "level": "Computer level", "start": "Start", "game_name": "Game {n}",
        "level_easy": "easy", "level_normal": "normal", "level_hard": "hard",
        "export_title": "Export this game",
        "export_text": "The save string holds the whole game. Copy it to keep the game or "
                       "send it to your opponent (correspondence play: each side imports the "
                       "other's string, plays, and sends it back).",
        "save_string": "Save string", "share_link": "Share link", "copy": "Copy",
        "copy_link": "Copy link", "copied": "Copied.",
        "copy_failed": "Copying is not allowed here: select the text and copy it.",
        "link_note": "The game travels in the link's #fragment, which is never sent to a "
                     "server.",
        "import_title": "Import a game",
        "import_text": "Paste a save string or a share link. It is checked before anything "
                       "is stored.",
        "imported_new": "Imported as a new game.",
        "imported_updated": "This is a later position of “{name}”: that game was updated.",
        "imported_existing": "You already have this game: “{name}”.",
        "replay_title": "Replay", "replay_start": "Start", "replay_end": "End",
        "replay_prev": "Previous choice", "replay_next": "Next choice",
        "replay_prev_decade": "Previous decade", "replay_next_decade": "Next decade",
        "replay_exit": "Back to the game", "replay_step": "Choice {n} of {total}",
        "replay_at_start": "The start of the game (set-up done).",
        "replay_choice": "{side} chose: {label}",
        "storage_full": "The browser's storage is full: this game is kept only in this tab. "
                        "Export it to keep it.",
        "storage_unavailable": "The browser's storage is unavailable: games are kept only in "
                               "this tab. Export a game to keep it.",
        "open_failed": "This game cannot be opened: {error}",
        "link_failed": "The link's game cannot be opened: {error}",
        "imported_name": "Imported game",
    },
    "de": {
        "games": "Partien", "games_title": "Deine Partien", "continue": "Fortsetzen",
        "rename": "Umbenennen", "delete": "Löschen", "save": "Speichern",
        "cancel": "Abbrechen", "close": "Schließen", "new_game": "Neues Spiel",
        "import": "Importieren", "export": "Exportieren", "replay": "Wiederholung",
        "no_games": "Noch keine gespeicherten Partien.",
        "confirm_delete": "„{name}“ löschen? Das lässt sich nicht rückgängig machen.",
        "damaged": "Beschädigte gespeicherte Einträge, die nicht gelesen werden konnten und "
                   "übersprungen wurden: {n}.",
        "hotseat": "An einem Gerät", "vs_computer": "Du: {side} · Computer: {level}",
        "decade": "Jahrzehnt {d}", "wins": "{side} hat gewonnen",
        "last_played": "zuletzt gespielt {when}", "current": "gerade offen", "name": "Name",
        "mode": "Spieler", "mode_hotseat": "Zwei Spieler an einem Gerät",
        "mode_computer": "Gegen den Computer", "your_side": "Du spielst",
        "level": "Stärke des Computers", "start": "Starten", "game_name": "Partie {n}",
        "level_easy": "leicht", "level_normal": "normal", "level_hard": "schwer",
        "export_title": "Diese Partie exportieren",
        "export_text": "Der Spielstand-Text enthält die ganze Partie. Kopiere ihn, um die "
                       "Partie aufzuheben oder sie deinem Gegner zu schicken (Fernpartie: "
                       "jede Seite importiert den Text der anderen, spielt und schickt ihn "
                       "zurück).",
        "save_string": "Spielstand-Text", "share_link": "Link zum Teilen", "copy": "Kopieren",
        "copy_link": "Link kopieren", "copied": "Kopiert.",
        "copy_failed": "Kopieren ist hier nicht erlaubt: Text markieren und kopieren.",
        "link_note": "Die Partie steckt im #Fragment des Links, das nie an einen Server "
                     "geschickt wird.",
        "import_title": "Eine Partie importieren",
        "import_text": "Spielstand-Text oder Link einfügen. Er wird geprüft, bevor etwas "
                       "gespeichert wird.",
        "imported_new": "Als neue Partie importiert.",
        "imported_updated": "Das ist ein späterer Stand von „{name}“: die Partie wurde "
                            "aktualisiert.",
        "imported_existing": "Diese Partie hast du schon: „{name}“.",
        "replay_title": "Wiederholung", "replay_start": "Anfang", "replay_end": "Ende",
        "replay_prev": "Vorige Entscheidung", "replay_next": "Nächste Entscheidung",
        "replay_prev_decade": "Voriges Jahrzehnt", "replay_next_decade": "Nächstes Jahrzehnt",
        "replay_exit": "Zurück zur Partie", "replay_step": "Entscheidung {n} von {total}",
        "replay_at_start": "Der Anfang der Partie (Aufbau erledigt).",
        "replay_choice": "{side} wählte: {label}",
        "storage_full": "Der Speicher des Browsers ist voll: diese Partie gibt es nur in "
                        "diesem Tab. Exportiere sie, um sie zu behalten.",
        "storage_unavailable": "Der Speicher des Browsers ist nicht verfügbar: Partien gibt "
                               "es nur in diesem Tab. Exportiere eine Partie, um sie zu "
                               "behalten.",
        "open_failed": "Diese Partie lässt sich nicht öffnen: {error}",
        "link_failed": "Die Partie des Links lässt sich nicht öffnen: {error}",
        "imported_name": "Importierte Partie",
    },
}


def t(key: str, lang: str, **fmt: object) -> str:
    text = STRINGS.get(lang, STRINGS["en"]).get(key) or STRINGS["en"][key]
    return text.format(**fmt) if fmt else text


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
               deleting: str | None = None, damaged: int = 0, warning: str = "") -> str:
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
        el("p", esc(t("no_games", lang)), id="games-empty")
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
                     el("label", esc(t("your_side", lang)) + el("select", sides, id="new-side")) +
                     el("label", esc(t("level", lang)) + el("select", levels, id="new-level")))
    buttons = el("div", button(t("start", lang), id="new-start", class_="primary") +
                 button(t("cancel", lang), id="new-cancel"), class_="buttons")
    return card(t("new_game", lang), el("div", fields, class_="fields") + buttons, "new-card")


def export_html(save: str, link: str, lang: str) -> str:
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
        el("p", "", id="export-msg", role="status")
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
