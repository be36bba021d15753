"""The printed data's schema as pydantic models: the build (sitebuild/checks.py) and the tests
check board.json and cards.json with it, and that wsdv/data/printed.py reads them into the same
values. The game itself reads them with printed.py, which needs no pydantic: the page starts
without pydantic's binary core (and so can start from a memory snapshot, issue 28)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Side = Literal["west", "east"]
Colour = Literal["red", "yellow", "dual", "special"]
IconKind = Literal[
    "build", "dismantle", "unrest_add", "unrest_remove", "unrest_move", "reduce_to_three",
    "ls_add", "ls_add_keep_unrest", "ls_remove", "factory_remove_with_infrastructure",
    "rundown", "repair", "police_red", "police_pink", "wall_build", "wall_open",
    "stasi_disbandment", "guillaume_affair",
]
Track = Literal["prestige", "western_currency", "socialist"]


DATA = Path(__file__).parent  # wsdv/data (the package is a folder, not a zip)


class Strict(BaseModel):
    # defer_build: a model's validator is built on first use, and only the outer models (cards,
    # board) are used directly: their validators include the nested models, which then need
    # no validator of their own (building them costs much of the start-up in the browser).
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class Icon(Strict):
    do: IconKind
    to: Side
    region: str | None = None
    decides: Side | None = None
    max_per_province: int | None = Field(default=None, ge=1)


class Event(Strict):
    icons: tuple[Icon, ...] = ()
    arrows: dict[Track, int] = {}


class Title(Strict):
    en: str
    de: str


class Values(Strict):
    west: int = Field(ge=1, le=4)
    east: int = Field(ge=1, le=4)


class Corner(Strict):
    flight: int = Field(default=0, ge=0, le=2)
    police: Literal["red", "pink"] | None = None


class Card(Strict):
    id: str
    decade: int = Field(ge=1, le=4)
    colour: Colour
    title: Title
    years: str
    value: Values | None = None
    corner: Corner = Field(default_factory=Corner)
    event: Event

    @model_validator(mode="after")
    def _special_has_no_value(self) -> Card:
        if (self.colour == "special") != (self.value is None):
            raise ValueError(f"card {self.id}: special cards, and only they, have no value")
        return self

    @property
    def special(self) -> bool:
        return self.colour == "special"

    def value_for(self, side: str) -> int:
        assert self.value is not None
        return self.value.west if side == "west" else self.value.east


class Province(Strict):
    name: str
    side: Side
    supplies: Literal["British", "French", "US"] | None = None


class City(Strict):
    name: str
    kind: Literal["normal", "hamburg", "rheinsberg", "external"]
    at: tuple[float, float]
    province: str | None = None
    counts_for: tuple[str, ...] = ()
    country: Literal["Polska", "ČSSR"] | None = None


class Setup(Strict):
    unrest: dict[str, int]
    factories: tuple[str, ...]
    socialists: int
    socialists_in_box: int
    first_player: Side


class BoardData(Strict):
    provinces: tuple[Province, ...]
    cities: tuple[City, ...]
    connections: tuple[tuple[str, str, int], ...]
    border_adjacency: tuple[tuple[str, str], ...]
    side_adjacency: dict[Side, tuple[tuple[str, str], ...]]
    prestige_boxes: dict[int, tuple[str, ...]]
    track_range: dict[str, tuple[int, int]]
    socialists_per_space: dict[int, int]
    setup: Setup

    @model_validator(mode="after")
    def _consistent(self) -> BoardData:
        provinces = {p.name for p in self.provinces}
        cities = {c.name for c in self.cities}
        for c in self.cities:
            if c.province is not None and c.province not in provinces:
                raise ValueError(f"city {c.name}: unknown province {c.province}")
            if c.kind == "normal" and c.province is None:
                raise ValueError(f"city {c.name}: a normal city needs a province")
        for a, b, lines in self.connections:
            if a not in cities or b not in cities or lines not in (1, 2):
                raise ValueError(f"bad connection {a}-{b} ({lines})")
        for a, b in self.border_adjacency:
            if a not in provinces or b not in provinces:
                raise ValueError(f"bad adjacency {a}-{b}")
        for name in self.setup.factories:
            if name not in cities:
                raise ValueError(f"set-up factory on unknown city {name}")
        if set(self.setup.unrest) != provinces:
            raise ValueError("set-up unrest must name every province")
        return self


def _read(name: str) -> object:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


def board_data() -> BoardData:
    return BoardData.model_validate(_read("board.json"))


def cards() -> dict[str, Card]:
    raw = _read("cards.json")
    if not isinstance(raw, list):
        raise ValueError("cards.json must hold a list")
    parsed = [Card.model_validate(c) for c in raw]
    by_id = {c.id: c for c in parsed}
    if len(by_id) != len(parsed):
        raise ValueError("duplicate card id")
    return by_id


def check() -> None:
    """Validate the printed data and check that printed.py reads the very same values;
    ValueError (or pydantic's ValidationError) says what differs."""
    from . import printed

    if printed.board_data() != printed.from_plain(printed.BoardData, board_data().model_dump()):
        raise ValueError("printed.py reads board.json differently from its schema")
    ours = printed.cards()
    checked = cards()
    for card_id, card in checked.items():
        if ours.get(card_id) != printed.from_plain(printed.Card, card.model_dump()):
            raise ValueError(f"printed.py reads card {card_id} differently from its schema")
    if len(ours) != len(checked):
        raise ValueError("printed.py reads another number of cards")
