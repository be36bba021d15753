"""Which lit target a click or tap on the board means, and the links between the prompt's
buttons and their targets on the map.

- A click goes to the lit target under the pointer even when an unlit thing lies above it (a
  road or a city inside a lit province): `lit_at_point` looks through the stack of elements.
- On a touch screen the small targets (cities, lines, sectors, prestige boxes, track spaces)
  are far under 32 px: a tap takes every lit small target within TOUCH_RADIUS px (a 44 px
  disc around the finger); one option there is chosen at once, several open the zoomed pick
  (`#pick`, a sheet of big buttons, one per option, nearest first).
- Hovering or focusing an option button marks its target on the map (class `linked`), and
  hovering a lit target marks its buttons.
"""

from __future__ import annotations

import math
from typing import Any

from ..words import render
from .dom import found
from .svg import el, esc

TOUCH_RADIUS = 22.0
COARSE = "(pointer: coarse)"


def _key(node: Any) -> str | None:
    holder = node.closest("[data-opt]") if hasattr(node, "closest") else None
    if not found(holder):
        return None
    value = holder.getAttribute("data-opt")
    return str(value) if found(value) else None


def lit_at_point(doc: Any, x: float, y: float, lit: dict[str, list[str]]) -> str | None:
    """The topmost lit target at a point of the board."""
    for node in doc.elementsFromPoint(x, y):
        if not found(node.closest("#board-svg")):
            continue
        key = _key(node)
        if key in lit:
            return key
    return None


def _distance(x: float, y: float, rect: Any) -> float:
    dx = max(rect.left - x, 0.0, x - rect.right)
    dy = max(rect.top - y, 0.0, y - rect.bottom)
    return math.hypot(dx, dy)


def near_targets(doc: Any, x: float, y: float, lit: dict[str, list[str]]) -> list[str]:
    """The small lit targets within TOUCH_RADIUS of a tap, nearest first."""
    found: list[tuple[float, str]] = []
    for node in doc.querySelectorAll("#board-svg .lit[data-opt], #board-svg [data-opt].lit"):
        key = str(node.getAttribute("data-opt"))
        if key.startswith("prov:") or key not in lit:
            continue
        d = _distance(x, y, node.getBoundingClientRect())
        if d <= TOUCH_RADIUS:
            found.append((d, key))
    return list(dict.fromkeys(k for _, k in sorted(found)))


def pick_html(keys: list[str], lit: dict[str, list[str]], prompt: dict[str, Any],
              lang: str, title: str, cancel: str) -> str:
    """The zoomed pick: a big button per option of the targets near the tap."""
    labels = {o["id"]: render(o["msg"], lang) for o in prompt.get("options", [])}
    buttons = "".join(el("button", esc(labels.get(opt, opt)), type="button",
                         class_="opt pick-opt", data_opt=opt, data_target=key)
                      for key in keys for opt in lit[key])
    return el("div", el("h2", esc(title)) + el("div", buttons, class_="pick-opts") +
              el("button", esc(cancel), type="button", id="pick-cancel"),
              class_="pick", role="dialog", aria_label=title)


def link(doc: Any, key: str | None, on: bool) -> None:
    """Mark (or unmark) a target on the map and the option buttons that name it."""
    for node in doc.querySelectorAll("#board-svg .linked, #prompt .opt.linked"):
        node.classList.remove("linked")
    if not on or not key:
        return
    value = key.replace("\\", "\\\\").replace('"', '\\"')  # one selector, not a loop
    for node in doc.querySelectorAll(f'#dyn [data-opt="{value}"], '
                                     f'#prompt button.opt[data-target="{value}"]'):
        node.classList.add("linked")
