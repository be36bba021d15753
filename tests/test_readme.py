"""The README's commands work as written: each quick command of the "More commands" table runs
from the repository's top and says something sensible; the quick start is the two commands
CI relies on. Not a rules test (no rulebook section): it keeps the README honest."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"

pytestmark = pytest.mark.skipif(
    sys.platform == "emscripten" or not README.exists(),
    reason="needs the repository and subprocesses (not in Pyodide)")


def section(title: str) -> str:
    text = README.read_text(encoding="utf-8")
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start:end if end >= 0 else len(text)]


def table_commands() -> list[str]:
    """The first column of the "More commands" table, unquoted."""
    rows = re.findall(r"(?m)^\| `([^`]+)` \|", section("More commands"))
    assert rows, "the README has no More commands table"
    return rows


def run(command: str, timeout: float = 120) -> str:
    argv = shlex.split(command)
    if argv[0].startswith(".venv/") and not (ROOT / argv[0]).exists():
        pytest.skip(f"{argv[0]} is missing (made by bash tools/test.sh)")
    done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{command!r} exited {done.returncode}:\n{done.stderr[-2000:]}"
    return done.stdout


def _play(out: str) -> None:
    assert re.search(r"^\[1\.1\] WEST ", out, re.M), out[:500]
    assert re.search(r"^Result: (WEST|EAST) wins by .+ in decade [1-4] \(\d+ choices\)$",
                     out, re.M), out[-500:]


def _bench(out: str) -> None:
    assert re.match(r"5 games, \d+ choices in .* games/s, \d+ choices/s", out), out


def _cards(out: str) -> None:
    cards = json.loads(out)
    ids = {c["id"] for c in cards}
    assert len(cards) >= 84 and {"1", "80", "I"} <= ids
    assert all({"title_en", "title_de", "colour", "icons"} <= set(c) for c in cards)


def _arena(out: str) -> None:
    assert "Arena: easy vs random, 2 games" in out
    assert re.search(r"easy overall : \d/2 won", out), out


# Each command of the table: how this test treats it. A shrink replaces the first text by the
# second (only counts of a long run); None leaves a command out, with the reason.
CHECKS: dict[str, tuple[str, str] | None] = {
    ".venv/bin/python -m wsdv.engine play --seed 7": ("", ""),
    # 300 games take several seconds on a busy machine: 5 say the same
    ".venv/bin/python -m wsdv.engine bench --games 300": ("--games 300", "--games 5"),
    ".venv/bin/python -m wsdv.engine cards --json": ("", ""),
    # 20 games of the easy level take tens of seconds: 2 (one deal, both sides) suffice
    ".venv/bin/python -m wsdv.ai arena --east easy --west random --games 20 --seed 1":
        ("--games 20", "--games 2"),
    "python3 build.py": None,  # the test command builds dist/ before it runs the tests
    "python3 build.py pyodide-tests": None,  # the test command's own Pyodide phase
    ".venv/bin/python tools/bench_boot.py --runs 5": None,  # drives a browser, minutes
    ".venv/bin/python tools/bench_first_visit.py --pairs 12": None,  # drives a browser
    # 20 runs of the imports take several seconds: 2 say the same
    ".venv/bin/python tools/bench_imports.py --runs 20": ("--runs 20", "--runs 2"),
    "bash tools/arena_report.sh 200 1": None,  # hours of arena games
    ".venv/bin/python tools/bench_ai_browser.py --turns 15": None,  # drives a browser
    "python3 tools/make_map.py": None,  # rewrites a committed file: test_make_map_as_written
}
def _imports(out: str) -> None:
    assert re.search(r"wsdv\.zip: median \d+\.\d ms, least \d+\.\d ms, first run \d+\.\d ms "
                     r"\(2 runs; \d+ modules of the package\)$", out, re.M), out


VERIFY: dict[str, Callable[[str], None]] = {
    "play": _play, "bench": _bench, "cards": _cards, "arena": _arena,
    "tools/bench_imports.py": _imports}
QUICK = [c for c, how in CHECKS.items() if how is not None]


def test_every_command_of_the_table_is_known_here() -> None:
    """A new or changed row must be added to CHECKS (run, shrunk, or left out with a
    reason), so no command of the README goes untested by accident."""
    assert sorted(table_commands()) == sorted(CHECKS)


@pytest.mark.parametrize("command", QUICK)
def test_readme_command_runs_as_written(command: str) -> None:
    shrink = CHECKS[command]
    assert shrink is not None
    old, new = shrink
    if old:
        assert old in command
        command = command.replace(old, new)
    kind = next(k for k in VERIFY if f" {k} " in f"{command} ")
    VERIFY[kind](run(command))


@pytest.mark.slow
def test_make_map_as_written() -> None:
    """`python3 tools/make_map.py` rebuilds wsdv/data/map.json: run as written it gives the
    committed bytes (the file is put back as it was if it ever did not)."""
    if not (ROOT / ".cache" / "svg-maps-germany-2.0.0" / "package" / "index.js").exists():
        pytest.skip("the map's source package is not in .cache/ (make_map would fetch it)")
    committed = (ROOT / "wsdv" / "data" / "map.json").read_bytes()
    try:
        out = run("python3 tools/make_map.py")
        assert out.startswith("wrote ") and "map.json" in out
        assert (ROOT / "wsdv" / "data" / "map.json").read_bytes() == committed
    finally:
        (ROOT / "wsdv" / "data" / "map.json").write_bytes(committed)


def test_quick_start_is_the_two_commands_ci_relies_on() -> None:
    block = re.search(r"```bash\n(.*?)```", section("Quick start"), re.S)
    assert block is not None, "the quick start has no bash block"
    commands = [line.split("#")[0].strip() for line in block.group(1).splitlines()
                if line.strip()]
    assert commands == ["python3 build.py serve", "bash tools/test.sh"]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    calls = [line.strip() for line in ci.splitlines()
             if line.strip() and not line.lstrip().startswith("#")]
    assert "bash tools/test.sh" in calls


def test_play_by_link_paragraph_names_the_page_s_own_labels() -> None:
    """The README's play-by-link item names the top bar's button and the first screen's
    mode with the words the page shows, and links to how it works."""
    from wsdv.words.en import REMOTE

    play = section("Play")
    start = play.index("- **A friend far away, by link**")
    paragraph = play[start:play.index("\n- ", start + 1) if "\n- " in play[start + 1:]
                     else play.index("\n\n", start)]
    assert f"**{REMOTE['remote.button']}**" in paragraph
    assert f"*{REMOTE['remote.title']}*" in paragraph
    assert "docs/fair-play.md" in paragraph and (README.parent / "docs" / "fair-play.md").exists()
