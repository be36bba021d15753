"""The explicit flow: a stack of pending steps in the state, prompts and options.

A step is a function `(state, frame, choice) -> Prompt | None`, registered by name. Called
with `choice=None` it either does automatic work (changing the state or the stack) and
returns None, or returns the Prompt it waits for without changing anything. Called with the
id of one of that prompt's options, it applies the choice. Rules that fire in the middle of
a step (a mass protest in West Berlin, say) queue frames with `trigger`; they run right
after the step that caused them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, NamedTuple

from ..msg import Msg, m
from .state import Frame, State


class EngineError(RuntimeError):
    """A broken invariant inside the engine: a bug, never a player's mistake."""


Target = tuple[str, str]  # ("city" | "line" | "prov" | "sector" | "card" | "box", id)


def _english(msg: Msg) -> str:
    # Imported when first needed: loading the engine does not load the catalogues.
    from ..words import render

    return render(msg)


class Option(NamedTuple):
    """One legal choice: its id (the save format), its words, and the board thing or card it
    names (None for choices that name no single thing: actions, "done", icon order ...)."""

    id: str
    msg: Msg
    target: Target | None = None

    @property
    def label(self) -> str:
        return _english(self.msg)

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "label": self.label, "msg": self.msg.to_dict(),
                "target": list(self.target) if self.target else None}


class Prompt(NamedTuple):
    side: str
    kind: str
    msg: Msg
    options: tuple[Option, ...]

    @property
    def text(self) -> str:
        return _english(self.msg)

    def ids(self) -> list[str]:
        return [o.id for o in self.options]

    def to_dict(self, with_options: bool = True) -> dict[str, Any]:
        d: dict[str, Any] = {"side": self.side, "kind": self.kind, "text": self.text,
                             "msg": self.msg.to_dict()}
        if with_options:
            d["options"] = [o.to_dict() for o in self.options]
        return d


Step = Callable[[State, Frame, str | None], Prompt | None]
STEPS: dict[str, Step] = {}


def step(name: str) -> Callable[[Step], Step]:
    def register(fn: Step) -> Step:
        if name in STEPS:
            raise EngineError(f"step {name} registered twice")
        STEPS[name] = fn
        return fn
    return register


def frame(kind: str, **params: Any) -> Frame:
    return {"t": kind, **params}


def push(s: State, *frames: Frame) -> None:
    """Push frames so that the first one given runs first."""
    s.stack.extend(reversed(frames))


def trigger(s: State, *frames: Frame) -> None:
    """Queue frames to run as soon as the current step returns."""
    s.trig = (*s.trig, *frames)


def finish(s: State, f: Frame) -> None:
    """Remove frame f (by identity) from the stack."""
    for i in range(len(s.stack) - 1, -1, -1):
        if s.stack[i] is f:
            del s.stack[i]
            return
    raise EngineError(f"frame {f['t']} is not on the stack")


OptionSpec = tuple[str, Msg] | tuple[str, Msg, Target | None]


def prompt(side: str, kind: str, msg: Msg, options: Iterable[OptionSpec]) -> Prompt:
    return Prompt(side, kind, msg, tuple(Option(*o) for o in options))


def province_prompt(side: str, kind: str, msg: Msg, provinces: Iterable[str]) -> Prompt:
    """Choose one of these provinces: an option `prov:NAME` for each."""
    return prompt(side, kind, msg, ((f"prov:{p}", m("opt.province", province=p), ("prov", p))
                                    for p in provinces))


def pick_province(side: str, kind: str, msg: Msg, provinces: Sequence[str],
                  choice: str | None) -> str | Prompt:
    """The province chosen, or the only one (no prompt then); else the prompt to choose one.
    `provinces` is not empty."""
    if choice is None:
        if len(provinces) > 1:
            return province_prompt(side, kind, msg, provinces)
        return provinces[0]
    return choice.removeprefix("prov:")


def _flush_triggers(s: State) -> None:
    if s.trig:
        trig, s.trig = s.trig, ()
        push(s, *trig)


def advance(s: State) -> Prompt | None:
    """Run automatic steps until a decision is needed (or the game is over)."""
    while s.result is None and s.stack:
        f = s.stack[-1]
        p = STEPS[f["t"]](s, f, None)
        _flush_triggers(s)
        if p is not None:
            if not p.options:
                raise EngineError(f"dead end: step {f['t']} offers no option")
            return p
    return None


def apply(s: State, option_id: str) -> None:
    f = s.stack[-1]
    STEPS[f["t"]](s, f, option_id)
    _flush_triggers(s)


def log(s: State, side: str | None, msg: Msg, **extra: Any) -> None:
    """A log entry: when and by whom, the message (a key and arguments), and the ids of the
    things it concerns (card=, city=, line=, province=; to= for one side's eyes only)."""
    entry: dict[str, Any] = {"decade": s.decade, "half": s.half, "phase": s.phase,
                             "side": side, "msg": {"key": msg.key, "args": msg.args}}
    entry.update(extra)
    s.log.append(entry)


def end_game(s: State, winner: str, reason: str, msg: Msg) -> None:
    """The one way a game ends: the result (winner, reason, decade) and its log entry."""
    s.result = {"winner": winner, "reason": reason, "decade": s.decade}
    log(s, None, msg)
