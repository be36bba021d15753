"""What just happened (wsdv/ui/recap.py): the other side's last turn, from the view's change
record, as board marks and words in English and German."""

from __future__ import annotations

import random
import re

from wsdv.engine import Game
from wsdv.ui import recap
from wsdv.ui.board import change_marks
from wsdv.words import render

CHANGES = {
    "factories": {"built": ["Kiel"], "rundown": ["Leipzig"]},
    "infrastructure": {"removed": ["Leipzig~Jena@Jena"]},
    "unrest": {"Sachsen": 1, "Thüringen": 0},
    "mass_protests": {"Sachsen": 1, "Bayern": -1},
    "ls": {"Hessen": 2},
    "west_berlin_sectors": {"US": 1},
    "tracks": {"prestige": -2, "flight": 1},
    "socialist_box": -1,
    "wall": True,
    "cards": {"played": ["23"], "display_in": ["12"]},
    "counts": {"deck": -1},
}
VIEW = {"tracks": {"prestige": -3, "western_currency": 0, "socialist": 1, "flight": 4}}


def test_mark_keys_name_every_changed_thing_once() -> None:
    assert recap.mark_keys(CHANGES) == [
        "city:Kiel", "city:Leipzig", "line:Leipzig~Jena@Jena", "prov:Sachsen", "prov:Bayern",
        "prov:Hessen", "sector:US", "track:prestige", "track:flight"]
    svg = change_marks(recap.mark_keys(CHANGES), VIEW["tracks"])
    assert re.findall(r'data-chg="([^"]+)"', svg) == recap.mark_keys(CHANGES)


def test_summary_in_both_languages_mass_protests_first() -> None:
    msgs = recap.recap_msgs(CHANGES, VIEW)
    assert msgs[0].key == "recap.protests_new" and msgs[1].key == "recap.protests_end"
    en = [render(x, "en") for x in msgs]
    de = [render(x, "de") for x in msgs]
    assert en[0] == "New mass protest: Sachsen +1"
    assert de[0] == "Neuer Massenprotest: Sachsen +1"
    assert "Bayern −1" in en[1]
    assert "The prestige marker moved 2 toward West: now at -3" in en
    assert "Flight from the Republic: +1, now at 4" in en
    assert "Fabrik gebaut: Kiel" in " ".join(de) and "Die Berliner Mauer steht" in de
    assert not any("{" in t for t in en + de)


def test_panel_of_a_real_game_matches_its_change_record() -> None:
    """Seeded random games: after every choice, the deciding side's panel names who moved
    and carries exactly the record's marks; private log lines stay off the public panel."""
    for seed in range(4):
        g = Game.new(seed)
        rnd = random.Random(seed)
        shown = 0
        while g.prompt is not None and len(g.choices) < 400:
            side = g.prompt.side
            view = g.view(side, with_outlook=False)  # the recap reads no outlook
            last = view["last_turn"]
            html = recap.recap_html(view, "de", public=True)
            if last is None:
                assert html == ""
            else:
                assert last["by"] != side
                shown += 1
                assert f'data-by="{last["by"]}"' in html
                marks = recap.mark_keys(last["changes"])
                assert (f'data-marks="{"|".join(marks)}"' in html) == bool(marks)
                public = [view["log"][i] for i in last["entries"]
                          if not view["log"][i].get("to")
                          and view["log"][i]["msg"]["key"] != "log.changes"]
                # the End of Decade that ran in the turn has a log of its own (issue 26)
                turn, _, eod, _ = recap.split_eod(view, last, True)
                stories = [[e for e in s if e["msg"]["key"] != "log.changes"]
                           for s in (turn, eod)]
                assert sum(map(len, stories)) == len(public)
                logs = [part.partition("</ol>")[0]
                        for part in html.split('class="recap-log"')[1:]]
                assert [lg.count("<li") for lg in logs] == \
                    [min(len(s), recap.MAX_LINES) for s in stories if s]
                assert recap.board_layer(view).count("data-chg=") == len(marks)
            g.choose(rnd.choice(g.prompt.ids()))
        assert shown > 10


def test_the_end_of_decade_has_its_own_heading() -> None:
    """Issue 26, one End of Decade story: what the End of Decade did is listed under "End of
    Decade n: results", not under what the other side did."""
    g, rnd, seen = Game.new(2), random.Random(2), 0
    while g.prompt is not None and len(g.choices) < 400 and seen < 3:
        side = g.prompt.side
        view = g.view(side, with_outlook=False)
        last = view["last_turn"]
        if last:
            turn, _, eod, _ = recap.split_eod(view, last, True)
            if eod and any(e.get("phase") for e in eod):
                seen += 1
                html = recap.recap_html(view, "en", public=True)
                head, _, tail = html.partition('id="recap-eod"')
                decade = next(e["decade"] for e in eod if e.get("phase"))
                assert f"End of Decade {decade}: results" in tail
                assert "End of Decade" not in head.split("What ")[-1].split("</h2>")[0]
                for e in eod:
                    if e["msg"]["key"] == "log.eod_phase":
                        assert render(e["msg"], "en") not in head
                assert all(not e.get("phase") and e.get("half") for e in turn)
                de = recap.recap_html(view, "de", public=True)
                assert f"Jahrzehntende {decade}: Ergebnisse" in de
        g.choose(rnd.choice(g.prompt.ids()))
    assert seen == 3
