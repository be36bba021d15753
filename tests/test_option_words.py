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


# --- notes under LS and dismantling options, and the preview (Game.preview) -------------------


def _ls_prompt(**unrest: int):
    g = action_game("16", "west")  # West value 4
    zero_unrest(g)
    for p, n in unrest.items():
        g.state.unrest[p.replace("_", "-")] = n
    choose(g, "ls", "hamburg:Niedersachsen")
    assert g.prompt is not None and g.prompt.kind == "ls"
    return g


def _notes(g, lang: str, outlook: bool = True) -> dict[str, str]:
    from wsdv.ui.confirm import option_notes
    v = g.view(g.prompt.side, with_outlook=outlook)
    return option_notes(g, v["prompt"], v, lang)


def test_6_3_an_ls_option_says_the_unrest_it_removes_and_the_mass_protest_it_ends() -> None:
    """6.3: every LS placed removes 1 unrest from its province when the action ends; 4 unrest
    are a mass protest (section 4). 9.1: the richest West province's LS add to the flight."""
    g = _ls_prompt(Nordrhein_Westfalen=4, Niedersachsen=2)
    en, de = _notes(g, "en"), _notes(g, "de")
    nrw = en["prov:Nordrhein-Westfalen"]
    assert "removes 1 unrest in Nordrhein-Westfalen (4→3) and so ends a mass protest" in nrw
    assert "+1 flight at the End of Decade (9.1)" in nrw
    assert "beendet so einen Massenprotest" in de["prov:Nordrhein-Westfalen"]
    assert "ends a mass protest" not in en["prov:Niedersachsen"]
    # Hamburg may count for Niedersachsen in 9.5 (10.3): no warning that the LS is lost
    assert "9.5" not in en["prov:Niedersachsen"]
    for lang in ("it", "pl"):
        assert set(_notes(g, lang)) == set(en)


def test_9_1_no_flight_note_once_the_wall_stands() -> None:
    g = _ls_prompt(Nordrhein_Westfalen=1)
    g.state.wall = True
    assert "9.1" not in _notes(g, "en")["prov:Nordrhein-Westfalen"]


def test_9_5_an_ls_above_the_export_factory_says_it_is_lost() -> None:
    """9.5: no province keeps more LS than its export factory's value."""
    from wsdv.ui.option_notes import ls_items
    v = _ls_prompt().view("west")
    v["board"]["provinces"]["Nordrhein-Westfalen"]["ls"] = 1  # export factory of value 1
    assert "2 LS, more than its export factory's value 1: lost at the End of Decade (9.5)" in \
        ls_items("Nordrhein-Westfalen", v, "en")
    v["board"]["provinces"]["Nordrhein-Westfalen"]["ls"] = 0
    assert not any("9.5" in i for i in ls_items("Nordrhein-Westfalen", v, "en"))


def test_a_dismantling_option_says_which_economy_it_lowers() -> None:
    d = at(new_game(3), frame("dismantle", side="east", by="west", n=1))
    notes = _notes(d, "en")
    assert notes["city:Bitterfeld"] == "Then: economy of Sachsen-Anhalt 1→0"
    assert _notes(d, "de")["city:Bitterfeld"] == "Danach: Wirtschaft von Sachsen-Anhalt 1→0"


def test_a_dismantling_that_lowers_the_export_factory_says_the_ls_lost_in_9_5() -> None:
    g = new_game(3)
    g.state.ls["Sachsen-Anhalt"] = 1
    d = at(g, frame("dismantle", side="east", by="west", n=1))
    assert _notes(d, "en")["city:Bitterfeld"].endswith(
        "Sachsen-Anhalt keeps 1 LS, its export factory then worth 0: 1 LS lost at the End of "
        "Decade (9.5)")


def test_the_confirm_panel_lists_what_the_held_choice_changes() -> None:
    from wsdv.ui.confirm import confirm_html, previews
    g = _ls_prompt(Nordrhein_Westfalen=4)
    choose(g, "prov:Nordrhein-Westfalen", "done")
    assert g.prompt is not None and g.prompt.kind == "transfer"
    v = g.view("west")
    html = confirm_html(v["prompt"], "no_transfer", "east", "en",
                        previews(g).get("no_transfer"), v)
    assert "What this choice changes on the board" in html
    assert "<li>unrest in Nordrhein-Westfalen 4→3</li>" in html
    assert "West&#x27;s mass protests 1→0" in html or "West's mass protests 1→0" in html


def test_the_notes_are_the_same_whatever_the_hidden_cards() -> None:
    """The notes read only the open board and the public preview (tests/test_preview.py)."""
    from test_preview import _positions, _redealt
    compared = 0
    for seed in range(3):
        for k, g in enumerate(_positions(seed, 300)):
            h = _redealt(g, k)
            # without the outlook, which the notes do not read (a search over the End of
            # Decade, 95 % of this test's time with it)
            a, b = _notes(g, "en", outlook=False), _notes(h, "en", outlook=False)
            common = set(g.prompt.ids()) & set(h.prompt.ids())
            assert {i: a[i] for i in common if i in a} == {i: b[i] for i in common if i in b}
            compared += len(a)
    assert compared > 20


def test_9_1_points_taken_in_turn_say_so_and_who_takes_the_next() -> None:
    """9.1 (9.3): the prestige holder dismantles the first point, then the sides alternate.
    "2 points left" that end after one pick (the other side took the next) must say why."""
    d = at(new_game(3), frame("dismantle", side="east", by=("west", "east"), n=2, eod=True))
    assert d.prompt.side == "west" and d.prompt.msg.key == "prompt.dismantle_turns"
    assert render(d.prompt.msg, "en") == ("Dismantle East's economy: 2 points left, taken in "
                                          "turn: West takes this one, East the next")
    d.choose(d.prompt.ids()[0])
    assert d.prompt.side == "east" and d.prompt.msg.key == "prompt.dismantle"
    one = at(new_game(3), frame("dismantle", side="east", by="east", n=2, eod=True))
    assert one.prompt.msg.key == "prompt.dismantle"
