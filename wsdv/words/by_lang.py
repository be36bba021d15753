"""A table per language, each made the first time it is asked for.

A first visit's first screen needs the words of one language (and English, every language's
fallback); the others' modules are imported when a page first shows their language (issue 39:
they were a tenth of the first screen's imports in the page). Reading is a `Mapping`:
``table[lang]``, ``table.get(lang)``, ``lang in table``, iteration in the order of LANGS.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TypeVar

T = TypeVar("T")

LANGS = ("en", "de", "it", "pl")


class ByLang(Mapping[str, T]):
    """``make(lang)`` gives a language's table; it is called once per language, when the
    table is first read."""

    def __init__(self, make: Callable[[str], T]) -> None:
        self._make = make
        self._made: dict[str, T] = {}

    def __getitem__(self, lang: str) -> T:
        made = self._made.get(lang)
        if made is None:
            if lang not in LANGS:
                raise KeyError(lang)
            made = self._made[lang] = self._make(lang)
        return made

    def __iter__(self) -> Iterator[str]:
        return iter(LANGS)

    def __len__(self) -> int:
        return len(LANGS)

    def __contains__(self, lang: object) -> bool:
        return lang in LANGS

    def made(self) -> tuple[str, ...]:
        """The languages whose table has been made so far."""
        return tuple(self._made)
