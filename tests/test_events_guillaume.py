"""6.4 Guillaume affair (card 50, ruling 16) and hidden information (ruling 6): East examines
West's hand or the top 2 deck cards, may exchange one of its cards for a seen one, or (deck)
remove one of the two from the game. What East sees stays hidden from West."""

from __future__ import annotations

import json

from positions import choose, event_game, icon, ids

from wsdv.engine.data import cards
from wsdv.engine.game import Game
from wsdv.words import render
from wsdv.words import text as said
from wsdv.words.names import card


def card_name(c: str) -> str:
    return card(c, "en")


def _guillaume() -> Game:
    g = event_game("50", "east")
    icon(g, "guillaume_affair")
    return g


def _text(g: Game, side: str | None) -> str:
    """Everything `side`'s view holds, with every message of its log said in English."""
    v = g.view(side)
    said = [render(e["msg"]) for e in v["log"]]
    return json.dumps(v, ensure_ascii=False) + "\n".join(said)


def _secrets(cs: list[str]) -> list[str]:
    return [t for c in cs for t in (cards()[c].title.en, card_name(c))]


def test_6_4_guillaume_deck_look_is_hidden_from_west() -> None:
    g = _guillaume()
    s = g.state
    assert g.prompt.side == "east" and set(ids(g)) == {"look:hand", "look:deck"}
    top2 = s.deck[-2:]
    east_hand = list(s.hands["east"])
    choose(g, "look:deck")
    assert g.prompt.kind == "guillaume" and g.prompt.side == "east"
    for secret in _secrets(top2):
        assert secret not in _text(g, "west"), f"West must not see {secret}"
        assert secret not in _text(g, None), f"spectators must not see {secret}"
    east_view = _text(g, "east")
    for c in top2:
        assert card_name(c) in east_view, "East sees the two cards (log and options)"
    assert {f"remove:{c}" for c in top2} <= set(ids(g))
    assert {f"swap:{m}:{t}" for m in east_hand for t in top2} <= set(ids(g))
    assert "nothing" in ids(g)
    assert not g.can_undo(), "revealed cards are an undo barrier"
    choose(g, f"swap:{east_hand[0]}:{top2[1]}")
    for secret in _secrets([*top2, *east_hand]):
        assert secret not in _text(g, "west"), f"West must not see {secret}"
    assert s.deck[-2:] == [top2[0], east_hand[0]], "East's card takes the seen card's place"
    assert s.hands["east"] == [east_hand[1], top2[1]]


def test_6_4_guillaume_remove_a_deck_card_from_the_game() -> None:
    g = _guillaume()
    s = g.state
    top2 = s.deck[-2:]
    n = len(s.deck)
    choose(g, "look:deck", f"remove:{top2[0]}")
    assert s.removed == [top2[0]] and top2[0] not in s.deck and len(s.deck) == n - 1
    assert s.deck[-1] == top2[1]
    view = g.view("west")
    assert view["removed"] == 1
    assert cards()[top2[0]].title.en not in _text(g, "west")
    assert card_name(top2[0]) in _text(g, "east")


def test_6_4_guillaume_swap_with_west_hand() -> None:
    g = _guillaume()
    s = g.state
    west_hand, east_hand = list(s.hands["west"]), list(s.hands["east"])
    choose(g, "look:hand")
    assert not any(o.startswith("remove:") for o in ids(g)), "removal only from the deck"
    choose(g, f"swap:{east_hand[1]}:{west_hand[0]}")
    assert s.hands["west"] == [east_hand[1], west_hand[1]]
    assert s.hands["east"] == [east_hand[0], west_hand[0]]
    assert g.view("west")["hands"]["west"] == s.hands["west"]
    assert g.view("west")["hands"]["east"] == 2
    assert g.view("east")["hands"]["east"] == s.hands["east"]


def test_6_4_guillaume_change_nothing() -> None:
    g = _guillaume()
    s = g.state
    deck, hands = list(s.deck), {k: list(v) for k, v in s.hands.items()}
    choose(g, "look:deck", "nothing")
    assert s.deck == deck and s.hands == hands and s.removed == []


def test_6_4_guillaume_east_only_log_lines() -> None:
    g = _guillaume()
    choose(g, "look:deck", "nothing")
    east_lines = [said(e) for e in g.view("east")["log"]]
    west_lines = [said(e) for e in g.view("west")["log"]]
    assert any(t.startswith("East sees:") for t in east_lines)
    assert not any(t.startswith("East sees:") for t in west_lines)
    assert "East examines the top 2 deck cards" in west_lines


def test_6_4_guillaume_knowledge_is_data_in_each_sides_view() -> None:
    """6.4 with ruling 6: what East saw is data in East's view only (the deck's top, top
    first); after an exchange East knows where its card went, and once West draws the known
    top card, East knows it is in West's hand."""
    from wsdv.engine.sequence import draw

    g = _guillaume()
    s = g.state
    top2 = s.deck[-2:]
    mine = s.hands["east"][0]
    choose(g, "look:deck")
    assert g.view("east")["knowledge"]["deck_top"] == [top2[1], top2[0]]
    assert g.view("west")["knowledge"] == {"opp_hand": [], "deck_top": [], "removed": []}
    assert g.view(None)["knowledge"] is None
    choose(g, f"swap:{mine}:{top2[1]}")
    assert g.view("east")["knowledge"]["deck_top"] == [mine, top2[0]]
    s.hands["west"].append(draw(s, "west"))
    k = g.view("east")["knowledge"]
    assert k["opp_hand"] == [mine] and k["deck_top"] == [top2[0]]
    assert g.view("west")["knowledge"]["opp_hand"] == []


def test_6_4_guillaume_hand_swap_tells_west_which_card_east_took() -> None:
    """6.4: after East exchanged with West's hand, West sees which of its cards is gone, so
    West knows that card is in East's hand (until East plays it)."""
    g = _guillaume()
    s = g.state
    west = list(s.hands["west"])
    mine = s.hands["east"][0]
    choose(g, "look:hand")
    assert sorted(g.view("east")["knowledge"]["opp_hand"]) == sorted(west)
    choose(g, f"swap:{mine}:{west[0]}")
    assert g.view("west")["knowledge"]["opp_hand"] == [west[0]]
    assert mine in g.view("east")["knowledge"]["opp_hand"]
