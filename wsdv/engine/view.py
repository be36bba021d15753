"""What a side may see (ruling 6): everything but the other hand and the deck order."""

from __future__ import annotations

from typing import Any

from .board import CITY_KIND, CONNECTIONS, EXTERNAL_CITIES, PROVINCES
from .changes import merge
from .economy import conn_working, economy, export_value, factory_value, markers
from .flow import Prompt
from .knowledge import known
from .outlook import outlook
from .sequence import prestige_holder
from .state import State


def board_view(s: State) -> dict[str, Any]:
    factories = {
        c: {"rundown": s.factories[c] == "r", "value": factory_value(s, c),
            "external": CITY_KIND[c] == "external"}
        for c in sorted(s.factories)
    }
    working = sorted(f"{c.a}~{c.b}" for i, c in enumerate(CONNECTIONS) if conn_working(s, i))
    provinces = {
        p: {"unrest": s.unrest[p], "ls": s.ls[p], "markers": markers(s, p),
            "imported_markers": s.imported.get(p, 0), "socialists": s.socialists.get(p, 0),
            "economy": economy(s, p), "export_value": export_value(s, p)}
        for p in PROVINCES
    }
    return {"factories": factories, "infrastructure": sorted(s.infra),
            "working_connections": working, "provinces": provinces,
            "west_berlin_sectors": dict(s.sectors),
            "west_berlin_suppliers": list(s.wb_suppliers),
            "dead_sites": sorted(c for c in s.dead_sites if c in EXTERNAL_CITIES)}


PLAY_FRAMES = ("action", "event", "icons", "after_action", "special_cost")


def card_in_play(s: State) -> str | None:
    """The card an action or event is being resolved with (None between turns)."""
    for f in reversed(s.stack):
        if f["t"] in PLAY_FRAMES and f.get("card"):
            return str(f["card"])
    return None


def last_turn(log: list[dict[str, Any]], side: str | None) -> dict[str, Any] | None:
    """What happened since `side` last chose (for None: in the latest run of choices by one
    side): who chose, the choice numbers, the entries' indices and the merged changes."""
    end = len(log)
    i = end
    while i > 0 and log[i - 1].get("by") is not None and log[i - 1]["by"] != side:
        if side is None and log[i - 1]["by"] != log[end - 1]["by"]:
            break
        i -= 1
    entries = list(range(i, end))
    if not entries or log[end - 1].get("by") is None:
        return None
    records = [log[k]["changes"] for k in entries if "changes" in log[k]]
    return {"by": log[end - 1]["by"], "entries": entries,
            "choices": sorted({log[k]["n"] for k in entries}),
            "changes": merge(records)}


def turn_before(log: list[dict[str, Any]], side: str | None) -> dict[str, Any] | None:
    """last_turn of the moment `side`'s own current turn began: once `side` has chosen in it
    (taken a card, placed an LS), the other side's turn before, which `side` still plans
    against. None when `side` has not chosen since (last_turn tells) or nothing came before."""
    end = len(log)
    while end > 0 and side is not None and log[end - 1].get("by") == side:
        end -= 1
    return last_turn(log[:end], side) if end < len(log) else None


def _as_left(s: State, phase: int) -> State:
    """A copy of the state as End of Decade phase `phase` left it (the snapshot taken when
    the next phase began; none when the game ended in that phase: the state as it is)."""
    t = s.clone(with_log=False)
    snap = s.eod.get("before", {}).get(str(phase + 1))
    t.log = list(s.log[:snap["log"]] if snap is not None else s.log)
    if snap is not None:
        for k, v in snap.items():
            if k == "figures":
                t.eod = {**v, "before": s.eod["before"]}
            elif k == "hands":
                t.hands = {side: list(cards) for side, cards in v.items()}
            elif k != "log":
                setattr(t, k, set(v) if k in ("infra", "dead_sites") else
                        tuple(v) if k == "wb_suppliers" else
                        [tuple(p) for p in v] if k == "police" else
                        list(v) if isinstance(v, list) else v)
    t.phase, t.turn, t.stack, t.trig = phase, None, [], ()
    return t


def view_after(s: State, phase: int, side: str | None) -> dict[str, Any] | None:
    """view() of `side` as End of Decade phase `phase` of the last End of Decade left the
    table: the board, tracks, cards, figures of the phases done and the log of that moment,
    "phase" that phase, no prompt and no outlook. None if that phase was not reached."""
    before = s.eod.get("before", {})
    if not 1 <= phase <= 10 or str(phase) not in before:
        return None
    t = _as_left(s, phase)
    if str(phase + 1) in before:
        t.result = None  # the game ended later
    return view(t, side, None, with_outlook=False)


def board_after(s: State, phase: int) -> dict[str, Any] | None:
    """The board and the tracks as phase `phase` of the last End of Decade left them (as
    view()'s "board", "tracks", "socialists", "wall", "police"); None if that phase was not
    reached."""
    before = s.eod.get("before", {})
    if not 1 <= phase <= 10 or str(phase) not in before:  # k began: "before k+1", or now
        return None
    t = _as_left(s, phase)
    return {"board": board_view(t),
            "tracks": {"prestige": t.prestige, "western_currency": t.wc,
                       "socialist": t.soc_track, "flight": t.flight},
            "socialists": {"box": t.box, "map": sum(t.socialists.values())},
            "wall": t.wall, "police": [{"card": c, "colour": col, "used": used}
                                       for c, col, used in t.police]}


def view(s: State, side: str | None, current: Prompt | None,
         with_outlook: bool = True) -> dict[str, Any]:
    """What `side` may see (None: a spectator). `with_outlook` False leaves out the End of
    Decade outlook (None), a search, for callers that only need the cards and the log."""
    if side not in ("west", "east", None):
        raise ValueError("side must be 'west', 'east' or None")
    hands: dict[str, Any] = {}
    for h in ("west", "east"):
        hands[h] = list(s.hands[h]) if h == side else len(s.hands[h])
    log = [e for e in s.log if e.get("to") in (None, side)]
    prompt = None
    if current is not None:
        prompt = current.to_dict(with_options=current.side == side)
    return {
        "decade": s.decade, "half": s.half, "phase": s.phase, "turn": s.turn,
        "prestige_holder": prestige_holder(s),
        "tracks": {"prestige": s.prestige, "western_currency": s.wc, "socialist": s.soc_track,
                   "flight": s.flight},
        "wall": s.wall, "stasi_disbanded": s.stasi_disbanded,
        "socialists": {"box": s.box, "map": sum(s.socialists.values())},
        "board": board_view(s),
        "display": list(s.display), "special": s.special, "deck": len(s.deck),
        "hands": hands, "played": list(s.played), "discard": list(s.discard),
        "removed": len(s.removed),
        "set_aside": len(s.set_aside),  # ruling 28: a count, never the cards
        "police": [{"card": c, "colour": col, "used": used} for c, col, used in s.police],
        "end_of_decade": {k: v for k, v in s.eod.items() if k != "before"},
        "outlook": outlook(s) if with_outlook else None,
        "prompt": prompt, "result": s.result, "in_play": card_in_play(s),
        "knowledge": known(s, side) if side else None,
        "log": log,
        "last_turn": last_turn(log, side),
        "turn_before": turn_before(log, side),
    }
