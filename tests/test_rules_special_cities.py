"""Special cities (section 10): East Berlin (10.1), West Berlin (10.2), Hamburg (10.3),
Rheinsberg (10.4), the external factories of Polska and ČSSR (10.5)."""

from __future__ import annotations

import pytest
from positions import (
    action_game,
    at,
    choose,
    clear_economy,
    connect,
    frame,
    ids,
    new_game,
    phase_game,
    place,
)

from wsdv.engine import Game
from wsdv.engine.board import (
    CITY_PROVINCE,
    PROVINCE_CITIES,
    SIDE_PROVINCES,
    SUPPLIERS,
    WEST_BERLIN,
)
from wsdv.engine.economy import economy, export_value, factory_value, markers
from wsdv.engine.unrest import side_markers


def _label(g: Game, option_id: str) -> str:
    assert g.prompt is not None
    return next(o.label for o in g.prompt.options if o.id == option_id)


def _provs(g: Game) -> set[str]:
    return {o.removeprefix("prov:") for o in ids(g) if o.startswith("prov:")}


# --- 10.1 East Berlin -------------------------------------------------------------------------


def test_10_1_berlin_factory_belongs_to_east_berlin_not_brandenburg() -> None:
    """10.1: the factory on Berlin is in the East Berlin province, not in Brandenburg."""
    g = new_game()
    assert CITY_PROVINCE["Berlin"] == "East Berlin"
    assert "Berlin" not in PROVINCE_CITIES["Brandenburg"]
    assert economy(g.state, "East Berlin") == 1 and economy(g.state, "Brandenburg") == 0


# --- 10.2 West Berlin -------------------------------------------------------------------------


def _supplier_position(card: str = "18") -> Game:
    """West: Rheinland-Pfalz, NRW and Baden-Württemberg each with economy 4 (a working
    connection inside the province)."""
    g = action_game(card, "west")
    connect(g, ("Koblenz", "Saarbrücken"), ("Duisburg", "Köln"), ("Heilbronn", "Stuttgart"),
            ("Stuttgart", "Ulm"))
    return g


def test_10_2_no_sites_in_west_berlin() -> None:
    """10.2: no factory or infrastructure can ever be built in West Berlin."""
    assert PROVINCE_CITIES[WEST_BERLIN] == ()
    assert WEST_BERLIN not in CITY_PROVINCE.values()


def test_10_2_example_transfer_to_the_french_sector() -> None:
    """10.2 example: West places 1 LS in Rheinland-Pfalz while West Berlin has 0; after the
    placement it transfers that LS to West Berlin's French sector; the unrest counter is
    removed in West Berlin, not in Rheinland-Pfalz."""
    g = _supplier_position()
    s = g.state
    choose(g, "ls", "hamburg:Niedersachsen", "prov:Rheinland-Pfalz", "done")
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "transfer")
    assert set(ids(g)) == {"transfer:Rheinland-Pfalz", "no_transfer"}
    assert "French" in _label(g, "transfer:Rheinland-Pfalz")
    g.choose("transfer:Rheinland-Pfalz")
    assert g.prompt is None
    assert s.ls["Rheinland-Pfalz"] == 0 and s.ls[WEST_BERLIN] == 1
    assert s.sectors == {"British": 0, "French": 1, "US": 0}
    assert s.unrest[WEST_BERLIN] == 2 and s.unrest["Rheinland-Pfalz"] == 2


def test_10_2_a_transfer_records_its_supplier_for_9_5() -> None:
    """10.2 with 9.5 (ruling 27): the state and the view record every supplier that ever
    transferred, once, in order; a later emptied sector does not take it off the record."""
    g = _supplier_position()
    s = g.state
    choose(g, "ls", "hamburg:Niedersachsen", "prov:Rheinland-Pfalz", "done",
           "transfer:Rheinland-Pfalz")
    assert s.wb_suppliers == ("Rheinland-Pfalz",)
    assert g.view(None)["board"]["west_berlin_suppliers"] == ["Rheinland-Pfalz"]
    s.sectors["French"] = s.ls[WEST_BERLIN] = 0
    s.ls["Rheinland-Pfalz"] = 0
    at(g, frame("action", side="west", card="16"))
    choose(g, "ls", "hamburg:Niedersachsen", "prov:Rheinland-Pfalz", "done",
           "transfer:Rheinland-Pfalz")
    assert s.wb_suppliers == ("Rheinland-Pfalz",)
    assert Game.from_state_json(g.state_json()).state.wb_suppliers == ("Rheinland-Pfalz",)


def test_10_2_no_transfer_keeps_ls_and_removes_unrest_in_the_supplier() -> None:
    """10.2: the transfer is optional ("may"); without it the usual 6.3 removal applies."""
    g = _supplier_position()
    choose(g, "ls", "hamburg:Niedersachsen", "prov:Rheinland-Pfalz", "done", "no_transfer")
    s = g.state
    assert s.ls["Rheinland-Pfalz"] == 1 and s.ls[WEST_BERLIN] == 0
    assert s.unrest["Rheinland-Pfalz"] == 1 and s.unrest[WEST_BERLIN] == 3


def test_10_2_next_transfer_must_come_from_another_sector() -> None:
    """10.2 example: after the French sector got its LS, the next one for West Berlin must come
    from Baden-Württemberg or NRW (sectors are filled evenly)."""
    g = _supplier_position("16")  # West value 4
    s = g.state
    s.ls[WEST_BERLIN], s.sectors["French"] = 1, 1
    connect(g, ("Kaiserslautern", "Saarbrücken"), ("Dortmund", "Köln"), ("Mannheim", "Heilbronn"))
    for p in SUPPLIERS:
        s.ls[p] = 1
    choose(g, "ls", "hamburg:Niedersachsen", "prov:Rheinland-Pfalz", "prov:Nordrhein-Westfalen",
           "done")
    assert set(ids(g)) == {"transfer:Nordrhein-Westfalen", "no_transfer"}
    g.choose("transfer:Nordrhein-Westfalen")
    assert s.sectors == {"British": 1, "French": 1, "US": 0}
    assert s.ls[WEST_BERLIN] == 2 and s.ls["Nordrhein-Westfalen"] == 1
    assert s.ls["Rheinland-Pfalz"] == 2


def test_10_2_supplier_needs_more_ls_than_west_berlin() -> None:
    """10.2: only a supplier that now has more LS than West Berlin may transfer."""
    g = _supplier_position()
    g.state.ls[WEST_BERLIN], g.state.sectors["US"] = 1, 1
    choose(g, "ls", "hamburg:Niedersachsen", "prov:Rheinland-Pfalz", "done")
    assert g.prompt is None, "Rheinland-Pfalz has 1 LS, West Berlin 1: no transfer offered"
    assert g.state.ls["Rheinland-Pfalz"] == 1


def test_10_2_only_one_supplier_transfers_per_action() -> None:
    """10.2: per action only 1 supplier may transfer; the others keep their LS and remove
    unrest at home."""
    g = _supplier_position("16")
    s = g.state
    choose(g, "ls", "hamburg:Niedersachsen", "prov:Rheinland-Pfalz", "prov:Nordrhein-Westfalen",
           "prov:Baden-Württemberg")
    assert set(ids(g)) == {"transfer:Rheinland-Pfalz", "transfer:Nordrhein-Westfalen",
                           "transfer:Baden-Württemberg", "no_transfer"}
    g.choose("transfer:Baden-Württemberg")
    assert g.prompt is None, "no second transfer"
    assert s.ls[WEST_BERLIN] == 1 and s.sectors["US"] == 1
    assert s.ls["Rheinland-Pfalz"] == s.ls["Nordrhein-Westfalen"] == 1
    assert s.unrest["Rheinland-Pfalz"] == s.unrest["Nordrhein-Westfalen"] == 1
    assert s.unrest["Baden-Württemberg"] == 2 and s.unrest[WEST_BERLIN] == 2


def test_10_2_east_never_transfers() -> None:
    """10.2: the transfer is West's; East's LS action has no such step."""
    g = action_game("1", "east")
    connect(g, ("Berlin", "Schwedt"), ("Berlin", "Cottbus"))
    choose(g, "ls", "prov:East Berlin", "done")
    assert g.prompt is None


def _add_west_berlin_unrest(g: Game, n: int) -> Game:
    return at(g, frame("add_unrest", side="west", by="east", n=n, region=WEST_BERLIN, placed=()))


def test_10_2_mass_protest_exported_to_a_supplier_east_chooses() -> None:
    """10.2: for each mass protest marker placed in West Berlin one more is exported at once to
    a supplier East chooses; there it is a normal mass protest (no building) on top of its own
    markers."""
    g = new_game()
    s = g.state
    _add_west_berlin_unrest(g, 1)
    g.choose(f"prov:{WEST_BERLIN}")
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("east", "wb_import")
    assert set(ids(g)) == {f"prov:{p}" for p in SUPPLIERS}
    g.choose("prov:Nordrhein-Westfalen")
    assert g.prompt is None
    assert markers(s, WEST_BERLIN) == 1
    assert markers(s, "Nordrhein-Westfalen") == 1 and s.unrest["Nordrhein-Westfalen"] == 2
    assert side_markers(s, "west") == 2
    at(g, frame("build", side="west", by="west", points=1, optional=True))
    assert not any("Dortmund" in o or "Köln" in o for o in ids(g))
    s.unrest["Nordrhein-Westfalen"] = 4
    assert markers(s, "Nordrhein-Westfalen") == 2, "in addition to its own marker"


def test_10_2_two_markers_at_once_export_two() -> None:
    """10.2 with section 4 and 9.6: West Berlin 3 → 8 unrest at once (internal comparison,
    full difference 5) places 2 markers there: 2 exports, East choosing each."""
    g = new_game()
    for p in SIDE_PROVINCES["west"]:
        g.state.ls[p] = 0 if p == WEST_BERLIN else 5
    phase_game(g, 6)
    assert g.state.unrest[WEST_BERLIN] == 8
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("east", "wb_import")
    choose(g, "prov:Rheinland-Pfalz", "prov:Rheinland-Pfalz")
    assert g.prompt is None
    assert g.state.imported == {"Rheinland-Pfalz": 2}
    assert markers(g.state, WEST_BERLIN) == 2 and markers(g.state, "Rheinland-Pfalz") == 2


def test_10_2_imported_marker_leaves_only_with_west_berlins() -> None:
    """10.2: an imported marker is removed only when a mass protest in West Berlin ends; with
    imported markers in two suppliers East decides which one goes."""
    g = new_game()
    s = g.state
    s.unrest[WEST_BERLIN] = 8
    s.imported = {"Nordrhein-Westfalen": 1, "Baden-Württemberg": 1}
    s.unrest["Nordrhein-Westfalen"] = 0
    assert markers(s, "Nordrhein-Westfalen") == 1, "the supplier's own unrest cannot end it"
    at(g, frame("remove_unrest", side="west", by="west", n=1))
    g.choose(f"prov:{WEST_BERLIN}")
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("east", "wb_unimport")
    assert set(ids(g)) == {"prov:Nordrhein-Westfalen", "prov:Baden-Württemberg"}
    g.choose("prov:Baden-Württemberg")
    assert s.imported == {"Nordrhein-Westfalen": 1}
    assert markers(s, WEST_BERLIN) == 1


def test_10_2_last_imported_marker_goes_without_a_question() -> None:
    """10.2: with one imported marker left, ending West Berlin's protest removes it."""
    g = action_game("18", "west")  # Yellow: free removal
    s = g.state
    s.unrest[WEST_BERLIN] = 4
    s.imported = {"Baden-Württemberg": 1}
    choose(g, "unrest", f"prov:{WEST_BERLIN}")
    assert g.prompt is None
    assert s.imported == {} and markers(s, "Baden-Württemberg") == 0


# --- 10.3 Hamburg -----------------------------------------------------------------------------


def _hamburg_position(card: str) -> Game:
    """Hamburg of value 3 (working to Bremen and Wolfsburg); Schleswig-Holstein has no factory,
    Niedersachsen has Bremen (2) and Wolfsburg (2) and already 1 LS."""
    g = action_game(card, "west")
    connect(g, ("Hamburg", "Bremen"), ("Hamburg", "Wolfsburg"))
    g.state.ls["Niedersachsen"] = 1
    assert factory_value(g.state, "Hamburg") == 3
    return g


def test_10_3_example_schleswig_holstein_first_ls_with_hamburg() -> None:
    """10.3 example: Schleswig-Holstein (economy 0) gets its first LS with Hamburg (a 3
    value factory); in the same action Niedersachsen cannot use Hamburg as well."""
    g = _hamburg_position("3")  # West value 1
    g.choose("ls")
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "hamburg")
    assert set(ids(g)) == {"hamburg:Schleswig-Holstein", "hamburg:Niedersachsen"}
    g.choose("hamburg:Schleswig-Holstein")
    offered = _provs(g)
    assert "Schleswig-Holstein" in offered
    assert "uses" not in _label(g, "prov:Schleswig-Holstein")
    assert "Niedersachsen" not in offered, "economy 4 without Hamburg: the 2nd LS needs 2"


def test_10_3_hamburg_counted_for_niedersachsen_instead() -> None:
    """10.3: West decides anew in each action; for Niedersachsen, Schleswig-Holstein gets
    nothing."""
    g = _hamburg_position("3")
    choose(g, "ls", "hamburg:Niedersachsen")
    offered = _provs(g)
    assert "Niedersachsen" in offered and "Schleswig-Holstein" not in offered
    assert "uses" not in _label(g, "prov:Niedersachsen"), "4 + 3 = 7 ≥ 6"


def test_10_3_west_asked_when_only_the_cost_differs() -> None:
    """10.3 (ruling 26) in the LS action (6.3): both provinces can take an LS either way, but
    Hamburg (value 1) decides which of them needs 1 point of the card value: West decides."""
    g = action_game("1", "west")  # West value 2
    clear_economy(g)
    place(g, "Kiel", "Flensburg", "Bremen", "Hannover", "Hamburg")
    g.choose("ls")
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "hamburg")
    g.choose("hamburg:Niedersachsen")
    assert "uses" not in _label(g, "prov:Niedersachsen")
    assert "uses 1" in _label(g, "prov:Schleswig-Holstein")


def test_10_3_not_asked_when_hamburg_changes_nothing_in_the_action() -> None:
    """10.3 in the LS action: Hamburg (1) plus the card value (1) reaches no LS threshold,
    so every LS is out of reach either way: West is not asked."""
    g = action_game("3", "west")
    clear_economy(g)
    place(g, "Hamburg")
    g.choose("ls")
    assert g.prompt is None or g.prompt.kind != "hamburg"


def test_10_3_hamburg_is_no_province() -> None:
    """10.3: Hamburg is not a province; its factory counts for neither side of the choice
    unless West chooses it."""
    g = new_game()
    assert CITY_PROVINCE["Hamburg"] is None
    assert economy(g.state, "Schleswig-Holstein") == 0
    assert economy(g.state, "Schleswig-Holstein", "Schleswig-Holstein") == 1
    assert economy(g.state, "Niedersachsen", "Schleswig-Holstein") == 0


# --- 10.4 Rheinsberg --------------------------------------------------------------------------


def _event_build(g: Game, region: str | None) -> Game:
    return at(g, frame("build", side="east", by="east", points=1, region=region, event=True,
                       optional=False))


def test_10_4_rheinsberg_only_with_its_event() -> None:
    """10.4: a factory on Rheinsberg only with the event "First German nuclear plant" (card
    27, build icons restricted to Rheinsberg): not with the build action and not with an
    unrestricted build icon (e.g. cards 2, 3, the prestige box +1)."""
    g = action_game("1", "east")
    g.choose("build")
    assert "city:Rheinsberg" not in ids(g)
    _event_build(g, None)
    assert "city:Rheinsberg" not in ids(g)
    _event_build(g, "Rheinsberg")
    assert ids(g) == ["city:Rheinsberg"]
    g.choose("city:Rheinsberg")
    assert g.state.factories["Rheinsberg"] == "n"
    assert factory_value(g.state, "Rheinsberg") == 2
    assert export_value(g.state, "Brandenburg") == 2


def test_10_4_rheinsberg_rundown_flips_it() -> None:
    """10.4: Rheinsberg may become rundown the normal way: it flips (value 2 → 1)."""
    from wsdv.engine.economy import rundown_candidates

    g = new_game()
    place(g, "Rheinsberg")
    assert "Rheinsberg" in rundown_candidates(g.state)
    g.state.factories["Rheinsberg"] = "r"
    assert factory_value(g.state, "Rheinsberg") == 1
    assert "Rheinsberg" not in rundown_candidates(g.state)


# --- 10.5 External factories ------------------------------------------------------------------


def _polska_example() -> Game:
    """10.5 example: Berlin (3: working to Polska-S and Magdeburg), Polska-S (2: working to
    Berlin only), Schwedt's connection to Polska-S not built; East Berlin already has 1 LS."""
    g = action_game("3", "east")  # East value 1
    clear_economy(g)
    connect(g, ("Berlin", "Polska-S"), ("Berlin", "Magdeburg"))
    place(g, "Schwedt")
    g.state.ls["East Berlin"] = 1
    return g


def test_10_5_example_polska_adds_to_east_berlin_not_brandenburg() -> None:
    """10.5 example: the Polska factory (value 2) adds its value to East Berlin (economy 3 →
    5); without a working connection to Schwedt it may not add to Brandenburg."""
    g = _polska_example()
    s = g.state
    assert factory_value(s, "Polska-S") == 2
    assert economy(s, "East Berlin") == 3
    assert economy(s, "East Berlin", externals={"Polska-S": "East Berlin"}) == 5
    g.choose("ls")
    assert g.prompt is not None and g.prompt.kind == "ls", "one target: no question"
    assert "uses 1" in _label(g, "prov:East Berlin"), "2nd LS needs 6: 5 + 1"
    assert "prov:Brandenburg" not in ids(g), "Schwedt alone (1) would need 2"


def test_10_5_with_two_working_connections_east_chooses_per_action() -> None:
    """10.5: with working connections to two provinces, East decides in every action anew
    which one (only one) receives the external factory's value."""
    g = _polska_example()
    g.state.infra.add("Schwedt~Polska-S")
    g.choose("ls")
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("east", "external")
    assert set(ids(g)) == {"assign:Polska-S:East Berlin", "assign:Polska-S:Brandenburg"}
    g.choose("assign:Polska-S:Brandenburg")
    assert "prov:Brandenburg" in ids(g) and "uses" not in _label(g, "prov:Brandenburg")
    assert "prov:East Berlin" not in ids(g), "Polska counts for Brandenburg only: 6 - 3 = 3"


def test_10_5_external_factory_is_never_an_export_factory() -> None:
    """10.5/9.3/9.5: the highest factory value of a province ignores external factories."""
    g = new_game()
    clear_economy(g)
    connect(g, ("Berlin", "Polska-S"), ("Schwedt", "Polska-S"), ("Polska-N", "Schwedt"))
    s = g.state
    assert factory_value(s, "Polska-S") == 3
    assert export_value(s, "East Berlin") == 2
    assert export_value(s, "Brandenburg") == 3, "Schwedt: Polska-S and Polska-N"


def test_10_5_infrastructure_only_to_an_existing_external_factory() -> None:
    """10.5: infrastructure to a ČSSR/Polska site only when its factory exists."""
    g = new_game()
    place(g, "Schwedt")
    at(g, frame("build", side="east", by="east", points=1, optional=True))
    assert "line:Schwedt~Polska-N" not in ids(g)
    assert "line:Schwedt~Berlin" in ids(g)
    place(g, "Polska-N")
    at(g, frame("build", side="east", by="east", points=1, optional=True))
    assert "line:Schwedt~Polska-N" in ids(g), "normal building to an existing one"
    assert "line:Neubrandenburg~Polska-N" in ids(g), "the external factory is an end"


@pytest.mark.parametrize("region,expected", [
    (None, set()), ("Polska", {"Polska-N", "Polska-S"}), ("ČSSR", {"ČSSR-E", "ČSSR-W"})])
def test_10_5_external_factories_only_with_their_events(region: str | None,
                                                        expected: set[str]) -> None:
    """10.5: factories in ČSSR/Polska only with Joining the CMEA / Warsaw Pact (build icons
    restricted to them); never with the action or an unrestricted build icon."""
    g = new_game()
    _event_build(g, region)
    cities = {o.removeprefix("city:") for o in ids(g) if o.startswith("city:")}
    externals = {"Polska-N", "Polska-S", "ČSSR-E", "ČSSR-W"}
    assert cities & externals == expected
    g = action_game("1", "east")
    g.choose("build")
    assert not set(ids(g)) & {f"city:{c}" for c in externals}


def test_10_5_removed_external_site_never_returns() -> None:
    """10.5 (ruling 11): a site emptied by card 37/73 stays empty."""
    g = new_game()
    g.state.dead_sites.add("Polska-S")
    _event_build(g, "Polska")
    assert "city:Polska-S" not in ids(g) and "city:Polska-N" in ids(g)


def test_10_5_external_factory_never_runs_down() -> None:
    """5.3/10.5 (rules notes): only GDR factories run down, not Polska's or ČSSR's."""
    from wsdv.engine.economy import rundown_candidates

    g = new_game()
    clear_economy(g)
    place(g, "ČSSR-E", "Polska-N")
    assert rundown_candidates(g.state) == []
