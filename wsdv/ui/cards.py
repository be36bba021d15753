"""Cards drawn from wsdv/data/cards.json with our own layout and icons (never the printed
art): colour frame, value(s), corner icons, titles in English and German, years, the event's
icons (with region, limit and coat-of-arms marks) and its arrows."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from . import i18n
from .icons import EAST, EAST_DARK, INK, PAPER, PINK, SIDE_COLOUR, WEST, icon_colour, use
from .svg import el, esc, num, text, title, wrap

W, H = 100, 140
FRAME = {"red": EAST, "yellow": WEST, "dual": "url(#g-dual)", "special": "#2d2a2e"}
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}
ICON = 18.0  # icon size in card units
TINT = {"red": "#f6dbd6", "yellow": "#f7ebc2", "dual": "url(#g-dual-light)", "special": "#e2dde3"}
ARROW_TRACKS = ("prestige", "western_currency", "socialist")
FONT = "Inter, 'Helvetica Neue', Arial, sans-serif"

if TYPE_CHECKING:
    from ..engine.data import Card, Icon


def _value_badge(c: Card) -> str:
    if c.value is None:
        return (f'<circle cx="14" cy="14" r="9.5" fill="{INK}"/>' +
                text(14, 18.2, ROMAN[c.decade], font_size=11, font_weight=700, fill="#fff",
                     text_anchor="middle"))
    if c.value.west == c.value.east:
        return (f'<circle cx="14" cy="14" r="9.5" fill="#fff" stroke="{INK}" '
                'stroke-width="1.6"/>' +
                text(14, 18.6, c.value.west, font_size=13, font_weight=700, fill=INK,
                     text_anchor="middle"))
    out = ""
    for i, (side, v) in enumerate((("west", c.value.west), ("east", c.value.east))):
        x = 5 + i * 14
        out += (f'<rect x="{x}" y="5" width="13" height="17" rx="2" fill="{SIDE_COLOUR[side]}" '
                f'stroke="{INK}" stroke-width="1.1"/>' +
                text(x + 6.5, 18, v, font_size=12, font_weight=700,
                     fill=INK if side == "west" else "#fff", text_anchor="middle"))
    return out


def _corner(c: Card) -> str:
    marks: list[tuple[str, str]] = [("flight", "#d9d9d9")] * c.corner.flight
    if c.corner.police:
        marks.append(("police_red", EAST if c.corner.police == "red" else PINK))
    out = ""
    for i, (sym, colour) in enumerate(reversed(marks)):
        out += use(sym, 83 - i * 14, 5, 13, colour)
    return out


def _titles(c: Card, lang: str, top: float) -> tuple[str, float]:
    # the printed (German) title below, or the English one below the German
    main = i18n.card_title(c.id, lang)
    other = c.title.en if lang == "de" else c.title.de
    colour = EAST_DARK if c.colour in ("dual", "special") else INK
    # a long German compound cannot wrap: shrink the title until its longest word fits
    longest = max(len(w) for w in main.split())
    size = min(8.4, 88 / (longest * 0.62))
    out = ""
    y = top
    for line in wrap(main, int(88 / (size * 0.58)), 3):
        out += text(50, y, line, font_size=round(size, 1), font_weight=700, fill=colour,
                    text_anchor="middle")
        y += size + 0.6
    y -= 1.5
    for line in wrap(other, 28, 2):
        out += text(50, y, line, font_size=5.8, font_style="italic", fill="#555",
                    text_anchor="middle")
        y += 6.5
    return out, y


def _key(icon: Icon) -> tuple[object, ...]:
    return (icon.do, icon.to, icon.region, icon.decides, icon.max_per_province)


def _rows(c: Card) -> list[list[Icon]]:
    """Consecutive icons with the same instruction form one group (one caption)."""
    groups: list[list[Icon]] = []
    for icon in c.event.icons:
        if groups and _key(groups[-1][0]) == _key(icon):
            groups[-1].append(icon)
        else:
            groups.append([icon])
    return groups


def _caption(icon: Icon, lang: str) -> str:
    parts = []
    if icon.region:
        parts.append(i18n.place(icon.region, lang))
    if icon.max_per_province:
        parts.append(i18n.t("max_per_province", lang, n=icon.max_per_province))
    return " · ".join(parts)


def _group_svg(group: list[Icon], x: float, y: float, lang: str) -> str:
    out = ""
    for i, icon in enumerate(group):
        ix = x + i * (ICON + 1)
        colour = icon_colour(icon.do, icon.to)
        out += use(icon.do, ix, y, ICON, colour)
        if icon.decides:
            mark = i18n.t("decides_mark", lang, side=i18n.side_name(icon.decides, lang))
            out += el("g", title(mark) + use(f"arms_{icon.decides}", ix + ICON - 7, y + ICON - 7,
                                             9), class_="arms")
    return out


def _group_width(group: list[Icon], lang: str) -> float:
    icons = len(group) * (ICON + 1) - 1
    cap = _caption(group[0], lang)
    return max(icons, len(cap) * 2.9)


def _event(c: Card, lang: str, top: float) -> str:
    lines = _lines(c, lang)
    height = sum(_line_height(line, lang) for line in lines) + (12 if c.event.arrows else 0)
    y = top + max(0.0, (126 - top - height) / 2)
    out = ""
    for line in lines:
        out += _line_svg(line, y, lang)
        y += _line_height(line, lang)
    return out + _arrows(c, y)


def _line_height(line: list[list[Icon]], lang: str) -> float:
    has_caption = any(_caption(g[0], lang) for g in line)
    return ICON + (9 if has_caption else 4)


def _lines(c: Card, lang: str) -> list[list[list[Icon]]]:
    groups = _rows(c)
    lines: list[list[list[Icon]]] = [[]]
    width = 0.0
    for g in groups:
        w = _group_width(g, lang)
        if lines[-1] and width + 4 + w > 90:
            lines.append([])
            width = 0.0
        lines[-1].append(g)
        width += (4 if width else 0) + w
    return [line for line in lines if line]


def _line_svg(line: list[list[Icon]], y: float, lang: str) -> str:
    out = ""
    if line:
        widths = [_group_width(g, lang) for g in line]
        x = 50 - (sum(widths) + 4 * (len(line) - 1)) / 2
        for g, w in zip(line, widths, strict=True):
            icons_w = len(g) * (ICON + 1) - 1
            out += _group_svg(g, x + (w - icons_w) / 2, y, lang)
            cap = _caption(g[0], lang)
            if cap:
                out += text(x + w / 2, y + ICON + 5.5, cap, font_size=5, fill=INK,
                            text_anchor="middle", font_weight=600)
            x += w + 4
    return out


def _arrows(c: Card, y: float) -> str:
    """Arrows per track: yellow ◀ toward West, red ▶ toward East, next to the track symbol."""
    chunks = [(t, c.event.arrows[t]) for t in ARROW_TRACKS if c.event.arrows.get(t)]
    if not chunks:
        return ""
    widths = [16 + 10 * abs(d) for _, d in chunks]
    x = 50 - (sum(widths) + 6 * (len(chunks) - 1)) / 2
    out = ""
    for (track, d), w in zip(chunks, widths, strict=True):
        east = d > 0
        colour = EAST if east else WEST
        sym_x = x if east else x + w - 14
        out += use(track, sym_x, y, 14, EAST if track == "socialist" else "#fff")
        for k in range(abs(d)):
            ax = x + 16 + k * 10 if east else x + k * 10
            path = (f"M{num(ax)} {num(y + 2)}l9 5-9 5z" if east
                    else f"M{num(ax + 9)} {num(y + 2)}l-9 5 9 5z")
            out += f'<path d="{path}" fill="{colour}" stroke="{INK}" stroke-width="0.8"/>'
        x += w + 6
    return out


@lru_cache(maxsize=512)
def _card_body(card_id: str, lang: str) -> str:
    from ..engine.data import cards
    c = cards()[card_id]
    names, y = _titles(c, lang, 31)
    frame = FRAME[c.colour]
    return (
        f'<rect x="0.5" y="0.5" width="99" height="139" rx="6" fill="{frame}" stroke="{INK}"/>'
        f'<rect x="4" y="4" width="92" height="132" rx="4" fill="{PAPER}"/>'
        f'<path d="M4 {num(y + 4)}V8a4 4 0 0 1 4-4h84a4 4 0 0 1 4 4V{num(y + 4)}z" '
        f'fill="{TINT[c.colour]}"/>' +
        _value_badge(c) + _corner(c) + names +
        text(50, y + 1.5, c.years, font_size=6, fill="#444", text_anchor="middle") +
        f'<path d="M12 {num(y + 5)}H88" stroke="#ccc" stroke-width="0.6"/>' +
        _event(c, lang, y + 8) +
        text(7, 133.5, card_id, font_size=6.5, font_weight=700, fill="#666") +
        text(93, 133.5, ROMAN[c.decade], font_size=6.5, fill="#666", text_anchor="end")
    )


def _open(card_id: str, lang: str) -> str:
    from ..engine.data import cards
    c = cards()[card_id]
    label = f"{card_id} {i18n.card_title(card_id, lang)}"
    return (f'<svg class="card c-{c.colour}" viewBox="0 0 {W} {H}" data-card="{esc(card_id)}" '
            f'role="img" aria-label="{esc(label)}" font-family="{FONT}" '
            f'xmlns="http://www.w3.org/2000/svg">{title(label)}')


@lru_cache(maxsize=512)
def card_svg(card_id: str, lang: str = "en") -> str:
    """One card as a self-contained <svg> (icons come from the page's sprite)."""
    return _open(card_id, lang) + _card_body(card_id, lang) + "</svg>"


def symbol_id(card_id: str, lang: str) -> str:
    return f"card-{lang}-{card_id}"


def card_symbol(card_id: str, lang: str) -> str:
    """A card as a <symbol>: defined once in the page (in #card-defs, when first shown), then
    drawn by every `card_use` with a light <use>."""
    return (f'<symbol id="{symbol_id(card_id, lang)}" viewBox="0 0 {W} {H}" '
            f'font-family="{FONT}">{_card_body(card_id, lang)}</symbol>')


def card_sprite() -> str:
    """The (initially empty) home of the card symbols: undisplayed, <use> still draws them
    (they hold no paint servers of their own)."""
    return ('<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none" '
            'id="card-sprite"><defs id="card-defs"></defs></svg>')


@lru_cache(maxsize=1024)
def card_use(card_id: str, lang: str = "en") -> str:
    """A card drawn from its `card_symbol` (which must be in the page)."""
    return _open(card_id, lang) + f'<use href="#{symbol_id(card_id, lang)}"/></svg>'


def card_back(decade: int) -> str:
    return (f'<svg class="card back" viewBox="0 0 {W} {H}" xmlns="http://www.w3.org/2000/svg" '
            'aria-hidden="true">'
            f'<rect x="0.5" y="0.5" width="99" height="139" rx="6" fill="#3b3a3d" stroke="{INK}"/>'
            '<rect x="8" y="8" width="84" height="124" rx="3" fill="none" stroke="#777"/>' +
            text(50, 76, ROMAN.get(decade, ""), font_size=22, font_weight=700, fill="#bbb",
                 text_anchor="middle") + "</svg>")
