// A start-up snapshot as it is stored: the runtime's memory without its pages of zeros
// (issue 39). Over half of the ~31 MB a snapshot holds are zero pages (heap not yet used);
// stored without them, a visit reads and checks less than half as many bytes before the
// restore. snapshot-maker.mjs packs (off the page's thread); snapshot-boot.mjs unpacks.
//
//   "WSDVPAG1"                        8 bytes
//   the memory's size, run count      u32, u32 (little-endian)
//   each run: offset, length          u32, u32 (in order, apart, within the memory)
//   the runs' bytes, one after the other
//
// Stored bytes are checked (their SHA-256, `sha256`, stored beside them) and unpacked with
// every bound checked: damaged ones are refused, and the page starts without the snapshot.

const MAGIC = new TextEncoder().encode("WSDVPAG1");
const PAGE = 4096;
const HEAD = MAGIC.length + 8;
export const LARGEST = 1 << 30; // the largest memory unpacked (a snapshot is some 31 MB)

// The SHA-256 of `bytes` in hex (the maker stores it beside the snapshot; the page checks it).
export async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

function zeroPage(memory, start, end) {
  for (let i = start; i < end; i++) if (memory[i] !== 0) return false;
  return true;
}

// The stored form of `memory` (a Uint8Array).
export function pack(memory) {
  const runs = [];
  for (let start = 0; start < memory.length; start += PAGE) {
    const end = Math.min(start + PAGE, memory.length);
    if (zeroPage(memory, start, end)) continue;
    const last = runs.at(-1);
    if (last && last[0] + last[1] === start) last[1] += end - start;
    else runs.push([start, end - start]);
  }
  const data = runs.reduce((sum, [, length]) => sum + length, 0);
  const stored = new Uint8Array(HEAD + runs.length * 8 + data);
  const view = new DataView(stored.buffer);
  stored.set(MAGIC);
  view.setUint32(MAGIC.length, memory.length, true);
  view.setUint32(MAGIC.length + 4, runs.length, true);
  let at = HEAD + runs.length * 8;
  runs.forEach(([offset, length], i) => {
    view.setUint32(HEAD + i * 8, offset, true);
    view.setUint32(HEAD + i * 8 + 4, length, true);
    stored.set(memory.subarray(offset, offset + length), at);
    at += length;
  });
  return stored;
}

// The memory `stored` holds (a Uint8Array); throws on anything but a whole stored form.
export function unpack(stored) {
  const damaged = (why) => new Error(`the stored snapshot is damaged (${why})`);
  if (stored.length < HEAD || MAGIC.some((byte, i) => stored[i] !== byte)) {
    throw damaged("not a stored snapshot");
  }
  const view = new DataView(stored.buffer, stored.byteOffset, stored.length);
  const size = view.getUint32(MAGIC.length, true);
  const count = view.getUint32(MAGIC.length + 4, true);
  if (size > LARGEST || count > size / PAGE + 1 || HEAD + count * 8 > stored.length) {
    throw damaged("its table does not fit");
  }
  const memory = new Uint8Array(size);
  let at = HEAD + count * 8;
  let next = 0; // where the next run may start
  for (let i = 0; i < count; i++) {
    const offset = view.getUint32(HEAD + i * 8, true);
    const length = view.getUint32(HEAD + i * 8 + 4, true);
    if (offset < next || length === 0 || offset + length > size || at + length > stored.length) {
      throw damaged(`run ${i} does not fit`);
    }
    memory.set(stored.subarray(at, at + length), offset);
    at += length;
    next = offset + length + 1;
  }
  if (at !== stored.length) throw damaged("bytes after its runs");
  return memory;
}
