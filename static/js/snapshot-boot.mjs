// The page's interpreter module (pyscript.toml's `interpreter`): Pyodide's loadPyodide, started
// from a memory snapshot when this build has one (issue 28; docs/snapshot-notes.md).
//
// PyScript imports this module and calls loadPyodide(options) with its own options; a snapshot
// holds the runtime with the first screen's modules already imported (no pydantic: a binary
// extension cannot be in a snapshot). PyScript then writes wsdv.zip and runs main.py as after
// a normal boot. The snapshot lives in the service worker's cache of this build (static/sw.js
// deletes it with the build), under a URL that names KEY: a hash of every other file of the
// build, filled in by the build (sitebuild/assemble.py), so a new build never restores an old
// snapshot.
//
// <body data-boot> says how the page started: "snapshot", "fresh" (none, or no service worker
// served the page: see mayLook) or "fallback" (the snapshot was damaged or did not load: it
// is deleted, the page boots normally). After a fresh or fallback start, once the first
// screen is shown and the service worker has cached the build, a worker (snapshot-maker.mjs)
// boots a second runtime, imports the modules the page has imported and stores its snapshot:
// <body data-snapshot="stored"> (or "failed"; "none" without a service worker, which has no
// cache to keep it in; "stored" at once when this build's snapshot is stored already).
import { loadPyodide as bootPyodide, version } from "../../pyodide/pyodide.mjs";
import { sha256, unpack } from "./snapshot-pages.mjs";

export { version };

const KEY = "__SNAPSHOT_KEY__";
const INDEX = new URL("../../pyodide/", import.meta.url).href;
const BASE = new URL("../../", import.meta.url).href; // the site's top
const PREFIX = `wsdv:${new URL(BASE).pathname}:`; // the service worker's caches, as in sw.js
const ENTRY = `${INDEX}snapshot-${KEY}.bin`;
const DIGEST = "x-wsdv-sha256"; // the snapshot's SHA-256, checked before it is restored
// Modules the snapshot must not hold: PyScript's (they hold the page's JS objects), the page's
// own script, and whatever reaches the DOM.
const SKIPPED = /^(pyscript|_pyscript|polyscript|js$|pyodide_js|__main__|_pyodide_core|pydantic)/;

function mark(name, value) {
  document.body.dataset[name] = value;
}

// The look snapshot-look.js began as the page started: an async script, it may (rarely) run
// after this module, which then waits for it; null without it (an older page, say).
function pageLook() {
  if ("wsdvSnapshotLook" in self) return Promise.resolve(self.wsdvSnapshotLook);
  const script = document.querySelector('script[src$="/snapshot-look.js"]');
  if (!script) return Promise.resolve(null);
  return new Promise((resolve) => {
    script.addEventListener("load", () => resolve(self.wsdvSnapshotLook ?? null));
    script.addEventListener("error", () => resolve(null));
  });
}

// Whether this page may look for a stored snapshot: only one that a service worker serves
// (snapshot-look.js asks the same). The snapshot is kept in the worker's cache of the build, so
// a page no worker serves (a first visit, a reload that bypasses the worker) has none to
// start from, or one it should not take; and on a first visit the look alone, opening the
// browser's caches, held up the wasm's compile by 60-100 ms (issue 39).
function mayLook() {
  return "caches" in self && !!navigator.serviceWorker?.controller
    && !new URLSearchParams(location.search).has("nosnapshot");
}

// The stored snapshot's response, or null when there is none: the page's look when it
// looked for this very entry, else a look of its own.
async function storedSnapshot() {
  if (!mayLook()) return null;
  const look = await pageLook();
  return (await (look?.entry === ENTRY ? look.hit : caches.match(ENTRY))) || null;
}

async function dropSnapshot() {
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX)) await (await caches.open(name)).delete(ENTRY);
  }
}

// The service worker's cache of this very build (the one holding this module with this KEY),
// or null: none yet, or another build's worker still in charge.
async function buildCache() {
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX)) continue;
    const own = await (await caches.open(name)).match(import.meta.url);
    if (own && (await own.text()).includes(`const KEY = "${KEY}"`)) return name;
  }
  return null;
}

// PyScript's own Python package as bytecode (sitebuild/pyscript_code.py): before main.py,
// PyScript writes its package's sources (pyscript/*.py) into the working folder and imports
// them, which compiled them at every start. Their checked .pyc files, written beforehand
// where the importer looks for them, spare that: it takes each only when the source beside
// it has the hash it was compiled from, else compiles the source as before. Fetched at once;
// a missing or damaged table only leaves the compiling as it was (wsdv/ui/main.py reports
// how many modules were taken from it: <body data-pyscript-code>).
const PYSCRIPT_CODE = fetch(new URL("../pyscript-code.json", import.meta.url))
  .then((response) => (response.ok ? response.json() : null))
  .catch(() => null);
const CACHED = /^pyscript\/__pycache__\/[\w.-]+\.pyc$/;

async function withPyScriptCode(py) {
  try {
    const table = await PYSCRIPT_CODE;
    for (const [path, base64] of Object.entries(table ?? {})) {
      if (!CACHED.test(path) || typeof base64 !== "string") continue;
      const file = `${py.FS.cwd()}/${path}`;
      py.FS.mkdirTree(file.slice(0, file.lastIndexOf("/")));
      py.FS.writeFile(file, Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    }
  } catch (error) {
    console.warn("PyScript's package compiles as before:", error);
  }
  return py;
}

// The runtime's Emscripten module. Made at once when the page runs this module (see `early`
// below), it fetches and compiles pyodide.asm.wasm there and then; the interpreter's own start
// (a long task on the page's thread) waits for `asked`, until PyScript asks for the runtime:
// started earlier, it would hold up PyScript's own modules, which load one after the other.
// With a snapshot (`snapshot`: its memory, read and unpacked; `checked`: the stored bytes'
// check), the module is made meanwhile and handed to Pyodide, which restores the memory, once
// they are checked. Pyodide
// 314 sets INITIAL_MEMORY to the snapshot's size, but its module never reads it: the heap
// starts at 30 MiB and a larger snapshot does not fit (pyodide#6254). Grow it first.
let release;
const asked = new Promise((resolve) => {
  release = resolve;
});

function runtimeModule(snapshot = null, checked = null) {
  return async (settings) => {
    const size = snapshot ? (await snapshot).length : 0;
    const { default: createPyodideModule } = await import("../../pyodide/pyodide.asm.mjs");
    const instantiate = settings.instantiateWasm; // Pyodide's: fetch and compile the wasm
    if (instantiate) {
      settings.instantiateWasm = (imports, done) =>
        instantiate(imports, (instance, module) => asked.then(() => done(instance, module)));
    }
    const module = await createPyodideModule(settings);
    if (checked) await checked; // (a damaged snapshot: the normal start takes over, `start`)
    if (module.HEAP8.length < size) module.growMemory(size);
    return module;
  };
}

// `hit`: the stored snapshot's response, the memory without its zero pages
// (snapshot-pages.mjs). Pyodide waits for the memory before it makes the runtime's module
// (prepareSnapshot), then restores it; the check of the stored bytes (their SHA-256, off the
// page's thread) goes on while the module is made (its script run, the wasm instantiated),
// and the module waits for it only once it is made (`runtimeModule`).
async function restore(options, hit) {
  const stored = hit.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  const checked = stored.then(async (bytes) => {
    if ((await sha256(bytes)) !== hit.headers.get(DIGEST)) {
      throw new Error("the stored snapshot is damaged");
    }
  });
  const read = stored.then(unpack);
  read.catch(() => {}); // (handled where Pyodide and the module wait for them)
  checked.catch(() => {});
  const py = await bootPyodide({
    ...options,
    _loadSnapshot: read,
    createPyodideModule: runtimeModule(read, checked),
  });
  // the snapshot froze the generator's state: every restore would draw the same numbers
  py.runPython("import random; random.seed()");
  return py;
}

// Resolves once <body data-NAME> is set (the page sets it), with its value.
function whenSet(name) {
  return new Promise((resolve) => {
    if (document.body.dataset[name]) return resolve(document.body.dataset[name]);
    const watch = new MutationObserver(() => {
      if (!document.body.dataset[name]) return;
      watch.disconnect();
      resolve(document.body.dataset[name]);
    });
    watch.observe(document.body, { attributes: true });
  });
}

// After the first screen, once the service worker has cached the build (static/js/offline.js
// sets data-offline), and a pause, so the player's first clicks come first: a worker makes the
// snapshot from the modules this page has imported.
async function makeSnapshot(py) {
  await whenSet("ready");
  const cache = (await whenSet("offline")) === "1" ? await buildCache() : null;
  if (!cache) return mark("snapshot", "none");
  // a page the worker did not serve looked for none: one may be stored already
  if (await (await caches.open(cache)).match(ENTRY)) return mark("snapshot", "stored");
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const names = py.runPython("import sys; list(sys.modules)").toJs();
  const modules = names.filter((name) => !SKIPPED.test(name));
  const worker = new Worker(new URL("./snapshot-maker.mjs", import.meta.url), { type: "module" });
  const answer = await new Promise((resolve) => {
    worker.onmessage = ({ data }) => resolve(data);
    worker.onerror = (event) => resolve({ ok: false, error: String(event.message) });
    worker.postMessage({ index: INDEX, zip: `${BASE}wsdv.zip`, modules, cache, entry: ENTRY,
      digest: DIGEST });
  });
  worker.terminate();
  if (!answer.ok) console.warn("no start-up snapshot:", answer.error);
  mark("snapshot", answer.ok ? "stored" : "failed");
}

// The page's runtime: from the snapshot when there is a good one, else booted normally.
async function start(options) {
  try {
    const hit = await storedSnapshot();
    if (hit) {
      const py = await restore(options, hit);
      mark("boot", "snapshot");
      return py;
    }
  } catch (error) {
    console.warn("the start-up snapshot did not load, starting normally:", error);
    await dropSnapshot().catch(() => {});
    mark("boot", "fallback");
  }
  const py = await bootPyodide({ ...options, createPyodideModule: runtimeModule() });
  document.body.dataset.boot ??= "fresh";
  if ("caches" in self && KEY !== "__SNAPSHOT" + "_KEY__") {
    makeSnapshot(py).catch((error) => {
      console.warn("no start-up snapshot:", error);
      mark("snapshot", "failed");
    });
  }
  return py;
}

// The page starts its runtime as soon as it runs this module (index.html loads it as a module
// script before PyScript's core.js), not when PyScript asks for it: PyScript first loads its
// own modules and config, one after the other, 0.3-0.5 s of mostly waiting, while the wasm
// is compiled (and a snapshot read and checked). PyScript's options are only stdout and
// stderr (they go to the runtime when it asks) and indexURL (ours anyway). Not in a page
// whose game does not start (framed: boot.js removed its script).
let early = null;
if (typeof document !== "undefined" && document.querySelector('script[type="py"]')) {
  early = start({ indexURL: INDEX });
  early.catch(() => {}); // reported when PyScript asks for the runtime
}

export async function loadPyodide(options) {
  options = { ...options, indexURL: INDEX }; // PyScript's would be this module's folder
  release();
  // PyScript's workers (the computer player's) take the page's interpreter module too: they
  // boot as before, without a snapshot
  if (typeof document === "undefined") return withPyScriptCode(await bootPyodide(options));
  if (!early) return withPyScriptCode(await start(options));
  const started = early;
  early = null; // a second runtime (none today) would boot anew
  const py = await started;
  if (options.stdout) py.setStdout({ batched: options.stdout });
  if (options.stderr) py.setStderr({ batched: options.stderr });
  return withPyScriptCode(py);
}
