"""Issue 37: the door owns painting and effects. Every registered verb, done over the
stand-in page (tests/ui_page.py) in a game under way, changes the state in its handler,
then the page is painted exactly once, then the effects run: those the new screen asks for
and, last, the handler's own. A handler that painted, or ran its effects itself, would show
here as a paint or a run before the handler returned."""

from __future__ import annotations

import json
from typing import Any

import pytest
from ui_page import Page

from wsdv.ui import door
from wsdv.ui.effects import Effects

# an argument each verb's buttons or events give it (None: it takes none)
ARGS: dict[str, str | None] = {
    "ai.answered": json.dumps({"version": -1, "error": "late"}),
    "hint.answered": json.dumps({"version": -1, "error": "late"}),
    "outlook.answered": json.dumps({"version": -1}),
    "review.done": json.dumps({"save": "x", "error": "late"}),
    "tab.said": json.dumps({"tab": "other", "open": "g1"}),
    "storage.changed": "wsdv.games",
    "enlarge": "12", "explain": "why", "zoom": "1", "pace.set": "brisk",
    "info.show": json.dumps(["province", "Hessen"]), "pick.open": json.dumps([]),
    "target": "prov:Hessen", "pass.ok": "west",
    "lang.set": "de", "welcome.lang": "de", "welcome.start": "hotseat",
    "welcome.choose": "welcome-side=east", "rules.open": "1", "rules.go": "1",
    "replay": "next", "replay.goto": "2", "saves.show": "games", "saves.copy": "export-text",
    "saves.copied": "1", "remote.copied": "1", "remote.new": "west", "remote.open": "remote-in",
    "remote.row": "nosuchgame", "remote.file": "not a message",
}
RECORD_VERBS = ("game.open", "game.replay", "game.export", "game.rename", "game.rename_ok",
                "game.delete", "game.delete_ok", "game.cancel")


def _page() -> Page:
    tab = Page({"aipace": "0"}, computer=False)
    tab.act("welcome.start", "hotseat")
    tab.play(6)
    return tab


def _arg(tab: Page, verb: str) -> str | None:
    if verb in RECORD_VERBS:
        return tab.data("gameId") or (tab.app.state.record.id if tab.app.state.record else "")
    if verb == "pick":
        return tab.options()[0]
    return ARGS.get(verb)


@pytest.mark.parametrize("verb", sorted(door.HANDLERS))
def test_every_verb_paints_once_after_its_handler_then_runs_its_effects(verb: str) -> None:
    tab = _page()
    app = tab.app
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
    try:
        tab.act(verb, _arg(tab, verb))
    finally:
        door.HANDLERS[verb] = handler
    start = events.index(("handler", None))
    end = next(i for i, (kind, _) in enumerate(events) if kind == "returned")
    assert [kind for kind, _ in events[start:end + 1]].count("paint") == 0, \
        f"{verb}: painted inside its handler"
    assert [kind for kind, _ in events[start:end + 1]].count("run") == 0, \
        f"{verb}: ran effects inside its handler"
    after = events[end + 1:end + 3]
    assert [kind for kind, _ in after] == ["paint", "run"], f"{verb}: {events[end + 1:]}"
    returned, ran = events[end][1], after[1][1]
    assert ran[len(ran) - len(returned):] == returned  # the handler's effects, run last
