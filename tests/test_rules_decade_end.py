"""End of Decade (section 9): flight / the Wall (9.1), prestige (9.2), Western currency (9.3),
police cost (9.4), holding LS (9.5), the comparisons (9.6, 9.7), police (9.8, more in
test_rules_protests.py), socialists (9.9), collapse and victory (9.10), national insolvency."""

from __future__ import annotations

import pytest
from positions import (
    at,
    clear_economy,
    connect,
    frame,
    ids,
    new_game,
    phase_game,
    place,
    zero_unrest,
)

from wsdv.engine import Game
from wsdv.engine.board import (
    HAMBURG_PROVINCES,
    PROVINCES,
    SIDE_CITIES,
    SIDE_LINES,
    SIDE_PROVINCES,
    WEST_BERLIN,
)
from wsdv.engine.data import board_data, cards
from wsdv.engine.decade_end import wc_figures
from wsdv.engine.economy import export_value, factory_value, markers
from wsdv.words import text as said

EAST = SIDE_PROVINCES["east"]
EAST_CITIES = set(SIDE_CITIES["east"])
WEST = SIDE_PROVINCES["west"]


def _sides_of_prompts(g: Game, kind: str) -> list[str]:
    """Answer every prompt of `kind` with its first option; return who was asked."""
    sides = []
    while g.prompt is not None and g.prompt.kind == kind:
        sides.append(g.prompt.side)
        g.choose(g.prompt.options[0].id)
    return sides


# --- 9.1 Flight from the Republic / the Wall --------------------------------------------------


def _flight_example() -> Game:
    """9.1 example: 2 cards with 1 flight icon each, 1 red police card, 1 LS in the West
    province with the most LS, 2 West mass protest markers; the other 2 parameters 0."""
    g = new_game()
    s = g.state
    s.played = ["2", "12"]
    s.police = [("5", "red", False)]
    s.ls["Bayern"] = 1
    s.unrest["Bayern"] = s.unrest["Hessen"] = 4
    assert all(cards()[c].corner.flight == 1 for c in s.played)
    return g


def test_9_1_example_one_dismantling_point() -> None:
    """9.1 example: +2 flight icons, +1 red police card, +1 LS, −1 West mass protest → 3:
    East is hit by 1 dismantling point; the prestige holder (West at 0) dismantles it."""
    g = phase_game(_flight_example(), 1)
    s = g.state
    fig = s.eod["flight"]
    assert (fig["flight_icons"], fig["red_police"], fig["west_most_ls"]) == (2, 1, 1)
    assert (fig["west_mass_protest"], fig["east_mass_protest"], fig["east_fewest_ls"]) == \
        (1, 0, 0)
    assert (fig["position"], fig["dismantle"]) == (3, 1)
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "dismantle")
    g.choose("city:Berlin")
    assert g.prompt is None
    assert "Berlin" not in s.factories
    assert s.flight == 0 and s.played == [] and {"2", "12"} <= set(s.discard)


@pytest.mark.parametrize("prestige,order", [(0, ["west", "east", "west"]),
                                            (2, ["east", "west", "east"])])
def test_9_1_prestige_holder_dismantles_first_then_alternating(prestige: int,
                                                               order: list[str]) -> None:
    """9.1: the player with the prestige advantage dismantles the first East piece, then the
    players alternate."""
    g = new_game()
    s = g.state
    s.prestige = prestige
    s.ls["Hessen"] = 6  # flight 6 → 3 dismantling points
    connect(g, ("Berlin", "Magdeburg"))
    g = phase_game(g, 1)
    assert s.eod["flight"]["dismantle"] == 3
    assert _sides_of_prompts(g, "dismantle") == order


def test_9_1_flight_parameters() -> None:
    """9.1 (ruling 20): West Berlin counts for the West province with the most LS; the East
    province with the fewest LS counts back; any East mass protest +1; pink police 0."""
    g = new_game()
    s = g.state
    s.sectors["US"], s.ls[WEST_BERLIN] = 1, 1
    for p in EAST:
        s.ls[p] = 2
    s.ls["Sachsen"] = 1
    s.ls[WEST_BERLIN] = 5
    s.unrest["Thüringen"] = s.unrest["Sachsen"] = 4
    s.police = [("15", "pink", False), ("21", "red", True)]
    s.played = ["I", "28"]  # special card I shows 2 flight icons, card 28 one
    phase_game(g, 1)
    fig = s.eod["flight"]
    assert fig["flight_icons"] == 3
    assert fig["west_most_ls"] == 5 and fig["east_fewest_ls"] == 1
    assert fig["red_police"] == 1 and fig["east_mass_protest"] == 1
    assert fig["position"] == 3 + 5 + 1 + 1 - 1 and fig["dismantle"] == 4


def test_9_1_flight_track_stops_at_zero() -> None:
    """9.1: the flight marker cannot go below 0: no dismantling."""
    g = new_game()
    for p in EAST:
        g.state.ls[p] = 4
    phase_game(g, 1)
    assert g.state.eod["flight"]["position"] == 0
    assert g.prompt is None and len(g.state.factories) == 4


def test_9_1_the_wall_costs_prestige_and_one_dismantling() -> None:
    """9.1 Wall variant: prestige 1 toward West, East dismantles 1 of its choice, no flight
    at all (whatever the icons and LS)."""
    g = _flight_example()
    s = g.state
    s.wall = True
    s.ls["Bayern"] = 9
    phase_game(g, 1)
    assert s.prestige == -1
    assert "flight" not in s.eod
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("east", "dismantle")
    g.choose("city:Bitterfeld")
    assert g.prompt is None
    assert set(s.factories) == {"Hamburg", "Dortmund", "Berlin"}
    assert s.played == []


@pytest.mark.parametrize("wall", [False, True])
def test_9_national_insolvency_in_phase_9_1(wall: bool) -> None:
    """9 (national insolvency): when East must dismantle more than it has, it loses at once
    and the remaining phases are skipped."""
    g = _flight_example()
    g.state.wall = wall
    for c in ("Berlin", "Bitterfeld"):
        g.state.factories[c] = "r"  # rundown: nothing East can dismantle
    phase_game(g, 1)
    assert g.result is not None
    assert (g.result.winner, g.result.reason) == ("west", "national insolvency")
    assert g.prompt is None


# --- 9.2 Prestige -----------------------------------------------------------------------------


def test_9_2_example_west_executes_a_lower_box() -> None:
    """9.2 example: the marker is on "+1 unrest for East" (−3); West chooses the lower box
    and makes 1 East factory rundown."""
    g = new_game()
    s = g.state
    s.prestige = -3
    phase_game(g, 2)
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "prestige_box")
    assert set(ids(g)) == {"box:-3", "box:-2", "box:-1"}
    g.choose("box:-1")
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "rundown")
    g.choose("city:Bitterfeld")
    assert g.prompt is None
    assert s.factories["Bitterfeld"] == "r"
    assert all(s.unrest[p] == 3 for p in EAST), "the −3 box was not executed"


def test_9_2_the_box_under_the_marker() -> None:
    """9.2: executing the box under the marker: −3 is "+1 unrest for East", West decides
    where."""
    g = new_game()
    g.state.prestige = -3
    phase_game(g, 2)
    g.choose("box:-3")
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "add_unrest")
    assert set(ids(g)) == {f"prov:{p}" for p in EAST}
    g.choose("prov:Sachsen")
    assert g.state.unrest["Sachsen"] == 4


def test_9_2_east_holder_executes_its_boxes() -> None:
    """9.2: East (prestige +2) chooses box +2 (remove 1 unrest) or +1 (1 build point, no
    Rheinsberg or external site)."""
    g = new_game()
    g.state.prestige = 2
    phase_game(g, 2)
    assert g.prompt is not None and g.prompt.side == "east"
    assert set(ids(g)) == {"box:2", "box:1"}
    g.choose("box:1")
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("east", "build")
    assert "city:Rheinsberg" not in ids(g) and "city:Polska-N" not in ids(g)
    g.choose("city:Leipzig")
    assert g.state.factories["Leipzig"] == "n" and g.prompt is None


def test_9_2_box_ls_even_with_economy_zero() -> None:
    """9.2 box +4 (1 LS for East, as the card icon): even with economy 0, removes 1 unrest."""
    g = new_game()
    g.state.prestige = 4
    phase_game(g, 2)
    g.choose("box:4")
    assert g.prompt is not None and g.prompt.kind == "ls_icon"
    g.choose("prov:Mecklenburg")
    assert g.state.ls["Mecklenburg"] == 1 and g.state.unrest["Mecklenburg"] == 2


def test_9_2_nothing_at_zero() -> None:
    """9.2 (ruling 21): at 0 nothing happens."""
    g = phase_game(new_game(), 2)
    assert g.prompt is None


def test_9_2_dismantle_box_national_insolvency() -> None:
    """9.2 box −4 with 9: the East dismantling point East cannot pay → national insolvency."""
    g = new_game()
    s = g.state
    s.prestige = -4
    for c in ("Berlin", "Bitterfeld"):
        s.factories[c] = "r"
    phase_game(g, 2)
    g.choose("box:-4")
    while g.prompt is not None:
        assert g.prompt.kind in ("icon_order", "add_unrest")
        g.choose(g.prompt.options[-1].id if g.prompt.kind == "icon_order"
                 else g.prompt.options[0].id)
    assert g.result is not None and g.result.reason == "national insolvency"


def _east_totals(s) -> dict[str, int]:
    return {"unrest": sum(s.unrest[p] for p in EAST), "ls": sum(s.ls[p] for p in EAST),
            "pieces": sum(1 for c in s.factories if c in EAST_CITIES) +
            len(s.infra & set(SIDE_LINES["east"]))}


def _execute_box(prestige: int, box: int) -> tuple[dict[str, int], dict[str, int], list[str]]:
    """Execute prestige box `box` with the marker at `prestige`: every icon is answered with
    its first option; returns East's totals before and after and the prompts' kinds."""
    g = new_game()
    s = g.state
    s.prestige = prestige
    s.ls["East Berlin"] = 1
    phase_game(g, 2)
    before = _east_totals(s)
    g.choose(f"box:{box}")
    kinds = []
    while g.prompt is not None:
        kinds.append(g.prompt.kind)
        g.choose(g.prompt.options[0].id)
    assert g.result is None
    return before, _east_totals(s), kinds


@pytest.mark.parametrize(("box", "change", "kinds"), [
    (-6, {"unrest": 1, "ls": -1, "pieces": -1}, {"add_unrest", "dismantle", "ls_remove"}),
    (-5, {"unrest": 1, "ls": -1, "pieces": 0}, {"add_unrest", "ls_remove"}),
    (5, {"unrest": -2, "ls": 1, "pieces": 0}, {"ls_icon", "remove_unrest"}),
    (6, {"unrest": -2, "ls": 1, "pieces": 1}, {"ls_icon", "remove_unrest", "build"}),
])
def test_9_2_outer_boxes_executed_as_printed(box: int, change: dict[str, int],
                                             kinds: set[str]) -> None:
    """9.2, the boxes at the ends of the prestige track as printed: −6 +1 East unrest, 1 East
    dismantling point, −1 East LS; −5 +1 unrest, −1 LS; +5 1 East LS (removing 1 unrest
    there) and −1 unrest; +6 the same and 1 East build point."""
    assert set(board_data().prestige_boxes[box]) == set(
        {-6: ("east_unrest", "east_dismantle", "east_remove_ls"),
         -5: ("east_unrest", "east_remove_ls"), 5: ("east_ls", "east_remove_unrest"),
         6: ("east_ls", "east_remove_unrest", "east_build")}[box])
    before, after, seen = _execute_box(box, box)
    assert {k: after[k] - before[k] for k in before} == change
    assert kinds <= set(seen)


def test_9_2_box_six_may_execute_a_lower_box() -> None:
    """9.2: at +6 East may choose any box of its side, +1 to +6."""
    g = new_game()
    g.state.prestige = 6
    phase_game(g, 2)
    assert set(ids(g)) == {f"box:{b}" for b in range(1, 7)}


# --- 9.3 Western currency ---------------------------------------------------------------------


def _wc_example(track: int) -> Game:
    """9.3 example: 8 East LS; worst West export factory 3; East export factories 0 (Mecklen-
    burg), 1 (Sachsen-Anhalt), 1 (Thüringen), 2 (Brandenburg), 3 (Sachsen), 5 (East Berlin);
    Polska-S (value 2) does not count."""
    g = new_game()
    clear_economy(g)
    s = g.state
    s.wc = track
    # West: every West Germany province has an export factory of value 3.
    connect(g, ("Kiel", "Flensburg"), ("Kiel", "Hamburg"), ("Hannover", "Bielefeld"),
            ("Hannover", "Wolfsburg"), ("Dortmund", "Duisburg"), ("Dortmund", "Köln"),
            ("Frankfurt", "Gießen"), ("Frankfurt", "Fulda"),
            ("Kaiserslautern", "Saarbrücken"), ("Kaiserslautern", "Mannheim"),
            ("Stuttgart", "Heilbronn"), ("Stuttgart", "Ulm"),
            ("Nürnberg", "Bayreuth"), ("Nürnberg", "Ingolstadt"))
    # East
    connect(g, ("Berlin", "Schwedt"), ("Berlin", "Cottbus"), ("Berlin", "Magdeburg"),
            ("Berlin", "Polska-S"), ("Dresden", "Leipzig"), ("Dresden", "Karl-Marx-Stadt"))
    s.factories["Cottbus"] = s.factories["Magdeburg"] = "r"
    place(g, "Eisenach")
    place(g, "Rostock", rundown=True)
    for p, n in (("Sachsen", 2), ("East Berlin", 2), ("Brandenburg", 2), ("Thüringen", 1),
                 ("Mecklenburg", 1)):
        s.ls[p] = n
    exports = sorted(export_value(s, p) for p in EAST)
    assert exports == [0, 1, 1, 2, 3, 5]
    assert factory_value(s, "Polska-S") == 2
    return g


def test_9_3_example_three_short_three_rundowns() -> None:
    """9.3 example: income 3 (track) + 2 (exports 3 and 5 reach the worst West export 3);
    8 LS → 3 short → 3 East factories become rundown, the prestige holder choosing first,
    then alternating."""
    g = phase_game(_wc_example(3), 3)
    s = g.state
    fig = s.eod["wc"]
    assert (fig["track"], fig["worst_west_export"], fig["export"]) == (3, 3, 2)
    assert (fig["income"], fig["ls"], fig["short"]) == (5, 8, 3)
    before = {c for c, v in s.factories.items() if v == "r"}
    assert _sides_of_prompts(g, "rundown") == ["west", "east", "west"]
    assert g.prompt is None
    after = {c for c, v in s.factories.items() if v == "r"}
    assert len(after - before) == 3
    assert s.factories["Polska-S"] == "n", "external factories never run down"


def test_9_3_variant_negative_income_nine_short() -> None:
    """9.3 variant: track −3: income −3 + 2 = −1 → 9 short. The 6 normal East factories run
    down, then 3 infrastructures go; both processes start with the prestige holder."""
    g = phase_game(_wc_example(-3), 3)
    s = g.state
    assert s.eod["wc"]["short"] == 9
    lines_before = len(s.infra & set(SIDE_LINES["east"]))
    assert _sides_of_prompts(g, "rundown") == ["west", "east"] * 3
    assert all(v == "r" for c, v in s.factories.items()
               if c not in ("Polska-S",) and c in {"Berlin", "Schwedt", "Dresden", "Leipzig",
                                                    "Karl-Marx-Stadt", "Eisenach"})
    assert _sides_of_prompts(g, "wc_remove") == ["west", "east", "west"]
    assert g.prompt is None
    lines_after = len(s.infra & set(SIDE_LINES["east"]))
    assert lines_before - lines_after == 3


def test_9_3_west_province_without_factory_every_east_export_earns() -> None:
    """9.3: with a West Germany province without factories every East export factory earns 1,
    even a rundown one of value 0 (provinces without a factory have none)."""
    g = new_game()
    s = g.state
    s.factories["Bitterfeld"] = "r"
    s.ls["Sachsen"], s.ls["Thüringen"], s.ls["Mecklenburg"] = 1, 1, 1
    phase_game(g, 3)
    fig = s.eod["wc"]
    assert fig["worst_west_export"] is None
    assert fig["export"] == 2 and fig["short"] == 1


def test_9_3_west_berlin_does_not_count_for_the_worst_export() -> None:
    """9.3 (ruling 10): the worst West export factory ranges over West Germany only (West
    Berlin never has a factory)."""
    g = _wc_example(3)
    from wsdv.engine.economy import worst_west_export

    assert worst_west_export(g.state, None) == 3


def test_9_3_no_shortfall_no_rundown() -> None:
    """9.3: no benefit from a surplus, no rundown without shortfall."""
    g = new_game()
    g.state.wc = 4
    g.state.ls["Sachsen"] = 3
    phase_game(g, 3)
    assert g.state.eod["wc"]["short"] == 0 and g.prompt is None


def test_9_3_rheinsberg_removed_when_nothing_can_run_down() -> None:
    """9.3: with no factory left to run down the players remove infrastructure or the
    Rheinsberg factory."""
    g = new_game()
    s = g.state
    clear_economy(g)
    place(g, "Berlin", rundown=True)
    place(g, "Rheinsberg", rundown=True)
    s.ls["Sachsen"] = 3
    s.wc = 0
    phase_game(g, 3)
    assert s.eod["wc"]["export"] == 2, "Berlin (0) and Rheinsberg (1) earn 1 each: West has gaps"
    assert s.eod["wc"]["short"] == 1
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "wc_remove")
    assert ids(g) == ["city:Rheinsberg"]
    g.choose("city:Rheinsberg")
    assert "Rheinsberg" not in s.factories and g.prompt is None


def test_9_3_rundown_of_a_normal_rheinsberg_flips_it() -> None:
    """9.3 with 10.4: a normal Rheinsberg is a rundown candidate like any East factory."""
    g = new_game()
    clear_economy(g)
    place(g, "Rheinsberg")
    g.state.ls["Sachsen"] = 2
    phase_game(g, 3)
    assert ids(g) == ["city:Rheinsberg"]
    g.choose("city:Rheinsberg")
    assert g.state.factories["Rheinsberg"] == "r"


def test_9_3_insolvency_when_nothing_can_go() -> None:
    """9.3 with 9: nothing to run down and nothing to remove → national insolvency."""
    g = new_game()
    s = g.state
    for c in ("Berlin", "Bitterfeld"):
        s.factories[c] = "r"
    s.ls["Sachsen"] = 3
    s.wc = -1
    phase_game(g, 3)
    assert g.result is not None
    assert (g.result.winner, g.result.reason) == ("west", "national insolvency")


def test_9_3_hamburg_chosen_by_west_when_it_matters() -> None:
    """9.3 with 10.3: West decides for the phase where Hamburg counts; the choice decides the
    worst West export factory."""
    g = _wc_example(3)
    s = g.state
    for c in ("Kiel", "Flensburg"):
        del s.factories[c]
    s.infra -= {"Flensburg~Kiel", "Kiel~Hamburg"}
    connect(g, ("Hamburg", "Bremen"), ("Hamburg", "Wolfsburg"))
    phase_game(g, 3)
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "hamburg")
    g.choose("hamburg:Schleswig-Holstein")
    assert s.eod["wc"]["worst_west_export"] == 3


def test_9_3_hamburg_not_asked_when_the_export_income_is_the_same() -> None:
    """9.3 with 10.3, ruling 26: Hamburg (value 1) decides whether Schleswig-Holstein has an
    export factory, so the worst West export factory is 1 or none; East's two value-1
    export factories earn 1 WC each either way: no province's outcome differs, no question."""
    g = new_game()
    clear_economy(g)
    s = g.state
    connect(g, ("Hannover", "Bielefeld"), ("Dortmund", "Köln"), ("Frankfurt", "Gießen"),
            ("Kaiserslautern", "Saarbrücken"), ("Stuttgart", "Ulm"), ("Nürnberg", "Bayreuth"))
    place(g, "Hamburg", "Berlin", "Bitterfeld")
    figures = {p: wc_figures(s, p) for p in HAMBURG_PROVINCES}
    assert figures["Schleswig-Holstein"]["worst_west_export"] == 1
    assert figures["Niedersachsen"]["worst_west_export"] is None
    assert figures["Schleswig-Holstein"]["export"] == figures["Niedersachsen"]["export"] == 2
    phase_game(g, 3)
    assert g.prompt is None
    assert s.eod["wc"]["export"] == 2


# --- 9.4 Pay for police power cards -----------------------------------------------------------


def test_9_4_one_dismantling_point_per_police_card() -> None:
    """9.4: East dismantles 1 build point per collected police card (its choice)."""
    g = new_game()
    g.state.police = [("5", "red", True), ("15", "pink", False)]
    phase_game(g, 4)
    assert _sides_of_prompts(g, "dismantle") == ["east", "east"]
    assert not {"Berlin", "Bitterfeld"} & set(g.state.factories)
    assert g.result is None


def test_9_4_national_insolvency() -> None:
    """9.4 with 9: 2 police cards but only 1 build point to dismantle → East loses."""
    g = new_game()
    g.state.police = [("5", "red", True), ("15", "pink", False)]
    g.state.factories["Bitterfeld"] = "r"
    phase_game(g, 4)
    g.choose("city:Berlin")
    assert g.result is not None
    assert (g.result.winner, g.result.reason) == ("west", "national insolvency")


def test_9_4_no_cards_nothing_to_pay() -> None:
    """9.4: without police cards nothing happens."""
    g = phase_game(new_game(), 4)
    assert g.prompt is None and len(g.state.factories) == 4


# --- 9.5 Hold your living standard ------------------------------------------------------------


def test_9_5_example_brandenburg_loses_two() -> None:
    """9.5 example: Brandenburg has 3 LS and an export factory of value 1: it loses 2."""
    g = new_game()
    s = g.state
    place(g, "Cottbus")
    s.ls["Brandenburg"] = 3
    s.ls["East Berlin"] = 1
    phase_game(g, 5)
    assert g.prompt is None
    assert s.ls["Brandenburg"] == 1 and s.ls["East Berlin"] == 1
    assert s.eod["hold"]["lost"] == {"Brandenburg": 2}


def test_9_5_no_factory_no_ls_and_externals_do_not_hold() -> None:
    """9.5: a province without a factory holds no LS; ČSSR/Polska factories never hold LS."""
    g = new_game()
    s = g.state
    connect(g, ("Schwedt", "Polska-S"))
    del s.factories["Schwedt"]
    s.ls["Brandenburg"] = 2
    s.ls["Bayern"] = 1
    phase_game(g, 5)
    assert s.ls["Brandenburg"] == 0 and s.ls["Bayern"] == 0


def test_9_5_west_berlin_limit_from_suppliers_that_delivered() -> None:
    """9.5: West Berlin holds at most the value of the worst export factory of the suppliers
    that transferred LS to it (Baden-Württemberg, which delivered nothing, is ignored though
    it has no factory); West chooses the sector that loses."""
    g = new_game()
    s = g.state
    connect(g, ("Dortmund", "Köln"), ("Dortmund", "Duisburg"))
    place(g, "Koblenz")
    s.sectors.update({"British": 2, "French": 1, "US": 0})
    s.wb_suppliers = ("Nordrhein-Westfalen", "Rheinland-Pfalz")
    s.ls[WEST_BERLIN] = 3
    s.ls["Nordrhein-Westfalen"] = 3
    phase_game(g, 5)
    assert s.eod["hold"]["limits"][WEST_BERLIN] == 1
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "sector")
    assert set(ids(g)) == {"sector:British", "sector:French"}
    g.choose("sector:French")
    assert g.prompt is None, "the 2nd LS can only come from the British sector"
    assert s.ls[WEST_BERLIN] == 1 and s.sectors == {"British": 1, "French": 0, "US": 0}
    assert s.ls["Nordrhein-Westfalen"] == 3


def test_9_5_a_supplier_whose_sector_was_emptied_still_counts() -> None:
    """9.5 ("die bereits nach West-Berlin geliefert haben"), ruling 27: Rheinland-Pfalz once
    transferred an LS, its French sector has lost it since; its export factory (Koblenz, 1)
    still limits West Berlin, so of 2 LS in the British sector West Berlin keeps 1."""
    g = new_game()
    s = g.state
    connect(g, ("Dortmund", "Köln"), ("Dortmund", "Duisburg"))
    place(g, "Koblenz")
    s.sectors.update({"British": 2, "French": 0, "US": 0})
    s.wb_suppliers = ("Rheinland-Pfalz", "Nordrhein-Westfalen")
    s.ls[WEST_BERLIN] = 2
    phase_game(g, 5)
    assert s.eod["hold"]["limits"][WEST_BERLIN] == 1
    assert s.ls[WEST_BERLIN] == 1 and s.sectors["British"] == 1
    assert s.eod["hold"]["lost"][WEST_BERLIN] == 1


def test_9_5_no_limit_while_no_supplier_ever_transferred() -> None:
    """9.5, ruling 27: West Berlin's LS came only from card 79 (no supplier transferred): no
    limit applies, though no supplier has a factory."""
    g = new_game()
    s = g.state
    s.sectors.update({"British": 1, "French": 1, "US": 0})
    s.ls[WEST_BERLIN] = 2
    phase_game(g, 5)
    assert g.prompt is None
    assert WEST_BERLIN not in s.eod["hold"]["limits"]
    assert s.ls[WEST_BERLIN] == 2 and WEST_BERLIN not in s.eod["hold"]["lost"]


def test_9_5_hamburg_tie_west_is_asked() -> None:
    """9.5 with 10.3, ruling 26: neither Schleswig-Holstein nor Niedersachsen has a factory of
    its own and each has 1 LS: with Hamburg, one keeps its LS and the other loses it. The
    total is 1 either way, but the outcome differs per province, so West decides."""
    g = new_game()
    s = g.state
    s.ls["Schleswig-Holstein"] = s.ls["Niedersachsen"] = 1
    phase_game(g, 5)
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "hamburg")
    labels = {o.id: o.label for o in g.prompt.options}
    assert labels["hamburg:Niedersachsen"] == \
        "Niedersachsen: Schleswig-Holstein loses 1 LS, Niedersachsen keeps its LS"
    g.choose("hamburg:Niedersachsen")
    assert s.ls["Schleswig-Holstein"] == 0 and s.ls["Niedersachsen"] == 1
    assert s.eod["hamburg"] == "Niedersachsen"

    g = new_game()
    s = g.state
    s.ls["Schleswig-Holstein"] = s.ls["Niedersachsen"] = 1
    phase_game(g, 5)
    g.choose("hamburg:Schleswig-Holstein")
    assert s.ls["Schleswig-Holstein"] == 1 and s.ls["Niedersachsen"] == 0


def test_9_5_hamburg_not_asked_when_nothing_depends_on_it() -> None:
    """9.5 with 10.3: with no LS in either Hamburg province the outcome is the same: no
    question."""
    g = phase_game(new_game(), 5)
    assert g.prompt is None


def test_9_5_hamburg_choice_for_the_phase() -> None:
    """9.5 with 10.3: West decides where Hamburg counts for the phase when it matters."""
    g = new_game()
    s = g.state
    s.ls["Schleswig-Holstein"] = 1
    s.ls["Niedersachsen"] = 1
    place(g, "Bremen")
    phase_game(g, 5)
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "hamburg")
    g.choose("hamburg:Schleswig-Holstein")
    assert s.ls["Schleswig-Holstein"] == 1 and s.ls["Niedersachsen"] == 1


# --- 9.6 Internal comparison ------------------------------------------------------------------


def test_9_6_example_west_berlin_full_difference_bayern_reduced() -> None:
    """9.6 example: all West provinces 3 LS, West Berlin and Bayern 2: West Berlin +1 (full
    difference), Bayern +0 (difference − 1)."""
    g = new_game()
    zero_unrest(g)
    s = g.state
    for p in WEST:
        s.ls[p] = 3
    s.ls[WEST_BERLIN] = s.ls["Bayern"] = 2
    phase_game(g, 6)
    assert s.unrest[WEST_BERLIN] == 1 and s.unrest["Bayern"] == 0
    assert sum(s.unrest[p] for p in PROVINCES) == 1
    assert s.eod["internal"] == {WEST_BERLIN: 1}


def test_9_6_east_difference_minus_one() -> None:
    """9.6: East provinces compare with East's best (difference − 1)."""
    g = new_game()
    zero_unrest(g)
    s = g.state
    s.ls["Sachsen"] = 3
    s.ls["Thüringen"] = 1
    phase_game(g, 6)
    assert s.unrest["Thüringen"] == 1
    assert all(s.unrest[p] == 2 for p in EAST if p not in ("Sachsen", "Thüringen"))
    assert s.unrest["Sachsen"] == 0
    assert all(s.unrest[p] == 0 for p in WEST)


# --- 9.7 East West comparison -----------------------------------------------------------------


def _ew_example() -> Game:
    """9.7 example: Bayern 3 LS with 1 mass protest; Hessen 2; Sachsen 0, Thüringen 1 (and
    Sachsen-Anhalt 2, so that Hessen's only target is Thüringen)."""
    g = new_game()
    s = g.state
    s.ls["Bayern"], s.unrest["Bayern"] = 3, 4
    s.ls["Hessen"] = 2
    s.ls["Thüringen"] = 1
    s.ls["Sachsen-Anhalt"] = 2
    return g


def test_9_7_example_bayern_and_hessen_attack_thueringen() -> None:
    """9.7 example: with 1 mass protest only 2 of Bayern's 3 LS are available; it could give
    Sachsen (0) 2 unrest but goes for Thüringen (1): +1; Hessen (2) also attacks Thüringen:
    +1. The attacker decides."""
    g = phase_game(_ew_example(), 7)
    s = g.state
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "attack")
    assert "Bayern" in g.prompt.text and "2 available" in g.prompt.text
    assert set(ids(g)) == {"prov:Sachsen", "prov:Thüringen"}
    g.choose("prov:Thüringen")
    assert g.prompt is None
    assert s.unrest["Thüringen"] == 3 + 2 and s.unrest["Sachsen"] == 3
    assert s.eod["east_west"]["available"]["Bayern"] == 2
    assert s.eod["east_west"]["hits"]["Thüringen"] == 2
    assert "Sachsen" not in s.eod["east_west"]["hits"]


def test_9_7_unrest_lands_after_all_attacks() -> None:
    """9.7: the unrest of the attacks creates mass protest markers only after all attacks of
    both players: a province about to get a protest still attacks with all its LS."""
    g = new_game()
    zero_unrest(g)
    s = g.state
    s.ls["Schleswig-Holstein"] = 3
    s.ls["Mecklenburg"], s.unrest["Mecklenburg"] = 2, 3
    phase_game(g, 7)
    assert g.prompt is None, "one target each: no question"
    assert s.unrest["Mecklenburg"] == 4, "SH: 3 − 2 = 1"
    assert s.unrest["Niedersachsen"] == 2, "Mecklenburg attacked with 2, not 1"


def test_9_7_west_berlin_attacks_both_neighbours() -> None:
    """9.7: West Berlin attacks East Berlin and Brandenburg, each by the full difference."""
    g = new_game()
    zero_unrest(g)
    s = g.state
    s.ls[WEST_BERLIN], s.sectors["US"] = 3, 3
    s.ls["Brandenburg"] = 1
    phase_game(g, 7)
    assert g.prompt is None
    assert s.unrest["East Berlin"] == 3 and s.unrest["Brandenburg"] == 2
    assert s.unrest["Sachsen"] == 0


def test_9_7_east_attacker_decides_and_markers_limit_available_ls() -> None:
    """9.7: East attacks too (its choice); each mass protest marker of the attacker takes 1 LS
    out of the attack; the defender's markers do not matter."""
    g = new_game()
    zero_unrest(g)
    s = g.state
    s.ls["Sachsen-Anhalt"], s.unrest["Sachsen-Anhalt"] = 4, 4
    s.unrest["Hessen"] = 8
    phase_game(g, 7)
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("east", "attack")
    assert "3 available" in g.prompt.text
    g.choose("prov:Hessen")
    assert g.prompt is None
    assert s.unrest["Hessen"] == 11 and s.unrest["Niedersachsen"] == 0


def test_9_7_no_attack_on_equal_or_more_ls() -> None:
    """9.7: only a province with less LS than the attacker's available ones receives unrest."""
    g = new_game()
    zero_unrest(g)
    s = g.state
    for p in PROVINCES:
        s.ls[p] = 2
    s.sectors["US"] = 2
    s.ls["Bayern"] = 3
    phase_game(g, 7)
    assert g.prompt is not None and set(ids(g)) == {"prov:Sachsen", "prov:Thüringen"}
    g.choose("prov:Sachsen")
    assert g.prompt is None
    assert s.unrest["Sachsen"] == 1
    assert sum(s.unrest[p] for p in PROVINCES) == 1


# --- 9.9 Socialists phase ---------------------------------------------------------------------


def test_9_9_new_socialists_go_to_the_box_then_to_protests() -> None:
    """9.9: the track position gives new socialists (+3 → 2); they go into the box, then the
    box's socialists move to mass protests (section 7)."""
    g = new_game()
    s = g.state
    s.soc_track = 3
    s.box = 0
    s.unrest["Sachsen"] = 5
    phase_game(g, 9)
    assert g.prompt is None
    assert s.socialists == {"Sachsen": 2} and s.unrest["Sachsen"] == 3 and s.box == 0


def test_9_9_triumph_of_socialism() -> None:
    """9.9: East wins at once when it should receive a socialist but all 12 are on the board
    (box + map)."""
    g = new_game()
    s = g.state
    s.soc_track = 1
    s.box = 1
    s.socialists = {"Sachsen": 6, "Thüringen": 5}
    phase_game(g, 9)
    assert g.result is not None
    assert (g.result.winner, g.result.reason) == ("east", "triumph of socialism")


def test_9_9_triumph_on_the_second_new_socialist() -> None:
    """9.9: with 11 on the board and 2 to receive, the 12th arrives and the next one wins."""
    g = new_game()
    s = g.state
    s.soc_track = 3
    s.box = 0
    s.socialists = {"Sachsen": 11}
    phase_game(g, 9)
    assert g.result is not None and g.result.reason == "triumph of socialism"
    assert s.box == 1


def test_9_9_losing_from_the_box_first_then_west_removes_from_provinces() -> None:
    """9.9: lost socialists leave the box first; the rest West removes from provinces, each
    returning 1 unrest (and a mass protest marker if necessary)."""
    g = new_game()
    s = g.state
    s.soc_track = -4  # lose 2
    s.box = 1
    s.socialists = {"Sachsen": 1, "Thüringen": 2}
    phase_game(g, 9)
    assert s.box == 0
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "lose_socialist")
    assert set(ids(g)) == {"prov:Sachsen", "prov:Thüringen"}
    g.choose("prov:Thüringen")
    assert g.prompt is None
    assert s.socialists == {"Sachsen": 1, "Thüringen": 1}
    assert s.unrest["Thüringen"] == 4 and markers(s, "Thüringen") == 1
    assert g.result is None


def test_9_9_socialism_fails() -> None:
    """9.9: East loses at once when a socialist must be removed but none is on the board."""
    g = new_game()
    s = g.state
    s.soc_track = -1
    s.box = 0
    phase_game(g, 9)
    assert g.result is not None
    assert (g.result.winner, g.result.reason) == ("west", "socialism fails")


def test_9_9_box_covers_the_loss() -> None:
    """9.9: a loss covered by the box needs no decision and is no failure."""
    g = new_game()
    s = g.state
    s.soc_track = -1
    phase_game(g, 9)
    assert s.box == 0 and g.result is None and g.prompt is None


# --- 9.10 Wir sind das Volk? ------------------------------------------------------------------


def test_9_10_example_west_berlin_protests_count_twice() -> None:
    """9.10 example: 2 mass protests in West Berlin, each exported to a supplier: West has 4
    markers and collapses: East wins."""
    g = new_game()
    zero_unrest(g)
    s = g.state
    s.unrest[WEST_BERLIN] = 8
    s.imported = {"Nordrhein-Westfalen": 1, "Rheinland-Pfalz": 1}
    phase_game(g, 10)
    assert s.eod["collapse"] == {"west": 4, "east": 0}
    assert g.result is not None and (g.result.winner, g.result.reason) == ("east", "collapse")


def test_9_10_both_collapse_east_wins() -> None:
    """9.10: when both states collapse at once, East wins."""
    g = new_game()
    zero_unrest(g)
    s = g.state
    s.unrest["Bayern"] = 16
    s.unrest["Sachsen"] = 8
    s.unrest["Thüringen"] = 8
    phase_game(g, 10)
    assert g.result is not None and g.result.winner == "east"


def test_9_10_east_collapses() -> None:
    """9.10: East with 4 markers collapses: West wins (and no line says the game goes on)."""
    g = new_game()
    zero_unrest(g)
    g.state.unrest["Sachsen"] = 12
    g.state.unrest["Thüringen"] = 4
    g.state.unrest["Bayern"] = 12
    phase_game(g, 10)
    assert g.result is not None and (g.result.winner, g.result.reason) == ("west", "collapse")
    assert not any(e["msg"]["key"] == "log.goes_on" for e in g.state.log)


def test_9_10_three_markers_do_not_collapse() -> None:
    """9.10: 3 markers are not enough; the next decade begins."""
    g = new_game()
    zero_unrest(g)
    g.state.unrest["Sachsen"] = 12
    g.state.unrest["Bayern"] = 12
    phase_game(g, 10)
    assert g.result is None
    assert g.state.decade == 2
    said = [e["msg"] for e in g.state.log if e["msg"]["key"] in ("log.protest_count",
                                                                   "log.goes_on")]
    assert said[-2:] == [{"key": "log.protest_count", "args": {"west": 3, "east": 3}},
                         {"key": "log.goes_on", "args": {"decade": 2}}]
    from wsdv.words import render
    assert render(said[-2], "en") == "Mass protests: West 3, East 3 (4 collapse a side)"
    assert render(said[-1], "en") == \
        "Neither side has 4 mass protests: the game goes on to decade 2."


def test_9_10_after_decade_four_east_wins() -> None:
    """9.10: after 4 decades without a winner, East wins."""
    g = new_game()
    g.state.decade = 4
    phase_game(g, 10)
    assert g.result is not None
    assert (g.result.winner, g.result.reason, g.result.decade) == ("east", "end of game", 4)


def test_9_end_of_decade_runs_the_ten_phases_in_order() -> None:
    """9: after the 2nd half the 10 phases run in order, then decade II begins."""
    g = new_game()
    s = g.state
    s.display = []
    at(g, frame("eod", phase=1))
    while g.prompt is not None and s.decade == 1:
        g.choose(g.prompt.options[0].id)
    phases = [said(e).split("phase ")[1].split(":")[0] for e in s.log
              if said(e).startswith("End of Decade 1, phase")]
    assert phases == [str(i) for i in range(1, 11)]
    assert s.decade == 2 and g.result is None
