"""A dataclass keeps its docstring in the shipped bytecode (issue 39): without one,
``@dataclass`` writes the class's signature as its docstring with ``inspect.signature`` while
the page imports the module, some 40 % of a dataclass's cost. tools/compile_pyc.mjs leaves the
other docstrings out; tools/dataclass_code.mjs refuses a build whose first screen would pay."""

from __future__ import annotations

import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest
from test_dataclass_code import package_dataclasses

import sitebuild


def first_lines() -> dict[str, list[str]]:
    """Each module's dataclasses' docstrings, their first lines (the compiler of 3.13 and
    later strips the indentation of the others)."""
    found: dict[str, list[str]] = {}
    for module, _, value in package_dataclasses():
        found.setdefault(module, []).append(str(value.__doc__).splitlines()[0])
    return found


def test_the_shipped_bytecode_keeps_the_dataclass_docstrings(
    two_builds: tuple[Path, Path]
) -> None:
    docstrings = first_lines()
    assert len(docstrings) > 15 and "wsdv.ui.effects" in docstrings
    shipped = 0
    with zipfile.ZipFile(two_builds[0] / "wsdv.zip") as archive:
        names = set(archive.namelist())
        for name, lines in docstrings.items():
            path = name.replace(".", "/")
            found = {path + ".pyc", path + "/__init__.pyc"} & names
            if not found:  # (research code, not shipped)
                continue
            pyc = archive.read(found.pop())
            assert [line for line in lines if line.encode() not in pyc] == [], name
            shipped += 1
        # a function's docstring is still left out
        app = archive.read("wsdv/ui/app.pyc")
    assert shipped > 15
    assert b"The first of the browser's preferred languages" not in app


PROBE = '''
from dataclasses import dataclass


@dataclass
class Bare:
    x: int


@dataclass(frozen=True)
class Told:
    """Has one."""

    x: int
'''


def test_the_table_tool_refuses_a_dataclass_without_a_docstring(tmp_path: Path) -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("no node (the build itself needs it)")
    package = tmp_path / "package.zip"
    with zipfile.ZipFile(package, "w") as archive:
        archive.writestr("probe.py", PROBE)
    out = tmp_path / "out.bin"
    done = subprocess.run(
        [node, str(sitebuild.ROOT / "tools" / "dataclass_code.mjs"),
         str(sitebuild.fetch().pyodide), str(package), str(out), "probe"],
        capture_output=True, text=True, check=False)
    assert done.returncode == 1
    assert "probe.Bare" in done.stderr and "probe.Told" not in done.stderr
    assert not out.exists()
