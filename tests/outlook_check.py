"""Shared checks for the outlook tests: a played End of Decade (section 9) against what the
outlook said before it. Only add functions here."""

from __future__ import annotations

from typing import Any

from wsdv.engine import Game
from wsdv.engine.eod_outcomes import Outcome
from wsdv.engine.state import State


def _pairs(d: dict[str, int]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted((p, n) for p, n in d.items() if n))


def played_outcome(s0: State, h: Game, hamburg: dict[int, str]) -> Outcome:
    """The Outcome (wsdv/engine/eod_outcomes.py) of a played End of Decade."""
    e = h.state.eod
    r = h.state.result
    wc = e.get("wc")
    return Outcome(
        result=None if r is None else (r["winner"], r["reason"]),
        box=e.get("prestige_box"), hamburg_wc=hamburg.get(3), hamburg_hold=hamburg.get(5),
        wc=None if wc is None else (wc["export"], wc["income"], wc["ls"], wc["short"]),
        hold_lost=_pairs(e["hold"]["lost"]) if "hold" in e else None,
        internal=_pairs(e["internal"]) if "internal" in e else None,
        hits=_pairs(e["east_west"]["hits"]) if "east_west" in e else None,
        socialists=e["socialists"]["change"] if "socialists" in e else None,
        protests=(e["collapse"]["west"], e["collapse"]["east"]) if "collapse" in e else None,
        unrest=tuple((p, n - s0.unrest[p]) for p, n in h.state.unrest.items()
                     if n != s0.unrest[p]),
    )


def check(o: dict[str, Any], s0: State, h: Game) -> None:
    """Every exact figure of outlook `o` equals what the End of Decade played in h did, and
    every other figure lies within the outlook's bounds."""
    e = h.state.eod
    if "wc" in e:
        wc = o["western_currency"]
        for name in ("export", "income", "ls", "short"):
            got = e["wc"][name]
            if wc[name] is not None:
                assert got == wc[name], (name, got, wc)
            lo, hi = wc["range"][name]
            assert lo <= got <= hi, (name, got, wc)
    if "hold" in e:
        lost = e["hold"]["lost"]
        if o["hold_lost"] is not None:
            assert lost == o["hold_lost"], (lost, o["hold_lost"])
        for p, n in lost.items():
            assert n <= o["hold_lost_at_most"].get(p, 0), (p, lost, o["hold_lost_at_most"])
    if "internal" in e:
        if o["internal"] is not None:
            assert e["internal"] == o["internal"]
        for p, n in e["internal"].items():
            assert n <= o["internal_at_most"].get(p, 0)
    for p, n in h.state.unrest.items():
        assert n - s0.unrest[p] <= o["unrest_at_most"].get(p, 0), (p, o["unrest_at_most"])
    if "collapse" in e:
        for side in ("west", "east"):
            got = e["collapse"][side]
            assert o["mass_protests_at_least"][side] <= got <= \
                o["mass_protests_at_most"][side], (side, got, o["mass_protests_at_most"])
            if got >= 4:
                assert side in o["collapse_possible"]
    r = h.state.result
    if r is not None:
        assert [r["winner"], r["reason"]] in o["results_possible"], (r, o["results_possible"])
