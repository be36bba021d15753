"""The computer's turn at a readable pace: which step of its turn shows, and the Skip button
(key s) that plays the rest at once (opponent.py waits between the steps)."""

from __future__ import annotations

from ..words import m, render
from .svg import el, esc


def pace_html(side: str, step: int, lang: str, skipping: bool) -> str:
    text = render(m("pace.step", side=side, n=step + 1), lang)
    skip = "" if skipping else el("button", esc(render(m("pace.skip"), lang)), type="button",
                                  id="ai-skip", title=render(m("pace.skip_title"), lang),
                                  aria_keyshortcuts="s")
    return el("div", el("span", esc(text), class_="pace-step") + skip, class_="pace",
              data_step=step + 1)
