// Fair play by link inside Pyodide under Node (the interpreter the browser runs): runs
// tools/fair_bench.py there (a whole random game between two players passing strings) and
// prints the string lengths and the time per handoff.
//
//   node tools/fair_pyodide_bench.mjs [--seed S] [--games N]
//   node tools/fair_pyodide_bench.mjs --script tools/bench_outlook.py [its arguments]
//     (another benchmark of tools/ with a main(), in the same Pyodide)
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
const i = args.indexOf("--script");
const script = i >= 0 ? args[i + 1] : "tools/fair_bench.py";  // another tools/ benchmark
const rest = i >= 0 ? [...args.slice(0, i), ...args.slice(i + 2)] : args;

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
const name = script.split("/").pop();
pyodide.FS.writeFile(`${WORK}/${name}`, readFileSync(join(ROOT, script)));
pyodide.globals.set("bench_argv", [name, ...rest]);
await pyodide.runPythonAsync(`
import sys, importlib
sys.path.insert(0, "${WORK}")
sys.argv = list(bench_argv)
print(f"Python {sys.version.split()[0]} on {sys.platform}")
importlib.import_module(sys.argv[0].removesuffix(".py")).main()
`);
