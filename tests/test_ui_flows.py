"""Flows through the door in plain CPython (issue 25): two tabs over one localStorage, the
other tab's write entering as the verb ``storage.changed``; a shared game's link entering as
``fragment.changed``. The page is a stand-in browser (tests/test_ui_paint.py)."""

from __future__ import annotations

import json
from typing import Any

from test_ui_paint import WebStorage, browser

from wsdv.ui import door, saves
from wsdv.ui.app import App
from wsdv.ui.screen import screen
from wsdv.ui.state import HotSeat, Info, OverlaysUi, VsComputer
from wsdv.ui.storage import PREFIX, share_link


def _tab(local: WebStorage, computer: bool = False) -> App:
    """A page over ``local``; with ``computer``, one whose computer player could start (its
    requests are dropped: no worker runs here)."""
    doc, win = browser()
    win.localStorage = local  # the tabs share localStorage, not sessionStorage

    async def start_worker() -> Any:
        raise RuntimeError("no worker in CPython")

    def drop(work: Any) -> None:
        work.close()

    app = App(doc, win, lambda fn: fn, start_worker if computer else None, drop)
    app.mount()
    return app


def _first_option(app: App) -> str:
    p = app.state.game.prompt
    assert p is not None
    return p.options[0].id


def test_a_tab_follows_the_game_another_tab_moved_on() -> None:
    local = WebStorage()
    one = _tab(local)
    door.act(one, "saves.show", "new")
    saves.start_game(one, "hotseat")
    record = one.state.record
    assert record is not None
    two = _tab(local)  # a reload resumes the game open last
    assert two.state.record is not None and two.state.record.id == record.id
    one.choose(_first_option(one))
    assert len(one.state.game.choices) == 1 and len(two.state.game.choices) == 0
    version = two.state.version
    door.act(two, "storage.changed", PREFIX + record.id)
    assert two.state.game.save() == one.state.game.save()
    assert two.state.tabs.event == "followed"
    assert two.state.version > version  # the worker's answers for the old position go stale
    door.act(two, "storage.changed", "some.other.key")  # not this game: nothing happens
    assert two.state.tabs.event == "followed"


def test_a_shared_games_link_opens_it_in_a_page_already_open() -> None:
    one = _tab(WebStorage())
    saves.start_game(one, "hotseat")
    one.choose(_first_option(one))
    save = one.state.game.save()
    two = _tab(WebStorage())
    before = two.state.record
    win: Any = two.win
    win.location.hash = "#" + share_link("https://x/", save).split("#", 1)[1]
    door.act(two, "fragment.changed")
    assert two.state.game.save() == save
    assert two.state.mode == HotSeat()  # a save string carries no mode
    assert two.state.record is not None and two.state.record is not before
    assert two.state.saves.notice  # the import said so
    win.history.replaceState.assert_called()  # the link leaves the address


def test_the_first_screens_choices_are_state_and_start_the_game() -> None:
    """The radio buttons' input events enter as ``welcome.choose``: the choice survives a
    new drawing of the screen (a change of language) and starts the game, with no reading
    back from the page."""
    app = _tab(WebStorage(), computer=True)
    assert app.state.guide.welcome
    door.act(app, "welcome.choose", "welcome-side=east")
    door.act(app, "welcome.choose", "welcome-level=hard")
    door.act(app, "welcome.choose", "welcome-level=impossible")  # not a level: ignored
    door.act(app, "welcome.lang", "de")
    assert app.state.lang == "de" and app.state.guide.welcome
    html = app.page.cache["overlay-welcome"]
    assert 'value="east" checked' in html and 'value="hard" checked' in html
    door.act(app, "welcome.start", "computer")
    assert app.state.mode == VsComputer("east", "hard")
    assert not app.state.guide.welcome


def test_the_overlays_are_state() -> None:
    """The card zoom, the keys help and the info box open and close through the state and
    are drawn from it; a new skeleton (a change of language) has none open."""
    app = _tab(WebStorage())
    door.act(app, "enlarge", "12")
    assert app.state.overlays.card == "12"
    assert 'aria-label="12"' in app.page.cache["overlay-card"]
    door.act(app, "card.close")
    assert app.state.overlays.card is None
    door.act(app, "keys.toggle")
    assert app.state.overlays.keys and app.page.cache["keys-help"]
    door.act(app, "info.show", json.dumps(["province", "Hessen"]))
    assert app.state.overlays.info == Info("province", "Hessen")
    app.paint(screen(app.state))  # every paint draws them from the state
    assert "provinfo" in app.page.cache["info"]
    door.act(app, "lang.set", "de")
    assert app.state.overlays == OverlaysUi()
    door.act(app, "keys.toggle")
    door.act(app, "keys.toggle")
    assert not app.state.overlays.keys
