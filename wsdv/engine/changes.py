"""What a choice changed on the table, as data: pieces, markers, tracks and open cards.

`snapshot` takes the public part of the state before a choice; `diff` compares it with the
state after the choice and the automatic steps that followed it. Only what both players see
is recorded (hand sizes, never hand contents), so a change record may go into the shared log.
"""

from __future__ import annotations

from typing import Any

from .board import PROVINCES
from .state import State

Snapshot = tuple[Any, ...]
_TRACKS = (("prestige", "prestige"), ("western_currency", "wc"), ("socialist", "soc_track"),
           ("flight", "flight"))


def snapshot(s: State) -> Snapshot:
    return (dict(s.factories), set(s.infra), dict(s.unrest), dict(s.ls), dict(s.socialists),
            dict(s.sectors), dict(s.imported), s.box, s.prestige, s.wc, s.soc_track, s.flight,
            s.wall, s.stasi_disbanded, list(s.display), list(s.played), list(s.discard),
            len(s.removed), tuple(p[0] for p in s.police), len(s.hands["west"]),
            len(s.hands["east"]), len(s.deck))


def _deltas(before: dict[str, int], after: dict[str, int]) -> dict[str, int]:
    out = {}
    for k in before.keys() | after.keys():
        d = after.get(k, 0) - before.get(k, 0)
        if d:
            out[k] = d
    return dict(sorted(out.items()))


def _markers(unrest: dict[str, int], imported: dict[str, int]) -> dict[str, int]:
    return {p: unrest[p] // 4 + imported.get(p, 0) for p in PROVINCES}


def diff(before: Snapshot, s: State) -> dict[str, Any]:
    """The change record: only the keys where something changed."""
    (facs, infra, unrest, ls, socs, sectors, imported, box, prestige, wc, soc, flight, wall,
     stasi, display, played, discard, removed_n, police, hand_w, hand_e, deck_n) = before
    out: dict[str, Any] = {}
    if facs != s.factories:
        f = {"built": sorted(c for c in s.factories if c not in facs),
             "removed": sorted(c for c in facs if c not in s.factories),
             "rundown": sorted(c for c, v in s.factories.items()
                               if v == "r" and facs.get(c) == "n"),
             "repaired": sorted(c for c, v in s.factories.items()
                                if v == "n" and facs.get(c) == "r")}
        out["factories"] = {k: v for k, v in f.items() if v}
    if infra != s.infra:
        out["infrastructure"] = {k: v for k, v in (("built", sorted(s.infra - infra)),
                                                   ("removed", sorted(infra - s.infra))) if v}
    for key, old, new in (("unrest", unrest, s.unrest), ("ls", ls, s.ls),
                          ("socialists", socs, s.socialists),
                          ("west_berlin_sectors", sectors, s.sectors)):
        if old != new:
            out[key] = _deltas(old, new)
    if unrest != s.unrest or imported != s.imported:
        d = _deltas(_markers(unrest, imported), _markers(s.unrest, s.imported))
        if d:
            out["mass_protests"] = d
    tracks = {name: getattr(s, attr) - old for (name, attr), old in
              zip(_TRACKS, (prestige, wc, soc, flight), strict=True) if getattr(s, attr) != old}
    if tracks:
        out["tracks"] = tracks
    if box != s.box:
        out["socialist_box"] = s.box - box
    if wall != s.wall:
        out["wall"] = s.wall
    if stasi != s.stasi_disbanded:
        out["stasi_disbanded"] = s.stasi_disbanded
    cards = _card_moves(display, played, discard, police, s)
    if cards:
        out["cards"] = cards
    counts = {k: v for k, v in (("west_hand", len(s.hands["west"]) - hand_w),
                                ("east_hand", len(s.hands["east"]) - hand_e),
                                ("deck", len(s.deck) - deck_n),
                                ("removed", len(s.removed) - removed_n)) if v}
    if counts:
        out["counts"] = counts
    return out


def _card_moves(display: list[str], played: list[str], discard: list[str],
                police: tuple[str, ...], s: State) -> dict[str, list[str]]:
    """Open cards that moved: out of and into the display, onto the row of played cards, the
    discard pile, in front of East (police power)."""
    moves = {"display_out": [c for c in display if c not in s.display],
             "display_in": [c for c in s.display if c not in display],
             "played": [c for c in s.played if c not in played],
             "discarded": [c for c in s.discard if c not in discard],
             "police": [p[0] for p in s.police if p[0] not in police]}
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
