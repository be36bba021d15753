// Module worker started by snapshot-boot.mjs after a page's first screen: boots a runtime
// made for a snapshot, imports the modules the page imported, stores the snapshot in the
// service worker's cache of the build without its zero pages (snapshot-pages.mjs), with the
// stored bytes' SHA-256, and ends. Off the page's thread; its files come from the service
// worker.
import { pack, sha256 } from "./snapshot-pages.mjs";

self.onmessage = async ({ data: job }) => {
  try {
    const { loadPyodide } = await import(`${job.index}pyodide.mjs`);
    const py = await loadPyodide({ indexURL: job.index, _makeSnapshot: true });
    const zip = await fetch(job.zip);
    if (!zip.ok) throw new Error(`wsdv.zip: HTTP ${zip.status}`);
    // where PyScript's [files] entry writes it in the page, imported from in place as there
    // (wsdv/ui/main.py): the snapshot's modules and zipimport's table of the zip are the page's
    py.FS.writeFile("/home/pyodide/wsdv.zip", new Uint8Array(await zip.arrayBuffer()));
    py.globals.set("_modules", py.toPy(job.modules));
    const failed = py.runPython(`
import importlib, os, sys
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
sys.path.insert(0, "/home/pyodide/wsdv.zip")
_failed = []
for _name in _modules:
    if _name in sys.modules:
        continue
    try:
        importlib.import_module(_name)
    except Exception:
        _failed.append(_name)
del _modules, _name
_failed`).toJs();
    py.runPython("del _failed");
    const snapshot = pack(py.makeMemorySnapshot());
    const digest = await sha256(snapshot);
    const cache = await caches.open(job.cache);
    await cache.put(job.entry, new Response(snapshot, {
      headers: { "content-type": "application/octet-stream", [job.digest]: digest },
    }));
    postMessage({ ok: true, bytes: snapshot.length, failed });
  } catch (error) {
    postMessage({ ok: false, error: String(error?.stack || error) });
  }
};
