"""6.4: the events of the decade I cards (1-20), each triggered from a set-up position."""

from __future__ import annotations

from positions import choose, diff, event_game, icon, ids, unrest_of

from wsdv.engine.economy import factory_value


def test_6_4_card_1_land_reform() -> None:
    g = event_game("1", "east")
    before = unrest_of(g)
    icon(g, "unrest_remove")
    choose(g, "prov:Sachsen", "prov:Sachsen")
    icon(g, "arrow:western_currency")
    s = g.state
    assert diff(before, s.unrest) == {"Sachsen": -2}
    assert (s.wc, s.soc_track, s.prestige) == (-1, 1, 0)
    assert g.prompt is None


def test_6_4_card_2_forced_merger() -> None:
    g = event_game("2", "east")
    before = unrest_of(g)
    icon(g, "build")
    choose(g, "city:Leipzig")
    icon(g, "unrest_add")
    choose(g, "prov:Thüringen")
    s = g.state
    assert s.factories["Leipzig"] == "n"
    assert diff(before, s.unrest) == {"Thüringen": 1}
    assert s.soc_track == 2
    assert g.prompt is None


def test_6_4_card_3_monetary_reform_east() -> None:
    g = event_game("3", "east")
    assert g.prompt.kind == "icon_order"
    icon(g, "build")
    assert "city:Rheinsberg" not in ids(g), "10.4: Rheinsberg only with card 27"
    assert not any("Polska" in o or "ČSSR" in o for o in ids(g)), "10.5: externals only 7, 9"
    choose(g, "city:Leipzig", "line:Bitterfeld~Leipzig")
    s = g.state
    assert s.wc == 1
    assert "Bitterfeld~Leipzig" in s.infra
    assert factory_value(s, "Leipzig") == 2 and factory_value(s, "Bitterfeld") == 2
    assert g.prompt is None


def test_6_4_card_4_goettingen_eighteen() -> None:
    g = event_game("4", "east")
    before = unrest_of(g)
    icon(g, "unrest_add")
    assert "prov:West Berlin" not in ids(g)
    choose(g, "prov:Bayern", "prov:Hessen")
    s = g.state
    assert diff(before, s.unrest) == {"Bayern": 1, "Hessen": 1}
    assert s.prestige == 2
    assert g.prompt is None


def test_6_4_card_5_stasi_is_founded() -> None:
    g = event_game("5", "east", after=True)
    before = unrest_of(g)
    icon(g, "unrest_remove")
    choose(g, "prov:Mecklenburg")
    icon(g, "arrow:prestige")
    s = g.state
    assert s.police == [("5", "red", False)]
    assert "5" not in s.played, "a collected police card is put in front of East"
    assert diff(before, s.unrest) == {"Mecklenburg": -1}
    assert s.prestige == 1
    assert g.prompt.kind == "police", "East may use the new card during its action (8)"


def test_6_4_card_6_planned_build_up() -> None:
    g = event_game("6", "east")
    before = unrest_of(g)
    icon(g, "build")
    choose(g, "city:Rostock", "city:Magdeburg")
    icon(g, "unrest_add")
    choose(g, "prov:Brandenburg")
    s = g.state
    assert s.factories["Rostock"] == "n" and s.factories["Magdeburg"] == "n"
    assert diff(before, s.unrest) == {"Brandenburg": 1}
    assert s.soc_track == 1
    assert g.prompt is None


def test_6_4_card_7_joining_the_cmea() -> None:
    g = event_game("7", "east")
    icon(g, "build", region="ČSSR")
    assert sorted(ids(g)) == ["city:ČSSR-E", "city:ČSSR-W"], "no line to an empty ČSSR site"
    choose(g, "city:ČSSR-E", "line:Dresden~ČSSR-E")
    icon(g, "build", region="Polska")
    choose(g, "city:Polska-S", "line:Berlin~Polska-S")
    icon(g, "arrow:western_currency")
    choose(g, "prov:Sachsen")
    s = g.state
    assert s.factories["ČSSR-E"] == "n" and s.factories["Polska-S"] == "n"
    assert {"Dresden~ČSSR-E", "Berlin~Polska-S"} <= s.infra
    assert factory_value(s, "Berlin") == 2 and factory_value(s, "Polska-S") == 2
    assert s.wc == 1 and s.unrest["Sachsen"] == 4
    assert g.prompt is None


def test_6_4_card_8_saar_protectorate() -> None:
    g = event_game("8", "east")
    before = unrest_of(g)
    icon(g, "dismantle")
    assert g.prompt.side == "east", "the triggering player decides where West dismantles"
    choose(g, "city:Hamburg", "city:Dortmund")
    icon(g, "unrest_add")
    assert ids(g) == ["prov:Rheinland-Pfalz"]
    choose(g, "prov:Rheinland-Pfalz")
    s = g.state
    assert "Hamburg" not in s.factories and "Dortmund" not in s.factories
    assert diff(before, s.unrest) == {"Rheinland-Pfalz": 1}
    assert s.prestige == 1
    assert g.prompt is None


def test_6_4_card_9_joining_the_warsaw_pact() -> None:
    g = event_game("9", "east")
    icon(g, "build", region="Polska")
    choose(g, "city:Polska-N", "city:Polska-S")
    icon(g, "build", region="ČSSR")
    choose(g, "city:ČSSR-W", "line:Jena~ČSSR-W")
    icon(g, "unrest_add")
    choose(g, "prov:Mecklenburg")
    s = g.state
    assert {"Polska-N", "Polska-S", "ČSSR-W"} <= set(s.factories)
    assert "Jena~ČSSR-W" in s.infra
    assert s.prestige == 1 and s.unrest["Mecklenburg"] == 4
    assert g.prompt is None


def test_6_4_card_10_founding_of_the_fdj() -> None:
    g = event_game("10", "east")
    before = unrest_of(g)
    icon(g, "unrest_add")
    choose(g, "prov:West Berlin")
    # West Berlin reached 4: its mass protest exports one to a supplier East chooses (10.2)
    assert g.prompt.kind == "wb_import" and g.prompt.side == "east"
    choose(g, "prov:Rheinland-Pfalz")
    icon(g, "unrest_remove")
    choose(g, "prov:East Berlin")
    s = g.state
    assert diff(before, s.unrest) == {"West Berlin": 1, "East Berlin": -1}
    assert s.imported == {"Rheinland-Pfalz": 1}
    assert s.soc_track == 2
    assert g.prompt is None


def test_6_4_card_11_nato_membership_triggered_by_west() -> None:
    g = event_game("11", "west")
    before = unrest_of(g)
    assert g.prompt.kind == "event_skip" and g.prompt.side == "west"
    choose(g, "skip:none")
    icon(g, "unrest_add")
    assert g.prompt.side == "east", "coat of arms: East decides where"
    assert "prov:West Berlin" not in ids(g)
    choose(g, "prov:Niedersachsen")
    s = g.state
    assert s.prestige == -1
    assert diff(before, s.unrest) == {"Niedersachsen": 1}
    assert g.prompt is None


def test_6_4_card_12_reparations_agreement() -> None:
    g = event_game("12", "west")
    before = unrest_of(g)
    icon(g, "dismantle")
    assert g.prompt.side == "west"
    choose(g, "city:Dortmund")
    icon(g, "unrest_add")
    choose(g, "prov:Hessen")
    s = g.state
    assert "Dortmund" not in s.factories
    assert diff(before, s.unrest) == {"Hessen": 1}
    assert s.prestige == -2
    assert g.prompt is None


def test_6_4_card_13_monetary_reform_west() -> None:
    g = event_game("13", "west")
    before = unrest_of(g)
    icon(g, "build")
    choose(g, "city:Köln", "line:Dortmund~Köln", "city:Kiel")
    assert "prov:West Berlin" not in ids(g)
    choose(g, "prov:Bayern")
    s = g.state
    assert {"Köln", "Kiel"} <= set(s.factories) and "Dortmund~Köln" in s.infra
    assert diff(before, s.unrest) == {"Bayern": -1}
    assert g.prompt is None


def test_6_4_card_14_berlin_airlift() -> None:
    g = event_game("14", "west")
    before = unrest_of(g)
    icon(g, "unrest_remove")
    assert ids(g) == ["prov:West Berlin"]
    choose(g, "prov:West Berlin", "prov:West Berlin")
    icon(g, "build")
    choose(g, "city:Bremen")
    s = g.state
    assert diff(before, s.unrest) == {"West Berlin": -2}
    assert s.factories["Bremen"] == "n" and s.wc == -1
    assert g.prompt is None


def test_6_4_card_15_stalinist_purges_triggered_by_east() -> None:
    g = event_game("15", "east", setup=lambda s: s.infra.add("Berlin~Bitterfeld@Berlin"))
    choose(g, "skip:arrow:socialist")
    icon(g, "build")
    assert g.prompt.side == "west", "coat of arms: West decides where it builds"
    choose(g, "city:Bremen")
    icon(g, "dismantle")
    assert g.prompt.side == "west", "coat of arms: West decides where East dismantles"
    choose(g, "line:Berlin~Bitterfeld@Berlin")
    s = g.state
    assert s.factories["Bremen"] == "n"
    assert "Berlin~Bitterfeld@Berlin" not in s.infra
    assert s.police == [("15", "pink", False)]
    assert s.soc_track == 0
    assert g.prompt is None


def test_6_4_card_16_1953_uprising() -> None:
    g = event_game("16", "west")
    before = unrest_of(g)
    icon(g, "unrest_add")
    choose(g, "prov:Sachsen", "prov:Sachsen")
    assert "prov:Sachsen" not in ids(g), "at most 2 unrest in one province"
    choose(g, "prov:Thüringen", "prov:East Berlin")
    s = g.state
    assert diff(before, s.unrest) == {"Sachsen": 2, "Thüringen": 1, "East Berlin": 1}
    assert s.soc_track == -1
    assert g.prompt is None


def test_6_4_card_17_dismantling_industry_in_the_east() -> None:
    g = event_game("17", "west", setup=lambda s: s.infra.add("Berlin~Bitterfeld@Berlin"))
    icon(g, "dismantle")
    assert g.prompt.side == "west"
    assert "city:Berlin" not in ids(g), "5.2: not while a connection of it has infrastructure"
    choose(g, "line:Berlin~Bitterfeld@Berlin", "city:Berlin", "city:Bitterfeld")
    icon(g, "unrest_add")
    choose(g, "prov:Sachsen-Anhalt")
    s = g.state
    assert not any(c in s.factories for c in ("Berlin", "Bitterfeld")) and not s.infra
    assert s.unrest["Sachsen-Anhalt"] == 4 and s.soc_track == -1
    assert g.prompt is None


def test_6_4_card_18_miracle_of_bern() -> None:
    g = event_game("18", "west")
    before = unrest_of(g)
    icon(g, "unrest_remove")
    choose(g, "prov:West Berlin", "prov:Hessen")
    s = g.state
    assert diff(before, s.unrest) == {"West Berlin": -1, "Hessen": -1}
    assert s.prestige == -2
    assert g.prompt is None


def test_6_4_card_19_west_germany_granted_sovereignty() -> None:
    g = event_game("19", "west")
    icon(g, "build")
    choose(g, "city:Bielefeld", "line:Bielefeld~Dortmund")
    s = g.state
    assert factory_value(s, "Dortmund") == 2 and s.prestige == -1
    assert g.prompt is None


def test_6_4_card_20_wirtschaftswunder() -> None:
    g = event_game("20", "west")
    before = unrest_of(g)
    icon(g, "build")
    choose(g, "city:München", "city:Stuttgart", "line:Stuttgart~München")
    icon(g, "unrest_remove")
    assert "prov:West Berlin" not in ids(g)
    choose(g, "prov:Baden-Württemberg")
    choose(g, "prov:Thüringen")
    s = g.state
    assert factory_value(s, "München") == 2
    assert diff(before, s.unrest) == {"Baden-Württemberg": -1, "Thüringen": 1}
    assert g.prompt is None
