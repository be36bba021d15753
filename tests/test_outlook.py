"""The view's "if the decade ended now" preview (`view["outlook"]`, wsdv/engine/outlook.py)
against the End of Decade itself (section 9): from positions of seeded games the End of Decade
is run at once, and what the preview said is what the phases did (exactly where no player's
choice comes between, as a bound where one does)."""

from __future__ import annotations

import random

import pytest
from outlook_check import check
from positions import at, clear_economy, connect, frame, new_game, place, zero_unrest

from wsdv.engine import Game
from wsdv.engine.board import PROVINCES, SIDE_OF_PROVINCE


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
    """Sections 9.1-9.10 from positions of a seeded game, each End of Decade played with the
    first options: 9.1's flight figures, 9.9's socialists and the mass protests counted now
    are exact; every figure the outlook gives exactly (West Berlin included) equals what the
    phases did and every other lies within its bounds, whether or not a choice came first."""
    checked = 0
    for g in positions(seed):
        o = g.view("west")["outlook"]
        start = g.state.clone()
        markers_now = {side: sum(g.view(None)["board"]["provinces"][p]["markers"]
                                 for p in PROVINCES if SIDE_OF_PROVINCE[p] == side)
                       for side in ("west", "east")}
        assert o["mass_protests"] == markers_now
        run_end_of_decade(g)
        eod = g.state.eod
        if not o["flight"]["wall"]:
            assert eod["flight"]["position"] == o["flight"]["position"]
            assert eod["flight"]["dismantle"] == o["flight"]["dismantle"]
        if "socialists" in eod:
            assert eod["socialists"]["change"] == o["socialists"]["change"]
        if o["checked"]["complete"]:
            check(o, start, g)
            checked += 1
    assert checked >= 5


# --- the reproductions of issue 29 ------------------------------------------------------------


def _empty(decade: int = 1) -> Game:
    """Decade `decade`, second half, West to play, no pieces, no unrest, no LS, markers at 0."""
    g = new_game()
    s = g.state
    s.decade, s.half = decade, 2
    clear_economy(g)
    zero_unrest(g)
    for p in PROVINCES:
        s.ls[p] = 0
    for sec in s.sectors:
        s.sectors[sec] = 0
    s.box = 0
    s.socialists.clear()
    return at(g, frame("turn", side="west"))


def test_9_3_forced_rundown_comes_before_9_5_hold_your_living_standard() -> None:
    """9.3, 5.3, 9.5: East has Leipzig and 1 LS in Sachsen, the Western currency track at -1:
    1 short, Leipzig (its only factory) runs down to 0, and 9.5 then takes Sachsen's LS."""
    g = _empty()
    place(g, "Leipzig")
    g.state.ls["Sachsen"] = 1
    g.state.wc = -1
    o = g.view("west")["outlook"]
    assert o["western_currency"]["short"] == 1
    assert o["hold_lost"] == {"Sachsen": 1}
    run_end_of_decade(g)
    assert g.state.eod["hold"]["lost"] == {"Sachsen": 1}


def _hamburg_ls() -> Game:
    g = _empty()
    connect(g, ("Hamburg", "Kiel"), ("Hamburg", "Bremen"))
    place(g, "Rostock")  # 9.1 (3 LS in the West: 1 to dismantle) takes it
    g.state.ls["Schleswig-Holstein"] = 3
    g.state.ls["Niedersachsen"] = 3
    return g


def test_10_3_hamburg_counts_for_one_province_in_9_5() -> None:
    """10.3 in 9.5 (East's only factory goes in 9.1): Hamburg (3) holds the 3 LS of the
    province West gives it to; the other province's export factory is 2 and it loses 1.
    Exactly one of the two loses 1, West chooses which; never both."""
    g = _hamburg_ls()
    o = g.view("west")["outlook"]
    assert o["hold_lost"] is None and o["depends"]["hold_lost"] == "hamburg"
    assert o["hold_by_hamburg"] == {"Niedersachsen": [{"Schleswig-Holstein": 1}],
                                    "Schleswig-Holstein": [{"Niedersachsen": 1}]}
    assert o["hold_lost_at_most"] == {"Niedersachsen": 1, "Schleswig-Holstein": 1}
    for to in ("Schleswig-Holstein", "Niedersachsen"):
        h = _hamburg_ls()
        at(h, frame("eod", phase=1))
        while h.prompt is not None and h.state.phase:
            pick = f"hamburg:{to}" if h.prompt.kind == "hamburg" else h.prompt.options[0].id
            h.choose(pick)
        assert [h.state.eod["hold"]["lost"]] == o["hold_by_hamburg"][to]


def test_10_3_hamburg_for_schleswig_holstein_makes_east_short_in_9_3() -> None:
    """10.3 in 9.3: with Hamburg in Niedersachsen, Schleswig-Holstein has no factory and every
    East export factory earns 1 WC (even rundown Berlin): 0 short. With Hamburg in
    Schleswig-Holstein the worst West export factory is 1 and Berlin (0) earns nothing: 1
    short."""
    g = _empty()
    place(g, "Hamburg", "Hannover", "Dortmund", "Kassel", "Koblenz", "Mannheim", "München")
    place(g, "Berlin", rundown=True)
    g.state.ls["East Berlin"] = 1
    o = g.view("west")["outlook"]
    wc = o["western_currency"]
    assert wc["short"] is None and wc["depends"] == "hamburg"
    assert wc["by_hamburg"]["Schleswig-Holstein"]["short"] == [1]
    assert wc["by_hamburg"]["Niedersachsen"]["short"] == [0]
    assert wc["range"]["short"] == [0, 1]


def test_9_2_prestige_box_counts_in_the_mass_protests_at_most() -> None:
    """9.2: prestige -3, East unrest Sachsen 4, Thüringen 4, Mecklenburg 4, Brandenburg 3:
    West executes box -3 (1 unrest) into Brandenburg, the fourth mass protest; East can
    collapse."""
    g = _empty()
    s = g.state
    s.prestige = -3
    s.unrest.update({"Sachsen": 4, "Thüringen": 4, "Mecklenburg": 4, "Brandenburg": 3})
    o = g.view("west")["outlook"]
    assert o["mass_protests_at_most"]["east"] == 4
    assert "east" in o["collapse_possible"]
    assert ["west", "collapse"] in o["results_possible"]
    at(g, frame("eod", phase=1))
    while g.prompt is not None and g.state.phase and g.result is None:
        p = g.prompt
        pick = "box:-3" if p.kind == "prestige_box" else \
            "prov:Brandenburg" if "prov:Brandenburg" in p.ids() else p.options[0].id
        g.choose(pick)
    assert g.result is not None and (g.result.winner, g.result.reason) == ("west", "collapse")
