"""Issue 40: West's caution about the decades to come (evaluate.WEST_CAUTION)."""

from __future__ import annotations

from test_ai import advance

from wsdv.ai.evaluate import chance, east_win_probability, value
from wsdv.engine import Game


def decade_start(decade: int):
    def at(g: Game) -> bool:
        return (g.state.decade == decade and g.prompt.kind == "card"
                and len(g.state.played) <= 1)
    return at


def test_west_searches_with_east_stronger_in_later_decades() -> None:
    """West's search value counts on a strong East after this decade; East's does not, and
    the chance a player is shown (hint, review) stays the plain estimate."""
    for seed in (3, 8):
        s = advance(seed, decade_start(2)).state
        p = east_win_probability(s)
        assert 0.0 < p < 1.0
        assert value(s, "east") == p == chance(s, "east")
        assert chance(s, "west") == 1.0 - p
        assert value(s, "west") < chance(s, "west") - 0.01
