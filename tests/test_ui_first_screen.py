"""The first screen (issue 26): a new player finds all three ways to play on it, each in
the page's words. The page is the stand-in browser of tests/ui_page.py."""

from __future__ import annotations

import re

import pytest
from ui_page import Page

from wsdv.ui.welcome import welcome_html
from wsdv.words import LANGS, Msg, render


def test_the_first_screen_offers_a_friend_by_link_in_every_language() -> None:
    for lang in LANGS:
        html = welcome_html(lang, None, True)
        title = render(Msg("remote.title", {}), lang)
        assert 'id="welcome-remote"' in html and 'data-act="welcome.remote"' in html
        assert title in html and render(Msg("remote.first_note", {}), lang) in html
        for other in ("welcome-computer", "welcome-hotseat"):
            assert f'id="{other}"' in html


def test_play_a_friend_from_the_first_screen_opens_the_by_link_screen() -> None:
    """The first screen's button closes it and shows the By link screen with its new-game
    buttons (West, East): no detour through the top bar."""
    tab = Page(computer=False)
    assert tab.shown("overlay-welcome")
    assert tab.html("overlay-remote") == ""
    assert 'id="welcome-remote"' in tab.html("overlay-welcome")
    tab.act("welcome.remote")
    assert not tab.shown("overlay-welcome")
    assert tab.shown("overlay-remote")
    screen = tab.html("overlay-remote")
    assert isinstance(screen, str)
    assert 'data-act="remote.new"' in screen or "remote-new" in screen


@pytest.mark.parametrize(("languages", "lang", "start"), [
    (["it-IT", "it"], "it", "Inizia contro il computer"),
    (["pl-PL"], "pl", "Zacznij grę z komputerem"),
    (["fr-FR", "pl"], "pl", "Zacznij grę z komputerem"),  # the first language the page has
    (["fr-FR"], "en", "Start against the computer")])
def test_the_browsers_language_is_the_first_visits_language(languages: list[str], lang: str,
                                                             start: str) -> None:
    """A first visit speaks the browser's language (navigator.languages): the browser test
    test_welcome's German browser shows the real browser hands it over."""
    tab = Page(languages=languages)
    assert tab.app.state.lang == lang and tab.fake.lang == lang
    screen = tab.html("overlay-welcome")
    assert start in screen
    assert len(re.findall(r'class="w-lang[ "]', screen)) == 4  # every language offered
