"""Options that say what they do (issue 26): an unrest option says when it starts or ends a
mass protest (section 4, 10.2 for West Berlin) and the side's count after it (9.10); the West
Berlin transfer (6.3, 10.2) says where its LS removes unrest. The figures come only from the
open board, so no option tells a player anything hidden."""

from __future__ import annotations

from positions import action_game, at, choose, frame, new_game, zero_unrest

from wsdv.engine.unrest import side_markers
from wsdv.words import render


def _opt(g, oid: str):
    return next(o for o in g.prompt.options if o.id == oid)


def _add(side: str, by: str, **state: int):
    g = new_game(3)
    zero_unrest(g)
    for p, n in state.items():
        g.state.unrest[p.replace("_", " ")] = n
    return at(g, frame("add_unrest", side=side, by=by, n=1))


def test_4_the_fourth_unrest_says_it_makes_a_mass_protest_and_the_count() -> None:
    """Section 4: every 4 unrest are a mass protest; 9.10: 4 of a side collapse it."""
    g = _add("west", "east", Hessen=3, Bayern=4, Niedersachsen=2)
    assert side_markers(g.state, "west") == 1
    hessen = _opt(g, "prov:Hessen")
    assert hessen.msg.key == "opt.unrest_in_protest"
    assert hessen.msg.args["total"] == 2 and hessen.msg.args["side"] == "west"
    assert render(hessen.msg, "en") == \
        "Hessen (3 unrest): one more makes a mass protest (West then 2 of 4)"
    assert _opt(g, "prov:Niedersachsen").msg.key == "opt.unrest_in"
    assert _opt(g, "prov:Bayern").msg.key == "opt.unrest_in"  # 5 is no new protest
    g.choose("prov:Hessen")
    assert side_markers(g.state, "west") == 2  # what the option said


def test_10_2_a_mass_protest_in_west_berlin_counts_twice() -> None:
    """10.2: a new mass protest in West Berlin also exports one to a supplier: West's count
    rises by 2."""
    g = _add("west", "east", West_Berlin=3)
    wb = _opt(g, "prov:West Berlin")
    assert wb.msg.key == "opt.unrest_in_protest" and wb.msg.args["total"] == 2
    g.choose("prov:West Berlin")
    while g.prompt is not None and g.prompt.kind == "wb_import":
        g.choose(g.prompt.ids()[0])
    assert side_markers(g.state, "west") == 2


def test_4_removing_the_fourth_unrest_says_it_ends_a_mass_protest() -> None:
    g = new_game(3)
    zero_unrest(g)
    g.state.unrest["Sachsen"], g.state.unrest["Thüringen"] = 4, 3
    at(g, frame("remove_unrest", side="east", by="east", n=1))
    assert _opt(g, "prov:Sachsen").msg.key == "opt.unrest_in_calm"
    assert render(_opt(g, "prov:Sachsen").msg, "de") == \
        "Sachsen (4 Unruhe): beendet einen Massenprotest"
    assert _opt(g, "prov:Thüringen").msg.key == "opt.unrest_in"


def _transfer(wb_unrest: int, nrw_unrest: int):
    g = action_game("16", "west")  # West value 4
    g.state.unrest["West Berlin"] = wb_unrest
    g.state.unrest["Nordrhein-Westfalen"] = nrw_unrest
    g.state.unrest["Niedersachsen"] = 0
    choose(g, "ls", "hamburg:Niedersachsen", "prov:Niedersachsen", "prov:Nordrhein-Westfalen")
    assert g.prompt is not None and g.prompt.kind == "transfer"
    return g


def test_6_3_the_transfer_says_its_unrest_removal_goes_to_west_berlin() -> None:
    """6.3/10.2: each LS placed removes 1 unrest where it stands, a transferred one in West
    Berlin."""
    g = _transfer(2, 1)
    assert _opt(g, "transfer:Nordrhein-Westfalen").msg.key == "opt.transfer"
    keep = _opt(g, "no_transfer")
    assert keep.msg.key == "opt.no_transfer_calms"
    assert keep.msg.args["provinces"] == ["Nordrhein-Westfalen"]  # Niedersachsen has none
    g.choose("transfer:Nordrhein-Westfalen")
    assert g.state.unrest["West Berlin"] == 1 and g.state.unrest["Nordrhein-Westfalen"] == 1


def test_6_3_a_transfer_to_a_calm_west_berlin_says_it_removes_nothing() -> None:
    g = _transfer(0, 0)
    idle = _opt(g, "transfer:Nordrhein-Westfalen")
    assert idle.msg.key == "opt.transfer_idle"
    assert "removes no unrest" in render(idle.msg, "en")
    assert _opt(g, "no_transfer").msg.key == "opt.no_transfer"
