#!/usr/bin/env python3
"""Play by link in the browser: what each handoff costs, in Chromium, over whole games.

    python tools/bench_fair_browser.py [--games 2] [--seed 1]

Builds dist/ if needed, serves it on 127.0.0.1 and opens two pages in Debian's chromium with
separate storage: West hosts a game by link, East opens the invitation's link, and both play
random legal moves, passing every message by pasting it. Reports, per kind of message (the
invitation, the acceptance, the messages that carry decks III and IV with their proofs,
turns, the final checks with the secrets): the time the receiving page took to check and
apply it (its data-remote-ms hook), the sending page's time from its turn's first click to
its message (wall clock, clicks included), and the string lengths. Targets (issue 24): every
handoff at most 1 s at the 95th percentile, the acceptance and the deck messages at most 3 s,
the final check at most 2 s, strings at most 8 KB (with a deck and its proofs 16 KB).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict

from playwright.sync_api import Page, sync_playwright
from site_support import CHROMIUM, CHROMIUM_ARGS, PLAY_REMOTE_TURN

import sitebuild  # importable once site_support has put the repository on sys.path
from wsdv.fair import message

TIMEOUT_MS = 120_000


def _data(page: Page, name: str) -> str:
    return str(page.evaluate(f"document.body.dataset.{name} ?? ''"))


def _sent(page: Page) -> int:
    return int(_data(page, "remoteSent") or 0)


def _kind(text: str) -> str:
    f = message.decode(text)
    if f["n"] == 0:
        return "invitation"
    if f["n"] == 1:
        return "acceptance"
    return "deck" if "deck" in f else "reveal" if "reveal" in f else "turn"


def game(url: str, pw_browser, seed: int, out: dict[str, list[float]]) -> None:
    ctx_w = pw_browser.new_context(viewport={"width": 1366, "height": 768})
    ctx_e = pw_browser.new_context(viewport={"width": 1366, "height": 768})
    west, east = ctx_w.new_page(), ctx_e.new_page()
    for page in (west, east):
        page.goto(url)
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=TIMEOUT_MS)
        if page.evaluate("document.body.dataset.guide") == "welcome":  # the first screen
            page.keyboard.press("Escape")
            page.wait_for_selector("body:not([data-guide='welcome'])", state="attached")
    if west.locator("#pass-ok").is_visible():
        west.click("#pass-ok")
    west.click("#btn-new")
    west.check("input[name=new-mode][value=remote]")
    west.select_option("#new-side", "west")
    t = time.perf_counter()
    west.click("#new-start")
    west.wait_for_function("document.body.dataset.remote === 'send'", timeout=TIMEOUT_MS)
    out["send: invitation"].append((time.perf_counter() - t) * 1000)
    text = west.input_value("#remote-out")
    out["size: invitation"].append(len(text))
    east.goto(west.input_value("#remote-link"))
    east.wait_for_function("document.body.dataset.remote === 'send'", timeout=TIMEOUT_MS)
    out["receive: invitation (join, make the acceptance)"].append(
        float(_data(east, "remoteMs")))
    pages = {"west": west, "east": east}
    moves = seed * 7919
    for _ in range(500):
        if _data(west, "remote") == _data(east, "remote") == "over":
            break
        for side, page in pages.items():
            other = pages["east" if side == "west" else "west"]
            t = time.perf_counter()
            if _data(page, "remote") == "your_turn":
                moves += 1
                page.evaluate(PLAY_REMOTE_TURN, moves)
            if _sent(page) > _sent(other):
                text = page.input_value("#remote-out")
                kind = _kind(text)
                out[f"send: {kind}"].append((time.perf_counter() - t) * 1000)
                out[f"size: {kind}"].append(len(text))
                if other.locator("#result-close").is_visible():
                    other.click("#result-close")
                before = _sent(other)
                other.fill("#remote-in", text)
                other.click("#remote-open")
                other.wait_for_function(
                    f"Number(document.body.dataset.remoteSent || 0) > {before}",
                    timeout=TIMEOUT_MS)
                out[f"receive: {kind}"].append(float(_data(other, "remoteMs")))
    for page in (west, east):
        if _data(page, "remote") != "over" or _data(page, "remoteVerdict") not in ("fair", ""):
            raise SystemExit(f"game {seed} did not end verified: {_data(page, 'remote')} "
                             f"{_data(page, 'remoteVerdict')}")
    out["messages per game"].append(float(_sent(west)))
    ctx_w.close()
    ctx_e.close()


def _row(name: str, values: list[float]) -> str:
    v = sorted(values)
    p95 = v[min(len(v) - 1, int(len(v) * 0.95))]
    unit = " B" if name.startswith("size") else "" if name.startswith("messages") else " ms"
    return (f"{name}: n={len(v)} median={statistics.median(v):.0f}{unit} "
            f"p95={p95:.0f}{unit} max={v[-1]:.0f}{unit}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    server = sitebuild.built_and_served()
    url = sitebuild.server_url(server)
    out: dict[str, list[float]] = defaultdict(list)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for g in range(args.games):
            game(url, browser, args.seed + g, out)
        browser.close()
    server.shutdown()
    print(f"{args.games} games in Chromium, every one verified on both pages")
    for name in sorted(out):
        print(_row(name, out[name]))
    handoffs = [x for k, v in out.items() if k.startswith("receive") for x in v]
    print(_row("receive: every handoff", handoffs))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
