"""Shared by the browser tests and the boot benchmark: how to launch Debian's chromium here,
and build.py loaded by path (the name `build` may belong to an installed package)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
]


def load_build_module() -> ModuleType:
    """build.py as the module `wsdv_site_build`, loaded once per process."""
    name = "wsdv_site_build"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "build.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]
