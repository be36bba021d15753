"""The phone's pieces in CPython (issue 26): which lit target a tap means (board_pick.py),
the stakes strip's short labels are words, the prompt's headline links back to the map."""

from __future__ import annotations

import re

import pytest

from wsdv.engine import Game
from wsdv.ui import board_pick, recap, stakes
from wsdv.ui.i18n import LANGS
from wsdv.ui.layout import skeleton_html


def test_distance_to_a_segment_a_disc_and_a_box() -> None:
    seg = ("seg", (0.0, 0.0, 10.0, 0.0))
    assert board_pick.shape_distance(seg, 5, 0) == 0
    assert board_pick.shape_distance(seg, 5, 3) == pytest.approx(3)
    assert board_pick.shape_distance(seg, 13, 4) == pytest.approx(5)  # past its end
    # a diagonal line: its bounding box would hold this point, the line is 7 px away
    diagonal = ("seg", (0.0, 0.0, 20.0, 20.0))
    assert board_pick.shape_distance(diagonal, 20, 0) == pytest.approx(20 / 2 ** 0.5)
    disc = ("disc", (0.0, 0.0, 3.0))
    assert board_pick.shape_distance(disc, 1, 1) == 0
    assert board_pick.shape_distance(disc, 5, 0) == pytest.approx(2)
    box = ("box", (0.0, 0.0, 10.0, 4.0))
    assert board_pick.shape_distance(box, 5, 2) == 0
    assert board_pick.shape_distance(box, 13, 8) == pytest.approx(5)


def test_a_tap_picks_the_one_clearly_nearest_target() -> None:
    margin = board_pick.CLEAR_MARGIN
    assert board_pick.clear_keys([]) == []
    assert board_pick.clear_keys([(9.0, "city:Kiel")]) == ["city:Kiel"]
    # on a city, the next line a margin away: the city
    assert board_pick.clear_keys([(margin, "line:a"), (0.0, "city:Kiel")]) == ["city:Kiel"]
    # two within the margin of each other: both, nearest first (the zoomed pick)
    assert board_pick.clear_keys([(3.0, "line:b"), (1.0, "line:a"), (30.0, "line:c")]) == \
        ["line:a", "line:b", "line:c"]
    # the same target twice (two shapes) is still one target
    assert board_pick.clear_keys([(1.0, "line:a"), (2.0, "line:a")]) == ["line:a"]


@pytest.mark.parametrize("lang", LANGS)
def test_strip_short_labels_are_words(lang: str) -> None:
    """The phone shows the strip's short labels: words ("Currency 2/0", "Socialists 0"), not
    abbreviations ("WC 2/0", "Soc. 0")."""
    html = stakes.strip_html(Game.new(3).view(None), lang, False)
    shorts = re.findall(r'<span class="short">([^<]*)</span>', html)
    assert len(shorts) >= 3, shorts  # currency, socialists, the decade end's preview
    for label in shorts:
        assert "." not in label, label
        words = re.findall(r"[^\W\d_]+", label)
        assert words and all(len(w) >= 3 and not w.isupper() for w in words), label


@pytest.mark.parametrize("lang", LANGS)
def test_headline_links_to_the_map(lang: str) -> None:
    g = Game.new(5)
    while g.view(None).get("last_turn") is None or g.prompt.side != "east":  # type: ignore[union-attr]
        g.choose(g.prompt.ids()[0])  # type: ignore[union-attr]
    html = recap.headline_html(g.view(None), lang)
    assert 'href="#recap"' in html and 'href="#board-pane"' in html
    assert 'id="board-pane"' in skeleton_html(lang)
