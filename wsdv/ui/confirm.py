"""The confirm step: a choice that would end the player's turn (the next decision is the
other side's, or the game ends) is held back until the player confirms it, so a misclick can
be taken back before the computer moves or the pass screen comes up. The engine decides what
ends a turn: the choice is tried on a copy of the game (`Game.clone`, `choose`), never guessed.
While a choice is held, the board shows the position before it, with the chosen target lit.

Hooks for tests: `#confirm` (data-opt: the held option) with `#confirm-ok` and
`#confirm-back`; <body data-confirm> is the held option's id, else "".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..words import m, render
from .option_notes import SKIP_KINDS, checked_options, notes, preview_items
from .svg import el, esc

_cache: dict[tuple[int, int, int, tuple[str, ...]], dict[str, Any]] = {}


def _key(game: Any) -> tuple[Any, ...] | None:
    p = game.prompt
    if p is None or p.kind in SKIP_KINDS:
        return None
    return (id(game.state), len(game.choices), len(game.log), tuple(p.ids()))


def previews_ready(game: Any) -> bool:
    """Whether the current prompt's previews are at hand (or none are due)."""
    key = _key(game)
    return key is None or key in _cache


def previews(game: Any) -> dict[str, Any]:
    """Option id -> `Game.preview` (public information only) for the current prompt's
    options, kept for the position (a render runs often; a preview clones the game)."""
    key = _key(game)
    if key is None:
        return {}
    p = game.prompt
    if key not in _cache:
        _cache.clear()
        _cache[key] = {oid: game.preview(oid) for oid in p.ids()}
    return _cache[key]


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


def option_notes(game: Any, prompt: Mapping[str, Any] | None, view: Mapping[str, Any],
                 lang: str) -> dict[str, str]:
    """Option id -> the note that says what it does (option_notes.py)."""
    return notes(prompt, view, previews(game), lang) if prompt else {}


def shown_prompt(game: Any, prompt: dict[str, Any] | None,
                 view: Mapping[str, Any]) -> dict[str, Any] | None:
    """The prompt as the page shows it: each option's words checked against the engine's
    preview of it (option_notes.option_label), once the previews are at hand."""
    if prompt is None:
        return None
    return checked_options(prompt, view, previews(game) if previews_ready(game) else {})


def confirm_html(prompt: dict[str, Any], option_id: str, next_side: str, lang: str,
                 preview: Mapping[str, Any] | None = None,
                 view: Mapping[str, Any] | None = None) -> str:
    """The held choice in the prompt bar: what it is, what it changes on the board (its
    preview, when the engine can tell from public information), Confirm and Take back."""
    label = next((render(o["msg"], lang) for o in prompt.get("options", [])
                  if o["id"] == option_id), option_id)
    side = prompt["side"]
    items = preview_items(preview, view, lang) if preview and view else []
    effect = el("div", el("p", el("strong", esc(render(m("fx.preview_title"), lang))),
                           class_="ptext") +
                el("ul", "".join(el("li", esc(i)) for i in items)),
                id="confirm-preview", class_="confirm-preview") if items else ""
    return el("div",
              el("h2", esc(render(m("confirm.title"), lang))) +
              el("p", esc(render(m("confirm.text", choice=label, side=next_side), lang)),
                 class_="ptext") + effect +
              el("div", el("button", esc(render(m("confirm.ok"), lang)), type="button",
                           id="confirm-ok", class_=f"big side-{side}") +
                 el("button", esc(render(m("confirm.back"), lang)), type="button",
                    id="confirm-back", class_="big"), class_="buttons"),
              id="confirm", data_opt=option_id)
