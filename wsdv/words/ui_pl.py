"""The interface's own words in Polish, by table and key (the same tables, keys and
placeholders as ui_en.py). The game's terms come from terms.TERMS["pl"]; a side's name goes
in after a colon or as the subject, in the nominative."""

from __future__ import annotations

from .terms import TERMS, cap

T = TERMS["pl"]

TABLES: dict[str, dict[str, str]] = {
    "chrome": {
        "app_title": "Wir sind das Volk!",
        "decade": "Dekada {n}",
        "half_1": "1. półdekada",
        "half_2": "2. półdekada",
        "eod": T["end_of_decade"],
        "eod_phase": f"{T['end_of_decade']} · faza {{n}}",
        "setup": "Przygotowanie",
        "to_decide": "Decyduje {side}",
        "turn_of": "Ruch {side:gen}",
        "deck": f"{cap(T['deck'])} {{n}}",
        "undo": "Cofnij",
        "new_game": "Nowa partia",
        "language": "Język",
        "zoom_in": "Powiększ",
        "zoom_out": "Pomniejsz",
        "places": "Miejsca na mapie",
        "display": cap(T["display"]),
        "special": cap(T["special_card"]),
        "tile_hand": "Na ręce",
        "hand_of": "Ręka {side:gen}",
        "hand_hidden": "Ręce są zakryte",
        "hand_empty": "brak kart",
        "opponent_hand": "{side}: {n} {n:one=karta|few=karty|many=kart} na ręce",
        "played": "Zagrane w tej dekadzie",
        "police_cards": f"Karty {T['police_power_of']} Wschodu",
        "police_used": "wykorzystana w tej dekadzie",
        "in_play": "Karta w grze",
        "log": "Dziennik",
        "eod_panel": T["end_of_decade"],
        "pass_title": "Przekaż urządzenie graczowi {side:gen}",
        "pass_text": "Teraz decyduje {side}. Ręce zostają zakryte, dopóki przy urządzeniu "
                     "nie usiądzie gracz {side:gen}.",
        "pass_button": "Gram jako {side}: dalej",
        "pass_new": "Nowa partia (jeden ekran albo z komputerem)",
        "pass_games": "Twoje partie",
        "game_over": "Koniec partii",
        "wins": "Wygrywa {side}",
        "reason_collapse": T["collapse"],
        "reason_national insolvency": T["national_insolvency"],
        "reason_triumph of socialism": T["triumph_of_socialism"],
        "reason_socialism fails": T["socialism_fails"],
        "reason_end of game": "koniec gry",
        "result_line": "Wygrywa {winner} w dekadzie {decade}. Powód: {reason}.",
        "close": "Zamknij",
        "enlarge_hint": "Kliknij kartę, by ją powiększyć",
        "province": "Prowincja",
        "economy": "Gospodarka",
        "export": cap(T["export_factory"]),
        "ls": f"{cap(T['living_standard'])} ({T['ls']})",
        "ls_short": f"{T['ls']}",
        "unrest": cap(T["unrest"]),
        "protests": cap(T["mass_protests"]),
        "imported": "importowane z Berlina Zachodniego",
        "socialists": cap(T["socialists"]),
        "factories": "Fabryki",
        "none": "brak",
        "value": "wartość",
        "rundown": T["rundown"],
        "external": "zagraniczna",
        "tap_hint": "Dotknij prowincji, by zobaczyć jej gospodarkę; podświetlone miejsca to "
                    "możliwe wybory.",
        "options": "Możliwości",
        "no_prompt": "Nic do decyzji",
        "prestige": cap(T["prestige"]),
        "western_currency": cap(T["western_currency"]),
        "socialist_track": cap(T["socialists"]),
        "flight": cap(T["flight"]),
        "eod_track": T["end_of_decade"],
        "holding_box": cap(T["holding_box"]),
        "wall": T["wall"],
        "wall_stands": "Mur stoi",
        "stasi_gone": "Stasi rozwiązana",
        "marker_protest": "Protest",
        "legend_ls": cap(T["living_standard"]),
        "legend_protest": f"{cap(T['mass_protest'])} (4 na stronę = zapaść)",
        "legend_imported": "Przerywane: importowane, także przy 2 znacznikach",
        "imported_why": "nie z niepokoju tej prowincji: zostają nawet przy 2 znacznikach "
                        "niepokoju i "
                        "kończą się, gdy kończą się te w Berlinie Zachodnim",
        "col_western_currency": cap(T["western_currency"]),
        "col_socialist": cap(T["socialists"]),
        "col_flight": cap(T["flight"]),
        "col_eod": T["end_of_decade"],
        "prestige_chip": f"{cap(T['prestige'])} {{pos}}",
        "prestige_title": "Tor prestiżu: Wschód ma przewagę prestiżu od +1 do +6, "
                          "Zachód od 0 w dół. Kto ją ma, zaczyna dekadę i na Końcu Dekady "
                          "wykonuje pole prestiżu",
        "west_side": "Zachód ▲",
        "east_side": "Wschód ▼",
        "flight_icons": "ikony ucieczki na zagranych kartach",
        "west_most_ls": "LS zachodniej prowincji z największą liczbą LS",
        "red_police": f"czerwone karty {T['police_power_of']}",
        "east_mass_protest": "masowe demonstracje na Wschodzie",
        "east_fewest_ls": "LS wschodniej prowincji z najmniejszą liczbą LS",
        "west_mass_protest": "masowe demonstracje na Zachodzie",
        "flight_position": "znacznik ucieczki",
        "flight_dismantle": "Wschód traci punkty budowy",
        "box_executed": "wykonane pole",
        "hamburg_counts": "Hamburg należy do",
        "wc_track": "dochód z toru",
        "wc_worst": "najsłabsza zachodnia fabryka eksportowa",
        "wc_export": "dochód Wschodu z eksportu",
        "wc_income": "dochód razem",
        "wc_ls": "LS Wschodu do opłacenia",
        "wc_short": "brakuje (przestarzałe / usunięte)",
        "hold_limits": "limit LS (fabryka eksportowa)",
        "hold_lost": "utracone LS",
        "internal_got": "niepokój z wewnętrznej rywalizacji",
        "ew_available": "dostępne LS",
        "ew_hits": "niepokój z ataków",
        "soc_track": "tor socjalistów",
        "soc_change": "socjaliści zyskani / utraceni",
        "collapse_west": "masowe demonstracje Zachodu",
        "collapse_east": "masowe demonstracje Wschodu",
        "nothing_happened": "nic do zrobienia",
        "pending": "przed nami",
        "running": "teraz",
        "about": "O grze",
        "attribution": "Mapa: na podstawie @svg-maps/germany (CC BY 4.0).",
        "loading": "Wczytywanie…",
        "max_per_province": "maks. {n} na prowincję",
        "decides_mark": "{side} decyduje, gdzie",
        "choices_made": "wybory",
        "infrastructure": cap(T["infrastructure"]),
        # the board for screen readers (wsdv/ui/board.py, panels.py)
        "board_name": "Plansza",
        "enlarge_card": "Powiększ kartę {card}",
        "line_empty": "{a} – {b}: brak połączenia",
        "line_built": "{a} – {b}: połączenie",
        "line_working": "{a} – {b}: połączenie, trasa kompletna",
    },
    "prompt_kinds": {
        "card": "wybierz kartę",
        "action": "wybierz akcję",
        "build": "budowa",
        "dismantle": "demontaż",
        "remove_unrest": "usuń niepokój",
        "add_unrest": "dodaj niepokój",
        "ls": "umieść LS",
        "ls_icon": "umieść LS",
        "ls_remove": "usuń LS",
        "transfer": "przenieś do Berlina Zachodniego",
        "hamburg": "przydziel Hamburg",
        "external": "przydziel zagraniczną fabrykę",
        "icon_order": "kolejność ikon wydarzenia",
        "event_skip": "Karta Podwójna: pomiń jedno",
        "special_cost": "zapłać za kartę specjalną",
        "discard": "odrzuć stare karty",
        "police": T["police_power"],
        "prestige_box": "pole prestiżu",
        "prestige_comp": "rekompensata prestiżu",
        "rundown": "fabryka staje się przestarzała",
        "repair": "wyremontuj fabrykę",
        "wc_remove": "spłać dług w dewizach",
        "attack": T["east_west_comparison"],
        "socialist": "przesuń socjalistę",
        "lose_socialist": "usuń socjalistę",
        "sector": "wybierz sektor",
        "wb_import": "przenieś masowe demonstracje",
        "wb_unimport": "zakończ importowane demonstracje",
        "move_unrest": "przesuń niepokój",
        "reduce_three": "zredukuj niepokój do 3",
        "factory_remove": "usuń fabrykę",
        "guillaume": T["guillaume_affair"],
    },
    "sectors": {
        "British": "brytyjski",
        "French": "francuski",
        "US": "amerykański",
    },
    "guide": {
        "tagline":
            "Podzielone Niemcy, 1945–1989. Jeden gracz prowadzi Wschód, drugi Zachód: "
            "rozbuduj gospodarkę, podnieś poziom życia i nie dopuść, by ludzie wyszli na "
            "ulice.",
        "continue": "Kontynuuj ostatnią partię",
        "rules_button": "Zasady",
        "home_title": "Ekran startowy: nowa partia, wczytanie, jak grać",
        "vs_computer": "Zagraj z komputerem",
        "vs_computer_note": "Najlepszy sposób nauki: komputer gra drugą stroną.",
        "your_side": "Twoja strona",
        "side_west_note": "silna gospodarka, ale Berlin Zachodni i prowincje wspierające są "
                          "wystawione na ciosy",
        "side_east_note":
            "użycie policji i socjaliści, ale mało dewiz i ludzie uciekający na Zachód",
        "level": "Poziom",
        "level_easy": "Łatwy",
        "level_normal": "Normalny",
        "level_hard": "Trudny",
        "start_computer": "Zacznij grę z komputerem",
        "hotseat": "Dwóch graczy przy jednym ekranie",
        "hotseat_note": "Grajcie na zmianę na tym urządzeniu; ręce są zakryte, gdy je sobie "
                        "przekazujecie.",
        "load": "Wczytaj kod zapisu",
        "load_note": "Wklej kod zapisu albo link do udostępnienia.",
        "load_button": "Wczytaj",
        "how_to_play": "Jak grać",
        "how_note": "Zasady w skrócie i objaśnienie każdej ikony.",
        "language": "Język",
        "rules_title": "Zasady w skrócie",
        "rules_note":
            "Krótkie streszczenie własnymi słowami, według numerów sekcji instrukcji. W razie "
            "wątpliwości decyduje drukowana instrukcja.",
        "contents": "Spis treści",
        "glossary_title": "Ikony",
        "glossary_note": "Żółte ikony działają na Zachód, czerwone (i różowe) na Wschód.",
        "icons_events": "Wydarzenia z kart",
        "icons_tracks": "Strzałki i tory",
        "icons_board": "Elementy na planszy",
        "close": "Zamknij",
        "section": "§ {n}",
        "rules_link": "Zasady § {n}",
        "rules_link_title": "Co mówią zasady o tej decyzji",
        "icons_link": "Co znaczą ikony",
        "game_over": "Koniec partii",
        "wins": "Wygrywa {side}",
        "when": "w dekadzie {decade}",
        "why_collapse":
            "{loser} miał 4 lub więcej masowych demonstracji przy liczeniu na Końcu Dekady: "
            "państwo upadło.",
        "why_collapse_both":
            "Oba państwa miały 4 lub więcej masowych demonstracji na Końcu Dekady; gdy "
            "upadają oba, wygrywa Wschód.",
        "why_national insolvency":
            "Wschód musiał zdemontować więcej gospodarki, niż mu zostało, w trakcie Końca "
            "Dekady: narodowe bankructwo.",
        "why_triumph of socialism":
            "Wschodowi należał się nowy socjalista, a wszystkich 12 było już w grze (pole "
            "socjalistów i mapa): tryumf socjalizmu.",
        "why_socialism fails":
            "Socjalista musiał odejść, ale nie został żaden: upadek socjalizmu.",
        "why_end of game": "Nikt nie wygrał w cztery dekady: Wschód przetrwał i wygrywa.",
        "figures": "Wyniki końcowe",
        "fig_protests": cap(T["mass_protests"]),
        "fig_economy": "Gospodarka",
        "fig_ls": cap(T["living_standard"]),
        "fig_unrest": cap(T["unrest"]),
        "fig_factories": "Fabryki (przestarzałe)",
        "fig_socialists": "Socjaliści na planszy",
        "fig_police": f"Karty {T['police_power_of']}",
        "fig_prestige": cap(T["prestige"]),
        "fig_prestige_value": "Przewaga {side:gen} ({n})",
        "fig_prestige_even": "remis",
        "fig_wc": "Tor dewiz",
        "fig_soc_track": "Tor socjalistów",
        "fig_flight": "Znacznik ucieczki",
        "fig_wall": T["wall"],
        "fig_wall_up": "stoi",
        "fig_wall_down": "nie stoi",
        "chart_title": "Szanse {side:gen} w trakcie partii",
        "chart_note": "Ocena komputera po każdej turze i każdej fazie Końca Dekady.",
        "chart_wait": "Komputer analizuje partię…",
        "chart_error": "Analiza się nie udała: {error}",
        "chart_none": "Analiza wymaga gracza komputerowego, który tu nie działa.",
        "chart_label": "Szacowana szansa {side:gen} na wygraną, od {first} do {last}",
        "wins_axis": "Wygrywa {side}",
        "key_moments": "Kluczowe momenty",
        "no_moments": "Żadna tura nie zmieniła wiele.",
        "no_moments_close": "Żadna tura nie zmieniła wiele: wyrównana partia.",
        "moment_turn": "Dekada {decade}, ruch {side:gen}",
        "moment_eod": "Dekada {decade}, Koniec Dekady: {phase}",
        "moment_swing": "Szanse {side:gen} {before} → {after}",
        "why_not": "Niedostępne z tą kartą:",
        "why_no_unrest": "Usuń niepokój: nie masz znacznika niepokoju do usunięcia.",
        "why_unrest_costs":
            "Usuń niepokój: z kartą nie w twoim kolorze kosztuje to punkt demontażu, a nie "
            "masz nic do demontażu.",
        "why_event_red": "Wydarzenie: czerwone wydarzenia zagrywa {other}.",
        "why_event_yellow": "Wydarzenie: żółte wydarzenia zagrywa {other}.",
        "why_event_dismantle":
            "Wydarzenie: musiałbyś zdemontować więcej własnej gospodarki, niż masz.",
        "why_no_build": "Tu nie ma punktów budowy: w prowincji są masowe demonstracje.",
        "replay": "Obejrzyj powtórkę",
        "new_game": "Nowa partia",
    },
    "saves": {
        "games": "Partie",
        "games_title": "Twoje partie",
        "continue": "Kontynuuj",
        "rename": "Zmień nazwę",
        "delete": "Usuń",
        "save": "Zapisz",
        "cancel": "Anuluj",
        "close": "Zamknij",
        "new_game": "Nowa partia",
        "import": "Importuj",
        "export": "Eksportuj",
        "replay": "Powtórka",
        "no_games": "Nie ma jeszcze zapisanych partii.",
        "confirm_delete": "Usunąć „{name}”? Tego nie da się cofnąć.",
        "damaged": "Pominięto {n} {n:one=uszkodzony zapisany wpis, którego|few=uszkodzone zapisane "
                   "wpisy, których|many=uszkodzonych zapisanych wpisów, których} nie dało "
                   "się odczytać.",
        "hotseat": "Jeden ekran",
        "vs_computer": "Ty: {side} · komputer: {level}",
        "decade": "Dekada {d}",
        "wins": "Wygrał {side}",
        "last_played": "ostatnio grana {when}",
        "current": "otwarta teraz",
        "name": "Nazwa",
        "mode": "Gracze",
        "mode_hotseat": "Dwóch graczy, jedno urządzenie",
        "mode_computer": "Z komputerem",
        "your_side": "Grasz",
        "level": "Poziom komputera",
        "start": "Start",
        "game_name": "Partia {n}",
        "level_easy": "łatwy",
        "level_normal": "normalny",
        "level_hard": "trudny",
        "export_title": "Eksportuj tę partię",
        "export_text":
            "Kod zapisu zawiera całą partię, łącznie z obiema rękami: zachowaj go jako kopię "
            "albo by grać dalej w innej przeglądarce. Aby grać z przyjacielem na odległość, "
            "użyj raczej Przez link (górny pasek): kto importuje kod zapisu, może otworzyć "
            "obie ręce.",
        "save_string": "Kod zapisu",
        "share_link": "Link do udostępnienia",
        "copy": "Kopiuj",
        "copy_link": "Kopiuj link",
        "copied": "Skopiowano.",
        "copy_failed": "Tu nie można kopiować: zaznacz tekst i skopiuj go.",
        "link_note": "Partia podróżuje w #fragmencie linku, który nigdy nie trafia na "
                     "serwer.",
        "import_title": "Importuj partię",
        "import_text":
            "Wklej kod zapisu albo link do udostępnienia. Zostanie sprawdzony, zanim "
            "cokolwiek zostanie zapisane.",
        "imported_new": "Zaimportowano jako nową partię.",
        "imported_updated": "To późniejsza pozycja partii „{name}”: ta partia została "
                            "zaktualizowana.",
        "imported_existing": "Masz już tę partię: „{name}”.",
        "replay_title": "Powtórka",
        "replay_start": "Początek",
        "replay_end": "Koniec",
        "replay_prev": "Poprzedni wybór",
        "replay_next": "Następny wybór",
        "replay_prev_decade": "Poprzednia dekada",
        "replay_next_decade": "Następna dekada",
        "replay_exit": "Wróć do partii",
        "replay_step": "Wybór {n} z {total}",
        "replay_at_start": "Początek partii (po przygotowaniu).",
        "replay_choice": "{side} wybiera: {label}",
        "storage_full":
            "Pamięć przeglądarki jest pełna: ta partia jest zachowana tylko w tej karcie. "
            "Wyeksportuj ją, by ją zachować.",
        "storage_unavailable":
            "Pamięć przeglądarki jest niedostępna: partie są zachowane tylko w tej karcie. "
            "Wyeksportuj partię, by ją zachować.",
        "open_failed": "Tej partii nie da się otworzyć: {error}",
        "link_failed": "Partii z linku nie da się otworzyć: {error}",
        "imported_name": "Zaimportowana partia",
    },
    "advice": {
        "thinking": "{side} myśli…",
        "computer": "Komputer ({level})",
        "starting": "Uruchamiam gracza komputerowego (drugi Python w tle)…",
        "hint": "Podpowiedź",
        "hint_title": "Co zrobiłby komputer",
        "hint_wait": "Szukam podpowiedzi dla {side:gen}…",
        "hint_choice": "Wybrałby: {label}",
        "hint_plan": "Plan na tę turę: {plan}",
        "hint_chance":
            "Szacowana szansa {side:gen} na wygraną: {now} teraz, {after} zaraz po tym planie.",
        "hint_answered": "Po najlepszej odpowiedzi {opponent:gen}: {answered}.",
        "hint_other": "Druga możliwość: {plan} ({chance})",
        "hint_eod":
            "Na najbliższym Końcu Dekady (za około {turns} {turns:one=akcję|few=akcje|many=akcji}) "
            "ocena przewiduje masowe "
            "demonstracje: Wschód {east}, Zachód {west} (4 kończą grę).",
        "hint_eod_now": "Masowe demonstracje po tym: Wschód {east}, Zachód {west} (4 kończą "
                        "grę).",
        "hint_insolvent": "Wschód nie mógłby tam spłacić swojego długu: narodowe "
                          "bankructwo.",
        "hint_decided": "Przewiduje, że tam wygra {side}.",
        "hint_search":
            "Liczby to ocena komputera (prognoza najbliższego Końca Dekady), na rozdaniu "
            "zakrytych kart zgodnym z tym, co widział {side}: podpowiedź nie wie więcej niż "
            "ty.",
        "hint_close": "Zamknij",
        "error": "Gracz komputerowy zawiódł: {error}",
        "retry": "Spróbuj ponownie",
        "level_easy": "łatwy",
        "level_normal": "normalny",
        "level_hard": "trudny",
    },
    # the guided first turn and the one-time tips (wsdv/ui/tour_html.py, tour.py)
    "tour": {
        "step_of": "Twoja pierwsza tura · {n} z {total}",
        "first_turn": "Twoja pierwsza tura",
        "tip": "Wskazówka",
        "next": "Rozumiem",
        "skip": "Pomiń przewodnik",
        "again": "Pokaż przewodnik ponownie",
        "again_note": "Przewodnik poprowadzi twoją następną turę, potem pierwsze masowe "
                      "demonstracje i pierwszy Koniec Dekady.",
        "colour_west": "żółtym",
        "colour_east": "czerwonym",
        "card_title": "Wybierz kartę",
        "card_text":
            "W każdej turze zagrywasz jedną kartę na jedną akcję. Weź ją z wystawki albo z "
            "ręki: każda karta, którą możesz wziąć, jest podświetlona wyżej; kliknij ją, by ją "
            "wziąć. Twoja wartość to liczba w polu {colour}.",
        "actions_title": "Cztery akcje",
        "actions_text":
            "Użyj karty do jednej z czterech akcji: usuń 1 znacznik niepokoju (za darmo kartą "
            "twojego koloru, inaczej demontujesz 1 punkt budowy); buduj za jej wartość w "
            "punktach budowy; podnieś poziom życia (LS) w najwyżej 3 prowincjach; albo zagraj "
            "jej wydarzenie. Czego ta karta nie pozwala, nie ma wśród opcji, a wiersz niżej "
            "mówi dlaczego.",
        "build_title": "Budowa",
        "build_text":
            "Każdy punkt budowy stawia fabrykę w pustym mieście albo połączenie na kresce obok "
            "fabryki. Miejsca, których możesz użyć, świecą na mapie i są tu przyciskami. Gdy "
            "wszystkie kreski między dwiema fabrykami są zbudowane, połączenie działa i "
            "podnosi wartość obu fabryk. W prowincji z masowymi demonstracjami nie wolno "
            "budować.",
        "map_title": "Wybierz na mapie",
        "map_text":
            "Świecące miejsca na mapie to twoje możliwości: kliknij jedno albo użyj przycisków "
            "tutaj. U góry widać, co jeszcze zostało do zrobienia.",
        "confirm_title": "Przycisk Potwierdź kończy turę",
        "confirm_text":
            "Ostatni wybór tury czeka na ciebie. Potwierdź kończy twoją turę i gra druga strona; "
            "Cofnij pozwala wybrać jeszcze raz.",
        "done_title": "Gotowe: teraz gra druga strona",
        "done_text":
            "To, co zrobi, zostanie zaznaczone na mapie. Przycisk Zasady "
            "objaśnia bieżącą decyzję. Trzymaj każdą prowincję poniżej 4 znaczników niepokoju, "
            "bo 4 wywołują masowe demonstracje, a państwo, które na Końcu Dekady ma 4 znaczniki "
            "masowych demonstracji, przechodzi zapaść.",
        "protest_title": "Masowe demonstracje",
        "protest_text":
            "4 znaczniki niepokoju w prowincji wywołują masowe demonstracje (8 – drugi znacznik "
            "masowych demonstracji). Dopóki trwają, nie wolno tam budować; kończą się, gdy "
            "niepokój spadnie poniżej 4 (usuń niepokój, podnieś LS). Państwo, które na Końcu "
            "Dekady ma 4 lub więcej znaczników masowych demonstracji, przechodzi zapaść i "
            "przegrywa.",
        "eod_title": "Koniec Dekady",
        "eod_text":
            "Po drugiej półdekadzie dekada jest rozliczana w 10 fazach, m.in. ucieczka, "
            "prestiż, dewizy, porównanie poziomu życia i socjaliści. Każdy krok mówi, co się "
            "dzieje i dlaczego; przycisk Dalej przechodzi do następnego. Dopiero na końcu "
            "sprawdza się zapaść: przy 4 lub więcej znacznikach masowych demonstracji państwo "
            "upada.",
        "level_easy_who": "Zacznij tutaj: twoje pierwsze partie.",
        "level_normal_who": "Gdy już wygrasz z poziomem Łatwy.",
        "level_hard_who": "Gdy Normalny przestanie być wyzwaniem.",
    },
    # the web app manifest (sitebuild/manifest.py writes one per language)
    "manifest": {
        "name": "Wir sind das Volk!",
        "short_name": "WSDV",
        "description": "Gra dla dwojga o podzielonych Niemczech, 1945–1989, w przeglądarce.",
    },
}
