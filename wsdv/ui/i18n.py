"""The interface's own strings in English and German (the chrome: buttons, headings,
panel labels, prompt kinds).

The game's words (prompt texts, option labels, log lines) are messages the engine hands over
with their arguments; wsdv.words renders them in either language. The names of the game's
things (places, sectors, phases, card titles) live in wsdv.words.names, once per language;
the helpers below read them from there.
"""

from __future__ import annotations

from ..words import LANGS, names

__all__ = ["LANGS", "STRINGS", "PROMPT_KINDS", "SECTOR_NAMES", "t", "side_name", "place",
           "sector_name", "phase_name", "prompt_kind", "card_title", "missing_keys"]

STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "app_title": "Wir sind das Volk!",
        "decade": "Decade {n}", "half_1": "1st half", "half_2": "2nd half",
        "eod": "End of Decade", "eod_phase": "End of Decade · phase {n}",
        "setup": "Setting up",
        "to_decide": "{side} decides", "turn_of": "{side}'s turn",
        "deck": "Deck {n}",
        "undo": "Undo", "new_game": "New game", "language": "Deutsch",
        "zoom_in": "Zoom in", "zoom_out": "Zoom out",
        "display": "Card display", "special": "Special card",
        "hand_of": "{side}'s hand", "hand_hidden": "Hands are hidden",
        "hand_empty": "no cards", "opponent_hand": "{side}: {n} card(s) in hand",
        "played": "Played this decade", "police_cards": "Police power cards (East)",
        "police_used": "used this decade", "in_play": "Card in play",
        "log": "Log", "eod_panel": "End of Decade",
        "pass_title": "Pass the device to {side}",
        "pass_text": "{side} decides next. Hands stay hidden until {side} is at the device.",
        "pass_button": "I am {side}: continue",
        "pass_new": "New game (hot seat or against the computer)", "pass_games": "Your games",
        "game_over": "Game over", "wins": "{side} wins",
        "reason_collapse": "collapse", "reason_national insolvency": "national insolvency",
        "reason_triumph of socialism": "triumph of socialism",
        "reason_socialism fails": "socialism fails", "reason_end of game": "end of the game",
        "result_line": "{winner} wins by {reason} in decade {decade}.",
        "close": "Close", "enlarge_hint": "Click a card to enlarge it",
        "province": "Province", "economy": "Economy", "export": "Export factory",
        "ls": "Living standard (LS)", "unrest": "Unrest", "protests": "Mass protests",
        "imported": "imported from West Berlin", "socialists": "Socialists",
        "factories": "Factories", "none": "none", "value": "value", "rundown": "rundown",
        "external": "external",
        "tap_hint": "Tap a province for its economy; lit places are choices.",
        "options": "Options", "no_prompt": "Nothing to decide",
        "prestige": "Prestige", "western_currency": "Western currency",
        "socialist_track": "Socialists", "flight": "Flight",
        "eod_track": "End of Decade", "holding_box": "Holding box", "wall": "Berlin Wall",
        "wall_stands": "The Wall stands", "stasi_gone": "Stasi disbanded",
        "west_side": "West ▲", "east_side": "East ▼",
        "flight_icons": "flight icons on played cards",
        "west_most_ls": "LS of the West province with the most LS",
        "red_police": "red police power cards",
        "east_mass_protest": "mass protest in the East",
        "east_fewest_ls": "LS of the East province with the fewest LS",
        "west_mass_protest": "mass protest in the West",
        "flight_position": "flight marker", "flight_dismantle": "East loses build points",
        "box_executed": "box executed", "hamburg_counts": "Hamburg counts for",
        "wc_track": "track income", "wc_worst": "worst West export factory",
        "wc_export": "East export income", "wc_income": "total income",
        "wc_ls": "East LS to pay", "wc_short": "short (rundown / removal)",
        "hold_limits": "LS limit (export factory)", "hold_lost": "LS lost",
        "internal_got": "unrest from the internal comparison",
        "ew_available": "available LS", "ew_hits": "unrest from attacks",
        "soc_track": "socialist track", "soc_change": "socialists gained / lost",
        "collapse_west": "West mass protests", "collapse_east": "East mass protests",
        "nothing_happened": "nothing to do", "pending": "to come", "running": "now",
        "about": "About", "attribution": "Map: adapted from @svg-maps/germany (CC BY 4.0).",
        "loading": "Loading…", "max_per_province": "max {n} per province",
        "decides_mark": "{side} decides where",
        "choices_made": "choices", "infrastructure": "Infrastructure",
    },
    "de": {
        "app_title": "Wir sind das Volk!",
        "decade": "Jahrzehnt {n}", "half_1": "1. Hälfte", "half_2": "2. Hälfte",
        "eod": "Jahrzehntende", "eod_phase": "Jahrzehntende · Phase {n}",
        "setup": "Aufbau",
        "to_decide": "{side} entscheidet", "turn_of": "{side} ist am Zug",
        "deck": "Stapel {n}",
        "undo": "Zurück", "new_game": "Neues Spiel", "language": "English",
        "zoom_in": "Vergrößern", "zoom_out": "Verkleinern",
        "display": "Kartenauslage", "special": "Sonderkarte",
        "hand_of": "Hand von {side}", "hand_hidden": "Die Handkarten sind verdeckt",
        "hand_empty": "keine Karten", "opponent_hand": "{side}: {n} Karte(n) auf der Hand",
        "played": "Gespielt in diesem Jahrzehnt", "police_cards": "Polizeigewalt-Karten (Ost)",
        "police_used": "in diesem Jahrzehnt benutzt", "in_play": "Karte im Spiel",
        "log": "Protokoll", "eod_panel": "Jahrzehntende",
        "pass_title": "Gerät an {side} weitergeben",
        "pass_text": "{side} entscheidet als Nächstes. Die Handkarten bleiben verdeckt, bis "
                     "{side} am Gerät ist.",
        "pass_button": "Ich bin {side}: weiter",
        "pass_new": "Neue Partie (zu zweit oder gegen den Computer)",
        "pass_games": "Deine Partien",
        "game_over": "Spielende", "wins": "{side} gewinnt",
        "reason_collapse": "Zusammenbruch", "reason_national insolvency": "Staatsbankrott",
        "reason_triumph of socialism": "Triumph des Sozialismus",
        "reason_socialism fails": "Scheitern des Sozialismus",
        "reason_end of game": "Spielende nach vier Jahrzehnten",
        "result_line": "{winner} gewinnt durch {reason} in Jahrzehnt {decade}.",
        "close": "Schließen", "enlarge_hint": "Karte anklicken zum Vergrößern",
        "province": "Provinz", "economy": "Wirtschaft", "export": "Exportfabrik",
        "ls": "Lebensstandard (LS)", "unrest": "Unruhe", "protests": "Massenproteste",
        "imported": "aus West-Berlin exportiert", "socialists": "Sozialisten",
        "factories": "Fabriken", "none": "keine", "value": "Wert", "rundown": "marode",
        "external": "extern",
        "tap_hint": "Provinz antippen für ihre Wirtschaft; leuchtende Orte sind wählbar.",
        "options": "Möglichkeiten", "no_prompt": "Nichts zu entscheiden",
        "prestige": "Prestige", "western_currency": "Devisen",
        "socialist_track": "Sozialisten", "flight": "Republikflucht",
        "eod_track": "Jahrzehntende", "holding_box": "Sammelfeld", "wall": "Berliner Mauer",
        "wall_stands": "Die Mauer steht", "stasi_gone": "Stasi aufgelöst",
        "west_side": "West ▲", "east_side": "Ost ▼",
        "flight_icons": "Fluchtsymbole auf gespielten Karten",
        "west_most_ls": "LS der West-Provinz mit den meisten LS",
        "red_police": "rote Polizeigewalt-Karten",
        "east_mass_protest": "Massenprotest im Osten",
        "east_fewest_ls": "LS der Ost-Provinz mit den wenigsten LS",
        "west_mass_protest": "Massenprotest im Westen",
        "flight_position": "Fluchtmarker", "flight_dismantle": "Ost verliert Baupunkte",
        "box_executed": "ausgeführtes Feld", "hamburg_counts": "Hamburg zählt für",
        "wc_track": "Einnahmen der Leiste", "wc_worst": "schlechteste West-Exportfabrik",
        "wc_export": "Exporteinnahmen Ost", "wc_income": "Einnahmen gesamt",
        "wc_ls": "zu bezahlende LS im Osten", "wc_short": "Fehlbetrag (marode / Abbau)",
        "hold_limits": "LS-Grenze (Exportfabrik)", "hold_lost": "verlorene LS",
        "internal_got": "Unruhe aus dem internen Vergleich",
        "ew_available": "verfügbare LS", "ew_hits": "Unruhe aus Angriffen",
        "soc_track": "Sozialistenleiste", "soc_change": "Sozialisten dazu / weg",
        "collapse_west": "Massenproteste West", "collapse_east": "Massenproteste Ost",
        "nothing_happened": "nichts zu tun", "pending": "folgt", "running": "jetzt",
        "about": "Über", "attribution": "Karte: nach @svg-maps/germany (CC BY 4.0).",
        "loading": "Lädt…", "max_per_province": "max. {n} pro Provinz",
        "decides_mark": "{side} entscheidet wo",
        "choices_made": "Entscheidungen", "infrastructure": "Infrastruktur",
    },
}

PROMPT_KINDS: dict[str, dict[str, str]] = {
    "en": {
        "card": "choose a card", "action": "choose an action", "build": "build",
        "dismantle": "dismantle", "remove_unrest": "remove unrest", "add_unrest": "add unrest",
        "ls": "place living standard", "ls_icon": "place living standard",
        "ls_remove": "remove living standard", "transfer": "transfer to West Berlin",
        "hamburg": "assign Hamburg", "external": "assign an external factory",
        "icon_order": "order the event's icons", "event_skip": "dual card: skip one",
        "special_cost": "pay for the special card", "discard": "discard old cards",
        "police": "use police power", "prestige_box": "prestige box",
        "prestige_comp": "prestige compensation", "rundown": "rundown a factory",
        "repair": "repair a factory", "wc_remove": "pay the Western currency debt",
        "attack": "East West comparison", "socialist": "move a socialist",
        "lose_socialist": "remove a socialist", "sector": "choose a sector",
        "wb_import": "export a mass protest", "wb_unimport": "end an imported protest",
        "move_unrest": "move unrest", "reduce_three": "reduce unrest to 3",
        "factory_remove": "remove a factory", "guillaume": "Guillaume affair",
    },
    "de": {
        "card": "Karte wählen", "action": "Aktion wählen", "build": "bauen",
        "dismantle": "abbauen", "remove_unrest": "Unruhe entfernen",
        "add_unrest": "Unruhe einsetzen", "ls": "Lebensstandard setzen",
        "ls_icon": "Lebensstandard setzen", "ls_remove": "Lebensstandard entfernen",
        "transfer": "nach West-Berlin übertragen", "hamburg": "Hamburg zuordnen",
        "external": "externe Fabrik zuordnen", "icon_order": "Reihenfolge der Symbole",
        "event_skip": "Doppelkarte: eines auslassen", "special_cost": "Sonderkarte bezahlen",
        "discard": "alte Karten abwerfen", "police": "Polizeigewalt einsetzen",
        "prestige_box": "Prestigefeld", "prestige_comp": "Prestige-Ausgleich",
        "rundown": "Fabrik marode machen", "repair": "Fabrik reparieren",
        "wc_remove": "Devisenschuld bezahlen", "attack": "Ost-West-Vergleich",
        "socialist": "Sozialist einsetzen", "lose_socialist": "Sozialist entfernen",
        "sector": "Sektor wählen", "wb_import": "Massenprotest exportieren",
        "wb_unimport": "importierten Protest beenden", "move_unrest": "Unruhe verschieben",
        "reduce_three": "Unruhe auf 3 senken", "factory_remove": "Fabrik entfernen",
        "guillaume": "Guillaume-Affäre",
    },
}

# the sectors' short names, as the board labels them
SECTOR_NAMES = {
    "en": {"British": "British", "French": "French", "US": "US"},
    "de": {"British": "Britisch", "French": "Französisch", "US": "US"},
}


def t(key: str, lang: str = "en", **fmt: object) -> str:
    table = STRINGS.get(lang, STRINGS["en"])
    text = table.get(key) or STRINGS["en"].get(key) or key
    return text.format(**fmt) if fmt else text


def side_name(side: str | None, lang: str) -> str:
    return names.side(side, lang) if side in ("west", "east") else ""


def place(name: str, lang: str) -> str:
    """A province, city or region name in the UI language."""
    return names.place(name, lang)


def sector_name(sector: str, lang: str) -> str:
    return names.sector(sector, lang)


def phase_name(phase: int, lang: str) -> str:
    return names.phase(phase, lang) if phase in names.PHASES["en"] else ""


def prompt_kind(kind: str, lang: str) -> str:
    return PROMPT_KINDS.get(lang, PROMPT_KINDS["en"]).get(kind, kind.replace("_", " "))


def card_title(card_id: str, lang: str) -> str:
    return names.card_title(card_id, lang)


def missing_keys() -> dict[str, set[str]]:
    """Keys present in one language and not in the other (empty when complete)."""
    en, de = set(STRINGS["en"]), set(STRINGS["de"])
    return {"de": en - de, "en": de - en}
