// The table of wsdv/dataclass_code.py: each dataclass method source that importing the given
// modules generates, with its code compiled by the vendored Pyodide (the page's runtime).
// The site build (sitebuild/bytecode.py, dataclass_table) runs it:
//
//   node tools/dataclass_code.mjs PYODIDE_DIR PACKAGE.zip OUT.bin MODULE...
//
// PACKAGE.zip: the wsdv package as shipped (wsdv.zip); OUT.bin: marshal of {source: code},
// sorted by source. A fixed hash seed makes the bytes reproducible.

import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const RECORD = `
import dataclasses, importlib, marshal, sys
sys.path.insert(0, "/tmp/package")
table = {}


def record(source, globals=None, locals=None, /):
    code = compile(source, "<string>", "exec", dont_inherit=True)
    table[source] = code
    exec(code, globals, locals)


assert "exec" in dataclasses._FuncBuilder.add_fns_to_class.__code__.co_names
dataclasses.exec = record
for name in MODULES:
    importlib.import_module(name)
with open("/tmp/out.bin", "wb") as out:
    out.write(marshal.dumps(dict(sorted(table.items()))))
`;

async function main() {
  const [pyodideDir, input, output, ...modules] = process.argv.slice(2);
  if (!modules.length) {
    console.error("usage: node tools/dataclass_code.mjs PYODIDE_DIR PACKAGE.zip OUT.bin MODULE...");
    return 2;
  }
  const indexURL = resolve(pyodideDir) + "/";
  const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
  // without column ranges, as the package's own bytecode (tools/compile_pyc.mjs)
  const pyodide = await loadPyodide({
    indexURL, env: { PYTHONHASHSEED: "0" }, args: ["-X", "no_debug_ranges"],
  });
  pyodide.unpackArchive(new Uint8Array(readFileSync(input)), "zip", { extractDir: "/tmp/package" });
  pyodide.globals.set("MODULES", pyodide.toPy(modules));
  pyodide.runPython(RECORD);
  writeFileSync(output, pyodide.FS.readFile("/tmp/out.bin"));
  return 0;
}

process.exitCode = await main();
