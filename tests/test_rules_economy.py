"""Economy (section 5): building (5.1), dismantling (5.2), rundown factories (5.3), factory
values and province economies; the build action (6.2)."""

from __future__ import annotations

import pytest
from positions import (
    action_game,
    at,
    choose,
    clear_economy,
    conn_lines,
    connect,
    frame,
    ids,
    new_game,
    place,
)

from wsdv.engine import Game
from wsdv.engine.board import CONNECTIONS, LINES
from wsdv.engine.economy import (
    build_sites,
    conn_working,
    dismantle_capacity,
    economy,
    factory_value,
    rundown_candidates,
)
from wsdv.words import text as said


def _build(g: Game, side: str, points: int) -> Game:
    return at(g, frame("build", side=side, by=side, points=points, optional=True))


def _dismantle(g: Game, side: str, n: int = 1, by: str | None = None) -> Game:
    return at(g, frame("dismantle", side=side, by=by or side, n=n))


def _lines(option_ids: list[str]) -> set[str]:
    return {o.removeprefix("line:") for o in option_ids if o.startswith("line:")}


def _cities(option_ids: list[str]) -> set[str]:
    return {o.removeprefix("city:") for o in option_ids if o.startswith("city:")}


# --- 5.1 New factories and infrastructure -----------------------------------------------------


def test_5_1_example_three_build_points_one_factory_two_infrastructures() -> None:
    """5.1 example / 6.2 example: West builds with the 3 of a Yellow card: 1 factory and 2
    infrastructures. The new factory completes a working connection at once (both ends 2);
    the infrastructure of a non-working connection adds nothing."""
    g = action_game("17", "west")  # Yellow, West value 3
    g.choose("build")
    texts = []
    for option in ("city:Duisburg", "line:Duisburg~Dortmund", "line:Bremen~Duisburg@Duisburg"):
        assert g.prompt is not None and g.prompt.side == "west" and g.prompt.kind == "build"
        texts.append(g.prompt.text)
        g.choose(option)
    assert g.prompt is None, "3 build points are used up"
    assert ["3 build point" in texts[0], "2 build point" in texts[1],
            "1 build point" in texts[2]] == [True, True, True]
    s = g.state
    assert s.factories["Duisburg"] == "n"
    assert {"Duisburg~Dortmund", "Bremen~Duisburg@Duisburg"} <= s.infra
    assert factory_value(s, "Duisburg") == 2
    assert factory_value(s, "Dortmund") == 2
    assert economy(s, "Nordrhein-Westfalen") == 4


def test_5_1_infrastructure_only_on_connections_with_a_factory() -> None:
    """5.1: infrastructure goes on an empty blue line whose connection has a factory at
    either end; a factory goes on any empty city of one's own."""
    g = _build(new_game(), "west", 2)
    opts = ids(g)
    lines = _lines(opts)
    assert lines, "Dortmund's and Hamburg's connections are open"
    for line in lines:
        conn = CONNECTIONS[LINES[line].conn]
        assert "Dortmund" in (conn.a, conn.b) or "Hamburg" in (conn.a, conn.b), line
    assert "Köln~Frankfurt" not in lines
    assert "Dortmund" not in _cities(opts) and "Hamburg" not in _cities(opts)
    assert {"Köln", "Kiel", "München"} <= _cities(opts)
    assert not _cities(opts) & {"Berlin", "Leipzig", "Rheinsberg", "Polska-N"}


def test_5_1_factory_value_is_one_plus_working_connections() -> None:
    """5.1: value = 1 + working connections; a connection works only when all its lines are
    built and both ends hold factories."""
    g = new_game()
    clear_economy(g)
    s = g.state
    place(g, "Leipzig", "Jena", "Dresden")
    s.infra.add("Leipzig~Jena@Leipzig")
    assert factory_value(s, "Leipzig") == factory_value(s, "Jena") == 1, "1 of 2 lines"
    s.infra.add("Leipzig~Jena@Jena")
    assert factory_value(s, "Leipzig") == factory_value(s, "Jena") == 2, "both lines"
    s.infra.add("Leipzig~Dresden")
    assert factory_value(s, "Leipzig") == 3, "one-line connection works with its one line"
    assert factory_value(s, "Dresden") == 2
    assert economy(s, "Sachsen") == 5 and economy(s, "Thüringen") == 2


def test_5_1_infrastructure_to_an_empty_city_does_not_work() -> None:
    """5.1: a fully built connection with a factory at one end only is not working; the new
    factory at its other end then has value 2 at once (the note in 5.1)."""
    g = new_game()
    s = g.state
    s.infra.add("Dortmund~Köln")
    ci = LINES["Dortmund~Köln"].conn
    assert not conn_working(s, ci) and factory_value(s, "Dortmund") == 1
    _build(g, "west", 1)
    g.choose("city:Köln")
    assert conn_working(s, ci)
    assert factory_value(s, "Köln") == 2 and factory_value(s, "Dortmund") == 2


def test_5_1_mass_protest_picture_both_leipzig_jena_lines_blocked() -> None:
    """5.1 example (mass protest picture), German original: with a mass protest in Sachsen
    both lines of Leipzig–Jena are blocked, "denn beide gehören zu Leipzig" (ruling 7: a
    connection, all of its lines, belongs to both end cities); a one-line connection of a
    Sachsen city is part of it too; connections just running through are not affected."""
    g = new_game()
    clear_economy(g)
    place(g, "Leipzig", "Jena", "Bitterfeld", "Karl-Marx-Stadt")
    g.state.unrest["Sachsen"] = 4
    _build(g, "east", 3)
    opts = ids(g)
    lines, cities = _lines(opts), _cities(opts)
    assert "Leipzig~Jena@Leipzig" not in lines
    assert "Leipzig~Jena@Jena" not in lines
    for blocked in ("Bitterfeld~Leipzig", "Leipzig~Dresden", "Karl-Marx-Stadt~Jena",
                    "Dresden~Karl-Marx-Stadt", "Karl-Marx-Stadt~ČSSR-W"):
        assert blocked not in lines, blocked
    assert {"Bitterfeld~Jena", "Eisenach~Jena", "Magdeburg~Bitterfeld"} <= lines
    assert not cities & {"Dresden"}, "no factory in Sachsen"
    assert {"Eisenach", "Magdeburg", "Cottbus"} <= cities


def test_5_1_mass_protest_at_the_far_end_blocks_the_near_line_too() -> None:
    """5.1, ruling 7: a mass protest in Thüringen (Jena's province) blocks both lines of
    Leipzig–Jena, the one drawn next to Leipzig included; Leipzig's other lines stay open."""
    g = new_game()
    clear_economy(g)
    place(g, "Leipzig", "Jena", "Bitterfeld")
    g.state.unrest["Thüringen"] = 4
    _build(g, "east", 3)
    lines = _lines(ids(g))
    assert not lines & {"Leipzig~Jena@Leipzig", "Leipzig~Jena@Jena"}
    assert "Bitterfeld~Leipzig" in lines


def test_5_1_mass_protest_ends_blocking_when_unrest_falls_below_four() -> None:
    """5.1 with section 4: at 3 unrest the marker is gone and building is allowed again."""
    g = new_game()
    place(g, "Leipzig")
    g.state.unrest["Sachsen"] = 3
    _build(g, "east", 1)
    assert "city:Dresden" in ids(g) and "line:Leipzig~Dresden" in ids(g)


def test_5_1_hamburg_free_while_one_of_its_provinces_is_free() -> None:
    """5.1 with 10.3 (rules notes): Hamburg may be counted to Niedersachsen or
    Schleswig-Holstein, so it is blocked only when both have a mass protest."""
    g = new_game()
    s = g.state
    s.unrest["Niedersachsen"] = 4
    cities, lines = build_sites(s, "west", frozenset({"Hamburg", "Kiel", "Bremen"}))
    assert "Kiel~Hamburg" in lines and "Flensburg~Hamburg@Hamburg" in lines
    assert "Hamburg~Bremen" not in lines, "part of Bremen (Niedersachsen) as well"
    s.unrest["Schleswig-Holstein"] = 4
    cities, lines = build_sites(s, "west", frozenset({"Hamburg", "Kiel", "Bremen"}))
    assert lines == [] and cities == []


def test_6_2_build_points_equal_the_players_value_on_the_card() -> None:
    """6.2: the build points are the player's own value on the card (card 17: West 3,
    East 1)."""
    g = action_game("17", "east")
    g.choose("build")
    assert g.prompt is not None and "1 build point" in g.prompt.text
    g.choose("city:Leipzig")
    assert g.prompt is None
    g = action_game("17", "west")
    g.choose("build")
    assert g.prompt is not None and "3 build point" in g.prompt.text


def test_6_2_build_points_may_be_left_unused() -> None:
    """6.2/5.1 ("you may build"): the builder may stop; the rest is lost."""
    g = action_game("17", "west")
    g.choose("build")
    assert "done" in ids(g)
    choose(g, "city:Köln", "done")
    assert g.prompt is None
    assert "Köln" in g.state.factories and len(g.state.factories) == 5


def test_6_2_no_building_in_a_province_with_mass_protest() -> None:
    """6.2: "You may not build in any province with a mass protest marker"."""
    g = new_game()
    g.state.unrest["Nordrhein-Westfalen"] = 5
    _build(g, "west", 2)
    opts = ids(g)
    assert not _cities(opts) & {"Köln", "Bielefeld", "Duisburg"}
    assert not any("Dortmund" in line for line in _lines(opts))


# --- 5.2 Dismantling --------------------------------------------------------------------------


def test_5_2_factory_with_infrastructure_on_its_connections_cannot_be_dismantled() -> None:
    """5.2: never remove a factory while one of its connections has an infrastructure (even
    on the far line of a two-line connection, even a non-working one)."""
    g = new_game()
    clear_economy(g)
    place(g, "Magdeburg", "Leipzig")
    g.state.infra.add("Magdeburg~Eisenach@Eisenach")
    _dismantle(g, "east")
    assert set(ids(g)) == {"city:Leipzig", "line:Magdeburg~Eisenach@Eisenach"}
    g.choose("line:Magdeburg~Eisenach@Eisenach")
    assert g.prompt is None
    _dismantle(g, "east")
    assert set(ids(g)) == {"city:Leipzig", "city:Magdeburg"}


def test_5_2_removing_infrastructure_of_a_working_connection_lowers_both_values() -> None:
    """5.2: removing an infrastructure from a working connection lowers both linked factories
    by 1."""
    g = new_game()
    clear_economy(g)
    connect(g, ("Hannover", "Bielefeld"), ("Hannover", "Wolfsburg"))
    s = g.state
    assert (factory_value(s, "Hannover"), factory_value(s, "Bielefeld")) == (3, 2)
    _dismantle(g, "west")
    g.choose("line:Hannover~Bielefeld")
    assert (factory_value(s, "Hannover"), factory_value(s, "Bielefeld")) == (2, 1)
    assert factory_value(s, "Wolfsburg") == 2


def test_5_2_dismantling_lets_the_player_choose_and_counts_points() -> None:
    """5.2: one factory or one infrastructure per point; the hit player decides here."""
    g = new_game()
    _dismantle(g, "east", n=2)
    assert g.prompt is not None and g.prompt.side == "east" and "2 point" in g.prompt.text
    assert set(ids(g)) == {"city:Berlin", "city:Bitterfeld"}
    choose(g, "city:Berlin", "city:Bitterfeld")
    assert g.prompt is None
    assert "Berlin" not in g.state.factories and "Bitterfeld" not in g.state.factories


def test_5_3_rundown_factory_is_never_dismantled() -> None:
    """5.3: a rundown factory always stays on the board."""
    g = new_game()
    clear_economy(g)
    place(g, "Leipzig", rundown=True)
    place(g, "Dresden")
    _dismantle(g, "east")
    assert ids(g) == ["city:Dresden"]
    assert dismantle_capacity(g.state, "east") == 1


def test_5_2_external_factories_are_never_dismantled() -> None:
    """5.2/10.5: no factory in ČSSR or Polska is dismantled (only with an event); its
    infrastructure may be."""
    g = new_game()
    clear_economy(g)
    place(g, "Polska-S")
    _dismantle(g, "east")
    assert g.prompt is None, "nothing to dismantle: the step ends"
    connect(g, ("Berlin", "Polska-S"))
    _dismantle(g, "east")
    assert set(ids(g)) == {"line:Berlin~Polska-S"}
    assert dismantle_capacity(g.state, "east") == 2, "the line, then Berlin; never Polska-S"


def test_5_2_rheinsberg_flips_then_is_removed() -> None:
    """5.2 with 10.4: dismantling Rheinsberg first turns it rundown; the rundown Rheinsberg
    may be taken off for another point. It counts 2 dismantling points of capacity."""
    g = new_game()
    clear_economy(g)
    place(g, "Rheinsberg")
    s = g.state
    assert dismantle_capacity(s, "east") == 2
    _dismantle(g, "east", n=2)
    g.choose("city:Rheinsberg")
    assert s.factories["Rheinsberg"] == "r" and factory_value(s, "Rheinsberg") == 1
    assert ids(g) == ["city:Rheinsberg"]
    g.choose("city:Rheinsberg")
    assert "Rheinsberg" not in s.factories and g.prompt is None


def test_5_2_dismantle_capacity_counts_what_can_go() -> None:
    """5.2 (6.1 and 6.4 use it): lines + normal factories (+2 for a normal Rheinsberg,
    +1 rundown), never rundown or external factories."""
    g = new_game()
    clear_economy(g)
    connect(g, ("Leipzig", "Jena"))
    place(g, "Dresden", rundown=True)
    place(g, "ČSSR-W")
    place(g, "Rheinsberg", rundown=True)
    assert dismantle_capacity(g.state, "east") == 2 + 2 + 1
    assert dismantle_capacity(g.state, "west") == 0


# --- 5.3 Rundown East factories ---------------------------------------------------------------


def test_5_3_example_rundown_factory_with_two_working_connections() -> None:
    """5.3 example: a factory with 2 working connections becomes rundown: 3 → 2; its
    partners keep their values."""
    g = new_game()
    clear_economy(g)
    connect(g, ("Leipzig", "Dresden"), ("Leipzig", "Bitterfeld"))
    s = g.state
    assert factory_value(s, "Leipzig") == 3
    s.factories["Leipzig"] = "r"
    assert factory_value(s, "Leipzig") == 2
    assert factory_value(s, "Dresden") == factory_value(s, "Bitterfeld") == 2


def test_5_3_rundown_base_value_zero() -> None:
    """5.3: a rundown factory without working connections is worth 0."""
    g = new_game()
    g.state.factories["Bitterfeld"] = "r"
    assert factory_value(g.state, "Bitterfeld") == 0
    assert economy(g.state, "Sachsen-Anhalt") == 0


def test_5_3_only_east_german_factories_run_down() -> None:
    """5.3 ("(Nur) DDR-Fabriken"): West factories, external factories and rundown ones are no
    candidates; normal East factories and a normal Rheinsberg are."""
    g = new_game()
    place(g, "Polska-N", "Rheinsberg", "Kiel")
    place(g, "Leipzig", rundown=True)
    assert set(rundown_candidates(g.state)) == {"Berlin", "Bitterfeld", "Rheinsberg"}


@pytest.mark.parametrize("state,value", [("n", 2), ("r", 1)])
def test_10_4_rheinsberg_value(state: str, value: int) -> None:
    """5.1/10.4: Rheinsberg is the only factory with base value 2 (rundown 1); it has no
    connections, so that is its value."""
    g = new_game()
    g.state.factories["Rheinsberg"] = state
    assert factory_value(g.state, "Rheinsberg") == value
    assert economy(g.state, "Brandenburg") == value
    assert not any("Rheinsberg" in (c.a, c.b) for c in CONNECTIONS)


def test_6_3_province_economy_sums_its_factories() -> None:
    """6.3: the economy of a province is the sum of its factories' values (East Berlin's
    factory stands on Berlin and belongs to East Berlin, not Brandenburg: 10.1)."""
    g = new_game()
    clear_economy(g)
    connect(g, ("Berlin", "Schwedt"), ("Berlin", "Cottbus"))
    s = g.state
    assert economy(s, "East Berlin") == 3
    assert economy(s, "Brandenburg") == 4
    assert conn_lines("Berlin", "Bitterfeld") == ("Berlin~Bitterfeld@Berlin",
                                                  "Berlin~Bitterfeld@Bitterfeld")


def test_5_1_two_line_connection_labels_name_the_end_they_are_drawn_at() -> None:
    """5.1, ruling 7: the log names a line of a two-line connection by the end it is drawn
    next to, not as if it belonged to that city alone."""
    g = new_game()
    clear_economy(g)
    place(g, "Leipzig", "Jena")
    _build(g, "east", 1)
    assert "line:Leipzig~Jena@Jena" in ids(g)
    choose(g, "line:Leipzig~Jena@Jena")
    text = said(g.log[-1])
    assert text == "East builds infrastructure on the line Leipzig–Jena (at Jena)"
    assert g.log[-1]["line"] == "Leipzig~Jena@Jena"
