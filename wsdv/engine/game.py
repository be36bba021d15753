"""The engine contract: new, prompt, choose, view, undo, log, result, save/load, clone."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..msg import Msg
from . import (  # noqa: F401 (the rule modules register their steps)
    actions,
    changes,
    decade_end,
    events,
    flow,
    icons,
    points,
    savefile,
    sequence,
    tracks,
    unknown,
    unrest,
)
from .flow import Prompt
from .outlook import BUDGET as OUTLOOK_BUDGET
from .outlook import LARGE_BUDGET as OUTLOOK_LARGE_BUDGET
from .outlook import outlook as outlook_of
from .outlook import ready as outlook_ready
from .preview import preview as preview_of
from .savefile import SaveError
from .state import State
from .unknown import CardSource
from .view import board_after, view_after
from .view import view as side_view


def _short(text: str, limit: int = 80) -> str:
    """An id as it is quoted in an error message: never more than `limit` characters."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _record(s: State, first_entry: int, n: int, side: str, change: dict[str, Any]) -> None:
    """Mark the log entries a choice produced with its number and chooser, and put its
    change record on the last of them that every side sees (ruling 6: the record holds only
    open things), or on a public entry of its own when there is none."""
    new = s.log[first_entry:]
    public = [e for e in new if e.get("to") is None]
    if change and not public:
        flow.log(s, side, Msg("log.changes", {"side": side}))
        new = s.log[first_entry:]
        public = new[-1:]
    for entry in new:
        entry["n"] = n
        entry["by"] = side
    if change:
        public[-1]["changes"] = change


class IllegalChoice(ValueError):
    """The option id is not among the current prompt's options."""


def not_replayable(n: int, total: int, e: IllegalChoice) -> SaveError:
    """The error of a save string whose n-th choice is not legal where it stands (a damaged
    string, or one saved before a rules correction made that choice illegal)."""
    return SaveError(f"the save string does not replay: choice {n} of {total}, {e}")


class UndoError(ValueError):
    """Nothing to undo: the start, a change of player or revealed information is in the way."""


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended: the winner, the reason and the decade."""

    winner: str
    reason: str
    decade: int


class Game:
    __slots__ = ("state", "choices", "undo_floor", "_prompt", "source")

    def __init__(self, state: State, choices: list[str], undo_floor: int,
                 source: CardSource | None = None) -> None:
        self.state = state
        self.choices = choices
        self.undo_floor = undo_floor
        self._prompt: Prompt | None = None
        self.source = source

    @classmethod
    def new(cls, seed: int, options: dict[str, Any] | None = None,
            source: CardSource | None = None) -> Game:
        """A new game. Option `hidden_cards`: the decks are unknown cards whose identities
        `source` supplies (unknown.py); the seed then shuffles nothing."""
        options = dict(options or {})
        hidden = bool(options.pop("hidden_cards", False))
        if options:
            raise ValueError(f"unknown game options {sorted(options)}")
        if not isinstance(seed, int) or not 0 <= seed < 1 << 64:
            raise ValueError("seed must be an integer in [0, 2**64)")
        s = State.setup(seed)
        s.hidden = hidden
        sequence.start(s)
        g = cls(s, [], 0, source)
        g._prompt = flow.advance(s)
        g.identify_cards()
        return g

    def identify_cards(self) -> dict[str, str]:
        """Ask the card source again about the unknown cards (it may know more now) and put
        the ids it gives in their place; returns them (unknown card -> id)."""
        ids = unknown.identify(self.state, self.source)
        if ids:
            self.refresh_prompt()
        return ids

    @property
    def prompt(self) -> Prompt | None:
        return self._prompt

    @property
    def log(self) -> list[dict[str, Any]]:
        return self.state.log

    @property
    def result(self) -> Result | None:
        r = self.state.result
        return None if r is None else Result(r["winner"], r["reason"], r["decade"])

    def choose(self, option_id: str) -> None:
        p = self._prompt
        if p is None:
            raise IllegalChoice("the game is over: there is nothing to choose")
        if option_id not in p.ids():
            shown = ", ".join(p.ids()[:12]) + (" …" if len(p.options) > 12 else "")
            raise IllegalChoice(f"{_short(option_id)!r} is not a legal option now ({p.kind} "
                                f"for {p.side}: {shown})")
        s = self.state
        reveals = s.reveals
        before = changes.snapshot(s)
        first_entry = len(s.log)
        flow.apply(s, option_id)
        self.choices.append(option_id)
        self._prompt = flow.advance(s)
        if s.hidden:
            unknown.identify(s, self.source)
            self.refresh_prompt()
        _record(s, first_entry, len(self.choices), p.side, changes.diff(before, s))
        nxt = self._prompt
        if s.reveals != reveals or nxt is None or nxt.side != p.side:
            self.undo_floor = len(self.choices)

    def can_undo(self) -> bool:
        return len(self.choices) > self.undo_floor

    def undo(self) -> None:
        if not self.can_undo():
            raise UndoError("nothing to undo: a change of player, revealed cards or the "
                            "start of the game is in the way")
        g = Game.replay(self.state.seed, self.choices[:-1], self.state.hidden, self.source)
        self.state, self.choices, self._prompt = g.state, g.choices, g._prompt
        self.undo_floor = min(g.undo_floor, len(self.choices))

    @classmethod
    def replay(cls, seed: int, choices: list[str], hidden: bool = False,
               source: CardSource | None = None) -> Game:
        g = cls.new(seed, {"hidden_cards": True} if hidden else None, source)
        for c in choices:
            g.choose(unknown.identify_choice(c, source))
        return g

    def outlook_ready(self) -> bool:
        """Whether view()'s outlook is at hand without its search (None due, or cached)."""
        return outlook_ready(self.state)

    def board_after(self, phase: int) -> dict[str, Any] | None:
        """The open board and tracks as End of Decade phase `phase` (1-10) of the last End of
        Decade left them: view()'s "board", "tracks", "socialists", "wall" and "police" of
        that moment, so a page explaining a phase can draw the board of that phase. None if
        the phase was not reached."""
        return board_after(self.state, phase)

    def view_after(self, phase: int, side: str | None = None) -> dict[str, Any] | None:
        """view() of `side` as End of Decade phase `phase` (1-10) of the last End of Decade
        left the table: board, tracks, hands, display, played cards, the figures of the
        phases done so far and the log up to then; "phase" is that phase; no prompt, no
        outlook. None if the phase was not reached."""
        return view_after(self.state, phase, side)

    def preview(self, option_id: str) -> dict[str, Any] | None:
        """What choosing `option_id` would change on the open board (public information
        only: wsdv/engine/preview.py): a change record of the board and tracks, `economy`
        and `result`; None for an option that names or needs a hidden card. The game is not
        touched."""
        if self._prompt is None or option_id not in self._prompt.ids():
            return None
        return preview_of(self.state, option_id)

    def outlook(self, thorough: bool = False) -> dict[str, Any] | None:
        """view()'s "outlook" (public information only). `thorough`: a search that follows
        every choice sequence of far larger End of Decades and may take seconds (for a
        worker); otherwise the one view() makes, bounded for a page's own thread."""
        return outlook_of(self.state, OUTLOOK_LARGE_BUDGET if thorough else OUTLOOK_BUDGET)

    def view(self, side: str | None = None, with_outlook: bool = True) -> dict[str, Any]:
        v = side_view(self.state, side, self._prompt, with_outlook)
        v["can_undo"] = self.can_undo() and self._prompt is not None and \
            self._prompt.side == side
        return v

    def save(self) -> str:
        if self.state.hidden:
            raise SaveError("a game with hidden cards has no save string: its fair-play "
                            "record keeps it")
        return savefile.encode(self.state.seed, self.choices)

    @classmethod
    def load(cls, text: str) -> Game:
        seed, choices = savefile.decode(text)
        g = cls.new(seed)
        for n, choice in enumerate(choices, 1):
            try:
                g.choose(choice)
            except IllegalChoice as e:
                raise not_replayable(n, len(choices), e) from e
        return g

    def clone(self, with_log: bool = True) -> Game:
        g = Game(self.state.clone(with_log), list(self.choices), self.undo_floor,
                 self.source)
        g._prompt = self._prompt
        return g

    def state_json(self) -> str:
        return json.dumps({"state": self.state.to_dict(), "choices": self.choices,
                           "undo_floor": self.undo_floor}, ensure_ascii=False)

    @classmethod
    def from_state_json(cls, text: str) -> Game:
        d = json.loads(text)
        return cls.from_state(State.from_dict(d["state"]), list(d["choices"]),
                              int(d["undo_floor"]))

    @classmethod
    def from_state(cls, state: State, choices: list[str] | None = None,
                   undo_floor: int = 0) -> Game:
        """A game around `state` as it stands (a copy the AI edited, a test position): the
        prompt is read from the top of its flow stack, nothing is advanced. Without the
        choices that led there it cannot be saved or undone."""
        g = cls(state, list(choices or []), undo_floor)
        g.refresh_prompt()
        return g

    def passed_to(self, side: str) -> Game | None:
        """A copy in which `side` chooses the card of a turn now, instead of the player whose
        turn it is (a search's "null move": what would the opponent do if it moved now?).
        None unless the game waits for the choice of a turn's card."""
        s = self.state
        if not s.stack or s.stack[-1]["t"] != "turn" or s.result is not None:
            return None
        c = self.clone(with_log=False)
        c.state.stack[-1] = {**s.stack[-1], "side": side}
        c.refresh_prompt()
        return c

    def refresh_prompt(self) -> None:
        """Re-read the prompt from the top frame after the state was edited from outside."""
        s = self.state
        if s.stack and s.result is None:
            top = s.stack[-1]
            self._prompt = flow.STEPS[top["t"]](s, top, None)
        else:
            self._prompt = None
