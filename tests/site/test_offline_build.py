"""build.py's offline parts: the service worker's precache list and build hash, the web
manifest and its icons, the Content-Security-Policy, the GitHub Pages workflow."""

from __future__ import annotations

import hashlib
import json
import re
import struct
import threading
import urllib.request
import zlib
from pathlib import Path

import pytest

import sitebuild

ROOT = Path(__file__).resolve().parents[2]


def dist_files(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def precached(sw: str) -> dict[str, str]:
    start = sw.index("const FILES = [") + len("const FILES = [")
    body = sw[start : sw.index("];", start)]
    return dict(json.loads(line.rstrip(",")) for line in body.split("\n") if line.strip())


def test_service_worker_precaches_every_file_with_its_hash(
    two_builds: tuple[Path, Path]
) -> None:
    files = dist_files(two_builds[0])
    sw = files["sw.js"].decode()
    listed = precached(sw)
    assert set(listed) == set(files) - {"sw.js"}
    assert "static/sw.js" not in files  # only at the top: a worker's scope is its folder
    for name, digest in listed.items():
        assert hashlib.sha256(files[name]).hexdigest() == digest, name
    build_hash, _ = sitebuild.precache_list(files)
    assert re.search(rf'const BUILD = "{build_hash}";', sw)
    assert "__BUILD__" not in sw and "__FILES__" not in sw
    assert "const CACHE = PREFIX + BUILD" in sw  # the cache is named after the build


def test_a_changed_file_changes_the_build_hash() -> None:
    files = {"index.html": b"<p>1</p>", "wsdv.zip": b"zip"}
    first, _ = sitebuild.precache_list(files)
    second, _ = sitebuild.precache_list({**files, "wsdv.zip": b"zip2"})
    renamed, _ = sitebuild.precache_list({"index.html": b"<p>1</p>", "wsdv2.zip": b"zip"})
    assert len({first, second, renamed}) == 3
    assert sitebuild.precache_list(dict(reversed(files.items())))[0] == first


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    idat = data.index(b"IDAT")
    length = struct.unpack(">I", data[idat - 4 : idat])[0]
    raw = zlib.decompress(data[idat + 4 : idat + 4 + length])
    assert len(raw) == height * (1 + 3 * width)
    return width, height


def test_manifest_is_relative_and_its_icons_exist(two_builds: tuple[Path, Path]) -> None:
    files = dist_files(two_builds[0])
    manifest = json.loads(files["static/manifest.webmanifest"])
    assert manifest["name"] and manifest["short_name"] and manifest["display"] == "standalone"
    assert manifest["start_url"] == manifest["scope"] == "../"  # the site's top, any sub-path
    sizes = set()
    for icon in manifest["icons"]:
        assert not icon["src"].startswith(("/", "http")) and icon["type"] == "image/png"
        width, height = png_size(files[f"static/{icon['src']}"])
        assert icon["sizes"] == f"{width}x{height}"
        sizes.add(width)
    assert {192, 512} <= sizes
    assert any(icon.get("purpose") == "maskable" for icon in manifest["icons"])


def test_icons_are_drawn_deterministically() -> None:
    assert sitebuild.icon_png(192) == sitebuild.icon_png(192)
    assert png_size(sitebuild.icon_png(512)) == (512, 512)


CSP = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">')


def test_page_policy_allows_only_its_own_files() -> None:
    match = CSP.search((ROOT / "index.html").read_text())
    assert match, "index.html has no Content-Security-Policy meta tag"
    policy = dict(
        (part.split()[0], part.split()[1:]) for part in match.group(1).split(";") if part.strip()
    )
    assert policy["default-src"] == ["'self'"]
    assert policy["object-src"] == ["'none'"] and policy["base-uri"] == ["'none'"]
    for directive, sources in policy.items():
        for source in sources:
            assert source.startswith("'") or source in ("data:", "blob:"), (directive, source)
    assert "'unsafe-inline'" not in policy["script-src"]


def test_server_sends_the_policy_for_pages(
    two_builds: tuple[Path, Path]
) -> None:
    server = sitebuild.make_server(two_builds[0], prefix="/wsdv/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = sitebuild.server_url(server)
        with urllib.request.urlopen(url) as response:
            header = response.headers["Content-Security-Policy"]
        meta = CSP.search((two_builds[0] / "index.html").read_text())
        assert meta and header == meta.group(1) + "; frame-ancestors 'none'"
        with urllib.request.urlopen(url + "sw.js") as response:
            assert response.headers["Content-Type"] == "text/javascript"
        with urllib.request.urlopen(url + "static/icons/icon-192.png") as response:
            assert response.headers["Content-Type"] == "image/png"
    finally:
        server.shutdown()
        server.server_close()


def test_check_site_refuses_a_partial_precache() -> None:
    config = b'interpreter = "./pyodide/pyodide.mjs"\n'
    files = {"pyscript.toml": config, "pyodide/pyodide.mjs": b"", "index.html": b""}
    sw = b'const FILES = [\n  ["index.html", "' + b"0" * 64 + b'"],\n];'
    with pytest.raises(SystemExit, match="precache"):
        sitebuild.check_site({**files, "sw.js": sw})


def test_pages_workflow_builds_and_deploys_dist() -> None:
    text = (ROOT / ".github" / "workflows" / "pages.yml").read_text()
    for needed in ("actions/configure-pages@", "actions/upload-pages-artifact@",
                   "actions/deploy-pages@", "actions/setup-python@", "actions/setup-node@",
                   'python-version: "3.11"', "python build.py build", "path: dist",
                   "pages: write", "id-token: write"):
        assert needed in text, needed
