"""Which lit target a click or tap on the board means, and the links between the prompt's
buttons and their targets on the map.

- A click goes to the lit target under the pointer even when an unlit thing lies above it (a
  road or a city inside a lit province): `lit_at_point` looks through the stack of elements.
- On a touch screen the small targets (cities, lines, sectors, prestige boxes, track spaces)
  are far under 32 px: a tap looks at every lit small target within TOUCH_RADIUS px (a 44 px
  disc around the finger), measured to its drawn shape (a line's segment, a city's disc, a
  box), not to its bounding box (a diagonal line's box covers its neighbours). The nearest
  is chosen at once when the next one is CLEAR_MARGIN px farther (`clear_keys`); otherwise
  the zoomed pick opens (`#pick`, a sheet of big buttons, one per option, nearest first).
- Hovering or focusing an option button marks its target on the map (class `linked`), and
  hovering a lit target marks its buttons.
"""

from __future__ import annotations

import math
import re
from typing import Any

from ..words import render
from .dom import found
from .svg import el, esc

TOUCH_RADIUS = 22.0
CLEAR_MARGIN = 6.0
COARSE = "(pointer: coarse)"


def _key(node: Any) -> str | None:
    holder: Any = node.closest("[data-opt]") if hasattr(node, "closest") else None
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


Shape = tuple[str, tuple[float, ...]]  # ("seg", x1 y1 x2 y2), ("disc", cx cy r), ("box", l t r b)


def shape_distance(shape: Shape, x: float, y: float) -> float:
    """How far a point is from a target's drawn shape (0 on or inside it), in px."""
    kind, v = shape
    if kind == "disc":
        cx, cy, r = v
        return max(math.hypot(x - cx, y - cy) - r, 0.0)
    if kind == "seg":
        x1, y1, x2, y2 = v
        dx, dy = x2 - x1, y2 - y1
        length2 = dx * dx + dy * dy
        t = 0.0 if length2 == 0 else min(max(((x - x1) * dx + (y - y1) * dy) / length2, 0.0), 1.0)
        return math.hypot(x - (x1 + t * dx), y - (y1 + t * dy))
    left, top, right, bottom = v
    return math.hypot(max(left - x, 0.0, x - right), max(top - y, 0.0, y - bottom))


def clear_keys(near: list[tuple[float, str]]) -> list[str]:
    """The targets a tap offers, from (distance, key) pairs within reach: the nearest alone
    when no other is within CLEAR_MARGIN px of it, else every one, nearest first."""
    ranked = sorted(near)
    keys = list(dict.fromkeys(k for _, k in ranked))
    if len(keys) <= 1:
        return keys
    first = ranked[0]
    rest = [d for d, k in ranked if k != first[1]]
    return [first[1]] if rest[0] - first[0] >= CLEAR_MARGIN else keys


def _screen(ctm: Any, x: float, y: float) -> tuple[float, float]:
    return ctm.a * x + ctm.c * y + ctm.e, ctm.b * x + ctm.d * y + ctm.f


def _num(node: Any, name: str) -> float:
    return float(node.getAttribute(name) or 0)


def _shape(node: Any) -> Shape:
    """A lit target's drawn shape in the page's (client) px: a city's disc, a line's segment,
    else its bounding box."""
    from .board import CITY_R
    disc: Any = node.querySelector("circle.hit") if hasattr(node, "querySelector") else None
    if found(disc):
        ctm = disc.getScreenCTM()
        cx, cy = _screen(ctm, _num(disc, "cx"), _num(disc, "cy"))
        # the drawn disc, not the larger hit disc: a tap between a city and a line is not on both
        return "disc", (cx, cy, CITY_R * math.hypot(ctm.a, ctm.b))
    path: Any = node.querySelector("path.hit") if hasattr(node, "querySelector") else None
    if found(path):
        coords = [float(v) for v in re.findall(r"-?[0-9.]+", str(path.getAttribute("d")))]
        if len(coords) == 4:
            ctm = path.getScreenCTM()
            return "seg", (*_screen(ctm, coords[0], coords[1]), *_screen(ctm, coords[2], coords[3]))
    rect = node.getBoundingClientRect()
    return "box", (float(rect.left), float(rect.top), float(rect.right), float(rect.bottom))


def near_targets(doc: Any, x: float, y: float, lit: dict[str, list[str]]) -> list[str]:
    """The small lit targets a tap means (`clear_keys`): one, or several nearest first."""
    near: list[tuple[float, str]] = []
    for node in doc.querySelectorAll("#board-svg .lit[data-opt], #board-svg [data-opt].lit"):
        key = str(node.getAttribute("data-opt"))
        if key.startswith("prov:") or key not in lit:
            continue
        d = shape_distance(_shape(node), x, y)
        if d <= TOUCH_RADIUS:
            near.append((d, key))
    return clear_keys(near)


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
