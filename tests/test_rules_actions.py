"""The actions (section 6): the four ways to play a normal card, 6.1 remove 1 unrest, 6.3
increase living standard (6.2 build is in test_rules_economy.py, 10.2/10.3/10.5 details of
6.3 in test_rules_special_cities.py)."""

from __future__ import annotations

import pytest
from positions import (
    action_game,
    at,
    choose,
    clear_economy,
    connect,
    frame,
    ids,
    place,
    zero_unrest,
)

from wsdv.engine import Game
from wsdv.engine.board import PROVINCES, SIDE_PROVINCES, WEST_BERLIN


def _ls_provinces(g: Game) -> set[str]:
    return {o.removeprefix("prov:") for o in ids(g) if o.startswith("prov:")}


def _label(g: Game, option_id: str) -> str:
    assert g.prompt is not None
    return next(o.label for o in g.prompt.options if o.id == option_id)


# --- the four actions -------------------------------------------------------------------------


def test_6_a_normal_card_offers_four_ways() -> None:
    """6: remove 1 unrest, build, increase LS, or the event (East: red card event)."""
    g = action_game("1", "east")  # Red
    assert g.prompt is not None and g.prompt.side == "east" and g.prompt.kind == "action"
    assert ids(g) == ["unrest", "build", "ls", "event"]


def test_6_4_event_only_for_own_colour_or_dual() -> None:
    """6.4: West may not trigger a Red card event, East not a Yellow one; both a Dual one."""
    assert "event" not in ids(action_game("1", "west"))
    assert "event" not in ids(action_game("18", "east"))
    assert "event" in ids(action_game("18", "west"))
    assert "event" in ids(action_game("11", "west")) and "event" in ids(action_game("11", "east"))


# --- 6.1 Remove 1 unrest counter --------------------------------------------------------------


def test_6_1_example_east_yellow_card_removes_unrest_then_dismantles() -> None:
    """6.1 example: East plays a Yellow card, removes 1 unrest in Sachsen and, since it was not
    a Red card, dismantles 1 build point: it chooses a factory in Thüringen."""
    g = action_game("18", "east")  # Yellow
    place(g, "Eisenach")
    assert "dismantle" in _label(g, "unrest")
    g.choose("unrest")
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("east", "remove_unrest")
    g.choose("prov:Sachsen")
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("east", "dismantle")
    assert {"city:Eisenach", "city:Berlin", "city:Bitterfeld"} == set(ids(g))
    g.choose("city:Eisenach")
    s = g.state
    assert g.prompt is None
    assert s.unrest["Sachsen"] == 2 and s.unrest["Thüringen"] == 3
    assert "Eisenach" not in s.factories


@pytest.mark.parametrize("side,card", [("east", "1"), ("west", "18")])
def test_6_1_own_colour_removal_is_free(side: str, card: str) -> None:
    """6.1: free for East with a Red card, for West with a Yellow card."""
    g = action_game(card, side)
    assert "dismantle" not in _label(g, "unrest")
    before = dict(g.state.factories)
    province = SIDE_PROVINCES[side][0]
    choose(g, "unrest", f"prov:{province}")
    assert g.prompt is None
    assert g.state.unrest[province] == 2
    assert g.state.factories == before


@pytest.mark.parametrize("side,card", [("east", "11"), ("east", "18"), ("west", "11"),
                                       ("west", "1")])
def test_6_1_dual_or_opponent_card_costs_a_dismantling_point(side: str, card: str) -> None:
    """6.1: with a Dual card or the opponent's colour the player must dismantle 1."""
    g = action_game(card, side)
    choose(g, "unrest", f"prov:{SIDE_PROVINCES[side][1]}")
    assert g.prompt is not None and g.prompt.kind == "dismantle" and g.prompt.side == side


@pytest.mark.parametrize("card", ["11", "18"])
def test_6_1_nothing_to_dismantle_no_removal_with_dual_or_yellow(card: str) -> None:
    """6.1 (ruling 13): East with nothing to dismantle (only rundown factories) is not offered
    the removal with a Dual or Yellow card; with a Red card it still is."""
    g = action_game(card, "east")
    for c in ("Berlin", "Bitterfeld"):
        g.state.factories[c] = "r"
    at(g, frame("action", side="east", card=card))
    assert "unrest" not in ids(g)
    assert ids(g)[:2] == ["build", "ls"]
    at(g, frame("action", side="east", card="1"))
    assert "unrest" in ids(g)


def test_6_1_west_without_economy_cannot_use_a_red_card_to_remove() -> None:
    """6.1: the same for West: no factory, no infrastructure → no removal with a Red card."""
    g = action_game("1", "west")
    for c in ("Hamburg", "Dortmund"):
        del g.state.factories[c]
    at(g, frame("action", side="west", card="1"))
    assert "unrest" not in ids(g)
    at(g, frame("action", side="west", card="18"))
    assert "unrest" in ids(g)


def test_6_1_no_unrest_no_removal_action() -> None:
    """6.1: with no unrest counter of one's own there is nothing to remove."""
    g = action_game("1", "east")
    for p in SIDE_PROVINCES["east"]:
        g.state.unrest[p] = 0
    at(g, frame("action", side="east", card="1"))
    assert "unrest" not in ids(g)


def test_6_1_only_provinces_with_unrest_are_offered() -> None:
    """6.1: the counter comes from one of the player's provinces that has one."""
    g = action_game("18", "west")
    zero_unrest(g)
    g.state.unrest["Bayern"] = 2
    g.state.unrest["Sachsen"] = 5
    g.choose("unrest")
    assert ids(g) == ["prov:Bayern"]


# --- 6.3 Increase your living standard --------------------------------------------------------


def _example_6_3() -> Game:
    """East: Sachsen economy 3, Mecklenburg 2, Thüringen 2, the rest 0; card 1 (value 2)."""
    g = action_game("1", "east")
    clear_economy(g)
    place(g, "Leipzig", "Dresden", "Karl-Marx-Stadt", "Rostock", "Neubrandenburg", "Eisenach",
          "Jena")
    return g


def test_6_3_example_value_two_card_places_three_ls_with_top_up() -> None:
    """6.3 example: a value 2 card; economies 3, 2, 2: the first LS needs no top-up, the
    other two take 1 each (2+1=3): 3 LS, and each removes 1 unrest there."""
    g = _example_6_3()
    g.choose("ls")
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("east", "ls")
    assert _ls_provinces(g) == {"Sachsen", "Mecklenburg", "Thüringen"}
    assert "uses 1" in _label(g, "prov:Mecklenburg")
    assert "uses" not in _label(g, "prov:Sachsen")
    choose(g, "prov:Mecklenburg", "prov:Thüringen")
    assert _ls_provinces(g) == {"Sachsen"}, "card value used up: only the free LS is left"
    g.choose("prov:Sachsen")
    assert g.prompt is None, "3 LS placed: the action ends"
    s = g.state
    for p in ("Sachsen", "Mecklenburg", "Thüringen"):
        assert s.ls[p] == 1 and s.unrest[p] == 2, p
    for p in ("Brandenburg", "East Berlin", "Sachsen-Anhalt"):
        assert s.ls[p] == 0 and s.unrest[p] == 3, p


def test_6_3_top_up_is_split_as_needed() -> None:
    """6.3: the card value is split among provinces; what one LS used is gone for the next."""
    g = _example_6_3()
    g.choose("ls")
    g.choose("prov:Mecklenburg")
    assert _ls_provinces(g) == {"Sachsen", "Thüringen"}
    assert "1 card value left" in g.prompt.text


def test_6_3_at_most_two_top_up_points_for_one_province() -> None:
    """6.3: never more than 2 points of the card for one province: economy 0 gets no LS even
    with a value 4 card, economy 1 does (1+2)."""
    g = action_game("16", "west")  # West value 4
    choose(g, "ls", "hamburg:Niedersachsen")
    offered = _ls_provinces(g)
    assert offered == {"Niedersachsen", "Nordrhein-Westfalen"}
    assert "uses 2" in _label(g, "prov:Niedersachsen")
    choose(g, "prov:Niedersachsen", "prov:Nordrhein-Westfalen")
    assert g.prompt is not None and g.prompt.kind == "transfer", "NRW supplies West Berlin"


@pytest.mark.parametrize("ls,economy_pairs,need", [
    (0, (), None),                       # economy 3 (3 lone factories): first LS free
    (1, (("Leipzig", "Dresden"),), 1),   # economy 5, second LS needs 6
    (2, (("Leipzig", "Dresden"), ("Leipzig", "Bitterfeld"), ("Leipzig", "Jena"),
         ("Dresden", "Karl-Marx-Stadt"), ("Karl-Marx-Stadt", "Jena")), None),  # 10 ≥ 9
    (3, (("Leipzig", "Dresden"), ("Leipzig", "Bitterfeld"), ("Leipzig", "Jena"),
         ("Dresden", "Karl-Marx-Stadt"), ("Karl-Marx-Stadt", "Jena")), 2),     # 12 - 10
])
def test_6_3_thresholds_three_six_nine(ls: int, economy_pairs: tuple, need: int | None) -> None:
    """6.3: the n-th LS of a province needs an economy of 3n (3, 6, 9, 12 ...)."""
    g = action_game("1", "east")  # value 2
    clear_economy(g)
    place(g, "Leipzig", "Dresden", "Karl-Marx-Stadt")
    connect(g, *economy_pairs)
    g.state.ls["Sachsen"] = ls
    g.choose("ls")
    assert "prov:Sachsen" in ids(g)
    label = _label(g, "prov:Sachsen")
    if need is None:
        assert "uses" not in label
    else:
        assert f"uses {need} " in label


def test_6_3_second_ls_out_of_reach_is_not_offered() -> None:
    """6.3: Sachsen (economy 3) with 1 LS would need 3 top-up points for its 2nd: refused."""
    g = action_game("16", "east")  # East value 1
    clear_economy(g)
    place(g, "Leipzig", "Dresden", "Karl-Marx-Stadt")
    g.state.ls["Sachsen"] = 1
    g.choose("ls")
    assert g.prompt is None, "no province can take an LS: the action ends"
    assert g.state.ls["Sachsen"] == 1


def test_6_3_different_provinces_and_at_most_three() -> None:
    """6.3: up to 3 LS, each in a different province."""
    g = action_game("1", "east")
    clear_economy(g)
    for a, b in (("Rostock", "Neubrandenburg"), ("Schwedt", "Berlin"),
                 ("Magdeburg", "Bitterfeld"), ("Leipzig", "Dresden"), ("Eisenach", "Jena")):
        connect(g, (a, b))
    place(g, "Cottbus", "Karl-Marx-Stadt")
    g.choose("ls")
    assert len(_ls_provinces(g)) == 6, "East Berlin (2) needs 1, the rest have 3+"
    g.choose("prov:Sachsen")
    assert "prov:Sachsen" not in ids(g)
    choose(g, "prov:Brandenburg", "prov:Thüringen")
    assert g.prompt is None
    assert sum(g.state.ls.values()) == 3


def test_6_3_west_berlin_is_never_a_direct_target() -> None:
    """6.3/10.2: West Berlin receives LS only by transfer from a supplier."""
    g = action_game("16", "west")
    connect(g, ("Kiel", "Hamburg"), ("Flensburg", "Kiel"))
    choose(g, "ls", "hamburg:Schleswig-Holstein")
    assert f"prov:{WEST_BERLIN}" not in ids(g)


def test_6_3_ls_without_unrest_removes_nothing() -> None:
    """6.3: an LS removes 1 unrest "if there is one"."""
    g = _example_6_3()
    zero_unrest(g)
    choose(g, "ls", "prov:Sachsen", "done")
    assert g.prompt is None
    assert g.state.ls["Sachsen"] == 1
    assert all(g.state.unrest[p] == 0 for p in PROVINCES)


def test_6_3_no_ls_may_be_placed() -> None:
    """6.3 ("up to 3"): placing none is allowed."""
    g = _example_6_3()
    choose(g, "ls", "done")
    assert g.prompt is None and sum(g.state.ls.values()) == 0
