"""Every paste box does the right thing with what a player pastes (issue 26): an invitation
or a message by link (the string or its link) pasted into the first screen's or the Games
dialog's save box opens the game by link; a save string pasted into the By link box opens the
saved game. Before, both said "not a valid save" or "not a message". The page is the
stand-in browser of tests/ui_page.py."""

from __future__ import annotations

import html
import re
import secrets

from ui_page import Page

from wsdv.engine import Game
from wsdv.fair import Player
from wsdv.ui.storage import share_link


def _invitation() -> str:
    host = Player.create(secrets.token_bytes(32), "east")
    assert host.outbox is not None
    return host.outbox


def test_an_invitation_pasted_on_the_first_screen_joins_the_game() -> None:
    tab = Page(computer=False)
    link = "https://friend.example/wsdv/#fair=" + _invitation()
    tab.type("welcome-save", link)
    tab.act("welcome.load")
    assert not tab.shown("overlay-welcome")
    assert tab.app.state.player is not None  # the game by link is open
    assert tab.data("remote") in ("your_turn", "send", "waiting")


def test_an_invitation_pasted_into_the_import_dialog_joins_the_game() -> None:
    tab = Page(computer=False)
    tab.act("welcome.close")
    tab.act("saves.show", "import")
    tab.type("import-text", _invitation())
    tab.act("saves.import_ok")
    assert tab.app.state.player is not None


def test_a_save_string_pasted_into_the_by_link_box_opens_the_saved_game() -> None:
    game = Game.new(4)
    for _ in range(6):
        game.choose(game.prompt.ids()[0])
    tab = Page(computer=False)
    tab.act("welcome.close")
    tab.act("remote.screen")
    tab.type("remote-screen-in", share_link("https://x/", game.save()))
    tab.act("remote.open", "remote-screen-in")
    assert tab.app.state.player is None
    assert tab.app.state.game.choices == game.choices
    assert tab.data("remoteTries") in ("", "0")  # not taken for a message


def test_copy_gives_the_link_and_share_hands_it_to_the_share_sheet() -> None:
    """Issue 26: the invitation's Copy copies the link (a friend who pastes it anywhere gets
    the game), not the bare message; where the browser has a share sheet, Share hands it
    the link."""
    import re

    tab = Page(computer=False)
    tab.act("welcome.close")
    tab.act("remote.screen")
    tab.fake.share_sheet = True  # the browser has navigator.share
    tab.act("remote.new", "west")
    bar = tab.html("remote-bar")
    link = re.search(r'id="remote-link" value="([^"]+)"', bar)
    assert link and "#fair=WSDVF3." in link.group(1)
    copied: list[str] = []
    tab.app.page.copy = lambda element_id: copied.append(element_id) or True  # type: ignore
    tab.act("remote.copy")
    assert copied == ["remote-link"]
    assert 'id="remote-share"' in bar  # the page has a share sheet (navigator.share)
    tab.act("remote.share")
    assert [url for _, url in tab.fake.shared] == [html.unescape(link.group(1))]


def friend_joins(host: Page) -> Page:
    """A friend's page that opened the host's invitation link (pasted on its By link
    screen)."""
    guest = Page(computer=False)
    guest.act("welcome.close")
    link = re.search(r'id="remote-link" value="([^"]+)"', host.html("remote-bar"))
    assert link
    guest.act("remote.screen")
    guest.type("remote-screen-in", html.unescape(link.group(1)))
    guest.act("remote.open", "remote-screen-in")
    return guest


def answer_arrives(sender: Page, receiver: Page) -> None:
    """The sender's message link, pasted into the receiver's bar."""
    link = re.search(r'id="remote-link" value="([^"]+)"', sender.html("remote-bar"))
    assert link
    receiver.type("remote-in", html.unescape(link.group(1)))
    receiver.act("remote.open", "remote-in")


def test_the_tab_title_and_icon_say_when_it_is_your_move_by_link() -> None:
    """Issue 26: with another tab in front, the tab's title and icon say it is your move in a
    game by link; waiting for the friend, they are the plain title and the flag."""
    tab = Page(computer=False)
    tab.act("welcome.close")
    tab.act("remote.screen")
    tab.act("remote.new", "west")  # the invitation goes out: the friend must answer
    assert tab.data("remote") == "send" and tab.fake.title == "Wir sind das Volk!"
    assert not tab.fake.your_turn_icon
    guest = friend_joins(tab)
    answer_arrives(guest, tab)
    assert tab.data("remote") == "your_turn"
    assert tab.fake.title == "● Your move · Wir sind das Volk!"
    assert tab.fake.your_turn_icon


def test_the_backup_is_a_file_to_save_and_says_why_to_keep_it_private() -> None:
    """Issue 26: the By link screen offers the open game's backup as a file (its text is
    what "Restore a backup" reads), with a line on why to keep it and keep it private; the
    raw text sits folded below."""
    tab = Page(computer=False)
    tab.act("welcome.close")
    tab.act("remote.screen")
    tab.act("remote.new", "west")
    tab.act("remote.screen")
    screen = tab.html("overlay-remote")
    assert 'id="remote-backup-file"' in screen and 'id="remote-backup-why"' in screen
    assert "do not send it to your friend" in screen
    assert re.search(r'<details><summary>[^<]*</summary><textarea[^>]*id="remote-backup"', screen)
    saved: list[tuple[str, str]] = []
    tab.app.page.download = lambda name, text: saved.append((name, text)) or True  # type: ignore
    tab.act("remote.backup_file")
    assert len(saved) == 1 and saved[0][0].startswith("wsdv-backup-")
    restored = Player.from_backup(saved[0][1])
    assert restored.game_id == tab.app.state.player.game_id


def test_waiting_for_the_friends_answer_offers_no_dead_buttons() -> None:
    """Issue 26: the host of a new game by link cannot choose before the friend accepted (no
    card is known yet): the prompt says to send the message and wait, with no option button;
    once the answer is in, the options come."""
    tab = Page(computer=False)
    tab.act("welcome.close")
    tab.act("remote.screen")
    tab.act("remote.new", "west")
    assert tab.data("remote") == "send" and tab.data("decider") == "west"
    assert tab.options() == [] and 'id="remote-waiting"' in tab.html("prompt")
    assert "Send your message, then wait for the answer." in tab.html("prompt")
    guest = friend_joins(tab)
    assert guest.options() == [] and 'id="remote-waiting"' not in guest.html("prompt")
    answer_arrives(guest, tab)
    assert tab.data("remote") == "your_turn"
    assert tab.options() and 'id="remote-waiting"' not in tab.html("prompt")
