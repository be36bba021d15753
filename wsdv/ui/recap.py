"""What just happened: the other side's last turn, read from the view's change record
(`view["last_turn"]`, docs/engine.md), as marks on the board and a short summary in words.

Pure functions (no DOM): `mark_keys` names the changed things by the same keys as the option
targets (`city:Kiel`, `line:A~B`, `prov:Sachsen`, `sector:US`, `track:prestige`);
`recap_msgs` says what changed as messages (wsdv.words `recap.*`); `recap_html` is the panel.
"""

from __future__ import annotations

from typing import Any

from ..words import Msg, m, render
from .svg import el, esc

PROVINCE_KEYS = ("mass_protests", "unrest", "ls", "socialists")
TRACKS = ("prestige", "western_currency", "socialist", "flight")
MAX_LINES = 8  # log lines shown in the panel (the rest: "… and n more")


def _nonzero(d: dict[str, int] | None) -> list[tuple[str, int]]:
    return [(k, n) for k, n in (d or {}).items() if n]


def mark_keys(changes: dict[str, Any]) -> list[str]:
    """The board things a change record touches, in drawing order, each once."""
    keys: list[str] = []
    for cities in (changes.get("factories") or {}).values():
        keys += [f"city:{c}" for c in cities]
    for lines in (changes.get("infrastructure") or {}).values():
        keys += [f"line:{li}" for li in lines]
    for kind in PROVINCE_KEYS:
        keys += [f"prov:{p}" for p, _ in _nonzero(changes.get(kind))]
    keys += [f"sector:{s}" for s, _ in _nonzero(changes.get("west_berlin_sectors"))]
    keys += [f"track:{t}" for t, _ in _nonzero(changes.get("tracks")) if t in TRACKS]
    return list(dict.fromkeys(keys))


def recap_msgs(changes: dict[str, Any], view: dict[str, Any]) -> list[Msg]:
    """What changed, most important first: mass protests (four collapse a state), the
    economy, unrest and LS, socialists, tracks, the Wall and the Stasi, open cards."""
    out: list[Msg] = []
    protests = _nonzero(changes.get("mass_protests"))
    new = [(p, n) for p, n in protests if n > 0]
    ended = [(p, n) for p, n in protests if n < 0]
    if new:
        out.append(m("recap.protests_new", deltas=new))
    if ended:
        out.append(m("recap.protests_end", deltas=ended))
    fac = changes.get("factories") or {}
    for what in ("built", "removed", "rundown", "repaired"):
        if fac.get(what):
            out.append(m(f"recap.factories_{what}", cities=list(fac[what])))
    infra = changes.get("infrastructure") or {}
    for what in ("built", "removed"):
        if infra.get(what):
            out.append(m(f"recap.infra_{what}", lines=list(infra[what])))
    for kind, key in (("unrest", "recap.unrest"), ("ls", "recap.ls"),
                      ("west_berlin_sectors", "recap.sectors"),
                      ("socialists", "recap.socialists")):
        pairs = _nonzero(changes.get(kind))
        if pairs:
            out.append(m(key, deltas=pairs))
    if changes.get("socialist_box"):
        out.append(m("recap.socialist_box", n=changes["socialist_box"]))
    tracks = view.get("tracks", {})
    for track, n in _nonzero(changes.get("tracks")):
        if track == "flight":
            out.append(m("recap.flight", n=n, pos=tracks.get("flight", 0)))
        elif track in TRACKS:
            out.append(m("recap.track", track=track, n=abs(n),
                         toward="east" if n > 0 else "west", pos=tracks.get(track, 0)))
    if "wall" in changes:
        out.append(m("recap.wall_built" if changes["wall"] else "recap.wall_open"))
    if changes.get("stasi_disbanded"):
        out.append(m("recap.stasi"))
    cards = changes.get("cards") or {}
    for what in ("played", "display_in", "discarded", "police"):
        if cards.get(what):
            out.append(m(f"recap.{what}", cards=list(cards[what])))
    return out


def public_entries(view: dict[str, Any], last: dict[str, Any], public: bool) -> list[dict]:
    """The log entries of the last turn (`public`: only those both sides see)."""
    log = view["log"]
    entries = [log[i] for i in last["entries"] if 0 <= i < len(log)]
    return [e for e in entries if not public or e.get("to") is None]


def _is_eod(e: dict[str, Any]) -> bool:
    """An entry of the End of Decade (its phases, and the next decade's start)."""
    return bool(e.get("phase")) or not e.get("half")


def _merge(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Change records of several choices as one (as the engine merges a turn's)."""
    out: dict[str, Any] = {}
    for r in records:
        for key, value in r.items():
            if isinstance(value, dict):
                acc = out.setdefault(key, {})
                for k, d in value.items():
                    if isinstance(d, list):
                        acc[k] = [*acc.get(k, []), *d]
                    else:
                        acc[k] = acc.get(k, 0) + d
            elif key == "socialist_box":
                out[key] = out.get(key, 0) + value
            else:
                out[key] = value
    return out


def split_eod(view: dict[str, Any], last: dict[str, Any], public: bool
              ) -> tuple[list[dict], dict[str, Any], list[dict], dict[str, Any]]:
    """The last turn's log entries and changes, and those of the End of Decade that ran in it
    (one story each, issue 26): the End of Decade's story runs from its first entry on. A
    choice whose steps reach into the End of Decade counts with it: its change record is one
    for all of them."""
    log = view["log"]
    every = [log[i] for i in last["entries"] if 0 <= i < len(log)]
    entries = public_entries(view, last, public)
    start = next((k for k, e in enumerate(every) if _is_eod(e)), None)
    if start is None:
        return entries, last.get("changes") or {}, [], {}
    # from the End of Decade's first entry on, all is its story (the next decade's start too)
    eod_ns = {e.get("n") for e in every[start:]}
    later = {id(e) for e in every[start:]}
    turn = [e for e in entries if id(e) not in later]
    eod = [e for e in entries if id(e) in later]
    turn_changes = _merge([e["changes"] for e in every
                           if "changes" in e and e.get("n") not in eod_ns])
    eod_changes = _merge([e["changes"] for e in every if "changes" in e and e.get("n") in eod_ns])
    return turn, turn_changes, eod, eod_changes


def _story(title: str, changes: dict[str, Any], entries: list[dict], view: dict[str, Any],
           lang: str, msg_html: Any, head: str = "h2", split: bool = False) -> str:
    """One heading's story; `split`: the turn's part of a turn an End of Decade ended (the
    last choice's changes are told with the End of Decade: no "nothing changed" here)."""
    items = [el("li", esc(render(msg, lang)),
                class_="chg-protest" if msg.key.startswith("recap.protests") else None)
             for msg in recap_msgs(changes, view)]
    entries = [e for e in entries if e["msg"]["key"] != "log.changes"]
    if not items and not (entries and head == "h2" and split):
        items = [el("li", esc(render(m("recap.nothing"), lang)))]
    shown = entries[-MAX_LINES:]
    lines = "".join(el("li", msg_html(e["msg"], lang) if msg_html else
                       esc(render(e["msg"], lang))) for e in shown)
    more = ""
    if len(entries) > len(shown):
        more = el("p", esc(render(m("recap.more", n=len(entries) - len(shown)), lang)),
                  class_="recap-more")
    log = el("ol", lines, class_="recap-log") if lines else ""
    changed = el("ul", "".join(items), class_="recap-changes") if items else ""
    return el(head, esc(title)) + changed + more + log


def recap_html(view: dict[str, Any], lang: str, public: bool = False,
               msg_html: Any = None) -> str:
    """The panel: who moved, what changed (from the change record), and the turn's log lines;
    an End of Decade that ran in the turn under its own heading (#recap-eod). `msg_html(msg,
    lang)` renders a log message (the UI's, with card links); empty when the view has no last
    turn."""
    last = view.get("last_turn")
    if not last:
        return ""
    by = last["by"]
    changes = last.get("changes") or {}
    title = render(m("recap.title_public" if public else "recap.title", side=by), lang)
    turn, turn_changes, eod, eod_changes = split_eod(view, last, public)
    body = ""
    if turn or not eod:
        body = _story(title, turn_changes, turn, view, lang, msg_html, split=bool(eod))
    if eod:
        decade = next((e["decade"] for e in eod if e.get("phase")), eod[0]["decade"])
        body += el("div", _story(render(m("recap.eod_title", decade=decade), lang),
                                 eod_changes, eod, view, lang, msg_html,
                                 "h3" if body else "h2"),
                   id="recap-eod", class_="recap-eod")
    return el("div", body, class_=f"recap side-{by}", data_by=by,
              data_marks="|".join(mark_keys(changes)) or None)


def headline_html(view: dict[str, Any], lang: str) -> str:
    """One line for the phone's sticky prompt: who moved and how much changed, and a
    link to the map that shows it."""
    last = view.get("last_turn")
    if not last:
        return ""
    n = len(mark_keys(last.get("changes") or {}))
    head = el("a", esc(render(m("recap.headline", side=last["by"], n=n), lang)),
              href="#recap", class_=f"recap-head side-{last['by']}")
    # the marks are on the map, often scrolled away on a phone: a way back to it
    to_map = el("a", esc(render(m("recap.to_map"), lang)), href="#board-pane",
                class_="recap-head recap-map")
    return el("div", head + to_map, class_="recap-links")


def board_layer(view: dict[str, Any]) -> str:
    """The marks of the last turn's changes, drawn over the board."""
    from . import board
    last = view.get("last_turn")
    if not last:
        return ""
    return board.change_marks(mark_keys(last.get("changes") or {}), view["tracks"])
