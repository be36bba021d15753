"""Save strings made before the rules corrections of rulings 7, 26 and 27 (sections 5.1, 9.5,
10.3): they replay to the same position where the corrections change nothing, and fail with
a clear SaveError naming the choice where a correction made an old choice illegal."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from wsdv.engine import Game, SaveError, savefile
from wsdv.words import text as said

SAVES = json.loads((Path(__file__).parent / "data" / "saves_before_rules_fixes.json")
                   .read_text(encoding="utf-8"))
# the position's core, as the engine before the corrections recorded it
CORE = ("decade", "half", "phase", "turn", "deck", "display", "special", "hands", "played",
        "discard", "removed", "police", "factories", "infra", "dead_sites", "unrest", "ls",
        "sectors", "imported", "socialists", "box", "prestige", "wc", "soc_track", "flight",
        "wall", "stasi_disbanded", "result")


def digest(g: Game, old_discard: list[str] | None = None) -> str:
    d = g.state.to_dict()
    if old_discard is not None:
        d["discard"] = old_discard
    core = json.dumps({k: d[k] for k in CORE}, sort_keys=True, default=sorted)
    return hashlib.sha256(core.encode()).hexdigest()[:16]


def load_as_before(text: str) -> tuple[Game, list[str]]:
    """The save replayed choice by choice, with the discard pile as the engine kept it before
    ruling 28 (3 / 9.10): each decade's undrawn deck, now set aside unseen, was put on it at
    the decade's end, just before the special card left in the display."""
    seed, choices = savefile.decode(text)
    g = Game.new(seed)
    old: list[str] = []
    for choice in choices:
        s = g.state
        n_discard, n_aside, special = len(s.discard), len(s.set_aside), s.special
        g.choose(choice)
        s = g.state
        new, aside = s.discard[n_discard:], s.set_aside[n_aside:]
        if aside and special is not None and new and new[-1] == special:
            new = new[:-1] + aside + [special]
        else:
            new = new + aside
        old += new
    assert g.state.set_aside == [c for c in old if c in set(g.state.set_aside)]
    assert sorted(old) == sorted(g.state.discard + g.state.set_aside)
    return g, old


def test_old_saves_replay_identically_but_for_the_set_aside_decks() -> None:
    """3 / 9.10 (ruling 28): the undrawn decks no longer go on the discard pile; everything
    else of every old save's position is what the engine recorded before, and a game that
    ended after a decade's end has its set-aside cards, none of them on the discard pile."""
    entries = SAVES["replay_same"] + BEFORE_MESSAGES["saves"]
    moved = 0
    for entry in entries:
        g, old = load_as_before(entry["save"])
        assert digest(g, old) == entry["digest"]
        assert not set(g.state.set_aside) & set(g.state.discard)
        moved += len(g.state.set_aside)
    assert moved > 0, "no old save reached a decade's end: the test proves nothing"


@pytest.mark.parametrize("entry", SAVES["replay_same"])
def test_old_save_untouched_by_the_corrections_replays_to_the_same_position(entry) -> None:
    g = Game.load(entry["save"])
    assert digest(g, load_as_before(entry["save"])[1]) == entry["digest"]


@pytest.mark.parametrize("entry", SAVES["replay_refused"])
def test_old_save_with_a_choice_the_corrections_made_illegal_names_it(entry) -> None:
    """5.1 (ruling 7: a line next to the protest-free end of a connection whose other end is
    blocked) and 9.5 with 10.3 (ruling 26: West is now asked on a tie)."""
    with pytest.raises(SaveError) as e:
        Game.load(entry["save"])
    message = str(e.value)
    assert f"choice {entry['n']} of " in message
    assert repr(entry["choice"]) in message
    assert len(message) < 400


def test_old_save_replays_with_ruling_27_west_berlin_limit() -> None:
    """9.5 (ruling 27): a game whose West Berlin held an LS above the limit of a supplier that
    had transferred before now loses it at the End of Decade; the rest replays."""
    entry = SAVES["rule_27_changes_the_position"][0]
    g, old = load_as_before(entry["save"])
    assert digest(g, old) != entry["digest"]
    assert any(said(e).startswith("West Berlin loses 1 LS") for e in g.log)


def test_a_huge_illegal_choice_id_gives_a_short_message() -> None:
    """A save string whose choice id is 100 KB long is refused with a message of a few
    hundred characters that still says which choice failed."""
    bad = savefile.encode(3, ["x" * 100_000])
    with pytest.raises(SaveError) as e:
        Game.load(bad)
    assert len(str(e.value)) < 400 and "choice 1 of 1" in str(e.value)


BEFORE_MESSAGES = json.loads((Path(__file__).parent / "data" / "saves_before_messages.json")
                             .read_text(encoding="utf-8"))


@pytest.mark.parametrize("entry", BEFORE_MESSAGES["saves"])
def test_save_from_before_the_messages_replays_identically(entry) -> None:
    """Save strings made while the engine still spoke in sentences (finished games and games
    stopped mid-turn) replay to the same position and wait for the same decision."""
    g = Game.load(entry["save"])
    assert digest(g, load_as_before(entry["save"])[1]) == entry["digest"]
    now = None if g.prompt is None else [g.prompt.side, g.prompt.kind, g.prompt.ids()]
    assert now == entry["prompt"]
