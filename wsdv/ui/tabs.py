"""One game open in several tabs: no choice lost, the player told.

Detection: the browser's ``storage`` event tells a tab when another tab wrote a record, and a
BroadcastChannel tells it when another tab opens the same game. The tab that did not write
follows: it shows the stored (later) position, since it holds nothing unsaved (every choice
is written at once). A write never replaces a record that moved on since this tab read it
(``Store.update`` raises ``Moved``); ``resolve`` then keeps every choice: the same position
is adopted, a later position on either side wins, and diverged histories become two games.

Hooks for tests on <body>: data-tabs ("followed", "forked" or "also-open": the last event).
"""

from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING, Any

from ..engine import Game, SaveError
from ..words import m, render
from .door import act
from .effects import Announce, Effects
from .state import TabsUi
from .storage import PREFIX, GameRecord, Moved, clean_name, extends

if TYPE_CHECKING:
    from .saves import Saves

CHANNEL = "wsdv-tabs"


class Tabs:
    def __init__(self, saves: Saves) -> None:
        self.saves = saves
        self.ui.tab = f"{random.getrandbits(48):012x}"
        self.channel_open = False

    @property
    def app(self) -> Any:
        return self.saves.app

    @property
    def ui(self) -> TabsUi:
        """This feature's slice of the state."""
        return self.app.state.tabs

    def mounted(self) -> None:
        """Open the channel to the other tabs; what they say comes in as the verb
        ``tab.said`` (door.py)."""
        app = self.app
        self.channel_open = app.page.open_channel(CHANNEL, lambda text: act(app, "tab.said", text))

    def close(self) -> None:
        self.app.page.close_channel()
        self.channel_open = False

    # --- another tab wrote -------------------------------------------------------------------

    def storage_changed(self, key: str | None) -> None:
        """Another tab wrote ``key``: if it is the open game's record, follow it."""
        record = self.app.state.record
        if record is None or not isinstance(key, str) or key != PREFIX + record.id:
            return
        self.follow()

    def follow(self) -> bool:
        """Show the stored position of the open game if another tab moved it on."""
        saves = self.saves
        record = self.app.state.record
        if record is None:
            return False
        stored = saves.store.stored(record.id)
        if stored is None or stored.save == record.save:
            return False
        try:
            game = Game.load(stored.save)
        except SaveError:
            return False
        self._tell("followed", m("page.followed", n=len(game.choices)))
        saves.switch_quietly(game, stored)
        return True

    # --- this tab writes over a moved record ---------------------------------------------------

    def resolve(self, moved: Moved, game: Game) -> GameRecord | None:
        """The record for ``game`` after a write found the stored record moved on; None when
        this tab follows the stored game instead (the caller shows it)."""
        saves = self.saves
        stored, ours = moved.stored, game.save()
        if stored.save == ours:
            return stored  # both tabs made the same choices
        if extends(ours, stored.save):  # this tab is ahead: nothing of the other is lost
            try:
                return saves.store.update(stored, game)
            except Moved:
                pass
        elif extends(stored.save, ours):  # the other tab is ahead (this one undid): follow
            return None
        old = self.app.state.record or stored
        name = clean_name(render(m("page.fork_name", name=old.name), self.app.state.lang), old.name)
        record = saves.store.fork(old, game, name)
        self._tell("forked", m("page.forked", name=record.name))
        return record

    # --- another tab opened this game -------------------------------------------------------------

    def announce(self) -> Effects:
        """After every paint: tell other tabs which game this one shows, once per game."""
        record = self.app.state.record
        rid = record.id if record else None
        if rid == self.ui.announced or not self.channel_open:
            return []
        self.ui.announced = rid
        if rid is None:
            return []
        return [Announce(json.dumps({"tab": self.ui.tab, "open": rid, "hello": True}))]

    def said(self, text: str) -> None:
        """Another tab's message on the channel."""
        try:
            data = json.loads(text)
        except ValueError:
            return
        record = self.app.state.record
        if not isinstance(data, dict) or data.get("tab") == self.ui.tab or record is None:
            return
        if data.get("open") != record.id:
            return
        if data.get("hello"):
            self.post(json.dumps({"tab": self.ui.tab, "open": record.id, "hello": False}))
        if self.ui.event != "also-open":
            self._tell("also-open", m("page.also_open"))

    def post(self, message: str) -> None:
        """Say ``message`` (JSON) on the channel (the shell runs `Announce` with it)."""
        self.app.page.post(message)

    def _tell(self, event: str, msg: Any) -> None:
        self.ui.event = event
        self.saves.ui.notice = render(msg, self.app.state.lang)
