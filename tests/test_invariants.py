"""The fuzz tests' invariants (tests/invariants.py) hold on a new game and catch a broken one."""

from __future__ import annotations

import pytest
from invariants import check

from wsdv.engine import Game
from wsdv.engine.board import SIDE_PROVINCES


def test_a_new_game_keeps_the_invariants() -> None:
    check(Game.new(1))


@pytest.mark.parametrize("side", ["west", "east"])
def test_socialists_only_in_east_provinces(side: str) -> None:
    g = Game.new(1)
    province = SIDE_PROVINCES[side][0]
    g.state.box -= 1
    g.state.socialists[province] = 1
    if side == "east":
        check(g)
    else:
        with pytest.raises(AssertionError, match="socialists outside East provinces"):
            check(g)


def test_a_card_in_two_places_is_caught() -> None:
    g = Game.new(1)
    g.state.discard.append(g.state.deck[0])
    with pytest.raises(AssertionError, match="a card is in two places"):
        check(g)
