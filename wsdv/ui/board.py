"""The board as SVG: our own drawing from wsdv/data/map.json and a game view.

Two layers: `static_layer` (sea, provinces, neighbour countries, connection bands, names,
the Berlin inset, track frames, legend) changes only with the language; `dynamic_layer`
(everything the view says: pieces, counters, markers, lit targets) is redrawn after every
choice. Every selectable thing carries `data-opt` with its target key (`city:Kiel`,
`line:A~B@A`, `prov:Bayern`, `sector:US`, `box:-2`); lit ones also get the class `lit`.
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from typing import Any

from ..engine.board import (
    CITY_KIND,
    CITY_PROVINCE,
    CONNECTIONS,
    PROVINCES,
    RHEINSBERG,
    SECTORS,
    SIDE_OF_PROVINCE,
    SUPPLIER_OF_SECTOR,
)
from ..engine.data import data_file
from ..words import m, render
from . import i18n
from .icons import EAST, EAST_DARK, EAST_LIGHT, INK, PURPLE, SIDE_COLOUR, WEST_LIGHT, use
from .svg import el, esc, num, text, title, wrap
from .tracks import dynamic_tracks, row_box, static_tracks

CITY_R = 7.0
SLOT_GAP = 3.0
# The smallest font on the board, in board units: the board is drawn at about 0.83 px per
# unit at 1366x768, so this is 11 px there (tests/e2e/test_legible.py measures it).
LABEL = 13.5
SECTOR_LABEL = {"French": (704.0, 58.0), "British": (700.0, 116.0), "US": (776.0, 180.0)}
# the legend fills the corner south of the ČSSR, left of the tracks
LEGEND = (504.0, 606.0)
LEGEND_W = 146.0
LEGEND_BOTTOM = 800.0
FLAG_AT = {"Nordrhein-Westfalen": "British", "Rheinland-Pfalz": "French",
           "Baden-Württemberg": "US"}
# Where a city's name goes relative to the city (dx, dy, anchor), where the default (right,
# above) would collide with a connection, a province name or the map's edge.
# Found with a small search over the map (clearance from cities, connections and labels).
CITY_NAME_AT: dict[str, tuple[float, float, str]] = {
    "Frankfurt": (10, 11, "start"), "Stuttgart": (-10, 12, "end"), "Berlin": (10, 13, "start"),
    "Bitterfeld": (10, -7, "start"), "Jena": (-10, 11, "end"), "Dortmund": (0, 21, "middle"),
    "Köln": (-10, 11, "end"), "Schwedt": (10, 11, "start"), "Magdeburg": (-10, -7, "end"),
    "Bremen": (10, 11, "start"), "Hannover": (-10, -7, "end"), "Bielefeld": (-10, -7, "end"),
    "Duisburg": (0, -12, "middle"), "Kassel": (10, 11, "start"), "Koblenz": (-11, 3, "end"),
    "Kaiserslautern": (0, -12, "middle"), "Ingolstadt": (-10, 11, "end"),
    "Karl-Marx-Stadt": (0, 21, "middle"), "Eisenach": (-10, -7, "end"),
    "Gießen": (-10, -7, "end"), "Saarbrücken": (8, 17, "start"), "Ulm": (10, 5, "start"),
    "Rostock": (-10, -7, "end"), "Rheinsberg": (0, -12, "middle"),
}
# Province name spots leaving room for the counters below (and a supplier's flag above).
LABEL_AT: dict[str, tuple[float, float]] = {
    "Schleswig-Holstein": (250.2, 99.3), "Niedersachsen": (125.6, 189.1),
    "Nordrhein-Westfalen": (168.0, 352.0), "Hessen": (223.9, 446.9),
    "Rheinland-Pfalz": (87.9, 531.5), "Baden-Württemberg": (186.3, 712.2),
    "Bayern": (440.0, 625.0), "Mecklenburg": (466.8, 92.6), "Brandenburg": (446.6, 238.6),
    "Sachsen-Anhalt": (359.7, 342.0), "Sachsen": (452.0, 417.0), "Thüringen": (330.9, 468.6),
    "West Berlin": (702.0, 164.0),
}
# a province name's average advance per letter (14 px, bold), in board units: an estimate
# that errs wide (tests/e2e/test_map_labels.py measures the names drawn)
NAME_EM = 9.0
# upwards along the Polish strip, clear of the names of the cities beside it
POLSKA_AT = (613.0, 385.0)
FONT = "Inter, 'Helvetica Neue', Arial, sans-serif"


@lru_cache(maxsize=1)
def map_data() -> dict[str, Any]:
    return json.loads(data_file("map.json").decode("utf-8"))


def view_box() -> tuple[float, float, float, float]:
    x, y, w, h = map_data()["viewBox"]
    return x, y, w, h


def _path_id(province: str) -> str:
    return "prov-" + "".join(ch if ch.isalnum() else "_" for ch in province)


def province_shape(province: str) -> dict[str, Any]:
    m = map_data()
    if province in ("West Berlin", "East Berlin"):
        return m["berlin_inset"][province]
    return m["provinces"][province]


def province_label(province: str) -> tuple[float, float]:
    if province in LABEL_AT:
        return LABEL_AT[province]
    x, y = province_shape(province)["label"]
    return x, y


# --- geometry of the infrastructure slots ----------------------------------------------------


def slot_segments() -> dict[str, tuple[float, float, float, float]]:
    """Line id → (x1, y1, x2, y2) of its slot on the connection between two cities."""
    cities = map_data()["cities"]
    out: dict[str, tuple[float, float, float, float]] = {}
    for conn in CONNECTIONS:
        (ax, ay), (bx, by) = cities[conn.a], cities[conn.b]
        length = math.hypot(bx - ax, by - ay)
        t0 = (CITY_R + SLOT_GAP) / length
        t1 = 1 - t0
        spans = [(t0, t1)] if len(conn.lines) == 1 else [(t0, 0.5 - 1.5 / length),
                                                          (0.5 + 1.5 / length, t1)]
        for line, (s0, s1) in zip(conn.lines, spans, strict=True):
            out[line] = (ax + (bx - ax) * s0, ay + (by - ay) * s0,
                         ax + (bx - ax) * s1, ay + (by - ay) * s1)
    return out


_SLOTS = slot_segments()


# --- static layer ----------------------------------------------------------------------------


def _flag(sector: str, x: float, y: float) -> str:
    """A tiny flag of a West Berlin sector (also shown on its supplier province)."""
    w, h = 15.0, 10.0
    if sector == "French":
        body = (f'<rect x="{num(x)}" y="{num(y)}" width="5" height="{h}" fill="#1f4ea3"/>'
                f'<rect x="{num(x + 5)}" y="{num(y)}" width="5" height="{h}" fill="#fff"/>'
                f'<rect x="{num(x + 10)}" y="{num(y)}" width="5" height="{h}" fill="#d12c2c"/>')
    elif sector == "British":
        body = (f'<rect x="{num(x)}" y="{num(y)}" width="{w}" height="{h}" fill="#233f8f"/>'
                f'<path d="M{num(x)} {num(y)}l{w} {h}M{num(x + w)} {num(y)}l-{w} {h}" '
                'stroke="#fff" stroke-width="2"/>'
                f'<path d="M{num(x + w / 2)} {num(y)}v{h}M{num(x)} {num(y + h / 2)}h{w}" '
                'stroke="#fff" stroke-width="3"/>'
                f'<path d="M{num(x + w / 2)} {num(y)}v{h}M{num(x)} {num(y + h / 2)}h{w}" '
                'stroke="#cf2b2b" stroke-width="1.6"/>')
    else:
        stripes = "".join(
            f'<rect x="{num(x)}" y="{num(y + i * h / 5)}" width="{w}" height="{num(h / 10)}" '
            'fill="#c62d2d"/>' for i in range(5))
        body = (f'<rect x="{num(x)}" y="{num(y)}" width="{w}" height="{h}" fill="#fff"/>' +
                stripes + f'<rect x="{num(x)}" y="{num(y)}" width="6.5" height="5.5" '
                'fill="#27407d"/>')
    return el("g", body + f'<rect x="{num(x)}" y="{num(y)}" width="{w}" height="{h}" '
                          'fill="none" stroke="#333" stroke-width="0.6"/>', class_="flag")


def _defs() -> str:
    """Bare shapes (no paint) that the static drawing and the clickable overlays both <use>:
    paint set on a <use> only reaches shapes that do not set it themselves."""
    bi = map_data()["berlin_inset"]
    out = [f'<path id="{_path_id(p)}" d="{province_shape(p)["d"]}" fill-rule="evenodd"/>'
           for p in PROVINCES]
    out += [f'<path id="sector-{sec}" d="{bi["sectors"][sec]["d"]}"/>' for sec in SECTORS]
    return el("defs", "".join(out))


def _static_map(lang: str) -> str:
    m = map_data()
    x, y, w, h = view_box()
    out = [_defs(), f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" '
           'fill="#d6e3e8"/>']
    for name in ("Polska", "ČSSR"):
        area = m["areas"][name]
        out.append(f'<path d="{area["d"]}" fill="#e6dfec" stroke="#9a8db0" stroke-width="1.2"/>')
    for p in PROVINCES:
        if p in ("West Berlin", "East Berlin"):
            continue
        fill = WEST_LIGHT if SIDE_OF_PROVINCE[p] == "west" else EAST_LIGHT
        out.append(f'<use href="#{_path_id(p)}" fill="{fill}" stroke="#6d5d4b" '
                   'stroke-width="1.2"/>')
    out.append(f'<path d="{m["areas"]["hamburg"]["d"]}" fill="#ece7dc" stroke="#6d5d4b" '
               'stroke-width="1"/>')
    out.append(f'<path d="{m["areas"]["berlin"]["d"]}" fill="#e8b5ab" stroke="#6d5d4b" '
               'stroke-width="1"/>')
    for name in ("Polska", "ČSSR"):
        lx, ly = POLSKA_AT if name == "Polska" else m["areas"][name]["label"]
        out.append(text(lx, ly, name, font_size=LABEL, font_weight=700, fill="#7b6a92",
                        text_anchor="middle", letter_spacing="1",
                        transform=f"rotate(-90 {num(lx)} {num(ly)})" if name == "Polska"
                        else None))
    out.append(_bands())
    out.append(_inset_static(lang))
    out.append(_province_names(lang))
    for p, sector in FLAG_AT.items():
        lx, ly = province_label(p)
        out.append(el("g", title(i18n.sector_name(sector, lang)) +
                      _flag(sector, lx - 7.5, ly - 26)))
    out.append(_legend(lang))
    return "".join(out)


def _bands() -> str:
    cities = map_data()["cities"]
    parts = []
    for conn in CONNECTIONS:
        (ax, ay), (bx, by) = cities[conn.a], cities[conn.b]
        parts.append(f"M{num(ax)} {num(ay)}L{num(bx)} {num(by)}")
    return (f'<path d="{"".join(parts)}" stroke="#fffdf5" stroke-opacity="0.75" '
            'stroke-width="9" stroke-linecap="round" fill="none"/>')


def _province_names(lang: str) -> str:
    out = []
    for p in PROVINCES:
        lx, ly = province_label(p)
        name = i18n.place(p, lang)
        if p == "West Berlin":  # a long name ("Berlin Zachodni") moves right, inside the inset
            lx = max(lx, map_data()["berlin_inset"]["frame"][0] + 12 + len(name) * NAME_EM / 2)
        colour = "#5d4500" if SIDE_OF_PROVINCE[p] == "west" else "#6e1a12"
        out.append(text(lx, ly, name, font_size=14, font_weight=700, fill=colour,
                        text_anchor="middle", class_="pname"))
    return el("g", "".join(out), class_="names")


def _inset_static(lang: str) -> str:
    bi = map_data()["berlin_inset"]
    fx, fy, fw, fh = bi["frame"]
    out = [f'<rect x="{num(fx)}" y="{num(fy)}" width="{num(fw)}" height="{num(fh)}" rx="5" '
           'fill="#fffdf7" stroke="#6d5d4b" stroke-width="1.5"/>']
    for sector in SECTORS:
        out.append(f'<use href="#sector-{sector}" fill="{WEST_LIGHT}" stroke="#a08f70" '
                   'stroke-width="1"/>')
    out.append(f'<use href="#{_path_id("East Berlin")}" fill="{EAST_LIGHT}" stroke="#6d5d4b" '
               'stroke-width="1"/>')
    out.append(f'<use href="#{_path_id("West Berlin")}" fill="none" stroke="#6d5d4b" '
               'stroke-width="1.2"/>')
    lx, ly = bi["label"]
    out.append(text(lx, ly, "Berlin", font_size=14, font_weight=800, fill=INK,
                    text_anchor="middle"))
    for sector in SECTORS:
        sx, sy = SECTOR_LABEL[sector]
        out.append(_flag(sector, sx - 32, sy - 8))
        name = i18n.SECTOR_NAMES[lang][sector]
        out.append(text(sx - 14, sy + 3, name, font_size=LABEL, font_weight=600, fill="#5d4500"))
    ax, ay = bi["city_berlin_anchor"]
    out.append(f'<circle cx="{num(ax)}" cy="{num(ay)}" r="5" fill="#fff" stroke="#6d5d4b" '
               'stroke-dasharray="2 1.5"/>')
    return el("g", "".join(out), class_="inset")


def _legend(lang: str) -> str:
    """The pieces in words, the mass protests included: a marker is numbered per side (4
    collapse a state), a dashed one was imported from West Berlin (explained, since its
    province may hold it with only 2 unrest)."""
    x, y = LEGEND
    row_h = 17.0
    rows = [
        (factory_token(x + 13, y + 9, "west", 2, False), i18n.t("factories", lang)),
        (factory_token(x + 13, y + 9, "east", 1, True), i18n.t("rundown", lang)),
        (f'<path d="M{num(x + 3)} {num(y + 9)}h20" stroke="#1f4f9a" stroke-width="4.5"/>',
         i18n.t("infrastructure", lang)),
        (unrest_chip(x + 13, y + 9, 3), i18n.t("unrest", lang)),
        (ls_chip(x + 13, y + 9, 2, "west"), i18n.t("legend_ls", lang)),
        (use("socialist", x + 4, y + 1, 17, EAST), i18n.t("socialists", lang)),
        (banner(x + 13, y + 1, "1", "east", False), i18n.t("legend_protest", lang)),
        (banner(x + 13, y + 1, "1", "west", True), i18n.t("legend_imported", lang)),
    ]
    wrapped = [wrap(label, 16, 4) for _, label in rows]
    heights = [max(row_h, 15 * len(lines) + 3) for lines in wrapped]
    shift = LEGEND_BOTTOM - (y + sum(heights))  # grows upwards from the map's bottom edge
    out = []
    top = y
    for (glyph, _), lines, height in zip(rows, wrapped, heights, strict=True):
        out.append(f'<g transform="translate(0 {num(top - y + shift)})">{glyph}</g>')
        for i, line in enumerate(lines):
            out.append(text(x + 30, top + shift + 13 + i * 15, line, font_size=LABEL,
                            fill=INK))
        top += height
    y += shift
    top += shift
    frame = (f'<rect x="{num(x - 3)}" y="{num(y - 5)}" width="{num(LEGEND_W)}" '
             f'height="{num(top - y + 6)}" rx="4" fill="#fffdf7" fill-opacity="0.9" '
             'stroke="#8c8273" stroke-width="0.8"/>')
    return el("g", frame + "".join(out), class_="legend")


def static_layer(lang: str = "en") -> str:
    """The drawing that never changes: hidden from screen readers (the dynamic layer's
    pieces carry the names and the state), except the tracks' headers (buttons)."""
    return el("g", el("g", _static_map(lang), aria_hidden="true") + static_tracks(lang),
              class_="static")


# --- pieces ----------------------------------------------------------------------------------


def factory_token(cx: float, cy: float, side: str, value: int, rundown: bool,
                   external: bool = False, rheinsberg: bool = False) -> str:
    colour = PURPLE if external else SIDE_COLOUR[side]
    fill = "url(#p-rundown)" if rundown else colour
    size = 17.0
    x, y = cx - size / 2, cy - size / 2
    ink = INK if side == "west" and not external and not rundown else "#fff"
    shape = (f'<rect x="{num(x)}" y="{num(y)}" width="{size}" height="{size}" rx="3" '
             f'fill="{fill}" stroke="{colour if rundown else INK}" '
             f'stroke-width="{2.6 if rundown else 1.3}"/>')
    if rheinsberg:
        shape += (f'<rect x="{num(x - 2.5)}" y="{num(y - 2.5)}" width="{size + 5}" '
                  f'height="{size + 5}" rx="4" fill="none" stroke="{INK}" stroke-width="1"/>')
    label = text(cx, cy + 4.8, value, font_size=LABEL, font_weight=800, fill=ink,
                 text_anchor="middle", stroke=INK if ink == "#fff" else None,
                 stroke_width=0.6 if ink == "#fff" else None, paint_order="stroke")
    return shape + label


def _city(city: str, view_board: dict[str, Any], lit: dict[str, list[str]], lang: str) -> str:
    fac = view_board["factories"].get(city)
    state = (fac["value"], fac["rundown"], fac["external"]) if fac else None
    dead = city in view_board.get("dead_sites", ())
    return _city_svg(city, state, dead, f"city:{city}" in lit, lang)


# The pieces below are cached by their (hashable) state: a click changes only a few of them,
# and string building is what costs time in Pyodide.
@lru_cache(maxsize=4096)
def _city_svg(city: str, state: tuple[int, bool, bool] | None, dead: bool, is_lit: bool,
              lang: str) -> str:
    cx, cy = map_data()["cities"][city]
    key = f"city:{city}"
    fac = {"value": state[0], "rundown": state[1], "external": state[2]} if state else None
    kind = CITY_KIND[city]
    side = "west" if kind == "hamburg" else SIDE_OF_PROVINCE.get(CITY_PROVINCE[city] or "",
                                                                   "east")
    ring = PURPLE if kind == "external" else INK
    body = f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{CITY_R}" fill="#fff" stroke="{ring}" ' \
           f'stroke-width="{2 if kind in ("external", "rheinsberg") else 1.4}"/>'
    if kind == "rheinsberg":
        body += (f'<circle cx="{num(cx)}" cy="{num(cy)}" r="3.2" fill="none" stroke="{INK}" '
                 'stroke-width="1"/>')
    if dead:
        body += (f'<path d="M{num(cx - 5)} {num(cy - 5)}l10 10m0-10l-10 10" stroke="{PURPLE}" '
                 'stroke-width="2"/>')
    info = i18n.place(city, lang)
    if CITY_PROVINCE[city]:
        info += f" ({i18n.place(CITY_PROVINCE[city], lang)})"
    if dead:
        info += " · " + render(m("dead_site"), lang)
    if fac:
        body += factory_token(cx, cy, side, fac["value"], fac["rundown"], fac["external"],
                               city == RHEINSBERG)
        info += f" · {i18n.t('value', lang)} {fac['value']}"
        if fac["rundown"]:
            info += f" · {i18n.t('rundown', lang)}"
    if is_lit:
        body = (f'<circle class="ring" cx="{num(cx)}" cy="{num(cy)}" r="13"/>' + body)
    body += f'<circle class="hit" cx="{num(cx)}" cy="{num(cy)}" r="12"/>'
    return el("g", title(info) + body, class_="city lit" if is_lit else "city", data_opt=key,
              data_factory=("r" if fac["rundown"] else "n") if fac else None,
              data_value=fac["value"] if fac else None, data_dead="1" if dead else None,
              data_info=info if dead else None, role="img", aria_label=info)


@lru_cache(maxsize=4)
def _city_names(lang: str) -> str:
    return el("g", "".join(_city_name(c, lang) for c in map_data()["cities"]), class_="cnames",
              aria_hidden="true")


def _city_name(city: str, lang: str) -> str:
    if CITY_KIND[city] == "external":
        return ""
    cx, cy = map_data()["cities"][city]
    dx, dy, anchor = CITY_NAME_AT.get(city, (10.0, -7.0, "start"))
    return text(cx + dx, cy + dy, i18n.place(city, lang), font_size=LABEL, fill="#2c2620",
                class_="cname", text_anchor=None if anchor == "start" else anchor)


# line → (its connection, its number among the connection's lines)
_LINE_OF = {line: (conn, i) for conn in CONNECTIONS for i, line in enumerate(conn.lines)}


def line_label(line: str, state: str, lang: str) -> str:
    """A line's name and state in words ("Kiel – Hamburg (1/2): infrastructure")."""
    conn, i = _LINE_OF[line]
    b = i18n.place(conn.b, lang)
    if len(conn.lines) > 1:
        b += f" ({i + 1}/{len(conn.lines)})"
    return i18n.t(f"line_{state}", lang, a=i18n.place(conn.a, lang), b=b)


@lru_cache(maxsize=1024)
def _line(line: str, built: bool, working: bool, is_lit: bool, lang: str = "en") -> str:
    x1, y1, x2, y2 = _SLOTS[line]
    d = f"M{num(x1)} {num(y1)}L{num(x2)} {num(y2)}"
    state = "working" if working else ("built" if built else "empty")
    cls = f"slot {state}" + (" lit" if is_lit else "")
    return el("g", f'<path class="vis" d="{d}"/><path class="hit" d="{d}"/>', class_=cls,
              data_opt=f"line:{line}", role="img", aria_label=line_label(line, state, lang))


def _lines(view_board: dict[str, Any], lit: dict[str, list[str]], lang: str = "en") -> str:
    infra = set(view_board["infrastructure"])
    working = set(view_board["working_connections"])
    out = []
    cities = map_data()["cities"]
    for conn in CONNECTIONS:
        is_working = f"{conn.a}~{conn.b}" in working
        if is_working:
            (ax, ay), (bx, by) = cities[conn.a], cities[conn.b]
            out.append(f'<path class="band-working" d="M{num(ax)} {num(ay)}L{num(bx)} '
                       f'{num(by)}"/>')
        for line in conn.lines:
            out.append(_line(line, line in infra, is_working, f"line:{line}" in lit, lang))
    return el("g", "".join(out), class_="lines")


# --- counters per province -------------------------------------------------------------------


def unrest_chip(cx: float, cy: float, n: int) -> str:
    return (f'<circle cx="{num(cx)}" cy="{num(cy)}" r="9" fill="#262626" stroke="#fff" '
            'stroke-width="1"/>' +
            text(cx, cy + 4.8, n, font_size=LABEL, font_weight=800, fill="#fff",
                 text_anchor="middle"))


def ls_chip(cx: float, cy: float, n: int, side: str) -> str:
    colour = SIDE_COLOUR[side]
    x, y = cx - 10, cy - 10
    return (f'<path d="M{num(x)} {num(y + 7)}L{num(x + 10)} {num(y)}L{num(x + 20)} {num(y + 7)}'
            f'V{num(y + 20)}H{num(x)}z" fill="{colour}" stroke="{INK}" stroke-width="1"/>' +
            text(cx, cy + 8, n, font_size=LABEL, font_weight=800,
                 fill=INK if side == "west" else "#fff", text_anchor="middle"))


def _socialist_chip(cx: float, cy: float, n: int) -> str:
    return (use("socialist", cx - 9, cy - 9, 17, EAST) +
            text(cx + 9, cy + 5, n, font_size=LABEL, font_weight=800, fill=EAST_DARK))


def protest_words(view_board: dict[str, Any],
                  lang: str = "en") -> dict[str, list[tuple[str, bool]]]:
    """Province → its mass protest markers as (word, imported): "Protest 1", "Protest 2", ...
    in the language, numbered per side in board order (the fourth collapses the state; the
    legend says so), imported West Berlin markers counted as West's."""
    out: dict[str, list[tuple[str, bool]]] = {}
    count = {"west": 0, "east": 0}
    for p in PROVINCES:
        side = SIDE_OF_PROVINCE[p]
        info = view_board["provinces"][p]
        imported = info["imported_markers"]
        own = info["markers"] - imported
        for is_imported in [False] * own + [True] * imported:
            word = f"{i18n.t('marker_protest', lang)} {count[side] + 1}"
            out.setdefault(p, []).append((word, is_imported))
            count[side] += 1
    return out


BANNER_H = 17.0


def banner_width(word: str) -> float:
    return max(20.0, len(word) * 7.6 + 8)


def banner(x: float, y: float, word: str, side: str, imported: bool) -> str:
    """A mass protest marker centred on x (top at y); an imported one has a dashed edge."""
    w = banner_width(word)
    dash = ' stroke-dasharray="4 2.5"' if imported else ""
    return (f'<rect x="{num(x - w / 2)}" y="{num(y)}" width="{num(w)}" height="{BANNER_H}" '
            f'rx="2" fill="#161616" stroke="{SIDE_COLOUR[side]}" stroke-width="2"{dash}/>' +
            text(x, y + 12.8, word, font_size=LABEL, font_weight=700, fill="#fff",
                 text_anchor="middle"))


def province_words(p: str, info: dict[str, Any], factories: tuple[tuple[str, int, bool], ...],
                   lang: str) -> str:
    """A province's name and state in words, for screen readers: economy, export factory,
    living standard, unrest, mass protests (the imported ones), socialists, factories."""
    export = info["export_value"]
    parts = [f"{i18n.t('economy', lang)} {info['economy']}",
             f"{i18n.t('export', lang)} {'–' if export is None else export}",
             f"{i18n.t('ls', lang)} {info['ls']}", f"{i18n.t('unrest', lang)} {info['unrest']}"]
    protests = f"{i18n.t('protests', lang)} {info['markers']}"
    if info["imported_markers"]:
        protests += (f" ({info['imported_markers']} {i18n.t('imported', lang)}, "
                     f"{i18n.t('imported_why', lang)})")
    parts.append(protests)
    if info["socialists"]:
        parts.append(f"{i18n.t('socialists', lang)} {info['socialists']}")
    built = ", ".join(f"{i18n.place(c, lang)} {v}" +
                      (f" ({i18n.t('rundown', lang)})" if rundown else "")
                      for c, v, rundown in factories) or i18n.t("none", lang)
    parts.append(f"{i18n.t('factories', lang)}: {built}")
    return f"{i18n.place(p, lang)}: " + "; ".join(parts)


def _province_info(p: str, info: dict[str, Any], lang: str) -> str:
    parts = [i18n.place(p, lang),
             f"{i18n.t('economy', lang)} {info['economy']}",
             f"{i18n.t('export', lang)} "
             f"{info['export_value'] if info['export_value'] is not None else '–'}",
             f"LS {info['ls']}", f"{i18n.t('unrest', lang)} {info['unrest']}"]
    if info["markers"]:
        parts.append(f"{i18n.t('protests', lang)} {info['markers']}")
    if info["imported_markers"]:
        parts.append(f"{info['imported_markers']} {i18n.t('imported', lang)} "
                     f"({i18n.t('imported_why', lang)})")
    if info["socialists"]:
        parts.append(f"{i18n.t('socialists', lang)} {info['socialists']}")
    return " · ".join(parts)


def _counters(p: str, info: dict[str, Any], words: list[tuple[str, bool]]) -> str:
    return _counters_svg(p, info["unrest"], info["ls"], info["markers"], info["socialists"],
                         tuple(words))


@lru_cache(maxsize=2048)
def _counters_svg(p: str, unrest: int, ls: int, markers: int, socialists: int,
                  words: tuple[tuple[str, bool], ...]) -> str:
    info = {"unrest": unrest, "ls": ls, "markers": markers, "socialists": socialists}
    lx, ly = province_label(p)
    side = SIDE_OF_PROVINCE[p]
    chips: list[tuple[str, float]] = []
    if info["unrest"]:
        chips.append(("unrest", 22))
    if info["ls"] and p != "West Berlin":
        chips.append(("ls", 24))
    if info["socialists"]:
        chips.append(("socialists", 32))
    x = lx - sum(w for _, w in chips) / 2
    y = ly + 15
    out = ""
    for kind, w in chips:
        cx = x + w / 2 - (3 if kind == "socialists" else 0)
        if kind == "unrest":
            out += unrest_chip(cx, y, info["unrest"])
        elif kind == "ls":
            out += ls_chip(cx, y, info["ls"], side)
        else:
            out += _socialist_chip(cx, y, info["socialists"])
        x += w
    by = y + 12
    step = max((banner_width(w) for w, _ in words), default=0) + 4
    for i, (word, imported) in enumerate(words):
        col, row = i % 2, i // 2
        n_in_row = min(2, len(words) - row * 2)
        bx = lx + (col - (n_in_row - 1) / 2) * step
        out += banner(bx, by + row * (BANNER_H + 2), word, side, imported)
    return el("g", out, class_="counters", data_prov=p, data_unrest=info["unrest"],
              data_ls=info["ls"], data_markers=info["markers"],
              data_socialists=info["socialists"],
              data_words=" ".join(w for w, _ in words) or None, aria_hidden="true")


def _sectors(view_board: dict[str, Any], lit: dict[str, list[str]], lang: str) -> str:
    out = []
    for sector in SECTORS:
        key = f"sector:{sector}"
        n = view_board["west_berlin_sectors"][sector]
        sx, sy = SECTOR_LABEL[sector]
        name = i18n.sector_name(sector, lang)
        supplier = i18n.place(SUPPLIER_OF_SECTOR[sector], lang)
        body = title(f"{name} · LS {n} · {supplier}")
        body += f'<use href="#sector-{sector}" class="area"/>'
        if n:
            body += ls_chip(sx + 2, sy + 15, n, "west")
        cls = "sector lit" if key in lit else "sector"
        out.append(el("g", body, class_=cls, data_opt=key, data_ls=n, role="img",
                      aria_label=f"{name}: {i18n.t('ls', lang)} {n}; {supplier}"))
    return "".join(out)


def _province_areas(view_board: dict[str, Any], lit: dict[str, list[str]], lang: str) -> str:
    out = []
    factories: dict[str, list[tuple[str, int, bool]]] = {}
    for city, fac in view_board["factories"].items():
        province = CITY_PROVINCE.get(city)
        if province:
            factories.setdefault(province, []).append((city, fac["value"], fac["rundown"]))
    for p in PROVINCES:
        key = f"prov:{p}"
        info = view_board["provinces"][p]
        out.append(_province_area(p, tuple(sorted(info.items())), key in lit, lang,
                                  tuple(sorted(factories.get(p, ())))))
    return "".join(out)


@lru_cache(maxsize=2048)
def _province_area(p: str, info: tuple[tuple[str, Any], ...], is_lit: bool, lang: str,
                   factories: tuple[tuple[str, int, bool], ...] = ()) -> str:
    cls = "prov lit" if is_lit else "prov"
    return el("g", title(_province_info(p, dict(info), lang)) +
              f'<use href="#{_path_id(p)}" class="area"/>', class_=cls, data_opt=f"prov:{p}",
              role="img", aria_label=province_words(p, dict(info), factories, lang))


def places_html(view_board: dict[str, Any], lang: str) -> str:
    """The map's names as a list (shown on a phone, where the map's own names are too small
    to read at its width): each province in words, as a screen reader hears it, with its
    cities."""
    factories: dict[str, list[tuple[str, int, bool]]] = {}
    for city, fac in view_board["factories"].items():
        province = CITY_PROVINCE.get(city)
        if province:
            factories.setdefault(province, []).append((city, fac["value"], fac["rundown"]))
    rows = []
    for p in PROVINCES:
        info = view_board["provinces"][p]
        cities = ", ".join(i18n.place(c, lang) for c in map_data()["cities"]
                           if CITY_PROVINCE.get(c) == p and CITY_KIND[c] != "external")
        words = province_words(p, info, tuple(sorted(factories.get(p, ()))), lang)
        name, _, rest = words.partition(": ")
        rows.append(el("li", el("b", esc(name)) + (f" ({esc(cities)})" if cities else "") +
                       f": {esc(rest)}", data_place=p))
    rows += [el("li", el("b", esc(i18n.place(c, lang))), data_place=c)
             for c in map_data()["cities"]
             if CITY_PROVINCE.get(c) is None and CITY_KIND[c] != "external"]  # Hamburg
    return el("details", el("summary", esc(i18n.t("places", lang))) +
              el("ul", "".join(rows)))


def _wall(standing: bool, lang: str = "en") -> str:
    """The Wall in the Berlin inset (named for screen readers while it stands)."""
    return el("g", _wall_svg(standing), role="img", aria_label=i18n.t("wall_stands", lang)) \
        if standing else el("g", _wall_svg(standing), aria_hidden="true")


def _wall_svg(standing: bool) -> str:
    pts = " ".join(f"{num(x)},{num(y)}" for x, y in map_data()["berlin_inset"]["wall"])
    if standing:
        return (f'<polyline points="{pts}" fill="none" stroke="#4a4a4a" stroke-width="6" '
                'stroke-linejoin="round"/>'
                f'<polyline points="{pts}" fill="none" stroke="#bdb8ae" stroke-width="3.2" '
                'stroke-dasharray="5 1.5" stroke-linejoin="round" class="wall" '
                'data-wall="1"/>')
    return (f'<polyline points="{pts}" fill="none" stroke="#6d5d4b" stroke-width="1.4" '
            'stroke-dasharray="4 3" data-wall="0"/>')


def _berlin_anchor(view_board: dict[str, Any]) -> str:
    fac = view_board["factories"].get("Berlin")
    if not fac:
        return ""
    ax, ay = map_data()["berlin_inset"]["city_berlin_anchor"]
    # drawn again in the inset; the city "Berlin" names it
    return el("g", factory_token(ax, ay, "east", fac["value"], fac["rundown"]),
              aria_hidden="true")


def dynamic_layer(view: dict[str, Any], lit: dict[str, list[str]] | None = None,
                  lang: str = "en") -> str:
    lit = lit or {}
    vb = view["board"]
    words = protest_words(vb, lang)
    cities = map_data()["cities"]
    out = [
        _province_areas(vb, lit, lang),
        _sectors(vb, lit, lang),
        _wall(bool(view.get("wall")), lang),
        _lines(vb, lit, lang),
        _city_names(lang),
        el("g", "".join(_city(c, vb, lit, lang) for c in cities), class_="cities"),
        _berlin_anchor(vb),
        el("g", "".join(_counters(p, vb["provinces"][p], words.get(p, [])) for p in PROVINCES),
           class_="all-counters"),
        dynamic_tracks(view, lit, lang),
    ]
    return el("g", "".join(out), class_="dynamic")


def change_marks(keys: list[str], tracks: dict[str, int]) -> str:
    """Pulsing outlines on the things the other side's last turn changed (keys as in
    recap.mark_keys); drawn over the pieces, never catching a click."""
    cities = map_data()["cities"]
    out = []
    for key in keys:
        kind, _, name = key.partition(":")
        if kind == "city" and name in cities:
            cx, cy = cities[name]
            body = f'<circle cx="{num(cx)}" cy="{num(cy)}" r="15"/>'
        elif kind == "line" and name in _SLOTS:
            x1, y1, x2, y2 = _SLOTS[name]
            body = f'<path d="M{num(x1)} {num(y1)}L{num(x2)} {num(y2)}"/>'
        elif kind == "prov" and name in SIDE_OF_PROVINCE:
            body = f'<use href="#{_path_id(name)}"/>'
        elif kind == "sector" and name in SECTOR_LABEL:
            body = f'<use href="#sector-{name}"/>'
        elif kind == "track" and name in tracks:
            x, y, w, h = row_box(name, tracks[name])
            body = (f'<rect x="{num(x - 2)}" y="{num(y - 2)}" width="{num(w + 4)}" '
                    f'height="{num(h + 4)}" rx="3"/>')
        else:
            continue
        out.append(el("g", body, class_=f"chg chg-{kind}", data_chg=key))
    return el("g", "".join(out), class_="changes", aria_hidden="true") if out else ""


def render_board(view: dict[str, Any], lit: dict[str, list[str]] | None = None,
                 lang: str = "en") -> str:
    """The whole board as one <svg> string."""
    x, y, w, h = view_box()
    return (f'<svg id="board-svg" xmlns="http://www.w3.org/2000/svg" '
            f'viewBox="{num(x)} {num(y)} {num(w)} {num(h)}" font-family="{esc(FONT)}" '
            f'role="group" aria-label="{esc(i18n.t("board_name", lang))}">{static_layer(lang)}'
            f'{dynamic_layer(view, lit, lang)}</svg>')
