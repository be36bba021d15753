"""The page's URL parameters, each checked before use: ``?seed=N`` (the new game's seed),
``?aipace=N`` (ms between the computer's choices), ``?lang=en|de|it|pl``. A bad value is ignored
and the player gets a short message saying which one and what is expected."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from ..words import LANGS, Msg, m

SEED_MAX = (1 << 64) - 1
PACE_MAX = 60_000
DIGITS = re.compile(r"[0-9]{1,20}")  # ASCII digits only: str.isdigit() also takes "²"
SHOWN = 24  # characters of a bad value quoted back


@dataclass
class Params:
    """What the page's address asks for, and what was wrong with it."""

    seed: int | None = None
    pace: int | None = None
    lang: str | None = None
    problems: list[Msg] = field(default_factory=list)


def quoted(value: str) -> str:
    """A bad value as the message quotes it: short, control characters made visible."""
    value = "".join(ch if ch.isprintable() else "?" for ch in value[: SHOWN + 1])
    return value if len(value) <= SHOWN else value[: SHOWN - 1] + "…"


def whole(value: str, top: int) -> int | None:
    """``value`` as a whole number from 0 to ``top``; None otherwise (checked before any
    conversion: a 5,000-digit value costs nothing)."""
    if not DIGITS.fullmatch(value):
        return None
    number = int(value)
    return number if number <= top else None


def read(query: Callable[[str], str | None]) -> Params:
    """The checked parameters; ``query(name)`` gives a parameter's raw value or None."""
    params = Params()
    seed, pace, lang = query("seed"), query("aipace"), query("lang")
    if seed is not None:
        params.seed = whole(seed, SEED_MAX)
        if params.seed is None:
            params.problems.append(m("page.bad_seed", value=quoted(seed), top=SEED_MAX))
    if pace is not None:
        params.pace = whole(pace, PACE_MAX)
        if params.pace is None:
            params.problems.append(m("page.bad_aipace", value=quoted(pace), top=PACE_MAX))
    if lang is not None:
        if lang in LANGS:
            params.lang = lang
        else:
            params.problems.append(m("page.bad_lang", value=quoted(lang)))
    return params
