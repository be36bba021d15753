"""The floors of the UI (issue 25, docs/ui.md): every module of wsdv/ui sits on one floor and
imports only from its own floor and the floors below it, and the package has no import
circle. The floors are a table here, not folders: the files stay where the site build
(sitebuild/, build.py), index.html and the browser tests expect them.

    base      helpers with no floor of their own (dom.found: is a JS value there)
    model     the state and the rules of the page: no HTML, no DOM, no browser
    view      pure renderers: the engine's view and the state in, HTML and SVG strings out
    feature   the features, each functions over its slice of the state (saves, tabs, guide,
              tour, remote, opponent, update, and opening and paste above and beside saves
              and remote): state changes, their effects, their painting through the page
              port; none holds the App (they get it as `shell_api.Shell`)
    shell     what touches the browser: the App, the page port, keys, events, the entry

Imports under ``if TYPE_CHECKING:`` are for type hints only and are not counted for the
floors; for the circles they are (issue 37: no circle even through a type hint).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "wsdv" / "ui"

FLOORS = ("base", "model", "view", "feature", "shell")
FLOOR: dict[str, str] = {
    "__init__": "base", "dom": "base",
    # model
    "state": "model", "current": "model", "door": "model", "effects": "model",
    "storage": "model", "records": "model", "remote_store": "model", "replay": "model",
    "params": "model", "hotseat": "model", "targets": "model", "eod_steps": "model",
    "record_schema": "model",
    # view
    "svg": "view", "i18n": "view", "guide_words": "view", "layout": "view", "board": "view",
    "tracks": "view", "cards": "view", "icons": "view", "panels": "view", "recap": "view",
    "stakes": "view", "pace": "view", "gameover": "view", "welcome": "view",
    "rules_ref": "view", "glossary_html": "view", "saves_html": "view",
    "remote_html": "view", "advice_html": "view", "why_not": "view", "confirm": "view",
    "eod_html": "view", "tour_html": "view", "option_notes": "view", "screen": "view",
    # features
    "saves": "feature", "tabs": "feature", "guide": "feature", "remote": "feature",
    "opponent": "feature", "update": "feature", "tour": "feature", "opening": "feature",
    "paste": "feature", "play": "feature",
    # shell
    "shell_api": "feature", "ai_client": "shell",
    "app": "shell", "page": "shell", "keys": "shell", "dialogs": "shell",
    "board_pick": "shell", "main": "shell",
    "ai_worker": "shell", "worker_files": "shell", "fake_page": "shell", "pyscript_code": "shell",
}


def runtime_imports(source: str, package: str = "wsdv.ui", hints: bool = False) -> set[str]:
    """The modules of `package` a module of it imports when it runs (relative or absolute), leaving
    out the imports under ``if TYPE_CHECKING:`` (with `hints`: those too)."""
    out: set[str] = set()

    def visit(node: ast.AST) -> None:
        if not hints and isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level == 1:
                if module:
                    out.add(module.split(".")[0])
                else:
                    out.update(alias.name for alias in node.names)
            elif node.level == 0 and module.startswith(package + "."):
                out.add(module.split(".")[2])
            elif node.level == 0 and module == package:
                out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(package + "."):
                    out.add(alias.name.split(".")[2])
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(source))
    return out


def graph(folder: Path = UI) -> dict[str, set[str]]:
    package = ".".join(folder.relative_to(ROOT).parts)
    return {p.stem: runtime_imports(p.read_text(encoding="utf-8"), package)
            for p in sorted(folder.glob("*.py"))}


def upward(imports: dict[str, set[str]], floor: dict[str, str]) -> list[str]:
    """Every import of a module on a higher floor, as "module (floor) -> module (floor)"."""
    level = {name: FLOORS.index(f) for name, f in floor.items()}
    return [f"{a} ({floor[a]}) -> {b} ({floor[b]})"
            for a, targets in sorted(imports.items()) for b in sorted(targets)
            if b in level and a in level and level[b] > level[a]]


def circles(imports: dict[str, set[str]]) -> list[list[str]]:
    """The import circles (strongly connected components of more than one module, or a
    module importing itself)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(imports.get(v, ())):
            if w not in imports:
                continue
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                part.append(w)
                if w == v:
                    break
            if len(part) > 1 or v in imports.get(v, ()):
                out.append(sorted(part))

    for v in sorted(imports):
        if v not in index:
            connect(v)
    return out


def test_the_checks_find_an_upward_import_and_a_circle() -> None:
    source = ("from __future__ import annotations\n"
              "from typing import TYPE_CHECKING\n"
              "from . import board, state\n"
              "from .app import App\n"
              "from wsdv.ui.page import BrowserPage\n"
              "if TYPE_CHECKING:\n"
              "    from .saves import Saves\n")
    assert runtime_imports(source) == {"board", "state", "app", "page"}
    floor = {"m": "model", "v": "view", "s": "shell"}
    imports = {"m": {"v"}, "v": {"m"}, "s": {"m", "v"}}
    assert upward(imports, floor) == ["m (model) -> v (view)"]
    assert circles(imports) == [["m", "v"]]


def test_every_ui_module_has_a_floor() -> None:
    modules = {p.stem for p in UI.glob("*.py")}
    assert modules - FLOOR.keys() == set(), "a new module of wsdv/ui needs its floor here"
    assert FLOOR.keys() - modules == set(), "a module of the table is gone"


def test_no_module_imports_from_a_floor_above_its_own() -> None:
    assert upward(graph(), FLOOR) == []


def test_the_ui_has_no_import_circle() -> None:
    assert circles(graph()) == []


def test_the_ui_has_no_import_circle_even_through_a_type_hint() -> None:
    """Counting the imports under ``if TYPE_CHECKING:`` (the features once formed one with
    shell_api, and app with keys, through their type hints alone)."""
    hinted = {p.stem: runtime_imports(p.read_text(encoding="utf-8"), hints=True)
              for p in sorted(UI.glob("*.py"))}
    assert circles(hinted) == []


def test_the_type_hint_check_finds_a_circle_made_by_a_hint() -> None:
    one = ("from typing import TYPE_CHECKING\n"
           "if TYPE_CHECKING:\n"
           "    from .two import Two\n")
    two = "from . import one\n"
    assert circles({"one": runtime_imports(one), "two": runtime_imports(two)}) == []
    assert circles({"one": runtime_imports(one, hints=True),
                    "two": runtime_imports(two, hints=True)}) == [["one", "two"]]


def test_fair_has_no_import_circle() -> None:
    imports = graph(ROOT / "wsdv" / "fair")
    assert "player" in imports and imports["player"], "the check reads wsdv/fair's imports"
    assert circles(imports) == []


# the document and the window, as the App and the page port hold them
BROWSER_NAMES = {"doc", "win", "document", "window"}


def browser_reads(source: str) -> list[str]:
    """Where a module reaches the browser itself: an attribute named like the document or
    the window (``app.doc``, ``self.app.win.location``), or an import of PyScript's."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr in BROWSER_NAMES:
            found.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in (
                "pyscript", "js", "pyodide"):
            found.append((node.lineno, f"from {node.module} import ..."))
        elif isinstance(node, ast.Import):
            found += [(node.lineno, f"import {a.name}") for a in node.names
                      if a.name.split(".")[0] in ("pyscript", "js", "pyodide")]
    return [f"line {line}: {what}" for line, what in sorted(found)]


def test_the_check_finds_a_feature_reaching_the_document() -> None:
    source = ("def render(app):\n"
              "    app.doc.getElementById('x').hidden = True\n"
              "    loc = app.win.location\n"
              "    from pyscript import document\n"
              "    app.page.show('x', False)\n"
              "    import js\n"
              "    js.localStorage.setItem('k', 'v')\n")
    assert browser_reads(source) == ["line 2: app.doc", "line 3: app.win",
                                     "line 4: from pyscript import ...", "line 6: import js"]


def test_only_the_shell_touches_the_browser() -> None:
    """Below the shell (model, view, features) the browser is reached through the page port
    (wsdv/ui/page.py: painting, <body data-*> hooks, fields, the address, storage, the other
    tabs), never through the document or the window themselves."""
    reads = {name: browser_reads((UI / f"{name}.py").read_text(encoding="utf-8"))
             for name, floor in FLOOR.items() if floor != "shell"}
    assert {name: found for name, found in reads.items() if found} == {}


def test_no_feature_names_the_app_even_for_a_type_hint() -> None:
    """Issue 37: below the shell nothing imports app.py, not even under TYPE_CHECKING (the
    features' type hint is shell_api.Shell, a Protocol the App meets): the type-hint imports
    made the nine modules around app.py one circle."""
    source = ("from typing import TYPE_CHECKING\n"
              "if TYPE_CHECKING:\n"
              "    from .app import App\n")
    assert "app" in runtime_imports(source, hints=True) and "app" not in runtime_imports(source)
    bad = [name for name, floor in FLOOR.items() if floor != "shell" and
           "app" in runtime_imports((UI / f"{name}.py").read_text(encoding="utf-8"), hints=True)]
    assert bad == []


def handler_port_calls(source: str) -> list[str]:
    """Where a handler (a function registered with door.on) reaches a port or runs effects
    itself: ``app.page``, ``app.doc``, ``app.win``, ``app.run(...)``. A handler changes the
    state through the features and returns; painting and effects are the shell's."""
    out = []
    for fn in ast.walk(ast.parse(source)):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) or not any(
                isinstance(d, ast.Call) and isinstance(d.func, ast.Name) and d.func.id == "on"
                for d in fn.decorator_list):
            continue
        for node in ast.walk(fn):
            if isinstance(node, ast.Attribute) and node.attr in ("page", "doc", "win", "run"):
                out.append((node.lineno, f"{fn.name}: {ast.unparse(node)}"))
    return [what for _, what in sorted(out)]


# none left: the By link screen's open or shut state is in UiState (RemoteUi.screen_open),
# painted by Remote.paint
HANDLER_PORT_DEBT: dict[str, list[str]] = {}


def test_the_check_finds_a_port_call_in_a_handler() -> None:
    source = ("@on('x.copy')\n"
              "def _copy(app, arg):\n"
              "    app.page.copy(arg)\n"
              "    app.run([])\n"
              "@on('x.go')\n"
              "def _go(app, arg):\n"
              "    app.saves.go(arg)\n"
              "def helper(app):\n"
              "    app.page.show('x', True)\n")
    assert handler_port_calls(source) == ["_copy: app.page", "_copy: app.run"]


def test_no_handler_calls_a_port() -> None:
    found = {p.stem: calls for p in sorted(UI.glob("*.py"))
             if (calls := handler_port_calls(p.read_text(encoding="utf-8")))}
    assert found == HANDLER_PORT_DEBT


def paint_calls(source: str, module: str) -> list[str]:
    """Where something paints that may not: ``x.render()`` is the door's (door.act) and the
    start's (App.start: the first paint); a ``paint*`` method is called only while painting
    (from ``render`` or another ``paint*``). So a handler or a feature never paints
    half-changed state."""
    out: list[tuple[int, str]] = []

    def walk(node: ast.AST, fn: str) -> None:
        for child in ast.iter_child_nodes(node):
            name = child.name if isinstance(child, (ast.FunctionDef,
                                                    ast.AsyncFunctionDef)) else fn
            if isinstance(child, ast.Call) and isinstance(child.func, ast.Attribute):
                attr = child.func.attr
                door_or_mount = (module, fn) in (("door", "act"), ("app", "start"))
                painting = fn == "render" or fn.startswith(("paint", "_paint"))
                if (attr == "render" and not child.args and not door_or_mount) or \
                        (attr.startswith(("paint", "_paint")) and not painting):
                    out.append((child.lineno, f"{fn}: {ast.unparse(child)}"))
            walk(child, name)

    walk(ast.parse(source), "")
    return [what for _, what in sorted(out)]


def test_the_check_finds_a_paint_outside_the_door() -> None:
    source = ("def _undo(app, arg):\n"
              "    app.undo()\n"
              "    app.render()\n"
              "class Saves:\n"
              "    def show(self):\n"
              "        self.paint()\n"
              "    def paint(self):\n"
              "        self.paint_rows()\n"
              "def label(x):\n"
              "    return words.render(x, 'en')\n")
    assert paint_calls(source, "saves") == ["_undo: app.render()", "show: self.paint()"]
    assert paint_calls("def act(app):\n    app.render([])\n", "door") == []


def test_only_the_door_paints() -> None:
    """Issue 37: a handler changes the state and returns; the door paints once after it."""
    found = {p.stem: calls for p in sorted(UI.glob("*.py"))
             if (calls := paint_calls(p.read_text(encoding="utf-8"), p.stem))}
    assert found == {}


def holders(source: str) -> list[str]:
    """Where a module keeps the shell in an object: an attribute assigned from a parameter
    named ``app`` (``self.app = app``, ``self.shell = app``), as the feature objects did."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Name) and \
                node.value.id == "app" and any(isinstance(t, ast.Attribute) for t in node.targets):
            out.append(f"line {node.lineno}: {ast.unparse(node)}")
    return out


def test_the_check_finds_an_object_holding_the_app() -> None:
    source = ("class Saves:\n"
              "    def __init__(self, app):\n"
              "        self.app = app\n"
              "def paint(app):\n"
              "    page = app.page\n")
    assert holders(source) == ["line 3: self.app = app"]


def test_no_feature_holds_the_app() -> None:
    """Issue 37: the features are functions over their slice; none keeps the App (the shell's
    own worker client is the one object that answers through the door)."""
    found = {p.stem: where for p in sorted(UI.glob("*.py"))
             if FLOOR.get(p.stem) in ("model", "view", "feature")
             and (where := holders(p.read_text(encoding="utf-8")))}
    assert found == {}
