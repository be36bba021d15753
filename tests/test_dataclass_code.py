"""wsdv/dataclass_code.py: dataclasses take their generated methods' code from the build's
table when it holds their source, compile it themselves otherwise, and stay as they were
without a table."""

from __future__ import annotations

import dataclasses
import marshal
from collections.abc import Iterator
from pathlib import Path

import pytest

from wsdv import dataclass_code


@pytest.fixture(autouse=True)
def _restore() -> Iterator[None]:
    dataclass_code.Counts.hits = dataclass_code.Counts.misses = 0
    yield
    dataclass_code.uninstall()


def make_point() -> type:
    @dataclasses.dataclass(frozen=True)
    class Point:
        x: int
        y: int = 2

    return Point


def recorded_sources() -> list[str]:
    """The sources dataclasses compiles for `make_point`'s class."""
    sources: list[str] = []

    def record(source: str, globals: dict, locals: dict) -> None:
        sources.append(source)
        exec(source, globals, locals)

    dataclasses.exec = record  # type: ignore[attr-defined]
    try:
        make_point()
    finally:
        dataclass_code.uninstall()
    return sources


def test_the_table_code_is_used(tmp_path: Path) -> None:
    sources = recorded_sources()
    assert sources
    # the table's code for these sources says so in its repr: proof that it ran, not the source
    table = {s: compile(s.replace("self.__class__.__qualname__", "'FromTable'"), "<string>", "exec")
             for s in sources}
    assert any(s != s.replace("self.__class__.__qualname__", "'FromTable'") for s in sources)
    path = tmp_path / "table.bin"
    path.write_bytes(marshal.dumps(table))
    assert dataclass_code.install(path)
    point = make_point()(1)
    assert repr(point).startswith("FromTable(")
    assert (dataclass_code.Counts.hits, dataclass_code.Counts.misses) == (len(sources), 0)


def test_a_source_not_in_the_table_is_compiled_as_without_it(tmp_path: Path) -> None:
    path = tmp_path / "table.bin"
    path.write_bytes(marshal.dumps({"x = 1\n": compile("x = 1\n", "<string>", "exec")}))
    assert dataclass_code.install(path)
    point_class = make_point()
    point = point_class(1)
    assert repr(point).endswith("make_point.<locals>.Point(x=1, y=2)")
    assert point == point_class(1, 2) and point != point_class(1, 3)
    assert hash(point) == hash(point_class(1))
    with pytest.raises(dataclasses.FrozenInstanceError):
        point.x = 3  # type: ignore[misc]
    assert dataclass_code.Counts.hits == 0 and dataclass_code.Counts.misses > 0


@pytest.mark.parametrize("content", [b"", b"not marshal", marshal.dumps([1, 2])])
def test_no_usable_table_changes_nothing(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "table.bin"
    path.write_bytes(content)
    assert not dataclass_code.install(path)
    assert not dataclass_code.install(tmp_path / "missing.bin")
    assert "exec" not in vars(dataclasses)
    assert repr(make_point()(1)).endswith("Point(x=1, y=2)")


def package_dataclasses() -> list[tuple[str, str, type]]:
    """(module, name, class) of each dataclass a module of the package defines (also read by
    tests/site/test_dataclass_docstrings.py)."""
    import importlib
    import inspect
    import pkgutil

    import wsdv

    browser_only = ("wsdv.ui.main", "wsdv.ui.ai_worker")  # (they import pyscript)
    found = []
    for info in pkgutil.walk_packages(wsdv.__path__, "wsdv."):
        if info.name in browser_only:
            continue
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if (inspect.isclass(value) and dataclasses.is_dataclass(value)
                    and value.__module__ == module.__name__):
                found.append((module.__name__, name, value))
    return found


def test_every_dataclass_has_a_docstring_of_its_own() -> None:
    """Without one, ``@dataclass`` writes the class's signature as its docstring while the
    module is imported (``inspect.signature``): about a third of a dataclass's cost in the
    page, where the first screen makes some 40 of them (issue 39). The shipped bytecode keeps
    them (tests/site/test_dataclass_docstrings.py)."""
    found = package_dataclasses()
    lacking = [f"{module}.{name}" for module, name, value in found
               if not value.__dict__.get("__doc__") or value.__doc__.startswith(name + "(")]
    assert len(found) > 60
    assert lacking == []


def test_the_effects_are_frozen_and_made_once() -> None:
    """Issue 39: every effect is a frozen dataclass (no attribute can be set or added) without
    slots, which would make ``@dataclass`` build each of the first screen's ~20 effect
    classes twice; so are the UI state's ~12 classes."""
    import inspect

    from wsdv.ui import effects, state

    classes = [value for value in vars(effects).values()
               if inspect.isclass(value) and value.__module__ == effects.__name__]
    assert len(classes) > 15
    for cls in classes:
        assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen, cls
        assert "__slots__" not in cls.__dict__, cls
    slices = [value for value in vars(state).values() if inspect.isclass(value)
              and value.__module__ == state.__name__ and dataclasses.is_dataclass(value)]
    assert len(slices) > 10
    assert [cls for cls in slices if "__slots__" in cls.__dict__] == []
