"""Games by link in the browser's storage (wsdv/ui/remote_store.py), against a fake
localStorage: records validated when read (every kind of damage set aside and listed, never
lost, never raising), revisions (a tab never writes over a record another tab moved on), a
full or throwing storage (the game kept in memory and in the tab's session, restored after a
reload), bounded ids and sizes; and the page's refusals bounded (remote.say)."""

from __future__ import annotations

import json
import random
import secrets

import pytest
from test_storage import BlockedStorage, Clock, FakeStorage

from wsdv.fair import Player
from wsdv.ui import remote_store
from wsdv.ui.remote import say
from wsdv.ui.remote_store import (
    DAMAGED_KEY,
    KEY,
    SESSION_KEY,
    Moved,
    RemoteRecord,
    RemoteStore,
    valid_id,
)
from wsdv.ui.storage import Store
from wsdv.words import Msg


def host() -> Player:
    return Player.create(secrets.token_bytes(32), "west")


def record_of(p: Player, name: str = "Friday") -> RemoteRecord:
    return RemoteRecord(gid=p.game_id, name=name, side=p.side, status=p.status(),
                        updated=1_700_000_000.0, rev=0, sent=len(p.transcript),
                        player=p.to_json())


def stores(quota: int | None = None) -> tuple[FakeStorage, FakeStorage, RemoteStore]:
    backend, session = FakeStorage(quota), FakeStorage()
    return backend, session, RemoteStore(Store(backend, Clock(), random.Random(1),
                                               session=session))


def good_text(p: Player) -> str:
    return record_of(p).to_json()


def test_a_record_round_trips_and_each_write_is_the_next_revision() -> None:
    backend, _, rs = stores()
    p = host()
    out, kept = rs.write(record_of(p), None)
    assert kept and out.rev == 1 and valid_id(p.game_id)
    again, _ = rs.write(record_of(p), out.rev)
    assert again.rev == 2
    (row,) = rs.games()
    assert row == again and rs.problems == []
    restored = Player.from_json(rs.get(p.game_id).player)
    assert restored.transcript == p.transcript and restored.side == "west"


def test_a_record_of_the_first_version_reads_as_revision_0() -> None:
    backend, _, rs = stores()
    p = host()
    backend.data[KEY + p.game_id] = json.dumps({
        "name": "old", "side": "west", "status": "send", "updated": 1.7e9,
        "player": p.to_json()})
    (row,) = rs.games()
    assert row.rev == 0 and row.sent == 1
    assert rs.write(record_of(p), 0)[0].rev == 1


def test_a_tab_never_writes_over_a_record_another_tab_moved_on() -> None:
    backend, _, rs = stores()
    p = host()
    first, _ = rs.write(record_of(p), None)
    other = RemoteStore(rs.store)  # the other tab read revision 1 too, and wrote revision 2
    moved_on, _ = other.write(record_of(p, "other tab"), first.rev)
    with pytest.raises(Moved) as moved:
        rs.write(record_of(p, "this tab"), first.rev)
    assert moved.value.stored == moved_on
    assert json.loads(backend.data[KEY + p.game_id])["name"] == "other tab"
    with pytest.raises(Moved):  # a tab that never read it (a second join) is refused too
        rs.write(record_of(p, "new"), None)


def damaged_texts(p: Player) -> dict[str, str]:
    good = json.loads(good_text(p))
    def with_(**kw: object) -> str:
        return json.dumps({**good, **kw})
    missing = {k: v for k, v in good.items() if k != "player"}
    return {
        "400-digit updated": good_text(p).replace('"updated":1700000000.0',
                                                  '"updated":' + "9" * 400),
        "updated a string": with_(updated="yesterday"),
        "updated infinite": good_text(p).replace('"updated":1700000000.0',
                                                 '"updated":Infinity'),
        "side a number": with_(side=5),
        "name a list": with_(name=["x"]),
        "status unknown": with_(status="won"),
        "player a string": with_(player="secret"),
        "own message a number": with_(player={**good["player"], "transcript": [5]}),
        "no messages": with_(player={**good["player"], "transcript": []}),
        "two sides": with_(player={**good["player"], "side": "east"}),
        "rev negative": with_(rev=-1),
        "sent wrong": with_(sent=7),
        "format from the future": with_(format=9),
        "missing player": json.dumps(missing),
        "nested junk": with_(name="[" * 10) .replace('"player":', '"junk":' + "[" * 5000 +
                                                    "]" * 5000 + ',"player":'),
        "deep nesting": "[" * 200_000,
        "not JSON": '{"name": "x", ',
        "a list": "[]",
        "too large": with_(name="x" * (remote_store.MAX_RECORD + 1)),
    }


def test_every_kind_of_damaged_record_is_set_aside_listed_and_kept() -> None:
    backend, _, rs = stores()
    p, good = host(), host()
    rs.write(record_of(good), None)
    bad = damaged_texts(p)
    for i, text in enumerate(bad.values()):
        gid = f"{i:02d}" + p.game_id[2:]
        backend.data[KEY + gid] = text
    backend.data[KEY + "x" * 400] = good_text(p)  # a key that is no game id
    rows = rs.games()  # raises nothing
    assert [r.gid for r in rows] == [good.game_id]
    assert len(rs.problems) == len(bad) + 1
    aside = {k: v for k, v in backend.data.items() if k.startswith(DAMAGED_KEY)}
    assert sorted(aside.values()) == sorted([*bad.values(), good_text(p)])  # nothing lost
    assert not any(k.startswith(KEY) and k != KEY + good.game_id for k in backend.data)
    assert set(rs.store.damaged()) == set(aside)  # listed under the damaged entries
    assert rs.store.delete_damaged() == len(aside)
    assert [r.gid for r in rs.games()] == [good.game_id]


def test_a_damaged_record_storage_cannot_move_stays_in_place_and_listed() -> None:
    backend, _, rs = stores()
    p = host()
    backend.data[KEY + p.game_id] = '{"name": 5}'
    backend.quota = sum(len(k) + len(v) for k, v in backend.data.items())  # full
    assert rs.games() == []
    assert KEY + p.game_id in backend.data and KEY + p.game_id in rs.store.damaged()


def test_a_full_storage_keeps_the_game_in_the_tab_and_a_reload_restores_it() -> None:
    backend, session, rs = stores()
    p = host()
    first, kept = rs.write(record_of(p), None)
    assert kept and SESSION_KEY + p.game_id not in session.data
    backend.quota = sum(len(k) + len(v) for k, v in backend.data.items())  # nothing more fits
    guest = Player.join(secrets.token_bytes(32), p.outbox)
    p.receive(guest.outbox)
    later, kept = rs.write(record_of(p), first.rev)
    assert not kept and rs.in_memory_only(p.game_id) and rs.store.warning == "full"
    assert rs.get(p.game_id).sent == 2  # this tab reads its own latest state
    assert json.loads(backend.data[KEY + p.game_id])["sent"] == 1
    reloaded = RemoteStore(Store(backend, Clock(), random.Random(2), session=session))
    (back,) = reloaded.restore_unsaved()
    assert back.sent == 2 and back.rev == later.rev
    assert reloaded.get(p.game_id).sent == 2
    backend.quota = None  # room again: the next write stores it and drops the session copy
    reloaded.write(record_of(p), back.rev)
    assert json.loads(backend.data[KEY + p.game_id])["sent"] == 2
    assert session.data == {}


def test_the_session_copy_never_replaces_a_later_stored_record() -> None:
    backend, session, rs = stores()
    p = host()
    first, _ = rs.write(record_of(p), None)
    session.data[SESSION_KEY + p.game_id] = first.to_json()
    rs.write(record_of(p), first.rev)  # storage moved on (revision 2)
    reloaded = RemoteStore(Store(backend, Clock(), random.Random(2), session=session))
    assert reloaded.restore_unsaved() == []
    assert json.loads(backend.data[KEY + p.game_id])["rev"] == 2
    session.data[SESSION_KEY + p.game_id] = "{" * 100 + "junk"  # damaged copy: dropped
    assert reloaded.restore_unsaved() == [] and session.data == {}


def test_two_games_kept_only_in_the_tab_both_survive_a_reload() -> None:
    backend, session, rs = stores(quota=0)
    one, two = host(), host()
    rs.write(record_of(one), None)
    rs.write(record_of(two), None)
    assert backend.data == {} and len(session.data) == 2
    reloaded = RemoteStore(Store(backend, Clock(), random.Random(2), session=session))
    assert sorted(r.gid for r in reloaded.restore_unsaved()) == sorted([one.game_id,
                                                                       two.game_id])
    assert len(reloaded.games()) == 2


def test_a_throwing_storage_raises_nothing_and_keeps_the_game_in_memory() -> None:
    rs = RemoteStore(Store(BlockedStorage(), Clock(), random.Random(1), session=FakeStorage()))
    p = host()
    assert rs.games() == []
    out, kept = rs.write(record_of(p), None)
    assert not kept and rs.store.warning == "unavailable"
    assert [r.gid for r in rs.games()] == [p.game_id]
    rs.set_aside(KEY + p.game_id)  # raises nothing: kept in place, listed
    assert rs.get(p.game_id) is not None


def test_ids_and_records_are_bounded() -> None:
    assert valid_id("cHAfrILqjbql8Fjv")
    for bad in ("", "x" * 400_012, "cHAfrILqjbql8Fj", "cHAfrILqjbql8Fjv!", "../../etc", 5):
        assert not valid_id(bad)
    backend, _, rs = stores()
    assert rs.get("x" * 400_012) is None  # never used as a key
    p = host()
    huge = RemoteRecord(**{**record_of(p).__dict__,
                           "player": {**p.to_json(), "pad": "x" * remote_store.MAX_RECORD}})
    with pytest.raises(ValueError):
        rs.write(huge, None)
    assert backend.data == {}


def test_a_refusal_in_words_is_short_whatever_the_message_carries() -> None:
    huge = Msg("fair.count", {"n": 10**200_000, "expected": 3})
    for lang in ("en", "de"):
        text = say(huge, lang)
        assert 0 < len(text) <= 300
    long_choice = say(Msg("fair.illegal", {"n": 1, "choice": "x" * 200_000}), "en")
    assert len(long_choice) <= 300 and "x" * 61 not in long_choice
    assert "read" in say(Msg("fair.count", {"n": object()}), "en") or \
        len(say(Msg("fair.count", {"n": object()}), "en")) <= 300


def test_the_bar_says_not_yet_checked_names_who_broke_what_and_shows_the_fingerprint() -> None:
    from wsdv.ui import remote_html

    fp = "0540 3324 8459 9593 8070"
    problems = [say(Msg("fair.v_key", {"slot": "?1.03"}), "en")]
    unchecked = remote_html.bar_html("west", "unchecked", None, "", None, "en",
                                     fingerprint=fp, other="east")
    assert "not yet checked" in unchecked and 'id="remote-in"' in unchecked
    assert fp.replace(" ", "\u00a0") in unchecked and "another channel" in unchecked
    broken = remote_html.bar_html("west", "broken", None, "", problems, "en",
                                  fingerprint=fp, other="east")
    assert "your friend&#x27;s side (East) broke the game" in broken
    assert problems[0] in broken and "?1.03" in problems[0]
    de = remote_html.bar_html("west", "broken", None, "", problems, "de", fingerprint=None,
                              other="east")
    assert "die Seite deines Freundes (Ost) hat das Spiel gebrochen" in de
    assert "Fingerabdruck erscheint" in de
    rows = [RemoteRecord(gid="cHAfrILqjbql8Fjv", name="Fr", side="west", status=s,
                         updated=1.0, rev=1, sent=3, player={}) for s in
            ("unchecked", "broken")]
    screen = remote_html.screen_html(rows, "en", None, damaged=2)
    assert "not yet checked" in screen and "broke the game" in screen
    assert "2 damaged games by link" in screen
    assert 'id="remote-screen-in"' in screen and 'id="remote-in"' not in screen


# --- issue 36: the steps seen, memory only, the flush over the revision, session copies ------


def test_the_steps_seen_are_stored_with_the_game_and_checked() -> None:
    backend, _, rs = stores()
    p = host()
    out, _ = rs.write(RemoteRecord(**{**record_of(p).__dict__, "seen": (2, 10)}), None)
    assert rs.get(p.game_id).seen == (2, 10)
    data = json.loads(backend.data[KEY + p.game_id])
    for bad in ([2], [9, 1], [1, 11], ["1", 2], [True, 2], {"d": 1}):
        backend.data[KEY + p.game_id] = json.dumps({**data, "seen": bad})
        with pytest.raises(remote_store.Damaged):
            rs.get(p.game_id)
    del data["seen"]  # stored before the steps were: not recorded
    backend.data[KEY + p.game_id] = json.dumps(data)
    assert rs.get(p.game_id).seen is None


def test_both_storages_refusing_leave_the_game_in_this_page_only() -> None:
    backend, session, rs = stores(quota=10)
    session.quota = 10
    p = host()
    rs.write(record_of(p), None)
    assert rs.in_memory_only(p.game_id) and rs.in_page_only(p.game_id)
    session.quota = None  # the session takes it: a reload keeps it
    rs.write(record_of(p), 1)
    assert rs.in_memory_only(p.game_id) and not rs.in_page_only(p.game_id)
    assert SESSION_KEY + p.game_id in session.data


def test_a_turn_kept_in_memory_goes_to_storage_only_over_its_revision() -> None:
    backend, session, one = stores()
    p = host()
    first, _ = one.write(record_of(p), None)
    two = RemoteStore(Store(backend, Clock(), random.Random(2), session=FakeStorage()))
    backend.quota = 0  # full: tab one's turn stays in its memory
    mine, kept = one.write(record_of(p, "one"), first.rev)
    assert not kept
    backend.quota = None
    theirs, kept = two.write(record_of(p, "two"), first.rev)  # tab two's turn is stored
    assert kept and theirs.rev == mine.rev
    one.store.raw_set("wsdv.other", "x")  # tab one writes again: its memory is not flushed
    assert json.loads(backend.data[KEY + p.game_id])["name"] == "two"
    assert one.conflict(p.game_id) == two.get(p.game_id)
    with pytest.raises(Moved):
        one.write(record_of(p, "one"), mine.rev)
    assert not one.in_memory_only(p.game_id)


def test_a_session_copy_replaces_the_record_only_when_whole_and_newer() -> None:
    backend, session, rs = stores()
    p = host()
    rs.write(record_of(p), None)
    good = backend.data[KEY + p.game_id]
    copy = json.loads(good)
    copy.update(rev=9, sent=2)
    copy["player"]["transcript"].append("WSDVF2.damaged")
    session.data[SESSION_KEY + p.game_id] = json.dumps(copy)
    assert rs.restore_unsaved() == [] and rs.session_damaged == 1
    assert backend.data[KEY + p.game_id] == good
    assert backend.data[f"{DAMAGED_KEY}session.{p.game_id}"] == json.dumps(copy)
    assert SESSION_KEY + p.game_id not in session.data
