"""Section 6.4 "Trigger the card event": who may trigger what, red/yellow in full, the dual
card's skip, who orders and places, event instructions, non-executable arrows and icons, the
own-dismantling limit, and the rulebook's examples 1-4."""

from __future__ import annotations

import pytest
from positions import (
    action_game,
    at,
    choose,
    diff,
    event_game,
    frame,
    icon,
    ids,
    new_game,
    take_out,
    unrest_of,
)

from wsdv.engine.data import cards
from wsdv.engine.economy import factory_value
from wsdv.engine.events import can_trigger

ALL_FACES = list(cards())


def _rich_position(s) -> None:
    """Both sides have plenty to dismantle, so only colours decide."""
    s.factories.update({"Köln": "n", "Bremen": "n", "Leipzig": "n", "Dresden": "n"})
    s.infra.update({"Dortmund~Köln", "Bitterfeld~Leipzig", "Leipzig~Dresden"})


# --- who may trigger what ---------------------------------------------------------------------


@pytest.mark.parametrize("card", ALL_FACES)
def test_6_4_who_may_trigger(card: str) -> None:
    """6.4: East triggers Red and Dual Cards, West Yellow and Dual Cards; special cards only
    East (section B.3)."""
    g = new_game()
    _rich_position(g.state)
    colour = cards()[card].colour
    assert can_trigger(g.state, "east", card) == (colour in ("red", "dual", "special"))
    assert can_trigger(g.state, "west", card) == (colour in ("yellow", "dual"))


@pytest.mark.parametrize(("card", "side", "offered"), [
    ("5", "east", True), ("5", "west", False), ("18", "west", True), ("18", "east", False),
    ("11", "east", True), ("11", "west", True),
])
def test_6_4_event_option_in_the_action_prompt(card: str, side: str, offered: bool) -> None:
    g = action_game(card, side)
    assert g.prompt.kind == "action"
    assert ("event" in ids(g)) == offered
    assert {"build", "ls"} <= set(ids(g)), "the other actions stay open with any card"


def test_6_4_special_card_east_only_and_event_only() -> None:
    """B.3 / 6: only East may choose the special card, and only for its event."""
    g = new_game()
    s = g.state
    assert s.special == "I"
    at(g, frame("turn", side="west"))
    assert "card:I" not in ids(g)
    at(g, frame("turn", side="east"))
    assert "card:I" in ids(g)
    choose(g, "card:I")
    assert g.prompt.kind == "special_cost", "no action prompt: the special is event only"
    choose(g, "west_draws")
    assert s.stack[-1]["t"] in ("event", "icons")
    assert len(s.hands["west"]) == 3


# --- Red and Yellow: in full; Dual: skip 1 ---------------------------------------------------


@pytest.mark.parametrize("card", [c for c in ALL_FACES if cards()[c].colour != "dual"])
def test_6_4_red_yellow_and_special_events_offer_no_skip(card: str) -> None:
    """6.4: a Red or Yellow Card event is executed fully: no choice to ignore anything."""
    c = cards()[card]
    g = new_game()
    _rich_position(g.state)
    take_out(g, card)
    if c.colour == "special":
        g.state.special = card
        at(g, frame("event", side="east", card=card, skip=None))
    else:
        side = "east" if c.colour == "red" else "west"
        at(g, frame("action", side=side, card=card))
        choose(g, "event")
    assert g.prompt is None or g.prompt.kind != "event_skip"


def test_6_4_dual_skip_options_one_arrow_or_one_icon() -> None:
    """6.4: a Dual Card may ignore 1 arrow or 1 icon without arrows (equal icons: 1 option)."""
    g = event_game("22", "west")
    assert g.prompt.kind == "event_skip" and g.prompt.side == "west"
    assert ids(g) == ["skip:none", "skip:arrow:western_currency", "skip:icon:0",
                      "skip:icon:2"]


def test_6_4_dual_skip_one_of_two_arrows_moves_the_other() -> None:
    g = event_game("41", "east")
    choose(g, "skip:arrow:western_currency")
    icon(g, "arrow:western_currency")
    icon(g, "build")
    choose(g, "city:Kiel")
    choose(g, "prov:Hessen")
    assert g.state.wc == 1


def test_6_4_dual_may_ignore_the_police_icon() -> None:
    """6.4: "even a police power icon": the card is then lined up at the bottom."""
    g = event_game("21", "west", after=True)
    assert "skip:icon:0" in ids(g)
    choose(g, "skip:icon:0")
    icon(g, "arrow:western_currency")
    icon(g, "arrow:socialist")
    choose(g, "prov:Sachsen")
    s = g.state
    assert s.police == [] and "21" in s.played


def test_6_4_dual_without_skip_executes_everything() -> None:
    g = event_game("21", "east")
    choose(g, "skip:none")
    icon(g, "unrest_remove")
    choose(g, "prov:Sachsen")
    icon(g, "police_red")
    icon(g, "arrow:socialist")
    s = g.state
    assert s.police == [("21", "red", False)]
    assert (s.wc, s.soc_track) == (-1, -1)
    assert g.prompt is None


# --- order and place ----------------------------------------------------------------------


def test_6_4_triggering_player_orders_the_icons() -> None:
    g = event_game("20", "west")
    assert g.prompt.kind == "icon_order" and g.prompt.side == "west"
    assert len(ids(g)) == 3
    icon(g, "unrest_add")
    assert g.prompt.side == "west", "the triggering player decides where East's unrest goes"
    choose(g, "prov:Sachsen")
    assert g.prompt.kind == "icon_order" and len(ids(g)) == 2


def test_6_4_coat_of_arms_west_decides_east_dismantling() -> None:
    """6.4 box: "Here, West will always decide where 1 East build point is dismantled"."""
    g = event_game("15", "east", setup=lambda s: s.infra.add("Berlin~Bitterfeld@Bitterfeld"))
    choose(g, "skip:icon:0")
    icon(g, "dismantle")
    assert g.prompt.side == "west" and g.prompt.kind == "dismantle"
    choose(g, "line:Berlin~Bitterfeld@Bitterfeld")
    assert not g.state.infra


def test_6_4_coat_of_arms_east_decides_west_unrest() -> None:
    """6.4 box: "Here, East will always decide into which West province 1 unrest counter is
    put" (card 11), also when West triggers."""
    g = event_game("11", "west")
    choose(g, "skip:arrow:prestige")
    assert g.prompt.kind == "add_unrest" and g.prompt.side == "east"
    choose(g, "prov:Bayern")
    assert g.state.prestige == 0 and g.prompt is None


# --- event instructions bind --------------------------------------------------------------


def test_6_4_instruction_applies_to_its_own_line_only() -> None:
    """6.4 clarification: the instruction relates only to the icon(s) directly above it
    (card 20: 'West Germany' restricts the unrest removal, not the build points)."""
    g = event_game("20", "west")
    icon(g, "unrest_remove")
    assert "prov:West Berlin" not in ids(g) and "prov:Bayern" in ids(g)
    choose(g, "prov:Bayern")
    icon(g, "build")
    assert "city:Kiel" in ids(g) and "city:München" in ids(g)


def test_6_4_max_per_province_binds() -> None:
    g = event_game("44", "east")
    icon(g, "unrest_add")
    choose(g, "prov:West Berlin")
    choose(g, "prov:Rheinland-Pfalz")  # the West Berlin protest spreads (10.2)
    choose(g, "prov:West Berlin")
    assert "prov:West Berlin" not in ids(g)


# --- non-executable arrows ------------------------------------------------------------------


def test_6_4_red_arrow_off_the_track_east_removes_unrest() -> None:
    g = event_game("53", "east", setup=lambda s: setattr(s, "wc", 5))
    before = unrest_of(g)
    assert g.state.wc == 6
    assert g.prompt.kind == "remove_unrest" and g.prompt.side == "east"
    choose(g, "prov:Sachsen")
    assert diff(before, g.state.unrest) == {"Sachsen": -1}
    assert g.prompt is None


def test_6_4_yellow_arrow_off_the_track_west_puts_unrest_in_the_east() -> None:
    g = event_game("57", "west", setup=lambda s: setattr(s, "soc_track", -5))
    before = unrest_of(g)
    icon(g, "arrow:socialist")
    assert g.state.soc_track == -6
    assert g.prompt.kind == "add_unrest" and g.prompt.side == "west"
    assert set(ids(g)) == {f"prov:{p}" for p in ("Mecklenburg", "Brandenburg", "East Berlin",
                                                "Sachsen-Anhalt", "Sachsen", "Thüringen")}
    choose(g, "prov:Thüringen")
    choose(g, "prov:Sachsen", "prov:Sachsen")
    assert diff(before, g.state.unrest) == {"Thüringen": 1, "Sachsen": 2}
    assert g.prompt is None


def test_6_4_prestige_arrow_off_the_track_profiting_player_chooses() -> None:
    """East profits: it removes 1 own unrest or puts 1 into a West province, per arrow."""
    g = event_game("31", "east", setup=lambda s: setattr(s, "prestige", 6))
    before = unrest_of(g)
    assert g.prompt.kind == "prestige_comp" and g.prompt.side == "east"
    assert "remove:Sachsen" in ids(g) and "add:Bayern" in ids(g)
    assert "remove:Bayern" not in ids(g) and "add:Sachsen" not in ids(g)
    choose(g, "remove:Sachsen", "add:Bayern")
    assert g.state.prestige == 6
    assert diff(before, g.state.unrest) == {"Sachsen": -1, "Bayern": 1}
    assert g.prompt is None


def test_6_4_prestige_arrow_off_the_west_end() -> None:
    g = event_game("40", "west", setup=lambda s: setattr(s, "prestige", -5))
    before = unrest_of(g)
    icon(g, "arrow:prestige")
    assert g.state.prestige == -6
    assert g.prompt.kind == "prestige_comp" and g.prompt.side == "west"
    choose(g, "add:East Berlin")
    choose(g, "prov:Bayern")
    assert diff(before, g.state.unrest) == {"East Berlin": 1, "Bayern": 1}


# --- non-executable icons -------------------------------------------------------------------


def _no_unrest(s) -> None:
    for p in s.unrest:
        s.unrest[p] = 0


def test_6_4_non_executable_icons_are_ignored() -> None:
    """Card 47 without East unrest: the removal is ignored; card 46 without a rundown factory
    in East Berlin: the repair is ignored."""
    g = event_game("47", "east", setup=_no_unrest)
    icon(g, "ls_add")
    choose(g, "prov:Sachsen")
    icon(g, "unrest_remove")
    assert g.state.ls["Sachsen"] == 1
    assert g.prompt is None
    g = event_game("46", "east")
    icon(g, "repair")
    icon(g, "ls_add")
    choose(g, "prov:East Berlin")
    icon(g, "rundown")
    choose(g, "city:Bitterfeld")
    assert g.state.factories == {"Hamburg": "n", "Dortmund": "n", "Berlin": "n",
                                 "Bitterfeld": "r"}
    assert g.prompt is None


def test_6_4_rundown_icon_without_factory_removes_infrastructure() -> None:
    def setup(s) -> None:
        s.factories.update({"Berlin": "r", "Bitterfeld": "r"})
        s.infra.add("Berlin~Bitterfeld@Berlin")
    g = event_game("46", "east", setup=setup)
    icon(g, "rundown")
    assert ids(g) == ["line:Berlin~Bitterfeld@Berlin"]
    choose(g, "line:Berlin~Bitterfeld@Berlin")
    assert not g.state.infra


def test_6_4_event_not_offered_when_own_dismantling_exceeds_pieces() -> None:
    """Card 12 makes West dismantle 1 of its own: with nothing placed, not offered."""
    g = new_game()
    g.state.factories = {"Berlin": "n"}
    take_out(g, "12")
    at(g, frame("action", side="west", card="12"))
    assert "event" not in ids(g)
    g.state.factories["Kiel"] = "n"
    at(g, frame("action", side="west", card="12"))
    assert "event" in ids(g)


def test_6_4_dual_with_own_dismantling_must_ignore_it_when_nothing_to_pay() -> None:
    """Card 15 triggered by East with no East piece: only ignoring the dismantle icon is
    allowed (a rundown factory can't be dismantled)."""
    g = new_game()
    g.state.factories = {"Hamburg": "n", "Berlin": "r"}
    take_out(g, "15")
    at(g, frame("action", side="east", card="15"))
    assert "event" in ids(g)
    choose(g, "event")
    assert ids(g) == ["skip:icon:1"]


def test_6_4_dismantling_the_opponent_beyond_its_pieces_is_allowed() -> None:
    g = new_game()
    g.state.factories = {"Berlin": "n"}
    take_out(g, "54")
    at(g, frame("action", side="east", card="54"))
    assert "event" in ids(g)
    choose(g, "event")
    assert g.prompt is None


# --- examples 1-4 -----------------------------------------------------------------------------


def test_6_4_example_1_east_chooses_the_four_west_dismantling_points() -> None:
    def setup(s) -> None:
        s.factories.update({"Köln": "n", "Bremen": "n", "Kiel": "n"})
        s.infra.update({"Dortmund~Köln", "Hamburg~Bremen"})
    g = event_game("54", "east", setup=setup)
    for k in range(4):
        assert g.prompt.kind == "dismantle" and g.prompt.side == "east"
        assert g.prompt.text.endswith(f"{4 - k} {'point' if 4 - k == 1 else 'points'} left")
        choose(g, ["line:Dortmund~Köln", "city:Köln", "line:Hamburg~Bremen", "city:Kiel"][k])
    s = g.state
    assert set(s.factories) == {"Hamburg", "Dortmund", "Bremen", "Berlin", "Bitterfeld"}
    assert not s.infra
    assert g.prompt is None


def test_6_4_example_2_west_ignores_an_arrow() -> None:
    g = event_game("41", "west")
    assert "skip:arrow:western_currency" in ids(g)
    choose(g, "skip:arrow:western_currency")
    icon(g, "arrow:western_currency")
    icon(g, "build")
    choose(g, "city:Kiel")
    choose(g, "prov:Bayern")
    assert g.state.wc == 1


def test_6_4_example_2_east_ignores_one_of_the_two_yellow_icons() -> None:
    g = event_game("41", "east")
    before = unrest_of(g)
    choose(g, "skip:icon:0")
    icon(g, "unrest_remove")
    assert g.prompt.side == "west", "coat of arms: West decides where"
    choose(g, "prov:Bayern")
    s = g.state
    assert s.wc == 2
    assert set(s.factories) == {"Hamburg", "Dortmund", "Berlin", "Bitterfeld"}
    assert diff(before, s.unrest) == {"Bayern": -1}
    assert g.prompt is None


@pytest.mark.parametrize(("polska", "built"), [
    (("city:Polska-N", "city:Polska-S"), {"Polska-N", "Polska-S"}),
    (("city:Polska-S", "line:Berlin~Polska-S"), {"Polska-S", "Berlin~Polska-S"}),
    (("line:Berlin~Polska-S", "line:Schwedt~Polska-S"), {"Berlin~Polska-S",
                                                          "Schwedt~Polska-S"}),
])
def test_6_4_example_3_warsaw_pact(polska: tuple[str, str], built: set[str]) -> None:
    """Example 3 (card 9): prestige 1 toward East, 1 East unrest, 2 build points each for
    Polska and ČSSR: a) 2 factories, b) a factory and an infrastructure, c) 2 infrastructures
    (only to an existing Polish factory)."""
    pre_built = "line:Berlin~Polska-S" in polska and "city:Polska-S" not in polska
    g = event_game("9", "east",
                   setup=(lambda s: s.factories.update({"Polska-S": "n"})) if pre_built
                   else None)
    before = unrest_of(g)
    icon(g, "arrow:prestige")
    icon(g, "unrest_add")
    choose(g, "prov:Thüringen")
    icon(g, "build", region="Polska")
    choose(g, *polska)
    choose(g, "city:ČSSR-E", "city:ČSSR-W")
    s = g.state
    assert built <= set(s.factories) | s.infra
    assert {"ČSSR-E", "ČSSR-W"} <= set(s.factories)
    assert s.prestige == 1
    assert diff(before, s.unrest) == {"Thüringen": 1}
    if "line:Schwedt~Polska-S" in polska:
        assert factory_value(s, "Polska-S") == 2  # Berlin's connection works; Schwedt empty
    assert g.prompt is None


def test_6_4_example_3_no_polish_line_to_an_empty_site() -> None:
    g = event_game("9", "east")
    icon(g, "build", region="Polska")
    assert sorted(ids(g)) == ["city:Polska-N", "city:Polska-S"]


def test_6_4_example_4_west_germany_excludes_west_berlin() -> None:
    g = event_game("4", "east")
    before = unrest_of(g)
    icon(g, "unrest_add")
    assert "prov:West Berlin" not in ids(g)
    assert len(ids(g)) == 7
    choose(g, "prov:Hessen", "prov:Hessen")
    assert diff(before, g.state.unrest) == {"Hessen": 2}
    assert g.state.prestige == 2
    assert g.prompt is None
