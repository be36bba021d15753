"""The computer opponent: `choose(game, side, level, seed, time_budget) -> option id`.

Pure Python, no threads: a Pyodide worker can import this and call `choose` (or
`choose_json` with the engine's state string). Levels: random, easy (greedy rules), normal
and hard (search over determinized copies, see search.py). The AI only uses what `side` can
see: it works on copies whose hidden cards are re-dealt (determinize.py), with its own
random generator seeded by `seed`, so a fixed seed gives a fixed choice (for the search
levels: when no time budget cuts it short).
"""

from __future__ import annotations

import random

from wsdv.engine import Game

from .determinize import determinize
from .easy import easy_choice
from .search import SearchConfig, search_choice

LEVELS = ("random", "easy", "normal", "hard")

# Iterations fix the choice for a seed. A time budget (seconds) caps slow machines; Hard
# also uses it on fast ones, averaging over up to max_samples deals while another one fits.
CONFIGS = {
    "normal": SearchConfig(candidates=6, samples=1, replies=5, follow=2),
    "hard": SearchConfig(candidates=8, samples=2, replies=5, follow=4, answer=4, max_samples=6,
                         weigh=True),
}


def choose(game: Game | str, side: str, level: str = "normal", seed: int = 0,
           time_budget: float | None = None) -> str:
    """The option id the AI picks for the current prompt, which must belong to `side`."""
    if isinstance(game, str):
        game = Game.from_state_json(game)
    p = game.prompt
    if p is None:
        raise ValueError("the game is over: nothing to choose")
    if p.side != side:
        raise ValueError(f"the prompt belongs to {p.side}, not {side}")
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; one of {', '.join(LEVELS)}")
    rnd = random.Random(seed)
    if len(p.options) == 1:
        return p.options[0].id
    if level == "random":
        return rnd.choice(p.options).id
    if level == "easy":
        return easy_choice(determinize(game, side, rnd), side, rnd)
    cfg = CONFIGS[level]
    if time_budget is not None:
        cfg = cfg.with_budget(time_budget)
    return search_choice(game, side, cfg, rnd)


def choose_json(state_json: str, side: str, level: str, seed: int,
                time_budget: float | None = None) -> str:
    """For the browser worker: the engine's state string in, an option id out."""
    return choose(Game.from_state_json(state_json), side, level, seed, time_budget)


__all__ = ["LEVELS", "choose", "choose_json"]
