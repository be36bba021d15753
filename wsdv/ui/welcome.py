"""The first screen's HTML (pure strings): continue the last game, play against the computer
(the default: side and level, each level with whom it is for and what it means), two players
at one screen, a friend by link, load a save string, how to play (and the guided first turn
again: tour.py), and the language."""

from __future__ import annotations

from ..words import m, render
from . import i18n
from .guide_words import t
from .remote_html import w as remote_word
from .saves_html import LEVELS, mode_text, state_text
from .storage import GameRecord
from .svg import el, esc
from .tour_html import again_html
from .tour_html import t as tour_t

SIDES = ("west", "east")


def _radio(name: str, value: str, label: str, note: str, checked: bool, who: str = "") -> str:
    """A radio choice; ``who``: whom it is for (the levels), before its note."""
    return el("label", el("input", "", type="radio", name=name, value=value, checked=checked) +
              el("span", esc(label), class_="choice-name") +
              (el("span", esc(who), class_="choice-who") if who else "") +
              el("span", esc(note), class_="choice-note"), class_="choice")


def _continue(record: GameRecord | None, lang: str) -> str:
    if record is None:
        return ""
    meta = f"{record.name} · {mode_text(record, lang)} · {state_text(record, lang)}"
    return el("section", el("button", esc(t("continue", lang)), type="button",
                            id="welcome-continue", class_="big primary") +
              el("p", esc(meta), class_="choice-note", id="welcome-last"),
              class_="w-block w-continue")


def _computer(lang: str, side: str, level: str, primary: bool) -> str:
    sides = "".join(_radio("welcome-side", s, i18n.side_name(s, lang),
                           t(f"side_{s}_note", lang), s == side) for s in SIDES)
    levels = "".join(_radio("welcome-level", lv, t(f"level_{lv}", lang),
                            render(m(f"level.{lv}.desc"), lang), lv == level,
                            tour_t(f"level_{lv}_who", lang)) for lv in LEVELS)
    return el("section",
              el("h2", esc(t("vs_computer", lang))) +
              el("p", esc(t("vs_computer_note", lang)), class_="choice-note") +
              el("div", el("fieldset", el("legend", esc(t("your_side", lang))) + sides) +
                 el("fieldset", el("legend", esc(t("level", lang))) + levels),
                 class_="w-options") +
              el("button", esc(t("start_computer", lang)), type="button",
                 id="welcome-computer", class_="big primary" if primary else "big"),
              class_="w-block w-computer")


def _small_block(title: str, note: str, button: str) -> str:
    return el("section", el("h2", esc(title)) + el("p", esc(note), class_="choice-note") +
              button, class_="w-block")


def welcome_html(lang: str, last: GameRecord | None, ai: bool, load_text: str = "",
                 load_error: str = "", side: str = "west", level: str = "normal",
                 tour: str = "offer") -> str:
    """`last`: the game to continue (None: none stored); `ai`: the computer can play;
    `tour`: "offer" the guided first turn again, "asked" (its note shows) or "" (a first
    visit: it comes anyway)."""
    langs = "".join(el("button", i18n.LANGUAGE_NAMES[code], type="button",
                       class_="w-lang" + (" on" if code == lang else ""),
                       data_lang=code, lang=code, aria_pressed="true" if code == lang
                       else "false") for code in i18n.LANGS)
    head = el("header", el("h1", esc(i18n.t("app_title", lang)), id="welcome-title") +
              el("div", langs, class_="w-langs", role="group", aria_label=t("language", lang)) +
              el("p", esc(t("tagline", lang)), class_="w-tagline"))
    hotseat = _small_block(t("hotseat", lang), t("hotseat_note", lang),
                           el("button", esc(t("hotseat", lang)), type="button",
                              id="welcome-hotseat"))
    friend = _small_block(remote_word("title", lang), remote_word("first_note", lang),
                          el("button", esc(remote_word("title", lang)), type="button",
                             id="welcome-remote", data_act="welcome.remote"))
    load = _small_block(
        t("load", lang), t("load_note", lang),
        el("textarea", esc(load_text), id="welcome-save", rows=2, spellcheck="false",
           aria_label=t("load", lang)) +
        el("p", esc(load_error), id="welcome-load-msg", role="alert",
           class_="error" if load_error else None) +
        el("button", esc(t("load_button", lang)), type="button", id="welcome-load"))
    rules = _small_block(t("how_to_play", lang), t("how_note", lang),
                         el("div", el("button", esc(t("how_to_play", lang)), type="button",
                                      id="welcome-rules") +
                            (again_html(lang, tour == "asked") if tour else ""),
                            class_="w-how"))
    first = _continue(last, lang)
    body = first + (_computer(lang, side, level, primary=not first) if ai else "") + \
        el("div", hotseat + friend + load + rules, class_="w-more")
    return el("div", head + body, class_="guidecard welcomecard", role="dialog",
              aria_modal="true", aria_labelledby="welcome-title", lang=lang)
