"""The rules engine of Wir sind das Volk!: pure Python, deterministic, no browser imports."""

from .economy import conn_working
from .flow import EngineError, Option, Prompt
from .game import Game, IllegalChoice, Result, UndoError, not_replayable
from .savefile import SaveError
from .state import State
from .unknown import CardSource, is_unknown, slot_of, unknown_card

__all__ = ["CardSource", "EngineError", "Game", "IllegalChoice", "Option", "Prompt",
           "Result", "SaveError", "State", "UndoError", "conn_working", "is_unknown",
           "not_replayable", "slot_of", "unknown_card"]
