"""The AI worker runs the page's own package (wsdv/ui/worker_files.py, wsdv/ui/ai_worker.py):
the page zips what it runs, the worker puts it in place of the server's copy."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from wsdv.ui.ai_worker import install_package
from wsdv.ui.worker_files import package_zip


def write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def test_the_pages_package_replaces_the_servers(tmp_path: Path) -> None:
    page, worker = tmp_path / "page", tmp_path / "worker"
    write(page, {"wsdv/__init__.py": "", "wsdv/build.json": '{"build": "page"}',
                 "wsdv/ai/service.py": "X = 1\n", "wsdv/ui/__pycache__/x.pyc": "skip"})
    write(worker, {"wsdv/__init__.py": "", "wsdv/build.json": '{"build": "next"}',
                   "wsdv/only_in_next.py": "", "other.txt": "kept"})
    data = package_zip(page / "wsdv")
    assert sorted(zipfile.ZipFile(io.BytesIO(data)).namelist()) == [
        "wsdv/__init__.py", "wsdv/ai/service.py", "wsdv/build.json"]
    modules = {"wsdv": object(), "wsdv.buildinfo": object(), "wsdvx": object(), "os": object()}
    install_package(data, worker, modules)
    assert (worker / "wsdv" / "build.json").read_text() == '{"build": "page"}'
    assert not (worker / "wsdv" / "only_in_next.py").exists()
    assert (worker / "other.txt").read_text() == "kept"
    assert sorted(modules) == ["os", "wsdvx"]  # the package's modules are imported anew


@pytest.mark.parametrize("name", ["other/x.py", "wsdv/../x.py", "../wsdv/x.py"])
def test_an_archive_outside_the_package_is_refused(tmp_path: Path, name: str) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("wsdv/__init__.py", "")
        archive.writestr(name, "")
    write(tmp_path, {"wsdv/__init__.py": "# the server's"})
    with pytest.raises(ValueError, match="not a wsdv package"):
        install_package(buffer.getvalue(), tmp_path, {})
    assert (tmp_path / "wsdv" / "__init__.py").read_text() == "# the server's"
