"""What a screen reader gets of the page (issue 26), in CPython: the board's provinces,
cities, lines, West Berlin's sectors and the track markers are named images that say their
state, every other text of the board is hidden from it; no button inside a button in any
rendered panel; log lines read as sentences. The browser check with axe-core is
tests/e2e/test_accessibility.py."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

from wsdv.engine import Game
from wsdv.engine.board import CITY_PROVINCE, CONNECTIONS, LINES, PROVINCES, SECTORS
from wsdv.ui import board, gameover, i18n, panels, remote_html
from wsdv.ui.board import render_board
from wsdv.ui.layout import board_svg, skeleton_html
from wsdv.ui.targets import lit_targets

SVG = "{http://www.w3.org/2000/svg}"
LANGS = ("en", "de", "it", "pl")


def play(seed: int, n: int) -> Game:
    g = Game.new(seed)
    rnd = random.Random(seed)
    for _ in range(n):
        if g.prompt is None:
            break
        g.choose(rnd.choice(g.prompt.ids()))
    return g


def named(svg: str) -> dict[str, str]:
    """data-opt (or data-track) → aria-label of the board's named images."""
    root = ET.fromstring(svg)
    out = {}
    for node in root.iter():
        if node.get("role") == "img":
            key = node.get("data-opt") or f"track:{node.get('data-track')}"
            out[key] = node.get("aria-label") or ""
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_every_province_says_its_state(lang: str) -> None:
    g = play(5, 150)
    view = g.view(None)
    labels = named(render_board(view, {}, lang))
    for p in PROVINCES:
        info = view["board"]["provinces"][p]
        label = labels[f"prov:{p}"]
        assert label.startswith(i18n.place(p, lang) + ":")
        assert f"{i18n.t('unrest', lang)} {info['unrest']}" in label
        assert f"{i18n.t('ls', lang)} {info['ls']}" in label
        assert f"{i18n.t('protests', lang)} {info['markers']}" in label
        if info["imported_markers"]:
            assert i18n.t("imported", lang) in label
        for city, fac in view["board"]["factories"].items():
            if CITY_PROVINCE.get(city) == p:
                assert f"{i18n.place(city, lang)} {fac['value']}" in label
    for city, fac in view["board"]["factories"].items():
        assert f"{i18n.t('value', lang)} {fac['value']}" in labels[f"city:{city}"]
    assert {k for k in labels if k.startswith("line:")} == {f"line:{x}" for x in LINES}
    built = set(view["board"]["infrastructure"])
    working = set(view["board"]["working_connections"])
    for conn in CONNECTIONS:
        for line in conn.lines:
            state = "working" if f"{conn.a}~{conn.b}" in working else (
                "built" if line in built else "empty")
            assert labels[f"line:{line}"] == board.line_label(line, state, lang)
            assert labels[f"line:{line}"].startswith(i18n.place(conn.a, lang))
    assert built
    for sector in SECTORS:
        n = view["board"]["west_berlin_sectors"][sector]
        assert f"{i18n.t('ls', lang)} {n}" in labels[f"sector:{sector}"]
    for track in ("prestige", "western_currency", "socialist", "flight"):
        value = view["tracks"][track]
        assert re.search(rf"\b{abs(value)}$", labels[f"track:{track}"]), labels[f"track:{track}"]


def test_the_board_is_a_named_group_whose_other_text_is_hidden() -> None:
    """No text of the board reaches a screen reader but through a named image or a track's
    button: the numbers and slogans it used to read as one run are hidden."""
    g = play(9, 200)
    for lang in ("en", "de"):
        svg = render_board(g.view(None), lit_targets(g.prompt.to_dict()["options"])
                           if g.prompt else {}, lang)
        root = ET.fromstring(svg)
        assert root.get("role") == "group" and root.get("aria-label") == i18n.t("board_name",
                                                                              lang)
        parents = {child: parent for parent in root.iter() for child in parent}

        def covered(node: ET.Element, root: ET.Element = root,
                    parents: dict[ET.Element, ET.Element] = parents) -> bool:
            while node is not root:
                if node.get("aria-hidden") == "true" or node.get("role") in ("img", "button"):
                    return True
                node = parents[node]
            return False

        texts = [t for t in root.iter(f"{SVG}text")]
        assert texts and all(covered(t) for t in texts)
        # a focusable node never sits under aria-hidden (it would be reached but unread)
        for node in root.iter():
            if node.get("tabindex") == "0":
                up = node
                while up is not root:
                    assert up.get("aria-hidden") != "true"
                    up = parents[up]
        shell = ET.fromstring(board_svg(lang))
        assert shell.get("role") == "group"


class Nesting(HTMLParser):
    """Records interactive elements found inside another interactive element."""

    VOID = {"input", "br", "img", "hr", "meta", "link", "use", "path", "rect", "circle"}

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[tuple[str, bool]] = []
        self.nested: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        active = tag in ("button", "a", "textarea", "select") or a.get("role") == "button" \
            or a.get("tabindex") == "0" or (tag == "input" and a.get("type") != "hidden")
        if active and any(inside for _, inside in self.stack):
            self.nested.append(f"<{tag} {a}>")
        if tag not in self.VOID:
            self.stack.append((tag, active))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in self.VOID:
            self.stack.pop()

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                return


def nested(html: str) -> list[str]:
    parser = Nesting()
    parser.feed(html)
    return parser.nested


def test_no_interactive_element_inside_another() -> None:
    """Card buttons used to hold their enlarge button ("…: +"); now it sits beside them."""
    found_lit = False
    for seed, n in ((1, 0), (4, 90), (9, 200), (5, 150)):
        g = play(seed, n)
        prompt = g.prompt.to_dict() if g.prompt else None
        lit = lit_targets(prompt["options"]) if prompt else {}
        view = g.view(g.prompt.side if g.prompt else None)
        found_lit |= any(k.startswith("card:") for k in lit)
        for lang in ("en", "de"):
            parts = [panels.display_html(view, lit, lang),
                     panels.hands_html(view, g.prompt.side if g.prompt else None, lit, lang),
                     panels.played_html(view, lang), panels.log_html(view, lang),
                     panels.prompt_html(prompt, lang, in_play=view.get("in_play")),
                     panels.eod_html(view, lang),
                     render_board(view, lit, lang), skeleton_html(lang)]
            for html in parts:
                assert nested(html) == [], nested(html)[:3]
    assert found_lit
    g = play(3, 10_000)
    r = g.result
    assert r is not None
    result = {"winner": r.winner, "reason": r.reason, "decade": r.decade}
    html = gameover.gameover_html(result, g.view(None), "", "en", True)
    assert nested(html) == []
    assert 'aria-labelledby="gameover-title"' in html and 'id="gameover-title"' in html
    screen = remote_html.screen_html([], "de", None)
    assert nested(screen) == [] and 'aria-labelledby="remote-card-title"' in screen


def test_a_lit_card_is_a_named_button_and_its_enlarge_button_is_named() -> None:
    slot = panels.card_slot("14", "de", {"card:14": ["x"]})
    assert 'role="button"' in slot and 'aria-label="14 Luftbrücke"' in slot
    assert 'aria-label="14 Luftbrücke vergrößern"' in slot
    assert ": +" not in slot


@pytest.mark.parametrize("lang", LANGS)
def test_log_lines_read_as_sentences(lang: str) -> None:
    """The short "I.1" is hidden from screen readers; they read "Decade I, 1st half, West:"
    and the line: never "I.11 unrest added"."""
    g = play(8, 400)
    view = g.view(None)
    html = panels.log_html(view, lang)
    items = re.findall(r"<li [^>]*>(.*?)</li>", html)
    assert len(items) == min(120, len(view["log"]))
    for item, e in zip(items, reversed(view["log"][-120:]), strict=True):
        assert item.startswith('<span class="when" aria-hidden="true">')
        words = re.search(r'<span class="sr-only">([^<]*)</span>', item)
        assert words, item
        assert words.group(1).startswith(i18n.t("decade", lang, n=panels.ROMAN[e["decade"]]))
        assert words.group(1).endswith(": ")
        if e.get("side") in ("west", "east"):
            assert i18n.side_name(e["side"], lang) in words.group(1)
    phases = [e for e in view["log"] if e.get("phase")]
    assert phases and i18n.t("eod_phase", lang, n=phases[0]["phase"]) in \
        panels.when_words(phases[0], lang)
