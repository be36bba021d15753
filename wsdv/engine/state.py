"""The mutable game state: everything a snapshot holds. Plain data, cheap to clone.

Every field is listed once, in FIELDS, with how it is copied; `clone`, `to_dict` and
`from_dict` are derived from that list, so a new field cannot be forgotten in one of them."""

from __future__ import annotations

from typing import Any

from . import rng
from .board import PROVINCES, SECTORS
from .data import board_data

# Each frame of the flow stack is a dict whose values are immutable (str, int, bool, None,
# tuples), so a clone only copies the dicts and a frame is changed by assigning keys.
Frame = dict[str, Any]

# How a field is copied: "value" (immutable: shared), "list", "dict", "set", "pairs" (a list
# of tuples), "hands" (side -> list), "known" (side -> dict of tuples), "stack" (frames),
# "log" (entries are never changed once written: the list is copied, not the entries).
FIELDS: dict[str, str] = {
    "seed": "value", "rng": "value", "decade": "value", "half": "value", "phase": "value",
    "turn": "value", "last_actor": "value", "deck": "list", "display": "list",
    "special": "value", "hands": "hands", "played": "list", "discard": "list",
    "removed": "list", "set_aside": "list", "police": "pairs", "factories": "dict", "infra": "set",
    "dead_sites": "set", "unrest": "dict", "ls": "dict", "sectors": "dict",
    "wb_suppliers": "value", "imported": "dict", "socialists": "dict", "box": "value",
    "prestige": "value", "wc": "value", "soc_track": "value", "flight": "value",
    "wall": "value", "stasi_disbanded": "value", "known": "known", "stack": "stack",
    "log": "log", "result": "value", "reveals": "value", "eod": "dict", "trig": "value",
    "hidden": "value",
}


def _copy_hands(v: dict[str, list[str]]) -> dict[str, list[str]]:
    return {"west": list(v["west"]), "east": list(v["east"])}


def _copy_known(v: dict[str, dict[str, tuple[str, ...]]]) -> dict[str, Any]:
    return {side: dict(k) for side, k in v.items()}


def _copy_stack(v: list[Frame]) -> list[Frame]:
    return [dict(f) for f in v]


_COPIER = {"value": None, "list": list, "pairs": list, "log": list, "dict": dict, "set": set,
           "hands": _copy_hands, "known": _copy_known, "stack": _copy_stack}
# (name, copier) for clone: None means shared (immutable); the log is copied only on request
_CLONE = tuple((name, _COPIER[kind]) for name, kind in FIELDS.items() if kind != "log")


def _to_json(kind: str, v: Any) -> Any:
    if kind == "set":
        return sorted(v)
    if kind == "pairs":
        return [list(p) for p in v]
    return v


def _from_json(kind: str, v: Any) -> Any:
    if kind == "set":
        return set(v)
    if kind == "pairs":
        return [tuple(p) for p in v]
    if kind == "known":
        return {side: {k: tuple(c) for k, c in d.items()} for side, d in v.items()}
    if kind == "stack":
        return [{k: _freeze(x) for k, x in f.items()} for f in v]
    if kind == "value" and isinstance(v, list):
        return _freeze(v)
    return v


class State:
    __slots__ = tuple(FIELDS)

    def __init__(self) -> None:
        self.seed = 0
        self.rng = 0
        self.decade = 1
        self.half = 0  # 1, 2; 0 before the first half and during the End of Decade
        self.phase = 0  # End of Decade phase 1-10, else 0
        self.turn: str | None = None
        self.last_actor: str | None = None
        self.deck: list[str] = []
        self.display: list[str] = []  # normal cards of the card display
        self.special: str | None = None  # the special card while it is in the display
        self.hands: dict[str, list[str]] = {"west": [], "east": []}
        self.played: list[str] = []  # the row at the bottom edge, this decade
        self.discard: list[str] = []
        self.removed: list[str] = []  # out of the game (Guillaume affair)
        # the undrawn decks of past decades, face down and never identified (ruling 28)
        self.set_aside: list[str] = []
        self.police: list[tuple[str, str, bool]] = []  # (card, red/pink, used this decade)
        self.factories: dict[str, str] = {}  # city -> "n" normal | "r" rundown
        self.infra: set[str] = set()  # built line ids
        self.dead_sites: set[str] = set()  # external sites removed for good (cards 37, 73)
        self.unrest: dict[str, int] = {p: 0 for p in PROVINCES}
        self.ls: dict[str, int] = {p: 0 for p in PROVINCES}  # West Berlin: sum of sectors
        self.sectors: dict[str, int] = {s: 0 for s in SECTORS}
        # suppliers that ever transferred an LS to West Berlin (10.2), in order: 9.5's limit
        self.wb_suppliers: tuple[str, ...] = ()
        self.imported: dict[str, int] = {}  # supplier -> mass protest markers from West Berlin
        self.socialists: dict[str, int] = {}  # province -> socialists on the map
        self.box = 0  # socialists in the holding box
        self.prestige = 0
        self.wc = 0
        self.soc_track = 0
        self.flight = 0
        self.wall = False
        self.stasi_disbanded = False
        # what each side knows of hidden cards (knowledge.py)
        self.known: dict[str, dict[str, tuple[str, ...]]] = {
            side: {"opp_hand": (), "deck_top": (), "removed": ()} for side in ("west", "east")}
        self.stack: list[Frame] = []
        self.log: list[dict[str, Any]] = []
        self.result: dict[str, Any] | None = None
        self.reveals = 0  # counts hidden information coming to light (undo barrier)
        self.eod: dict[str, Any] = {}  # figures of the running End of Decade, for the view
        self.trig: tuple[Frame, ...] = ()  # frames queued by rules that fire inside a step
        self.hidden = False  # card identities come from outside (unknown.py), no shuffle

    @classmethod
    def setup(cls, seed: int) -> State:
        """Section 2 (rulings 1-2)."""
        s = cls()
        data = board_data().setup
        s.seed = seed
        s.rng = rng.seed_state(seed)
        s.unrest = dict(data.unrest)
        for city in data.factories:
            s.factories[city] = "n"
        s.box = data.socialists_in_box
        s.turn = data.first_player
        return s

    def clone(self, with_log: bool = True) -> State:
        c = State.__new__(State)
        for name, copier in _CLONE:
            v = getattr(self, name)
            setattr(c, name, v if copier is None else copier(v))
        c.log = list(self.log) if with_log else []
        return c

    def to_dict(self) -> dict[str, Any]:
        return {name: _to_json(kind, getattr(self, name)) for name, kind in FIELDS.items()}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> State:
        # snapshots from before hidden cards and before ruling 28's set-aside decks
        d = {"hidden": False, "set_aside": [], **d}
        missing = set(FIELDS) - set(d)
        if missing:
            raise ValueError(f"state lacks {sorted(missing)}")
        s = cls.__new__(cls)
        for name, kind in FIELDS.items():
            setattr(s, name, _from_json(kind, d[name]))
        return s


def _freeze(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_freeze(x) for x in v)
    return v
