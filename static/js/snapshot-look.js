// The look for this build's start-up snapshot (static/js/snapshot-boot.mjs takes its answer),
// begun as the page starts. The interpreter module runs only once the document is parsed,
// and its own look in the service worker's caches (40-60 ms) then held up the runtime's
// start on every visit after the first (issue 39). An async classic script, it holds up
// nothing; it sets `wsdvSnapshotLook` whatever happens, so that the module, which waits
// for it when it runs first, never waits in vain. KEY is filled in by the build, as in
// snapshot-boot.mjs.
"use strict";
(() => {
  const KEY = "__SNAPSHOT_KEY__";
  const look = { entry: null, hit: null };
  try {
    // only a page the service worker serves has a snapshot to start from (snapshot-boot.mjs
    // mayLook); a first visit does not open the caches
    if (!("caches" in self) || !navigator.serviceWorker?.controller) return;
    if (new URLSearchParams(location.search).has("nosnapshot")) return;
    look.entry = new URL(`../../pyodide/snapshot-${KEY}.bin`, document.currentScript.src).href;
    look.hit = caches.match(look.entry);
    look.hit.catch(() => {}); // (a failed look is the module's to report, when it takes it)
  } catch {
    look.entry = null; // the module looks for itself
  } finally {
    self.wsdvSnapshotLook = look;
  }
})();
