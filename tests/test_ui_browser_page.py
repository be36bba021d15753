"""The browser's own page port (wsdv/ui/page.py `BrowserPage`) under the App, over the
stand-in DOM of tests/ui_dom_page.py, which offers only the real API's names (a misspelt DOM
call fails here). The flows themselves are tested over the fake port (tests/ui_page.py);
these are the parts only BrowserPage does: the leave guard (beforeunload), the share sheet
(navigator.share with a JSON object), the tab's icon, the title, a paste's length read
without its text, storage the browser blocks, the clipboard, the switch to a new build."""

from __future__ import annotations

import html
import json
import re
import secrets

from ui_dom_page import Page
from ui_page import FullStorage

from wsdv.fair import Player
from wsdv.ui.page import ICON, ICON_TURN

HUGE = 10_000_000


def _host(tab: Page) -> None:
    tab.act("welcome.close")
    tab.act("remote.screen")
    tab.act("remote.new", "west")


def _link(tab: Page) -> str:
    link = re.search(r'id="remote-link" value="([^"]+)"', tab.html("remote-bar"))
    assert link
    return html.unescape(link.group(1))


def test_share_copy_title_and_icon_go_through_the_browsers_own_names() -> None:
    tab = Page(computer=False)
    _host(tab)
    assert tab.data("remote") == "send" and tab.doc.title == "Wir sind das Volk!"
    assert tab.icon.getAttribute("href") == ICON
    assert 'id="remote-share"' in tab.html("remote-bar")  # the stand-in has navigator.share
    tab.act("remote.share")
    assert tab.win.navigator.share.call_args is not None
    shared = tab.win.JSON.parse.call_args.args[0]
    assert json.loads(shared)["url"] == _link(tab)
    tab.act("remote.copy")  # the clipboard's calls are the browser's (spec'd stand-in)
    friend = Player.join(secrets.token_bytes(32), _link(tab).split("#fair=", 1)[1])
    tab.doc.getElementById("remote-in").value = friend.outbox or ""
    tab.act("remote.open", "remote-in")
    assert tab.data("remote") == "your_turn"
    assert tab.doc.title == "● Your move · Wir sind das Volk!"
    assert tab.icon.getAttribute("href") == ICON_TURN


def test_a_page_only_game_guards_leaving_with_beforeunload() -> None:
    local, session = FullStorage(), FullStorage()
    local.full = session.full = True
    tab = Page(computer=False, local=local, session=session)
    _host(tab)
    assert tab.data("remoteStored") == "page" and tab.data("leaveGuard") == "1"
    events = [c.args[0] for c in tab.win.addEventListener.call_args_list]
    assert "beforeunload" in events


def test_a_huge_paste_is_measured_by_its_length_not_read() -> None:
    tab = Page(computer=False)
    node = tab.doc.getElementById("welcome-save")
    node.value = "A" * HUGE
    node.textLength = HUGE
    tab.act("welcome.load")
    assert "far too long (10000000 characters" in tab.html("overlay-welcome")
    assert tab.doc.getElementById("welcome-save").value == ""


def test_blocked_storage_boots_and_plays() -> None:
    tab = Page(computer=False, blocked=True)
    tab.act("welcome.close")
    tab.play(3)
    assert tab.choices == 3


def test_the_switch_to_a_new_build_calls_the_page_own_function() -> None:
    tab = Page(computer=False)
    tab.act("welcome.close")
    tab.act("update.ready")
    tab.act("update.switch")
    tab.win.wsdvSwitch.assert_called_once()
