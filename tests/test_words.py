"""The game's words in both languages (wsdv.words): every message key has a German template
with the same arguments, and every prompt text, option label and log line of 200 seeded
random games renders in English and German: no missing key or argument, no leftover brace,
no English in the German text."""

from __future__ import annotations

import random
import re
import string
import time
from typing import Any

import pytest

from wsdv.engine import Game
from wsdv.words import TEMPLATES, de, en, m, missing, names, render

GAMES = 200

# Messages made of names and numbers only, and "LS in {province}" (German as well): their
# German may equal their English.
SAME_IN_BOTH = {"opt.province", "opt.city", "opt.move", "opt.group", "opt.ls_in"}

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

WORD = re.compile(r"[A-Za-zÄÖÜäöüß']+")


def _card_free(msg: dict[str, Any], lang: str) -> str:
    """The message with every card name replaced by a neutral mark."""
    return render(msg, lang, lambda name, value, text:
                  "#" if names.NAMERS.get(name) is names.card else text)


def check(msg: dict[str, Any], problems: list[str]) -> int:
    """Render one message in both languages; note what is wrong. Returns 2 (renders)."""
    key = msg["key"]
    try:
        texts = {lang: render(msg, lang) for lang in ("en", "de")}
    except (KeyError, IndexError, ValueError, TypeError) as e:  # key or argument missing
        problems.append(f"{key} {msg['args']}: {type(e).__name__} {e}")
        return 0
    for lang, text in texts.items():
        if not text or "{" in text or "}" in text:
            problems.append(f"{key} ({lang}): {text!r}")
    if key not in SAME_IN_BOTH and texts["de"] == texts["en"]:
        problems.append(f"{key}: German equals English: {texts['de']!r}")
    english = {w for w in WORD.findall(_card_free(msg, "de")) if w.lower() in ENGLISH}
    if english:
        problems.append(f"{key}: English {sorted(english)} in {texts['de']!r}")
    return 2


def play_and_render(seed: int, seen: set[str], problems: list[str],
                    counts: dict[str, int]) -> None:
    g = Game.new(seed)
    rnd = random.Random(seed)

    def each(msg: dict[str, Any]) -> None:
        counts["messages"] += 1
        seen.add(msg["key"])
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


def test_every_message_of_200_random_games_renders_in_both_languages() -> None:
    """Seeds 0..199, random legal choices: every prompt text, option label and log line in
    English and German (about 400,000 messages, 10 s)."""
    seen: set[str] = set()
    problems: list[str] = []
    counts = {"messages": 0, "renders": 0}
    start = time.perf_counter()
    for seed in range(GAMES):
        play_and_render(seed, seen, problems, counts)
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
    if key == "opt.hamburg_hold":
        args = {"province": "Niedersachsen", "losses": SAMPLES["losses"]}
    return args


def test_german_has_every_key_with_the_same_arguments() -> None:
    assert missing("de") == set()
    for key, template in en.TEMPLATES.items():
        assert callable(template) == callable(de.TEMPLATES[key]), key
        assert fields(template) == fields(de.TEMPLATES[key]), key


@pytest.mark.parametrize("key", sorted(en.TEMPLATES))
def test_every_key_renders_in_german(key: str) -> None:
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


def test_the_interface_words_have_both_languages_with_the_same_placeholders() -> None:
    """wsdv/words/ui_en.py and ui_de.py: every table and key in both, each pair filled with
    the same arguments."""
    import string

    from wsdv.words import ui_de, ui_en

    assert ui_en.TABLES.keys() == ui_de.TABLES.keys()
    for name, table in ui_en.TABLES.items():
        assert table.keys() == ui_de.TABLES[name].keys(), name
        for key, text in table.items():
            fields = {f for _, f, _, _ in string.Formatter().parse(text) if f}
            german = {f for _, f, _, _ in string.Formatter().parse(ui_de.TABLES[name][key]) if f}
            assert fields == german, (name, key)


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


@pytest.mark.parametrize("lang", ["en", "de"])
def test_log_lines_start_with_a_word(lang: str) -> None:
    """Issue 26: the log panel puts the line's time ("I.1") right before its words, so a line
    that starts with a number reads "I.11 unrest added". Every log template starts with a
    word or a name (a side, a province, a city), never with a number."""
    numeric = ("{n}", "{pos}", "{value}", "{box}", "{income}")
    logs = {k: v for k, v in TEMPLATES[lang].items() if k.startswith("log.") and isinstance(v, str)}
    bad = {k: v for k, v in logs.items() if v[:1].isdigit() or v.startswith(numeric)}
    assert not bad, bad
