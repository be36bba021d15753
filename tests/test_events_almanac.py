"""The clarifications of the card almanac (end of the rulebook), one test each."""

from __future__ import annotations

from positions import (
    action_game,
    at,
    choose,
    diff,
    event_game,
    frame,
    icon,
    ids,
    special_game,
    unrest_of,
)

from wsdv.engine.economy import economy, factory_value


def test_almanac_I_reduce_two_provinces_first_then_remove_two() -> None:
    def setup(s) -> None:
        s.unrest.update({"Sachsen": 5, "Thüringen": 4, "East Berlin": 6})
    g = special_game("I", setup=setup)
    s = g.state
    groups = s.stack[-1]["groups"]
    offered = {groups[int(o.removeprefix("icon:"))][0] for o in ids(g)}
    assert "unrest_remove" not in offered, "the 2 removals come after the 2 reductions"
    assert "reduce_to_three" in offered
    icon(g, "reduce_to_three")
    choose(g, "prov:East Berlin")
    assert "prov:East Berlin" not in ids(g), "2 different provinces"
    choose(g, "prov:Sachsen")
    icon(g, "unrest_remove")
    choose(g, "prov:Thüringen", "prov:Thüringen")
    assert (s.unrest["East Berlin"], s.unrest["Sachsen"], s.unrest["Thüringen"]) == (3, 3, 2)


def test_almanac_II_wall_costs_are_paid_at_the_end_of_decade() -> None:
    g = special_game("II")
    s = g.state
    assert s.wall and s.prestige == 0, "the event itself only builds the Wall"
    at(g, frame("eod", phase=1))
    assert s.prestige == -1 and g.prompt.kind == "dismantle" and g.prompt.side == "east"


def test_almanac_III_both_ls_may_go_into_one_province() -> None:
    g = special_game("III")
    s = g.state
    icon(g, "ls_add")
    choose(g, "prov:Sachsen", "prov:Sachsen")
    assert s.ls["Sachsen"] == 2 and s.unrest["Sachsen"] == 1


def test_almanac_IV_police_counters_first_then_west_reduces() -> None:
    def setup(s) -> None:
        s.police = [("5", "red", True)]
        s.unrest.update({"Sachsen": 3, "Thüringen": 6})
    g = special_game("IV-A", setup=setup)
    s = g.state
    assert g.prompt.side == "east", "East orders the icons"
    icon(g, "stasi_disbandment")
    choose(g, "prov:Sachsen")  # Sachsen now has a mass protest too
    icon(g, "reduce_to_three")
    assert g.prompt.side == "west"
    assert set(ids(g)) == {"prov:Sachsen", "prov:Thüringen"}
    choose(g, "prov:Thüringen")
    assert s.unrest["Thüringen"] == 3


def test_almanac_4_no_unrest_to_west_berlin() -> None:
    g = event_game("4", "east")
    icon(g, "unrest_add")
    assert "prov:West Berlin" not in ids(g)


def _cmea_or_warsaw_pact(card: str) -> None:
    g = event_game(card, "east")
    s = g.state
    icon(g, "build", region="ČSSR")
    choose(g, "city:ČSSR-E", "line:Cottbus~ČSSR-E")  # b) a factory and an infrastructure
    icon(g, "build", region="Polska")
    choose(g, "city:Polska-N", "city:Polska-S")  # a) 2 factories
    assert {"ČSSR-E", "Polska-N", "Polska-S"} <= set(s.factories)
    assert "Cottbus~ČSSR-E" in s.infra
    assert "Cottbus" not in s.factories  # the line counts for ČSSR-E's point, not Cottbus
    g = event_game(card, "east", setup=lambda s: s.factories.update({"ČSSR-W": "n"}))
    icon(g, "build", region="ČSSR")
    choose(g, "line:Jena~ČSSR-W", "line:Karl-Marx-Stadt~ČSSR-W")  # c) 2 infrastructures
    assert {"Jena~ČSSR-W", "Karl-Marx-Stadt~ČSSR-W"} <= g.state.infra


def test_almanac_7_two_build_points_each_for_cssr_and_polska() -> None:
    _cmea_or_warsaw_pact("7")


def test_almanac_9_same_as_7() -> None:
    _cmea_or_warsaw_pact("9")


def test_almanac_11_no_unrest_to_west_berlin() -> None:
    g = event_game("11", "east")
    choose(g, "skip:arrow:prestige")
    assert g.prompt.kind == "add_unrest" and "prov:West Berlin" not in ids(g)


def test_almanac_13_no_unrest_removal_from_west_berlin() -> None:
    g = event_game("13", "west")
    icon(g, "unrest_remove")
    assert "prov:West Berlin" not in ids(g) and "prov:Hessen" in ids(g)


def test_almanac_15_west_may_ignore_police_east_trigger_lets_west_decide() -> None:
    g = event_game("15", "west", after=True)
    choose(g, "skip:icon:2")
    icon(g, "build")
    choose(g, "city:Kiel")
    icon(g, "dismantle")
    choose(g, "city:Berlin")
    s = g.state
    assert s.police == [] and "15" in g.state.played
    g = event_game("15", "east")
    choose(g, "skip:icon:2")
    icon(g, "build")
    assert g.prompt.side == "west"
    choose(g, "city:Kiel")
    icon(g, "dismantle")
    assert g.prompt.kind == "dismantle" and g.prompt.side == "west"


def test_almanac_20_no_unrest_removal_from_west_berlin() -> None:
    g = event_game("20", "west")
    icon(g, "unrest_remove")
    assert "prov:West Berlin" not in ids(g)


def test_almanac_21_west_may_ignore_the_police_icon() -> None:
    g = event_game("21", "west")
    choose(g, "skip:icon:0")
    assert all(grp[0] != "police_red" for grp in g.state.stack[-1]["groups"])


def test_almanac_24_no_unrest_to_west_berlin() -> None:
    g = event_game("24", "east")
    icon(g, "unrest_add")
    assert "prov:West Berlin" not in ids(g)


def test_almanac_25_two_for_west_berlin_two_for_other_provinces() -> None:
    g = event_game("25", "east", setup=lambda s: s.unrest.update({"West Berlin": 0}))
    before = unrest_of(g)
    icon(g, "unrest_add", region="West Germany")
    assert "prov:West Berlin" not in ids(g)
    choose(g, "prov:Hessen", "prov:Bayern")
    assert ids(g) == ["prov:West Berlin"]
    choose(g, "prov:West Berlin", "prov:West Berlin")
    assert diff(before, g.state.unrest) == {"West Berlin": 2, "Hessen": 1, "Bayern": 1}


def test_almanac_27_rheinsberg_factory() -> None:
    """10.4: base value 2, never connected; dismantling flips it to rundown (value 1)."""
    g = event_game("27", "east")
    s = g.state
    icon(g, "build")
    choose(g, "city:Rheinsberg")
    assert factory_value(s, "Rheinsberg") == 2 and economy(s, "Brandenburg") == 2
    g2 = event_game("17", "west", setup=lambda st: st.factories.update({"Rheinsberg": "n"}))
    icon(g2, "dismantle")
    choose(g2, "city:Rheinsberg")
    assert g2.state.factories["Rheinsberg"] == "r"
    assert factory_value(g2.state, "Rheinsberg") == 1


def test_almanac_35_no_ls_to_west_berlin_neither_directly_nor_indirectly() -> None:
    g = event_game("35", "west", after=True)
    s = g.state
    icon(g, "ls_add")
    assert not any("West Berlin" in o or o.startswith("sector:") for o in ids(g))
    choose(g, "prov:Nordrhein-Westfalen", "prov:Baden-Württemberg")
    choose(g, "prov:Sachsen")
    assert s.ls["West Berlin"] == 0
    assert g.prompt.kind == "card", "no transfer to West Berlin follows"


def test_almanac_37_cssr_factory_never_comes_back() -> None:
    def setup(s) -> None:
        s.factories.update({"ČSSR-E": "n", "Dresden": "n"})
        s.infra.add("Dresden~ČSSR-E")
    g = event_game("37", "west", setup=setup)
    s = g.state
    icon(g, "factory_remove_with_infrastructure")
    assert "ČSSR-E" not in s.factories and "Dresden~ČSSR-E" not in s.infra
    s.stack = []
    g2 = g.clone()
    at(g2, frame("action", side="east", card="7"))
    choose(g2, "event")
    icon(g2, "build", region="ČSSR")
    assert ids(g2) == ["city:ČSSR-W"]


def test_almanac_39_all_three_icons_for_west_berlin() -> None:
    g = event_game("39", "west")
    icon(g, "unrest_remove", region="West Berlin")
    choose(g, "prov:West Berlin")
    icon(g, "unrest_remove")  # the group without instruction: any West province
    assert "prov:Bayern" in ids(g)
    choose(g, "prov:West Berlin", "prov:West Berlin")
    assert g.state.unrest["West Berlin"] == 0


def test_almanac_43_both_lines_of_duisburg_bremen() -> None:
    """Almanac 43 (German: "beide der Duisburg-Bremen-Verbindung"), ruling 7: all
    connections of NRW cities are part of NRW, both lines of Bremen–Duisburg included."""
    def setup(s) -> None:
        s.factories.update({"Bremen": "n", "Duisburg": "n"})
        s.infra.update({"Bremen~Duisburg@Bremen", "Bremen~Duisburg@Duisburg"})
    g = event_game("43", "east", setup=setup)
    icon(g, "dismantle")
    assert {"line:Bremen~Duisburg@Duisburg", "line:Bremen~Duisburg@Bremen"} <= set(ids(g))
    assert "city:Dortmund" in ids(g) and "city:Duisburg" not in ids(g)
    assert "city:Bremen" not in ids(g), "Bremen is Niedersachsen's"
    choose(g, "line:Bremen~Duisburg@Duisburg", "line:Bremen~Duisburg@Bremen")
    # 5.2: with the connection empty, Duisburg may go for the third point
    assert "city:Duisburg" in ids(g)
    choose(g, "city:Duisburg")
    s = g.state
    assert not s.infra & {"Bremen~Duisburg@Bremen", "Bremen~Duisburg@Duisburg"}
    assert "Duisburg" not in s.factories and "Bremen" in s.factories
    assert g.prompt.kind == "add_unrest"


def test_almanac_46_rundown_east_berlin_then_repair_it() -> None:
    g = event_game("46", "east")
    s = g.state
    icon(g, "rundown")
    choose(g, "city:Berlin")
    assert s.factories["Berlin"] == "r"
    icon(g, "repair")
    assert ids(g) == ["city:Berlin"]
    choose(g, "city:Berlin")
    assert s.factories["Berlin"] == "n" and s.factories["Bitterfeld"] == "n"


def test_almanac_51_west_may_ignore_the_police_icon() -> None:
    g = event_game("51", "west", after=True)
    choose(g, "skip:icon:0")
    icon(g, "arrow:prestige")
    assert g.state.police == [] and "51" in g.state.played


def test_almanac_62_no_unrest_to_west_berlin() -> None:
    g = event_game("62", "east")
    choose(g, "skip:icon:2")
    icon(g, "unrest_add", side="west")
    assert "prov:West Berlin" not in ids(g)


def test_almanac_63_all_lines_between_hamburg_kiel_and_hamburg_flensburg() -> None:
    """Almanac 63 (German: "alle Infrastrukturen zwischen Hamburg-Kiel und
    Hamburg-Flensburg"), ruling 7: every line of every Hamburg connection, the line drawn
    next to Flensburg included; Schleswig-Holstein's own factories are not in the region."""
    def setup(s) -> None:
        s.factories.update({"Kiel": "n", "Flensburg": "n", "Hannover": "n"})
        s.infra.update({"Kiel~Hamburg", "Flensburg~Hamburg@Flensburg",
                        "Flensburg~Hamburg@Hamburg", "Hamburg~Hannover@Hamburg"})
    g = event_game("63", "east", setup=setup)
    assert {"line:Kiel~Hamburg", "line:Flensburg~Hamburg@Hamburg",
            "line:Flensburg~Hamburg@Flensburg", "line:Hamburg~Hannover@Hamburg"} <= set(ids(g))
    assert "city:Kiel" not in ids(g) and "city:Flensburg" not in ids(g)
    choose(g, "line:Kiel~Hamburg", "line:Flensburg~Hamburg@Hamburg",
           "line:Flensburg~Hamburg@Flensburg")
    assert not g.state.infra & {"Kiel~Hamburg", "Flensburg~Hamburg@Hamburg",
                                "Flensburg~Hamburg@Flensburg"}


def test_almanac_64_not_a_dual_card() -> None:
    g = event_game("64", "east")
    assert g.prompt.kind == "icon_order"
    g2 = event_game("65", "east")
    assert g2.prompt.kind == "icon_order"
    assert "event" not in ids(action_game("64", "west"))


def test_almanac_67_ls_removes_unrest_in_sachsen_plus_one_more() -> None:
    g = event_game("67", "east")
    before = unrest_of(g)
    icon(g, "ls_add")
    choose(g, "prov:Sachsen")
    icon(g, "unrest_remove")
    choose(g, "prov:Sachsen")
    assert diff(before, g.state.unrest) == {"Sachsen": -2}


def test_almanac_68_all_three_in_bayern_none_in_west_berlin() -> None:
    g = event_game("68", "east")
    before = unrest_of(g)
    icon(g, "unrest_add", region="West Germany")
    assert "prov:West Berlin" not in ids(g)
    choose(g, "prov:Bayern", "prov:Bayern")
    icon(g, "unrest_add")
    choose(g, "prov:Bayern")
    assert diff(before, g.state.unrest) == {"Bayern": 3}


def test_almanac_73_polska_factory_never_comes_back() -> None:
    def setup(s) -> None:
        s.factories.update({"Polska-N": "n", "Polska-S": "n"})
        s.infra.update({"Berlin~Polska-S", "Schwedt~Polska-N"})
    g = event_game("73", "west", setup=setup)
    s = g.state
    icon(g, "factory_remove_with_infrastructure")
    assert sorted(ids(g)) == ["city:Polska-N", "city:Polska-S"]
    choose(g, "city:Polska-S")
    assert "Polska-S" in s.dead_sites and s.infra == {"Schwedt~Polska-N"}
    s.stack = []
    at(g, frame("action", side="east", card="9"))
    choose(g, "event")
    icon(g, "build", region="Polska")
    assert "city:Polska-S" not in ids(g)


def test_almanac_77_move_the_freshly_placed_counter() -> None:
    g = event_game("77", "west", setup=lambda s: s.unrest.update({"Sachsen": 0}))
    icon(g, "unrest_add")
    choose(g, "prov:Sachsen")
    icon(g, "unrest_move")
    assert "move:Sachsen:Thüringen" in ids(g)
    choose(g, "move:Sachsen:Thüringen", "move:Mecklenburg:Thüringen")
    assert g.state.unrest["Sachsen"] == 0 and g.state.unrest["Thüringen"] == 5


def test_almanac_79_ls_into_west_berlin_sector_evenly() -> None:
    def setup(s) -> None:
        s.sectors["British"] = 1
        s.ls["West Berlin"] = 1
    g = event_game("79", "west", setup=setup)
    s = g.state
    icon(g, "ls_add")
    assert "prov:West Berlin" not in ids(g)
    assert {"sector:French", "sector:US"} <= set(ids(g)) and "sector:British" not in ids(g)
    choose(g, "sector:US")
    assert s.sectors == {"British": 1, "French": 0, "US": 1} and s.ls["West Berlin"] == 2
    assert s.unrest["West Berlin"] == 2, "the LS removes 1 unrest in West Berlin"
    assert s.wb_suppliers == (), "ruling 27: card 79 adds no supplier to 9.5's limit"
