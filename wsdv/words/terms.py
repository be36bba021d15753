"""The terms of the game per language (term -> word), so a term is never translated two ways.

Italian follows the Italian rulebook (sommossa, protesta di massa, tenore di vita (TV),
valuta occidentale, fuga, prestigio, fabbrica fatiscente, protettorato, forze di polizia,
fine decade ...); Polish follows the Polish players' summary, its letters corrected from
the scan (Zachód, Wschód, niepokój, masowe demonstracje, poziom życia, dewizy, ucieczka,
przestarzała fabryka, użycie policji, wystawka, półdekada, Koniec Dekady ...).

Names and headings (names_it.py, names_pl.py, the interface tables, the icon glossary) take
their words from TERMS; the sentences of the catalogues are written with the same words, and
tests/test_words.py checks that none of them uses a rejected rendering (REJECTED) and that
every term's word is used.
"""

from __future__ import annotations

TERMS: dict[str, dict[str, str]] = {
    "it": {
        "west": "Ovest",
        "east": "Est",
        "unrest": "sommossa",
        "mass_protest": "protesta di massa",
        "mass_protests": "proteste di massa",
        "living_standard": "tenore di vita",
        "ls": "TV",
        "build_point": "punto costruzione",
        "dismantling_point": "punto smantellamento",
        "dismantle": "smantellare",
        "factory": "fabbrica",
        "infrastructure": "infrastruttura",
        "rundown_factory": "fabbrica fatiscente",
        "rundown": "fatiscente",
        "export_factory": "fabbrica di esportazione",
        "external_factory": "fabbrica esterna",
        "western_currency": "valuta occidentale",
        "socialist": "socialista",
        "socialists": "socialisti",
        "prestige": "prestigio",
        "prestige_advantage": "vantaggio dovuto al prestigio",
        "flight": "fuga",
        "flight_republic": "fuga dalla Repubblica",
        "police_power": "forze di polizia",
        "display": "carte del turno",
        "special_card": "carta speciale",
        "deck": "mazzo",
        "hand": "mano",
        "decade": "decade",
        "half_decade": "metà decade",
        "end_of_decade": "fine decade",
        "supplier": "protettorato",
        "holding_box": "riquadro socialisti",
        "wall": "Muro di Berlino",
        "stasi_disbandment": "scioglimento della Stasi",
        "guillaume_affair": "Affare Guillaume",
        "national_insolvency": "insolvenza nazionale",
        "triumph_of_socialism": "trionfo del socialismo",
        "socialism_fails": "fallimento del socialismo",
        "collapse": "collasso",
        "internal_comparison": "comparazione interna",
        "east_west_comparison": "comparazione Est-Ovest",
        "event": "evento",
        "icon": "icona",
        "arrow": "freccia",
        "track": "tracciato",
        "coat_of_arms": "stemma",
        "dual_card": "carta duplice",
    },
    "pl": {
        "west": "Zachód",
        "east": "Wschód",
        "unrest": "niepokój",
        "mass_protest": "masowe demonstracje",
        "mass_protests": "masowe demonstracje",
        "living_standard": "poziom życia",
        "ls": "LS",
        "build_point": "punkt budowy",
        "dismantling_point": "punkt demontażu",
        "dismantle": "demontaż",
        "factory": "fabryka",
        "infrastructure": "połączenie",
        "rundown_factory": "przestarzała fabryka",
        "rundown": "przestarzała",
        "export_factory": "fabryka eksportowa",
        "external_factory": "zagraniczna fabryka",
        "western_currency": "dewizy",
        "socialist": "socjalista",
        "socialists": "socjaliści",
        "prestige": "prestiż",
        "prestige_advantage": "przewaga prestiżu",
        "flight": "ucieczka",
        "flight_republic": "Ucieczka z NRD",
        "police_power": "użycie policji",
        "police_power_of": "użycia policji",  # the genitive: "karty użycia policji"
        "display": "wystawka",
        "special_card": "karta specjalna",
        "deck": "talia",
        "hand": "ręka",
        "decade": "dekada",
        "half_decade": "półdekada",
        "end_of_decade": "Koniec Dekady",
        "supplier": "prowincja wspierająca",
        "holding_box": "pole socjalistów",
        "wall": "Mur Berliński",
        "stasi_disbandment": "Rozwiązanie Stasi",
        "guillaume_affair": "Afera Guillaume'a",
        "national_insolvency": "narodowe bankructwo",
        "triumph_of_socialism": "tryumf socjalizmu",
        "socialism_fails": "upadek socjalizmu",
        "collapse": "zapaść",
        "internal_comparison": "Wewnętrzna rywalizacja",
        "east_west_comparison": "Rywalizacja Wschód-Zachód",
        "event": "wydarzenie",
        "icon": "ikona",
        "arrow": "strzałka",
        "track": "tor",
        "coat_of_arms": "herb",
        "dual_card": "Karta Podwójna",
    },
}

# Renderings a translator might reach for and that would name a term a second way: none of
# them may appear in that language's texts (lower case, matched as the start of a word).
REJECTED: dict[str, dict[str, tuple[str, ...]]] = {
    "it": {
        "unrest": ("disordin", "tumult", "malcontent", "agitazion"),
        "mass_protest": ("manifestazion", "protesta popolare"),
        "living_standard": ("standard di vita", "livello di vita", "qualità della vita",
                            "tenore della vita"),
        "western_currency": ("valuta estera", "valuta forte", "divise"),
        "rundown_factory": ("fabbrica degradat", "fabbrica obsolet", "fatisciente"),
        "dismantle": ("demoli", "smonta"),
        "supplier": ("fornitor",),
        "police_power": ("potere di polizia", "forza di polizia", "potere poliziesco"),
        "display": ("vetrina", "esposizione"),
        "decade": ("decenni", "decennio"),
        "build_point": ("punto di costruzione", "punti di costruzione"),
        "flight": ("esodo",),
        "holding_box": ("casella socialist",),
        "collapse": ("crollo",),
    },
    "pl": {
        "unrest": ("zamieszk", "niezadowoleni"),
        "mass_protest": ("protest masow", "masowy protest", "masowe protesty"),
        "living_standard": ("standard życia", "stopa życiowa", "stopy życiowej"),
        "western_currency": ("walut",),
        "rundown_factory": ("zaniedban", "zdezelowan", "podupadł"),
        "dismantle": ("rozbiórk", "rozebra"),
        "supplier": ("dostawc",),
        "police_power": ("władza policyjna", "siła policji", "przemoc policyjna"),
        "display": ("ekspozycj",),
        "decade": ("dziesięcioleci",),
        "half_decade": ("pół dekady",),
        "infrastructure": ("infrastruktur",),
        "collapse": ("upadek państwa",),
        "external_factory": ("zewnętrzn",),
    },
}


def term(lang: str, key: str) -> str:
    return TERMS[lang][key]


def cap(text: str) -> str:
    """The word with a capital first letter ("sommossa" -> "Sommossa")."""
    return text[:1].upper() + text[1:]
