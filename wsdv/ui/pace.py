"""The computer's turn at a readable pace: which step of its turn shows, the Skip button
(key s) that plays the rest at once (opponent.py waits between the steps), and the pace to
choose (instant, brisk, slow: remembered in localStorage)."""

from __future__ import annotations

from ..words import m, render
from .svg import el, esc

# the least time between the computer's choices, ms ("slow" was the only pace before)
PACES = {"instant": 0, "brisk": 400, "slow": 900}
DEFAULT_PACE = "brisk"
PACE_KEY = "wsdv.pace"  # localStorage


def pace_html(side: str, step: int, lang: str, skipping: bool, pace: str | None = None) -> str:
    """`pace`: the chosen pace's name, None when the address fixes it (?aipace=)."""
    text = render(m("pace.step", side=side, n=step + 1), lang)
    skip = "" if skipping else el("button", esc(render(m("pace.skip"), lang)), type="button",
                                  id="ai-skip", title=render(m("pace.skip_title"), lang),
                                  aria_keyshortcuts="s")
    choose = ""
    if pace is not None:
        buttons = "".join(el("button", esc(render(m(f"pace.{name}"), lang)), type="button",
                             class_="pace-opt", data_act="pace.set", data_arg=name,
                             aria_pressed="true" if name == pace else "false")
                          for name in PACES)
        choose = el("span", el("span", esc(render(m("pace.label"), lang)) + ":",
                               class_="pace-label") + buttons,
                    class_="pace-choose", role="group", title=render(m("pace.title"), lang))
    return el("div", el("span", esc(text), class_="pace-step") + skip + choose, class_="pace",
              data_step=step + 1)
