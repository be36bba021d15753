// Service worker: precaches every file of the build, so after one visit the game starts with
// no network. build.py writes this file to the top of dist/ (a worker's scope is its folder
// and below) and fills in BUILD (a hash of the whole build) and FILES ([path, sha256] of every
// other file). A new build changes this file, so the browser installs the new worker: it
// fills a cache named after the new build (reusing unchanged files from the old cache) and,
// once it takes over, deletes the old build's cache. The page adds its start-up snapshot to
// its build's cache (static/js/snapshot-boot.mjs), so it goes with that build.
const BUILD = "__BUILD__";
const FILES = []; // __FILES__
const BASE = new URL("./", self.location).href; // the site's top, e.g. https://host/wsdv/
const PREFIX = `wsdv:${new URL(BASE).pathname}:`; // several sites may share one origin
const CACHE = PREFIX + BUILD;

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

// An unchanged file is copied from an older cache; others are fetched, revalidating the
// HTTP cache. Every body must match its hash: a half-deployed site fails the install (it is
// retried on a later visit) instead of mixing two builds.
async function precacheFile(cache, path, hash) {
  const url = BASE + path;
  const old = await caches.match(url);
  if (old && (await sha256(await old.clone().arrayBuffer())) === hash) {
    return cache.put(url, old);
  }
  const response = await fetch(new Request(url, { cache: "no-cache" }));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  if ((await sha256(await response.clone().arrayBuffer())) !== hash) {
    throw new Error(`${path}: does not belong to build ${BUILD}`);
  }
  return cache.put(url, response);
}

async function precache() {
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(FILES.map(([path, hash]) => precacheFile(cache, path, hash)));
  } catch (error) {
    await caches.delete(CACHE);
    throw error;
  }
}

async function dropOldCaches() {
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
  }
  await self.clients.claim();
}

// Our files come from the cache, whatever the query (?seed=...); the site's folder URL is
// its index.html. Anything else goes to the network as usual.
async function respond(request) {
  let path = new URL(request.url).pathname.slice(new URL(BASE).pathname.length);
  if (path === "" || path.endsWith("/")) path += "index.html";
  const cache = await caches.open(CACHE);
  return (await cache.match(BASE + path)) ?? fetch(request);
}

self.addEventListener("install", (event) => event.waitUntil(precache()));
self.addEventListener("activate", (event) => event.waitUntil(dropOldCaches()));
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method === "GET" && request.url.startsWith(BASE)) {
    event.respondWith(respond(request));
  }
});
// The page may ask a waiting new version to take over at once (then reloads itself).
self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});
