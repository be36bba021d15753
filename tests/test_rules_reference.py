"""The rules reference says what the engine does (issue 26): every number in a section of
wsdv/words/rules_en.py, rules_de.py, rules_it.py and rules_pl.py, and in the icon glossary
shown beside them, is in this file's table with its source, an engine constant, a board or
card data value, or a probe of the engine's behaviour that carries a ruling out, and the
source still gives that number. A number in the text that the table does not know, a table
entry the text no longer has, or a source that now gives another number fails here.

Section references ("9.1", "section 7", "Abschnitt 6") are not numbers of the rules, and the
number words two to twelve count as numbers. "One"/"ein" is left out: it is an article too."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import fields

import pytest

from wsdv.data.board import (
    CITY_COUNTRY,
    CITY_KIND,
    EXTERNAL_CITIES,
    PROVINCE_CITIES,
    SECTORS,
    SIDE_PROVINCES,
    SUPPLIERS,
)
from wsdv.engine import actions, decade_end, sequence
from wsdv.engine.data import Values, board_data, cards
from wsdv.engine.economy import factory_value, markers
from wsdv.engine.flow import frame
from wsdv.engine.state import State
from wsdv.words import glossary, rules_de, rules_en, rules_it, rules_pl

# --- the sources ----------------------------------------------------------------------------


def _state() -> State:
    s = State.setup(0)
    s.decade = 1
    return s


def _unrest_for_markers(k: int) -> int:
    """Section 4, ruling 17: the fewest unrest counters that give a province k markers."""
    s = _state()
    p = SIDE_PROVINCES["west"][0]
    n = 0
    while True:
        s.unrest[p] = n
        if markers(s, p) >= k:
            return n
        n += 1


def _collapse_at() -> int:
    """9.10, ruling 25: the fewest West mass protests that end the game in a collapse."""
    for k in range(1, len(SIDE_PROVINCES["west"]) + 1):
        s = _state()
        for p in SIDE_PROVINCES["west"][:k]:
            s.unrest[p] = _unrest_for_markers(1)
        decade_end.phase_collapse(s)
        if s.result is not None:
            return k
    raise AssertionError("no collapse")


def _ls_frame(side: str = "west", budget: int = 10, placed: tuple[str, ...] = ()) -> dict:
    return frame("ls", side=side, budget=budget, placed=placed, hamburg=None, ext=())


def _ls_per_action() -> int:
    """6.3: how many LS one action places at most."""
    s = _state()
    for k in range(10):
        if not actions.ls_targets(s, _ls_frame(placed=("-",) * k)):
            return k
    raise AssertionError("no limit")


def _economy_for_ls(n: int) -> int:
    """6.3, ruling 14: the economy a province without factories lacks for its n-th LS."""
    s = _state()
    p = "Bayern"
    s.factories = {}
    s.ls[p] = n - 1
    return actions.ls_need(s, _ls_frame(), p)


def _top_up_per_province() -> int:
    """6.3, ruling 14: the most the card value may make up for one province."""
    s = _state()
    cities = [c for c in PROVINCE_CITIES["Bayern"] if CITY_KIND[c] == "normal"]
    best = 0
    for need in range(0, 4):  # Bayern lacks `need` points of economy for its first LS
        s.factories = {c: "n" for c in cities[:3 - need]}  # unconnected: 1 each
        targets = dict(actions.ls_targets(s, _ls_frame()))
        if targets.get("Bayern") == need:
            best = need
    return best


def _factory_base() -> int:
    s = _state()
    return factory_value(s, "Dortmund")  # set-up: no connections work


def _rundown_base() -> int:
    s = _state()
    s.factories["Bitterfeld"] = "r"
    return factory_value(s, "Bitterfeld")


def _rheinsberg() -> int:
    s = _state()
    s.factories["Rheinsberg"] = "n"
    return factory_value(s, "Rheinsberg")


def _actions_on_a_card() -> int:
    """6: the options of the action prompt with a card that allows all of them."""
    s = _state()
    p = actions.action(s, frame("action", side="east", card="1"), None)
    assert p is not None
    return len(p.options)


def _wall() -> dict[str, int]:
    s = _state()
    s.wall = True
    s.prestige = 2
    decade_end.phase_flight(s)
    return s.eod["wall"]


def _flight(**ls: int) -> dict[str, int]:
    s = _state()
    for p, n in ls.items():
        s.ls[p.replace("_", " ")] = n
    return decade_end.flight_figures(s)


def _flight_per_west_ls() -> int:
    return _flight(Bayern=2)["position"] - _flight(Bayern=1)["position"]


def _internal_minus() -> int:
    """9.6: what a province's gap loses (West Berlin excepted)."""
    ls = {p: 0 for p in SIDE_PROVINCES["west"] + SIDE_PROVINCES["east"]}
    ls["Bayern"] = 3
    return 3 - decade_end.internal_unrest(ls)["Hessen"]


def _wc_per_ls() -> int:
    s = _state()
    base = decade_end.wc_figures(s, None)["ls"]
    s.ls["Sachsen"] += 1
    return decade_end.wc_figures(s, None)["ls"] - base


def _police_cost() -> int:
    s = _state()
    s.police = [("1", "red", False)]
    (f,) = decade_end.phase_pay_police(s)
    return f["n"]


def _years(which: int) -> int:
    """The first card's year and the year of the latest event (a span like 1970–1998 ends
    after the game)."""
    starts = [int(c.years.replace("–", "-").split("-")[0]) for c in cards().values()]
    return min(starts) if which == 0 else max(starts)


def _setup_unrest(suppliers: bool) -> int:
    u = board_data().setup.unrest
    values = {n for p, n in u.items() if (p in SUPPLIERS) == suppliers}
    assert len(values) == 1
    return values.pop()


def _tracks_at_start() -> int:
    s = State.setup(0)
    values = {s.prestige, s.wc, s.soc_track, s.flight}
    assert len(values) == 1
    return values.pop()


def _per_country(country: str) -> int:
    return sum(1 for c in EXTERNAL_CITIES if CITY_COUNTRY.get(c) == country)


SOURCES: dict[str, Callable[[], int]] = {
    # section 1 and the board (wsdv/data/board.json)
    "sides": lambda: 2,  # East and West: the game's two players, no source to compute
    "west provinces": lambda: len(SIDE_PROVINCES["west"]),
    "east provinces": lambda: len(SIDE_PROVINCES["east"]),
    "first year": lambda: _years(0),
    "last year": lambda: _years(1),
    "suppliers": lambda: len(SUPPLIERS),
    "sectors": lambda: len(SECTORS),
    "cities abroad": lambda: len(EXTERNAL_CITIES),
    "cities in ČSSR": lambda: _per_country("ČSSR"),
    "cities in Polska": lambda: _per_country("Polska"),
    # section 2 (ruling 1)
    "set-up unrest, suppliers": lambda: _setup_unrest(True),
    "set-up unrest, others": lambda: _setup_unrest(False),
    "tracks at start": _tracks_at_start,
    # section 3 (rulings 3-4)
    "decades": lambda: max(c.decade for c in cards().values()),
    "halves": lambda: 2,  # s.half is 1 or 2 (sequence.half_start); no constant
    "hand size": lambda: sequence.HAND_SIZE,
    "must discard at": lambda: sequence.HAND_SIZE + 1,
    "display size": lambda: sequence.DISPLAY_SIZE,
    # section 4 (ruling 17), 9.10 (ruling 25)
    "unrest for a mass protest": lambda: _unrest_for_markers(1),
    "unrest for 2 mass protests": lambda: _unrest_for_markers(2),
    "unrest for 3 mass protests": lambda: _unrest_for_markers(3),
    "mass protests to collapse": _collapse_at,
    # sections 5, 10.4 (ruling 9)
    "factory base value": _factory_base,
    "connection ends": lambda: len(board_data().connections[0][:2]),  # (a, b, lines)
    "rundown base value": _rundown_base,
    "rundown loss": lambda: _factory_base() - _rundown_base(),
    "Rheinsberg value": _rheinsberg,
    # section 6 (rulings 13-14)
    "actions": _actions_on_a_card,
    "card values": lambda: len(fields(Values)),  # the yellow (West) and red (East) value
    "remove unrest": lambda: 1,  # the action's remove_unrest frame, n=1 (actions.action)
    "off-colour cost": lambda: 1,  # its dismantle frame, n=1 (actions.action)
    "LS per action": _ls_per_action,
    "economy for 1st LS": lambda: _economy_for_ls(1),
    "economy for 2nd LS": lambda: _economy_for_ls(2),
    "economy for 3rd LS": lambda: _economy_for_ls(3),
    "top-up per province": _top_up_per_province,
    # section 9 (rulings 20-25)
    "phases": lambda: len(decade_end.PHASES),
    "wall prestige": lambda: -_wall()["prestige"],
    "wall dismantle": lambda: _wall()["dismantle"],
    "flight per West LS": _flight_per_west_ls,
    "flight low": lambda: board_data().track_range["flight"][0],
    "flight high": lambda: board_data().track_range["flight"][1],
    "WC per LS": _wc_per_ls,
    "police cost": _police_cost,
    "internal minus": _internal_minus,
    "socialists": lambda: decade_end.TOTAL_SOCIALISTS,
    "socialists (board data)": lambda: board_data().setup.socialists,
    # glossary: an icon does its thing once (a card with two prints the icon twice)
    "one per icon": lambda: 1,
    "Guillaume: deck cards seen": lambda: 2,  # ruling 16; the engine's guillaume step
    "reduce to": lambda: _unrest_for_markers(1) - 1,
}

# --- the table: section -> {number in its text: the sources it must equal} -----------------

_EN: dict[str, dict[int, tuple[str, ...]]] = {
    "1": {1945: ("first year",), 1989: ("last year",), 2: ("sides",),
          4: ("unrest for a mass protest", "mass protests to collapse"),
          8: ("west provinces",), 6: ("east provinces",)},
    "2": {3: ("suppliers", "set-up unrest, others"), 2: ("set-up unrest, suppliers",),
          0: ("tracks at start",)},
    "3": {4: ("decades",), 2: ("halves", "hand size"), 3: ("must discard at",),
          7: ("display size",)},
    "4": {4: ("unrest for a mass protest", "mass protests to collapse"),
          8: ("unrest for 2 mass protests",), 12: ("unrest for 3 mass protests",)},
    "5.1": {1: ("factory base value",), 2: ("connection ends",)},
    "5.2": {1: ("factory base value",)},
    "5.3": {0: ("rundown base value",)},
    "6": {4: ("actions",), 2: ("card values",)},
    "6.1": {1: ("off-colour cost",)},
    "6.3": {3: ("LS per action", "economy for 1st LS"), 6: ("economy for 2nd LS",),
            9: ("economy for 3rd LS",), 2: ("top-up per province",)},
    "9": {10: ("phases",)},
    "9.1": {1: ("wall prestige", "wall dismantle", "flight per West LS"),
            0: ("flight low",), 20: ("flight high",)},
    "9.3": {1: ("WC per LS",)},
    "9.4": {1: ("police cost",)},
    "9.6": {1: ("internal minus",)},
    "9.9": {12: ("socialists", "socialists (board data)")},
    "9.10": {4: ("mass protests to collapse",)},
    "10": {4: ("cities abroad",)},
    "10.2": {3: ("sectors",)},
    "10.4": {2: ("Rheinsberg value",)},
    "10.5": {2: ("cities in ČSSR", "cities in Polska")},
}
# German differs where its wording names a number the English says in words ("1 Unruhe
# entfernen (6.1)" in section 6).
_DE = {**_EN, "6": {**_EN["6"], 1: ("remove unrest",)}}

_GLOSSARY_EN: dict[str, dict[int, tuple[str, ...]]] = {
    "build": {1: ("one per icon",)},  # 1 factory or 1 infrastructure per point
    "dismantle": {1: ("one per icon",)},
    "rundown": {1: ("one per icon", "rundown loss")},
    "repair": {1: ("rundown loss",)},
    "unrest_add": {1: ("one per icon",)},
    "unrest_remove": {1: ("one per icon",)},
    "unrest_move": {1: ("one per icon",)},
    "reduce_to_three": {3: ("reduce to",)},
    "ls_add": {1: ("one per icon",)},
    "ls_remove": {1: ("one per icon",)},
    "ls_add_keep_unrest": {1: ("one per icon",)},
    "police_red": {1: ("police cost", "remove unrest")},
    "guillaume_affair": {2: ("Guillaume: deck cards seen",)},
    "flight": {1: ("one per icon",)},
    "arrow_west": {1: ("one per icon",)},
    "arrow_east": {1: ("one per icon",)},
    "piece_factory": {1: ("factory base value",)},
    "piece_infrastructure": {2: ("connection ends",), 1: ("factory base value",)},
    "piece_unrest": {4: ("unrest for a mass protest",)},
    "piece_protest": {4: ("mass protests to collapse",)},
    "stasi_disbandment": {1: ("one per icon",)},
}
_GLOSSARY_DE = _GLOSSARY_EN

TABLE = {
    "en": ({n: " ".join((t, *ps)) for n, t, ps in rules_en.SECTIONS}, _EN),
    "de": ({n: " ".join((t, *ps)) for n, t, ps in rules_de.SECTIONS}, _DE),
    "it": ({n: " ".join((t, *ps)) for n, t, ps in rules_it.SECTIONS}, _EN),
    "pl": ({n: " ".join((t, *ps)) for n, t, ps in rules_pl.SECTIONS}, _EN),
    "icons/en": ({k: f"{a} {b}" for k, (a, b, _) in glossary.GLOSSARY["en"].items()},
                 _GLOSSARY_EN),
    "icons/de": ({k: f"{a} {b}" for k, (a, b, _) in glossary.GLOSSARY["de"].items()},
                 _GLOSSARY_DE),
    "icons/it": ({k: f"{a} {b}" for k, (a, b, _) in glossary.GLOSSARY["it"].items()},
                 _GLOSSARY_EN),
    "icons/pl": ({k: f"{a} {b}" for k, (a, b, _) in glossary.GLOSSARY["pl"].items()},
                 _GLOSSARY_EN),
}

_REF = re.compile(r"\b\d{1,2}\.\d{1,2}\b|\b(?:sections?|Abschnitte?|sezion[ei]|sekcj[aię]) "
                  r"\d{1,2}\b")
_WORDS = {
    "en": ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
           "twelve"),
    "de": ("zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf",
           "zwölf"),
    "it": ("due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci",
           "undici", "dodici"),
    # Polish number words change with case and gender: each is a pattern of its forms
    "pl": ("(?:dwa|dwie|dwóch|dwu|dwoma|dwiema)", "(?:trzy|trzech|trzema)",
           "(?:cztery|czterech|czterema)", "(?:pięć|pięciu)", "(?:sześć|sześciu)",
           "(?:siedem|siedmiu)", "(?:osiem|ośmiu)", "(?:dziewięć|dziewięciu)",
           "(?:dziesięć|dziesięciu)", "jedenaście", "(?:dwanaście|dwunastu)"),
}


def numbers_in(text: str, lang: str) -> set[int]:
    text = _REF.sub(" ", text)
    found = {int(x) for x in re.findall(r"\b\d+\b", text)}
    for value, word in enumerate(_WORDS[lang], start=2):
        if re.search(rf"\b{word}\b", text, re.IGNORECASE):
            found.add(value)
    return found


def test_numbers_in_reads_digits_words_and_skips_section_references() -> None:
    assert numbers_in("Four unrest (4, 8 ...) in 9.1, see section 7 or 9.10", "en") == {4, 8}
    assert numbers_in("zwei Sektoren, Abschnitt 6, 20 Felder", "de") == {2, 20}


@pytest.mark.parametrize("which", sorted(TABLE))
def test_every_number_of_the_reference_is_in_the_table(which: str) -> None:
    texts, table = TABLE[which]
    lang = which.rsplit("/", 1)[-1]
    wrong = {}
    for key, text in texts.items():
        found, known = numbers_in(text, lang), set(table.get(key, {}))
        if found != known:
            wrong[key] = {"not in the table": sorted(found - known),
                          "no longer in the text": sorted(known - found)}
    assert not wrong, wrong
    assert set(table) <= set(texts), set(table) - set(texts)


@pytest.mark.parametrize("source", sorted(SOURCES))
def test_every_source_is_used(source: str) -> None:
    used = {s for _, table in TABLE.values() for row in table.values() for ss in row.values()
            for s in ss}
    assert source in used


@pytest.mark.parametrize("which", sorted(TABLE))
def test_each_number_equals_its_source(which: str) -> None:
    _, table = TABLE[which]
    wrong = []
    for key, row in table.items():
        for number, sources in row.items():
            for source in sources:
                got = SOURCES[source]()
                if got != number:
                    wrong.append(f"{which} {key}: the text says {number}, {source} is {got}")
    assert not wrong, wrong


def test_9_1_says_east_dismantles_half_the_flight() -> None:
    """Issue 26's example (ruling 20): the points are half the marker, rounded down."""
    fig = _flight(Bayern=3, Hessen=0)  # 3 up, 0 down: position 3 (no icons, no protest)
    assert (fig["position"], fig["dismantle"]) == (3, 1)
    en = dict((n, " ".join(ps)) for n, _, ps in rules_en.SECTIONS)["9.1"]
    de = dict((n, " ".join(ps)) for n, _, ps in rules_de.SECTIONS)["9.1"]
    assert "half as many" in en and "rounded down" in en
    assert "halb so viele" in de and "abgerundet" in de
    assert "that many" not in en and "So viele Abbaupunkte" not in de
