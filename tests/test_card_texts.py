"""Every card explained (wsdv/words/events.py): each of the 85 card faces has its event in
words in English and German, made from the card data, with no template gap."""

from __future__ import annotations

import re

import pytest

from wsdv.engine.data import cards
from wsdv.ui.panels import event_text_html
from wsdv.words.events import event_lines
from wsdv.words.names import side

ALL = sorted(cards())


def test_85_card_faces() -> None:
    assert len(ALL) == 85


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_card_has_its_event_in_words(lang: str) -> None:
    for card_id in ALL:
        card = cards()[card_id]
        lines = event_lines(card_id, lang)
        text = " ".join(lines)
        assert lines and all(line.strip() for line in lines), card_id
        assert not re.search(r"[{}]|\(s\)|None", text), (card_id, text)
        # every arrow and every icon group is said, with its side
        arrows = [n for n in card.event.arrows.values() if n]
        assert text.count("→") == 0
        marker = "marker moves" if lang == "en" else "-Marker rückt"
        assert text.count(marker) == len(arrows), (card_id, text)
        for icon in card.event.icons:
            assert side(icon.to, lang) in text or icon.do in ("police_red", "police_pink")
            if icon.region:
                assert ("only in" if lang == "en" else "nur in") in text, card_id
            if icon.decides:
                assert side(icon.decides, lang) + (" decides" if lang == "en"
                                                   else " entscheidet") in text, card_id
        if card.corner.flight:
            assert str(card.corner.flight) in text
        html = event_text_html(card_id, lang)
        assert html.count("<li") == len(lines) and f'data-card="{card_id}"' in html


def test_english_and_german_differ_and_name_who_may_trigger() -> None:
    for card_id in ALL:
        en, de = event_lines(card_id, "en"), event_lines(card_id, "de")
        assert len(en) == len(de) and en != de
        first = {"red": "East may", "yellow": "West may", "dual": "Either side",
                 "special": "Special card, East only"}[cards()[card_id].colour]
        assert en[0].startswith(first)
