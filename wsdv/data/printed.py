"""The printed facts of the game (board and cards), read from board.json and cards.json into
frozen dataclasses.

Their schema with every bound is wsdv/data/schema.py (pydantic), checked by the build and the
tests; this module reads the same values without pydantic, so the page's first screen needs
no binary extension (issue 28: a memory snapshot cannot hold one). The types below are still
enforced while reading (literals, tuples, nesting, no unknown keys)."""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, Literal

from .. import package_data

try:  # the accelerator alone: with `pickle` the import took 26-34 ms, not 8-9 (Node, issue 39)
    from _pickle import loads as unpickle
except ImportError:  # a Python without it
    from pickle import loads as unpickle

Side = Literal["west", "east"]
Colour = Literal["red", "yellow", "dual", "special"]
IconKind = Literal[
    "build", "dismantle", "unrest_add", "unrest_remove", "unrest_move", "reduce_to_three",
    "ls_add", "ls_add_keep_unrest", "ls_remove", "factory_remove_with_infrastructure",
    "rundown", "repair", "police_red", "police_pink", "wall_build", "wall_open",
    "stasi_disbandment", "guillaume_affair",
]
Track = Literal["prestige", "western_currency", "socialist"]


DATA = Path(__file__).parent  # wsdv/data (in the page: inside wsdv.zip, see data_file)


def data_file(name: str) -> bytes:
    """A file of wsdv/data, from the package's folder or from the zip the page imports it
    from."""
    return package_data(__spec__, name)


@dataclass(frozen=True)
class Icon:
    """One icon of a card's event: what it does, for which side, where."""

    do: IconKind
    to: Side
    region: str | None = None
    decides: Side | None = None
    max_per_province: int | None = None


@dataclass(frozen=True)
class Event:
    """A card's event as printed: its icons and its arrows on the tracks."""

    icons: tuple[Icon, ...] = ()
    arrows: dict[Track, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Title:
    """A card's title in English and German."""

    en: str
    de: str


@dataclass(frozen=True)
class Values:
    """A card's value for West and for East."""

    west: int
    east: int


@dataclass(frozen=True)
class Corner:
    """A card's corner symbols: flight and police."""

    flight: int = 0
    police: Literal["red", "pink"] | None = None


@dataclass(frozen=True)
class Card:
    """One of the 85 cards as printed."""

    id: str
    decade: int
    colour: Colour
    title: Title
    years: str
    event: Event
    value: Values | None = None
    corner: Corner = field(default_factory=Corner)

    def __post_init__(self) -> None:
        if (self.colour == "special") != (self.value is None):
            raise ValueError(f"card {self.id}: special cards, and only they, have no value")

    @property
    def special(self) -> bool:
        return self.colour == "special"

    def value_for(self, side: str) -> int:
        assert self.value is not None
        return self.value.west if side == "west" else self.value.east


@dataclass(frozen=True)
class Province:
    """A province of the board: its side and the sector of Berlin it supplies, if any."""

    name: str
    side: Side
    supplies: Literal["British", "French", "US"] | None = None


@dataclass(frozen=True)
class City:
    """A city of the board: its kind, place on the map and province."""

    name: str
    kind: Literal["normal", "hamburg", "rheinsberg", "external"]
    at: tuple[float, float]
    province: str | None = None
    counts_for: tuple[str, ...] = ()
    country: Literal["Polska", "ČSSR"] | None = None


@dataclass(frozen=True)
class Setup:
    """The pieces on the board at the start of the game."""

    unrest: dict[str, int]
    factories: tuple[str, ...]
    socialists: int
    socialists_in_box: int
    first_player: Side


@dataclass(frozen=True)
class BoardData:
    """The printed board: provinces, cities, their connections and the tracks."""

    provinces: tuple[Province, ...]
    cities: tuple[City, ...]
    connections: tuple[tuple[str, str, int], ...]
    border_adjacency: tuple[tuple[str, str], ...]
    side_adjacency: dict[Side, tuple[tuple[str, str], ...]]
    prestige_boxes: dict[int, tuple[str, ...]]
    track_range: dict[str, tuple[int, int]]
    socialists_per_space: dict[int, int]
    setup: Setup


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def from_plain(kind: Any, value: Any) -> Any:  # noqa: ANN401 (any printed type)
    """``value`` (JSON data, or a pydantic model_dump of the same) as the type ``kind``: a
    dataclass above, a literal, an optional, a tuple, a dict (JSON's string keys become int
    keys where the type says int), int, float or str. ValueError when it does not fit."""
    return _reader(kind)(value)


Reader = Callable[[Any], Any]


@cache
def _reader(kind: Any) -> Reader:  # noqa: ANN401 (any printed type)
    """`from_plain` for one type, its parts worked out once: the page reads the printed data
    on the way to its first screen, a few thousand values (issue 39)."""
    if dataclasses.is_dataclass(kind):
        fields = {name: _reader(hint) for name, hint in _hints(kind).items()}

        def read_object(value: Any) -> Any:  # noqa: ANN401
            if not isinstance(value, dict):
                raise ValueError(f"{kind.__name__}: expected an object, got {value!r:.40}")
            unknown = set(value) - set(fields)
            if unknown:
                raise ValueError(f"{kind.__name__}: unknown fields {sorted(unknown)}")
            return kind(**{name: fields[name](v) for name, v in value.items()})
        return read_object
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin is Literal:
        def read_literal(value: Any) -> Any:  # noqa: ANN401
            if value not in args or isinstance(value, bool):
                raise ValueError(f"{value!r:.40} is not one of {args}")
            return value
        return read_literal
    if origin in (types.UnionType, typing.Union):
        (inner,) = [a for a in args if a is not type(None)]
        read_inner = _reader(inner)
        optional = type(None) in args
        return lambda value: None if value is None and optional else read_inner(value)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            read_item = _reader(args[0])

            def read_items(value: Any) -> Any:  # noqa: ANN401
                if not isinstance(value, (list, tuple)):
                    raise ValueError(f"expected a list, got {value!r:.40}")
                return tuple(read_item(v) for v in value)
            return read_items
        readers = [_reader(a) for a in args]

        def read_fixed(value: Any) -> Any:  # noqa: ANN401
            if not isinstance(value, (list, tuple)):
                raise ValueError(f"expected a list, got {value!r:.40}")
            if len(readers) != len(value):
                raise ValueError(f"expected {len(readers)} items, got {value!r:.40}")
            return tuple(r(v) for r, v in zip(readers, value, strict=True))
        return read_fixed
    if origin is dict:
        key, item = args
        read_key, read_value = _reader(key), _reader(item)

        def read_dict(value: Any) -> Any:  # noqa: ANN401
            if not isinstance(value, dict):
                raise ValueError(f"expected an object, got {value!r:.40}")
            return {read_key(int(k) if key is int and isinstance(k, str) else k): read_value(v)
                    for k, v in value.items()}
        return read_dict

    def read_plain(value: Any) -> Any:  # noqa: ANN401
        if kind is float and isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        if kind in (int, str) and type(value) is kind:
            return value
        raise ValueError(f"{value!r:.40} is not a {getattr(kind, '__name__', kind)}")
    return read_plain


def _read(name: str) -> object:
    return json.loads(data_file(name).decode("utf-8"))


def read_board() -> BoardData:
    """board.json, read and checked."""
    return from_plain(BoardData, _read("board.json"))


def read_cards() -> dict[str, Card]:
    """cards.json, read and checked, by id."""
    raw = _read("cards.json")
    if not isinstance(raw, list):
        raise ValueError("cards.json must hold a list")
    parsed = [from_plain(Card, c) for c in raw]
    by_id = {c.id: c for c in parsed}
    if len(by_id) != len(parsed):
        raise ValueError("duplicate card id")
    return by_id


# The two files as the build read and checked them (`pickled`), in wsdv.zip only: reading and
# checking them again on the way to the first screen took 50 ms (median, Pyodide under Node),
# 33 ms from this file (issue 39, docs/snapshot-notes.md). The source tree has no such file:
# there both are read from their JSON.
PARSED = "printed.pickle"


def pickled() -> bytes:
    """What the build puts in wsdv.zip as `PARSED`: the checked board and cards."""
    import pickle

    return pickle.dumps((read_board(), read_cards()), protocol=5)


@lru_cache(maxsize=1)
def _parsed() -> tuple[BoardData, dict[str, Card]] | None:
    try:
        data = data_file(PARSED)
    except OSError:
        return None
    # (our own build's file, inside the package's zip beside this module's code)
    board, by_id = unpickle(data)
    if not isinstance(board, BoardData) or not isinstance(by_id, dict):
        raise ValueError(f"{PARSED} holds no printed data")
    return board, by_id


@lru_cache(maxsize=1)
def board_data() -> BoardData:
    parsed = _parsed()
    return read_board() if parsed is None else parsed[0]


@lru_cache(maxsize=1)
def cards() -> dict[str, Card]:
    parsed = _parsed()
    return read_cards() if parsed is None else parsed[1]


# The prestige boxes (9.2) as printed name icons of the cards (6.4): their executors.
BOX_ICONS = {
    "east_unrest": "unrest_add", "east_dismantle": "dismantle", "east_remove_ls": "ls_remove",
    "east_rundown": "rundown", "east_build": "build", "east_remove_unrest": "unrest_remove",
    "east_ls": "ls_add",
}


SPECIAL_IDS = {1: ("I",), 2: ("II",), 3: ("III",), 4: ("IV-A", "IV-B")}


def decade_cards(decade: int) -> list[str]:
    """The 20 normal cards of a decade, in printed order."""
    return [c.id for c in cards().values() if c.decade == decade and not c.special]
