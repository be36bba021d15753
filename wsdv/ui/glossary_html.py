"""The icon glossary's HTML: every icon of the cards and the board drawn as the page draws
it (the sprite's symbols, the board's pieces, the cards' arrows), with its name and meaning
from wsdv/words/glossary.py and a link to its rules section."""

from __future__ import annotations

from ..words.glossary import GLOSSARY
from .guide_words import t
from .icons import EAST, INK, PINK, WEST, use
from .svg import el, esc

# Event icons that exist for both sides are shown in both colours; the others in theirs.
BOTH_SIDES = ("build", "dismantle", "unrest_add", "unrest_remove", "unrest_move",
              "reduce_to_three", "ls_add", "ls_add_keep_unrest", "ls_remove",
              "factory_remove_with_infrastructure")
COLOURS: dict[str, str | None] = {
    "rundown": EAST, "repair": EAST, "police_red": EAST, "police_pink": PINK,
    "wall_build": "#b9b2a6", "wall_open": "#b9b2a6", "stasi_disbandment": EAST,
    "guillaume_affair": EAST, "flight": "#d8d8d8", "prestige": "#fff",
    "western_currency": "#fff", "socialist": EAST, "eod": None, "arms_west": None,
    "arms_east": None,
}
GROUPS = (
    ("icons_events", BOTH_SIDES + ("rundown", "repair", "police_red", "police_pink",
                                   "wall_build", "wall_open", "stasi_disbandment",
                                   "guillaume_affair", "arms_west", "arms_east")),
    ("icons_tracks", ("arrow_west", "arrow_east", "flight", "prestige", "western_currency",
                      "socialist", "eod")),
    ("icons_board", ("piece_factory", "piece_rundown", "piece_external", "piece_infrastructure",
                     "piece_unrest", "piece_ls", "piece_protest", "piece_imported")),
)


def _svg(body: str, width: float = 24, height: float = 24) -> str:
    return (f'<svg class="gl-icon" viewBox="0 0 {width:g} {height:g}" width="{width * 1.5:g}" '
            f'height="{height * 1.5:g}" aria-hidden="true">{body}</svg>')


def _arrow(east: bool) -> str:
    path = "M4 6l14 6-14 6z" if east else "M20 6L6 12l14 6z"
    return f'<path d="{path}" fill="{EAST if east else WEST}" stroke="{INK}" stroke-width="1"/>'


def _piece(key: str) -> str:
    """The board's own drawing of a piece (the same functions draw the board)."""
    from . import board
    if key == "piece_factory":
        return _svg(board.factory_token(12, 12, "west", 2, False))
    if key == "piece_rundown":
        return _svg(board.factory_token(12, 12, "east", 1, True))
    if key == "piece_external":
        return _svg(board.factory_token(12, 12, "east", 2, False, external=True))
    if key == "piece_infrastructure":
        return _svg('<path d="M2 12h20" stroke="#1f4f9a" stroke-width="4.5"/>')
    if key == "piece_unrest":
        return _svg(board.unrest_chip(12, 12, 3))
    if key == "piece_ls":
        return _svg(board.ls_chip(12, 12, 2, "east"))
    if key in ("piece_protest", "piece_imported"):
        return _svg(board.banner(24, 4, "1", "east", key == "piece_imported"), 48, 24)
    raise KeyError(key)


def drawing(key: str) -> str:
    """The icon of a glossary entry as inline SVG."""
    if key.startswith("piece_"):
        return _piece(key)
    if key.startswith("arrow_"):
        return _svg(_arrow(key == "arrow_east"))
    if key in BOTH_SIDES:
        return _svg(use(key, 0, 0, 24, WEST)) + _svg(use(key, 0, 0, 24, EAST))
    return _svg(use(key, 0, 0, 24, COLOURS.get(key)))


def entry_keys() -> list[str]:
    return [key for _, keys in GROUPS for key in keys]


def glossary_html(lang: str) -> str:
    """The glossary: one table per group (card icons, tracks, board pieces)."""
    table = GLOSSARY.get(lang, GLOSSARY["en"])
    out = el("p", esc(t("glossary_note", lang)), class_="note")
    for group, keys in GROUPS:
        rows = ""
        for key in keys:
            name, meaning, section = table[key]
            link = el("button", esc(t("section", lang, n=section)), type="button",
                      class_="rules-go", data_rules_go=section)
            rows += el("tr", el("td", drawing(key), class_="gl-draw") +
                       el("th", esc(name), scope="row") +
                       el("td", esc(meaning) + " " + link), data_icon=key)
        out += el("h4", esc(t(group, lang))) + el("table", rows, class_="glossary")
    return out
