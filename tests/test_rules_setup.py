"""Set-up (section 2, rulings 1-2), step 1-2 of the first decade, and the printed data: our
board.json and cards.json against the reference facts in shared/reference."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from positions import ids, new_game

from wsdv.engine.board import PROVINCES, SIDE_PROVINCES, SUPPLIERS
from wsdv.engine.data import board_data, cards, decade_cards
from wsdv.engine.economy import factory_value, markers
from wsdv.engine.sequence import prestige_holder

SHARED = Path(__file__).resolve().parents[2] / "shared"
REFERENCE = SHARED / "reference"
DATA = Path(__file__).resolve().parents[1] / "wsdv" / "data"


def _reference(name: str) -> Any:
    path = REFERENCE / name
    if not path.is_file():
        pytest.skip(f"reference data {path} is absent (shared/ is not next to this checkout)")
    return json.loads(path.read_text(encoding="utf-8"))


def _ours(name: str) -> Any:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


# --- section 2: set-up ------------------------------------------------------------------------


def test_2_setup_unrest_two_in_suppliers_three_elsewhere() -> None:
    """2 (ruling 1): 2 unrest in each West Berlin supplier, 3 in the other 11 provinces."""
    s = new_game().state
    for p in PROVINCES:
        assert s.unrest[p] == (2 if p in SUPPLIERS else 3), p
    assert sorted(SUPPLIERS) == ["Baden-Württemberg", "Nordrhein-Westfalen", "Rheinland-Pfalz"]
    assert sum(1 for p in PROVINCES if s.unrest[p] == 3) == 11
    assert all(markers(s, p) == 0 for p in PROVINCES)


def test_2_setup_four_factories_of_value_one_no_infrastructure() -> None:
    """2: West factories on Hamburg and Dortmund, East on Berlin and Bitterfeld, value 1."""
    s = new_game().state
    assert s.factories == {"Hamburg": "n", "Dortmund": "n", "Berlin": "n", "Bitterfeld": "n"}
    assert all(factory_value(s, c) == 1 for c in s.factories)
    assert s.infra == set()
    assert s.dead_sites == set()


def test_2_setup_socialists_markers_and_tracks() -> None:
    """2: 1 socialist in the holding box, none on the map; prestige, Western currency,
    socialist and flight markers at 0; the End of Decade marker on its face side (no Wall)."""
    s = new_game().state
    assert s.box == 1
    assert s.socialists == {}
    assert (s.prestige, s.wc, s.soc_track, s.flight) == (0, 0, 0, 0)
    assert s.wall is False and s.stasi_disbanded is False
    assert all(s.ls[p] == 0 for p in PROVINCES)
    assert all(v == 0 for v in s.sectors.values())
    assert s.imported == {} and s.police == []


def test_2_west_holds_prestige_advantage_and_starts() -> None:
    """2 (ruling 2): at 0 West holds the prestige advantage and starts the game."""
    g = new_game()
    assert prestige_holder(g.state) == "west"
    assert g.prompt is not None
    assert (g.prompt.side, g.prompt.kind) == ("west", "card")
    assert (g.state.decade, g.state.half) == (1, 1)


@pytest.mark.parametrize("position,holder", [(-6, "west"), (-1, "west"), (0, "west"),
                                             (1, "east"), (6, "east")])
def test_2_prestige_advantage_by_marker(position: int, holder: str) -> None:
    """2 (ruling 2): East holds the advantage at +1..+6, West at 0 and below."""
    s = new_game().state
    s.prestige = position
    assert prestige_holder(s) == holder


def test_3_step1_and_2_first_decade_dealt() -> None:
    """3, steps 1-2: special card I in the display, the 20 normal cards of decade I form the
    deck, both hands filled to 2, then 7 cards into the display (9 left in the deck)."""
    s = new_game(5).state
    assert s.special == "I"
    assert len(s.hands["west"]) == len(s.hands["east"]) == 2
    assert len(s.display) == 7
    assert len(s.deck) == 20 - 4 - 7
    dealt = s.deck + s.display + s.hands["west"] + s.hands["east"]
    assert sorted(dealt) == sorted(decade_cards(1))
    assert all(not cards()[c].special for c in dealt)


def test_3_step3_west_first_choice_lists_display_and_own_hand_only() -> None:
    """3, step 3: West chooses a display card or one of its own hand cards; only East may take
    the special card."""
    g = new_game(5)
    s = g.state
    expected = {f"card:{c}" for c in s.display + s.hands["west"]}
    assert set(ids(g)) == expected
    assert "card:I" not in ids(g)


def test_3_game_is_deterministic_per_seed() -> None:
    """3: the shuffle comes from the seed alone (the same seed deals the same cards)."""
    a, b = new_game(42).state, new_game(42).state
    assert (a.deck, a.display, a.hands) == (b.deck, b.display, b.hands)
    c = new_game(43).state
    assert (a.deck, a.display) != (c.deck, c.display)


# --- the data: our files against the reference facts -----------------------------------------


def test_data_cards_json_matches_reference_field_by_field() -> None:
    """Data: every field of every card face in wsdv/data/cards.json equals the reference."""
    from wsdv.engine.__main__ import card_as_reference

    ref = _reference("cards.json")["cards"]
    ours = [card_as_reference(c) for c in cards().values()]
    assert [c["id"] for c in ours] == [c["id"] for c in ref]
    for mine, theirs in zip(ours, ref, strict=True):
        assert set(mine) == set(theirs), mine["id"]
        for key in theirs:
            assert mine[key] == theirs[key], f"card {mine['id']}: {key}"
    assert len(ours) == 85


def test_data_cards_cli_json_equals_reference_array() -> None:
    """Data: `python -m wsdv.engine cards --json` prints exactly the reference cards array."""
    ref = _reference("cards.json")["cards"]
    out = subprocess.run([sys.executable, "-m", "wsdv.engine", "cards", "--json"],
                         capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parents[1])
    assert json.loads(out.stdout) == ref


def _city_side(city: dict[str, Any], province_side: dict[str, str]) -> str:
    if city["kind"] == "external":
        return "external"
    if city["kind"] == "hamburg":
        return "west"
    return province_side[city["province"]]


def test_data_board_provinces_match_reference() -> None:
    """Data: the 14 provinces with side, cities and West Berlin sector."""
    ref = _reference("board.json")
    ours = _ours("board.json")
    cities_of: dict[str, list[str]] = {p["name"]: [] for p in ours["provinces"]}
    for c in ours["cities"]:
        if c.get("province"):
            cities_of[c["province"]].append(c["name"])
    assert [p["name"] for p in ours["provinces"]] == [p["name"] for p in ref["provinces"]]
    for mine, theirs in zip(ours["provinces"], ref["provinces"], strict=True):
        assert mine["side"] == theirs["side"], mine["name"]
        assert cities_of[mine["name"]] == theirs["cities"], mine["name"]
        assert mine.get("supplies") == theirs.get("supplies_west_berlin_sector"), mine["name"]
    sectors = {p["supplies"]: p["name"] for p in ours["provinces"] if p.get("supplies")}
    assert sectors == ref["west_berlin_sectors"]


def test_data_board_cities_match_reference() -> None:
    """Data: every city's name, side, province, kind, set-up factory, position, Hamburg's
    provinces and the external cities' country."""
    ref = _reference("board.json")
    ours = _ours("board.json")
    side_of = {p["name"]: p["side"] for p in ours["provinces"]}
    setup = set(ours["setup"]["factories"])
    assert [c["name"] for c in ours["cities"]] == [c["name"] for c in ref["cities"]]
    for mine, theirs in zip(ours["cities"], ref["cities"], strict=True):
        name = mine["name"]
        assert _city_side(mine, side_of) == theirs["side"], name
        assert mine.get("province") == theirs["province"], name
        assert mine["kind"] == theirs["kind"], name
        assert (name in setup) == theirs["setup_factory"], name
        assert tuple(mine["at"]) == (theirs["lat"], theirs["lon"]), name
        assert tuple(mine.get("counts_for", ())) == tuple(theirs.get("counts_for", ())), name
        assert mine.get("country") == theirs.get("country"), name
        known = {"name", "side", "province", "kind", "setup_factory", "lat", "lon",
                 "counts_for", "country"}
        assert set(theirs) <= known, f"{name}: reference field not compared"


def test_data_board_connections_and_adjacency_match_reference() -> None:
    """Data: the 68 connections with their number of blue lines, the 10 adjacencies across
    the border and the adjacencies within each side."""
    ref = _reference("board.json")
    ours = _ours("board.json")
    assert [tuple(c) for c in ours["connections"]] == \
        [(c["a"], c["b"], c["lines"]) for c in ref["connections"]]
    assert len(ours["connections"]) == 68
    assert [tuple(x) for x in ours["border_adjacency"]] == \
        [tuple(x) for x in ref["adjacency_across_border"]]
    for side, ref_side in (("west", "West"), ("east", "East")):
        assert [tuple(x) for x in ours["side_adjacency"][side]] == \
            [tuple(x) for x in ref["adjacency_within_side"][ref_side]]


def test_data_board_tracks_match_reference() -> None:
    """Data: track ranges and starts, the prestige boxes (9.2), the socialists per space
    (9.9) and the 10 End of Decade phases."""
    from wsdv.words.names import PHASES

    tracks = _reference("board.json")["tracks"]
    ours = _ours("board.json")
    for name in ("prestige", "western_currency", "socialist", "flight"):
        assert tuple(ours["track_range"][name]) == tuple(tracks[name]["range"]), name
        assert tracks[name]["start"] == 0
    ref_boxes = tracks["prestige"]["boxes"]
    for key, icons in ref_boxes.items():
        assert ours["prestige_boxes"].get(key, []) == icons, f"prestige box {key}"
    assert set(ours["prestige_boxes"]) <= set(ref_boxes)
    assert ours["socialists_per_space"] == tracks["socialist"]["socialists_per_space"]
    assert len(PHASES["en"]) == len(PHASES["de"]) == len(tracks["end_of_decade"]) == 10


def test_data_board_setup_matches_reference() -> None:
    """Data: the set-up block (section 2, version 2.0)."""
    ref = _reference("board.json")["setup"]
    ours = _ours("board.json")["setup"]
    assert ours["unrest"] == ref["unrest"]
    assert sorted(ours["factories"]) == sorted(ref["factories"])
    assert ours["socialists"] == ref["socialists_total"] == 12
    assert ours["socialists_in_box"] == ref["socialists_in_holding_box"] == 1
    assert ref["markers"] == {"prestige": 0, "western_currency": 0, "socialist": 0, "flight": 0}
    assert ours["first_player"] == ref["first_player"] == "west"


def test_data_loaded_models_agree_with_files() -> None:
    """Data: the validated models hold what the files say (no silent defaults)."""
    b = board_data()
    assert len(b.provinces) == 14 and len(b.cities) == 42
    assert len(SIDE_PROVINCES["west"]) == 8 and len(SIDE_PROVINCES["east"]) == 6
    assert len(cards()) == 85
