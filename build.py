#!/usr/bin/env python3
"""Build the offline static site into dist/ and serve it (stdlib only).

    python build.py [build [--out DIR]]      build dist/ (downloads are cached in .cache/)
    python build.py serve [--port N] [--prefix /wsdv/]
                                             build if sources changed, serve dist/ on 127.0.0.1
    python build.py fetch                    only fill .cache/ (npm tarballs, wheels)
    python build.py pyodide-tests [ARGS...]  run tests/*.py inside Pyodide under Node
                                             (ARGS go to tools/pyodide_tests.mjs)

dist/ holds everything the page needs, nothing is loaded from a CDN:
    index.html  pyscript.toml  wsdv.zip  wsdv/ui/main.py  static/ (with icons/*.png drawn here)
    ai-worker.toml  wsdv/ui/ai_worker.py   the computer player's worker (started when needed)
    sw.js       the service worker (from static/sw.js) with the precache list and build hash
    vendor/pyscript/   @pyscript/core dist files reachable from core.js
    pyodide/           Pyodide runtime, pruned pyodide-lock.json, the vendored wheels

Python modules are shipped compiled to bytecode, so the browser does not compile them at
every start: wsdv.zip has __pycache__/*.cpython-314.pyc next to each .py, the wheels have a
sourceless .pyc in place of each .py. The vendored Pyodide compiles them under Node
(tools/compile_pyc.mjs; cached in .cache/pyc/).
"""

from __future__ import annotations

import argparse
import base64
import csv
import functools
import hashlib
import http.server
import io
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import threading
import urllib.parse
import zipfile
import zlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

try:
    import tomllib  # Python 3.11; nothing newer than 3.11.0 is needed
except ModuleNotFoundError:
    raise SystemExit(f"build.py needs Python >= 3.11, this is {sys.version.split()[0]}") from None

ROOT = Path(__file__).resolve().parent
CACHE = ROOT / ".cache"
DIST = ROOT / "dist"
STAMP = CACHE / "build-stamp.json"


@dataclass(frozen=True)
class NpmPackage:
    name: str
    version: str
    integrity: str  # npm's sha512 integrity of the tarball

    @property
    def spec(self) -> str:
        return f"{self.name}@{self.version}"

    @property
    def tarball(self) -> Path:
        return CACHE / "npm" / f"{self.name.lstrip('@').replace('/', '-')}-{self.version}.tgz"

    @property
    def folder(self) -> Path:
        """Where the tarball is unpacked: its files are under ``folder / "package"``."""
        return self.tarball.with_suffix("")


PYODIDE = NpmPackage(
    "pyodide",
    "314.0.7",
    "sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q+SNvi/6V5JEsOlD2R1A==",
)
PYSCRIPT = NpmPackage(
    "@pyscript/core",
    "0.7.31",
    "sha512-GqM1aonc1N4RTkNZ1zJ8jJk8+i2cqeztZslPsAiQtn+wHHkUX9Z1FgIg4HjCvhBylB68UKmbTVTzOobpgPIMVQ==",
)
PYODIDE_RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
PYC_TOOL = ROOT / "tools" / "compile_pyc.mjs"
CACHE_TAG = "cpython-314"  # sys.implementation.cache_tag of Pyodide 314: names the .pyc files
PYC_KEEP = 8  # compiled sets kept in .cache/pyc/ (each build uses two: wsdv and the wheels)

# Wheels for Pyodide 314 (CPython 3.14, pyemscripten_2026_0_wasm32), pinned by version and sha256.
PIP_TARGET = (
    "--only-binary=:all: --platform pyemscripten_2026_0_wasm32 --python-version 3.14"
    " --implementation cp --abi cp314"
).split()
BROWSER_WHEELS = {  # requirement: sha256 of its wheel
    "pydantic==2.14.3": "3f7b347782ab7e4cf4c798496ae3a82787d9f21ec12676a9c564355eeef8daa8",
    "pydantic-core==2.50.4": "e6da138a1ecc1341c8b788a5ee822670b03788e1f5decf7af9d461de6e508b8e",
    "annotated-types==0.8.0": "f072f4d804ea359e4eaf198b1af7a8b0943881a87f31bb764f8bf219bb9419e0",
    "typing-extensions==4.16.0": "481caa481374e813c1b176ada14e97f1f67a4539ce9cfeb3f350d78d6370c2e8",
    "typing-inspection==0.4.5": "bc210535442b39e1bf2805e0c7a17dfd6a4ace760c84c7f7d16245d23a6b1c39",
}
# Pure-python wheels for running the engine tests inside Pyodide (not shipped in dist/).
TEST_WHEELS = {
    "pytest==9.0.3": "2c5efc453d45394fdd706ade797c0a81091eccd1d6e4bccfcd476e2b8e0ab5d9",
    "pluggy==1.7.0": "7dd7b0d8832ba3cb632c306926ded123429211b83641b35dc5c41ad2d34f9bec",
    "iniconfig==2.3.1": "9121e2c1fdb355232495be3194c8dfe87ccc2d5dee45947b78e68f499790d7a7",
    "packaging==26.3": "d7193f7c8e4e93f444fde0262bf90af30e16fa0ad0ad44cb553c87339b23cd1c",
    "pygments==2.21.0": "2363c69b61c4a97c838da3b130dcd6468f4848992b21a82f2a63ec34377137d9",
    "hypothesis==6.155.2": "c85ce6dcd630a90ce501f1d1dd1bc84b97f5649ca8a27e134c8cbf5aa480b1a5",
    "sortedcontainers==2.4.0": "a163dcaede0f1c021485e957a39245190e74249897e2ae4b2aa38595db237ee0",
}

ZIP_DATE = (1980, 1, 1, 0, 0, 0)
TEXT_SUFFIXES = {".html", ".toml", ".css", ".js", ".mjs", ".json", ".svg", ".webmanifest"}
# Only these URLs may appear in our own files: XML namespaces are names, not requests.
ALLOWED_URL = re.compile(r"https?://www\.w3\.org/[\w/.-]*")
MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".toml": "application/toml",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".webmanifest": "application/manifest+json",
    ".py": "text/x-python",
    ".png": "image/png",
}
CONFIGS = ("pyscript.toml", "ai-worker.toml")  # the page's and the AI worker's PyScript config
SERVICE_WORKER = "static/sw.js"  # served from the site's top as sw.js: its scope is the site
ICON_SIZES = (192, 512)
CSP_META = re.compile(
    rb"""<meta\s+http-equiv=["']Content-Security-Policy["']\s+content=(?:"([^"]*)"|'([^']*)')""",
    re.I,
)


def log(message: str) -> None:
    print(f"[build] {message}", file=sys.stderr, flush=True)


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


# ----------------------------------------------------------------------------- downloads


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
    """Everything build.py needs in .cache/; with ``tests``, also the Pyodide test wheels."""
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


# ----------------------------------------------------------------------------- pyodide lock


def lock_entry(file_name: str, data: bytes, vendored: set[str]) -> dict[str, object]:
    """A pyodide-lock.json (314 format) entry for a wheel shipped next to pyodide.mjs."""
    with zipfile.ZipFile(io.BytesIO(data)) as wheel:
        names = wheel.namelist()
        metadata = next(n for n in names if n.endswith(".dist-info/METADATA"))
        headers = wheel.read(metadata).decode().split("\n\n", 1)[0].splitlines()
    fields: dict[str, list[str]] = {}
    for line in headers:
        key, _, value = line.partition(": ")
        fields.setdefault(key, []).append(value.strip())
    depends = set()
    for requirement in fields.get("Requires-Dist", []):
        dep, _, marker = requirement.partition(";")
        match = re.match(r"[A-Za-z0-9._-]+", dep.strip())
        if match and "extra" not in marker and canonical(match.group()) in vendored:
            depends.add(canonical(match.group()))
    imports = set()
    for name in names:
        top, _, rest = name.partition("/")
        if top.endswith((".dist-info", ".data")):
            continue
        if rest:
            imports.add(top)
        elif top.endswith((".py", ".pyc")):
            imports.add(top.rsplit(".", 1)[0])
    return {
        "depends": sorted(depends),
        "file_name": file_name,
        "imports": sorted(imports),
        "install_dir": "site",
        "name": fields["Name"][0],
        "package_type": "package",
        "sha256": sha256(data),
        "tool": {},
        "unvendored_tests": False,
        "version": fields["Version"][0],
    }


def pruned_lock(original: bytes, wheels: Mapping[str, bytes]) -> bytes:
    """Keep the lock's header; list only the packages whose wheels (file name -> bytes) dist/
    ships."""
    lock = json.loads(original)
    vendored = {canonical(name.split("-")[0]) for name in wheels}
    packages = {
        canonical(name.split("-")[0]): lock_entry(name, data, vendored)
        for name, data in wheels.items()
    }
    pruned = {"info": lock["info"], "packages": dict(sorted(packages.items()))}
    pruned.update({k: v for k, v in lock.items() if k not in ("info", "packages")})
    return (json.dumps(pruned, indent=1, sort_keys=True) + "\n").encode()


# ----------------------------------------------------------------------------- bytecode


def compile_bytecode(pyodide: Path, sources: Mapping[str, bytes]) -> dict[str, bytes]:
    """The .pyc bytes of every ``name.py`` source, compiled by the vendored Pyodide under Node
    (tools/compile_pyc.mjs); cached in .cache/pyc/ by the sources' and the compiler's hash."""
    key = hashlib.sha256(f"{PYODIDE.spec}\0{sha256(PYC_TOOL.read_bytes())}\n".encode())
    for name in sorted(sources):
        key.update(f"{name}\0{sha256(sources[name])}\n".encode())
    cached = CACHE / "pyc" / f"{key.hexdigest()[:32]}.zip"
    if not cached.is_file():
        cached.parent.mkdir(parents=True, exist_ok=True)
        log(f"compiling {len(sources)} modules to bytecode (Pyodide under Node)")
        given, partial = cached.with_suffix(".in"), cached.with_suffix(".part")
        given.write_bytes(deterministic_zip(sources))
        try:
            command = ["node", str(PYC_TOOL), str(pyodide), str(given), str(partial)]
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
            partial.replace(cached)
        finally:
            given.unlink(missing_ok=True)
            partial.unlink(missing_ok=True)
    cached.touch()  # most recently used: kept when older entries are pruned
    for stale in sorted(cached.parent.glob("*.zip"), key=lambda p: p.stat().st_mtime)[:-PYC_KEEP]:
        stale.unlink()
    with zipfile.ZipFile(cached) as archive:
        compiled = {name: archive.read(name) for name in archive.namelist()}
    if compiled.keys() != set(sources):
        raise SystemExit(f"{cached}: does not hold the bytecode of the sources given; delete it")
    return compiled


def pyc_path(source: str) -> str:
    """Where the importer looks for the bytecode of ``source`` (a .py path)."""
    folder, _, name = source.rpartition("/")
    return f"{folder}/__pycache__/{name.removesuffix('.py')}.{CACHE_TAG}.pyc".lstrip("/")


def with_bytecode(files: Mapping[str, bytes], pyodide: Path) -> dict[str, bytes]:
    """``files`` and the bytecode of each of its .py files, under __pycache__/."""
    sources = {name: data for name, data in files.items() if name.endswith(".py")}
    compiled = compile_bytecode(pyodide, sources)
    return {**files, **{pyc_path(name): compiled[name] for name in sources}}


def precompiled_wheels(wheels: list[Path], pyodide: Path) -> dict[str, bytes]:
    """The wheels (file name -> bytes) with each module's source replaced by its bytecode: a
    sourceless ``x.pyc`` where ``x.py`` was (smaller wheels than with both, and no extra files
    for Pyodide to unpack; tracebacks in these packages show no source lines). RECORD lists
    the .pyc files without a hash, as the wheel spec allows."""
    contents = {}
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as archive:
            contents[wheel.name] = {
                n: archive.read(n) for n in archive.namelist() if not n.endswith("/")
            }
    sources = {n: d for files in contents.values() for n, d in files.items() if n.endswith(".py")}
    compiled = compile_bytecode(pyodide, sources)
    out = {}
    for name, files in contents.items():
        record = next(n for n in files if n.endswith(".dist-info/RECORD"))
        files = {sourceless(n): compiled.get(n, data) for n, data in files.items()}
        files[record] = sourceless_record(files[record])
        out[name] = deterministic_zip(files)
    return out


def precompiled_stdlib(stdlib: bytes, pyodide: Path) -> bytes:
    """Pyodide's python_stdlib.zip with each module's source replaced by its bytecode (as
    the wheels): the npm package ships sources only, so every start compiled the modules it
    imports. Measured: bare Pyodide boots in about half the time (tools/bench_boot.py)."""
    with zipfile.ZipFile(io.BytesIO(stdlib)) as archive:
        files = {n: archive.read(n) for n in archive.namelist() if not n.endswith("/")}
    sources = {n: d for n, d in files.items() if n.endswith(".py")}
    compiled = compile_bytecode(pyodide, sources)
    return deterministic_zip({sourceless(n): compiled.get(n, d) for n, d in files.items()})


def sourceless(name: str) -> str:
    return name.removesuffix(".py") + ".pyc" if name.endswith(".py") else name


def sourceless_record(record: bytes) -> bytes:
    """A wheel's RECORD with each .py entry replaced by its .pyc (no hash, no size)."""
    rows = list(csv.reader(io.StringIO(record.decode())))
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    for row in rows:
        writer.writerow([sourceless(row[0]), "", ""] if row[0].endswith(".py") else row)
    return text.getvalue().encode()


# ----------------------------------------------------------------------------- site files


def deterministic_zip(files: Mapping[str, bytes]) -> bytes:
    """A zip whose bytes depend only on the names and contents given."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.create_system = 3
            info.external_attr = 0o100644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, files[name], compresslevel=9)
    return buffer.getvalue()


def package_files() -> dict[str, bytes]:
    """The wsdv package: its .py files and data .json files."""
    files = {}
    for path in sorted((ROOT / "wsdv").rglob("*")):
        if path.is_file() and path.suffix in (".py", ".json") and "__pycache__" not in path.parts:
            files[path.relative_to(ROOT).as_posix()] = path.read_bytes()
    return files


def pyscript_files(package: Path) -> dict[str, bytes]:
    """core.js, core.css and every chunk they reach (static and dynamic imports)."""
    dist = package / "dist"
    todo, seen = ["core.js", "core.css"], set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        text = (dist / name).read_text(encoding="utf-8")
        todo += re.findall(r"""["'`]\./([\w.-]+\.(?:js|css))["'`]""", text)
    return {f"vendor/pyscript/{name}": (dist / name).read_bytes() for name in sorted(seen)}


def site_files(downloads: Downloads) -> dict[str, bytes]:
    out: dict[str, bytes] = {
        "index.html": (ROOT / "index.html").read_bytes(),
        **{name: (ROOT / name).read_bytes() for name in CONFIGS},
        "wsdv.zip": deterministic_zip(with_bytecode(package_files(), downloads.pyodide)),
        "wsdv/ui/main.py": (ROOT / "wsdv" / "ui" / "main.py").read_bytes(),
        "wsdv/ui/ai_worker.py": (ROOT / "wsdv" / "ui" / "ai_worker.py").read_bytes(),
    }
    for path in sorted((ROOT / "static").rglob("*")):
        name = path.relative_to(ROOT).as_posix()
        if path.is_file() and not path.name.startswith(".") and name != SERVICE_WORKER:
            out[name] = path.read_bytes()
    for size in ICON_SIZES:
        out[f"static/icons/icon-{size}.png"] = icon_png(size)
    for name in PYODIDE_RUNTIME:
        out[f"pyodide/{name}"] = (downloads.pyodide / name).read_bytes()
    out["pyodide/python_stdlib.zip"] = precompiled_stdlib(out["pyodide/python_stdlib.zip"],
                                                          downloads.pyodide)
    wheels = precompiled_wheels(downloads.browser_wheels, downloads.pyodide)
    out.update({f"pyodide/{name}": data for name, data in wheels.items()})
    lock = (downloads.pyodide / "pyodide-lock.json").read_bytes()
    out["pyodide/pyodide-lock.json"] = pruned_lock(lock, wheels)
    out.update(pyscript_files(downloads.pyscript))
    out["sw.js"] = service_worker(out)
    check_site(out)
    return out


def precache_list(files: Mapping[str, bytes]) -> tuple[str, list[tuple[str, str]]]:
    """The build's hash and [path, sha256] of every file the service worker precaches."""
    entries = [(name, sha256(files[name])) for name in sorted(files) if name != "sw.js"]
    digest = hashlib.sha256("".join(f"{n}\0{h}\n" for n, h in entries).encode())
    return digest.hexdigest()[:16], entries


def service_worker(files: Mapping[str, bytes]) -> bytes:
    """static/sw.js with the build hash and the precache list filled in."""
    build_hash, entries = precache_list(files)
    text = (ROOT / SERVICE_WORKER).read_text(encoding="utf-8")
    listed = "[\n" + "".join(f"  {json.dumps([n, h])},\n" for n, h in entries) + "]"
    for marker, value in (('"__BUILD__"', json.dumps(build_hash)), ("[]; // __FILES__", listed)):
        if text.count(marker) != 1:
            raise SystemExit(f"{SERVICE_WORKER}: expected the marker {marker!r} once")
        text = text.replace(marker, value + (";" if marker.endswith("__FILES__") else ""))
    return text.encode()


def png(width: int, rows: Iterable[bytes]) -> bytes:
    """A PNG (8-bit RGB) from its rows of packed pixels; the same rows give the same bytes."""
    raw = b"".join(b"\0" + row for row in rows)
    height = len(raw) // (3 * width + 1)

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def icon_png(size: int) -> bytes:
    """The app icon: the black-red-gold stripes with a white "!" inside the safe zone of
    maskable icons (the centre circle of 80 % diameter)."""
    stripes = (b"\x1b\x1b\x1b", b"\xdd\x00\x00", b"\xff\xcc\x00")
    white = b"\xff\xff\xff"
    left, right = round(size * 0.43), round(size * 0.57)
    marks = [(round(size * 0.2), round(size * 0.62)), (round(size * 0.69), round(size * 0.82))]
    rows = []
    for y in range(size):
        colour = stripes[min(2, 3 * y // size)]
        if any(top <= y < bottom for top, bottom in marks):
            rows.append(colour * left + white * (right - left) + colour * (size - right))
        else:
            rows.append(colour * size)
    return png(size, rows)


def content_security_policy(page: bytes) -> str | None:
    """The policy of index.html's <meta http-equiv="Content-Security-Policy">."""
    match = CSP_META.search(page)
    return (match.group(1) or match.group(2)).decode() if match else None


def check_site(files: Mapping[str, bytes]) -> None:
    """Our own files must not request anything outside the site, nor assume its root."""
    for name, data in files.items():
        if name.startswith(("vendor/", "pyodide/")) or PurePosixPath(name).suffix not in (
            TEXT_SUFFIXES
        ):
            continue
        text = ALLOWED_URL.sub("", data.decode("utf-8"))
        bad = re.findall(r"(?:https?:)?//[\w.-]+\.\w+[^\s\"'<>)]*", text)
        bad += re.findall(r"""(?:src|href|import|from)\s*=?\s*\(?["']/[^/]""", text)
        if bad:
            raise SystemExit(f"{name}: absolute or external URL {bad[0]!r}; use relative paths")
    if "sw.js" in files:
        entry = re.compile(r'^  \["([^"]+)", "[0-9a-f]{64}"\],$', re.M)
        listed = set(entry.findall(files["sw.js"].decode()))
        if listed != set(files) - {"sw.js"}:
            raise SystemExit("sw.js does not precache exactly the files of dist/")
    manifest = files.get("static/manifest.webmanifest")
    for icon in json.loads(manifest)["icons"] if manifest else []:
        if f"static/{icon['src']}" not in files:
            raise SystemExit(f"manifest icon {icon['src']!r} is not in dist/")
    for config_name in CONFIGS:
        config = tomllib.loads(files[config_name].decode())
        wanted = [config["interpreter"], *config.get("files", {})]
        for url in wanted:
            if PurePosixPath(url).as_posix().removeprefix("./") not in files:
                raise SystemExit(f"{config_name} refers to {url!r}, which dist/ does not "
                                 "contain")


def write_tree(folder: Path, files: Mapping[str, bytes]) -> int:
    """Make ``folder`` hold exactly ``files``; only changed files are rewritten."""
    if folder.is_dir() and any(folder.iterdir()) and not (folder / "pyscript.toml").is_file():
        raise SystemExit(f"{folder} is not empty and holds no earlier build: not touching it")
    changed = 0
    for name, data in files.items():
        target = folder / name
        if target.is_file() and target.stat().st_size == len(data) and target.read_bytes() == data:
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        changed += 1
    for path in sorted(folder.rglob("*"), reverse=True):
        rel = path.relative_to(folder).as_posix()
        if path.is_file() and rel not in files:
            path.unlink()
            changed += 1
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    return changed


# ----------------------------------------------------------------------------- build


def source_paths() -> list[Path]:
    paths = [ROOT / "build.py", ROOT / "index.html", *(ROOT / name for name in CONFIGS), PYC_TOOL]
    for folder in (ROOT / "static", ROOT / "wsdv"):
        paths += [
            p for p in sorted(folder.rglob("*")) if p.is_file() and "__pycache__" not in p.parts
        ]
    return paths


def source_fingerprint() -> str:
    digest = hashlib.sha256()
    for path in source_paths():
        stat = path.stat()
        digest.update(f"{path.relative_to(ROOT)}\0{stat.st_mtime_ns}\0{stat.st_size}\n".encode())
    return digest.hexdigest()


def build(dist: Path = DIST) -> dict[str, bytes]:
    fingerprint = source_fingerprint()  # before reading: a later edit makes the stamp stale
    files = site_files(fetch())
    changed = write_tree(dist, files)
    if dist == DIST:
        STAMP.write_text(json.dumps({"sources": fingerprint, "files": sorted(files)}))
    total = sum(len(d) for d in files.values())
    log(f"{dist}: {len(files)} files, {total / 1e6:.1f} MB, {changed} changed")
    return files


def build_if_needed() -> bool:
    """Rebuild dist/ when a source changed since the last build; True if it rebuilt."""
    try:
        stamp = json.loads(STAMP.read_text())
        fresh = stamp["sources"] == source_fingerprint() and all(
            (DIST / name).is_file() for name in stamp["files"]
        )
    except (OSError, ValueError, KeyError):
        fresh = False
    if not fresh:
        build()
    return not fresh


# ----------------------------------------------------------------------------- serve


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a folder under a URL prefix, with the MIME types Pyodide needs."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    prefix = "/"
    extra: Mapping[str, bytes] = {}  # extra in-memory files, by path below the prefix
    rebuild = False  # rebuild dist/ (if sources changed) when a page is requested
    quiet = False
    lock = threading.Lock()

    def send_head(self) -> io.BufferedIOBase | None:
        path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
        if self.prefix != "/" and path == self.prefix.rstrip("/"):
            self.send_response(301)
            self.send_header("Location", self.prefix)
            self.end_headers()
            return None
        if not path.startswith(self.prefix):
            self.send_error(404, "outside the site's prefix")
            return None
        rel = path[len(self.prefix) :]
        if self.rebuild and (rel == "" or rel.endswith(".html")):
            with self.lock:
                try:
                    build_if_needed()
                except (Exception, SystemExit) as error:  # keep serving the last good build
                    log(f"rebuild failed, serving the previous build: {error}")
        if rel in self.extra:
            data = self.extra[rel]
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(rel))
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            return io.BytesIO(data)
        return super().send_head()

    def translate_path(self, path: str) -> str:
        path = urllib.parse.urlsplit(path).path
        return super().translate_path("/" + path[len(self.prefix) :])

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        path = urllib.parse.urlsplit(self.path).path
        if path.endswith(("/", ".html")):
            self._send_csp()
        super().end_headers()

    def _send_csp(self) -> None:
        """The page's own policy (its meta tag) also as a header, which can forbid framing."""
        try:
            policy = content_security_policy((Path(self.directory) / "index.html").read_bytes())
        except OSError:
            return
        if policy:
            self.send_header("Content-Security-Policy", policy + "; frame-ancestors 'none'")

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        if not self.quiet:
            super().log_message(format, *args)


def make_server(
    directory: Path = DIST,
    port: int = 0,
    prefix: str = "/",
    extra: Mapping[str, bytes] | None = None,
    rebuild: bool = False,
    quiet: bool = True,
) -> http.server.ThreadingHTTPServer:
    """An HTTP server for ``directory`` on 127.0.0.1 (port 0: a free one); not yet started."""
    prefix = "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"
    attributes = {"prefix": prefix, "extra": dict(extra or {}), "rebuild": rebuild, "quiet": quiet}
    handler = type("Handler", (SiteHandler,), attributes)
    bound = functools.partial(handler, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), bound)
    server.daemon_threads = True
    return server


def server_url(server: http.server.ThreadingHTTPServer) -> str:
    handler = server.RequestHandlerClass
    prefix = getattr(getattr(handler, "func", handler), "prefix", "/")
    return f"http://127.0.0.1:{server.server_address[1]}{prefix}"


def serve(port: int, prefix: str) -> None:
    build_if_needed()
    try:
        server = make_server(port=port, prefix=prefix, rebuild=True, quiet=False)
    except OSError as error:
        raise SystemExit(f"cannot listen on 127.0.0.1:{port}: {error}") from error
    print(f"Serving on {server_url(server)}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


# ----------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command")
    build_parser = commands.add_parser("build", help="build dist/ (the default)")
    build_parser.add_argument("--out", type=Path, default=DIST, help="output folder")
    commands.add_parser("fetch", help="only download into .cache/")
    serve_parser = commands.add_parser("serve", help="build if needed and serve dist/")
    serve_parser.add_argument("--port", type=int, default=8000)
    serve_parser.add_argument("--prefix", default="/", help="URL sub-path, e.g. /wsdv/")
    commands.add_parser("pyodide-tests", help="run tests/*.py inside Pyodide (-h: its options)")
    argv = sys.argv[1:] if argv is None else argv
    os.chdir(ROOT)
    if argv[:1] == ["pyodide-tests"]:  # the rest goes to the runner unparsed
        fetch(tests=True)
        runner = ["node", str(ROOT / "tools" / "pyodide_tests.mjs"), *argv[1:]]
        return subprocess.run(runner, check=False).returncode
    options = parser.parse_args(argv)
    if options.command == "serve":
        serve(options.port, options.prefix)
    elif options.command == "fetch":
        fetch(tests=True)
    else:
        build(getattr(options, "out", DIST).resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
