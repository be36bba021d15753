"""The engine contract is the only door (docs/engine.md): the UI and the AI import only the
engine's public modules, never read the flow stack, and get what a choice changed, the card
in play and what a side knows as data in the view."""

from __future__ import annotations

import ast
import random
from pathlib import Path

from positions import at, choose, clear_economy, frame, place

from wsdv.engine import Game

ROOT = Path(__file__).resolve().parents[1]
# The contract: the package's own names (Game, Prompt, Option, State, errors), the printed
# facts of the board and the cards, and the save format.
PUBLIC = {"wsdv.engine", "wsdv.engine.board", "wsdv.engine.data", "wsdv.engine.savefile"}


def _engine_imports(path: Path) -> set[str]:
    """The engine modules a file imports (relative imports resolved within wsdv)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, *([base] if base else [])])
            names = [f"{base}.{a.name}" for a in node.names]
            for name in [base, *names]:
                if name.startswith("wsdv.engine"):
                    out.add(name)
        elif isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name.startswith("wsdv.engine")}
    return out


def _reads_stack(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Attribute)
            and n.attr == "stack"]


def _internal_imports(path: Path) -> list[str]:
    from wsdv import engine

    names = {f"wsdv.engine.{name}" for name in engine.__all__}  # Game, Prompt, ...: names
    facts = PUBLIC - {"wsdv.engine"}
    return sorted(m for m in _engine_imports(path)
                  if m not in PUBLIC and m not in names and m.rsplit(".", 1)[0] not in facts)


def test_ui_and_ai_import_only_the_public_contract() -> None:
    bad = {str(p.relative_to(ROOT)): found
           for folder in ("ui", "ai") for p in sorted((ROOT / "wsdv" / folder).glob("*.py"))
           if (found := _internal_imports(p))}
    assert not bad, f"engine internals imported: {bad}"


def test_ui_and_ai_never_read_the_flow_stack() -> None:
    found = {str(p.relative_to(ROOT)): lines
             for folder in ("ui", "ai") for p in sorted((ROOT / "wsdv" / folder).glob("*.py"))
             if (lines := _reads_stack(p))}
    assert not found, f"the flow stack is read at {found}"


def test_the_checks_catch_an_internal_import_and_a_stack_read() -> None:
    probe = ROOT / "wsdv" / "ui" / "_probe_contract.py"
    probe.write_text("from ..engine.decade_end import ls_limits\nfrom ..engine import flow, Game\n"
                     "from ..engine.board import LINES\nx = g.state.stack\n", encoding="utf-8")
    try:
        assert _internal_imports(probe) == ["wsdv.engine.decade_end",
                                            "wsdv.engine.decade_end.ls_limits",
                                            "wsdv.engine.flow"]
        assert _reads_stack(probe) == [4]
    finally:
        probe.unlink()


def test_a_build_choice_records_the_factory_and_its_value_change() -> None:
    """5.1 as a change record: the new factory, in the entry of that choice, by its chooser."""
    g = Game.new(1)
    clear_economy(g)
    place(g, "Leipzig")
    at(g, frame("build", side="east", by="east", points=2, optional=True))
    n = len(g.choices)
    choose(g, "city:Dresden")
    entry = g.log[-1]
    assert entry["msg"]["key"] == "log.build_factory" and entry["by"] == "east"
    assert entry["n"] == n + 1
    assert entry["changes"] == {"factories": {"built": ["Dresden"]}}
    choose(g, "line:Leipzig~Dresden")
    assert g.log[-1]["changes"] == {"infrastructure": {"built": ["Leipzig~Dresden"]}}


def test_view_gives_the_card_in_play_and_the_opponents_last_turn() -> None:
    """What just happened, for the side about to choose: the opponent's choices since its own
    last choice, merged, with the entries they wrote; the card being resolved meanwhile."""
    g = Game.new(4)
    west_card = g.prompt.options[0].id
    choose(g, west_card)
    assert g.view("west")["in_play"] == west_card.removeprefix("card:")
    while g.prompt.side == "west":
        choose(g, g.prompt.options[0].id)
    v = g.view("east")
    turn = v["last_turn"]
    assert turn["by"] == "west" and turn["choices"][0] == 1
    assert all(v["log"][i]["by"] == "west" for i in turn["entries"])
    assert west_card.removeprefix("card:") in turn["changes"]["cards"]["played"] or \
        v["police"], "the played card is on the row (or collected by East)"
    assert v["in_play"] is None


def test_change_records_name_no_hidden_card() -> None:
    """Ruling 6: a change record goes into the shared log, so it names only open cards; hand
    and deck changes are counts."""
    for seed in range(8):
        g = Game.new(seed)
        pick = random.Random(seed)
        while g.prompt is not None:
            choose(g, pick.choice(g.prompt.options).id)
            s = g.state
            hidden = set(s.hands["west"]) | set(s.hands["east"]) | set(s.deck) | set(s.removed)
            for e in g.log[-3:]:
                named = {c for cs in e.get("changes", {}).get("cards", {}).values() for c in cs}
                assert not named & hidden, (seed, e)
                assert all(isinstance(v, int)
                           for v in e.get("changes", {}).get("counts", {}).values())


def test_a_view_without_the_outlook_is_the_same_view_less_the_outlook() -> None:
    """`view(side, with_outlook=False)` (for callers that need only cards and log, like the
    fair-play player) differs from the full view in the outlook alone."""
    rnd = random.Random(5)
    g = Game.new(5)
    for _ in range(60):
        for side in ("west", "east", None):
            full, light = g.view(side), g.view(side, with_outlook=False)
            assert light["outlook"] is None
            assert {k: v for k, v in full.items() if k != "outlook"} == \
                {k: v for k, v in light.items() if k != "outlook"}
        if g.result is not None:
            break
        g.choose(rnd.choice(g.prompt.ids()))


def test_the_outlook_is_ready_once_searched_and_when_none_is_due() -> None:
    """`outlook_ready()` tells a page whether `view()` would run the End of Decade search:
    False for a new position, True once it ran (cached) and when no outlook is due."""
    from wsdv.engine import outlook

    g = Game.new(3)
    outlook.clear_cache()
    assert not g.outlook_ready()
    g.view("west")
    assert g.outlook_ready()
    g.choose(g.prompt.ids()[0])
    while g.state.phase == 0 and g.outlook_ready() and g.result is None:
        g.choose(g.prompt.ids()[0])  # choices that leave the public board as it was
    if g.state.phase == 0 and g.result is None:
        assert not g.outlook_ready()
        assert g.view("east")["outlook"] is not None and g.outlook_ready()
