"""The UI's state in one place (docs/ui.md): `UiState` holds what the page shows and how it
is played, `Mode` says how (hot seat, against the computer, by link), and one slice per
feature holds that feature's fields. The features (saves.py, guide.py, remote.py, ...) are
functions that read and write their slice here; what they share (the game, its record, the
mode, the version) is changed only by `current.open_game` and the choices.

No DOM, no pyscript: CPython tests build a `UiState` directly (tests/test_ui_state.py).

The dataclasses have no slots: ``slots=True`` makes ``@dataclass`` build each class a second
time on the first screen's way (issue 39); the type checker refuses a field that is not
declared, and the frozen ones refuse any attribute set.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..words import Msg
from .effects import Effects, Remember
from .eod_steps import EodSteps, Point
from .hotseat import ComputerSeat, Seat
from .hotseat import HotSeat as HotSeatSeat

if TYPE_CHECKING:
    from ..engine import Game
    from ..fair import Player
    from .replay import Replay
    from .storage import GameRecord

# --- the mode ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class HotSeat:
    """Two people at one screen; the stored games' default."""


@dataclass(frozen=True)
class VsComputer:
    """A game against the computer: the person's side and the computer's level."""

    human: str  # the side the person plays
    level: str  # the computer's level


@dataclass(frozen=True, eq=False)
class ByLink:
    """A game with a friend by link (remote.py): the game is ``player.game``, stored by
    remote_store.py, never in the games list (no autosave, no computer)."""

    player: Player


Mode = HotSeat | VsComputer | ByLink


def mode_of(record: GameRecord | None) -> Mode:
    """The mode of a stored game (a game not stored yet is played hot seat)."""
    if record is not None and record.mode == "computer" and record.human in ("east", "west"):
        return VsComputer(record.human, record.level or "normal")
    return HotSeat()


def seat_of(mode: Mode) -> Seat:
    """Who sees which hand (hotseat.py): against the computer or a friend by link, the
    person's side only; at one screen, whoever took the device."""
    if isinstance(mode, VsComputer):
        return ComputerSeat(mode.human)
    if isinstance(mode, ByLink):
        return ComputerSeat(mode.player.side)
    return HotSeatSeat()


def autosaves(mode: Mode) -> bool:
    """Whether a choice is written to the games list (a game by link has its own store)."""
    return not isinstance(mode, ByLink)


# --- the slices -------------------------------------------------------------------------------


@dataclass
class SavesUi:
    """saves.py: the dialogs, the replay and the bottom line."""

    replay: Replay | None = None
    screen: str | None = None  # the dialog shown: games, new, export, import, damaged
    editing: str | None = None  # games list: the entry being renamed
    deleting: str | None = None  # games list: the entry waiting for confirmation
    export_id: str | None = None
    export_save: str = ""  # the export dialog's save string
    copied: str = ""  # the export's copy: "copied", "copy_failed" or "" (not tried)
    import_text: str = ""
    message: str = ""  # the import dialog's message
    message_ok: bool = False
    notice: str = ""  # a line for the player at the bottom (import result, errors)
    tries: int = 0  # import attempts so far (data-import-tries)

    def close_dialog(self) -> None:
        """No dialog (the replay stays)."""
        self.screen = self.editing = self.deleting = None
        self.copied = ""


@dataclass
class TabsUi:
    """tabs.py: the same game open in other tabs."""

    tab: str = field(default_factory=lambda: f"{random.getrandbits(48):012x}")  # this tab's id
    announced: str | None = None  # the record id this tab said it has open
    event: str = ""  # the last event (data-tabs)
    channel_open: bool = False  # the channel to the other tabs (the page's) is open


@dataclass
class GuideUi:
    """guide.py: the first screen, the rules reference and the game-over review."""

    welcome: bool = False
    rules_at: str | None = None  # the section the open reference shows
    load_text: str = ""
    load_error: str = ""
    review_key: str | None = None  # the save whose review is shown or asked for
    review: dict[str, Any] | None = None
    review_state: str = ""
    review_error: str = ""
    focused: bool = False  # the first screen's first choice has the focus
    side: str = "west"  # the first screen's choices, kept while the language changes
    level: str = "normal"
    in_game: bool = False  # this tab's player left the first screen for a game

    def leave(self) -> None:
        """A game takes the screen (a start, a load, a link): the first screen goes."""
        self.welcome = False
        self.in_game = True


@dataclass
class TourUi:
    """tour.py: the guided first turn and the one-time tips. What this browser has seen
    ("turn", "protest", "eod") is remembered in localStorage; the rest lasts for the tab."""

    active: bool = False  # the tour and tips run here (a first visit, or asked for again)
    seen: set[str] = field(default_factory=set)  # parts done or skipped, as stored
    start: int | None = None  # the choices made when the guided turn began
    side: str = ""  # the side whose first turn the tour follows
    game: str = ""  # the game it follows (its record's or by link its game's id)
    dismissed: set[str] = field(default_factory=set)  # steps closed with "Got it"
    tip: str = ""  # the tip shown until dismissed ("protest", "eod")
    closing: bool = False  # the closing words after the guided turn, until dismissed
    asked: bool = False  # "Show the tour again" was pressed on the first screen
    shown: str = ""  # the step or tip shown (data-tour), decided before each paint
    first_visit: bool = False  # nothing of this game was stored when the page opened


@dataclass
class RemoteUi:
    """remote.py: the open game by link's storage and notes (its Player is in the mode)."""

    gid: str = ""
    name: str = ""
    rev: int | None = None  # the stored revision this tab read or wrote last
    kept: bool = True  # localStorage holds the open game as this tab has it
    too_large: bool = False
    readonly: bool = False  # another tab changed the game and this one cannot follow
    note: Msg | None = None  # the last refusal or notice, in words at render time
    ms: float | None = None
    tries: int = 0  # messages, links and backups opened so far (data-remote-tries)
    screen_open: bool = False  # the By link screen is up
    screen_drawn: int = 0  # counts the screen's openings: each draws it anew (empty boxes)
    screen_note: str = ""  # the screen's line under its paste box (a refusal)
    # the refusal of a paste too long to read (paste.read_box)
    refused: Msg = field(default_factory=lambda: Msg("remote.too_long", {}))
    refusal: str = ""  # and its words
    clear_boxes: list[str] = field(default_factory=list)  # pastes refused unread: to empty


@dataclass
class AiUi:
    """opponent.py: the computer's decisions and the hints, each tied to a version."""

    thinking_at: int | None = None  # the version being decided
    hint_at: int | None = None  # the version the hint is for
    hint: dict[str, Any] | None = None
    error: str = ""
    moves: int = 0
    last_ms: float | None = None
    times: list[tuple[str, float]] = field(default_factory=list)  # (kind, worker ms)
    skipping: bool = False  # the player skipped the pace of this computer turn
    step: int = 0  # the computer's choices since the player's last one
    build: str = ""  # the worker's build id, from its last answer
    pace: str | None = None  # pace.PACES's name chosen; None: the address fixes it (?aipace=)
    pace_ms: int = 900  # the least time between the computer's choices (the pace's or ?aipace=)
    # the End of Decade outlook searched to the end by the worker (a position the page's own
    # search could not finish): asked for one version, kept for that version
    outlook_at: int | None = None
    outlook: dict[str, Any] | None = None


@dataclass(frozen=True)
class Info:
    """What the info box under the board says: a province's figures ("province", its name),
    a site closed for good ("dead", its text) or a track's help ("track", the track, its
    name)."""

    kind: str
    key: str
    label: str = ""


@dataclass
class OverlaysUi:
    """app.py: the small things over the page, each open or not."""

    card: str | None = None  # the enlarged card
    info: Info | None = None  # the info box under the board
    pick: tuple[str, ...] | None = None  # the pick sheet: the lit targets near a tap
    keys: bool = False  # the keys help
    lang_menu: bool = False  # the top bar's language list


# --- the state --------------------------------------------------------------------------------


@dataclass
class UiState:
    """The page's one state: the game shown and every feature's part."""

    lang: str
    game: Game = None  # type: ignore[assignment]  # set by current.open_game at the start
    mode: Mode = field(default_factory=HotSeat)
    record: GameRecord | None = None  # the open game's stored entry; None until stored
    seat: Seat = field(default_factory=HotSeatSeat)  # from the mode (seat_of)
    version: int = 0  # counts every change of the game shown: current.py bumps it
    held: str | None = None  # a choice that ends the turn, until confirmed (confirm.py)
    steps: EodSteps = field(default_factory=EodSteps)  # the End of Decade, phase by phase
    step_now: Point | None = None  # the End of Decade step waiting for the player
    lit: dict[str, list[str]] = field(default_factory=dict)  # target -> its options
    result_dismissed: bool = False
    zoom: int = 0
    preview_open: bool = False  # the "if the decade ended now" panel
    explain: str = ""  # the explanation of a tapped stakes figure
    closed: bool = False  # unmounted: inert from then on (main.py's fresh start)
    update: str = ""  # a new build: "", "ready", "waiting" (for the computer), "switching"
    saves: SavesUi = field(default_factory=SavesUi)
    tabs: TabsUi = field(default_factory=TabsUi)
    guide: GuideUi = field(default_factory=GuideUi)
    remote: RemoteUi = field(default_factory=RemoteUi)
    ai: AiUi = field(default_factory=AiUi)
    tour: TourUi = field(default_factory=TourUi)
    overlays: OverlaysUi = field(default_factory=OverlaysUi)
    # what this browser keeps, as last read or written: (key, in sessionStorage) -> value
    kept: dict[tuple[str, bool], str | None] = field(default_factory=dict)

    def keep(self, key: str, value: str | None, session: bool = False) -> Effects:
        """What the browser keeps under ``key`` follows the state: a `Remember` effect when
        ``value`` is not what was kept last (None: the key removed)."""
        if self.kept.get((key, session)) == value:
            return []
        self.kept[(key, session)] = value
        return [Remember(key, value, session)]

    @property
    def player(self) -> Player | None:
        """The open game by link's player, None in the other modes."""
        return self.mode.player if isinstance(self.mode, ByLink) else None
