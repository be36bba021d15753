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

import json
from typing import TYPE_CHECKING, Any

from ..words import m, render
from . import screen
from .current import current
from .door import on
from .effects import AskComputer, AskHint, AskOutlook, Effects, Remember
from .pace import PACE_KEY, PACES
from .state import AiUi, UiState, VsComputer

if TYPE_CHECKING:
    from .shell_api import Shell as App

KEEP_TIMES = 60  # the worker's last decision times kept (data-ai-times)


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
    if "ms" in answer:
        ui.times = [*ui.times[-(KEEP_TIMES - 1):], (answer["kind"], answer["ms"])]
    if _failed(s, answer):  # shown with a retry button; the game itself is untouched
        if current(s, version):
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


def _failed(s: UiState, answer: dict[str, Any]) -> bool:
    """Note the worker's build and time from an answer; True when it is a failure (said,
    while its version is shown)."""
    ui = s.ai
    if "build" in answer:
        ui.build = answer["build"]
    if "ms" in answer:
        ui.last_ms = answer["ms"]
    if "error" not in answer:
        return False
    if current(s, answer["version"]):
        ui.error = answer["error"]
    return True


def hinted(s: UiState, answer: dict[str, Any]) -> None:
    """A hint asked at ``answer["version"]``, or its failure; dropped once the game moved
    on."""
    ui = s.ai
    version = answer["version"]
    if _failed(s, answer):
        if current(s, version):
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
