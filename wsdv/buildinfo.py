"""Which build of the game this is. The site build writes wsdv/build.json into wsdv.zip (a
hash of the shipped code and configs, sitebuild/assemble.py); run from the sources it is
"source". The page (importing from wsdv.zip in place) and its AI worker (unpacking it) each
read it: comparing their ids proves they run one build (wsdv/ui/opponent.py)."""

from __future__ import annotations

import json
from functools import cache

from . import package_data

SOURCE = "source"


@cache
def build_id() -> str:
    try:
        data = json.loads(package_data(__spec__, "build.json").decode("utf-8"))
    except (OSError, ValueError):
        return SOURCE
    value = data.get("build") if isinstance(data, dict) else None
    return value[:64] if isinstance(value, str) and value else SOURCE
