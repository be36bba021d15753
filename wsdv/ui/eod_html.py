"""The End of Decade step panel (eod_steps.py moves the cursor): the phase's figures and log
lines and the Continue button.

Hooks for tests: the step panel `#eod-step` has data-decade and data-phase; its button is
`#eod-continue`.
"""

from __future__ import annotations

from typing import Any

from ..words import m, render
from .eod_steps import Point, phase_entries
from .panels import ROMAN, msg_html, phase_figures
from .svg import el, esc


def step_html(view: dict[str, Any], point: Point, lang: str) -> str:
    decade, phase = point
    title = render(m("eod.step_title", decade=ROMAN.get(decade, decade), n=phase,
                     phase=phase), lang)
    figures = phase_figures(phase, view["end_of_decade"], view, lang)
    lines = "".join(el("li", msg_html(e["msg"], lang))
                    for e in phase_entries(view, decade, phase))
    body = figures + (el("ol", lines, class_="eod-step-log") if lines else "")
    if not body:
        body = el("p", esc(render(m("eod.step_nothing"), lang)))
    dots = "".join(el("span", "", class_="dot" + (" done" if k < phase else
                                                   " now" if k == phase else ""))
                   for k in range(1, 11))
    button = el("button", esc(render(m("eod.step_continue"), lang)), type="button",
                id="eod-continue", class_="big", data_phase=phase)
    return el("div", el("h2", esc(title)) + el("div", dots, class_="eod-dots",
                                               aria_hidden="true") +
              el("div", body, class_="eod-step-body") + button,
              id="eod-step", data_decade=decade, data_phase=phase)
