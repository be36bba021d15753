"""Options that say what they do (issue 26): a note under an option with what it changes on
the board (the engine's `Game.preview`, public information only) and, for a living standard,
what the rules then do with it: the unrest it removes when the action ends (6.3), the flight
it moves at the End of Decade (9.1) and whether the End of Decade takes it back (9.5). A
dismantling option's preview says which economy and export factory it lowers, and which LS
that costs in 9.5. Pure: the previews come in as data (confirm.previews)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..msg import Msg, m
from ..words import render

# prompts whose options get a note: not the card to take (hand cards have no preview) and not
# the build points (the economy they add is what building is for)
SKIP_KINDS = frozenset({"card", "build", "discard", "guillaume", "special_cost",
                        "icon_order", "event_skip", "action"})
# labels that claim a mass protest: the change of markers in the province they promise
_PROTEST_LABELS = {"opt.unrest_in_protest": 1, "opt.unrest_in_calm": -1}
_TRACKS = (("prestige", "fx.prestige"), ("western_currency", "fx.wc"),
           ("socialist", "fx.soc_track"), ("flight", "fx.flight"))


def _provs(view: Mapping[str, Any]) -> Mapping[str, Mapping[str, Any]]:
    return view["board"]["provinces"]


def preview_items(preview: Mapping[str, Any], view: Mapping[str, Any], lang: str) -> list[str]:
    """The board figures after the choice, "before→after", in the language."""
    return [render(c, lang) for c in preview_claims(preview, view)]


def preview_claims(preview: Mapping[str, Any], view: Mapping[str, Any]) -> list[Msg]:
    """The board figures after the choice, "before→after", as messages: the mass protests
    first (four collapse a state)."""
    from ..engine.board import SIDE_OF_PROVINCE, SIDE_PROVINCES
    provs = _provs(view)
    out: list[Msg] = []
    protests: dict[str, int] = {}
    for p, d in preview.get("mass_protests", {}).items():
        side = SIDE_OF_PROVINCE[p]
        protests[side] = protests.get(side, 0) + d
    for side, d in protests.items():
        if d:
            a = sum(provs[p]["markers"] for p in SIDE_PROVINCES[side])
            out.append(m("fx.protests", side=side, a=a, b=a + d))
    for key, field, msg in (("unrest", "unrest", "fx.unrest"), ("ls", "ls", "fx.ls"),
                            ("socialists", "socialists", "fx.socialists"),
                            ("economy", "economy", "fx.economy")):
        for p, d in preview.get(key, {}).items():
            a = provs[p][field]
            out.append(m(msg, province=p, a=a, b=a + d))
    for name, msg in _TRACKS:
        d = preview.get("tracks", {}).get(name)
        if d:
            a = view["tracks"][name]
            out.append(m(msg, a=a, b=a + d))
    if preview.get("socialist_box"):
        a = view["socialists"]["box"]
        out.append(m("fx.box", a=a, b=a + preview["socialist_box"]))
    out += _export_claims(preview, view)
    if preview.get("result"):
        out.append(m("fx.result", side=preview["result"]))
    return out


def _export_claims(preview: Mapping[str, Any], view: Mapping[str, Any]) -> list[Msg]:
    """9.5: LS that a lower export factory no longer holds."""
    from ..engine.board import HAMBURG_PROVINCES
    out = []
    for p, v in preview.get("export", {}).items():
        ls, was = _provs(view)[p]["ls"], _provs(view)[p]["export_value"] or 0
        now = v or 0
        if ls > now and now < was and p not in HAMBURG_PROVINCES:
            out.append(m("fx.export_short", province=p, ls=ls, v=now, n=ls - now))
    return out


def _export(view: Mapping[str, Any], province: str) -> int:
    """The export factory's value as 9.5 may count it: Hamburg's for either of its provinces
    (10.3: West decides then)."""
    from ..engine.board import HAMBURG, HAMBURG_PROVINCES
    value = _provs(view)[province]["export_value"] or 0
    hamburg = view["board"]["factories"].get(HAMBURG)
    if province in HAMBURG_PROVINCES and hamburg:
        value = max(value, hamburg["value"])
    return value


def ls_items(province: str, view: Mapping[str, Any], lang: str) -> list[str]:
    """What one more LS in `province` does beyond itself (6.3, 9.1, 9.5), in the language."""
    return [render(c, lang) for c in ls_claims(province, view)]


def ls_claims(province: str, view: Mapping[str, Any]) -> list[Msg]:
    """What one more LS in `province` does beyond itself (6.3, 9.1, 9.5), as messages."""
    from ..engine.board import SIDE_OF_PROVINCE, SIDE_PROVINCES
    provs = _provs(view)
    info = provs[province]
    out: list[Msg] = []
    u = info["unrest"]
    if u:
        key = "fx.ls_calms_protest" if u % 4 == 0 else "fx.ls_calms"
        out.append(m(key, province=province, a=u, b=u - 1))
    ls = info["ls"] + 1
    side = SIDE_OF_PROVINCE[province]
    if not view.get("wall"):
        others = [provs[p]["ls"] for p in SIDE_PROVINCES[side] if p != province]
        if side == "west" and ls > max(others, default=0):
            out.append(m("fx.ls_flight_up", n=ls))
        if side == "east" and info["ls"] < min(others, default=ls):
            out.append(m("fx.ls_flight_down", n=min(ls, *others)))
    export = _export(view, province)
    if ls > export:
        out.append(m("fx.ls_over_export", n=ls, v=export))
    return out


def note_claims(option_id: str, prompt: Mapping[str, Any], view: Mapping[str, Any],
                preview: Mapping[str, Any] | None) -> list[Msg]:
    """What the note under an option says, item by item, as messages."""
    if prompt["kind"] == "ls" and option_id.startswith("prov:"):
        return ls_claims(option_id.removeprefix("prov:"), view)
    if preview and prompt["kind"] != "ls":  # "done": what it changes comes with the transfer
        return preview_claims(preview, view)
    return []


def option_label(option: Mapping[str, Any], view: Mapping[str, Any],
                 preview: Mapping[str, Any] | None) -> Msg:
    """The option's own words as the page shows them. A mass protest made or ended is said
    only when the engine's preview of the choice makes or ends it: the rules may take it back
    at once (section 7: a socialist from the holding box moves into the only East province
    with a mass protest and removes 1 unrest), and then the option says so. Without a preview
    (not yet worked out, or none) the option names the province and its unrest only."""
    msg = option["msg"]
    msg = msg if isinstance(msg, Msg) else Msg(msg["key"], dict(msg.get("args", {})))
    if msg.key not in _PROTEST_LABELS:
        return msg
    p, u = msg.args["province"], msg.args["unrest"]
    made = (preview or {}).get("mass_protests", {}).get(p, 0)
    if preview is None or made != _PROTEST_LABELS[msg.key]:
        if preview and msg.key == "opt.unrest_in_protest" and \
                preview.get("socialists", {}).get(p, 0) > 0:
            return m("opt.unrest_in_socialist", province=p, unrest=u)
        return m("opt.unrest_in", province=p, unrest=u)
    return msg


def checked_options(prompt: Mapping[str, Any], view: Mapping[str, Any],
                    previews: Mapping[str, Mapping[str, Any] | None]) -> dict[str, Any]:
    """The prompt (its dict) with each option's words as option_label says them."""
    return {**prompt, "options": [
        {**o, "msg": option_label(o, view, previews.get(o["id"])).to_dict()}
        for o in prompt.get("options", [])]}


def option_note(option_id: str, prompt: Mapping[str, Any], view: Mapping[str, Any],
                preview: Mapping[str, Any] | None, lang: str) -> str:
    """The note under an option ("" for none)."""
    items = [render(c, lang) for c in note_claims(option_id, prompt, view, preview)]
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
