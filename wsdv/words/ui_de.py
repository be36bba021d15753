"""The interface's own words in German, by table and key (wsdv/words/ui.py reads them;
the UI modules named below format them). `{side}`, `{n}` ... are filled by the caller
with text already in this language."""

from __future__ import annotations

TABLES: dict[str, dict[str, str]] = {
    # the page's chrome: buttons, headings, panel labels (wsdv/ui/i18n.py)
    "chrome": {
        "app_title": "Wir sind das Volk!",
        "decade": "Jahrzehnt {n}",
        "half_1": "1. Hälfte",
        "half_2": "2. Hälfte",
        "eod": "Jahrzehntende",
        "eod_phase": "Jahrzehntende · Phase {n}",
        "setup": "Aufbau",
        "to_decide": "{side} entscheidet",
        "turn_of": "{side} ist am Zug",
        "deck": "Stapel {n}",
        "undo": "Rückgängig",
        "new_game": "Neues Spiel",
        "language": "Sprache",
        "zoom_in": "Vergrößern",
        "zoom_out": "Verkleinern",
        "places": "Orte auf der Karte",
        "display": "Kartenauslage",
        "special": "Sonderkarte",
        "tile_hand": "Auf der Hand",
        "hand_of": "Hand von {side}",
        "hand_hidden": "Die Handkarten sind verdeckt",
        "hand_empty": "keine Karten",
        "opponent_hand": "{side}: {n} {n:Karte|Karten} auf der Hand",
        "played": "Gespielt in diesem Jahrzehnt",
        "police_cards": "Polizeigewalt-Karten (Ost)",
        "police_used": "in diesem Jahrzehnt benutzt",
        "in_play": "Karte im Spiel",
        "log": "Protokoll",
        "eod_panel": "Jahrzehntende",
        "pass_title": "Gerät an {side} weitergeben",
        "pass_text":
            "{side} entscheidet als Nächstes. Die Handkarten bleiben verdeckt, bis {side} am "
            "Gerät ist.",
        "pass_button": "Ich bin {side}: weiter",
        "pass_new": "Neue Partie (zu zweit oder gegen den Computer)",
        "pass_games": "Deine Partien",
        "game_over": "Spielende",
        "wins": "{side} gewinnt",
        "reason_collapse": "Zusammenbruch",
        "reason_national insolvency": "Staatsbankrott",
        "reason_triumph of socialism": "Triumph des Sozialismus",
        "reason_socialism fails": "Scheitern des Sozialismus",
        "reason_end of game": "Spielende nach vier Jahrzehnten",
        "result_line": "{winner} gewinnt durch {reason} in Jahrzehnt {decade}.",
        "close": "Schließen",
        "enlarge_hint": "Karte anklicken zum Vergrößern",
        "province": "Provinz",
        "economy": "Wirtschaft",
        "export": "Exportfabrik",
        "ls": "Lebensstandard (LS)",
        "ls_short": "LS",
        "unrest": "Unruhe",
        "protests": "Massenproteste",
        "imported": "aus West-Berlin exportiert",
        "socialists": "Sozialisten",
        "factories": "Fabriken",
        "none": "keine",
        "value": "Wert",
        "rundown": "marode",
        "external": "extern",
        "tap_hint": "Provinz antippen für ihre Wirtschaft; leuchtende Orte sind wählbar.",
        "options": "Möglichkeiten",
        "no_prompt": "Nichts zu entscheiden",
        "prestige": "Prestige",
        "western_currency": "Devisen",
        "socialist_track": "Sozialisten",
        "flight": "Republikflucht",
        "eod_track": "Jahrzehntende",
        "holding_box": "Sammelfeld",
        "wall": "Berliner Mauer",
        "wall_stands": "Die Mauer steht",
        "stasi_gone": "Stasi aufgelöst",
        "marker_protest": "Protest",
        "legend_ls": "Lebensstandard",
        "legend_protest": "Massenprotest (4. einer Seite = Kollaps)",
        "legend_imported": "Gestrichelt: importiert, auch bei 2 Unruhe",
        "imported_why": "nicht aus der Unruhe dieser Provinz, daher bleibt er auch bei 2 "
                        "Unruhe; er endet, wenn einer in West-Berlin endet",
        "col_western_currency": "Devisen",
        "col_socialist": "Sozialisten",
        "col_flight": "Flucht",
        "col_eod": "Jahrzehntende",
        "prestige_chip": "Prestige {pos}",
        "prestige_title": "Prestigeleiste: Bei +1 bis +6 hat der Osten den Prestigevorteil, bei "
                          "0 und darunter der Westen. Wer ihn hat, beginnt das Jahrzehnt und "
                          "führt am Jahrzehntende ein Prestigefeld aus",
        "west_side": "West ▲",
        "east_side": "Ost ▼",
        "flight_icons": "Fluchtsymbole auf gespielten Karten",
        "west_most_ls": "LS der West-Provinz mit den meisten LS",
        "red_police": "rote Polizeigewalt-Karten",
        "east_mass_protest": "Massenprotest im Osten",
        "east_fewest_ls": "LS der Ost-Provinz mit den wenigsten LS",
        "west_mass_protest": "Massenprotest im Westen",
        "flight_position": "Fluchtmarker",
        "flight_dismantle": "Ost verliert Baupunkte",
        "box_executed": "ausgeführtes Feld",
        "hamburg_counts": "Hamburg zählt für",
        "wc_track": "Einnahmen der Leiste",
        "wc_worst": "schlechteste West-Exportfabrik",
        "wc_export": "Exporteinnahmen Ost",
        "wc_income": "Einnahmen gesamt",
        "wc_ls": "zu bezahlende LS im Osten",
        "wc_short": "Fehlbetrag (marode / Abbau)",
        "hold_limits": "LS-Grenze (Exportfabrik)",
        "hold_lost": "verlorene LS",
        "internal_got": "Unruhe aus dem internen Vergleich",
        "ew_available": "verfügbare LS",
        "ew_hits": "Unruhe aus Angriffen",
        "soc_track": "Sozialistenleiste",
        "soc_change": "Sozialisten dazu / weg",
        "collapse_west": "Massenproteste West",
        "collapse_east": "Massenproteste Ost",
        "nothing_happened": "nichts zu tun",
        "pending": "folgt",
        "running": "jetzt",
        "about": "Über",
        "attribution": "Karte: nach @svg-maps/germany (CC BY 4.0).",
        "loading": "Lädt…",
        "max_per_province": "max. {n} pro Provinz",
        "decides_mark": "{side} entscheidet wo",
        "choices_made": "Entscheidungen",
        "infrastructure": "Infrastruktur",
        # the board for screen readers (wsdv/ui/board.py, panels.py)
        "board_name": "Spielplan",
        "enlarge_card": "{card} vergrößern",
        "line_empty": "{a} – {b}: keine Infrastruktur",
        "line_built": "{a} – {b}: Infrastruktur",
        "line_working": "{a} – {b}: Infrastruktur, Verbindung vollständig",
    },
    # prompt kinds (wsdv/ui/i18n.py)
    "prompt_kinds": {
        "card": "Karte wählen",
        "action": "Aktion wählen",
        "build": "bauen",
        "dismantle": "abbauen",
        "remove_unrest": "Unruhe entfernen",
        "add_unrest": "Unruhe einsetzen",
        "ls": "Lebensstandard setzen",
        "ls_icon": "Lebensstandard setzen",
        "ls_remove": "Lebensstandard entfernen",
        "transfer": "nach West-Berlin übertragen",
        "hamburg": "Hamburg zuordnen",
        "external": "externe Fabrik zuordnen",
        "icon_order": "Reihenfolge der Symbole",
        "event_skip": "Doppelkarte: eines auslassen",
        "special_cost": "Sonderkarte bezahlen",
        "discard": "alte Karten abwerfen",
        "police": "Polizeigewalt einsetzen",
        "prestige_box": "Prestigefeld",
        "prestige_comp": "Prestige-Ausgleich",
        "rundown": "Fabrik marode machen",
        "repair": "Fabrik reparieren",
        "wc_remove": "Devisenschuld bezahlen",
        "attack": "Ost-West-Vergleich",
        "socialist": "Sozialist einsetzen",
        "lose_socialist": "Sozialist entfernen",
        "sector": "Sektor wählen",
        "wb_import": "Massenprotest exportieren",
        "wb_unimport": "importierten Protest beenden",
        "move_unrest": "Unruhe verschieben",
        "reduce_three": "Unruhe auf 3 senken",
        "factory_remove": "Fabrik entfernen",
        "guillaume": "Guillaume-Affäre",
    },
    # the sectors' short names, as the board labels them
    "sectors": {
        "British": "Britisch",
        "French": "Französisch",
        "US": "US",
    },
    # the first screen, rules reference, glossary and game-over screen (wsdv/ui/guide_words.py)
    "guide": {
        "tagline":
            "Das geteilte Deutschland, 1945–1989. Ein Spieler führt den Osten, der andere den "
            "Westen: Wirtschaft aufbauen, Lebensstandard heben und die Leute von der Straße "
            "halten.",
        "continue": "Letzte Partie fortsetzen",
        "rules_button": "Regeln",
        "home_title": "Startseite: neue Partie, laden, Spielregeln",
        "vs_computer": "Gegen den Computer spielen",
        "vs_computer_note": "Am besten zum Lernen: der Computer spielt die andere Seite.",
        "your_side": "Deine Seite",
        "side_west_note": "starke Wirtschaft, aber West-Berlin und seine Versorger sind verwundbar",
        "side_east_note":
            "Polizeigewalt und Sozialisten, aber knapp an Devisen und die Leute gehen in den "
            "Westen",
        "level": "Stärke",
        "level_easy": "Leicht",
        "level_normal": "Normal",
        "level_hard": "Schwer",
        "start_computer": "Gegen den Computer starten",
        "hotseat": "Zu zweit an einem Bildschirm",
        "hotseat_note":
            "Abwechselnd an diesem Gerät; die Handkarten bleiben beim Weitergeben verdeckt.",
        "load": "Spielstand-Text laden",
        "load_note": "Spielstand-Text oder Link einfügen.",
        "load_button": "Laden",
        "how_to_play": "Spielregeln",
        "how_note": "Die Regeln in Kürze, und jedes Symbol erklärt.",
        "language": "Sprache",
        "rules_title": "Regelübersicht",
        "rules_note":
            "Eine kurze Zusammenfassung in eigenen Worten, nach den Abschnittsnummern der "
            "Spielregel. Im Zweifel gilt die gedruckte Spielregel.",
        "contents": "Inhalt",
        "glossary_title": "Symbole",
        "glossary_note": "Gelbe Symbole wirken auf West, rote (und rosa) auf Ost.",
        "icons_events": "Ereignisse der Karten",
        "icons_tracks": "Pfeile und Leisten",
        "icons_board": "Spielmaterial auf dem Spielplan",
        "close": "Schließen",
        "section": "§ {n}",
        "rules_link": "Regel § {n}",
        "rules_link_title": "Was die Regeln zu dieser Entscheidung sagen",
        "icons_link": "Was die Symbole bedeuten",
        "game_over": "Spielende",
        "wins": "{side} gewinnt",
        "when": "in Jahrzehnt {decade}",
        "why_collapse":
            "{loser} hatte bei der Zählung am Jahrzehntende 4 oder mehr Massenproteste: der Staat "
            "ist zusammengebrochen.",
        "why_collapse_both":
            "Beide Staaten hatten am Jahrzehntende 4 oder mehr Massenproteste; brechen beide "
            "zusammen, gewinnt Ost.",
        "why_national insolvency":
            "Ost musste am Jahrzehntende mehr Wirtschaft abbauen, als es noch hatte: "
            "Staatsbankrott.",
        "why_triumph of socialism":
            "Ost stand ein neuer Sozialist zu, während alle 12 schon im Spiel waren (Sammelfeld "
            "und Spielplan): Triumph des Sozialismus.",
        "why_socialism fails":
            "Ein Sozialist musste gehen, aber keiner war mehr da: der Sozialismus ist "
            "gescheitert.",
        "why_end of game": "Vier Jahrzehnte ohne Sieger: Ost hat durchgehalten und gewinnt.",
        "figures": "Endstand",
        "fig_protests": "Massenproteste",
        "fig_economy": "Wirtschaft",
        "fig_ls": "Lebensstandard",
        "fig_unrest": "Unruhe",
        "fig_factories": "Fabriken (marode)",
        "fig_socialists": "Sozialisten auf dem Spielplan",
        "fig_police": "Polizeigewalt-Karten",
        "fig_prestige": "Prestige",
        "fig_prestige_value": "Vorteil {side} ({n})",
        "fig_prestige_even": "ausgeglichen",
        "fig_wc": "Devisenleiste",
        "fig_soc_track": "Sozialistenleiste",
        "fig_flight": "Fluchtmarker",
        "fig_wall": "Berliner Mauer",
        "fig_wall_up": "steht",
        "fig_wall_down": "steht nicht",
        "chart_title": "Siegchancen für {side} im Lauf der Partie",
        "chart_note":
            "Die Schätzung des Computers nach jedem Zug und jeder Phase des Jahrzehntendes.",
        "chart_wait": "Der Computer wertet die Partie aus…",
        "chart_error": "Die Auswertung ist nicht gelungen: {error}",
        "chart_none": "Die Auswertung braucht den Computerspieler, der hier nicht läuft.",
        "chart_label": "Geschätzte Siegchance für {side}, von {first} bis {last}",
        "wins_axis": "{side} gewinnt",
        "key_moments": "Schlüsselmomente",
        "no_moments": "Kein einzelner Zug hat die Aussichten stark verändert.",
        "no_moments_close": "Kein einzelner Zug hat die Aussichten stark verändert: eine "
                            "knappe Partie.",
        "moment_turn": "Jahrzehnt {decade}, Zug von {side}",
        "moment_eod": "Jahrzehnt {decade}, Jahrzehntende: {phase}",
        "moment_swing": "Chancen für {side} {before} → {after}",
        "why_not": "Mit dieser Karte nicht möglich:",
        "why_no_unrest": "Unruhe entfernen: du hast keine Unruhe zu entfernen.",
        "why_unrest_costs":
            "Unruhe entfernen: mit einer Karte, die nicht deine Farbe hat, kostet es einen "
            "Abbaupunkt, und du hast nichts abzubauen.",
        "why_event_red": "Ereignis: rote Ereignisse löst {other} aus.",
        "why_event_yellow": "Ereignis: gelbe Ereignisse löst {other} aus.",
        "why_event_dismantle": "Ereignis: du müsstest mehr eigene Wirtschaft abbauen, als du hast.",
        "why_no_build": "Hier keine Baupunkte: in der Provinz herrscht ein Massenprotest.",
        "replay": "Wiederholung ansehen",
        "new_game": "Neues Spiel",
    },
    # the games list, dialogs, replay and storage notices (wsdv/ui/saves_html.py)
    "saves": {
        "games": "Partien",
        "games_title": "Deine Partien",
        "continue": "Fortsetzen",
        "rename": "Umbenennen",
        "delete": "Löschen",
        "save": "Speichern",
        "cancel": "Abbrechen",
        "close": "Schließen",
        "new_game": "Neues Spiel",
        "import": "Importieren",
        "export": "Exportieren",
        "replay": "Wiederholung",
        "no_games": "Noch keine gespeicherten Partien.",
        "confirm_delete": "„{name}“ löschen? Das lässt sich nicht rückgängig machen.",
        "damaged":
            "Beschädigte gespeicherte Einträge, die nicht gelesen werden konnten und übersprungen "
            "wurden: {n}.",
        "hotseat": "An einem Gerät",
        "vs_computer": "Du: {side} · Computer: {level}",
        "decade": "Jahrzehnt {d}",
        "wins": "{side} hat gewonnen",
        "last_played": "zuletzt gespielt {when}",
        "current": "gerade offen",
        "name": "Name",
        "mode": "Spieler",
        "mode_hotseat": "Zwei Spieler an einem Gerät",
        "mode_computer": "Gegen den Computer",
        "your_side": "Du spielst",
        "level": "Stärke des Computers",
        "start": "Starten",
        "game_name": "Partie {n}",
        "level_easy": "leicht",
        "level_normal": "normal",
        "level_hard": "schwer",
        "export_title": "Diese Partie exportieren",
        "export_text":
            "Der Spielstand-Text enthält die ganze Partie, beide Hände eingeschlossen: hebe ihn "
            "als Sicherung auf oder spiele damit in einem anderen Browser weiter. Um gegen "
            "Freunde in der Ferne zu spielen, nimm stattdessen „Per Link“ (obere Leiste): wer "
            "einen Spielstand-Text importiert, kann beide Hände aufdecken.",
        "save_string": "Spielstand-Text",
        "share_link": "Link zum Teilen",
        "copy": "Kopieren",
        "copy_link": "Link kopieren",
        "copied": "Kopiert.",
        "copy_failed": "Kopieren ist hier nicht erlaubt: Text markieren und kopieren.",
        "link_note":
            "Die Partie steckt im #Fragment des Links, das nie an einen Server geschickt wird.",
        "import_title": "Eine Partie importieren",
        "import_text":
            "Spielstand-Text oder Link einfügen. Er wird geprüft, bevor etwas gespeichert wird.",
        "imported_new": "Als neue Partie importiert.",
        "imported_updated":
            "Das ist ein späterer Stand von „{name}“: die Partie wurde aktualisiert.",
        "imported_existing": "Diese Partie hast du schon: „{name}“.",
        "replay_title": "Wiederholung",
        "replay_start": "Anfang",
        "replay_end": "Ende",
        "replay_prev": "Vorige Entscheidung",
        "replay_next": "Nächste Entscheidung",
        "replay_prev_decade": "Voriges Jahrzehnt",
        "replay_next_decade": "Nächstes Jahrzehnt",
        "replay_exit": "Zurück zur Partie",
        "replay_step": "Entscheidung {n} von {total}",
        "replay_at_start": "Der Anfang der Partie (Aufbau erledigt).",
        "replay_choice": "{side} wählte: {label}",
        "storage_full":
            "Der Speicher des Browsers ist voll: diese Partie gibt es nur in diesem Tab. "
            "Exportiere sie, um sie zu behalten.",
        "storage_unavailable":
            "Der Speicher des Browsers ist nicht verfügbar: Partien gibt es nur in diesem Tab. "
            "Exportiere eine Partie, um sie zu behalten.",
        "open_failed": "Diese Partie lässt sich nicht öffnen: {error}",
        "link_failed": "Die Partie des Links lässt sich nicht öffnen: {error}",
        "imported_name": "Importierte Partie",
    },
    # the computer player: thinking, levels, hints (wsdv/ui/advice_html.py)
    "advice": {
        "thinking": "{side} denkt nach…",
        "computer": "Computer ({level})",
        "starting": "Der Computergegner startet (ein zweites Python im Hintergrund)…",
        "hint": "Tipp",
        "hint_title": "Was der Computer tun würde",
        "hint_wait": "Suche einen Tipp für {side}…",
        "hint_choice": "Er würde wählen: {label}",
        "hint_plan": "Plan für diesen Zug: {plan}",
        "hint_chance":
            "Geschätzte Siegchance für {side}: jetzt {now}, direkt nach diesem Plan {after}.",
        "hint_answered": "Nach der besten Antwort von {opponent}: {answered}.",
        "hint_other": "Zweitbeste Wahl: {plan} ({chance})",
        "hint_eod":
            "Beim kommenden Jahrzehntende (in etwa {turns} Aktionen) erwartet die Bewertung "
            "Massenproteste: Osten {east}, Westen {west} (4 beenden das Spiel).",
        "hint_eod_now": "Massenproteste danach: Osten {east}, Westen {west} (4 beenden das Spiel).",
        "hint_insolvent": "Der Osten könnte dort seine Schulden nicht bezahlen: Staatsbankrott.",
        "hint_decided": "Sie erwartet dort einen Sieg für {side}.",
        "hint_search":
            "Die Zahlen sind die Bewertung des Computers (eine Vorausschau auf das kommende "
            "Jahrzehntende), mit einer Verteilung der verdeckten Karten, die zu dem passt, was "
            "{side} gesehen hat: Der Tipp weiß nicht mehr als du.",
        "hint_close": "Schließen",
        "error": "Der Computergegner ist gescheitert: {error}",
        "retry": "Noch einmal",
        "level_easy": "leicht",
        "level_normal": "normal",
        "level_hard": "schwer",
    },
    # the guided first turn and the one-time tips (wsdv/ui/tour_html.py, tour.py)
    "tour": {
        "step_of": "Dein erster Zug · {n} von {total}",
        "first_turn": "Dein erster Zug",
        "tip": "Tipp",
        "next": "Verstanden",
        "skip": "Einführung überspringen",
        "again": "Einführung wieder zeigen",
        "again_note": "Die Einführung begleitet deinen nächsten Zug, dann den ersten "
                      "Massenprotest und das erste Jahrzehntende.",
        "colour_west": "gelben",
        "colour_east": "roten",
        "card_title": "Wähle eine Karte",
        "card_text":
            "In jedem Zug spielst du eine Karte für eine Aktion. Nimm sie aus der Auslage oder "
            "von deiner Hand: Jede Karte, die du nehmen darfst, ist oben leuchtend umrandet; ein "
            "Klick nimmt sie. Dein Wert ist die Zahl im {colour} Feld.",
        "actions_title": "Die vier Aktionen",
        "actions_text":
            "Nutze die Karte für eine von vier Aktionen: 1 Unruhe entfernen (kostenlos mit einer "
            "Karte deiner Farbe, sonst baust du 1 Baupunkt ab); mit ihrem Wert in Baupunkten "
            "bauen; den Lebensstandard (LS) in bis zu 3 Provinzen heben; oder ihr Ereignis "
            "auslösen. Was diese Karte nicht erlaubt, wird nicht angeboten; die Zeile darunter "
            "sagt, warum.",
        "build_title": "Bauen",
        "build_text":
            "Jeder Baupunkt setzt eine Fabrik in eine leere Stadt oder Infrastruktur auf eine "
            "Linie neben einer Fabrik. Die erlaubten Plätze leuchten auf der Karte und stehen "
            "hier als Knöpfe. Ist die Linie zwischen zwei Fabriken ganz gebaut, arbeitet die "
            "Verbindung und hebt den Wert beider Fabriken. In einer Provinz mit Massenprotest "
            "wird nicht gebaut.",
        "map_title": "Wähle auf der Karte",
        "map_text":
            "Die leuchtenden Plätze auf der Karte sind deine Möglichkeiten: Klicke einen an "
            "oder nimm die Knöpfe hier. Oben steht, was noch zu tun ist.",
        "confirm_title": "Bestätigen beendet deinen Zug",
        "confirm_text":
            "Die letzte Wahl eines Zuges wartet auf dich. Bestätigen beendet deinen Zug, dann "
            "spielt die andere Seite; mit Zurücknehmen wählst du neu.",
        "done_title": "Geschafft: die andere Seite ist dran",
        "done_text":
            "Was sie tut, wird dir auf der Karte markiert. Der "
            "Knopf Regeln erklärt die jeweilige Entscheidung. Halte jede Provinz unter 4 "
            "Unruhe: 4 ergeben einen Massenprotest, und ein Staat mit 4 Massenprotesten am "
            "Jahrzehntende bricht zusammen.",
        "protest_title": "Ein Massenprotest",
        "protest_text":
            "4 Unruhe in einer Provinz ergeben einen Massenprotest (8 einen zweiten). Solange "
            "er dauert, wird dort nicht gebaut; er endet, wenn die Unruhe wieder unter 4 sinkt "
            "(Unruhe entfernen, LS heben). Ein Staat mit 4 oder mehr Massenprotesten am "
            "Jahrzehntende bricht zusammen und verliert.",
        "eod_title": "Das Jahrzehntende",
        "eod_text":
            "Nach der zweiten Hälfte wird das Jahrzehnt in 10 Phasen gewertet, darunter "
            "Republikflucht, Prestige, Devisen, der Vergleich der Lebensstandards und die "
            "Sozialisten. Jeder Schritt sagt, was geschieht und warum; Weiter geht zum nächsten. "
            "Erst am Ende wird gezählt: Wer 4 oder mehr Massenproteste hat, bricht zusammen.",
        "level_easy_who": "Hier anfangen: deine ersten Partien.",
        "level_normal_who": "Sobald du gegen Leicht gewonnen hast.",
        "level_hard_who": "Wenn Normal dich nicht mehr fordert.",
    },
    # the web app manifest (sitebuild/manifest.py writes one per language)
    "manifest": {
        "name": "Wir sind das Volk!",
        "short_name": "WSDV",
        "description": "Das Spiel für zwei über das geteilte Deutschland, 1945–1989, im Browser.",
    },
}
