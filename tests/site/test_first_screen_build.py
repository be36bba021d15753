"""The first screen in index.html (issue 39): the build draws it with the app's own function,
in every language and variant, as inert templates; the page still runs no inline script."""

from __future__ import annotations

import re
from html.parser import HTMLParser

from sitebuild.assemble import index_page
from sitebuild.first_screen import VARIANTS, variants
from wsdv.ui import i18n
from wsdv.ui.welcome import welcome_html


class Page(HTMLParser):
    """The scripts of a page (their attributes and inline text) and its templates' HTML."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=False)
        self.scripts: list[tuple[dict[str, str | None], str]] = []
        self._script: dict[str, str | None] | None = None
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "script":
            self._script = dict(attrs)
            self.scripts.append((self._script, ""))

    def handle_data(self, data: str) -> None:
        if self._script is not None and data.strip():
            self.scripts[-1] = (self._script, self.scripts[-1][1] + data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._script = None


def page_text() -> str:
    return index_page({}, trimmed=False).decode()


def test_index_holds_the_apps_first_screen_in_every_language_and_variant() -> None:
    text = page_text()
    templates = dict(re.findall(r'<template id="first-([a-z]+-[a-z]+)">(.*?)</template>', text,
                                re.S))
    assert set(templates) == {f"{lang}-{name}" for lang in i18n.LANGS for name in VARIANTS}
    for lang in i18n.LANGS:
        # what the app draws with no game open: a first visit, and a player who came back
        assert templates[f"{lang}-new"] == welcome_html(lang, None, True, tour="",
                                                        level="easy")
        assert templates[f"{lang}-back"] == welcome_html(lang, None, True)
    assert templates == variants()
    assert "__FIRST_SCREEN__" not in text


def test_the_first_screen_comes_before_the_script_that_shows_it_and_no_script_is_inline(
) -> None:
    text = page_text()
    page = Page(text)
    sources = [attrs.get("src") for attrs, _ in page.scripts]
    assert all(sources), "a script without src: the Content-Security-Policy refuses it"
    assert all(inline == "" for _, inline in page.scripts)
    assert "./static/js/first-screen.js" in sources
    # a classic script (not deferred, not a module) right after the templates and #app
    attrs = next(a for a, _ in page.scripts if a.get("src") == "./static/js/first-screen.js")
    assert set(attrs) == {"src"}
    shown = text.index('src="./static/js/first-screen.js"')
    assert text.rindex("</template>") < shown and text.index('<main id="app">') < shown
    assert "<script" not in "".join(variants().values())
