"""The browser app: a hot-seat game in one page. DOM glue around the pure renderers
(board, cards, panels); every choice goes through the engine contract (`Game.choose`).

Hooks for tests and benchmarks on <body>: data-ready="1" once playable, data-choices (number
of choices made), data-decider / data-kind (the prompt), data-passing ("1" while the pass
screen is up), data-decade / data-phase (End of Decade phase, 0 outside it), data-result
("winner:reason" at the end), data-render-ms (last update), data-confirm (a held choice,
confirm.py), data-eod-step (eod_steps.py, eod_html.py), data-ai-step / data-skipping (opponent.py).
Saves, the games list, export, import and the replay are in saves.py (its hooks are listed
there).
"""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Any

from ..words import m, render
from . import advice_html, current, dialogs, door, guide, i18n, remote, tabs, tour
from .ai_client import AiClient, Schedule, StartWorker
from .cards import card_symbol, card_use
from .dom import found
from .door import on
from .effects import (
    Announce,
    AskComputer,
    AskHint,
    AskOutlook,
    AskReview,
    ClearField,
    Copy,
    Download,
    Effects,
    FlashTargets,
    Focus,
    FocusOpener,
    PreviewOptions,
    Remember,
    SearchOutlook,
    SettleFocus,
    Share,
    ShareFile,
    ShowSection,
    SwitchBuild,
)
from .layout import board_svg, skeleton_html
from .pace import DEFAULT_PACE, PACE_KEY, PACES, pace_html
from .page import BrowserPage, Page
from .params import read as read_params
from .remote_html import FILE_LIMIT
from .remote_store import RemoteStore
from .state import Info, Mode, UiState, VsComputer, mode_of
from .storage import GameRecord, Store
from .svg import esc

if TYPE_CHECKING:
    from ..engine import Game
    from .screen import Screen


def other_side(side: str) -> str:
    return "east" if side == "west" else "west"


def el_explain(text: str) -> str:
    """A tapped stakes figure's explanation, over the preview."""
    return f'<p class="explain">{esc(text)}</p>'

PHONE = "(max-width: 820px)"


def load_features() -> None:
    """The features whose verbs register with the door when their module is imported
    (door.on). A first visit's first screen is live without these (issue 39): they are
    imported when a verb is not known yet, at the latest with the first game
    (`App.open_first_game`, after the first frame)."""
    from . import opening, opponent, play, saves, update  # noqa: F401


def attr(node: Any, name: str) -> str | None:
    """An attribute's value, None when missing (missing JS properties raise instead)."""
    value = node.getAttribute(name)
    return str(value) if found(value) else None


class App:
    """The shell: the state, the door's paint and the effects, over the page port. In the
    browser (main.py) it gets the document and window and makes the port over them
    (`BrowserPage`); CPython tests may give it another implementation of the port instead
    (``page``, e.g. fake_page.FakePage) and no document: then `start` replaces `mount`, and
    the browser's own events (clicks, keys, the focus, the board's geometry) are not there."""

    def __init__(self, document: Any, window: Any, proxy: Any,
                 start_worker: StartWorker | None = None,
                 schedule: Schedule | None = None, page: Page | None = None) -> None:
        self.doc = document
        self.win = window
        self.browser = BrowserPage(document, window, proxy) if page is None else None
        self.page: Page = page if page is not None else self.browser  # type: ignore[assignment]
        self.params = read_params(self.page.query)  # each checked; problems shown by saves
        # the one state (state.py); the game, its mode and record come with open_game below
        self.state = UiState(lang=self._initial_lang())
        self.state.ai.pace_ms = self._pace()
        self.client = AiClient(self, start_worker, schedule or (lambda coro: None))
        self.store = Store(self.page.storage_area("localStorage"),
                           session=self.page.storage_area("sessionStorage"))
        guide.start_up(self)  # before the game: a link's game skips the first screen
        self.rstore = RemoteStore(self.store)  # the games by link (remote.py)
        self.painted: dict[str, object] = {}  # what parts of the page show (paint's memory)
        self.card_defs: set[str] = set()  # cards whose <symbol> is in the page
        self.card_opener: Any = None  # what had the focus when the card zoom opened
        self._bar_observer: Any = None
        # focusing inside a click would lay the page out there and then, and delay the
        # board's update; the outlook's search could take a second: both wait for the screen
        self._settle_focus_soon = self.page.soon(self.page.settle_focus)
        # the options' previews and the outlook's search wait until the click's frame is on
        # screen, then paint once (page.later)
        self._after_frame = self.page.later(self._frame_shown)
        self._outlook_game: Any = None
        self._notes_game: Any = None
        self._hinted: str | None = None  # the option the hint marked in the prompt
        self.acting: Effects | None = None  # a verb under way (door.act): its paint waits
        self.mounted = False  # the page's skeleton drawn: painting may start
        self._skeleton_lang: str | None = None  # the language the skeleton was drawn in
        self._board_lang: str | None = None  # the language of the board's static map drawn
        self._zoom_shown: int | None = None
        self.shown: Screen | None = None  # the screen painted last
        # the first screen hides the game while the app mounts: the game is drawn after the
        # first frame (mount), so that the first screen is live sooner (issue 39)
        self.covered = False
        # A first visit opens on the first screen with nothing to continue: the new game
        # behind it, and the engine with it, wait for the first verb or the first frame
        # (`open_first_game`), so that the first screen is live sooner (issue 39)
        if not self._opens_nothing():
            self.open_first_game()

    # --- start ---------------------------------------------------------------------------

    def _pace(self) -> int:
        """The computer's pace in ms: the address's (?aipace=), else the player's choice,
        remembered (pace.PACES), else brisk."""
        if self.params.pace is not None:
            return self.params.pace
        name = self.page.local_get(PACE_KEY)
        self.state.ai.pace = name if name in PACES else DEFAULT_PACE
        return PACES[self.state.ai.pace]

    def _opens_nothing(self) -> bool:
        """The page opens on the first screen and has nothing to open: no link or message in
        the address, no problem with it to say, no stored game to continue and nothing this
        tab kept before a reload (`saves.initial_game` would start a new game)."""
        return (self.state.guide.welcome and not self.page.fragment()
                and not self.params.problems and self.store.current() is None
                and self.store.unsaved_id() is None and not remote.tab_game(self))

    def open_first_game(self) -> None:
        """The game the page opens with (`saves.initial_game`), unless one is open; once
        the page is mounted, also a message in the address or this tab's game by link
        (`remote.mounted`), as a mount does."""
        from . import saves
        if self.state.game is not None or self.state.closed:
            return
        load_features()
        game, record = saves.initial_game(self)
        current.open_game(self.state, game, mode_of(record), record)
        if self.mounted:
            remote.mounted(self)

    def load_features(self) -> None:
        load_features()

    def open_game(self, game: Game, mode: Mode, record: GameRecord | None = None, *,
                  keep_steps: bool = False) -> None:
        """Show another game (current.open_game)."""
        current.open_game(self.state, game, mode, record, keep_steps=keep_steps)

    def changed(self) -> None:
        current.moved_on(self.state)

    def choose(self, option_id: str) -> None:
        from . import play
        play.choose(self, option_id)

    def toggle_lang(self, lang: str | None = None) -> Effects:
        from . import play
        return play.toggle_lang(self, lang)

    def _initial_lang(self) -> str:
        lang = self.params.lang or self.page.local_get(i18n.LANG_KEY)
        if lang not in i18n.LANGS:
            lang = self._browser_lang()
        return lang

    def _browser_lang(self) -> str:
        """The first of the browser's preferred languages that the game speaks."""
        for pref in self.page.languages():
            code = pref.lower().split("-")[0]
            if code in i18n.LANGS:
                return code
        return "en"

    def _draw_skeleton(self) -> bool:
        """The page's fixed parts, in the state's language: drawn anew (the cache of what was
        painted forgotten) when the language changed; True when drawn."""
        if self._skeleton_lang == self.state.lang:
            return False
        if self._skeleton_lang is not None:
            self.page.forget()
            self.card_defs.clear()
        self._skeleton_lang = self.state.lang
        self._zoom_shown = None
        # covered, the board waits for the game's paint (`_draw_board`)
        self.page.replace_html("app", skeleton_html(self.state.lang, with_board=not self.covered))
        self._board_lang = None if self.covered else self.state.lang
        self.page.set_lang(self.state.lang)
        return True

    def _draw_board(self) -> None:
        """The board's <svg> with its static map, unless drawn in this language already."""
        if self._board_lang != self.state.lang:
            self._board_lang = self.state.lang
            self.page.replace_html("board-scroll", board_svg(self.state.lang))

    def mount(self) -> None:
        root = self.doc.getElementById("app")
        self.page.listen(root, "click", self.on_click)
        self.page.listen(root, "keydown", self.on_key)
        self.page.listen(root, "mouseover", self.on_hover)
        self.page.listen(root, "mouseout", self.on_unhover)
        self.page.listen(root, "focusin", self.on_hover)
        self.page.listen(root, "focusout", self.on_unhover)
        self.page.listen(self.doc, "keydown", self.on_escape)
        # the page's other events enter as verbs too (door.py)
        self.page.listen(self.win, "storage", self.on_storage)
        self.page.listen(self.win, "hashchange", lambda _evt: door.act(self, "fragment.changed"))
        self.page.listen(self.doc, "input", self.on_input)
        self.page.listen(self.doc, "change", self.on_file)
        self.page.listen(self.doc, "dragover", self.on_file)
        self.page.listen(self.doc, "drop", self.on_file)
        self.page.listen(self.win, "wsdv:update", lambda _evt: door.act(self, "update.ready"))
        # Behind the opaque pass screen the game is laid out after the first paint (boot.js
        # drops the class), so the pass screen shows without waiting for the board's layout.
        body = self.doc.body
        body.classList.add("first-paint")
        self.covered = self.state.guide.welcome
        self.start()
        # covered, the bar is out of layout: its observer measures it once it is laid out
        self._observe_bar(measure=not self.covered)
        if self.covered:
            self.covered = False
            self._ask_after_frame()  # the game, drawn behind the first screen
        if body.dataset.passing != "1":
            body.classList.remove("first-paint")
        body.dataset.ready = "1"

    def start(self) -> None:
        """The first paint, the skeleton drawn (by `mount` in the browser, alone over
        another port)."""
        self._draw_skeleton()
        # offline.js may have said "ready" before the app listened (or before a restart)
        self.state.update = self.state.update or self.page.data("update")
        tabs.mounted(self)
        if not self.covered:  # (covered, the first screen needs no game: it may come later)
            self.open_first_game()
        if self.state.game is not None:
            self.state.steps.reset(self.state.game.view(None, with_outlook=False))
            remote.mounted(self)
        self.mounted = True
        self.render()

    def _measure_top(self, *_: Any) -> None:
        """The top bar's height (with the stakes strip): the layout fills the rest, the
        phone's sticky prompt sits under it (play.css, phone.css). Measured again whenever the
        bar changes size (a ResizeObserver): it has none while the first pass screen hides
        it."""
        top = self.doc.getElementById("topbar").offsetHeight
        if top:
            style = self.doc.documentElement.style
            style.setProperty("--bar-h", f"{top}px")
            # the part that stays on a phone's screen when scrolled: the strip (phone.css)
            strip = self.doc.getElementById("stakes")
            stuck = top - strip.offsetTop if found(strip) and strip.offsetHeight else top
            style.setProperty("--bar-stuck-h", f"{stuck}px")

    def _observe_bar(self, measure: bool = True) -> None:
        """Measure the top bar now (``measure``) and whenever its size changes (a new one
        after a change of language)."""
        observer = hasattr(self.win, "ResizeObserver")
        if measure or not observer:
            self._measure_top()
        if self._bar_observer is None:
            if not observer:
                return
            assert self.browser is not None  # (mounted in the browser)
            handler = self.browser.keep(self._measure_top)
            self._bar_observer = self.win.ResizeObserver.new(handler)
        self._bar_observer.disconnect()
        self._bar_observer.observe(self.doc.getElementById("topbar"))

    def unmount(self) -> None:
        """Stop for good: no listener, observer or channel of this app stays, and its
        pending work (the computer's decision, a hint) finds the game moved on."""
        self.state.closed = True
        self.changed()
        self.page.set_data("afterFrame", "")  # its pending work will paint nothing
        if self.browser is not None:
            self.browser.unlisten_all()
        if self._bar_observer is not None:
            self._bar_observer.disconnect()
        tabs.close(self)

    # --- rendering -----------------------------------------------------------------------

    def _ensure_cards(self, card_ids: list[str]) -> None:
        missing = [c for c in dict.fromkeys(card_ids) if c not in self.card_defs]
        if missing:
            self.page.append_html("card-defs",
                                  "".join(card_symbol(c, self.state.lang) for c in missing))
            self.card_defs.update(missing)

    def render(self, effects: Effects | None = None) -> None:
        """Paint the page from the state, then run the effects the new state asks for and
        ``effects`` (a verb's: door.act). Only the door and `start` call it. What the screen
        shows is derived first (`screen`); what it asks for is decided from that (a request
        marked as asked shows as asked), then drawn once, then run. Before the page is
        mounted (main.py's take-over carries out a choice made on the first screen) the state
        alone changes: the mount paints it."""
        if self.state.closed or not self.mounted:
            return
        if self.state.game is None:  # the first screen alone (`open_first_game`)
            self._paint_first_screen()
            return
        from .screen import screen
        lang_changed = self._skeleton_lang != self.state.lang
        scr = self.shown = screen(self.state)
        # what the screen shows is what a click or a key refers to (pick, the board's
        # targets, undo, the hint)
        self.state.step_now, self.state.lit = scr.step, scr.lit
        asked = self.follow_ups(scr)
        self.paint(scr)
        if lang_changed and self.browser is not None:  # the new top bar measured
            self._observe_bar()
        self.run(asked + (effects or []))

    def _paint_first_screen(self) -> None:
        """The skeleton (the board left out) and the first screen over it, before any game
        is open; the game and the rest of the page are painted with the first verb, at the
        latest after the first frame (`mount`)."""
        self._draw_skeleton()
        guide.paint(self)
        self.page.set_data("covered", "1")
        self.page.set_data("passing", "0")  # (no pass screen under the first screen)
        self.run(guide.follow_ups(self))

    def paint(self, scr: Screen) -> None:
        """Draw every element and <body data-*> hook from the screen. It starts no work and
        changes no state: the computer's move, the review, the word to other tabs, the switch
        to a new version and the focus are `follow_ups`, decided before and run after."""
        from . import eod_html, panels, recap, rules_ref, saves, stakes
        from .confirm import confirm_html, option_notes, shown_prompt
        from .why_not import why_not_html
        s = self.state
        start = time.perf_counter()
        self._draw_skeleton()
        self._apply_zoom()
        g, lang, replay = scr.game, s.lang, scr.replay
        side, pd = scr.side, scr.prompt
        passing, shown, computer = scr.passing, scr.shown, scr.computer
        remote_other, live, view = scr.remote_other, scr.live, scr.view
        if self.covered:
            self._paint_rest(scr, start, False)
            return
        self._draw_board()
        from . import board  # (with the engine: not before the first screen, issue 39)
        bview = step_view = view
        in_play = view["in_play"]
        rview, public = scr.recap, scr.recap_public
        self._ensure_cards(panels.cards_shown(view, in_play))
        waiting = None if replay or s.step_now else remote.status_html(self, step_view)
        self.page.set_html("status", waiting or panels.status_html(
            step_view, None if s.step_now else pd, lang))
        display_shown = False
        if replay:
            self.page.set_html("prompt", saves.replay_panel(self))
        elif g.result is not None and not s.step_now:
            self.page.set_html("prompt", self._result_bar())
        else:
            head = panels.compact_status(step_view, lang)
            if rview and not passing:
                head += recap.headline_html(rview, lang)
            helps = not (computer or passing or remote_other)  # the rules link, why not
            if s.step_now:
                body = eod_html.step_html(view, s.step_now, lang)
            elif s.held and pd:
                body = confirm_html(shown_prompt(g, pd, view) or pd, s.held, other_side(pd["side"]),
                                    lang, g.preview(s.held), view)
            elif computer and side:
                body = self._thinking(side)
            else:
                link = rules_ref.prompt_link(pd, view["phase"], lang) if helps else ""
                why = why_not_html(pd, view, lang) if helps else ""
                fx: dict[str, str] = {}
                # (not yet worked out: after painting, a click shows the board first)
                if not (passing or remote_other or scr.notes_due):
                    fx = option_notes(g, pd, view, lang)
                hidden = passing or remote_other
                display_shown = not hidden and panels.shows_display(pd)
                body = link + (remote.waiting_html(self, side) or panels.prompt_html(
                    shown_prompt(g, pd, view), lang, hidden=hidden, in_play=in_play,
                    notes=fx, view=view)) + why
            self.page.set_html("prompt", head + body, keep_focus=True)
        self.page.set_html("stakes", stakes.strip_html(bview, lang, s.preview_open))
        # an open preview whose End of Decade began meanwhile has no lines: it hides
        preview = ((el_explain(s.explain) if s.explain else "") +
                   stakes.preview_html(live, lang)) if s.preview_open else ""
        if preview:
            self.page.set_html("preview", preview)
        self.page.show("preview", bool(preview))
        self._paint_advice(scr)
        self.page.set_html("recap", recap.recap_html(rview, lang, public, panels.msg_html)
                  if rview else "")
        self.page.set_html("dyn", board.dynamic_layer(bview, s.lit, lang) +
                  (recap.board_layer(rview) if rview and not passing else ""))
        self.page.set_html("places", board.places_html(bview["board"], lang))
        # a choice of card shows the display in the prompt (panels.shows_display): the
        # sections below then have class "in-prompt", left out of sight on a wide screen
        self.page.set_html("display", panels.display_html(view, s.lit, lang))
        self.page.set_html("hands", panels.hands_html(
            view, shown, s.lit, lang, in_prompt=pd["side"] if display_shown and pd else None))
        self.page.set_html("played", panels.played_html(view, lang))
        self.page.set_html("eod", panels.eod_html(view, lang))
        self.page.set_list("log", *panels.log_parts(view, lang))  # new lines only
        self._paint_rest(scr, start, display_shown)

    def _paint_rest(self, scr: Screen, start: float, display_shown: bool) -> None:
        """`paint`'s screens, overlays and hooks, after the game (or without it: covered)."""
        from . import play, saves
        s, g, live, side, kind = self.state, scr.game, scr.live, scr.side, scr.kind
        passing, ready = scr.passing, scr.outlook_ready
        self._paint_screens(scr)
        self.paint_overlays()
        self.page.set_prop("btn-undo", "disabled", not play.undo_allowed(self, scr))
        saves.paint(self)
        guide.paint(self)
        hook = self.page.set_data
        hook("choices", str(len(s.game.choices)))
        hook("decade", str(live["decade"]))
        hook("phase", str(live["phase"]))
        hook("decider", side or "")
        hook("kind", kind or "")
        hook("cardsInPrompt", "1" if display_shown else "")
        hook("passing", "1" if passing else "0")
        hook("result", f"{g.result.winner}:{g.result.reason}" if g.result else "")
        hook("confirm", s.held or "")
        hook("eodStep", f"{s.step_now[0]}:{s.step_now[1]}" if s.step_now else "")
        hook("outlook", "" if ready else "pending")  # searched after painting
        hook("update", s.update)
        hook("renderMs", f"{(time.perf_counter() - start) * 1000:.1f}")
        hook("covered", "1" if self.covered else "")  # (app.css: the game's parts stay unseen)
        remote.paint(self)
        self._paint_ai_hooks()

    def _paint_ai_hooks(self) -> None:
        from . import opponent
        hook = self.page.set_data
        hook("thinking", "1" if opponent.thinking(self.state) else "0")
        hook("aiStep", str(self.state.ai.step))
        hook("skipping", "1" if self.state.ai.skipping else "0")
        if opponent.outlook_searching(self.state):  # the worker searches the outlook to the end
            hook("outlook", "worker")

    def follow_ups(self, scr: Screen) -> Effects:
        """What the screen about to be painted asks for, as effects in this order: the review
        of a finished game (the game-over screen shows its state at once), the word to other
        tabs, the switch to a new version (not while the computer decides), the computer's
        move, the focus, the options' notes and the End of Decade outlook's search. Deciding
        them changes the state (a request is marked as asked, and is painted so), running
        them is `run`'s, after the paint."""
        from . import opponent, paste, update
        effects: Effects = []
        if scr.result_shown and (review := guide.review_due(self)) is not None:
            effects += review
        effects += tabs.announce(self)
        effects += update.due(self.state)
        effects += opponent.due(self.state, self.client.available)
        effects += opponent.outlook_due(self.state, self.client.available, scr.outlook)
        effects += tour.follow(self.state, scr)
        effects += guide.follow_ups(self)
        effects += remote.follow_ups(self.state)
        effects += paste.follow_ups(self.state)
        # under the first screen the pass screen waits (dialogs.py focuses it when it is on top)
        effects.append(Focus("#pass-ok") if scr.passing and not self.state.guide.welcome
                       else SettleFocus())
        if scr.notes_due:
            effects.append(PreviewOptions(scr.game))
        if not scr.outlook_ready:
            effects.append(SearchOutlook(scr.game))
        return effects

    def run(self, effects: Effects) -> None:
        """The shell: do what the effects ask of the browser and the worker, in order."""
        for effect in effects:
            if isinstance(effect, AskComputer | AskHint | AskReview | AskOutlook):
                self.client.run(effect)
            elif isinstance(effect, Announce):
                self.page.post(effect.message)
            elif isinstance(effect, SwitchBuild):
                self.page.set_data("update", self.state.update)  # "switching", before it goes
                try:
                    self.page.switch_build()
                except Exception:
                    door.act(self, "update.failed")
            elif isinstance(effect, Share):
                self.page.share(effect.title, effect.url)
            elif isinstance(effect, Download):
                self.page.download(effect.filename, effect.text)
            elif isinstance(effect, ShareFile):
                self.page.share_file(effect.filename, effect.text)
            elif isinstance(effect, Copy):
                done = self.page.copy(effect.element_id)
                if effect.reply:
                    door.act(self, effect.reply, "1" if done else "")
            elif isinstance(effect, Focus):
                self.page.focus_first(effect.selector, effect.select)
            elif isinstance(effect, SettleFocus):
                self._settle_focus_soon()
            elif isinstance(effect, ShowSection):
                self.page.mark(effect.dom_id, "here", "#overlay-rules section.here")
            elif isinstance(effect, ClearField):
                self.page.clear_field(effect.element_id)
            elif isinstance(effect, Remember):
                if effect.session:
                    self.page.session_set(effect.key, effect.value)
                else:
                    self.page.local_set(effect.key, effect.value)
            elif isinstance(effect, SearchOutlook):
                self._outlook_game = effect.game
                self._ask_after_frame()
            elif isinstance(effect, PreviewOptions):
                self._notes_game = effect.game
                self._ask_after_frame()
            elif isinstance(effect, FocusOpener):
                self._focus_opener(effect.card)
            elif isinstance(effect, FlashTargets):
                self._flash_targets(effect.key)

    def _ask_after_frame(self) -> None:
        """<body data-after-frame="1"> until that work is painted: a test that reads the
        options' notes or the outlook waits for it."""
        self.page.set_data("afterFrame", "1")
        self._after_frame()

    def _frame_shown(self) -> None:
        self.page.set_data("afterFrame", "")  # (the paint below may ask again)
        door.act(self, "frame.shown")

    def work_after_frame(self) -> None:
        """Once the click's frame is on screen: the options' previews (a copy of the game
        per option) and the End of Decade outlook's search; the door then paints once with
        the options' notes and the outlook's figures. A click shows its result first."""
        from .confirm import previews
        notes, self._notes_game = self._notes_game, None
        game, self._outlook_game = self._outlook_game, None
        if self.state.closed or (notes is None and game is None):
            return
        if notes is not None:
            previews(notes)  # kept for the position
        if game is not None and not game.outlook_ready():
            game.view(None)  # the search, cached for every view of this position

    def _thinking(self, side: str) -> str:
        ai = self.state.ai
        mode = self.state.mode
        level = mode.level if isinstance(mode, VsComputer) else "normal"
        if ai.error:
            return advice_html.error_html(ai.error, self.state.lang)
        return (advice_html.thinking_html(side, level, self.state.lang, self.client.starting) +
                pace_html(side, ai.step, self.state.lang, ai.skipping, ai.pace))

    def _paint_advice(self, scr: Screen) -> None:
        """The hint button and panel; the hinted option's button is marked."""
        from . import opponent, play
        p = self.state.game.prompt
        blocked = scr.passing or scr.computer or scr.replay is not None
        self.page.set_prop("btn-hint", "hidden", not self.client.available)
        self.page.set_prop("btn-hint", "disabled", play.hint_blocked(self, scr))
        if opponent.hint_open(self.state) and not blocked and p is not None:
            hint = opponent.hint_for_now(self.state)
            self.page.set_html("advice", advice_html.hint_html(hint, p.side, self.state.lang))
            self.page.show("advice", True)
            option = hint["option"] if hint else None
        else:
            self.page.show("advice", False)
            option = None
        # each button costs a few DOM calls from Python: walk them when a mark comes or goes
        if option is not None or self._hinted is not None:
            self.page.mark_where("#prompt button.opt", "hinted", "data-opt", option)
        self._hinted = option
        hook = self.page.set_data
        ai = self.state.ai
        hook("hint", "" if not opponent.hint_open(self.state)
             else "1" if opponent.hint_for_now(self.state) else "wait")
        hook("aiMoves", str(ai.moves))
        hook("aiMs", "" if ai.last_ms is None else f"{ai.last_ms:.1f}")
        hook("aiError", ai.error)
        hook("aiReady", "0" if self.client.starting else "1")
        hook("aiBuild", ai.build)
        hook("aiTimes", ",".join(f"{kind}:{ms:.1f}" for kind, ms in ai.times))

    def _result_bar(self) -> str:
        from . import panels
        from .gameover import reopen_button
        r = self.state.game.result
        assert r is not None
        return panels.result_html({"winner": r.winner, "reason": r.reason, "decade": r.decade},
                                  self.state.lang, overlay=False,
                                  more=reopen_button(self.state.lang))

    def _paint_screens(self, scr: Screen) -> None:
        """The pass screen and the game-over screen."""
        from . import panels, recap
        if scr.passing and scr.side:
            rview = scr.recap
            done = recap.recap_html(rview, self.state.lang, True) if rview else ""
            self.page.set_html("overlay-pass", panels.pass_html(scr.side, self.state.lang, done))
        self.page.show("overlay-pass", scr.passing)
        r = scr.game.result
        if scr.result_shown and r is not None:
            self.page.set_html("overlay-result", guide.result_html(self,
                {"winner": r.winner, "reason": r.reason, "decade": r.decade}))
        self.page.show("overlay-result", scr.result_shown)

    # --- actions -------------------------------------------------------------------------

    def _apply_zoom(self) -> None:
        from . import play
        if self._zoom_shown == self.state.zoom:
            return
        self._zoom_shown = self.state.zoom
        self.page.set_style_var("board-scroll", "--zoom", str(play.ZOOMS[self.state.zoom]))
        self.page.toggle_class("board-scroll", "zoomed", self.state.zoom > 0)

    # --- the overlays: the card zoom, the info box, the pick sheet, the keys help ----------

    def paint_overlays(self) -> None:
        """Draw the small overlays from the state (`UiState.overlays`)."""
        from . import stakes
        o = self.state.overlays
        if o.card is not None:
            self._ensure_cards([o.card])
            self.page.set_html("overlay-card", self._card_html(o.card))
        self.page.show("overlay-card", o.card is not None)
        if o.info is not None:
            self.page.set_html("info", self._info_html(o.info))
        self.page.show("info", o.info is not None)
        pick = self._pick_html(o.pick) if o.pick is not None else ""
        if pick:
            self.page.set_html("pick", pick)
        self.page.show("pick", bool(pick))
        if o.keys:
            self.page.set_html("keys-help", stakes.keys_html(self.state.lang))
        self.page.show("keys-help", o.keys)
        self.page.show("lang-menu", o.lang_menu)
        self.page.set_attr("btn-lang", "aria-expanded", "true" if o.lang_menu else "false")

    def _card_html(self, card_id: str) -> str:
        from . import panels, rules_ref
        lang = self.state.lang
        close = render(m("card.close"), lang)
        return ('<div class="bigcard" role="dialog" aria-modal="true" '
                f'aria-label="{card_id}">' + card_use(card_id, lang) +
                panels.event_text_html(card_id, lang) + rules_ref.icons_link(lang) +
                f'<button type="button" id="card-close" class="big">{close}</button></div>')

    def _info_html(self, info: Info) -> str:
        from . import panels, stakes
        from .why_not import refused_html
        s = self.state
        if info.kind == "dead":
            return f'<div class="provinfo"><p>{esc(info.key)}</p></div>'
        if info.kind == "track":
            return stakes.track_help_html(info.key, info.label, s.lang)
        p = s.game.prompt
        replay = s.saves.replay
        if replay:
            view = replay.game.view(None, with_outlook=False)
        else:
            view = s.game.view(s.seat.hand_side(p.side, p.kind) if p else None,
                               with_outlook=False)
        return panels.province_info_html(view, info.key, s.lang) + \
            ("" if replay or p is None else refused_html(p.to_dict(), view, info.key, s.lang))

    def _pick_html(self, near: tuple[str, ...]) -> str:
        from . import board_pick
        p = self.state.game.prompt
        if p is None:
            return ""
        lang = self.state.lang
        return board_pick.pick_html(list(near), self.state.lit, p.to_dict(), lang,
                                    render(m("pick.title"), lang), render(m("pick.cancel"), lang))

    def _focus_opener(self, card: str) -> None:
        """The shell's part of closing the enlarged card (the effect FocusOpener)."""
        opener, self.card_opener = self.card_opener, None
        if opener is not None and found(opener) and opener.isConnected:
            opener.focus()
            return
        # the prompt was drawn anew meanwhile (its notes, after the frame): the same card's
        # enlarge button in the new one, else the prompt's first control
        same = f'.zoom-card[data-card="{card}"]'  # (card ids: letters and digits)
        if not (found(opener) and opener.matches(".zoom-card") and self.page.focus_first(same)):
            self._settle_focus_soon()

    # --- events --------------------------------------------------------------------------

    def on_click(self, evt: Any) -> None:
        """A click or tap anywhere: what it means, as a verb through the door (the board's
        geometry and the focus to give back are the shell's to read)."""
        target = evt.target
        if self.state.overlays.lang_menu and not found(target.closest("#lang-wrap")):
            door.act(self, "lang.close")  # a click outside the open language list
        button = target.closest("button")
        verb = door.verb_of(button) if found(button) else None
        # the enlarged card closes on any click in it but on a link into the rules
        if found(target.closest("#overlay-card")) and \
                (verb is None or verb[0] not in ("rules.go", "rules.open")):
            door.act(self, "card.close")
            return
        if verb is None and not found(target.closest(".zoom-card")):
            verb = self._click_verb(evt, target)
        if verb is None:
            return
        if verb[0] == "enlarge":
            self.card_opener = self.doc.activeElement  # the focus goes back there on closing
        door.act(self, *verb)

    def _click_verb(self, evt: Any, target: Any) -> tuple[str, str | None] | None:
        """The verb of a click on no button: the board, a card, the info box."""
        on_board = found(target.closest("#board-svg"))
        if on_board and (verb := self._board_verb(evt)) is not None:
            return verb
        dead = target.closest("#board-svg [data-dead]")
        if found(dead):  # a site closed for good (cards 37, 73): say so, also on touch
            return "info.show", json.dumps(["dead", attr(dead, "data-info") or ""])
        helped = target.closest("[data-help]")
        if found(helped) and on_board:
            return "info.show", json.dumps(["track", attr(helped, "data-help") or "",
                                            attr(helped, "aria-label") or ""])
        opt_el = target.closest("[data-opt]")
        if found(opt_el):
            key = attr(opt_el, "data-opt") or ""
            if key in self.state.lit:
                return "target", key
            if key.startswith("prov:") and on_board:
                return "info.show", json.dumps(["province", key.removeprefix("prov:")])
        card_el = target.closest(".cardslot[data-card], .cardref[data-card]")
        if found(card_el) and not card_el.classList.contains("back"):
            return "enlarge", attr(card_el, "data-card") or ""
        if found(target.closest("#info")) or on_board:
            return "info.show", None
        return None

    def _board_verb(self, evt: Any) -> tuple[str, str | None] | None:
        """A click on the board that meant a lit target (board_pick.py): a pick, the pick
        sheet of the targets near a tap, or the target itself."""
        from . import board_pick
        if not self.state.lit:
            return None
        x, y = float(evt.clientX), float(evt.clientY)
        if self.win.matchMedia(board_pick.COARSE).matches:
            near = board_pick.near_targets(self.doc, x, y, self.state.lit)
            options = [o for k in near for o in self.state.lit[k]]
            if len(options) == 1:
                return "pick", options[0]
            if len(options) > 1:
                return "pick.open", json.dumps(near)
        key = board_pick.lit_at_point(self.doc, x, y, self.state.lit)
        return None if key is None else ("target", key)

    def _flash_targets(self, key: str) -> None:
        self.page.mark_where("#prompt button.opt", "flash", "data-target", key)
        self.page.focus_first(f'#prompt button.opt[data-target="{key}"]')

    def on_storage(self, evt: Any) -> None:
        """Another tab wrote to localStorage."""
        try:
            key = evt.key
        except Exception:
            return
        door.act(self, "storage.changed", key if isinstance(key, str) else None)

    def on_input(self, evt: Any) -> None:
        target = evt.target
        if str(getattr(target, "id", "")) == "replay-range":
            door.act(self, "replay.goto", str(target.value))
        elif str(getattr(target, "name", "")) in ("welcome-side", "welcome-level"):
            door.act(self, "welcome.choose", f"{target.name}={target.value}")

    def on_file(self, evt: Any) -> None:
        """A message file chosen in a paste box or dropped on the page: read (if small
        enough) and opened like a pasted message."""
        kind = str(evt.type)
        if kind == "change" and not str(getattr(evt.target, "id", "")).startswith("remote"):
            return
        if kind != "change":
            evt.preventDefault()  # the browser would open a dropped file in place of the page
            if kind == "dragover":
                return
        self.page.read_file(evt, FILE_LIMIT, lambda text: door.act(self, "remote.file", text))

    def on_key(self, evt: Any) -> None:
        if str(evt.key) not in ("Enter", " "):
            return
        target = evt.target
        if target.matches(".cardslot.lit[data-opt]") or target.matches(".cardref") or \
                target.matches("[data-help]"):
            evt.preventDefault()
            self.on_click(evt)

    def on_escape(self, evt: Any) -> None:
        """Keys for the whole page (keys.py); Escape closes the topmost thing."""
        from . import keys, play
        key = str(evt.key)
        if key == "Tab":
            if self.doc is not None:  # (a page port without a document has no Tab)
                keys.trap_tab(dialogs.topmost(self.doc), evt)
            return
        if key != "Escape":
            keys.on_key(self, evt, play.dialog_open(self))
            return
        door.act(self, "escape")

    def on_hover(self, evt: Any) -> None:
        target = evt.target
        if not hasattr(target, "closest"):
            return
        linked = target.closest("#prompt button.opt[data-target], #board-svg [data-opt].lit")
        if found(linked):
            from . import board_pick
            key = attr(linked, "data-target") or attr(linked, "data-opt")
            board_pick.link(self.doc, key, True)
        ref = target.closest(".cardref[data-card]")
        if not found(ref) or self._touch_only():
            return  # on touch a tap enlarges the card; a tip would outlive the emulated hover
        from . import panels
        tip = self.doc.getElementById("card-tip")
        card_id = attr(ref, "data-card") or ""
        self._ensure_cards([card_id])
        tip.innerHTML = card_use(card_id, self.state.lang) + panels.event_text_html(card_id,
                                                                              self.state.lang)
        rect = ref.getBoundingClientRect()
        height = 420
        top = rect.top - height - 8 if rect.top > height + 16 else rect.bottom + 8
        tip.style.top = f"{max(4, top)}px"
        tip.style.left = f"{max(4, min(rect.left, self.win.innerWidth - 330))}px"
        tip.hidden = False

    def _touch_only(self) -> bool:
        """No pointer that hovers (a phone): hover events come only from taps."""
        try:
            return bool(self.win.matchMedia("(hover: none)").matches)
        except Exception:
            return False

    def on_unhover(self, evt: Any) -> None:
        target = evt.target
        if not hasattr(target, "closest"):
            return
        if found(target.closest("#prompt button.opt[data-target], #board-svg [data-opt].lit")):
            from . import board_pick
            board_pick.link(self.doc, None, False)
        if found(target.closest(".cardref[data-card]")):
            self.page.show("card-tip", False)


# --- the game's verbs (door.py) ------------------------------------------------------------


@on("frame.shown")
def _frame_shown(app: App, _: str | None) -> None:
    app.work_after_frame()
