"""The End of Decade, phase by phase: after a phase is done its result stays in the prompt bar
(the phase's figures and log lines) until the player continues; the game, and the computer,
wait meanwhile. Only phases reached in this session are stepped through: a game opened in the
middle of one starts from where it is.

The cursor is model: no HTML here (its panel is eod_html.py). Hooks for tests: <body
data-eod-step> is "decade:phase" while a step waits, else "".
"""

from __future__ import annotations

from typing import Any

Point = tuple[int, int]  # (decade, phase): phase 10 is the whole End of Decade done


def reached(view: dict[str, Any]) -> Point:
    """The last End of Decade phase done in this view."""
    if view["phase"]:
        done = view["phase"] if view.get("result") else view["phase"] - 1
        return (view["decade"], done)
    if view["end_of_decade"]:  # the figures stay until the next End of Decade begins
        return (view["decade"] - 1, 10)
    return (0, 0)


# the End of Decade's figures per phase (the view's "end_of_decade" keys) that the step panel
# shows (panels.phase_figures draws them)
FIGURES = {1: ("wall", "flight"), 2: ("prestige_box",), 3: ("wc",), 5: ("hold",),
           6: ("internal",), 7: ("east_west",), 9: ("socialists",), 10: ("collapse",)}


def has_figures(phase: int, eod: dict[str, Any]) -> bool:
    """Whether the step panel of ``phase`` shows figures (panels.phase_figures is not "")."""
    return any(eod.get(key) if key == "flight" else key in eod for key in FIGURES.get(phase, ()))


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
            eod = view["end_of_decade"] or {}
            if phase_entries(view, decade, phase) or has_figures(phase, eod):
                self.seen = (decade, phase - 1)
                return (decade, phase)
        self.seen = max(self.seen, end)
        return None

    def done(self, point: Point) -> None:
        self.seen = max(self.seen, point)
