"""The AI as the browser worker serves it: one JSON request in, one JSON answer out.

wsdv/ui/ai_worker.py exports `think` from a PyScript worker (functions only, no DOM). A
request: {"state": Game.state_json(), "side", "level", "seed", "budget" (seconds or null),
"explain" (bool: add the hint's reasons)}. The answer: {"option", "ms" (the worker's own
clock), "hint" (explain.Hint as a dict, when asked)} or {"error": message}. `review` takes a
finished game's save string and answers review.review's dict (the chances over the game and
its key moments) or {"error"}. `outlook` takes {"state"} and answers {"outlook":
Game.outlook(thorough=True)} (the End of Decade outlook searched to the end where the page's
own thread would stop short) or {"error"}. Strings only
cross the worker boundary, so nothing depends on how JS and Python convert objects.
"""

from __future__ import annotations

import json
import time
from typing import Any

from wsdv.buildinfo import build_id
from wsdv.engine import Game

from . import LEVELS, choose
from .explain import explain
from .review import review as review_game

MAX_BUDGET = 30.0


def _request(text: str) -> dict[str, Any]:
    req = json.loads(text)
    if not isinstance(req, dict):
        raise ValueError("the request is not an object")
    if req.get("side") not in ("east", "west"):
        raise ValueError("side must be east or west")
    if req.get("level") not in LEVELS:
        raise ValueError(f"level must be one of {', '.join(LEVELS)}")
    if not isinstance(req.get("seed"), int) or not isinstance(req.get("state"), str):
        raise ValueError("seed (int) and state (string) are needed")
    budget = req.get("budget")
    if budget is not None and not (isinstance(budget, int | float) and 0 < budget <= MAX_BUDGET):
        raise ValueError("budget must be a number of seconds")
    return req


def think(text: str) -> str:
    """Answer one request (see the module docstring); errors come back as {"error"}."""
    start = time.perf_counter()
    try:
        req = _request(text)
        game = Game.from_state_json(req["state"])
        option = choose(game, req["side"], req["level"], req["seed"], req.get("budget"))
        answer: dict[str, Any] = {"option": option}
        if req.get("explain"):
            answer["hint"] = explain(game, req["side"], option, req["seed"]).to_dict()
    except Exception as e:  # the page shows it; the worker must stay alive for the next one
        return json.dumps({"error": f"{type(e).__name__}: {e}"})
    answer["ms"] = round((time.perf_counter() - start) * 1000, 1)
    answer["build"] = build_id()  # the page checks that it runs the same build
    return json.dumps(answer)


def outlook(text: str) -> str:
    """The End of Decade outlook of the request's position with the large budget (see the
    module docstring); errors come back as {"error"}."""
    start = time.perf_counter()
    try:
        req = json.loads(text)
        if not isinstance(req, dict) or not isinstance(req.get("state"), str):
            raise ValueError("state (string) is needed")
        found = Game.from_state_json(req["state"]).outlook(thorough=True)
    except Exception as e:  # the page keeps its own figures
        return json.dumps({"error": f"{type(e).__name__}: {e}"})
    return json.dumps({"outlook": found, "ms": round((time.perf_counter() - start) * 1000, 1),
                       "build": build_id()})


def review(save: str) -> str:
    """The review of a finished game (see review.py); errors come back as {"error"}."""
    start = time.perf_counter()
    try:
        answer = review_game(save)
    except Exception as e:  # the page shows the game-over screen without the chart
        return json.dumps({"error": f"{type(e).__name__}: {e}"})
    answer["ms"] = round((time.perf_counter() - start) * 1000, 1)
    return json.dumps(answer)
