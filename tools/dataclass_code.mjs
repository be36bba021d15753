// The table of wsdv/dataclass_code.py: each dataclass method source that importing the given
// modules generates, with its code compiled by the vendored Pyodide (the page's runtime).
// The site build (sitebuild/bytecode.py, dataclass_table) runs it:
//
//   node tools/dataclass_code.mjs PYODIDE_DIR PACKAGE.zip OUT.bin MODULE...
//
// PACKAGE.zip: the wsdv package as shipped (wsdv.zip); OUT.bin: marshal of {source: code},
// sorted by source. A fixed hash seed makes the bytes reproducible. It fails (exit 1) when a
// dataclass of those modules has no docstring in the shipped bytecode: @dataclass would
// write one with inspect.signature at every start, some 40 % of a dataclass's cost (issue 39;
// tools/compile_pyc.mjs keeps a dataclass's docstring).

import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const RECORD = `
import dataclasses, importlib, inspect, marshal, sys
sys.path.insert(0, "/tmp/package")
table = {}


def record(source, globals=None, locals=None, /):
    code = compile(source, "<string>", "exec", dont_inherit=True)
    table[source] = code
    exec(code, globals, locals)


def noted(obj, *args, **kwargs):
    if isinstance(obj, type) and dataclasses.is_dataclass(obj):
        signed.append(f"{obj.__module__}.{obj.__qualname__}")
    return signature(obj, *args, **kwargs)


assert "exec" in dataclasses._FuncBuilder.add_fns_to_class.__code__.co_names
dataclasses.exec = record
# @dataclass writes a docstring with inspect.signature for a class without one of its own
signed, signature = [], inspect.signature
inspect.signature = noted
for name in MODULES:
    importlib.import_module(name)
inspect.signature = signature
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
  const signed = pyodide.globals.get("signed").toJs();
  if (signed.length) {
    console.error(`dataclasses without a docstring of their own in the shipped bytecode (the page ` +
      `would write one with inspect.signature while importing them): ${signed.join(", ")}`);
    return 1;
  }
  writeFileSync(output, pyodide.FS.readFile("/tmp/out.bin"));
  return 0;
}

process.exitCode = await main();
