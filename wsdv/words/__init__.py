"""The game's words, in one place per language: message keys with arguments.

The engine says everything as a `Msg` (a key and its arguments: ids of sides, provinces,
cities, lines, cards, plain numbers; the type lives in wsdv/msg.py, which imports nothing of
the project, and is re-exported here); `render(msg, lang)` turns it into English, German,
Italian or Polish. Templates live in `en.py`, `de.py`, `it.py` and `pl.py`; the names of the
game's things (cards, places, phases, icons, prestige boxes) in `names.py`; the terms of the
game per language in `terms.py`. No rule code holds a sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..msg import Msg, m
from . import en, store
from .by_lang import LANGS, ByLang
from .names import NAMERS, join
from .plural import fill_in


def _templates(lang: str) -> dict[str, Any]:
    """A language's templates, the page's errors (storage, the computer's answer) joined."""
    if lang == "de":
        from . import de
        table = de.TEMPLATES
    elif lang == "it":
        from . import it
        table = it.TEMPLATES
    elif lang == "pl":
        from . import pl
        table = pl.TEMPLATES
    else:
        table = en.TEMPLATES
    table.update(store.STORE[lang])
    return table


# each language's module imported when its words are first needed (by_lang.py)
TEMPLATES: Mapping[str, dict[str, Any]] = ByLang(_templates)
TEMPLATES["en"]  # made at once: every language falls back to English (render, missing)
__all__ = ["LANGS", "TEMPLATES", "Hook", "Msg", "m", "missing", "render", "text"]


# A hook sees each named argument value as it is put into a message: (argument name, value,
# its text) -> the text to use. The UI wraps card names in links with it; None: plain text.
Hook = Callable[[str, Any, str], str]


def _value(name: str, value: Any, lang: str, hook: Hook | None = None) -> str:
    namer = NAMERS.get(name)
    if namer is None:
        if isinstance(value, list | tuple):
            return join([str(v) for v in value], lang)
        return str(value)
    if isinstance(value, list | tuple) and name.endswith("s"):
        return join([_named(name, namer, v, lang, hook) for v in value], lang)
    return _named(name, namer, value, lang, hook)


def _named(name: str, namer: Callable[[Any, str], str], value: Any, lang: str,
           hook: Hook | None) -> str:
    text = namer(value, lang)
    return text if hook is None else hook(name, value, text)


def render(msg: Msg | Mapping[str, Any], lang: str = "en", hook: Hook | None = None) -> str:
    """A message (or its dict form, as in views and logs) in one of LANGS. `hook`
    post-processes each named argument's text (function templates name their own arguments
    and are not hooked; none of them names a card)."""
    if isinstance(msg, Msg):
        key, args = msg.key, msg.args
    else:
        key, args = msg["key"], msg.get("args", {})
    table = TEMPLATES.get(lang) or TEMPLATES["en"]
    template = table.get(key)
    if template is None:
        raise KeyError(f"no {lang} template for message {key!r}")
    if callable(template):
        return template(args, lang)
    return fill_in(lang, template, **{k: _value(k, v, lang, hook) for k, v in args.items()})


def text(entry: Mapping[str, Any], lang: str = "en") -> str:
    """A log entry's words."""
    return render(entry["msg"], lang)


def missing(lang: str) -> set[str]:
    """Keys that English has and `lang` lacks (and the reverse, prefixed with '-')."""
    other = TEMPLATES[lang]
    return (set(en.TEMPLATES) - set(other)) | {f"-{k}" for k in set(other) - set(en.TEMPLATES)}
