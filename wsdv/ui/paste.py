"""What the player pasted into a box: read only when it fits any message, backup or save
(its length is asked first), and told apart: a message by link, or a save string."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..words import Msg
from .effects import ClearField, Effects
from .remote_html import say
from .remote_store import MAX_RECORD

if TYPE_CHECKING:
    from .shell_api import Shell as App
    from .state import UiState


def read_box(app: App, box: str) -> str | None:
    """The text pasted in the field ``box``; None when it is far too long for any message,
    backup or save: then it is not read (its length is asked, not its text), the field
    is emptied, and `refusal` says so."""
    ui = app.state.remote
    n = app.page.field_length(box)
    if n <= MAX_RECORD:
        return app.page.value(box)
    ui.clear_boxes.append(box)  # emptied by the shell (follow_ups below)
    ui.refused = Msg("remote.too_long_box", {"n": n, "max": MAX_RECORD})
    ui.refusal = say(ui.refused, app.state.lang)
    return None


def takes(text: object) -> bool:
    """Whether a pasted text is a message or invitation by link (or a link with one),
    not a save string: every paste box hands those to `receive`."""
    from ..fair import message as fair_message
    if not isinstance(text, str) or len(text) > MAX_RECORD:
        return False
    return fair_message.canonical_text(text).startswith(("WSDVF", "wsdvf"))


def follow_ups(s: UiState) -> Effects:
    """The boxes whose paste was refused unread, to be emptied (once)."""
    boxes, s.remote.clear_boxes = s.remote.clear_boxes, []
    return [ClearField(box) for box in boxes]
