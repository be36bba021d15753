"""Issue 40: the independent search player that measures the levels (tools/search_player.py)
and the arena records that let their losses be read."""

from __future__ import annotations

import sys

import pytest
from test_ai import advance, hidden_swapped, turn_mid_decade

from wsdv.ai.arena import _search_player, load_records, run
from wsdv.engine import Game

# tools/ is not in the Pyodide test run's project folder (the player is a measuring stick for
# the arena, which runs in CPython)
pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="tools/ not in Pyodide")


def test_search_player_is_fair_and_legal() -> None:
    """The measuring stick re-deals what its side cannot see: the same view with other
    hidden cards gives the same choice."""
    sp = _search_player()
    for side in ("west", "east"):
        g = advance(8, turn_mid_decade(side))
        h = hidden_swapped(g, side)
        other = "east" if side == "west" else "west"
        assert h.state.hands[other] != g.state.hands[other]
        for seed in (1, 2):
            option = sp.search_choice(g, side, seed)
            assert option in g.prompt.ids()
            assert sp.search_choice(h, side, seed) == option


def test_search_player_redeal_keeps_counts_and_own_cards() -> None:
    sp = _search_player()
    import random
    g = advance(5, lambda g: g.state.decade == 2 and g.prompt.kind == "card")
    side = g.prompt.side
    other = "east" if side == "west" else "west"
    d = sp.redeal(g, side, random.Random(3))
    assert d.prompt.ids() == g.prompt.ids()
    assert d.state.hands[side] == g.state.hands[side]
    assert len(d.state.hands[other]) == len(g.state.hands[other])
    assert len(d.state.deck) == len(g.state.deck)
    assert len(d.state.set_aside) == len(g.state.set_aside)
    assert sorted(d.state.hands[other] + d.state.deck + d.state.set_aside) == sorted(
        g.state.hands[other] + g.state.deck + g.state.set_aside)


def test_arena_one_side_records_replay_to_their_result(tmp_path) -> None:
    """--one-side plays one game per seed with the given sides; every record's choices
    replay to the recorded winner (tools/arena_losses.py reads lost games that way)."""
    path = tmp_path / "r.jsonl"
    recs = run("easy", "random", games=2, seed=40, records=str(path), one_side=True)
    assert sorted((r.seed, r.east, r.west) for r in recs) == [(40, "easy", "random"),
                                                              (41, "easy", "random")]
    for r in load_records(str(path)):
        g = Game.new(r.seed)
        for c in r.moves:
            g.choose(c)
        assert g.result is not None and g.result.winner == r.winner
        assert len(r.moves) == r.choices


def test_search_player_work_per_decision_is_capped(monkeypatch) -> None:
    """The measuring stick's cost is bounded by work, not time: however many lines a turn
    has, at most DEALS x (LINES + WIDTH x REPLIES) End of Decade outlooks, each of a bounded
    search (before the cap every line and four replies each had one: 52 for ten lines)."""
    sp = _search_player()
    budgets: list[int] = []
    real = sp.eod_outlook

    def counted(state, budget):
        budgets.append(budget)
        return real(state, budget)

    monkeypatch.setattr(sp, "eod_outlook", counted)
    g = advance(8, turn_mid_decade("west"))
    assert len(sp.moves(g)) > sp.LINES
    sp.search_choice(g, "west", 1)
    cap = sp.DEALS * (sp.LINES + sp.WIDTH * sp.REPLIES)
    assert 0 < len(budgets) <= cap
    assert set(budgets) == {sp.OUTLOOK_STEPS}
