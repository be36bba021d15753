"""Random-play fuzzing: seeded random games to the end, invariants after every choice."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from invariants import check

from wsdv.engine import Game, IllegalChoice

GAMES = 300  # in blocks of 30: the first DEFAULT_BLOCKS by default, all with WSDV_LONG=1
BLOCKS = 10
DEFAULT_BLOCKS = 1
SAVE_LOAD_SEEDS = range(1000, 1012)  # the first DEFAULT_SAVE_LOAD_SEEDS by default
DEFAULT_SAVE_LOAD_SEEDS = 3
MAX_CHOICES = 5000
SAVE_EVERY = 40


def play(seed: int, events: Counter, save_every: int = SAVE_EVERY) -> Game:
    g = Game.new(seed)
    pick = random.Random(seed)
    n = 0
    check(g)
    while g.prompt is not None:
        assert n < MAX_CHOICES, f"seed {seed}: no end after {MAX_CHOICES} choices"
        p = g.prompt
        option = pick.choice(p.options).id
        if p.kind == "action" and option == "event":
            events[g.state.stack[-1]["card"]] += 1
        g.choose(option)
        n += 1
        check(g)
        snap = Game.from_state_json(g.state_json())
        # without the outlook: a search over the public position (tests/test_outlook*.py),
        # which both games would share from its cache anyway
        assert snap.view(p.side, with_outlook=False) == g.view(p.side, with_outlook=False), \
            "state_json round trip changed the view"
        if n % save_every == 0:
            assert Game.load(g.save()).view("west", with_outlook=False) == \
                g.view("west", with_outlook=False)
    assert g.result is not None
    assert Game.load(g.save()).view(None) == g.view(None)
    return g


def slow_after(values: range, default: int) -> list:
    """``values`` as parameters, those after the first ``default`` marked slow."""
    return [pytest.param(v, marks=pytest.mark.slow) if i >= default else v
            for i, v in enumerate(values)]


@pytest.mark.parametrize("block", slow_after(range(BLOCKS), DEFAULT_BLOCKS))
def test_random_games_keep_invariants(block: int) -> None:
    """Sections 3-10 together: 300 seeded games end with a winner, invariants hold (30 of
    them in the default run, all with WSDV_LONG=1)."""
    events: Counter = Counter()
    reasons: Counter = Counter()
    for seed in range(block * GAMES // BLOCKS, (block + 1) * GAMES // BLOCKS):
        g = play(seed, events)
        reasons[g.result.reason] += 1
    print(json.dumps({"reasons": reasons, "events": events}))
    assert sum(reasons.values()) == GAMES // BLOCKS


def test_illegal_choice_changes_nothing() -> None:
    g = Game.new(7)
    before = g.state_json()
    with pytest.raises(IllegalChoice, match="not a legal option"):
        g.choose("city:Atlantis")
    assert g.state_json() == before


@pytest.mark.parametrize("seed", slow_after(SAVE_LOAD_SEEDS, DEFAULT_SAVE_LOAD_SEEDS))
def test_save_load_after_every_choice(seed: int) -> None:
    """Save strings (ruling of docs/engine.md): save -> load gives the same view after every
    single choice of a whole game (the other fuzz games check it every 40 choices)."""
    g = play(seed, Counter(), save_every=1)
    assert g.result is not None
