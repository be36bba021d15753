"""Names of the game's things in English, German, Italian and Polish (the last two in
names_it.py and names_pl.py): sides, cards, places, lines, sectors, tracks, phases, icons,
icon groups, prestige boxes. A message argument is named by its kind (`card`, `province`,
`line`, ...), and its value is the engine's id of the thing."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from . import names_it, names_pl

SIDES = {"en": {"west": "West", "east": "East"}, "de": {"west": "West", "east": "Ost"}}
PLACES_DE = {"West Berlin": "West-Berlin", "East Berlin": "Ost-Berlin",
             "West Germany": "Westdeutschland",
             "Niedersachsen or Hamburg": "Niedersachsen oder Hamburg"}
SECTORS = {"en": {"British": "British sector", "French": "French sector", "US": "US sector"},
           "de": {"British": "Britischer Sektor", "French": "Französischer Sektor",
                  "US": "US-Sektor"}}
TRACKS = {"en": {"prestige": "prestige", "western_currency": "Western currency",
                 "socialist": "socialist"},
          "de": {"prestige": "Prestige", "western_currency": "Devisen",
                 "socialist": "Sozialisten"}}
PHASES = {
    "en": {1: "Flight from the Republic / The Wall", 2: "Prestige", 3: "Western currency",
           4: "Pay for police power", 5: "Hold your living standard",
           6: "Internal comparison", 7: "East West comparison", 8: "Use police power",
           9: "Socialists", 10: "Wir sind das Volk?"},
    "de": {1: "Republikflucht / Die Mauer", 2: "Prestige", 3: "Devisen",
           4: "Polizeigewalt bezahlen", 5: "Lebensstandard halten",
           6: "Interner Vergleich", 7: "Ost-West-Vergleich", 8: "Polizeigewalt einsetzen",
           9: "Sozialisten", 10: "Wir sind das Volk?"},
}
ICONS = {
    "en": {"build": "build point", "dismantle": "dismantling point",
           "unrest_add": "+1 unrest", "unrest_remove": "−1 unrest",
           "unrest_move": "move 1 unrest", "reduce_to_three": "reduce unrest to 3",
           "ls_add": "+1 LS (removes 1 unrest)", "ls_add_keep_unrest": "+1 LS",
           "ls_remove": "−1 LS",
           "factory_remove_with_infrastructure": "remove a factory with its infrastructure",
           "rundown": "rundown factory", "repair": "repair factory",
           "police_red": "red police power", "police_pink": "pink police power",
           "wall_build": "Berlin Wall built", "wall_open": "Wall reopened",
           "stasi_disbandment": "Stasi disbandment", "guillaume_affair": "Guillaume affair"},
    "de": {"build": "Baupunkt", "dismantle": "Abbaupunkt", "unrest_add": "+1 Unruhe",
           "unrest_remove": "−1 Unruhe", "unrest_move": "1 Unruhe verschieben",
           "reduce_to_three": "Unruhe auf 3 senken", "ls_add": "+1 LS (entfernt 1 Unruhe)",
           "ls_add_keep_unrest": "+1 LS", "ls_remove": "−1 LS",
           "factory_remove_with_infrastructure": "Fabrik samt Infrastruktur entfernen",
           "rundown": "Fabrik wird marode", "repair": "Fabrik reparieren",
           "police_red": "rote Polizeigewalt", "police_pink": "rosa Polizeigewalt",
           "wall_build": "Mauerbau", "wall_open": "Mauer geöffnet",
           "stasi_disbandment": "Stasi-Auflösung", "guillaume_affair": "Guillaume-Affäre"},
}
BOX_ICONS = {
    "en": {"east_unrest": "unrest", "east_dismantle": "dismantle", "east_remove_ls": "remove ls",
           "east_rundown": "rundown", "east_build": "build",
           "east_remove_unrest": "remove unrest", "east_ls": "ls"},
    "de": {"east_unrest": "+1 Unruhe", "east_dismantle": "Abbaupunkt",
           "east_remove_ls": "−1 LS", "east_rundown": "marode", "east_build": "Baupunkt",
           "east_remove_unrest": "−1 Unruhe", "east_ls": "+1 LS"},
}
LOOKS = {"en": {"hand": "West's hand", "deck": "the top 2 deck cards"},
         "de": {"hand": "die Hand von West", "deck": "die obersten 2 Karten des Stapels"}}
AND = {"en": ", ", "de": ", ", "it": ", ", "pl": ", "}
NOTHING = {"en": "nothing", "de": "nichts"}
# An unknown card of a game with hidden cards (wsdv/engine/unknown.py: "?D.SS")
HIDDEN_CARD = {"en": "a hidden card", "de": "eine verdeckte Karte"}
LINE = {"en": ("line", "at"), "de": ("Linie", "bei")}
ARROWS = {"en": "{track} {n} toward {side} ({arrows})",
          "de": "{track} {n} Richtung {side} ({arrows})"}
CAP = {"en": "at most {n} per province", "de": "höchstens {n} pro Provinz"}
DECIDES = {"en": "{who} decides where", "de": "{who} entscheidet wo"}
BOX = {"en": ("Box {value}: ", "East: {name}"), "de": ("Feld {value}: Ost: ", "{name}")}
SIDES_TOWARD = {"en": SIDES["en"], "de": SIDES["de"]}
PLACES = {"en": {}, "de": PLACES_DE}
CARDS: dict[str, dict[str, str]] = {}
SIDE_CASES: dict[str, dict[str, dict[str, str]]] = {"pl": names_pl.SIDE_CASES}

# Italian and Polish keep their names in a module each; their tables join the ones above.
for _lang, _mod in (("it", names_it), ("pl", names_pl)):
    for _table, _attr in ((SIDES, "SIDES"), (SIDES_TOWARD, "SIDES_TOWARD"), (PLACES, "PLACES"),
                          (SECTORS, "SECTORS"), (TRACKS, "TRACKS"), (PHASES, "PHASES"),
                          (ICONS, "ICONS"), (BOX_ICONS, "BOX_ICONS"), (LOOKS, "LOOKS"),
                          (NOTHING, "NOTHING"), (HIDDEN_CARD, "HIDDEN_CARD"), (LINE, "LINE"),
                          (ARROWS, "ARROWS"), (CAP, "CAP"), (DECIDES, "DECIDES"), (BOX, "BOX"),
                          (CARDS, "CARDS")):
        _table[_lang] = getattr(_mod, _attr)


class Named(str):
    """A name with its other grammatical cases (`forms`: "gen", "dat", ... as in
    plural.CASES), which a template picks with its field's spec: "{side:gen}"."""

    forms: dict[str, str]

    def __new__(cls, text: str, forms: dict[str, str]) -> Named:
        self = super().__new__(cls, text)
        self.forms = forms
        return self

    def __format__(self, spec: str) -> str:  # str.format's "{side:gen}" as well
        return self.forms[spec] if spec in self.forms else super().__format__(spec)


def _lg(lang: str) -> str:
    """The language whose names are used: `lang` if it has them, English otherwise."""
    return lang if lang in SIDES else "en"


def side(value: str, lang: str) -> str:
    """A side's name; in Polish with its cases ("{side:gen}": Wschodu)."""
    lg = _lg(lang)
    name = SIDES[lg][value]
    cases = SIDE_CASES.get(lg)
    return Named(name, cases[value]) if cases else name


def toward(value: str, lang: str) -> str:
    """A side as the goal of a move ("toward East"; Polish "w stronę Wschodu")."""
    return SIDES_TOWARD[_lg(lang)][value]


def place(value: str, lang: str) -> str:
    """A province's (or region's) name; in Italian with its preposition of place
    ("{province:in}": "in Sachsen", "a Berlino Est")."""
    lg = _lg(lang)
    name = PLACES[lg].get(value, value)
    if lg == "it":
        return Named(name, {"in": ("a " if value in names_it.CITY_PROVINCES else "in ") + name})
    return name


@cache
def _cards() -> dict[str, Any]:
    from ..data.printed import cards  # the printed titles live in the card data

    return cards()


def card_title(card_id: str, lang: str) -> str:
    lg = _lg(lang)
    if card_id.startswith("?"):
        return HIDDEN_CARD[lg]
    if lg in CARDS:
        return CARDS[lg][card_id]
    t = _cards()[card_id].title
    return t.de if lg == "de" else t.en


def card(card_id: str, lang: str) -> str:
    if card_id.startswith("?"):
        return card_title(card_id, lang)
    return f"{card_id} {card_title(card_id, lang)}"


@cache
def _board() -> Any:
    from ..data import board  # city provinces and line geometry

    return board


def city(value: str, lang: str) -> str:
    p = _board().CITY_PROVINCE[value]
    return f"{value} ({place(p, lang)})" if p else value


def city_name(value: str, lang: str) -> str:
    return value


def line(value: str, lang: str) -> str:
    ln = _board().LINES[value]
    a, _, b = value.split("@")[0].partition("~")
    word, near = LINE[_lg(lang)]
    name = f"{word} {a}–{b}".lstrip()  # Polish templates say "na linii {line}": no word
    return f"{name} ({near} {ln.near})" if ln.near else name


def sector(value: str, lang: str) -> str:
    return SECTORS[_lg(lang)][value]


def track(value: str, lang: str) -> str:
    return TRACKS[_lg(lang)][value]


def phase(value: int, lang: str) -> str:
    return PHASES[_lg(lang)][value]


def icon(value: str, lang: str) -> str:
    return ICONS[_lg(lang)][value]


def arrows(value: dict[str, Any], lang: str) -> str:
    """An arrow group: {"track", "toward", "n"}."""
    arrow = "→" if value["toward"] == "east" else "←"
    return ARROWS[_lg(lang)].format(track=track(value["track"], lang), n=value["n"],
                                    side=toward(value["toward"], lang),
                                    arrows=arrow * value["n"])


def group(value: dict[str, Any], lang: str) -> str:
    """An icon group: {"kind", "side", "region", "decides", "cap", "n"} (arrows: "track")."""
    if "track" in value:
        return arrows(value, lang)
    lg = _lg(lang)
    text = f"{value['n']}× " if value["n"] > 1 else ""
    extra = [side(value["side"], lang)]
    if value.get("region"):
        extra.append(place(value["region"], lang))
    if value.get("cap"):
        extra.append(CAP[lg].format(n=value["cap"]))
    if value.get("decides"):
        extra.append(DECIDES[lg].format(who=side(value["decides"], lang)))
    return f"{text}{icon(value['kind'], lang)} ({', '.join(extra)})"


def box(value: int, lang: str) -> str:
    from ..data.printed import board_data

    lg = _lg(lang)
    head, each = BOX[lg]
    names = [BOX_ICONS[lg][i] for i in board_data().prestige_boxes[value]]
    return head.format(value=f"{value:+d}") + ", ".join(each.format(name=n) for n in names)


def look(value: str, lang: str) -> str:
    return LOOKS[_lg(lang)][value]


def signed(n: int) -> str:
    """A change as +2 / −1 (a real minus sign)."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def deltas(pairs: list[tuple[str, int]], lang: str, namer: Callable[[Any, str], str]) -> str:
    """Changes per place: "Sachsen +1, Thüringen −1"."""
    return join([f"{namer(k, lang)} {signed(n)}" for k, n in pairs], lang)


def join(items: list[str], lang: str) -> str:
    return AND[_lg(lang)].join(items) if items else NOTHING[_lg(lang)]


def amounts(pairs: list[tuple[str, int]], lang: str) -> str:
    """An amount per province: "Sachsen 1, Bayern 2"."""
    return join([f"{place(p, lang)} {n}" for p, n in pairs], lang)


def by_hamburg(label: str, to: str, pairs: list[tuple[str, Any]], lang: str) -> str:
    """10.3: the label, then what each of West's Hamburg choices gives, `to` naming the
    choice ("Hamburg to Niedersachsen: Schleswig-Holstein 1; ...")."""
    parts = []
    for prov, what in pairs:
        got = amounts(what, lang) if isinstance(what, list) else str(what)
        parts.append(f"{to} {place(prov, lang)}: {got or '0'}")
    return label + "; ".join(parts)


# How an argument is named by its kind: the message's argument name picks the namer; a list
# argument takes the plural name (`cards`, `provinces`).
NAMERS: dict[str, Callable[[Any, str], str]] = {
    "side": side, "by": side, "toward": toward, "starter": side, "holder": side, "winner": side,
    "card": card, "mine": card, "theirs": card, "special": card, "cards": card,
    "province": place, "provinces": place, "supplier": place, "target": place,
    "attacker": place, "source": place, "dest": place, "region": place,
    "city": city, "cities": city, "city_name": city_name, "line": line, "lines": line,
    "sector": sector, "track": track,
    "phase": phase, "kind": icon, "group": group, "box": box, "look": look,
}
