"""The stakes panel's "if the decade ended now" lines (wsdv/ui/stakes.py) for the three
outlook positions of issue 29, rendered in CPython: 9.3's forced rundown before 9.5, Hamburg
for one province only (10.3), and the 9.2 prestige box in the mass protests at most."""

from __future__ import annotations

from typing import Any

from positions import connect, place
from test_outlook import _empty, _hamburg_ls

from wsdv.ui.stakes import preview_html, strip_html


def _html(g, lang: str = "en") -> str:
    return preview_html(g.view("west"), lang)


def test_9_3_and_9_5_panel_says_sachsen_loses_its_ls() -> None:
    g = _empty()
    place(g, "Leipzig")
    g.state.ls["Sachsen"] = 1
    g.state.wc = -1
    html = _html(g)
    assert "1 short" in html
    assert "LS above the export factory&#x27;s value lost: Sachsen 1" in html or \
        "value lost: Sachsen 1" in html


def test_10_3_panel_names_each_hamburg_choice() -> None:
    html = _html(_hamburg_ls())
    assert "LS lost, West chooses Hamburg&#x27;s province" in html or \
        "West chooses Hamburg" in html
    assert "Hamburg to Niedersachsen: Schleswig-Holstein 1" in html
    assert "Hamburg to Schleswig-Holstein: Niedersachsen 1" in html
    de = _html(_hamburg_ls(), "de")
    assert "Hamburg zu Niedersachsen: Schleswig-Holstein 1" in de


def test_9_2_panel_says_east_could_collapse() -> None:
    g = _empty()
    s = g.state
    s.prestige = -3
    s.unrest.update({"Sachsen": 4, "Thüringen": 4, "Mecklenburg": 4, "Brandenburg": 3})
    html = _html(g)
    assert "East could collapse" in html
    assert "at most West 0, East 4" in html
    assert strip_html(g.view("west"), "en", False)


def test_9_3_panel_gives_a_range_where_a_choice_decides_the_income() -> None:
    """9.1/9.3: East's dismantling (its choice) decides which export factory earns; the
    panel gives the income as a range, never "None"."""
    g = _empty()
    place(g, "Rostock", "Kiel")
    connect(g, ("Leipzig", "Dresden"))
    g.state.ls["Schleswig-Holstein"] = 2  # 9.1: flight 2, East dismantles 1: Rostock, or a
    html = _html(g)  # line of Leipzig-Dresden (then Mecklenburg's export factory stays)
    assert "None" not in html
    assert "Income 1–2 against 0 LS of the East: enough" in html


def test_9_2_a_search_cut_short_never_says_a_side_cannot_collapse(monkeypatch: Any) -> None:
    """Issue 29: "cannot collapse" is never wrong. Where the search had to stop before it had
    followed every choice, each side it saw no collapse for is named as unknown, in words;
    a complete search names none."""
    from wsdv.engine import eod_outcomes, outlook

    g = _empty()
    s = g.state
    s.prestige = -5  # West executes box -5 into the East
    for p, n in (("Sachsen", 3), ("Thüringen", 3), ("Mecklenburg", 3)):
        s.unrest[p] = n
    outlook.clear_cache()
    full = g.view("west")["outlook"]
    assert full["checked"]["complete"] and full["collapse_unknown"] == []
    monkeypatch.setattr(outlook, "search",
                        lambda st, budget=0: eod_outcomes.search(st, budget=30, playouts=2))
    outlook.clear_cache()
    cut = g.view("west")["outlook"]
    assert not cut["checked"]["complete"]
    assert set(cut["collapse_possible"]) | set(cut["collapse_unknown"]) == {"west", "east"}
    html = preview_html(g.view("west"), "en")
    for side in cut["collapse_unknown"]:
        assert f"Whether {side.capitalize()} could collapse is not known" in html or \
            "could collapse is not known" in html
    assert "zusammenbrechen könnte, ist offen" in preview_html(g.view("west"), "de") or \
        not cut["collapse_unknown"]
    outlook.clear_cache()


def test_9_3_chip_shows_a_dash_where_no_way_reaches_9_3() -> None:
    """Where every way through the End of Decade ends the game before 9.3, the Western
    currency chip has no figure to show: a dash, not "0–0"."""
    v = _empty().view("west")
    wc = v["outlook"]["western_currency"]
    for k in ("income", "ls", "short"):
        wc[k], wc["range"][k] = None, None
    html = strip_html(v, "en", False)
    assert 'data-wc-income="–"' in html and 'data-wc-ls="–"' in html
    assert "0–0" not in html


def test_the_workers_outlook_draws_as_the_pages_own() -> None:
    """The AI worker's outlook (wsdv.ai.service.outlook: JSON, the large budget) draws the
    same stakes strip and panel as the page's own search, in every language, for positions
    of seeded games and the three positions above; a heavy position (box -6 with 3 WC
    short) that the page's budget cannot finish is complete from the worker."""
    import json
    import random

    from test_outlook_differential import position

    from wsdv.ai.service import outlook as worker_outlook
    from wsdv.engine import Game
    from wsdv.words import LANGS

    games: list[Game] = [_empty(), _hamburg_ls()]
    rnd = random.Random(5)
    g = Game.new(5)
    for k in range(400):
        if g.prompt is None:
            break
        if k % 40 == 0 and g.state.phase == 0:
            games.append(g.clone())
        g.choose(rnd.choice(g.prompt.ids()))
    for game in games:
        view = game.view("west")
        answer = json.loads(worker_outlook(json.dumps({"state": game.state_json()})))
        assert "error" not in answer
        other: dict[str, Any] = {**view, "outlook": answer["outlook"]}
        for lang in LANGS:
            assert preview_html(other, lang) == preview_html(view, lang)
            assert strip_html(other, lang, True) == strip_html(view, lang, True)
    heavy = position(28)
    heavy.state.prestige, heavy.state.wc = -6, -3
    heavy.refresh_prompt()
    assert not heavy.view("west")["outlook"]["checked"]["complete"]
    answer = json.loads(worker_outlook(json.dumps({"state": heavy.state_json()})))
    assert answer["outlook"]["checked"]["complete"]
