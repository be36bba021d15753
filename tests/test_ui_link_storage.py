"""Games by link when storage fails (issue 36, item 7), in the stand-in browser of
tests/ui_page.py: both storages full (the page says the game is in its memory only, offers
the backup at once, and leaving asks first), two tabs with full storage (a turn kept in
memory never overwrites the other tab's stored turn), two tabs writing in the same moment
(the tab whose write lost follows the stored game), a damaged session copy with a higher
revision (set aside and named; the good record kept), and a 10 MB paste into every paste
box (refused unread, the box emptied, nothing of it drawn into the page). The browser twins
are in tests/e2e/test_remote_faults.py."""

from __future__ import annotations

import html
import json
import re
import secrets

from test_ui_paint import WebStorage
from test_ui_twins import _paste, _play_remote_turn, _remote_out, _remote_records
from ui_page import FullStorage, Page, Tabs

from wsdv.fair import Player
from wsdv.ui.remote_store import KEY, SESSION_KEY

HUGE = 10_000_000


def _hosted(tab: Page) -> Player:
    """``tab`` hosts a game by link as West; the friend (an object) accepts: tab's turn."""
    tab.act("welcome.close")
    tab.act("remote.screen")
    tab.act("remote.new", "west")
    friend = Player.join(secrets.token_bytes(32), _remote_out(tab))
    _paste(tab, friend.outbox or "")
    assert tab.data("remote") == "your_turn"
    return friend


def test_both_storages_full_say_memory_only_offer_the_backup_and_guard_leaving() -> None:
    local, session = FullStorage(), FullStorage()
    local.full = session.full = True
    tab = Page(computer=False, local=local, session=session)
    tab.act("welcome.close")
    tab.act("remote.screen")
    tab.act("remote.new", "west")
    assert tab.data("remoteStored") == "page"
    bar = html.unescape(tab.html("remote-bar"))
    assert "only in this page's memory" in bar and "reload of this tab keeps it" not in bar
    assert 'id="remote-bar-backup-file"' in bar
    backup = re.search(r'<textarea[^>]*id="remote-bar-backup"[^>]*>(.*?)</textarea>', bar, re.S)
    assert backup
    restored = Player.from_json(json.loads(html.unescape(backup.group(1))))
    assert restored.game_id == tab.app.state.player.game_id
    assert tab.fake.guarding  # leaving the page asks first (BrowserPage: beforeunload)
    session.full = False  # the session takes it again: a reload keeps it, leaving is free
    friend = Player.join(secrets.token_bytes(32), _remote_out(tab))
    _paste(tab, friend.outbox or "")
    assert tab.data("remoteStored") == "memory" and not tab.fake.guarding


def test_two_tabs_with_full_storage_never_overwrite_without_a_conflict() -> None:
    tabs = Tabs()
    tabs.local = FullStorage()
    one = Page(tabs=tabs, computer=False)
    friend = _hosted(one)
    two = Page(tabs=tabs, computer=False)
    two.act("welcome.close")
    two.act("remote.row", one.app.state.remote.gid)
    assert two.data("remote") == "your_turn" and two.data("remoteRev") == one.data("remoteRev")

    tabs.local.full = True
    _play_remote_turn(one, 5)  # tab one's turn: kept in its memory and session only
    assert one.data("remoteStored") == "memory"
    tabs.local.full = False
    _play_remote_turn(two, 9)  # tab two's own turn: stored
    stored = _remote_records(two)
    assert two.data("remoteStored") == "1"
    # tab one heard tab two's write: its turn in memory lost, and it says so
    assert one.data("remoteSent") == two.data("remoteSent")
    assert "your last step here was not stored" in one.html("remote-bar")
    one.app.store.raw_set("wsdv.other", "x")  # any later write of tab one
    one.act("remote.screen")
    assert _remote_records(one) == stored  # tab two's turn is what storage holds
    friend.receive(_remote_out(two))  # and the game goes on from it


def test_a_write_of_another_tab_in_the_same_moment_is_followed() -> None:
    """Both tabs read revision r, then each writes its own turn as r+1 before the other's
    write is visible (read and write are not one step): the last write wins, and the tab
    whose write lost hears it (a storage event) and follows what storage holds."""
    tabs = Tabs()
    one = Page(tabs=tabs, computer=False)
    _hosted(one)
    two = Page(tabs=tabs, computer=False)
    two.act("welcome.close")
    gid = one.app.state.remote.gid
    two.act("remote.row", gid)
    rstore = two.app.rstore
    before = rstore.get(gid)  # what tab two read
    two.paused = True  # tab one's write reaches tab two only after its own
    _play_remote_turn(one, 5)
    real_get = rstore.get
    calls = iter([before])
    rstore.get = lambda g: next(calls, None) or real_get(g)  # its check read before it
    _play_remote_turn(two, 9)
    held = json.loads(tabs.local.getItem(KEY + gid))
    assert held["player"] == two.app.state.player.to_json()  # tab two's write won
    assert one.app.state.player.to_json() == held["player"]  # tab one follows it
    assert "your last step here was not stored" in one.html("remote-bar")


def test_a_damaged_session_copy_with_a_higher_revision_is_set_aside() -> None:
    local, session = WebStorage(), WebStorage()
    tab = Page(computer=False, local=local, session=session)
    _hosted(tab)
    gid = tab.app.state.remote.gid
    good = local.getItem(KEY + gid)
    copy = json.loads(good)
    copy["rev"] += 5
    copy["sent"] += 1
    copy["player"]["transcript"].append("WSDVF2.damaged")
    session.setItem(SESSION_KEY + gid, json.dumps(copy))
    tab.app.unmount()
    tab = Page(computer=False, local=local, session=session)  # the reload
    assert local.getItem(KEY + gid) == good  # the good record kept
    assert tab.data("remote") == "your_turn" and tab.data("remoteRev") == str(copy["rev"] - 5)
    assert "damaged copy" in tab.html("saves-bar")
    assert session.getItem(SESSION_KEY + gid) is None
    assert any(k.startswith("wsdv.damaged.remote.session.") for k in list(local))


def _huge_box(tab: Page, box: str) -> None:
    tab.type(box, "A" * HUGE)


def _no_echo(tab: Page) -> None:
    for element_id, painted in tab.fake.html.items():
        assert "A" * 1000 not in painted, element_id


def test_a_10_mb_paste_is_refused_unread_in_every_box() -> None:
    tab = Page(computer=False)
    _huge_box(tab, "welcome-save")
    tab.act("welcome.load")
    assert "far too long (10000000 characters" in tab.html("overlay-welcome")
    assert tab.field("welcome-save") == ""
    tab.act("welcome.close")
    tab.act("saves.show", "import")
    _huge_box(tab, "import-text")
    tab.act("saves.import_ok")
    assert "far too long (10000000 characters" in tab.html("overlay-saves")
    tab.act("saves.show", None)
    for box in ("remote-screen-in", "remote-restore-in"):
        tab.act("remote.screen")
        _huge_box(tab, box)
        tab.act("remote.open" if box == "remote-screen-in" else "remote.restore",
                box if box == "remote-screen-in" else None)
        assert tab.field(box) == ""
        assert "far too long" in tab.html("remote-screen-msg")
    _hosted(tab)
    _huge_box(tab, "remote-in")
    tab.act("remote.open", "remote-in")
    assert tab.field("remote-in") == ""
    assert tab.data("remote") == "your_turn"
    _no_echo(tab)
