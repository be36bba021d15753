"""The page's logic-only flows in plain CPython (issue 25): each test here is the twin of a
browser test it replaced (named in its docstring) and asserts the same outcome over the
stand-in page of tests/ui_page.py, in milliseconds instead of seconds in Chromium. What needs
a real browser (boot, layout, touch, the worker, offline, two real tabs, the service
worker) stays in tests/e2e."""

from __future__ import annotations

import html
import json
import random
import re
import secrets
import string

import pytest
from test_ui_paint import WebStorage
from ui_page import FullStorage, Page, Tabs

from wsdv.engine import Game
from wsdv.fair import Player
from wsdv.ui.state import VsComputer
from wsdv.ui.storage import share_link


def _start_against_computer(tab: Page, human: str, level: str) -> None:
    """The first screen: side and level, then "against the computer"."""
    tab.act("welcome.choose", f"welcome-side={human}")
    tab.act("welcome.choose", f"welcome-level={level}")
    tab.act("welcome.start", "computer")
    assert tab.app.state.mode == VsComputer(human, level)


def _human_to_move(tab: Page, human: str) -> bool:
    return (tab.data("decider") == human and tab.data("thinking") != "1"
            and not tab.data("eodStep") and not tab.data("confirm") and bool(tab.options()))


def _choose_first(tab: Page) -> None:
    """The first option, confirmed when it is held (conftest.settle_choice's twin)."""
    before = tab.choices
    tab.act("pick", tab.options()[0])
    if tab.data("confirm"):
        tab.act("confirm")
    assert tab.choices > before


def until_first_decade_step(tab: Page, human: str) -> None:
    """Play ``human``'s first options against the computer until the first End of Decade
    step waits (no worker error, no result before it)."""
    for _ in range(3000):
        tab.drain()
        if tab.data("eodStep"):
            return
        assert not tab.data("aiError") and not tab.data("result")
        assert _human_to_move(tab, human)
        _choose_first(tab)
    raise AssertionError("no End of Decade step within 3000 choices")


def test_a_choice_that_ends_the_turn_waits_for_confirmation() -> None:
    """Twin of e2e test_follow.py::test_a_choice_that_ends_the_turn_waits_for_confirmation.
    The last choice of West's turn is held: the computer does not move, Take back (and
    Escape, and u) return to the same prompt with nothing chosen; Confirm applies it and the
    computer moves. (The focus on Confirm and Enter on it: test_keyboard_focus_zoom_and_keys
    in the browser; here the focus settling picks Confirm.)"""
    tab = Page({"aipace": "0"})
    _start_against_computer(tab, "west", "easy")
    tab.drain()
    for _ in range(100):
        before = tab.choices
        tab.act("pick", tab.options()[0])
        assert tab.choices > before or tab.data("confirm")
        if tab.data("confirm"):
            break
    held = tab.data("confirm")
    assert held and tab.choices == before
    assert 'id="confirm"' in tab.html("prompt")
    tab.fake.focused = None  # the clicked option was drawn anew
    tab.timers()
    assert tab.focused() == "confirm-ok"
    assert tab.scheduled == [] and tab.data("thinking") == "0"
    assert tab.data("decider") == "west" and tab.data("aiMoves") == "0"
    tab.act("take_back")
    assert tab.data("confirm") == "" and tab.choices == before
    assert held in tab.options()
    for key in ("Escape", "u"):
        tab.act("pick", held)
        assert 'id="confirm"' in tab.html("prompt")
        tab.key(key)
        assert 'id="confirm"' not in tab.html("prompt") and tab.data("confirm") == ""
        assert tab.choices == before
    tab.act("pick", held)
    tab.act("confirm")
    assert tab.choices > before
    assert tab.drain() >= 1 and int(tab.data("aiMoves")) > 0


def test_pass_screen_hides_hands_on_a_side_change() -> None:
    """Twin of e2e test_play.py::test_pass_screen_hides_hands_on_a_side_change: hot seat,
    seed 1; when West's turn ends the pass screen names East and no hand or option shows;
    East's hand opens once East took the device."""
    tab = Page({"seed": "1"}, computer=False)
    assert tab.shown("overlay-pass") and tab.data("passing") == "1"
    tab.act("pass.ok", tab.data("decider"))
    assert hand_open(tab, "west")
    game = tab.app.state.game
    while game.prompt is not None and game.prompt.side == "west":
        ids = game.prompt.ids()
        option = "build" if "build" in ids else "done" if "done" in ids else ids[0]
        tab.act("pick", option)
        if tab.data("confirm"):
            tab.act("confirm")
        game = tab.app.state.game
    assert tab.shown("overlay-pass") and "East" in tab.html("overlay-pass")
    assert not re.search(r'class="[^"]*handbox[^"]*\bopen\b', tab.html("hands"))
    assert tab.options() == []
    tab.act("pass.ok", "east")
    assert not tab.shown("overlay-pass")
    assert hand_open(tab, "east")
    assert not re.search(r'class="[^"]*handbox[^"]*side-west[^"]*\bopen\b', tab.html("hands"))


def hand_open(tab: Page, side: str) -> bool:
    """`side`'s hand is face up: in its box, or (choosing a card) as the prompt's cards."""
    if re.search(rf'class="[^"]*handbox[^"]*side-{side}[^"]*\bopen\b', tab.html("hands")):
        return True
    game = tab.app.state.game
    return bool(game.prompt is not None and game.prompt.side == side and
                "tile-hand" in tab.html("prompt"))


def test_pass_screen_says_what_the_last_player_did() -> None:
    """Twin of e2e test_recap.py::test_pass_screen_says_what_the_last_player_did: hot seat in
    German; the first pass screen has nothing to tell; the next one lists what the first
    player did (public information), and behind it the board marks what changed."""
    tab = Page({"lang": "de"}, computer=False)
    tab.act("welcome.close")
    assert tab.shown("overlay-pass") and 'class="recap' not in tab.html("overlay-pass")
    first = tab.data("decider")
    tab.act("pass.ok", first)
    for _ in range(200):
        if tab.data("passing") == "1":
            break
        _choose_first(tab)
    assert tab.data("passing") == "1" and tab.data("decider") != first
    shown = tab.html("overlay-pass")
    recap = re.search(r'<section[^>]*class="recap[^"]*"[^>]*data-by="(\w+)"', shown) or \
        re.search(r'class="recap[^"]*"[^>]*data-by="(\w+)"', shown)
    assert recap and recap.group(1) == first
    heading = re.search(r'class="recap.*?<h2[^>]*>(.*?)</h2>', shown, re.S)
    assert heading and heading.group(1).startswith("Was ")
    assert "öffentliche Information" in heading.group(1)
    assert re.search(r'<ol class="recap-log">\s*<li', shown)
    tab.act("pass.ok", tab.data("decider"))
    assert 'class="recap' in tab.html("recap")


def test_end_of_decade_steps_through_its_phases(monkeypatch: pytest.MonkeyPatch) -> None:
    """Twin of e2e test_follow.py::test_end_of_decade_steps_through_its_phases: each phase's
    result waits in the prompt bar (figures or log lines), nobody moves and the computer is
    not asked until the player continues; the top bar names the step's phase; Continue takes
    the focus; the phases come in order; the breakdown panel is open. The game's seed is
    fixed: the browser test's random one could end the game in phase 1 (national insolvency),
    where only that phase is stepped through."""
    monkeypatch.setattr(random, "randrange", random.Random(1).randrange)  # saves.start_game
    tab = Page({"aipace": "0"})
    _start_against_computer(tab, "west", "easy")
    until_first_decade_step(tab, "west")
    shown: list[int] = []
    for _ in range(3000):
        step = tab.data("eodStep")
        if not step and (tab.data("decade") != "1" or tab.data("result")):
            break
        if not step:
            tab.drain()
            if _human_to_move(tab, "west"):
                _choose_first(tab)
            continue
        decade, phase = (int(x) for x in step.split(":"))
        assert decade == 1
        prompt = tab.html("prompt")
        panel = re.search(r'<div id="eod-step" data-decade="1" data-phase="(\d+)">', prompt)
        assert panel and int(panel.group(1)) == phase
        assert re.search(r"<(table|li|p)\b", prompt.split('id="eod-step"', 1)[1])
        assert tab.options() == []
        if phase < 10:
            assert re.search(rf'class="st-phase"[^>]*>[^<]* {phase}:', tab.html("status"))
        assert 'class="st-decider"' not in tab.html("status")
        tab.fake.focused = None
        tab.timers()
        assert tab.focused() == "eod-continue"
        assert tab.scheduled == [] and tab.data("thinking") == "0"
        shown.append(phase)
        tab.act("eod.continue")
    assert shown == sorted(shown) and len(set(shown)) == len(shown)
    assert 1 in shown and len(shown) >= 4, shown
    if not tab.data("result"):
        assert 10 in shown, shown
    assert re.search(r'<details open="1" class="eodbox"', tab.html("eod"))


def last_choice_in_the_page(seed: int, choices: list[str]) -> Page:
    """A two-player page that loads the game of ``seed`` before its last choice (a save
    string on the first screen) and makes that choice in the page."""
    before = Game.new(seed)
    for choice in choices[:-1]:
        before.choose(choice)
    tab = Page(computer=False)
    tab.type("welcome-save", before.save())
    tab.act("welcome.load")
    if tab.data("passing") == "1":
        tab.act("pass.ok", tab.data("decider"))
    tab.act("pick", choices[-1])
    if tab.data("confirm"):
        tab.act("confirm")
    return tab


def test_a_game_that_ends_in_an_end_of_decade_shows_its_steps_first() -> None:
    """Twin of e2e test_gameover.py::test_a_game_that_ends_in_an_end_of_decade_shows_its_
    steps_first: seed 5 ends in national insolvency inside the End of Decade; the last
    choice is made in the page (a save string loaded on the first screen), whose phases done
    so far are stepped through before the game-over screen comes up."""
    game = Game.new(5)
    rnd = random.Random(5)  # as test_gameover.finished plays it
    while game.result is None:
        assert game.prompt is not None
        game.choose(rnd.choice(game.prompt.options).id)
    assert game.view(None)["phase"], "this seed's game ends inside an End of Decade"
    tab = last_choice_in_the_page(5, game.choices)
    assert tab.choices == len(game.choices)
    assert tab.data("result") and tab.data("eodStep")
    assert not tab.shown("overlay-result") and 'id="eod-step"' in tab.html("prompt")
    steps = 0
    while tab.data("eodStep"):
        tab.act("eod.continue")
        steps += 1
    assert steps >= 1
    assert tab.shown("overlay-result") and 'class="gameover' in tab.html("overlay-result")


def test_the_update_switch_waits_for_the_computers_move() -> None:
    """Twin of e2e test_reliability.py::test_the_update_switch_waits_for_the_computers_move:
    a switch asked for while the computer decides waits for its move (never mid-choice): the
    notice says so and its button is off; once the move is in, the page switches. (offline.js
    is played here as in the browser test: data-update="ready" and the event.)"""
    tab = Page({"aipace": "0"})
    _start_against_computer(tab, "east", "hard")  # the computer (West) begins
    assert tab.data("thinking") == "1" and len(tab.scheduled) == 1
    moves = int(tab.data("aiMoves") or 0)
    tab.fake.hooks["update"] = "ready"
    tab.act("update.ready")
    assert re.search(r'<button[^>]*id="update-switch"(?![^>]*disabled)', tab.html("saves-bar"))
    tab.act("update.switch")
    assert tab.data("update") == "waiting" and tab.data("thinking") == "1"
    assert re.search(r'<button[^>]*id="update-switch"[^>]*disabled', tab.html("saves-bar"))
    assert tab.fake.switched == 0
    tab.drain()  # the computer's move comes in
    assert tab.fake.switched == 1
    assert tab.data("update") == "switching"
    assert int(tab.data("aiMoves")) > moves


# --- games by link -------------------------------------------------------------------------


def _remote_out(tab: Page) -> str:
    """The message the bar offers to send (#remote-out), as the player would copy it."""
    found = re.search(r'<textarea[^>]*id="remote-out"[^>]*>(.*?)</textarea>',
                      tab.html("remote-bar"), re.S)
    return html.unescape(found.group(1)) if found else ""


def _play_remote_turn(tab: Page, seed: int) -> None:
    """tools/site_support.PLAY_REMOTE_TURN's twin: while it is the page's turn, Confirm a
    held choice, Continue a step, else click a random option (the same generator)."""
    x = seed
    for _ in range(400):
        if tab.data("remote") != "your_turn":
            return
        if tab.data("confirm"):
            tab.act("confirm")
            continue
        if tab.data("eodStep"):
            tab.act("eod.continue")
            continue
        options = tab.options()
        if not options:
            return
        x = (x * 1103515245 + 12345) % 2147483648
        tab.act("pick", options[int(x / 2147483648 * len(options))])


def _remote_play_turn(tab: Page, seed: int) -> str:
    """The page plays its whole turn: the message it shows to send."""
    assert tab.data("remote") == "your_turn"
    _play_remote_turn(tab, seed)
    assert tab.data("remote") != "your_turn"
    return _remote_out(tab)


def _paste(tab: Page, text: str) -> None:
    """A message (or link) opened from the bar's box."""
    tries = int(tab.data("remoteTries") or 0)
    if tab.data("passing") == "1":
        tab.act("pass.ok", tab.data("decider"))
    tab.type("remote-in", text)
    tab.act("remote.open", "remote-in")
    assert int(tab.data("remoteTries") or 0) > tries


def _friend_turn(friend: Player, text: str, rnd: random.Random) -> str:
    """The friend opens ``text`` and plays its turn (random legal options): its answer."""
    friend.receive(text)
    while friend.status() == "your_turn":
        assert friend.game is not None and friend.game.prompt is not None
        friend.choose(rnd.choice(friend.game.prompt.ids()))
    assert friend.outbox is not None
    return friend.outbox


def _remote_records(tab: Page) -> dict[str, str]:
    local = tab.local
    return {k: local[k] for k in sorted(local) if k.startswith("wsdv.remote.")}


def test_two_tabs_on_one_game_by_link_follow_and_never_overwrite() -> None:
    """Twin of e2e test_remote_storage.py::test_two_tabs_on_one_game_by_link_follow_and_
    never_overwrite: a game by link open in two tabs of one browser; the other tab follows
    each turn at once and says so; in a race (tab two misses tab one's write and plays a turn
    of its own) tab one's record is not overwritten and tab two shows its message."""
    rnd = random.Random(8)
    tabs = Tabs()
    one = Page(tabs=tabs)
    one.act("welcome.close")
    one.act("remote.screen")
    one.act("remote.new", "west")
    assert one.data("remote") == "send"
    friend = Player.join(secrets.token_bytes(32), _remote_out(one))
    assert friend.outbox is not None
    _paste(one, friend.outbox)
    two = Page(tabs=tabs)
    two.act("welcome.close")
    two.act("remote.screen")
    row = re.search(r'class="remote-row" data-remote="([^"]+)"',
                    two.html("overlay-remote"))
    assert row
    two.act("remote.row", row.group(1))
    assert two.data("remote") == "your_turn"
    assert two.data("remoteRev") == one.data("remoteRev")

    mine = _remote_play_turn(one, 3)  # the other tab follows at once
    assert two.data("remoteSent") == one.data("remoteSent")
    assert "another tab" in two.html("remote-bar")
    _paste(one, _friend_turn(friend, mine, rnd))
    assert two.data("remoteSent") == one.data("remoteSent")
    while one.data("remote") != "your_turn":  # the friend waits for keys: send them back
        _paste(one, _friend_turn(friend, _remote_out(one), rnd))
    assert two.data("remote") == "your_turn" and two.data("remoteSent") == one.data("remoteSent")

    # A race: tab two misses tab one's write, then plays a turn of its own.
    two.paused = True
    first = _remote_play_turn(one, 11)
    kept = _remote_records(one)
    _play_remote_turn(two, 12)  # stopped once the page sees tab one's write
    assert two.data("remoteSent") == one.data("remoteSent")
    assert "another tab" in two.html("remote-bar")
    assert _remote_records(two) == kept  # tab one's record, not overwritten
    assert _remote_out(two) == first  # tab two shows it
    _friend_turn(friend, first, rnd)  # and the game goes on


# --- storage faults ------------------------------------------------------------------------


def test_full_storage_keeps_the_running_game_playable_and_exportable() -> None:
    """Twin of e2e test_saves.py::test_full_storage_keeps_the_running_game_playable_and_
    exportable: once localStorage refuses writes, the game goes on in the tab, the bar warns
    that the storage is full, and the export holds every choice."""
    local = FullStorage()
    tab = Page(computer=False, local=local)
    tab.act("welcome.close")
    tab.play(2)
    local.full = True
    tab.play(4)
    assert tab.data("storage") == "full" and tab.data("stored") == "memory"
    bar = tab.html("saves-bar")
    assert tab.shown("saves-bar") and 'class="storage-warning' in bar and "full" in bar
    assert len(Game.load(tab.export_save()).choices) == tab.choices == 6
    tab.play(1)


def test_unavailable_storage_warns_and_plays() -> None:
    """Twin of e2e test_saves.py::test_unavailable_storage_warns_and_plays: localStorage
    throws when read; the page says so, plays in memory and exports the game."""
    tab = Page(computer=False, blocked=True)
    assert tab.data("storage") == "unavailable"
    tab.act("welcome.close")
    tab.play(3)
    assert tab.data("stored") == "memory"
    assert tab.shown("saves-bar") and 'class="storage-warning' in tab.html("saves-bar")
    assert len(Game.load(tab.export_save()).choices) == 3


def test_damaged_stored_data_is_reported_and_skipped() -> None:
    """Twin of e2e test_saves.py::test_damaged_stored_data_is_reported_and_skipped: damaged
    entries (bad JSON, deep nesting, a record whose save does not load) are reported after a
    reload, a new game is opened instead of the damaged current one, the games list counts
    them, and the good game still opens."""
    local, session = WebStorage(), WebStorage()
    tab = Page(computer=False, local=local, session=session)
    tab.act("welcome.close")
    tab.play(2)
    good_id = tab.data("gameId")
    local.setItem("wsdv.game.bad1", "{broken")
    local.setItem("wsdv.game.bad2", "[" * 200000)
    local.setItem("wsdv.game.bad3", json.dumps({
        "format": 1, "id": "bad3", "mode": "hotseat", "human": None, "level": None,
        "decade": 1, "choices": 1, "created": 0, "updated": 9e15, "result": None,
        "save": "WSDV1.AAAA", "name": "Damaged"}))
    local.setItem("wsdv.current", "bad3")
    tab.app.unmount()
    tab = Page(computer=False, local=local, session=session)  # the reload
    assert "cannot be opened" in tab.html("saves-bar")
    assert tab.choices == 0  # a new game instead of the damaged one
    if tab.data("passing") == "1":
        tab.act("pass.ok", tab.data("decider"))
    tab.act("saves.show", "games")
    damaged = re.search(r'id="games-damaged"[^>]*>(.*?)</', tab.html("overlay-saves"), re.S)
    assert damaged and "2" in damaged.group(1)
    tab.act("game.open", good_id)
    assert tab.choices == 2


def _prompt(tab: Page) -> dict[str, object]:
    """What the page shows of the prompt (test_saves.PROMPT_JS's twin)."""
    text = re.search(r'class="ptext"[^>]*>(.*?)</', tab.html("prompt"), re.S)
    return {"decider": tab.data("decider"), "kind": tab.data("kind"),
            "choices": tab.data("choices"), "options": tab.options(),
            "text": html.unescape(text.group(1)) if text else ""}


def test_full_storage_then_reload_keeps_the_game_and_its_last_choice() -> None:
    """Twin of e2e test_reliability.py::test_full_storage_then_reload_keeps_the_game_and_its_
    last_choice: with localStorage full the choices are kept in the tab's session, the bar
    says which are stored and which are not; a reload shows the same prompt and says the
    game was restored; once there is room again the next choice stores the whole game and
    the session's copy goes."""
    local, session = FullStorage(), WebStorage()
    tab = Page(computer=False, local=local, session=session)
    tab.act("welcome.close")
    tab.play(2)
    game_id = tab.data("gameId")
    local.full = True
    tab.play(3)
    assert tab.data("stored") == "memory"
    warning = re.search(r'class="storage-warning[^"]*"[^>]*>(.*?)</', tab.html("saves-bar"), re.S)
    assert warning and "up to choice 2" in warning.group(1)
    assert "choices 3 to 5" in warning.group(1)
    prompt = _prompt(tab)
    tab.app.unmount()
    tab = Page(computer=False, local=local, session=session)  # the reload
    if tab.data("passing") == "1":
        tab.act("pass.ok", tab.data("decider"))
    assert _prompt(tab) == prompt  # the game and its last choice
    assert tab.data("gameId") == game_id and tab.data("stored") == "memory"
    assert "restored" in tab.html("saves-bar")
    local.full = False  # room again
    tab.play(1)
    assert tab.data("stored") == "1"
    assert json.loads(local["wsdv.game." + game_id])["choices"] == 6
    assert session.getItem("wsdv.unsaved") is None


def test_an_imported_game_against_the_computer_is_still_against_the_computer() -> None:
    """Issue 26: a game against the computer, exported from one browser and opened by its
    share link in another, comes back against the computer (the same side and level) and
    the computer moves in it; a plain old string still opens hot seat."""
    home = Page({"aipace": "0"})
    _start_against_computer(home, "east", "easy")
    home.drain()
    for _ in range(3):
        if _human_to_move(home, "east"):
            _choose_first(home)
        home.drain()
    save = home.export_save()
    assert save.startswith("WSDV2.")
    away = Page({"aipace": "0"})
    away.act("welcome.close")
    away.fake.hash = "#" + share_link("https://x/", save).split("#", 1)[1]
    away.act("fragment.changed")
    assert away.app.state.mode == VsComputer("east", "easy")
    assert away.app.state.game.choices == Game.load(save).choices
    if away.data("decider") == "west":  # the computer's turn: it moves
        before = away.choices
        away.drain()
        assert away.choices > before


def _remote_screen(tab: Page) -> str:
    """The By link screen (drawn into #overlay-remote), opened first."""
    if tab.data("passing") == "1":
        tab.act("pass.ok", tab.data("decider"))
    tab.act("remote.screen")
    return tab.html("overlay-remote")


def _new_game_by_link(tab: Page) -> str:
    """A new game by link, this page hosting as West: its invitation."""
    _remote_screen(tab)
    tab.act("remote.new", "west")
    assert tab.data("remote") == "send"
    return _remote_out(tab)


def test_a_full_storage_keeps_games_by_link_in_the_tab_and_says_so() -> None:
    """Twin of e2e test_remote_storage.py::test_a_full_storage_keeps_games_by_link_in_the_
    tab_and_says_so: under a full storage a game by link is hosted and joined in the tab's
    session, the bar says the storage is full, reloads restore it (and say so), the friend's
    answer is taken, and once there is room again both games are stored."""
    rnd = random.Random(6)
    local, session = FullStorage(), WebStorage()
    local.full = True  # setItem throws QuotaExceededError from now

    def reload() -> Page:
        tab.app.unmount()
        return Page(local=local, session=session)

    tab = Page(local=local, session=session)
    tab.act("welcome.close")
    invite = _new_game_by_link(tab)  # hosting under a full storage
    assert tab.data("remoteStored") == "memory"
    assert re.search(r'id="remote-storage"[^>]*>[^<]*full', tab.html("remote-bar"))
    tab = reload()  # restored from this tab's session
    assert tab.data("remote") == "send" and tab.data("remoteSent") == "1"
    assert _remote_out(tab) == invite
    assert "restored" in tab.html("remote-bar")
    friend = Player.join(secrets.token_bytes(32), invite)
    assert friend.outbox is not None
    _paste(tab, friend.outbox)
    mine = _remote_play_turn(tab, 9)  # mid-game
    tab = reload()
    assert tab.data("remoteSent") == "3" and _remote_out(tab) == mine
    answer = _friend_turn(friend, mine, rnd)  # not stuck: the friend takes it
    # joining under a full storage: a second game, from another friend's invitation link
    host = Player.create(secrets.token_bytes(32), "east")
    tab.fake.hash = "#fair=" + str(host.outbox)
    tab.act("fragment.changed")
    assert tab.data("remoteSide") == "west" and tab.data("remoteSent") == "2"
    tab = reload()
    assert _remote_screen(tab).count('class="remote-row"') == 2  # both kept in the tab
    local.full = False  # room again
    tab.act("remote.close")
    _paste(tab, answer)  # the first game, opened by its friend's answer, is stored again
    assert tab.data("remoteSent") == str(len(friend.transcript))
    assert tab.data("remoteStored") == "1"
    stored = _remote_records(tab)
    assert json.loads(stored["wsdv.remote." + friend.game_id])["sent"] == len(friend.transcript)
    assert "wsdv.remote." + host.game_id in stored  # written with it: storage took a write


def test_a_throwing_storage_never_stops_the_by_link_screen() -> None:
    """Twin of e2e test_remote_storage.py::test_a_throwing_storage_never_stops_the_by_link_
    screen: with a localStorage getter that throws, the By link screen opens (no games yet),
    a game is hosted in memory and the bar says the storage is unavailable, the friend's
    answer is taken, and the screen lists the game with its backup."""
    tab = Page(blocked=True)
    tab.act("welcome.close")
    assert "No games by link yet" in _remote_screen(tab)
    invite = _new_game_by_link(tab)
    assert tab.data("remoteStored") == "memory"
    assert re.search(r'id="remote-storage"[^>]*>[^<]*unavailable', tab.html("remote-bar"))
    friend = Player.join(secrets.token_bytes(32), invite)
    assert friend.outbox is not None
    _paste(tab, friend.outbox)
    assert tab.data("remote") == "your_turn"
    screen = _remote_screen(tab)
    assert screen.count('class="remote-row"') == 1
    backup = re.search(r'<textarea[^>]*id="remote-backup"[^>]*>(.*?)</textarea>', screen, re.S)
    assert backup and backup.group(1).strip()  # the way to keep it


# --- corrupted strings ---------------------------------------------------------------------

CORRUPTED = 200  # strings in all: the first DEFAULT_CORRUPTED by default, the rest when slow
DEFAULT_CORRUPTED = 50
SITE = "http://127.0.0.1:8123/"  # where the browser test's page was served


def corrupted_strings(count: int, good: str, url: str) -> list[str]:
    """Hand-made and random damage to a good save string and its link (the browser test's
    list, the same generator)."""
    rnd = random.Random(5)
    body = good.split(".", 1)[1]
    alphabet = string.ascii_letters + string.digits + "-_"
    out = ["", "WSDV1.", "WSDV2." + body, "wsdv1." + body, url, url + "#save=",
           "<img src=x onerror=alert(1)>", "WSDV1." + "A" * 4000, '{"save": 1}']
    while len(out) < count:
        kind = rnd.randrange(5)
        if kind == 0:
            text = good[: rnd.randrange(1, len(good))]
        elif kind == 1:
            i = rnd.randrange(6, len(good))
            text = good[:i] + rnd.choice(alphabet.replace(good[i], "")) + good[i + 1:]
        elif kind == 2:
            text = "WSDV1." + "".join(rnd.choices(alphabet, k=rnd.randrange(1, 200)))
        elif kind == 3:
            text = "".join(chr(rnd.randrange(32, 0x3000)) for _ in range(rnd.randrange(1, 60)))
        else:
            text = url + "#save=" + good[: rnd.randrange(6, len(good))]
        if text not in out:
            out.append(text)
    return out


def _import_message(tab: Page) -> str:
    found = re.search(r'id="import-msg"[^>]*>(.*?)</p>', tab.html("overlay-saves"), re.S)
    return html.unescape(found.group(1)) if found else ""


@pytest.mark.parametrize("first,last", [
    (0, DEFAULT_CORRUPTED),
    pytest.param(DEFAULT_CORRUPTED, CORRUPTED, marks=pytest.mark.slow),
])
def test_200_corrupted_strings_are_rejected_and_nothing_changes(first: int, last: int) -> None:
    """Twin of e2e test_saves.py::test_200_corrupted_strings_are_rejected_and_nothing_changes
    (the first 50 strings by default, the other 150 with WSDV_LONG=1): each pasted string is
    refused with a message that says what is wrong, the import dialog stays, links opened in
    the page are refused too, and nothing stored or shown changes."""
    local = WebStorage()
    tab = Page(computer=False, local=local)
    tab.act("welcome.close")
    tab.play(2)
    before, game_id = dict(local), tab.data("gameId")
    good = Game.new(3)
    assert good.prompt is not None
    good.choose(good.prompt.ids()[0])
    strings = corrupted_strings(CORRUPTED, good.save(), SITE)
    assert len(strings) == CORRUPTED
    messages = set()
    for text in strings[first:last]:
        tries = int(tab.data("importTries"))
        if 'id="import-card"' not in tab.html("overlay-saves") or not tab.shown("overlay-saves"):
            if tab.data("passing") == "1":
                tab.act("pass.ok", tab.data("decider"))
            tab.act("saves.show", "games")
            tab.act("saves.import")
        tab.type("import-text", text)
        tab.act("saves.import_ok")
        assert int(tab.data("importTries")) > tries
        message = _import_message(tab)
        assert len(message) > 10, text
        messages.add(message.split(":")[0])
        assert tab.data("screen") == "import"
    for text in ("#save=" + strings[30], "#save=WSDV1.AAAA"):  # links opened in the page
        tries = int(tab.data("importTries"))
        tab.fake.hash = text
        tab.act("fragment.changed")
        assert int(tab.data("importTries")) > tries
        assert len(_import_message(tab)) > 10
    assert dict(local) == before
    assert tab.data("gameId") == game_id and tab.choices == 2
    if first == 0:  # the hand-made ones: the messages say what is wrong, not one line
        assert len(messages) >= 3  # (the random 150 all read "Not a valid save ...")
