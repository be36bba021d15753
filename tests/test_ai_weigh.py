"""Issue 40: Hard weighs its smaller choices (where to build, which province gets unrest, the
End of Decade's choices) with the evaluation instead of leaving them to the rules."""

from __future__ import annotations

import random

from test_ai import advance, hidden_swapped

from wsdv.ai import CONFIGS, choose
from wsdv.ai.determinize import determinize, hidden_info
from wsdv.ai.easy import TURN_KINDS, after
from wsdv.ai.evaluate import value
from wsdv.ai.rules import rule_choice
from wsdv.ai.search import WEIGH_MARGIN
from wsdv.engine import Game


def smaller(side: str):
    """A prompt of `side` that is neither a turn nor an action, with a choice to make."""
    def at(g: Game) -> bool:
        p = g.prompt
        return (p.side == side and p.kind not in TURN_KINDS | {"action"}
                and len(p.options) > 1)
    return at


def worth(g: Game, side: str, seed: int) -> tuple[dict[str, float], str]:
    """Each option's worth on the deals Hard draws for this seed, and the rules' answer."""
    rnd = random.Random(seed)
    info = hidden_info(g, side)
    deals = [determinize(g, side, rnd, info) for _ in range(CONFIGS["hard"].samples)]
    w = {o: sum(value(after(d, o).state, side) for d in deals) / len(deals)
         for o in g.prompt.ids()}
    return w, rule_choice(deals[0])


def test_hard_takes_the_option_the_evaluation_finds_better_than_the_rules() -> None:
    """Along a game, at West's and East's smaller choices, Hard's answer is the rules' one
    unless another option is worth more than the margin above it; then it is the best. The
    walk must meet both cases."""
    differed = kept = 0
    for side, seed in (("west", 21), ("east", 22)):
        g = Game.new(seed)
        n = 0
        while g.prompt is not None and n < 400:
            p = g.prompt
            if smaller(side)(g):
                w, ruled = worth(g, side, n)
                got = choose(g, side, "hard", n)
                best = max(w.values())
                if best > w[ruled] + WEIGH_MARGIN:
                    assert w[got] == best, (p.kind, w, got)
                    differed += 1
                else:
                    assert got == ruled
                    kept += 1
            g.choose(choose(g, p.side, "easy", n))
            n += 1
    assert differed >= 3 and kept >= 3, (differed, kept)


def test_normal_leaves_its_smaller_choices_to_the_rules() -> None:
    g = advance(21, smaller("west"))
    rnd = random.Random(5)
    assert choose(g, "west", "normal", 5) == rule_choice(determinize(g, "west", rnd))


def test_weighed_choices_are_fair() -> None:
    """Two games that differ only in cards West cannot see give Hard the same smaller
    choice: the deals it weighs on are drawn from West's view."""
    def building(g: Game) -> bool:
        return (smaller("west")(g) and bool(g.state.deck) and bool(g.state.hands["east"])
                and g.state.phase == 0)
    g = advance(8, building)
    h = hidden_swapped(g, "west")
    assert h.state.hands["east"] != g.state.hands["east"]
    assert g.view("west") == h.view("west")
    for seed in (1, 2, 3):
        assert choose(g, "west", "hard", seed) == choose(h, "west", "hard", seed)
