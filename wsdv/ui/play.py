"""The game at the screen: the player's choices (held for Confirm when a turn ends), undo,
the End of Decade's steps, the pass screen, the small overlays (the card zoom, the info box,
the pick sheet, the keys help, the language), Escape, and the browser's events that move a
game (another tab, a link opened). Functions over the state and the shell (`shell_api.Shell`)
with their verbs (door.py); the App only paints and runs the effects."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from . import guide, i18n, opponent, remote, saves, tabs
from .confirm import try_choice
from .door import on
from .effects import Effects, FlashTargets, Focus, FocusOpener, Remember
from .hotseat import ComputerSeat
from .state import Info, OverlaysUi
from .targets import resolve_click

if TYPE_CHECKING:
    from .screen import Screen
    from .shell_api import Shell as App

ZOOMS = (1.0, 1.5, 2.0, 2.75)  # the board's zoom steps


def choose(app: App, option_id: str) -> None:
    """The choice made (a game by link: through its player), stored."""
    from ..engine import IllegalChoice
    if app.state.player is not None:
        remote.choose(app, option_id)
        return
    try:
        app.state.game.choose(option_id)
    except IllegalChoice:
        return
    _after_choice(app)


def _after_choice(app: App) -> None:
    app.changed()
    saves.autosave(app)
    app.state.overlays.info = None


def pick(app: App, option_id: str) -> None:
    """The player's choice: held for confirmation when it ends the turn (confirm.py)."""
    if opponent.computer_to_move(app.state) or app.state.step_now:
        return
    if app.state.held is None and _other_player_next(app):
        trial, ends = try_choice(app.state.game, option_id)
        if ends:
            app.state.held = option_id
            close_pick(app)
            return
        # the copy already holds the choice: no second run (by link the player's own
        # game takes every choice: remote.choose)
        if trial is not None and app.state.player is None:
            app.state.game = trial
            _after_choice(app)
            return
    app.state.held = None
    choose(app, option_id)


def _other_player_next(app: App) -> bool:
    """Whether another player (the computer, or the other person at the screen) takes
    over when the turn ends."""
    p = app.state.game.prompt
    if p is None or app.state.saves.replay:
        return False
    return not isinstance(app.state.seat, ComputerSeat) or p.side == app.state.seat.human


def confirm_held(app: App) -> None:
    option, app.state.held = app.state.held, None
    if option:
        choose(app, option)


def take_back(app: App) -> None:
    app.state.held = None


def undo(app: App) -> None:
    from ..engine import UndoError
    if app.state.held:
        take_back(app)
        return
    if app.state.player is not None:
        remote.undo(app)
        return
    if opponent.computer_to_move(app.state):
        return
    try:
        app.state.game.undo()
    except UndoError:
        return
    app.state.steps.reset(app.state.game.view(None, with_outlook=False))
    app.changed()
    saves.autosave(app)


def key_undo(app: App) -> None:
    if app.shown is not None and undo_allowed(app, app.shown):
        undo(app)


def key_hint(app: App) -> Effects:
    usable = app.shown is not None and app.client.available and \
        not hint_blocked(app, app.shown)
    return opponent.ask_hint(app.state, True) if usable else []


def toggle_keys(app: App) -> None:
    app.state.overlays.keys = not app.state.overlays.keys


def close_pick(app: App) -> None:
    app.state.overlays.pick = None


def toggle_lang(app: App, lang: str | None = None) -> Effects:
    """Show the page in `lang`, or (None) in the language after the current one; the choice
    is kept for later visits."""
    app.state.lang = lang if lang in i18n.LANGS else i18n.next_lang(app.state.lang)
    app.state.overlays = OverlaysUi()  # the new skeleton (drawn by paint) has none open
    app.state.remote.screen_open = False
    return [Remember(i18n.LANG_KEY, app.state.lang)]


def zoom_by(app: App, step: int) -> None:
    app.state.zoom = max(0, min(len(ZOOMS) - 1, app.state.zoom + step))


def enlarge(app: App, card_id: str) -> Effects:
    app.state.overlays.card = card_id
    return [Focus("#card-close")]


def close_card(app: App) -> Effects:
    card = app.state.overlays.card
    if card is None:
        return []
    app.state.overlays.card = None
    return [FocusOpener(card)]


def show_info(app: App, info: Info | None) -> None:
    app.state.overlays.info = info


def open_pick(app: App, near: list[str]) -> Effects:
    if app.state.game.prompt is None:
        return []
    app.state.overlays.pick = tuple(near)
    return [Focus("#pick button")]


def target(app: App, key: str) -> Effects:
    """A lit target tapped: its option, or, when several options name it, their buttons
    pointed out."""
    option = resolve_click(key, app.state.lit)
    if option is None:
        return [FlashTargets(key)]
    pick(app, option)
    return []


def escape(app: App) -> Effects:
    """Escape closes the topmost thing."""
    o, s = app.state.overlays, app.state
    if o.lang_menu:
        return lang_menu(app, False)
    if guide.escape(app):
        return []
    if o.card is not None:
        return close_card(app)
    if o.pick is not None:
        close_pick(app)
    elif s.remote.screen_open:
        s.remote.screen_open = False
    elif s.saves.screen is not None:
        saves.close(app)
    elif o.keys:
        o.keys = False
    elif s.held:
        take_back(app)
    elif s.preview_open:
        s.preview_open = False
    else:
        saves.close(app)
        show_info(app, None)
    return []


def dialog_open(app: App) -> bool:
    """A dialog is open on the screen painted last (the page's keys wait: keys.py)."""
    s, scr = app.state, app.shown
    return bool(s.guide.welcome or s.guide.rules_at is not None or s.saves.screen is not None
                or s.remote.screen_open or s.overlays.card is not None
                or s.overlays.pick is not None
                or (scr is not None and (scr.passing or scr.result_shown)))


def undo_allowed(app: App, scr: Screen) -> bool:
    """The undo button works on screen ``scr``: a choice to take back, shown to the
    player who decides."""
    return (scr.replay is None and scr.prompt is not None and not scr.computer
            and not scr.passing and bool(app.state.game.can_undo() or app.state.held))


def hint_blocked(app: App, scr: Screen) -> bool:
    """The hint button is disabled on screen ``scr``."""
    g = app.state.game
    return (scr.passing or scr.computer or scr.replay is not None or g.prompt is None
            or g.result is not None or opponent.hint_open(app.state))


# --- the top bar's language list (layout.lang_menu) -------------------------------------------


def lang_menu(app: App, open_: bool | None = None) -> Effects:
    """Open or close (None: toggle) the language list; the focus goes to the current language
    on opening, back to the button on closing."""
    overlays = app.state.overlays
    was_open = overlays.lang_menu
    overlays.lang_menu = not was_open if open_ is None else open_
    if overlays.lang_menu:
        return [Focus("#lang-menu [aria-current]")]
    return [Focus("#btn-lang")] if was_open else []


@on("lang")
def _lang(app: App, _: str | None) -> Effects:
    return lang_menu(app)


@on("lang.close")
def _lang_close(app: App, _: str | None) -> None:
    """A click outside the open list closes it (the focus goes where the click put it)."""
    app.state.overlays.lang_menu = False


@on("lang.set")
def _lang_set(app: App, lang: str | None) -> Effects:
    app.state.overlays.lang_menu = False
    kept = toggle_lang(app, lang) if lang and lang != app.state.lang else []
    return [*kept, Focus("#btn-lang")]


# --- the verbs (door.py) -----------------------------------------------------------------------


@on("pick")
def _pick(app: App, option: str | None) -> None:
    close_pick(app)
    pick(app, option or "")


@on("confirm")
def _confirm(app: App, _: str | None) -> None:
    confirm_held(app)


@on("take_back")
def _take_back(app: App, _: str | None) -> None:
    take_back(app)


@on("eod.continue")
def _eod_continue(app: App, _: str | None) -> None:
    if app.state.step_now:
        app.state.steps.done(app.state.step_now)
        remote.seen_changed(app)  # a game by link keeps it with the game


@on("storage.changed")
def _storage_changed(app: App, key: str | None) -> None:
    """Another tab wrote ``key``: a game of the list, or a game by link, may have moved on."""
    try:
        tabs.storage_changed(app, key)
    finally:
        remote.storage_changed(app, key)


@on("fragment.changed")
def _fragment_changed(app: App, _: str | None) -> None:
    """A link opened in this page: a shared game (``#save=``) or a message by link."""
    try:
        saves.fragment_changed(app)
    finally:
        remote.from_link(app)


@on("tab.said")
def _tab_said(app: App, text: str | None) -> Effects:
    return tabs.said(app, text or "")


@on("preview")
def _preview(app: App, _: str | None) -> None:
    app.state.preview_open = not app.state.preview_open
    app.state.explain = ""


@on("explain")
def _explain(app: App, text: str | None) -> None:
    app.state.explain = text or ""
    app.state.preview_open = True


@on("keys.toggle")
def _keys(app: App, _: str | None) -> None:
    toggle_keys(app)


@on("pick.cancel")
def _pick_cancel(app: App, _: str | None) -> None:
    close_pick(app)


@on("pass.ok")
def _pass_ok(app: App, side: str | None) -> None:
    app.state.seat.confirm(side or "")


@on("undo")
def _undo(app: App, _: str | None) -> None:
    undo(app)


@on("undo.key")
def _undo_key(app: App, _: str | None) -> None:
    key_undo(app)


@on("hint.key")
def _hint_key(app: App, _: str | None) -> Effects:
    return key_hint(app)


@on("result.close")
def _result_close(app: App, _: str | None) -> None:
    app.state.result_dismissed = True


@on("zoom")
def _zoom(app: App, step: str | None) -> None:
    zoom_by(app, int(step or "0"))


@on("enlarge")
def _enlarge(app: App, card_id: str | None) -> Effects:
    return enlarge(app, card_id or "")


@on("card.close")
def _card_close(app: App, _: str | None) -> Effects:
    return close_card(app)


@on("info.show")
def _info(app: App, text: str | None) -> None:
    """The info box under the board: ``["province"|"track"|"dead", key, label?]`` as JSON, or
    nothing to close it."""
    if not text:
        show_info(app, None)
        return
    kind, key, *label = json.loads(text)
    show_info(app, Info(kind, key, *label))


@on("pick.open")
def _pick_open(app: App, near: str | None) -> Effects:
    return open_pick(app, json.loads(near or "[]"))


@on("target")
def _target(app: App, key: str | None) -> Effects:
    return target(app, key or "")


@on("escape")
def _escape(app: App, _: str | None) -> Effects:
    return escape(app)
