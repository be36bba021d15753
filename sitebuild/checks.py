"""Checks of the assembled site: our own files request nothing outside it and assume no
site root, the service worker precaches exactly dist/, the configs name files dist/ has."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import PurePosixPath

try:
    import tomllib  # Python 3.11; nothing newer than 3.11.0 is needed
except ModuleNotFoundError:  # build.py says so first; this is for direct imports
    raise SystemExit("the site build needs Python >= 3.11") from None

from .common import CONFIGS

TEXT_SUFFIXES = {".html", ".toml", ".css", ".js", ".mjs", ".json", ".svg", ".webmanifest"}
# Only these URLs may appear in our own files: XML namespaces are names, not requests.
ALLOWED_URL = re.compile(r"https?://www\.w3\.org/[\w/.-]*")
CSP_META = re.compile(
    rb"""<meta\s+http-equiv=["']Content-Security-Policy["']\s+content=(?:"([^"]*)"|'([^']*)')""",
    re.I,
)


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
