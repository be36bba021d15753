"""The words of the guide screens in English and German: the first screen (welcome.py), the
rules reference and icon glossary (rules_ref.py) and the game-over screen (gameover.py)."""

from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "tagline": "Germany divided, 1945–1989. One player leads the East, the other the "
                   "West: build up the economy, raise the living standard, and keep your "
                   "people off the streets.",
        "continue": "Continue your last game",
        "rules_button": "Rules", "home_title": "First screen: new game, load, how to play",
        "vs_computer": "Play against the computer",
        "vs_computer_note": "The best way to learn: the computer plays the other side.",
        "your_side": "Your side",
        "side_west_note": "a strong economy, but West Berlin and its suppliers are exposed",
        "side_east_note": "police power and socialists, but short of Western currency and "
                          "losing people to the West",
        "level": "Level",
        "level_easy": "Easy", "level_normal": "Normal", "level_hard": "Hard",
        "start_computer": "Start against the computer",
        "hotseat": "Two players at one screen",
        "hotseat_note": "Take turns at this device; the hands stay hidden while you pass it.",
        "load": "Load a save string",
        "load_note": "Paste a save string or a share link.",
        "load_button": "Load",
        "how_to_play": "How to play",
        "how_note": "The rules in brief, and every icon explained.",
        "language": "Language",
        "rules_title": "Rules reference",
        "rules_note": "A short summary in our own words, by the rulebook's section numbers. "
                      "Where it is unclear, the printed rulebook decides.",
        "contents": "Contents",
        "glossary_title": "Icons",
        "glossary_note": "Yellow icons act on West, red (and pink) ones on East.",
        "icons_events": "Card events", "icons_tracks": "Arrows and tracks",
        "icons_board": "Pieces on the board",
        "close": "Close",
        "section": "§ {n}",
        "rules_link": "Rules § {n}",
        "rules_link_title": "What the rules say about this decision",
        "icons_link": "What the icons mean",
        "game_over": "Game over",
        "wins": "{side} wins",
        "when": "in decade {decade}",
        "why_collapse": "{loser} had 4 or more mass protests when they were counted at the "
                        "End of Decade: the state collapsed.",
        "why_collapse_both": "Both states had 4 or more mass protests at the End of Decade; "
                             "when both collapse, East wins.",
        "why_national insolvency": "East had to dismantle more of its economy than it had "
                                   "left during the End of Decade: national insolvency.",
        "why_triumph of socialism": "East was due a new socialist while all 12 were already "
                                    "on the board: the triumph of socialism.",
        "why_socialism fails": "A socialist had to leave the board but none was left: "
                               "socialism failed.",
        "why_end of game": "Nobody won in four decades: East held out and wins.",
        "figures": "Final figures",
        "fig_protests": "Mass protests", "fig_economy": "Economy", "fig_ls": "Living standard",
        "fig_unrest": "Unrest", "fig_factories": "Factories (rundown)",
        "fig_socialists": "Socialists on the board", "fig_police": "Police power cards",
        "fig_prestige": "Prestige", "fig_prestige_value": "{side} holds the advantage ({n})",
        "fig_prestige_even": "even", "fig_wc": "Western currency track",
        "fig_soc_track": "Socialist track", "fig_flight": "Flight marker",
        "fig_wall": "Berlin Wall", "fig_wall_up": "standing", "fig_wall_down": "not standing",
        "chart_title": "{side}'s chances over the game",
        "chart_note": "The computer's estimate after each turn and End of Decade phase.",
        "chart_wait": "The computer is reviewing the game…",
        "chart_error": "The review could not be made: {error}",
        "chart_none": "The review needs the computer player, which is not running here.",
        "chart_label": "{side}'s estimated chance to win, from {first} to {last}",
        "wins_axis": "{side} wins",
        "key_moments": "Key moments",
        "no_moments": "No single turn changed the outlook much: a close game.",
        "moment_turn": "Decade {decade}, {side}'s turn",
        "moment_eod": "Decade {decade}, End of Decade: {phase}",
        "moment_swing": "{side}'s chances {before} → {after}",
        "why_not": "Not offered with this card:",
        "why_no_unrest": "Remove unrest: you have no unrest counter to remove.",
        "why_unrest_costs": "Remove unrest: with a card not of your colour it costs a "
                            "dismantling point, and you have nothing to dismantle.",
        "why_event_red": "Event: red events are {other}'s to trigger.",
        "why_event_yellow": "Event: yellow events are {other}'s to trigger.",
        "why_event_dismantle": "Event: it would make you dismantle more of your own economy "
                               "than you have.",
        "why_no_build": "No build points here: the province has a mass protest.",
        "replay": "Replay the game",
        "new_game": "New game",
    },
    "de": {
        "tagline": "Das geteilte Deutschland, 1945–1989. Ein Spieler führt den Osten, der "
                   "andere den Westen: Wirtschaft aufbauen, Lebensstandard heben und die "
                   "Leute von der Straße halten.",
        "continue": "Letzte Partie fortsetzen",
        "rules_button": "Regeln", "home_title": "Startseite: neue Partie, laden, Spielregeln",
        "vs_computer": "Gegen den Computer spielen",
        "vs_computer_note": "Am besten zum Lernen: der Computer spielt die andere Seite.",
        "your_side": "Deine Seite",
        "side_west_note": "starke Wirtschaft, aber West-Berlin und seine Versorger sind "
                          "verwundbar",
        "side_east_note": "Polizeigewalt und Sozialisten, aber knapp an Devisen und die "
                          "Leute gehen in den Westen",
        "level": "Stärke",
        "level_easy": "Leicht", "level_normal": "Normal", "level_hard": "Schwer",
        "start_computer": "Gegen den Computer starten",
        "hotseat": "Zu zweit an einem Bildschirm",
        "hotseat_note": "Abwechselnd an diesem Gerät; die Handkarten bleiben beim "
                        "Weitergeben verdeckt.",
        "load": "Spielstand-Text laden",
        "load_note": "Spielstand-Text oder Link einfügen.",
        "load_button": "Laden",
        "how_to_play": "Spielregeln",
        "how_note": "Die Regeln in Kürze, und jedes Symbol erklärt.",
        "language": "Sprache",
        "rules_title": "Regelübersicht",
        "rules_note": "Eine kurze Zusammenfassung in eigenen Worten, nach den "
                      "Abschnittsnummern der Spielregel. Im Zweifel gilt die gedruckte "
                      "Spielregel.",
        "contents": "Inhalt",
        "glossary_title": "Symbole",
        "glossary_note": "Gelbe Symbole wirken auf West, rote (und rosa) auf Ost.",
        "icons_events": "Ereignisse der Karten", "icons_tracks": "Pfeile und Leisten",
        "icons_board": "Teile auf dem Plan",
        "close": "Schließen",
        "section": "§ {n}",
        "rules_link": "Regel § {n}",
        "rules_link_title": "Was die Regeln zu dieser Entscheidung sagen",
        "icons_link": "Was die Symbole bedeuten",
        "game_over": "Spielende",
        "wins": "{side} gewinnt",
        "when": "in Jahrzehnt {decade}",
        "why_collapse": "{loser} hatte bei der Zählung am Jahrzehntende 4 oder mehr "
                        "Massenproteste: der Staat ist zusammengebrochen.",
        "why_collapse_both": "Beide Staaten hatten am Jahrzehntende 4 oder mehr "
                             "Massenproteste; brechen beide zusammen, gewinnt Ost.",
        "why_national insolvency": "Ost musste am Jahrzehntende mehr Wirtschaft abbauen, als "
                                   "es noch hatte: Staatsbankrott.",
        "why_triumph of socialism": "Ost stand ein neuer Sozialist zu, während alle 12 schon "
                                    "auf dem Plan waren: Triumph des Sozialismus.",
        "why_socialism fails": "Ein Sozialist musste den Plan verlassen, aber keiner war mehr "
                               "da: der Sozialismus ist gescheitert.",
        "why_end of game": "Vier Jahrzehnte ohne Sieger: Ost hat durchgehalten und gewinnt.",
        "figures": "Endstand",
        "fig_protests": "Massenproteste", "fig_economy": "Wirtschaft",
        "fig_ls": "Lebensstandard", "fig_unrest": "Unruhe",
        "fig_factories": "Fabriken (marode)", "fig_socialists": "Sozialisten auf dem Plan",
        "fig_police": "Polizeigewalt-Karten", "fig_prestige": "Prestige",
        "fig_prestige_value": "Vorteil {side} ({n})", "fig_prestige_even": "ausgeglichen",
        "fig_wc": "Devisenleiste", "fig_soc_track": "Sozialistenleiste",
        "fig_flight": "Fluchtmarker", "fig_wall": "Berliner Mauer",
        "fig_wall_up": "steht", "fig_wall_down": "steht nicht",
        "chart_title": "Siegchancen für {side} im Lauf der Partie",
        "chart_note": "Die Schätzung des Computers nach jedem Zug und jeder Phase des "
                      "Jahrzehntendes.",
        "chart_wait": "Der Computer wertet die Partie aus…",
        "chart_error": "Die Auswertung ist nicht gelungen: {error}",
        "chart_none": "Die Auswertung braucht den Computerspieler, der hier nicht läuft.",
        "chart_label": "Geschätzte Siegchance für {side}, von {first} bis {last}",
        "wins_axis": "{side} gewinnt",
        "key_moments": "Schlüsselmomente",
        "no_moments": "Kein einzelner Zug hat die Aussichten stark verändert: eine knappe "
                      "Partie.",
        "moment_turn": "Jahrzehnt {decade}, Zug von {side}",
        "moment_eod": "Jahrzehnt {decade}, Jahrzehntende: {phase}",
        "moment_swing": "Chancen für {side} {before} → {after}",
        "why_not": "Mit dieser Karte nicht möglich:",
        "why_no_unrest": "Unruhe entfernen: du hast keine Unruhe zu entfernen.",
        "why_unrest_costs": "Unruhe entfernen: mit einer Karte, die nicht deine Farbe hat, "
                            "kostet es einen Abbaupunkt, und du hast nichts abzubauen.",
        "why_event_red": "Ereignis: rote Ereignisse löst {other} aus.",
        "why_event_yellow": "Ereignis: gelbe Ereignisse löst {other} aus.",
        "why_event_dismantle": "Ereignis: du müsstest mehr eigene Wirtschaft abbauen, als du "
                               "hast.",
        "why_no_build": "Hier keine Baupunkte: in der Provinz herrscht ein Massenprotest.",
        "replay": "Partie wiederholen",
        "new_game": "Neues Spiel",
    },
}


def t(key: str, lang: str, **fmt: object) -> str:
    text = STRINGS.get(lang, STRINGS["en"]).get(key) or STRINGS["en"][key]
    return text.format(**fmt) if fmt else text
