"""Playing in the browser: clicks on the board and cards drive the engine in Pyodide; the board
shows what the engine says (checked against the same game replayed in CPython); a whole game
through the UI; the hot-seat pass screen; English/German; the layout on desktop and phone.

Every request is routed by the conftest's offline guard: only 127.0.0.1 may be reached."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from conftest import boot, continue_steps, settle_choice
from playwright.sync_api import Page, expect

from wsdv.engine import Game
from wsdv.engine.data import cards
from wsdv.words.events import event_lines

if TYPE_CHECKING:
    from conftest import OfflineGuard, Site


BOARD_STATE_JS = """() => {
  const factories = {}, slots = {}, counters = {}, tracks = {};
  for (const e of document.querySelectorAll('#dyn .city[data-factory]'))
    factories[e.dataset.opt.slice(5)] = [e.dataset.factory, Number(e.dataset.value)];
  for (const e of document.querySelectorAll('#dyn .slot'))
    slots[e.dataset.opt.slice(5)] = e.classList[1];
  for (const e of document.querySelectorAll('#dyn .counters'))
    counters[e.dataset.prov] = [Number(e.dataset.unrest), Number(e.dataset.ls),
                                Number(e.dataset.markers)];
  for (const e of document.querySelectorAll('#dyn .marker[data-track]'))
    tracks[e.dataset.track] = Number(e.dataset.value);
  return {factories, slots, counters, tracks};
}"""


def expected_board(g: Game) -> dict[str, Any]:
    """What the board must show for the CPython game `g` (same format as BOARD_STATE_JS)."""
    v = g.view(None)
    b = v["board"]
    working = set(b["working_connections"])
    slots = {}
    from wsdv.engine.board import CONNECTIONS
    for conn in CONNECTIONS:
        for line in conn.lines:
            if f"{conn.a}~{conn.b}" in working:
                slots[line] = "working"
            else:
                slots[line] = "built" if line in b["infrastructure"] else "empty"
    tracks = {k: v["tracks"][k] for k in ("prestige", "western_currency", "socialist", "flight")}
    if v["phase"]:
        tracks["eod"] = v["phase"]
    return {
        "factories": {c: ["r" if f["rundown"] else "n", f["value"]]
                      for c, f in b["factories"].items()},
        "slots": slots,
        "counters": {p: [i["unrest"], i["ls"], i["markers"]] for p, i in b["provinces"].items()},
        "tracks": tracks,
    }


def choices(page: Page) -> int:
    return int(page.evaluate("document.body.dataset.choices"))


def passing(page: Page) -> bool:
    return page.evaluate("document.body.dataset.passing") == "1"


def take_device(page: Page) -> None:
    if passing(page):
        page.click("#pass-ok")
        expect(page.locator("#overlay-pass")).to_be_hidden()


def wait_choice(page: Page, before: int) -> None:
    settle_choice(page, before)


class Mirror:
    """The same game in CPython: each option the UI chose is applied here too."""

    def __init__(self, seed: int) -> None:
        self.game = Game.new(seed)

    def choose(self, option_id: str) -> None:
        self.game.choose(option_id)

    @property
    def prompt(self):  # noqa: ANN201
        return self.game.prompt


def click_option(page: Page, mirror: Mirror, option_id: str) -> None:
    """Choose via the thing the option names (board target or card) when there is one,
    else via its button; the mirror applies the same option."""
    before = choices(page)
    target = page.locator(f'#app .lit[data-opt="{option_id}"]')
    if target.count():
        el = target.first
        if el.evaluate("e => e.classList.contains('prov') || e.classList.contains('sector')"):
            el.dispatch_event("click")  # a shape's box centre may lie outside the shape
        else:
            el.click()
    else:
        page.click(f'#prompt button.opt[data-opt="{option_id}"]')
    wait_choice(page, before)
    mirror.choose(option_id)


def assert_board_matches(page: Page, mirror: Mirror) -> None:
    assert page.evaluate(BOARD_STATE_JS) == expected_board(mirror.game)
    assert choices(page) == len(mirror.game.choices)


SEED = 1


def test_page_boots_offline_and_is_playable(page: Page, site: Site, offline_guard: OfflineGuard,
                                            console_errors: list[str]) -> None:
    boot(page, f"{site.url}?seed={SEED}")
    expect(page.locator("#overlay-pass")).to_be_visible()  # West takes the device first
    assert page.locator("#app .handbox.open").count() == 0
    take_device(page)
    mirror = Mirror(SEED)
    # a choice of card: the display and the hand are the prompt's cards, each an option
    assert page.locator("#prompt button.opt.tile").count() == len(mirror.prompt.options)
    expect(page.locator("#display")).to_be_hidden()  # not drawn twice on a wide screen
    for oid in mirror.prompt.ids():
        expect(page.locator(f'#prompt button.opt[data-opt="{oid}"]')).to_have_count(1)
    assert page.locator("#board-svg [data-opt^='city:']").count() == 42
    assert_board_matches(page, mirror)
    assert console_errors == []
    assert offline_guard.blocked == []


def _display_card(mirror: Mirror, want: Any) -> str:
    for oid in mirror.prompt.ids():
        if oid.startswith("card:") and want(oid.removeprefix("card:")):
            return oid
    raise AssertionError("no suitable card in the display or hand")


def _first_target(mirror: Mirror, prefix: str) -> str:
    return next(o for o in mirror.prompt.ids() if o.startswith(prefix))


def test_scripted_opening_build_ls_event(page: Page, site: Site, console_errors: list[str]) -> None:
    """A build, an LS placement and an event, each by clicks on cards and on the board."""
    boot(page, f"{site.url}?seed={SEED}")
    mirror = Mirror(SEED)
    side_value = lambda side: lambda c: (cards()[c].value is not None and  # noqa: E731
                                         cards()[c].value_for(side) >= 2)

    # West builds: a factory, then infrastructure, by clicking the board
    take_device(page)
    click_option(page, mirror, _display_card(mirror, side_value("west")))
    click_option(page, mirror, "build")
    city = _first_target(mirror, "city:")
    click_option(page, mirror, city)
    factory = page.locator(f'#dyn .city[data-opt="{city}"]')
    expect(factory).to_have_attribute("data-factory", "n")
    assert_board_matches(page, mirror)
    while mirror.prompt.side == "west" and mirror.prompt.kind == "build":
        line = next((o for o in mirror.prompt.ids() if o.startswith("line:")), "done")
        click_option(page, mirror, line)
        assert_board_matches(page, mirror)
    while mirror.prompt.side == "west":  # anything left of West's turn
        click_option(page, mirror, mirror.prompt.ids()[0])

    # East raises its living standard: the LS goes where the board click says
    take_device(page)
    assert mirror.prompt.side == "east" and mirror.prompt.kind == "card"
    click_option(page, mirror, _display_card(mirror, side_value("east")))
    click_option(page, mirror, "ls")
    while mirror.prompt.kind != "ls":
        click_option(page, mirror, mirror.prompt.ids()[0])
    province = _first_target(mirror, "prov:")
    ls_before = mirror.game.view(None)["board"]["provinces"][province.removeprefix("prov:")]["ls"]
    click_option(page, mirror, province)
    counters = page.locator(f'#dyn .counters[data-prov="{province.removeprefix("prov:")}"]')
    expect(counters).to_have_attribute("data-ls", str(ls_before + 1))
    assert_board_matches(page, mirror)
    while mirror.prompt.side == "east":
        click_option(page, mirror, "done" if "done" in mirror.prompt.ids()
                     else mirror.prompt.ids()[0])

    # West triggers an event and resolves it through the highlighted targets
    take_device(page)
    log_before = len(mirror.game.log)
    event_card = _display_card(mirror, lambda c: cards()[c].colour in ("yellow", "dual"))
    click_option(page, mirror, event_card)
    assert "event" in mirror.prompt.ids()
    # the event option says what the event does, as the card zoom does (issue 26)
    summary = page.locator('#prompt button.opt[data-opt="event"] .opt-detail')
    expect(summary).to_have_text(" ".join(event_lines(event_card.removeprefix("card:"), "en")))
    click_option(page, mirror, "event")
    while mirror.prompt is not None and mirror.prompt.kind != "card":
        if passing(page):
            break
        click_option(page, mirror, mirror.prompt.ids()[0])
        assert_board_matches(page, mirror)
    assert_board_matches(page, mirror)
    assert any(e["msg"]["key"] == "log.action_event" for e in mirror.game.log[log_before:])
    assert console_errors == []


def choose_lang(page: Page, lang: str) -> None:
    """The top bar's language list: open it, pick ``lang``."""
    page.click("#btn-lang")
    page.click(f"#lang-menu button[lang={lang}]")


def test_language_switch(page: Page, site: Site, console_errors: list[str]) -> None:
    boot(page, f"{site.url}?seed={SEED}&lang=en")
    take_device(page)
    expect(page.locator("#status")).to_contain_text("Decade")
    choose_lang(page, "de")
    expect(page.locator("#status")).to_contain_text("Jahrzehnt")
    expect(page.locator("#prompt")).to_contain_text("Wähle eine Karte")
    assert page.evaluate("document.documentElement.lang") == "de"
    expect(page.locator("#board-svg")).to_contain_text("West-Berlin")
    choose_lang(page, "it")  # the list offers the four languages
    expect(page.locator("#prompt")).to_contain_text("scegli una carta")
    expect(page.locator("#board-svg")).to_contain_text("Berlino Ovest")
    choose_lang(page, "pl")
    expect(page.locator("#prompt")).to_contain_text("wybierz kartę")
    assert page.evaluate("document.documentElement.lang") == "pl"
    choose_lang(page, "en")
    expect(page.locator("#status")).to_contain_text("Decade")
    expect(page.locator("#board-svg")).to_contain_text("West Berlin")
    assert console_errors == []


@pytest.mark.parametrize("lang", ["en", "it", "pl"])  # the longer words too (issue 27)
@pytest.mark.parametrize("width,height", [(1366, 768), (1024, 768), (390, 844)])
def test_layout_fits_without_horizontal_overflow(page: Page, site: Site, width: int,
                                                 height: int, lang: str) -> None:
    page.set_viewport_size({"width": width, "height": height})
    boot(page, f"{site.url}?seed={SEED}&lang={lang}")
    take_device(page)
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0
    board = page.locator("#board-scroll").bounding_box()  # the board pans inside it when zoomed
    prompt = page.locator("#prompt").bounding_box()
    assert board and prompt
    assert board["x"] >= 0 and board["x"] + board["width"] <= width + 0.5
    assert prompt["x"] + prompt["width"] <= width + 0.5
    if width > 1000:  # desktop: board and prompt both in view without scrolling
        assert board["y"] + board["height"] <= height + 0.5
        assert prompt["y"] + prompt["height"] <= height + 0.5


def test_undo_takes_back_a_build(page: Page, site: Site) -> None:
    boot(page, f"{site.url}?seed={SEED}")
    mirror = Mirror(SEED)
    take_device(page)
    # a card worth 2 or more: after the first build point it is still West's turn
    click_option(page, mirror, _display_card(mirror, lambda c: cards()[c].value is not None and
                                             cards()[c].value_for("west") >= 2))
    click_option(page, mirror, "build")
    city = _first_target(mirror, "city:")
    click_option(page, mirror, city)
    expect(page.locator(f'#dyn .city[data-opt="{city}"]')).to_have_attribute("data-factory", "n")
    expect(page.locator("#btn-undo")).to_be_enabled()
    before = choices(page)
    page.click("#btn-undo")
    page.wait_for_function(f"Number(document.body.dataset.choices) < {before}")
    expect(page.locator(f'#dyn .city[data-opt="{city}"]')).not_to_have_attribute(
        "data-factory", "n")


def test_card_enlarges_on_click(page: Page, site: Site) -> None:
    boot(page, f"{site.url}?seed={SEED}")
    take_device(page)
    card = page.locator("#prompt .tile").first  # choosing a card: the display in the prompt
    card_id = card.get_attribute("data-card")
    page.click(f'#prompt .zoom-card[data-card="{card_id}"]')  # beside the card, not in it
    expect(page.locator("#overlay-card svg.card")).to_have_attribute("data-card", card_id or "")
    page.keyboard.press("Escape")
    expect(page.locator("#overlay-card")).to_be_hidden()


# A button clicked in the page as a user could: shown, enabled and on top at its centre (else
# an error names it). (test_recap.py clicks with it too.)
PRESS_JS = """(el) => {
  const name = (el) => el ? el.outerHTML.slice(0, 120) : "nothing";
  if (!el) throw new Error("no button to press");
  el.scrollIntoView({block: "center", inline: "center"});
  const r = el.getBoundingClientRect();
  if (el.disabled || !el.checkVisibility() || !r.width || !r.height) {
    throw new Error("not clickable: " + name(el));
  }
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (!(top === el || el.contains(top))) throw new Error(name(el) + " is under " + name(top));
  el.click();
}"""
# One step of a whole game, in the page: the pass screen's button, an End of Decade step, a
# held choice's confirmation, else the first highlighted target (else the first option
# button). Returns what it did.
UI_STEP_JS = """() => {
  const ds = document.body.dataset;
  const press = %PRESS%;
  if (ds.eodStep) { press(document.getElementById("eod-continue")); return "step"; }
  if (ds.result) return "end";
  if (ds.passing === "1") { press(document.getElementById("pass-ok")); return "pass"; }
  if (ds.confirm) { press(document.getElementById("confirm-ok")); return "confirm"; }
  const before = ds.choices;
  const lit = document.querySelector("#app .lit[data-opt]");
  const key = lit ? lit.dataset.opt : null;
  const named = key ? document.querySelectorAll(
    `#prompt button.opt[data-target="${CSS.escape(key)}"]`) : [];
  if (key && named.length === 1) {
    lit.dispatchEvent(new MouseEvent("click", {bubbles: true}));
  } else {  // several options name this target: its first button decides
    press(key ? named[0] : document.querySelector("#prompt button.opt"));
  }
  if (ds.choices === before && !ds.confirm) throw new Error("the click chose nothing");
  return "choice";
}""".replace("%PRESS%", PRESS_JS)
# Up to `count` such steps in one round trip (a click's choice is applied and drawn before
# el.click() returns, so the next step reads its result). The work the page leaves for after
# the frame (the options' notes and the End of Decade outlook: app.py's _work_after_frame,
# done once for the last of the clicks before it) then runs once per call instead of once
# per step, at every tenth position or so.
UI_STEPS_JS = f"""(count) => {{
  const step = {UI_STEP_JS};
  const done = [];
  while (done.length < count && done[done.length - 1] !== "end") done.push(step());
  return done;
}}"""
STEPS_PER_CALL = 10


def test_complete_game_through_the_ui(page: Page, site: Site, offline_guard: OfflineGuard,
                                      console_errors: list[str]) -> None:
    """Always the first highlighted target (else the first option button) until the end."""
    boot(page, f"{site.url}?seed=7")
    done: list[str] = []
    while len(done) < 4000 and (not done or done[-1] != "end"):
        done += page.evaluate(UI_STEPS_JS, STEPS_PER_CALL)
    assert done.count("choice") > 100
    continue_steps(page)  # a game that ends in an End of Decade shows its steps first
    result = page.evaluate("document.body.dataset.result")
    assert result, "the game did not end"
    expect(page.locator("#overlay-result")).to_be_visible()
    winner, reason = result.split(":")
    expect(page.locator("#overlay-result .winner")).to_contain_text(winner.capitalize())
    # the same choices replayed by CPython's engine end the same way
    save = page.evaluate("JSON.parse(localStorage.getItem("
                         "'wsdv.game.' + document.body.dataset.gameId)).save")
    replay = Game.load(save)
    assert replay.result is not None
    assert (replay.result.winner, replay.result.reason) == (winner, reason)
    assert console_errors == []
    assert offline_guard.blocked == []


def test_keyboard_chooses_options_and_cards(page: Page, site: Site) -> None:
    """Everything is reachable by keyboard: option buttons and lit cards take Enter."""
    boot(page, f"{site.url}?seed={SEED}")
    page.focus("#pass-ok")
    page.keyboard.press("Enter")
    expect(page.locator("#overlay-pass")).to_be_hidden()
    before = choices(page)
    page.focus("#prompt button.tile")
    page.keyboard.press("Enter")
    wait_choice(page, before)
    before = choices(page)
    page.focus('#prompt button.opt[data-opt="build"]')
    page.keyboard.press("Enter")
    wait_choice(page, before)
    assert page.evaluate("document.body.dataset.kind") == "build"


def test_log_card_names_show_the_card(page: Page, site: Site) -> None:
    boot(page, f"{site.url}?seed={SEED}")
    take_device(page)
    ref = page.locator("#log .cardref").first
    ref.scroll_into_view_if_needed()
    ref.hover()
    expect(page.locator("#card-tip svg.card")).to_have_attribute(
        "data-card", ref.get_attribute("data-card") or "")
