"""The interface's own words (buttons, headings, screens), one table per part of the page and
one file per language (ui_en.py, ui_de.py). The game's words are messages (en.py, de.py)."""

from __future__ import annotations

from . import ui_de, ui_en

BY_LANG: dict[str, dict[str, dict[str, str]]] = {"en": ui_en.TABLES, "de": ui_de.TABLES}


def table(name: str) -> dict[str, dict[str, str]]:
    """One table in both languages: {"en": {key: text}, "de": {key: text}}."""
    return {lang: tables[name] for lang, tables in BY_LANG.items()}
