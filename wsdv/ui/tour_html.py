"""The guided first turn's and the one-time tips' HTML (pure strings, tour.py paints them):
one small box under the prompt (at the foot of a phone's screen) with a title, a few lines,
"Got it" and "Skip the tour"; the part of the page it explains is marked by CSS from
<body data-tour> (guide.css). Words: the "tour" table of wsdv/words/ui_*.py."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

from ..words import ui as ui_words
from . import i18n
from .svg import el, esc

STRINGS: Mapping[str, dict[str, str]] = ui_words.table("tour")
t = partial(i18n.text, STRINGS)  # t(key, lang, **fields)

# The guided turn's steps, in the order a turn meets them ("build" and "map" are one place:
# the card's action chosen), then the closing words; the tips come once each.
TURN_STEPS = ("card", "actions", "build", "map", "confirm")
STEP_NUMBER = {"card": 1, "actions": 2, "build": 3, "map": 3, "confirm": 4}
STEPS_IN_TURN = 4
TIPS = ("protest", "eod")
# what each box explains (data-tour-at: the element guide.css marks)
ANCHOR = {"card": "prompt", "actions": "prompt", "build": "prompt board",
          "map": "prompt board", "confirm": "confirm", "done": "", "protest": "board",
          "eod": "prompt"}


def tour_html(part: str, lang: str, side: str = "west") -> str:
    """The box for ``part``: a step of the guided turn (TURN_STEPS), "done" after it, or a
    tip (TIPS); ``side`` is the side the player plays. Empty for no part."""
    if not part:
        return ""
    if part in STEP_NUMBER:
        head = t("step_of", lang, n=STEP_NUMBER[part], total=STEPS_IN_TURN)
    else:
        head = t("tip" if part in TIPS else "first_turn", lang)
    colour = t(f"colour_{side}", lang) if side in ("west", "east") else t("colour_west", lang)
    body = t(f"{part}_text", lang, colour=colour)
    skip = "" if part in TIPS or part == "done" else \
        el("button", esc(t("skip", lang)), type="button", id="tour-skip", data_act="tour.skip")
    return el("div",
              el("p", esc(head), class_="tour-head") +
              el("h2", esc(t(f"{part}_title", lang)), id="tour-title") +
              el("p", esc(body), class_="tour-text") +
              el("div", el("button", esc(t("next", lang)), type="button", id="tour-next",
                           class_="primary", data_act="tour.next") + skip,
                 class_="tour-buttons"),
              class_=f"tour-box tour-{part}", role="note", aria_labelledby="tour-title",
              data_part=part, lang=lang)


def again_html(lang: str, asked: bool) -> str:
    """The first screen's "Show the tour again" button, and its note once pressed."""
    note = el("p", esc(t("again_note", lang)), id="tour-again-note", class_="choice-note",
              role="status") if asked else ""
    return el("button", esc(t("again", lang)), type="button", id="tour-again",
              data_act="tour.again") + note
