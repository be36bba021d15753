"""The computer player and the hints in the page: requests to the AI worker, off the main
thread.

The worker (wsdv/ui/ai_worker.py, a PyScript worker that exposes `think` only) starts the
first time it is needed: a game against the computer is opened or a hint is asked for. Every
request carries the game's state string; while it runs, the page stays usable (board, log,
cards, games list) and the prompt bar says who is thinking. An answer is applied only if the
game is still where it was asked (`UiState.version`, bumped by current.py, counts every
change: a choice, an undo, another game opened), so a late answer can never play into
another position.

Two halves: the functions over the state's slice ``state.ai`` (AiUi) decide when the worker
is to be asked (they return the effects `AskComputer` and `AskHint`, effects.py) and apply
its answers, which enter by the door as the verbs ``ai.answered`` and ``hint.answered``
carrying the version they were asked for (and ``ai.started`` once the worker runs);
`AiClient` is the shell's side (``app.client``): it runs those effects (and `AskReview`) as
coroutines that talk to the worker and end in such a verb.

Hooks for tests on <body>: data-thinking ("1" while the computer decides), data-ai-ms (the
worker's own time for the last decision, ms), data-ai-moves (computer decisions applied),
data-ai-error (the last failure), data-ai-ready ("1" once the worker runs), data-ai-times
(the last decisions as "kind:ms" items, for tools/bench_ai_browser.py), data-hint ("wait",
"1" when shown, "" otherwise).
The least time in ms between the computer's choices is the player's pace (pace.PACES:
instant 0, brisk 400, slow 900; the buttons beside Skip, remembered in localStorage, brisk
until chosen), or the address's ?aipace=N (tests use 0). The player may skip the pace (the
Skip button, key s): the rest of the computer's turn then plays at once. data-ai-step
counts the computer's choices since the player's last one; data-skipping is "1" while
skipping.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from ..buildinfo import build_id
from ..words import m, render
from . import screen
from .current import current
from .door import act, on
from .effects import AskComputer, AskHint, AskOutlook, AskReview, Effects, Remember
from .pace import PACE_KEY, PACES
from .state import AiUi, UiState, VsComputer

if TYPE_CHECKING:
    from .shell_api import Shell as App

HINT_LEVEL = "hard"  # the best advice
# Seconds of search per decision (the worker's wall clock). Normal's search is fixed in
# iterations and the budget only caps slow machines; Hard adds deals of the hidden cards while
# another fits, so it uses its budget. The margins leave room for what the clock cannot cut
# (the one-ply ranking, the move being simulated), for the promise of Normal <= 2 s, Hard <= 5 s.
BUDGETS = {"easy": 2.0, "normal": 1.5, "hard": 4.0}
HINT_BUDGET = 2.0  # the hint's search (Hard's) plus its explanation stay near two seconds
DEFAULT_PACE_MS = 900
PACE_SLICE = 0.05  # s: how often a waiting step looks whether the player skipped
KEEP_TIMES = 60

StartWorker = Callable[[], Awaitable[Any]]
Schedule = Callable[[Awaitable[Any]], Any]


def ai_seed(game_seed: int, choices: int) -> int:
    """The AI's seed for a decision: fixed by the game and the position in it."""
    return (game_seed * 1_000_003 + choices * 7919) & 0xFFFFFFFF


def request_json(state_json: str, side: str, level: str, seed: int,
                 explain: bool = False) -> str:
    budget = HINT_BUDGET if explain else BUDGETS.get(level)
    return json.dumps({"state": state_json, "side": side, "level": level, "seed": seed,
                       "budget": budget, "explain": explain})


def parse_answer(text: str) -> dict[str, Any]:
    """The worker's answer; raises ValueError with the worker's message on an error."""
    answer = json.loads(text)
    if not isinstance(answer, dict):
        raise ValueError("the computer's answer is not an object")
    if "error" in answer:
        raise ValueError(str(answer["error"]))
    if not isinstance(answer.get("option"), str):
        raise ValueError("the computer's answer names no option")
    return answer


# --- what the page asks -------------------------------------------------------------------------

def computer_to_move(s: UiState) -> bool:
    return screen.computer_to_move(s, s.step_now)


def thinking(s: UiState) -> bool:
    return s.ai.thinking_at is not None and s.ai.thinking_at == s.version


def hint_for_now(s: UiState) -> dict[str, Any] | None:
    return s.ai.hint if s.ai.hint_at == s.version else None


def hint_open(s: UiState) -> bool:
    return s.ai.hint_at == s.version


def outlook_searching(s: UiState) -> bool:
    """The worker searches this version's outlook to the end."""
    return s.ai.outlook_at == s.version and s.ai.outlook is None


def due(s: UiState, available: bool) -> Effects:
    """Before every paint: the computer's decision when it is its turn (once per version);
    ``available``: there is a worker to ask."""
    ui = s.ai
    if not computer_to_move(s):
        ui.skipping = False
        ui.step = 0
    if ui.error or not available or not computer_to_move(s):
        return []
    if ui.thinking_at == s.version:
        return []
    ui.thinking_at = s.version
    mode = s.mode
    assert isinstance(mode, VsComputer)
    return [AskComputer(s.version, mode.level)]


def outlook_due(s: UiState, available: bool, outlook: dict[str, Any] | None) -> Effects:
    """Before a paint whose outlook the page's search could not finish: the worker's search
    to the end, once per version (when there is a worker)."""
    ui = s.ai
    if (outlook is None or outlook["checked"]["complete"] or not available
            or ui.outlook_at == s.version):
        return []
    ui.outlook_at, ui.outlook = s.version, None
    return [AskOutlook(s.version)]


def ask_hint(s: UiState, available: bool) -> Effects:
    p = s.game.prompt
    if p is None or not available or hint_open(s):
        return []
    s.ai.hint_at, s.ai.hint = s.version, None
    return [AskHint(s.version, p.side)]


def close_hint(ui: AiUi) -> None:
    ui.hint_at, ui.hint = None, None


# --- the worker's answers (verbs) ------------------------------------------------------------

def answered(app: App, answer: dict[str, Any]) -> None:
    """The computer's decision asked at ``answer["version"]``, or its failure: played only
    while that version is shown, after the pace (AiClient waits for it)."""
    s = app.state
    ui = s.ai
    version = answer["version"]
    if "build" in answer:
        ui.build = answer["build"]
    if "ms" in answer:
        ui.last_ms = answer["ms"]
        ui.times = [*ui.times[-(KEEP_TIMES - 1):], (answer["kind"], answer["ms"])]
    if "error" in answer:  # shown with a retry button; the game itself is untouched
        if current(s, version):
            ui.error = answer["error"]
            ui.thinking_at = None
        return
    if not current(s, version):
        return  # the game moved on (another game opened, a new game): not ours
    option = answer["option"]
    ui.thinking_at = None
    ui.moves += 1  # before the choice: its render shows the count
    ui.step += 1
    app.choose(option)
    if current(s, version):  # refused by the engine: say so, do not retry
        ui.moves -= 1
        ui.step -= 1
        ui.error = render(m("ai.illegal", option=repr(option)[:40]), s.lang)


def hinted(s: UiState, answer: dict[str, Any]) -> None:
    """A hint asked at ``answer["version"]``, or its failure; dropped once the game moved
    on."""
    ui = s.ai
    version = answer["version"]
    if "build" in answer:
        ui.build = answer["build"]
    if "ms" in answer:
        ui.last_ms = answer["ms"]
    if "error" in answer:
        if current(s, version):
            ui.error = answer["error"]
            close_hint(ui)
        return
    if version == ui.hint_at and current(s, version):
        ui.hint = answer.get("hint")


def outlook_answered(s: UiState, answer: dict[str, Any]) -> None:
    version = answer.get("version")
    if not isinstance(version, int) or version != s.ai.outlook_at or \
            not current(s, version) or not isinstance(answer.get("outlook"), dict):
        return  # late, or an error: the page's own figures stay (they say what they are)
    s.ai.outlook = answer["outlook"]


class AiClient:
    """The shell's side of the worker: runs the effects that ask it (`run`), each as a
    coroutine that ends in a verb through the door."""

    def __init__(self, app: App, start_worker: StartWorker | None, schedule: Schedule) -> None:
        self.app = app
        self.start_worker = start_worker
        self.schedule = schedule
        self.worker: Any = None
        self._starting: asyncio.Future[Any] | None = None

    @property
    def available(self) -> bool:
        """There is a worker to ask (none in tests that give no way to start one)."""
        return self.start_worker is not None

    @property
    def starting(self) -> bool:
        return self.worker is None

    def run(self, effect: AskComputer | AskHint | AskReview | AskOutlook) -> None:
        if isinstance(effect, AskOutlook):  # the position now, not when the request runs
            self.schedule(self._outlook(effect.version, self.app.state.game.state_json()))
        elif isinstance(effect, AskComputer):
            p = self.app.state.game.prompt
            assert p is not None
            self.schedule(self._decide(effect.version, effect.level, p.side, p.kind))
        elif isinstance(effect, AskHint):
            self.schedule(self._hint(effect.version, effect.side))
        else:
            self.schedule(self._review(effect.save))

    async def _worker(self) -> Any:
        if self.worker is not None:
            return self.worker
        if self._starting is None:
            assert self.start_worker is not None
            self._starting = asyncio.ensure_future(self.start_worker())
        try:
            self.worker = await self._starting
        except Exception:
            self._starting = None  # a later request tries again
            raise
        act(self.app, "ai.started")  # the prompt bar drops its "starting" line
        return self.worker

    async def _ask(self, request: str, version: int) -> dict[str, Any]:
        """The worker's answer as a verb's argument: the version it was asked at, the
        worker's build and time, and its option and hint or an error."""
        out: dict[str, Any] = {"version": version}
        try:
            worker = await self._worker()
            answer = parse_answer(str(await worker.think(request)))
            out["build"] = str(answer.get("build", ""))[:64]
            if out["build"] != build_id():  # a deploy between the page's and the worker's start
                raise ValueError(render(m("page.worker_build"), self.app.state.lang))
            out["ms"] = float(answer.get("ms", 0.0))
            out["option"], out["hint"] = answer["option"], answer.get("hint")
        except Exception as e:
            out["error"] = str(e) or type(e).__name__
        return out

    def _request(self, side: str, level: str, explain: bool) -> str:
        game = self.app.state.game
        return request_json(game.state_json(), side, level,
                            ai_seed(game.state.seed, len(game.choices)), explain)

    async def _decide(self, version: int, level: str, side: str, kind: str) -> None:
        started = time.perf_counter()
        answer = await self._ask(self._request(side, level, False), version)
        answer["kind"] = kind
        if "error" not in answer:  # the pace: the player can follow each step
            while not self.app.state.ai.skipping and current(self.app.state, version):
                wait = self.app.state.ai.pace_ms / 1000 - (time.perf_counter() - started)
                if wait <= 0:
                    break
                await asyncio.sleep(min(wait, PACE_SLICE))
        act(self.app, "ai.answered", json.dumps(answer))

    async def _hint(self, version: int, side: str) -> None:
        answer = await self._ask(self._request(side, HINT_LEVEL, True), version)
        act(self.app, "hint.answered", json.dumps(answer))

    async def _outlook(self, version: int, state: str) -> None:
        """The worker's End of Decade outlook searched to the end (wsdv/ai/service.py
        `outlook`), for the game shown at ``version`` (its state)."""
        out: dict[str, Any] = {"version": version}
        try:
            request = json.dumps({"state": state})
            worker = await self._worker()
            answer = json.loads(str(await worker.outlook(request)))
            if "error" in answer:
                raise ValueError(str(answer["error"]))
            out["outlook"] = answer["outlook"]
        except Exception as e:  # the page keeps its own figures
            out["error"] = str(e) or type(e).__name__
        act(self.app, "outlook.answered", json.dumps(out))

    async def _review(self, save: str) -> None:
        """A finished game's review from the worker (wsdv/ai/service.py `review`)."""
        out: dict[str, Any] = {"save": save}
        try:
            worker = await self._worker()
            answer = json.loads(str(await worker.review(save)))
            if "error" in answer:
                raise ValueError(str(answer["error"]))
            out["review"] = answer
        except Exception as e:  # the screen says so; the game itself is untouched
            out["error"] = str(e) or type(e).__name__
        act(self.app, "review.done", json.dumps(out))


# --- the worker's answers and the player's asks (door.py) ---------------------------------------


@on("ai.answered")
def _answered(app: App, text: str | None) -> None:
    answered(app, json.loads(text or "{}"))


@on("hint.answered")
def _hinted(app: App, text: str | None) -> None:
    hinted(app.state, json.loads(text or "{}"))


@on("pace.set")
def _pace(app: App, name: str | None) -> Effects:
    """The pace the player chose (pace.PACES), remembered for later visits."""
    if name not in PACES:
        return []
    app.state.ai.pace, app.state.ai.pace_ms = name, PACES[name]
    return [Remember(PACE_KEY, name)]


@on("outlook.answered")
def _outlook_answered(app: App, text: str | None) -> None:
    outlook_answered(app.state, json.loads(text or "{}"))


@on("ai.started")
def _started(app: App, _: str | None) -> None:
    """The worker is up: the door's paint drops the prompt bar's "starting" line."""


@on("ai.skip", "ai.skip.key")
def _skip(app: App, _: str | None) -> None:
    """Play the rest of the computer's turn without pausing between its choices (the key:
    the next step of the computer's turn shows it)."""
    if computer_to_move(app.state):
        app.state.ai.skipping = True


@on("ai.retry")
def _retry(app: App, _: str | None) -> None:
    app.state.ai.error = ""
    app.state.ai.thinking_at = None


@on("hint")
def _hint(app: App, _: str | None) -> Effects:
    return ask_hint(app.state, app.client.available)


@on("hint.close")
def _hint_close(app: App, _: str | None) -> None:
    close_hint(app.state.ai)
