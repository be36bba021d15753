"""Invariants that hold after every choice of any game (used by the fuzz tests)."""

from __future__ import annotations

from wsdv.engine import Game
from wsdv.engine.board import (
    CITY_KIND,
    CITY_SIDE,
    LINES,
    PROVINCES,
    SECTORS,
    SIDE_OF_PROVINCE,
    WEST_BERLIN,
)
from wsdv.engine.data import decade_cards
from wsdv.engine.economy import factory_value, markers
from wsdv.engine.view import card_in_play

PENDING_MARKER_STEPS = {"wb_import", "wb_unimport"}


def check(g: Game) -> None:
    s = g.state
    for p in PROVINCES:
        assert s.unrest[p] >= 0, f"negative unrest in {p}"
        assert s.ls[p] >= 0, f"negative LS in {p}"
        assert markers(s, p) == s.unrest[p] // 4 + s.imported.get(p, 0)
    assert all(v > 0 for v in s.imported.values()), "empty imported-marker entries"
    assert all(v >= 0 for v in s.sectors.values())
    assert sum(s.sectors[x] for x in SECTORS) == s.ls[WEST_BERLIN], "sectors != West Berlin LS"
    if not any(f["t"] in PENDING_MARKER_STEPS for f in s.stack):
        assert sum(s.imported.values()) == s.unrest[WEST_BERLIN] // 4, \
            "imported mass protests do not match West Berlin's"
    on_map = sum(s.socialists.values())
    assert all(v > 0 for v in s.socialists.values())
    assert 0 <= s.box and 0 <= on_map and s.box + on_map <= 12, "socialists not conserved"
    assert all(SIDE_OF_PROVINCE.get(p) == "east" for p in s.socialists), \
        f"socialists outside East provinces: {sorted(s.socialists)}"
    for city, state in s.factories.items():
        assert state in ("n", "r")
        assert city not in s.dead_sites
        if state == "r":
            assert CITY_SIDE[city] == "east", "only East factories run down"
        v = factory_value(s, city)
        assert 0 <= v <= 1 + len([1 for _ in LINES]), "factory value out of range"
    for line in s.infra:
        assert line in LINES, f"unknown line {line}"
    for city in s.dead_sites:
        assert CITY_KIND[city] == "external"
    for name in ("prestige", "wc", "soc_track"):
        assert -6 <= getattr(s, name) <= 6
    assert 0 <= s.flight <= 20
    cards_seen = (s.deck + s.display + s.hands["west"] + s.hands["east"] + s.played
                  + s.discard + s.removed + s.set_aside + [c for c, _, _ in s.police]
                  + ([s.special] if s.special else []))
    assert len(cards_seen) == len(set(cards_seen)), "a card is in two places"
    if not s.hidden:  # every normal card dealt so far is in one place (ruling 28: set aside)
        dealt = {c for d in range(1, s.decade + 1) for c in decade_cards(d)}
        held = set(cards_seen) | {card_in_play(s)}
        assert dealt <= held, f"cards lost: {sorted(dealt - held)}"
    p = g.prompt
    if p is None:
        assert g.result is not None, "no prompt but no result"
    else:
        ids = p.ids()
        assert ids, "dead end: a prompt with no option"
        assert len(ids) == len(set(ids)), "duplicate option ids"
        assert p.side in ("west", "east")
