"""The page imports the wsdv package from wsdv.zip in place (zipimport, wsdv/ui/main.py): its
modules read their data files through their loader (`wsdv.package_data`), never the file
system, each module's code is read from the zip once (`wsdv.PackageZip`), and the AI worker
gets the zip as it is (wsdv/ui/worker_files.py)."""

from __future__ import annotations

import marshal
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

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
