"""Templates with plural forms chosen by the CLDR plural rules of the text's language.

Two ways to write the forms of a field:

- ``{n:card|cards}``: "one|other", as English and German have always written them (the first
  form for CLDR's ``one``, the second for every other category);
- ``{n:one=karta|few=karty|many=kart}``: a form per CLDR category (``zero``, ``one``, ``two``,
  ``few``, ``many``, ``other``); a category the field does not name takes ``other``, and
  without ``other`` the last form given.

The rules below are CLDR's cardinal rules for integers (a count in our messages is always
whole; a text such as "+2" or "−1" counts as its absolute number, as CLDR's operand n does).
Every other field is formatted as ``str.format`` does.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable
from typing import Any

CATEGORIES = ("zero", "one", "two", "few", "many", "other")


def _en(i: int) -> str:  # English, German, Italian (Italian "many" is for millions: 1000000)
    return "one" if i == 1 else "other"


def _it(i: int) -> str:
    if i == 1:
        return "one"
    return "many" if i != 0 and i % 1_000_000 == 0 else "other"


def _pl(i: int) -> str:
    if i == 1:
        return "one"
    if 2 <= i % 10 <= 4 and not 12 <= i % 100 <= 14:
        return "few"
    return "many"


RULES: dict[str, Callable[[int], str]] = {"en": _en, "de": _en, "it": _it, "pl": _pl}
_NUMBER = re.compile(r"[+\-−]?\s*(\d+)")


def category(value: Any, lang: str = "en") -> str:
    """The CLDR plural category of a count (an int or its text) in `lang`; a value that is
    no whole number is ``other``."""
    match = _NUMBER.fullmatch(str(value).strip())
    if match is None:
        return "other"
    return RULES.get(lang, _en)(int(match.group(1)))


def choose(spec: str, value: Any, lang: str = "en") -> str:
    """The form of `spec` ("one|other" or "one=…|few=…|…") for `value` in `lang`."""
    parts = spec.split("|")
    cat = category(value, lang)
    if not all("=" in p and p.partition("=")[0] in CATEGORIES for p in parts):
        if len(parts) != 2:
            raise ValueError(f"plural field {spec!r}: write one|other or category=form")
        return parts[0] if cat == "one" else parts[1]
    forms = dict(p.partition("=")[::2] for p in parts)
    return forms.get(cat, forms.get("other", forms[parts[-1].partition("=")[0]]))


class _Formatter(string.Formatter):
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> Any:
        if "|" in format_spec:
            return choose(format_spec, value, self.lang)
        return super().format_field(value, format_spec)


_FORMATTERS = {lang: _Formatter(lang) for lang in RULES}


def fill(template: str, /, **args: Any) -> str:
    """``template.format(**args)``, with the plural fields chosen by English rules (en, de)."""
    return _FORMATTERS["en"].format(template, **args)


def fill_in(lang: str, template: str, /, **args: Any) -> str:
    """``template.format(**args)``, with the plural fields chosen by `lang`'s rules."""
    return _FORMATTERS.get(lang, _FORMATTERS["en"]).format(template, **args)
