"""The page boots from dist/ to ready, offline, from the site root and from a sub-path."""

from __future__ import annotations

import base64
import json
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

import pytest
from conftest import BOOT_TIMEOUT_MS, wait_ready
from playwright.sync_api import Page, Route, expect

if TYPE_CHECKING:
    from conftest import OfflineGuard, Site

pytestmark = pytest.mark.fresh_page  # these tests check the load itself

# Records the loading screen's active stage each time it changes.
RECORD_STAGES = """
window.__stages = [];
addEventListener("DOMContentLoaded", () => {
  const note = () => {
    const active = document.querySelector("#loader-stages [data-state='active']");
    const name = active ? active.dataset.stage : "none";
    if (window.__stages.at(-1) !== name) window.__stages.push(name);
  };
  note();
  new MutationObserver(note).observe(document.getElementById("loader-stages"), {
    attributes: true, subtree: true, attributeFilter: ["data-state"],
  });
});
"""


def boot(page: Page, url: str) -> None:
    page.add_init_script(RECORD_STAGES)
    page.goto(url)
    wait_ready(page)
    expect(page.locator("#loader")).to_be_hidden()


def test_boots_offline_to_ready(
    page: Page, site: Site, offline_guard: OfflineGuard, console_errors: list[str]
) -> None:
    boot(page, site.url)
    assert console_errors == []
    assert offline_guard.blocked == []
    paths = {urlsplit(url).path for url in offline_guard.seen}
    assert {"/pyodide/pyodide.asm.wasm", "/wsdv.zip"} <= paths  # the guard saw the boot
    assert not any(path.endswith(".whl") for path in paths)  # no package before the first screen


def test_loader_shows_the_boot_stages(page: Page, site: Site) -> None:
    boot(page, site.url)
    assert page.evaluate("window.__stages") == ["runtime", "engine", "none"]
    assert page.locator("#loader-bar").get_attribute("value") == "100"
    assert int(page.evaluate("document.body.dataset.bootMs")) > 0


def test_dataclass_methods_come_from_the_build(page: Page, site: Site) -> None:
    """Every dataclass the first screen's imports make takes its methods' code from the
    build's table (wsdv/dataclass_code.py), compiled by the page's own Pyodide."""
    boot(page, site.url)
    hits, made = map(int, page.evaluate("document.body.dataset.dataclassCode").split("/"))
    assert made >= 30  # (about 50 today)
    assert hits == made


def pyscript_code(page: Page) -> tuple[int, int]:
    """<body data-pyscript-code="taken/imported"> (wsdv/ui/main.py sets it after ready)."""
    page.wait_for_selector("body[data-pyscript-code]", state="attached")
    taken, imported = page.evaluate("document.body.dataset.pyscriptCode").split("/")
    return int(taken), int(imported)


def test_pyscripts_own_modules_come_from_the_build(page: Page, site: Site) -> None:
    """Each module PyScript imports before main.py has the build's checked bytecode of its
    source where the importer looks (sitebuild/pyscript_code.py): none is compiled."""
    boot(page, site.url)
    taken, imported = pyscript_code(page)
    assert imported >= 10  # (11 today: the package's __init__ and what it imports)
    assert taken == imported


@pytest.mark.parametrize("table", ["missing", "not JSON", "other bytes"])
def test_without_the_build_bytecode_pyscript_compiles_as_before(
    page: Page, site: Site, console_errors: list[str], table: str
) -> None:
    """A table that is missing, broken or holds bytecode of other sources only leaves PyScript
    compiling its modules: the page starts as before, no module is taken from it."""
    def serve(route: Route) -> None:
        if table == "missing":
            route.fulfill(status=404, body="")
        elif table == "not JSON":
            route.fulfill(body="{]")
        else:  # each pyc's source hash changed: the importer compiles the source instead
            original = json.loads(route.fetch().body())
            for name, data in original.items():
                pyc = bytearray(base64.b64decode(data))
                pyc[8] ^= 0xFF
                original[name] = base64.b64encode(pyc).decode()
            route.fulfill(body=json.dumps(original), content_type="application/json")

    page.route("**/static/pyscript-code.json", serve)
    boot(page, site.url)
    taken, imported = pyscript_code(page)
    assert (taken, imported >= 10) == (0, True)
    assert [e for e in console_errors if not e.startswith("Failed to load resource")] == []


def test_boots_from_a_sub_path(
    page: Page, site: Site, offline_guard: OfflineGuard, console_errors: list[str]
) -> None:
    boot(page, site.subpath_url)
    assert console_errors == []
    assert offline_guard.blocked == []
    outside = [url for url in offline_guard.seen if not urlsplit(url).path.startswith("/wsdv/")]
    assert outside == []


def test_guard_catches_outside_requests(
    page: Page, site: Site, offline_guard: OfflineGuard
) -> None:
    page.goto(site.url + "static/favicon.svg")
    result = page.evaluate("fetch('https://cdn.example.org/x.js').then(() => 'ok', () => 'failed')")
    assert result == "failed"
    assert offline_guard.blocked == ["https://cdn.example.org/x.js"]
    offline_guard.blocked.clear()  # expected here; any other outside request fails the test


def test_python_error_shows_in_the_loader(page: Page, site: Site) -> None:
    page.route(
        "**/wsdv/ui/main.py",
        lambda route: route.fulfill(body="raise RuntimeError('boom from main.py')\n"),
    )
    page.goto(site.url)
    failed = page.locator("#loader[data-failed]")
    failed.wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
    expect(page.locator("#loader-error")).to_contain_text("RuntimeError: boom from main.py")
    expect(page.locator("#loader")).to_be_visible()
