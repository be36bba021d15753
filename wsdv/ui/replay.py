"""Replay a game from its save alone (seed + choices): step choice by choice or decade by
decade, forwards and back, and see the position after any step.

Pure Python. Going back replays from the nearest checkpoint (a clone every CHECKPOINT
choices), so any step is reached after at most CHECKPOINT replayed choices.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..words import render

if TYPE_CHECKING:
    from ..engine import Game

CHECKPOINT = 25


@dataclass(frozen=True)
class Step:
    """Choice number ``n`` (1-based): who decided what, and what was chosen. The prompt's and
    the option's words are kept as messages ({"key", "args"}), rendered when shown."""

    n: int
    side: str
    kind: str
    msg: dict[str, Any]  # the prompt's message
    choice: str  # the option id
    choice_msg: dict[str, Any]  # the chosen option's message
    decade: int  # the decade after this choice

    def text(self, lang: str = "en") -> str:
        return render(self.msg, lang)

    def label(self, lang: str = "en") -> str:
        return render(self.choice_msg, lang)


class Replay:
    def __init__(self, seed: int, choices: list[str], start: Game | None = None) -> None:
        """``start``: the new game to replay in (a game by link: its cards from its player),
        else Game.new(seed)."""
        from ..engine import Game, IllegalChoice, not_replayable
        game = Game.new(seed) if start is None else start
        self.seed = seed
        self.choices = list(choices)
        self.steps: list[Step] = []
        self.decades = [game.state.decade]  # decade after 0, 1, 2, ... choices
        self.checkpoints: dict[int, Game] = {0: game.clone()}
        for n, choice in enumerate(self.choices, 1):
            prompt = game.prompt
            try:
                game.choose(choice)
            except IllegalChoice as e:
                raise not_replayable(n, len(self.choices), e) from e
            assert prompt is not None  # choose() refuses choices after the end
            chosen = next(o.msg for o in prompt.options if o.id == choice)
            self.steps.append(Step(n, prompt.side, prompt.kind, prompt.msg.to_dict(), choice,
                                   chosen.to_dict(), game.state.decade))
            self.decades.append(game.state.decade)
            if n % CHECKPOINT == 0:
                self.checkpoints[n] = game.clone()
        self.final = game
        self.pos = len(self.choices)
        self.game = game.clone()

    @classmethod
    def from_save(cls, text: str) -> Replay:
        """SaveError for anything that is not a valid save string."""
        from ..engine import savefile
        seed, choices = savefile.decode(text)
        return cls(seed, choices)

    @property
    def total(self) -> int:
        return len(self.choices)

    @property
    def finished(self) -> bool:
        """The whole game is over: nothing is hidden any more, the replay shows both hands."""
        return self.final.result is not None

    def shown_view(self, with_outlook: bool = False) -> dict[str, Any]:
        """The position shown: a spectator's view, with both hands once the game is
        finished (each from its own side's view: the engine shows one per view)."""
        v = self.game.view(None, with_outlook=with_outlook)
        if self.finished:
            v["hands"] = {side: self.game.view(side, with_outlook=False)["hands"][side]
                          for side in ("west", "east")}
        return v

    def goto(self, n: int) -> Game:
        """The game after ``n`` choices (clamped to 0..total)."""
        n = max(0, min(self.total, n))
        if n == self.pos:
            return self.game
        if n == self.total:
            game = self.final.clone()
        else:
            start = n - n % CHECKPOINT
            game = self.game if self.pos <= n and self.pos > start else \
                self.checkpoints[start].clone()
            for choice in self.choices[len(game.choices):n]:
                game.choose(choice)
        self.pos, self.game = n, game
        return game

    def next(self) -> Game:
        return self.goto(self.pos + 1)

    def prev(self) -> Game:
        return self.goto(self.pos - 1)

    def decade_starts(self) -> list[int]:
        """The steps at which a decade begins (0 and every change of decade)."""
        return [0] + [n for n in range(1, self.total + 1)
                      if self.decades[n] != self.decades[n - 1]]

    def next_decade(self) -> Game:
        later = [n for n in self.decade_starts() if n > self.pos]
        return self.goto(later[0] if later else self.total)

    def prev_decade(self) -> Game:
        """The start of this decade; from there, the start of the decade before."""
        earlier = [n for n in self.decade_starts() if n < self.pos]
        return self.goto(earlier[-1] if earlier else 0)

    @property
    def decade(self) -> int:
        return self.decades[self.pos]

    def last_step(self) -> Step | None:
        """The choice that led to the current position (None at the start)."""
        return self.steps[self.pos - 1] if self.pos else None

    def view(self, side: str | None = None) -> dict[str, Any]:
        """What ``side`` (None: a spectator) sees at the current step."""
        return self.game.view(side)
