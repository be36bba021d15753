"""The first screen in index.html (issue 39): drawn here by the app's own function
(wsdv/ui/welcome.py's welcome_html), in every language, so that the page's first paint shows it
while Python starts behind it.

Each variant is a <template> (inert: its ids are not in the document until used);
static/js/first-screen.js, a small script that runs before any large one, picks the one the app
would show (the language as the app chooses it, and whether this is a first visit) or none
(when the app would open a game or another screen: the loading screen shows then), and puts it
into #app. wsdv/ui/main.py hands the same DOM to the app when Python is up.

The variants, as wsdv/ui/guide.py and tour.py draw the first screen when no game is open:
  new   a first visit (no tour seen, no game stored): level "easy", no "Show the tour again"
  back  a returning player without a game in progress: level "normal", the tour offered again
"""

from __future__ import annotations

MARKER = b"<!-- __FIRST_SCREEN__ -->"
VARIANTS = {"new": {"tour": "", "level": "easy"}, "back": {"tour": "offer", "level": "normal"}}


def variants() -> dict[str, str]:
    """``"<lang>-<variant>"`` -> the first screen's HTML, exactly as the app draws it."""
    from wsdv.ui import i18n
    from wsdv.ui.welcome import welcome_html

    return {f"{lang}-{name}": welcome_html(lang, None, True, **args)  # type: ignore[arg-type]
            for lang in i18n.LANGS for name, args in VARIANTS.items()}


def templates() -> bytes:
    return "\n  ".join(f'<template id="first-{key}">{html}</template>'
                       for key, html in variants().items()).encode()


def with_first_screen(page: bytes) -> bytes:
    """index.html with the first screen's templates in place of its marker."""
    if page.count(MARKER) != 1:
        raise SystemExit(f"index.html: expected the marker {MARKER.decode()} once")
    return page.replace(MARKER, templates())
