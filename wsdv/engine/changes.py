"""What a choice changed on the table, as data: pieces, markers, tracks and open cards.

`snapshot` takes the public part of the state before a choice; `diff` compares it with the
state after the choice and the automatic steps that followed it. Only what both players see
is recorded (hand sizes, never hand contents), so a change record may go into the shared log.
"""

from __future__ import annotations

from typing import Any

from .board import PROVINCES
from .economy import markers
from .state import State

Snapshot = tuple[Any, ...]
_TRACKS = ("prestige", "western_currency", "socialist", "flight")
_COUNTS = ("west_hand", "east_hand", "deck", "removed")


def _scalars(s: State) -> tuple[Any, ...]:
    """Tracks, socialist box, Wall, Stasi, then the counts (hands, deck, removed, discard,
    police cards)."""
    return (s.prestige, s.wc, s.soc_track, s.flight, s.box, s.wall, s.stasi_disbanded,
            len(s.hands["west"]), len(s.hands["east"]), len(s.deck), len(s.removed),
            len(s.discard), len(s.police))


def snapshot(s: State) -> Snapshot:
    return (dict(s.factories), set(s.infra), dict(s.unrest), dict(s.ls), dict(s.socialists),
            dict(s.sectors), dict(s.imported), _scalars(s), tuple(s.display), tuple(s.played))


def _deltas(before: dict[str, int], after: dict[str, int]) -> dict[str, int]:
    if before.keys() == after.keys():
        return {k: v - before[k] for k, v in after.items() if v != before[k]}
    out = {k: after.get(k, 0) - before.get(k, 0) for k in before.keys() | after.keys()}
    return {k: d for k, d in sorted(out.items()) if d}


def diff(before: Snapshot, s: State) -> dict[str, Any]:
    """The change record: only the keys where something changed."""
    facs, infra, unrest, ls, socs, sectors, imported, scalars, display, played = before
    out: dict[str, Any] = {}
    if facs != s.factories:
        out["factories"] = _factory_changes(facs, s.factories)
    if infra != s.infra:
        out["infrastructure"] = {k: v for k, v in (("built", sorted(s.infra - infra)),
                                                   ("removed", sorted(infra - s.infra))) if v}
    if unrest != s.unrest:
        out["unrest"] = _deltas(unrest, s.unrest)
    if ls != s.ls:
        out["ls"] = _deltas(ls, s.ls)
    if socs != s.socialists:
        out["socialists"] = _deltas(socs, s.socialists)
    if sectors != s.sectors:
        out["west_berlin_sectors"] = _deltas(sectors, s.sectors)
    if unrest != s.unrest or imported != s.imported:
        _marker_changes(unrest, imported, s, out)
    now = _scalars(s)
    if scalars != now:
        _scalar_changes(scalars, now, out)
    if scalars[11:] != now[11:] or display != tuple(s.display) or played != tuple(s.played):
        cards = _card_moves(display, played, scalars[11], scalars[12], s)
        if cards:
            out["cards"] = cards
    return out


def _factory_changes(facs: dict[str, str], now: dict[str, str]) -> dict[str, list[str]]:
    f = {"built": sorted(c for c in now if c not in facs),
         "removed": sorted(c for c in facs if c not in now),
         "rundown": sorted(c for c, v in now.items() if v == "r" and facs.get(c) == "n"),
         "repaired": sorted(c for c, v in now.items() if v == "n" and facs.get(c) == "r")}
    return {k: v for k, v in f.items() if v}


def _marker_changes(unrest: dict[str, int], imported: dict[str, int], s: State,
                    out: dict[str, Any]) -> None:
    """Mass protest markers gained or lost (section 4, imported ones included)."""
    d = {}
    for p in PROVINCES:
        if unrest[p] != s.unrest[p] or imported.get(p, 0) != s.imported.get(p, 0):
            n = markers(s, p) - unrest[p] // 4 - imported.get(p, 0)
            if n:
                d[p] = n
    if d:
        out["mass_protests"] = d


def _scalar_changes(old: tuple[Any, ...], now: tuple[Any, ...], out: dict[str, Any]) -> None:
    tracks = {name: b - a for name, a, b in zip(_TRACKS, old, now[:4], strict=False) if a != b}
    if tracks:
        out["tracks"] = tracks
    if old[4] != now[4]:
        out["socialist_box"] = now[4] - old[4]
    if old[5] != now[5]:
        out["wall"] = now[5]
    if old[6] != now[6]:
        out["stasi_disbanded"] = now[6]
    counts = {k: b - a for k, a, b in zip(_COUNTS, old[7:11], now[7:11], strict=True)
              if a != b}
    if counts:
        out["counts"] = counts


def _card_moves(display: tuple[str, ...], played: tuple[str, ...], discard_n: int,
                police_n: int, s: State) -> dict[str, list[str]]:
    """Open cards that moved: out of and into the display, onto the row of played cards, the
    discard pile (it only grows), in front of East (police cards are only added, until the
    Stasi disbandment discards them all)."""
    moves = {"display_out": [c for c in display if c not in s.display],
             "display_in": [c for c in s.display if c not in display],
             "played": [c for c in s.played if c not in played],
             "discarded": s.discard[discard_n:],
             "police": [p[0] for p in s.police[police_n:]]}
    return {k: v for k, v in moves.items() if v}


def merge(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Several change records (the choices of one turn) as one."""
    out: dict[str, Any] = {}
    for r in records:
        for key, value in r.items():
            if key in ("unrest", "ls", "socialists", "west_berlin_sectors", "mass_protests",
                       "tracks", "counts"):
                acc = out.setdefault(key, {})
                for k, d in value.items():
                    acc[k] = acc.get(k, 0) + d
                out[key] = {k: d for k, d in acc.items() if d}
            elif key in ("factories", "infrastructure", "cards"):
                acc = out.setdefault(key, {})
                for k, items in value.items():
                    acc[k] = [*acc.get(k, []), *items]
            elif key == "socialist_box":
                out[key] = out.get(key, 0) + value
            else:
                out[key] = value
    return {k: v for k, v in out.items()
            if not (isinstance(v, dict) and not v) and not (k == "socialist_box" and v == 0)}
