"""pyodide-lock.json: the npm package's lock pruned to the wheels shipped beside it (none in
dist/; the benchmark's pydantic page has its own), with entries written for them (Pyodide
resolves ``packages = ["pydantic"]`` through it)."""

from __future__ import annotations

import io
import json
import re
import zipfile
from collections.abc import Mapping

from .common import canonical, sha256


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
