"""Painting starts no work (issue 25): `App.paint` draws the page from the state; the
computer's move, the game-over review, the word to other tabs and the switch to a new
version are `App.follow_ups`, run by `render` after painting. The app runs here over a
stand-in browser (MagicMock elements, dict-backed web storage), in plain CPython."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Any
from unittest.mock import MagicMock

from wsdv.engine import Game
from wsdv.ui import current, door, opponent
from wsdv.ui.app import App
from wsdv.ui.effects import Announce, AskComputer, PreviewOptions, SwitchBuild
from wsdv.ui.fake_page import MemoryStorage
from wsdv.ui.screen import screen
from wsdv.ui.state import HotSeat, VsComputer

# the Web Storage API over a dict: the fake page's (its `full` refuses every write)
WebStorage = MemoryStorage


def run_waiting(win: Any) -> None:
    """Run the timers, the frame's callbacks and the background tasks the page asked the
    stand-in window for (in that order, as the browser would), until none is left."""
    waits = (win.setTimeout, win.requestAnimationFrame, win.scheduler.postTask)
    while any(wait.call_args_list for wait in waits):
        for wait in waits:
            calls = list(wait.call_args_list)
            wait.reset_mock()
            for call in calls:
                call.args[0]()


def browser() -> tuple[MagicMock, MagicMock]:
    doc, win = MagicMock(), MagicMock()
    win.location.hash = ""
    win.location.search = ""
    win.URLSearchParams.new.return_value.get.return_value = None
    win.localStorage, win.sessionStorage = WebStorage(), WebStorage()
    win.navigator.languages = ["en"]
    return doc, win


def _app() -> tuple[App, list[Awaitable[Any]], MagicMock]:
    doc, win = browser()
    scheduled: list[Awaitable[Any]] = []

    async def start_worker() -> Any:
        return MagicMock()

    app = App(doc, win, lambda fn: fn, start_worker, scheduled.append)
    app.mount()
    run_waiting(win)  # the game behind the first screen, drawn after its frame (App.covered)
    for work in scheduled:  # nothing to run here: the worker is a stand-in
        getattr(work, "close", lambda: None)()
    scheduled.clear()
    return app, scheduled, win


def _computer_to_move(app: App) -> None:
    game = Game.new(5)
    p = game.prompt
    assert p is not None
    human = "east" if p.side == "west" else "west"
    app.open_game(game, VsComputer(human, "normal"))


def test_under_the_first_screen_the_board_is_drawn_after_the_first_frame() -> None:
    """The mount draws the skeleton without the board's map (its largest part, issue 39)
    and does not lay the page out for the top bar's height; the frame after draws both the
    board and the game."""
    doc, win = browser()
    app = App(doc, win, lambda fn: fn, None, lambda coro: None)
    app.mount()
    assert app.browser is not None and app.state.guide.welcome
    assert 'id="board-scroll"></div>' in app.browser.cache["app"]
    assert "board-svg" not in app.browser.cache["app"]
    measured = doc.documentElement.style.setProperty.call_args_list
    assert not [call for call in measured if call.args[0] == "--bar-h"]
    run_waiting(win)
    assert app.browser.cache["board-scroll"].startswith('<svg id="board-svg"')
    assert app.browser.cache["dyn"]


def test_a_first_visit_paints_its_first_screen_before_any_game_is_open() -> None:
    """Nothing stored, nothing in the address (a first visit): the mount paints the first
    screen and marks the page ready with no game open (the engine need not be loaded,
    issue 39); the new game behind it is opened and drawn after the first frame."""
    doc, win = browser()
    app = App(doc, win, lambda fn: fn, None, lambda coro: None)
    assert app.state.game is None
    app.mount()
    assert app.browser is not None and app.state.game is None
    assert "welcome-hotseat" in app.browser.cache["overlay-welcome"]
    assert doc.body.dataset.ready == "1"
    assert "board-svg" not in app.browser.cache["app"]
    run_waiting(win)
    assert app.state.game is not None and app.state.record is None
    assert app.state.game.choices == [] and app.state.guide.welcome
    assert app.browser.cache["board-scroll"].startswith('<svg id="board-svg"')


def test_a_click_before_the_first_frame_finds_the_game_open() -> None:
    """A choice on the first screen before the frame that opens the game: the door opens
    it first, and the choice is carried out on it (a game at one screen starts)."""
    doc, win = browser()
    app = App(doc, win, lambda fn: fn, None, lambda coro: None)
    app.mount()
    assert app.state.game is None
    door.act(app, "welcome.start", "hotseat")
    assert app.state.game is not None and not app.state.guide.welcome
    assert app.state.record is not None  # the new game is stored, as from the first screen
    run_waiting(win)
    assert app.state.game.choices == []


def test_a_returning_player_s_first_screen_offers_the_stored_game_at_once() -> None:
    """A game is stored: it is opened before the first screen is painted, which offers to
    continue it (never a first screen that changes after the frame)."""
    doc, win = browser()
    first = App(doc, win, lambda fn: fn, None, lambda coro: None)
    first.mount()
    door.act(first, "welcome.start", "hotseat")
    record = first.state.record
    assert record is not None
    first.unmount()
    doc2, win2 = browser()
    win2.localStorage = win.localStorage  # the same browser, a new tab
    again = App(doc2, win2, lambda fn: fn, None, lambda coro: None)
    assert again.state.game is not None and again.state.record is not None
    assert again.state.record.id == record.id
    again.mount()
    assert again.browser is not None and again.state.guide.welcome
    assert "welcome-continue" in again.browser.cache["overlay-welcome"]


def test_painting_twice_starts_no_work() -> None:
    app, scheduled, win = _app()
    _computer_to_move(app)
    channel = app.page.channel
    channel.postMessage.reset_mock()
    app.state.update = "waiting"  # a new version waits for its switch
    win.setTimeout.reset_mock()
    win.requestAnimationFrame.reset_mock()
    app.paint(screen(app.state))
    app.paint(screen(app.state))
    assert scheduled == []  # no decision asked of the worker
    assert not opponent.thinking(app.state)
    channel.postMessage.assert_not_called()
    win.wsdvSwitch.assert_not_called()
    win.setTimeout.assert_not_called()  # no focus settling
    win.requestAnimationFrame.assert_not_called()  # no outlook search, no previews


def test_the_follow_ups_are_effects_the_shell_runs() -> None:
    """After a paint the follow-ups are values: deciding them marks the request as asked,
    and nothing reaches the worker, the other tabs or the browser until `run`."""
    app, scheduled, win = _app()
    game = Game.new(5)
    p = game.prompt
    assert p is not None
    human = "east" if p.side == "west" else "west"
    record = app.store.create(game, "g", "computer", human, "normal")
    app.open_game(game, VsComputer(human, "normal"), record)  # a stored game: announced
    channel = app.page.channel
    channel.postMessage.reset_mock()
    app.state.update = "waiting"
    effects = app.follow_ups(screen(app.state))
    kinds = [type(e) for e in effects]
    assert kinds[:3] == [Announce, SwitchBuild, AskComputer]
    assert AskComputer(app.state.version, "normal") in effects
    assert opponent.thinking(app.state) and app.state.update == "switching"
    assert scheduled == []
    channel.postMessage.assert_not_called()
    win.wsdvSwitch.assert_not_called()
    assert app.follow_ups(screen(app.state)).count(AskComputer(app.state.version, "normal")) == 0
    app.run(effects)
    assert len(scheduled) == 1
    channel.postMessage.assert_called_once()
    win.wsdvSwitch.assert_called_once()
    assert app.doc.body.dataset.update == "switching"  # the hook says so before the reload
    for work in scheduled:
        getattr(work, "close", lambda: None)()


def test_render_runs_the_follow_ups_after_painting() -> None:
    app, scheduled, win = _app()
    _computer_to_move(app)
    app.state.update = "waiting"
    app.render()
    win.wsdvSwitch.assert_called_once()  # before the computer starts: nothing to wait for
    assert len(scheduled) == 1 and opponent.thinking(app.state)
    app.render()  # the same version: no second request
    assert len(scheduled) == 1
    for work in scheduled:
        getattr(work, "close", lambda: None)()


def test_the_review_of_a_finished_game_is_asked_after_painting_once() -> None:
    app, scheduled, _ = _app()
    game = Game.new(9)
    while game.result is None:  # play it out: the first option each time
        p = game.prompt
        assert p is not None
        game.choose(p.options[0].id)
    current.open_game(app.state, game, HotSeat())  # (not an End of Decade step first)
    app.paint(screen(app.state))
    assert scheduled == [] and app.state.guide.review_state == ""
    app.render()
    assert len(scheduled) == 1 and app.state.guide.review_state == "wait"
    app.render()
    assert len(scheduled) == 1
    for work in scheduled:
        getattr(work, "close", lambda: None)()


def test_the_outlook_is_searched_after_painting_and_then_drawn() -> None:
    """The End of Decade outlook is a search (up to a second): a click paints the board at
    once with the outlook's figures pending ("…"), and the search runs once that frame is on
    screen (Page.later), then paints them. Painting alone never runs it."""
    from wsdv.engine import outlook

    app, _, win = _app()
    outlook.clear_cache()
    app.open_game(Game.new(7), HotSeat())
    app.render()  # paints, then leaves the search to a timer
    assert not app.state.game.outlook_ready()  # painting did not search
    assert app.doc.body.dataset.outlook == "pending"
    assert 'data-wc-income="…"' in app.page.cache["stakes"]
    app.paint(screen(app.state))
    assert not app.state.game.outlook_ready()
    run_waiting(win)
    assert app.state.game.outlook_ready()
    assert app.doc.body.dataset.outlook == ""
    assert 'data-wc-income="…"' not in app.page.cache["stakes"]


def test_the_options_previews_are_worked_out_after_painting_and_then_drawn() -> None:
    """Each option's note may need its preview (Game.preview: a copy of the game per
    option, dozens on a build prompt): a click paints the board and the options at once,
    without the notes, and they follow once that frame is on screen (Page.later: the
    frame's callback posts them as a background task). Painting alone never works them
    out."""
    from wsdv.ui import confirm

    game = Game.new(7)
    for _ in range(400):  # first options, up to a living-standard prompt
        p = game.prompt
        assert p is not None
        if p.kind == "ls":
            break
        game.choose("ls" if "ls" in p.ids() else p.ids()[0])
    assert game.prompt is not None and game.prompt.kind == "ls"
    app, _, win = _app()
    app.open_game(game, VsComputer(game.prompt.side, "easy"))
    run_waiting(win)  # what opening left for after its frame (whether it did depends on the
    confirm._cache.clear()  # caches earlier tests of this worker filled)
    win.setTimeout.reset_mock()
    win.requestAnimationFrame.reset_mock()
    effects = app.follow_ups(screen(app.state))
    assert not confirm.previews_ready(game)  # painting did not work them out
    assert any(isinstance(e, PreviewOptions) for e in effects)
    assert "opt-note" not in app.page.cache["prompt"]
    app.run([e for e in effects if isinstance(e, PreviewOptions)])
    assert not confirm.previews_ready(game)  # not before the frame is on screen
    assert app.doc.body.dataset.afterFrame == "1"  # the browser tests wait for its end
    win.requestAnimationFrame.assert_called_once()
    run_waiting(win)
    assert confirm.previews_ready(game)
    assert "opt-note" in app.page.cache["prompt"]
    assert app.doc.body.dataset.afterFrame == ""


def test_a_list_is_edited_at_its_ends() -> None:
    """Page.set_list: a log (newest first) gets a choice's new lines at its start and loses
    the oldest at its end, an undo takes the newest away; only a change in the middle
    paints the list whole."""
    from wsdv.ui.page import BrowserPage, list_edit

    old = ["c", "b", "a"]
    assert list_edit(old, ["e", "d", "c", "b", "a"]) == (0, ["e", "d"], 0, [])
    assert list_edit(old, ["d", "c", "b"]) == (0, ["d"], 1, [])  # the oldest falls off
    assert list_edit(old, ["b", "a"]) == (1, [], 0, [])  # an undo
    assert list_edit(old, ["b", "a", "z"]) == (1, [], 0, ["z"])  # an older line comes back
    assert list_edit(old, ["c", "x", "a"]) is None
    assert list_edit([], ["a"]) is None
    doc, win = browser()
    page = BrowserPage(doc, win, lambda fn: fn)
    node = doc.getElementById.return_value
    page.set_list("log", "<ol>", old, "</ol>")
    assert node.innerHTML == "<ol>cba</ol>"
    box = node.lastElementChild
    page.set_list("log", "<ol>", ["d", *old], "</ol>")
    box.insertAdjacentHTML.assert_called_once_with("afterbegin", "d")
    assert page.cache["log"] == "<ol>dcba</ol>"
    page.set_list("log", "<ol start>", ["d", *old], "</ol>")  # the list itself changed
    assert node.innerHTML == "<ol start>dcba</ol>"


def test_the_prompt_drawn_anew_keeps_the_focused_option() -> None:
    """Page.set_html(keep_focus=True): the prompt drawn again (its options' notes arrive
    after the frame) gives the focus back to the option that had it, not to the first one
    (a keyboard player who moved on keeps their place); other elements and an option that
    is gone are left alone."""
    from wsdv.ui.page import BrowserPage

    doc, win = browser()
    page = BrowserPage(doc, win, lambda fn: fn)
    node = doc.getElementById.return_value
    win.CSS.escape.side_effect = lambda s: s
    active = MagicMock()
    active.getAttribute.return_value = "city:Dortmund"
    doc.activeElement = active
    node.contains.return_value = True
    page.set_html("prompt", "<button data-opt='city:Dortmund'>", keep_focus=True)
    node.querySelector.assert_called_once_with('[data-opt="city:Dortmund"]')
    node.querySelector.return_value.focus.assert_called_once()
    node.querySelector.reset_mock()
    page.set_html("prompt", "<p>drawn again</p>")  # without keep_focus
    node.querySelector.assert_not_called()
    node.contains.return_value = False  # the focus is elsewhere
    page.set_html("prompt", "<button data-opt='city:Dortmund'>!", keep_focus=True)
    node.querySelector.assert_not_called()


def test_the_page_listens_with_one_callable_per_target() -> None:
    """Page.listen (issue 39): each target gets one JS callable, whatever its events (each
    one made cost the first screen's mount about 0.4 ms); an event calls the functions given
    for its type on that target, in order, and no other; unlisten_all takes each away."""
    from wsdv.ui.page import BrowserPage

    made: list[object] = []

    def proxy(fn: object) -> object:
        made.append(fn)
        return fn

    doc, win = browser()
    page = BrowserPage(doc, win, proxy)
    root, other = MagicMock(), MagicMock()
    calls: list[str] = []
    page.listen(root, "click", lambda evt: calls.append("click 1"))
    page.listen(root, "keydown", lambda evt: calls.append("root key"))
    page.listen(root, "click", lambda evt: calls.append("click 2"))
    page.listen(other, "keydown", lambda evt: calls.append("other key"))
    assert len(made) == 2
    assert [c.args[0] for c in root.addEventListener.call_args_list] == ["click", "keydown"]
    root_handler = root.addEventListener.call_args_list[0].args[1]
    root_handler(MagicMock(type="click"))
    root_handler(MagicMock(type="keydown"))
    other.addEventListener.call_args.args[1](MagicMock(type="keydown"))
    root_handler(MagicMock(type="input"))
    assert calls == ["click 1", "click 2", "root key", "other key"]
    page.unlisten_all()
    assert [c.args[0] for c in root.removeEventListener.call_args_list] == ["click", "keydown"]
    assert other.removeEventListener.call_count == 1
    page.listen(root, "click", lambda evt: None)  # after unlisten_all: a callable anew
    assert len(made) == 3
