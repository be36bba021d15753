"""The interface's own strings (the chrome: buttons, headings, panel labels, prompt kinds),
read from wsdv/words/ui_en.py, ui_de.py, ui_it.py and ui_pl.py, where the words live.

The game's words (prompt texts, option labels, log lines) are messages the engine hands over
with their arguments; wsdv.words renders them in each language. The names of the game's
things (places, sectors, phases, card titles) live in wsdv.words.names, once per language;
the helpers below read them from there.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

from ..words import LANGS, names
from ..words import ui as ui_words
from ..words.plural import fill_in

LANG_KEY = "wsdv.lang"  # localStorage: the language chosen, for later visits (play.py)

__all__ = ["LANGS", "LANGUAGE_NAMES", "STRINGS", "PROMPT_KINDS", "SECTOR_NAMES", "t", "text",
           "side_name", "place", "sector_name", "phase_name", "prompt_kind", "card_title",
           "missing_keys", "next_lang"]
LANGUAGE_NAMES = ui_words.LANGUAGE_NAMES

STRINGS: Mapping[str, dict[str, str]] = ui_words.table("chrome")
PROMPT_KINDS: Mapping[str, dict[str, str]] = ui_words.table("prompt_kinds")
SECTOR_NAMES: Mapping[str, dict[str, str]] = ui_words.table("sectors")


def text(strings: Mapping[str, dict[str, str]], key: str, lang: str = "en", **fmt: object) -> str:
    """The one lookup of the interface's words: ``key`` of a table of wsdv/words/ui.py in
    ``lang`` (where the language lacks it, English, then the key itself), its fields filled
    in by the language's rules, plurals included. Each part of the page has its ``t`` over
    its own table (the chrome's below; guide_words, saves_html, advice_html)."""
    table = strings.get(lang) or strings["en"]
    found = table.get(key) or strings["en"].get(key) or key
    return fill_in(lang, found, **fmt) if fmt else found


t = partial(text, STRINGS)  # t(key, lang, **fields): the chrome's words


def side_name(side: str | None, lang: str) -> str:
    return names.side(side, lang) if side in ("west", "east") else ""


def place(name: str, lang: str) -> str:
    """A province, city or region name in the UI language."""
    return names.place(name, lang)


def sector_name(sector: str, lang: str) -> str:
    return names.sector(sector, lang)


def phase_name(phase: int, lang: str) -> str:
    return names.phase(phase, lang) if phase in names.PHASES["en"] else ""


def prompt_kind(kind: str, lang: str) -> str:
    return PROMPT_KINDS.get(lang, PROMPT_KINDS["en"]).get(kind, kind.replace("_", " "))


def card_title(card_id: str, lang: str) -> str:
    return names.card_title(card_id, lang)


def missing_keys() -> dict[str, set[str]]:
    """Per language, the keys English has and it lacks (empty when complete)."""
    return {lang: set(STRINGS["en"]) - set(STRINGS[lang]) for lang in LANGS if lang != "en"}


def next_lang(lang: str) -> str:
    """The language after `lang` in LANGS (the top bar's language button goes round them)."""
    return LANGS[(LANGS.index(lang) + 1) % len(LANGS)] if lang in LANGS else LANGS[0]
