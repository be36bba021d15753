"""The board of each End of Decade phase (section 9; issue 26: "one End of Decade story"):
Game.board_after(k) gives the open board and tracks as phase k left them, so a page that
explains phase k can draw the board of phase k, not the board of a later phase."""

from __future__ import annotations

import random
from typing import Any

import pytest
from positions import at, frame, new_game, zero_unrest

from wsdv.engine import Game, decade_end
from wsdv.engine.view import board_view


def _seen(s: Any) -> dict[str, Any]:
    return {"board": board_view(s), "flight": s.flight, "wc": s.wc, "prestige": s.prestige,
            "soc_track": s.soc_track, "box": s.box}


def _after(g: Game, k: int) -> dict[str, Any]:
    a = g.board_after(k)
    assert a is not None, k
    t = a["tracks"]
    return {"board": a["board"], "flight": t["flight"], "wc": t["western_currency"],
            "prestige": t["prestige"], "soc_track": t["socialist"],
            "box": a["socialists"]["box"]}


@pytest.mark.parametrize("seed", range(8))
def test_the_board_after_each_phase_is_the_board_when_the_next_began(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Observed from outside: each phase function of section 9 records the board it starts
    from (the board the phase before left); board_after(k) must give that board back once
    the End of Decade is over, for every phase reached, with every choice random."""
    observed: dict[int, dict[str, Any]] = {}
    for k, fn in list(decade_end.PHASES.items()):
        def wrapped(s: Any, k: int = k, fn: Any = fn) -> Any:
            observed[k] = _seen(s)
            return fn(s)
        monkeypatch.setitem(decade_end.PHASES, k, wrapped)
    rnd = random.Random(seed)
    g = new_game(seed)
    g.state.prestige = rnd.randint(-6, 6)
    g.state.wc = rnd.randint(-3, 1)
    at(g, frame("eod", phase=1))
    while g.prompt is not None and g.result is None and g.state.phase:
        g.choose(rnd.choice(g.prompt.ids()))
    reached = max(observed)
    assert reached >= 2
    for k in range(1, reached):
        assert _after(g, k) == observed[k + 1], (seed, k)
    assert g.board_after(reached + 1) is None or reached == 10


def test_9_1_the_flight_marker_is_reset_on_the_board_after_9_1() -> None:
    """9.1 scores the flight marker and resets it: the board after 9.1 shows 0 (the board
    the 9.1 step is explained on showed 3 before: the chip and the table disagreed)."""
    g = new_game()
    zero_unrest(g)
    g.state.flight = 3
    at(g, frame("eod", phase=1))
    while g.prompt is not None and g.state.phase:
        g.choose(g.prompt.ids()[0])
    assert _after(g, 1)["flight"] == 0
    assert g.state.eod["before"]["1"]["flight"] == 3
    assert g.board_after(11) is None


def test_the_view_leaves_the_boards_out() -> None:
    """The snapshots are for board_after only: the view's End of Decade figures stay as
    they were (no board ten times over in every view)."""
    g = new_game()
    at(g, frame("eod", phase=1))
    while g.prompt is not None and g.state.phase:
        g.choose(g.prompt.ids()[0])
    assert "before" in g.state.eod
    assert "before" not in g.view("west", with_outlook=False)["end_of_decade"]
