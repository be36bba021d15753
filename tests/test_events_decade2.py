"""6.4: the events of the decade II cards (21-40), each triggered from a set-up position."""

from __future__ import annotations

from positions import choose, diff, event_game, icon, ids, unrest_of

from wsdv.engine.economy import economy, factory_value


def test_6_4_card_21_career_bans_triggered_by_east() -> None:
    g = event_game("21", "east", after=True)
    before = unrest_of(g)
    choose(g, "skip:arrow:socialist")
    icon(g, "police_red")
    icon(g, "unrest_remove")
    choose(g, "prov:Sachsen")
    s = g.state
    assert s.police == [("21", "red", False)] and "21" not in s.played
    assert diff(before, s.unrest) == {"Sachsen": -1}
    assert (s.wc, s.soc_track) == (-1, 0)


def test_6_4_card_22_short_term_berlin_visas_triggered_by_west() -> None:
    g = event_game("22", "west")
    before = unrest_of(g)
    choose(g, "skip:arrow:western_currency")
    icon(g, "unrest_remove", side="west")
    assert ids(g) == ["prov:West Berlin"]
    choose(g, "prov:West Berlin", "prov:West Berlin")
    assert g.prompt.side == "west", "the triggering player decides where East removes unrest"
    choose(g, "prov:Thüringen", "prov:Thüringen")
    s = g.state
    assert diff(before, s.unrest) == {"West Berlin": -2, "Thüringen": -2}
    assert s.wc == 0
    assert g.prompt is None


def test_6_4_card_23_noespl_reforms() -> None:
    g = event_game("23", "east")
    icon(g, "build")
    choose(g, "city:Magdeburg", "line:Magdeburg~Bitterfeld", "line:Berlin~Magdeburg")
    icon(g, "unrest_add")
    choose(g, "prov:Mecklenburg")
    s = g.state
    assert factory_value(s, "Magdeburg") == 3
    assert s.wc == 1 and s.unrest["Mecklenburg"] == 4
    assert g.prompt is None


def test_6_4_card_24_youth_meeting() -> None:
    g = event_game("24", "east")
    before = unrest_of(g)
    icon(g, "unrest_add")
    assert "prov:West Berlin" not in ids(g)
    choose(g, "prov:Hessen")
    icon(g, "unrest_remove")
    choose(g, "prov:Sachsen", "prov:Brandenburg")
    s = g.state
    assert diff(before, s.unrest) == {"Hessen": 1, "Sachsen": -1, "Brandenburg": -1}
    assert s.soc_track == 1
    assert g.prompt is None


def test_6_4_card_25_benno_ohnesorg() -> None:
    g = event_game("25", "east")
    before = unrest_of(g)
    icon(g, "unrest_add", region="West Berlin")
    choose(g, "prov:West Berlin")
    assert g.prompt.kind == "wb_import"
    choose(g, "prov:Baden-Württemberg")
    choose(g, "prov:West Berlin")
    assert "prov:West Berlin" not in ids(g)
    choose(g, "prov:Bayern", "prov:Bayern")
    s = g.state
    assert diff(before, s.unrest) == {"West Berlin": 2, "Bayern": 2}
    assert s.imported == {"Baden-Württemberg": 1}
    assert g.prompt is None


def test_6_4_card_26_protests_of_1968() -> None:
    g = event_game("26", "east")
    before = unrest_of(g)
    icon(g, "unrest_add")
    choose(g, "prov:Hessen", "prov:Hessen")
    assert "prov:Hessen" not in ids(g)
    choose(g, "prov:Bayern")
    s = g.state
    assert diff(before, s.unrest) == {"Hessen": 2, "Bayern": 1}
    assert s.soc_track == 1
    assert g.prompt is None


def test_6_4_card_27_first_nuclear_plant() -> None:
    g = event_game("27", "east")
    icon(g, "build")
    assert ids(g) == ["city:Rheinsberg"]
    choose(g, "city:Rheinsberg")
    s = g.state
    assert s.factories["Rheinsberg"] == "n"
    assert factory_value(s, "Rheinsberg") == 2 and economy(s, "Brandenburg") == 2
    assert s.prestige == 1
    assert g.prompt is None


def test_6_4_card_28_citizenship() -> None:
    g = event_game("28", "east")
    before = unrest_of(g)
    icon(g, "unrest_remove")
    choose(g, "prov:East Berlin")
    icon(g, "arrow:prestige")
    s = g.state
    assert diff(before, s.unrest) == {"East Berlin": -1}
    assert (s.prestige, s.soc_track) == (1, 1)
    assert g.prompt is None


def test_6_4_card_29_founding_of_intershop() -> None:
    g = event_game("29", "east")
    icon(g, "build")
    choose(g, "city:Dresden", "city:Leipzig")
    icon(g, "unrest_add")
    choose(g, "prov:Thüringen")
    s = g.state
    assert {"Dresden", "Leipzig"} <= set(s.factories)
    assert s.wc == 2 and s.unrest["Thüringen"] == 4
    assert g.prompt is None


def test_6_4_card_30_prisoners_triggered_by_west() -> None:
    g = event_game("30", "west")
    before = unrest_of(g)
    choose(g, "skip:arrow:western_currency")
    icon(g, "unrest_remove")
    assert g.prompt.side == "west"
    choose(g, "prov:Mecklenburg")
    icon(g, "arrow:socialist")
    s = g.state
    assert diff(before, s.unrest) == {"Mecklenburg": -1}
    assert (s.wc, s.soc_track) == (1, -1)
    assert g.prompt is None


def test_6_4_card_31_east_germany_at_the_olympics() -> None:
    g = event_game("31", "east")
    assert g.state.prestige == 2
    assert g.prompt is None


def test_6_4_card_32_spiegel_scandal() -> None:
    g = event_game("32", "east")
    before = unrest_of(g)
    icon(g, "unrest_add")
    choose(g, "prov:Schleswig-Holstein")
    assert diff(before, g.state.unrest) == {"Schleswig-Holstein": 1}
    assert g.state.prestige == 1
    assert g.prompt is None


def test_6_4_card_33_emergency_acts() -> None:
    g = event_game("33", "east")
    before = unrest_of(g)
    icon(g, "unrest_add")
    choose(g, "prov:Schleswig-Holstein", "prov:Schleswig-Holstein")
    s = g.state
    assert diff(before, s.unrest) == {"Schleswig-Holstein": 2}
    assert s.prestige == 1
    assert g.prompt is None


def test_6_4_card_34_conscientious_objectors() -> None:
    g = event_game("34", "east")
    before = unrest_of(g)
    icon(g, "build")
    choose(g, "line:Berlin~Cottbus")
    choose(g, "prov:Brandenburg")
    s = g.state
    assert "Berlin~Cottbus" in s.infra
    assert diff(before, s.unrest) == {"Brandenburg": -1}
    assert g.prompt is None


def test_6_4_card_35_colour_tv() -> None:
    g = event_game("35", "west")
    before = unrest_of(g)
    icon(g, "ls_add")
    assert "prov:West Berlin" not in ids(g) and not any(o.startswith("sector:") for o in ids(g))
    choose(g, "prov:Bayern")
    assert "prov:Bayern" not in ids(g), "at most 1 LS per province"
    choose(g, "prov:Hessen")
    choose(g, "prov:Sachsen")
    s = g.state
    assert s.ls["Bayern"] == 1 and s.ls["Hessen"] == 1 and s.ls["West Berlin"] == 0
    assert diff(before, s.unrest) == {"Bayern": -1, "Hessen": -1, "Sachsen": 1}
    assert g.prompt is None


def test_6_4_card_36_more_democracy() -> None:
    g = event_game("36", "west")
    before = unrest_of(g)
    icon(g, "unrest_remove")
    choose(g, "prov:Bayern", "prov:Bayern")
    assert diff(before, g.state.unrest) == {"Bayern": -2}
    assert g.state.prestige == -1
    assert g.prompt is None


def _cssr_economy(s) -> None:
    s.factories.update({"ČSSR-E": "n", "ČSSR-W": "n", "Dresden": "n", "Cottbus": "n"})
    s.infra.update({"Dresden~ČSSR-E", "Cottbus~ČSSR-E", "Jena~ČSSR-W"})


def test_6_4_card_37_prague_spring() -> None:
    g = event_game("37", "west", setup=_cssr_economy)
    icon(g, "factory_remove_with_infrastructure")
    assert g.prompt.side == "west"
    assert sorted(ids(g)) == ["city:ČSSR-E", "city:ČSSR-W"]
    choose(g, "city:ČSSR-E")
    icon(g, "unrest_add")
    choose(g, "prov:Sachsen")
    s = g.state
    assert "ČSSR-E" not in s.factories and "ČSSR-E" in s.dead_sites
    assert s.infra == {"Jena~ČSSR-W"}
    assert s.soc_track == -2 and s.unrest["Sachsen"] == 4
    assert g.prompt is None


def test_6_4_card_38_us_jet_shot_down() -> None:
    g = event_game("38", "west")
    icon(g, "arrow:prestige")
    assert (g.state.prestige, g.state.wc) == (-1, -1)
    assert g.prompt is None


def test_6_4_card_39_ich_bin_ein_berliner() -> None:
    g = event_game("39", "west")
    before = unrest_of(g)
    icon(g, "unrest_remove", region="West Berlin")
    choose(g, "prov:West Berlin")
    icon(g, "unrest_remove", region=None)
    choose(g, "prov:Hessen", "prov:Niedersachsen")
    s = g.state
    assert diff(before, s.unrest) == {"West Berlin": -1, "Hessen": -1, "Niedersachsen": -1}
    assert s.prestige == -1
    assert g.prompt is None


def test_6_4_card_40_auschwitz_trials() -> None:
    g = event_game("40", "west")
    before = unrest_of(g)
    icon(g, "unrest_add")
    choose(g, "prov:Bayern")
    assert diff(before, g.state.unrest) == {"Bayern": 1}
    assert g.state.prestige == -2
    assert g.prompt is None
