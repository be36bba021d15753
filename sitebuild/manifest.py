"""The web app manifests, one per language: static/manifest.webmanifest (English) is the
template for the icons and colours; the name, short name and description come from the
"manifest" table of wsdv/words/ui_<lang>.py. boot.js links the page's language's manifest."""

from __future__ import annotations

import json


def manifests(template: bytes) -> dict[str, bytes]:
    """static/manifest.webmanifest (English) and static/manifest-<lang>.webmanifest."""
    from wsdv.words.ui import BY_LANG  # pure Python, from the repository being built

    base = json.loads(template)
    out = {}
    for lang, tables in BY_LANG.items():
        data = {**base, **tables["manifest"], "lang": lang}
        name = "static/manifest.webmanifest" if lang == "en" else \
            f"static/manifest-{lang}.webmanifest"
        out[name] = (json.dumps(data, ensure_ascii=False, indent=2) + "\n").encode()
    return out
