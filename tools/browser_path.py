"""Where is a Chromium to drive? One finder for the browser tests, the benchmarks and
tools/test.sh (``python tools/browser_path.py`` prints the path, or why there is none).

Looked for in this order; the first that exists and is executable wins:
  1. $WSDV_CHROMIUM (if set, it must point at a browser: a wrong value is an error, not a
     fallback, so a typo cannot silently test another browser);
  2. ``chromium``, ``chromium-browser``, ``google-chrome``, ``google-chrome-stable``,
     ``chrome`` on PATH;
  3. /usr/bin/chromium (Debian's package, what CI installs), /snap/bin/chromium;
  4. macOS applications: Chromium, Google Chrome (also for Testing), in /Applications or
     ~/Applications;
  5. a browser that ``playwright install chromium`` downloaded ($PLAYWRIGHT_BROWSERS_PATH,
     ~/.cache/ms-playwright, ~/Library/Caches/ms-playwright), the newest first.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

ENV = "WSDV_CHROMIUM"
ON_PATH = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome")
FIXED = (
    "/usr/bin/chromium",
    "/snap/bin/chromium",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    "/Applications/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing",
)
# Inside a Playwright browsers folder, below chromium-<build>/
PLAYWRIGHT_BUILDS = (
    "chrome-linux*/chrome",
    "chrome-mac*/Chromium.app/Contents/MacOS/Chromium",
    "chrome-mac*/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing",
)

HOW_TO_GET = """\
No Chromium found for the browser tests. Any one of these works:
  - Debian / Ubuntu as root: apt-get install chromium   (Ubuntu: snap install chromium)
  - macOS: install Google Chrome or Chromium into /Applications
  - without root, anywhere: .venv/bin/python -m playwright install chromium
  - or point WSDV_CHROMIUM at a Chromium or Chrome executable"""


def _executable(path: Path) -> bool:
    return path.is_file() and os.access(path, os.X_OK)


def _playwright_folders() -> list[Path]:
    folders = []
    if os.environ.get("PLAYWRIGHT_BROWSERS_PATH", "0") != "0":
        folders.append(Path(os.environ["PLAYWRIGHT_BROWSERS_PATH"]))
    home = Path.home()
    folders += [home / ".cache" / "ms-playwright", home / "Library" / "Caches" / "ms-playwright"]
    return folders


def _build_number(path: Path) -> int:
    digits = path.name.rpartition("-")[2]
    return int(digits) if digits.isdigit() else -1


def candidates() -> list[Path]:
    """Every place looked at, in order (existing or not), after $WSDV_CHROMIUM."""
    found = [Path(p) for p in map(shutil.which, ON_PATH) if p]
    found += [Path(p) for p in FIXED]
    for apps in (Path.home() / "Applications",):
        found += [apps / p.removeprefix("/Applications/") for p in FIXED
                  if p.startswith("/Applications/")]
    for folder in _playwright_folders():
        if folder.is_dir():
            builds = sorted(folder.glob("chromium-*"), key=_build_number, reverse=True)
            for build in builds:
                for pattern in PLAYWRIGHT_BUILDS:
                    found += sorted(build.glob(pattern))
    return found


def find_chromium() -> str | None:
    """The Chromium to launch, or None. Raises ValueError if $WSDV_CHROMIUM is set but wrong."""
    given = os.environ.get(ENV)
    if given:
        path = Path(given).expanduser()
        if not _executable(path):
            raise ValueError(f"{ENV}={given} is not an executable file")
        return str(path)
    for path in candidates():
        if _executable(path):
            return str(path)
    return None


def main() -> int:
    try:
        path = find_chromium()
    except ValueError as error:
        print(error, file=sys.stderr)
        return 1
    if path is None:
        print(HOW_TO_GET, file=sys.stderr)
        return 1
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
