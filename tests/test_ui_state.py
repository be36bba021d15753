"""The UI's one state (wsdv/ui/state.py) and its one switch of the game shown
(wsdv/ui/current.py): the mode decides the seat and whether choices are autosaved, every
switch bumps the version, and an answer of the computer's worker that comes back for an old
version is ignored (wsdv/ui/opponent.py). Plain CPython: no page, no worker."""

from __future__ import annotations

import asyncio
import json
import sys
import threading
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from wsdv.buildinfo import build_id
from wsdv.engine import Game
from wsdv.fair import Player
from wsdv.ui import current, opponent
from wsdv.ui.ai_client import AiClient
from wsdv.ui.effects import AskComputer, AskHint, Effects, Remember
from wsdv.ui.hotseat import ComputerSeat
from wsdv.ui.hotseat import HotSeat as HotSeatSeat
from wsdv.ui.state import ByLink, HotSeat, UiState, VsComputer, autosaves, mode_of
from wsdv.ui.storage import Store
from wsdv.words import Msg


class MemoryStorage:
    """A localStorage stand-in."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key: str) -> str | None:  # noqa: N802 (the Web Storage API's names)
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        self.items[key] = value

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.items.pop(key, None)

    @property
    def length(self) -> int:
        return len(self.items)

    def key(self, i: int) -> str:
        return sorted(self.items)[i]


def _state(game: Game | None = None) -> UiState:
    s = UiState(lang="en")
    current.open_game(s, game or Game.new(7), HotSeat())
    return s


# --- the mode ------------------------------------------------------------------------------


def test_the_mode_of_a_stored_game_comes_from_its_record() -> None:
    store = Store(MemoryStorage())
    game = Game.new(3)
    assert mode_of(None) == HotSeat()
    assert mode_of(store.create(game, "a")) == HotSeat()
    assert mode_of(store.create(game, "b", "computer", "east", "hard")) == \
        VsComputer("east", "hard")


def test_open_game_sets_mode_record_and_seat_together() -> None:
    store = Store(MemoryStorage())
    s = _state()
    game = Game.new(11)
    record = store.create(game, "vs", "computer", "east", "easy")
    before = s.mode
    assert current.open_game(s, game, mode_of(record), record) is before
    assert s.game is game and s.record is record
    assert s.mode == VsComputer("east", "easy")
    assert s.seat == ComputerSeat("east")
    assert autosaves(s.mode)
    current.open_game(s, Game.new(12), HotSeat())
    assert isinstance(s.seat, HotSeatSeat) and s.seat.confirmed is None
    assert s.record is None


def test_a_game_by_link_has_no_record_and_no_autosave_and_its_players_seat() -> None:
    store = Store(MemoryStorage())
    s = _state()
    player = Player.create(b"\x01" * 32, "east")
    assert player.game is not None
    # even if a caller passes a record, a game by link is never in the games list
    current.open_game(s, player.game, ByLink(player), store.create(Game.new(5), "x"))
    assert s.record is None
    assert not autosaves(s.mode)
    assert s.player is player
    assert s.seat == ComputerSeat("east")
    assert s.remote.gid == player.game_id
    s.remote.note = Msg("remote.read_only", {})
    s.remote.readonly = True
    current.open_game(s, Game.new(6), HotSeat())  # leaving the game by link
    assert s.player is None
    assert s.remote.note is None and not s.remote.readonly


def test_every_switch_bumps_the_version_and_starts_the_game_afresh() -> None:
    s = _state()
    version = s.version
    s.held, s.result_dismissed = "opt-1", True
    s.ai.hint_at, s.ai.hint = s.version, {"option": "opt-1"}
    current.open_game(s, Game.new(8), HotSeat())
    assert s.version == version + 1
    assert s.held is None and not s.result_dismissed
    assert s.ai.hint_at is None and s.ai.hint is None
    current.moved_on(s)  # a choice or an undo
    assert s.version == version + 2
    assert current.current(s, version + 2) and not current.current(s, version)


def test_a_game_by_link_moved_on_keeps_the_held_choice_and_the_steps() -> None:
    s = _state()
    player = Player.create(b"\x02" * 32, "west")
    assert player.game is not None
    s.held = "opt-2"
    s.steps.seen = (1, 4)
    current.open_game(s, player.game, ByLink(player), keep_steps=True)
    assert s.held == "opt-2" and s.steps.seen == (1, 4)
    current.open_game(s, player.game, ByLink(player))
    assert s.held is None and s.steps.seen == (0, 0)


# --- the version guard: late answers of the worker -------------------------------------------


class FakeApp:
    """What opponent.py uses of the App: the state, a choice, a render, the shell's run of
    the effects (the worker's requests) by its worker's client."""

    def __init__(self, state: UiState) -> None:
        self.state = state
        self.chosen: list[str] = []
        self.renders = 0
        self.client: AiClient | None = None
        self.acting: Effects | None = None  # door.act's

    def run(self, effects: Effects) -> None:
        assert self.client is not None
        for effect in effects:
            assert isinstance(effect, AskComputer | AskHint)
            self.client.run(effect)

    def open_first_game(self) -> None:
        """The door's, before a verb: the state holds its game already."""
        assert self.state.game is not None

    def choose(self, option_id: str) -> None:
        self.chosen.append(option_id)
        self.state.game.choose(option_id)
        current.moved_on(self.state)

    def render(self, effects: Effects | None = None) -> None:
        """The door's paint after a verb: counted, then the verb's effects run."""
        self.renders += 1
        self.run(effects or [])

    def waiting_for_player(self) -> bool:
        return self.state.held is not None


def _run(work: Any) -> Any:
    """Run a coroutine to its end in an event loop of its own, on a thread of its own:
    asyncio.run cannot start beside the running loop of Playwright's sync API, which shares
    the pytest worker's main thread when the browser tests run in the same worker. Pyodide
    under Node can run neither (no threads, no stack switching): skipped there."""
    if sys.platform == "emscripten":
        pytest.skip("no event loop of its own in Pyodide under Node")
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            out["value"] = asyncio.run(work)
        except BaseException as e:  # noqa: BLE001 - re-raised on the test's thread
            out["error"] = e

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if "error" in out:
        raise out["error"]
    return out.get("value")


class FakeWorker:
    """Answers with the first option; ``meanwhile`` runs while it "thinks"."""

    def __init__(self, state: UiState, meanwhile: Callable[[], None]) -> None:
        self.state, self.meanwhile = state, meanwhile

    async def think(self, request: str) -> str:
        state = json.loads(request)
        assert state["side"]
        p = self.state.game.prompt
        assert p is not None
        option = p.options[0].id
        self.meanwhile()
        return json.dumps({"option": option, "build": build_id(), "ms": 1.0,
                           "hint": {"option": option}})


def _computer_game() -> tuple[FakeApp, list[Awaitable[Any]], FakeWorker]:
    s = UiState(lang="en")
    game = Game.new(21)
    p = game.prompt
    assert p is not None
    human = "east" if p.side == "west" else "west"  # the computer decides first
    current.open_game(s, game, VsComputer(human, "normal"))
    app = FakeApp(s)
    scheduled: list[Awaitable[Any]] = []
    worker = FakeWorker(s, lambda: None)

    async def start() -> Any:
        return worker

    s.ai.pace_ms = 0
    app.client = AiClient(app, start, scheduled.append)  # type: ignore[arg-type]
    return app, scheduled, worker


def test_the_computers_answer_for_the_version_shown_is_played() -> None:
    app, scheduled, _ = _computer_game()
    version = app.state.version
    app.run(opponent.due(app.state, True))
    assert opponent.thinking(app.state) and len(scheduled) == 1
    _run(scheduled[0])  # type: ignore[arg-type]
    assert len(app.chosen) == 1 and app.state.version == version + 1
    assert app.state.ai.moves == 1 and not app.state.ai.error


def test_a_late_answer_for_an_old_version_is_ignored() -> None:
    app, scheduled, worker = _computer_game()
    app.run(opponent.due(app.state, True))
    other = Game.new(99)
    # while the worker thinks, the player opens another game: the answer is for the old one
    worker.meanwhile = lambda: current.open_game(app.state, other, HotSeat())
    version = app.state.version
    _run(scheduled[0])  # type: ignore[arg-type]
    assert app.chosen == [] and other.choices == []
    assert app.state.version == version + 1  # the switch, and nothing after it
    assert app.state.ai.moves == 0 and not app.state.ai.error
    assert not opponent.thinking(app.state)


def test_a_late_hint_is_dropped() -> None:
    s = _state(Game.new(31))
    app = FakeApp(s)
    scheduled: list[Awaitable[Any]] = []
    worker = FakeWorker(s, lambda: current.moved_on(s))  # a choice while the hint is sought

    async def start() -> Any:
        return worker

    s.ai.pace_ms = 0
    app.client = AiClient(app, start, scheduled.append)  # type: ignore[arg-type]
    app.run(opponent.ask_hint(s, True))
    _run(scheduled[0])  # type: ignore[arg-type]
    assert opponent.hint_for_now(s) is None and not opponent.hint_open(s)
    worker.meanwhile = lambda: None
    app.run(opponent.ask_hint(s, True))
    _run(scheduled[1])  # type: ignore[arg-type]
    hint = opponent.hint_for_now(s)
    assert hint is not None and "option" in hint


def test_what_the_browser_keeps_follows_the_state_once_per_change() -> None:
    """UiState.keep: a Remember effect when the value is not what was kept last (the tour's
    note, the tab's first-screen note and game by link use it), none while it stays."""
    s = UiState(lang="en")
    s.kept[("wsdv.tour", False)] = None  # as read at the start: nothing stored
    assert s.keep("wsdv.tour", None) == []
    assert s.keep("wsdv.tour", "turn") == [Remember("wsdv.tour", "turn", False)]
    assert s.keep("wsdv.tour", "turn") == []
    assert s.keep("wsdv.tab.remote", "g1", session=True) == \
        [Remember("wsdv.tab.remote", "g1", True)]
    assert s.keep("wsdv.tab.remote", None, session=True) == \
        [Remember("wsdv.tab.remote", None, True)]
