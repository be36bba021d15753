"""The rules engine of Wir sind das Volk!: pure Python, deterministic, no browser imports."""

from .flow import EngineError, Option, Prompt
from .game import Game, IllegalChoice, Result, UndoError, not_replayable
from .savefile import SaveError
from .state import State

__all__ = ["EngineError", "Game", "IllegalChoice", "Option", "Prompt", "Result", "SaveError",
           "State", "UndoError", "not_replayable"]
