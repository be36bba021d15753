// Time the computer opponent inside Pyodide under Node (the interpreter the browser runs):
// plays one seeded game, Normal as East against Hard as West, and prints the time of every
// choice of card or action (the big decisions) per level, after N turns.
//
//   node tools/arena_pyodide_bench.mjs [--seed S] [--turns N]
//
// Needs .cache/manifest.json (written by `python build.py fetch`), like tools/pyodide_tests.mjs.

import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const WORK = "/home/pyodide/project";

function listFiles(folder) {
  const found = [];
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      if (name !== "__pycache__") found.push(...listFiles(path).map((p) => join(name, p)));
    } else if (name.endsWith(".py") || name.endsWith(".json")) {
      found.push(name);
    }
  }
  return found;
}

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const seed = opt("--seed", 1);
const turns = opt("--turns", 60);

const cache = join(ROOT, ".cache");
const manifestPath = join(cache, "manifest.json");
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} missing: run \`python build.py fetch\` first`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const indexURL = join(cache, manifest.pyodide) + "/";
const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL });
pyodide.setStdout({ write: (b) => (process.stdout.write(b), b.length) });
pyodide.setStderr({ write: (b) => (process.stderr.write(b), b.length) });
await pyodide.loadPackage(manifest.browser_wheels.map((w) => join(cache, w)),
  { messageCallback: () => {} });
for (const file of listFiles(join(ROOT, "wsdv"))) {
  const dest = `${WORK}/wsdv/${file.split("\\").join("/")}`;
  pyodide.FS.mkdirTree(dest.slice(0, dest.lastIndexOf("/")));
  pyodide.FS.writeFile(dest, readFileSync(join(ROOT, "wsdv", file)));
}
await pyodide.runPythonAsync(`
import sys, time
sys.path.insert(0, "${WORK}")
from wsdv.engine import Game
from wsdv.ai import choose
from wsdv.ai.arena import ai_seed

print(f"Python {sys.version.split()[0]} on {sys.platform}")
g = Game.new(${seed})
levels = {"east": "normal", "west": "hard"}
times = {"normal": [], "hard": []}
n = 0
while g.prompt is not None and sum(map(len, times.values())) < ${turns}:
    p = g.prompt
    level = levels[p.side]
    t0 = time.perf_counter()
    option = choose(g, p.side, level, ai_seed(${seed}, n))
    dt = time.perf_counter() - t0
    if p.kind in ("card", "action") and len(p.options) > 1:
        times[level].append(dt)
    g.choose(option)
    n += 1
for level, ts in times.items():
    if ts:
        print(f"{level:6}: {len(ts)} turn decisions (card or action), mean "
              f"{sum(ts) / len(ts):.2f} s, max {max(ts):.2f} s")
`);
