"""build.py: reproducible output, a consistent pruned lock, a clean package zip, a server."""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
import threading
import tomllib
import urllib.error
import urllib.request
import zipfile
from pathlib import Path

import pytest

import sitebuild
from sitebuild import trim
from sitebuild.assemble import package_files
from sitebuild.styles import bundled
from wsdv.data import printed


def tree_hashes(folder: Path) -> dict[str, str]:
    return {
        path.relative_to(folder).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def test_two_builds_are_byte_identical(two_builds: tuple[Path, Path]) -> None:
    first, second = map(tree_hashes, two_builds)
    assert len(first) > 20
    assert first == second


def test_site_has_the_runtime_and_no_source_maps(two_builds: tuple[Path, Path]) -> None:
    files = tree_hashes(two_builds[0])
    for name in ("index.html", "pyscript.toml", "wsdv.zip", "wsdv/ui/main.py", "static/js/boot.js"):
        assert name in files
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        assert f"pyodide/{name}" in files
    assert {"vendor/pyscript/core.js", "vendor/pyscript/core.css"} <= files.keys()
    assert not [name for name in files if name.endswith(".map")]


def test_the_wheels_are_lzma_and_the_rest_deflated(
    two_builds: tuple[Path, Path], browser_packages: Path
) -> None:
    """The wheels (the benchmark's pydantic page's), which Pyodide unpacks with zipfile, are
    LZMA-compressed (smaller); wsdv.zip and python_stdlib.zip are imported from in place by
    zipimport, which reads only deflated or stored members."""
    folder = two_builds[0]
    for path in sorted(browser_packages.glob("*.whl")):
        with zipfile.ZipFile(path) as archive:
            methods = {info.compress_type for info in archive.infolist()}
            assert methods == {zipfile.ZIP_LZMA}, path.name
            assert archive.testzip() is None, path.name
    with zipfile.ZipFile(folder / "wsdv.zip") as package:
        assert {info.compress_type for info in package.infolist()} == {zipfile.ZIP_DEFLATED}
        assert package.testzip() is None
    with zipfile.ZipFile(folder / "pyodide" / "python_stdlib.zip") as stdlib:
        assert {info.compress_type for info in stdlib.infolist()} <= {
            zipfile.ZIP_DEFLATED, zipfile.ZIP_STORED}


def test_page_preloads_what_the_boot_asks_for(two_builds: tuple[Path, Path]) -> None:
    """index.html fetches early what PyScript and the runtime ask for one after the other:
    every PyScript chunk dist/ ships but core.js (a script of the page) and pyodide_graph (for
    packages only), the config, the runtime; each preloaded file is in dist/. The interpreter
    module is a script of the page (it starts the runtime), before PyScript's core.js."""
    folder = two_builds[0]
    page = (folder / "index.html").read_text()
    assert "__PYSCRIPT_CHUNKS__" not in page
    preloaded = re.findall(r'<link rel="(?:module)?preload" href="\./([^"]+)"', page)
    assert all((folder / name).is_file() for name in preloaded)
    chunks = {f"vendor/pyscript/{p.name}" for p in (folder / "vendor/pyscript").glob("*.js")}
    assert {n for n in preloaded if n.startswith("vendor/")} == {
        n for n in chunks if not n.endswith("/core.js") and "/pyodide_graph-" not in n}
    assert {"pyscript.toml", "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip",
            "static/js/snapshot-pages.mjs"} <= set(preloaded)  # (the last: the module imports it)
    scripts = re.findall(r'<script type="module" src="\./([^"]+)"', page)
    assert scripts.index("static/js/snapshot-boot.mjs") < scripts.index("vendor/pyscript/core.js")
    plugins = tomllib.loads((folder / "pyscript.toml").read_text())["plugins"]
    assert "!error" not in plugins and all(p.startswith("!") for p in plugins)


def test_dist_ships_no_package(two_builds: tuple[Path, Path]) -> None:
    """No page loads a package (issue 28): dist/ has no wheel, its lock lists none, and no
    PyScript config asks for one."""
    pyodide = two_builds[0] / "pyodide"
    assert not list(two_builds[0].rglob("*.whl"))
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    assert lock["info"]["python"].startswith("3.14")
    assert lock["packages"] == {}
    for name in ("pyscript.toml", "ai-worker.toml"):
        assert "packages" not in tomllib.loads((two_builds[0] / name).read_text()), name


def test_pruned_lock_lists_exactly_the_shipped_wheels(browser_packages: Path) -> None:
    pyodide = browser_packages
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    assert lock["info"]["python"].startswith("3.14")
    packages = lock["packages"]
    assert {p.name for p in pyodide.glob("*.whl")} == {e["file_name"] for e in packages.values()}
    assert {"pydantic", "pydantic-core"} <= packages.keys()
    for key, entry in packages.items():
        wheel = (pyodide / entry["file_name"]).read_bytes()
        assert hashlib.sha256(wheel).hexdigest() == entry["sha256"], key
        assert set(entry["depends"]) <= packages.keys(), key
        assert entry["imports"] and entry["install_dir"] == "site", key
    core = packages["pydantic-core"]
    assert core["version"] != "0.0.1" and "wasm32" in core["file_name"]
    assert core["imports"] == ["pydantic_core"]


# A pyc's header: the magic number, then flags 0b01 (hash-based, source not checked).
UNCHECKED_HASH_FLAGS = b"\x01\x00\x00\x00"


def test_the_page_links_one_style_sheet(two_builds: tuple[Path, Path]) -> None:
    """dist/index.html links one style sheet, the page's own ones joined in the source
    page's order (each whole, so the cascade is unchanged), before any script; their parts
    are not shipped (PyScript's core.css stays as published)."""
    folder = two_builds[0]
    page = (folder / "index.html").read_text()
    assert re.findall(r'<link rel="stylesheet" href="\./([^"]+)"', page) == ["static/css/site.css"]
    assert page.index("site.css") < page.index("<script")
    source = (sitebuild.ROOT / "index.html").read_text()
    parts = re.findall(r'<link rel="stylesheet" href="\./([^"]+)"', source)
    assert len(parts) > 2 and "vendor/pyscript/core.css" in parts
    roots = {"static": sitebuild.ROOT / "static", "vendor": folder / "vendor"}
    texts = [(roots[name.split("/")[0]] / name.split("/", 1)[1]).read_text() for name in parts]
    bundle = (folder / "static/css/site.css").read_text()
    at = 0
    for name, text in zip(parts, texts, strict=True):
        found = bundle.index(text.rstrip("\n"), at)  # whole, and in order
        assert bundle[:found].rstrip().endswith(f"/* {name} */"), name
        at = found + len(text.rstrip("\n"))
    assert sorted(p.name for p in (folder / "static/css").iterdir()) == ["site.css"]
    assert (folder / "vendor/pyscript/core.css").is_file()


def test_the_bundle_refuses_what_it_would_break() -> None:
    """A sheet that names another file by a relative URL or imports one would find it
    relative to the bundle's folder: the build stops; a missing sheet stops it too."""
    page = b'<head>\n  <link rel="stylesheet" href="./static/css/a.css">\n</head>'
    joined, bundle, parts = bundled(page, {"static/css/a.css": b"a { filter: url(#glow); }"})
    assert parts == {"static/css/a.css"} and b"url(#glow)" in bundle["static/css/site.css"]
    assert b'href="./static/css/site.css"' in joined and b"a.css" not in joined
    for bad in (b"a { background: url(img.png); }", b'@import "b.css";'):
        with pytest.raises(SystemExit, match="relative URL"):
            bundled(page, {"static/css/a.css": bad})
    with pytest.raises(SystemExit, match="does not contain"):
        bundled(page, {})


def test_package_zip_is_clean(two_builds: tuple[Path, Path]) -> None:
    """wsdv.zip: each shipped module as sourceless bytecode (x.pyc where x.py was), the data
    files, the dataclass methods' code (wsdv/dataclass_code.py), the printed data as read and
    checked (wsdv/data/printed.py), nothing else."""
    with zipfile.ZipFile(two_builds[0] / "wsdv.zip") as archive:
        infos = archive.infolist()
        pycs = {name: archive.read(name) for name in archive.namelist() if name.endswith(".pyc")}
        parsed = archive.read("wsdv/data/printed.pickle")
    names = [info.filename for info in infos]
    assert names == sorted(names)
    assert "wsdv/__init__.pyc" in names and "wsdv/engine/game.pyc" in names
    built = ("wsdv/dataclass_code.bin", "wsdv/data/printed.pickle")
    assert all(name.startswith("wsdv/") and name.endswith((".json", ".pyc"))
               for name in names if name not in built)
    assert "wsdv/dataclass_code.bin" in names
    assert parsed == printed.pickled()  # the build's reading of the sources' JSON
    expected = {name.removesuffix(".py") + ".pyc" for name in package_files() if
                name.endswith(".py")}
    assert set(pycs) == expected  # each module's bytecode, no sources
    assert len({data[:4] for data in pycs.values()}) == 1  # one magic number: Python 3.14's
    assert all(data[4:8] == UNCHECKED_HASH_FLAGS for data in pycs.values())
    assert {info.date_time for info in infos} == {(1980, 1, 1, 0, 0, 0)}


def test_wheels_ship_bytecode_instead_of_sources(
    two_builds: tuple[Path, Path], browser_packages: Path
) -> None:
    with zipfile.ZipFile(two_builds[0] / "wsdv.zip") as archive:
        magic = archive.read("wsdv/__init__.pyc")[:4]
    for wheel in sorted(browser_packages.glob("*.whl")):
        with zipfile.ZipFile(wheel) as archive:
            names = archive.namelist()
            pycs = [archive.read(name) for name in names if name.endswith(".pyc")]
            record = archive.read(next(n for n in names if n.endswith(".dist-info/RECORD")))
        assert pycs and not [name for name in names if name.endswith(".py")], wheel.name
        assert all(data[:4] == magic and data[4:8] == UNCHECKED_HASH_FLAGS for data in pycs)
        listed = {line.split(",")[0] for line in record.decode().splitlines()}
        assert listed == set(names), wheel.name


def test_stdlib_ships_bytecode_of_the_kept_modules(two_builds: tuple[Path, Path]) -> None:
    """python_stdlib.zip: each module the trim keeps becomes its unchecked .pyc at the same
    path; every other kept file is as it was."""
    with zipfile.ZipFile(two_builds[0] / "wsdv.zip") as archive:
        magic = archive.read("wsdv/__init__.pyc")[:4]
    stock = (sitebuild.fetch().pyodide / "python_stdlib.zip").read_bytes()
    kept = trim.stdlib(stock, package_files())
    with zipfile.ZipFile(two_builds[0] / "pyodide" / "python_stdlib.zip") as archive:
        shipped = {n: archive.read(n) for n in archive.namelist()}
    assert set(shipped) == {sitebuild.sourceless(n) for n in kept}
    for name, data in kept.items():
        if name.endswith(".py"):
            pyc = shipped[sitebuild.sourceless(name)]
            assert pyc[:4] == magic and pyc[4:8] == UNCHECKED_HASH_FLAGS, name
        else:
            assert shipped[name] == data, name


def test_config_uses_the_local_pyodide(two_builds: tuple[Path, Path]) -> None:
    """The page's interpreter module wraps the local Pyodide (it may start from a snapshot,
    issue 28) and no package is loaded before the first screen; the AI worker boots the
    local Pyodide as it is."""
    folder = two_builds[0]
    config = tomllib.loads((folder / "pyscript.toml").read_text())
    assert config["interpreter"] == "./static/js/snapshot-boot.mjs"
    assert "packages" not in config
    assert config["files"] == {"./wsdv.zip": "./wsdv.zip"}  # imported from in place
    boot = (folder / "static/js/snapshot-boot.mjs").read_text()
    assert 'from "../../pyodide/pyodide.mjs"' in boot
    key = boot.split('const KEY = "', 1)[1].split('"', 1)[0]
    assert len(key) == 16 and int(key, 16) >= 0  # filled in by the build
    worker = tomllib.loads((folder / "ai-worker.toml").read_text())
    assert worker["interpreter"] == "./pyodide/pyodide.mjs" and "packages" not in worker


def test_the_snapshot_key_names_the_build(two_builds: tuple[Path, Path]) -> None:
    """Any other file changed, the key changes: a new build never restores an old snapshot.
    The interpreter module and the early look (snapshot-look.js) carry the same key, and
    neither is part of what it names."""
    folder = two_builds[0]
    files = {p.relative_to(folder).as_posix(): p.read_bytes()
             for p in folder.rglob("*") if p.is_file()}
    scripts = ("static/js/snapshot-boot.mjs", "static/js/snapshot-look.js")
    built = {name: files[name] for name in scripts}
    assert sitebuild.snapshot_scripts(files) == built
    keys = {re.findall(rb'const KEY = "([0-9a-f]{16})"', text)[0] for text in built.values()}
    assert len(keys) == 1
    changed = {**files, "static/css/site.css": files["static/css/site.css"] + b"\n"}
    for name, text in sitebuild.snapshot_scripts(changed).items():
        assert text != built[name]
    assert sitebuild.snapshot_scripts({**files, "sw.js": b""}) == built
    assert sitebuild.snapshot_scripts({**files, scripts[1]: b""}) == built


def test_the_snapshot_look_starts_with_the_page(two_builds: tuple[Path, Path]) -> None:
    """The look for a snapshot (snapshot-look.js) is an async classic script of the page's
    head, before any module script: it starts while the document is parsed and holds up
    nothing (issue 39)."""
    page = (two_builds[0] / "index.html").read_text()
    head = page.split("</head>", 1)[0]
    look = '<script async src="./static/js/snapshot-look.js"></script>'
    assert look in head and head.index(look) < head.index('<script type="module"')
    assert head.index("Content-Security-Policy") < head.index(look)


def test_check_site_refuses_external_and_root_paths() -> None:
    config = b'interpreter = "./pyodide/pyodide.mjs"\n'
    base = {"pyscript.toml": config, "ai-worker.toml": config, "pyodide/pyodide.mjs": b""}
    sitebuild.check_site({**base, "index.html": b'<script src="./a.js"></script>'})
    for page in (b'<script src="https://cdn.example.org/a.js">', b'<link href="/static/a.css">'):
        with pytest.raises(SystemExit):
            sitebuild.check_site({**base, "index.html": page})
    worker = b'interpreter = "./pyodide/pyodide.mjs"\n[files]\n"./missing.zip" = "./*"\n'
    with pytest.raises(SystemExit, match="ai-worker.toml"):
        sitebuild.check_site({**base, "ai-worker.toml": worker, "index.html": b""})


def test_deterministic_zip_ignores_the_order_given() -> None:
    files = {"b.py": b"b = 1\n", "a.json": b"{}"}
    reordered = dict(reversed(list(files.items())))
    assert sitebuild.deterministic_zip(files) == sitebuild.deterministic_zip(reordered)


def fetch(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url) as response:
            return response.status, response.headers["Content-Type"]
    except urllib.error.HTTPError as error:
        return error.code, ""


def test_server_mime_types_and_prefix(
    two_builds: tuple[Path, Path]
) -> None:
    server = sitebuild.make_server(two_builds[0], prefix="/wsdv/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = sitebuild.server_url(server)
        assert url.startswith("http://127.0.0.1:") and url.endswith("/wsdv/")
        assert fetch(url + "pyodide/pyodide.asm.wasm") == (200, "application/wasm")
        assert fetch(url + "pyodide/pyodide.mjs") == (200, "text/javascript")
        assert fetch(url)[0] == 200
        assert fetch(url.removesuffix("wsdv/") + "index.html")[0] == 404
    finally:
        server.shutdown()
        server.server_close()


def test_bytecode_is_reproducible(tmp_path: Path) -> None:
    """Two compilations with no cache give the same bytes (frozensets, whose order follows
    string hashes, included)."""
    pyodide = sitebuild.fetch().pyodide
    sources = {
        "wsdv/engine/data.py": (sitebuild.ROOT / "wsdv/engine/data.py").read_bytes(),
        "sets.py": b"def f(x):\n    return x in {'alpha', 'beta', 'gamma', 'delta', 'eps'}\n",
    }
    compiled = []
    for run in ("a", "b"):
        compiled.append(sitebuild.compile_bytecode(pyodide, sources, cache=tmp_path / run))
    assert compiled[0] == compiled[1]
    assert compiled[0].keys() == sources.keys()


def test_the_builds_data_check_needs_only_the_standard_library() -> None:
    """README: `python3 build.py serve` runs on a stock python3 (no pydantic). The build
    reads the printed data as the page does; the pydantic schema is checked only where
    pydantic is installed (here, in .venv, by the build and tests/test_printed_schema.py).
    ``-S``: no site-packages, as a stock python3 without pydantic."""
    code = ("from sitebuild.assemble import check_printed_data; check_printed_data(); "
            "import sys; assert 'pydantic' not in sys.modules")
    done = subprocess.run([sys.executable, "-S", "-c", code], cwd=sitebuild.ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
