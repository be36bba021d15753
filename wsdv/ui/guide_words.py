"""The guide screens' words (the first screen, welcome.py; the rules reference and icon
glossary, rules_ref.py; the game-over screen, gameover.py), read from wsdv/words/ui_en.py
and ui_de.py."""

from __future__ import annotations

from ..words import ui as ui_words

STRINGS: dict[str, dict[str, str]] = ui_words.table("guide")


def t(key: str, lang: str, **fmt: object) -> str:
    text = STRINGS.get(lang, STRINGS["en"]).get(key) or STRINGS["en"][key]
    return text.format(**fmt) if fmt else text
