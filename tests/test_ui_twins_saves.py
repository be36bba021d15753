"""Twins of the browser's saves and reliability tests (issue 25), in plain CPython over the
stand-in page of tests/ui_page.py: damaged stored records (games and games by link), hostile
query strings, a 1 MB choice id, wrapped and quoted links, the games list, a name with
markup, export and import between two profiles, the replay. Each test names the
browser test it replaced and asserts the same outcome. What needs the browser stays there:
a real reload (test_saves.py's autosave test), two real tabs, the service worker, the
framing guard, the page and its worker on one build."""

from __future__ import annotations

import html
import json
import random
import re
import secrets

from test_records import DAMAGED, QUADRATIC_48K, damage, entry
from test_remote_store import damaged_texts
from test_ui_twins import _remote_screen
from ui_page import Page

from wsdv.engine import Game, savefile
from wsdv.fair import Player

SITE = "http://127.0.0.1:8000/"
PREFIX = "wsdv.game."


def _page(**kwargs: object) -> Page:
    """A hot-seat page (no computer) at SITE."""
    tab = Page(computer=False, **kwargs)  # type: ignore[arg-type]
    tab.fake.site = SITE
    return tab


def _ready(tab: Page) -> None:
    """Close the first screen and take the device at a pass screen."""
    if tab.data("guide") == "welcome":
        tab.act("welcome.close")
    if tab.data("passing") == "1":
        tab.act("pass.ok", tab.data("decider"))


def _reload(tab: Page, **kwargs: object) -> Page:
    """A reload: a new app over the same web storage (and ``kwargs``: the new address)."""
    tab.app.unmount()
    return _page(local=tab.local, session=tab.session, **kwargs)


def _games(tab: Page) -> str:
    """The games list (opened if it is not), its HTML."""
    if tab.data("passing") == "1":
        tab.act("pass.ok", tab.data("decider"))
    if tab.data("screen") != "games":
        tab.act("saves.show", "games")
    assert tab.data("screen") == "games" and tab.shown("overlay-saves")
    return tab.html("overlay-saves")


def _text_of(block: str, element_id: str) -> str:
    found = re.search(rf'id="{element_id}"[^>]*>(.*?)</', block, re.S)
    return html.unescape(found.group(1)) if found else ""


def _rows(tab: Page) -> list[str]:
    """The games list's rows: their record ids, in order."""
    return re.findall(r'class="game-row[^"]*"[^>]*data-game="([^"]+)"', _games(tab))


def _row_name(tab: Page, record_id: str) -> str:
    found = re.search(rf'data-game="{record_id}".*?class="game-name"[^>]*>(.*?)</',
                      _games(tab), re.S)
    assert found, record_id
    return html.unescape(found.group(1))


def _export(tab: Page) -> tuple[str, str]:
    """The open game's save string and share link, from the export dialog."""
    _games(tab)
    tab.act("game.export", tab.data("gameId"))
    block = tab.html("overlay-saves")
    save = re.search(r'<textarea[^>]*id="export-text"[^>]*>(.*?)</textarea>', block, re.S)
    link = re.search(r'id="export-link"[^>]*value="([^"]*)"', block) or \
        re.search(r'<textarea[^>]*id="export-link"[^>]*>(.*?)</textarea>', block, re.S)
    assert save and link
    tab.act("saves.copy", "export-text")
    said = re.search(r'id="export-msg"[^>]*>([^<]+)<', tab.html("overlay-saves"))
    assert said and said.group(1).strip()  # "Copied." (or how to)
    tab.act("saves.show", None)
    return html.unescape(save.group(1)), html.unescape(link.group(1))


def _import(tab: Page, text: str) -> None:
    """Paste ``text`` into the import dialog and press Import."""
    tries = int(tab.data("importTries") or 0)
    if tab.data("screen") != "import":
        _games(tab)
        tab.act("saves.import")
    tab.type("import-text", text)
    tab.act("saves.import_ok")
    assert int(tab.data("importTries")) > tries


# ----------------------------------------------------------------------------- damaged records


def test_every_damaged_record_class_boots_and_the_other_games_open() -> None:
    """Twin of e2e test_reliability.py::test_every_damaged_record_class_boots_and_the_other_
    games_open: every class of damaged record (tests/test_records.py's) and the 48 KB entries
    that once froze the page are stored, the current game points at one of them; after a
    reload the page says a game cannot be opened and starts a new one; the games list counts
    them, they are set aside (not lost) and exported as they were; the good game opens; the
    damaged entries can be deleted. (How long the parser takes per record: test_records.py,
    under CPython and Pyodide.)"""
    tab = _page()
    _ready(tab)
    tab.play(2)
    good_id = tab.data("gameId")
    bad = {f"{PREFIX}bad{i}": text for i, text in enumerate(DAMAGED.values())
           if isinstance(text, str) and len(text) < 1_000_000}
    bad.update({f"{PREFIX}q{i}": text for i, text in enumerate(QUADRATIC_48K)})
    local = tab.local
    for key, text in bad.items():
        local.setItem(key, text)
    local.setItem("wsdv.current", "bad0")  # the 400-digit integer
    tab = _reload(tab)
    assert "cannot be opened" in tab.html("saves-bar")
    assert tab.choices == 0
    listing = _games(tab)  # the first listing reads every entry
    assert str(len(bad)) in _text_of(listing, "games-damaged")
    assert not any(k in local for k in bad)  # set aside ...
    assert sum(k.startswith("wsdv.damaged.") for k in local) == len(bad)  # ... not lost
    tab.act("saves.show", "damaged")
    shown = re.search(r'<textarea[^>]*id="damaged-text"[^>]*>(.*?)</textarea>',
                      tab.html("overlay-saves"), re.S)
    assert shown
    assert sorted(json.loads(html.unescape(shown.group(1))).values()) == sorted(bad.values())
    tab.act("saves.show", "games")
    tab.act("game.open", good_id)
    assert tab.choices == 2 and tab.data("gameId") == good_id
    _games(tab)
    tab.act("saves.delete_damaged")
    assert not any(k.startswith("wsdv.damaged.") for k in local)


PAGE_SAMPLE = 60  # random damaged records stored and read one by one


def test_random_damaged_records_are_each_listed_or_set_aside() -> None:
    """Twin of e2e test_reliability.py::test_random_damaged_records_each_read_by_the_page_
    within_50_ms: 60 randomly damaged records (the same seed), each alone in storage, are each
    either listed as a game or counted as damaged when the games list opens, and nothing
    raises. (The 50 ms per record: test_records.py's 3,000 damaged records, timed on this
    thread's CPU under CPython and printed under Pyodide; the page's figure, data-parse-ms,
    is the same parser's.)"""
    tab = _page()
    _ready(tab)
    local = tab.local
    rnd = random.Random(1414)
    goods = [entry(), entry(mode="computer", human="west", level="normal")]
    outcomes = {"listed": 0, "damaged": 0}
    for _ in range(PAGE_SAMPLE):
        text = damage(rnd, rnd.choice(goods))
        for key in [k for k in local if k.startswith("wsdv.")]:
            local.removeItem(key)
        local.setItem(PREFIX + "abc", text)
        tab.act("saves.show", None)
        listing = _games(tab)
        listed = 'data-game-open="abc"' in listing
        damaged = "games-damaged" in listing
        assert listed != damaged, text[:200]
        assert (PREFIX + "abc" in local) == listed
        outcomes["listed" if listed else "damaged"] += 1
        assert tab.data("parseMs")
    assert outcomes["listed"] and outcomes["damaged"], outcomes
    print(f"{PAGE_SAMPLE} damaged records: {outcomes}")


# ----------------------------------------------------------------------------- hostile input


def test_hostile_query_strings_boot_with_a_clear_short_message() -> None:
    """Twin of e2e test_reliability.py::test_hostile_query_strings_boot_with_a_clear_short_
    message: a seed, a pace and a language that are not valid are each ignored and said in a
    short notice, and the game plays; a seed above the largest is refused with its range."""
    tab = _page(query={"seed": "²", "aipace": "9" * 5000, "lang": "<b>x"})
    notice = html.unescape(re.sub(r"<[^>]+>", "", tab.html("saves-bar")))
    assert "seed “²” was ignored" in notice and "computer pace" in notice
    assert "language “<b>x” was ignored" in notice and len(notice) < 800
    assert "<b>x" not in tab.html("saves-bar")  # said as text
    _ready(tab)
    tab.play(1)
    tab.app.unmount()
    tab = _page(query={"seed": "18446744073709551616"})  # a first visit
    assert "from 0 to 18446744073709551615" in tab.html("saves-bar")


def test_a_1_mb_choice_id_gives_a_short_message() -> None:
    """Twin of e2e test_reliability.py::test_a_1_mb_choice_id_gives_a_short_message: a save
    string whose last choice is 1 MB long is refused in at most 240 characters, pasted or
    opened as a link."""
    tab = _page()
    _ready(tab)
    game = Game.new(8)
    assert game.prompt is not None
    game.choose(game.prompt.ids()[0])
    bad = savefile.encode(game.state.seed, [*game.choices, "x" * (1 << 20)])
    _import(tab, bad)
    message = _text_of(tab.html("overlay-saves"), "import-msg")
    assert message.startswith("Not a valid save") and len(message) <= 240
    tries = int(tab.data("importTries"))
    tab.fake.hash = "#save=" + bad  # as a link opened
    tab.act("fragment.changed")
    assert int(tab.data("importTries")) > tries
    message = _text_of(tab.html("overlay-saves"), "import-msg")
    assert message and len(message) <= 240


def test_a_wrapped_or_quoted_link_opens() -> None:
    """Twin of e2e test_reliability.py::test_a_wrapped_or_quoted_link_opens: a share link
    wrapped and quoted by a mail program, pasted into the import dialog of a first visit,
    opens the game; so does the link with a line break kept in the address."""
    tab = _page()
    _ready(tab)
    tab.play(3)
    save, link = _export(tab)
    tab.app.unmount()
    tab = _page()  # a first visit: nothing stored
    _ready(tab)
    wrapped = "\n".join("> " + link[i:i + 40] for i in range(0, len(link), 40))
    _import(tab, f"Your move:\n<{wrapped}>\n")
    assert tab.choices == 3 and tab.data("screen") == ""
    assert _export(tab)[0] == save
    tab.app.unmount()
    assert link.startswith(SITE + "#save=")
    fragment = link[len(SITE):]  # a first visit by the link, a line break kept in it
    tab = _page(fragment=fragment[:20] + "%0D%0A" + fragment[20:])
    assert tab.choices == 3


# ----------------------------------------------------------------------------- the games list


def test_games_list_new_continue_rename_delete() -> None:
    """Twin of e2e test_saves.py::test_games_list_new_continue_rename_delete: a second game
    by New game (with a name), listed first as the last played; the first game continues
    from the list; a rename keeps the name's words and drops the spaces around; a delete
    asks first, Cancel keeps the game, Delete removes it from the list and the storage."""
    tab = _page()
    _ready(tab)
    tab.play(2)
    first = tab.data("gameId")
    _games(tab)
    tab.act("saves.show", "new")
    tab.type("new-name", "Second game")
    tab.act("saves.start")  # no mode checked in the stand-in: hot seat, as in the test
    second = tab.data("gameId")
    local = tab.local
    assert second != first and tab.choices == 0 and tab.data("stored") == "1"
    assert tab.data("screen") == ""
    tab.play(1)
    assert _rows(tab) == [second, first]  # the last played first
    assert _row_name(tab, second) == "Second game"
    tab.act("game.open", first)  # continue the first game
    assert tab.data("gameId") == first and tab.choices == 2
    _games(tab)
    tab.act("game.rename", second)
    assert re.search(rf'class="rename-input"[^>]*data-game="{second}"', _games(tab)) or \
        re.search(rf'data-game="{second}"[^>]*class="rename-input"', _games(tab))
    tab.fake.field_sets[".rename-input"] = {second: "  Renamed\tgame  "}  # the row's input
    tab.act("game.rename_ok", second)
    assert _row_name(tab, second) == "Renamed game"
    tab.act("game.delete", second)  # asks first; cancel keeps it
    confirm = re.search(r'class="confirm"[^>]*>(.*?)</', _games(tab), re.S)
    assert confirm and "Renamed game" in html.unescape(confirm.group(1))
    tab.act("game.cancel", second)
    assert _rows(tab) == [first, second] or _rows(tab) == [second, first]
    tab.act("game.delete", second)
    tab.act("game.delete_ok", second)
    assert _rows(tab) == [first]
    assert f"{PREFIX}{second}" not in local
    tab.act("saves.show", None)
    assert not tab.shown("overlay-saves")


MARKUP = '<img src=x onerror="window.__xss=1">'


def test_a_name_with_markup_renders_as_text() -> None:
    """Twin of e2e test_saves.py::test_a_name_with_markup_renders_as_text: a game named with
    markup shows the name as text in the games list and in its delete question; no element
    of the name reaches the page."""
    tab = _page()
    _ready(tab)
    _games(tab)
    tab.act("saves.show", "new")
    tab.type("new-name", MARKUP)
    tab.act("saves.start")
    game_id = tab.data("gameId")
    assert _row_name(tab, game_id) == MARKUP
    tab.act("game.delete", game_id)
    confirm = re.search(r'class="confirm"[^>]*>(.*?)</', _games(tab), re.S)
    assert confirm and MARKUP in html.unescape(confirm.group(1))
    painted = "".join(tab.fake.html.values())
    assert "<img" not in painted and "onerror=" not in painted.replace("onerror=&quot;", "")
    assert html.escape(MARKUP, quote=False) in painted or html.escape(MARKUP) in painted


# ----------------------------------------------------------------------------- export, import


def test_export_then_import_in_a_fresh_context_gives_the_same_game() -> None:
    """Twin of e2e test_saves.py::test_export_then_import_in_a_fresh_context_gives_the_
    same_game: a game's save string, pasted (with spaces and line breaks around) into another
    browser profile, gives the same game and position; the friend plays on and sends the
    string back, which moves the first game on in its own entry."""
    tab = _page()
    _ready(tab)
    tab.play(5)
    save, _ = _export(tab)
    status = tab.html("status")
    other = _page()  # a fresh profile: nothing stored
    _ready(other)
    _import(other, "\n  " + save + "  \n")
    assert other.data("screen") == "" and other.choices == 5
    assert other.html("status") == status
    assert _export(other)[0] == save
    assert "new game" in other.html("saves-bar")
    other.play(2)  # correspondence: the friend plays on and sends the string back
    answer, _ = _export(other)
    _import(tab, answer)
    assert tab.choices == 7
    local = tab.local
    assert [k for k in local if k.startswith(PREFIX)] == [PREFIX + tab.data("gameId")]
    assert "later position" in tab.html("saves-bar")
    assert _export(tab)[0] == answer


# ----------------------------------------------------------------------------- replay


def test_replay_steps_through_choices_and_decades() -> None:
    """Twin of e2e test_saves.py::test_replay_steps_through_choices_and_decades: the replay
    of a game of 8 choices starts at step 0 (back disabled), steps on and back, jumps a
    decade to the end (forward disabled) and back to the start, follows its slider, offers
    nothing to choose, and its exit returns to the game as it was."""
    tab = _page()
    _ready(tab)
    tab.play(8)
    game_id = tab.data("gameId")
    live = tab.html("status")
    _games(tab)
    tab.act("game.replay", game_id)
    assert tab.data("replay") == "0"
    assert re.search(r'id="replay-prev"[^>]*disabled', tab.html("prompt"))
    tab.act("replay", "next")
    tab.act("replay", "next")
    assert tab.data("replay") == "2"
    assert "chose" in _text_of(tab.html("prompt"), "replay-what")
    tab.act("replay", "prev")
    assert tab.data("replay") == "1"
    tab.act("replay", "next-decade")  # one decade so far: to the end
    assert tab.data("replay") == "8"
    assert re.search(r'id="replay-next"[^>]*disabled', tab.html("prompt"))
    tab.act("replay", "prev-decade")
    assert tab.data("replay") == "0"
    tab.act("replay.goto", "5")
    assert tab.data("replay") == "5"
    painted = "".join(tab.fake.html.values())
    assert not re.search(r'class="[^"]*\blit\b[^"]*"[^>]*data-opt=|data-opt="[^"]*"[^>]*'
                         r'class="[^"]*\blit\b', painted)  # nothing to choose in a replay
    tab.act("replay", "exit")
    assert tab.data("replay") == "" and tab.choices == 8
    assert tab.html("status") == live


# ----------------------------------------------------------------------------- games by link

KEY = "wsdv.remote."


def _unrestorable(secret: object, transcript: list[str]) -> str:
    """A record of the right shape whose player Player.from_json refuses."""
    return json.dumps({"format": 1, "name": "broken", "side": "west", "status": "send",
                       "updated": 1.7e9, "rev": 1, "sent": len(transcript),
                       "player": {"v": 1, "secret": secret, "side": "west", "host": True,
                                  "transcript": transcript, "pending": []}})


def _remote_out(tab: Page) -> str:
    found = re.search(r'<textarea[^>]*id="remote-out"[^>]*>(.*?)</textarea>',
                      tab.html("remote-bar"), re.S)
    return html.unescape(found.group(1)) if found else ""


def test_every_kind_of_damaged_record_by_link_is_set_aside_listed_and_nothing_stops() -> None:
    """Twin of e2e test_remote_storage.py::test_every_kind_of_damaged_record_is_set_aside_
    listed_and_nothing_stops: every kind of damaged game by link (tests/test_remote_store.py's),
    one this tab had open and one that looks readable until opened are stored beside a good
    game; after a reload the page says some are damaged, the By link screen lists the good
    game and the readable-looking one, which says it is damaged when opened and goes; the
    screen and the games list count them all and export them as they were; the good game
    opens with its invitation."""
    tab = Page()
    _ready(tab)
    _remote_screen(tab)
    tab.act("remote.new", "west")
    assert tab.data("remote") == "send"
    invite = _remote_out(tab)
    good = Player.join(secrets.token_bytes(32), invite).game_id
    bad = {f"{KEY}bad{i:02d}".ljust(len(KEY) + 16, "x"): text
           for i, text in enumerate(damaged_texts(Player.create(secrets.token_bytes(32),
                                                                "west")).values())
           if len(text) < 1_000_000}
    tab_game, listed = "opentabxxxxxxxxx", "listedxxxxxxxxxx"
    bad[KEY + tab_game] = _unrestorable(5, ["WSDVF1.AAAA"])  # from_json raises
    bad[KEY + listed] = _unrestorable("AAAA", ["WSDVF1." + "A" * 40])
    local, session = tab.local, tab.session
    for key, text in bad.items():
        local.setItem(key, text)
    session.setItem("wsdv.tab.remote", tab_game)  # this tab had it open
    tab.app.unmount()
    tab = Page(local=local, session=session)  # the reload
    assert "damaged" in tab.html("saves-bar")
    screen = _remote_screen(tab)
    rows = re.findall(r'class="remote-row" data-remote="([^"]+)"', screen)
    assert sorted(rows) == sorted([good, listed])
    tab.act("remote.row", listed)
    said = tab.html("remote-screen-msg")
    assert "damaged" in said
    screen = _remote_screen(tab)
    assert re.findall(r'class="remote-row" data-remote="([^"]+)"', screen) == [good]
    assert str(len(bad)) in _text_of(screen, "remote-damaged")
    tab.act("remote.close")
    listing = _games(tab)  # listed with the damaged entries, every text kept
    assert str(len(bad)) in _text_of(listing, "games-damaged")
    tab.act("saves.show", "damaged")
    shown = re.search(r'<textarea[^>]*id="damaged-text"[^>]*>(.*?)</textarea>',
                      tab.html("overlay-saves"), re.S)
    assert shown
    assert sorted(json.loads(html.unescape(shown.group(1))).values()) == sorted(bad.values())
    tab.act("saves.show", None)
    _remote_screen(tab)
    tab.act("remote.row", good)  # the good game opens
    assert tab.data("remote") == "send" and _remote_out(tab) == invite
