"""Issue 40: West's caution about the decades to come (evaluate.WEST_CAUTION, WEST_SHIELD)."""

from __future__ import annotations

from test_ai import advance

from wsdv.ai import evaluate
from wsdv.ai.evaluate import PROVINCES, chance, comparison_margin, east_win_probability, value
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


def test_comparison_margin_counts_what_the_ls_invite() -> None:
    """WEST_SHIELD's count: 9.6 (West Berlin the full difference, the others one less) and
    9.7 (an LS under a mass protest does not attack), West's unrest minus East's."""
    u = dict.fromkeys(PROVINCES, 0)
    ls = dict.fromkeys(PROVINCES, 0)
    ls["Hessen"] = 2  # 6 West German provinces get 1, West Berlin 2; Hessen gives East 2
    assert comparison_margin(u, ls, {}) == 8 - 2
    u["Hessen"] = 4  # its mass protest holds back 1 LS: East gets 1
    assert comparison_margin(u, ls, {}) == 8 - 1
    even = dict.fromkeys(PROVINCES, 1)
    even["West Berlin"] = 0  # 9.6 gives it 1, East Berlin and Brandenburg attack it
    assert comparison_margin(dict.fromkeys(PROVINCES, 0), even, {}) == 3


def test_west_search_values_a_shield_against_the_comparisons(monkeypatch) -> None:
    """West's search value is lower when its LS invite the comparisons' unrest (every East
    province holding 1 LS, West none: 9.7 hits West); East's is the plain estimate."""
    s = advance(3, decade_start(2)).state.clone(with_log=False)
    for p in PROVINCES:
        s.ls[p] = 0 if p in evaluate.WEST else 1
    assert comparison_margin(s.unrest, s.ls, s.imported) > 0
    shielded = value(s, "west")
    monkeypatch.setattr(evaluate, "WEST_SHIELD", 0.0)
    assert shielded < value(s, "west")
    assert value(s, "east") == east_win_probability(s)
