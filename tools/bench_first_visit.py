#!/usr/bin/env python3
"""First visits side by side (issue 39): our page against the bare PyScript page of
tools/bench_boot.py, or against another build (--against), each load in a fresh browser
context (cold cache), the two pages in turn and the order alternating pair by pair, so that
neither always loads first. Prints each pair, then the medians: ready (<body data-boot-ms>)
and, for our pages, when main.py started, its imports, its first screen (the mount) and when
the game behind the first screen was drawn; the ratio of the medians and the median of the
pairs' ratios. With --repeat (and --against), the visits after the first instead: each
context lets the service worker run, a first visit waits until it has cached the build and
the page has stored its start-up snapshot, and the next visit is timed (it starts from the
snapshot: <body data-boot="snapshot">).

    python tools/bench_first_visit.py [--pairs N] [--dist DIR] [--against DIR] [--lang LANG]
                                      [--repeat]

Serves the builds on 127.0.0.1 gzip-compressed, as bench_boot.py does (--dist: the build to
measure, default dist/, built if needed).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
from pathlib import Path

from bench_boot import PAGES, PYSCRIPT, bench_files
from playwright.sync_api import Browser, sync_playwright
from site_support import CHROMIUM, CHROMIUM_ARGS

import sitebuild

# our page's own figures (wsdv/ui/main.py), beside ready
OWN = ("startMs", "importMs", "mountMs")
TIMEOUT_MS = 120_000


def serve(folder: Path, extra: dict[str, bytes] | None = None) -> str:
    server = sitebuild.make_server(folder, extra=extra, gzip=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return sitebuild.server_url(server)


def visit(browser: Browser, url: str, ours: bool, repeat: bool = False) -> dict[str, float]:
    """One first visit (``repeat``: the visit after one): ready, and on our page its own
    figures and when the game behind the first screen was drawn (<body data-covered=""> with
    data-choices)."""
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    try:
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=TIMEOUT_MS)
        if repeat:
            for mark in ("body[data-snapshot]", "body[data-offline='1']"):
                page.wait_for_selector(mark, state="attached", timeout=TIMEOUT_MS)
            page.goto("about:blank")
            page.goto(url)
            page.wait_for_selector("body[data-ready='1']", state="attached",
                                   timeout=TIMEOUT_MS)
            if page.evaluate("document.body.dataset.boot") != "snapshot":
                raise SystemExit(f"{url}: the visit after the first did not start from a "
                                 "snapshot")
        data = page.evaluate("({...document.body.dataset})")
        got = {"ready": float(data.get("bootMs") or page.evaluate("performance.now()"))}
        if ours:
            got.update({key: float(data[key]) for key in OWN if key in data})
            page.wait_for_selector("body[data-covered=''][data-choices]", state="attached",
                                   timeout=TIMEOUT_MS)
            got["game"] = float(page.evaluate("performance.now()"))
        return got
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, default=12)
    parser.add_argument("--dist", type=Path, help="the build to measure (default: dist/)")
    parser.add_argument("--against", type=Path, help="another build, instead of bare PyScript")
    parser.add_argument("--lang", default="en", help="?lang= of our pages")
    parser.add_argument("--repeat", action="store_true",
                        help="time the visit after the first (with --against)")
    options = parser.parse_args()
    if options.repeat and not options.against:
        parser.error("--repeat compares two builds of ours: give --against DIR")
    folder = options.dist.resolve() if options.dist else sitebuild.DIST
    if options.dist is None:
        sitebuild.build_if_needed()
    base = serve(folder, bench_files(folder, sitebuild.fetch()))
    query = f"?lang={options.lang}"
    pages = {"ours": (base + query, True)}
    if options.against:
        pages["against"] = (serve(options.against.resolve()) + query, True)
    else:
        pages["bare PyScript"] = (base + PAGES[PYSCRIPT], False)
    names = list(pages)
    rows: dict[str, list[dict[str, float]]] = {name: [] for name in names}
    ratios: list[float] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for index in range(options.pairs):
            order = names if index % 2 == 0 else names[::-1]
            got = {name: visit(browser, *pages[name], options.repeat) for name in order}
            for name in names:
                rows[name].append(got[name])
            ratios.append(got[names[0]]["ready"] / got[names[1]]["ready"])
            shown = ", ".join(f"{name} {got[name]['ready']:.0f} ms" for name in order)
            print(f"pair {index + 1}: {shown}; ratio {ratios[-1]:.2f}", file=sys.stderr)
        browser.close()
    for name in names:
        keys = [key for key in ("ready", *OWN, "game") if all(key in row for row in rows[name])]
        medians = ", ".join(f"{key} {statistics.median(row[key] for row in rows[name]):.0f}"
                            for key in keys)
        visits = "visits after the first" if options.repeat else "first visits"
        print(f"{name} ({len(rows[name])} {visits}), medians in ms: {medians}")
    first, second = (statistics.median(row["ready"] for row in rows[name]) for name in names)
    print(f"ready: ratio of the medians {first / second:.2f}x, median of the pairs' ratios "
          f"{statistics.median(ratios):.2f}x ({names[0]} / {names[1]})")


if __name__ == "__main__":
    main()
