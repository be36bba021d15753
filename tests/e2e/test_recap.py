"""What just happened, in the browser: against the computer, after each of its turns the
things its change record names are marked on the board and summarised in words, and the
marks go when the player acts. (In hot seat the pass screen says what the last player did:
tests/test_ui_twins.py, in CPython.)"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conftest import boot, choose_first, continue_steps
from playwright.sync_api import Page, expect
from test_computer import data, start_against_computer

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


def strip_figures(page: Page) -> dict[str, Any]:
    # the outlook is searched after painting (data-outlook="pending" until it is drawn)
    page.wait_for_selector("body:not([data-outlook='pending'])", state="attached")
    strip = page.locator("#stakes .stakes")
    return {
        "west": int(strip.locator(".chip-protests").get_attribute("data-west") or -1),
        "east": int(strip.locator(".chip-protests").get_attribute("data-east") or -1),
        "flight": int(strip.locator(".chip-flight").get_attribute("data-flight") or -99),
        "soc": int(strip.locator(".chip-soc").get_attribute("data-soc") or -99),
        "wc": (strip.locator(".chip-wc").get_attribute("data-wc-income"),
               strip.locator(".chip-wc").get_attribute("data-wc-ls"))
        if strip.locator(".chip-wc").count() else None,
    }


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


def test_each_computer_turn_is_marked_and_summarised(page: Page, site: Site,
                                                     console_errors: list[str]) -> None:
    """East (human) against West (easy) to the end of the game: whenever East is to decide
    after West moved, the marks on the board are exactly what West's change record names,
    the panel says it in words, the stakes strip shows the view's figures, and the marks go
    with East's next choice. Choices that end East's turn are confirmed, End of Decade steps
    continued (conftest.choose_first, continue_steps)."""
    boot(page, f"{site.url}?aipace=0")
    start_against_computer(page, "east", "easy")
    checked = cleared = with_marks = 0
    for _ in range(6000):
        d = data(page)
        if d.get("result"):
            break
        assert not d.get("aiError"), d.get("aiError")
        if continue_steps(page):
            continue
        if d.get("thinking") == "1" or d.get("decider") != "east" or \
                not page.locator("#prompt button.opt").count():
            page.wait_for_timeout(20)
            continue
        last = stored_game(page).view("east")["last_turn"]
        panel = page.locator("#recap .recap")
        if last is not None:  # West moved since East's last choice
            expect(panel).to_be_visible()
            assert panel.get_attribute("data-by") == "west"
            want = expected_marks(last["changes"])
            assert board_marks(page) == want
            assert set((panel.get_attribute("data-marks") or "").split("|")) - {""} == want
            assert panel.locator("ul.recap-changes li").count() >= 1
            # West's turn under its heading; a turn that ran only the End of Decade's choices
            # has that story's heading alone (recap.py)
            assert (panel.locator("h2").first.text_content() or "").startswith(
                ("What West did", "End of Decade"))
            # and the stakes strip shows the view's figures after it
            assert strip_figures(page) == view_figures(stored_game(page).view("east"))
            checked += 1
            with_marks += bool(want)
        choose_first(page)
        if last is not None and data(page).get("decider") == "east" and \
                data(page).get("thinking") != "1":
            # East acts on: what West did is no longer marked
            if stored_game(page).view("east")["last_turn"] is None:
                assert board_marks(page) == set()
                expect(page.locator("#recap")).to_be_hidden()
                cleared += 1
    assert data(page).get("result"), "the game did not end"
    assert checked >= 5 and with_marks >= 3 and cleared > 0, (checked, with_marks, cleared)
    assert console_errors == []
