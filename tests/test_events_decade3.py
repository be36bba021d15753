"""6.4: the events of the decade III cards (41-60), each triggered from a set-up position."""

from __future__ import annotations

from positions import choose, diff, event_game, icon, ids, unrest_of

from wsdv.engine.economy import factory_value


def test_6_4_card_41_transit_agreement_triggered_by_west() -> None:
    g = event_game("41", "west")
    before = unrest_of(g)
    choose(g, "skip:arrow:western_currency")
    icon(g, "build")
    choose(g, "city:Kassel")
    icon(g, "unrest_remove")
    choose(g, "prov:Hessen")
    s = g.state
    assert s.factories["Kassel"] == "n" and s.wc == 1
    assert diff(before, s.unrest) == {"Hessen": -1}
    assert g.prompt is None


def test_6_4_card_42_frg_recognizes_gdr_triggered_by_east() -> None:
    g = event_game("42", "east")
    before = unrest_of(g)
    choose(g, "skip:icon:0")
    icon(g, "unrest_remove")
    assert g.prompt.side == "west", "coat of arms: West decides where its unrest goes"
    choose(g, "prov:West Berlin", "prov:West Berlin")
    icon(g, "arrow:prestige")
    s = g.state
    assert diff(before, s.unrest) == {"West Berlin": -2}
    assert (s.prestige, s.wc) == (2, 1)
    assert g.prompt is None


def test_6_4_card_43_steel_crisis() -> None:
    def setup(s) -> None:
        s.factories["Köln"] = "n"
        s.infra.add("Dortmund~Köln")
    g = event_game("43", "east", setup=setup)
    before = unrest_of(g)
    icon(g, "dismantle")
    assert "city:Hamburg" not in ids(g)
    choose(g, "line:Dortmund~Köln", "city:Köln", "city:Dortmund")
    assert ids(g) == ["prov:Nordrhein-Westfalen"]
    choose(g, "prov:Nordrhein-Westfalen")
    s = g.state
    assert set(s.factories) == {"Hamburg", "Berlin", "Bitterfeld"} and not s.infra
    assert diff(before, s.unrest) == {"Nordrhein-Westfalen": 1}
    assert g.prompt is None


def test_6_4_card_44_red_army_faction() -> None:
    g = event_game("44", "east")
    before = unrest_of(g)
    icon(g, "unrest_add")
    choose(g, "prov:Hessen", "prov:Hessen")
    assert "prov:Hessen" not in ids(g)
    choose(g, "prov:Bayern", "prov:Bayern")
    s = g.state
    assert diff(before, s.unrest) == {"Hessen": 2, "Bayern": 2}
    assert s.prestige == 1
    assert g.prompt is None


def test_6_4_card_45_housing_programme_triggered_by_west() -> None:
    g = event_game("45", "west")
    before = unrest_of(g)
    choose(g, "skip:arrow:socialist")
    icon(g, "unrest_remove")
    assert g.prompt.side == "east", "coat of arms: East decides"
    choose(g, "prov:Sachsen", "prov:Sachsen")
    s = g.state
    assert diff(before, s.unrest) == {"Sachsen": -2}
    assert (s.wc, s.soc_track) == (-1, 0)
    assert g.prompt is None


def test_6_4_card_46_palace_of_the_republic() -> None:
    g = event_game("46", "east", setup=lambda s: s.factories.update({"Berlin": "r"}))
    before = unrest_of(g)
    icon(g, "ls_add")
    assert ids(g) == ["prov:East Berlin"]
    choose(g, "prov:East Berlin")
    icon(g, "repair")
    assert ids(g) == ["city:Berlin"]
    choose(g, "city:Berlin")
    icon(g, "rundown")
    choose(g, "city:Bitterfeld")
    s = g.state
    assert s.ls["East Berlin"] == 1
    assert s.factories["Berlin"] == "n" and s.factories["Bitterfeld"] == "r"
    assert factory_value(s, "Bitterfeld") == 0
    assert diff(before, s.unrest) == {"East Berlin": -1}
    assert s.soc_track == 1
    assert g.prompt is None


def test_6_4_card_47_blue_jeans() -> None:
    g = event_game("47", "east")
    before = unrest_of(g)
    icon(g, "ls_add")
    choose(g, "prov:Mecklenburg")
    icon(g, "unrest_remove")
    choose(g, "prov:Mecklenburg")
    s = g.state
    assert s.ls["Mecklenburg"] == 1, "6.4: LS even with an economy of 0"
    assert diff(before, s.unrest) == {"Mecklenburg": -2}
    assert s.prestige == 1
    assert g.prompt is None


def test_6_4_card_48_nationalizing_mittelstand_triggered_by_west() -> None:
    g = event_game("48", "west")
    before = unrest_of(g)
    choose(g, "skip:arrow:socialist")
    icon(g, "unrest_add")
    choose(g, "prov:Sachsen-Anhalt")
    icon(g, "arrow:socialist")
    s = g.state
    assert diff(before, s.unrest) == {"Sachsen-Anhalt": 1}
    assert (s.wc, s.soc_track) == (-2, 1)
    assert g.prompt is None


def test_6_4_card_49_informal_agents() -> None:
    g = event_game("49", "east")
    before = unrest_of(g)
    icon(g, "police_red")
    choose(g, "prov:Thüringen")
    s = g.state
    assert s.police == [("49", "red", False)]
    assert diff(before, s.unrest) == {"Thüringen": -1}
    assert g.prompt is None


def test_6_4_card_50_guillaume_affair() -> None:
    g = event_game("50", "east")
    s = g.state
    before = unrest_of(g)
    west_hand, east_hand = list(s.hands["west"]), list(s.hands["east"])
    icon(g, "guillaume_affair")
    choose(g, "look:hand", f"swap:{east_hand[0]}:{west_hand[1]}")
    icon(g, "unrest_add")
    choose(g, "prov:Bayern")
    assert s.hands["east"] == [east_hand[1], west_hand[1]]
    assert s.hands["west"] == [west_hand[0], east_hand[0]]
    assert diff(before, s.unrest) == {"Bayern": 1}
    assert s.prestige == 1
    assert g.prompt is None


def test_6_4_card_51_spring_guns_triggered_by_east() -> None:
    g = event_game("51", "east")
    choose(g, "skip:arrow:prestige")
    icon(g, "police_pink")
    icon(g, "arrow:prestige")
    s = g.state
    assert s.police == [("51", "pink", False)]
    assert (s.prestige, s.soc_track) == (-1, 1)
    assert g.prompt is None


def test_6_4_card_52_herstatt_bank() -> None:
    g = event_game("52", "east")
    before = unrest_of(g)
    icon(g, "dismantle")
    choose(g, "city:Dortmund")
    icon(g, "unrest_add")
    choose(g, "prov:Nordrhein-Westfalen")
    s = g.state
    assert "Dortmund" not in s.factories
    assert diff(before, s.unrest) == {"Nordrhein-Westfalen": 1}
    assert s.prestige == 1
    assert g.prompt is None


def test_6_4_card_53_koko() -> None:
    g = event_game("53", "east")
    assert g.state.wc == 2
    assert g.prompt is None


def test_6_4_card_54_oil_crisis_with_too_little_to_dismantle() -> None:
    """6.4 non-executable icons: West has only 2 pieces, the other 2 points are ignored."""
    g = event_game("54", "east")
    choose(g, "city:Hamburg", "city:Dortmund")
    s = g.state
    assert not any(c in s.factories for c in ("Hamburg", "Dortmund"))
    assert g.prompt is None


def test_6_4_card_55_brandt_kneels() -> None:
    g = event_game("55", "west")
    before = unrest_of(g)
    icon(g, "unrest_add")
    choose(g, "prov:Niedersachsen")
    assert diff(before, g.state.unrest) == {"Niedersachsen": 1}
    assert g.state.prestige == -2
    assert g.prompt is None


def test_6_4_card_56_auto_industry() -> None:
    g = event_game("56", "west")
    icon(g, "build")
    choose(g, "city:Wolfsburg", "line:Hamburg~Wolfsburg")
    icon(g, "arrow:socialist")
    s = g.state
    assert factory_value(s, "Wolfsburg") == 2 and factory_value(s, "Hamburg") == 2
    assert (s.wc, s.soc_track) == (-1, -1)
    assert g.prompt is None


def test_6_4_card_57_biermann() -> None:
    g = event_game("57", "west")
    before = unrest_of(g)
    icon(g, "unrest_add")
    choose(g, "prov:Sachsen", "prov:Thüringen")
    assert diff(before, g.state.unrest) == {"Sachsen": 1, "Thüringen": 1}
    assert g.state.soc_track == -2
    assert g.prompt is None


def test_6_4_card_58_bruesewitz() -> None:
    g = event_game("58", "west")
    before = unrest_of(g)
    icon(g, "unrest_add")
    choose(g, "prov:Sachsen")
    assert diff(before, g.state.unrest) == {"Sachsen": 1}
    assert g.state.soc_track == -2
    assert g.prompt is None


def test_6_4_card_59_national_day_youth_riot() -> None:
    g = event_game("59", "west")
    before = unrest_of(g)
    icon(g, "unrest_add")
    assert ids(g) == ["prov:East Berlin"]
    choose(g, "prov:East Berlin", "prov:East Berlin")
    assert diff(before, g.state.unrest) == {"East Berlin": 2}
    assert g.state.soc_track == -1
    assert g.prompt is None


def test_6_4_card_60_munich_olympics() -> None:
    g = event_game("60", "west")
    before = unrest_of(g)
    icon(g, "ls_add_keep_unrest")
    assert ids(g) == ["prov:Bayern"]
    choose(g, "prov:Bayern")
    assert g.state.unrest["Bayern"] == 3, "this LS does not remove an unrest counter"
    icon(g, "unrest_add")
    choose(g, "prov:Bayern")
    s = g.state
    assert s.ls["Bayern"] == 1
    assert diff(before, s.unrest) == {"Bayern": 1}
    assert s.prestige == -2
    assert g.prompt is None
