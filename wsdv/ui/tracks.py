"""The tracks drawn on the board's right edge (prestige with its boxes, Western currency,
socialists, flight, End of Decade) and the socialist holding box in the North Sea corner.

The static part (frames, numbers, box icons) is drawn once per language; the dynamic part
(markers, the current phase, lit prestige boxes) with every update."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from . import i18n
from .icons import EAST, EAST_LIGHT, INK, WEST, WEST_LIGHT, use
from .svg import el, num, text, title

LABEL = 13.5  # the board's smallest font (board.LABEL: 11 px at 1366x768)
TOP = 220.0
ROWS_TOP = 340.0
BOTTOM = 796.0
COLUMNS = {  # x, width
    "prestige": (652.0, 86.0),
    "western_currency": (742.0, 30.0),
    "socialist": (776.0, 30.0),
    "flight": (810.0, 30.0),
    "eod": (844.0, 52.0),
}
HEADER_SYMBOL = {"prestige": "prestige", "western_currency": "western_currency",
                 "socialist": "socialist", "flight": "flight", "eod": "eod"}
HEADER_KEY = {"prestige": "prestige", "western_currency": "western_currency",
              "socialist": "socialist_track", "flight": "flight", "eod": "eod_track"}
# the column's name as printed over it (short: it is written upwards over a narrow column)
COLUMN_KEY = {"prestige": "prestige", "western_currency": "col_western_currency",
              "socialist": "col_socialist", "flight": "col_flight", "eod": "col_eod"}
PHASE_SYMBOL = {1: "flight", 2: "prestige", 3: "western_currency", 4: "police_red",
                5: "ls_remove", 6: "unrest_add", 7: "unrest_add", 8: "police_red",
                9: "socialist", 10: "reduce_to_three"}
HOLD_BOX = (-4.0, -4.0, 176.0, 58.0)


def _values(track: str) -> list[int]:
    from ..engine.data import board_data
    lo, hi = board_data().track_range.get(track, (1, 10))
    return list(range(lo, hi + 1))


def row_box(track: str, value: int) -> tuple[float, float, float, float]:
    """x, y, width, height of the space `value` on `track` (eod: phase 1–10)."""
    values = list(range(1, 11)) if track == "eod" else _values(track)
    x, w = COLUMNS[track]
    h = (BOTTOM - ROWS_TOP) / len(values)
    return x, ROWS_TOP + values.index(value) * h, w, h


def _tint(track: str, value: int) -> str:
    if track in ("flight", "eod") or value == 0:
        return "#fffdf7"
    return WEST_LIGHT if value < 0 else EAST_LIGHT


def _header(track: str, lang: str) -> str:
    """The column's icon and its name in words: across the wide prestige column, written
    upwards over the narrow ones."""
    x, w = COLUMNS[track]
    name = i18n.t(HEADER_KEY[track], lang)
    sym = HEADER_SYMBOL[track]
    colour = EAST if sym == "socialist" else ("#d8d8d8" if sym == "flight" else "#fff")
    word = i18n.t(COLUMN_KEY[track], lang)
    if track == "prestige":
        body = use(sym, x + w / 2 - 9, TOP + 4, 18, colour)
        body += text(x + w / 2, TOP + 40, word, font_size=LABEL, font_weight=700, fill=INK,
                     text_anchor="middle")
    else:
        cx, base = x + w / 2, ROWS_TOP - 24
        body = use(sym, cx - 8, ROWS_TOP - 20, 16, colour)
        body += text(cx + 5, base, word, font_size=LABEL, font_weight=700, fill=INK,
                     transform=f"rotate(-90 {num(cx + 5)} {num(base)})")
    hit = (f'<rect x="{num(x)}" y="{num(TOP - 2)}" width="{num(w)}" '
           f'height="{num(ROWS_TOP - TOP)}" fill="transparent"/>')
    # the visible word is part of the accessible name (speech input says what it sees)
    said = name if re.search(rf"\b{re.escape(word)}\b", name, re.IGNORECASE) else \
        f"{word}: {name}"
    return el("g", title(name) + hit + body, class_="track-head", data_help=track,
              tabindex="0", role="button", aria_label=said)


def _prestige_icons(value: int, x: float, y: float, h: float) -> str:
    from ..engine.data import BOX_ICONS, board_data
    boxes = board_data().prestige_boxes.get(value, ())
    out = ""
    for i, box in enumerate(boxes):
        out += use(BOX_ICONS[box], x + 24 + i * 19, y + h / 2 - 9, 18, EAST)
    return out


def _socialists_label(value: int) -> str:
    from ..engine.data import board_data
    n = board_data().socialists_per_space.get(abs(value), 0)
    if not n or value == 0:
        return ""
    return f"{'+' if value > 0 else '−'}{n}"


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else ("−" + str(-value) if value < 0 else "0")


def static_tracks(lang: str) -> str:
    out = []
    for track in COLUMNS:
        out.append(_header(track, lang))
        values = list(range(1, 11)) if track == "eod" else _values(track)
        for v in values:
            x, y, w, h = row_box(track, v)
            cell = (f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" '
                    f'fill="{_tint(track, v)}" stroke="#8c8273" stroke-width="0.8"/>')
            if track == "eod":
                cell += text(x + 4, y + 16, v, font_size=LABEL, font_weight=700, fill=INK)
                cell += use(PHASE_SYMBOL[v], x + w - 24, y + h / 2 - 8, 18,
                            EAST if v in (4, 8, 9) else "#e9e4d8")
                cell = el("g", title(f"{v}. {i18n.phase_name(v, lang)}") + cell)
            else:
                label = _signed(v) if track != "flight" else str(v)
                two = track == "socialist" and bool(_socialists_label(v))
                cell += text(x + (12 if track == "prestige" else w / 2),
                             y + h / 2 + (-2 if two else 4.8), label, font_size=LABEL,
                             font_weight=600, fill="#3b342c", text_anchor="middle")
                if track == "prestige":
                    cell += _prestige_icons(v, x, y, h)
                if track == "socialist" and _socialists_label(v):
                    cell += text(x + w / 2 + 2, y + h / 2 + 14, _socialists_label(v),
                                 font_size=LABEL, font_weight=700, fill=EAST,
                                 text_anchor="end")
                    cell += use("socialist", x + w / 2 + 3, y + h / 2 + 4, 10, EAST)
            out.append(el("g", cell, aria_hidden="true"))  # the markers say the values
    sx, _ = COLUMNS["prestige"]
    x, y, w, h = HOLD_BOX
    out.append(el("g", text(sx, ROWS_TOP - 5, i18n.t("west_side", lang), font_size=LABEL,
                            font_weight=700, fill="#7a5c00") +
                  f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="4" '
                  'fill="#fffdf7" stroke="#8c8273"/>' +
                  text(x + 6, y + 15, i18n.t("holding_box", lang), font_size=LABEL,
                       font_weight=700, fill=INK), aria_hidden="true"))
    return el("g", "".join(out), class_="tracks-static")


def _marker(track: str, value: int, colour: str) -> str:
    x, y, w, h = row_box(track, value)
    cx = x + (12 if track == "prestige" else w / 2)
    cy = y + h / 2
    r = min(10.5, h / 2 - 1)
    return (f'<rect x="{num(x + 1)}" y="{num(y + 1)}" width="{num(w - 2)}" height="{num(h - 2)}" '
            f'fill="none" stroke="{INK}" stroke-width="2.4" rx="2"/>'
            f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{colour}" stroke="{INK}" '
            'stroke-width="1.8"/>' +
            text(cx, cy + 4.8, _signed(value) if track != "flight" else str(value),
                 font_size=LABEL, font_weight=800,
                 fill="#fff" if colour in (EAST, INK) else INK, text_anchor="middle"))


def _side_colour(value: int) -> str:
    return WEST if value < 0 else (EAST if value > 0 else "#fff")


def dynamic_tracks(view: dict[str, Any], lit: dict[str, list[str]], lang: str) -> str:
    tr = view["tracks"]
    boxes = tuple(int(k.removeprefix("box:")) for k in lit if k.startswith("box:"))
    return _dynamic_tracks(tuple(tr[k] for k in ("prestige", "western_currency", "socialist",
                                                 "flight")),
                           view.get("phase") or 0, bool(view.get("wall")), boxes,
                           view["socialists"]["box"], view["socialists"]["map"], lang)


@lru_cache(maxsize=256)
def _dynamic_tracks(values: tuple[int, int, int, int], phase: int, wall: bool,
                    boxes: tuple[int, ...], in_box: int, on_map: int, lang: str) -> str:
    tr = dict(zip(("prestige", "western_currency", "socialist", "flight"), values, strict=True))

    def said(track: str, value: int) -> str:  # a marker's name for screen readers
        shown = _signed(value) if track != "flight" else str(value)
        return f"{i18n.t(HEADER_KEY[track], lang)}: {shown}"

    out = [
        el("g", _marker("prestige", tr["prestige"], _side_colour(tr["prestige"])),
           class_="marker", data_track="prestige", data_value=tr["prestige"], role="img",
           aria_label=said("prestige", tr["prestige"])),
        el("g", _marker("western_currency", tr["western_currency"],
                        _side_colour(tr["western_currency"])),
           class_="marker", data_track="western_currency", data_value=tr["western_currency"],
           role="img", aria_label=said("western_currency", tr["western_currency"])),
        el("g", _marker("socialist", tr["socialist"], _side_colour(tr["socialist"])),
           class_="marker", data_track="socialist", data_value=tr["socialist"], role="img",
           aria_label=said("socialist", tr["socialist"])),
        el("g", _marker("flight", tr["flight"], "#d8d8d8"),
           class_="marker", data_track="flight", data_value=tr["flight"], role="img",
           aria_label=said("flight", tr["flight"])),
    ]
    if phase:
        x, y, w, h = row_box("eod", phase)
        out.append(el("g", f'<rect x="{num(x + 1)}" y="{num(y + 1)}" width="{num(w - 2)}" '
                           f'height="{num(h - 2)}" fill="none" stroke="{INK}" stroke-width="3" '
                           'rx="2"/>', class_="marker", data_track="eod", data_value=phase,
                      role="img", aria_label=f"{i18n.t('eod_track', lang)}: "
                                            f"{phase}. {i18n.phase_name(phase, lang)}"))
    if wall:
        x, y, w, h = row_box("eod", 1)
        out.append(el("g", use("wall_build", x + w - 24, y + h / 2 - 8, 18, "#b9b2a6"),
                      aria_hidden="true"))
    for value in boxes:
        x, y, w, h = row_box("prestige", value)
        out.append(f'<rect class="hit lit" data-opt="box:{value}" x="{num(x)}" y="{num(y)}" '
                   f'width="{num(w)}" height="{num(h)}" rx="3"/>')
    out.append(_holding_box(in_box, on_map, lang))
    return el("g", "".join(out), class_="tracks-dynamic")


def _holding_box(n: int, on_map: int, lang: str) -> str:
    x, y, _, _ = HOLD_BOX
    out = "".join(use("socialist", x + 6 + i * 13.5, y + 22, 14, EAST) for i in range(min(n, 12)))
    out += text(x + 170, y + 15, f"{n}", font_size=LABEL, font_weight=800, fill=INK,
                text_anchor="end")
    label = f"{i18n.t('holding_box', lang)}: {n}; {i18n.t('socialists', lang)}: {on_map}"
    return el("g", title(label) + out, class_="holding-box", data_count=n, role="img",
              aria_label=label)
