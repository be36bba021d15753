"""One game open in several tabs: no choice lost, the player told.

Detection: the browser's ``storage`` event tells a tab when another tab wrote a record, and a
BroadcastChannel tells it when another tab opens the same game. The tab that did not write
follows: it shows the stored (later) position, since it holds nothing unsaved (every choice
is written at once). A write never replaces a record that moved on since this tab read it
(``Store.update`` raises ``Moved``); ``resolve`` then keeps every choice: the same position
is adopted, a later position on either side wins, and diverged histories become two games.

Functions over the state's slice ``state.tabs`` (TabsUi), the game store and the page's
channel; this tab's random id is drawn with the slice (state.py).

Hooks for tests on <body>: data-tabs ("followed", "forked" or "also-open": the last event).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from ..words import m, render
from .door import act
from .effects import Announce, Effects
from .state import mode_of
from .storage import PREFIX, GameRecord, Moved, clean_name, extends

if TYPE_CHECKING:
    from ..engine import Game
    from .shell_api import Shell

CHANNEL = "wsdv-tabs"


def mounted(app: Shell) -> None:
    """Open the channel to the other tabs; what they say comes in as the verb ``tab.said``
    (door.py)."""
    def heard(text: str) -> None:
        act(app, "tab.said", text)

    app.state.tabs.channel_open = app.page.open_channel(CHANNEL, heard)


def close(app: Shell) -> None:
    app.page.close_channel()
    app.state.tabs.channel_open = False


# --- another tab wrote -----------------------------------------------------------------------

def storage_changed(app: Shell, key: str | None) -> None:
    """Another tab wrote ``key``: if it is the open game's record, follow it."""
    record = app.state.record
    if record is None or not isinstance(key, str) or key != PREFIX + record.id:
        return
    follow(app)


def follow(app: Shell) -> bool:
    """Show the stored position of the open game if another tab moved it on."""
    from ..engine import Game, SaveError
    record = app.state.record
    if record is None:
        return False
    stored = app.store.stored(record.id)
    if stored is None or stored.save == record.save:
        return False
    try:
        game = Game.load(stored.save)
    except SaveError:
        return False
    _tell(app, "followed", m("page.followed", n=len(game.choices)))
    app.state.saves.replay = None  # the notice stays: another tab moved the game on
    app.open_game(game, mode_of(stored), stored)
    return True


# --- this tab writes over a moved record -----------------------------------------------------

def resolve(app: Shell, moved: Moved, game: Game) -> GameRecord | None:
    """The record for ``game`` after a write found the stored record moved on; None when this
    tab follows the stored game instead (the caller shows it)."""
    stored, ours = moved.stored, game.save()
    if stored.save == ours:
        return stored  # both tabs made the same choices
    if extends(ours, stored.save):  # this tab is ahead: nothing of the other is lost
        try:
            return app.store.update(stored, game)
        except Moved:
            pass
    elif extends(stored.save, ours):  # the other tab is ahead (this one undid): follow
        return None
    old = app.state.record or stored
    name = clean_name(render(m("page.fork_name", name=old.name), app.state.lang), old.name)
    record = app.store.fork(old, game, name)
    _tell(app, "forked", m("page.forked", name=record.name))
    return record


# --- another tab opened this game ------------------------------------------------------------

def announce(app: Shell) -> Effects:
    """After every paint: tell other tabs which game this one shows, once per game."""
    ui = app.state.tabs
    record = app.state.record
    rid = record.id if record else None
    if rid == ui.announced or not ui.channel_open:
        return []
    ui.announced = rid
    if rid is None:
        return []
    return [Announce(json.dumps({"tab": ui.tab, "open": rid, "hello": True}))]


def said(app: Shell, text: str) -> Effects:
    """Another tab's message on the channel: a hello about this tab's game is answered (the
    shell posts the answer: `Announce`)."""
    ui = app.state.tabs
    try:
        data = json.loads(text)
    except ValueError:
        return []
    record = app.state.record
    if not isinstance(data, dict) or data.get("tab") == ui.tab or record is None:
        return []
    if data.get("open") != record.id:
        return []
    effects: Effects = []
    if data.get("hello"):
        effects.append(Announce(json.dumps({"tab": ui.tab, "open": record.id, "hello": False})))
    if ui.event != "also-open":
        _tell(app, "also-open", m("page.also_open"))
    return effects


def _tell(app: Shell, event: str, msg: Any) -> None:
    app.state.tabs.event = event
    app.state.saves.notice = render(msg, app.state.lang)
