"""Change records (6.4, ruling 6): what a choice changed on the open board is recorded for
everyone who may see the change, so every side's `last_turn` holds it, also when the choice's
last log entry is for one side's eyes only (the Guillaume affair's look at the deck)."""

from __future__ import annotations

import random

from positions import at, frame, new_game

from wsdv.engine import Game
from wsdv.engine.changes import diff, merge, snapshot


def _guillaume_remove() -> Game:
    """Decade III, East to play, card 50 in the display, deck 41-44, West's hand 45 46, East's
    hand 47: the event, the icons, a look at the deck, card 44 removed from the game."""
    g = new_game()
    s = g.state
    s.decade, s.half = 3, 1
    s.display = ["50", "48"]
    s.deck = ["41", "42", "43", "44"]
    s.hands = {"west": ["45", "46"], "east": ["47"]}
    at(g, frame("turn", side="east"))
    g.choose("card:50")
    g.choose("event")
    while g.prompt.kind != "guillaume":
        g.choose(g.prompt.options[0].id)
    g.choose("look:deck")
    return g


def test_6_4_guillaume_removal_record_reaches_west_and_spectators() -> None:
    """6.4, ruling 6: deck size, removed cards and the row of played cards are open, so West
    and a spectator see "deck -1, removed +1, card 50 played" in the last turn."""
    g = _guillaume_remove()
    g.choose("remove:44")
    for side in ("west", None):
        ch = g.view(side)["last_turn"]["changes"]
        assert ch["counts"] == {"deck": -1, "removed": 1}, side
        assert ch["cards"]["played"] == ["50"], side


def test_6_4_guillaume_swap_record_reaches_west() -> None:
    """6.4: after a swap with a deck card the open change is card 50 played."""
    g = _guillaume_remove()
    g.choose("swap:47:44")
    for side in ("west", None):
        ch = g.view(side)["last_turn"]["changes"]
        assert ch["cards"]["played"] == ["50"], side
        assert "counts" not in ch, side


def test_every_change_record_is_the_open_board_difference_and_public() -> None:
    """Ruling 6: in seeded random games every choice's change record equals the difference
    of the open board before and after it, and the record is on an entry every side sees."""
    checked = 0
    for seed in range(6):
        rnd = random.Random(seed)
        g = Game.new(seed)
        while g.prompt is not None:
            before = snapshot(g.state)
            n = len(g.log)
            g.choose(rnd.choice(g.prompt.options).id)
            expected = diff(before, g.state)
            records = [e["changes"] for e in g.log[n:] if "changes" in e]
            assert merge(records) == expected
            if expected:
                for side in ("west", "east", None):
                    seen = [e["changes"] for e in g.log[n:]
                            if "changes" in e and e.get("to") in (None, side)]
                    assert merge(seen) == expected, (seed, side)
                checked += 1
    assert checked > 500
