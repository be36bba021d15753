"""Issue 37: the App over a second implementation of the page port (wsdv/ui/fake_page.py),
with no document at all: the door, the screen, the paint and the effects need nothing but
the port. Every registered verb done over it paints exactly once, after its handler, and
then its effects run; a whole hot-seat game is played to its end through the door."""

from __future__ import annotations

import json
from typing import Any

import pytest

from wsdv.ui import door
from wsdv.ui.app import App, load_features
from wsdv.ui.effects import Effects
from wsdv.ui.fake_page import FakePage

ARGS: dict[str, str | None] = {
    "ai.answered": json.dumps({"version": -1, "error": "late"}),
    "hint.answered": json.dumps({"version": -1, "error": "late"}),
    "outlook.answered": json.dumps({"version": -1}),
    "review.done": json.dumps({"save": "x", "error": "late"}),
    "tab.said": json.dumps({"tab": "other", "open": "g1"}),
    "storage.changed": "wsdv.games", "enlarge": "12", "explain": "why", "zoom": "1",
    "pace.set": "brisk", "info.show": json.dumps(["province", "Hessen"]),
    "pick.open": json.dumps([]), "target": "prov:Hessen", "pass.ok": "west",
    "lang.set": "de", "welcome.lang": "de", "welcome.start": "hotseat",
    "welcome.choose": "welcome-side=east", "rules.open": "1", "rules.go": "1",
    "replay": "next", "replay.goto": "2", "saves.show": "games", "saves.copy": "export-text",
    "saves.copied": "1", "remote.copied": "1", "remote.new": "west", "remote.open": "remote-in",
    "remote.row": "nosuchgame", "remote.file": "not a message",
}


def _app(page: FakePage | None = None) -> tuple[App, FakePage]:
    page = page or FakePage({"aipace": "0"})
    app = App(None, None, None, page=page)
    app.start()
    return app, page


def _step(app: App, page: FakePage) -> None:
    """One step of a hot-seat game by the door, as a player at the screen takes it."""
    s = app.state
    if page.data("passing") == "1":
        door.act(app, "pass.ok", page.data("decider"))
    elif s.step_now:
        door.act(app, "eod.continue")
    elif s.held:
        door.act(app, "confirm")
    else:
        p = s.game.prompt
        assert p is not None
        door.act(app, "pick", p.options[0].id)
    page.run_waiting()


def _in_a_game() -> tuple[App, FakePage]:
    app, page = _app()
    door.act(app, "welcome.start", "hotseat")
    for _ in range(12):
        _step(app, page)
    return app, page


def test_a_whole_game_is_played_over_the_fake_page_to_its_end() -> None:
    app, page = _app()
    assert page.hidden.get("overlay-welcome") is False  # the first screen, drawn by the port
    door.act(app, "welcome.start", "hotseat")
    assert page.hidden["overlay-welcome"] is True
    for _ in range(6000):
        if app.state.game.result is not None and not app.state.step_now:
            break
        _step(app, page)
    result = app.state.game.result
    assert result is not None
    assert page.data("result") == f"{result.winner}:{result.reason}"
    assert page.hidden["overlay-result"] is False and page.html["overlay-result"]
    assert page.local  # the game was stored as it went


load_features()  # every feature's verbs (a first visit's first screen does without some)


@pytest.mark.parametrize("verb", sorted(door.HANDLERS))
def test_every_verb_over_the_fake_page_paints_once_then_runs_its_effects(verb: str) -> None:
    app, page = _in_a_game()
    events: list[tuple[str, Any]] = []
    paint, run, handler = app.paint, app.run, door.HANDLERS[verb]

    def counted_paint(scr: Any) -> None:
        events.append(("paint", None))
        paint(scr)

    def recorded_run(effects: Effects) -> None:
        events.append(("run", list(effects)))
        run(effects)

    def watched(a: Any, arg: str | None) -> Effects | None:
        events.append(("handler", None))
        returned = handler(a, arg)
        events.append(("returned", list(returned or [])))
        return returned

    app.paint, app.run = counted_paint, recorded_run  # type: ignore[method-assign]
    door.HANDLERS[verb] = watched
    p = app.state.game.prompt
    arg = p.options[0].id if verb == "pick" and p else \
        (app.state.record.id if app.state.record else "") if verb.startswith("game.") else \
        ARGS.get(verb)
    try:
        assert door.act(app, verb, arg)
    finally:
        door.HANDLERS[verb] = handler
    end = next(i for i, (kind, _) in enumerate(events) if kind == "returned")
    assert all(kind in ("handler", "returned") for kind, _ in events[:end + 1]), \
        f"{verb}: painted or ran effects inside its handler: {events[:end + 1]}"
    after = events[end + 1:end + 3]
    assert [kind for kind, _ in after] == ["paint", "run"], f"{verb}: {events[end + 1:]}"
    returned, ran = events[end][1], after[1][1]
    assert ran[len(ran) - len(returned):] == returned


def test_the_fake_page_is_only_a_port() -> None:
    """The App over the fake has no document or window: nothing reached past the port."""
    app, page = _in_a_game()
    assert app.doc is None and app.win is None and app.browser is None
    assert page.html["prompt"] and page.html["dyn"]
    assert page.data("choices") == str(len(app.state.game.choices))


def test_an_open_preview_hides_while_the_end_of_decade_runs_and_returns_after() -> None:
    """The preview's lines are the outlook of a turn; inside an End of Decade there is none
    (the engine's outlook is None there), so the panel left open hides instead of showing an
    empty box, and shows again at the next turn (a CI run met the empty box)."""
    app, page = _app(FakePage({"aipace": "0", "seed": "3"}))  # decade I ends, the game goes on
    door.act(app, "welcome.close")  # the game of seed 3 (a new game draws its seed)
    assert app.state.game.state.seed == 3
    _step(app, page)
    page.run_waiting()
    door.act(app, "preview")
    page.run_waiting()
    assert app.state.preview_open and page.hidden["preview"] is False
    assert "data-phase" in page.html["preview"]
    seen_eod = False
    for _ in range(3000):
        assert app.state.game.result is None
        _step(app, page)
        if page.data("phase") != "0":  # a choice inside the End of Decade
            seen_eod = True
            assert page.hidden["preview"] is True
        elif seen_eod and not app.state.step_now and page.data("passing") == "0":
            break
    assert seen_eod
    assert app.state.preview_open  # the player's choice is kept
    assert page.hidden["preview"] is False and "data-phase" in page.html["preview"]


class _Key:
    """A keydown as the shell gets it (only what keys.on_key reads)."""

    def __init__(self, key: str, tag: str = "BUTTON", ctrl: bool = False) -> None:
        self.key, self.ctrlKey, self.altKey, self.metaKey = key, ctrl, False, False
        self.target = type("Target", (), {"tagName": tag})()
        self.prevented = False

    def preventDefault(self) -> None:  # noqa: N802 (the DOM's name)
        self.prevented = True


def test_the_page_keys_wait_while_a_dialog_of_the_state_is_open() -> None:
    """Whether a dialog is open is the state's (play.dialog_open), not the DOM's: with the
    games list or the first screen up, u and ? do nothing; in a text field neither; else u
    takes the choice back and Ctrl+Z too."""
    app, page = _app()
    key = _Key("?")
    app.on_escape(key)  # the first screen is up
    assert not key.prevented and not app.state.overlays.keys
    door.act(app, "welcome.close")
    _step(app, page)
    _step(app, page)
    made = len(app.state.game.choices)
    assert made and app.state.game.can_undo()
    door.act(app, "saves.show", "games")
    key = _Key("u")
    app.on_escape(key)
    assert not key.prevented and len(app.state.game.choices) == made
    door.act(app, "saves.show", None)
    key = _Key("u", tag="TEXTAREA")
    app.on_escape(key)
    assert not key.prevented and len(app.state.game.choices) == made
    if page.data("passing") == "1":
        door.act(app, "pass.ok", page.data("decider"))
    key = _Key("z", ctrl=True)
    app.on_escape(key)
    assert key.prevented and len(app.state.game.choices) == made - 1
