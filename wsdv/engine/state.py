"""The mutable game state: everything a snapshot holds. Plain data, cheap to clone."""

from __future__ import annotations

from typing import Any

from . import rng
from .board import PROVINCES, SECTORS
from .data import board_data

# Each frame of the flow stack is a dict whose values are immutable (str, int, bool, None,
# tuples), so a clone only copies the dicts and a frame is changed by assigning keys.
Frame = dict[str, Any]


class State:
    __slots__ = (
        "seed", "rng", "decade", "half", "phase", "turn", "last_actor", "deck", "display",
        "special", "hands", "played", "discard", "removed", "police", "factories", "infra",
        "dead_sites", "unrest", "ls", "sectors", "wb_suppliers", "imported", "socialists", "box",
        "prestige", "wc", "soc_track", "flight", "wall", "stasi_disbanded", "stack", "log",
        "result", "reveals", "eod", "trig",
    )

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
        self.stack: list[Frame] = []
        self.log: list[dict[str, Any]] = []
        self.result: dict[str, Any] | None = None
        self.reveals = 0  # counts hidden information coming to light (undo barrier)
        self.eod: dict[str, Any] = {}  # figures of the running End of Decade, for the view
        self.trig: tuple[Frame, ...] = ()  # frames queued by rules that fire inside a step

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
        for name in ("seed", "rng", "decade", "half", "phase", "turn", "last_actor", "prestige",
                     "wc", "soc_track", "flight", "wall", "stasi_disbanded", "box", "reveals",
                     "result", "trig", "wb_suppliers"):
            setattr(c, name, getattr(self, name))
        c.deck = list(self.deck)
        c.display = list(self.display)
        c.special = self.special
        c.hands = {"west": list(self.hands["west"]), "east": list(self.hands["east"])}
        c.played = list(self.played)
        c.discard = list(self.discard)
        c.removed = list(self.removed)
        c.police = list(self.police)
        c.factories = dict(self.factories)
        c.infra = set(self.infra)
        c.dead_sites = set(self.dead_sites)
        c.unrest = dict(self.unrest)
        c.ls = dict(self.ls)
        c.sectors = dict(self.sectors)
        c.imported = dict(self.imported)
        c.socialists = dict(self.socialists)
        c.stack = [dict(f) for f in self.stack]
        c.log = list(self.log) if with_log else []
        c.eod = dict(self.eod)
        return c

    def to_dict(self) -> dict[str, Any]:
        d = {name: getattr(self, name) for name in self.__slots__}
        d["infra"] = sorted(self.infra)
        d["dead_sites"] = sorted(self.dead_sites)
        d["police"] = [list(p) for p in self.police]
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> State:
        s = cls()
        missing = set(cls.__slots__) - set(d)
        if missing:
            raise ValueError(f"state lacks {sorted(missing)}")
        for name in cls.__slots__:
            setattr(s, name, d[name])
        s.infra = set(d["infra"])
        s.dead_sites = set(d["dead_sites"])
        s.police = [tuple(p) for p in d["police"]]
        s.wb_suppliers = tuple(d["wb_suppliers"])
        s.stack = [{k: _freeze(v) for k, v in f.items()} for f in d["stack"]]
        return s


def _freeze(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_freeze(x) for x in v)
    return v
