"""Saved games in localStorage (wsdv/ui/storage.py) and replays (wsdv/ui/replay.py), against
a fake localStorage: games list, autosave, migration, damage, full storage, import, links."""

from __future__ import annotations

import json
import random
import re
import string
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wsdv.engine import Game, SaveError
from wsdv.ui import storage
from wsdv.ui.replay import CHECKPOINT, Replay
from wsdv.ui.storage import (
    FULL,
    PREFIX,
    UNAVAILABLE,
    ImportProblem,
    Store,
    StoreError,
    clean_name,
    extract_save,
    save_in_fragment,
    share_link,
)


class QuotaExceededError(Exception):
    pass


class SecurityError(Exception):
    pass


class FakeStorage:
    """The five members of window.localStorage the store uses; ``quota`` in characters."""

    def __init__(self, quota: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.quota = quota

    def getItem(self, key: str) -> str | None:  # noqa: N802 (the DOM's name)
        return self.data.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
        if self.quota is not None and used + len(key) + len(value) > self.quota:
            raise QuotaExceededError(f"Failed to execute 'setItem' on 'Storage': Setting the "
                                     f"value of '{key}' exceeded the quota.")
        self.data[key] = str(value)

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.data.pop(key, None)

    def key(self, index: int) -> str | None:
        keys = list(self.data)
        return keys[index] if 0 <= index < len(keys) else None

    @property
    def length(self) -> int:
        return len(self.data)


class BlockedStorage(FakeStorage):
    """Storage disabled for the page: every access throws."""

    def getItem(self, key: str) -> str | None:  # noqa: N802
        raise SecurityError("The operation is insecure.")

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        raise SecurityError("The operation is insecure.")

    def removeItem(self, key: str) -> None:  # noqa: N802
        raise SecurityError("The operation is insecure.")

    @property
    def length(self) -> int:
        raise SecurityError("The operation is insecure.")


class Clock:
    def __init__(self) -> None:
        self.now = 1_700_000_000_000.0

    def __call__(self) -> float:
        self.now += 1000
        return self.now


def played(seed: int, choices: int) -> Game:
    """A game after ``choices`` random choices (fewer if it ends first)."""
    g, rnd = Game.new(seed), random.Random(seed)
    for _ in range(choices):
        if g.prompt is None:
            break
        g.choose(rnd.choice(g.prompt.ids()))
    return g


def make_store(backend: Any = None) -> Store:
    return Store(FakeStorage() if backend is None else backend, Clock(), random.Random(1))


# ----------------------------------------------------------------------------- games list


def test_create_continue_rename_delete() -> None:
    store = make_store()
    a = store.create(played(1, 5), "First")
    b = store.create(Game.new(2), "Second", mode="computer", human="east", level="easy")
    assert [r.id for r in store.games()] == [b.id, a.id]  # last played first
    assert store.current() == b.id
    record, game = store.open(a.id)
    assert game.choices == played(1, 5).choices and record.name == "First"
    assert store.current() == a.id
    assert (b.mode, b.human, b.level, a.mode, a.human, a.level) == (
        "computer", "east", "easy", "hotseat", None, None)
    store.rename(a.id, "  Renamed\n game ")
    assert store.get(a.id).name == "Renamed game"
    store.delete(a.id)
    assert [r.id for r in store.games()] == [b.id]
    assert store.current() is None
    with pytest.raises(StoreError):
        store.open(a.id)
    assert store.warning is None and store.problems == []


def test_autosave_after_every_choice_resumes_the_same_prompt() -> None:
    backend = FakeStorage()
    store = make_store(backend)
    game = Game.new(5)
    record = store.create(game, "Autosaved")
    rnd = random.Random(5)
    for _ in range(40):
        game.choose(rnd.choice(game.prompt.ids()))
        record = store.update(record, game)
        reloaded = Store(backend)  # a page reload: a new store over the same storage
        assert reloaded.current() == record.id
        again = reloaded.open(record.id)[1]
        assert again.choices == game.choices
        assert again.prompt == game.prompt
    listed = make_store(backend).games()[0]
    assert (listed.decade, listed.choices) == (game.state.decade, len(game.choices))


def test_finished_game_records_its_result() -> None:
    game = played(3, 5000)
    assert game.result is not None
    record = make_store().create(game, "Done")
    assert record.result == f"{game.result.winner}:{game.result.reason}"


def test_create_refuses_inconsistent_modes() -> None:
    store = make_store()
    for mode, human, level in [("computer", None, "easy"), ("hotseat", "west", None),
                               ("computer", "west", "<b>"), ("solo", None, None)]:
        with pytest.raises(ValueError):
            store.create(Game.new(1), "x", mode=mode, human=human, level=level)


def test_names_are_plain_limited_text() -> None:
    assert clean_name("<img src=x onerror=alert(1)>") == "<img src=x onerror=alert(1)>"
    assert clean_name("a\u202eb\x00c\td\u200b") == "abc d"  # bidi override, NUL, ZWSP
    assert clean_name("x" * 500) == "x" * storage.NAME_MAX
    assert clean_name("   \n\t") == "Game"
    assert clean_name(None, "Fallback") == "Fallback"
    store = make_store()
    record = store.create(Game.new(1), '"><script>alert(1)</script>')
    assert store.get(record.id).name == '"><script>alert(1)</script>'


# ----------------------------------------------------------------------------- formats


def v0_record(save: str, title: str = "Old game", vs: str = "computer:west") -> str:
    return json.dumps({"title": title, "save": save, "time": 1_600_000_000, "vs": vs})


def test_v0_records_migrate_and_open() -> None:
    """A record without a format field is format 0: it lists and opens as format 1."""
    game = played(8, 30)
    backend = FakeStorage()
    backend.data[PREFIX + "old1"] = v0_record(game.save())
    backend.data[PREFIX + "old2"] = v0_record(Game.new(9).save(), "Hot", vs="human")
    store = make_store(backend)
    listed = {r.id: r for r in store.games()}
    assert store.problems == []
    old = listed["old1"]
    assert (old.name, old.mode, old.human, old.choices, old.decade) == (
        "Old game", "computer", "west", 30, 0)
    assert old.updated == 1_600_000_000_000
    assert listed["old2"].mode == "hotseat"
    record, opened = store.open("old1")
    assert opened.choices == game.choices
    stored = json.loads(backend.data[PREFIX + "old1"])
    assert stored["format"] == storage.FORMAT and stored["decade"] == game.state.decade
    assert record.decade == game.state.decade


def test_newer_format_is_reported_not_read() -> None:
    backend = FakeStorage()
    record = json.loads(make_store(backend).create(Game.new(1), "x").to_json())
    backend.data[PREFIX + record["id"]] = json.dumps({**record, "format": 99})
    store = make_store(backend)
    assert store.games() == []
    assert "newer version" in store.problems[0].message


def test_legacy_single_save_joins_the_games_list() -> None:
    backend = FakeStorage()
    game = played(4, 12)
    backend.data[storage.LEGACY_KEY] = game.save()
    store = make_store(backend)
    (record,) = store.games()
    assert record.save == game.save() and store.current() == record.id
    assert storage.LEGACY_KEY not in backend.data


def test_damaged_entries_are_reported_and_skipped() -> None:
    backend = FakeStorage()
    store = make_store(backend)
    good = store.create(played(2, 10), "Good")
    bad_save = store.create(Game.new(3), "Bad save")
    entry = json.loads(backend.data[PREFIX + bad_save.id])
    backend.data[PREFIX + bad_save.id] = json.dumps({**entry, "save": "WSDV1.AAAA"})
    backend.data[PREFIX + "x1"] = "{not json"
    backend.data[PREFIX + "x2"] = "[" * 100_000  # deeper than the parser's recursion limit
    backend.data[PREFIX + "x3"] = json.dumps({**entry, "id": "x3", "mode": "online"})
    backend.data[PREFIX + "BAD ID"] = json.dumps({**entry, "id": "BAD ID"})
    backend.data["other.app"] = "whatever"
    listed = [r.id for r in store.games()]
    assert set(listed) == {good.id, bad_save.id}  # its save is checked when it is opened
    assert {p.key for p in store.problems} == {PREFIX + k for k in ("x1", "x2", "x3", "BAD ID")}
    with pytest.raises(StoreError, match="cannot be loaded"):
        store.open(bad_save.id)
    assert store.open(good.id)[1].choices == played(2, 10).choices


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=12,
)
FIELDS = ["format", "id", "name", "mode", "human", "level", "decade", "choices", "created",
          "updated", "result", "save", "title", "time", "vs"]
records = st.dictionaries(st.sampled_from(FIELDS), json_values | st.sampled_from(
    ["hotseat", "computer", "west", "east", "easy", "WSDV1.AAAA", "computer:east", 0, 1]))
garbage = st.text(max_size=60) | records.map(json.dumps) | json_values.map(json.dumps)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.text(alphabet=string.ascii_lowercase + string.digits + " .",
                               max_size=6).map(lambda s: PREFIX + s), garbage, max_size=6),
       st.text(max_size=30))
def test_no_stored_garbage_makes_the_games_list_raise(entries: dict[str, str],
                                                      current: str) -> None:
    backend = FakeStorage()
    backend.data.update(entries)
    backend.data[storage.CURRENT_KEY] = current
    store = make_store(backend)
    listed = store.games()
    assert len(listed) + len(store.problems) == len(entries)
    assert all(p.message for p in store.problems)
    for record in listed:
        try:
            store.open(record.id)
        except StoreError as e:
            assert str(e)
    store.current()


# ----------------------------------------------------------------------------- storage faults


def test_full_storage_keeps_the_game_in_memory_and_exportable() -> None:
    backend = FakeStorage(quota=6000)
    store = make_store(backend)
    game = Game.new(11)
    record = store.create(game, "Big")
    backend.data["junk"] = "j" * (6000 - sum(len(k) + len(v) for k, v in backend.data.items()))
    rnd = random.Random(11)
    for _ in range(60):
        game.choose(rnd.choice(game.prompt.ids()))
        record = store.update(record, game)
    assert store.warning == FULL and "full" in store.warning_text
    assert store.in_memory_only(record.id)
    assert store.games()[0].save == game.save()  # the list shows the running game
    assert store.open(record.id)[1].choices == game.choices
    assert Game.load(record.save).choices == game.choices  # export still works
    del backend.data["junk"]  # room again: the next autosave writes it and clears the warning
    game.choose(game.prompt.ids()[0])
    record = store.update(record, game)
    assert store.warning is None and not store.in_memory_only(record.id)
    assert make_store(backend).open(record.id)[1].choices == game.choices


@pytest.mark.parametrize("backend", [None, BlockedStorage()])
def test_unavailable_storage_plays_in_memory(backend: Any) -> None:
    store = Store(backend, Clock(), random.Random(1))
    assert store.warning == UNAVAILABLE
    game = played(6, 10)
    record = store.create(game, "Tab only")
    assert [r.id for r in store.games()] == [record.id]
    assert store.open(record.id)[1].choices == game.choices
    store.rename(record.id, "Renamed")
    assert store.get(record.id).name == "Renamed"
    store.delete(record.id)
    assert store.games() == []
    assert store.warning == UNAVAILABLE and store.warning_text


# ----------------------------------------------------------------------------- import, links


def test_import_new_existing_and_continued() -> None:
    """Correspondence play: the string goes back and forth; a later position updates it."""
    backend = FakeStorage()
    store = make_store(backend)
    mine = store.create(played(7, 10), "Letters")
    later = played(7, 25)
    result = store.import_save(later.save())
    assert result.status == "updated" and result.record.id == mine.id
    assert store.get(mine.id).choices == 25 and len(store.games()) == 1
    assert store.import_save(later.save()).status == "existing"
    other = store.import_save(played(8, 3).save(), "Friend's")
    assert other.status == "new" and other.record.name == "Friend's"
    older = store.import_save(played(7, 5).save())  # an earlier position: kept separately
    assert older.status == "new" and store.get(mine.id).choices == 25
    assert len(store.games()) == 3


def test_import_reads_links_fragments_and_wrapped_text() -> None:
    save = played(9, 20).save()
    link = share_link("https://example.org/wsdv/index.html?lang=de#old", save)
    assert link == f"https://example.org/wsdv/index.html#save={save}"
    assert "?" not in link
    assert extract_save(link) == save
    assert extract_save(f"#save={save}") == save
    assert extract_save("  " + save[:30] + "\n  " + save[30:] + "\n") == save
    assert save_in_fragment(f"#save={save}") == save
    assert save_in_fragment("#other=1") is None and save_in_fragment(None) is None
    assert make_store().import_save(link).game.choices == played(9, 20).choices


def corrupted_strings(count: int) -> list[str]:
    """Truncated, bit-flipped, foreign and random strings and links: none is a valid save."""
    rnd = random.Random(2024)
    good = played(12, 60).save()
    body = good.split(".", 1)[1]
    alphabet = string.ascii_letters + string.digits + "-_"
    out = ["", "   ", "WSDV1.", "WSDV2." + body, "WSDV0." + body, "wsdv1." + body,
           "https://example.org/#save=", "https://example.org/", "#save=%ZZ", "null",
           '{"save": 1}', "<img src=x onerror=alert(1)>", "WSDV1." + "A" * 5000]
    out = list(dict.fromkeys(out))
    while len(out) < count:
        kind = rnd.randrange(6)
        if kind == 0:
            out.append(good[: rnd.randrange(1, len(good))])
        elif kind == 1:
            i = rnd.randrange(6, len(good))
            flipped = rnd.choice(alphabet.replace(good[i], ""))
            out.append(good[:i] + flipped + good[i + 1:])
        elif kind == 2:
            out.append("WSDV1." + "".join(rnd.choices(alphabet, k=rnd.randrange(1, 300))))
        elif kind == 3:
            out.append("".join(chr(rnd.randrange(1, 0x3000)) for _ in range(rnd.randrange(80))))
        elif kind == 4:
            out.append("https://example.org/wsdv/#save=" + good[: rnd.randrange(6, len(good))])
        else:
            out.append(good + rnd.choice(alphabet))
        out = list(dict.fromkeys(out))
    return out


def test_200_corrupted_strings_are_rejected_and_change_nothing() -> None:
    backend = FakeStorage()
    store = make_store(backend)
    store.create(played(12, 30), "Stored")
    before = dict(backend.data)
    strings = corrupted_strings(200)
    assert len(set(strings)) == 200
    for text in strings:
        with pytest.raises(ImportProblem) as problem:
            store.import_save(text)
        assert len(str(problem.value)) > 10
        assert backend.data == before, text


def test_import_of_non_text_is_a_problem() -> None:
    for value in (None, 12, b"WSDV1.x", ["WSDV1."]):
        with pytest.raises(ImportProblem):
            make_store().import_save(value)


# ----------------------------------------------------------------------------- replay


def test_replay_steps_match_the_game_at_every_choice() -> None:
    game = played(21, 5000)
    replay = Replay.from_save(game.save())
    assert replay.total == len(game.choices) > 3 * CHECKPOINT
    assert replay.game.view(None) == game.view(None)  # it opens at the end
    rnd = random.Random(0)
    for n in [0, 1, CHECKPOINT, CHECKPOINT + 1, replay.total] + \
            rnd.sample(range(replay.total), 15):
        expected = Game.replay(game.state.seed, game.choices[:n])
        assert replay.goto(n).choices == expected.choices
        assert replay.view("west") == expected.view("west")
    replay.goto(10)
    assert replay.next().choices == game.choices[:11]
    assert replay.prev().choices == game.choices[:10]
    step = replay.last_step()
    assert step is not None and step.n == 10 and step.choice == game.choices[9] and step.label("en")
    assert replay.goto(-5).choices == [] and replay.last_step() is None
    assert replay.goto(10**6) is not None and replay.pos == replay.total


def test_replay_goes_decade_by_decade() -> None:
    game = played(22, 5000)
    replay = Replay.from_save(game.save())
    starts = replay.decade_starts()
    assert len(starts) == len(set(replay.decades)) and starts[0] == 0
    replay.goto(0)
    seen = [replay.decade]
    while replay.pos < replay.total:
        replay.next_decade()
        seen.append(replay.decade)
    assert seen[:-1] == sorted(set(replay.decades))
    replay.goto(starts[1] + 3)
    assert replay.prev_decade().choices == game.choices[: starts[1]]
    assert replay.prev_decade().choices == []


def test_replay_refuses_bad_saves() -> None:
    with pytest.raises(SaveError):
        Replay.from_save("WSDV1.AAAA")
    with pytest.raises(SaveError):
        Replay(1, ["card:nonsense"])


# ----------------------------------------------------------------------------- screens


MARKUP = '<img src=x onerror="window.__xss=1">'


def test_screens_show_names_and_strings_as_text() -> None:
    from wsdv.ui import saves_html

    store = make_store()
    record = store.create(Game.new(1), MARKUP)
    for lang in ("en", "de"):
        page = saves_html.games_html(store.games(), lang, lambda ms: "<b>now</b>",
                                     deleting=record.id)
        page += saves_html.games_html(store.games(), lang, str, editing=record.id)
        page += saves_html.import_html(lang, MARKUP, MARKUP)
        page += saves_html.export_html(MARKUP, MARKUP, lang)
        assert "<img" not in page and "<b>" not in page
        assert "&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;" in page


def test_screens_cover_both_languages_and_the_replay_bar() -> None:
    from wsdv.ui import saves_html

    assert saves_html.STRINGS["en"].keys() == saves_html.STRINGS["de"].keys()
    replay = Replay.from_save(played(4, 60).save())
    replay.goto(0)
    start = saves_html.replay_html(replay, "en")
    assert re.search(r'<button[^>]*id="replay-prev"[^>]*disabled="1"', start)
    assert not re.search(r'<button[^>]*id="replay-next"[^>]*disabled', start)
    replay.goto(30)
    middle = saves_html.replay_html(replay, "de")
    assert "disabled" not in middle and 'data-pos="30"' in middle


# ----------------------------------------------------------------------------- mode in a save


def test_a_game_against_the_computer_comes_back_against_the_computer() -> None:
    """Issue 26: export (string and share link) and import keep the mode of play: the
    human's side and the computer's level; a hot-seat game stays hot seat."""
    from wsdv.ui.state import VsComputer, mode_of

    home = make_store()
    vs = home.create(played(11, 30), "Me vs computer", mode="computer", human="east",
                     level="hard")
    seat = home.create(played(12, 8), "Two of us")
    away = make_store()
    text = storage.export_save(vs)
    assert text.startswith("WSDV2.")
    imported = away.import_save(text)
    assert imported.status == "new"
    r = imported.record
    assert (r.mode, r.human, r.level) == ("computer", "east", "hard")
    assert mode_of(r) == VsComputer("east", "hard")
    assert imported.game.choices == played(11, 30).choices
    link = storage.share_link("https://example.org/wsdv/", storage.export_save(seat))
    back = away.import_save(link).record
    assert (back.mode, back.human, back.level) == ("hotseat", None, None)
    # a later position of a stored game updates it and keeps the stored mode
    later = away.import_save(played(12, 20).save())
    assert later.status == "updated" and later.record.mode == "hotseat"


def test_old_save_strings_load_as_before() -> None:
    """Version 1 strings (every string made before the mode) load, hot seat."""
    old = played(13, 12).save()
    assert old.startswith("WSDV1.")
    r = make_store().import_save(old).record
    assert r.mode == "hotseat" and r.choices == 12


@pytest.mark.parametrize("mode", ["computer:north:hard", "computer:east:", "computer:east:HARD",
                                  "solitaire", "", "computer:east:hard:x", "x" * 5000])
def test_a_mode_line_that_is_not_ours_is_refused(mode: str) -> None:
    """A version 2 string naming a mode this game does not know is refused with a clear
    message and stores nothing (hostile strings: the mode line is checked, not trusted)."""
    import base64
    import zlib

    body = "\n".join(["2", "5", mode, *played(5, 4).choices]).encode()
    packed = zlib.compress(body)
    text = "WSDV2." + base64.urlsafe_b64encode(
        zlib.crc32(packed).to_bytes(4, "big") + packed).decode().rstrip("=")
    store = make_store()
    with pytest.raises(storage.ImportProblem, match="mode of play"):
        store.import_save(text)
    assert store.games() == []


def test_the_replay_of_a_finished_game_shows_both_hands() -> None:
    """Issue 26: once the game is over nothing is hidden: its replay shows both hands at
    every step; the replay of a game still running shows none."""
    from wsdv.ui import panels

    g = played(21, 3000)
    assert g.result is not None
    replay = Replay(g.state.seed, g.choices)
    assert replay.finished
    replay.goto(40)
    v = replay.shown_view()
    for side in ("west", "east"):
        assert v["hands"][side] == replay.game.view(side)["hands"][side]
        assert isinstance(v["hands"][side], list)
    html = panels.hands_html(v, "both", {}, "en")
    assert html.count("handbox") == 2 and "closed" not in html
    running = Replay(g.state.seed, g.choices[: len(g.choices) // 2])
    assert not running.finished
    running.goto(40)
    hidden = running.shown_view()
    assert all(isinstance(hidden["hands"][s], int) for s in ("west", "east"))
