"""The interface's own words (buttons, headings, screens), one table per part of the page and
one file per language (ui_en.py, ui_de.py, ui_it.py, ui_pl.py). The game's words are
messages (en.py, de.py, it.py, pl.py)."""

from __future__ import annotations

from collections.abc import Mapping

from .by_lang import ByLang


def _tables(lang: str) -> dict[str, dict[str, str]]:
    if lang == "de":
        from . import ui_de
        return ui_de.TABLES
    if lang == "it":
        from . import ui_it
        return ui_it.TABLES
    if lang == "pl":
        from . import ui_pl
        return ui_pl.TABLES
    from . import ui_en
    return ui_en.TABLES


# each language's module imported when its words are first needed (by_lang.py)
BY_LANG: Mapping[str, dict[str, dict[str, str]]] = ByLang(_tables)

# Each language by its own name, for the language chooser.
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English", "de": "Deutsch", "it": "Italiano", "pl": "Polski"}


def table(name: str) -> Mapping[str, dict[str, str]]:
    """One table in every language: {"en": {key: text}, "de": {key: text}, ...}, each
    language's read when first asked for."""
    return ByLang(lambda lang: BY_LANG[lang][name])
