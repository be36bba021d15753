"""What the features may use of the shell (the App): a Protocol the App meets, so that a
feature names neither app.py nor the App class, not even for a type hint (issue 37: the nine
modules around app.py formed an import circle through their type-hint imports). mypy checks
that the App meets it wherever the App hands itself to a feature. It has no ``render``: the
door paints after every verb (door.py), a feature never does."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ..engine import Game
    from .ai_client import AiClient
    from .effects import Effects
    from .page import Page
    from .params import Params
    from .remote_store import RemoteStore
    from .screen import Screen
    from .state import Mode, UiState
    from .storage import GameRecord, Store


class Shell(Protocol):
    state: UiState
    page: Page
    params: Params
    store: Store  # the games kept in this browser (storage.py)
    client: AiClient  # the computer's worker (opponent.py)
    rstore: RemoteStore  # the games by link (remote.py)
    painted: dict[str, object]  # what parts of the page show: the paint's own memory
    shown: Screen | None  # the screen painted last: what a click or a key refers to

    def open_game(self, game: Game, mode: Mode, record: GameRecord | None = None, *,
                  keep_steps: bool = False) -> None: ...

    def changed(self) -> None: ...

    def choose(self, option_id: str) -> None: ...

    def toggle_lang(self, lang: str | None = None) -> Effects: ...
