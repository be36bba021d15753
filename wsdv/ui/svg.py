"""Tiny helpers to write SVG and HTML as strings (no DOM: runs in CPython and Pyodide)."""

from __future__ import annotations

from typing import Any

_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;",
                          "'": "&#x27;"})


def esc(value: object) -> str:
    """HTML/XML escaping (as html.escape with quote=True, in one pass)."""
    return str(value).translate(_ESCAPES)


def num(x: float) -> str:
    """A coordinate with at most one decimal and no trailing zeros."""
    r = round(float(x), 1)
    return str(int(r)) if r == int(r) else f"{r:.1f}"


def attrs(**kw: Any) -> str:
    """Keyword arguments as attributes: `class_` → class, `data_opt` → data-opt; None and
    False are left out, True gives a bare attribute value of "1"."""
    out = []
    for key, value in kw.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        if value is True:
            value = "1"
        elif isinstance(value, float):
            value = num(value)
        out.append(f' {name}="{esc(value)}"')
    return "".join(out)


def el(tag: str, content: str = "", **kw: Any) -> str:
    return f"<{tag}{attrs(**kw)}>{content}</{tag}>"


def void(tag: str, **kw: Any) -> str:
    return f"<{tag}{attrs(**kw)}/>"


def text(x: float, y: float, content: str | int, **kw: Any) -> str:
    return el("text", esc(str(content)), x=num(x), y=num(y), **kw)


def title(content: str) -> str:
    return el("title", esc(content))


def wrap(words: str, max_chars: int, max_lines: int = 3) -> list[str]:
    """Greedy word wrap by character count (a proportional font's average is close enough
    for card titles); the last line gets an ellipsis when the text does not fit."""
    lines: list[str] = []
    current = ""
    for word in words.split():
        candidate = f"{current} {word}".strip()
        if len(candidate) <= max_chars or not current:
            current = candidate
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = lines[-1].rstrip(".,") + "…"
    return lines
