"""The game shown, and the version that guards late answers (docs/ui.md).

`open_game` is the one way to show another game: a game opened from the list, imported,
started, followed from another tab, or a game by link opened, joined or moved on by a
friend's message. It sets the mode, the stored record and the seat together, so that seat
and autosave always follow the mode, and bumps `version`. `moved_on` bumps it after a choice
or an undo. Work started for one version (the computer's decision, a hint) is applied only
while the version is unchanged: `current(s, version)`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import ByLink, Mode, UiState, autosaves, seat_of

if TYPE_CHECKING:
    from ..engine import Game
    from .storage import GameRecord


def open_game(s: UiState, game: Game, mode: Mode, record: GameRecord | None = None, *,
              keep_steps: bool = False) -> Mode:
    """Show ``game`` played in ``mode`` (``record``: its entry in the games list; a game by
    link has none). A held choice and the End of Decade steps start afresh, unless
    ``keep_steps`` (a game by link moved on by a message: the friend's End of Decade is
    stepped through as before). Returns the mode shown before."""
    before = s.mode
    s.game = game
    s.mode = mode
    s.record = record if autosaves(mode) else None
    s.seat = seat_of(mode)
    s.result_dismissed = False
    s.ai.hint_at, s.ai.hint = None, None  # a hint belongs to the game it was asked in
    if not keep_steps:
        s.held = None
        s.steps.reset(game.view(None, with_outlook=False))
    if isinstance(mode, ByLink):
        s.remote.gid = mode.player.game_id
        s.remote.readonly = s.remote.too_large = False
    else:
        s.remote.note, s.remote.readonly = None, False
    moved_on(s)
    return before


def moved_on(s: UiState) -> None:
    """The game shown changed (a choice, an undo, another game): late answers go stale."""
    s.version += 1


def current(s: UiState, version: int) -> bool:
    """Whether work started at ``version`` still belongs to the game shown."""
    return version == s.version
