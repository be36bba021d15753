// Compile Python sources to bytecode with the vendored Pyodide (CPython 3.14 in wasm), so the
// browser does not compile them at every start. The site build (sitebuild/bytecode.py) runs it:
//
//   node tools/compile_pyc.mjs [--checked] PYODIDE_DIR IN.zip OUT.zip
//
// IN.zip holds source files (name -> .py source); OUT.zip gets, under the same names, the
// .pyc bytes (unchecked hash-based pycs: no timestamp to go stale when a zip is unpacked, and
// the importer does not read the source to check them; the build makes them again from the
// sources every time). Docstrings are left out, as `python -OO` does (a smaller download;
// __doc__ is None), but unlike -OO asserts and `if __debug__:` stay: the code runs as written;
// the location tables hold lines but no columns (see below). A dataclass keeps its class
// docstring: without one, @dataclass writes the class's signature as its docstring with
// inspect.signature while the module is imported, some 40 % of its cost (issue 39).
// A fixed hash seed makes the bytes reproducible (frozenset constants are written in
// iteration order).
//
// --checked (PyScript's own package, sitebuild/pyscript_code.py): checked hash-based pycs of
// the sources as they are (docstrings kept), each under its cache path beside its source
// (name/__pycache__/x.TAG.pyc): the importer takes one only when the source beside it has the
// hash it was compiled from. Each is imported so here (by a loader that refuses to compile)
// before it is written out.

import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const COMPILE = `
import ast, importlib.machinery, importlib.util, os, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def is_dataclass(node):
    for decorator in node.decorator_list:
        called = decorator.func if isinstance(decorator, ast.Call) else decorator
        name = called.attr if isinstance(called, ast.Attribute) else getattr(called, "id", "")
        if name == "dataclass":
            return True
    return False


def without_docstrings(tree):
    for node in ast.walk(tree):
        if not isinstance(node, DOCUMENTED) or not node.body:
            continue
        if isinstance(node, ast.ClassDef) and is_dataclass(node):
            continue
        first = node.body[0]
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \\
                and isinstance(first.value.value, str):
            node.body.pop(0)
            if not node.body and not isinstance(node, ast.Module):
                node.body.append(ast.copy_location(ast.Pass(), first))
    return tree


assert next(compile("x", "", "eval").co_positions())[2] is None, "column ranges are on"


class TakesBytecodeOnly(importlib.machinery.SourceFileLoader):
    def source_to_code(self, data, path, **_):
        raise AssertionError(f"{path}: the importer would compile the source, not take the pyc")


def taken(name, source, pyc):
    """Whether the importer takes the checked pyc written beside its source."""
    path = f"/tmp/checked/{name}"
    os.makedirs(os.path.dirname(importlib.util.cache_from_source(path)), exist_ok=True)
    with open(path, "wb") as file:
        file.write(source)
    with open(importlib.util.cache_from_source(path), "wb") as file:
        file.write(pyc)
    return TakesBytecodeOnly("checked", path).get_code("checked")


sources = zipfile.ZipFile("/tmp/in.zip")
with zipfile.ZipFile("/tmp/out.zip", "w") as out:
    for name in sorted(sources.namelist()):
        source = sources.read(name)
        tree = ast.parse(source, filename=name)
        code = compile(tree if CHECKED else without_docstrings(tree), name, "exec",
                       dont_inherit=True)
        pyc = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=CHECKED))
        if CHECKED:
            assert taken(name, source, pyc) is not None
            name = importlib.util.cache_from_source(name)
        out.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), pyc)
`;

async function main() {
  const args = process.argv.slice(2);
  const checked = args[0] === "--checked";
  const [pyodideDir, input, output] = checked ? args.slice(1) : args;
  if (!output) {
    console.error("usage: node tools/compile_pyc.mjs [--checked] PYODIDE_DIR IN.zip OUT.zip");
    return 2;
  }
  const indexURL = resolve(pyodideDir) + "/";
  const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
  // No column ranges in the location tables (as python -X no_debug_ranges): a third smaller;
  // tracebacks keep their line numbers, only the ^^^ marks under the failing part go.
  const pyodide = await loadPyodide({
    indexURL, env: { PYTHONHASHSEED: "0" }, args: ["-X", "no_debug_ranges"],
  });
  pyodide.FS.writeFile("/tmp/in.zip", readFileSync(input));
  pyodide.globals.set("CHECKED", checked);
  pyodide.runPython(COMPILE);
  writeFileSync(output, pyodide.FS.readFile("/tmp/out.zip"));
  return 0;
}

process.exitCode = await main();
