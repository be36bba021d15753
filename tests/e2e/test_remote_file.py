"""Play by link through messengers that cut long texts (issue 36): a message longer than
4,096 characters says so and goes as a file too; the friend opens the file in the paste box or
drops it on the page and gets the same game; a link that lost its end is named as cut, not as
damaged; a file too large to be a message is refused unread."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from conftest import Site, boot
from playwright.sync_api import Page, expect

from wsdv.fair import message

DROP_JS = """(text) => {
  const data = new DataTransfer();
  data.items.add(new File([text], "message.txt", {type: "text/plain"}));
  document.body.dispatchEvent(new DragEvent("drop", {dataTransfer: data, bubbles: true,
                                                     cancelable: true}));
}"""


def test_a_long_message_goes_as_a_file_and_comes_back_as_the_same_game(
        page: Page, site: Site, new_context: Any, tmp_path: Path) -> None:
    host = page
    boot(host, site.url, welcome=True)
    host.click("#welcome-remote")
    host.click("#remote-new-west")
    host.wait_for_function("document.body.dataset.remote === 'send'")
    link = host.input_value("#remote-link")
    invitation = host.input_value("#remote-out")
    assert len(link) > 4_096 and message.decode(invitation)["n"] == 0
    expect(host.locator(".remote-long")).to_contain_text(str(len(link)))
    with host.expect_download() as info:
        host.click("#remote-save-file")
    saved = tmp_path / info.value.suggested_filename
    info.value.save_as(saved)
    assert saved.read_text() == invitation and saved.name.endswith(".txt")

    guest = new_context(viewport={"width": 1280, "height": 720}).new_page()
    boot(guest, site.url, welcome=True)
    guest.click("#welcome-remote")
    guest.set_input_files("#remote-screen-file", str(saved))  # chosen in the paste box
    guest.wait_for_function("document.body.dataset.remote === 'send'", timeout=90_000)
    assert guest.evaluate("document.body.dataset.remoteSide") == "east"
    acceptance = guest.input_value("#remote-out")
    assert len(acceptance) > 4_096  # the acceptance carries a deck too: a file again
    host.evaluate(DROP_JS, acceptance)  # dropped on the page
    host.wait_for_function("document.body.dataset.remote === 'your_turn'", timeout=60_000)
    assert host.evaluate("document.body.dataset.remoteFp") == \
        guest.evaluate("document.body.dataset.remoteFp") != ""

    # a link cut by a messenger, opened by a friend whose browser never had the game: named
    # as cut, in front of the first screen; nothing is joined
    third = new_context().new_page()
    third.goto(link[:4_096])
    third.wait_for_function(
        "document.getElementById('remote-screen-msg')?.textContent.length > 0",
        timeout=90_000)
    assert "incomplete" in third.text_content("#remote-screen-msg")
    expect(third.locator("#remote-screen-msg")).to_be_visible()
    expect(third.locator("#overlay-welcome")).to_be_hidden()
    assert third.evaluate("document.body.dataset.remote || ''") == ""

    # a file far too large to be a message is refused before it is read
    big = tmp_path / "big.txt"
    big.write_text("x" * 200_000)
    third.set_input_files("#remote-screen-file", str(big))
    third.wait_for_function(
        "document.getElementById('remote-screen-msg').textContent.includes('too large')")
