"""6.4: the events of the decade IV cards (61-80), each triggered from a set-up position."""

from __future__ import annotations

from positions import choose, diff, event_game, icon, ids, unrest_of

from wsdv.engine.economy import factory_value


def test_6_4_card_61_peace_movement_triggered_by_east() -> None:
    g = event_game("61", "east")
    before = unrest_of(g)
    choose(g, "skip:icon:2")
    icon(g, "unrest_add", side="west")
    assert g.prompt.side == "east"
    choose(g, "prov:Hessen", "prov:Bayern")
    assert g.prompt.side == "west", "coat of arms: West decides where East's unrest goes"
    choose(g, "prov:Sachsen")
    assert diff(before, g.state.unrest) == {"Hessen": 1, "Bayern": 1, "Sachsen": 1}
    assert g.prompt is None


def test_6_4_card_62_acid_rain_triggered_by_west() -> None:
    g = event_game("62", "west")
    before = unrest_of(g)
    choose(g, "skip:icon:0")
    icon(g, "unrest_add", side="west")
    assert g.prompt.side == "east" and "prov:West Berlin" not in ids(g)
    choose(g, "prov:Hessen")
    assert g.prompt.side == "west"
    choose(g, "prov:Sachsen-Anhalt", "prov:Sachsen-Anhalt")
    assert diff(before, g.state.unrest) == {"Hessen": 1, "Sachsen-Anhalt": 2}
    assert g.prompt is None


def test_6_4_card_63_shipyards_crisis() -> None:
    def setup(s) -> None:
        s.factories.update({"Bremen": "n", "Hannover": "n"})
        s.infra.add("Hamburg~Bremen")
    g = event_game("63", "east", setup=setup)
    assert "city:Dortmund" not in ids(g)
    choose(g, "line:Hamburg~Bremen", "city:Hamburg", "city:Bremen")
    s = g.state
    assert set(s.factories) == {"Hannover", "Dortmund", "Berlin", "Bitterfeld"}
    assert not s.infra
    assert g.prompt is None


def test_6_4_card_64_strauss_credits() -> None:
    g = event_game("64", "east")
    before = unrest_of(g)
    assert g.prompt.kind == "icon_order", "not a dual card: nothing may be ignored"
    icon(g, "unrest_remove", side="west")
    assert g.prompt.side == "west"
    choose(g, "prov:Bayern", "prov:Hessen")
    icon(g, "unrest_remove", side="east")
    choose(g, "prov:Sachsen")
    s = g.state
    assert diff(before, s.unrest) == {"Bayern": -1, "Hessen": -1, "Sachsen": -1}
    assert s.wc == 2
    assert g.prompt is None


def test_6_4_card_65_honecker_visits() -> None:
    g = event_game("65", "east")
    before = unrest_of(g)
    icon(g, "unrest_remove", side="west")
    assert g.prompt.side == "west"
    choose(g, "prov:West Berlin")
    icon(g, "unrest_remove", side="east")
    choose(g, "prov:Sachsen", "prov:Thüringen")
    s = g.state
    assert diff(before, s.unrest) == {"West Berlin": -1, "Sachsen": -1, "Thüringen": -1}
    assert s.soc_track == 1
    assert g.prompt is None


def test_6_4_card_66_samizdat_raids() -> None:
    g = event_game("66", "east")
    before = unrest_of(g)
    icon(g, "unrest_move")
    assert "move:Sachsen:Thüringen" in ids(g)
    choose(g, "move:Sachsen:Thüringen", "move:Sachsen:Thüringen")
    icon(g, "police_pink")
    s = g.state
    assert diff(before, s.unrest) == {"Sachsen": -2, "Thüringen": 2}
    assert s.police == [("66", "pink", False)]
    assert s.soc_track == -1
    assert g.prompt is None


def test_6_4_card_67_semperoper() -> None:
    g = event_game("67", "east")
    before = unrest_of(g)
    icon(g, "ls_add")
    assert ids(g) == ["prov:Sachsen"]
    choose(g, "prov:Sachsen")
    icon(g, "unrest_remove")
    choose(g, "prov:Mecklenburg")
    s = g.state
    assert s.ls["Sachsen"] == 1
    assert diff(before, s.unrest) == {"Sachsen": -1, "Mecklenburg": -1}
    assert s.prestige == 1
    assert g.prompt is None


def test_6_4_card_68_nuclear_reprocessing_protests() -> None:
    g = event_game("68", "east")
    before = unrest_of(g)
    icon(g, "unrest_add", region="Bayern")
    choose(g, "prov:Bayern")
    icon(g, "unrest_add", region="West Germany")
    choose(g, "prov:Hessen", "prov:Niedersachsen")
    s = g.state
    assert diff(before, s.unrest) == {"Bayern": 1, "Hessen": 1, "Niedersachsen": 1}
    assert s.prestige == 1
    assert g.prompt is None


def test_6_4_card_69_census_controversy() -> None:
    g = event_game("69", "east")
    before = unrest_of(g)
    assert "prov:West Berlin" in ids(g)
    choose(g, "prov:Schleswig-Holstein")
    assert diff(before, g.state.unrest) == {"Schleswig-Holstein": 1}
    assert g.prompt is None


def test_6_4_card_70_launching_dax() -> None:
    g = event_game("70", "west")
    icon(g, "build")
    choose(g, "city:Frankfurt", "city:Köln", "line:Köln~Frankfurt")
    s = g.state
    assert factory_value(s, "Frankfurt") == 2
    assert s.prestige == -1
    assert g.prompt is None


def test_6_4_card_71_decay_of_city_centres() -> None:
    g = event_game("71", "west")
    before = unrest_of(g)
    icon(g, "unrest_add")
    choose(g, "prov:Brandenburg")
    icon(g, "arrow:western_currency")
    s = g.state
    assert diff(before, s.unrest) == {"Brandenburg": 1}
    assert (s.wc, s.soc_track) == (-1, -1)
    assert g.prompt is None


def test_6_4_card_72_ussr_tightens_oil() -> None:
    g = event_game("72", "west", setup=lambda s: s.infra.add("Berlin~Magdeburg"))
    icon(g, "dismantle")
    assert g.prompt.side == "west"
    choose(g, "line:Berlin~Magdeburg", "city:Bitterfeld")
    s = g.state
    assert "Berlin~Magdeburg" not in s.infra and "Bitterfeld" not in s.factories
    assert s.wc == -2
    assert g.prompt is None


def test_6_4_card_73_martial_law_in_poland() -> None:
    def setup(s) -> None:
        s.factories["Polska-S"] = "n"
        s.infra.update({"Berlin~Polska-S", "Schwedt~Polska-S"})
    g = event_game("73", "west", setup=setup)
    icon(g, "factory_remove_with_infrastructure")  # the only Polska factory goes at once
    s = g.state
    assert "Polska-S" not in s.factories and "Polska-S" in s.dead_sites
    assert not s.infra
    assert factory_value(s, "Berlin") == 1
    assert s.soc_track == -2
    assert g.prompt is None


def test_6_4_card_74_chernobyl() -> None:
    g = event_game("74", "west")
    before = unrest_of(g)
    icon(g, "unrest_add")
    choose(g, "prov:East Berlin", "prov:East Berlin")
    assert diff(before, g.state.unrest) == {"East Berlin": 2}
    assert g.state.soc_track == -1
    assert g.prompt is None


def test_6_4_card_75_sputnik() -> None:
    g = event_game("75", "west")
    assert g.state.soc_track == -1
    assert g.prompt is None


def test_6_4_card_76_verdun() -> None:
    g = event_game("76", "west")
    before = unrest_of(g)
    icon(g, "build")
    choose(g, "city:Saarbrücken")
    icon(g, "unrest_remove")
    choose(g, "prov:Rheinland-Pfalz")
    s = g.state
    assert s.factories["Saarbrücken"] == "n"
    assert diff(before, s.unrest) == {"Rheinland-Pfalz": -1}
    assert s.prestige == -1
    assert g.prompt is None


def test_6_4_card_77_first_mondays_demos() -> None:
    g = event_game("77", "west")
    before = unrest_of(g)
    icon(g, "unrest_add")
    assert ids(g) == ["prov:Sachsen"]
    choose(g, "prov:Sachsen")
    icon(g, "unrest_move")
    choose(g, "move:Mecklenburg:Sachsen", "move:Brandenburg:Sachsen")
    s = g.state
    assert diff(before, s.unrest) == {"Sachsen": 3, "Mecklenburg": -1, "Brandenburg": -1}
    assert s.soc_track == -2
    assert g.prompt is None


def test_6_4_card_78_electoral_fraud() -> None:
    g = event_game("78", "west")
    before = unrest_of(g)
    icon(g, "unrest_move")
    assert g.prompt.side == "west"
    choose(g, "move:East Berlin:Sachsen", "move:East Berlin:Sachsen")
    assert diff(before, g.state.unrest) == {"East Berlin": -2, "Sachsen": 2}
    assert g.state.soc_track == -1
    assert g.prompt is None


def test_6_4_card_79_computer_age() -> None:
    g = event_game("79", "west")
    before = unrest_of(g)
    icon(g, "ls_add")
    choose(g, "prov:Hessen")
    icon(g, "unrest_remove")
    choose(g, "prov:Hessen")
    s = g.state
    assert s.ls["Hessen"] == 1
    assert diff(before, s.unrest) == {"Hessen": -2}
    assert s.wc == -2
    assert g.prompt is None


def test_6_4_card_80_hungary_border_fence() -> None:
    g = event_game("80", "west")
    before = unrest_of(g)
    icon(g, "dismantle")
    choose(g, "city:Berlin", "city:Bitterfeld")
    icon(g, "unrest_add")
    choose(g, "prov:East Berlin")
    s = g.state
    assert not any(c in s.factories for c in ("Berlin", "Bitterfeld"))
    assert diff(before, s.unrest) == {"East Berlin": 1}
    assert s.prestige == -1
    assert g.prompt is None
