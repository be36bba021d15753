"""The page skeleton the app fills (pure HTML string): top bar, board pane, side panels,
overlays. Ids here are the app's anchors; tests use the data attributes set on them."""

from __future__ import annotations

from . import advice_html, i18n, remote_html, saves_html
from .cards import card_sprite
from .guide_words import t as guide_t
from .icons import sprite
from .svg import el, esc, num


def board_svg(lang: str) -> str:
    """The board's <svg> with the static layer and an empty dynamic group (#dyn)."""
    from . import board  # (with the engine: not before the first screen, issue 39)
    x, y, w, h = board.view_box()
    return (f'<svg id="board-svg" xmlns="http://www.w3.org/2000/svg" '
            f'viewBox="{num(x)} {num(y)} {num(w)} {num(h)}" font-family="{esc(board.FONT)}" '
            f'role="group" aria-label="{esc(i18n.t("board_name", lang))}">'
            f'<g id="static">{board.static_layer(lang)}</g><g id="dyn"></g></svg>')


def lang_menu(lang: str) -> str:
    """The top bar's language button (the current language's name) and the list of the four
    it opens (dialogs.py opens and closes it)."""
    items = "".join(
        el("li", el("button", esc(name), type="button", class_="lang-item", lang=code,
                    data_act="lang.set", data_arg=code, aria_current=code == lang and "true"))
        for code, name in i18n.LANGUAGE_NAMES.items())
    return el("div", el("button", esc(i18n.LANGUAGE_NAMES[lang]), type="button", id="btn-lang",
                        title=i18n.t("language", lang), aria_expanded="false",
                        aria_controls="lang-menu") +
              el("ul", items, id="lang-menu", hidden=True, aria_label=i18n.t("language", lang)),
              id="lang-wrap")


def skeleton_html(lang: str, with_board: bool = True) -> str:
    """The page's fixed parts; ``with_board`` False leaves the board's place (#board-scroll)
    empty: under the first screen the app draws the board after the first frame (`board_svg`,
    App.paint), as it is the largest part (issue 39)."""
    t = lambda k: esc(i18n.t(k, lang))  # noqa: E731
    tools = (
        el("button", t("undo"), type="button", id="btn-undo", disabled=True) +
        el("button", esc(guide_t("rules_button", lang)), type="button", id="btn-rules") +
        el("button", esc(advice_html.t("hint", lang)), type="button", id="btn-hint",
           hidden=True) +
        lang_menu(lang) +
        el("button", t("new_game"), type="button", id="btn-new") +
        el("button", esc(saves_html.t("games", lang)), type="button", id="btn-games") +
        el("button", esc(remote_html.w("button", lang)), type="button", id="btn-remote")
    )
    home = el("button", t("app_title"), type="button", id="btn-home",
              title=guide_t("home_title", lang))
    top = el("header", el("h1", home) + el("div", "", id="status", role="status") +
             el("div", tools, id="tools") + el("div", "", id="stakes") +
             el("section", "", id="preview", hidden=True, aria_live="polite") +
             el("section", "", id="keys-help", hidden=True), id="topbar")
    zoom = el("div", el("button", "+", type="button", id="btn-zoom-in", title=t("zoom_in"),
                        aria_label=t("zoom_in")) +
              el("button", "−", type="button", id="btn-zoom-out", title=t("zoom_out"),
                 aria_label=t("zoom_out")), id="zoom")
    scroll = el("div", board_svg(lang) if with_board else "", id="board-scroll")
    board_pane = el("section", scroll + zoom +
                    el("div", "", id="info", hidden=True) + el("div", "", id="places"),
                    id="board-pane")
    # the prompt stays on top; the rest scrolls under it, never behind it (#side-rest)
    side = el("aside",
              el("section", "", id="remote-bar", hidden=True, aria_live="polite") +
              el("section", "", id="prompt", aria_live="polite") +
              el("div",
                 # focusable: it scrolls when long, and may hold nothing else to Tab to
                 el("section", "", id="recap", aria_live="polite", tabindex="0") +
                 el("section", "", id="advice", hidden=True) +
                 el("section", "", id="eod") +
                 el("section", "", id="display") +
                 el("section", "", id="hands") +
                 el("section", "", id="played") +
                 el("section", "", id="log") +
                 el("p", t("attribution"), id="attribution"),
                 id="side-rest"),
              id="side")
    overlays = (el("div", "", id="overlay-pass", class_="overlay", hidden=True) +
                el("div", "", id="overlay-result", class_="overlay", hidden=True) +
                el("div", "", id="overlay-card", class_="overlay", hidden=True) +
                el("div", "", id="overlay-saves", class_="overlay", hidden=True) +
                el("div", "", id="overlay-remote", class_="overlay", hidden=True) +
                el("div", "", id="saves-bar", hidden=True) +
                el("div", "", id="pick", hidden=True) +
                el("div", "", id="card-tip", hidden=True) +
                el("div", "", id="overlay-welcome", class_="overlay", hidden=True) +
                el("div", "", id="overlay-rules", class_="overlay", hidden=True))
    layout = el("div", board_pane + side, id="layout")
    return sprite() + card_sprite() + top + layout + overlays
