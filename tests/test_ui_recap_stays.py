""""What West did" stays (issue 37): against the computer, the computer's last turn, its
panel and its rings on the map, stay in view through the player's whole turn (a choice made,
a card taken, Undo) until the player's own turn is confirmed; while the computer then thinks,
nothing of its old turn is shown again."""

from __future__ import annotations

import re

from test_ui_twins import _start_against_computer
from ui_page import Page


def _recap(tab: Page) -> tuple[str, list[str]]:
    """The panel's heading and the rings' keys on the map."""
    head = re.findall(r"<h2[^>]*>(.*?)</h2>", tab.html("recap"))
    return (head[0] if head else "", re.findall(r'data-chg="([^"]+)"', tab.html("dyn")))


def test_the_computers_turn_stays_in_view_through_the_players_turn() -> None:
    tab = Page({"aipace": "0"})
    _start_against_computer(tab, "east", "easy")
    tab.drain()
    assert tab.data("decider") == "east" and tab.data("thinking") == "0"
    seen = _recap(tab)
    assert "West" in seen[0] and seen[1], seen  # West's first turn, with its rings
    choices = tab.choices
    steps = 0
    while tab.data("decider") == "east" and not tab.data("confirm") and steps < 8:
        tab.act("pick", tab.options()[0])
        steps += 1
        assert _recap(tab) == seen, (steps, tab.data("kind"))  # a choice, a card taken
    assert tab.choices > choices
    if tab.data("confirm"):
        tab.act("take_back")
    tab.act("undo")
    assert _recap(tab) == seen  # Undo
    while tab.data("decider") == "east" and steps < 40:
        tab.act("pick", tab.options()[0])
        steps += 1
        if tab.data("confirm"):
            assert _recap(tab) == seen  # held, not yet confirmed
            tab.act("confirm")
            break
    assert tab.data("decider") == "west"
    assert tab.data("thinking") == "1" and _recap(tab) != seen  # confirmed: not shown again
    tab.drain()
