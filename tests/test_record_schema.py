"""records.py checks stored records by hand (the page starts without pydantic, issue 28);
record_schema.py holds the same rules as pydantic models. Both must give the same answer, the
same first bad field, on good records and on every kind of damage."""

from __future__ import annotations

import itertools
import math
import random
from typing import Any

import pytest

from wsdv.ui import record_schema, records

GOOD: dict[str, Any] = {
    "format": 1, "id": "abc123", "name": "Game", "decade": 2, "choices": 40,
    "created": 1.7e12, "updated": 1.7e12 + 5, "result": None, "save": "WSDV2.xyz",
    "mode": "hotseat",
}
COMPUTER = {**GOOD, "mode": "computer", "human": "east", "level": "hard"}
MISSING = object()
VALUES = [MISSING, None, True, False, 0, 1, -1, 2, 100, 101, 10**6, 10**6 + 1, 10**16,
          1.0, 2.5, -0.5, 1e16, 1e17, math.inf, math.nan, "", "1", "x", "abc", "ABC", "a" * 32,
          "a" * 33, "ab\n", "abc\n", "WSDV", "WSDV1.", "WSDV1.abc", "wsdv1.abc", "x" * 81,
          "x" * 4097, "hotseat", "computer", "remote", "west", "east", "north", "hard",
          "a" * 17, [], {}, [1], b"WSDV1.abc"]


def answer(check: Any, data: dict[str, Any]) -> tuple[str, Any]:  # noqa: ANN401
    try:
        model = check(data)
    except records.RecordError as e:
        return "error", str(e)
    return "ok", tuple(getattr(model, n, None) for n in (*GOOD, "human", "level"))


def with_value(base: dict[str, Any], name: str, value: object) -> dict[str, Any]:
    data = dict(base)
    if value is MISSING:
        data.pop(name, None)
    else:
        data[name] = value
    return data


def same(data: dict[str, Any]) -> None:
    ours, theirs = answer(records.validate, data), answer(record_schema.validate, data)
    if ours[0] == theirs[0] == "ok":  # nan != nan: compare as text
        assert repr(ours) == repr(theirs), data
    else:
        assert ours == theirs, data


@pytest.mark.parametrize("base", [GOOD, COMPUTER], ids=["hotseat", "computer"])
def test_every_field_with_every_kind_of_value(base: dict[str, Any]) -> None:
    assert answer(records.validate, base)[0] == "ok"
    for name in (*COMPUTER, "extra"):
        for value in VALUES:
            same(with_value(base, name, value))


def test_two_bad_fields_name_the_same_first_one() -> None:
    rng = random.Random(28)
    names = [*COMPUTER]
    for base, (a, b) in itertools.product((GOOD, COMPUTER), itertools.combinations(names, 2)):
        for _ in range(6):
            same(with_value(with_value(base, a, rng.choice(VALUES)), b, rng.choice(VALUES)))
