"""The guide's data and pure renderers (issue 13): the rules reference in both languages by
the rulebook's section numbers, the prompt → section map, the icon glossary for every icon
the page draws, the first screen, the game-over screen and the after-game review."""

from __future__ import annotations

import random
import re

import pytest

from wsdv.ai.review import MIN_SWING, review
from wsdv.engine import Game
from wsdv.ui import gameover, glossary_html, guide_words, i18n, icons, rules_ref, welcome
from wsdv.ui.storage import Store
from wsdv.ui.svg import esc
from wsdv.words import m as msg_of
from wsdv.words import render, rules
from wsdv.words.glossary import GLOSSARY

# The rulebook's numbered sections (sections 1-10 and their subsections).
RULEBOOK = ["1", "2", "3", "4", "5", "5.1", "5.2", "5.3", "6", "6.1", "6.2", "6.3", "6.4", "7",
            "8", "9", *[f"9.{n}" for n in range(1, 11)], "10", *[f"10.{n}" for n in range(1, 6)]]


def finished_game(seed: int = 5) -> Game:
    """A random game to its end (random play ends early, usually in decade I)."""
    game = Game.new(seed)
    rnd = random.Random(seed)
    while game.result is None:
        assert game.prompt is not None
        game.choose(rnd.choice(game.prompt.options).id)
    return game


# --- rules reference --------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_rulebook_section_in_both_languages(lang: str) -> None:
    sections = rules.sections(lang)
    assert [number for number, _, _ in sections] == RULEBOOK
    for number, title, paragraphs in sections:
        assert title.strip() and paragraphs, number
        assert all(len(p) > 20 for p in paragraphs), number


def test_english_and_german_say_as_much() -> None:
    """Each German section is a translation, not a stub: about as long as the English one."""
    for (n, _, en), (_, _, de) in zip(rules.sections("en"), rules.sections("de"), strict=True):
        ratio = sum(map(len, de)) / sum(map(len, en))
        assert 0.75 < ratio < 1.6, (n, ratio)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_references_name_existing_sections(lang: str) -> None:
    """Every "n.m" a section mentions is a section of the reference (they become links)."""
    numbers = set(rules.numbers())
    for number, _, paragraphs in rules.sections(lang):
        for ref in re.findall(r"\b(\d{1,2}\.\d{1,2})\b", " ".join(paragraphs)):
            assert ref in numbers, (number, ref)


@pytest.mark.parametrize("phase", range(0, 11))
def test_every_prompt_kind_has_its_section(phase: int) -> None:
    numbers = set(rules.numbers())
    for kind in i18n.PROMPT_KINDS["en"]:
        assert kind in rules.PROMPT_SECTIONS, kind
        assert rules.prompt_section(kind, phase) in numbers, (kind, phase)


def test_prompt_sections_follow_the_decision() -> None:
    assert rules.prompt_section("card", 0) == "3"
    assert rules.prompt_section("ls", 0) == "6.3"
    assert rules.prompt_section("dismantle", 1) == "9.1"  # flight: the phase explains it
    assert rules.prompt_section("dismantle", 0) == "5.2"
    assert rules.prompt_section("attack", 7) == "9.7"
    assert rules.prompt_section("hamburg", 5) == "10.3"  # a special city in any phase
    assert rules.prompt_section("police", 8) == "9.8"


def test_the_prompt_link_names_the_section() -> None:
    prompt = Game.new(1).prompt
    assert prompt is not None
    html = rules_ref.prompt_link(prompt.to_dict(), 0, "de")
    assert 'data-rules="3"' in html and "Regel § 3" in html
    assert rules_ref.prompt_link(None, 0, "en") == ""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_reference_has_contents_sections_and_the_glossary(lang: str) -> None:
    html = rules_ref.rules_html(lang)
    for number, title, _ in rules.sections(lang):
        assert f'id="{rules_ref.section_dom_id(number)}"' in html
        assert f'data-rules-go="{number}">{esc(number)} {esc(title)}<' in html  # contents
    assert f'id="{rules_ref.section_dom_id(rules_ref.GLOSSARY)}"' in html
    assert html.count("<section") == len(RULEBOOK) + 1
    assert f'lang="{lang}"' in html


# --- glossary ---------------------------------------------------------------------------------


def test_every_drawn_icon_has_a_glossary_entry_in_both_languages() -> None:
    symbols = set(re.findall(r'<symbol id="i-([a-z_]+)"', icons.sprite()))
    assert symbols and symbols <= set(GLOSSARY["en"])
    assert set(GLOSSARY["en"]) == set(GLOSSARY["de"])
    assert set(glossary_html.entry_keys()) == set(GLOSSARY["en"])
    numbers = set(rules.numbers())
    for lang in ("en", "de"):
        for key, (name, meaning, section) in GLOSSARY[lang].items():
            assert name and len(meaning) > 10 and section in numbers, (lang, key)
    assert GLOSSARY["en"]["build"][0] != GLOSSARY["de"]["build"][0]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_glossary_draws_every_entry(lang: str) -> None:
    html = glossary_html.glossary_html(lang)
    for key in glossary_html.entry_keys():
        row = re.search(rf'<tr data-icon="{key}">(.*?)</tr>', html)
        assert row and "<svg" in row.group(1), key
        assert esc(GLOSSARY[lang][key][0]) in row.group(1)


# --- words of the guide screens ---------------------------------------------------------------


def test_guide_words_in_both_languages() -> None:
    assert set(guide_words.STRINGS["en"]) == set(guide_words.STRINGS["de"])
    for reason in rules.REASON_SECTIONS:
        assert f"why_{reason}" in guide_words.STRINGS["en"] or reason == "collapse"


# --- first screen -----------------------------------------------------------------------------


def test_welcome_offers_every_start() -> None:
    html = welcome.welcome_html("en", None, True)
    for bid in ("welcome-computer", "welcome-hotseat", "welcome-save", "welcome-load",
                "welcome-rules"):
        assert f'id="{bid}"' in html
    assert "welcome-continue" not in html  # nothing to continue yet
    assert 'name="welcome-side" value="west" checked' in html
    assert 'name="welcome-level" value="normal" checked' in html
    for level in ("easy", "normal", "hard"):
        assert esc(render(msg_of(f"level.{level}.desc"), "en")) in html
    no_ai = welcome.welcome_html("de", None, False)
    assert "welcome-computer" not in no_ai and "Zu zweit" in no_ai


def test_welcome_continues_the_last_game() -> None:
    store = Store(None)
    record = store.create(Game.new(3), "My game", "computer", "east", "hard")
    html = welcome.welcome_html("de", record, True)
    assert 'id="welcome-continue"' in html and "My game" in html


def test_bad_load_text_is_shown_as_text() -> None:
    html = welcome.welcome_html("en", None, True, "<b>x</b>", "Not a valid save")
    assert "&lt;b&gt;x&lt;/b&gt;" in html and "Not a valid save" in html


# --- the after-game review --------------------------------------------------------------------


def test_review_of_a_finished_game() -> None:
    game = finished_game()
    result = review(game.save())
    points = result["points"]
    assert points[0]["n"] == 0 and points[-1]["n"] == len(game.choices)
    assert result["choices"] == len(game.choices)
    assert [p["n"] for p in points] == sorted(p["n"] for p in points)
    assert all(0.0 <= p["east"] <= 1.0 for p in points)
    assert points[-1]["east"] == (1.0 if game.result.winner == "east" else 0.0)
    assert result["result"]["winner"] == game.result.winner
    for m in result["moments"]:
        assert abs(m["after"] - m["before"]) >= MIN_SWING
        assert m["log"] and all("key" in msg for msg in m["log"])
        assert points[m["point"]]["east"] == m["after"]
    assert review(game.save()) == result  # deterministic


def test_review_of_a_bad_save_is_an_error() -> None:
    from wsdv.ai.service import review as service_review

    assert "error" in service_review("not a save")


# --- game over --------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_game_over_explains_and_shows_the_figures(lang: str) -> None:
    game = finished_game()
    r = game.result
    result = {"winner": r.winner, "reason": r.reason, "decade": r.decade}
    view = game.view(None)
    data = review(game.save())
    html = gameover.gameover_html(result, view, gameover.review_html(data, "done", "", lang),
                                  lang, True)
    assert gameover.reason_text(result, view, lang) in html.replace("&#x27;", "'")
    assert 'id="result-replay"' in html and 'id="result-new"' in html
    east_ls = sum(view["board"]["provinces"][p]["ls"] for p in
                  ("Mecklenburg", "Brandenburg", "Sachsen-Anhalt", "Sachsen", "Thüringen",
                   "East Berlin"))
    assert f'<td data-side="east">{east_ls}</td>' in re.search(
        r'data-figure="ls">(.*?)</tr>', html).group(1)
    chart = re.search(r'<svg id="chances-chart".*?</svg>', html).group(0)
    assert f'data-points="{len(data["points"])}"' in chart
    assert chart.count('class="moment-mark"') == len(data["moments"])
    west = gameover.review_html(data, "done", "", lang, "west")  # the player's side
    first, last = data["points"][0]["east"], data["points"][-1]["east"]
    label = re.search(r'<svg id="chances-chart"[^>]*aria-label="([^"]*)"', west).group(1)
    assert f"{round((1 - first) * 100)} %" in label and f"{round((1 - last) * 100)} %" in label
    assert i18n.side_name("west", lang) in label and i18n.side_name("east", lang) not in label
    waiting = gameover.review_html(None, "wait", "", lang)
    assert 'data-state="wait"' in waiting and "chances-chart" not in waiting


# --- why a choice is not offered --------------------------------------------------------------


def test_why_an_action_is_missing() -> None:
    """6.1 and 6.4: the action prompt's missing actions, with the card's colour and the view."""
    from wsdv.engine.data import cards
    from wsdv.ui import why_not

    game = Game.new(3)
    view = game.view(None)
    red = next(cid for cid, c in cards().items() if c.colour == "red")
    prompt = {"kind": "action", "side": "west", "msg": {"key": "prompt.action",
                                                        "args": {"side": "west", "card": red}},
              "options": [{"id": "build"}, {"id": "ls"}]}
    html = why_not.why_not_html(prompt, view, "en")
    assert "red events are East&#x27;s to trigger" in html and 'data-rules-go="6.4"' in html
    assert "nothing to dismantle" in html  # West has unrest at the start (section 2)
    for p in view["board"]["provinces"]:
        view["board"]["provinces"][p]["unrest"] = 0
    assert "no unrest counter" in why_not.why_not_html(prompt, view, "en")
    assert "rote Ereignisse löst Ost aus" in why_not.why_not_html(prompt, view, "de")
    prompt["side"], prompt["msg"]["args"]["side"] = "east", "east"
    html = why_not.why_not_html(prompt, view, "en")
    assert "more of your own economy" in html  # East's own colour: only the cost can stop it
    full = dict(prompt, options=[{"id": o} for o in ("unrest", "build", "ls", "event")])
    assert why_not.why_not_html(full, view, "en") == ""


def test_why_a_province_cannot_take_build_points() -> None:
    from wsdv.ui import why_not

    view = Game.new(3).view(None)
    view["board"]["provinces"]["Bayern"]["markers"] = 1
    build = {"kind": "build", "side": "west"}
    assert "mass protest" in why_not.refused_html(build, view, "Bayern", "en")
    assert why_not.refused_html(build, view, "Hessen", "en") == ""
    assert why_not.refused_html({"kind": "ls", "side": "west"}, view, "Bayern", "en") == ""


def test_a_game_without_key_moments_is_called_close_only_when_it_was() -> None:
    """Issue 37: "a close game" under a chart that ends near 100 %. Without key moments the
    note says so; "a close game" only when East's chances stayed near 50 % all along."""
    from wsdv.ui import gameover
    steady = {"moments": [], "choices": 3, "points": [
        {"n": k, "decade": 1, "east": e} for k, e in enumerate((0.5, 0.7, 0.85, 0.97))]}
    close = {**steady, "points": [{**p, "east": 0.5} for p in steady["points"]]}
    assert "close game" not in gameover.moments_html(steady, "en")
    assert "knappe Partie" not in gameover.moments_html(steady, "de")
    assert "No single turn changed the outlook much." in gameover.moments_html(steady, "en")
    assert "a close game" in gameover.moments_html(close, "en")
