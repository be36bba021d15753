"""The interface's own words (buttons, headings, screens), one table per part of the page and
one file per language (ui_en.py, ui_de.py, ui_it.py, ui_pl.py). The game's words are
messages (en.py, de.py, it.py, pl.py)."""

from __future__ import annotations

from . import ui_de, ui_en, ui_it, ui_pl

BY_LANG: dict[str, dict[str, dict[str, str]]] = {
    "en": ui_en.TABLES, "de": ui_de.TABLES, "it": ui_it.TABLES, "pl": ui_pl.TABLES}

# Each language by its own name, for the language chooser.
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English", "de": "Deutsch", "it": "Italiano", "pl": "Polski"}


def table(name: str) -> dict[str, dict[str, str]]:
    """One table in every language: {"en": {key: text}, "de": {key: text}, ...}."""
    return {lang: tables[name] for lang, tables in BY_LANG.items()}
