"""The page's style sheets as one file (issue 39): index.html links eight (static/css/*.css
and PyScript's core.css), each of which holds up the first paint; on HTTP/1.1 (the local
server, and browsers' six connections per host) they queued with the runtime's downloads, and
the first screen waited for the last of them. The build joins them, in the page's order,
into static/css/site.css and links that one instead; its own parts (static/css/) are left
out of dist/, PyScript's core.css stays there as published.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

BUNDLE = "static/css/site.css"
LINK = re.compile(rb'[ \t]*<link rel="stylesheet" href="\./([^"]+\.css)">\n')


def bundled(page: bytes, files: Mapping[str, bytes]) -> tuple[bytes, dict[str, bytes], set[str]]:
    """``page`` linking the bundle where it linked its first style sheet (the others' links
    gone), the bundle (path -> bytes) and the site's own style sheets it holds (to leave out
    of dist/).
    Each part keeps its own text, so a rule's place in the cascade is unchanged; none of them
    names another file by a relative URL (checked)."""
    names = [match.decode() for match in LINK.findall(page)]
    if not names:
        raise SystemExit("index.html: no style sheet link to bundle")
    parts = []
    for name in names:
        if name not in files:
            raise SystemExit(f"index.html links {name}, which dist/ does not contain")
        text = files[name]
        if re.search(rb"@import|url\((?!#)", text):
            raise SystemExit(f"{name}: a relative URL or @import would break in {BUNDLE}")
        parts.append(b"/* " + name.encode() + b" */\n" + text.rstrip(b"\n") + b"\n")
    first = True

    def link(match: re.Match[bytes]) -> bytes:
        nonlocal first
        if not first:
            return b""
        first = False
        indent = match.group(0)[: len(match.group(0)) - len(match.group(0).lstrip())]
        return indent + f'<link rel="stylesheet" href="./{BUNDLE}">\n'.encode()

    own = {name for name in names if name.startswith("static/css/")}
    return LINK.sub(link, page), {BUNDLE: b"".join(parts)}, own
