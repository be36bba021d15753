"""Issue 40: West's caution about the decades to come (evaluate.WEST_CAUTION)."""

from __future__ import annotations

from dataclasses import replace

from test_ai import advance

from wsdv.ai.evaluate import (
    EAST,
    WEST_CAUTION,
    chance,
    combine,
    east_win_probability,
    factory_values,
    project,
    turns_left,
    value,
)
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


def test_west_counts_a_marker_on_four_unrest_as_frail() -> None:
    """West's view (frail=True) trusts an East marker standing on exactly 4 unrest less than
    one on 7 while turns are left; at the End of Decade itself a marker is a marker."""
    s = advance(3, decade_start(2)).state
    vals = factory_values(s)
    pr = project(s, vals)
    province = EAST[0]
    calm = dict.fromkeys(pr.unrest, 0)
    plain, frail = {}, {}
    for u in (4, 7):
        q = replace(pr, unrest={**calm, province: u})
        plain[u] = combine(s, q, vals, WEST_CAUTION)
        frail[u] = combine(s, q, vals, WEST_CAUTION, frail=True)
    assert frail[7] == plain[7]  # nothing about to go: the same estimate
    assert frail[4] > plain[4]  # East's marker may go: East's chance is higher
    s0 = s.clone(with_log=False)  # no turn left before the End of Decade
    s0.display, s0.half = [], 2
    assert turns_left(s0) == 0
    q = replace(pr, unrest={**calm, province: 4})
    assert combine(s0, q, vals, WEST_CAUTION, frail=True) == combine(s0, q, vals, WEST_CAUTION)
