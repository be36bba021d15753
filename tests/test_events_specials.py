"""The special cards I-IV (East only, event only), their End of Decade links (9.1 Wall side,
IV side choice), and police power collected by events (sections 8, 9.1, 9.4, 9.8, Stasi
disbandment)."""

from __future__ import annotations

from positions import at, choose, diff, event_game, frame, icon, ids, new_game, special_game

from wsdv.engine.decade_end import flight_figures


def test_6_4_special_I_russian_tanks() -> None:
    def setup(s) -> None:
        s.unrest.update({"Sachsen": 6, "Thüringen": 5, "East Berlin": 4})
    g = special_game("I", setup=setup)
    s = g.state
    assert s.special is None and len(s.hands["west"]) == 3, "West drew for East's special"
    icon(g, "reduce_to_three")
    assert set(ids(g)) == {"prov:Sachsen", "prov:Thüringen", "prov:East Berlin"}
    choose(g, "prov:Sachsen", "prov:Thüringen")
    icon(g, "unrest_remove")
    choose(g, "prov:East Berlin", "prov:East Berlin")
    icon(g, "arrow:prestige")
    assert (s.unrest["Sachsen"], s.unrest["Thüringen"], s.unrest["East Berlin"]) == (3, 3, 2)
    assert (s.prestige, s.soc_track) == (-1, 1)
    assert "I" in s.played
    assert g.prompt.kind == "card" and g.prompt.side == "west", "West's turn follows"


def test_6_4_special_II_building_the_wall() -> None:
    g = special_game("II")
    s = g.state
    assert s.wall
    assert g.prompt.kind == "card" and g.prompt.side == "west"


def test_6_4_special_III_honecker_ousts_ulbricht() -> None:
    g = special_game("III", cost="discard:" + new_game().state.hands["east"][0])
    s = g.state
    icon(g, "ls_add")
    choose(g, "prov:Sachsen", "prov:Thüringen")
    icon(g, "arrow:western_currency")
    assert s.ls["Sachsen"] == 1 and s.ls["Thüringen"] == 1
    assert s.unrest["Sachsen"] == 2 and s.unrest["Thüringen"] == 2
    assert (s.wc, s.soc_track) == (-2, 2)
    assert len(s.hands["east"]) == 1 and len(s.hands["west"]) == 2, "East paid with a card"


def _police_counters(s) -> None:
    s.police = [("5", "red", True), ("49", "red", True), ("66", "pink", False)]
    s.unrest.update({"Sachsen": 5, "Thüringen": 4, "Mecklenburg": 1, "Brandenburg": 1})


def test_6_4_special_IV_A_round_table() -> None:
    g = special_game("IV-A", setup=_police_counters)
    s = g.state
    before = dict(s.unrest)
    icon(g, "stasi_disbandment")
    assert g.prompt.side == "east" and g.prompt.kind == "add_unrest"
    choose(g, "prov:Mecklenburg")
    assert "prov:Mecklenburg" not in ids(g), "at most 1 returned counter per province"
    choose(g, "prov:Brandenburg")
    icon(g, "reduce_to_three")
    assert g.prompt.side == "west", "coat of arms: West chooses the province"
    assert set(ids(g)) == {"prov:Sachsen", "prov:Thüringen"}
    choose(g, "prov:Thüringen")
    assert s.stasi_disbanded and s.police == []
    assert {"5", "49", "66"} <= set(s.discard)
    # after the action, the socialist of the holding box goes to Sachsen's mass protest (7)
    assert s.socialists == {"Sachsen": 1}
    assert diff(before, s.unrest) == {"Mecklenburg": 1, "Brandenburg": 1, "Thüringen": -1,
                                      "Sachsen": -1}
    assert s.wc == -1


def test_6_4_special_IV_B_the_wall_comes_down() -> None:
    def setup(s) -> None:
        s.wall = True
        s.police = [("5", "red", True)]
        s.unrest["Sachsen"] = 1
    g = special_game("IV-B", setup=setup)
    s = g.state
    icon(g, "wall_open")
    icon(g, "stasi_disbandment")
    choose(g, "prov:Sachsen")
    icon(g, "unrest_remove")
    choose(g, "prov:Mecklenburg")
    icon(g, "arrow:prestige")
    assert not s.wall and s.stasi_disbanded and s.police == []
    assert s.unrest["Sachsen"] == 2 and s.unrest["Mecklenburg"] == 2
    assert (s.prestige, s.soc_track) == (1, 2)


# --- End of Decade links ----------------------------------------------------------------------


def test_9_1_wall_costs_after_special_II() -> None:
    """9.1 Wall side: prestige 1 toward West and East dismantles 1 (its choice); no flight."""
    g = special_game("II")
    s = g.state
    s.played += ["2", "11"]  # flight icons that would count without the Wall
    s.ls["Bayern"] = 3
    at(g, frame("eod", phase=1))
    assert s.prestige == -1
    assert g.prompt.kind == "dismantle" and g.prompt.side == "east"
    assert g.prompt.text.endswith("1 point left")
    choose(g, "city:Bitterfeld")
    assert "Bitterfeld" not in s.factories
    assert s.flight == 0 and s.played == []
    assert s.phase >= 2 and s.result is None


def test_9_1_wall_costs_national_insolvency() -> None:
    g = special_game("II")
    s = g.state
    s.factories = {"Hamburg": "n", "Dortmund": "n"}
    at(g, frame("eod", phase=1))
    assert s.result == {"winner": "west", "reason": "national insolvency", "decade": 1}


def test_9_1_flight_again_after_the_wall_comes_down() -> None:
    g = special_game("IV-B", setup=lambda s: setattr(s, "wall", True))
    s = g.state
    while s.wall or g.prompt.kind != "card":
        choose(g, g.prompt.options[0].id)
    s.played = ["2"]
    s.ls["Bayern"] = 3
    at(g, frame("eod", phase=1))
    assert s.eod["flight"]["position"] == 4 and s.eod["flight"]["dismantle"] == 2


def test_B1_special_card_IV_side_depends_on_the_wall() -> None:
    """B step 1 note (ruling 5): IV-B "The Wall comes down" when the Wall stands at the start
    of decade IV, otherwise IV-A."""
    for wall, side in ((True, "IV-B"), (False, "IV-A")):
        g = new_game()
        s = g.state
        s.decade, s.wall = 4, wall
        at(g, frame("decade_start"))
        assert s.special == side
        assert g.prompt.kind == "discard"


# --- police power collected by events -------------------------------------------------------


def test_8_police_card_from_an_event_used_during_east_action() -> None:
    g = event_game("49", "east", after=True)
    s = g.state
    icon(g, "police_red")
    choose(g, "prov:Sachsen")
    assert g.prompt.kind == "police" and g.prompt.side == "east"
    choose(g, "police:Sachsen")
    assert s.unrest["Sachsen"] == 1
    assert s.police == [("49", "red", True)]
    assert g.prompt.kind == "card" and g.prompt.side == "west"


def test_8_police_card_collected_in_a_west_action() -> None:
    """A dual card's police icon executed by West also hands the card to East (6.4)."""
    g = event_game("51", "west", after=True)
    s = g.state
    choose(g, "skip:arrow:socialist")
    icon(g, "police_pink")
    assert s.police == [("51", "pink", False)] and "51" not in s.played
    assert g.prompt.kind == "card" and g.prompt.side == "east"
    assert "police:Sachsen" in ids(g), "East may use it during its next action"


def test_9_1_red_police_cards_from_events_count_for_flight() -> None:
    g = event_game("5", "east")
    s = g.state
    icon(g, "police_red")
    icon(g, "unrest_remove")
    choose(g, "prov:Sachsen")
    s.police.append(("51", "pink", False))
    fig = flight_figures(s)
    assert fig["red_police"] == 1


def test_9_4_pay_for_police_cards_from_events() -> None:
    g = event_game("66", "east")
    s = g.state
    icon(g, "police_pink")
    icon(g, "unrest_move")
    choose(g, "move:Sachsen:Thüringen", "move:Sachsen:Thüringen")
    s.police.append(("5", "red", False))
    s.infra.add("Berlin~Bitterfeld@Berlin")
    at(g, frame("eod", phase=4))
    assert g.prompt.kind == "dismantle" and g.prompt.side == "east"
    assert g.prompt.text.endswith("2 points left")


def test_9_8_use_police_cards_from_events() -> None:
    g = event_game("49", "east")
    s = g.state
    icon(g, "police_red")
    choose(g, "prov:Sachsen")
    s.police.append(("66", "pink", True))
    at(g, frame("eod", phase=8))
    assert g.prompt.kind == "remove_unrest" and g.prompt.text.endswith("(1 left)")
    choose(g, "prov:Thüringen")
    assert s.unrest["Thüringen"] == 2
    assert s.police == [("49", "red", False), ("66", "pink", False)]


def test_6_4_police_icon_does_nothing_after_stasi_disbandment() -> None:
    g = event_game("5", "east", after=True, setup=lambda s: setattr(s, "stasi_disbanded", True))
    s = g.state
    icon(g, "police_red")
    icon(g, "unrest_remove")
    choose(g, "prov:Sachsen")
    assert s.police == [] and "5" in s.played
    assert g.prompt.kind == "card" and g.prompt.side == "west"


def test_6_4_stasi_disbandment_returns_only_waiting_counters() -> None:
    """Only used cards carry a counter; max 1 per province; East chooses."""
    def setup(s) -> None:
        s.police = [("5", "red", True), ("21", "red", False)]
    g = special_game("IV-A", setup=setup)
    s = g.state
    before = dict(s.unrest)
    icon(g, "stasi_disbandment")
    assert g.prompt.side == "east" and len(ids(g)) == 6
    choose(g, "prov:East Berlin")
    assert diff(before, s.unrest) == {"East Berlin": 1}
    assert g.prompt.kind != "add_unrest"


def test_9_10_next_decade_after_the_wall_brings_IV_B() -> None:
    """The End of Decade III hands over to decade IV; the side of card IV follows the Wall
    built with card II (IV-B), without it IV-A."""
    g = special_game("II")
    s = g.state
    s.decade = 3
    at(g, frame("next_decade"))
    assert s.decade == 4 and s.special == "IV-B"
    g = special_game("III")
    g.state.decade = 3
    at(g, frame("next_decade"))
    assert g.state.special == "IV-A"
