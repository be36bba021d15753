"""A language review that can be repeated (issue 38): every message and every interface text,
rendered in each language over a spread of counts (0, 1, 2, 5, 12, 22, 101), and every rules
section, glossary entry, card event and name, read for what a native player would stumble
over: an English word in a German, Italian or Polish text, a placeholder left unfilled, or a
wrong form on the list below (WRONG: the patterns issue 38 found, kept so they stay away).

`texts(lang)` is also what a human reviewer reads: `python tests/test_words_review.py it`
prints every Italian text once per count."""

from __future__ import annotations

import re
import string
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from test_words import ENGLISH, UI_WORDS, WORD, sample

from wsdv.words import LANGS, TEMPLATES, m, names, render
from wsdv.words.names import NAMERS, side

COUNTS = (0, 1, 2, 5, 12, 22, 101)

# Words English shares with the other languages (test_words.SHARED, and German's own).
SHARED = {"de": {"in", "an", "hand", "export", "marker", "phase", "prestige", "start", "link",
                 "computer", "browser", "plan", "so", "also", "will", "was", "die", "war",
                 "tab", "protest", "normal"},
          "it": {"a", "no", "decade", "province", "computer", "link", "browser"},
          "pl": {"a", "to", "on", "no", "by", "plan", "start", "computer", "link", "protest"}}
ENGLISH_IN = {lang: (ENGLISH | UI_WORDS) - shared for lang, shared in SHARED.items()}

# Wrong forms: (pattern, what is wrong). Each was in the texts once (issue 38).
WRONG: dict[str, list[tuple[str, str]]] = {
    "it": [
        (r"\d+\)? (di )?sommossa\b", "a count of unrest without its noun: 3 cubi sommossa"),
        (r"\bdi sommossa\b", "the rulebook says cubi sommossa, not di sommossa"),
        (r"\bLe 1 carta|\b1 (\w+ )?carta non pescate", "1 with a plural: la carta non pescata"),
        (r"\b1 TV disponibili\b", "1 with a plural: 1 TV disponibile"),
        (r"\b1 partita\b[^.]*\bnon cancellate\b", "1 with a plural: messa da parte, non "
                                                  "cancellata"),
        (r"Fabbriche \(fatiscente\)", "a plural with a singular adjective"),
        (r"(^|[.!?;(] ?)(Est|Ovest) (?!e |o |ed |contro )(?=[a-zà-ù])",
         "a side as subject without its article: l'Est"),
        (r"\b(Vince|vince|riceve|decide|sceglie) (Est|Ovest)\b", "a side without its article"),
        (r"\bin Berlino\b", "Italian says a Berlino"),
        (r"\bregion[ei]\b", "the game's word is provincia"),
        (r"^ultima partita\b", "the last game; say giocata l'ultima volta"),
        (r"\bIcone fuga su questa carta: \d", "a form's label before a count"),
        (r"\bverso (Est|Ovest)\b", "toward a side: verso l'Est"),
        (r"\b[Ss]egnalin[oi] sommossa", "the rulebook's cubi sommossa"),
        (r"(?<![\d.,–])\b1 (scelte|messaggi|azioni|carte|voci|punti|cubi|socialisti|modifiche|"
         r"partite|proteste|fabbriche|icone|frecce)\b|\bmancano 1\b(?!–)|\b1 TV persi\b|"
         r"\ble 1\b", "1 with a plural"),
    ],
    "pl": [
        (r"\(strona (Wschód|Zachód)", "a side in the form's nominative: declined, Wschodu"),
        (r"\bma przewaga\b", "przewagę (accusative)"),
        (r"\bWykorzystać użycie\b", "use the use"),
        (r"\bz tyloma samymi\b", "broken comparison"),
        (r"\bco jest winien\b", "co jest winny / ile jest winien"),
        (r"\bna Koniec Dekady\b", "na Końcu Dekady"),
        (r"\bfabryk\w* zewnętrzn", "the summary's zagraniczna fabryka"),
        (r"\b\d+ niepokój\b|niepokój \(\d|\b1 (własny|swój|wschodni) niepokój",
         "a count of unrest without its noun: 1 znacznik niepokoju"),
        (r"\b(Ikony ucieczki na tej karcie|usunięto|umieszczone|wyborów|liczba|wiadomości): \d",
         "a form's label and colon before a count: say it in a sentence"),
        (r"\b(Ruch|Ręka|Przewaga|Decyduje|urządzenie|grasz|Wygrał|partii|podpowiedzi): "
         r"(Wschód|Zachód)\b|\((Wschód|Zachód)\)", "a side as a form's field: Ruch Wschodu"),
        (r"(pozostało|zostało|LS|niepokój|niepokoju): \d", "a form's label and colon before a "
                                                           "count: say it in a sentence"),
    ],
    "de": [],
}
# The Polish verbs that agree with a counted subject and a number right after them.
PL_VERB_FEW = re.compile(r"\b(przepada|wraca|trafia|znika|zostaje|pozostaje|przechodzi|"
                         r"przybywa|dochodzi|odpada|ucieka|idzie|wypada) (?:\w+ ){0,2}"
                         r"(\d+) ")


def _count_sample(key: str, n: int) -> dict[str, Any]:
    """The test_words sample of a key's arguments, every plain count set to n."""
    args = sample(key)
    return {k: (n if isinstance(v, int) and not isinstance(v, bool) and k not in NAMERS
                else v) for k, v in args.items()}


_NEUTRAL = {"name": "Ipsum", "label": "«x»", "plan": "«x»", "error": "«x»", "level": "«x»",
            "reason": "«x»", "when": "«x»", "colour": "«x»", "first": "«x»", "last": "«x»",
            "before": "40 %", "after": "45 %", "now": "40 %", "chance": "40 %",
            "answered": "40 %"}


def _ui_args(text: str, lang: str, n: int) -> dict[str, Any]:
    args: dict[str, Any] = {}
    for _, f, _, _ in string.Formatter().parse(text):
        if not f:
            continue
        if f in ("side", "winner", "loser", "opponent", "other"):
            args[f] = side("east" if f != "loser" else "west", lang)
        elif f == "card":
            args[f] = names.card("14", lang)
        elif f == "phase":
            args[f] = names.phase(7, lang)
        else:
            args[f] = _NEUTRAL.get(f, n)
    return args


def texts(lang: str) -> Iterator[tuple[str, str]]:
    """(where, text): every message over COUNTS, every interface text over COUNTS, every
    rules section, glossary entry, card event and name, in `lang`."""
    from wsdv.engine.data import cards
    from wsdv.words.events import event_lines
    from wsdv.words.glossary import GLOSSARY
    from wsdv.words.rules import sections
    from wsdv.words.ui import BY_LANG

    for key in sorted(TEMPLATES["en"]):
        seen = set()
        for n in COUNTS:
            text = render(m(key, **_count_sample(key, n)), lang)
            if text not in seen:
                seen.add(text)
                yield f"{key} n={n}", text
        for s in ("west", "east"):  # both sides, for the side's own words
            args = {**_count_sample(key, 1), "side": s} if "side" in sample(key) else None
            if args:
                yield f"{key} {s}", render(m(key, **args), lang)
    for table, entries in BY_LANG[lang].items():
        for key, raw in entries.items():
            seen = set()
            for n in COUNTS:
                from wsdv.words.plural import fill_in

                text = fill_in(lang, raw, **_ui_args(raw, lang, n))
                if text not in seen:
                    seen.add(text)
                    yield f"{table}.{key} n={n}", text
    for number, title, paras in sections(lang):
        yield f"rules {number}", " ".join((title, *paras))
    for key, (name, meaning, _) in GLOSSARY[lang].items():
        yield f"glossary {key}", f"{name}: {meaning}"
    for c in cards():
        yield f"card {c} title", names.card_title(c, lang)
        for i, line in enumerate(event_lines(c, lang)):
            yield f"card {c}.{i}", line
    for table in (names.TRACKS, names.PHASES, names.ICONS, names.BOX_ICONS, names.SECTORS,
                  names.PLACES, names.LOOKS):
        for k, v in table[lang].items():
            yield f"name {k}", str(v)


def problems(lang: str, found: list[tuple[str, str]] | None = None) -> list[str]:
    """What the review finds wrong in `lang`'s texts (or in `found`)."""
    out = []
    wrong = [(re.compile(p), why) for p, why in WRONG.get(lang, [])]
    english = ENGLISH_IN.get(lang, set())
    from wsdv.engine.data import cards as card_ids

    cards = {names.card_title(c, lang).lower() for c in card_ids()}
    for where, text in (texts(lang) if found is None else found):
        if "{" in text or "}" in text:
            out.append(f"{where}: placeholder left: {text!r}")
        if lang != "en":
            plain = re.sub(r"#save=\S*|CC BY [\d.]+", " ", text)  # code, the licence
            for title in cards:  # a card's title may hold a loanword
                plain = re.sub(re.escape(title), " ", plain, flags=re.I) if title in \
                    plain.lower() else plain
            words = {w for w in WORD.findall(plain) if w.lower() in english}
            if words:
                out.append(f"{where}: English {sorted(words)}: {text!r}")
        for pattern, why in wrong:
            if pattern.search(text):
                out.append(f"{where}: {why}: {text!r}")
        if lang == "pl":
            for verb_, n in PL_VERB_FEW.findall(text):
                from wsdv.words.plural import verb_number

                if verb_number(int(n), "pl") == "pl":
                    out.append(f"{where}: singular verb {verb_} before {n}: {text!r}")
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_every_text_reads_right_over_every_count(lang: str) -> None:
    found = problems(lang)
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:60])


def test_the_review_sees_each_kind_of_fault() -> None:
    """The review fails on a wrong form, an English word and a placeholder left, in texts
    planted here (the texts themselves pass: the test above)."""
    planted = {
        "it": ["Berlino Ovest (3 sommossa)", "Est collassa. Vince Ovest.", "TV in Berlino Est",
               "Le 1 carta non pescate", "la partita finisce: the end", "{n} carte"],
        "pl": ["przepada 2 punkty budowy", "Usuń 1 znacznik (strona Wschód; pozostało: 2)",
               "wraca z nich 22 znaczniki", "Ruch: Zachód", "na Koniec Dekady"],
    }
    for lang, bad in planted.items():
        for text in bad:
            assert problems(lang, [("planted", text)]), (lang, text)
    assert not problems("pl", [("fine", "przepadają 2 punkty budowy, przepada 5 punktów")])
    assert not problems("it", [("fine", "L'Est collassa. Vince l'Ovest, a Berlino Ovest.")])


def _plural_verb(n: int) -> bool:
    """Polish grammar, written out: a present-tense verb before a counted subject is plural
    when the count ends in 2, 3 or 4 and not in 12, 13 or 14."""
    return n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14)


def test_a_polish_verb_agrees_with_its_counted_subject_from_0_to_125() -> None:
    from wsdv.words.plural import fill_in, verb_number

    for n in range(126):
        plural = _plural_verb(n)
        assert verb_number(n, "pl") == ("pl" if plural else "sg"), n
        lost = render(m("log.build_lost", side="east", n=n), "pl")
        noun = ("punkt" if n == 1 else "punkty" if plural else "punktów") + " budowy"
        verb = "przepadają" if plural else "przepada"
        assert lost == f"Wschód nie ma gdzie budować: {verb} {n} {noun}", lost
        stasi = render(m("log.stasi", n=n), "pl")
        assert f"{'wracają' if plural else 'wraca'} z nich {n} " in stasi, stasi
        assert fill_in("pl", "{n:verb=jest/są}", n=f"+{n}") == ("są" if plural else "jest")
    # elsewhere only one thing takes the singular
    assert [verb_number(n, "it") for n in (0, 1, 2, 22)] == ["pl", "sg", "pl", "pl"]
    with pytest.raises(ValueError):
        fill_in("pl", "{n:verb=jest}", n=2)


def test_a_side_takes_its_polish_case_and_an_italian_place_its_preposition() -> None:
    from wsdv.ui.i18n import t

    assert render(m("prompt.remove_unrest", side="east", n=2), "pl") == (
        "Usuń 1 znacznik niepokoju z jednej z prowincji Wschodu (jeszcze 2 do usunięcia)")
    assert t("turn_of", "pl", side=side("west", "pl")) == "Ruch Zachodu"
    assert render(m("remote.new", side="west"), "pl") == "Nowa partia przez link, grasz Zachodem"
    # str.format (card events) picks the case as well
    assert "{s:dat}".format(s=side("east", "pl")) == "Wschodowi"
    assert render(m("log.ls_placed", side="west", province="West Berlin"), "it") == (
        "L'Ovest piazza 1 TV a Berlino Ovest")
    assert render(m("log.ls_placed", side="east", province="Sachsen"), "it") == (
        "L'Est piazza 1 TV in Sachsen")
    assert render(m("opt.unrest_in", province="Bayern", unrest=1), "it") == (
        "Bayern (1 cubo sommossa)")


@pytest.mark.parametrize("lang", LANGS)
def test_storage_errors_are_said_in_the_players_language(lang: str) -> None:
    """Issue 37: what storage refuses (ImportProblem, StoreError) reaches the player in the
    player's language; a save the engine refuses too (its reason is English: only the
    English sentence quotes it)."""
    from test_storage import make_store

    from wsdv.ui.storage import ImportProblem, StoreError, read_save, said

    said_texts = []
    for text, key in (("", "store.paste"), ("https://example.org/x", "store.no_save_in_link"),
                      ("WSDV1.AAAA", "store.not_valid"), ("x" * 200_000, "store.too_long_save"),
                      ("x" * 10_000_000, "store.too_long")):
        with pytest.raises(ImportProblem) as problem:
            read_save(text)
        assert problem.value.msg.key == key
        said_texts.append(said(problem.value, lang))
    with pytest.raises(StoreError) as gone:
        make_store().get("nosuchgame")
    said_texts.append(said(gone.value, lang))
    assert said_texts[-1] == render(m("store.gone"), lang)
    assert str(gone.value) == render(m("store.gone"), "en")  # str() stays English
    found = problems(lang, [(f"said {i}", t) for i, t in enumerate(said_texts)])
    assert not found, found
    if lang != "en":
        assert all(t != render(m("store.paste"), "en") for t in said_texts)


@pytest.mark.parametrize("lang", ["en", "it", "pl"])
def test_the_computers_refused_move_is_said_in_the_players_language(lang: str) -> None:
    """Issue 37: a decision the engine refuses shows the ai.illegal message in the page's
    language (it was an English f-string)."""
    from ui_page import Page

    tab = Page({"lang": lang, "aipace": "0"}, policy=lambda game: "no-such-option")
    tab.act("welcome.choose", "welcome-side=east")
    tab.act("welcome.start", "computer")
    tab.drain()
    assert tab.data("aiError") == render(m("ai.illegal", option="'no-such-option'"), lang)
    assert not problems(lang, [("aiError", tab.data("aiError"))])


if __name__ == "__main__":  # print a language's texts for a reader
    for where, text in texts(sys.argv[1] if len(sys.argv) > 1 else "it"):
        print(f"{where}\t{text}")
