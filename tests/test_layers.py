"""The engine and the words do not load each other (issue 25): both read the printed facts
(wsdv/data) and the message type (wsdv/msg.py, a leaf). Each direction is checked in a fresh
interpreter, since this one has loaded everything."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
fresh = pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocess in Pyodide")


def _loaded(code: str) -> list[str]:
    """The wsdv modules a fresh interpreter has loaded after running `code`."""
    probe = code + "\nimport sys\nprint(' '.join(m for m in sys.modules if m.startswith('wsdv')))"
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                         text=True, check=True, timeout=60)
    return out.stdout.split()


@fresh
def test_the_engine_plays_without_the_words() -> None:
    loaded = _loaded("from wsdv.engine import Game\n"
                     "g = Game.new(3)\n"
                     "for _ in range(40):\n"
                     "    g.choose(g.prompt.options[0].id)\n")
    assert "wsdv.engine.game" in loaded
    assert not [m for m in loaded if m == "wsdv.words" or m.startswith("wsdv.words.")]


def test_no_engine_module_but_the_command_line_imports_the_words_at_the_top() -> None:
    """What the fresh interpreter above checks, file by file: only `python -m wsdv.engine`
    (a program, not the engine) imports wsdv.words when loaded; the English `Prompt.text`
    imports it when first asked."""
    import ast

    known = {"__main__.py"}
    found = set()
    for path in sorted((ROOT / "wsdv" / "engine").glob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ImportFrom) and node.level == 2 and \
                    (node.module or "").split(".")[0] == "words":
                found.add(path.name)
    assert found <= known, sorted(found - known)


@fresh
def test_the_words_render_without_the_engine() -> None:
    loaded = _loaded("from wsdv.words import m, render\n"
                     "from wsdv.words.events import event_lines\n"
                     "for lang in ('en', 'de'):\n"
                     "    render(m('opt.card_display', card='23'), lang)\n"
                     "    render(m('opt.factory', city='Kiel'), lang)\n"
                     "    render(m('opt.infra', line='Leipzig~Jena@Jena'), lang)\n"
                     "    render(m('opt.box', box=2), lang)\n"
                     "    event_lines('23', lang)\n")
    assert "wsdv.data.printed" in loaded and "wsdv.data.board" in loaded
    assert not [m for m in loaded if m == "wsdv.engine" or m.startswith("wsdv.engine.")]


# A first visit's imports (as wsdv/ui/main.py's) and mount over a stand-in browser, as
# test_ui_paint's: the page opens on the first screen, in English, with nothing to open.
FIRST_SCREEN = ("from wsdv.ui import door\n"
                "from wsdv.ui.app import App\n"
                "from wsdv.ui.worker_files import package_zip\n"
                "from unittest.mock import MagicMock\n"
                "from wsdv.ui.fake_page import MemoryStorage\n"
                "doc, win = MagicMock(), MagicMock()\n"
                "win.location.hash = win.location.search = ''\n"
                "win.URLSearchParams.new.return_value.get.return_value = None\n"
                "win.localStorage, win.sessionStorage = MemoryStorage(), MemoryStorage()\n"
                "win.navigator.languages = ['en']\n"
                "app = App(doc, win, lambda fn: fn, None, lambda coro: None)\n"
                "app.mount()\n"
                "assert doc.body.dataset.ready == '1'\n"
                "assert app.state.game is None and app.state.guide.welcome\n")

# What a first visit's first screen does without (issue 39): the game's renderers and the
# features it does not use, besides the engine; they come with the first verb or game.
NOT_ON_THE_FIRST_SCREEN = ("wsdv.ui.board", "wsdv.ui.screen", "wsdv.ui.panels",
                           "wsdv.ui.confirm", "wsdv.ui.eod_html", "wsdv.ui.recap",
                           "wsdv.ui.gameover", "wsdv.ui.rules_ref", "wsdv.ui.play",
                           "wsdv.ui.saves", "wsdv.ui.opening", "wsdv.ui.opponent",
                           "wsdv.ui.update", "wsdv.ui.paste", "wsdv.ui.stakes",
                           # an English page: the other languages' words (words/by_lang.py)
                           "wsdv.words.de", "wsdv.words.it", "wsdv.words.pl",
                           "wsdv.words.ui_de", "wsdv.words.ui_it", "wsdv.words.ui_pl",
                           "wsdv.words.rules")


@fresh
def test_the_first_screen_loads_without_the_engine() -> None:
    """Issue 39: the page's imports before its first screen (wsdv/ui/main.py) and a first
    visit's mount do without the engine, the printed facts and the board's drawing (about
    40 % of the imports in Pyodide), nor the features and renderers the first screen does
    not use (a third of the rest); a verb opens the game and loads them."""
    first = FIRST_SCREEN
    later = ("import sys\n"
             "assert not [m for m in sys.modules if m.startswith(('wsdv.engine', 'wsdv.data'))]\n"
             "door.act(app, 'welcome.start', 'hotseat')\n"
             "assert app.state.game is not None and not app.state.guide.welcome\n")
    loaded = _loaded(first)
    assert "wsdv.ui.app" in loaded and "wsdv.ui.guide" in loaded
    later_ones = [m for m in loaded
                  if m in NOT_ON_THE_FIRST_SCREEN or m.startswith(("wsdv.engine", "wsdv.data"))]
    assert not later_ones
    after_a_verb = _loaded(first + later)
    assert "wsdv.engine.game" in after_a_verb
    # the game's paint and every feature's verbs (the game-over screen's only at the end)
    assert {"wsdv.ui.board", "wsdv.ui.screen", "wsdv.ui.panels", "wsdv.ui.play", "wsdv.ui.saves",
            "wsdv.ui.opening", "wsdv.ui.opponent", "wsdv.ui.update"} <= set(after_a_verb)


@fresh
def test_a_verb_of_a_feature_the_first_screen_does_without_loads_it() -> None:
    """Issue 39: the features the first screen does without register their verbs when
    their module is imported; a first screen still carries out one of their verbs (the door
    has the App load the features first)."""
    loaded = _loaded(FIRST_SCREEN + "assert 'update.ready' not in door.HANDLERS\n"
                                    "assert door.act(app, 'update.ready')\n"
                                    "assert app.state.game is not None\n")
    assert "wsdv.ui.update" in loaded


@fresh
def test_only_the_languages_shown_have_their_words_imported() -> None:
    """Issue 39 (words/by_lang.py): English words are rendered without the German, Italian
    and Polish modules; a German message imports German's only, the templates and the
    interface's words alike."""
    english = ("from wsdv.words import m, render\n"
               "from wsdv.ui import i18n\n"
               "render(m('opt.event'), 'en'); i18n.t('half_1', 'en')\n")
    german = ("assert render(m('opt.event'), 'de') != render(m('opt.event'), 'en')\n"
              "assert i18n.t('half_1', 'de') != i18n.t('half_1', 'en')\n")

    def others(loaded: list[str], *langs: str) -> list[str]:
        return sorted(name for name in loaded for lang in langs
                      if name in (f"wsdv.words.{lang}", f"wsdv.words.ui_{lang}"))

    assert others(_loaded(english), "de", "it", "pl") == []
    with_german = _loaded(english + german)
    assert others(with_german, "de") == ["wsdv.words.de", "wsdv.words.ui_de"]
    assert others(with_german, "it", "pl") == []
