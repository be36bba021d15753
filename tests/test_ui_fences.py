"""Fences of the UI (issue 25, docs/ui.md): no module of wsdv/ui reads another object's
private members. A name starting with ``_`` is its owner's business: another module, or
another object, goes through a public name (for the browser, the page port wsdv/ui/page.py).
Only ``self``, ``cls`` and ``super()`` may be followed by a private name."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "wsdv" / "ui"
# the public API of named tuples, spelled with a leading underscore by Python itself
NAMEDTUPLE_API = {"_replace", "_asdict", "_fields", "_make", "_field_defaults"}


def foreign_privates(source: str) -> list[tuple[int, str]]:
    """(line, expression) of every read of a private member on anything but self/cls."""
    out = []
    for node in ast.walk(ast.parse(source)):
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


def test_no_ui_module_reads_another_objects_private_members() -> None:
    bad = {str(p.relative_to(ROOT)): found for p in sorted(UI.rglob("*.py"))
           if (found := foreign_privates(p.read_text(encoding="utf-8")))}
    assert not bad, f"private members read from outside their object: {bad}"


def test_the_interfaces_words_have_one_lookup() -> None:
    """Every table of the interface's words is read by i18n.text (issue 25: there were five
    copies of t()); a part of the page binds its table with functools.partial."""
    defined = {str(p.relative_to(ROOT)) for p in sorted(UI.rglob("*.py"))
               for node in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
               if isinstance(node, ast.FunctionDef) and node.name == "t"}
    assert defined == set()
