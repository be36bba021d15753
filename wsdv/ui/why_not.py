"""Why a choice is not offered, where the engine's structured data tells: the actions a card
does not allow (the action prompt names its card; the card's colour is printed data; the
own unrest is in the view), and a province the build points cannot reach because of a mass
protest. Each reason links to its rules section."""

from __future__ import annotations

from typing import Any

from . import i18n
from .guide_words import t
from .rules_ref import go_button
from .svg import el, esc

# 6.4: who may trigger which colour (special cards: East, who alone may take them)
TRIGGERS = {"red": ("east",), "yellow": ("west",), "dual": ("east", "west"),
            "special": ("east",)}


def _reason(text: str, section: str, lang: str, key: str) -> str:
    return el("li", esc(text) + " " + go_button(section, t("section", lang, n=section)),
              data_why=key)


def action_reasons(prompt: dict[str, Any], view: dict[str, Any], lang: str) -> list[str]:
    """The missing actions of an action prompt, each with its reason."""
    from ..engine.board import SIDE_PROVINCES
    from ..engine.data import cards
    if prompt["kind"] != "action":
        return []
    side, card_id = prompt["side"], prompt["msg"]["args"].get("card")
    if card_id is None:
        return []
    card = cards()[str(card_id)]
    offered = {o["id"] for o in prompt["options"]}
    out = []
    if "unrest" not in offered:
        provinces = view["board"]["provinces"]
        if not any(provinces[p]["unrest"] for p in SIDE_PROVINCES[side]):
            out.append(_reason(t("why_no_unrest", lang), "6.1", lang, "unrest"))
        else:
            out.append(_reason(t("why_unrest_costs", lang), "6.1", lang, "unrest"))
    if "event" not in offered:
        if side not in TRIGGERS.get(card.colour, ()):
            other = i18n.side_name("east" if side == "west" else "west", lang)
            out.append(_reason(t(f"why_event_{card.colour}", lang, other=other), "6.4", lang,
                               "event"))
        else:
            out.append(_reason(t("why_event_dismantle", lang), "6.4", lang, "event"))
    return out


def why_not_html(prompt: dict[str, Any] | None, view: dict[str, Any], lang: str) -> str:
    reasons = action_reasons(prompt, view, lang) if prompt else []
    if not reasons:
        return ""
    return el("div", el("p", esc(t("why_not", lang)), class_="why-head") +
              el("ul", "".join(reasons)), class_="why-not")


def refused_html(prompt: dict[str, Any] | None, view: dict[str, Any], province: str,
                 lang: str) -> str:
    """Under a province's info, when a build prompt cannot use it: a mass protest there."""
    if prompt is None or prompt["kind"] != "build":
        return ""
    info = view["board"]["provinces"].get(province)
    if not info or not info["markers"]:
        return ""
    return el("p", esc(t("why_no_build", lang)) + " " + go_button("5.1", t("section", lang,
                                                                          n="5.1")),
              class_="why-not", data_why="build")
