"""Fences of the package (issue 25, docs/ui.md): no module of wsdv reads another object's
private members. A name starting with ``_`` is its owner's business: another module, or
another object, goes through a public name (for the browser, the page port wsdv/ui/page.py).
Only ``self``, ``cls`` and ``super()`` may be followed by a private name, and, inside a
class, another instance of that class may be followed by a private name the class itself
defines (an alternate constructor such as ``Game.from_state`` or ``Player.invite`` sets up the
object it makes)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "wsdv" / "ui"
# the public API of named tuples, spelled with a leading underscore by Python itself
NAMEDTUPLE_API = {"_replace", "_asdict", "_fields", "_make", "_field_defaults"}


def _own_privates(cls: ast.ClassDef) -> set[str]:
    """The private names a class defines: its methods and class attributes, and what its
    methods assign to ``self``."""
    names = set()
    for node in cls.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    for node in ast.walk(cls):
        targets = node.targets if isinstance(node, ast.Assign) else \
            [node.target] if isinstance(node, (ast.AnnAssign, ast.AugAssign)) else []
        names |= {t.attr for t in targets if isinstance(t, ast.Attribute)
                  and isinstance(t.value, ast.Name) and t.value.id == "self"}
    return {n for n in names if n.startswith("_")}


def foreign_privates(source: str) -> list[tuple[int, str]]:
    """(line, expression) of every read of a private member on anything but self/cls, or,
    inside a class, on another instance of that class (a private name the class defines)."""
    tree = ast.parse(source)
    own: dict[int, set[str]] = {}
    for cls in ast.walk(tree):
        if isinstance(cls, ast.ClassDef):
            privates = _own_privates(cls)
            for node in ast.walk(cls):
                own.setdefault(id(node), set()).update(privates)
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        name = node.attr
        if not name.startswith("_") or (name.startswith("__") and name.endswith("__")):
            continue
        if name in NAMEDTUPLE_API:
            continue
        owner = node.value
        if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
            continue
        if isinstance(owner, ast.Name) and name in own.get(id(node), ()):
            continue
        if isinstance(owner, ast.Call) and isinstance(owner.func, ast.Name) and \
                owner.func.id == "super":
            continue
        out.append((node.lineno, ast.unparse(node)))
    out += _evasions(tree)
    return sorted(out)


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__")) \
        and name not in NAMEDTUPLE_API


def _evasions(tree: ast.AST) -> list[tuple[int, str]]:
    """The same read by other means: ``getattr(x, "_name")`` (and setattr, hasattr,
    delattr) and ``from m import _name``."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                node.func.id in ("getattr", "setattr", "hasattr", "delattr") and \
                len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) and \
                isinstance(node.args[1].value, str) and _private(node.args[1].value):
            out.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.ImportFrom) and node.module != "__future__":
            out += [(node.lineno, f"from {'.' * node.level}{node.module or ''} import "
                                  f"{alias.name}") for alias in node.names if _private(alias.name)]
    return out


# what importlib.util holds that imports nothing: a pyc's header (wsdv/ui/pyscript_code.py)
IMPORTLIB_HEADER_NAMES = {"MAGIC_NUMBER", "source_hash"}


def dynamic_imports(source: str) -> list[tuple[int, str]]:
    """Imports the import checks cannot see: importlib (imported or called) and
    ``__import__``. (The two names of importlib.util that only read a pyc's header pass.)"""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import) and any(a.name.split(".")[0] == "importlib"
                                                for a in node.names):
            out.append((node.lineno, "import importlib"))
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("importlib"):
            if node.module == "importlib.util" and {
                    a.name for a in node.names} <= IMPORTLIB_HEADER_NAMES:
                continue
            out.append((node.lineno, f"from {node.module} import ..."))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                node.func.id == "__import__":
            out.append((node.lineno, "__import__(...)"))
    return sorted(out)


def test_the_check_finds_a_foreign_private_read() -> None:
    source = ("class A:\n"
              "    def f(self, app):\n"
              "        self._ok()\n"
              "        super()._ok()\n"
              "        app._show('x', True)\n"
              "        board._banner(1)\n"
              "        return self.app._set\n")
    assert foreign_privates(source) == [(5, "app._show"), (6, "board._banner"),
                                        (7, "self.app._set")]


def test_only_a_class_of_its_own_reads_another_instances_private_members() -> None:
    source = ("class P:\n"
              "    def _start(self):\n"
              "        self._key = 1\n"
              "    @classmethod\n"
              "    def make(cls):\n"
              "        p = cls()\n"
              "        p._start()\n"
              "        return p._key\n"
              "class Q:\n"
              "    def f(self, p):\n"
              "        return p._key\n"
              "def g(p):\n"
              "    p._start()\n")
    assert foreign_privates(source) == [(11, "p._key"), (13, "p._start")]


def test_the_check_finds_a_private_read_by_getattr_or_import() -> None:
    """The review's evasions E2 and E3 (issue 37): a private member read by name, a private
    function imported."""
    source = ("from __future__ import annotations\n"
              "from .storage import _looks_full\n"
              "from wsdv.ui import page as _page\n"
              "def f(app):\n"
              "    getattr(app.page, '_web_get')('localStorage', 'x')\n"
              "    hasattr(app, '__dict__')\n"
              "    setattr(app, '_set', 1)\n"
              "    return p._replace(a=1)\n")
    assert foreign_privates(source) == [(2, "from .storage import _looks_full"),
                                        (5, "getattr(app.page, '_web_get')"),
                                        (7, "setattr(app, '_set', 1)")]


def test_the_check_finds_a_dynamic_import() -> None:
    source = ("import importlib\n"
              "from importlib import import_module\n"
              "def f():\n"
              "    importlib.import_module('wsdv.ui.app')\n"
              "    return __import__('wsdv.ui.app')\n"
              "from importlib.util import MAGIC_NUMBER, source_hash\n"
              "from importlib.util import source_hash, module_from_spec\n")
    assert dynamic_imports(source) == [(1, "import importlib"),
                                       (2, "from importlib import ..."), (5, "__import__(...)"),
                                       (7, "from importlib.util import ...")]


def test_no_module_imports_by_name() -> None:
    """A module imported by its name at run time escapes the floors and the import circles
    (test_ui_floors): wsdv imports every module by an import statement."""
    bad = {str(p.relative_to(ROOT)): found for p in sorted((ROOT / "wsdv").rglob("*.py"))
           if (found := dynamic_imports(p.read_text(encoding="utf-8")))}
    assert not bad, f"imports by name: {bad}"


def test_no_module_reads_another_objects_private_members() -> None:
    bad = {str(p.relative_to(ROOT)): found for p in sorted((ROOT / "wsdv").rglob("*.py"))
           if (found := foreign_privates(p.read_text(encoding="utf-8")))}
    assert not bad, f"private members read from outside their object: {bad}"


def test_the_interfaces_words_have_one_lookup() -> None:
    """Every table of the interface's words is read by i18n.text (issue 25: there were five
    copies of t()); a part of the page binds its table with functools.partial."""
    defined = {str(p.relative_to(ROOT)) for p in sorted(UI.rglob("*.py"))
               for node in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
               if isinstance(node, ast.FunctionDef) and node.name == "t"}
    assert defined == set()
