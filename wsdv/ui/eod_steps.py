"""The End of Decade, phase by phase: after a phase is done its result stays in the prompt bar
(the phase's figures and log lines) until the player continues; the game, and the computer,
wait meanwhile. Only phases reached in this session are stepped through: a game opened in the
middle of one starts from where it is.

Hooks for tests: the step panel `#eod-step` has data-decade and data-phase; its button is
`#eod-continue`; <body data-eod-step> is "decade:phase" while a step waits, else "".
"""

from __future__ import annotations

from typing import Any

from ..words import m, render
from .panels import ROMAN, msg_html, phase_figures
from .svg import el, esc

Point = tuple[int, int]  # (decade, phase): phase 10 is the whole End of Decade done


def reached(view: dict[str, Any]) -> Point:
    """The last End of Decade phase done in this view."""
    if view["phase"]:
        done = view["phase"] if view.get("result") else view["phase"] - 1
        return (view["decade"], done)
    if view["end_of_decade"]:  # the figures stay until the next End of Decade begins
        return (view["decade"] - 1, 10)
    return (0, 0)


def phase_entries(view: dict[str, Any], decade: int, phase: int) -> list[dict[str, Any]]:
    return [e for e in view["log"] if e.get("decade") == decade and e.get("phase") == phase
            and e["msg"]["key"] not in ("log.eod_phase", "log.changes")]


class EodSteps:
    def __init__(self) -> None:
        self.seen: Point = (0, 0)

    def reset(self, view: dict[str, Any]) -> None:
        """Everything up to this view counts as seen (a game opened, undo)."""
        self.seen = reached(view)

    def pending(self, view: dict[str, Any]) -> Point | None:
        """The next phase to show, skipping phases in which nothing was logged or counted."""
        end = reached(view)
        decade, phase = self.seen
        if decade != end[0]:
            decade, phase = end[0], 0
        while (decade, phase) < end:
            phase += 1
            if phase_entries(view, decade, phase) or self._figures(view, decade, phase):
                self.seen = (decade, phase - 1)
                return (decade, phase)
        self.seen = max(self.seen, end)
        return None

    def _figures(self, view: dict[str, Any], decade: int, phase: int) -> str:
        return phase_figures(phase, view["end_of_decade"], view, "en")

    def done(self, point: Point) -> None:
        self.seen = max(self.seen, point)

    def html(self, view: dict[str, Any], point: Point, lang: str) -> str:
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
