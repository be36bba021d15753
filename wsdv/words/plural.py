"""Templates with plural forms chosen by the CLDR plural rules of the text's language.

Two ways to write the forms of a field:

- ``{n:card|cards}``: "one|other", as English and German have always written them (the first
  form for CLDR's ``one``, the second for every other category);
- ``{n:one=karta|few=karty|many=kart}``: a form per CLDR category (``zero``, ``one``, ``two``,
  ``few``, ``many``, ``other``); a category the field does not name takes ``other``, and
  without ``other`` the last form given.

The rules below are CLDR's cardinal rules for integers (a count in our messages is always
whole; a text such as "+2" or "−1" counts as its absolute number, as CLDR's operand n does).
A verb whose subject is a count agrees with it: ``{n:verb=przepada/przepadają}`` gives the
singular or the plural by `verb_number` (Polish: the plural for 2-4, 22-24, ..., the singular
for 1 and for 0, 5-21, 25 ..., whose counted noun is a genitive: "przepada 5 punktów"). A name
that has cases (a side in Polish: "Wschodu", "Wschodowi") takes one by its field's spec:
``{side:gen}``; see `CASES`.

Every other field is formatted as ``str.format`` does.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable
from typing import Any

CATEGORIES = ("zero", "one", "two", "few", "many", "other")
# The grammatical cases a name may carry (names.Named: a Polish side's cases, an Italian
# place with its preposition "in"/"a"); a name without them stays as it is.
CASES = ("gen", "dat", "acc", "ins", "loc", "in")


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


def verb_number(value: Any, lang: str = "en") -> str:
    """"sg" or "pl": the number of a verb whose subject is a count of `value` things. In
    Polish only the "few" counts (2-4, 22-24, ...) take a plural verb; "one" and "many"
    (0, 5-21, 25 ...) a singular one. Elsewhere only one thing takes the singular."""
    cat = category(value, lang)
    if lang == "pl":
        return "pl" if cat == "few" else "sg"
    return "sg" if cat == "one" else "pl"


def verb(spec: str, value: Any, lang: str = "en") -> str:
    """The form of "singular/plural" for a subject counting `value` things, in `lang`."""
    singular, sep, plural = spec.partition("/")
    if not sep or "/" in plural:
        raise ValueError(f"verb field {spec!r}: write verb=singular/plural")
    return plural if verb_number(value, lang) == "pl" else singular


class _Formatter(string.Formatter):
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> Any:
        if format_spec.startswith("verb="):
            return verb(format_spec[5:], value, self.lang)
        if format_spec in CASES:
            return getattr(value, "forms", {}).get(format_spec, str(value))
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
