"""Our own icon set: small SVG symbols (24×24) for every card icon kind, the tracks, the
corner icons and the coat-of-arms mark, written once into the page as a sprite and drawn
with <use>. Shapes take the side colour from `color` (currentColor)."""

from __future__ import annotations

from functools import lru_cache

from .svg import attrs, num

WEST = "#e0ad17"
WEST_DARK = "#7a5c00"
WEST_LIGHT = "#f7e8b4"
EAST = "#c8372d"
EAST_DARK = "#7a1c15"
EAST_LIGHT = "#f2cdc6"
PINK = "#e46fa8"
PURPLE = "#7b52a8"
INK = "#222"
PAPER = "#fbf8f1"

SIDE_COLOUR = {"west": WEST, "east": EAST}
SIDE_DARK = {"west": WEST_DARK, "east": EAST_DARK}
SIDE_LIGHT = {"west": WEST_LIGHT, "east": EAST_LIGHT}

_OUT = f'stroke="{INK}" stroke-width="1.1" stroke-linejoin="round"'
_FACTORY = f'<path d="M2 21V4h3.5v8l5-3.5v3.5l5-3.5v3.5l5-3.5V21z" fill="currentColor" {_OUT}/>'
_PLACARD = (f'<path d="M10.2 12.5V22" stroke="{INK}" stroke-width="2" stroke-linecap="round"/>'
            f'<rect x="2.5" y="3" width="15.5" height="10" rx="1.2" fill="currentColor" {_OUT}/>'
            f'<path d="M5.5 6.5h9.5M5.5 9.5h7" stroke="{INK}" stroke-width="1.1"/>')
_HOUSE = f'<path d="M2 12.5L11 4l9 8.5h-2.5V21h-13v-8.5z" fill="currentColor" {_OUT}/>' \
         f'<rect x="9" y="14.5" width="4" height="6.5" fill="{PAPER}" {_OUT}/>'
_SHIELD = "M12 1.8l8.5 3.2v6.2c0 5.2-3.7 9.3-8.5 11-4.8-1.7-8.5-5.8-8.5-11V5z"


def _badge(sign: str) -> str:
    """A white disc at the top right with a sign: + − ▼ ▲ × → 3."""
    body = f'<circle cx="18.3" cy="5.7" r="5.2" fill="#fff" {_OUT}/>'
    stroke = f'stroke="{INK}" stroke-width="1.9" stroke-linecap="round"'
    if sign in "+−":
        body += f'<path d="M15.3 5.7h6" {stroke}/>'
        if sign == "+":
            body += f'<path d="M18.3 2.7v6" {stroke}/>'
    elif sign == "▼":
        body += f'<path d="M15.4 4h5.8l-2.9 4.6z" fill="{INK}"/>'
    elif sign == "▲":
        body += f'<path d="M15.4 7.6h5.8l-2.9-4.6z" fill="{INK}"/>'
    elif sign == "×":
        body += f'<path d="M16 3.4l4.6 4.6M20.6 3.4L16 8" {stroke}/>'
    elif sign == "→":
        body += f'<path d="M15 5.7h6M18.6 3.2l2.5 2.5-2.5 2.5" {stroke} fill="none"/>'
    elif sign == "3":
        body += f'<text x="18.3" y="8.9" font-size="9" font-weight="700" text-anchor="middle" ' \
                f'font-family="sans-serif" fill="{INK}">3</text>'
    return body


def _bricks(gap: bool) -> str:
    out = ""
    rows = [(4, 0), (9.5, 3), (15, 0)]
    for y, shift in rows:
        x = 1.5 - shift
        while x < 22.5:
            x0, x1 = max(1.5, x), min(22.5, x + 6)
            if not (gap and 9 < (x0 + x1) / 2 < 15):
                out += (f'<rect x="{num(x0)}" y="{y}" width="{num(x1 - x0)}" height="5" '
                        f'fill="currentColor" {_OUT}/>')
            x += 6.5
    return out + '<rect x="1.5" y="20" width="21" height="1.5" fill="#666"/>'


_SYMBOLS: dict[str, str] = {
    "build": _FACTORY + _badge("+"),
    "dismantle": _FACTORY + _badge("−"),
    "rundown": _FACTORY + _badge("▼"),
    "repair": _FACTORY + _badge("▲"),
    "factory_remove_with_infrastructure":
        _FACTORY + '<path d="M0.5 23h23" stroke="#2f5fa8" stroke-width="2" '
        'stroke-dasharray="3 2"/>' + _badge("×"),
    "unrest_add": _PLACARD + _badge("+"),
    "unrest_remove": _PLACARD + _badge("−"),
    "unrest_move": _PLACARD + _badge("→"),
    "reduce_to_three": _PLACARD + _badge("3"),
    "ls_add": _HOUSE + _badge("+"),
    "ls_add_keep_unrest": _HOUSE + _badge("+") +
        f'<rect x="13.5" y="15" width="8" height="5" rx="0.8" fill="#fff" {_OUT}/>'
        f'<path d="M15 17.5h5" stroke="{INK}"/>',
    "ls_remove": _HOUSE + _badge("−"),
    "police_red": f'<path d="{_SHIELD}" fill="currentColor" {_OUT}/>'
                  '<path d="M12 6.5l1.5 3.3 3.6.3-2.7 2.4.8 3.5L12 14.2 8.8 16l.8-3.5-2.7-2.4 '
                  '3.6-.3z" fill="#fff"/>',
    "wall_build": _bricks(False),
    "wall_open": _bricks(True) + f'<path d="M12 2v18" stroke="{INK}" stroke-width="1" '
                                 'stroke-dasharray="2 1.5"/>',
    "stasi_disbandment":
        f'<path d="M1.5 12c3-5 6.5-7 10.5-7s7.5 2 10.5 7c-3 5-6.5 7-10.5 7S4.5 17 1.5 12z" '
        f'fill="#fff" {_OUT}/><circle cx="12" cy="12" r="4" fill="currentColor" {_OUT}/>'
        f'<circle cx="12" cy="12" r="1.6" fill="{INK}"/>'
        f'<path d="M3 21L21 3" stroke="{INK}" stroke-width="2.4" stroke-linecap="round"/>',
    "guillaume_affair":
        f'<rect x="2" y="3" width="11" height="15" rx="1.5" fill="#fff" {_OUT}/>'
        f'<path d="M4.5 7h6M4.5 10h6M4.5 13h4" stroke="#999"/>'
        f'<circle cx="14" cy="12" r="5.2" fill="currentColor" fill-opacity="0.35" {_OUT}/>'
        f'<path d="M17.8 15.8L22 20" stroke="{INK}" stroke-width="2.6" stroke-linecap="round"/>',
    "flight": f'<path d="M9 7.5V5.2c0-.8.5-1.2 1.2-1.2h3.6c.7 0 1.2.4 1.2 1.2v2.3" '
              f'fill="none" stroke="{INK}" stroke-width="1.6"/>'
              f'<rect x="3" y="7.5" width="18" height="13" rx="2" fill="currentColor" {_OUT}/>'
              f'<path d="M3 12.5h18" stroke="{INK}" stroke-width="1"/>'
              f'<rect x="10.5" y="11" width="3" height="3" fill="#fff" {_OUT}/>',
    "prestige": '<path d="M12 1.8l2.9 6.3 6.8.7-5.1 4.6 1.5 6.8L12 16.7l-6.1 3.5 1.5-6.8L2.3 '
                f'8.8l6.8-.7z" fill="currentColor" {_OUT}/>',
    "western_currency": f'<circle cx="12" cy="12" r="9.5" fill="currentColor" {_OUT}/>'
                        f'<circle cx="12" cy="12" r="7" fill="none" stroke="{INK}" '
                        'stroke-width="0.6"/><text x="12" y="15.3" font-size="8.5" '
                        'font-weight="700" text-anchor="middle" font-family="sans-serif" '
                        f'fill="{INK}">DM</text>',
    "socialist": f'<circle cx="12" cy="6.5" r="4.3" fill="currentColor" {_OUT}/>'
                 f'<path d="M3.5 22c0-6 3.6-9.5 8.5-9.5s8.5 3.5 8.5 9.5z" fill="currentColor" '
                 f'{_OUT}/><path d="M12 14.2l1 2.2 2.4.2-1.8 1.6.5 2.3-2.1-1.2-2.1 1.2.5-2.3'
                 '-1.8-1.6 2.4-.2z" fill="#ffd84a"/>',
    "eod": f'<path d="M5 2h14M5 22h14M6.5 2c0 6 5.5 7 5.5 10S6.5 16 6.5 22h11c0-6-5.5-7-5.5-10'
           f's5.5-4 5.5-10z" fill="#fff" {_OUT}/><path d="M9 20h6l-3-4z" fill="{INK}"/>',
    "arms_west": f'<path d="{_SHIELD}" fill="{WEST}" {_OUT}/>'
                 f'<path d="M12 6.5c-1 0-1.6.8-1.6 1.7L6.5 7.5l2.2 3.2-1.7 1.1 3 .7L9 16.5h2.2'
                 f'L12 14.8l.8 1.7H15l-1-4 3-.7-1.7-1.1 2.2-3.2-3.9.7c0-.9-.6-1.7-1.6-1.7z" '
                 f'fill="{INK}"/>',
    "arms_east": f'<path d="{_SHIELD}" fill="{EAST}" {_OUT}/>'
                 f'<circle cx="12" cy="11.5" r="5" fill="none" stroke="#f4d03f" '
                 'stroke-width="1.6"/><path d="M9.2 14.5l5.6-6M10 8.5l4.5 6" '
                 'stroke="#f4d03f" stroke-width="1.5" stroke-linecap="round"/>',
}
_SYMBOLS["police_pink"] = _SYMBOLS["police_red"]

ICON_KINDS = (
    "build", "dismantle", "unrest_add", "unrest_remove", "unrest_move", "reduce_to_three",
    "ls_add", "ls_add_keep_unrest", "ls_remove", "factory_remove_with_infrastructure",
    "rundown", "repair", "police_red", "police_pink", "wall_build", "wall_open",
    "stasi_disbandment", "guillaume_affair",
)
TRACK_SYMBOLS = ("prestige", "western_currency", "socialist")


def icon_colour(kind: str, side: str) -> str:
    """Yellow icons affect West, red East; the pink police icon stays pink."""
    if kind == "police_pink":
        return PINK
    return SIDE_COLOUR.get(side, INK)


@lru_cache(maxsize=1)
def sprite() -> str:
    """Every symbol and paint server, to put once into the page. The symbols sit in an
    undisplayed <svg> (<use> still draws them; the browser skips laying out their texts on
    the first screen), the gradients, pattern and filter in a rendered one of no size (paint
    servers in an undisplayed <svg> are not applied)."""
    symbols = "".join(f'<symbol id="i-{name}" viewBox="0 0 24 24">{body}</symbol>'
                      for name, body in _SYMBOLS.items())
    paint = (
        '<linearGradient id="g-dual" x1="0" y1="0" x2="1" y2="0">'
        f'<stop offset="0.5" stop-color="{WEST}"/><stop offset="0.5" stop-color="{EAST}"/>'
        '</linearGradient>'
        '<linearGradient id="g-dual-light" x1="0" y1="0" x2="1" y2="0">'
        '<stop offset="0.5" stop-color="#f7ebc2"/><stop offset="0.5" stop-color="#f6dbd6"/>'
        '</linearGradient>'
        '<pattern id="p-rundown" width="4" height="4" patternUnits="userSpaceOnUse" '
        'patternTransform="rotate(45)"><rect width="4" height="4" fill="#9b8f86"/>'
        '<path d="M0 0v4" stroke="#6b615a" stroke-width="1.6"/></pattern>'
        '<filter id="f-glow" x="-50%" y="-50%" width="200%" height="200%">'
        '<feGaussianBlur stdDeviation="2.2" result="b"/><feMerge><feMergeNode in="b"/>'
        '<feMergeNode in="SourceGraphic"/></feMerge></filter>'
    )
    return ('<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none" '
            f'id="wsdv-sprite"><defs>{symbols}</defs></svg>'
            '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true" '
            'style="position:absolute;width:0;height:0;overflow:hidden" id="wsdv-paint">'
            f'<defs>{paint}</defs></svg>')


def use(symbol: str, x: float, y: float, size: float, colour: str | None = None,
        **kw: object) -> str:
    """Draw symbol `symbol` with its top-left corner at (x, y)."""
    a = attrs(x=num(x), y=num(y), width=num(size), height=num(size), color=colour, **kw)
    return f'<use href="#i-{symbol}"{a}/>'
