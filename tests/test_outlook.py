"""The view's "if the decade ended now" preview (`view["outlook"]`, wsdv/engine/outlook.py)
against the End of Decade itself (section 9): from positions of seeded games the End of Decade
is run at once, and what the preview said is what the phases did (exactly where no player's
choice comes between, as a bound where one does)."""

from __future__ import annotations

import random

import pytest
from positions import at, frame, new_game

from wsdv.engine import Game
from wsdv.engine.board import PROVINCES, SIDE_OF_PROVINCE, WEST_BERLIN


def positions(seed: int, every: int = 7) -> list[Game]:
    """Copies of a seeded random game at every `every`-th choice, outside the End of
    Decade."""
    rnd = random.Random(seed)
    g = Game.new(seed)
    out = []
    for k in range(400):
        p = g.prompt
        if p is None or g.result is not None:
            break
        if k % every == 0 and g.state.phase == 0 and g.state.half:
            out.append(g.clone())
        g.choose(rnd.choice(p.options).id)
    return out


def run_end_of_decade(g: Game) -> list[str]:
    """Run the End of Decade from here (section 9), each prompt answered with its first
    option; the kinds of the prompts met, in order."""
    at(g, frame("eod", phase=1))
    kinds = []
    while g.prompt is not None and g.result is None and g.state.phase:
        kinds.append(g.prompt.kind)
        g.choose(g.prompt.options[0].id)
    return kinds


def test_no_outlook_during_the_end_of_decade_or_after_the_game() -> None:
    """Section 9: the preview is for the position before the End of Decade."""
    g = new_game()
    assert g.view("west")["outlook"] is not None
    g.state.phase = 3  # as in the End of Decade's phase 3
    assert g.view("west")["outlook"] is None
    g.state.result = {"winner": "west", "reason": "collapse", "decade": 1}
    assert g.view(None)["outlook"] is None


def test_the_wall_costs_instead_of_flight() -> None:
    """9.1: while the Wall stands there is no flight: prestige 1 toward West, East
    dismantles 1."""
    g = new_game()
    g.state.wall = True
    o = g.view("east")["outlook"]
    assert o["flight"] == {"wall": True, "prestige": -1, "dismantle": 1}


@pytest.mark.parametrize("seed", [3, 11, 29])
def test_outlook_matches_the_end_of_decade(seed: int) -> None:
    """Sections 9.1-9.10 from positions of a seeded game: 9.1's flight figures, 9.9's
    socialists and the mass protests counted now are exact; where no choice comes before
    them (no dismantling, no prestige box, no police to pay, no Hamburg choice) 9.3's
    Western currency, 9.5's lost LS and 9.6's internal unrest are exact too; the unrest of
    9.6, 9.7 and 9.9 never exceeds the preview's "at most", nor do the mass protests of 9.10."""
    exact_checked = 0
    for g in positions(seed):
        o = g.view("west")["outlook"]
        before = dict(g.state.unrest)
        markers_now = {side: sum(g.view(None)["board"]["provinces"][p]["markers"]
                                 for p in PROVINCES if SIDE_OF_PROVINCE[p] == side)
                       for side in ("west", "east")}
        assert o["mass_protests"] == markers_now
        kinds = run_end_of_decade(g)
        eod = g.state.eod
        if not o["flight"]["wall"]:
            assert eod["flight"]["position"] == o["flight"]["position"]
            assert eod["flight"]["dismantle"] == o["flight"]["dismantle"]
        if "socialists" in eod:
            assert eod["socialists"]["change"] == o["socialists"]["change"]
        quiet = (o["flight"]["dismantle"] == 0 and o["prestige"]["box"] is None
                 and o["pay_police"] == 0 and "hamburg" not in kinds)
        if quiet and "wc" in eod and "hold" in eod:
            assert eod["wc"]["income"] == o["western_currency"]["income"]
            assert eod["wc"]["short"] == o["western_currency"]["short"]
            lost = {p: n for p, n in eod["hold"]["lost"].items() if p != WEST_BERLIN}
            assert lost == {p: n for p, n in o["hold_lost"].items() if p != WEST_BERLIN}
            if o["western_currency"]["short"] == 0:
                assert eod["internal"] == o["internal"]
                hits = eod["east_west"]["hits"]
                for p in PROVINCES:
                    got = eod["internal"].get(p, 0) + hits.get(p, 0)
                    assert got <= o["unrest_at_most"].get(p, 0), (p, got, o)
                exact_checked += 1
        if "collapse" in eod and quiet and o["western_currency"]["short"] == 0:
            for side in ("west", "east"):
                assert eod["collapse"][side] <= o["mass_protests_at_most"][side]
        assert all(n >= 0 for n in before.values())
    assert exact_checked >= 1, "no position without choices before 9.3: pick other seeds"
