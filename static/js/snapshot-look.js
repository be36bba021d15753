// The look for this build's start-up snapshot (static/js/snapshot-boot.mjs, which takes its
// answer), started as the page starts. The interpreter module runs only once the document is
// parsed, and its own look in the service worker's caches (40-60 ms) then held up the
// runtime's start on every visit after the first (issue 39). An async classic script: it
// holds up nothing. KEY is filled in by the build, as in snapshot-boot.mjs.
"use strict";
(() => {
  const KEY = "__SNAPSHOT_KEY__";
  if (!("caches" in self) || new URLSearchParams(location.search).has("nosnapshot")) return;
  const entry = new URL(`../../pyodide/snapshot-${KEY}.bin`, document.currentScript.src).href;
  const hit = caches.match(entry);
  hit.catch(() => {}); // (a failed look is snapshot-boot.mjs's to report, when it takes it)
  self.wsdvSnapshotLook = { entry, hit };
})();
