// Run the engine tests (tests/*.py, top level only, with the test-free sub-folders they read
// such as tests/data/) inside Pyodide under Node: the same
// CPython 3.14 the browser runs, with the vendored pydantic wheels from .cache/ (the tests
// check the data with pydantic; the page itself loads no package, and dist/ ships none).
//
//   python build.py pyodide-tests [-- PYTEST ARGS]      fetches what is missing, then runs this
//   node tools/pyodide_tests.mjs [--tests DIR] [--shards N] [-- PYTEST ARGS]
//
// --shards N runs N Pyodides side by side (child processes, one per core) that share the
// tests out as they go: each collects all, then walks them in collection order and runs a
// test only if it claims it first (an atomic mkdir in a folder the shards share), so a shard
// that drew short tests takes more of them and the shards end together. The tests of one
// xdist_group (pytest-xdist's mark: a module whose fixtures play whole games) are claimed
// as one, so that only one shard sets up their fixtures. Their outputs follow one another
// (each shard's progress percentages count all collected tests), then one closing line adds
// up their counts. The Pyodide phase of tools/test.sh uses it: one Pyodide is one core.
//
// The tests folder is copied to tests/ (so `-- tests/test_map.py -k name` selects tests).
//
// Needs .cache/manifest.json (written by `python build.py fetch`): the unpacked npm pyodide
// package and the wheels (pydantic for the browser; pytest, hypothesis and their pure-Python
// dependencies for testing). wsdv/ and the top-level files of the tests folder are copied into
// Pyodide's in-memory file system; pytest runs there. Exit code: pytest's, or 0 with a note when
// there is no test file. Hypothesis runs with deadline=None (Pyodide is slower than CPython).

import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const WORK = "/home/pyodide/project";
const DEFAULT_PYTEST_ARGS = ["-q", "-p", "no:cacheprovider"];

function parseArgs(argv) {
  const options = {
    tests: join(ROOT, "tests"), cache: join(ROOT, ".cache"), pytest: [], shards: 1, claims: "",
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      options.pytest = argv.slice(i + 1);
      break;
    } else if (arg === "--tests" || arg === "--cache") {
      options[arg.slice(2)] = resolve(argv[++i]);
    } else if (arg === "--shards") {
      options.shards = Number(argv[++i]);
      if (!Number.isInteger(options.shards) || options.shards < 1) {
        throw new Error("--shards needs a whole number of at least 1");
      }
    } else if (arg === "--claims") {  // set by --shards for its child processes
      options.claims = resolve(argv[++i]);
    } else if (arg === "-h" || arg === "--help") {
      console.log("usage: node tools/pyodide_tests.mjs [--tests DIR] [--cache DIR] [--shards N]"
        + " [-- PYTEST ARGS]");
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
// In a shard (WSDV_CLAIMS set) it runs only the tests this shard claims (see --shards).
const PLUGIN = `
import os

import pytest


def pytest_configure(config):
    try:
        from hypothesis import settings
    except ImportError:
        return
    settings.register_profile("pyodide", parent=settings(), deadline=None)
    settings.load_profile("pyodide")


def _units(items):
    """The tests in order, a test alone or the tests of one xdist_group together, each with
    the name a shard claims it by."""
    units, groups = [], {}
    for item in items:
        mark = item.get_closest_marker("xdist_group")
        group = (mark.args[0] if mark.args else mark.kwargs.get("name")) if mark else None
        if group is None:
            units.append((item.nodeid, [item]))
        elif group in groups:
            groups[group].append(item)
        else:
            groups[group] = [item]
            units.append((f"xdist_group {group}", groups[group]))
    return units


def _claimed(items):
    from wsdv_shard_claims import claim  # the runner's claim(name): True for the first asker

    for name, unit in _units(items):
        if claim(name):
            yield from unit


@pytest.hookimpl(tryfirst=True)
def pytest_runtestloop(session):
    """pytest's own loop over the tests this shard claims, one claim ahead (the next test
    tells pytest which fixtures to keep)."""
    if not os.environ.get("WSDV_CLAIMS"):
        return None
    if session.testsfailed and not session.config.option.continue_on_collection_errors:
        raise session.Interrupted(f"{session.testsfailed} errors during collection")
    if session.config.option.collectonly:
        return True
    claimed = _claimed(session.items)
    item = next(claimed, None)
    while item is not None:
        nextitem = next(claimed, None)
        item.config.hook.pytest_runtest_protocol(item=item, nextitem=nextitem)
        if session.shouldfail:
            raise session.Failed(session.shouldfail)
        if session.shouldstop:
            raise session.Interrupted(session.shouldstop)
        item = nextitem
    return True
`;

// Run `count` shards of this runner at once; print each one's output as it ends, in order,
// then a closing line with the sum of their counts. Exit code: the first non-zero one.
async function runShards(options, argv) {
  const ownArgs = argv.slice(0, argv.includes("--") ? argv.indexOf("--") : argv.length);
  const rest = argv.slice(ownArgs.length);
  const keep = [];
  for (let i = 0; i < ownArgs.length; i++) {
    if (ownArgs[i] === "--shards") i++;
    else keep.push(ownArgs[i]);
  }
  const started = Date.now();
  const claims = mkdtempSync(join(tmpdir(), "wsdv-pyodide-shards-"));
  const runs = Array.from({ length: options.shards }, () => new Promise((done) => {
    const child = spawn(process.execPath,
      [fileURLToPath(import.meta.url), ...keep, "--claims", claims, ...rest],
      { stdio: ["ignore", "pipe", "pipe"] });
    const out = [];
    child.stdout.on("data", (chunk) => out.push(chunk));
    child.stderr.on("data", (chunk) => out.push(chunk));
    child.on("close", (code) => done({ code: code ?? 1, text: Buffer.concat(out).toString() }));
  }));
  const results = [];
  for (const [i, run] of runs.entries()) {
    const result = await run;
    console.log(`--- shard ${i + 1} of ${options.shards} (exit ${result.code})`);
    process.stdout.write(result.text);
    results.push(result);
  }
  rmSync(claims, { recursive: true, force: true });
  const counts = new Map();
  for (const { text } of results) {
    const closing = text.trim().split("\n").filter((l) => / in [0-9.]+s/.test(l)).pop() ?? "";
    for (const [, n, what] of closing.matchAll(/(\d+) (\w+)/g)) {
      // every shard collects, and so deselects, all tests; the rest each shard ran itself
      const sum = what === "deselected" ? Math.max : (a, b) => a + b;
      counts.set(what, sum(counts.get(what) ?? 0, Number(n)));
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(2);
  const summary = [...counts].map(([what, n]) => `${n} ${what}`).join(", ");
  console.log(`${summary} in ${seconds}s (${options.shards} Pyodide shards side by side)`);
  return results.map((r) => r.code).find((code) => code !== 0) ?? 0;
}

async function main() {
  const argv = process.argv.slice(2);
  const options = parseArgs(argv);
  if (options.shards > 1) {
    return runShards(options, argv);
  }
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
  if (options.claims) {
    env.WSDV_CLAIMS = "1";
  }
  const pyodide = await loadPyodide({ indexURL, env });
  if (options.claims) {
    // mkdir either makes the folder or fails because another shard made it first
    pyodide.registerJsModule("wsdv_shard_claims", {
      claim: (name) => {
        const key = createHash("sha256").update(name).digest("hex").slice(0, 32);
        try {
          mkdirSync(join(options.claims, key));
          return true;
        } catch (error) {
          if (error.code === "EEXIST") return false;
          throw error;
        }
      },
    });
  }
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
