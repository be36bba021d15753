"""The confirm step: a choice that would end the player's turn (the next decision is the
other side's, or the game ends) is held back until the player confirms it, so a misclick can
be taken back before the computer moves or the pass screen comes up. The engine decides what
ends a turn: the choice is tried on a copy of the game (`Game.clone`, `choose`), never guessed.
While a choice is held, the board shows the position before it, with the chosen target lit.

Hooks for tests: `#confirm` (data-opt: the held option) with `#confirm-ok` and
`#confirm-back`; <body data-confirm> is the held option's id, else "".
"""

from __future__ import annotations

from typing import Any

from ..words import m, render
from .svg import el, esc


def try_choice(game: Any, option_id: str) -> tuple[Any, bool]:
    """The game after choosing `option_id` (a copy; None for an illegal id: the real choice
    will refuse it) and whether that choice hands the decision to the other side or ends the
    game. A choice that does not end the turn is kept: the copy becomes the game."""
    prompt = game.prompt
    if prompt is None:
        return None, False
    trial = game.clone()
    try:
        trial.choose(option_id)
    except ValueError:
        return None, False
    nxt = trial.prompt
    return trial, trial.result is not None or nxt is None or nxt.side != prompt.side


def confirm_html(prompt: dict[str, Any], option_id: str, next_side: str, lang: str) -> str:
    """The held choice in the prompt bar: what it is, Confirm and Take back."""
    label = next((render(o["msg"], lang) for o in prompt.get("options", [])
                  if o["id"] == option_id), option_id)
    side = prompt["side"]
    return el("div",
              el("h2", esc(render(m("confirm.title"), lang))) +
              el("p", esc(render(m("confirm.text", choice=label, side=next_side), lang)),
                 class_="ptext") +
              el("div", el("button", esc(render(m("confirm.ok"), lang)), type="button",
                           id="confirm-ok", class_=f"big side-{side}") +
                 el("button", esc(render(m("confirm.back"), lang)), type="button",
                    id="confirm-back", class_="big"), class_="buttons"),
              id="confirm", data_opt=option_id)
