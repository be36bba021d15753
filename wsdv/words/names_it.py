"""Names of the game's things in Italian (names.py reads them): the terms from terms.py, the
card titles (the Italian rulebook's where it names a card: 7, 9, 27, 50, II, IV-B; our own
otherwise). German place names stay as the board prints them; Berlin's halves and West Germany are
translated, as the German and English texts do."""

from __future__ import annotations

from .terms import TERMS, cap

T = TERMS["it"]

SIDES = {"west": T["west"], "east": T["east"]}
SIDES_TOWARD = SIDES
PLACES = {"West Berlin": "Berlino Ovest", "East Berlin": "Berlino Est",
          "West Germany": "Germania Ovest",
          "Niedersachsen or Hamburg": "Niedersachsen o Hamburg"}
# "in Sachsen" but "a Berlino Est": a city's province takes "a" ({province:in})
CITY_PROVINCES = {"West Berlin", "East Berlin", "Hamburg", "Bremen", "Rheinsberg"}
SECTORS = {"British": "settore britannico", "French": "settore francese",
           "US": "settore USA"}
TRACKS = {"prestige": T["prestige"], "western_currency": T["western_currency"],
          "socialist": T["socialist"]}
PHASES = {1: f"{cap(T['flight'])} / {T['wall']}", 2: cap(T["prestige"]),
          3: cap(T["western_currency"]), 4: f"Pagare le {T['police_power']}",
          5: f"Mantenere il {T['living_standard']}", 6: cap(T["internal_comparison"]),
          7: cap(T["east_west_comparison"]), 8: f"Risolvere le carte {T['police_power']}",
          9: "Fase socialista", 10: "Wir sind das Volk?"}
ICONS = {"build": T["build_point"], "dismantle": T["dismantling_point"],
         "unrest_add": f"+1 cubo {T['unrest']}", "unrest_remove": f"−1 cubo {T['unrest']}",
         "unrest_move": f"sposta 1 cubo {T['unrest']}",
         "reduce_to_three": f"riduci la {T['unrest']} a 3",
         "ls_add": f"+1 {T['ls']} (rimuove 1 cubo {T['unrest']})",
         "ls_add_keep_unrest": f"+1 {T['ls']}",
         "ls_remove": f"−1 {T['ls']}",
         "factory_remove_with_infrastructure": "rimuovi una fabbrica con la sua "
                                               f"{T['infrastructure']}",
         "rundown": T["rundown_factory"], "repair": "ripara una fabbrica",
         "police_red": f"{T['police_power']} rossa", "police_pink": f"{T['police_power']} rosa",
         "wall_build": f"costruzione del {T['wall']}", "wall_open": "Muro riaperto",
         "stasi_disbandment": cap(T["stasi_disbandment"]),
         "guillaume_affair": T["guillaume_affair"]}
BOX_ICONS = {"east_unrest": f"+1 cubo {T['unrest']}", "east_dismantle": T["dismantling_point"],
             "east_remove_ls": f"−1 {T['ls']}", "east_rundown": T["rundown"],
             "east_build": T["build_point"], "east_remove_unrest": f"−1 cubo {T['unrest']}",
             "east_ls": f"+1 {T['ls']}"}
BOX = ("Casella {value}: Est: ", "{name}")
LOOKS = {"hand": "la mano dell'Ovest", "deck": "le prime 2 carte del mazzo"}
NOTHING = "niente"
HIDDEN_CARD = "una carta coperta"
LINE = ("linea", "presso")
ARROWS = "{track} {n} verso l'{side} ({arrows})"
CAP = "al massimo {n} per provincia"
DECIDES = "l'{who} decide dove"

CARDS = {
    "1": "Riforma agraria",
    "2": "Fusione forzata di KPD e SPD",
    "3": "Riforma monetaria a Est",
    "4": "I diciotto di Gottinga",
    "5": "Nasce la Stasi",
    "6": "Costruzione pianificata del socialismo",
    "7": "Aderire al CMEA",
    "8": "Protettorato della Saar",
    "9": "Aderire al Patto di Varsavia",
    "10": "Nasce la FDJ",
    "11": "Ingresso nella NATO e riarmo",
    "12": "Accordo di riparazione con Israele",
    "13": "Riforma monetaria a Ovest",
    "14": "Ponte aereo di Berlino",
    "15": "Purghe staliniste",
    "16": "Rivolta del 17 giugno",
    "17": "Smantellamento dell'industria a Est",
    "18": "Il miracolo di Berna",
    "19": "La Germania Ovest torna sovrana",
    "20": "Il miracolo economico",
    "21": "Divieto di lavoro per socialisti critici",
    "22": "Lasciapassare per Berlino",
    "23": "Riforme NÖSPL",
    "24": "Raduno della gioventù tedesca",
    "25": "Ucciso Benno Ohnesorg",
    "26": "Il Sessantotto",
    "27": "Il primo impianto nucleare tedesco nell'Est!",
    "28": "La DDR introduce la cittadinanza",
    "29": "Nasce l'Intershop",
    "30": "L'Ovest paga per liberare prigionieri",
    "31": "La DDR alle Olimpiadi",
    "32": "Affare Spiegel",
    "33": "Leggi d'emergenza a Ovest",
    "34": "Obiettori di coscienza",
    "35": "La TV a colori arriva a Ovest",
    "36": "Osare più democrazia",
    "37": "Primavera di Praga",
    "38": "Jet USA abbattuto sulla DDR",
    "39": "Ich bin ein Berliner!",
    "40": "Processi di Francoforte su Auschwitz",
    "41": "Accordo sul transito",
    "42": "La BRD riconosce la DDR",
    "43": "Crisi dell'acciaio",
    "44": "Frazione dell'Armata Rossa",
    "45": "Programma per la casa",
    "46": "Palazzo della Repubblica",
    "47": "A Est si producono i blue jeans",
    "48": "Nazionalizzazione delle medie imprese",
    "49": "Raddoppio degli informatori",
    "50": "Affare Guillaume",
    "51": "Trappole esplosive al confine",
    "52": "Fallisce la banca Herstatt",
    "53": "Valuta occulta della KoKo",
    "54": "Crisi petrolifera del 1973",
    "55": "Brandt in ginocchio a Varsavia",
    "56": "Boom dell'automobile",
    "57": "Biermann privato della cittadinanza",
    "58": "Il rogo di Brüsewitz",
    "59": "Scontri nel giorno della Repubblica",
    "60": "Olimpiadi di Monaco",
    "61": "Movimento pacifista a Est e a Ovest",
    "62": "Piogge acide e Bitterfeld",
    "63": "Crisi dei cantieri navali",
    "64": "Strauß procura crediti occidentali",
    "65": "Honecker in visita a Ovest",
    "66": "La Stasi irrompe nella biblioteca ambientale",
    "67": "Riapre la Semperoper",
    "68": "Proteste contro il ritrattamento nucleare",
    "69": "Il censimento contestato",
    "70": "Nasce il DAX",
    "71": "Il degrado dei centri storici",
    "72": "L'URSS riduce il petrolio",
    "73": "Legge marziale contro Solidarność",
    "74": "L'Est minimizza Černobyl'",
    "75": "Censurata la rivista Sputnik",
    "76": "Riconciliazione a Verdun",
    "77": "Le prime manifestazioni del lunedì",
    "78": "Scoperti i brogli elettorali",
    "79": "Arriva l'era del computer",
    "80": "L'Ungheria apre la recinzione di confine",
    "I": "Carri armati sovietici",
    "II": "Costruzione del Muro di Berlino",
    "III": "Honecker destituisce Ulbricht",
    "IV-A": "Governo d'emergenza della Tavola rotonda",
    "IV-B": "Caduta del Muro",
}
