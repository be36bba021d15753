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
