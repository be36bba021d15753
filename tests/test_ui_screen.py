"""Issue 37: what the page shows is one function of the state, `screen(state)`
(wsdv/ui/screen.py). Over many states of random games (hot seat and against the computer,
in the middle of a turn, with a choice held, at an End of Decade step not yet seen, at the
end), it changes nothing, gives the same screen twice, and keeps the table's rules: a hand
shows only to its player, nobody clicks behind the pass screen or for the computer, an End of
Decade step shows the table as that phase left it, and the game-over screen waits for the
steps."""

from __future__ import annotations

import copy
import os
import random
from typing import Any

import pytest

from wsdv.engine import Game
from wsdv.ui import current
from wsdv.ui.screen import Screen, screen
from wsdv.ui.state import HotSeat, Mode, UiState, VsComputer

STATES = 2000 if os.environ.get("WSDV_LONG") else 200


def _states(count: int) -> list[tuple[str, UiState]]:
    rnd = random.Random(37)
    out: list[tuple[str, UiState]] = []
    while len(out) < count:
        seed = rnd.randrange(10_000)
        game = Game.new(seed)
        stop = rnd.randrange(1, 400)
        while game.result is None and len(game.choices) < stop:
            p = game.prompt
            assert p is not None
            game.choose(rnd.choice(p.options).id)
        human = rnd.choice(("west", "east"))
        mode: Mode = rnd.choice((HotSeat(), VsComputer(human, "normal")))
        state = UiState(lang="en")
        current.open_game(state, game, mode)
        # half the time the steps seen are those of one choice before: an End of Decade
        # that the last choice reached is still to be shown
        if game.can_undo() and rnd.random() < 0.5:
            last = game.choices[-1]
            game.undo()
            state.steps.reset(game.view(None, with_outlook=False))
            game.choose(last)
        p = game.prompt
        if p is not None and rnd.random() < 0.2:
            state.held = rnd.choice(p.options).id
        if rnd.random() < 0.3 and isinstance(mode, HotSeat) and p is not None:
            state.seat.confirm(p.side)  # the device taken by the player who decides
        state.result_dismissed = game.result is not None and rnd.random() < 0.2
        out.append((f"seed {seed} after {len(game.choices)} choices, {mode}", state))
    return out


def _snapshot(state: UiState) -> Any:
    return (state.version, state.held, state.step_now, dict(state.lit), state.steps.seen,
            copy.deepcopy(state.ai), state.result_dismissed, len(state.game.choices),
            state.game.prompt.to_dict() if state.game.prompt else None)


def _hidden(hand: Any) -> bool:
    return isinstance(hand, int)


@pytest.mark.parametrize("case", range(STATES))
def test_the_screen_is_a_function_of_the_state(case: int, cases: list[Any]) -> None:
    name, state = cases[case]
    before = _snapshot(state)
    scr = screen(state)
    assert _snapshot(state) == before, f"{name}: screen() changed the state"
    assert screen(state) == scr, f"{name}: two screens of one state differ"
    _check_rules(name, state, scr)


@pytest.fixture(scope="module")
def cases() -> list[tuple[str, UiState]]:
    return _states(STATES)


def _check_rules(name: str, state: UiState, scr: Screen) -> None:
    g = state.game
    p = g.prompt
    hands = scr.view["hands"]
    if isinstance(state.mode, VsComputer):
        # the computer's hand never shows (there is no replay here)
        computer = "east" if state.mode.human == "west" else "west"
        assert _hidden(hands[computer]), name
        assert scr.shown in (state.mode.human, None), name
        if scr.computer:
            assert p is not None and p.side == computer and not scr.lit, name
    if scr.passing:  # behind the pass screen nothing is shown or clickable
        assert scr.shown is None and all(_hidden(h) for h in hands.values()), name
        assert not scr.lit and not scr.step, name
    for side in ("west", "east"):
        if not _hidden(hands[side]):
            assert scr.shown == side, f"{name}: {side}'s hand shows to {scr.shown}"
    if scr.lit:
        assert p is not None and not scr.computer and not scr.passing and not scr.step, name
        ids = set(p.ids())
        assert {o for options in scr.lit.values() for o in options} <= ids, name
        if state.held:
            assert all(state.held in options for options in scr.lit.values()), name
    if scr.step is not None:
        assert not scr.result_shown and not scr.lit, name
        after = g.view_after(scr.step[1], scr.shown)
        assert after is not None and scr.view == after, f"{name}: the step's table"
        assert scr.view["decade"] == scr.step[0] or scr.view["phase"] != 0, name
    assert scr.result_shown == (g.result is not None and scr.step is None
                                and not state.result_dismissed), name
    if scr.notes_due:
        assert p is not None and not scr.passing and not scr.computer and not state.held, name


def test_the_states_cover_what_the_page_can_show(cases: list[tuple[str, UiState]]) -> None:
    """The sample holds each kind of screen (so the rules above are tried on each)."""
    screens = [screen(state) for _, state in cases[:STATES]]
    assert any(s.passing for s in screens)
    assert any(s.computer for s in screens)
    assert any(s.step for s in screens)
    assert any(s.result_shown for s in screens)
    assert any(s.lit for s in screens)
    assert any(s.recap for s in screens)
