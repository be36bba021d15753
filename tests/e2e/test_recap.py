"""What just happened, in the browser: against the computer, after each of its turns the
things its change record names are marked on the board and summarised in words, and the
marks go when the player acts. (In hot seat the pass screen says what the last player did:
tests/test_ui_twins.py, in CPython.)"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conftest import boot
from playwright.sync_api import Page, expect
from test_computer import AI_TIMEOUT_MS, data, start_against_computer
from test_play import PRESS_JS

from wsdv.engine import Game
from wsdv.engine.board import PROVINCES, SIDE_OF_PROVINCE

if TYPE_CHECKING:
    from conftest import Site


def expected_marks(changes: dict[str, Any]) -> set[str]:
    """The board things a change record names (written out here, not taken from the UI)."""
    keys = {f"city:{c}" for cities in changes.get("factories", {}).values() for c in cities}
    keys |= {f"line:{li}" for lines in changes.get("infrastructure", {}).values()
             for li in lines}
    for kind in ("unrest", "ls", "socialists", "mass_protests"):
        keys |= {f"prov:{p}" for p, n in changes.get(kind, {}).items() if n}
    keys |= {f"sector:{s}" for s, n in changes.get("west_berlin_sectors", {}).items() if n}
    keys |= {f"track:{t}" for t, n in changes.get("tracks", {}).items() if n}
    return keys


def stored_game(page: Page) -> Game:
    record = page.evaluate("JSON.parse(localStorage.getItem("
                           "'wsdv.game.' + document.body.dataset.gameId))")
    return Game.load(record["save"])


# The stakes strip's figures in one round trip; each chip there once (or the Western
# currency's not at all), as the locators' strictness asked.
STRIP_JS = """() => {
  const strip = document.querySelectorAll("#stakes .stakes");
  if (strip.length !== 1) throw new Error(`${strip.length} stakes strips`);
  const chips = (name) => strip[0].querySelectorAll(".chip-" + name);
  const chip = (name) => {
    const found = chips(name);
    if (found.length !== 1) throw new Error(`${found.length} .chip-${name}`);
    return found[0];
  };
  const number = (name, key, none) => Number(chip(name).getAttribute("data-" + key) || none);
  return {
    west: number("protests", "west", -1), east: number("protests", "east", -1),
    flight: number("flight", "flight", -99), soc: number("soc", "soc", -99),
    wc: chips("wc").length ? [chip("wc").getAttribute("data-wc-income"),
                              chip("wc").getAttribute("data-wc-ls")] : null,
  };
}"""


def strip_figures(page: Page) -> dict[str, Any]:
    # the outlook is searched after painting (data-outlook="pending" until it is drawn)
    page.wait_for_selector("body:not([data-outlook='pending'])", state="attached")
    figures = page.evaluate(STRIP_JS)
    if figures["wc"] is not None:
        figures["wc"] = tuple(figures["wc"])
    return figures


def view_figures(view: dict[str, Any]) -> dict[str, Any]:
    """The same figures, from the engine's view (written out here, not taken from the UI)."""
    protests = {"west": 0, "east": 0}
    for p in PROVINCES:
        protests[SIDE_OF_PROVINCE[p]] += view["board"]["provinces"][p]["markers"]
    wc = view["outlook"]["western_currency"] if view["outlook"] else None
    return {"west": protests["west"], "east": protests["east"],
            "flight": view["tracks"]["flight"], "soc": view["tracks"]["socialist"],
            "wc": tuple(str(wc[k]) if wc[k] is not None else
                        "{}–{}".format(*wc["range"][k]) if wc["range"][k] is not None else
                        "–" for k in ("income", "ls"))
            if wc else None}


def board_marks(page: Page) -> set[str]:
    return set(page.eval_on_selector_all("#dyn [data-chg]",
                                         "els => els.map(e => e.dataset.chg)"))


# The loop's state in one round trip: the page's data and how many options the prompt has.
STATE_JS = """() => ({...document.body.dataset,
  options: document.querySelectorAll("#prompt button.opt").length})"""
# What the loop waits for while West moves (the computer, in its worker): East's prompt with
# options, an End of Decade step, the end, or the computer's error.
EAST_OR_NEWS_JS = """() => { const ds = document.body.dataset;
  return !!(ds.result || ds.aiError || ds.eodStep || (ds.thinking !== "1" &&
    ds.decider === "east" && document.querySelector("#prompt button.opt"))); }"""
# The End of Decade steps that wait for the player, continued (conftest.continue_steps).
STEPS_JS = """() => { const ds = document.body.dataset; const press = %PRESS%;
  for (let n = 0; ds.eodStep; n++) {
    if (n > 50) throw new Error("the End of Decade steps do not end");
    press(document.getElementById("eod-continue"));
  }
  return {...ds}; }""".replace("%PRESS%", PRESS_JS)
# East's choice, as conftest.choose_first makes it, in one round trip: the first option
# clicked (as a user could: test_play.PRESS_JS), a held choice confirmed, the End of Decade
# steps it reached continued; the page's data after it.
CHOOSE_JS = """() => { const ds = document.body.dataset; const press = %PRESS%;
  const before = Number(ds.choices);
  press(document.querySelector("#prompt button.opt"));
  if (ds.confirm) press(document.getElementById("confirm-ok"));
  if (!(Number(ds.choices) > before)) throw new Error("the click chose nothing");
  return (%STEPS%)(); }""".replace("%PRESS%", PRESS_JS).replace("%STEPS%", STEPS_JS)
# What the recap panel and the board show, in one round trip.
RECAP_JS = """() => {
  const panels = document.querySelectorAll("#recap .recap");
  const panel = panels[0];
  return {
    panels: panels.length, by: panel?.getAttribute("data-by"),
    board: [...document.querySelectorAll("#dyn [data-chg]")].map((e) => e.dataset.chg),
    marks: panel?.getAttribute("data-marks") ?? null,
    changes: panel ? panel.querySelectorAll("ul.recap-changes li").length : 0,
    heading: panel?.querySelector("h2")?.textContent ?? null,
  };
}"""


def test_each_computer_turn_is_marked_and_summarised(page: Page, site: Site,
                                                     console_errors: list[str]) -> None:
    """East (human) against West (easy) to the end of the game: whenever East is to decide
    after West moved, the marks on the board are exactly what West's change record names,
    the panel says it in words, the stakes strip shows the view's figures, and the marks and
    the panel stay through East's next choices until its turn is over (issue 37). Choices
    that end East's turn are confirmed, End of Decade steps continued (as
    conftest.choose_first and continue_steps do, in one round trip each)."""
    boot(page, f"{site.url}?aipace=0")
    start_against_computer(page, "east", "easy")
    checked = cleared = with_marks = 0
    for _ in range(6000):
        d = page.evaluate(STATE_JS)
        if d.get("result"):
            break
        assert not d.get("aiError"), d.get("aiError")
        if d.get("eodStep"):
            page.evaluate(STEPS_JS)
            continue
        if d.get("thinking") == "1" or d.get("decider") != "east" or not d["options"]:
            page.wait_for_function(EAST_OR_NEWS_JS, timeout=AI_TIMEOUT_MS)
            continue
        last = stored_game(page).view("east")["last_turn"]
        panel = page.locator("#recap .recap")
        if last is not None:  # West moved since East's last choice
            expect(panel).to_be_visible()
            shown = page.evaluate(RECAP_JS)
            assert shown["panels"] == 1 and shown["by"] == "west"
            want = expected_marks(last["changes"])
            assert set(shown["board"]) == want
            assert set((shown["marks"] or "").split("|")) - {""} == want
            assert shown["changes"] >= 1
            # West's turn under its heading; a turn that ran only the End of Decade's choices
            # has that story's heading alone (recap.py)
            assert (shown["heading"] or "").startswith(("What West did", "End of Decade"))
            # and the stakes strip shows the view's figures after it
            assert strip_figures(page) == view_figures(stored_game(page).view("east"))
            checked += 1
            with_marks += bool(want)
        after = page.evaluate(CHOOSE_JS)
        if last is not None and after.get("decider") == "east" and \
                after.get("thinking") != "1":
            # East acts on in its turn: what West did stays marked and told (issue 37)
            if stored_game(page).view("east")["last_turn"] is None:
                assert board_marks(page) == want
                expect(panel).to_be_visible()
                cleared += 1
    assert data(page).get("result"), "the game did not end"
    assert checked >= 5 and with_marks >= 3 and cleared > 0, (checked, with_marks, cleared)
    assert console_errors == []
