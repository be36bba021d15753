"""sw.js: static/sw.js with the build's hash and the precache list ([path, sha256] of every
other file of dist/) filled in."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping

from .common import ROOT, sha256

SERVICE_WORKER = "static/sw.js"  # served from the site's top as sw.js: its scope is the site


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
