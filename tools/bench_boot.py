#!/usr/bin/env python3
"""Boot benchmark: our page against a bare Pyodide page, each run with a cold cache.

    python tools/bench_boot.py [--runs N] [--throttle MBIT,RTT_MS] [--dist DIR] [--timeout S]
                               [--click SEL --watch SEL --attr NAME]

Builds dist/ if needed (or takes the build in --dist), serves it on 127.0.0.1 gzip-compressed
(as a static host such as GitHub Pages would), and loads in Debian's chromium (a fresh browser
context per run, so the HTTP cache is cold), each page on loopback and on a throttled network
(Chromium's network emulation: --throttle 10,40 is 10 Mbit/s down, 40 ms round trip):
  - our page (index.html) until <body data-ready="1">;
  - a bare page that only loads the same local pyodide/pyodide.mjs and evaluates 1+1;
  - the same bare page on the npm package's runtime files as shipped (build.py precompiles
    the standard library in dist/pyodide; the stock python_stdlib.zip holds sources only);
  - the named stack without our code, on the same runtime: a bare PyScript page evaluating
    1+1, and one that also installs pydantic, imports it and validates one model.
Then repeat visits (issue 28), on loopback: in a fresh context our page is visited once (the
service worker installs, the page stores its start-up snapshot: <body data-snapshot>), then
again (service worker warm: it starts from the snapshot, <body data-boot="snapshot">); the bare
Pyodide page likewise with its HTTP cache warm.
Reports, per page and run, "first screen visible" (our page: the first contentful paint, which
shows the first screen drawn by the build with its heading and buttons,
static/js/first-screen.js; also counted from the HTML's arrival, the navigation's responseEnd)
beside ready time (performance.now() when ready, i.e. from navigation start: a click made
before is carried out then) on loopback and throttled, the bytes of the responses (raw: decoded
bodies; gzip: transferred, headers included) and the request count, then the ratios ours / each
bare page and first screen / ready. A run that times out is reported as such and left out of
the figures; the benchmark goes on. Before the timed runs each page is loaded once untimed
(--warmup): the local server gzips each file the first time it is asked for (the 9.6 MB wasm
takes it a few hundred ms), and the page timed first would pay for that alone; and each round
begins with another page, so that no page is always timed first (the order turns, so each
page still follows the same one). Also the whole build's
size (raw and gzip): after the first boot the service worker precaches every file, so that is
what a first visit downloads in all. For our page also when main.py started and how long its
imports and the first screen took (<body data-start-ms, data-import-ms, data-mount-ms>, set by
wsdv/ui/main.py).

It also times click -> board update: on the game page (it has #board-svg) by playing
--clicks choices of a seeded game (?seed=--seed) in the booted page, always the first lit board
target or else the first option button, each timed in the page from the click to the end of
the handler (engine + redraw) and to the next frame (--interleave with --against: both
builds' games side by side, a choice in each in turn); on other pages with
measure_click_to_update() for the elements named by --click and --watch.
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright
from playwright.sync_api import Error as PlaywrightError
from site_support import CHROMIUM, CHROMIUM_ARGS

import sitebuild
from sitebuild.fetch import Downloads

# The bare page's script is a file of its own: the site's Content-Security-Policy (script-src
# 'self') blocks inline scripts.
BARE_PAGE = b"""<!doctype html>
<html><head><meta charset="utf-8"><title>bare Pyodide</title><link rel="icon" href="data:,">
</head><body><script type="module" src="./bare.mjs"></script></body></html>
"""
BARE_SCRIPT = b"""import { loadPyodide } from "../pyodide/pyodide.mjs";
const pyodide = await loadPyodide();
document.body.dataset.result = String(pyodide.runPython("1+1"));
document.body.dataset.bootMs = String(Math.round(performance.now()));
document.body.dataset.ready = "1";
"""
# The stock page loads the npm package's runtime files unchanged (its python_stdlib.zip holds
# sources only); the bare page loads dist/pyodide, whose stdlib build.py precompiles.
STOCK_PAGE = BARE_PAGE.replace(b"./bare.mjs", b"./stock.mjs")
STOCK_SCRIPT = BARE_SCRIPT.replace(b"../pyodide/pyodide.mjs", b"./stock/pyodide.mjs")
STOCK_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
               "pyodide-lock.json")
# The named stack without our code: PyScript on the same runtime evaluating 1+1 (no packages),
# and the same with pydantic installed, imported and one model validated. They show what
# PyScript and pydantic cost by themselves, on top of the bare Pyodide page.
PYSCRIPT_PAGE = b"""<!doctype html>
<html><head><meta charset="utf-8"><title>bare PyScript</title><link rel="icon" href="data:,">
<script type="module" src="../../vendor/pyscript/core.js"></script></head><body>
<script type="py" src="./bare.py" config="./CONFIG"></script></body></html>
"""
PYSCRIPT_SCRIPT = b"""import js
result = 1 + 1
js.document.body.dataset.result = str(result)
js.document.body.dataset.bootMs = str(round(js.performance.now()))
js.document.body.dataset.ready = "1"
"""
PYDANTIC_SCRIPT = b"""import js
from pydantic import BaseModel
class Pair(BaseModel):
    a: int
    b: int
pair = Pair.model_validate({"a": 1, "b": 1})
js.document.body.dataset.result = str(pair.a + pair.b)
js.document.body.dataset.bootMs = str(round(js.performance.now()))
js.document.body.dataset.ready = "1"
"""
PYSCRIPT_CONFIG = b'interpreter = "../../pyodide/pyodide.mjs"\n'
# dist/ ships no wheels (no page of ours loads a package): the pydantic page has a runtime
# folder of its own, the same runtime files beside the vendored wheels and their lock, as
# dist/pyodide held them before (sitebuild.browser_packages).
PYDANTIC_CONFIG = (b'interpreter = "../pydantic-runtime/pyodide.mjs"\n'
                   b'packages = ["pydantic"]\npackages_cache = "passthrough"\n')
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
OURS, BARE, STOCK = "wsdv (PyScript)", "bare Pyodide, 1+1", "bare stock Pyodide, 1+1"
PYSCRIPT, PYDANTIC = "bare PyScript, 1+1", "bare PyScript + pydantic"
AGAINST = "wsdv, the --against build"
PAGES = {OURS: "", BARE: "bench/bare.html", STOCK: "bench/stock.html",
         PYSCRIPT: "bench/pyscript/index.html", PYDANTIC: "bench/pydantic/index.html"}


def bench_files(folder: Path, downloads: Downloads) -> dict[str, bytes]:
    """The comparison pages, served beside dist/ (``folder``) under bench/."""
    stock = downloads.pyodide
    files = {"bench/bare.html": BARE_PAGE, "bench/bare.mjs": BARE_SCRIPT,
             "bench/stock.html": STOCK_PAGE, "bench/stock.mjs": STOCK_SCRIPT,
             **{f"bench/stock/{n}": (stock / n).read_bytes() for n in STOCK_FILES}}
    files.update({f"bench/pydantic-runtime/{name}": (folder / "pyodide" / name).read_bytes()
                  for name in RUNTIME_FILES})
    files.update({f"bench/pydantic-runtime/{name}": data
                  for name, data in sitebuild.browser_packages(downloads).items()})
    for folder, script, config in (("pyscript", PYSCRIPT_SCRIPT, PYSCRIPT_CONFIG),
                                   ("pydantic", PYDANTIC_SCRIPT, PYDANTIC_CONFIG)):
        files[f"bench/{folder}/index.html"] = PYSCRIPT_PAGE.replace(b"CONFIG", b"config.toml")
        files[f"bench/{folder}/bare.py"] = script
        files[f"bench/{folder}/config.toml"] = config
    return files
DEFAULT_TIMEOUT_S = 120
READY_TIMEOUT_MS = DEFAULT_TIMEOUT_S * 1000  # --timeout


@dataclass(frozen=True)
class Run:
    ready_ms: float
    transferred: int  # bytes as sent (gzip-compressed bodies, headers)
    raw: int  # the decoded bodies' bytes
    requests: int
    marks: dict[str, float]  # the page's own timings (<body data-*-ms>, see MARKS)
    first_ms: float | None = None  # the first screen visible (None: the page has none)
    first_after_html_ms: float | None = None  # the same, from the HTML's arrival


# The first paint with content, when it showed the first screen drawn by the build (<body
# data-first>: "shown" before Python, "kept" once the app took it over): [from navigation
# start, from the HTML's arrival (responseEnd)], or null.
FIRST_SCREEN_JS = """() => {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  const first = document.body.dataset.first;
  if (!paint || !(first === "shown" || first === "kept")) return null;
  const navigation = performance.getEntriesByType("navigation")[0];
  return [paint.startTime, paint.startTime - (navigation ? navigation.responseEnd : 0)];
}"""


def first_screen(page: Page) -> tuple[float | None, float | None]:
    found = page.evaluate(FIRST_SCREEN_JS)
    return (float(found[0]), float(found[1])) if found else (None, None)


# Set by wsdv/ui/main.py: when main.py starts, how long its imports and the first screen take.
MARKS = {"startMs": "main.py starts", "importMs": "imports", "mountMs": "first screen"}


@dataclass(frozen=True)
class Network:
    name: str
    mbit: float = 0.0  # download (and upload) throughput; 0: not throttled
    rtt_ms: float = 0.0

    def conditions(self) -> dict[str, float | bool]:
        """Chromium's Network.emulateNetworkConditions parameters (bytes per second)."""
        rate = self.mbit * 1e6 / 8 if self.mbit else -1
        return {"offline": False, "latency": self.rtt_ms, "downloadThroughput": rate,
                "uploadThroughput": rate}


LOOPBACK = Network("loopback")


def cold_boot(browser: Browser, url: str, network: Network = LOOPBACK) -> tuple[Run, Page]:
    """Load ``url`` in a fresh context (cold cache) until <body data-ready="1">."""
    context = browser.new_context(service_workers="block")
    try:
        return _cold_boot(context, url, network)
    except PlaywrightError:
        context.close()
        raise


def _cold_boot(context: BrowserContext, url: str, network: Network) -> tuple[Run, Page]:
    page = context.new_page()
    counts = {"requests": 0, "bytes": 0, "raw": 0}

    def add(key: str, value: int) -> None:
        counts[key] += value

    cdp = context.new_cdp_session(page)
    cdp.on("Network.requestWillBeSent", lambda _: add("requests", 1))
    cdp.on("Network.dataReceived", lambda event: add("raw", int(event["dataLength"])))
    cdp.on("Network.loadingFinished", lambda event: add("bytes", int(event["encodedDataLength"])))
    cdp.send("Network.enable")
    if network.mbit or network.rtt_ms:
        cdp.send("Network.emulateNetworkConditions", network.conditions())
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=READY_TIMEOUT_MS)
    ready_ms = float(page.evaluate("Number(document.body.dataset.bootMs) || performance.now()"))
    dataset = page.evaluate("({...document.body.dataset})")
    marks = {key: float(dataset[key]) for key in MARKS if key in dataset}
    time.sleep(0.3)  # let the last loadingFinished events arrive
    return Run(ready_ms, counts["bytes"], counts["raw"], counts["requests"], marks,
               *first_screen(page)), page


def repeat_boot(browser: Browser, url: str, ours: bool) -> tuple[Run, str]:
    """A second visit of ``url`` in a fresh context: the first visit loads it and, for our
    page, waits until the service worker is active and the snapshot stored; the second is
    timed. Also how our page started (<body data-boot>)."""
    context = browser.new_context(service_workers="allow")
    try:
        return _repeat_boot(context, url, ours)
    finally:
        context.close()


def _repeat_boot(context: BrowserContext, url: str, ours: bool) -> tuple[Run, str]:
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=READY_TIMEOUT_MS)
    if ours:
        for mark in ("body[data-snapshot]", "body[data-offline='1']"):
            page.wait_for_selector(mark, state="attached", timeout=READY_TIMEOUT_MS)
    page.goto("about:blank")
    counts = {"requests": 0, "bytes": 0, "raw": 0}
    cdp = context.new_cdp_session(page)
    cdp.on("Network.requestWillBeSent", lambda _: counts.__setitem__(
        "requests", counts["requests"] + 1))
    cdp.on("Network.loadingFinished", lambda event: counts.__setitem__(
        "bytes", counts["bytes"] + int(event["encodedDataLength"])))
    cdp.send("Network.enable")
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=READY_TIMEOUT_MS)
    ready_ms = float(page.evaluate("Number(document.body.dataset.bootMs) || performance.now()"))
    dataset = page.evaluate("({...document.body.dataset})")
    marks = {key: float(dataset[key]) for key in MARKS if key in dataset}
    first = first_screen(page)
    return (Run(ready_ms, counts["bytes"], 0, counts["requests"], marks, *first),
            dataset.get("boot", ""))


def print_repeat(repeat: dict[str, list[tuple[Run, str]]], results: dict[str, dict[str, list[Run]]]
                 ) -> None:
    """The repeat visits, beside the cold boots of the bare page."""
    print("\nrepeat visits (loopback; ours with the service worker warm, bare with the HTTP "
          "cache warm)")
    for name, runs in repeat.items():
        if not runs:
            print(f"{name:<28} no run finished")
            continue
        times = [run.ready_ms for run, _ in runs]
        how = ", ".join(sorted({boot for _, boot in runs if boot})) or "-"
        print(f"{name:<28} {len(runs):>4} runs: ready median "
              f"{statistics.median(times) / 1000:.2f}s "
              f"({min(times) / 1000:.2f}-{max(times) / 1000:.2f}s), started from: {how}, "
              f"requests {statistics.median(r.requests for r, _ in runs):.0f}, gzip MB "
              f"{statistics.median(r.transferred for r, _ in runs) / 1e6:.2f}")
        print_first_screen(f"  {name}", [run for run, _ in runs])
        for key, label in MARKS.items():
            values = [run.marks[key] for run, _ in runs if key in run.marks]
            if values:
                print(f"  {label} median {statistics.median(values):.0f} ms")
    if not repeat[OURS]:
        return
    ours = statistics.median(run.ready_ms for run, _ in repeat[OURS])
    for name, label in ((BARE, "bare Pyodide (same runtime), cold"),):
        if results.get(name, {}).get(LOOPBACK.name):
            ref = summary(results[name][LOOPBACK.name]).median
            print(f"ratio ours repeat / {label}: ready {ours / ref:.2f}x")
    if repeat[BARE]:
        warm = statistics.median(run.ready_ms for run, _ in repeat[BARE])
        print(f"ratio ours repeat / bare Pyodide repeat (HTTP cache warm): ready "
              f"{ours / warm:.2f}x")


def print_first_screen(name: str, runs: list[Run]) -> None:
    """Per run: the first screen visible beside ready, and their medians and ratio."""
    shown = [run for run in runs if run.first_ms is not None]
    if not shown:
        return
    listed = ", ".join(f"{run.first_ms / 1000:.2f}/{run.ready_ms / 1000:.2f}" for run in shown)
    first = statistics.median(run.first_ms for run in shown)
    after = statistics.median(run.first_after_html_ms for run in shown)
    ready = statistics.median(run.ready_ms for run in shown)
    print(f"{name}: first screen visible median {first / 1000:.2f}s ({after / 1000:.2f}s after "
          f"the HTML arrived), ready {ready / 1000:.2f}s, first screen / ready "
          f"{first / ready:.2f}; per run first/ready s: {listed}")


def measure_click_to_update(
    page: Page,
    click_selector: str,
    watch_selector: str,
    attribute: str,
    timeout_ms: float = 10_000,
) -> float:
    """Milliseconds from a click on ``click_selector`` until ``attribute`` of the element
    ``watch_selector`` changes (measured in the page: click seen in the capture phase, change
    seen by a MutationObserver). Raises TimeoutError if the attribute does not change."""
    page.evaluate(
        """([watchSelector, attribute, timeoutMs]) => {
          const target = document.querySelector(watchSelector);
          if (!target) throw new Error(`no element matches ${watchSelector}`);
          window.__wsdvClickMeasure = new Promise((resolve, reject) => {
            let clickedAt = null;
            addEventListener("click", () => { clickedAt ??= performance.now(); },
                             { capture: true, once: true });
            const observer = new MutationObserver(() => {
              if (clickedAt === null) return;
              observer.disconnect();
              resolve(performance.now() - clickedAt);
            });
            observer.observe(target, { attributes: true, attributeFilter: [attribute] });
            setTimeout(() => { observer.disconnect(); reject(new Error("timeout")); }, timeoutMs);
          });
          window.__wsdvClickMeasure.catch(() => {});
        }""",
        [watch_selector, attribute, timeout_ms],
    )
    page.click(click_selector)
    try:
        return float(page.evaluate("window.__wsdvClickMeasure"))
    except Exception as error:
        if "timeout" in str(error):
            raise TimeoutError(f"{watch_selector}[{attribute}] did not change") from error
        raise


@dataclass(frozen=True)
class Summary:
    median: float
    low: float
    high: float
    transferred: float
    raw: float
    requests: float


def summary(runs: list[Run]) -> Summary:
    times = [run.ready_ms for run in runs]
    return Summary(
        statistics.median(times),
        min(times),
        max(times),
        statistics.median(run.transferred for run in runs),
        statistics.median(run.raw for run in runs),
        statistics.median(run.requests for run in runs),
    )


def print_table(results: dict[str, dict[str, list[Run]]], networks: list[Network]) -> None:
    """One row per page: bytes and requests (loopback), ready time per network."""
    header = f"\n{'page':<28} {'runs':>4} {'raw MB':>7} {'gzip MB':>7} {'requests':>8}"
    for network in networks:
        header += f" {network.name + ' median':>17} {'min-max':>13}"
    print(header)
    for name, by_network in results.items():
        if not all(by_network[network.name] for network in networks):
            print(f"{name:<28} " + ", ".join(
                f"{network.name}: {len(by_network[network.name])} runs" for network in networks))
            continue
        first = summary(by_network[networks[0].name])
        row = (f"{name:<28} {len(by_network[networks[0].name]):>4} {first.raw / 1e6:>7.2f} "
               f"{first.transferred / 1e6:>7.2f} {first.requests:>8.0f}")
        for network in networks:
            s = summary(by_network[network.name])
            row += f" {s.median / 1000:>16.2f}s {s.low / 1000:>6.2f}-{s.high / 1000:.2f}s"
        print(row)
    for name, by_network in results.items():
        for network in networks:
            print_first_screen(f"  {name} {network.name}", by_network[network.name])
            listed = ", ".join(f"{run.ready_ms / 1000:.2f}" for run in by_network[network.name])
            print(f"  {name} {network.name}: ready per run s: {listed or '-'}")
        runs = by_network[networks[0].name]
        for key, label in MARKS.items():
            values = [run.marks[key] for run in runs if key in run.marks]
            if values:
                listed = ", ".join(f"{v:.0f}" for v in values)
                print(f"  {name}: {label} median {statistics.median(values):.0f} ms ({listed})")
    for name, label in ((AGAINST, "the --against build"),
                        (BARE, "bare (same runtime as ours)"), (STOCK, "bare stock Pyodide"),
                        (PYSCRIPT, "bare PyScript (same runtime)"),
                        (PYDANTIC, "bare PyScript + pydantic")):
        if name not in results or not all(
                results[page][network.name] for page in (OURS, name) for network in networks):
            continue
        ready = []
        for network in networks:
            ours, ref = summary(results[OURS][network.name]), summary(results[name][network.name])
            ready.append(f"ready {network.name} {ours.median / ref.median:.2f}x")
        ours, ref = summary(results[OURS][LOOPBACK.name]), summary(results[name][LOOPBACK.name])
        print(f"ratio ours / {label}: {', '.join(ready)}, gzip bytes "
              f"{ours.transferred / ref.transferred:.2f}x, requests "
              f"{ours.requests / ref.requests:.2f}x")


def print_site_size(folder: Path) -> None:
    """The whole build: what a first visit downloads once the service worker has precached."""
    files = [p for p in sorted(folder.rglob("*")) if p.is_file()]
    raw = sum(p.stat().st_size for p in files)
    packed = sum(len(gzip.compress(p.read_bytes(), compresslevel=6, mtime=0)) for p in files)
    print(f"\nwhole build ({folder}): {len(files)} files, {raw / 1e6:.2f} MB raw, "
          f"{packed / 1e6:.2f} MB gzip (each file at level 6): a first visit's download "
          "with the service worker's precache")


# One choice through the UI, timed in the page: the first lit board target (when exactly one
# option names it) or else the first option button; the pass screen and the End of Decade
# steps are continued untimed. A choice that ends a turn is held for confirmation first (its
# click changes no choice and is not counted); the next click, on Confirm, applies it.
GAME_CLICK_JS = """async () => {
  const ds = document.body.dataset;
  if (ds.result) return {done: true};
  if (ds.passing === "1") { document.getElementById("pass-ok").click(); return {pass: true}; }
  if (ds.eodStep) { document.getElementById("eod-continue").click(); return {step: true}; }
  const before = ds.choices;
  const lit = document.querySelector("#board-svg .lit[data-opt]");
  const shared = lit ? document.querySelectorAll(
    `#prompt button.opt[data-target="${lit.dataset.opt}"]`).length : 0;
  const held = ds.confirm ? document.getElementById("confirm-ok") : null;
  const target = held || (lit && shared === 1 ? lit : document.querySelector("#prompt button.opt"));
  const t0 = performance.now();
  target.dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true}));
  const handled = performance.now() - t0;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return {handled, frame: performance.now() - t0, changed: ds.choices !== before,
          board: target === lit || target === held, render: Number(ds.renderMs)};
}"""


# Between choices (untimed): wait until the page is idle, so the work a click leaves until its
# frame is on screen (the options' notes, the outlook: wsdv/ui/page.py's later) is done before
# the next click, as between a player's clicks, and not while the other build's click is timed.
IDLE_JS = "() => new Promise((done) => requestIdleCallback(() => done(), {timeout: 2000}))"


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def play_clicks(pages: dict[str, Page], clicks: int) -> dict[str, list[dict[str, float]]]:
    """Play up to ``clicks`` choices of the seeded game in each booted page, one choice in
    each page in turn (with two builds a drift of the machine's load hits both alike)."""
    samples: dict[str, list[dict[str, float]]] = {name: [] for name in pages}
    done: set[str] = set()
    for _ in range(clicks * 3):
        for name, page in pages.items():
            if name in done:
                continue
            result = page.evaluate(GAME_CLICK_JS)
            page.evaluate(IDLE_JS)  # what the click left for later runs before the next one
            if result.get("done"):
                done.add(name)
            elif result.get("changed"):
                samples[name].append(result)
                if len(samples[name]) >= clicks:
                    done.add(name)
        if len(done) == len(pages):
            break
    return samples


def print_clicks(samples: list[dict[str, float]]) -> None:
    if not samples:
        print("click -> board update: no choice could be made")
        return
    for key, name in (("handled", "click -> board updated (handler: engine + redraw)"),
                      ("frame", "click -> next frame (updated board on screen)"),
                      ("render", "  of which Python redraw (data-render-ms)")):
        values = [s[key] for s in samples]
        print(f"{name}: median {statistics.median(values):.1f} ms, "
              f"p90 {percentile(values, 0.9):.1f}, max {max(values):.1f} "
              f"({len(values)} choices, {sum(1 for s in samples if s['board'])} on the board)")


def bench_game_clicks(page: Page, url: str, clicks: int) -> None:
    """Play up to ``clicks`` choices of the seeded game at ``url`` and report the timings."""
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=READY_TIMEOUT_MS)
    print_clicks(play_clicks({url: page}, clicks)[url])


def interleaved_clicks(browser: Browser, urls: dict[str, str], options: argparse.Namespace
                       ) -> None:
    """--interleave: the builds' games played side by side, a choice in each in turn."""
    pages = {}
    for name, url in urls.items():
        page = browser.new_context(service_workers="block").new_page()
        page.goto(f"{url}?seed={options.seed}")
        page.wait_for_selector("body[data-ready='1']", state="attached",
                               timeout=READY_TIMEOUT_MS)
        pages[name] = page
    for name, samples in play_clicks(pages, options.clicks).items():
        print(f"{name} (clicks interleaved with the other build's):")
        print_clicks(samples)
    for page in pages.values():
        page.context.close()


def bench_click(page: Page, options: argparse.Namespace, base: str = "") -> None:
    if page.query_selector("#board-svg") is not None:
        bench_game_clicks(page, f"{base}?seed={options.seed}", options.clicks)
        return
    if page.query_selector(options.click) is None or page.query_selector(options.watch) is None:
        print(
            f"click -> board update: skipped, the page has no {options.click!r} and "
            f"{options.watch!r} elements yet (pass --click/--watch/--attr once the UI has them)"
        )
        return
    times = [
        measure_click_to_update(page, options.click, options.watch, options.attr)
        for _ in range(options.clicks)
    ]
    print(
        f"click -> board update: median {statistics.median(times):.1f} ms "
        f"(min {min(times):.1f}, max {max(times):.1f}, {len(times)} clicks)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="cold boots per page")
    parser.add_argument("--click", default="[data-bench-click]", help="element to click")
    parser.add_argument("--watch", default="[data-bench-watch]", help="element that updates")
    parser.add_argument("--attr", default="data-version", help="attribute that changes")
    parser.add_argument("--clicks", type=int, default=150, help="clicks to time (0: none)")
    parser.add_argument("--seed", type=int, default=7, help="game seed for the click timing")
    parser.add_argument("--throttle", default="10,40",
                        help="throttled network: Mbit/s,round trip ms ('' for loopback only)")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT_S,
                        help="seconds a page may take to get ready (a run that takes longer "
                             "is reported and left out)")
    parser.add_argument("--dist", type=Path, help="an existing build to serve (no rebuild)")
    parser.add_argument("--warmup", type=int, default=1,
                        help="untimed loads of each page before the timed runs (default 1)")
    parser.add_argument("--repeat-runs", type=int, default=None,
                        help="repeat visits per page (default: --runs; 0: none)")
    parser.add_argument("--against", type=Path,
                        help="another build of our page (e.g. of main) booted in the same run, "
                             "alternating with this one")
    parser.add_argument("--interleave", action="store_true",
                        help="with --against: time the clicks of both builds in one sitting, "
                             "a choice in each in turn (not after each build's first boot)")
    options = parser.parse_args()
    global READY_TIMEOUT_MS
    READY_TIMEOUT_MS = options.timeout * 1000

    networks = [LOOPBACK]
    if options.throttle:
        mbit, rtt = (float(x) for x in options.throttle.split(","))
        networks.append(Network(f"{mbit:g}Mbit/{rtt:g}ms", mbit, rtt))
    folder = options.dist.resolve() if options.dist else sitebuild.DIST
    if options.dist is None:
        sitebuild.build_if_needed()
    server = sitebuild.make_server(folder, extra=bench_files(folder, sitebuild.fetch()),
                                   gzip=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = sitebuild.server_url(server)
    pages = {name: base + path for name, path in PAGES.items()}
    servers = [server]
    if options.against:
        other = sitebuild.make_server(options.against.resolve(), gzip=True)
        threading.Thread(target=other.serve_forever, daemon=True).start()
        servers.append(other)
        pages = {OURS: pages.pop(OURS), AGAINST: sitebuild.server_url(other), **pages}
    results = {name: {network.name: [] for network in networks} for name in pages}
    failed: list[str] = []  # runs that timed out or failed: reported, left out of the figures
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for index in range(options.warmup):
            for name, url in pages.items():
                try:
                    cold_boot(browser, url)[1].context.close()
                    print(f"warm-up {index + 1} {name}", file=sys.stderr)
                except PlaywrightError as error:
                    print(f"warm-up {index + 1} {name}: {str(error).splitlines()[0]}",
                          file=sys.stderr)
        names = list(pages)
        for index in range(options.runs):
            # pages in turn, so drift hits all alike; each round begins one page later
            order = names[index % len(names):] + names[:index % len(names)]
            for network in networks:
                for name in order:
                    url = pages[name]
                    try:
                        run, page = cold_boot(browser, url, network)
                    except PlaywrightError as error:
                        failed.append(f"run {index + 1} {network.name} {name}: "
                                      f"{str(error).splitlines()[0]}")
                        print(failed[-1], file=sys.stderr)
                        continue
                    results[name][network.name].append(run)
                    first = f", first screen {run.first_ms / 1000:.2f}s" \
                        if run.first_ms is not None else ""
                    print(f"run {index + 1} {network.name} {name}: ready "
                          f"{run.ready_ms / 1000:.2f}s{first}", file=sys.stderr)
                    ours = name in (OURS, AGAINST)
                    if ours and index == 0 and network is LOOPBACK and options.clicks > 0 \
                            and not (options.interleave and options.against):
                        print(f"{name}:")
                        try:
                            bench_click(page, options, url)
                        except PlaywrightError as error:
                            failed.append(f"clicks {name}: {str(error).splitlines()[0]}")
                    page.context.close()
        if options.interleave and options.against and options.clicks > 0:
            interleaved_clicks(browser, {name: pages[name] for name in (OURS, AGAINST)},
                               options)
        repeat: dict[str, list[tuple[Run, str]]] = {OURS: [], BARE: []}
        repeat_runs = options.runs if options.repeat_runs is None else options.repeat_runs
        for index in range(repeat_runs):
            for name in repeat:
                try:
                    run, how = repeat_boot(browser, pages[name], name == OURS)
                except PlaywrightError as error:
                    failed.append(f"repeat {index + 1} {name}: {str(error).splitlines()[0]}")
                    print(failed[-1], file=sys.stderr)
                    continue
                repeat[name].append((run, how))
                print(f"repeat {index + 1} {name}: {run.ready_ms / 1000:.2f}s {how}",
                      file=sys.stderr)
        browser.close()
    for each in servers:
        each.shutdown()
    print_table(results, networks)
    if repeat_runs:
        print_repeat(repeat, results)
    print_site_size(folder)
    print(f"\nfailed runs: {len(failed)}")
    for line in failed:
        print(f"  {line}")


if __name__ == "__main__":
    main()
