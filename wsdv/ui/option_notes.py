"""Options that say what they do (issue 26): a note under an option with what it changes on
the board (the engine's `Game.preview`, public information only) and, for a living standard,
what the rules then do with it: the unrest it removes when the action ends (6.3), the flight
it moves at the End of Decade (9.1) and whether the End of Decade takes it back (9.5). A
dismantling option's preview says which economy and export factory it lowers, and which LS
that costs in 9.5. Pure: the previews come in as data (confirm.previews)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine.board import HAMBURG, HAMBURG_PROVINCES, SIDE_OF_PROVINCE, SIDE_PROVINCES
from ..words import m, render

# prompts whose options get a note: not the card to take (hand cards have no preview) and not
# the build points (the economy they add is what building is for)
SKIP_KINDS = frozenset({"card", "build", "discard", "guillaume", "special_cost",
                        "icon_order", "event_skip", "action"})
_TRACKS = (("prestige", "fx.prestige"), ("western_currency", "fx.wc"),
           ("socialist", "fx.soc_track"), ("flight", "fx.flight"))


def _provs(view: Mapping[str, Any]) -> Mapping[str, Mapping[str, Any]]:
    return view["board"]["provinces"]


def preview_items(preview: Mapping[str, Any], view: Mapping[str, Any], lang: str) -> list[str]:
    """The board figures after the choice, "before→after", in the language: the mass
    protests first (four collapse a state)."""
    provs = _provs(view)
    out = []
    protests: dict[str, int] = {}
    for p, d in preview.get("mass_protests", {}).items():
        side = SIDE_OF_PROVINCE[p]
        protests[side] = protests.get(side, 0) + d
    for side, d in protests.items():
        if d:
            a = sum(provs[p]["markers"] for p in SIDE_PROVINCES[side])
            out.append(render(m("fx.protests", side=side, a=a, b=a + d), lang))
    for key, field, msg in (("unrest", "unrest", "fx.unrest"), ("ls", "ls", "fx.ls"),
                            ("socialists", "socialists", "fx.socialists"),
                            ("economy", "economy", "fx.economy")):
        for p, d in preview.get(key, {}).items():
            a = provs[p][field]
            out.append(render(m(msg, province=p, a=a, b=a + d), lang))
    for name, msg in _TRACKS:
        d = preview.get("tracks", {}).get(name)
        if d:
            a = view["tracks"][name]
            out.append(render(m(msg, a=a, b=a + d), lang))
    if preview.get("socialist_box"):
        a = view["socialists"]["box"]
        out.append(render(m("fx.box", a=a, b=a + preview["socialist_box"]), lang))
    out += _export_items(preview, view, lang)
    if preview.get("result"):
        out.append(render(m("fx.result", side=preview["result"]), lang))
    return out


def _export_items(preview: Mapping[str, Any], view: Mapping[str, Any], lang: str) -> list[str]:
    """9.5: LS that a lower export factory no longer holds."""
    out = []
    for p, v in preview.get("export", {}).items():
        ls, was = _provs(view)[p]["ls"], _provs(view)[p]["export_value"] or 0
        now = v or 0
        if ls > now and now < was and p not in HAMBURG_PROVINCES:
            out.append(render(m("fx.export_short", province=p, ls=ls, v=now, n=ls - now),
                              lang))
    return out


def _export(view: Mapping[str, Any], province: str) -> int:
    """The export factory's value as 9.5 may count it: Hamburg's for either of its provinces
    (10.3: West decides then)."""
    value = _provs(view)[province]["export_value"] or 0
    hamburg = view["board"]["factories"].get(HAMBURG)
    if province in HAMBURG_PROVINCES and hamburg:
        value = max(value, hamburg["value"])
    return value


def ls_items(province: str, view: Mapping[str, Any], lang: str) -> list[str]:
    """What one more LS in `province` does beyond itself (6.3, 9.1, 9.5)."""
    provs = _provs(view)
    info = provs[province]
    out = []
    u = info["unrest"]
    if u:
        key = "fx.ls_calms_protest" if u % 4 == 0 else "fx.ls_calms"
        out.append(render(m(key, province=province, a=u, b=u - 1), lang))
    ls = info["ls"] + 1
    side = SIDE_OF_PROVINCE[province]
    if not view.get("wall"):
        others = [provs[p]["ls"] for p in SIDE_PROVINCES[side] if p != province]
        if side == "west" and ls > max(others, default=0):
            out.append(render(m("fx.ls_flight_up", n=ls), lang))
        if side == "east" and info["ls"] < min(others, default=ls):
            out.append(render(m("fx.ls_flight_down", n=min(ls, *others)), lang))
    export = _export(view, province)
    if ls > export:
        out.append(render(m("fx.ls_over_export", n=ls, v=export), lang))
    return out


def option_note(option_id: str, prompt: Mapping[str, Any], view: Mapping[str, Any],
                preview: Mapping[str, Any] | None, lang: str) -> str:
    """The note under an option ("" for none)."""
    items: list[str] = []
    if prompt["kind"] == "ls" and option_id.startswith("prov:"):
        items = ls_items(option_id.removeprefix("prov:"), view, lang)
    elif preview:
        items = preview_items(preview, view, lang)
        if prompt["kind"] == "ls":
            items = []  # "done": what it changes comes with the transfer's choice
    if not items:
        return ""
    return render(m("fx.then", items="; ".join(items)), lang)


def notes(prompt: Mapping[str, Any] | None, view: Mapping[str, Any],
          previews: Mapping[str, Mapping[str, Any] | None], lang: str) -> dict[str, str]:
    """Option id -> its note, for the options of `prompt` that have one."""
    if not prompt or prompt["kind"] in SKIP_KINDS:
        return {}
    out = {}
    for o in prompt.get("options", []):
        note = option_note(o["id"], prompt, view, previews.get(o["id"]), lang)
        if note:
            out[o["id"]] = note
    return out
