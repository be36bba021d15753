"""The rules reference's HTML (pure strings): a dialog with a table of contents, the
sections of wsdv/words/rules_*.py and the icon glossary; and the small "Rules § n" link that
each prompt gets (its section from the prompt's kind and the End of Decade phase)."""

from __future__ import annotations

import re
from typing import Any

from ..words import rules
from .glossary_html import glossary_html
from .guide_words import t
from .svg import el, esc

GLOSSARY = "icons"  # the glossary's place in the reference, as a section "number"
# "9.1", and whole sections named as "section 9" / "Abschnitt 9"
_REF = re.compile(r"\b(\d{1,2}\.\d{1,2})\b|(?<=section )(\d{1,2})\b|(?<=Abschnitt )(\d{1,2})\b")


def section_dom_id(number: str) -> str:
    return "rules-s-" + number.replace(".", "-")


def go_button(number: str, label: str, **kw: Any) -> str:
    return el("button", esc(label), type="button", class_="rules-go", data_rules_go=number,
              **kw)


def _linked(text: str) -> str:
    """A paragraph's text with its references to other sections ("9.1") as links."""
    known = set(rules.numbers())
    out, last = "", 0
    for m in _REF.finditer(text):
        number = m.group(1) or m.group(2) or m.group(3)
        if number in known:
            out += esc(text[last:m.start()]) + go_button(number, number)
            last = m.end()
    return out + esc(text[last:])


def _paragraphs(paragraphs: tuple[str, ...]) -> str:
    out, items = "", ""
    for para in paragraphs:
        if para.startswith("- "):
            items += el("li", _linked(para[2:]))
            continue
        if items:
            out, items = out + el("ul", items), ""
        out += el("p", _linked(para))
    return out + (el("ul", items) if items else "")


def _toc(lang: str) -> str:
    tops: list[tuple[str, str, list[tuple[str, str]]]] = []
    for number, title, _ in rules.sections(lang):
        if rules.parent(number) is None:
            tops.append((number, title, []))
        else:
            tops[-1][2].append((number, title))
    items = "".join(
        el("li", go_button(n, f"{n} {title}") +
           (el("ol", "".join(el("li", go_button(s, f"{s} {st}")) for s, st in subs))
            if subs else ""))
        for n, title, subs in tops)
    items += el("li", go_button(GLOSSARY, t("glossary_title", lang)))
    return el("nav", el("h3", esc(t("contents", lang))) + el("ol", items), id="rules-toc",
              aria_label=t("contents", lang))


def _section(number: str, title: str, paragraphs: tuple[str, ...], lang: str) -> str:
    heading = "h3" if rules.parent(number) is None else "h4"
    return el("section", el(heading, esc(f"{number} {title}")) + _paragraphs(paragraphs),
              id=section_dom_id(number), data_section=number, tabindex="-1")


def rules_html(lang: str) -> str:
    """The whole reference (the app scrolls to and marks the section asked for)."""
    text = el("p", esc(t("rules_note", lang)), class_="note")
    text += "".join(_section(n, title, paras, lang) for n, title, paras in rules.sections(lang))
    text += el("section", el("h3", esc(t("glossary_title", lang))) + glossary_html(lang),
               id=section_dom_id(GLOSSARY), data_section=GLOSSARY, tabindex="-1")
    head = el("header", el("h2", esc(t("rules_title", lang)), id="rules-title") +
              el("button", esc(t("close", lang)), type="button", id="rules-close"))
    return el("div", head + el("div", _toc(lang) + el("div", text, id="rules-text"),
                                class_="rules-body"),
              class_="guidecard rulescard", role="dialog", aria_modal="true",
              aria_labelledby="rules-title", lang=lang)


def prompt_link(prompt: dict[str, Any] | None, phase: int, lang: str) -> str:
    """The link from a prompt to the section that explains it ("" without a prompt)."""
    if prompt is None:
        return ""
    number = rules.prompt_section(prompt["kind"], phase)
    return el("button", esc(t("rules_link", lang, n=number)), type="button",
              class_="rules-link", data_rules=number, title=t("rules_link_title", lang))


def icons_link(lang: str) -> str:
    """Under the enlarged card: the glossary of its icons."""
    return el("p", go_button(GLOSSARY, t("icons_link", lang), id="zoom-icons"),
              class_="icons-link")
