"""Games by link when storage fails (issue 36, item 7), in the browser: both storages full
(the page says the game is in its memory only, offers the backup at once, and leaving the
page asks first), two tabs with full storage (the tab that kept its turn in memory never
overwrites the other tab's stored turn), a damaged session copy with a higher revision (the
good record kept, the copy set aside and named) and a 10 MB paste into every paste box
(refused in words, the box emptied, nothing of it in the page; the times are printed, not
asserted). Full storage is a Storage.prototype.setItem that throws QuotaExceededError while
the page's flag says so. Twins: tests/test_ui_link_storage.py."""

from __future__ import annotations

import json
import secrets
from typing import Any

from conftest import BOOT_TIMEOUT_MS, Site
from playwright.sync_api import Page, expect
from test_remote_storage import data, new_game, paste, play_turn

from wsdv.fair import Player
from wsdv.ui.remote_store import KEY, SESSION_KEY

FULL_JS = """(() => {
  const set = Storage.prototype.setItem;
  Storage.prototype.setItem = function (k, v) {
    const full = this === window.localStorage ? window.__localFull : window.__sessionFull;
    if (full) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    return set.call(this, k, v);
  };
})();"""


def _open(context: Any, url: str) -> Page:
    page = context.new_page()
    page.goto(url + "?welcome=0")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    return page


def _clear(page: Page) -> None:
    """The hot-seat game behind opens on its pass screen: taken."""
    if page.locator("#pass-ok").is_visible():
        page.click("#pass-ok")


def _full(page: Page, local: bool, session: bool) -> None:
    page.evaluate(f"window.__localFull = {str(local).lower()}; "
                  f"window.__sessionFull = {str(session).lower()}")


def test_both_storages_full_say_memory_only_and_leaving_asks(site: Site,
                                                             new_context: Any) -> None:
    context = new_context()
    context.add_init_script(FULL_JS)
    page = _open(context, site.url)
    _full(page, True, True)
    new_game(page)
    assert data(page, "remoteStored") == "page" and data(page, "leaveGuard") == "1"
    expect(page.locator("#remote-storage")).to_contain_text("only in this page's memory")
    expect(page.locator("#remote-bar-backup-file")).to_be_visible()
    backup = json.loads(page.input_value("#remote-bar-backup"))
    assert len(Player.from_json(backup).transcript) == int(data(page, "remoteSent"))
    asked: list[str] = []
    page.on("dialog", lambda d: (asked.append(d.type), d.dismiss()))
    page.close(run_before_unload=True)
    page.wait_for_timeout(500)  # the dialog comes from the browser, after the close
    assert asked == ["beforeunload"] and not page.is_closed()


def test_two_tabs_with_full_storage_never_overwrite_without_a_conflict(
        site: Site, new_context: Any) -> None:
    context = new_context()
    context.add_init_script(FULL_JS)
    one = _open(context, site.url)
    friend = Player.join(secrets.token_bytes(32), new_game(one))
    paste(one, friend.outbox or "")
    gid = str(one.evaluate("Object.keys(localStorage).find(k => k.startsWith('wsdv.remote.'))"))
    two = _open(context, site.url)
    _clear(two)
    two.click("#btn-remote")
    two.click(f"#remote-card .remote-row[data-remote='{gid.removeprefix(KEY)}']")
    two.wait_for_function("document.body.dataset.remote === 'your_turn'")
    _full(one, True, False)  # tab one's storage refuses: its turn stays in the tab
    play_turn(one, 5)
    assert data(one, "remoteStored") == "memory"
    mine = play_turn(two, 9)  # tab two's own turn is stored
    one.wait_for_function("document.body.dataset.remoteSent === "
                          f"'{data(two, 'remoteSent')}'")
    expect(one.locator("#remote-msg")).to_contain_text("your last step here was not stored")
    stored = two.evaluate("(k) => localStorage.getItem(k)", gid)
    assert json.loads(stored)["player"]["transcript"][-1] == mine
    _full(one, False, False)
    one.click("#btn-new")  # tab one writes again: a new hot-seat game is stored
    one.check("input[name=new-mode][value=hotseat]")
    one.click("#new-start")
    one.wait_for_function("(document.body.dataset.remote || '') === ''")
    one.wait_for_timeout(1000)  # localStorage reaches the other tab's process a moment later
    assert two.evaluate("(k) => localStorage.getItem(k)", gid) == stored
    assert one.evaluate("(k) => localStorage.getItem(k)", gid) == stored
    friend.receive(mine)  # the game goes on from tab two's turn


def test_a_damaged_session_copy_with_a_higher_revision_is_set_aside(
        site: Site, new_context: Any) -> None:
    page = _open(new_context(), site.url)
    friend = Player.join(secrets.token_bytes(32), new_game(page))
    paste(page, friend.outbox or "")
    key = str(page.evaluate("Object.keys(localStorage).find(k => k.startsWith('wsdv.remote.'))"))
    good = str(page.evaluate("(k) => localStorage.getItem(k)", key))
    copy = json.loads(good)
    copy["rev"] += 5
    copy["sent"] += 1
    copy["player"]["transcript"].append("WSDVF2.damaged")
    page.evaluate("([k, v]) => sessionStorage.setItem(k, v)",
                  [SESSION_KEY + key.removeprefix(KEY), json.dumps(copy)])
    page.reload()
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function("document.body.dataset.remote === 'your_turn'")
    assert page.evaluate("(k) => localStorage.getItem(k)", key) == good
    expect(page.locator("#saves-notice")).to_contain_text("damaged copy")
    assert page.evaluate("Object.keys(localStorage).some(k => "
                         "k.startsWith('wsdv.damaged.remote.session.'))")
    page.click("#btn-games")
    expect(page.locator("#games-damaged")).to_be_visible()


# A 10 MB paste into a box, then its button clicked, then clicked again (the box now empty):
# the handlers' times as the page measures them (a click's handler runs within click()).
PASTE_JS = """([box, button, said, n]) => {
  const node = document.getElementById(box);
  node.value = "A".repeat(n);
  node.dispatchEvent(new Event("input", {bubbles: true}));
  const t0 = performance.now();
  document.getElementById(button).click();
  const t1 = performance.now();
  const emptied = document.getElementById(box).value === "";
  const words = document.querySelector(said)?.textContent || "";
  const again = document.getElementById(button);
  const t2 = performance.now();
  if (again) again.click();
  return [t1 - t0, performance.now() - t2, emptied, words];
}"""


def _huge_paste(page: Page, box: str, button: str, said: str) -> tuple[float, float]:
    """A 10 MB paste into ``box``, then ``button``: refused in words, the box emptied,
    nothing of it in the page; (ms of the refusing click, ms of the next click)."""
    refused, answered, emptied, words = page.evaluate(PASTE_JS,
                                                      [box, button, said, 10_000_000])
    assert emptied and "far too long (10000000 characters" in words
    assert page.evaluate("document.documentElement.outerHTML.length") < 2_000_000
    return refused, answered


def test_a_10_mb_paste_into_every_box_is_refused_unread(site: Site, new_context: Any) -> None:
    page = new_context().new_page()
    page.goto(site.url)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    times = {"welcome-save": _huge_paste(page, "welcome-save", "welcome-load",
                                         "#overlay-welcome")}
    page.keyboard.press("Escape")
    _clear(page)
    page.click("#btn-games")
    page.click("#games-import")
    times["import-text"] = _huge_paste(page, "import-text", "import-ok", "#overlay-saves")
    page.keyboard.press("Escape")
    page.click("#btn-remote")
    times["remote-screen-in"] = _huge_paste(page, "remote-screen-in", "remote-screen-open",
                                          "#remote-screen-msg")
    times["remote-restore-in"] = _huge_paste(page, "remote-restore-in", "remote-restore",
                                           "#remote-screen-msg")
    invite = new_game(page)  # the bar's box: while the friend must answer
    times["remote-in"] = _huge_paste(page, "remote-in", "remote-open", "#remote-msg")
    assert data(page, "remote") == "send"
    paste(page, Player.join(secrets.token_bytes(32), invite).outbox or "")
    assert data(page, "remote") == "your_turn"  # the game goes on
    print("\n10 MB paste, ms until refused / next click: " + ", ".join(
        f"{box} {a:.0f}/{b:.0f}" for box, (a, b) in times.items()))
