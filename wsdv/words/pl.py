"""Polish templates, by message key (the same keys and arguments as en.py), and the Polish
card events (events.py) and icon glossary (glossary.py). The terms are terms.TERMS["pl"],
the Polish players': niepokój, masowe demonstracje, poziom życia (LS), punkt budowy, punkt
demontażu, przestarzała fabryka, połączenie, dewizy, ucieczka, prestiż, użycie policji,
prowincja wspierająca, wystawka, półdekada, Koniec Dekady. Our own words.

Names go into a sentence in the nominative, after a noun that takes the case ("w prowincji
{province}", "w mieście {city}", "na linii {line}", "kartę {card}") or after a colon; counts
take their three forms ({n:one=karta|few=karty|many=kart}); a verb before a counted subject
agrees with it ({n:verb=przepada/przepadają}: "przepadają 2 punkty", "przepada 5 punktów"), and
a side takes its case ({side:gen}: "z prowincji Wschodu"), never "(strona Wschód)" or
"pozostało: {n}"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .names import amounts, by_hamburg, deltas, place, sector, signed
from .plural import fill_in

Template = str | Callable[[dict[str, Any], str], str]

CARDS_ACC = "{n:one=kartę|few=karty|many=kart}"
POINTS = "{n:one=punkt|few=punkty|many=punktów} budowy"
SOCIALISTS = "{n:one=socjalistę|few=socjalistów|many=socjalistów}"
UNREST = "{n:one=znacznik|few=znaczniki|many=znaczników} niepokoju"
UNREST_OF = "{unrest} {unrest:one=znacznik|few=znaczniki|many=znaczników} niepokoju"
MESSAGES = "{n} {n:one=wiadomość|few=wiadomości|many=wiadomości}"


def _attack(args: dict[str, Any], lang: str) -> str:
    """9.7: who attacks, with how many LS available; the unrest waiting from earlier attacks
    (it lands after all attacks)."""
    text = (f"Rywalizacja Wschód-Zachód: którą prowincję atakuje "
            f"{place(args['attacker'], lang)}, mając do dyspozycji {args['ls']} LS?")
    if args["pending"]:
        text += " Czeka z wcześniejszych ataków: " + ", ".join(
            fill_in("pl", "{p}: +{n} " + UNREST, p=place(p, lang), n=n)
            for p, n in args["pending"])
    return text


def _hold(args: dict[str, Any], lang: str) -> str:
    """A Hamburg option of phase 9.5: what each of its two provinces loses."""
    parts = [f"{place(p, lang)} traci {n} LS" if n else f"{place(p, lang)} zachowuje swoje LS"
             for p, n in args["losses"]]
    return f"{place(args['province'], lang)}: " + ", ".join(parts)


TEMPLATES: dict[str, Template] = {
    "log.changes": "{side} decyduje",
    # --- a turn: card and action (section 3, 6) ---
    "prompt.card": "{side}: wybierz kartę do swojej akcji",
    "opt.card_display": "Wystawka: {card}",
    "opt.card_special": "Karta specjalna: {card}",
    "opt.card_hand": "Ręka: {card}",
    "log.take_display": "{side} bierze kartę {card} z wystawki",
    "log.take_special": "{side} bierze kartę specjalną {card}",
    "log.take_hand": "{side} bierze kartę {card} z ręki",
    "prompt.action": "{side}: co zrobić z kartą {card}?",
    "opt.unrest_free": "Usuń 1 znacznik niepokoju",
    "opt.unrest_dismantle": "Usuń 1 znacznik niepokoju (i zdemontuj 1 punkt budowy)",
    "opt.build": "Buduj: {value} {value:one=punkt|few=punkty|many=punktów} budowy",
    "opt.ls": "Podnieś poziom życia (wartość karty {value})",
    "opt.event": "Zagraj wydarzenie z karty",
    "log.action_unrest": "{side} usuwa kartą {card} 1 znacznik niepokoju",
    "log.action_build": "{side} buduje kartą {card} ({value})",
    "log.action_ls": "{side} podnosi poziom życia kartą {card} ({value})",
    "log.action_event": "{side} zagrywa wydarzenie z karty {card}",
    # --- 6.3 poziom życia, 10.1 Berlin Zachodni, 10.2 Hamburg, 10.5 zagraniczne fabryki ---
    "prompt.hamburg_action": "Do której prowincji należy Hamburg w tej akcji?",
    "opt.hamburg_action": "{province} (wtedy LS w prowincji {province} kosztuje {need} z "
                          "wartości karty)",
    "prompt.external": "Do której prowincji zagraniczna fabryka {city_name} dodaje swoją "
                       "wartość w tej akcji?",
    "opt.province": "{province}",
    "opt.ls_in": "LS w prowincji {province}",
    "opt.ls_uses": "LS w prowincji {province} (zużywa {need} z wartości karty)",
    "opt.ls_done": "Nie umieszczaj więcej LS",
    "prompt.ls": "{side}: umieść LS (umieszczono {placed} z 3; z wartości karty "
                 "{budget:verb=zostaje/zostają} {budget})",
    "log.ls_placed": "{side} umieszcza 1 LS w prowincji {province}",
    "prompt.transfer": "Przenieść LS do Berlina Zachodniego? (LS umieszczone: {provinces})",
    "opt.transfer": "Przenieś LS z prowincji {supplier} do Berlina Zachodniego ({sector})",
    "opt.no_transfer": "Bez przeniesienia do Berlina Zachodniego",
    "opt.transfer_idle": "Przenieś LS z prowincji {supplier} do Berlina Zachodniego "
                         "({sector}): nie usunie wtedy niepokoju (Berlin Zachodni go nie ma)",
    "opt.no_transfer_calms": "Bez przeniesienia: LS usuwają niepokój w prowincjach "
                             "{provinces}",
    "log.transfer": "Zachód przenosi LS z prowincji {supplier} do Berlina Zachodniego "
                    "({sector})",
    "log.ls_unrest": "Nowy LS usuwa 1 znacznik niepokoju w prowincji {province}",
    # --- the sequence of play (section 3) ---
    "log.decade_start": "Zaczyna się dekada {decade}; karta specjalna {special} trafia na "
                        "wystawkę",
    "log.set_aside": "Odkłada się bez oglądania {n} {n:one=niedobraną kartę|few=niedobrane "
                     "karty|many=niedobranych kart} talii",
    "prompt.discard": "{side}: odrzuć karty z wcześniejszych dekad, zanim dobierzesz do 2 "
                      "kart na ręce",
    "prompt.discard_three": "{side}: odrzuć karty z wcześniejszych dekad, zanim dobierzesz "
                            "do 2 kart na ręce (3 karty: co najmniej 1 musi odejść)",
    "opt.discard": "Odrzuć kartę {card}",
    "opt.keep": "Zatrzymaj te karty",
    "log.discard_old": "{side} odrzuca z ręki kartę {card}",
    "log.draw": "{side} dobiera na rękę {n} " + CARDS_ACC,
    "log.display": "Wystawka: {cards}",
    "log.half_start": "Początek półdekady {decade}.{half}; zaczyna {starter}",
    "prompt.special_cost": "Cena karty specjalnej: odrzuć kartę z ręki albo pozwól Zachodowi "
                           "dobrać kartę",
    "opt.west_draws": "Zachód dobiera wierzchnią kartę talii",
    "log.west_draws": "Zachód dobiera na rękę wierzchnią kartę talii",
    "log.east_discards": "Wschód odrzuca kartę {card}",
    # --- punkty budowy, demontaż, niepokój (5.1, 5.2, section 4) ---
    "prompt.build": "{side} buduje: {n:verb=zostaje/zostają} {n} " + POINTS,
    "opt.factory": "Fabryka w mieście {city}",
    "opt.infra": "Połączenie na linii {line}",
    "opt.build_done": "Zakończ budowę",
    "log.build_factory": "{side} buduje fabrykę w mieście {city}",
    "log.build_infra": "{side} buduje połączenie na linii {line}",
    "log.build_lost": "{side} nie ma gdzie budować: {n:verb=przepada/przepadają} {n} " +
                      POINTS,
    "prompt.dismantle": "Demontaż gospodarki {side:gen}: {n:verb=zostaje/zostają} {n} "
                        "{n:one=punkt|few=punkty|many=punktów}",
    "prompt.dismantle_turns": "Demontaż gospodarki {side:gen}: {n:verb=zostaje/zostają} {n} "
                              "{n:one=punkt|few=punkty|many=punktów}, wybierane na zmianę: "
                              "ten wybiera {by}, następny {starter}",
    "opt.remove_factory": "Usuń fabrykę w mieście {city} (wartość {value})",
    "opt.remove_infra": "Usuń połączenie na linii {line}",
    "log.dismantle_factory": "{by} demontuje fabrykę w mieście {city}",
    "log.dismantle_infra": "{by} demontuje połączenie na linii {line}",
    "log.nothing_to_dismantle": "{side} nie ma już nic do demontażu",
    "log.insolvent_dismantle": "Wschód nie może zapłacić punktu demontażu: narodowe "
                               "bankructwo. Wygrywa Zachód.",
    "prompt.remove_unrest": "Usuń 1 znacznik niepokoju z jednej z prowincji {side:gen} "
                            "(jeszcze {n} do usunięcia)",
    "prompt.add_unrest": "Umieść 1 znacznik niepokoju w jednej z prowincji {side:gen} "
                         "(jeszcze {n} do umieszczenia)",
    "opt.unrest_in": "{province} (" + UNREST_OF + ")",
    "opt.unrest_in_protest": "{province} (" + UNREST_OF + "): jeszcze jeden wywoła masową "
                             "demonstrację (wtedy {total} z 4 dla {side:gen})",
    "opt.unrest_in_calm": "{province} (" + UNREST_OF + "): kończy masową demonstrację",
    "opt.unrest_in_socialist": "{province} (" + UNREST_OF + "): jeszcze jeden dałby masową "
                               "demonstrację, ale socjalista z pola socjalistów od razu "
                               "wkracza i usuwa 1 znacznik niepokoju (rozdział 7): brak "
                               "masowej demonstracji",
    "log.unrest_removed": "Niepokój w prowincji {province} spada o 1",
    "log.unrest_added": "Niepokój w prowincji {province} rośnie o 1",
    # --- masowe demonstracje w Berlinie Zachodnim (10.1), socjaliści (7), policja (8) ---
    "prompt.wb_import": "Masowe demonstracje w Berlinie Zachodnim się rozlewają: wybierz "
                        "prowincję wspierającą, która dostaje znacznik masowych demonstracji",
    "log.wb_import": "Masowe demonstracje z Berlina Zachodniego przechodzą do prowincji "
                     "{supplier}",
    "prompt.wb_unimport": "Masowe demonstracje w Berlinie Zachodnim się kończą: wybierz "
                          "prowincję wspierającą, z której znika importowany znacznik",
    "log.wb_unimport": "Importowane masowe demonstracje opuszczają prowincję {supplier}",
    "prompt.socialist": "Przesuń socjalistę z pola socjalistów do prowincji z masowymi "
                        "demonstracjami",
    "log.socialist_moves": "Socjalista idzie do prowincji {province} i usuwa 1 znacznik niepokoju",
    "log.police_used": "Wschód używa karty użycia policji {card}: usunięty 1 znacznik niepokoju w "
                       "prowincji {province}",
    "opt.police": "Użycie policji: usuń 1 znacznik niepokoju w prowincji {province}",
    "prompt.police": "Skorzystać z użycia policji, zanim akcja się skończy?",
    "opt.end_action": "Zakończ akcję",
    # --- tory (6.4 strzałki, niemożliwe do wykonania strzałki) ---
    "log.track_moved": "Znacznik {track} przesuwa się o {n} w stronę {toward}: teraz pole "
                       "{pos}",
    "log.track_blocked": "Znacznik {track} nie może iść dalej: rekompensata",
    "prompt.prestige_comp": "{side}: znacznik prestiżu jest na końcu toru; usuń 1 własny "
                            "znacznik niepokoju albo umieść 1 w prowincji przeciwnika",
    "opt.comp_remove": "Usuń 1 znacznik niepokoju w prowincji {province}",
    "opt.comp_add": "Umieść 1 znacznik niepokoju w prowincji {province}",
    # --- ikony bez strzałek (6.4) i pola prestiżu (9.2) ---
    "prompt.icon_order": "Która ikona teraz?",
    "opt.group": "{group}",
    "prompt.ls_icon": "Umieść 1 LS w jednej z prowincji {side:gen}",
    "prompt.ls_icon_keep": "Umieść 1 LS w jednej z prowincji {side:gen} (niepokój "
                           "zostaje)",
    "opt.ls_sector": "LS w Berlinie Zachodnim ({sector})",
    "log.ls_icon": "LS w prowincji {province} rośnie o 1",
    "log.ls_icon_unrest": "LS usuwa 1 znacznik niepokoju w prowincji {province}",
    "prompt.ls_remove": "Usuń 1 LS z jednej z prowincji {side:gen}",
    "opt.ls_remove": "Usuń 1 LS w prowincji {province} ({ls})",
    "opt.ls_remove_sector": "Usuń 1 LS w Berlinie Zachodnim ({sector})",
    "log.ls_removed": "LS w prowincji {province} spada o 1",
    "prompt.rundown": "Wybierz wschodnią fabrykę, która staje się przestarzała",
    "opt.city_value": "{city} (wartość {value})",
    "opt.city": "{city}",
    "opt.line": "{line}",
    "log.rundown": "Fabryka w mieście {city} staje się przestarzała",
    "prompt.rundown_infra": "Żadna wschodnia fabryka nie może się zestarzeć: zamiast tego "
                            "usuń 1 połączenie",
    "log.rundown_infra": "Zamiast przestarzałej fabryki usunięte zostaje wschodnie "
                         "połączenie ({line})",
    "prompt.repair": "Wybierz przestarzałą wschodnią fabrykę do wyremontowania",
    "log.repair": "Fabryka w mieście {city} zostaje wyremontowana",
    # --- wydarzenia z kart (6.4) ---
    "prompt.event_skip": "Karta Podwójna {card}: możesz zignorować 1 strzałkę albo 1 ikonę "
                         "bez strzałek",
    "opt.skip_none": "Wykonaj całe wydarzenie",
    "opt.skip_arrow": "Zignoruj 1 strzałkę: {group}",
    "opt.skip_icon": "Zignoruj 1 ikonę: {group}",
    "log.skip_icon": "{side} ignoruje 1 ikonę wydarzenia",
    "log.skip_arrow": "{side} ignoruje 1 strzałkę toru {track}",
    "log.police_void": "Ikona użycia policji nie działa po Rozwiązaniu Stasi",
    "log.police_red": "Wschód zbiera kartę {card} jako czerwoną kartę użycia policji",
    "log.police_pink": "Wschód zbiera kartę {card} jako różową kartę użycia policji",
    "log.wall_built": "Powstaje Mur Berliński: koniec Ucieczki z NRD",
    "log.wall_open": "Mur zostaje otwarty: Ucieczka z NRD znów uderza we Wschód",
    "prompt.move_unrest": "Przesuń 1 znacznik niepokoju {side:gen} (jeszcze {n} do "
                          "przesunięcia)",
    "opt.move": "{source} → {dest}",
    "log.unrest_moved": "Jeden znacznik niepokoju przechodzi z prowincji {source} do "
                        "prowincji {dest}",
    "prompt.reduce_three": "Zredukuj niepokój do 3 w prowincji z masowymi demonstracjami",
    "log.reduced_three": "Niepokój w prowincji {province} zredukowany do 3 (usunięto {n} "
                         "{n:one=znacznik|few=znaczniki|many=znaczników})",
    "prompt.factory_remove": "Którą fabrykę usunąć razem ze wszystkimi jej połączeniami?",
    "log.factory_removed": "Fabryka w mieście {city_name} i wszystkie jej połączenia znikają "
                           "na stałe",
    "log.stasi": "Rozwiązanie Stasi: karty użycia policji zostają odrzucone; "
                 "{n:verb=wraca/wracają} z nich {n} " + UNREST,
    "prompt.guillaume_look": "Afera Guillaume'a: co obejrzeć?",
    "opt.look_hand": "Rękę Zachodu ({n} " + CARDS_ACC.replace("kartę", "karta") + ")",
    "opt.look_deck": "2 wierzchnie karty talii ({n})",
    "log.guillaume_look": "Wschód ogląda {look}",
    "log.guillaume_seen": "Wschód widzi: {cards}",
    "prompt.guillaume_hand": "Afera Guillaume'a: wymień jedną ze swoich kart na obejrzaną "
                             "albo nic nie zmieniaj",
    "prompt.guillaume_deck": "Afera Guillaume'a: wymień jedną ze swoich kart na obejrzaną, "
                             "usuń jedną z nich z gry albo nic nie zmieniaj",
    "opt.swap": "Oddaj {mine}, weź {theirs}",
    "opt.remove_card": "Usuń z gry kartę {card}",
    "opt.change_nothing": "Nic nie zmieniaj",
    "log.guillaume_swap": "Wschód wymienia jedną ze swoich kart",
    "log.guillaume_gives": "Wschód oddaje {mine} i bierze {theirs}",
    "log.guillaume_remove": "Wschód usuwa z gry jedną z 2 wierzchnich kart talii",
    "log.guillaume_removes": "Wschód usuwa kartę {card}",
    # --- Koniec Dekady (section 9) ---
    "log.eod_phase": "Koniec Dekady {decade}, faza {n}: {phase}",
    "log.wall_costs": "Koszty Muru: prestiż 1 w stronę Zachodu, Wschód demontuje 1",
    "log.flight": "Ucieczka z NRD: znacznik na polu {pos}, Wschód traci {n} " + POINTS,
    "prompt.prestige_box": "{side}: wybierz pole prestiżu do wykonania",
    "opt.box": "{box}",
    "log.prestige_box": "Prestiż: {side} wykonuje {box}",
    "prompt.hamburg_phase": "Do której prowincji należy Hamburg w tej fazie?",
    "opt.hamburg_wc": "{province}: dochód Wschodu z eksportu {n}",
    "opt.hamburg_hold": _hold,
    "log.wc": "Dewizy: dochód {income} (tor {track_pos}, eksport {export}), do opłacenia "
              "{ls} LS, brakuje {short}",
    "prompt.wc_rundown": "Brakuje dewiz (jeszcze {n} do pokrycia): wybierz wschodnią "
                         "fabrykę, która staje się przestarzała",
    "log.wc_rundown": "{by} zmienia fabrykę w mieście {city} w przestarzałą",
    "prompt.wc_remove": "Brakuje dewiz (jeszcze {n} do pokrycia), a żadna fabryka nie może "
                        "się zestarzeć: usuń wschodnie połączenie albo Rheinsberg",
    "opt.remove_rheinsberg": "Usuń fabrykę w Rheinsbergu",
    "log.wc_remove_factory": "{by} usuwa fabrykę w mieście {city}",
    "log.wc_remove_infra": "{by} usuwa połączenie na linii {line}",
    "log.insolvent_wc": "Wschód nie może spłacić długu w dewizach: narodowe bankructwo. "
                        "Wygrywa Zachód.",
    "log.pay_police": "Wschód płaci za {n} {n:one=kartę|few=karty|many=kart} użycia "
                      "policji",
    "log.hold_lost": "Prowincja {province} nie utrzymuje swoich LS: usunięto {n} LS",
    "prompt.wb_hold": "Berlin Zachodni nie utrzymuje swoich LS ({n} do usunięcia): wybierz "
                      "sektor",
    "opt.sector_ls": "{sector} ({ls} LS)",
    "log.wb_hold_lost": "Berlin Zachodni traci 1 LS ({sector})",
    "log.internal": "Wewnętrzna rywalizacja: prowincja {province} dostaje {n} " + UNREST,
    "prompt.attack": _attack,
    "opt.attack": "{province} ({ls} LS): +{n} " + UNREST,
    "log.attack": "{attacker} atakuje prowincję {province}: +{n} " + UNREST,
    "log.triumph": "Wszystkich 12 socjalistów jest na planszy: tryumf socjalizmu. Wygrywa "
                   "Wschód.",
    "log.socialists_gained": "Wschód otrzymuje {n} " + SOCIALISTS,
    "log.socialists_lost_box": "Wschód traci z pola socjalistów {n} " + SOCIALISTS,
    "log.socialism_fails": "Socjalista musi odejść, ale na planszy nie ma żadnego: upadek "
                           "socjalizmu. Wygrywa Zachód.",
    "prompt.lose_socialist": "Usuń socjalistę ze wschodniej prowincji (oddaje 1 znacznik "
                             "niepokoju)",
    "log.socialist_leaves": "Socjalista opuszcza prowincję {province}: wraca 1 znacznik niepokoju",
    "log.protest_count": "Masowe demonstracje: Zachód {west}, Wschód {east} (przy 4 strona upada)",
    "log.goes_on": "Żadna strona nie ma 4 masowych demonstracji: gra toczy się dalej w "
                   "dekadzie {decade}.",
    "log.west_collapses": "Zapaść Zachodu. Wygrywa Wschód.",
    "log.both_collapse": "Zapaść Zachodu i Wschodu: wygrywa Wschód.",
    "log.east_collapses": "Zapaść Wschodu. Wygrywa Zachód.",
    "log.game_over": "Minęły cztery dekady i żadne państwo nie upadło. Wygrywa Wschód.",
}


def _changes(label: str, namer: Callable[[Any, str], str] = place) -> Template:
    """A recap line: a label and the changes per place ("Niepokój: Sachsen +1")."""
    return lambda args, lang: label + deltas(args["deltas"], lang, namer)


# What the other side's turn changed (the UI's "what just happened", from change records).
TEMPLATES.update({
    "recap.title": "Co zrobił {side}",
    "recap.title_public": "Co zrobił {side} (informacje jawne)",
    "recap.eod_title": "Koniec Dekady {decade}: wyniki",
    "recap.headline": "Ruch {side:gen}: {n} {n:one=zmiana zaznaczona|few=zmiany zaznaczone|"
                      "many=zmian zaznaczonych} na mapie",
    "recap.protests_new": _changes("Nowe masowe demonstracje: "),
    "recap.protests_end": _changes("Koniec masowych demonstracji: "),
    "recap.unrest": _changes("Niepokój: "),
    "recap.ls": _changes("Poziom życia: "),
    "recap.sectors": _changes("LS Berlina Zachodniego: ", sector),
    "recap.socialists": _changes("Socjaliści na mapie: "),
    "recap.socialist_box": lambda a, lang: f"Socjaliści na polu socjalistów: {signed(a['n'])}",
    "recap.factories_built": "Zbudowana fabryka: {cities}",
    "recap.factories_removed": "Usunięta fabryka: {cities}",
    "recap.factories_rundown": "Przestarzała fabryka: {cities}",
    "recap.factories_repaired": "Wyremontowana fabryka: {cities}",
    "recap.infra_built": "Zbudowane połączenie: {lines}",
    "recap.infra_removed": "Usunięte połączenie: {lines}",
    "recap.track": "Znacznik {track} przesunął się o {n} w stronę {toward}: teraz pole {pos}",
    "recap.flight": lambda a, lang: (f"Ucieczka z NRD: {signed(a['n'])}, "
                                     f"teraz pole {a['pos']}"),
    "recap.wall_built": "Mur Berliński stoi",
    "recap.wall_open": "Mur jest otwarty",
    "recap.stasi": "Stasi rozwiązana",
    "recap.played": "Zagrana karta: {cards}",
    "recap.display_in": "Nowe na wystawce: {cards}",
    "recap.discarded": "Odrzucone: {cards}",
    "recap.police": "Karta użycia policji: {cards}",
    "recap.nothing": "Na planszy nic się nie zmieniło",
    "recap.to_map": "Pokaż mapę",
    "recap.more": "… i jeszcze {n} {n:one=wiersz|few=wiersze|many=wierszy} dziennika",
})


def _places(label: str) -> Template:
    """A label and an amount per province ("Utracone LS: Sachsen 1, Bayern 2")."""
    return lambda args, lang: label + amounts(args["deltas"], lang)


def _by_hamburg(label: str) -> Template:
    """10.3: what each of West's Hamburg choices gives ("Hamburg → Niedersachsen: ...")."""
    return lambda args, lang: by_hamburg(label, "Hamburg →", args["deltas"], lang)


# The stakes strip, the End of Decade preview and steps, confirm, pace, keys (stakes.py)
TEMPLATES.update({
    "stakes.label": "Stawka",
    "stakes.side": "{side}",
    "stakes.protests": "Masowe demonstracje",
    "stakes.protests_title": "Masowe demonstracje każdej strony; 4 po jednej stronie to "
                             "zapaść tego państwa na Końcu Dekady",
    "stakes.flight": "Ucieczka {pos}",
    "stakes.flight_title": "Znacznik ucieczki teraz; na Końcu Dekady Wschód demontuje połowę "
                           "wyliczonej pozycji",
    "stakes.wall": "Mur",
    "stakes.wall_title": "Mur stoi: brak ucieczki; na każdym Końcu Dekady prestiż 1 w "
                         "stronę Zachodu i Wschód demontuje 1",
    "stakes.wc": "Dewizy {income}/{ls}",
    "stakes.wc_title": "Dochód w dewizach (tor plus eksport) wobec LS Wschodu, które trzeba "
                       "opłacić na Końcu Dekady",
    "stakes.soc": lambda a, lang: f"Tor socjalistów {signed(a['pos'])}",
    "stakes.soc_short": lambda a, lang: f"Socjaliści {signed(a['pos'])}",
    "stakes.wc_short": "Dewizy {income}/{ls}",
    "stakes.preview_short": "Koniec Dekady",
    "stakes.now": "Teraz",
    "stakes.at_eod": "Na Końcu Dekady",
    "stakes.soc_title": "Tor socjalistów: powyżej 0 Wschód zyskuje socjalistów na Końcu "
                        "Dekady, poniżej 0 ich traci; 12 na planszy daje Wschodowi wygraną",
    "stakes.preview": "Gdyby dekada skończyła się teraz",
    "stakes.preview_pending": "Liczę każdy możliwy przebieg Końca Dekady …",
    "stakes.preview_note": "Uwzględniona jest każda decyzja w Końcu Dekady: liczby "
                           "oznaczone \"najwyżej\" to najgorszy przypadek, przedziały zależą "
                           "od decyzji graczy.",
    "eodnow.flight": "Znacznik ucieczki na polu {pos}: Wschód demontuje {n}",
    "eodnow.wall": "Mur: prestiż 1 w stronę Zachodu, Wschód demontuje 1",
    "eodnow.prestige": "{side} wykonuje: {box}",
    "eodnow.prestige_none": "Znacznik prestiżu na 0: żadne pole",
    "eodnow.wc": "Dochód {income} wobec LS Wschodu ({ls}): wystarcza",
    "eodnow.wc_short": "Dochód {income} wobec LS Wschodu ({ls}): brakuje {n}, wschodnie "
                       "fabryki stają się przestarzałe",
    "eodnow.wc_range": "Dochód {lo}–{hi} wobec LS Wschodu: brakuje {short_lo}–{short_hi}, "
                       "zależnie od wcześniejszych decyzji",
    "eodnow.wc_hamburg": _by_hamburg("Brak dewiz, Zachód wybiera prowincję Hamburga: "),
    "eodnow.hold_hamburg": _by_hamburg("Utracone LS, Zachód wybiera prowincję Hamburga: "),
    "eodnow.hold_at_most": _places("Utracone LS zależą od wcześniejszych decyzji, najwyżej: "),
    "eodnow.incomplete": "Zbyt wiele przebiegów tego Końca Dekady, by prześledzić wszystkie: "
                         "liczby na podstawie {n} z nich",
    "eodnow.police": "Wschód płaci za {n} {n:one=kartę|few=karty|many=kart} użycia policji: "
                     "demontuje {n}",
    "eodnow.police_none": "Brak kart użycia policji do opłacenia",
    "eodnow.hold": _places("Utracone LS ponad wartość fabryki eksportowej: "),
    "eodnow.hold_none": "Żaden LS ponad limit",
    "eodnow.unrest": _places("Nowy niepokój, najwyżej: "),
    "eodnow.unrest_none": "Brak nowego niepokoju",
    "eodnow.police_use": "Wschód może usunąć {n} " + UNREST + " niewykorzystanymi kartami "
                         "użycia policji",
    "eodnow.soc_gain": "Wschód zyskuje {n} " + SOCIALISTS,
    "eodnow.soc_lose": "Wschód traci {n} " + SOCIALISTS,
    "eodnow.soc_none": "Socjaliści: bez zmian",
    "eodnow.triumph": "Wschód zyskuje {n} " + SOCIALISTS + ": wszystkich 12 na planszy, "
                      "wygrywa Wschód",
    "eodnow.soc_fails": "Wschód musi stracić {n} " + SOCIALISTS + " i ma ich za mało: "
                        "wygrywa Zachód",
    "eodnow.protests": "Masowe demonstracje teraz: Zachód {west}, Wschód {east}; po "
                       "rywalizacjach najwyżej Zachód {west_max}, Wschód {east_max}",
    "eodnow.collapse": "Możliwa zapaść {side:gen} (4 masowe demonstracje)",
    "eodnow.collapse_unknown": "Nie wiadomo, czy {side:dat} grozi zapaść: nie prześledzono "
                               "wszystkich przebiegów",
    "eodnow.final": "Ostatnia dekada: jeśli żadne państwo nie upadnie, wygrywa Wschód",
    "eod.step_title": "Koniec Dekady {decade}, faza {n}: {phase}",
    "eod.step_continue": "Dalej",
    "eod.step_done": "Faza {n} zakończona",
    "eod.step_nothing": "W tej fazie nic się nie wydarzyło",
    # co robi opcja (issue 26)
    "fx.then": "Potem: {items}",
    "fx.unrest": "niepokój w prowincji {province} {a}→{b}",
    "fx.ls": "LS w prowincji {province} {a}→{b}",
    "fx.socialists": "socjaliści w prowincji {province} {a}→{b}",
    "fx.economy": "gospodarka prowincji {province} {a}→{b}",
    "fx.protests": "masowe demonstracje {side:gen} {a}→{b} (przy 4 zapaść)",
    "fx.prestige": "prestiż {a}→{b}",
    "fx.wc": "dewizy {a}→{b}",
    "fx.soc_track": "tor socjalistów {a}→{b}",
    "fx.flight": "ucieczka {a}→{b}",
    "fx.box": "socjaliści na polu socjalistów {a}→{b}",
    "fx.result": "koniec gry: wygrywa {side}",
    "fx.ls_calms": "na koniec akcji ten LS usuwa 1 znacznik niepokoju w prowincji {province} "
                   "({a}→{b})",
    "fx.ls_calms_protest": "na koniec akcji ten LS usuwa 1 znacznik niepokoju w prowincji "
                           "{province} ({a}→{b}) i kończy masowe demonstracje",
    "fx.ls_flight_up": "najbogatsza prowincja Zachodu będzie mieć {n} LS: +1 ucieczka na "
                       "Końcu Dekady (9.1)",
    "fx.ls_flight_down": "najbiedniejsza prowincja Wschodu będzie mieć {n} LS: −1 ucieczka "
                         "na Końcu Dekady (9.1)",
    "fx.ls_over_export": "{n} LS, więcej niż wartość fabryki eksportowej ({v}): przepadną na "
                         "Końcu Dekady (9.5)",
    "fx.export_short": "Prowincja {province} ma {ls} LS, a fabryka eksportowa będzie warta "
                       "{v}: na Końcu Dekady {n:verb=przepadnie/przepadną} {n} LS (9.5)",
    "fx.preview_title": "Co ten wybór zmienia na planszy",
    "confirm.title": "Ten wybór kończy turę",
    "confirm.text": "Twój wybór: {choice}. Potwierdź go albo cofnij, zanim ruszy się {side}.",
    "confirm.ok": "Potwierdź",
    "confirm.back": "Cofnij",
    "pace.step": "{side} gra, krok {n}",
    "pace.skip": "Pomiń (s)",
    "pace.skip_title": "Pokaż od razu ruchy komputera",
    "pace.label": "Tempo",
    "pace.instant": "natychmiast",
    "pace.brisk": "szybko",
    "pace.slow": "wolno",
    "pace.title": "Jak szybko następują po sobie ruchy komputera (zapamiętywane)",
    "keys.button": "Klawisze",
    "keys.title": "Klawisze",
    "keys.undo": "u lub Ctrl+Z: cofnij",
    "keys.hint": "h: podpowiedź",
    "keys.skip": "s: pomiń tempo komputera",
    "keys.confirm": "Enter: potwierdź wybór kończący turę, Esc: cofnij go",
    "keys.escape": "Esc: zamknij kartę, okno albo panel informacji",
    "keys.help": "?: ta lista",
    "dead_site": "zamknięte na stałe (wydarzenie z karty): tu nie da się zbudować fabryki",
    "card.close": "Zamknij",
    "help.prestige": "Prestiż: strzałki zagranych kart przesuwają znacznik; na Końcu Dekady "
                     "strona, ku której się przechyla, wykonuje pole pod nim albo niższe pole "
                     "swojej strony.",
    "help.eod": "Koniec Dekady: jego dziesięć faz po kolei; trwająca jest zaznaczona.",
    "pick.title": "Który?",
    "pick.cancel": "Anuluj",
})

# The page's own notices: URL parameters, other tabs, a full storage, damaged entries, updates.
TEMPLATES.update({
    "page.bad_seed": "Ziarno „{value}” z adresu zostało pominięte: ziarno to liczba "
                     "całkowita od 0 do {top}. Zaczęła się losowa partia.",
    "page.bad_aipace": "Tempo komputera „{value}” z adresu zostało pominięte: to liczba "
                       "całkowita milisekund od 0 do {top}. Obowiązuje zwykłe tempo.",
    "page.bad_lang": "Język „{value}” z adresu został pominięty: języki to en, de, it i pl.",
    "page.followed": "W innej karcie tę partię grano dalej: ta karta pokazuje teraz jej "
                     "najnowszą pozycję (wybór {n}).",
    "page.forked": "Tę partię grano też w innej karcie, inaczej: twoje ruchy tutaj są "
                   "zachowane jako osobna partia, „{name}”. Nic nie przepadło.",
    "page.fork_name": "{name} (druga karta)",
    "page.also_open": "Ta partia jest otwarta także w innej karcie: ruchy wykonane tam "
                      "pojawiają się tutaj.",
    "page.full_detail": "Pamięć przeglądarki jest pełna. Zapisano: tę partię do wyboru "
                        "{stored} i twoje pozostałe partie. Tylko w tej karcie: wybory od "
                        "{first} do {now} (przeładowanie je zachowuje, zamknięcie karty je "
                        "traci). Wyeksportuj tę partię albo usuń stare, by zrobić miejsce.",
    "page.full_none": "Pamięć przeglądarki jest pełna. Ta partia ({now} "
                      "{now:one=wybór|few=wybory|many=wyborów}) jest zachowana tylko w tej "
                      "karcie (przeładowanie ją zachowuje, zamknięcie karty ją traci); "
                      "pozostałe partie zostają zapisane. Wyeksportuj tę partię albo usuń "
                      "stare, by zrobić miejsce.",
    "page.restored": "Tę partię przywrócono z tej karty po przeładowaniu, "
                     "{n:one=z jedynym wyborem|few=ze wszystkimi {n} wyborami|many=ze "
                     "wszystkimi {n} wyborami} (pamięć przeglądarki była pełna).",
    "page.damaged_export": "Pokaż uszkodzone wpisy",
    "page.damaged_delete": "Usuń uszkodzone wpisy",
    "page.damaged_title": "Uszkodzone wpisy",
    "page.damaged_text": "Tych zapisanych wpisów nie dało się odczytać jako partii, więc "
                         "odłożono je na bok. Skopiuj je, by je zachować (to surowy tekst), "
                         "albo je usuń.",
    "page.damaged_deleted": "Usunięto {n} {n:one=uszkodzony wpis|few=uszkodzone wpisy|"
                            "many=uszkodzonych wpisów}.",
    "page.update_ready": "Gotowa jest nowa wersja gry.",
    "page.update_switch": "Przełącz teraz",
    "page.update_wait": "Przełączy się, gdy komputer skończy swój ruch.",
    "page.worker_build": "Gracz komputerowy został wczytany z innej wersji gry (strona "
                         "została w międzyczasie zaktualizowana). Przeładuj stronę, by używać "
                         "jednej wersji.",
    "level.easy.desc": "Gra ruch, który teraz wygląda najlepiej, bez myślenia naprzód. Dla "
                       "początkujących.",
    "level.normal.desc": "Waży każdy ruch wobec twoich najlepszych odpowiedzi i własnego "
                         "następnego ruchu. Wyrównana gra, jeśli znasz zasady.",
    "level.hard.desc": "Szuka głębiej, na kilku domysłach co do zakrytych kart, przez kilka "
                       "sekund na ruch. Wyzwanie.",
})

# Play a friend by link (wsdv/fair): why a message is refused, what the final check found
TEMPLATES.update({
    "fair.not_message": "To nie jest wiadomość z partii granej przez link.",
    "fair.not_invite": "To nie jest zaproszenie do partii: otwórz to w partii, do której "
                       "należy.",
    "fair.damaged": "Ta wiadomość jest uszkodzona (nie daje się rozpakować): poproś o nią "
                    "jeszcze raz.",
    "fair.other_game": "Ta wiadomość należy do innej partii.",
    "fair.own_message": "To twoja własna wiadomość: wyślij ją drugiemu graczowi.",
    "fair.replayed": "Wiadomość {n} już dotarła: to powtórka (partia czeka na wiadomość "
                     "{expected}).",
    "fair.missing": "Brakuje wiadomości: to jest wiadomość {n}, partia czeka na wiadomość "
                    "{expected}.",
    "fair.forked": "Ta wiadomość nie kontynuuje partii takiej, jaką znasz: zmieniono "
                   "wcześniejszą wiadomość albo wybór.",
    "fair.seal": "Tę wiadomość zmieniono po jej zapieczętowaniu.",
    "fair.out_of_turn": "Teraz twój ruch: dokończ go, zanim otworzysz wiadomość drugiego "
                        "gracza.",
    "fair.count": "Ta wiadomość zaczyna się po wyborze {n}, a partia jest przy wyborze "
                  "{expected}.",
    "fair.bad_deck": "Zaszyfrowana talia dekady {decade} w tej wiadomości nie ma ważnego "
                     "dowodu tasowania: odrzucona.",
    "fair.bad_key": "Wiadomość podaje udział dla miejsca karty {slot}, zanim jego talia jest "
                    "kompletna.",
    "fair.changed_key": "Wiadomość zmienia udział podany wcześniej dla miejsca karty {slot}.",
    "fair.wrong_share": "Nie dowiedziono, że udział dla miejsca karty {slot} należy do "
                        "nadawcy, albo nie odkrywa on karty z dekady {decade}: odrzucony.",
    "fair.duplicate": "Udziały odkrywają na miejscu karty {slot} kartę {card}, która jest już "
                      "gdzie indziej: fałszywa talia.",
    "fair.illegal": "Wybór {n} z wiadomości ({choice}) nie jest tu dozwolonym ruchem.",
    "fair.wrong_side": "Wybór {n} z wiadomości to decyzja twojej strony.",
    "fair.missing_keys": "W wiadomości brakuje udziałów dla {n} {n:one=karty|few=kart|"
                         "many=kart}, które możesz zobaczyć.",
    "fair.bad_secret": "Ujawniony w tej wiadomości sekret jest nieważny.",
    "fair.not_your_turn": "To nie twój ruch.",
    "fair.no_undo": "Nie ma czego cofać.",
    "fair.bad_store": "Zapisana partia jest uszkodzona albo została zmieniona.",
    "fair.no_secret": "Ta wiadomość kończy partię, ale nie ujawnia sekretu nadawcy, więc "
                      "końcowe sprawdzenie nie może się odbyć: poproś o wiadomość z sekretem.",
    "fair.finished": "Ta partia się skończyła i została sprawdzona: żadna dalsza wiadomość "
                     "nie jest przyjmowana.",
    "fair.rejected": "Tej wiadomości nie da się zastosować do partii: odrzucona.",
    "fair.bad_reveal": "Sekret ujawniony w tej wiadomości nie jest tym, na który nadawca "
                       "zobowiązał się na początku: odrzucono, nic nie zmieniono.",
    "fair.reused": "To inna wiadomość {n} niż ta, która już dotarła: odrzucono (partia czeka "
                   "na wiadomość {expected}).",
    "fair.cut": "Ta wiadomość jest niepełna (ucięto ją po drodze): poproś znajomego, by "
                "wysłał ją jeszcze raz, także jako plik.",
    "fair.old_version": "To pochodzi ze starszej wersji gry przez link: zacznij nową "
                        "partię.",
    "fair.v_shuffle": "Tasowanie dekady {decade} przez drugiego gracza nie pasuje do jego "
                      "sekretu.",
    "fair.v_key": "Drugi gracz podał fałszywy udział dla miejsca karty {slot}.",
    "fair.v_deck": "Talia dekady {decade} nie jest kompletna.",
    "fair.v_replay": "Przy znajomości wszystkich kart wybór {n} ({choice}) nie był "
                     "dozwolony.",
    "fair.v_result": "Przy znajomości wszystkich kart partia kończy się inaczej.",
})

# The page's "play a friend by link" mode (wsdv/ui/remote.py)
TEMPLATES.update({
    "remote.button": "Przez link",
    "remote.title": "Zagraj z przyjacielem przez link",
    "remote.first_note": "Każde z was we własnej przeglądarce: po każdej turze wysyłasz "
                         "przyjacielowi link, a karty na ręce pozostają ukryte.",
    "remote.intro": "Każdy gra we własnej przeglądarce. Ręce są naprawdę ukryte: obie "
                    "przeglądarki tasują i szyfrują karty, każde tasowanie i każda pokazana "
                    "karta mają dowód poprawności, a karta odkrywa się dopiero wtedy, gdy "
                    "pokazują ją zasady. Po swojej turze wyślij wiadomość przyjacielowi "
                    "(dowolnym komunikatorem); przyjaciel otwiera ją tutaj, gra i odsyła "
                    "swoją.",
    "remote.new": "Nowa partia przez link, grasz {side:ins}",
    "remote.games": "Partie przez link",
    "remote.none": "Nie ma jeszcze partii przez link.",
    "remote.row": "{name}: grasz {side:ins}. {status}",
    "remote.your_turn": "Twój ruch.",
    "remote.send": "Wyślij swoją wiadomość i poczekaj na odpowiedź.",
    "remote.waiting": "Czekam na wiadomość od przyjaciela.",
    "remote.over": "Koniec partii.",
    "remote.unchecked": "Koniec partii, jeszcze niesprawdzonej: sprawdzenie rusza, gdy oba "
                        "sekrety zostaną ujawnione.",
    "remote.open": "Otwórz",
    "remote.paste": "Wklej wiadomość albo link od przyjaciela",
    "remote.receive": "Otwórz wiadomość",
    "remote.to_send": "Wyślij tę wiadomość przyjacielowi:",
    "remote.send_back": "Przyjaciel czeka na tę odpowiedź (odkrywa karty, które pokazują "
                        "zasady): odeślij ją teraz.",
    "remote.invite": "Zaproszenie: wyślij je przyjacielowi, który otworzy je na tej stronie.",
    "remote.link": "Link do udostępnienia",
    "remote.copy": "Kopiuj",
    "remote.tab_turn": "● Twój ruch",
    "remote.long": "Ten link ma {n} znaków. Niektóre komunikatory ucinają wiadomości "
                   "dłuższe niż 4096 znaków (Telegram; SMS go nie przeniesie): jeśli strona "
                   "znajomego powie, że jest niepełna, wyślij ją jako plik.",
    "remote.save_file": "Wyślij jako plik",
    "remote.open_file": "Albo otwórz plik z wiadomością (możesz go też upuścić na stronę)",
    "remote.file_too_big": "Ten plik jest za duży jak na wiadomość tej gry: nie został "
                           "odczytany.",
    "remote.file_unreadable": "Nie można odczytać tego pliku.",
    "remote.copy_link": "Kopiuj link",
    "remote.share": "Udostępnij…",
    "remote.share_title": "Wir sind das Volk!: twój ruch",
    "remote.copied": "Skopiowano.",
    "remote.copy_failed": "Kopiowanie się nie udało: zaznacz tekst i skopiuj go.",
    "remote.close": "Zamknij",
    "remote.backup": "Kopia zapasowa tej partii (twój sekret: nie pokazuj jej do końca "
                     "partii)",
    "remote.restore": "Przywróć kopię zapasową",
    "remote.backup_file": "Zapisz kopię zapasową do pliku",
    "remote.backup_why": "Pozwala grać dalej po utracie przeglądarki lub pamięci. Zawiera twój"
                         " tajny klucz: kto ją ma, widzi twoje karty, więc nie wysyłaj jej "
                         "przyjacielowi przed końcem gry.",
    "remote.bad_backup": "To nie jest kopia zapasowa partii przez link.",
    "remote.opened": "Wiadomość otwarta ({ms} ms).",
    "remote.verified": "Oba sekrety są ujawnione: cała partia została sprawdzona i jest "
                       "uczciwa.",
    "remote.cheated": "Oba sekrety są ujawnione: sprawdzenie wykryło problemy:",
    "remote.status_line": "Przez link, grasz {side:ins}. {status}",
    "remote.hidden_wait": "Niektóre karty są jeszcze zakryte: odkryją się z następną "
                          "wiadomością od przyjaciela.",
    "remote.fingerprint": "Odcisk klucza: {fp}",
    "remote.fingerprint_hint": "Porównaj tę liczbę z liczbą przyjaciela innym kanałem "
                               "(telefon, czat): jeśli się różnią, ktoś po drodze zmienił "
                               "wasze wiadomości.",
    "remote.fingerprint_wait": "Odcisk klucza pojawi się, gdy przyjaciel przyjmie "
                               "zaproszenie.",
    "remote.broken": "Koniec partii: sprawdzenie wykazało, że przyjaciel złamał zasady "
                     "partii.",
    "remote.broken_by": "Sprawdzenie nie powiodło się: przyjaciel grający {side:ins} złamał "
                        "zasady partii. Co się nie zgadza:",
    "remote.unreadable": "Tej wiadomości nie da się odczytać: nic nie zmieniono. Poproś "
                         "przyjaciela, by wysłał ją jeszcze raz.",
    "remote.too_long": "Ten tekst jest o wiele za długi na wiadomość albo kopię zapasową: "
                       "nic nie zmieniono.",
    "remote.bad_id": "Ta wiadomość nie wskazuje żadnej ważnej partii: nic nie zmieniono.",
    "remote.full": "Pamięć przeglądarki jest pełna: ta partia przez link jest zachowana tylko "
                   "w tej karcie (przeładowanie karty ją zachowuje). Skopiuj jej kopię "
                   "zapasową na ekranie Przez link, by ją zachować.",
    "remote.unavailable": "Pamięć przeglądarki jest niedostępna: ta partia przez link jest "
                          "zachowana tylko w tej karcie. Skopiuj jej kopię zapasową na "
                          "ekranie Przez link, by ją zachować.",
    "remote.too_large": "Ta partia przez link urosła za bardzo, by ją zapisać: jest "
                        "zachowana tylko w tej karcie. Skopiuj jej kopię zapasową na ekranie "
                        "Przez link, by ją zachować.",
    "remote.followed": "W innej karcie tę partię przez link grano dalej: ta karta pokazuje "
                       "teraz zapisaną partię (" + MESSAGES + ").",
    "remote.moved": "Ta partia przez link poszła dalej w innej karcie: ta karta pokazuje "
                    "teraz zapisaną partię (" + MESSAGES + "); twój ostatni krok tutaj nie "
                    "został zapisany.",
    "remote.read_only": "Ta partia przez link zmieniła się w innej karcie i nie da się jej "
                        "tu pokazać: przeładuj stronę. Z tej karty nic nie zapisano.",
    "remote.damaged_game": "Ta zapisana partia przez link jest uszkodzona: odłożono ją na "
                           "bok, nie usunięto (Partie, uszkodzone wpisy).",
    "remote.damaged_listed": "{n} {n:one=uszkodzoną partię|few=uszkodzone partie|"
                             "many=uszkodzonych partii} przez link odłożono na bok, nie "
                             "usunięto: zobacz Partie, uszkodzone wpisy.",
    "remote.restored": "Tę partię przez link przywrócono z tej karty po przeładowaniu "
                       "(" + MESSAGES + ").",
    "remote.backup_older": "Ta partia jest już tu zapisana z taką samą albo większą "
                           "liczbą wiadomości: otwiera się zapisana partia.",
    "remote.top_waiting": "Czekasz na przyjaciela",
    "remote.ended": "Koniec gry: wygrywa {side}.",
    "remote.check_wait": "Jeszcze niesprawdzona: sprawdzenie nastąpi, gdy oba sekrety "
                         "zostaną ujawnione.",
    "remote.memory_only": "Pamięć przeglądarki nie może przechować tej partii przez link: "
                          "jest tylko w pamięci tej strony. Przeładowanie lub zamknięcie "
                          "strony ją traci, a z nią twój sekret. Zapisz teraz kopię:",
    "remote.leave": "Ta partia przez link jest tylko w pamięci tej strony: opuszczenie jej "
                    "ją traci.",
    "remote.session_damaged": "Uszkodzona kopia partii przez link z tej karty została "
                              "odłożona, nie użyta (Partie, uszkodzone wpisy); zapisana "
                              "partia pozostaje bez zmian.",
    "remote.listed": "Przez link",
    "remote.list_turn": "przez link · twój ruch",
    "remote.list_wait": "przez link · czekasz na przyjaciela",
    "remote.list_over": "przez link · koniec gry",
    "remote.too_long_box": "Ten tekst jest o wiele za długi ({n} znaków, najwyżej {max}): nie "
                           "został odczytany i nic nie zmieniono.",
})

# A card's event in words (events.py): what each icon does; a pair is (for one, for more)
ICON_TEXT: dict[str, str | tuple[str, str]] = {
    "build": ("{side} dostaje 1 punkt budowy", "{side} dostaje {n} " + POINTS),
    "dismantle": ("{side} traci 1 punkt budowy (demontaż fabryki albo połączenia)",
                  "{side} traci {n} " + POINTS + " (demontaż fabryk albo połączeń)"),
    "unrest_add": ("1 znacznik niepokoju trafia do jednej z prowincji {side:gen}",
                   "{n} " + UNREST + " {n:verb=trafia/trafiają} do prowincji {side:gen}"),
    "unrest_remove": ("1 znacznik niepokoju znika z jednej z prowincji {side:gen}",
                      "{n} " + UNREST + " {n:verb=znika/znikają} z prowincji {side:gen}"),
    "unrest_move": ("1 znacznik niepokoju {side:gen} przechodzi do innej prowincji {side:gen}",
                    "{n} " + UNREST + " {side:gen} {n:verb=przechodzi/przechodzą}, każdy do "
                    "innej prowincji {side:gen}"),
    "reduce_to_three": ("W jednej z prowincji {side:gen} z masowymi demonstracjami niepokój "
                        "spada do 3",
                        "{n} razy: w jednej z prowincji {side:gen} z masowymi demonstracjami "
                        "niepokój spada do 3"),
    "ls_add": ("1 LS trafia do jednej z prowincji {side:gen} i usuwa tam 1 znacznik "
               "niepokoju",
               "{n} LS {n:verb=trafia/trafiają} do prowincji {side:gen}, każdy usuwa tam 1 "
               "znacznik niepokoju"),
    "ls_add_keep_unrest": "1 LS trafia do jednej z prowincji {side:gen} (niepokój zostaje)",
    "ls_remove": ("1 LS znika z jednej z prowincji {side:gen}",
                  "{n} LS {n:verb=znika/znikają} z prowincji {side:gen}"),
    "factory_remove_with_infrastructure": "Jedna fabryka {side:gen} znika na stałe razem ze "
                                          "wszystkimi swoimi połączeniami",
    "rundown": "Jedna fabryka {side:gen} staje się przestarzała (wartość −1; gdy żadna nie "
               "może, znika zamiast tego 1 połączenie)",
    "repair": "Jedna przestarzała fabryka {side:gen} zostaje wyremontowana (wartość +1)",
    "police_red": "Wschód zatrzymuje tę kartę jako czerwoną kartę użycia policji: raz na "
                  "dekadę usuwa 1 znacznik niepokoju; zwiększa Ucieczkę z NRD",
    "police_pink": "Wschód zatrzymuje tę kartę jako różową kartę użycia policji: raz na "
                   "dekadę usuwa 1 znacznik niepokoju",
    "wall_build": "Powstaje Mur Berliński: koniec Ucieczki z NRD dla Wschodu",
    "wall_open": "Mur znów się otwiera: Ucieczka z NRD znów uderza we Wschód",
    "stasi_disbandment": "Rozwiązanie Stasi: Wschód odrzuca swoje karty użycia policji (ich "
                         "niepokój wraca do wschodnich prowincji, najwyżej 1 na prowincję) i "
                         "nie zbiera już nowych",
    "guillaume_affair": "Wschód ogląda rękę Zachodu albo 2 wierzchnie karty talii i może "
                        "wymienić jedną ze swoich kart na jedną z nich (albo usunąć z gry "
                        "jedną z kart talii)",
}

PHRASES: dict[str, str] = {
    "trigger_red": "To wydarzenie może zagrać Wschód.",
    "trigger_yellow": "To wydarzenie może zagrać Zachód.",
    "trigger_dual": "To wydarzenie może zagrać każda strona; kto to robi, może zignorować 1 "
                    "strzałkę albo 1 ikonę bez strzałek.",
    "trigger_special": "Karta specjalna, tylko dla Wschodu: wzięcie jej od razu uruchamia "
                       "wydarzenie, a Wschód płaci za nią, odrzucając kartę z ręki albo "
                       "pozwalając Zachodowi dobrać kartę.",
    "arrow": "Znacznik {track} przesuwa się o {n} w stronę {toward}.",
    "region": "tylko: {region}",
    "decides": "{who} decyduje, gdzie",
    "cap": "najwyżej {n} na prowincję",
    "order": "Kto je zagrywa, wybiera kolejność ikon i, jeśli nie zaznaczono inaczej, gdzie "
             "działają.",
    "flight": "Na tej karcie {n:verb=jest/są} {n} {n:one=ikona|few=ikony|many=ikon} ucieczki "
              "({n:one=przesuwa|few=każda przesuwa|many=każda przesuwa} znacznik ucieczki o "
              "1 pole na Końcu Dekady).",
    "no_event": "Ta karta nie ma wydarzenia.",
    "values": "Wartość dla Zachodu {west}, dla Wschodu {east} (punkty budowy albo poziom "
              "życia).",
}

# The icon glossary (glossary.py): key -> (name, meaning, rules section)
GLOSSARY: dict[str, tuple[str, str, str]] = {
    "build": ("Punkt budowy", "Zbuduj 1 fabrykę albo 1 połączenie dla strony w kolorze "
              "ikony.", "5.1"),
    "dismantle": ("Punkt demontażu", "Usuń 1 fabrykę albo 1 połączenie strony w kolorze "
                  "ikony.", "5.2"),
    "rundown": ("Przestarzała", "Wschodnia fabryka staje się przestarzała (jej wartość spada "
                "o 1); gdy żadna nie może, znika zamiast tego połączenie.", "5.3"),
    "repair": ("Remont", "Przestarzała wschodnia fabryka znów jest zwykłą fabryką (+1 "
               "wartości).", "5.3"),
    "factory_remove_with_infrastructure": (
        "Usunięcie fabryki", "Fabryka znika razem ze wszystkimi połączeniami na swoich "
        "liniach.", "6.4"),
    "unrest_add": ("+1 znacznik niepokoju", "Umieść 1 znacznik niepokoju w prowincji tej strony.",
                   "4"),
    "unrest_remove": ("−1 znacznik niepokoju", "Zdejmij 1 znacznik niepokoju z prowincji tej "
                      "strony.", "6.1"),
    "unrest_move": ("Przesunięcie niepokoju", "Przesuń 1 znacznik niepokoju tej strony do "
                    "innej jej prowincji.", "6.4"),
    "reduce_to_three": ("Redukcja do 3", "W prowincji tej strony z masowymi demonstracjami "
                        "obniż niepokój do 3.", "4"),
    "ls_add": ("+1 LS", "Umieść 1 LS w prowincji tej strony, bez względu na jej "
               "gospodarkę, i usuń tam 1 znacznik niepokoju.", "6.3"),
    "ls_add_keep_unrest": ("+1 LS (niepokój zostaje)", "Jak +1 LS, ale niepokój zostaje.",
                           "6.3"),
    "ls_remove": ("−1 LS", "Usuń 1 LS z prowincji tej strony.", "6.3"),
    "police_red": ("Czerwone użycie policji", "Wschód zatrzymuje kartę: raz na dekadę usuwa "
                   "1 wschodni znacznik niepokoju; zwiększa ucieczkę i kosztuje 1 punkt "
                   "demontażu na każdym Końcu Dekady.", "8"),
    "police_pink": ("Różowe użycie policji", "Jak czerwone użycie policji, ale nie zwiększa "
                    "ucieczki.", "8"),
    "wall_build": ("Budowa Muru", "Koniec Ucieczki z NRD; zamiast tego Wschód płaci za "
                   "utrzymanie Muru na każdym Końcu Dekady.", "9.1"),
    "wall_open": ("Otwarcie Muru", "Ucieczka z NRD znów uderza we Wschód.", "9.1"),
    "stasi_disbandment": ("Rozwiązanie Stasi", "Wschód oddaje swoje karty użycia policji "
                          "(wykorzystany na nich niepokój wraca, najwyżej 1 na prowincję) i "
                          "nigdy nie zbiera nowych.", "8"),
    "guillaume_affair": ("Afera Guillaume'a", "Wschód ogląda rękę Zachodu albo 2 wierzchnie "
                         "karty talii i może wymienić jedną ze swoich kart na jedną z nich "
                         "(albo usunąć kartę talii z gry).", "6.4"),
    "flight": ("Ikona ucieczki", "W rogu karty: każda zagrana w tej dekadzie przesuwa "
               "znacznik ucieczki o 1 w górę na Końcu Dekady.", "9.1"),
    "prestige": ("Prestiż", "Tor prestiżu; przewaga prestiżu oznacza: ta strona zaczyna "
                 "dekadę, wybiera pierwsza w 9.1 i 9.3 i wykonuje pole prestiżu.", "9.2"),
    "western_currency": ("Dewizy", "Tor dewiz: dochód Wschodu na opłacenie jego LS.", "9.3"),
    "socialist": ("Socjalista", "Socjaliści Wschodu: uspokajają masowe demonstracje; tor "
                  "daje ich albo zabiera na Końcu Dekady.", "7"),
    "eod": ("Koniec Dekady", "Tor Końca Dekady: trwająca właśnie faza.", "9"),
    "arms_west": ("Herb Zachodu", "Na ikonie: Zachód decyduje, gdzie działa, bez względu na "
                  "to, kto zagrał wydarzenie.", "6.4"),
    "arms_east": ("Herb Wschodu", "Na ikonie: Wschód decyduje, gdzie działa, bez względu na "
                  "to, kto zagrał wydarzenie.", "6.4"),
    "arrow_west": ("Żółta strzałka", "Przesuwa znacznik sąsiedniego toru o 1 pole w stronę "
                   "Zachodu; poza końcem toru Zachód dokłada 1 znacznik niepokoju na Wschodzie.",
                   "6.4"),
    "arrow_east": ("Czerwona strzałka", "Przesuwa znacznik sąsiedniego toru o 1 pole w "
                   "stronę Wschodu; poza końcem toru Wschód usuwa 1 swój znacznik "
                   "niepokoju.", "6.4"),
    "piece_factory": ("Fabryka", "Liczba to jej wartość: 1 plus jej działające "
                      "połączenia.", "5.1"),
    "piece_rundown": ("Przestarzała fabryka", "Wschodnia fabryka w paski: warta tylko tyle, "
                      "ile jej działające połączenia; nigdy nie podlega demontażowi.", "5.3"),
    "piece_external": ("Zagraniczna fabryka", "Fioletowa fabryka w ČSSR albo w Polsce; dodaje "
                       "swoją wartość do jednej połączonej wschodniej prowincji.", "10.5"),
    "piece_infrastructure": ("Połączenie", "Zbudowana kreska linii między miastami; gdy "
                             "wszystkie kreski między dwiema fabrykami są zbudowane, "
                             "połączenie działa i obie fabryki zyskują 1.", "5.1"),
    "piece_unrest": ("Niepokój", "Znaczniki niepokoju w prowincji; 4 oznaczają masowe "
                     "demonstracje.", "4"),
    "piece_ls": ("Poziom życia (LS)", "LS w prowincji; różnice LS rodzą niepokój na Końcu "
                 "Dekady.", "6.3"),
    "piece_protest": ("Masowe demonstracje", "W prowincji nie wolno budować; 4 takie "
                      "znaczniki to zapaść państwa.", "4"),
    "piece_imported": ("Importowane masowe demonstracje", "Przerywane: przeniesione z "
                       "Berlina Zachodniego do prowincji wspierającej; kończą się, gdy "
                       "kończą się te w Berlinie Zachodnim.", "10.2"),
}
