"""The shell's side of the AI worker (opponent.py decides what to ask): it runs the effects
that ask the worker as coroutines, each ending in a verb through the door that carries the
version it was asked for."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Protocol

from ..buildinfo import build_id
from ..words import m, render
from .current import current
from .door import act
from .effects import AskComputer, AskHint, AskOutlook, AskReview

if TYPE_CHECKING:
    from .state import UiState


HINT_LEVEL = "hard"  # the best advice
# Seconds of search per decision (the worker's wall clock). Normal's search is fixed in
# iterations and the budget only caps slow machines; Hard adds deals of the hidden cards while
# another fits, so it uses its budget. The margins leave room for what the clock cannot cut
# (the one-ply ranking, the move being simulated), for the promise of Normal <= 2 s, Hard <= 5 s.
BUDGETS = {"easy": 2.0, "normal": 1.5, "hard": 4.0}
HINT_BUDGET = 2.0  # the hint's search (Hard's) plus its explanation stay near two seconds
PACE_SLICE = 0.05  # s: how often a waiting step looks whether the player skipped

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


class HasState(Protocol):
    """What the client needs of the shell: the state (the door takes the shell itself)."""

    state: UiState


class AiClient:
    """The shell's side of the worker: runs the effects that ask it (`run`), each as a
    coroutine that ends in a verb through the door."""

    def __init__(self, app: HasState, start_worker: StartWorker | None, schedule: Schedule) -> None:
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
