"""One End of Decade story (issue 26): while the page explains an End of Decade phase, the
board it draws is the board as that phase left it (the engine's Game.view_after: the End of
Decade's marker at that phase too, issue 37), not the board of later phases nor the next
decade's, checked in the browser step by step against the same game in CPython. (The twin
over a stand-in browser, every figure of the page: tests/test_ui_eod_steps.py.)"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conftest import boot
from playwright.sync_api import Page, expect
from test_play import BOARD_STATE_JS, expected_board

from wsdv.ai import choose
from wsdv.engine import Game
from wsdv.ui.storage import share_link

if TYPE_CHECKING:
    from conftest import Site

# The Easy computer on both sides of seed 33: decade I's last choice is made in phase 5; then
# phases 5-10 run, and phases 9 and 10 change the board, so the boards of the steps 5 and 7
# differ from the board of decade II's start. (Seed 2 was such a game until the computer's
# West changed its play, WEST_CAUTION, issue 40: a change of the Easy player's choices can
# move this game, and another seed must then be found whose decade I ends with a choice in
# phase 5: of seeds 1-39 only 33 does now.)
SEED = 33


def _before_the_last_choice() -> tuple[Game, str]:
    """The game one choice before decade I's End of Decade has run out, and that choice."""
    game = Game.new(SEED)
    n = 0
    while True:
        assert game.prompt is not None and game.result is None
        option = choose(game, game.prompt.side, "easy", n)
        after = game.clone()
        after.choose(option)
        if after.view(None, with_outlook=False)["decade"] == 2:
            return game, option
        game = after
        n += 1


class _At:
    """A board of the page as expected_board reads it: view(None) of a Game."""

    def __init__(self, view: dict[str, Any]) -> None:
        self._view = view

    def view(self, side: None = None) -> dict[str, Any]:
        return self._view


def test_each_end_of_decade_step_draws_the_board_of_its_phase(page: Page, site: Site) -> None:
    before, last = _before_the_last_choice()
    assert before.view(None, with_outlook=False)["phase"] == 5
    done = before.clone()
    done.choose(last)
    now = done.view(None, with_outlook=False)
    boot(page, share_link(site.url, before.save()))  # one screen: nobody to wait for
    if page.evaluate("document.body.dataset.passing") == "1":
        page.click("#pass-ok")
    expect(page.locator(f'#prompt button.opt[data-opt="{last}"]')).to_have_count(1)
    page.click(f'#prompt button.opt[data-opt="{last}"]')
    if page.evaluate("document.body.dataset.confirm"):
        page.click("#confirm-ok")
    page.wait_for_function("document.body.dataset.eodStep")
    seen, differed = [], []
    for _ in range(12):
        step = page.evaluate("document.body.dataset.eodStep")
        if not step:
            break
        phase = int(step.split(":")[1])
        after = done.view_after(phase)
        assert after is not None, phase
        drawn = page.evaluate(BOARD_STATE_JS)
        assert drawn == expected_board(_At(after)), phase  # type: ignore[arg-type]
        if drawn != expected_board(_At(now)):  # type: ignore[arg-type]
            differed.append(phase)
        seen.append(phase)
        page.click("#eod-continue")
        page.wait_for_function(f"document.body.dataset.eodStep !== '{step}'")
    # every phase from the choice on that has a step (8 has none in this End of Decade)
    assert seen == [5, 6, 7, 9, 10], seen
    # the current board would be wrong at 5 and 7 (later phases changed it), and at every
    # step its End of Decade marker (issue 37: the step's phase, not the next decade's none)
    assert differed == seen, differed


def test_the_results_box_does_not_cover_the_phase_table(page: Page, site: Site) -> None:
    """Issue 37: on a desktop the last turn's box is pinned at the top of the side column;
    while an End of Decade step waits it must not cover the phase table's top rows as the
    column scrolls to them."""
    page.set_viewport_size({"width": 1366, "height": 768})
    before, last = _before_the_last_choice()
    boot(page, share_link(site.url, before.save()))
    if page.evaluate("document.body.dataset.passing") == "1":
        page.click("#pass-ok")
    page.click(f'#prompt button.opt[data-opt="{last}"]')
    if page.evaluate("document.body.dataset.confirm"):
        page.click("#confirm-ok")
    page.wait_for_function("document.body.dataset.eodStep")
    expect(page.locator("#recap .recap")).to_be_visible()
    on_top = page.evaluate("""() => {
      const row = document.querySelector('#eod li.phase');
      row.scrollIntoView({block: 'start'});
      const r = row.getBoundingClientRect();
      const e = document.elementFromPoint(r.x + 20, r.y + 5);
      return e && e.closest('[id]') ? e.closest('[id]').id : null;
    }""")
    assert on_top == "eod", on_top
