"""HTML of the computer's lines (pure strings, no DOM): "East is thinking…" in the prompt bar,
the hint panel (what the AI would choose and why, from wsdv/ai/explain.py's Hint as a dict)
and the computer's errors. The plan's options come as the engine's messages ({"key", "args"}):
wsdv.words renders them in the page's language, esc escapes them.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from ..words import render
from ..words import ui as ui_words
from . import i18n
from .svg import el, esc

STRINGS: Mapping[str, dict[str, str]] = ui_words.table("advice")


t = partial(i18n.text, STRINGS)  # t(key, lang, **fields) (i18n.text)


def percent(x: float) -> str:
    return f"{round(100 * x)} %"


def thinking_html(side: str, level: str, lang: str, starting: bool) -> str:
    """The prompt bar while the computer decides: the board and log stay usable."""
    who = el("div", esc(t("thinking", lang, side=i18n.side_name(side, lang))) +
             el("span", " · " + esc(t("computer", lang, level=t(f"level_{level}", lang))),
                class_="pkind"), class_=f"who side-{side}")
    spinner = el("span", "", class_="think-spinner", aria_hidden="true")
    note = el("p", esc(t("starting", lang)), class_="ptext") if starting else ""
    return el("div", spinner + who + note, id="thinking", role="status")


def error_html(error: str, lang: str) -> str:
    return el("div", el("p", esc(t("error", lang, error=error)), role="alert") +
              el("button", esc(t("retry", lang)), type="button", id="ai-retry"),
              id="ai-error")


def _plan(msgs: list[dict[str, Any]], lang: str) -> str:
    return " → ".join(render(msg, lang) for msg in msgs)


def hint_html(hint: dict[str, Any] | None, side: str, lang: str) -> str:
    """The hint panel; None: still thinking."""
    side_name = i18n.side_name(side, lang)
    title = el("h3", esc(t("hint_title", lang)))
    close = el("button", esc(t("hint_close", lang)), type="button", id="hint-close")
    if hint is None:
        return el("div", title + el("p", esc(t("hint_wait", lang, side=side_name))) + close,
                  id="hint", role="status", data_ready="0")
    best, out = hint["best"], hint["outlook"]
    lines = [
        el("p", esc(t("hint_choice", lang, label=render(best["msgs"][0], lang))),
           class_="hint-choice"),
    ]
    if len(best["msgs"]) > 1:
        lines.append(el("p", esc(t("hint_plan", lang, plan=_plan(best["msgs"], lang)))))
    lines.append(el("p", esc(t("hint_chance", lang, side=side_name,
                                now=percent(hint["chance_now"]),
                                after=percent(best["chance"])))))
    if best.get("answered") is not None:
        opponent = i18n.side_name("east" if side == "west" else "west", lang)
        lines.append(el("p", esc(t("hint_answered", lang, opponent=opponent,
                                   answered=percent(best["answered"])))))
    if hint["others"]:
        other = hint["others"][0]
        chance = other["answered"] if other.get("answered") is not None else other["chance"]
        lines.append(el("p", esc(t("hint_other", lang, plan=_plan(other["msgs"], lang),
                                   chance=percent(chance)))))
    key = "hint_eod" if out["turns_left"] else "hint_eod_now"
    lines.append(el("p", esc(t(key, lang, turns=out["turns_left"], east=out["protests_east"],
                               west=out["protests_west"]))))
    if out["east_insolvent"]:
        lines.append(el("p", esc(t("hint_insolvent", lang))))
    if out["decided"] in ("east", "west"):
        lines.append(el("p", esc(t("hint_decided", lang,
                                   side=i18n.side_name(out["decided"], lang)))))
    lines.append(el("p", esc(t("hint_search", lang, side=side_name)), class_="note"))
    return el("div", title + "".join(lines) + close, id="hint", role="status",
              data_ready="1", data_option=hint["option"])
