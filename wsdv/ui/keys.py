"""The keyboard: keys for the page (u or Ctrl+Z undo, h hint, s skip the computer's pace,
? the keys help, Escape closes the dialog on top (By link and Games too) or takes a held
choice back, Tab stays inside an open dialog) and where the focus goes after
each change, so it never drops to the page: the held choice's Confirm, the End of Decade
step's Continue, the hinted or first option, the card in play; while the computer plays, the
Skip button."""

from __future__ import annotations

from typing import Any

from . import dialogs
from .dom import found
from .door import act

TYPING = ("INPUT", "TEXTAREA", "SELECT")
FOCUS_ORDER = ("#confirm-ok", "#eod-continue", "#pass-ok", "#prompt button.opt.hinted",
               "#prompt button.opt", "#prompt .cardslot.lit", "#display .cardslot.lit",
               "#hands .cardslot.lit", "#ai-skip", "#result-new-bar")


# the page's keys and the verbs they stand for (door.py); Ctrl+Z is undo too
KEYS = {"u": "undo.key", "h": "hint.key", "s": "ai.skip.key", "?": "keys.toggle"}


def key_verb(key: str, ctrl: bool = False, other_mod: bool = False, typing: bool = False,
             dialog_open: bool = False) -> str | None:
    """The verb of a page key (None: not the page's): ``other_mod`` Alt or Meta held,
    ``typing`` in a text field, ``dialog_open`` a dialog is open (its own keys only)."""
    if typing or other_mod or dialog_open:
        return None
    if key in ("z", "Z") and ctrl:
        return "undo.key"
    return None if ctrl else KEYS.get(key)


def on_key(app: Any, evt: Any, dialog_open: bool) -> bool:
    """A page key, done by ``app``'s door; True when it was handled."""
    tag = str(getattr(evt.target, "tagName", "") or "")
    verb = key_verb(str(evt.key), bool(evt.ctrlKey), bool(evt.altKey or evt.metaKey),
                    tag in TYPING, dialog_open)
    if verb is None:
        return False
    act(app, verb)
    evt.preventDefault()
    return True


def settle_focus(doc: Any) -> None:
    """After a change: when the focus fell to the page (the focused button was redrawn, or
    its dialog closed), put it on the first of FOCUS_ORDER that is there, without scrolling
    the page."""
    active = doc.activeElement
    if found(active) and active != doc.body and active.isConnected and \
            not found(active.closest("[hidden]")):
        return
    for selector in FOCUS_ORDER:
        node = doc.querySelector(selector)
        if found(node) and not node.closest("[hidden]"):
            node.focus(_no_scroll(doc))
            return


def _no_scroll(doc: Any) -> Any:
    """focus() options as a JS object."""
    return doc.defaultView.JSON.parse('{"preventScroll": true}')


def trap_tab(overlay: Any, evt: Any) -> None:
    """Tab inside an open dialog (None: none is open) stays inside it."""
    if not found(overlay):
        return
    items = dialogs.focusable(overlay)
    if not items:
        return
    first, last = items[0], items[-1]
    active = overlay.ownerDocument.activeElement
    if evt.shiftKey and (active == first or not overlay.contains(active)):
        last.focus()
        evt.preventDefault()
    elif not evt.shiftKey and (active == last or not overlay.contains(active)):
        first.focus()
        evt.preventDefault()
