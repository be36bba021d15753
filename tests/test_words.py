"""The game's words in every language (wsdv.words): every message key has a German, Italian
and Polish template with the same arguments, and every prompt text, option label and log
line of 200 seeded random games renders in English, German, Italian and Polish: no missing
key or argument, no leftover brace, no English in the other languages' text. Plural forms
follow CLDR; the interface tables have the same keys and placeholders in all four; the
Italian and Polish terms are the glossary's (wsdv/words/terms.py), never another word."""

from __future__ import annotations

import json
import random
import re
import string
import sys
import time
from typing import Any

import pytest

from wsdv.engine import Game
from wsdv.words import LANGS, TEMPLATES, en, m, missing, names, render

# Pyodide runs the same code as CPython, four times slower: it plays the first 80 games (164
# keys reached), CPython all 200
GAMES = 80 if sys.platform == "emscripten" else 200

# Messages made of names and numbers only, and "LS in {province}" (German as well): their
# German may equal their English.
SAME_IN_BOTH = {"opt.province", "opt.city", "opt.move", "opt.group", "opt.ls_in"}
SAME_AS_ENGLISH = {"it": {"stakes.soc_short"}}  # "Soc." is Italian too

# English words that German text never contains (checked with card titles taken out: a
# card's German title may be a loanword such as "Blue Jeans").
ENGLISH = set("""
a the of with from into to and or at by for on is are its it's now which what who
unrest card cards choose remove removes removed build builds built factory factories
province provinces sector line lines takes take draws draw discard discards decides
point points left value arrow arrows icon icons toward moves move track
protest protests living standard socialist socialists currency western rundown
infrastructure police power wins collapses decade begins starts examines sees
gives exchanges display special deck whole event ignore ignores trigger triggers
place places placed increase increases transfer transfers keep nothing change no more
receives receive loses lose cannot short income pay pays attacks attack reduced
repaired becomes instead dismantle dismantles dismantling site lost spreads leaves ends
supplier holding comparison internal flight republic wall reopened costs
""".split())  # not "in", "an", "hand", "export", "marker", "phase", "prestige": German too

# Italian and Polish share a few words with English (Italian "a", "decade", "province",
# "browser", Polish "a", "to", "on", "no", "by", "plan", "start") and use "computer" and
# "link" as English does: those are not English left in them.
SHARED = {"de": set(), "it": {"a", "no", "decade", "province", "computer", "link", "browser"},
          "pl": {"a", "to", "on", "no", "by", "plan", "start", "computer", "link", "protest"}}
ENGLISH_ELSEWHERE = {lang: ENGLISH - shared for lang, shared in SHARED.items()}
OTHER_LANGS = [lang for lang in LANGS if lang != "en"]
WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿĀ-žß']+")


def _card_free(msg: dict[str, Any], lang: str) -> str:
    """The message with every card name replaced by a neutral mark."""
    return render(msg, lang, lambda name, value, text:
                  "#" if names.NAMERS.get(name) is names.card else text)


def check(msg: dict[str, Any], problems: list[str]) -> int:
    """Render one message in every language; note what is wrong. Returns the renders."""
    key = msg["key"]
    try:
        texts = {lang: render(msg, lang) for lang in LANGS}
    except (KeyError, IndexError, ValueError, TypeError) as e:  # key or argument missing
        problems.append(f"{key} {msg['args']}: {type(e).__name__} {e}")
        return 0
    for lang, text in texts.items():
        if not text or "{" in text or "}" in text:
            problems.append(f"{key} ({lang}): {text!r}")
    for lang in OTHER_LANGS:
        same = SAME_IN_BOTH | SAME_AS_ENGLISH.get(lang, set())
        if key not in same and texts[lang] == texts["en"]:
            problems.append(f"{key}: {lang} equals English: {texts[lang]!r}")
        words = ENGLISH_ELSEWHERE[lang]
        english = {w for w in WORD.findall(_card_free(msg, lang)) if w.lower() in words}
        if english:
            problems.append(f"{key}: English {sorted(english)} in {lang} {texts[lang]!r}")
    return len(texts)


def play_and_render(seed: int, seen: set[str], problems: list[str],
                    counts: dict[str, int], checked: set[str] | None = None) -> None:
    """Play seed's random game and check each message it makes; one already in ``checked``
    (the same key and arguments: its renders are the same) is counted, not checked again."""
    g = Game.new(seed)
    rnd = random.Random(seed)
    checked = set() if checked is None else checked

    def each(msg: dict[str, Any]) -> None:
        counts["messages"] += 1
        seen.add(msg["key"])
        same = json.dumps(msg, sort_keys=True)
        if same not in checked:
            checked.add(same)
            counts["renders"] += check(msg, problems)

    while g.prompt is not None:
        p = g.prompt
        each(p.msg.to_dict())
        for o in p.options:
            each(o.msg.to_dict())
        g.choose(rnd.choice(p.ids()))
    for entry in g.state.log:  # the whole log, private entries included
        assert "text" not in entry
        each(entry["msg"])


def test_every_message_of_200_random_games_renders_in_every_language() -> None:
    """Seeds 0..199, random legal choices: every prompt text, option label and log line in
    English, German, Italian and Polish (about 200,000 messages, of which some 15,000
    differ: each of those rendered and checked once in each language)."""
    seen: set[str] = set()
    problems: list[str] = []
    counts = {"messages": 0, "renders": 0}
    checked: set[str] = set()
    start = time.perf_counter()
    for seed in range(GAMES):
        play_and_render(seed, seen, problems, counts, checked)
    elapsed = time.perf_counter() - start
    print(f"\n{GAMES} games: {counts['messages']} messages, {counts['renders']} renders, "
          f"{len(seen)} of {len(en.TEMPLATES)} keys, {elapsed:.1f} s")
    assert not problems, "\n".join(sorted(set(problems))[:40])
    assert len(seen) >= 160  # the games reach nearly all of the game's messages


# Sample arguments by argument name, for keys the random games may not reach.
SAMPLES: dict[str, Any] = {
    "side": "east", "by": "west", "toward": "east", "starter": "west", "card": "14",
    "mine": "59", "theirs": "53", "special": "II", "cards": ["12", "1"],
    "province": "East Berlin", "provinces": ["Bayern", "Hessen"], "supplier": "Hessen",
    "attacker": "Sachsen", "source": "Brandenburg", "dest": "West Berlin",
    "city": "Berlin", "city_name": "Polska-N", "line": "Leipzig~Jena@Jena", "sector": "US",
    "track": "western_currency", "phase": 7, "box": 3, "look": "hand",
    "cities": ["Kiel", "Berlin"], "lines": ["Leipzig~Jena@Jena"],
    "group": {"kind": "unrest_add", "side": "west", "region": "West Berlin",
              "decides": "east", "cap": 2, "n": 2},
    "pending": [["West Berlin", 2]], "losses": [["Niedersachsen", 1], ["Schleswig-Holstein", 0]],
}


def fields(template: Any) -> set[str]:
    if callable(template):
        return set()
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def sample(key: str) -> dict[str, Any]:
    args = {f: SAMPLES.get(f, 2) for f in fields(en.TEMPLATES[key])}
    if key == "prompt.attack":
        args = {"attacker": "Hessen", "ls": 2, "pending": SAMPLES["pending"]}
    if callable(en.TEMPLATES[key]) and key.startswith("recap."):
        args = {"deltas": [["Sachsen", 1], ["Bayern", -2]], "n": -1, "pos": 3}
        if key == "recap.sectors":
            args["deltas"] = [["US", 1]]
    if callable(en.TEMPLATES[key]) and key.startswith(("eodnow.", "stakes.")):
        args = {"deltas": [["Sachsen", 1], ["Bayern", 2]], "pos": -2}
    if callable(en.TEMPLATES[key]) and key.startswith("store."):
        args = {"name": "Ipsum", "detail": "the save string is damaged"}
    if key == "opt.hamburg_hold":
        args = {"province": "Niedersachsen", "losses": SAMPLES["losses"]}
    return args


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_every_language_has_every_key_with_the_same_arguments(lang: str) -> None:
    assert missing(lang) == set()
    for key, template in en.TEMPLATES.items():
        assert callable(template) == callable(TEMPLATES[lang][key]), (lang, key)
        assert fields(template) == fields(TEMPLATES[lang][key]), (lang, key)


@pytest.mark.parametrize("key", sorted(en.TEMPLATES))
def test_every_key_renders_in_every_language(key: str) -> None:
    problems: list[str] = []
    check({"key": key, "args": sample(key)}, problems)
    assert not problems, problems


def test_german_names_a_side_in_a_compound() -> None:
    """Not "a East province": the side's name goes into a German compound."""
    for key in ("prompt.add_unrest", "prompt.remove_unrest", "prompt.ls_icon",
                "prompt.ls_icon_keep", "prompt.ls_remove", "prompt.move_unrest"):
        for side, word in (("east", "Ost-Provinz"), ("west", "West-Provinz")):
            assert word in render({"key": key, "args": {"side": side, "n": 1}}, "de")
    assert render({"key": "prompt.dismantle", "args": {"side": "east", "n": 2}}, "de") == \
        "Ost-Wirtschaft abbauen: noch 2 Abbaupunkte"


def test_no_article_before_a_side_name_and_arrows_say_their_direction() -> None:
    """Issue 13: never "into a East province"; an arrow group names its direction in words
    ("Prestige 2 toward East (→→)"), not arrows alone."""
    from wsdv.engine.data import cards
    from wsdv.words.events import event_lines

    bad = re.compile(r"\ba East\b|\ban West\b")
    texts = [line for c in cards() for line in event_lines(c, "en")]
    for seed in range(4):
        g, rnd = Game.new(seed), random.Random(seed)
        while g.prompt is not None and g.result is None:
            texts += [render(o.msg, "en") for o in g.prompt.options]
            texts.append(render(g.prompt.msg, "en"))
            g.choose(rnd.choice(g.prompt.options).id)
        texts += [render(e["msg"], "en") for e in g.log]
    assert [t for t in texts if bad.search(t)] == []
    arrows = {"track": "prestige", "toward": "east", "n": 2}
    assert render(m("opt.group", group=arrows), "en") == "prestige 2 toward East (→→)"


def _placeholders(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_the_interface_words_have_every_language_with_the_same_placeholders(lang: str) -> None:
    """wsdv/words/ui_*.py: every table and key in every language, each filled with the same
    arguments as the English."""
    from wsdv.words.ui import BY_LANG

    assert BY_LANG["en"].keys() == BY_LANG[lang].keys()
    for name, table in BY_LANG["en"].items():
        assert table.keys() == BY_LANG[lang][name].keys(), (lang, name)
        for key, text in table.items():
            assert _placeholders(text) == _placeholders(BY_LANG[lang][name][key]), (
                lang, name, key)


# English words of the interface that the Italian and Polish tables never contain, on top of
# the game's (ENGLISH); the allowed shared words (SHARED) are not English left behind.
UI_WORDS = set("""
game games new load save saved play player players rules close undo hint your you
level easy normal hard copy paste delete cancel open back choose choice wins over turn
hidden shown replay export import rename continue start language zoom log options nothing
thinking chance plan estimate storage browser tab message friend secret check send
""".split())
ENGLISH_UI = {lang: (ENGLISH | UI_WORDS) - SHARED[lang] for lang in ("it", "pl")}


@pytest.mark.parametrize("lang", ["it", "pl"])
def test_no_english_word_is_left_in_the_italian_and_polish_tables(lang: str) -> None:
    """Every text of the interface tables, the rules reference, the icon glossary and the
    card events in Italian and Polish, word by word: none is an English word (card titles
    and German place names are no English words; SHARED lists what the languages share)."""
    from wsdv.engine.data import cards
    from wsdv.words.events import event_lines
    from wsdv.words.glossary import GLOSSARY
    from wsdv.words.rules import sections
    from wsdv.words.ui import BY_LANG

    texts = [text for table in BY_LANG[lang].values() for text in table.values()]
    texts += [" ".join((title, *paras)) for _, title, paras in sections(lang)]
    texts += [f"{name} {meaning}" for name, meaning, _ in GLOSSARY[lang].values()]
    texts += [line for c in cards() for line in event_lines(c, lang)]
    # placeholders and the map's licence ("CC BY 4.0") are no words of the text
    texts = [re.sub(r"\{[^{}]*\}|CC BY [\d.]+", " ", t) for t in texts]
    left = {(w, t) for t in texts for w in WORD.findall(t) if w.lower() in ENGLISH_UI[lang]}
    assert not left, sorted(left)[:20]


def test_the_english_word_check_can_fail() -> None:
    """The check above sees an English word in an Italian sentence."""
    words = {w for w in WORD.findall("Chiudi the finestra") if w.lower() in ENGLISH_UI["it"]}
    assert words == {"the"}


def test_counts_take_singular_or_plural() -> None:
    """Templates say "1 card" and "2 cards" ({n:card|cards}), never "card(s)"."""
    for lang, one, two in (("en", "West draws 1 card into the hand",
                            "West draws 2 cards into the hand"),
                           ("de", "West zieht 1 Karte auf die Hand",
                            "West zieht 2 Karten auf die Hand")):
        assert render(m("log.draw", side="west", n=1), lang) == one
        assert render(m("log.draw", side="west", n=2), lang) == two
    for lang, table in TEMPLATES.items():
        for key, template in table.items():
            if isinstance(template, str):
                assert not re.search(r"\w\((s|n|e|en)\)", template), (lang, key, template)


@pytest.mark.parametrize(("n", "text"), [
    (1, "Zachód dobiera na rękę 1 kartę"), (2, "Zachód dobiera na rękę 2 karty"),
    (4, "Zachód dobiera na rękę 4 karty"), (5, "Zachód dobiera na rękę 5 kart"),
    (12, "Zachód dobiera na rękę 12 kart"), (21, "Zachód dobiera na rękę 21 kart"),
    (22, "Zachód dobiera na rękę 22 karty"), (25, "Zachód dobiera na rękę 25 kart")])
def test_polish_counts_take_the_three_cldr_forms(n: int, text: str) -> None:
    """Polish: one (1), few (2-4, 22-24, not 12-14), many (0, 5-21, 25 ...)."""
    assert render(m("log.draw", side="west", n=n), "pl") == text


@pytest.mark.parametrize(("n", "text"), [
    (0, "L'Ovest pesca 0 carte in mano"), (1, "L'Ovest pesca 1 carta in mano"),
    (2, "L'Ovest pesca 2 carte in mano")])
def test_italian_counts_take_singular_only_for_one(n: int, text: str) -> None:
    assert render(m("log.draw", side="west", n=n), "it") == text


def test_cldr_categories() -> None:
    from wsdv.words.plural import category, choose, fill, fill_in

    polish = {1: "one", 2: "few", 3: "few", 4: "few", 5: "many", 11: "many", 12: "many",
              14: "many", 21: "many", 22: "few", 24: "few", 25: "many", 102: "few",
              112: "many", 0: "many"}
    assert {n: category(n, "pl") for n in polish} == polish
    assert [category(n, "it") for n in (0, 1, 2, 1_000_000)] == ["other", "one", "other",
                                                                  "many"]
    assert [category(v, "en") for v in (1, "+1", "−1", "-1", 0, 2, "2 (3)")] == [
        "one", "one", "one", "one", "other", "other", "other"]
    # a category the field leaves out takes "other"; "one|other" works in every language
    assert choose("one=carta|other=carte", 1_000_000, "it") == "carte"
    assert fill_in("pl", "{n} {n:karta|kart}", n=1) == "1 karta"
    assert fill("{n} {n:card|cards}", n=-1) == "-1 card"
    with pytest.raises(ValueError):
        choose("a|b|c", 2, "en")


_PLURAL_FIELD = re.compile(r"\{\w+:([^{}]*\|[^{}]*)\}")


def _plural_fields(lang: str) -> list[tuple[str, str]]:
    from wsdv.words.ui import BY_LANG

    texts = [(k, t) for k, t in TEMPLATES[lang].items() if isinstance(t, str)]
    texts += [(f"{name}.{k}", t) for name, table in BY_LANG[lang].items()
              for k, t in table.items()]
    return [(key, spec) for key, text in texts for spec in _PLURAL_FIELD.findall(text)]


def test_polish_plural_fields_name_one_few_and_many() -> None:
    """Two forms cannot say "2 karty" and "5 kart": every Polish plural field names its
    CLDR categories."""
    fields = _plural_fields("pl")
    assert fields, "the Polish texts have plural fields"
    for key, spec in fields:
        named = {part.partition("=")[0] for part in spec.split("|")}
        assert {"one", "few", "many"} <= named, (key, spec)


def _all_texts(lang: str) -> list[str]:
    """Every text of a language: templates, interface tables, rules reference, icon glossary,
    card events, and the names of the game's things (card titles left out)."""
    from wsdv.engine.data import cards
    from wsdv.words.events import event_lines
    from wsdv.words.glossary import GLOSSARY
    from wsdv.words.rules import sections
    from wsdv.words.ui import BY_LANG

    texts = [t for t in TEMPLATES[lang].values() if isinstance(t, str)]
    texts += [render(m(key, **sample(key)), lang) for key, t in TEMPLATES[lang].items()
              if callable(t)]
    texts += [t for table in BY_LANG[lang].values() for t in table.values()]
    texts += [" ".join((title, *paras)) for _, title, paras in sections(lang)]
    texts += [f"{a} {b}" for a, b, _ in GLOSSARY[lang].values()]
    texts += [line for c in cards() for line in event_lines(c, lang)]
    for table in (names.TRACKS, names.PHASES, names.ICONS, names.BOX_ICONS, names.SECTORS):
        texts += [str(v) for v in table[lang].values()]
    return texts


@pytest.mark.parametrize("lang", ["it", "pl"])
def test_a_term_is_never_translated_two_ways(lang: str) -> None:
    """wsdv/words/terms.py: no Italian or Polish text uses a rejected rendering of a term
    (say "disordini" for sommossa, "waluta" for dewizy), and every term's word is used."""
    from wsdv.words.terms import REJECTED, TERMS

    texts = [t.lower() for t in _all_texts(lang)]
    bad = [(term, word, t) for term, words in REJECTED[lang].items() for word in words
           for t in texts if re.search(rf"(?<![\w]){re.escape(word)}", t)]
    assert not bad, bad[:10]
    unused = [term for term, word in TERMS[lang].items()
              if not any(word.lower() in t for t in texts)]
    assert not unused, unused


def test_the_term_check_sees_a_rejected_word() -> None:
    from wsdv.words.terms import REJECTED

    text = "tre disordini a berlino ovest"
    assert any(re.search(rf"(?<![\w]){re.escape(w)}", text)
               for w in REJECTED["it"]["unrest"])


@pytest.mark.parametrize("lang", LANGS)
def test_log_lines_start_with_a_word(lang: str) -> None:
    """Issue 26: the log panel puts the line's time ("I.1") right before its words, so a line
    that starts with a number reads "I.11 unrest added". Every log template starts with a
    word or a name (a side, a province, a city), never with a number."""
    numeric = ("{n}", "{pos}", "{value}", "{box}", "{income}")
    logs = {k: v for k, v in TEMPLATES[lang].items() if k.startswith("log.") and isinstance(v, str)}
    bad = {k: v for k, v in logs.items() if v[:1].isdigit() or v.startswith(numeric)}
    assert not bad, bad


def test_a_table_by_language_makes_each_language_once_when_first_read() -> None:
    """wsdv/words/by_lang.py: the words of a language are read when a page first needs them
    (issue 39); reading is a Mapping over the four languages, in their order."""
    from wsdv.words.by_lang import ByLang

    made: list[str] = []
    table = ByLang(lambda lang: made.append(lang) or {"lang": lang})
    assert list(table) == list(LANGS) and len(table) == 4 and made == []
    assert table["de"] == {"lang": "de"} and table.get("de") is table["de"]
    assert made == ["de"] and table.made() == ("de",)
    assert "pl" in table and "xx" not in table and made == ["de"]
    assert table.get("xx") is None
    with pytest.raises(KeyError):
        table["xx"]
    assert dict(table) == {lang: {"lang": lang} for lang in LANGS}
    assert made == ["de", "en", "it", "pl"]
