"""English and German interface strings, and a German reading of the engine's English texts.

The engine speaks English (prompt texts, option labels, log). The UI chrome is translated
here; of the engine's texts the common patterns are mapped, card names are replaced by their
German titles, and anything else is shown as the engine wrote it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from ..engine.data import cards

LANGS = ("en", "de")

STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "app_title": "Wir sind das Volk!",
        "west": "West", "east": "East",
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
        "wall_costs": "Costs of the Wall: prestige 1 toward West, East dismantles 1",
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
        "west": "West", "east": "Ost",
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
        "wall_costs": "Kosten der Mauer: Prestige 1 Richtung West, Ost baut 1 ab",
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

PHASE_NAMES: dict[str, dict[int, str]] = {
    "en": {1: "Flight from the Republic / The Wall", 2: "Prestige", 3: "Western currency",
           4: "Pay for police power", 5: "Hold your living standard",
           6: "Internal comparison", 7: "East West comparison", 8: "Use police power",
           9: "Socialists", 10: "Wir sind das Volk?"},
    "de": {1: "Republikflucht / Die Mauer", 2: "Prestige", 3: "Devisen",
           4: "Polizeigewalt bezahlen", 5: "Lebensstandard halten",
           6: "Interner Vergleich", 7: "Ost-West-Vergleich", 8: "Polizeigewalt einsetzen",
           9: "Sozialisten", 10: "Wir sind das Volk?"},
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

PLACE_DE = {"West Berlin": "West-Berlin", "East Berlin": "Ost-Berlin"}
SECTOR_NAMES = {
    "en": {"British": "British", "French": "French", "US": "US"},
    "de": {"British": "Britisch", "French": "Französisch", "US": "US"},
}
SECTOR_FULL = {
    "en": {"British": "British sector", "French": "French sector", "US": "US sector"},
    "de": {"British": "Britischer Sektor", "French": "Französischer Sektor",
           "US": "US-Sektor"},
}
REGION_DE = {"West Germany": "Westdeutschland", "Niedersachsen or Hamburg":
             "Niedersachsen oder Hamburg", **PLACE_DE}


def t(key: str, lang: str = "en", **fmt: object) -> str:
    table = STRINGS.get(lang, STRINGS["en"])
    text = table.get(key) or STRINGS["en"].get(key) or key
    return text.format(**fmt) if fmt else text


def side_name(side: str | None, lang: str) -> str:
    return t(side, lang) if side in ("west", "east") else ""


def place(name: str, lang: str) -> str:
    """A province, city or region name in the UI language."""
    if lang == "de":
        return REGION_DE.get(name, name)
    return name


def sector_name(sector: str, lang: str) -> str:
    return SECTOR_FULL.get(lang, SECTOR_FULL["en"])[sector]


def phase_name(phase: int, lang: str) -> str:
    return PHASE_NAMES.get(lang, PHASE_NAMES["en"]).get(phase, "")


def prompt_kind(kind: str, lang: str) -> str:
    return PROMPT_KINDS.get(lang, PROMPT_KINDS["en"]).get(kind, kind.replace("_", " "))


def card_title(card_id: str, lang: str) -> str:
    c = cards()[card_id]
    return c.title.de if lang == "de" else c.title.en


# --- the engine's English texts, read in German ----------------------------------------------

_SIDE = r"(West|East)"
_PATTERNS: list[tuple[str, str]] = [
    (r"^Display: (.*)$", "Auslage: {1}"),
    (r"^Hand: (.*)$", "Hand: {1}"),
    (r"^Special card: (.*)$", "Sonderkarte: {1}"),
    (r"^Remove 1 unrest counter$", "1 Unruhe entfernen"),
    (r"^Remove 1 unrest counter \(and dismantle 1 build point\)$",
     "1 Unruhe entfernen (und 1 Baupunkt abbauen)"),
    (r"^Build with (\d+) build point\(s\)$", "Bauen mit {1} Baupunkt(en)"),
    (r"^Increase living standard \(card value (\d+)\)$",
     "Lebensstandard erhöhen (Kartenwert {1})"),
    (r"^Trigger the card event$", "Ereignis auslösen"),
    (r"^Factory in (.*)$", "Fabrik in {1}"),
    (r"^Infrastructure on the line (.*) \(at (.*)\)$", "Infrastruktur: Linie {1} (bei {2})"),
    (r"^Infrastructure on the line (.*)$", "Infrastruktur: Linie {1}"),
    (r"^Stop building$", "Nicht weiter bauen"),
    (r"^Remove the factory in (.*)$", "Fabrik abbauen: {1}"),
    (r"^Remove infrastructure on the line (.*) \(at (.*)\)$",
     "Infrastruktur abbauen: Linie {1} (bei {2})"),
    (r"^Remove infrastructure on the line (.*)$", "Infrastruktur abbauen: Linie {1}"),
    (r"^(.*) \((\d+) unrest\)$", "{1} ({2} Unruhe)"),
    (r"^LS in (.*) \(uses (\d+) of the card value\)$", "LS in {1} (nutzt {2} vom Kartenwert)"),
    (r"^Place no more LS$", "Kein weiteres LS setzen"),
    (r"^Transfer the LS from (.*) to West Berlin \((.*) sector\)$",
     "LS aus {1} nach West-Berlin übertragen ({2} Sektor)"),
    (r"^No transfer to West Berlin$", "Nicht nach West-Berlin übertragen"),
    (r"^Discard (.*)$", "{1} abwerfen"),
    (r"^Keep these cards$", "Diese Karten behalten"),
    (r"^West draws the top card of the deck$", "West zieht die oberste Karte des Stapels"),
    (r"^Execute the whole event$", "Das ganze Ereignis ausführen"),
    (r"^End the action$", "Aktion beenden"),
    (r"^Police power: remove 1 unrest in (.*)$", "Polizeigewalt: 1 Unruhe in {1} entfernen"),
    (r"^Change nothing$", "Nichts ändern"),
    (r"^Put 1 unrest into (.*)$", "1 Unruhe nach {1}"),
    (r"^Remove 1 unrest in (.*)$", "1 Unruhe entfernen in {1}"),
    (r"^Remove 1 LS in (.*) \((\d+)\)$", "1 LS entfernen in {1} ({2})"),
    (r"^(.*) sector \((\d+) LS\)$", "Sektor {1} ({2} LS)"),
    (_SIDE + r": choose a card for your action$", "{1}: Wähle eine Karte für deine Aktion"),
    (_SIDE + r": what to do with (.*)\?$", "{1}: Was tun mit {2}?"),
    (_SIDE + r" builds: (\d+) build point\(s\) left$", "{1} baut: noch {2} Baupunkt(e)"),
    (r"^Dismantle " + _SIDE + r"'s economy: (\d+) point\(s\) left$",
     "Wirtschaft von {1} abbauen: noch {2} Punkt(e)"),
    (r"^Remove 1 unrest counter from a " + _SIDE + r" province \((\d+) left\)$",
     "1 Unruhe aus einer Provinz von {1} entfernen (noch {2})"),
    (r"^Put 1 unrest counter into a " + _SIDE + r" province \((\d+) left\)$",
     "1 Unruhe in eine Provinz von {1} setzen (noch {2})"),
    (_SIDE + r": place LS \((\d+) of 3 placed, (\d+) card value left\)$",
     "{1}: LS setzen ({2} von 3 gesetzt, noch {3} Kartenwert)"),
    (r"^Hamburg counts for which province in this action\?$",
     "Zu welcher Provinz zählt Hamburg in dieser Aktion?"),
    (r"^Hamburg counts for which province in this phase\?$",
     "Zu welcher Provinz zählt Hamburg in dieser Phase?"),
    (r"^Which icon next\?$", "Welches Symbol als Nächstes?"),
    (r"^The special card's price: discard a hand card or let West draw a card$",
     "Preis der Sonderkarte: eine Handkarte abwerfen oder West eine Karte ziehen lassen"),
    (r"^Transfer an LS to West Berlin\?$", "Ein LS nach West-Berlin übertragen?"),
    (r"^Use police power before the action ends\?$",
     "Polizeigewalt einsetzen, bevor die Aktion endet?"),
    (_SIDE + r": choose the prestige box to execute$",
     "{1}: Wähle das auszuführende Prestigefeld"),
    (r"^Dual card (\S+): you may ignore 1 arrow or 1 icon without arrows$",
     "Doppelkarte {1}: du darfst 1 Pfeil oder 1 Symbol ohne Pfeil auslassen"),
    (r"^Choose an East factory that becomes rundown$",
     "Wähle eine Ost-Fabrik, die marode wird"),
    (r"^Put 1 LS into a " + _SIDE + r" province$", "1 LS in eine Provinz von {1} setzen"),
    (r"^Move a socialist from the holding box into a province with a mass protest$",
     "Einen Sozialisten aus dem Sammelfeld in eine Provinz mit Massenprotest setzen"),
    (r"^East West comparison: (.*) \((\d+) available LS\) attacks which province\?$",
     "Ost-West-Vergleich: {1} ({2} verfügbare LS) greift welche Provinz an?"),
    (r"^(.*) \((\d+) LS\): \+(\d+) unrest$", "{1} ({2} LS): +{3} Unruhe"),
    (r"^Remove a socialist from an East province \(it returns 1 unrest\)$",
     "Einen Sozialisten aus einer Ost-Provinz entfernen (1 Unruhe kommt zurück)"),
    (r"^Western currency short \((\d+) left\): choose an East factory that becomes rundown$",
     "Devisen fehlen (noch {1}): Wähle eine Ost-Fabrik, die marode wird"),
    (r"^Western currency short \((\d+) left\), no factory can run down: remove East "
     r"infrastructure or Rheinsberg$",
     "Devisen fehlen (noch {1}), keine Fabrik kann marode werden: Ost-Infrastruktur oder "
     "Rheinsberg entfernen"),
    (r"^West Berlin cannot hold its LS \((\d+) to remove\): choose a sector$",
     "West-Berlin kann seine LS nicht halten (noch {1} zu entfernen): Wähle einen Sektor"),
    (r"^A mass protest in West Berlin spreads: choose the supplier province that receives a "
     r"mass protest marker$",
     "Ein Massenprotest in West-Berlin greift über: Welche Versorgerprovinz erhält einen "
     "Massenprotest-Marker?"),
    (r"^A mass protest in West Berlin ends: choose the supplier whose imported mass protest "
     r"marker is removed$",
     "Ein Massenprotest in West-Berlin endet: Bei welcher Versorgerprovinz geht der "
     "importierte Marker?"),
    (r"^Move 1 " + _SIDE + r" unrest counter \((\d+) left\)$",
     "1 Unruhe von {1} verschieben (noch {2})"),
    (r"^Reduce the unrest of a province with a mass protest down to 3$",
     "Die Unruhe einer Provinz mit Massenprotest auf 3 senken"),
    (r"^Remove 1 LS from a " + _SIDE + r" province$", "1 LS aus einer Provinz von {1} entfernen"),
    (r"^Choose a rundown East factory to repair$", "Wähle eine marode Ost-Fabrik zum Reparieren"),
    (r"^Guillaume affair: examine what\?$", "Guillaume-Affäre: Was ansehen?"),
    (r"^Guillaume affair: you see (.*)$", "Guillaume-Affäre: Du siehst {1}"),
    (r"^West's hand \((\d+) cards\)$", "Die Hand von West ({1} Karten)"),
    (r"^The top 2 cards of the deck \((\d+)\)$", "Die obersten 2 Karten des Stapels ({1})"),
    (r"^Give (.*), take (.*)$", "{1} abgeben, {2} nehmen"),
    (r"^Remove (.*) from the game$", "{1} aus dem Spiel nehmen"),
    (r"^The external factory (.*) adds its value to which province in this action\?$",
     "Zu welcher Provinz zählt die externe Fabrik {1} in dieser Aktion?"),
    (_SIDE + r": the prestige marker is at the end of its track; remove 1 own unrest or put 1 "
     r"into an opponent's province$",
     "{1}: Der Prestigemarker ist am Ende der Leiste; 1 eigene Unruhe entfernen oder 1 in eine "
     "gegnerische Provinz setzen"),
    (r"^Remove which factory with all its infrastructure\?$",
     "Welche Fabrik samt Infrastruktur entfernen?"),
    (_SIDE + r": discard cards from earlier decades before filling your hand to 2(.*)$",
     "{1}: Karten aus früheren Jahrzehnten abwerfen, bevor auf 2 aufgefüllt wird{2}"),
    (r"^(.*) \(then (.*) can take an LS with (\d+) of the card value\)$",
     "{1} (dann bekommt {2} ein LS mit {3} vom Kartenwert)"),
    (r"^Guillaume affair: exchange one of your cards for a seen one, remove one of them from "
     r"the game or change nothing$",
     "Guillaume-Affäre: eine eigene Karte gegen eine gesehene tauschen, eine davon aus dem "
     "Spiel nehmen oder nichts ändern"),
    (r"^Guillaume affair: exchange one of your cards for a seen one or change nothing$",
     "Guillaume-Affäre: eine eigene Karte gegen eine gesehene tauschen oder nichts ändern"),
    (r"^Remove the Rheinsberg factory$", "Die Fabrik in Rheinsberg entfernen"),
    # log lines
    (_SIDE + r" takes card (.*) from the display$", "{1} nimmt Karte {2} aus der Auslage"),
    (_SIDE + r" takes card (.*) from the hand$", "{1} nimmt Karte {2} von der Hand"),
    (_SIDE + r" takes card (.*) from the special$", "{1} nimmt die Sonderkarte {2}"),
    (_SIDE + r" builds with (.*) \((\d+)\)$", "{1} baut mit {2} ({3})"),
    (_SIDE + r" increases living standard with (.*) \((\d+)\)$",
     "{1} erhöht den Lebensstandard mit {2} ({3})"),
    (_SIDE + r" removes 1 unrest with (.*)$", "{1} entfernt 1 Unruhe mit {2}"),
    (_SIDE + r" triggers the event of (.*)$", "{1} löst das Ereignis von {2} aus"),
    (_SIDE + r" builds a factory in (.*)$", "{1} baut eine Fabrik in {2}"),
    (_SIDE + r" builds infrastructure on the line (.*) \(at (.*)\)$",
     "{1} baut Infrastruktur: Linie {2} (bei {3})"),
    (_SIDE + r" builds infrastructure on the line (.*)$", "{1} baut Infrastruktur: Linie {2}"),
    (_SIDE + r" dismantles the factory in (.*)$", "{1} baut die Fabrik in {2} ab"),
    (_SIDE + r" dismantles infrastructure on the line (.*) \(at (.*)\)$",
     "{1} baut Infrastruktur ab: Linie {2} (bei {3})"),
    (_SIDE + r" dismantles infrastructure on the line (.*)$",
     "{1} baut Infrastruktur ab: Linie {2}"),
    (r"^1 unrest removed in (.*)$", "1 Unruhe in {1} entfernt"),
    (r"^1 unrest added in (.*)$", "1 Unruhe in {1} eingesetzt"),
    (_SIDE + r" places 1 LS in (.*)$", "{1} setzt 1 LS in {2}"),
    (r"^The new LS removes 1 unrest in (.*)$", "Das neue LS entfernt 1 Unruhe in {1}"),
    (r"^Half decade (\d+)\.(\d+) begins; " + _SIDE + " starts$",
     "Halbes Jahrzehnt {1}.{2} beginnt; {3} fängt an"),
    (r"^Decade (\d+) begins; special card (.*) is displayed$",
     "Jahrzehnt {1} beginnt; Sonderkarte {2} liegt aus"),
    (r"^Card display: (.*)$", "Kartenauslage: {1}"),
    (_SIDE + r" draws (\d+) card\(s\) into the hand$", "{1} zieht {2} Karte(n) auf die Hand"),
    (r"^End of Decade (\d+), phase (\d+): (.*)$", "Jahrzehntende {1}, Phase {2}: {3}"),
    (r"^A socialist moves to (.*) and removes 1 unrest$",
     "Ein Sozialist geht nach {1} und entfernt 1 Unruhe"),
    (_SIDE + r" discards (.*)$", "{1} wirft {2} ab"),
]
# The patterns are compiled on first use (re caches them): compiling them all at import made
# the app start later in the browser, where only German needs them.
_SIDE_DE = {"West": "West", "East": "Ost"}


KIND_DE = {
    "build point": "Baupunkt", "dismantling point": "Abbaupunkt", "+1 unrest": "+1 Unruhe",
    "−1 unrest": "−1 Unruhe", "move 1 unrest": "1 Unruhe verschieben",
    "reduce unrest to 3": "Unruhe auf 3 senken", "+1 LS (removes 1 unrest)":
    "+1 LS (entfernt 1 Unruhe)", "+1 LS": "+1 LS", "−1 LS": "−1 LS",
    "remove a factory with its infrastructure": "Fabrik samt Infrastruktur entfernen",
    "rundown factory": "Fabrik wird marode", "repair factory": "Fabrik reparieren",
    "red police power": "rote Polizeigewalt", "pink police power": "rosa Polizeigewalt",
    "Berlin Wall built": "Mauerbau", "Wall reopened": "Mauer geöffnet",
    "Stasi disbandment": "Stasi-Auflösung", "Guillaume affair": "Guillaume-Affäre",
}
TRACK_DE = {"prestige": "Prestige", "western currency": "Devisen", "Western currency": "Devisen",
            "socialist": "Sozialisten"}
_GROUP_RE = (r"^(?:(\d+)× )?(.+?) \((West|East)(?:, (?!at most)(.+?))?"
             r"(?:, at most (\d+) per province)?\)$")
_ARROW_RE = r"^(prestige|western currency|socialist) ([←→]+)$"
_IGNORE_ICON_RE = r"^Ignore 1 icon: (.*)$"
_IGNORE_ARROW_RE = r"^Ignore 1 (prestige|Western currency|socialist) arrow ([←→])$"


BOX_DE = {"unrest": "+1 Unruhe", "dismantle": "Abbaupunkt", "remove ls": "−1 LS",
          "rundown": "marode", "build": "Baupunkt", "remove unrest": "−1 Unruhe", "ls": "+1 LS"}
_BOX_RE = r"^Box ([+-]\d+): (.*)$"


def _box_de(text: str) -> str | None:
    """A prestige box label (decade_end.box_label) in German."""
    m = re.match(_BOX_RE, text)
    if not m:
        return None
    parts = [BOX_DE.get(p.removeprefix("East: "), p) for p in m.group(2).split(", ")]
    return f"Feld {m.group(1)}: Ost: " + ", ".join(parts)


_HAMBURG_OUTCOME_DE = (
    (r"^(.+) loses (\d+) LS$", "{1} verliert {2} LS"),
    (r"^(.+) keeps its LS$", "{1} behält seine LS"),
    (r"^East export income (\d+)$", "Exporteinnahmen Ost {1}"),
)


def _hamburg_de(text: str) -> str | None:
    """A Hamburg option of an End of Decade phase (decade_end.hamburg_phase) in German."""
    head, sep, rest = text.partition(": ")
    if not sep or head not in ("Schleswig-Holstein", "Niedersachsen"):
        return None
    parts = []
    for part in rest.split(", "):
        for pattern_text, tpl in _HAMBURG_OUTCOME_DE:
            m = re.match(pattern_text, part)
            if m:
                parts.append(_fill(tpl, m))
                break
        else:
            return None
    return f"{head}: " + ", ".join(parts)


def _group_de(text: str) -> str | None:
    """An icon group label of the engine (icons.group_label) in German."""
    m = re.match(_ARROW_RE, text)
    if m:
        return f"{TRACK_DE[m.group(1)]} {m.group(2)}"
    m = re.match(_GROUP_RE, text)
    if not m or m.group(2) not in KIND_DE:
        return None
    out = (f"{m.group(1)}× " if m.group(1) else "") + KIND_DE[m.group(2)]
    extra = [_SIDE_DE[m.group(3)]]
    if m.group(4):
        extra.append(REGION_DE.get(m.group(4), m.group(4)))
    if m.group(5):
        extra.append(f"max. {m.group(5)} pro Provinz")
    return f"{out} ({', '.join(extra)})"


def _ignore_de(text: str) -> str | None:
    m = re.match(_IGNORE_ARROW_RE, text)
    if m:
        return f"1 Pfeil {TRACK_DE[m.group(1)]} {m.group(2)} auslassen"
    m = re.match(_IGNORE_ICON_RE, text)
    if m:
        return f"1 Symbol auslassen: {_group_de(m.group(1)) or m.group(1)}"
    return None


def name_spans(text: str, names: Iterable[str]) -> list[tuple[int, int]]:
    """(start, end) of the names found in `text`: leftmost first, the longest name where
    several start at one place, none overlapping. (Plain searches: a regex of all card names
    took long to compile in the browser.)"""
    found = []
    for name in names:
        start = text.find(name)
        while start >= 0:
            found.append((start, -len(name)))
            start = text.find(name, start + 1)
    spans, pos = [], 0
    for start, minus_length in sorted(found):
        if start >= pos:
            pos = start - minus_length
            spans.append((start, pos))
    return spans


@lru_cache(maxsize=1)
def _card_names_de() -> dict[str, str]:
    """ "id title" in English -> in German, as log texts name the cards."""
    return {f"{cid} {c.title.en}": f"{cid} {c.title.de}" for cid, c in cards().items()}


def _german_card_names(text: str) -> str:
    names = _card_names_de()
    parts, pos = [], 0
    for start, end in name_spans(text, names):
        parts += [text[pos:start], names[text[start:end]]]
        pos = end
    parts.append(text[pos:])
    return "".join(parts)


def _fill(tpl: str, m: re.Match[str]) -> str:
    groups = [_SIDE_DE.get(g, g) if g else "" for g in m.groups()]
    return tpl.format("", *groups)


@lru_cache(maxsize=8192)
def engine_text(text: str, lang: str) -> str:
    """An engine prompt text, option label or log line in the UI language."""
    if lang != "de":
        return text
    special = _group_de(text) or _ignore_de(text) or _box_de(text) or _hamburg_de(text)
    if special:
        return special
    text = _german_card_names(text)
    for pattern_text, tpl in _PATTERNS:
        m = re.match(pattern_text, text)
        if m:
            text = _fill(tpl, m)
            break
    if text.startswith("Jahrzehntende"):
        for phase, name in PHASE_NAMES["en"].items():
            text = text.replace(name, PHASE_NAMES["de"][phase])
    for en, de in PLACE_DE.items():
        text = text.replace(en, de)
    return text


def missing_keys() -> dict[str, set[str]]:
    """Keys present in one language and not in the other (empty when complete)."""
    en, de = set(STRINGS["en"]), set(STRINGS["de"])
    return {"de": en - de, "en": de - en}
