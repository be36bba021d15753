"""Effects as data (docs/ui.md): what a handler or the follow-ups of a paint want done in
the world outside the state, returned as values and run by the shell (`App.run`) after the
page is painted. Deciding an effect changes the state (a request is marked as asked, a
review as awaited); running it only talks to the browser or the worker. So a paint, or a
test that paints, never starts work (tests/test_ui_paint.py).

What comes back from running one enters by the door as a verb carrying what it was asked
for: the worker's decision ``ai.answered`` and hint ``hint.answered`` (with their version),
the review ``review.done`` (with its save), a copy's outcome (the effect's ``reply`` verb).

No DOM, no pyscript: CPython tests compare these values. The classes are frozen, without
slots: frozen already refuses any attribute, and ``slots=True`` makes ``@dataclass`` build
each class a second time, about a tenth of the first screen's imports (issue 39).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class AskComputer:
    """Ask the worker for the computer's choice in the game shown at ``version``."""

    version: int
    level: str


@dataclass(frozen=True)
class AskHint:
    """Ask the worker for a hint for ``side`` at ``version``."""

    version: int
    side: str


@dataclass(frozen=True)
class AskReview:
    """Ask the worker for the review of the finished game ``save``."""

    save: str


@dataclass(frozen=True)
class Announce:
    """Tell the other tabs (the BroadcastChannel) which game this tab shows."""

    message: str  # JSON, as the channel carries it


@dataclass(frozen=True)
class SwitchBuild:
    """Let the waiting new build take over (offline.js `wsdvSwitch`, which reloads)."""


@dataclass(frozen=True)
class Copy:
    """Copy a text field to the clipboard; the outcome ("1" or "") enters as ``reply``."""

    element_id: str
    reply: str | None = None


@dataclass(frozen=True)
class Focus:
    """Put the focus on the first element matching ``selector`` (and select its text)."""

    selector: str
    select: bool = False


@dataclass(frozen=True)
class SettleFocus:
    """Once the paint is on screen, put a focus that fell to the page back on the first
    sensible element (keys.settle_focus)."""


@dataclass(frozen=True)
class ShowSection:
    """Mark, scroll to and focus a section of the rules reference (its DOM id)."""

    dom_id: str


@dataclass(frozen=True, eq=False)
class PreviewOptions:
    """After the paint is on screen, work out what each option of ``game``'s prompt would
    change (Game.preview, a copy of the game per option), then paint again with the notes."""

    game: Any


@dataclass(frozen=True, eq=False)
class SearchOutlook:
    """After the paint is on screen, search the End of Decade outlook of ``game`` (up to a
    second), then paint again."""

    game: Any


@dataclass(frozen=True)
class Share:
    """Hand a link to the device's share sheet (the Web Share API)."""

    title: str
    url: str


@dataclass(frozen=True)
class Download:
    """Offer ``text`` as a file named ``filename`` to save."""

    filename: str
    text: str


@dataclass(frozen=True)
class ShareFile:
    """Hand ``text`` as a file to the device's share sheet where it takes files (the Web
    Share API), else offer it to save like ``Download``."""

    filename: str
    text: str


@dataclass(frozen=True)
class AskOutlook:
    """Ask the worker for the End of Decade outlook of the game shown at ``version``,
    searched to the end (the page's own search stopped short); it answers with the verb
    ``outlook.answered``."""

    version: int


@dataclass(frozen=True)
class FocusOpener:
    """The enlarged card ``card`` closed: the focus goes back to what opened it, else to the
    same card's enlarge button in a prompt drawn anew, else where it settles."""

    card: str


@dataclass(frozen=True)
class FlashTargets:
    """A tapped target that several options name: their buttons in the prompt flash and the
    first takes the focus."""

    key: str


@dataclass(frozen=True)
class Remember:
    """Keep ``value`` under ``key`` in this browser's localStorage, or with ``session`` in
    this tab's sessionStorage (None: forget it)."""

    key: str
    value: str | None
    session: bool = False


@dataclass(frozen=True)
class ClearField:
    """Empty a text field (a paste refused unread is not kept in the page)."""

    element_id: str


Effect = (AskComputer | AskHint | AskReview | AskOutlook | Announce | SwitchBuild | Copy |
          Share | ShareFile | Download | Focus | SettleFocus | ShowSection | SearchOutlook |
          PreviewOptions | FocusOpener | FlashTargets | Remember | ClearField)
Effects = list[Effect]
