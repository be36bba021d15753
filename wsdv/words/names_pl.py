"""Names of the game's things in Polish (names.py reads them): the terms from terms.py, the
card titles (the players' summary names card 79; our own translations otherwise). German
place names stay as the board prints them; Berlin's halves and West Germany are translated,
as the German and English texts do. A side after "w stronę" takes the genitive
(SIDES_TOWARD)."""

from __future__ import annotations

from .terms import TERMS, cap

T = TERMS["pl"]

SIDES = {"west": T["west"], "east": T["east"]}
SIDES_TOWARD = {"west": "Zachodu", "east": "Wschodu"}
# a side's cases, picked by a template's field: "{side:gen}" (plural.CASES)
SIDE_CASES = {
    "west": {"gen": "Zachodu", "dat": "Zachodowi", "acc": "Zachód", "ins": "Zachodem",
             "loc": "Zachodzie"},
    "east": {"gen": "Wschodu", "dat": "Wschodowi", "acc": "Wschód", "ins": "Wschodem",
             "loc": "Wschodzie"}}
PLACES = {"West Berlin": "Berlin Zachodni", "East Berlin": "Berlin Wschodni",
          "West Germany": "Niemcy Zachodnie",
          "Niedersachsen or Hamburg": "Niedersachsen lub Hamburg"}
SECTORS = {"British": "sektor brytyjski", "French": "sektor francuski",
           "US": "sektor amerykański"}
# a track names its marker in the genitive: "znacznik prestiżu", "znacznik dewiz"
TRACKS = {"prestige": "prestiżu", "western_currency": "dewiz", "socialist": "socjalistów"}
PHASES = {1: f"{T['wall']} / {T['flight_republic']}", 2: cap(T["prestige"]),
          3: cap(T["western_currency"]), 4: f"Koszt kart {T['police_power_of']}",
          5: "Utrzymanie poziomu życia", 6: T["internal_comparison"],
          7: T["east_west_comparison"], 8: f"Wykorzystanie kart {T['police_power_of']}",
          9: "Socjaliści", 10: "Wir sind das Volk?"}
ICONS = {"build": T["build_point"], "dismantle": T["dismantling_point"],
         "unrest_add": "+1 znacznik niepokoju", "unrest_remove": "−1 znacznik niepokoju",
         "unrest_move": "przesuń 1 znacznik niepokoju",
         "reduce_to_three": "zredukuj niepokój do 3",
         "ls_add": f"+1 {T['ls']} (usuwa 1 znacznik niepokoju)",
         "ls_add_keep_unrest": f"+1 {T['ls']}",
         "ls_remove": f"−1 {T['ls']}",
         "factory_remove_with_infrastructure": "usuń fabrykę z jej połączeniami",
         "rundown": T["rundown_factory"], "repair": "wyremontuj fabrykę",
         "police_red": f"czerwone {T['police_power']}",
         "police_pink": f"różowe {T['police_power']}",
         "wall_build": "Budowa Muru", "wall_open": "Otwarcie Muru",
         "stasi_disbandment": T["stasi_disbandment"], "guillaume_affair": T["guillaume_affair"]}
BOX_ICONS = {"east_unrest": "+1 znacznik niepokoju", "east_dismantle": T["dismantling_point"],
             "east_remove_ls": f"−1 {T['ls']}", "east_rundown": T["rundown"],
             "east_build": T["build_point"], "east_remove_unrest": "−1 znacznik niepokoju",
             "east_ls": f"+1 {T['ls']}"}
BOX = ("Pole {value}: Wschód: ", "{name}")
LOOKS = {"hand": "rękę Zachodu", "deck": "2 wierzchnie karty talii"}
NOTHING = "nic"
HIDDEN_CARD = "zakryta karta"
LINE = ("", "przy mieście")  # the templates say "na linii {line}"
ARROWS = "tor {track}: {n} w stronę {side} ({arrows})"
CAP = "najwyżej {n} na prowincję"
DECIDES = "{who} decyduje, gdzie"

CARDS = {
    "1": "Reforma rolna",
    "2": "Przymusowe połączenie KPD i SPD",
    "3": "Reforma walutowa na Wschodzie",
    "4": "Osiemnastu z Getyngi",
    "5": "Powstaje Stasi",
    "6": "Planowa budowa socjalizmu",
    "7": "Przystąpienie do RWPG",
    "8": "Protektorat Saary",
    "9": "Przystąpienie do Układu Warszawskiego",
    "10": "Powstaje FDJ",
    "11": "Wejście do NATO i remilitaryzacja",
    "12": "Układ o odszkodowaniach z Izraelem",
    "13": "Reforma walutowa na Zachodzie",
    "14": "Most powietrzny",
    "15": "Czystki stalinowskie",
    "16": "Powstanie 17 czerwca",
    "17": "Demontaż przemysłu NRD",
    "18": "Cud w Bernie",
    "19": "RFN odzyskuje suwerenność",
    "20": "Cud gospodarczy",
    "21": "Zakaz pracy dla krytycznych socjalistów",
    "22": "Przepustki do Berlina",
    "23": "Reformy NÖSPL",
    "24": "Zlot młodzieży Niemiec",
    "25": "Zastrzelenie Benno Ohnesorga",
    "26": "Rok 1968",
    "27": "Pierwsza niemiecka elektrownia atomowa",
    "28": "NRD wprowadza obywatelstwo",
    "29": "Powstaje Intershop",
    "30": "RFN wykupuje więźniów",
    "31": "NRD na igrzyskach olimpijskich",
    "32": "Afera Spiegla",
    "33": "Ustawy wyjątkowe w RFN",
    "34": "Żołnierze budowlani",
    "35": "Telewizja kolorowa na Zachodzie",
    "36": "Odważyć się na więcej demokracji",
    "37": "Praska Wiosna",
    "38": "Amerykański odrzutowiec zestrzelony nad NRD",
    "39": "Ich bin ein Berliner!",
    "40": "Procesy oświęcimskie we Frankfurcie",
    "41": "Układ tranzytowy",
    "42": "RFN uznaje NRD",
    "43": "Kryzys stali",
    "44": "Frakcja Czerwonej Armii",
    "45": "Program budowy mieszkań",
    "46": "Pałac Republiki",
    "47": "NRD pozwala szyć dżinsy",
    "48": "Upaństwowienie średnich firm",
    "49": "Dwa razy więcej tajnych współpracowników",
    "50": "Afera Guillaume'a",
    "51": "Miny samostrzałowe na granicy",
    "52": "Upadek banku Herstatt",
    "53": "Tajne dewizy KoKo",
    "54": "Kryzys naftowy 1973",
    "55": "Uklęknięcie w Warszawie",
    "56": "Boom motoryzacyjny",
    "57": "Biermann pozbawiony obywatelstwa",
    "58": "Samospalenie Brüsewitza",
    "59": "Rozruchy w Dniu Republiki",
    "60": "Igrzyska w Monachium",
    "61": "Ruch pokojowy na Wschodzie i Zachodzie",
    "62": "Kwaśne deszcze i Bitterfeld",
    "63": "Upadek stoczni",
    "64": "Strauß załatwia zachodnie kredyty",
    "65": "Honecker z wizytą w RFN",
    "66": "Nalot Stasi na Bibliotekę Ekologiczną",
    "67": "Odbudowa Semperoper",
    "68": "Protesty przeciw zakładowi przerobu paliwa",
    "69": "Spór o spis ludności",
    "70": "Powstaje indeks DAX",
    "71": "Rozpad starych śródmieść",
    "72": "ZSRR ogranicza dostawy ropy",
    "73": "Stan wojenny przeciw Solidarności",
    "74": "NRD bagatelizuje Czarnobyl",
    "75": "Zakaz numeru Sputnika",
    "76": "Pojednanie pod Verdun",
    "77": "Pierwsze demonstracje poniedziałkowe",
    "78": "Ujawnienie fałszerstw wyborczych",
    "79": "Początek ery komputerów",
    "80": "Węgry otwierają granicę",
    "I": "Radzieckie czołgi",
    "II": "Budowa Muru",
    "III": "Honecker odsuwa Ulbrichta",
    "IV-A": "Rząd kryzysowy Okrągłego Stołu",
    "IV-B": "Upadek Muru",
}
