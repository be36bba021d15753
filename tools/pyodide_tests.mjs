// Run the engine tests (tests/*.py, top level only, with the test-free sub-folders they read
// such as tests/data/) inside Pyodide under Node: the same
// CPython 3.14 the browser runs, with the same vendored pydantic wheels as dist/.
//
//   python build.py pyodide-tests [-- PYTEST ARGS]      fetches what is missing, then runs this
//   node tools/pyodide_tests.mjs [--tests DIR] [-- PYTEST ARGS]
//
// The tests folder is copied to tests/ (so `-- tests/test_map.py -k name` selects tests).
//
// Needs .cache/manifest.json (written by `python build.py fetch`): the unpacked npm pyodide
// package and the wheels (pydantic for the browser; pytest, hypothesis and their pure-Python
// dependencies for testing). wsdv/ and the top-level files of the tests folder are copied into
// Pyodide's in-memory file system; pytest runs there. Exit code: pytest's, or 0 with a note when
// there is no test file. Hypothesis runs with deadline=None (Pyodide is slower than CPython).

import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const WORK = "/home/pyodide/project";
const DEFAULT_PYTEST_ARGS = ["-q", "-p", "no:cacheprovider"];

function parseArgs(argv) {
  const options = { tests: join(ROOT, "tests"), cache: join(ROOT, ".cache"), pytest: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      options.pytest = argv.slice(i + 1);
      break;
    } else if (arg === "--tests" || arg === "--cache") {
      options[arg.slice(2)] = resolve(argv[++i]);
    } else if (arg === "-h" || arg === "--help") {
      console.log("usage: node tools/pyodide_tests.mjs [--tests DIR] [--cache DIR] [-- PYTEST ARGS]");
      process.exit(0);
    } else {
      options.pytest.push(arg);
    }
  }
  return options;
}

// Files below `folder` whose names pass `keep`, as paths relative to `folder`.
function listFiles(folder, keep, recursive) {
  const found = [];
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      if (recursive && name !== "__pycache__") {
        found.push(...listFiles(path, keep, true).map((p) => join(name, p)));
      }
    } else if (keep(name)) {
      found.push(name);
    }
  }
  return found;
}

function copyInto(pyodide, source, target, files) {
  for (const file of files) {
    const destination = `${target}/${file.split("\\").join("/")}`;
    pyodide.FS.mkdirTree(destination.slice(0, destination.lastIndexOf("/")));
    pyodide.FS.writeFile(destination, readFileSync(join(source, file)));
  }
}

// A pytest plugin: after conftest files have chosen Hypothesis settings, drop the deadline.
const PLUGIN = `
def pytest_configure(config):
    try:
        from hypothesis import settings
    except ImportError:
        return
    settings.register_profile("pyodide", parent=settings(), deadline=None)
    settings.load_profile("pyodide")
`;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const manifestPath = join(options.cache, "manifest.json");
  if (!existsSync(manifestPath)) {
    console.error(`${manifestPath} missing: run \`python build.py fetch\` first`);
    return 2;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const isSource = (name) => name.endsWith(".py") || name.endsWith(".json");
  const isTest = (name) => /^test_.*\.py$|_test\.py$/.test(name);
  const testFiles = listFiles(options.tests, isSource, false);
  // Sub-folders without tests of their own (data the tests read, e.g. tests/data/) come along
  // whole; those with tests (e2e/, site/: browser and build tests) stay behind.
  for (const name of readdirSync(options.tests).sort()) {
    const folder = join(options.tests, name);
    if (name !== "__pycache__" && statSync(folder).isDirectory()
        && listFiles(folder, isTest, true).length === 0) {
      testFiles.push(...listFiles(folder, () => true, true).map((file) => join(name, file)));
    }
  }
  if (!testFiles.some((name) => isTest(name))) {
    console.log(`no test files in ${options.tests}: nothing to run`);
    return 0;
  }

  const indexURL = join(options.cache, manifest.pyodide) + "/";
  const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
  const started = Date.now();
  // WSDV_LONG=1 (see tests/conftest.py) reaches the tests as in CPython.
  const env = process.env.WSDV_LONG ? { WSDV_LONG: process.env.WSDV_LONG } : {};
  const pyodide = await loadPyodide({ indexURL, env });
  const write = (stream) => ({ write: (bytes) => (stream.write(bytes), bytes.length) });
  pyodide.setStdout(write(process.stdout));
  pyodide.setStderr(write(process.stderr));
  const wheels = [...manifest.browser_wheels, ...manifest.test_wheels];
  await pyodide.loadPackage(
    wheels.map((wheel) => join(options.cache, wheel)),
    { messageCallback: () => {}, errorCallback: (message) => console.error(message) },
  );

  copyInto(pyodide, join(ROOT, "wsdv"), `${WORK}/wsdv`, listFiles(join(ROOT, "wsdv"), isSource, true));
  copyInto(pyodide, options.tests, `${WORK}/tests`, testFiles);
  pyodide.globals.set("pytest_args", pyodide.toPy([...DEFAULT_PYTEST_ARGS, ...options.pytest]));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Pyodide ${pyodide.version} ready in ${seconds} s; running pytest in ${WORK}`);
  pyodide.FS.writeFile(`${WORK}/pyodide_plugin.py`, PLUGIN);
  const code = await pyodide.runPythonAsync(`
import os, sys
os.chdir("${WORK}")
sys.path.insert(0, "${WORK}")
print(f"Python {sys.version.split()[0]} on {sys.platform}", flush=True)
import pytest
args = ["-p", "pyodide_plugin", *pytest_args]
if not any(arg.startswith("tests") for arg in args):
    args.append("tests")
int(pytest.main(args))
`);
  return Number(code);
}

process.exitCode = await main();
