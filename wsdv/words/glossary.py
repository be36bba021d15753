"""The icon glossary: every icon drawn on the cards and the board, with its name and meaning,
in English and German (Italian and Polish in it.py and pl.py; our own words). Keys are the
sprite's symbol names (wsdv/ui/icons.py) and, for the board's pieces and the card's arrows,
names of our own ("piece_…", "arrow_…");
wsdv/ui/glossary_html.py draws each one. A section number points into the rules reference."""

from __future__ import annotations

from . import it, pl

# key -> (name, meaning, rules section)
Entry = tuple[str, str, str]

GLOSSARY: dict[str, dict[str, Entry]] = {
    "en": {
        "build": ("Build point", "Build 1 factory or 1 infrastructure for the side of the "
                  "icon's colour.", "5.1"),
        "dismantle": ("Dismantling point", "Remove 1 factory or 1 infrastructure of the side "
                      "of the icon's colour.", "5.2"),
        "rundown": ("Rundown", "An East factory runs down (its value drops by 1); with no "
                    "factory left to run down, an infrastructure goes instead.", "5.3"),
        "repair": ("Repair", "A rundown East factory becomes a normal factory again (+1 "
                   "value).", "5.3"),
        "factory_remove_with_infrastructure": (
            "Remove a factory", "A factory goes together with all the infrastructure on its "
            "connections.", "6.4"),
        "unrest_add": ("+1 unrest", "Put 1 unrest counter into a province of that side.",
                       "4"),
        "unrest_remove": ("−1 unrest", "Take 1 unrest counter out of a province of that side.",
                          "6.1"),
        "unrest_move": ("Move unrest", "Move 1 unrest counter of that side into another of its "
                        "provinces.", "6.4"),
        "reduce_to_three": ("Reduce to 3", "In a province of that side with a mass protest, "
                            "lower the unrest to 3.", "4"),
        "ls_add": ("+1 LS", "Put 1 living standard into a province of that side, whatever its "
                   "economy, and remove 1 unrest there.", "6.3"),
        "ls_add_keep_unrest": ("+1 LS (unrest stays)", "As +1 LS, but the unrest stays.",
                               "6.3"),
        "ls_remove": ("−1 LS", "Remove 1 living standard from a province of that side.",
                      "6.3"),
        "police_red": ("Red police power", "East keeps the card: once per decade it removes 1 "
                       "East unrest; it raises the flight and costs 1 dismantling point each "
                       "End of Decade.", "8"),
        "police_pink": ("Pink police power", "As red police power, but it does not raise the "
                        "flight.", "8"),
        "wall_build": ("Berlin Wall built", "No more flight from the Republic; East pays the "
                       "Wall's upkeep at each End of Decade instead.", "9.1"),
        "wall_open": ("Wall reopened", "Flight from the Republic hits East again.", "9.1"),
        "stasi_disbandment": ("Stasi disbanded", "East gives up its police power cards (their "
                              "used unrest returns, at most 1 per province) and never collects "
                              "new ones.", "8"),
        "guillaume_affair": ("Guillaume affair", "East looks at West's hand or the top 2 deck "
                             "cards and may swap one of its cards for one of them (or remove a "
                             "deck card from the game).", "6.4"),
        "flight": ("Flight icon", "On a card's corner: each played this decade moves the "
                   "flight marker 1 up at the End of Decade.", "9.1"),
        "prestige": ("Prestige", "The prestige track: its holder starts the decade, picks "
                     "first in 9.1 and 9.3 and carries out a prestige box.", "9.2"),
        "western_currency": ("Western currency", "The Western currency track: East's income "
                             "to pay for its LS.", "9.3"),
        "socialist": ("Socialist", "East's socialists: they calm mass protests; the track "
                      "gives or takes them at the End of Decade.", "7"),
        "eod": ("End of Decade", "The End of Decade track: the phase running now.", "9"),
        "arms_west": ("West's coat of arms", "On an icon: West decides where it acts, "
                      "whoever triggered the event.", "6.4"),
        "arms_east": ("East's coat of arms", "On an icon: East decides where it acts, "
                      "whoever triggered the event.", "6.4"),
        "arrow_west": ("Yellow arrow", "Moves the marker of the track beside it 1 space toward "
                       "West; off the track's end, West adds 1 unrest in the East.", "6.4"),
        "arrow_east": ("Red arrow", "Moves the marker of the track beside it 1 space toward "
                       "East; off the track's end, East removes 1 of its unrest.", "6.4"),
        "piece_factory": ("Factory", "The number is its value: 1 plus its working "
                          "connections.", "5.1"),
        "piece_rundown": ("Rundown factory", "A striped East factory: worth only its working "
                          "connections; never dismantled.", "5.3"),
        "piece_external": ("External factory", "A purple factory in the ČSSR or Polska; it "
                           "adds its value to one connected East province.", "10.5"),
        "piece_infrastructure": ("Infrastructure", "A built line of a connection; when all "
                                 "lines between two factories are built, the connection "
                                 "works and both factories gain 1.", "5.1"),
        "piece_unrest": ("Unrest", "Unrest counters in a province; 4 make a mass protest.",
                         "4"),
        "piece_ls": ("Living standard (LS)", "LS in a province; gaps in LS create unrest at "
                     "the End of Decade.", "6.3"),
        "piece_protest": ("Mass protest", "No building in the province; 4 of them collapse a "
                          "state.", "4"),
        "piece_imported": ("Imported mass protest", "Dashed: exported from West Berlin to a "
                           "supplier; it ends when one in West Berlin ends.", "10.2"),
    },
    "de": {
        "build": ("Baupunkt", "Baue 1 Fabrik oder 1 Infrastruktur für die Seite in der Farbe "
                  "des Symbols.", "5.1"),
        "dismantle": ("Abbaupunkt", "Entferne 1 Fabrik oder 1 Infrastruktur der Seite in der "
                      "Farbe des Symbols.", "5.2"),
        "rundown": ("Marode", "Eine Ost-Fabrik wird marode (ihr Wert sinkt um 1); ist keine "
                    "mehr übrig, fällt stattdessen eine Infrastruktur weg.", "5.3"),
        "repair": ("Reparatur", "Eine marode Ost-Fabrik wird wieder normal (+1 Wert).",
                   "5.3"),
        "factory_remove_with_infrastructure": (
            "Fabrik entfernen", "Eine Fabrik verschwindet mit aller Infrastruktur ihrer "
            "Verbindungen.", "6.4"),
        "unrest_add": ("+1 Unruhe", "Setze 1 Unruhe in eine Provinz dieser Seite.", "4"),
        "unrest_remove": ("−1 Unruhe", "Nimm 1 Unruhe aus einer Provinz dieser Seite.",
                          "6.1"),
        "unrest_move": ("Unruhe verschieben", "Verschiebe 1 Unruhe dieser Seite in eine "
                        "andere ihrer Provinzen.", "6.4"),
        "reduce_to_three": ("Auf 3 senken", "In einer Provinz dieser Seite mit Massenprotest "
                            "die Unruhe auf 3 senken.", "4"),
        "ls_add": ("+1 LS", "Setze 1 Lebensstandard in eine Provinz dieser Seite, egal wie "
                   "stark ihre Wirtschaft ist, und entferne dort 1 Unruhe.", "6.3"),
        "ls_add_keep_unrest": ("+1 LS (Unruhe bleibt)", "Wie +1 LS, aber die Unruhe bleibt.",
                               "6.3"),
        "ls_remove": ("−1 LS", "Entferne 1 Lebensstandard aus einer Provinz dieser Seite.",
                      "6.3"),
        "police_red": ("Rote Polizeigewalt", "Ost behält die Karte: einmal pro Jahrzehnt "
                       "entfernt sie 1 Unruhe im Osten; sie erhöht die Flucht und kostet an "
                       "jedem Jahrzehntende 1 Abbaupunkt.", "8"),
        "police_pink": ("Rosa Polizeigewalt", "Wie rote Polizeigewalt, erhöht aber nicht die "
                        "Flucht.", "8"),
        "wall_build": ("Mauerbau", "Keine Republikflucht mehr; stattdessen zahlt Ost an jedem "
                       "Jahrzehntende den Unterhalt der Mauer.", "9.1"),
        "wall_open": ("Mauer geöffnet", "Die Republikflucht trifft den Osten wieder.", "9.1"),
        "stasi_disbandment": ("Stasi aufgelöst", "Ost gibt seine Polizeigewalt-Karten ab "
                              "(deren benutzte Unruhe kehrt zurück, höchstens 1 je Provinz) "
                              "und bekommt keine neuen mehr.", "8"),
        "guillaume_affair": ("Guillaume-Affäre", "Ost sieht die Hand des Westens oder die "
                             "obersten 2 Karten des Stapels an und darf eine eigene Karte "
                             "gegen eine davon tauschen (oder eine Stapelkarte aus dem Spiel "
                             "nehmen).", "6.4"),
        "flight": ("Fluchtsymbol", "In der Kartenecke: jedes in diesem Jahrzehnt gespielte "
                   "hebt den Fluchtmarker am Jahrzehntende um 1.", "9.1"),
        "prestige": ("Prestige", "Die Prestigeleiste: wer vorn liegt, beginnt das Jahrzehnt, "
                     "wählt in 9.1 und 9.3 zuerst und führt ein Prestigefeld aus.", "9.2"),
        "western_currency": ("Devisen", "Die Devisenleiste: Einnahmen des Ostens, um seine LS "
                             "zu bezahlen.", "9.3"),
        "socialist": ("Sozialist", "Die Sozialisten des Ostens: sie beruhigen Massenproteste; "
                      "die Leiste gibt oder nimmt sie am Jahrzehntende.", "7"),
        "eod": ("Jahrzehntende", "Die Leiste des Jahrzehntendes: die laufende Phase.", "9"),
        "arms_west": ("Wappen des Westens", "Auf einem Symbol: West bestimmt, wo es wirkt, "
                      "egal wer das Ereignis ausgelöst hat.", "6.4"),
        "arms_east": ("Wappen des Ostens", "Auf einem Symbol: Ost bestimmt, wo es wirkt, egal "
                      "wer das Ereignis ausgelöst hat.", "6.4"),
        "arrow_west": ("Gelber Pfeil", "Schiebt den Marker der Leiste daneben 1 Feld Richtung "
                       "West; am Ende der Leiste setzt West stattdessen 1 Unruhe in den Osten.",
                       "6.4"),
        "arrow_east": ("Roter Pfeil", "Schiebt den Marker der Leiste daneben 1 Feld Richtung "
                       "Ost; am Ende der Leiste entfernt Ost stattdessen 1 eigene Unruhe.",
                       "6.4"),
        "piece_factory": ("Fabrik", "Die Zahl ist ihr Wert: 1 plus ihre arbeitenden "
                          "Verbindungen.", "5.1"),
        "piece_rundown": ("Marode Fabrik", "Eine gestreifte Ost-Fabrik: nur so viel wert wie "
                          "ihre arbeitenden Verbindungen; wird nie abgebaut.", "5.3"),
        "piece_external": ("Externe Fabrik", "Eine lila Fabrik in der ČSSR oder in Polska; "
                           "sie rechnet ihren Wert einer verbundenen Ost-Provinz zu.", "10.5"),
        "piece_infrastructure": ("Infrastruktur", "Eine gebaute Linie einer Verbindung; sind "
                                 "alle Linien zwischen zwei Fabriken gebaut, arbeitet die "
                                 "Verbindung, und beide Fabriken steigen um 1.", "5.1"),
        "piece_unrest": ("Unruhe", "Unruhe in einer Provinz; 4 ergeben einen Massenprotest.",
                         "4"),
        "piece_ls": ("Lebensstandard (LS)", "LS in einer Provinz; Unterschiede im LS erzeugen "
                     "am Jahrzehntende Unruhe.", "6.3"),
        "piece_protest": ("Massenprotest", "In der Provinz wird nicht gebaut; 4 davon bringen "
                          "einen Staat zum Zusammenbruch.", "4"),
        "piece_imported": ("Importierter Massenprotest", "Gestrichelt: aus West-Berlin in eine "
                           "Versorgerprovinz exportiert; er endet, wenn einer in West-Berlin "
                           "endet.", "10.2"),
    },
}
GLOSSARY["it"] = it.GLOSSARY
GLOSSARY["pl"] = pl.GLOSSARY
