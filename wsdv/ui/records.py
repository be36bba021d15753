"""Stored game records: the one parser every localStorage entry of a game goes through.

Each kind of game is told apart by ``mode``; its fields are checked by hand here, with the
rules of the pydantic models in wsdv/ui/record_schema.py (strict types, bounds, patterns; the
first bad field named), because the page's first screen reads records and must not need
pydantic's binary core (issue 28: it cannot be in a memory snapshot).
tests/test_record_schema.py holds the two to the same answers. A new kind is one more mode in
``MODES`` and in the schema.

Every check runs in time linear in the entry's length and every number and text is
bounded, so a hand-made or damaged entry costs at most a few milliseconds and can only
raise ``RecordError``: the size is checked first; then the brackets are counted (which
bounds the nesting; the old regex that stripped strings first took minutes on 48 KB);
integers longer than 16 digits are refused while the JSON is read (never converted); the
checks bound every field.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from typing import Any

FORMAT = 1  # the record format written by this version
MAX_SAVE = 1 << 16  # a whole game's save string is about 1.5 KB (351 choices: 1,526 chars)
MAX_ENTRY = MAX_SAVE + 8192  # a record is its save string plus a few short fields
MAX_BRACKETS = 128  # "[" and "{" in a record: its own "{" and a few in a name (60 chars)
MAX_DIGITS = 16  # every stored number fits a JavaScript number exactly
MAX_COUNT = 1_000_000  # choices in a game: some hundreds in practice
MAX_TIME = 1e16  # ms since 1970: a little beyond the latest date JavaScript holds (8.64e15)
NAME_LIMIT = 4096  # names are cut to storage.NAME_MAX when read; longer ones are damage


class RecordError(ValueError):
    """The entry is not a readable game record; the message says why (short)."""


class NewerFormat(RecordError):
    """The entry was written by a newer version of the game: kept as it is, not damage."""


@dataclass(frozen=True)
class Record:
    """A checked record (hot seat: ``human`` and ``level`` are None)."""

    format: int
    id: str
    decade: int
    choices: int
    created: float
    updated: float
    save: str
    mode: str
    name: str | None = None
    result: str | None = None
    human: str | None = None
    level: str | None = None


ID = re.compile(r"[0-9a-z]{1,32}")
LEVEL = re.compile(r"[a-z]{1,16}")
SIDES = ("west", "east")
MODES = ("hotseat", "computer")


def _int(value: object, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _float(value: object, high: float) -> bool:
    return type(value) in (int, float) and not math.isnan(value) and 0 <= value <= high


def _text(value: object, high: int) -> bool:
    return type(value) is str and len(value) <= high


def _checks(mode: str) -> tuple[tuple[str, Any], ...]:
    """(field, test of its value or None when missing), in the schema's order."""
    base = (
        ("format", lambda v: type(v) in (int, bool, float) and v == 1),  # as Literal[1]
        ("id", lambda v: type(v) is str and ID.fullmatch(v) is not None),
        ("name", lambda v: v is None or _text(v, NAME_LIMIT)),
        ("decade", lambda v: _int(v, 0, 100)),
        ("choices", lambda v: _int(v, 0, MAX_COUNT)),
        ("created", lambda v: _float(v, MAX_TIME)),
        ("updated", lambda v: _float(v, MAX_TIME)),
        ("result", lambda v: v is None or _text(v, 80)),
        ("save", lambda v: _text(v, MAX_SAVE) and len(v) >= 6 and v.startswith("WSDV")),
    )
    if mode == "hotseat":
        return (*base, ("human", lambda v: v is None), ("level", lambda v: v is None))
    return (*base, ("human", lambda v: type(v) is str and v in SIDES),
            ("level", lambda v: type(v) is str and LEVEL.fullmatch(v) is not None))


# may be missing (then None): all four in a hot-seat record, the first two in a computer one
OPTIONAL = ("name", "result", "human", "level")


def bounded_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise RecordError("the stored entry holds a number that is far too long")
    return int(digits)


def bounded_float(text: str) -> float:
    if len(text) > 40:
        raise RecordError("the stored entry holds a number that is far too long")
    return float(text)


def no_constant(name: str) -> Any:
    raise RecordError(f"the stored entry holds {name}, which is not a number")


def too_deep(text: str) -> bool:
    """True when ``text`` holds more opening brackets than a record can (MAX_BRACKETS):
    then it could nest deeper than is safe. Checked before parsing: in Pyodide a deeply
    nested text overflows the JavaScript stack inside json.loads, a fatal error that no
    Python exception handler catches. Counting is one pass in C; a record is a flat object
    whose only brackets are its own braces and a few in its name."""
    return text.count("[") + text.count("{") > MAX_BRACKETS


def load_json(text: object) -> dict[str, Any]:
    """The JSON object of an entry; RecordError for anything else."""
    if not isinstance(text, str):
        raise RecordError("the stored entry is not text")
    if len(text) > MAX_ENTRY:
        raise RecordError("the stored entry is far too long to be a game record")
    if too_deep(text):
        raise RecordError("the stored entry is not a game record (too many brackets)")
    try:
        data = json.loads(text, parse_int=bounded_int, parse_float=bounded_float,
                          parse_constant=no_constant)
    except RecordError:
        raise
    except (ValueError, RecursionError) as e:
        raise RecordError("the stored entry is not valid JSON") from e
    if not isinstance(data, dict):
        raise RecordError("the stored entry is not a game record")
    return data


def validate(data: dict[str, Any]) -> Record:
    """The record of a format-FORMAT object; RecordError names the first bad field."""
    mode = data.get("mode")
    if type(mode) is not str or mode not in MODES:
        raise RecordError("the stored entry has an unknown mode")
    optional = OPTIONAL if mode == "hotseat" else OPTIONAL[:2]
    for name, test in _checks(mode):
        if name not in data:
            if name in optional:
                continue
        elif test(data[name]):
            continue
        raise RecordError(f"the stored entry has an invalid field “{name[:20]}”")
    fields = {n: data.get(n) for n, _ in _checks(mode)}
    fields["created"], fields["updated"] = float(data["created"]), float(data["updated"])
    return Record(**{**fields, "format": FORMAT, "mode": mode})
