"""The computer's pace (issue 26): instant, brisk or slow, chosen beside Skip while the
computer plays, remembered for the next visit; the address's ?aipace= still wins. The page
is the stand-in browser of tests/ui_page.py."""

from __future__ import annotations

from test_ui_paint import WebStorage
from test_ui_twins import _start_against_computer
from ui_page import Page

from wsdv.ui.pace import PACE_KEY, PACES, pace_html
from wsdv.words import LANGS


def test_the_pace_buttons_say_which_is_chosen_in_every_language() -> None:
    for lang in LANGS:
        html = pace_html("east", 0, lang, False, "slow")
        assert html.count('data-act="pace.set"') == 3
        assert 'data-arg="slow" aria-pressed="true"' in html
        assert 'data-arg="brisk" aria-pressed="false"' in html
    assert "pace.set" not in pace_html("east", 0, "en", False, None)  # ?aipace= fixes it


def test_the_chosen_pace_is_used_and_remembered() -> None:
    local = WebStorage()
    tab = Page(local=local)
    assert tab.app.state.ai.pace == "brisk"
    assert tab.app.state.ai.pace_ms == PACES["brisk"]
    _start_against_computer(tab, "east", "easy")  # West, the computer, plays first
    assert 'data-act="pace.set"' in tab.html("prompt")
    tab.act("pace.set", "instant")
    assert tab.app.state.ai.pace_ms == 0
    assert 'data-arg="instant" aria-pressed="true"' in tab.html("prompt")
    assert local.getItem(PACE_KEY) == "instant"
    tab.act("pace.set", "<script>")  # not a pace: nothing changes
    assert local.getItem(PACE_KEY) == "instant"
    again = Page(local=local)  # a later visit
    assert again.app.state.ai.pace == "instant" and again.app.state.ai.pace_ms == 0
    fixed = Page({"aipace": "0"}, local=local)
    assert fixed.app.state.ai.pace is None
