"""Stored records, URL parameters, pasted links and two tabs on one store (issue 14), in
CPython: the record parser (wsdv/ui/records.py through storage.parse_record) on hand-made
and 3,000 randomly damaged entries, each answered with a bounded amount of work; the checked
URL parameters; wrapped and quoted links; short messages; the write that never replaces a
moved record; the open game kept in the session when storage is full.

"Quickly" is checked by counting, not by a clock (a timed assertion fails on a busy machine:
98 ms of CPU against 50 was seen under a full test run): the parser's Python-level work,
every Python and C function call it makes (`sys.setprofile`), stays under WORK_LIMIT for any
entry, and for the texts that once took minutes it does not grow with the text at all; the
one pass over the text is the C JSON scanner's, linear. The CPU time of the slowest entry is
printed as a figure (issue 14 asked for 50 ms)."""

from __future__ import annotations

import json
import random
import sys
import time

import pytest
from test_storage import Clock, FakeStorage, make_store, played

from wsdv.engine import Game, savefile
from wsdv.ui import params, records
from wsdv.ui.storage import (
    DAMAGED_PREFIX,
    MESSAGE_MAX,
    PREFIX,
    UNSAVED_KEY,
    ImportProblem,
    Moved,
    Store,
    StoreError,
    extends,
    extract_save,
    parse_record,
    read_save,
)

# The parser's calls for one entry, whatever its size: a few hundred, plus a few for each
# character of the name (trimmed and checked character by character, NAME_LIMIT at most).
WORK_LIMIT = 10 * records.NAME_LIMIT + 1_000
GOOD = {"format": 1, "id": "abc", "name": "Game 1", "mode": "hotseat", "human": None,
        "level": None, "decade": 1, "choices": 2, "created": 1.7e12, "updated": 1.7e12,
        "result": None, "save": played(1, 2).save()}
# Pyodide has no per-thread clock: the wall clock there (the figures are only printed)
THREAD_CLOCK = getattr(time, "thread_time", time.perf_counter)


def entry(**changes: object) -> str:
    return json.dumps({**GOOD, **changes})


def parse_counted(text: object, key: str = PREFIX + "abc") -> tuple[str, int, float]:
    """("ok" or "error", the calls the parser made, and the seconds of this thread's CPU
    time the same parse takes without the count): anything but StoreError fails the
    test."""
    calls = 0

    def count(*_: object) -> None:
        nonlocal calls
        calls += 1

    outcomes = []
    for profiled in (True, False):
        start = THREAD_CLOCK()
        if profiled:
            sys.setprofile(count)
        try:
            parse_record(key, text)
            outcomes.append("ok")
        except StoreError:
            outcomes.append("error")
        finally:
            sys.setprofile(None)
        seconds = THREAD_CLOCK() - start
    assert outcomes[0] == outcomes[1]
    return outcomes[0], calls, seconds


# ----------------------------------------------------------------------------- damaged classes


def quadratic(n: int) -> list[str]:
    """Entries of about 2n characters of escapes, texts of the kind that once took minutes to
    parse."""
    return ['"\\' * n, '"' + '\\"' * n, '{"a":"' + '\\"' * n, '{"name":"' + "\\" * 2 * n + '"}']


QUADRATIC_48K = quadratic(24_000)
DAMAGED = {
    "400-digit int": entry(choices=10 ** 400),
    "4,000-digit int": '{"format":1,"choices":' + "9" * 4000 + "}",
    "negative count": entry(choices=-1),
    "huge float": entry(created=1e308),
    "infinity": entry(created=float("inf")).replace("Infinity", "1e999"),
    "NaN": entry(updated=float("nan")),
    "bool count": entry(choices=True),
    "float count": entry(choices=2.5),
    "long name": entry(name="x" * 100_000),
    "unknown mode": entry(mode="remote"),
    "hot seat with a side": entry(human="west"),
    "computer without level": entry(mode="computer", human="east"),
    "computer bad side": entry(mode="computer", human="north", level="hard"),
    "wrong id": entry(id="other"),
    "no save": entry(save=None),
    "not a save": entry(save="hello world"),
    "deep nesting": "[" * 200_000,
    "not json": "{broken",
    "list": "[1, 2, 3]",
    "too long": entry(save="WSDV1." + "A" * records.MAX_SAVE),
    "1 MB": entry(save="WSDV1." + "A" * savefile.MAX_TEXT),
    "format text": entry(format="1"),
    "format huge": entry(format=10 ** 30),
    "not text": None,
}


@pytest.mark.parametrize("name", list(DAMAGED))
def test_each_damaged_class_raises_store_error_with_bounded_work(name: str) -> None:
    outcome, calls, seconds = parse_counted(DAMAGED[name])
    print(f"{name}: {calls} calls, {seconds * 1000:.1f} ms")
    assert outcome == "error" and calls < WORK_LIMIT, (name, calls)


@pytest.mark.parametrize("index", range(len(QUADRATIC_48K)))
def test_48_kb_entries_that_took_minutes_cost_no_more_than_6_kb_ones(index: int) -> None:
    """The parser's work on these texts does not grow with them: the same calls for 6 kB
    as for 48 kB."""
    text = QUADRATIC_48K[index]
    assert len(text) >= 48_000
    outcome, calls, seconds = parse_counted(text)
    print(f"{len(text)} characters: {calls} calls, {seconds * 1000:.1f} ms")
    small = parse_counted(quadratic(3_000)[index])
    assert outcome == "error" and calls < WORK_LIMIT
    assert parse_counted(text)[:2] == (outcome, calls)  # the count is exact
    assert small[:2] == (outcome, calls), (small, calls)


def test_a_good_record_and_a_computer_record_parse() -> None:
    assert parse_record(PREFIX + "abc", entry()).mode == "hotseat"
    rec = parse_record(PREFIX + "abc", entry(mode="computer", human="east", level="hard"))
    assert (rec.mode, rec.human, rec.level) == ("computer", "east", "hard")
    assert parse_record(PREFIX + "abc", entry(extra={"kept": "ignored"})).name == "Game 1"


def test_a_newer_format_is_not_damage_and_stays() -> None:
    backend = FakeStorage()
    backend.data[PREFIX + "new1"] = entry(id="new1", format=2)
    backend.data[PREFIX + "bad1"] = entry(id="bad1", choices=10 ** 400)
    store = make_store(backend)
    assert store.games() == []
    assert {p.key: p.damaged for p in store.problems} == {PREFIX + "new1": False,
                                                          PREFIX + "bad1": True}
    assert PREFIX + "new1" in backend.data and PREFIX + "bad1" not in backend.data
    assert backend.data[DAMAGED_PREFIX + "bad1"] == entry(id="bad1", choices=10 ** 400)
    assert list(store.damaged()) == [DAMAGED_PREFIX + "bad1"]
    assert store.delete_damaged() == 1
    assert DAMAGED_PREFIX + "bad1" not in backend.data and PREFIX + "new1" in backend.data


def test_a_damaged_record_leaves_the_other_games_readable() -> None:
    store = make_store()
    good = store.create(played(2, 3), "Good")
    for i, text in enumerate(DAMAGED.values()):
        if isinstance(text, str):
            store.backend.setItem(f"{PREFIX}d{i}", text)
    assert [r.id for r in store.games()] == [good.id]
    assert store.open(good.id)[0].name == "Good"


# ----------------------------------------------------------------------------- 3,000 random


def damage(rnd: random.Random, good: str) -> str:
    """One randomly damaged record: cut, flipped, inserted, numbers and texts blown up."""
    kind = rnd.randrange(8)
    if kind == 0:
        return good[: rnd.randrange(len(good))]
    if kind == 1:
        i = rnd.randrange(len(good))
        return good[:i] + chr(rnd.choice([34, 92, 91, 123, 93, 125, 48, 45, 101, 46])) + \
            good[i + 1:]
    if kind == 2:
        i = rnd.randrange(len(good))
        return good[:i] + rnd.choice(['"', "\\", "[", "{", "9" * 400, "1e999", "-"]) * \
            rnd.randrange(1, 2000) + good[i:]
    data = json.loads(good)
    field = rnd.choice(list(data))
    if kind == 3:
        data[field] = rnd.choice([10 ** rnd.randrange(15, 600), -(10 ** 20), 1e308, 2.5,
                                  True, None, [], {}, "", "x" * rnd.randrange(1, 70_000)])
    elif kind == 4:
        del data[field]
    elif kind == 5:
        data["mode"] = rnd.choice(["computer", "remote", "hotseat", 1, None])
        data["human"] = rnd.choice(["west", "east", None, "x"])
        data["level"] = rnd.choice(["hard", None, "HARD", "a" * 20])
    elif kind == 6:
        data[field] = [[[[[[[[[[1]]]]]]]]]]
    else:
        return '"' + "\\" * rnd.randrange(1, 60_000) + json.dumps(data)
    return json.dumps(data)


def run_damaged(count: int, seed: int) -> dict[str, int]:
    """Store ``count`` damaged records one by one and parse each; figures by outcome."""
    rnd = random.Random(seed)
    backend = FakeStorage()
    figures = {"ok": 0, "error": 0, "most_calls": 0, "slowest_ms": 0}
    goods = [entry(), entry(mode="computer", human="west", level="normal")]
    for i in range(count):
        text = damage(rnd, rnd.choice(goods))
        key = PREFIX + "abc"
        backend.setItem(key, text)
        outcome, calls, seconds = parse_counted(backend.getItem(key), key)
        assert calls < WORK_LIMIT, (i, text[:200], calls)
        figures[outcome] += 1
        figures["most_calls"] = max(figures["most_calls"], calls)
        figures["slowest_ms"] = max(figures["slowest_ms"], round(seconds * 1000))
    return figures


def test_3000_randomly_damaged_records_each_answered_with_bounded_work() -> None:
    figures = run_damaged(3000, 14)
    print(f"3000 damaged records: {figures}")
    assert figures["ok"] + figures["error"] == 3000 and figures["error"] > 2000


@pytest.mark.slow
def test_30000_randomly_damaged_records_each_answered_with_bounded_work() -> None:
    figures = run_damaged(30_000, 1414)
    print(f"30000 damaged records: {figures}")
    assert figures["ok"] + figures["error"] == 30_000


# ----------------------------------------------------------------------------- parameters


@pytest.mark.parametrize("query,seed,pace,lang,problems", [
    ({"seed": "²"}, None, None, None, ["page.bad_seed"]),
    ({"seed": "18446744073709551615"}, (1 << 64) - 1, None, None, []),
    ({"seed": "18446744073709551616"}, None, None, None, ["page.bad_seed"]),
    ({"seed": "-1", "aipace": "9" * 5000}, None, None, None,
     ["page.bad_seed", "page.bad_aipace"]),
    ({"aipace": "0", "lang": "de"}, None, 0, "de", []),
    ({"aipace": "٣", "lang": "<b>x" * 9}, None, None, None, ["page.bad_aipace", "page.bad_lang"]),
])
def test_url_parameters_are_checked(query: dict[str, str], seed: int | None, pace: int | None,
                                    lang: str | None, problems: list[str]) -> None:
    got = params.read(query.get)
    assert (got.seed, got.pace, got.lang) == (seed, pace, lang)
    assert [p.key for p in got.problems] == problems
    assert all(len(str(p.args.get("value", ""))) <= params.SHOWN for p in got.problems)


# ----------------------------------------------------------------------------- pasted text


def test_wrapped_and_quoted_links_and_strings_are_read() -> None:
    game = played(4, 6)
    save = game.save()
    link = "https://example.org/wsdv/#save=" + save
    wrapped = "\n".join(link[i:i + 30] for i in range(0, len(link), 30))
    quoted = "\n".join("> " + link[i:i + 30] for i in range(0, len(link), 30))
    for text in (wrapped, quoted, "<" + link + ">", f'"{link}"', f"'{save}'", "> > " + save,
                 "Here is my move:\n<" + wrapped + ">\nYour turn.", wrapped.replace("\n", "\r\n"),
                 link.replace("#save=", "#save=").replace("WSDV1.", "WSDV1.%0A")):
        assert extract_save(text) == save, text
        assert read_save(text).choices == game.choices


def test_a_huge_choice_id_gives_a_short_message() -> None:
    game = played(5, 3)
    bad = savefile.encode(game.state.seed, [*game.choices, "x" * (1 << 20)])
    assert len(bad) < 10_000  # compresses well
    with pytest.raises(ImportProblem) as err:
        read_save(bad)
    assert len(str(err.value)) <= MESSAGE_MAX


# ----------------------------------------------------------------------------- two tabs


def test_a_write_never_replaces_a_record_that_moved_on() -> None:
    backend = FakeStorage()
    one = Store(backend, Clock(), random.Random(1))
    two = Store(backend, Clock(), random.Random(2))
    game = played(6, 2)
    record = one.create(game, "Shared")
    two_game = Game.load(record.save)
    one_game = Game.load(record.save)
    one_game.choose(one_game.prompt.ids()[0])
    record_one = one.update(record, one_game)  # tab one moves on
    two_game.choose(two_game.prompt.ids()[-1])
    with pytest.raises(Moved) as moved:
        two.update(record, two_game)  # tab two read the record before: refused
    assert moved.value.stored == record_one
    assert backend.data[PREFIX + record.id] == record_one.to_json()
    assert extends(record_one.save, record.save) and not extends(record.save, record_one.save)


# ----------------------------------------------------------------------------- storage full


class FakeSession(FakeStorage):
    pass


def test_full_storage_keeps_the_open_game_in_the_session_for_a_reload() -> None:
    backend, session = FakeStorage(quota=6000), FakeSession()
    store = Store(backend, Clock(), random.Random(1), session=session)
    game = played(7, 2)
    record = store.create(game, "Kept")
    assert store.unsaved_id() is None
    backend.quota = len(backend.data[PREFIX + record.id]) + 40  # nothing more fits
    for _ in range(6):
        game.choose(game.prompt.ids()[0])
        record = store.update(record, game)
    assert store.in_memory_only(record.id) and UNSAVED_KEY in session.data
    assert store.stored_choices(record.id) == 2
    reloaded = Store(backend, Clock(), random.Random(3), session=session)  # the reload
    restored = reloaded.restore_unsaved()
    assert restored is not None and restored.choices == 8 == len(game.choices)
    assert Game.load(restored.save).choices == game.choices
    assert reloaded.current() == record.id and reloaded.warning == "full"
    backend.quota = None  # room again: the next write stores it and drops the session copy
    reloaded.update(restored, game)
    assert json.loads(backend.data[PREFIX + record.id])["choices"] == 8
    assert UNSAVED_KEY not in session.data
    assert Store(backend, Clock(), session=session).restore_unsaved() is None


def test_a_record_holds_any_whole_game_and_longer_saves_are_refused_at_import() -> None:
    game, rnd = Game.new(9), random.Random(9)
    while game.prompt is not None:
        game.choose(rnd.choice(game.prompt.ids()))
    assert len(game.save()) * 10 < records.MAX_SAVE
    store = make_store()
    store.create(game, "Whole")
    assert len(store.games()) == 1
    long_save = savefile.encode(1, [str(random.Random(i).random()) for i in range(9000)])
    assert len(long_save) > records.MAX_SAVE
    with pytest.raises(ImportProblem, match="far too long"):
        store.import_save(long_save)
