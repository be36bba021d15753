// Compile Python sources to bytecode with the vendored Pyodide (CPython 3.14 in wasm), so the
// browser does not compile them at every start. build.py runs it:
//
//   node tools/compile_pyc.mjs PYODIDE_DIR IN.zip OUT.zip
//
// IN.zip holds source files (name -> .py source); OUT.zip gets, under the same names, the
// .pyc bytes (unchecked hash-based pycs: no timestamp to go stale when a zip is unpacked, and
// the importer does not read the source to check them; build.py rebuilds them from the
// sources every time). A fixed hash seed makes the bytes reproducible (frozenset constants
// are written in iteration order).

import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const COMPILE = `
import py_compile, zipfile
from pathlib import Path

sources = zipfile.ZipFile("/tmp/in.zip")
with zipfile.ZipFile("/tmp/out.zip", "w") as out:
    for name in sorted(sources.namelist()):
        source = Path("/tmp/src", name)
        source.parent.mkdir(parents=True, exist_ok=True)
        source.write_bytes(sources.read(name))
        target = Path("/tmp/pyc", name)
        target.parent.mkdir(parents=True, exist_ok=True)
        py_compile.compile(
            str(source), cfile=str(target), dfile=name, doraise=True,
            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
        )
        out.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), target.read_bytes())
`;

async function main() {
  const [pyodideDir, input, output] = process.argv.slice(2);
  if (!output) {
    console.error("usage: node tools/compile_pyc.mjs PYODIDE_DIR IN.zip OUT.zip");
    return 2;
  }
  const indexURL = resolve(pyodideDir) + "/";
  const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
  const pyodide = await loadPyodide({ indexURL, env: { PYTHONHASHSEED: "0" } });
  pyodide.FS.writeFile("/tmp/in.zip", readFileSync(input));
  pyodide.runPython(COMPILE);
  writeFileSync(output, pyodide.FS.readFile("/tmp/out.zip"));
  return 0;
}

process.exitCode = await main();
