"""Mass protests (section 4), socialists (section 7) and police power (section 8)."""

from __future__ import annotations

import pytest
from positions import action_game, at, choose, frame, ids, new_game, phase_game, zero_unrest

from wsdv.engine import Game
from wsdv.engine.board import PROVINCES, SIDE_PROVINCES
from wsdv.engine.economy import markers
from wsdv.engine.unrest import add_unrest, remove_unrest, side_markers

# --- 4 Mass protests --------------------------------------------------------------------------


@pytest.mark.parametrize("unrest,expected", [(0, 0), (3, 0), (4, 1), (7, 1), (8, 2), (11, 2),
                                             (12, 3), (16, 4)])
def test_4_mass_protest_markers_at_4_8_12(unrest: int, expected: int) -> None:
    """4: a marker at 4 unrest, a 2nd at 8, a 3rd at 12, and so on."""
    s = new_game().state
    s.unrest["Sachsen"] = unrest
    assert markers(s, "Sachsen") == expected


def test_4_marker_removed_as_soon_as_unrest_falls_below() -> None:
    """4: as soon as the unrest falls below 4, 8, 12 ..., 1 marker goes."""
    s = new_game().state
    s.unrest["Bayern"] = 3
    add_unrest(s, "Bayern")
    assert markers(s, "Bayern") == 1
    add_unrest(s, "Bayern", 4)
    assert markers(s, "Bayern") == 2
    remove_unrest(s, "Bayern")
    assert markers(s, "Bayern") == 1
    remove_unrest(s, "Bayern", 3)
    assert (s.unrest["Bayern"], markers(s, "Bayern")) == (4, 1)
    remove_unrest(s, "Bayern")
    assert markers(s, "Bayern") == 0


def test_4_unrest_never_below_zero() -> None:
    """4: a removal from an empty province removes nothing."""
    s = new_game().state
    s.unrest["Hessen"] = 0
    assert remove_unrest(s, "Hessen") == 0
    assert s.unrest["Hessen"] == 0


def test_4_each_state_counts_its_markers() -> None:
    """4/9.10: a state's mass protests are the markers of all its provinces."""
    g = new_game()
    zero_unrest(g)
    s = g.state
    s.unrest["Sachsen"], s.unrest["Thüringen"], s.unrest["Bayern"] = 8, 5, 4
    assert side_markers(s, "east") == 3 and side_markers(s, "west") == 1


# --- 7 Socialists -----------------------------------------------------------------------------


def _after_east_build(setup) -> Game:
    """East builds nothing with card 1 (build, done); the usual after_action follows."""
    g = action_game("1", "east", after=True)
    setup(g.state)
    choose(g, "build", "done")
    return g


def test_7_socialist_moves_after_an_action_and_removes_unrest() -> None:
    """7: after an action, a socialist moves from the holding box into an East province with a
    mass protest and removes 1 unrest; repeated until the protest ends."""
    def setup(s) -> None:
        s.unrest["Sachsen"] = 5
        s.box = 3
    g = _after_east_build(setup)
    s = g.state
    assert s.unrest["Sachsen"] == 3, "5 → 4 (still a protest) → 3"
    assert s.socialists == {"Sachsen": 2} and s.box == 1
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "card")


def test_7_east_chooses_the_province_and_an_empty_box_stops() -> None:
    """7: with several mass protests East decides where socialists go first; the movement ends
    when the box is empty."""
    def setup(s) -> None:
        s.unrest["Sachsen"] = s.unrest["Thüringen"] = 4
        s.box = 1
    g = _after_east_build(setup)
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("east", "socialist")
    assert set(ids(g)) == {"prov:Sachsen", "prov:Thüringen"}
    g.choose("prov:Thüringen")
    s = g.state
    assert s.unrest["Thüringen"] == 3 and s.unrest["Sachsen"] == 4
    assert s.box == 0 and s.socialists == {"Thüringen": 1}
    assert g.prompt is not None and g.prompt.kind == "card", "box empty: Sachsen stays"


def test_7_socialists_also_move_after_a_west_action() -> None:
    """7: "immediately after an action is finished" — either player's action."""
    g = action_game("18", "west", after=True)
    g.state.unrest["Mecklenburg"] = 4
    choose(g, "build", "done")
    assert g.state.unrest["Mecklenburg"] == 3
    assert g.state.socialists == {"Mecklenburg": 1} and g.state.box == 0
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("east", "card")


def test_7_socialists_ignore_west_provinces() -> None:
    """7: socialists only go to East provinces."""
    g = action_game("18", "west", after=True)
    g.state.unrest["Bayern"] = 4
    choose(g, "build", "done")
    assert g.state.box == 1 and g.state.unrest["Bayern"] == 4


def test_7_no_socialist_movement_in_other_end_of_decade_phases() -> None:
    """7: in the End of Decade socialists move only in the socialist phase (9.9): a mass
    protest from the internal comparison (9.6) stays."""
    g = new_game()
    g.state.ls["Sachsen"] = 3
    phase_game(g, 6)
    assert g.prompt is None
    s = g.state
    assert markers(s, "Thüringen") == 1 and s.box == 1 and s.socialists == {}


def test_7_socialists_stay_on_the_map() -> None:
    """7: a socialist stays in its province (the protest's end does not send it back)."""
    def setup(s) -> None:
        s.unrest["Sachsen"] = 4
    g = _after_east_build(setup)
    g.state.unrest["Sachsen"] = 0
    at(g, frame("socialists"))
    assert g.state.socialists == {"Sachsen": 1}


# --- 8 Police power ---------------------------------------------------------------------------


def _east_turn(police: list[tuple[str, str, bool]], disbanded: bool = False) -> Game:
    g = new_game()
    s = g.state
    s.police = list(police)
    s.stasi_disbanded = disbanded
    for c, _, _ in police:
        if c in s.deck:
            s.deck.remove(c)
    return at(g, frame("turn", side="east"))


def test_8_police_card_removes_one_unrest_during_east_turn() -> None:
    """8: East may use a collected police card once per decade to remove 1 own unrest during
    its action; the counter waits on the card (used this decade)."""
    g = _east_turn([("5", "red", False)])
    assert {f"police:{p}" for p in SIDE_PROVINCES["east"]} <= set(ids(g))
    g.choose("police:Sachsen")
    s = g.state
    assert s.unrest["Sachsen"] == 2
    assert s.police == [("5", "red", True)]
    assert g.prompt is not None and g.prompt.kind == "card"
    assert not any(o.startswith("police:") for o in ids(g)), "once per decade"


def test_8_each_card_once_per_decade() -> None:
    """8: two collected cards give two removals in the decade."""
    g = _east_turn([("5", "red", False), ("15", "pink", False)])
    choose(g, "police:Sachsen", "police:Sachsen")
    assert g.state.unrest["Sachsen"] == 1
    assert all(used for _, _, used in g.state.police)
    assert not any(o.startswith("police:") for o in ids(g))


def test_8_police_window_after_east_action() -> None:
    """8: "during its action (in addition to the action)": after East's action, before
    socialists move, East may still use an unused card."""
    g = action_game("1", "east", after=True)
    g.state.police = [("5", "red", False)]
    choose(g, "build", "done")
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("east", "police")
    assert "done" in ids(g)
    g.choose("police:Thüringen")
    assert g.state.unrest["Thüringen"] == 2
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "card")


def test_8_no_police_during_west_turn() -> None:
    """8: police power belongs to East's action (or phase 9.8), never West's turn."""
    g = new_game()
    g.state.police = [("5", "red", False)]
    at(g, frame("turn", side="west"))
    assert not any(o.startswith("police:") for o in ids(g))
    g = action_game("18", "west", after=True)
    g.state.police = [("5", "red", False)]
    choose(g, "build", "done")
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("east", "card")


def test_8_police_only_where_there_is_unrest() -> None:
    """8: the card removes an existing East unrest counter."""
    g = new_game()
    zero_unrest(g)
    g.state.unrest["Sachsen"] = 1
    g.state.police = [("5", "red", False)]
    at(g, frame("turn", side="east"))
    assert [o for o in ids(g) if o.startswith("police:")] == ["police:Sachsen"]


def test_8_no_police_after_stasi_disbandment() -> None:
    """6.4 Stasi disbandment (ruling 19): afterwards police icons and cards have no effect."""
    g = _east_turn([("5", "red", False)], disbanded=True)
    assert not any(o.startswith("police:") for o in ids(g))


def test_8_used_counters_leave_in_phase_9_8() -> None:
    """8/9.8: unused cards remove 1 unrest each in phase 9.8; afterwards every card is ready
    again for the next decade (the counters on the cards leave the game)."""
    g = new_game()
    zero_unrest(g)
    s = g.state
    s.unrest["Sachsen"], s.unrest["Thüringen"] = 2, 1
    s.police = [("5", "red", True), ("15", "pink", False), ("21", "red", False)]
    phase_game(g, 8)
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("east", "remove_unrest")
    choose(g, "prov:Sachsen", "prov:Sachsen")
    assert g.prompt is None
    assert s.unrest["Sachsen"] == 0 and s.unrest["Thüringen"] == 1
    assert s.police == [("5", "red", False), ("15", "pink", False), ("21", "red", False)]
    assert sum(s.unrest[p] for p in PROVINCES) == 1
