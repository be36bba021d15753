"""Which thing on the board or among the cards an option id names, so the UI can light up
the legal targets and turn a click on a target back into the option id.

Target keys use the engine's own prefixes: `city:`, `line:`, `prov:`, `sector:`, `box:`,
`card:`. Options that name no single thing (the actions, `done`, `icon:`, `skip:`, `move:`,
`swap:`, `look:` …) are reachable through the prompt bar's buttons only.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..engine.board import PROVINCES

_DIRECT = ("city", "line", "prov", "sector", "box", "card")
_PROVINCE_ARG = ("transfer", "hamburg", "police", "add")
_PROVINCE_SET = frozenset(PROVINCES)


def target_of(option_id: str) -> str | None:
    kind, _, rest = option_id.partition(":")
    if not rest:
        return None
    if kind in _DIRECT:
        return option_id
    if kind in _PROVINCE_ARG:
        return f"prov:{rest}"
    if kind == "assign":  # assign:CITY:PROVINCE (10.5)
        return f"prov:{rest.rsplit(':', 1)[1]}"
    if kind == "remove":  # prestige compensation (a province) or Guillaume (a card)
        return f"prov:{rest}" if rest in _PROVINCE_SET else f"card:{rest}"
    if kind == "discard":
        return f"card:{rest}"
    return None


def lit_targets(option_ids: Iterable[str]) -> dict[str, list[str]]:
    """Target key → the option ids that name it, in the prompt's order."""
    lit: dict[str, list[str]] = {}
    for oid in option_ids:
        key = target_of(oid)
        if key is not None:
            lit.setdefault(key, []).append(oid)
    return lit


def resolve_click(target: str, lit: dict[str, list[str]]) -> str | None:
    """The option a click on `target` chooses: only when exactly one option names it."""
    options = lit.get(target, [])
    return options[0] if len(options) == 1 else None
