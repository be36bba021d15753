"""One door for the player's actions (docs/ui.md): every button names a verb with an
argument, and one registry of handlers does it, as the engine's `@step` registry does its
steps.

A new button says its verb itself: ``data-act="verb"`` and, when it needs one,
``data-arg="..."``. The buttons that were there before carry ids and data attributes that
the browser tests rely on; `verb_of` reads the verb from those (the table `BY_ID` and a few
data attributes), so no id changes. Keys map to verbs too (keys.py `KEYS`).

Handlers are registered with ``@on("verb")`` next to the feature they belong to (app.py,
saves.py, guide.py, remote.py, update.py, opponent.py, ...) and get ``(app, arg)``; a verb
no handler knows yet has the App load the features first (``app.load_features``: the first
screen does without some, issue 39). A handler
changes the state and may return effects (effects.py); it never paints. The door paints once
after the handler (`app.render`), then the shell runs the effects the paint asks for and the
handler's. A verb done inside another verb's handler joins it: its effects wait for the outer
verb's one paint. Before a handler runs the door has the App open the game the page opens
with, if it is not open yet (`App.open_first_game`: a first visit's first screen is painted
without one, issue 39); only verbs registered with ``game=False`` run without it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .dom import found
from .effects import Effects

Handler = Callable[[Any, str | None], Effects | None]
HANDLERS: dict[str, Handler] = {}
# the verbs whose handlers need no game: the door does not open one for them (App.open_first_game)
WITHOUT_GAME: set[str] = set()


def on(*verbs: str, game: bool = True) -> Callable[[Handler], Handler]:
    """Register a handler for ``verbs`` (each verb has exactly one handler); ``game=False``:
    it changes only what the first screen shows, and may run before any game is open."""

    def register(fn: Handler) -> Handler:
        for verb in verbs:
            if verb in HANDLERS:
                raise ValueError(f"verb {verb!r} has a handler already")
            HANDLERS[verb] = fn
            if not game:
                WITHOUT_GAME.add(verb)
        return fn

    return register


def act(app: Any, verb: str, arg: str | None = None) -> bool:
    """Do ``verb``, paint once, then run its effects (``app.render``); False when no handler
    knows it."""
    handler = HANDLERS.get(verb)
    if handler is None:
        app.load_features()  # (a first visit's first screen is live without some, issue 39)
        handler = HANDLERS.get(verb)
        if handler is None:
            return False
    if app.acting is not None:  # inside another verb: one paint for both
        app.acting += handler(app, arg) or []
        return True
    if verb not in WITHOUT_GAME:
        app.open_first_game()  # every other verb finds a game (a first visit's waits for one)
    app.acting = []
    try:
        effects = handler(app, arg) or []
    except BaseException:
        app.acting = None
        app.render([])  # what the handler changed before it failed is shown
        raise
    effects, app.acting = [*app.acting, *effects], None
    app.render(effects)
    return True


# The buttons of the page by id: (verb, argument).
BY_ID: dict[str, tuple[str, str | None]] = {
    # guide.py: the first screen, the rules reference, the game-over screen
    "welcome-continue": ("welcome.close", None),
    "welcome-computer": ("welcome.start", "computer"),
    "welcome-hotseat": ("welcome.start", "hotseat"),
    "welcome-load": ("welcome.load", None),
    "welcome-rules": ("rules.open", "1"),
    "rules-close": ("rules.close", None),
    "btn-rules": ("rules.prompt", None),
    "btn-home": ("welcome.show", None),
    "result-replay": ("result.replay", None),
    "result-open": ("result.open", None),
    # saves.py: the games list, new game, import, export, the replay, the update
    "btn-games": ("saves.show", "games"),
    "pass-games": ("saves.show", "games"),
    "games-close": ("saves.show", None),
    "export-close": ("saves.show", None),
    "new-cancel": ("saves.show", None),
    "import-cancel": ("saves.show", None),
    "btn-new": ("saves.show", "new"),
    "pass-new": ("saves.show", "new"),
    "result-new": ("saves.show", "new"),
    "result-new-bar": ("saves.show", "new"),
    "games-new": ("saves.show", "new"),
    "new-start": ("saves.start", None),
    "games-import": ("saves.import", None),
    "import-ok": ("saves.import_ok", None),
    "export-copy": ("saves.copy", "export-text"),
    "export-copy-link": ("saves.copy", "export-link"),
    "damaged-copy": ("saves.copy_damaged", None),
    "games-damaged-show": ("saves.show", "damaged"),
    "damaged-close": ("saves.show", "games"),
    "games-damaged-delete": ("saves.delete_damaged", None),
    "update-switch": ("update.switch", None),
    # remote.py: games by link
    "btn-remote": ("remote.screen", None),
    "remote-new-west": ("remote.new", "west"),
    "remote-new-east": ("remote.new", "east"),
    "remote-open": ("remote.open", "remote-in"),
    "remote-screen-open": ("remote.open", "remote-screen-in"),
    "remote-copy": ("remote.copy", None),
    "remote-close": ("remote.close", None),
    "remote-restore": ("remote.restore", None),
    # app.py: the game
    "confirm-ok": ("confirm", None),
    "confirm-back": ("take_back", None),
    "eod-continue": ("eod.continue", None),
    "ai-skip": ("ai.skip", None),
    "btn-preview": ("preview", None),
    "btn-keys": ("keys.toggle", None),
    "pick-cancel": ("pick.cancel", None),
    "btn-hint": ("hint", None),
    "hint-close": ("hint.close", None),
    "ai-retry": ("ai.retry", None),
    "btn-undo": ("undo", None),
    "btn-lang": ("lang", None),
    "result-close": ("result.close", None),
    "btn-zoom-in": ("zoom", "1"),
    "btn-zoom-out": ("zoom", "-1"),
}

# the games list's row buttons: data-game-<action>="<record id>"
ROWS = {"gameOpen": "game.open", "gameReplay": "game.replay", "gameExport": "game.export",
        "gameRename": "game.rename", "gameRenameOk": "game.rename_ok",
        "gameDelete": "game.delete", "gameDeleteOk": "game.delete_ok",
        "gameCancel": "game.cancel"}


def _attr(node: Any, name: str) -> str | None:
    value = node.getAttribute(name)
    return str(value) if found(value) else None


def verb_of(button: Any) -> tuple[str, str | None] | None:
    """The verb a button stands for, with its argument; None for a button of no verb."""
    act_name = _attr(button, "data-act")
    if act_name:
        return act_name, _attr(button, "data-arg")
    go = _attr(button, "data-rules-go")
    if go is not None:
        return "rules.go", go
    link = _attr(button, "data-rules")
    if link is not None:
        return "rules.open", link
    classes = button.classList
    lang = _attr(button, "data-lang")
    if lang is not None and classes.contains("w-lang"):
        return "welcome.lang", lang
    option = _attr(button, "data-opt")
    if option:
        return "pick", option
    bid = _attr(button, "id") or ""
    if bid in BY_ID:
        return BY_ID[bid]
    if bid.startswith("replay-"):
        return "replay", bid.removeprefix("replay-")
    data = button.dataset
    for key, verb in ROWS.items():
        value = getattr(data, key, None)
        if isinstance(value, str):
            return verb, value
    if classes.contains("remote-row"):
        return "remote.row", _attr(button, "data-remote")
    if bid == "pass-ok":
        return "pass.ok", _attr(button, "data-side") or ""
    if classes.contains("chip"):
        return "explain", _attr(button, "data-explain") or ""
    if classes.contains("zoom-card"):
        return "enlarge", _attr(button, "data-card") or ""
    return None
