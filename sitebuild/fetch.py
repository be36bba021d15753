"""Downloads into .cache/: the npm tarballs (checked against npm's integrity) and the pinned
wheels (checked by sha256), fetched once and reused offline."""

from __future__ import annotations

import base64
import hashlib
import json
import shutil
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from .common import CACHE, canonical, log, sha256
from .pins import BROWSER_WHEELS, PIP_TARGET, PYODIDE, PYSCRIPT, TEST_WHEELS, NpmPackage


def fetch_npm(package: NpmPackage) -> Path:
    """The unpacked npm tarball (``npm pack`` into .cache/npm, checked against its integrity)."""
    done = package.folder / ".complete"
    if done.exists():
        return package.folder / "package"
    if not package.tarball.exists():
        package.tarball.parent.mkdir(parents=True, exist_ok=True)
        log(f"npm pack {package.spec}")
        subprocess.run(
            [
                *"npm pack --loglevel=error --pack-destination".split(),
                str(package.tarball.parent),
                package.spec,
            ],
            check=True,
            stdout=subprocess.DEVNULL,
        )
    digest = base64.b64encode(hashlib.sha512(package.tarball.read_bytes()).digest()).decode()
    if f"sha512-{digest}" != package.integrity:
        package.tarball.unlink()
        raise SystemExit(f"{package.tarball.name}: integrity mismatch, deleted; run again")
    shutil.rmtree(package.folder, ignore_errors=True)
    with tarfile.open(package.tarball) as tar:
        safe_extract(tar, package.folder)
    done.touch()
    return package.folder / "package"


def safe_extract(tar: tarfile.TarFile, folder: Path) -> None:
    """Unpack the regular files of ``tar`` below ``folder``; refuse links, devices and paths
    that leave it. Written out by hand: extractall's ``filter`` needs Python 3.11.4."""
    root = folder.resolve()
    for member in tar.getmembers():
        target = (root / member.name).resolve()
        if member.name.startswith("/") or not target.is_relative_to(root) or target == root:
            raise SystemExit(f"{tar.name}: {member.name!r} would land outside {folder}")
        if member.isdir():
            target.mkdir(parents=True, exist_ok=True)
        elif member.isfile():
            source = tar.extractfile(member)
            assert source is not None
            target.parent.mkdir(parents=True, exist_ok=True)
            with source, open(target, "wb") as out:
                shutil.copyfileobj(source, out)
        else:
            raise SystemExit(f"{tar.name}: {member.name!r} is not a file or folder: refused")


def fetch_wheels(pins: Mapping[str, str], folder: Path) -> list[Path]:
    """Pinned wheels for Pyodide 314 from PyPI, downloaded once into ``folder``."""
    wanted = dict(pins)  # keys are canonical "name==version", as wheel_key() makes them
    found = {wheel_key(p): p for p in folder.glob("*.whl")}
    if not wanted.keys() <= found.keys():
        log(f"pip download {' '.join(sorted(pins))}")
        pip = [sys.executable, "-m", "pip", "download", "-q", "--no-deps", *PIP_TARGET]
        subprocess.run([*pip, "-d", str(folder), *sorted(pins)], check=True)
        found = {wheel_key(p): p for p in folder.glob("*.whl")}
    paths = []
    for key, expected in sorted(wanted.items()):
        path = found.get(key)
        if path is None or sha256(path.read_bytes()) != expected:
            if path is not None:
                path.unlink()
            raise SystemExit(f"wheel {key}: missing or sha256 mismatch; run again")
        paths.append(path)
    return paths


def wheel_key(path: Path) -> str:
    name, version = path.name.split("-")[:2]
    return f"{canonical(name)}=={version}"


def check_real_pydantic_core(wheels: Iterable[Path]) -> None:
    """PyPI serves a 0.0.1 placeholder for unsupported emscripten tags: refuse it."""
    for path in wheels:
        if canonical(path.name.split("-")[0]) == "pydantic-core":
            with zipfile.ZipFile(path) as wheel:
                has_module = any(n.endswith(".so") for n in wheel.namelist())
            if "-0.0.1-" in path.name or not has_module or "wasm32" not in path.name:
                raise SystemExit(f"{path.name} is a placeholder, not a real pydantic_core")
            return
    raise SystemExit("no pydantic_core wheel among the vendored wheels")


@dataclass(frozen=True)
class Downloads:
    pyodide: Path
    pyscript: Path
    browser_wheels: list[Path]
    test_wheels: list[Path]


def fetch(tests: bool = False) -> Downloads:
    """Everything the build needs in .cache/; with ``tests``, also the Pyodide test wheels."""
    downloads = Downloads(
        pyodide=fetch_npm(PYODIDE),
        pyscript=fetch_npm(PYSCRIPT),
        browser_wheels=fetch_wheels(BROWSER_WHEELS, CACHE / "wheels" / "browser"),
        test_wheels=fetch_wheels(TEST_WHEELS, CACHE / "wheels" / "test") if tests else [],
    )
    check_real_pydantic_core(downloads.browser_wheels)
    if tests:
        write_manifest(downloads)
    return downloads


def write_manifest(downloads: Downloads) -> None:
    """Tell tools/pyodide_tests.mjs where the runtime and the wheels are (paths in .cache/)."""
    manifest = {
        "pyodide": downloads.pyodide.relative_to(CACHE).as_posix(),
        "browser_wheels": [p.relative_to(CACHE).as_posix() for p in downloads.browser_wheels],
        "test_wheels": [p.relative_to(CACHE).as_posix() for p in downloads.test_wheels],
    }
    (CACHE / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
