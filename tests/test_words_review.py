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
    ],
    "pl": [
        (r"\(strona (Wschód|Zachód)", "a side in the form's nominative: declined, Wschodu"),
        (r"\bma przewaga\b", "przewagę (accusative)"),
        (r"\bWykorzystać użycie\b", "use the use"),
        (r"\bz tyloma samymi\b", "broken comparison"),
        (r"\bco jest winien\b", "co jest winny / ile jest winien"),
        (r"\bna Koniec Dekady\b", "na Końcu Dekady"),
        (r"\bfabryk\w* zewnętrzn", "the summary's zagraniczna fabryka"),
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


if __name__ == "__main__":  # print a language's texts for a reader
    for where, text in texts(sys.argv[1] if len(sys.argv) > 1 else "it"):
        print(f"{where}\t{text}")
