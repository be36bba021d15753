"""The End of Decade shown step by step (issue 37): while a step waits, every figure the page
shows (the map's provinces, the track markers with the End of Decade's own, the chips, the
phase table, the hands, the display, the played cards, the deck, the decade and the log) is
that of the moment the step's phase ended, not of later phases or the next decade the game
may already have reached. The page is compared with the engine's board at that moment, found
by replaying the game's choices and stopping as each phase ends (independent of
Game.view_after, which the page uses). One game against the computer, every End of Decade
it reaches (the first in the default run; every one with WSDV_LONG=1, two more seeds)."""

from __future__ import annotations

import html
import os
import random
import re
from typing import Any

import pytest
from test_ui_twins import (
    _choose_first,
    _human_to_move,
    _start_against_computer,
    last_choice_in_the_page,
)
from ui_page import Page

from wsdv.engine import Game, flow
from wsdv.engine.view import board_view
from wsdv.ui.panels import ROMAN

HUMAN = "west"
LOG_SHOWN = 120  # the log panel's newest lines (panels.log_parts)
SEEDS = [1] + ([2, 3] if os.environ.get("WSDV_LONG") else [])


def phase_ends(seed: int, choices: list[str]) -> dict[tuple[int, int], Any]:
    """(decade, phase) -> a copy of the state as that End of Decade phase left it: taken
    as the next phase begins (or the next decade), the game's last state for a phase that
    ended the game."""
    ends: dict[tuple[int, int], Any] = {}
    real_eod, real_next = flow.STEPS["eod"], flow.STEPS["next_decade"]

    def eod(s: Any, f: Any, choice: Any) -> Any:
        if f["phase"] > 1:
            ends[(s.decade, f["phase"] - 1)] = s.clone()
        return real_eod(s, f, choice)

    def next_decade(s: Any, f: Any, choice: Any) -> Any:
        ends[(s.decade, 10)] = s.clone()
        return real_next(s, f, choice)

    flow.STEPS["eod"], flow.STEPS["next_decade"] = eod, next_decade
    try:
        g = Game.new(seed)
        for c in choices:
            g.choose(c)
    finally:
        flow.STEPS["eod"], flow.STEPS["next_decade"] = real_eod, real_next
    if g.state.phase and g.result is not None:
        ends[(g.state.decade, g.state.phase)] = g.state.clone()
    return ends


def _text(fragment: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", fragment)).strip()


def _ints(pattern: str, text: str) -> list[int]:
    return [int(x) for x in re.findall(pattern, text)]


def compare(tab: Page, point: tuple[int, int], s: Any) -> list[str]:
    """What the page shows at End of Decade step `point` that differs from state `s`."""
    wrong: list[str] = []

    def check(what: str, shown: Any, real: Any) -> None:
        if shown != real:
            wrong.append(f"{point} {what}: page {shown!r}, engine {real!r}")

    decade, phase = point
    dyn = html.unescape(tab.html("dyn"))
    for p, info in board_view(s)["provinces"].items():
        m = re.search(rf'aria-label="{re.escape(p)}: Economy (\d+); Export factory ([\d–]+); '
                      rf'Living standard \(LS\) (\d+); Unrest (\d+); Mass protests (\d+)', dyn)
        assert m, p
        check(f"{p}", (int(m[1]), m[2], int(m[3]), int(m[4]), int(m[5])),
              (info["economy"], str(info["export_value"]) if info["export_value"] is not None
               else "–", info["ls"], info["unrest"], info["markers"]))
    tracks = dict(re.findall(r'data-track="(\w+)" data-value="(-?\d+)"', dyn))
    check("tracks", {k: int(v) for k, v in tracks.items()},
          {"prestige": s.prestige, "western_currency": s.wc, "socialist": s.soc_track,
           "flight": s.flight, "eod": phase})
    chips = tab.html("stakes")
    west = sum(board_view(s)["provinces"][p]["markers"] for p in board_view(s)["provinces"]
               if p in _WEST)
    east = sum(i["markers"] for p, i in board_view(s)["provinces"].items() if p not in _WEST)
    check("chip mass protests", [int(x) for x in (re.findall(
        r'data-west="(\d+)" data-east="(\d+)"', chips) or [()])[0]], [west, east])
    check("chip prestige", _ints(r'data-prestige="(-?\d+)"', chips), [s.prestige])
    check("chip flight", _ints(r'data-flight="(-?\d+)"', chips), [s.flight])
    check("chip socialists", _ints(r'data-soc="(-?\d+)"', chips), [s.soc_track])
    table = tab.html("eod")
    states = {int(k): v for v, k in re.findall(r'<li class="phase (\w+)" data-phase="(\d+)"',
                                                table)}
    check("phase table", states,
          {k: "done" if k < phase else "now" if k == phase else "todo" for k in range(1, 11)})
    for later in re.findall(r'<li class="phase todo"[^>]*>(.*?)</li>', table):
        if "<table" in later:
            wrong.append(f"{point} phase table: figures of a phase not done yet")
    check("table's decade", re.findall(r"<summary>[^<]*· (\w+)</summary>", table),
          [ROMAN[decade]])
    hands = tab.html("hands")
    for side in ("west", "east"):
        box = re.search(rf'<div class="handbox side-{side} (open|closed)".*?(?=<div class='
                        rf'"handbox|$)', hands)
        assert box, side
        if box[1] == "open":
            check(f"{side}'s hand", sorted(re.findall(r'class="cardslot[^"]*" data-card="([^"]+)"',
                                                      box[0])), sorted(s.hands[side]))
        else:
            check(f"{side}'s hand", _ints(r'data-count="(\d+)"', box[0]), [len(s.hands[side])])
    shown = re.findall(r'class="cardslot[^"]*" data-card="([^"]+)"', tab.html("display"))
    check("display", sorted(shown),
          sorted([*s.display, *([s.special] if s.special else [])]))
    check("played", _ints(r"\((\d+)\)</h2>", tab.html("played")), [len(s.played)])
    status = tab.html("status")
    check("deck", _ints(r"Deck (\d+)", status), [len(s.deck)])
    check("decade", re.findall(r'class="st-decade">Decade (\w+)<', status), [ROMAN[decade]])
    logged = {_text(re.sub(r'<span class="(when|sr-only)".*?</span>', "", li))
              for li in re.findall(r"<li[^>]*>(.*?)</li>", tab.html("log"))}
    for box in re.findall(r'<ol class="recap-log">(.*?)</ol>', tab.html("recap")):
        for li in re.findall(r"<li[^>]*>(.*?)</li>", box):
            if _text(li) not in logged:
                wrong.append(f"{point} results box: {_text(li)!r} is not in the step's log")
    whens = re.findall(r'<span class="when" aria-hidden="true">([^<]*)</span>', tab.html("log"))
    viewer = next((x for x in ("west", "east")
                   if f'handbox side-{x} open' in hands), None)
    lines = [e for e in s.log if e.get("to") in (None, viewer)][-LOG_SHOWN:]
    check("log lines", len(whens), len(lines))
    if lines:  # the newest line shown is the step's last
        e = lines[-1]
        d = ROMAN.get(e.get("decade", 0), "")
        check("newest log line", whens[0], f"{d}·E{e['phase']}" if e.get("phase") else
              f"{d}.{e['half']}" if e.get("half") else d)
    return wrong


_WEST = {"Schleswig-Holstein", "Niedersachsen", "Nordrhein-Westfalen", "Hessen",
         "Rheinland-Pfalz", "Baden-Württemberg", "Bayern", "West Berlin"}


def walk(tab: Page, decades: int, decide: str | None) -> list[tuple[int, int]]:
    """Play on (the first options for `decide`, None: every side at one screen), comparing
    every End of Decade step with the engine; the steps seen."""
    seen: list[tuple[int, int]] = []
    wrong: list[str] = []
    for _ in range(20000):
        tab.drain()
        step = tab.data("eodStep")
        if step:
            point = (int(step.split(":")[0]), int(step.split(":")[1]))
            g = tab.app.state.game
            ends = phase_ends(g.state.seed, list(g.choices))
            assert point in ends, point
            wrong += compare(tab, point, ends[point])
            seen.append(point)
            tab.act("eod.continue")
            continue
        if tab.data("result") or int(tab.data("decade")) > decades:
            break
        if decide is None and tab.data("passing") == "1":
            tab.act("pass.ok", tab.data("decider"))
        elif decide is None or _human_to_move(tab, decide):
            _choose_first(tab)
    assert not wrong, "\n".join(wrong[:20])
    return seen


@pytest.mark.parametrize("seed", SEEDS)
def test_every_figure_of_an_end_of_decade_step_is_that_of_its_phase(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(random, "randrange", random.Random(seed).randrange)
    tab = Page({"aipace": "0"})
    _start_against_computer(tab, HUMAN, "easy")
    seen = walk(tab, 4 if os.environ.get("WSDV_LONG") else 1, HUMAN)
    assert seen and seen[0] == (1, 1), seen


def test_steps_shown_while_the_game_waits_in_a_later_phase() -> None:
    """Hot seat, the End of Decade's own choices made at the page: the game stops at a
    decision of a later phase (here phase 8) while the steps before it are shown; the steps
    and the results box must not run ahead to it (the review's phase 5 with box 8 lit)."""
    from wsdv.ai import choose

    game, n = Game.new(11), 0
    while not game.state.phase:  # Easy for both sides, as tools/shots_guide.easy_game
        assert game.prompt is not None
        game.choose(choose(game, game.prompt.side, "easy", n))
        n += 1
    tab = last_choice_in_the_page(11, game.choices)
    seen = walk(tab, 1, None)
    assert (1, 5) in seen and (1, 7) in seen, seen
