"""Shared by the browser tests and the benchmarks: which Chromium to launch (found by
tools/browser_path.py) and how, and the repository's top on sys.path, so `import sitebuild`
(the site's build) works."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from browser_path import find_chromium  # noqa: E402  (tools/ is on sys.path, as for this file)

CHROMIUM = find_chromium()  # None: Playwright's own browser, if `playwright install` got one
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
]


# Plays all of a page's decisions in a game by link (random legal options, seeded) until its
# turn ends, confirming the held turn-ending choice and continuing End of Decade steps.
PLAY_REMOTE_TURN = """(seed) => {
  let x = seed;
  const rnd = () => { x = (x * 1103515245 + 12345) % 2147483648; return x / 2147483648; };
  let n = 0;
  while (document.body.dataset.remote === "your_turn" && n < 400) {
    n += 1;
    const held = document.getElementById("confirm-ok");  // a turn-ending choice is held
    if (held) { held.click(); continue; }
    const step = document.getElementById("eod-continue");  // an End of Decade step
    if (document.body.dataset.eodStep && step) { step.click(); continue; }
    const opts = [...document.querySelectorAll("#prompt button.opt")];
    if (!opts.length) break;
    opts[Math.floor(rnd() * opts.length)].click();
  }
  return n;
}"""
