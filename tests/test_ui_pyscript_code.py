"""wsdv/ui/pyscript_code.py: the page's count of PyScript's modules the importer could take
from the build's checked bytecode makes the importer's own check."""

from __future__ import annotations

import importlib.util
import sys
import types
from importlib._bootstrap_external import _code_to_hash_pyc, _code_to_timestamp_pyc
from pathlib import Path

import pytest

from wsdv.ui import pyscript_code

SOURCE = b"x = 1\n"


def write_pyc(source: Path, data: bytes, pyc: bytes | bytearray) -> Path:
    source.write_bytes(data)
    cached = Path(importlib.util.cache_from_source(str(source)))
    cached.parent.mkdir(exist_ok=True)
    cached.write_bytes(bytes(pyc))
    return cached


def checked(data: bytes, checked: bool = True) -> bytearray:
    code = compile(data, "m.py", "exec", dont_inherit=True)
    return _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=checked)


def test_a_checked_pyc_of_the_very_source_counts(tmp_path: Path) -> None:
    source = tmp_path / "m.py"
    cached = write_pyc(source, SOURCE, checked(SOURCE))
    assert pyscript_code.checked_pyc_of(source, cached)


@pytest.mark.parametrize("how", ["other source", "unchecked", "timestamp", "other magic",
                                 "missing"])
def test_anything_the_importer_would_not_take_as_checked_does_not(
    tmp_path: Path, how: str
) -> None:
    source = tmp_path / "m.py"
    pyc = {
        "other source": checked(b"x = 2\n"),
        "unchecked": checked(SOURCE, checked=False),
        "timestamp": _code_to_timestamp_pyc(compile(SOURCE, "m.py", "exec"), 0, len(SOURCE)),
        "other magic": b"\0\0\0\0" + bytes(checked(SOURCE))[4:],
        "missing": b"",
    }[how]
    cached = write_pyc(source, SOURCE, pyc)
    if how == "missing":
        cached.unlink()
    assert not pyscript_code.checked_pyc_of(source, cached)


def test_taken_counts_the_packages_modules_from_a_source(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Of PyScript's modules with a source file, those with a checked pyc of it; the objects
    PyScript puts under pyscript.js_modules (no file) and other packages are not counted."""
    modules = {}
    for name, pyc in (("pyscript", checked(SOURCE)), ("pyscript.a", checked(b"y = 1\n")),
                      ("pyscriptish", checked(SOURCE))):
        source = tmp_path / f"{name}.py"
        module = types.ModuleType(name)
        module.__file__ = str(source)
        module.__cached__ = str(write_pyc(source, SOURCE, pyc))
        modules[name] = module
    modules["pyscript.js_modules"] = types.ModuleType("pyscript.js_modules")
    for name, module in modules.items():
        monkeypatch.setitem(sys.modules, name, module)
    assert pyscript_code.taken() == (1, 2)
