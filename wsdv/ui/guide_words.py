"""The guide screens' words (the first screen, welcome.py; the rules reference and icon
glossary, rules_ref.py; the game-over screen, gameover.py), read from wsdv/words/ui_en.py
and the other languages' tables; looked up by i18n.text, as every table of the page."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

from ..words import ui as ui_words
from . import i18n

STRINGS: Mapping[str, dict[str, str]] = ui_words.table("guide")
t = partial(i18n.text, STRINGS)  # t(key, lang, **fields) (i18n.text)
