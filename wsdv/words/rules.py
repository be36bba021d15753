"""The rules reference as data: the sections of rules_en.py, rules_de.py, rules_it.py and
rules_pl.py by number, and
which section explains a decision (by the prompt's kind and the End of Decade phase, never
by its words) or a game's end (by the result's reason)."""

from __future__ import annotations

from . import rules_de, rules_en, rules_it, rules_pl

Section = tuple[str, str, tuple[str, ...]]

SECTIONS: dict[str, tuple[Section, ...]] = {
    "en": rules_en.SECTIONS, "de": rules_de.SECTIONS, "it": rules_it.SECTIONS,
    "pl": rules_pl.SECTIONS}

# The section that explains a prompt kind during the half decades. During the End of Decade
# the running phase's section (9.<phase>) explains it, except for the kinds below that are
# about a special city or a rule of their own.
PROMPT_SECTIONS: dict[str, str] = {
    "card": "3", "discard": "3", "special_cost": "3", "action": "6",
    "build": "5.1", "dismantle": "5.2", "rundown": "5.3", "repair": "5.3",
    "remove_unrest": "6.1", "ls": "6.3", "transfer": "10.2",
    "ls_icon": "6.4", "ls_remove": "6.4", "add_unrest": "6.4", "move_unrest": "6.4",
    "reduce_three": "6.4", "factory_remove": "6.4", "icon_order": "6.4", "event_skip": "6.4",
    "guillaume": "6.4", "prestige_comp": "6.4",
    "police": "8", "socialist": "7", "lose_socialist": "9.9", "prestige_box": "9.2",
    "wc_remove": "9.3", "attack": "9.7",
    "hamburg": "10.3", "external": "10.5", "sector": "10.2", "wb_import": "10.2",
    "wb_unimport": "10.2",
}
ANY_PHASE = frozenset({"hamburg", "external", "sector", "wb_import", "wb_unimport"})

REASON_SECTIONS: dict[str, str] = {
    "collapse": "9.10", "national insolvency": "9", "triumph of socialism": "9.9",
    "socialism fails": "9.9", "end of game": "9.10",
}


def sections(lang: str) -> tuple[Section, ...]:
    return SECTIONS.get(lang, rules_en.SECTIONS)


def numbers() -> list[str]:
    return [number for number, _, _ in rules_en.SECTIONS]


def title(number: str, lang: str) -> str:
    return next(t for n, t, _ in sections(lang) if n == number)


def prompt_section(kind: str, phase: int) -> str:
    """The section for a decision of `kind` in End of Decade phase `phase` (0 outside)."""
    if phase and kind not in ANY_PHASE:
        return f"9.{phase}"
    return PROMPT_SECTIONS.get(kind, "6" if not phase else "9")


def parent(number: str) -> str | None:
    """"6.3" -> "6"; a top-level section has none."""
    return number.rsplit(".", 1)[0] if "." in number else None
