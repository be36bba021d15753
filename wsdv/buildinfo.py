"""Which build of the game this is. The site build writes wsdv/build.json into wsdv.zip (a
hash of the shipped code and configs, sitebuild/assemble.py); run from the sources it is
"source". The page and its AI worker each unpack wsdv.zip: comparing their ids proves they
run one build (wsdv/ui/opponent.py)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

SOURCE = "source"


@cache
def build_id() -> str:
    try:
        data = json.loads(Path(__file__).with_name("build.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return SOURCE
    value = data.get("build") if isinstance(data, dict) else None
    return value[:64] if isinstance(value, str) and value else SOURCE
