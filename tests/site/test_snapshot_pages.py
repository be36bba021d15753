"""static/js/snapshot-pages.mjs, run by node: a snapshot stored without its zero pages comes
back byte for byte, and a damaged stored form is refused, never unpacked wrong."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest
import site_support  # noqa: F401  (the repository's top on sys.path)

from sitebuild.common import ROOT

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="no node")

SCRIPT = """
import { pack, unpack, LARGEST } from "%s";
const out = {};
// a memory of pages: zeros, bytes, zeros at the end; a last page shorter than 4096
const memory = new Uint8Array(4096 * 9 + 100);
memory.fill(1, 4096, 4096 * 3);          // a run of two pages
memory[4096 * 5 + 17] = 9;               // one byte in a page
memory.fill(3, 4096 * 9);                // the short last page
const stored = pack(memory);
out.storedLength = stored.length;
out.roundTrip = unpack(stored).every((byte, i) => byte === memory[i]) &&
  unpack(stored).length === memory.length;
out.emptyRoundTrip = unpack(pack(new Uint8Array(8192))).length === 8192;
const view = (bytes) => new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
const damaged = {
  "not a stored snapshot": stored.slice().fill(0, 0, 8),
  "too short": stored.slice(0, 10),
  "cut off": stored.slice(0, stored.length - 1),
  "bytes after": new Uint8Array([...stored, 0]),
  "too large": (() => { const b = stored.slice(); view(b).setUint32(8, LARGEST + 1, true);
                        return b; })(),
  "too many runs": (() => { const b = stored.slice(); view(b).setUint32(12, 1e6, true);
                            return b; })(),
  "run outside": (() => { const b = stored.slice();
                          view(b).setUint32(16 + 8 * 2, 4096 * 9 + 50, true); return b; })(),
  "runs overlap": (() => { const b = stored.slice(); view(b).setUint32(16 + 8, 4096, true);
                           return b; })(),
  "empty run": (() => { const b = stored.slice(); view(b).setUint32(16 + 4, 0, true);
                        return b; })(),
};
out.refused = {};
for (const [name, bytes] of Object.entries(damaged)) {
  try { unpack(bytes); out.refused[name] = false; }
  catch (error) { out.refused[name] = String(error.message).startsWith("the stored snapshot"); }
}
console.log(JSON.stringify(out));
"""


def test_a_stored_snapshot_comes_back_and_damage_is_refused() -> None:
    module = (ROOT / "static" / "js" / "snapshot-pages.mjs").as_uri()
    done = subprocess.run(["node", "--input-type=module", "-e", SCRIPT % module],
                          capture_output=True, text=True, check=True)
    out = json.loads(done.stdout)
    assert out["roundTrip"] and out["emptyRoundTrip"]
    # the header (16), three runs' table (24) and the four non-zero pages (the last short)
    assert out["storedLength"] == 16 + 3 * 8 + 4096 * 3 + 100
    assert out["refused"] == {name: True for name in out["refused"]}
    assert len(out["refused"]) == 9
