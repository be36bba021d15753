"""Which thing on the board or among the cards an option names, so the UI can light up the
legal targets and turn a click on a target back into the option.

The engine gives every option its target (`option["target"]` in the prompt's dict): a pair
such as ["prov", "Bayern"], ["city", "Kiel"], ["line", "Leipzig~Jena@Jena"], ["card", "23"],
["sector", "US"], ["box", "3"], or None for options that name no single thing (the actions,
`done`, icon order, dual card skips, moves, swaps, looks ...): those are reachable through
the prompt bar's buttons only. The UI keys a target as "kind:id", the board's `data-opt`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any


def target_key(option: Mapping[str, Any]) -> str | None:
    """The board key ("prov:Bayern") of an option dict's target, None when it has none."""
    target = option.get("target")
    if not target:
        return None
    kind, thing = target
    return f"{kind}:{thing}"


def lit_targets(options: Iterable[Mapping[str, Any]]) -> dict[str, list[str]]:
    """Target key → the ids of the options that name it, in the prompt's order."""
    lit: dict[str, list[str]] = {}
    for option in options:
        key = target_key(option)
        if key is not None:
            lit.setdefault(key, []).append(option["id"])
    return lit


def resolve_click(target: str, lit: dict[str, list[str]]) -> str | None:
    """The option a click on `target` chooses: only when exactly one option names it."""
    options = lit.get(target, [])
    return options[0] if len(options) == 1 else None
