"""Shared by every test folder: import paths, and the ``slow`` marker.

``@pytest.mark.slow`` marks the long runs (the full fuzz counts): they are left out unless
WSDV_LONG=1 is set or ``-m`` names them (``pytest -m slow`` runs only them). The default run
keeps a smaller share of the same seeded games, so it still fuzzes.
"""

import os
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
sys.path.insert(0, str(TESTS))
# tools/site_support.py: how to launch chromium here, the site build (sitebuild) importable
sys.path.insert(0, str(TESTS.parent / "tools"))

LONG = os.environ.get("WSDV_LONG", "") not in ("", "0")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: long runs, only with WSDV_LONG=1 or -m slow")
    config.addinivalue_line("markers", "xdist_group(name): run on one pytest-xdist worker")
    config.addinivalue_line("markers", "fresh_page: a browser test gets a page of its own "
                            "instead of the worker's shared one (tests/e2e/conftest.py)")


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist's, which reads the groups
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        # The build tests share two fresh builds (a session fixture): one worker makes them.
        if "site" in item.path.relative_to(TESTS).parts[:1]:
            item.add_marker(pytest.mark.xdist_group("site"))
    if LONG or "slow" in (config.getoption("markexpr", "") or ""):
        return
    slow = [item for item in items if item.get_closest_marker("slow")]
    if slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = [item for item in items if not item.get_closest_marker("slow")]
