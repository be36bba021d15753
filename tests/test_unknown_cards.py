"""Unknown cards (wsdv/engine/unknown.py, docs/engine.md "Hidden cards"): a game whose card
identities come from a card source plays exactly like the seeded game when the source knows
the seeded shuffle (rulebook B.1: the decade's cards are mixed into the draw deck), keeps
unknown cards where the source is silent, and identifies them everywhere once it speaks."""

from __future__ import annotations

import random

import pytest

from wsdv.engine import Game, SaveError, is_unknown, slot_of, unknown_card
from wsdv.engine.data import decade_cards


class SeededSource:
    """The seeded game's shuffles, told slot by slot (optionally only some slots)."""

    def __init__(self, seed: int, known: set[str] | None = None) -> None:
        from wsdv.engine.rng import seed_state, shuffle

        state = seed_state(seed)
        self.ids: dict[str, str] = {}
        for decade in (1, 2, 3, 4):
            deck = decade_cards(decade)
            state = shuffle(state, deck)
            for k, card in enumerate(deck):
                self.ids[unknown_card(decade, k)] = card
        self.known = known

    def identify(self, card: str) -> str | None:
        if self.known is not None and card not in self.known:
            return None
        return self.ids.get(card)


def _play_both(seed: int, moves: random.Random) -> tuple[Game, Game]:
    plain = Game.new(seed)
    hidden = Game.new(seed, {"hidden_cards": True}, SeededSource(seed))
    while plain.prompt is not None:
        assert hidden.prompt is not None
        assert plain.prompt.ids() == hidden.prompt.ids()
        for side in ("west", "east", None):
            assert plain.view(side) == hidden.view(side), f"views differ for {side}"
        choice = moves.choice(plain.prompt.ids())
        plain.choose(choice)
        hidden.choose(choice)
    assert hidden.prompt is None and plain.result == hidden.result
    return plain, hidden


@pytest.mark.parametrize("seed", [3, 11])
def test_a_source_that_knows_the_seeded_shuffle_plays_the_seeded_game(seed: int) -> None:
    _play_both(seed, random.Random(seed))


def test_without_a_source_every_card_stays_unknown() -> None:
    g = Game.new(5, {"hidden_cards": True})
    v = g.view("west")
    assert v["hands"]["west"] == [unknown_card(1, 19), unknown_card(1, 18)]
    assert v["display"] == [unknown_card(1, k) for k in range(15, 8, -1)]
    assert all(is_unknown(c) for c in v["display"])
    assert v["deck"] == 9
    assert slot_of("?1.07") == (1, 7)
    with pytest.raises(ValueError):
        slot_of("23")


def test_identified_later_the_cards_are_replaced_everywhere_and_the_game_goes_on() -> None:
    src = SeededSource(7, known=set())
    g = Game.new(7, {"hidden_cards": True}, src)
    assert all(is_unknown(c) for c in g.view("west")["display"])
    assert any(is_unknown(str(a)) for e in g.log for a in e["msg"]["args"].get("cards", []))
    src.known = None  # the source learns everything
    ids = g.identify_cards()
    assert len(ids) == 20  # the whole deck: hands, display and the 9 undrawn cards
    plain = Game.new(7)
    for side in ("west", "east", None):
        assert g.view(side) == plain.view(side)
    assert g.prompt.ids() == plain.prompt.ids()


def test_a_game_with_hidden_cards_has_no_save_string_and_undoes_by_replay() -> None:
    g = Game.new(9, {"hidden_cards": True}, SeededSource(9))
    with pytest.raises(SaveError, match="hidden cards"):
        g.save()
    moves = random.Random(1)
    for _ in range(12):
        g.choose(moves.choice(g.prompt.ids()))
    plain = Game.new(9)
    for c in g.choices:
        plain.choose(c)
    if g.can_undo():
        g.undo()
        plain.undo()
    assert g.view("east") == plain.view("east")


def test_unknown_cards_have_words() -> None:
    from wsdv.words import render

    assert render({"key": "log.display", "args": {"cards": ["?1.03"]}}, "en").count(
        "hidden card") == 1
    assert "verdeckte Karte" in render({"key": "log.display", "args": {"cards": ["?1.03"]}},
                                       "de")
