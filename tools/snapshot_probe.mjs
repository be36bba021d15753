// Spike for issue 28: start our Python runtime from a Pyodide memory snapshot, under Node.
// Not a test and not part of tools/test.sh: run it by hand. Findings: docs/snapshot-notes.md.
//
//   node tools/snapshot_probe.mjs make    --variant V [--install hand|loadpackage] [--out FILE]
//                                         [--keep-loaded]
//   node tools/snapshot_probe.mjs restore --variant V [--install hand|loadpackage] [--snapshot FILE]
//                                         [--no-grow]
//   node tools/snapshot_probe.mjs boot    --variant V [--install hand|loadpackage]
//   node tools/snapshot_probe.mjs bench   [--runs N] [--variants bare,a,b] [--node-flags "..."]
//   node tools/snapshot_probe.mjs page DIR   writes the Chromium spike page (and its Playwright
//                                            driver, drive.py) into DIR, a folder of its own
//
//   --site DIR   the built site's files (default dist/): DIR/pyodide/ (the vendored Pyodide)
//                and DIR/wsdv.zip (our package, as the page unpacks it). Since b31b98f dist/
//                ships no wheels: the pydantic variants need a DIR whose pyodide/ holds them
//                (sitebuild.browser_packages writes them, as tools/bench_boot.py does)
//
// Variants (what is imported before makeMemorySnapshot()):
//   bare  nothing beyond what Pyodide's own boot imports
//   a     the standard-library modules the page loads (sitebuild/traced.json) and the pure-Python
//         wheels pydantic needs (typing_extensions, annotated_types, typing_inspection), but not
//         pydantic_core: after restoring, pydantic and our modules are installed and imported
//   b     everything the first screen imports, pydantic_core (a binary extension) included
// Every run ends in the same state: pydantic and our first-screen modules imported, a new game
// made, viewed, saved and loaded again (a check that pydantic_core works after the restore).
// Each subcommand prints one JSON line; `bench` runs the others in fresh processes, one after
// the other, and prints medians.
//
// --no-grow restores as Pyodide 314.0.7 does by itself: its prepareSnapshot sets
// emscriptenSettings.INITIAL_MEMORY, which the generated pyodide.asm.mjs never reads (memory is
// declared inside the wasm module), so the heap starts at its compiled 30 MiB and
// restoreSnapshot's HEAP8.set(snapshot) throws "RangeError: offset is out of bounds" for any
// snapshot of a heap that had grown past it. Without --no-grow the probe wraps
// createPyodideModule (a documented loadPyodide option) and grows the heap to the snapshot's size
// before Pyodide copies the snapshot in.

import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const HOME = "/home/pyodide";
const PURE_WHEELS = ["typing_extensions", "annotated_types", "typing_inspection"];

function parseArgs(argv) {
  const o = {
    command: argv[0], variant: "a", install: "hand", out: "", snapshot: "", grow: true, runs: 3,
    variants: "bare,a,b", site: join(ROOT, "dist"),
  };
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--no-grow") o.grow = false;
    else if (arg === "--keep-loaded") o.keepLoaded = true;
    else if (arg.startsWith("--")) o[arg.slice(2)] = argv[++i];
    else throw new Error(`unknown argument ${arg}`);
  }
  o.runs = Number(o.runs);
  o.out ||= `/tmp/wsdv-snapshot-${o.variant}-${o.install}.bin`;
  o.snapshot ||= o.out;
  return o;
}

const now = () => performance.now();
// CPU time of this process (all threads: V8 compiles wasm in the background), in ms: steadier
// than wall time on a machine shared with other work
const cpu = () => { const u = process.cpuUsage(); return Math.round((u.user + u.system) / 1000); };
const ms = (t) => Math.round(now() - t);

function wheelsOf(o, keep) {
  const folder = join(o.site, "pyodide");
  return readdirSync(folder).filter((n) => n.endsWith(".whl") && keep(n)).sort()
    .map((n) => join(folder, n));
}

// Install wheels: "hand" writes each into the file system and unpacks it with zipfile (no
// JavaScript objects left behind); "loadpackage" uses pyodide.loadPackage as PyScript does.
async function install(py, o, wheels) {
  if (!wheels.length) return;
  if (o.install === "loadpackage") {
    await py.loadPackage(wheels, { messageCallback: () => {}, errorCallback: console.error });
    return;
  }
  py.FS.mkdirTree("/tmp/wheels");
  const names = [];
  for (const path of wheels) {
    const name = path.split("/").pop();
    py.FS.writeFile(`/tmp/wheels/${name}`, readFileSync(path));
    names.push(name);
  }
  py.runPython(`
import site, zipfile, importlib
for name in ${JSON.stringify(names)}:
    zipfile.ZipFile("/tmp/wheels/" + name).extractall(site.getsitepackages()[0])
importlib.invalidate_caches()
`);
}

// Our package, as PyScript's [files] entry unpacks dist/wsdv.zip into the working folder.
function unpackOurs(py, o) {
  py.FS.mkdirTree(HOME);
  py.FS.writeFile("/tmp/wsdv.zip", readFileSync(join(o.site, "wsdv.zip")));
  py.runPython(`
import importlib, os, sys, zipfile
zipfile.ZipFile("/tmp/wsdv.zip").extractall("${HOME}")
os.chdir("${HOME}")
if "${HOME}" not in sys.path:
    sys.path.insert(0, "${HOME}")
importlib.invalidate_caches()
`);
}

function stdlibModules() {
  const traced = JSON.parse(readFileSync(join(ROOT, "sitebuild", "traced.json"), "utf8"));
  return traced.stdlib.page.filter((m) => !m.startsWith("_pyodide") && !m.startsWith("pyodide"));
}

// What main.py imports, without pyscript (the page's, not available under Node).
const OURS = ["pydantic", "pyodide.ffi", "wsdv", "wsdv.buildinfo", "wsdv.ui.app",
  "wsdv.ui.worker_files"];

function importAll(py, modules) {
  py.globals.set("_probe_modules", py.toPy(modules));
  const failed = py.runPython(`
import importlib
_failed = []
for _m in _probe_modules:
    try:
        importlib.import_module(_m)
    except Exception as e:  # a module that needs the browser (or is missing) is reported
        _failed.append(f"{_m}: {type(e).__name__}: {e}")
del _probe_modules
_failed
`).toJs();
  return failed;
}

function check(py) {
  return py.runPython(`
from wsdv.engine import Game
_g = Game.new(7)
_v = _g.view()
_s = _g.save()
_h = Game.load(_s)
import pydantic, pydantic_core
f"view keys {len(_v)}, save {len(_s)} chars, reload ok {_h.save() == _s}, "\\
f"pydantic {pydantic.VERSION}, core {pydantic_core.__version__}"
`);
}

async function pyodideModule(o) {
  const index = join(o.site, "pyodide") + "/";
  const { loadPyodide } = await import(pathToFileURL(join(index, "pyodide.mjs")).href);
  const create = (await import(pathToFileURL(join(index, "pyodide.asm.mjs")).href)).default;
  return { index, loadPyodide, create };
}

// What variant V imports before the snapshot (and a cold boot before the rest).
async function prepare(py, o) {
  const t = {};
  let s = now();
  if (o.variant === "a") {
    await install(py, o, wheelsOf(o, (n) => PURE_WHEELS.some((w) => n.startsWith(w + "-"))));
    t.installPure = ms(s);
    s = now();
    t.failed = importAll(py, [...stdlibModules(), ...PURE_WHEELS]);
    t.importStdlib = ms(s);
  } else if (o.variant === "b") {
    await install(py, o, wheelsOf(o, () => true));
    unpackOurs(py, o);
    t.installAll = ms(s);
    s = now();
    t.failed = importAll(py, [...stdlibModules(), ...OURS]);
    t.importAll = ms(s);
  }
  return t;
}

// After a restore (or the prepare step of a cold boot): reach the common end state.
async function finish(py, o, restored) {
  const t = {};
  let s = now();
  if (o.variant !== "b" || restored) {
    // after a restore every wheel again: the files are gone (for b this does not mend
    // pydantic_core: its module is in sys.modules already, so its library is not opened again)
    await install(py, o, wheelsOf(o, (n) => o.variant !== "a" || restored
      || !PURE_WHEELS.some((w) => n.startsWith(w + "-"))));
  }
  unpackOurs(py, o);  // the file system is not in the snapshot: our data files must come back
  t.installRest = ms(s);
  s = now();
  const failed = importAll(py, OURS);
  t.importRest = ms(s);
  if (failed.length) t.failedRest = failed;
  s = now();
  t.check = check(py);
  t.checkMs = ms(s);
  return t;
}

async function make(o) {
  const { index, loadPyodide } = await pyodideModule(o);
  const s = now();
  const py = await loadPyodide({ indexURL: index, _makeSnapshot: true });
  const boot = ms(s);
  const t = await prepare(py, o);
  const heap = py._module.HEAP8.length;
  // pyodide.loadedPackages is hiwire entry 6, which makeMemorySnapshot insists is still {}
  // ("Unexpected hiwire entry at index 6" after any loadPackage). Emptying it is safe here:
  // the installed files are not in the snapshot either, so after a restore loadPackage must
  // install them again. --keep-loaded leaves it, to see the error.
  const loaded = Object.keys(py.loadedPackages);
  if (!o.keepLoaded) for (const name of loaded) delete py.loadedPackages[name];
  const m = now();
  const snap = py.makeMemorySnapshot();
  const makeMs = ms(m);
  writeFileSync(o.out, snap);
  const gz = gzipSync(snap, { level: 6 }).length;
  return { command: "make", variant: o.variant, install: o.install, boot, ...t, loaded, makeMs, heap,
    raw: snap.length, gzip: gz, file: o.out };
}

async function restore(o) {
  const { index, loadPyodide, create } = await pyodideModule(o);
  const c0 = cpu();
  const s = now();
  const bytes = new Uint8Array(readFileSync(o.snapshot));
  const read = ms(s);
  let grownTo = 0;
  const options = { indexURL: index, _loadSnapshot: bytes };
  if (o.grow) {
    options.createPyodideModule = async (settings) => {
      const module = await create(settings);
      const need = bytes.length;  // header + heap: an upper bound of the heap's size
      if (module.HEAP8.length < need) {
        // Emscripten's growMemory (exported on the module) grows the wasm memory to at least
        // `need` bytes and renews HEAP8 and the other views; the snapshot then fits.
        module.growMemory(need);
        if (module.HEAP8.length < need) throw new Error("could not grow the heap");
      }
      grownTo = module.HEAP8.length;
      return module;
    };
  }
  let py;
  try {
    py = await loadPyodide(options);
  } catch (e) {
    return { command: "restore", variant: o.variant, grow: o.grow, error: `${e.name}: ${e.message}`,
      stack: String(e.stack).split("\n").slice(0, 4).join(" | ") };
  }
  const boot = ms(s);
  let t;
  try {
    t = await finish(py, o, true);
  } catch (e) {
    return { command: "restore", variant: o.variant, grow: o.grow, boot,
      error: `${e.name}: ${String(e.message).split("\n").slice(-3).join(" | ")}` };
  }
  return { command: "restore", variant: o.variant, install: o.install, grow: o.grow, grownTo,
    read, boot, ...t, ready: ms(s), cpu: cpu() - c0 };
}

async function boot(o) {
  const { index, loadPyodide } = await pyodideModule(o);
  const c0 = cpu();
  const s = now();
  const py = await loadPyodide({ indexURL: index });
  const bootMs = ms(s);
  const t = await prepare(py, o);
  const u = await finish(py, o, false);
  return { command: "boot", variant: o.variant, install: o.install, boot: bootMs, ...t, ...u,
    ready: ms(s), cpu: cpu() - c0 };
}

let NODE_FLAGS = [];

function child(args) {
  const r = spawnSync(process.execPath, [...NODE_FLAGS, fileURLToPath(import.meta.url), ...args],
    { encoding: "utf8" });
  const line = r.stdout.trim().split("\n").filter((l) => l.startsWith("{")).pop();
  if (!line) return { error: `exit ${r.status}: ${r.stderr.trim().split("\n").slice(-3).join(" | ")}` };
  return JSON.parse(line);
}

const median = (xs) => {
  const v = xs.filter((x) => typeof x === "number").sort((p, q) => p - q);
  return v.length ? v[Math.floor((v.length - 1) / 2)] : null;
};

function bench(o) {
  const common = ["--site", o.site, "--install", o.install];
  NODE_FLAGS = o["node-flags"] ? o["node-flags"].split(" ") : [];
  const variants = o.variants.split(",");
  const made = {};
  for (const v of variants) {
    made[v] = child(["make", "--variant", v, ...common]);
    console.log(JSON.stringify(made[v]));
  }
  const rows = { boot: [] };
  const cpus = { boot: [] };
  for (const v of variants) { rows[v] = []; cpus[v] = []; }
  for (let run = 0; run < o.runs; run++) {
    // interleaved, so that a busy spell of the machine hits every mode alike
    const cold = child(["boot", "--variant", "a", ...common]);
    console.log(JSON.stringify(cold));
    rows.boot.push(cold.error ? null : cold.ready);
    cpus.boot.push(cold.error ? null : cold.cpu);
    for (const v of variants) {
      const r = child(["restore", "--variant", v, ...common, "--snapshot", made[v].file]);
      console.log(JSON.stringify(r));
      rows[v].push(r.error ? null : r.ready);
      cpus[v].push(r.error ? null : r.cpu);
    }
  }
  console.log(`\nmedian of ${o.runs} runs, ms to the same end state (install: ${o.install};`
    + ` node flags: ${NODE_FLAGS.join(" ") || "none"}): wall [runs] / CPU [runs]`);
  console.log(`  cold boot           ${median(rows.boot)} [${rows.boot.join(", ")}]`
    + ` / ${median(cpus.boot)} [${cpus.boot.join(", ")}]`);
  for (const v of variants) {
    console.log(`  from snapshot ${v.padEnd(4)}  ${median(rows[v])} [${rows[v].join(", ")}]`
      + ` / ${median(cpus[v])} [${cpus[v].join(", ")}]`
      + `   snapshot ${(made[v].raw / 1e6).toFixed(1)} MB raw, ${(made[v].gzip / 1e6).toFixed(1)} MB gzip`);
  }
}

// The Chromium spike page (step 3 of the spike), written out by `page DIR`: each file as its
// lines. `page` also copies the site's pyodide/ and wsdv.zip, and the stdlib list, beside them.
const PAGE_FILES = {
  "snap.html": [
    "<!doctype html>",
    "<html><head><meta charset=\"utf-8\"><title>snapshot spike</title><link rel=\"icon\" href=\"data:,\"></head>",
    "<body><script type=\"module\" src=\"./snap.mjs\"></script></body></html>",
  ],
  "snap.mjs": [
    "// Spike page (issue 28): first visit boots with _makeSnapshot, imports the stdlib and the",
    "// pure-Python wheels, makes the snapshot (before pydantic_core), continues to the end state and",
    "// stores the snapshot in the Cache API keyed by build id; a later visit restores it.",
    "import { loadPyodide } from \"./pyodide/pyodide.mjs\";",
    "import createPyodideModule from \"./pyodide/pyodide.asm.mjs\";",
    "",
    "const BUILD = \"spike-1\";               // the page would use its build id",
    "const CACHE = `wsdv-snapshot-${BUILD}`;",
    "const KEY = \"./snapshot.bin\";",
    "const PURE = [\"typing_extensions-4.16.0-py3-none-any.whl\", \"annotated_types-0.8.0-py3-none-any.whl\",",
    "  \"typing_inspection-0.4.5-py3-none-any.whl\"];",
    "const params = new URLSearchParams(location.search);",
    "const d = document.body.dataset;",
    "const t0 = performance.now();",
    "const ms = (t) => Math.round(performance.now() - t);",
    "const fetchBytes = async (u) => new Uint8Array(await (await fetch(u)).arrayBuffer());",
    "",
    "async function handInstall(py, names) {",
    "  py.FS.mkdirTree(\"/tmp/wheels\");",
    "  for (const n of names) py.FS.writeFile(`/tmp/wheels/${n}`, await fetchBytes(`./pyodide/${n}`));",
    "  py.runPython(`",
    "import site, zipfile, importlib",
    "for n in ${JSON.stringify(names)}:",
    "    zipfile.ZipFile(\"/tmp/wheels/\" + n).extractall(site.getsitepackages()[0])",
    "importlib.invalidate_caches()`);",
    "}",
    "",
    "function importAll(py, mods) {",
    "  py.globals.set(\"_mods\", py.toPy(mods));",
    "  const failed = py.runPython(`",
    "import importlib",
    "_f = []",
    "for _m in _mods:",
    "    try: importlib.import_module(_m)",
    "    except Exception as e: _f.append(f\"{_m}: {e!r}\")",
    "del _mods",
    "_f`).toJs();",
    "  if (failed.length) d.failed = failed.join(\"; \");",
    "}",
    "",
    "async function finish(py) {",
    "  let s = performance.now();",
    "  await py.loadPackage([\"pydantic\"], { messageCallback: () => {} });  // via pyodide-lock.json",
    "  py.FS.writeFile(\"/tmp/wsdv.zip\", await fetchBytes(\"./wsdv.zip\"));",
    "  py.runPython(`",
    "import importlib, os, sys, zipfile",
    "os.makedirs(\"/home/pyodide\", exist_ok=True)",
    "zipfile.ZipFile(\"/tmp/wsdv.zip\").extractall(\"/home/pyodide\")",
    "os.chdir(\"/home/pyodide\")",
    "sys.path.insert(0, \"/home/pyodide\")",
    "importlib.invalidate_caches()`);",
    "  d.installMs = ms(s);",
    "  s = performance.now();",
    "  importAll(py, [\"pydantic\", \"pyodide.ffi\", \"wsdv\", \"wsdv.buildinfo\", \"wsdv.ui.app\", \"wsdv.ui.worker_files\"]);",
    "  d.importMs = ms(s);",
    "  d.check = py.runPython(`",
    "from wsdv.engine import Game",
    "_g = Game.new(7); _s = _g.save()",
    "f\"view {len(_g.view())} keys, reload {Game.load(_s).save() == _s}\"`);",
    "}",
    "",
    "async function cold(makeSnapshot) {",
    "  const py = await loadPyodide({ _makeSnapshot: makeSnapshot });",
    "  d.bootMs = ms(t0);",
    "  let snapshot = null;",
    "  if (makeSnapshot) {",
    "    const s = performance.now();",
    "    await handInstall(py, PURE);",
    "    importAll(py, [...await (await fetch(\"./stdlib.json\")).json(),",
    "      \"typing_extensions\", \"annotated_types\", \"typing_inspection\"]);",
    "    d.preImportMs = ms(s);",
    "    const m = performance.now();",
    "    snapshot = py.makeMemorySnapshot();",
    "    d.makeMs = ms(m);",
    "    d.snapshotBytes = snapshot.length;",
    "  }",
    "  await finish(py);",
    "  d.readyMs = ms(t0);",
    "  if (snapshot) {",
    "    const s = performance.now();",
    "    const cache = await caches.open(CACHE);",
    "    await cache.put(KEY, new Response(snapshot, { headers: { \"content-type\": \"application/octet-stream\" } }));",
    "    d.storeMs = ms(s);",
    "  }",
    "}",
    "",
    "async function restore(response) {",
    "  let s = performance.now();",
    "  const bytes = new Uint8Array(await response.arrayBuffer());",
    "  d.readMs = ms(s);",
    "  const py = await loadPyodide({",
    "    _loadSnapshot: bytes,",
    "    createPyodideModule: async (settings) => {",
    "      const module = await createPyodideModule(settings);",
    "      // Pyodide sets INITIAL_MEMORY, which the module never reads: grow the heap ourselves",
    "      if (module.HEAP8.length < bytes.length) module.growMemory(bytes.length);",
    "      return module;",
    "    },",
    "  });",
    "  py.runPython(\"import random; random.seed()\");  // the snapshot froze the generator's state",
    "  d.bootMs = ms(t0);",
    "  await finish(py);",
    "  d.readyMs = ms(t0);",
    "}",
    "",
    "try {",
    "  const cache = await caches.open(CACHE);",
    "  const hit = params.has(\"nosnap\") ? null : await cache.match(KEY);",
    "  if (hit) {",
    "    d.mode = \"snapshot\";",
    "    try {",
    "      await restore(hit);",
    "    } catch (e) {  // a damaged snapshot: throw it away, boot normally",
    "      d.restoreError = String(e);",
    "      await cache.delete(KEY);",
    "      location.replace(location.pathname + \"?nosnap=1\");",
    "    }",
    "  } else {",
    "    const inWorker = params.has(\"worker\");",
    "    d.mode = params.has(\"nosnap\") ? \"cold\" : inWorker ? \"cold+worker\" : \"cold+make\";",
    "    await cold(!params.has(\"nosnap\") && !inWorker);",
    "    if (inWorker) {  // after the first screen: a worker makes and stores the snapshot",
    "      const s = performance.now();",
    "      const w = new Worker(\"./maker.mjs\", { type: \"module\" });",
    "      const r = await new Promise((ok) => { w.onmessage = (e) => ok(e.data); w.postMessage({ cache: CACHE, key: KEY }); });",
    "      w.terminate();",
    "      d.workerMs = Math.round(performance.now() - s);",
    "      d.worker = JSON.stringify(r);",
    "    }",
    "  }",
    "  d.ready = \"1\";",
    "} catch (e) {",
    "  d.error = String(e.stack || e);",
    "  d.ready = \"1\";",
    "}",
  ],
  "maker.mjs": [
    "// Module worker: make the snapshot off the page's way (after its first screen) and store it.",
    "import { loadPyodide } from \"./pyodide/pyodide.mjs\";",
    "const PURE = [\"typing_extensions-4.16.0-py3-none-any.whl\", \"annotated_types-0.8.0-py3-none-any.whl\",",
    "  \"typing_inspection-0.4.5-py3-none-any.whl\"];",
    "const fetchBytes = async (u) => new Uint8Array(await (await fetch(u)).arrayBuffer());",
    "self.onmessage = async ({ data: { cache: cacheName, key } }) => {",
    "  const t0 = performance.now();",
    "  try {",
    "    const py = await loadPyodide({ _makeSnapshot: true });",
    "    py.FS.mkdirTree(\"/tmp/wheels\");",
    "    for (const n of PURE) py.FS.writeFile(`/tmp/wheels/${n}`, await fetchBytes(`./pyodide/${n}`));",
    "    py.globals.set(\"_mods\", py.toPy([...await (await fetch(\"./stdlib.json\")).json(),",
    "      \"typing_extensions\", \"annotated_types\", \"typing_inspection\"]));",
    "    py.runPython(`",
    "import importlib, site, zipfile",
    "for n in ${JSON.stringify(PURE)}:",
    "    zipfile.ZipFile(\"/tmp/wheels/\" + n).extractall(site.getsitepackages()[0])",
    "importlib.invalidate_caches()",
    "for _m in _mods:",
    "    try: importlib.import_module(_m)",
    "    except Exception: pass",
    "del _mods`);",
    "    const snapshot = py.makeMemorySnapshot();",
    "    const cache = await caches.open(cacheName);",
    "    await cache.put(key, new Response(snapshot));",
    "    postMessage({ ok: true, ms: Math.round(performance.now() - t0), bytes: snapshot.length });",
    "  } catch (e) {",
    "    postMessage({ ok: false, error: String(e) });",
    "  }",
    "};",
  ],
  "serve.py": [
    "import functools, http.server, sys",
    "class H(http.server.SimpleHTTPRequestHandler):",
    "    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,",
    "                      \".mjs\": \"text/javascript\", \".js\": \"text/javascript\", \".wasm\": \"application/wasm\"}",
    "    def log_message(self, *a): pass",
    "http.server.ThreadingHTTPServer((\"127.0.0.1\", int(sys.argv[1])),",
    "    functools.partial(H, directory=sys.argv[2])).serve_forever()",
  ],
  "drive.py": [
    "\"\"\"Drive the spike page in Debian's chromium: per run a fresh context (cold caches), then",
    "visits 0-3: first visit (makes the snapshot: in the page, or in a worker on odd runs),",
    "restore, a normal boot with a warm HTTP cache (?nosnap=1), restore again.",
    "    .venv/bin/python drive.py [RUNS]\"\"\"",
    "import json, os, statistics, subprocess, sys, time",
    "HERE = os.path.dirname(os.path.abspath(__file__))",
    "from playwright.sync_api import sync_playwright",
    "ARGS = [\"--no-sandbox\", \"--disable-gpu\", \"--disable-background-networking\",",
    "        \"--disable-component-update\", \"--no-first-run\", \"--disable-sync\", \"--disable-quic\"]",
    "runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3",
    "srv = subprocess.Popen([sys.executable, os.path.join(HERE, \"serve.py\"), \"8765\", HERE])",
    "time.sleep(1)",
    "URL = \"http://127.0.0.1:8765/snap.html\"",
    "KEYS = [\"mode\", \"bootMs\", \"readyMs\", \"preImportMs\", \"makeMs\", \"snapshotBytes\", \"storeMs\",",
    "        \"readMs\", \"installMs\", \"importMs\", \"check\", \"failed\", \"error\", \"restoreError\", \"workerMs\", \"worker\"]",
    "rows = []",
    "try:",
    "    with sync_playwright() as p:",
    "        b = p.chromium.launch(executable_path=\"/usr/bin/chromium\", args=ARGS)",
    "        print(\"chromium\", b.version, flush=True)",
    "        for run in range(runs):",
    "            ctx = b.new_context()",
    "            page = ctx.new_page()",
    "            page.on(\"console\", lambda m: m.type == \"error\" and print(\"  console:\", m.text[:200]))",
    "            first = URL + \"?worker=1\" if run % 2 else URL",
    "            for visit, url in enumerate([first, URL, URL + \"?nosnap=1\", URL]):",
    "                if visit == 0:",
    "                    page.goto(url)",
    "                else:",
    "                    page.goto(\"about:blank\"); page.goto(url)",
    "                page.wait_for_selector(\"body[data-ready='1']\", timeout=180000, state=\"attached\")",
    "                data = page.evaluate(\"Object.assign({}, document.body.dataset)\")",
    "                r = {k: data[k] for k in KEYS if k in data}",
    "                r[\"run\"], r[\"visit\"] = run, visit",
    "                print(json.dumps(r), flush=True)",
    "                rows.append(r)",
    "            ctx.close()",
    "        b.close()",
    "finally:",
    "    srv.terminate()",
    "for mode in [\"cold+make\", \"cold+worker\", \"snapshot\", \"cold\"]:",
    "    v = [int(r[\"readyMs\"]) for r in rows if r.get(\"mode\") == mode and \"readyMs\" in r]",
    "    bt = [int(r[\"bootMs\"]) for r in rows if r.get(\"mode\") == mode and \"bootMs\" in r]",
    "    if v:",
    "        print(f\"{mode:10s} ready median {statistics.median(v):.0f} ms {v}; runtime up median {statistics.median(bt):.0f} ms {bt}\")",
  ],
};

// `page DIR`: the standalone Chromium page, outside the repository's served files.
function page(o, dir) {
  if (!dir) throw new Error("usage: node tools/snapshot_probe.mjs page DIR [--site DIST]");
  mkdirSync(dir, { recursive: true });
  cpSync(join(o.site, "pyodide"), join(dir, "pyodide"), { recursive: true });
  cpSync(join(o.site, "wsdv.zip"), join(dir, "wsdv.zip"));
  writeFileSync(join(dir, "stdlib.json"), JSON.stringify(stdlibModules()));
  for (const [name, lines] of Object.entries(PAGE_FILES)) {
    writeFileSync(join(dir, name), lines.join("\n") + "\n");
  }
  console.log(`wrote ${dir}: run  .venv/bin/python ${join(dir, "drive.py")} [RUNS]`);
}

async function main() {
  const argv = process.argv.slice(2);
  const pageDir = argv[0] === "page" ? argv.splice(1, 1)[0] : "";
  const o = parseArgs(argv);
  o.site = resolve(o.site);
  if (o.command === "page") return page(o, pageDir && resolve(pageDir));
  if (o.command === "bench") return bench(o);
  const run = { make, restore, boot }[o.command];
  if (!run) {
    console.error("usage: node tools/snapshot_probe.mjs make|restore|boot|bench|page [options]");
    process.exitCode = 2;
    return;
  }
  try {
    console.log(JSON.stringify(await run(o)));
  } catch (e) {  // one line, not the minified module around the throw
    console.log(JSON.stringify({ command: o.command, variant: o.variant, install: o.install,
      error: `${e.name}: ${String(e.message).split("\n").slice(0, 3).join(" | ")}` }));
    process.exitCode = 1;
  }
}

await main();
