"""One door for the page's actions (wsdv/ui/door.py): every button of the page names a verb,
every verb has exactly one handler, and keys map to verbs. Plain CPython: buttons are fakes
with the attributes the renderers give them."""

from __future__ import annotations

from typing import Any

import pytest

from wsdv.ui import app as _app
from wsdv.ui import door, keys
from wsdv.ui.effects import Effects, Focus

_app.load_features()  # every feature's verbs registered (the first screen does without some)


class Classes:
    def __init__(self, names: str) -> None:
        self.names = set(names.split())

    def contains(self, name: str) -> bool:
        return name in self.names


class Data:
    """A dataset: data-game-open="x" is `gameOpen`."""

    def __init__(self, attrs: dict[str, str]) -> None:
        for name, value in attrs.items():
            if name.startswith("data-"):
                parts = name.removeprefix("data-").split("-")
                setattr(self, parts[0] + "".join(p.title() for p in parts[1:]), value)


class Button:
    def __init__(self, classes: str = "", **attrs: str) -> None:
        self.attrs = {k.replace("_", "-"): v for k, v in attrs.items()}
        self.classList = Classes(classes)  # noqa: N815 (the DOM's name)
        self.dataset = Data(self.attrs)

    def getAttribute(self, name: str) -> str | None:  # noqa: N802
        return self.attrs.get(name)


# the page's other events, as App.mount and tabs.mounted turn them into verbs
EVENTS = {"storage.changed", "fragment.changed", "tab.said", "update.ready", "replay.goto",
          "welcome.choose",
          # what running an effect brings back (effects.py)
          "ai.answered", "hint.answered", "review.done", "ai.started", "saves.copied",
          "remote.copied", "update.failed"}


@pytest.mark.parametrize(("button", "verb"), [
    (Button(id="btn-undo"), ("undo", None)),
    (Button(id="btn-zoom-out"), ("zoom", "-1")),
    (Button(id="welcome-computer"), ("welcome.start", "computer")),
    (Button(id="games-close"), ("saves.show", None)),
    (Button(id="replay-next"), ("replay", "next")),
    (Button(data_game_rename_ok="g1"), ("game.rename_ok", "g1")),
    (Button("remote-row", data_remote="abc"), ("remote.row", "abc")),
    (Button("opt", data_opt="card:23", data_target="card:23"), ("pick", "card:23")),
    (Button("rules-go", id="zoom-icons", data_rules_go="G"), ("rules.go", "G")),
    (Button("rules-link", data_rules="5.1"), ("rules.open", "5.1")),
    (Button("w-lang", data_lang="de"), ("welcome.lang", "de")),
    (Button(id="pass-ok", data_side="east"), ("pass.ok", "east")),
    (Button("chip chip-flight", data_explain="why"), ("explain", "why")),
    (Button("zoom-card", data_card="12"), ("enlarge", "12")),
    (Button(data_act="hint", data_arg="x", id="btn-undo"), ("hint", "x")),  # data-act first
])
def test_a_button_names_its_verb(button: Button, verb: tuple[str, str | None]) -> None:
    assert door.verb_of(button) == verb


def test_a_button_of_no_verb_is_left_to_the_page() -> None:
    assert door.verb_of(Button(id="card-close")) is None
    assert door.verb_of(Button("something")) is None


def test_every_verb_of_the_page_and_the_keys_has_one_handler() -> None:
    verbs = {verb for verb, _ in door.BY_ID.values()} | set(door.ROWS.values()) | \
        set(keys.KEYS.values()) | {"rules.go", "rules.open", "welcome.lang", "pick", "replay",
                                   "remote.row", "pass.ok", "explain", "enlarge", "undo.key"} | \
        EVENTS
    assert verbs <= set(door.HANDLERS)
    with pytest.raises(ValueError, match="has a handler already"):
        door.on("undo")(lambda app, arg: None)


class Shell:
    """The door's side of the App: a verb under way (``acting``), the first game opened
    before a verb (a first visit's waits for one) and the one paint."""

    def __init__(self) -> None:
        self.acting: Effects | None = None
        self.painted: list[Effects] = []
        self.opened = 0  # calls of open_first_game
        self.loaded = 0  # calls of load_features

    def load_features(self) -> None:
        self.loaded += 1

    def open_first_game(self) -> None:
        assert self.acting is None  # before the verb's handler, outside any verb
        self.opened += 1

    def render(self, effects: Effects) -> None:
        assert self.acting is None  # the paint comes after the handler, never inside it
        self.painted.append(effects)


def test_act_runs_the_handler_with_its_argument() -> None:
    seen: list[tuple[Any, str | None]] = []
    shell = Shell()
    door.on("test.verb")(lambda app, arg: seen.append((app, arg)))
    try:
        assert door.act(shell, "test.verb", "7")
        assert not door.act(shell, "no.such.verb")
    finally:
        del door.HANDLERS["test.verb"]
    assert seen == [(shell, "7")]
    assert shell.painted == [[]]  # one paint for the verb, none for the unknown one
    assert shell.loaded == 1  # the unknown verb had the features loaded first



def test_every_verb_finds_the_first_game_open_before_its_handler_runs() -> None:
    """A first visit's first screen is painted before any game is open (App.open_first_game,
    issue 39): the door opens it before a verb's handler, so no handler meets a page
    without a game; a verb inside another does not ask again."""
    shell = Shell()
    seen: list[int] = []
    door.on("test.inner")(lambda app, arg: seen.append(app.opened))

    def outer(app: Any, arg: str | None) -> Effects:
        seen.append(app.opened)
        door.act(app, "test.inner")
        return []

    door.on("test.outer")(outer)
    try:
        door.act(shell, "test.outer")
        assert not door.act(shell, "no.such.verb")
    finally:
        del door.HANDLERS["test.inner"], door.HANDLERS["test.outer"]
    assert seen == [1, 1]
    assert shell.opened == 1  # not for the inner verb, nor for a verb no handler knows


def test_a_verb_that_needs_no_game_does_not_open_one() -> None:
    """The first screen's radio choices (``welcome.choose``, main.py's take-over of what was
    chosen before Python was up) leave the first game unopened; the next verb opens it."""
    shell = Shell()
    door.on("test.first-screen", game=False)(lambda app, arg: None)
    door.on("test.game")(lambda app, arg: None)
    try:
        door.act(shell, "test.first-screen")
        assert shell.opened == 0 and shell.painted == [[]]
        door.act(shell, "test.game")
        assert shell.opened == 1
    finally:
        del door.HANDLERS["test.first-screen"], door.HANDLERS["test.game"]
        door.WITHOUT_GAME.discard("test.first-screen")
    assert door.WITHOUT_GAME == {"welcome.choose"}


def test_the_door_paints_once_after_the_handler_then_its_effects_run() -> None:
    shell = Shell()
    door.on("test.effects")(lambda app, arg: [Focus(f"#{arg}")])
    door.on("test.none")(lambda app, arg: None)
    try:
        assert door.act(shell, "test.effects", "x") and door.act(shell, "test.none")
    finally:
        del door.HANDLERS["test.effects"], door.HANDLERS["test.none"]
    assert shell.painted == [[Focus("#x")], []]


def test_a_verb_done_inside_another_joins_its_one_paint() -> None:
    shell = Shell()
    door.on("test.inner")(lambda app, arg: [Focus("#inner")])

    def outer(app: Any, arg: str | None) -> Effects:
        door.act(app, "test.inner")
        return [Focus("#outer")]

    door.on("test.outer")(outer)
    try:
        door.act(shell, "test.outer")
    finally:
        del door.HANDLERS["test.inner"], door.HANDLERS["test.outer"]
    assert shell.painted == [[Focus("#inner"), Focus("#outer")]]


def test_a_failing_handler_shows_what_it_changed_and_fails() -> None:
    shell = Shell()

    def broken(app: Any, arg: str | None) -> None:
        raise RuntimeError("broken")

    door.on("test.broken")(broken)
    try:
        with pytest.raises(RuntimeError, match="broken"):
            door.act(shell, "test.broken")
    finally:
        del door.HANDLERS["test.broken"]
    assert shell.painted == [[]] and shell.acting is None
