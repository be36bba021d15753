"""The rules reference in Polish: a short summary in our own words (never the rulebook's
text), by the rulebook's section numbers, with the Polish players' terms (terms.py) and our
card titles (names_pl.py). Same shape as rules_en.py."""

from __future__ import annotations

from .names_pl import CARDS

SECTIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("1", "Gra w skrócie", (
        "Dwóch graczy, Wschód i Zachód, prowadzi dwa państwa niemieckie od 1945 do 1989 "
        "roku. Karty dają akcje: rozbudowę gospodarki, podniesienie poziomu życia (LS), "
        "uspokojenie niepokoju albo zagranie historycznego wydarzenia z karty.",
        "Różnice poziomu życia rodzą niepokój: wewnątrz państwa (jego prowincje porównane "
        "ze sobą) i przez granicę (Wschód wobec Zachodu). Cztery znaczniki niepokoju w "
        "prowincji oznaczają masowe demonstracje. Państwo z 4 lub więcej znacznikami "
        "masowych demonstracji na Końcu Dekady upada i przegrywa.",
        "Zachód ma 8 prowincji, Wschód 6. \"Niemcy Zachodnie\" to każda zachodnia prowincja "
        "poza Berlinem Zachodnim. Hamburg jest miastem, nie prowincją (10.3). Fabryka "
        "Berlina Wschodniego stoi w mieście Berlin na głównej mapie, ale należy do prowincji "
        "Berlin Wschodni (10.1).",
        "Karty Czerwone pomagają głównie Wschodowi, Karty Żółte Zachodowi; Karty Podwójne "
        "(czerwono-żółte) jednej albo drugiej stronie. W każdej dekadzie jest jedna karta "
        "specjalna, którą może wziąć tylko Wschód.",
    )),
    ("2", "Przygotowanie", (
        "Każda z trzech prowincji wspierających Berlin Zachodni (Nordrhein-Westfalen, "
        "Rheinland-Pfalz, Baden-Württemberg) zaczyna z 2 znacznikami niepokoju, każda inna "
        "prowincja z 3. Jeden socjalista czeka na polu socjalistów.",
        "Zachód zaczyna z fabrykami w Hamburgu i Dortmundzie, Wschód w Berlinie i "
        "Bitterfeld. Wszystkie znaczniki torów zaczynają na 0. Zachód ma przewagę prestiżu "
        "i zaczyna.",
    )),
    ("3", "Przebieg gry", (
        "Partia trwa do 4 dekad. Każda dekada ma dwie półdekady, a potem Koniec Dekady "
        "(sekcja 9), jedyny moment sprawdzania, kto wygrał (poza 9.9).",
        "- Na początku dekady: karta specjalna tej dekady trafia na wystawkę; obaj gracze "
        "dobierają do 2 kart na ręce. Od dekady II można najpierw odrzucić stare karty; kto "
        "ma 3 karty, musi odrzucić co najmniej jedną.",
        "- W każdej półdekadzie wykłada się 7 nowych kart. Gracze grają na zmianę, każdy "
        "bierze jedną kartę z wystawki albo z ręki i wykonuje nią jedną akcję (sekcja 6).",
        "- Gracz z przewagą prestiżu zaczyna pierwszą półdekadę; drugą zaczyna ten, kto nie "
        "wykonywał ostatniej akcji.",
        "- Półdekada kończy się, gdy zostaje wzięta ostatnia zwykła karta z wystawki. Karta "
        "specjalna, której nikt nie wziął, zostaje tam na drugą półdekadę.",
        "Gdy Wschód bierze kartę specjalną, płaci za nią: odrzuca kartę z ręki albo Zachód "
        "dobiera na rękę wierzchnią kartę talii.",
        "Zagrane karty leżą odkryte w rzędzie; ich ikony ucieczki liczą się w 9.1. Karta, "
        "której ikona użycia policji została wykonana, trafia zamiast tego do Wschodu "
        "(sekcja 8).",
    )),
    ("4", "Masowe demonstracje", (
        "Prowincja z 4 znacznikami niepokoju dostaje znacznik masowych demonstracji; przy 8 "
        "drugi, przy 12 trzeci i tak dalej. Gdy niepokój spada znów poniżej 4 (8, 12 ...), "
        "jeden znacznik znika.",
        "W prowincji z masowymi demonstracjami nie wolno wydawać punktów budowy. Cztery "
        "znaczniki masowych demonstracji przy sprawdzeniu w 9.10 to zapaść państwa.",
    )),
    ("5", "Gospodarka", (
        "Gospodarka prowincji to suma wartości jej fabryk. Decyduje o tym, ile LS prowincja "
        "może mieć (6.3, 9.5); najsilniejsza fabryka prowincji jest jej fabryką eksportową "
        "(9.3, 9.5).",
    )),
    ("5.1", "Budowa fabryk i połączeń", (
        "Każdy punkt budowy stawia fabrykę w pustym mieście albo połączenie na pustej kresce "
        "linii, która ma fabrykę na jednym albo obu końcach.",
        "Gdy wszystkie kreski między dwiema fabrykami są zbudowane, połączenie działa. "
        "Fabryka jest warta 1 plus 1 za każde działające połączenie.",
        "Połączenia miasta należą do prowincji tego miasta, także gdy prowadzą do sąsiedniej "
        "prowincji. Nie wolno wydawać punktów budowy w prowincji z masowymi demonstracjami "
        "ani poza prowincjami wskazanymi przez kartę.",
    )),
    ("5.2", "Demontaż", (
        "Każdy punkt demontażu usuwa jedną fabrykę albo jedno połączenie trafionej strony. "
        "Fabryka może zniknąć dopiero, gdy na żadnej z jej linii nie ma połączenia. "
        "Przerwanie działającego połączenia obniża o 1 wartość obu fabryk.",
        "Fabryki w ČSSR i w Polsce znikają tylko przez wydarzenie.",
    )),
    ("5.3", "Przestarzałe wschodnie fabryki", (
        "Tylko wschodnie fabryki się starzeją (na przykład przy braku dewiz, 9.3). "
        "Przestarzała fabryka jest warta 0 plus jej działające połączenia, o jeden mniej niż "
        "przedtem. Zostaje na planszy i nigdy nie podlega demontażowi (wyjątkiem jest "
        "Rheinsberg, 10.4). Ikona remontu znów czyni ją zwykłą fabryką.",
    )),
    ("6", "Akcje", (
        "Zwykła karta pozwala na dokładnie jedną z czterech akcji: usunięcie znacznika "
        "niepokoju (6.1), budowę (6.2), podniesienie poziomu życia (6.3) albo zagranie jej "
        "wydarzenia (6.4). Karta specjalna pozwala tylko na swoje wydarzenie i bierze ją "
        "tylko Wschód.",
        "Karty z dwiema wartościami dają żółtą liczbę Zachodowi, a czerwoną Wschodowi.",
    )),
    ("6.1", "Usunięcie 1 znacznika niepokoju", (
        "Usuń jeden ze swoich znaczników niepokoju. Jest to darmowe z kartą twojego koloru "
        "(Czerwoną dla Wschodu, Żółtą dla Zachodu). Z Kartą Podwójną albo kartą w kolorze "
        "przeciwnika musisz też zdemontować 1 punkt własnej gospodarki (5.2); jeśli nie "
        "masz nic do demontażu, takiej karty nie można do tego użyć.",
    )),
    ("6.2", "Budowa", (
        "Dostajesz tyle punktów budowy, ile wynosi twoja wartość na karcie, i wydajesz je jak "
        "w 5.1, nigdy w prowincji z masowymi demonstracjami.",
    )),
    ("6.3", "Podniesienie poziomu życia", (
        "Umieść do 3 LS, każdy w innej swojej prowincji. Prowincja dostaje pierwszy LS przy "
        "gospodarce 3, drugi przy 6, trzeci przy 9 i tak dalej.",
        "Wartość karty może uzupełnić to, czego prowincji brakuje, najwyżej 2 punkty na "
        "prowincję, rozdzielone między prowincje, jak chcesz.",
        "Każdy umieszczony LS usuwa jeden znacznik niepokoju ze swojej prowincji. Zachód może "
        "przenieść "
        "jeden nowy LS prowincji wspierającej do Berlina Zachodniego (10.2). Hamburg i "
        "zagraniczne fabryki mogą dodać swoją wartość do jednej prowincji (10.3, 10.5).",
    )),
    ("6.4", "Wydarzenia", (
        "Wschód może zagrywać wydarzenia Czerwone i Podwójne, Zachód Żółte i Podwójne. "
        "Wydarzenie to rząd ikon; żółte ikony bez strzałek dotyczą Zachodu, czerwone i różowe "
        "Wschodu. Strzałki przesuwają znacznik toru w stronę gracza w kolorze strzałki.",
        "Wydarzenie Czerwone albo Żółte wykonuje się w całości. Z Kartą Podwójną można "
        "pominąć jedną strzałkę albo jedną ikonę bez strzałek. Miejsca i limity zapisane pod "
        "ikoną dotyczą zawsze ikon tuż nad nimi.",
        "Gracz, który zagrywa, decyduje o kolejności i o tym, gdzie działają ikony, z "
        "wyjątkiem ikon z herbem: tam decyduje strona herbu.",
        "Strzałka, która zepchnęłaby znacznik poza tor, zamienia się w premię: za czerwoną "
        "strzałkę Wschód usuwa jeden znacznik niepokoju, za żółtą Zachód dokłada jeden znacznik "
        "niepokoju we "
        "wschodniej prowincji; strzałka prestiżu pozwala faworyzowanej stronie na jedno albo "
        "drugie.",
        "Ikony, które nie mogą zadziałać, pomija się, ale wydarzenia, które kazałoby ci "
        "zdemontować więcej własnej gospodarki, niż masz, nie wolno zagrać.",
    )),
    ("7", "Socjaliści", (
        "Gdy we wschodniej prowincji są masowe demonstracje, socjaliści wchodzą z pola "
        "socjalistów jeden po drugim, każdy usuwając jeden znacznik niepokoju, aż demonstracje się "
        "skończą albo pole opustoszeje. Gdy dotknięte jest kilka prowincji, kolejność wybiera "
        "Wschód.",
        "Dzieje się to zaraz po każdej akcji i w fazie socjalistów (9.9), nie w innych "
        "fazach Końca Dekady. Socjaliści zostają w swojej prowincji, aż zabierze ich 9.9.",
    )),
    ("8", "Użycie policji", (
        "Gdy zostaje wykonana ikona użycia policji, Wschód zatrzymuje tę kartę. Czerwone "
        "karty użycia policji zwiększają ucieczkę (9.1); różowe nie.",
        "Raz na dekadę każda zatrzymana karta usuwa jeden wschodni znacznik niepokoju: podczas "
        "jednej "
        "z akcji Wschodu (jako dodatek do akcji) albo w fazie 9.8. Każda zatrzymana karta kosztuje "
        "Wschód jeden punkt demontażu w 9.4.",
    )),
    ("9", "Koniec Dekady", (
        "Po drugiej półdekadzie po kolei rozgrywa się dziesięć faz, od 9.1 do 9.10. Jeśli w "
        "którejś z nich Wschód musi zdemontować więcej gospodarki, niż ma, od razu przegrywa "
        "(narodowe bankructwo).",
    )),
    ("9.1", "Mur Berliński / Ucieczka z NRD", (
        "Gdy Mur już stoi, Wschód płaci zamiast tego za jego utrzymanie: prestiż przesuwa "
        "się o 1 w stronę Zachodu, a Wschód demontuje 1 punkt.",
        "Bez Muru znacznik ucieczki idzie w górę o 1 za każdą ikonę ucieczki na kartach "
        "zagranych w tej dekadzie, o 1 za każdy LS najbogatszej zachodniej prowincji "
        "(najwięcej LS, łącznie z Berlinem Zachodnim), o 1 za każdą czerwoną kartę użycia "
        "policji Wschodu i o 1, jeśli w którejś wschodniej prowincji są masowe demonstracje. "
        "Idzie w dół o 1 za każdy LS najbiedniejszej wschodniej prowincji (najmniej LS) i o "
        "1, jeśli w którejś zachodniej prowincji są masowe demonstracje. Tor ma pola od 0 do "
        "20.",
        "Wschód demontuje tyle punktów, ile wynosi połowa wartości znacznika (w zaokrągleniu "
        "w dół); gracz z "
        "przewagą prestiżu wybiera pierwszy, potem gracze na zmianę. Potem znacznik wraca "
        "na 0, a zagrane karty się odkłada.",
    )),
    ("9.2", "Prestiż", (
        "Gracz z przewagą prestiżu wykonuje pole pod znacznikiem prestiżu albo dowolne pole "
        "o niższej wartości i wybiera, gdzie.",
    )),
    ("9.3", "Dewizy", (
        "Dewiz potrzebuje tylko Wschód: 1 na każdy swój LS. Dochód to wartość toru (może być "
        "ujemna) plus 1 za każdą wschodnią fabrykę eksportową co najmniej tak silną jak "
        "najsłabsza zachodnia fabryka eksportowa (liczą się wszystkie, jeśli jakaś prowincja "
        "Niemiec Zachodnich nie ma żadnej fabryki; ČSSR i Polska nigdy się nie liczą).",
        "Za każdą brakującą jednostkę jedna wschodnia fabryka staje się przestarzała "
        "(gracze na zmianę, najpierw ten z przewagą prestiżu); gdy nie ma już żadnej, usuwa "
        "się zamiast tego połączenie (albo Rheinsberg). Ujemny dochód powiększa brak.",
    )),
    ("9.4", "Koszt kart użycia policji", (
        "Wschód demontuje 1 punkt według własnego wyboru za każdą kartę użycia policji, "
        "którą ma.",
    )),
    ("9.5", "Utrzymanie poziomu życia", (
        "Żadna prowincja nie może mieć więcej LS niż wartość jej fabryki eksportowej; "
        "nadmiarowe LS znikają. Berlin Zachodni może mieć nie więcej niż najsłabsza fabryka "
        "eksportowa wśród prowincji wspierających, które kiedykolwiek przekazały mu LS (bez "
        "limitu, dopóki żadna tego nie zrobiła; sektory wybiera Zachód). Fabryki w ČSSR i w "
        "Polsce nigdy nie utrzymują LS.",
    )),
    ("9.6", "Wewnętrzna rywalizacja", (
        "Każde państwo porównuje swoje prowincje ze swoją prowincją z największą liczbą LS. "
        "Prowincja z mniejszą liczbą dostaje tyle znaczników niepokoju, ile wynosi różnica "
        "minus 1; Berlin Zachodni "
        "dostaje całą różnicę.",
    )),
    ("9.7", "Rywalizacja Wschód-Zachód", (
        "Każda prowincja atakuje jedną sąsiednią prowincję drugiej strony, która ma mniej LS, "
        "niż atakująca ma dostępnych; którą, wybiera właściciel atakującej, a możliwego "
        "ataku nigdy się nie pomija. Berlin Zachodni atakuje i Berlin Wschodni, i "
        "Brandenburg, gdzie może. Broniąca się dostaje tyle znaczników "
        "niepokoju, ile wynosi cała różnica, ale nowe "
        "masowe demonstracje pojawiają się dopiero po wszystkich atakach.",
        "Każdy znacznik masowych demonstracji w atakującej prowincji czyni jeden jej LS "
        "niedostępnym.",
    )),
    ("9.8", "Wykorzystanie kart użycia policji", (
        "Każda karta użycia policji, której Wschód nie wykorzystał w tej dekadzie, usuwa "
        "jeden wschodni znacznik niepokoju. Potem wszystkie karty są znów wolne na następną "
        "dekadę.",
    )),
    ("9.9", "Socjaliści", (
        "Tor socjalistów mówi, ilu socjalistów Wschód zyskuje albo traci. Nowi trafiają na "
        "pole socjalistów, a potem idą do masowych demonstracji (sekcja 7). Jeśli należy się "
        "nowy socjalista, a wszystkich 12 jest w grze (pole socjalistów i mapa), Wschód od "
        "razu wygrywa (tryumf socjalizmu).",
        "Straty schodzą najpierw z pola socjalistów, potem Zachód wybiera ich z prowincji; "
        "każdy socjalista, który opuszcza prowincję, oddaje jej jeden znacznik niepokoju. Jeśli "
        "któryś "
        "musi odejść, a nie został żaden, Wschód od razu przegrywa (upadek socjalizmu).",
    )),
    ("9.10", "Wir sind das Volk?", (
        "Oba państwa liczą swoje znaczniki masowych demonstracji. Państwo z 4 lub więcej "
        "upada i przegrywa; jeśli upadają oba, wygrywa Wschód. W przeciwnym razie odkłada się "
        "talię i niewziętą kartę specjalną i zaczyna się następna dekada. Jeśli nikt nie "
        "wygrał po dekadzie IV, wygrywa Wschód.",
    )),
    ("10", "Miasta specjalne", (
        "Berlin Wschodni, Berlin Zachodni, Hamburg, Rheinsberg i cztery miasta za granicą "
        "mają własne zasady.",
    )),
    ("10.1", "Berlin Wschodni", (
        "Zwykła wschodnia prowincja. Jej fabryka stoi w mieście Berlin na głównej mapie, "
        "wszystko inne (LS, niepokój ...) na mapce Berlina.",
    )),
    ("10.2", "Berlin Zachodni", (
        "Jedna prowincja w trzech sektorach, graniczy z Berlinem Wschodnim i Brandenburgiem. "
        "Nigdy nic się tam nie buduje.",
        "LS dostaje tylko przez przeniesienie: gdy Zachód podnosi poziom życia i prowincja "
        "wspierająca ma potem więcej LS niż Berlin Zachodni, Zachód może przenieść ten nowy "
        "LS do sektora tej prowincji (jeden na akcję); niepokój usuwa się wtedy w Berlinie "
        "Zachodnim. Sektory zapełnia się równomiernie. Wydarzenie "
        f"{CARDS['79']} też może tam umieścić jeden LS.",
        "Każdy znacznik masowych demonstracji w Berlinie Zachodnim przenosi kolejny do "
        "prowincji wspierającej wybranej przez Wschód. Ten importowany znacznik znika "
        "dopiero, gdy znika jeden w Berlinie Zachodnim.",
        "Berlin Zachodni ma własne zasady w 9.5, 9.6 i 9.7.",
    )),
    ("10.3", "Hamburg", (
        "Hamburg należy do Niedersachsen albo do Schleswig-Holstein, co Zachód wybiera na "
        "nowo przy każdej akcji i każdej fazie Końca Dekady, nigdy do obu naraz.",
    )),
    ("10.4", "Rheinsberg", (
        f"Fabrykę stawia tam tylko wydarzenie {CARDS['27']}. Jest warta 2, nigdy się nie "
        "łączy i staje się przestarzała przez ikonę albo przez demontaż; przestarzałą można "
        "usunąć kolejnym punktem demontażu.",
    )),
    ("10.5", "Zagraniczne fabryki", (
        "Dwa miasta w ČSSR i dwa w Polsce dostają fabryki tylko przez wydarzenia "
        f"{CARDS['7']} i {CARDS['9']}. Połączenia do nich buduje się normalnie, gdy stoi tam "
        "fabryka. Same fabryki znikają tylko przez wydarzenia "
        f"{CARDS['37']} i {CARDS['73']}.",
        "Każda dodaje swoją wartość do jednej prowincji, z którą ma działające połączenie, "
        "wybieranej za każdym razem na nowo. Nigdy nie jest fabryką eksportową.",
    )),
)
