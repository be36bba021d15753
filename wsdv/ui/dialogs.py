"""The focus around the page's dialogs (every `.overlay`: the first screen, the rules, Games,
By link, the pass and game-over screens, the card zoom), for the page port (page.py's
BrowserPage.show) whichever feature opens or closes them: on opening, the page beneath
becomes inert (no Tab stop or screen-reader path behind the dialog) and the focus moves into
the dialog unless it is there already; on closing, the focus goes back to what had it when
the dialog opened. keys.trap_tab keeps Tab inside the topmost one."""

from __future__ import annotations

from typing import Any

from .dom import found

OPEN = ".overlay:not([hidden])"
# the page beneath the overlays (layout.py)
BENEATH = ("topbar", "layout")
FOCUSABLE = ("button:not([disabled]), a[href], input:not([disabled]):not([type=hidden]), "
             "select:not([disabled]), textarea:not([disabled]), summary, [tabindex='0']")

def focusable(dialog: Any) -> list[Any]:
    """The dialog's controls that Tab reaches, in order (those laid out)."""
    return [node for node in dialog.querySelectorAll(FOCUSABLE) if _reached(node)]


def first_focusable(dialog: Any) -> Any:
    """The first of `focusable`, or None: asked of the first few controls only, each
    question a call into the browser (a dialog opening on the first screen asked all of its
    ~20, issue 39)."""
    for node in dialog.querySelectorAll(FOCUSABLE):
        if _reached(node):
            return node
    return None


def _reached(node: Any) -> bool:
    return bool(node.getClientRects().length) and not found(node.closest("[hidden]"))


def topmost(doc: Any) -> Any:
    """The open dialog on top (the highest z-index, the later one on a tie), or None."""
    best, best_z = None, None
    for node in doc.querySelectorAll(OPEN):
        try:
            z = int(str(doc.defaultView.getComputedStyle(node).zIndex))
        except ValueError:
            z = 0
        if best_z is None or z >= best_z:
            best, best_z = node, z
    return best


def changed(node: Any, visible: bool, openers: dict[str, Any]) -> None:
    """``node`` (an element shown or hidden by the page port) was opened or closed;
    ``openers``: dialog id -> what had the focus when it opened (kept by the port)."""
    if not node.classList.contains("overlay"):
        return
    doc = node.ownerDocument
    still_open = found(doc.querySelector(OPEN))
    for element_id in BENEATH:
        beneath = doc.getElementById(element_id)
        if found(beneath):
            beneath.inert = still_open
    active = doc.activeElement
    inside = found(active) and bool(node.contains(active))
    element_id = str(node.id)
    if visible:
        if found(active) and active != doc.body and not inside:
            openers[element_id] = active
        if not inside and topmost(doc) == node:
            control = first_focusable(node)
            if found(control):
                control.focus(_no_scroll(doc))
        return
    opener = openers.pop(element_id, None)
    if not inside and found(active) and active != doc.body and active.isConnected:
        return  # the focus moved on by itself (to a dialog still open, say)
    top = topmost(doc)
    if found(top):  # another dialog stays open: the focus stays in it
        if found(opener) and opener.isConnected and top.contains(opener):
            opener.focus(_no_scroll(doc))
        elif found(control := first_focusable(top)):
            control.focus(_no_scroll(doc))
        return
    if found(opener) and not opener.isConnected and str(opener.id or ""):
        opener = doc.getElementById(opener.id)  # painted anew meanwhile: the same control
    if found(opener) and opener.isConnected and not found(opener.closest("[hidden]")):
        opener.focus(_no_scroll(doc))


def _no_scroll(doc: Any) -> Any:
    return doc.defaultView.JSON.parse('{"preventScroll": true}')
