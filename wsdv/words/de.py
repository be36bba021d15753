"""German templates, by message key (the same keys and arguments as en.py). `{side}`,
`{card}`, `{province}` ... are filled with the German names of the things the message's
arguments name (see names.py). The terms are the German rulebook's: Unruhe, Massenprotest,
Lebensstandard (LS), Baupunkt, Abbaupunkt, Fabrik, Infrastruktur, marode, Devisen,
Sozialisten, Prestige, Republikflucht, Auslage, Versorger. A side names a compound with a
hyphen: "{side}-Provinz" reads "West-Provinz", "Ost-Provinz"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .names import deltas, place, sector, signed


def _attack(args: dict[str, Any], lang: str) -> str:
    """9.7: who attacks, with how many available LS; the unrest waiting from earlier attacks
    (it lands after all attacks)."""
    text = (f"Ost-West-Vergleich: {place(args['attacker'], lang)} ({args['ls']} verfügbare "
            "LS) greift welche Provinz an?")
    if args["pending"]:
        text += " Ausstehend aus früheren Angriffen: " + ", ".join(
            f"{place(p, lang)} +{n}" for p, n in args["pending"])
    return text


def _hold(args: dict[str, Any], lang: str) -> str:
    """A Hamburg option of phase 9.5: what each of its two provinces loses."""
    parts = [f"{place(p, lang)} verliert {n} LS" if n else f"{place(p, lang)} behält seine LS"
             for p, n in args["losses"]]
    return f"{place(args['province'], lang)}: " + ", ".join(parts)


TEMPLATES: dict[str, str | Callable[[dict[str, Any], str], str]] = {
    "log.changes": "{side} entscheidet",
    # --- a turn: card and action (section 3, 6) ---
    "prompt.card": "{side}: Wähle eine Karte für deine Aktion",
    "opt.card_display": "Auslage: {card}",
    "opt.card_special": "Sonderkarte: {card}",
    "opt.card_hand": "Hand: {card}",
    "log.take_display": "{side} nimmt Karte {card} aus der Auslage",
    "log.take_special": "{side} nimmt die Sonderkarte {card}",
    "log.take_hand": "{side} nimmt Karte {card} aus der Hand",
    "prompt.action": "{side}: Was tun mit {card}?",
    "opt.unrest_free": "1 Unruhe entfernen",
    "opt.unrest_dismantle": "1 Unruhe entfernen (und 1 Baupunkt abbauen)",
    "opt.build": "Bauen mit {value} {value:Baupunkt|Baupunkten}",
    "opt.ls": "Lebensstandard erhöhen (Kartenwert {value})",
    "opt.event": "Ereignis der Karte auslösen",
    "log.action_unrest": "{side} entfernt 1 Unruhe mit {card}",
    "log.action_build": "{side} baut mit {card} ({value})",
    "log.action_ls": "{side} erhöht den Lebensstandard mit {card} ({value})",
    "log.action_event": "{side} löst das Ereignis von {card} aus",
    # --- 6.3 living standard, 10.2 West Berlin, 10.3 Hamburg, 10.5 external factories ---
    "prompt.hamburg_action": "Zu welcher Provinz zählt Hamburg in dieser Aktion?",
    "opt.hamburg_action": "{province} (dann kostet ein LS in {province} {need} vom "
                          "Kartenwert)",
    "prompt.external": "Zu welcher Provinz zählt die externe Fabrik {city_name} in dieser "
                       "Aktion?",
    "opt.province": "{province}",
    "opt.ls_in": "LS in {province}",
    "opt.ls_uses": "LS in {province} (kostet {need} vom Kartenwert)",
    "opt.ls_done": "Kein weiteres LS setzen",
    "prompt.ls": "{side}: LS setzen ({placed} von 3 gesetzt, noch {budget} Kartenwert)",
    "log.ls_placed": "{side} setzt 1 LS in {province}",
    "prompt.transfer": "Ein LS nach West-Berlin übertragen? (LS gesetzt in {provinces})",
    "opt.transfer": "Das LS aus {supplier} nach West-Berlin übertragen ({sector})",
    "opt.no_transfer": "Nichts nach West-Berlin übertragen",
    "opt.transfer_idle": "Das LS aus {supplier} nach West-Berlin übertragen ({sector}): "
                         "es entfernt dann keine Unruhe (West-Berlin hat keine)",
    "opt.no_transfer_calms": "Nichts übertragen: die LS entfernen Unruhe in {provinces}",
    "log.transfer": "West überträgt das LS aus {supplier} nach West-Berlin ({sector})",
    "log.ls_unrest": "Das neue LS entfernt 1 Unruhe in {province}",
    # --- the sequence of play (section 3) ---
    "log.decade_start": "Jahrzehnt {decade} beginnt; Sonderkarte {special} liegt aus",
    "log.set_aside": ("Die {n} nicht {n:gezogene|gezogenen} {n:Karte|Karten} des Talons "
                      "{n:wird|werden} verdeckt beiseitegelegt"),
    "prompt.discard": "{side}: Karten aus früheren Jahrzehnten abwerfen, bevor die Hand auf "
                      "2 Karten aufgefüllt wird",
    "prompt.discard_three": "{side}: Karten aus früheren Jahrzehnten abwerfen, bevor die Hand "
                            "auf 2 Karten aufgefüllt wird (3 Karten: mindestens 1 muss weg)",
    "opt.discard": "{card} abwerfen",
    "opt.keep": "Diese Karten behalten",
    "log.discard_old": "{side} wirft {card} aus der Hand ab",
    "log.draw": "{side} zieht {n} {n:Karte|Karten} auf die Hand",
    "log.display": "Kartenauslage: {cards}",
    "log.half_start": "Jahrzehnt {decade}, {half}. Hälfte beginnt; {starter} fängt an",
    "prompt.special_cost": "Preis der Sonderkarte: eine Handkarte abwerfen oder West eine "
                           "Karte ziehen lassen",
    "opt.west_draws": "West zieht die oberste Karte des Stapels",
    "log.west_draws": "West zieht die oberste Karte des Stapels auf die Hand",
    "log.east_discards": "Ost wirft {card} ab",
    # --- build points, dismantling, unrest (5.1, 5.2, section 4) ---
    "prompt.build": "{side} baut: noch {n} {n:Baupunkt|Baupunkte}",
    "opt.factory": "Fabrik in {city}",
    "opt.infra": "Infrastruktur auf der {line}",
    "opt.build_done": "Nicht weiter bauen",
    "log.build_factory": "{side} baut eine Fabrik in {city}",
    "log.build_infra": "{side} baut Infrastruktur auf der {line}",
    "log.build_lost": "{side} hat keinen Bauplatz: {n} {n:Baupunkt verfällt|Baupunkte verfallen}",
    "prompt.dismantle": "{side}-Wirtschaft abbauen: noch {n} {n:Abbaupunkt|Abbaupunkte}",
    "prompt.dismantle_turns": "{side}-Wirtschaft abbauen: noch {n} "
                              "{n:Abbaupunkt|Abbaupunkte}, abwechselnd gewählt: diesen "
                              "wählt {by}, den nächsten {starter}",
    "opt.remove_factory": "Die Fabrik in {city} abbauen (Wert {value})",
    "opt.remove_infra": "Die Infrastruktur auf der {line} entfernen",
    "log.dismantle_factory": "{by} baut die Fabrik in {city} ab",
    "log.dismantle_infra": "{by} baut die Infrastruktur auf der {line} ab",
    "log.nothing_to_dismantle": "{side} hat nichts mehr, was abgebaut werden kann",
    "log.insolvent_dismantle": "Ost kann einen Abbaupunkt nicht bezahlen: Staatsbankrott. "
                               "West gewinnt.",
    "prompt.remove_unrest": "1 Unruhe aus einer {side}-Provinz entfernen (noch {n})",
    "prompt.add_unrest": "1 Unruhe in eine {side}-Provinz setzen (noch {n})",
    "opt.unrest_in": "{province} ({unrest} Unruhe)",
    "opt.unrest_in_protest": "{province} ({unrest} Unruhe): noch eine macht einen "
                             "Massenprotest ({side} dann {total} von 4)",
    "opt.unrest_in_calm": "{province} ({unrest} Unruhe): beendet einen Massenprotest",
    "opt.unrest_in_socialist": "{province} ({unrest} Unruhe): eine mehr wäre ein "
                               "Massenprotest, doch sofort zieht ein Sozialist aus dem "
                               "Sammelfeld ein und entfernt 1 Unruhe (Abschnitt 7): kein "
                               "Massenprotest",
    "log.unrest_removed": "In {province} wird 1 Unruhe entfernt",
    "log.unrest_added": "In {province} kommt 1 Unruhe hinzu",
    # --- West Berlin's mass protests (10.2), socialists (7), police power (8) ---
    "prompt.wb_import": "Ein Massenprotest in West-Berlin greift über: Welche Versorgerprovinz "
                        "erhält einen Massenprotest-Marker?",
    "log.wb_import": "Der Massenprotest in West-Berlin greift auf {supplier} über",
    "prompt.wb_unimport": "Ein Massenprotest in West-Berlin endet: Bei welcher "
                          "Versorgerprovinz wird der importierte Massenprotest-Marker "
                          "entfernt?",
    "log.wb_unimport": "Der aus West-Berlin importierte Massenprotest endet in {supplier}",
    "prompt.socialist": "Einen Sozialisten aus dem Sammelfeld in eine Provinz mit "
                        "Massenprotest setzen",
    "log.socialist_moves": "Ein Sozialist geht nach {province} und entfernt 1 Unruhe",
    "log.police_used": "Ost setzt die Polizeigewalt-Karte {card} ein: 1 Unruhe in {province} "
                       "entfernt",
    "opt.police": "Polizeigewalt: 1 Unruhe in {province} entfernen",
    "prompt.police": "Polizeigewalt einsetzen, bevor die Aktion endet?",
    "opt.end_action": "Aktion beenden",
    # --- tracks (6.4 arrows, "Non-executable arrows") ---
    "log.track_moved": "Der {track}-Marker rückt um {n} Richtung {toward}: jetzt auf {pos}",
    "log.track_blocked": "Der {track}-Marker kann nicht weiter: Ausgleich",
    "prompt.prestige_comp": "{side}: Der Prestige-Marker ist am Ende der Leiste; 1 eigene "
                            "Unruhe entfernen oder 1 Unruhe in eine gegnerische Provinz setzen",
    "opt.comp_remove": "1 Unruhe in {province} entfernen",
    "opt.comp_add": "1 Unruhe in {province} setzen",
    # --- icons without arrows (6.4) and prestige boxes (9.2) ---
    "prompt.icon_order": "Welches Symbol als Nächstes?",
    "opt.group": "{group}",
    "prompt.ls_icon": "1 LS in eine {side}-Provinz setzen",
    "prompt.ls_icon_keep": "1 LS in eine {side}-Provinz setzen (ihre Unruhe bleibt)",
    "opt.ls_sector": "LS in West-Berlin ({sector})",
    "log.ls_icon": "In {province} kommt 1 LS hinzu",
    "log.ls_icon_unrest": "Das LS entfernt 1 Unruhe in {province}",
    "prompt.ls_remove": "1 LS aus einer {side}-Provinz entfernen",
    "opt.ls_remove": "1 LS in {province} entfernen ({ls} LS)",
    "opt.ls_remove_sector": "1 LS in West-Berlin entfernen ({sector})",
    "log.ls_removed": "In {province} wird 1 LS entfernt",
    "prompt.rundown": "Wähle eine Ost-Fabrik, die marode wird",
    "opt.city_value": "{city} (Wert {value})",
    "opt.city": "{city}",
    "opt.line": "{line}",
    "log.rundown": "Die Fabrik in {city} wird marode",
    "prompt.rundown_infra": "Keine Ost-Fabrik kann marode werden: stattdessen 1 "
                            "Infrastruktur entfernen",
    "log.rundown_infra": "Statt einer maroden Fabrik wird Ost-Infrastruktur entfernt ({line})",
    "prompt.repair": "Wähle eine marode Ost-Fabrik, die repariert wird",
    "log.repair": "Die Fabrik in {city} wird repariert",
    # --- card events (6.4) ---
    "prompt.event_skip": "Doppelkarte {card}: Du darfst 1 Pfeil oder 1 Symbol ohne Pfeil "
                         "auslassen",
    "opt.skip_none": "Das ganze Ereignis ausführen",
    "opt.skip_arrow": "1 Pfeil auslassen: {group}",
    "opt.skip_icon": "1 Symbol auslassen: {group}",
    "log.skip_icon": "{side} lässt 1 Symbol des Ereignisses aus",
    "log.skip_arrow": "{side} lässt 1 {track}-Pfeil aus",
    "log.police_void": "Das Polizeigewalt-Symbol wirkt nach der Stasi-Auflösung nicht mehr",
    "log.police_red": "Ost legt Karte {card} als rote Polizeigewalt-Karte aus",
    "log.police_pink": "Ost legt Karte {card} als rosa Polizeigewalt-Karte aus",
    "log.wall_built": "Die Berliner Mauer wird gebaut: keine Republikflucht mehr",
    "log.wall_open": "Die Mauer wird geöffnet: Die Republikflucht trifft Ost wieder",
    "prompt.move_unrest": "1 Unruhe zwischen {side}-Provinzen verschieben (noch {n})",
    "opt.move": "{source} → {dest}",
    "log.unrest_moved": "Eine Unruhe wandert von {source} nach {dest}",
    "prompt.reduce_three": "Die Unruhe einer Provinz mit Massenprotest auf 3 senken",
    "log.reduced_three": "Unruhe in {province} auf 3 gesenkt ({n} entfernt)",
    "prompt.factory_remove": "Welche Fabrik samt ihrer Infrastruktur entfernen?",
    "log.factory_removed": "Die Fabrik in {city_name} wird mit ihrer ganzen Infrastruktur "
                           "endgültig entfernt",
    "log.stasi": "Stasi-Auflösung: Die Polizeigewalt-Karten werden abgeworfen; {n} Unruhe "
                 "von ihnen kehrt zurück",
    "prompt.guillaume_look": "Guillaume-Affäre: Was ansehen?",
    "opt.look_hand": "Die Hand von West ({n} Karten)",
    "opt.look_deck": "Die obersten 2 Karten des Stapels ({n})",
    "log.guillaume_look": "Ost sieht sich {look} an",
    "log.guillaume_seen": "Ost sieht: {cards}",
    "prompt.guillaume_hand": "Guillaume-Affäre: eine eigene Karte gegen eine gesehene "
                             "tauschen oder nichts ändern",
    "prompt.guillaume_deck": "Guillaume-Affäre: eine eigene Karte gegen eine gesehene "
                             "tauschen, eine davon aus dem Spiel nehmen oder nichts ändern",
    "opt.swap": "{mine} abgeben, {theirs} nehmen",
    "opt.remove_card": "{card} aus dem Spiel nehmen",
    "opt.change_nothing": "Nichts ändern",
    "log.guillaume_swap": "Ost tauscht eine seiner Karten",
    "log.guillaume_gives": "Ost gibt {mine} ab und nimmt {theirs}",
    "log.guillaume_remove": "Ost nimmt eine der beiden obersten Karten des Stapels aus dem "
                            "Spiel",
    "log.guillaume_removes": "Ost nimmt {card} aus dem Spiel",
    # --- End of Decade (section 9) ---
    "log.eod_phase": "Jahrzehntende {decade}, Phase {n}: {phase}",
    "log.wall_costs": "Kosten der Mauer: Prestige 1 Richtung West, Ost baut 1 ab",
    "log.flight": "Republikflucht: Marker auf {pos}, Ost verliert {n} {n:Baupunkt|Baupunkte}",
    "prompt.prestige_box": "{side}: Wähle das auszuführende Prestigefeld",
    "opt.box": "{box}",
    "log.prestige_box": "{side} führt aus: {box}",
    "prompt.hamburg_phase": "Zu welcher Provinz zählt Hamburg in dieser Phase?",
    "opt.hamburg_wc": "{province}: Exporteinnahmen Ost {n}",
    "opt.hamburg_hold": _hold,
    "log.wc": "Devisen: Einnahmen {income} (Leiste {track_pos}, Export {export}), {ls} LS "
              "zu bezahlen: {short} fehlen",
    "prompt.wc_rundown": "Devisen fehlen (noch {n}): Wähle eine Ost-Fabrik, die marode wird",
    "log.wc_rundown": "{by} macht die Fabrik in {city} marode",
    "prompt.wc_remove": "Devisen fehlen (noch {n}), keine Fabrik kann marode werden: "
                        "Ost-Infrastruktur oder Rheinsberg entfernen",
    "opt.remove_rheinsberg": "Die Fabrik in Rheinsberg entfernen",
    "log.wc_remove_factory": "{by} entfernt die Fabrik in {city}",
    "log.wc_remove_infra": "{by} entfernt die Infrastruktur auf der {line}",
    "log.insolvent_wc": "Ost kann seine Devisenschulden nicht bezahlen: Staatsbankrott. "
                        "West gewinnt.",
    "log.pay_police": "Ost bezahlt {n} {n:Polizeigewalt-Karte|Polizeigewalt-Karten}",
    "log.hold_lost": "{province} kann seine LS nicht halten: {n} entfernt",
    "prompt.wb_hold": "West-Berlin kann seine LS nicht halten (noch {n} zu entfernen): Wähle "
                      "einen Sektor",
    "opt.sector_ls": "{sector} ({ls} LS)",
    "log.wb_hold_lost": "West-Berlin verliert 1 LS ({sector})",
    "log.internal": "Interner Vergleich: {province} erhält {n} Unruhe",
    "prompt.attack": _attack,
    "opt.attack": "{province} ({ls} LS): +{n} Unruhe",
    "log.attack": "{attacker} greift {province} an: {n} Unruhe",
    "log.triumph": "Alle 12 Sozialisten sind auf dem Spielplan: Triumph des Sozialismus. "
                   "Ost gewinnt.",
    "log.socialists_gained": "Ost erhält {n} Sozialisten",
    "log.socialists_lost_box": "Ost verliert {n} Sozialisten aus dem Sammelfeld",
    "log.socialism_fails": "Ein Sozialist muss gehen, aber keiner ist auf dem Spielplan: Der "
                           "Sozialismus scheitert. West gewinnt.",
    "prompt.lose_socialist": "Einen Sozialisten aus einer Ost-Provinz entfernen (1 Unruhe "
                             "kommt zurück)",
    "log.socialist_leaves": "Ein Sozialist verlässt {province}: 1 Unruhe kommt zurück",
    "log.protest_count": "Massenproteste: West {west}, Ost {east} (bei 4 bricht eine Seite "
                         "zusammen)",
    "log.goes_on": "Keine Seite hat 4 Massenproteste: das Spiel geht weiter mit Jahrzehnt "
                   "{decade}.",
    "log.west_collapses": "West bricht zusammen. Ost gewinnt.",
    "log.both_collapse": "West und Ost brechen beide zusammen: Ost gewinnt.",
    "log.east_collapses": "Ost bricht zusammen. West gewinnt.",
    "log.game_over": "Vier Jahrzehnte sind vorbei und kein Staat ist zusammengebrochen. Ost "
                     "gewinnt.",
}


def _changes(label: str, namer: Callable[[Any, str], str] = place
             ) -> Callable[[dict[str, Any], str], str]:
    """Eine Zeile des Rückblicks: Bezeichnung und Änderungen je Ort."""
    return lambda args, lang: label + deltas(args["deltas"], lang, namer)


RECAP: dict[str, str | Callable[[dict[str, Any], str], str]] = {
    "recap.title": "Was {side} getan hat",
    "recap.title_public": "Was {side} getan hat (öffentliche Information)",
    "recap.eod_title": "Jahrzehntende {decade}: Ergebnisse",
    "recap.headline": "{side} hat gezogen: {n} {n:Änderung|Änderungen}, auf der Karte markiert",
    "recap.protests_new": _changes("Neuer Massenprotest: "),
    "recap.protests_end": _changes("Massenprotest beendet: "),
    "recap.unrest": _changes("Unruhe: "),
    "recap.ls": _changes("Lebensstandard: "),
    "recap.sectors": _changes("LS in West-Berlin: ", sector),
    "recap.socialists": _changes("Sozialisten auf der Karte: "),
    "recap.socialist_box": lambda a, lang: f"Sozialisten im Sammelfeld: {signed(a['n'])}",
    "recap.factories_built": "Fabrik gebaut: {cities}",
    "recap.factories_removed": "Fabrik entfernt: {cities}",
    "recap.factories_rundown": "Fabrik marode: {cities}",
    "recap.factories_repaired": "Fabrik repariert: {cities}",
    "recap.infra_built": "Infrastruktur gebaut: {lines}",
    "recap.infra_removed": "Infrastruktur entfernt: {lines}",
    "recap.track": "Der {track}-Marker rückt {n} Richtung {toward}: jetzt bei {pos}",
    "recap.flight": lambda a, lang: (f"Republikflucht: {signed(a['n'])}, jetzt bei "
                                     f"{a['pos']}"),
    "recap.wall_built": "Die Berliner Mauer steht",
    "recap.wall_open": "Die Mauer ist offen",
    "recap.stasi": "Die Stasi ist aufgelöst",
    "recap.played": "Gespielte Karte: {cards}",
    "recap.display_in": "Neu in der Auslage: {cards}",
    "recap.discarded": "Abgeworfen: {cards}",
    "recap.police": "Polizeigewalt-Karte: {cards}",
    "recap.nothing": "Auf dem Spielplan hat sich nichts geändert",
    "recap.to_map": "Zur Karte",
    "recap.more": "… und {n} {n:weitere Protokollzeile|weitere Protokollzeilen}",
}
TEMPLATES.update(RECAP)

from .stakes import DE as STAKES  # noqa: E402

TEMPLATES.update(STAKES)

# Die Hinweise der Seite: Adressparameter, andere Tabs, voller Speicher, beschädigte Einträge,
# Updates.
PAGE: dict[str, str | Callable[[dict[str, Any], str], str]] = {
    "page.bad_seed": "Der Startwert „{value}“ in der Adresse wurde ignoriert: ein Startwert "
                     "ist eine ganze Zahl von 0 bis {top}. Eine zufällige Partie wurde "
                     "begonnen.",
    "page.bad_aipace": "Das Computertempo „{value}“ in der Adresse wurde ignoriert: es ist "
                       "eine ganze Zahl von Millisekunden von 0 bis {top}. Das übliche Tempo "
                       "gilt.",
    "page.bad_lang": "Die Sprache „{value}“ in der Adresse wurde ignoriert: die Sprachen "
                     "sind en, de, it und pl.",
    "page.followed": "Diese Partie wurde in einem anderen Tab weitergespielt: dieser Tab zeigt "
                     "jetzt ihren neuesten Stand (Entscheidung {n}).",
    "page.forked": "Diese Partie wurde auch in einem anderen Tab gespielt, anders: deine Züge "
                   "hier sind als eigene Partie „{name}“ gespeichert. Nichts ging verloren.",
    "page.fork_name": "{name} (zweiter Tab)",
    "page.also_open": "Diese Partie ist auch in einem anderen Tab offen: Züge von dort "
                      "erscheinen hier.",
    "page.full_detail": "Der Speicher des Browsers ist voll. Gespeichert: diese Partie bis "
                        "Entscheidung {stored} und deine anderen Partien. Nur in diesem Tab: "
                        "Entscheidungen {first} bis {now} (Neuladen behält sie, Schließen des "
                        "Tabs verliert sie). Exportiere diese Partie oder lösche alte Partien, "
                        "um Platz zu schaffen.",
    "page.full_none": "Der Speicher des Browsers ist voll. Diese Partie ({now} Entscheidungen) "
                      "gibt es nur in diesem Tab (Neuladen behält sie, Schließen des Tabs "
                      "verliert sie); deine anderen Partien bleiben gespeichert. Exportiere "
                      "diese Partie oder lösche alte Partien, um Platz zu schaffen.",
    "page.restored": "Diese Partie wurde nach dem Neuladen aus diesem Tab wiederhergestellt, "
                     "mit allen {n} Entscheidungen (der Speicher des Browsers war voll).",
    "page.damaged_export": "Beschädigte Einträge zeigen",
    "page.damaged_delete": "Beschädigte Einträge löschen",
    "page.damaged_title": "Beschädigte Einträge",
    "page.damaged_text": "Diese gespeicherten Einträge ließen sich nicht als Partien lesen und "
                         "wurden beiseitegelegt. Kopiere sie, um sie zu behalten (sie sind "
                         "roher Text), oder lösche sie.",
    "page.damaged_deleted": "{n} beschädigte Einträge gelöscht.",
    "page.update_ready": "Eine neue Version des Spiels ist bereit.",
    "page.update_switch": "Jetzt wechseln",
    "page.update_wait": "Der Wechsel folgt, sobald der Computer seinen Zug beendet hat.",
    "page.worker_build": "Der Computerspieler wurde aus einer anderen Version des Spiels "
                         "geladen (die Seite wurde inzwischen aktualisiert). Lade die Seite "
                         "neu, um eine Version zu verwenden.",
}
TEMPLATES.update(PAGE)
# --- die Stufen des Computers, je eine Zeile (wsdv/ai; der erste Bildschirm zeigt sie) ---
TEMPLATES.update({
    "level.easy.desc": "Spielt den Zug, der gerade am besten aussieht, ohne "
                       "vorauszudenken. Für Einsteiger.",
    "level.normal.desc": "Prüft jeden Zug gegen deine besten Antworten und den eigenen "
                         "nächsten Zug. Eine faire Partie, wenn du die Regeln kennst.",
    "level.hard.desc": "Rechnet tiefer, über mehrere Annahmen zu den verdeckten "
                       "Karten, einige Sekunden je Zug. Eine Herausforderung.",
})
# Spiel per Link (wsdv/fair): warum eine Nachricht abgelehnt wird, was die Schlussprüfung fand
FAIR: dict[str, str | Callable[[dict[str, Any], str], str]] = {
    "fair.not_message": "Das ist keine Nachricht eines Spiels per Link.",
    "fair.not_invite": "Das ist keine Einladung zu einem Spiel: öffne sie in ihrem Spiel.",
    "fair.damaged": "Diese Nachricht ist beschädigt (sie lässt sich nicht entpacken): bitte "
                    "um sie erneut.",
    "fair.other_game": "Diese Nachricht gehört zu einem anderen Spiel.",
    "fair.own_message": "Das ist deine eigene Nachricht: schicke sie dem anderen Spieler.",
    "fair.replayed": "Nachricht {n} kam schon an: dies ist eine Wiederholung (das Spiel "
                     "wartet auf Nachricht {expected}).",
    "fair.missing": "Eine Nachricht fehlt: dies ist Nachricht {n}, das Spiel wartet auf "
                    "Nachricht {expected}.",
    "fair.forked": "Diese Nachricht setzt das Spiel nicht so fort, wie du es kennst: eine "
                   "frühere Nachricht oder Wahl wurde geändert.",
    "fair.seal": "Diese Nachricht wurde nach dem Versiegeln geändert.",
    "fair.out_of_turn": "Du bist am Zug: beende ihn, bevor du die Nachricht des anderen "
                        "öffnest.",
    "fair.count": "Diese Nachricht beginnt nach Wahl {n}, das Spiel steht aber bei Wahl "
                  "{expected}.",
    "fair.bad_deck": "Der verschlüsselte Stapel des Jahrzehnts {decade} in dieser Nachricht "
                     "kommt ohne gültigen Mischbeweis: abgelehnt.",
    "fair.bad_key": "Die Nachricht gibt einen Anteil für Kartenplatz {slot}, bevor dessen "
                    "Stapel vollständig ist.",
    "fair.changed_key": "Die Nachricht ändert den Anteil, den sie schon für Kartenplatz "
                        "{slot} gab.",
    "fair.wrong_share": "Der Anteil für Kartenplatz {slot} ist nicht als der des Absenders "
                        "bewiesen oder öffnet ihn nicht zu einer Karte des Jahrzehnts "
                        "{decade}: abgelehnt.",
    "fair.duplicate": "Die Anteile öffnen Kartenplatz {slot} zu {card}, die schon anderswo "
                      "liegt: ein falscher Stapel.",
    "fair.illegal": "Wahl {n} der Nachricht ({choice}) ist hier kein erlaubter Zug.",
    "fair.wrong_side": "Wahl {n} der Nachricht ist eine Entscheidung deiner Seite.",
    "fair.missing_keys": "Der Nachricht fehlen die Anteile für {n} Karten, die du sehen "
                         "darfst.",
    "fair.bad_secret": "Das offengelegte Geheimnis in dieser Nachricht ist ungültig.",
    "fair.not_your_turn": "Du bist nicht am Zug.",
    "fair.no_undo": "Nichts zurückzunehmen.",
    "fair.bad_store": "Das gespeicherte Spiel ist beschädigt oder wurde verändert.",
    "fair.no_secret": "Diese Nachricht beendet das Spiel, legt aber das Geheimnis des Absenders "
                      "nicht offen, also kann die Schlussprüfung nicht laufen: bitte um die "
                      "Nachricht mit dem Geheimnis.",
    "fair.finished": "Dieses Spiel ist beendet und geprüft: keine weitere Nachricht wird "
                     "angenommen.",
    "fair.rejected": "Diese Nachricht lässt sich nicht auf das Spiel anwenden: abgelehnt.",
    "fair.bad_reveal": "Das in dieser Nachricht offengelegte Geheimnis ist nicht das, auf "
                       "das sich der Absender zu Beginn festgelegt hat: abgelehnt, nichts "
                       "wurde geändert.",
    "fair.reused": "Dies ist eine andere Nachricht {n} als die schon erhaltene: abgelehnt "
                   "(das Spiel wartet auf Nachricht {expected}).",
    "fair.cut": "Diese Nachricht ist unvollständig (unterwegs abgeschnitten): bitte deinen "
                "Mitspieler, sie noch einmal zu schicken, oder als Datei.",
    "fair.old_version": "Das stammt von einer älteren Version des Spiels per Link: beginne "
                        "ein neues Spiel.",
    "fair.v_shuffle": "Das Mischen des Jahrzehnts {decade} durch den anderen Spieler passt "
                      "nicht zu seinem Geheimnis.",
    "fair.v_key": "Der andere Spieler gab einen falschen Anteil für Kartenplatz {slot}.",
    "fair.v_deck": "Der Stapel des Jahrzehnts {decade} ist nicht vollständig.",
    "fair.v_replay": "Mit allen Karten bekannt war Wahl {n} ({choice}) nicht erlaubt.",
    "fair.v_result": "Mit allen Karten bekannt endet das Spiel anders.",
}
TEMPLATES.update(FAIR)

# Der Modus „Per Link gegen Freunde“ der Seite (wsdv/ui/remote.py)
REMOTE: dict[str, str | Callable[[dict[str, Any], str], str]] = {
    "remote.button": "Per Link",
    "remote.title": "Per Link gegen Freunde spielen",
    "remote.first_note": "Jeder in seinem eigenen Browser: nach jedem Zug schickt ihr euch "
                         "einen Link, und die Hände bleiben verdeckt.",
    "remote.intro": "Ihr spielt jeder im eigenen Browser. Die Hände bleiben wirklich verdeckt: "
                    "beide Browser mischen und verschlüsseln die Karten, jedes Mischen und "
                    "jede gezeigte Karte kommt mit einem Beweis, dass es stimmt, und eine "
                    "Karte öffnet sich erst, wenn die Regeln sie zeigen. Schicke nach deinem "
                    "Zug die Nachricht an deinen Freund (über einen beliebigen Messenger); er "
                    "öffnet sie hier, spielt und schickt eine zurück.",
    "remote.new": "Neues Spiel per Link, ich spiele {side}",
    "remote.games": "Spiele per Link",
    "remote.none": "Noch keine Spiele per Link.",
    "remote.row": "{name}: du spielst {side}. {status}",
    "remote.your_turn": "Du bist am Zug.",
    "remote.send": "Schicke deine Nachricht und warte auf die Antwort.",
    "remote.waiting": "Warte auf die Nachricht deines Freundes.",
    "remote.over": "Spiel beendet.",
    "remote.unchecked": "Spiel beendet, noch nicht geprüft: die Prüfung läuft, sobald beide "
                        "Geheimnisse offengelegt sind.",
    "remote.open": "Öffnen",
    "remote.paste": "Nachricht oder Link deines Freundes einfügen",
    "remote.receive": "Nachricht öffnen",
    "remote.to_send": "Schicke diese Nachricht an deinen Freund:",
    "remote.send_back": "Dein Freund wartet auf diese Antwort (sie öffnet die Karten, die "
                        "die Regeln zeigen): schicke sie gleich zurück.",
    "remote.invite": "Einladung: schicke sie deinem Freund, der sie auf dieser Seite öffnet.",
    "remote.link": "Link zum Teilen",
    "remote.copy": "Kopieren",
    "remote.tab_turn": "● Du bist am Zug",
    "remote.long": "Dieser Link ist {n} Zeichen lang. Manche Messenger schneiden Nachrichten "
                   "über 4.096 Zeichen ab (Telegram; per SMS geht er nicht): sagt die Seite "
                   "deines Mitspielers, sie sei unvollständig, schick sie als Datei.",
    "remote.save_file": "Als Datei senden",
    "remote.open_file": "Oder eine Nachrichtendatei öffnen (du kannst sie auch auf die Seite "
                        "ziehen)",
    "remote.file_too_big": "Diese Datei ist zu groß für eine Nachricht dieses Spiels: sie "
                           "wurde nicht gelesen.",
    "remote.file_unreadable": "Diese Datei kann nicht gelesen werden.",
    "remote.copy_link": "Link kopieren",
    "remote.share": "Teilen…",
    "remote.share_title": "Wir sind das Volk!: du bist am Zug",
    "remote.copied": "Kopiert.",
    "remote.copy_failed": "Kopieren ging nicht: markiere den Text und kopiere ihn.",
    "remote.close": "Schließen",
    "remote.backup": "Sicherung dieses Spiels (dein Geheimnis: bis zum Spielende geheim "
                     "halten)",
    "remote.restore": "Sicherung wiederherstellen",
    "remote.backup_file": "Sicherung als Datei speichern",
    "remote.backup_why": "Damit geht das Spiel weiter, auch wenn Browser oder Speicher "
                         "verloren gehen. Sie enthält deinen geheimen Schlüssel: wer sie hat, "
                         "kann deine Hand lesen, also schick sie deinem Freund nicht vor dem "
                         "Spielende.",
    "remote.bad_backup": "Das ist keine Sicherung eines Spiels per Link.",
    "remote.opened": "Nachricht geöffnet ({ms} ms).",
    "remote.verified": "Beide Geheimnisse sind offengelegt: das ganze Spiel wurde geprüft und "
                       "ist fair.",
    "remote.cheated": "Beide Geheimnisse sind offengelegt: die Prüfung fand Probleme:",
    "remote.status_line": "Per Link, du spielst {side}. {status}",
    "remote.hidden_wait": "Einige Karten sind noch verdeckt: sie öffnen sich mit der nächsten "
                          "Nachricht deines Freundes.",
    "remote.fingerprint": "Schlüssel-Fingerabdruck: {fp}",
    "remote.fingerprint_hint": "Vergleicht diese Zahl über einen anderen Weg (Telefon, Chat): "
                               "Weicht sie ab, hat jemand eure Nachrichten unterwegs "
                               "verändert.",
    "remote.fingerprint_wait": "Der Schlüssel-Fingerabdruck erscheint, sobald dein Freund die "
                               "Einladung angenommen hat.",
    "remote.broken": "Spiel beendet: die Prüfung ergab, dass dein Freund das Spiel gebrochen "
                     "hat.",
    "remote.broken_by": "Die Prüfung schlug fehl: die Seite deines Freundes ({side}) hat das "
                        "Spiel gebrochen. Gefunden:",
    "remote.unreadable": "Diese Nachricht ist nicht lesbar: nichts wurde geändert. Bitte "
                         "deinen Freund, sie noch einmal zu schicken.",
    "remote.too_long": "Dieser Text ist viel zu lang für eine Nachricht oder eine Sicherung: "
                       "nichts wurde geändert.",
    "remote.bad_id": "Diese Nachricht nennt kein gültiges Spiel: nichts wurde geändert.",
    "remote.full": "Der Speicher des Browsers ist voll: dieses Spiel per Link ist nur in "
                   "diesem Tab gespeichert (ein Neuladen des Tabs behält es). Kopiere seine "
                   "Sicherung im Fenster „Per Link“, um es zu behalten.",
    "remote.unavailable": "Der Speicher des Browsers ist nicht verfügbar: dieses Spiel per "
                          "Link ist nur in diesem Tab. Kopiere seine Sicherung im Fenster "
                          "„Per Link“, um es zu behalten.",
    "remote.too_large": "Dieses Spiel per Link ist zu groß zum Speichern geworden: es ist nur "
                        "in diesem Tab. Kopiere seine Sicherung im Fenster „Per Link“.",
    "remote.followed": "Dieses Spiel per Link wurde in einem anderen Tab weitergespielt: "
                       "dieser Tab zeigt jetzt das gespeicherte Spiel ({n} Nachrichten).",
    "remote.moved": "Dieses Spiel per Link ist in einem anderen Tab weitergegangen: dieser Tab "
                    "zeigt jetzt das gespeicherte Spiel ({n} Nachrichten); dein letzter "
                    "Schritt hier wurde nicht gespeichert.",
    "remote.read_only": "Dieses Spiel per Link wurde in einem anderen Tab geändert und kann "
                        "hier nicht gezeigt werden: lade die Seite neu. Aus diesem Tab wurde "
                        "nichts gespeichert.",
    "remote.damaged_game": "Dieses gespeicherte Spiel per Link ist beschädigt: es wurde "
                           "beiseitegelegt, nicht gelöscht (Partien, beschädigte Einträge).",
    "remote.damaged_listed": "{n} {n:beschädigtes Spiel|beschädigte Spiele} per Link "
                             "beiseitegelegt, nicht gelöscht: siehe Partien, beschädigte "
                             "Einträge.",
    "remote.restored": "Dieses Spiel per Link wurde nach dem Neuladen aus diesem Tab "
                       "wiederhergestellt ({n} Nachrichten).",
    "remote.backup_older": "Dieses Spiel ist hier schon mit ebenso vielen oder mehr "
                           "Nachrichten gespeichert: das gespeicherte Spiel wird geöffnet.",
    "remote.top_waiting": "Warte auf deinen Freund",
    "remote.ended": "Spiel beendet: {side} gewinnt.",
    "remote.check_wait": "Noch nicht geprüft: die Prüfung läuft, sobald beide Geheimnisse "
                         "offengelegt sind.",
    "remote.memory_only": "Der Speicher des Browsers kann dieses Spiel per Link nicht halten: "
                          "es ist nur im Speicher dieser Seite. Neuladen oder Schließen der "
                          "Seite verliert es, und dein Geheimnis mit ihm. Sichere es jetzt:",
    "remote.leave": "Dieses Spiel per Link ist nur im Speicher dieser Seite: wer sie "
                    "verlässt, verliert es.",
    "remote.session_damaged": "Eine beschädigte Kopie eines Spiels per Link aus diesem Tab "
                              "wurde beiseitegelegt, nicht verwendet (Spiele, beschädigte "
                              "Einträge); das gespeicherte Spiel bleibt, wie es war.",
    "remote.listed": "Per Link",
    "remote.list_turn": "per Link · du bist am Zug",
    "remote.list_wait": "per Link · warte auf deinen Freund",
    "remote.list_over": "per Link · Spiel beendet",
    "remote.too_long_box": "Dieser Text ist viel zu lang ({n} Zeichen, höchstens {max}): er "
                           "wurde nicht gelesen, nichts wurde geändert.",
}
TEMPLATES.update(REMOTE)
