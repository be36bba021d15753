"""The page imports the wsdv package from wsdv.zip in place (zipimport, wsdv/ui/main.py): its
modules read their data files through their loader (`wsdv.package_data`), never the file
system, each module's code is read from the zip once (`wsdv.PackageZip`), and the AI worker
gets the zip as it is (wsdv/ui/worker_files.py)."""

from __future__ import annotations

import dataclasses
import marshal
import pickle
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from wsdv.data import printed
from wsdv.ui.worker_files import package_zip

ROOT = Path(__file__).resolve().parents[1]

CHECK = """
import collections, sys, zipimport
sys.path.insert(0, sys.argv[1])
import wsdv
assert wsdv.__file__.startswith(sys.argv[1]), wsdv.__file__
wsdv.import_from_zip(sys.argv[1])
reads = collections.Counter()
read = zipimport._get_module_code
def counted(importer, fullname):
    reads[fullname] += 1
    return read(importer, fullname)
zipimport._get_module_code = counted
from wsdv import dataclass_code
from wsdv.buildinfo import build_id
from wsdv.data.printed import board_data, cards
from wsdv.ui.board import map_data
from wsdv.ui.worker_files import package_zip
from pathlib import Path
assert dataclass_code.load() == {"table": "read"}
assert build_id() == "zipped"
assert len(cards()) > 50 and board_data().provinces and map_data()["viewBox"]
assert package_zip(Path(wsdv.__file__).parent) == Path(sys.argv[1]).read_bytes()
assert type(sys.modules["wsdv.ui.board"].__loader__) is wsdv.PackageZip
assert len(reads) > 20 and set(reads.values()) == {1}, reads  # each module's code read once
print("ok")
"""


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocess in Pyodide")
def test_the_package_runs_from_a_zip(tmp_path: Path) -> None:
    archive = tmp_path / "wsdv.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as out:
        for path in sorted((ROOT / "wsdv").rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                out.write(path, path.relative_to(ROOT).as_posix())
        out.writestr("wsdv/build.json", '{"build": "zipped"}')
        out.writestr("wsdv/dataclass_code.bin", marshal.dumps({"table": "read"}))
    # run elsewhere: the sources' own package must not be importable
    done = subprocess.run([sys.executable, "-c", CHECK, str(archive)], cwd=tmp_path,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_a_package_in_a_zip_is_sent_as_it_is(tmp_path: Path) -> None:
    archive = tmp_path / "wsdv.zip"
    with zipfile.ZipFile(archive, "w") as out:
        out.writestr("wsdv/__init__.py", "")
    assert package_zip(archive / "wsdv") == archive.read_bytes()


def test_the_build_s_reading_of_the_printed_data_is_the_sources() -> None:
    """What the build puts in wsdv.zip (printed.PARSED) is the JSON files read and checked."""
    board, cards = pickle.loads(printed.pickled())
    assert board == printed.read_board() and cards == printed.read_cards()
    assert list(cards) == list(printed.read_cards())  # in printed order


PRINTED = """
import sys
sys.path.insert(0, sys.argv[1])
import wsdv
wsdv.import_from_zip(sys.argv[1])
from wsdv.data.printed import board_data, cards
print(cards()["1"].years, board_data().setup.socialists)
"""


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocess in Pyodide")
@pytest.mark.parametrize("built", [True, False])
def test_the_page_takes_the_printed_data_from_the_build(tmp_path: Path, built: bool) -> None:
    """In wsdv.zip the build's reading is taken as it is (the JSON is not read again: a
    marked copy shows which one was); without it the JSON is read."""
    board, cards = printed.read_board(), printed.read_cards()
    marked = {**cards, "1": dataclasses.replace(cards["1"], years="marked")}
    archive = tmp_path / "wsdv.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as out:
        for path in sorted((ROOT / "wsdv").rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                out.write(path, path.relative_to(ROOT).as_posix())
        if built:
            out.writestr("wsdv/data/" + printed.PARSED, pickle.dumps((board, marked)))
    done = subprocess.run([sys.executable, "-c", PRINTED, str(archive)], cwd=tmp_path,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    years = "marked" if built else cards["1"].years
    assert done.stdout.split() == [years, str(board.setup.socialists)]
