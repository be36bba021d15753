"""wsdv/data/printed.py reads the printed data without pydantic (issue 28); its schema with
every bound is wsdv/data/schema.py. Both must read board.json and cards.json alike."""

from __future__ import annotations

import pytest

from wsdv.data import printed, schema


def test_printed_reads_what_the_schema_validates() -> None:
    schema.check()


@pytest.mark.parametrize("bad", [
    {"do": "build", "to": "north"},
    {"do": "build", "to": "west", "colour": "red"},
    {"do": "fly", "to": "west"},
    {"do": "build", "to": "west", "max_per_province": "2"},
    {"do": "build", "to": "west", "max_per_province": True},
])
def test_a_value_of_another_type_is_refused(bad: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        printed.from_plain(printed.Icon, bad)


def test_a_special_card_and_only_it_has_no_value() -> None:
    card = next(c for c in printed.cards().values() if c.special)
    with pytest.raises(ValueError, match="special cards"):
        printed.Card(**{**card.__dict__, "colour": "red"})
