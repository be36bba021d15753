"""What an option would do to the open board, from public information only (issue 26).

The option is applied to a masked copy of the game: every card nobody may see (both hands, the
deck, the removed pile, the set-aside decks) is replaced by a placeholder unknown card, by
position, and what each side learned of them is forgotten; the copy is a hidden-cards game
without a card source, so the rules shuffle nothing and never learn a placeholder's identity.
Two games that differ only in hidden cards therefore give the same copy, and the same preview
(tests/test_preview.py). An option that names a hidden card (a hand card, a discard) gets no
preview, nor does one the masked copy cannot apply.
"""

from __future__ import annotations

from typing import Any

from . import changes, flow
from .board import PROVINCES
from .economy import economy, export_value
from .state import State
from .unknown import unknown_card

# what a preview reports: the open board and the tracks, never cards
BOARD_KEYS = ("factories", "infrastructure", "unrest", "ls", "socialists", "mass_protests",
              "west_berlin_sectors", "tracks", "socialist_box", "wall", "stasi_disbanded")
# options that may name a card (docs/engine.md); "box:2" or "icon:1" name no card
_CARD_PREFIXES = frozenset({"card", "discard", "swap", "remove"})
_MASK_DECADE = 9  # no real decade: a placeholder never stands for a card of the game


def _masked(s: State) -> tuple[State, dict[str, str]]:
    c = s.clone(with_log=False)
    mapping: dict[str, str] = {}
    slot = 0

    def mask(pile: list[str]) -> list[str]:
        nonlocal slot
        out = []
        for card in pile:
            out.append(unknown_card(_MASK_DECADE, slot))
            mapping[card] = out[-1]
            slot += 1
        return out

    c.hands = {"west": mask(s.hands["west"]), "east": mask(s.hands["east"])}
    c.deck = mask(s.deck)
    c.removed = mask(s.removed)
    c.set_aside = mask(s.set_aside)
    c.known = {side: {"opp_hand": (), "deck_top": (), "removed": ()} for side in s.known}
    c.rng = 0
    c.hidden = True
    c.stack = [{k: _sub(v, mapping) for k, v in f.items()} for f in s.stack]
    c.trig = tuple({k: _sub(v, mapping) for k, v in f.items()} for f in s.trig)
    return c, mapping


def _sub(value: Any, mapping: dict[str, str]) -> Any:
    """A frame's value with every hidden card replaced by its placeholder."""
    if isinstance(value, str):
        return mapping.get(value, value)
    if isinstance(value, tuple):
        return tuple(_sub(v, mapping) for v in value)
    if isinstance(value, list):
        return [_sub(v, mapping) for v in value]
    return value


def _economies(s: State) -> dict[str, tuple[int, int | None]]:
    return {p: (economy(s, p), export_value(s, p)) for p in PROVINCES}


def preview(s: State, option_id: str) -> dict[str, Any] | None:
    """The change record (changes.py) of the board keys that `option_id` and the automatic
    steps after it would make, plus `economy` (province -> change of its economic strength,
    6.3), `export` (province -> its export factory's new value, 9.3/9.5, None for none left)
    and `result` (the winner, when the choice ends the game); None when it names a hidden
    card or cannot be applied without one."""
    if s.result is None and not s.stack:
        return None
    masked, mapping = _masked(s)
    prefix, *parts = option_id.split(":")
    if prefix in _CARD_PREFIXES and any(part in mapping for part in parts):
        return None
    top = masked.stack[-1] if masked.stack else None
    if top is None or masked.result is not None:
        return None
    prompt = flow.STEPS[top["t"]](masked, top, None)
    if prompt is None or option_id not in prompt.ids():
        return None
    before, econ = changes.snapshot(masked), _economies(masked)
    try:
        flow.apply(masked, option_id)
        flow.advance(masked)
    except Exception:  # noqa: BLE001 (a step that needs a real card: no preview)
        return None
    rec = changes.diff(before, masked)
    out: dict[str, Any] = {k: rec[k] for k in BOARD_KEYS if k in rec}
    econ_after = _economies(masked)
    econ_d = {p: econ_after[p][0] - econ[p][0] for p in econ if econ_after[p][0] != econ[p][0]}
    export = {p: econ_after[p][1] for p in econ if econ_after[p][1] != econ[p][1]}
    if econ_d:
        out["economy"] = econ_d
    if export:
        out["export"] = export
    if masked.result is not None:
        out["result"] = masked.result["winner"]
    return out
