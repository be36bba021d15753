"""The stored game records' schema as pydantic models: what wsdv/ui/records.py checks by
hand (the page starts without pydantic, issue 28). tests/test_record_schema.py holds the two to
the same answers on good and damaged records."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter, ValidationError

from .records import MAX_COUNT, MAX_SAVE, MAX_TIME, NAME_LIMIT, RecordError

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


def validate(data: dict[str, Any]) -> HotseatRecord | ComputerRecord:
    """The record model of a format-1 object; RecordError names the first bad field."""
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
