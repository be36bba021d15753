// The first screen's imports (what wsdv/ui/main.py imports before the first screen), timed in
// the page's Pyodide under Node (issue 39): the Python work of a build's wsdv.zip, or of two
// builds' side by side.
//
//   node tools/bench_imports.mjs [--runs N] [A.zip [B.zip]]     (default: dist/wsdv.zip)
//   (or python tools/bench_imports.py with the same arguments: it finds the build's node)
//
// One runtime imports the package from each zip N times, the zips in turn and their order
// alternating, the package's modules dropped between runs (the collector off, as in main.py).
// It prints, per zip, the median and the least time of the runs, the first run (the only one
// on code the runtime has not run before, as on a first visit: noisier), and how many of the
// package's modules the imports load. In the browser the same imports take 2-4 times as long:
// the wasm code is still being compiled and tiered up around them (docs/snapshot-notes.md).

import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
let runs = 20;
const at = args.indexOf("--runs");
if (at >= 0) {
  runs = Number(args[at + 1]);
  args.splice(at, 2);
}
const zips = args.length ? args : [join(ROOT, "dist", "wsdv.zip")];
if (!Number.isInteger(runs) || runs < 1 || zips.length > 2) {
  console.error("usage: node tools/bench_imports.mjs [--runs N] [A.zip [B.zip]]");
  process.exit(2);
}
const runtime = join(ROOT, "dist", "pyodide");
for (const path of [join(runtime, "pyodide.mjs"), ...zips]) {
  if (!existsSync(path)) {
    console.error(`${path} is missing (python3 build.py makes dist/)`);
    process.exit(2);
  }
}

const { loadPyodide } = await import(pathToFileURL(join(runtime, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: runtime + "/" });
zips.forEach((zip, i) => py.FS.writeFile(`/home/pyodide/zip${i}.zip`, readFileSync(zip)));
py.setStdout({ batched: (line) => console.log(line) });
py.globals.set("RUNS", runs);
py.globals.set("NAMES", py.toPy(zips));
py.runPython(`
import dataclasses, gc, sys, time, zipimport
import asyncio, pyodide.ffi  # (PyScript has imported these before main.py runs)

gc.disable()
HOOKS = list(sys.path_hooks)
times = {i: [] for i in range(len(NAMES))}
loaded = {}


def once(i):
    path = f"/home/pyodide/zip{i}.zip"
    for name in [m for m in sys.modules if m == "wsdv" or m.startswith("wsdv.")]:
        del sys.modules[name]
    sys.path_hooks[:] = HOOKS
    sys.path_importer_cache.clear()
    zipimport._zip_directory_cache.clear()
    sys.path[:] = [p for p in sys.path if not p.startswith("/home/pyodide/zip")]
    sys.path.insert(0, path)
    vars(dataclasses).pop("exec", None)  # (dataclass_code.install sets it)
    start = time.perf_counter()
    import wsdv
    wsdv.import_from_zip(path)
    from wsdv import dataclass_code
    dataclass_code.install()
    from wsdv.buildinfo import build_id
    from wsdv.ui import door
    from wsdv.ui.app import App
    from wsdv.ui.worker_files import package_zip
    times[i].append((time.perf_counter() - start) * 1000)
    loaded[i] = sum(1 for m in sys.modules if m == "wsdv" or m.startswith("wsdv."))


for run in range(RUNS):
    for i in (range(len(NAMES)) if run % 2 == 0 else reversed(range(len(NAMES)))):
        once(i)
for i, name in enumerate(NAMES):
    ms = sorted(times[i])
    print(f"{name}: median {ms[len(ms) // 2]:.1f} ms, least {ms[0]:.1f} ms, "
          f"first run {times[i][0]:.1f} ms ({RUNS} runs; {loaded[i]} modules of the package)")
`);
