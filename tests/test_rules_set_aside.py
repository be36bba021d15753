"""3 / 9.10 "discard the current draw deck" (German: "werden die verbliebenen Karten des Talon
… abgeworfen"), ruling 28: the undrawn deck at a decade's end is put aside unseen. No view
(either side's, the spectator's), no log entry, no knowledge of hidden cards and no card
source learns those cards; the count is public; the special card left in the display was
open and is discarded openly; the computer's re-dealing treats them as unknown."""

from __future__ import annotations

import random

import pytest
from positions import at, frame, new_game

from wsdv.ai.determinize import determinize, hidden_info
from wsdv.engine import Game, unknown_card
from wsdv.engine.board import other
from wsdv.engine.data import decade_cards
from wsdv.engine.rng import seed_state, shuffle

SIDES = ("west", "east", None)


def _slots(seed: int) -> dict[str, str]:
    """card id -> its unknown card `?D.SS` in the seeded shuffles (as the engine deals)."""
    state, slots = seed_state(seed), {}
    for decade in (1, 2, 3, 4):
        deck = decade_cards(decade)
        state = shuffle(state, deck)
        slots.update({card: unknown_card(decade, k) for k, card in enumerate(deck)})
    return slots


def _random_game(seed: int) -> tuple[Game, list[str]]:
    g, pick, choices = Game.new(seed), random.Random(seed), []
    while g.prompt is not None:
        choices.append(pick.choice(g.prompt.ids()))
        g.choose(choices[-1])
    return g, choices


class RefusingSource:
    """Knows every card of the seeded game but those set aside; records what it is asked."""

    def __init__(self, seed: int, secret: set[str]) -> None:
        self.ids = {slot: card for card, slot in _slots(seed).items()}
        self.secret = secret
        self.asked: list[str] = []

    def identify(self, card: str) -> str | None:
        self.asked.append(card)
        return None if card in self.secret else self.ids.get(card)


@pytest.mark.parametrize("seed", [1])  # reaches decade 4 with 4 set-aside cards
def test_9_10_no_view_log_or_knowledge_names_a_set_aside_card(seed: int) -> None:
    """Ruling 28: the seeded game and the same game whose set-aside cards are never identified
    (they stay unknown cards) give every side the same view at every step, log and knowledge
    included: nothing shown depends on the set-aside cards. The card source is never asked
    about a card once it is set aside."""
    plain, choices = _random_game(seed)
    aside = list(plain.state.set_aside)
    assert plain.state.decade >= 3 and len(aside) >= 3, "the game must pass decade ends"
    slots = _slots(seed)
    secret = {slots[c] for c in aside}
    src = RefusingSource(seed, secret)
    g, hidden = Game.new(seed), Game.new(seed, {"hidden_cards": True}, src)
    for choice in choices:
        g.choose(choice)
        asked = len(src.asked)
        hidden.choose(choice)
        assert not set(src.asked[asked:]) & set(hidden.state.set_aside), \
            "the card source was asked about a set-aside card"
        for side in SIDES:  # the outlook (a search of the public position) aside
            v = g.view(side, with_outlook=False)
            assert v == hidden.view(side, with_outlook=False), (side, len(g.choices))
            assert v["set_aside"] == len(g.state.set_aside)
            assert not set(v["discard"]) & set(aside)
    assert set(hidden.state.set_aside) == secret  # still unknown cards at the game's end


def test_3_9_10_the_count_is_public_and_the_special_card_stays_known() -> None:
    """3 / 9.10: the undrawn cards go face down (a count in every view, one log entry with
    the count only); the special card left in the display goes face up on the discard pile."""
    g = new_game(4)
    s = g.state
    deck = list(s.deck)
    assert len(deck) >= 2
    s.display = []
    at(g, frame("next_decade"))
    assert s.set_aside == deck and s.deck != deck and not set(deck) & set(s.discard)
    assert "I" in s.discard
    entries = [e for e in g.log if e["msg"]["key"] == "log.set_aside"]
    assert len(entries) == 1 and entries[0]["msg"]["args"] == {"n": len(deck)}
    assert entries[0].get("to") is None and "card" not in entries[0]
    for side in SIDES:
        v = g.view(side)
        assert v["set_aside"] == len(deck)
        assert "I" in v["discard"] and not set(deck) & set(v["discard"])
        assert not set(deck) & set(v["display"] + v["played"])
        if side:
            assert not set(deck) & set(v["hands"][side])
            assert not set(deck) & {c for cs in v["knowledge"].values() for c in cs}


def test_9_10_guillaume_knowledge_of_the_deck_top_ends_with_the_decade() -> None:
    """6.4 with ruling 28: East's known top of the deck is forgotten when the deck is set
    aside: the state keeps no knowledge naming a set-aside card."""
    g = new_game(4)
    s = g.state
    top = tuple(reversed(s.deck[-2:]))
    s.known = {**s.known, "east": {**s.known["east"], "deck_top": top}}
    assert g.view("east")["knowledge"]["deck_top"] == list(top)
    s.display = []
    at(g, frame("next_decade"))
    assert set(top) <= set(s.set_aside)
    assert s.known["east"]["deck_top"] == () and s.known["west"]["deck_top"] == ()


def _old(decade: int) -> set[str]:
    return {c for d in range(1, decade) for c in decade_cards(d)}


@pytest.mark.parametrize("seed", [1, 3])
def test_9_10_determinization_treats_set_aside_cards_as_unknown_and_out_of_play(
        seed: int) -> None:
    """Ruling 28 for the computer: the set-aside cards are in the pool of cards it cannot
    locate, but re-dealt copies put earlier decades' cards only where they can be: the deck
    holds this decade's cards, the opponent's hand exactly as many earlier cards as it truly
    holds; an opponent that kept no earlier card gets no set-aside card."""
    plain, choices = _random_game(seed)
    g, checked, eligible = Game.new(seed), 0, 0
    for choice in choices:
        g.choose(choice)
        s = g.state
        if not s.set_aside or g.prompt is None or s.phase:
            continue
        eligible += 1
        if eligible % 4 or checked >= 40:  # a sample of positions keeps the test quick
            continue
        old = _old(s.decade)
        for side in ("west", "east"):
            opp = other(side)
            info = hidden_info(g, side)
            assert set(s.set_aside) <= set(info.pool) and info.set_aside_n == len(s.set_aside)
            true_old = len([c for c in s.hands[opp] if c in old])
            for k in range(3):
                d = determinize(g, side, random.Random(k)).state
                assert len(d.set_aside) == len(s.set_aside) and set(d.set_aside) <= old
                assert not set(d.deck) & old
                assert len([c for c in d.hands[opp] if c in old]) == true_old
                if true_old == 0:
                    assert not set(s.set_aside) & set(d.hands[opp] + d.deck)
                assert d.hands[side] == s.hands[side]
            checked += 1
    assert checked >= 10
