"""Stored game records as pydantic models: the one parser every localStorage entry of a game
goes through.

Each kind of game is one model class; ``Record`` is their union, told apart by ``mode``
(a discriminated union). A new kind is one more class with its own ``mode`` literal, added
to ``KINDS``.

Every check runs in time linear in the entry's length and every number and text is
bounded, so a hand-made or damaged entry costs at most a few milliseconds and can only
raise ``RecordError``: the size is checked first; then the brackets are counted (which
bounds the nesting; the old regex that stripped strings first took minutes on 48 KB);
integers longer than 16 digits are refused while the JSON is read (never converted); the
models bound every field.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter, ValidationError

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


Count = Annotated[int, Field(ge=0, le=MAX_COUNT)]
Time = Annotated[float, Field(ge=0, le=MAX_TIME)]
Id = Annotated[str, StringConstraints(pattern=r"^[0-9a-z]{1,32}$")]
Level = Annotated[str, StringConstraints(pattern=r"^[a-z]{1,16}$")]


class BaseRecord(BaseModel):
    """The fields every kind of game has."""

    model_config = ConfigDict(strict=True, frozen=True, extra="ignore", allow_inf_nan=False)

    format: Literal[1]
    id: Id
    name: Annotated[str, StringConstraints(max_length=NAME_LIMIT)] | None = None
    decade: Annotated[int, Field(ge=0, le=100)]  # 0: not known yet (a migrated record)
    choices: Count
    created: Time
    updated: Time
    result: Annotated[str, StringConstraints(max_length=80)] | None = None
    save: Annotated[str, StringConstraints(min_length=6, max_length=MAX_SAVE,
                                           pattern=r"^WSDV")]


class HotseatRecord(BaseRecord):
    """Two players at one device."""

    mode: Literal["hotseat"]
    human: None = None
    level: None = None


class ComputerRecord(BaseRecord):
    """One player against the computer: the human's side and the computer's level."""

    mode: Literal["computer"]
    human: Literal["west", "east"]
    level: Level


KINDS = (HotseatRecord, ComputerRecord)
Record = Annotated[HotseatRecord | ComputerRecord, Field(discriminator="mode")]
RECORD: TypeAdapter[Any] = TypeAdapter(Record)


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


def validate(data: dict[str, Any]) -> HotseatRecord | ComputerRecord:
    """The record model of a format-FORMAT object; RecordError names the first bad field."""
    try:
        return RECORD.validate_python(data)
    except ValidationError as e:
        raise RecordError(f"the stored entry has {_what(e)}") from None


def _what(error: ValidationError) -> str:
    first = error.errors(include_url=False, include_input=False, include_context=False)[0]
    if first["type"] in ("union_tag_invalid", "union_tag_not_found"):
        return "an unknown mode"
    loc = [str(part) for part in first["loc"][1:] or first["loc"]]
    field = loc[0][:20] if loc else "?"
    return f"an invalid field “{field}”"
