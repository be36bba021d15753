// Loading screen: shows how far Pyodide and PyScript have got, hides itself when Python
// marks the page ready (<body data-ready="1">, set by wsdv/ui/main.py).
//
// Progress comes from PyScript's `py:progress` events ("Loading Pyodide", "Loading
// interpreter", "Loaded interpreter", ...) and from finished downloads (Resource Timing).
// When the page is ready, <body data-boot-ms="..."> holds the boot time (used by the
// benchmark in tools/bench_boot.py).

// The loader's words, before Python (and the game's catalogues in wsdv/words) has loaded: in
// the language the game will show (first-screen.js chooses it as wsdv/ui/app.py does).
const WORDS = {
  en: {
    framed: "This game does not run inside another page. Open it directly:",
    runtime: "Python runtime (Pyodide)", engine: "Game engine",
    starting: "Starting…", loadRuntime: "Loading the Python runtime…",
    download: "Downloading Python…", loadEngine: "Loading the game engine…",
    compile: "Downloading and compiling Python (WebAssembly)…", start: "Starting Python…",
    loaded: "loaded", ready: "Ready", failed: "Loading failed.",
  },
  de: {
    framed: "Dieses Spiel läuft nicht innerhalb einer anderen Seite. Öffne es direkt:",
    runtime: "Python-Laufzeit (Pyodide)", engine: "Spiel-Engine",
    starting: "Start…", loadRuntime: "Die Python-Laufzeit wird geladen…",
    download: "Python wird heruntergeladen…", loadEngine: "Die Spiel-Engine wird geladen…",
    compile: "Python wird heruntergeladen und übersetzt (WebAssembly)…",
    start: "Python startet…", loaded: "geladen",
    ready: "Bereit", failed: "Laden fehlgeschlagen.",
  },
  it: {
    framed: "Questo gioco non funziona dentro un'altra pagina. Aprilo direttamente:",
    runtime: "Ambiente Python (Pyodide)",
    engine: "Motore del gioco", starting: "Avvio…",
    loadRuntime: "Caricamento dell'ambiente Python…", download: "Download di Python…",
    loadEngine: "Caricamento del motore del gioco…",
    compile: "Download e compilazione di Python (WebAssembly)…", start: "Avvio di Python…",
    loaded: "caricati", ready: "Pronto",
    failed: "Caricamento non riuscito.",
  },
  pl: {
    framed: "Ta gra nie działa wewnątrz innej strony. Otwórz ją bezpośrednio:",
    runtime: "Środowisko Pythona (Pyodide)",
    engine: "Silnik gry", starting: "Uruchamianie…",
    loadRuntime: "Wczytywanie środowiska Pythona…", download: "Pobieranie Pythona…",
    loadEngine: "Wczytywanie silnika gry…",
    compile: "Pobieranie i kompilowanie Pythona (WebAssembly)…", start: "Start Pythona…",
    loaded: "wczytano", ready: "Gotowe",
    failed: "Wczytywanie nie powiodło się.",
  },
};
// static/js/first-screen.js chose the language (as the app does) and may show the first screen
// drawn by the build: the loading screen is hidden then, and the progress goes to it instead.
const FIRST = window.wsdvFirst;
const LANG = FIRST?.lang in WORDS ? FIRST.lang : "en";
const W = WORDS[LANG];
document.documentElement.lang = LANG;
if (LANG !== "en") {
  // the web app manifest in this language (sitebuild/manifest.py writes one per language)
  document.querySelector('link[rel="manifest"]').href = `./static/manifest-${LANG}.webmanifest`;
}
for (const item of document.querySelectorAll("#loader-stages [data-stage]")) {
  item.textContent = W[item.dataset.stage];
}
document.getElementById("loader-detail").textContent = W.starting;

// Frame busting, where the host sends no frame-ancestors header (GitHub Pages sends none):
// inside another page's frame the game does not start (PyScript finds no script to run) and
// says how to open it. Another site could otherwise overlay it and steer the player's clicks.
function framed() {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}
if (framed()) {
  for (const script of document.querySelectorAll('script[type="py"]')) script.remove();
  document.body.dataset.framed = "1";
  const words = W.framed;
  const link = Object.assign(document.createElement("a"), {
    href: location.href,
    target: "_blank",
    rel: "noopener",
    textContent: location.href,
  });
  const box = document.getElementById("loader-error");
  box.replaceChildren(`${words} `, link);
  box.hidden = false;
  document.getElementById("loader-detail").textContent = "";
}

const loader = document.getElementById("loader");
if (!FIRST?.variant) loader.hidden = false; // also when first-screen.js did not run
const bar = document.getElementById("loader-bar");
const detail = document.getElementById("loader-detail");
const errorBox = document.getElementById("loader-error");
const STAGES = ["runtime", "engine"]; // no packages: the first screen needs none

let percent = 0; // what the bar shows
let bytes = 0; // downloaded so far
let stage = "runtime";
let finished = false;

function setStage(name) {
  const current = STAGES.indexOf(name);
  if (current < STAGES.indexOf(stage)) return;
  stage = name;
  for (const item of document.querySelectorAll("#loader-stages [data-stage]")) {
    const index = STAGES.indexOf(item.dataset.stage);
    item.dataset.state = index < current ? "done" : index === current ? "active" : "pending";
  }
}

// Moves the bar forward, never back. Steps may be reported out of order (downloads finish
// in batches), so a step's text only shows if no later step has shown its own.
let textStep = 0;
function progress(value, text) {
  if (finished) return;
  percent = Math.max(percent, value);
  FIRST?.progress?.(percent);
  bar.value = percent;
  bar.textContent = `${percent} %`;
  if (text && value >= textStep) {
    textStep = value;
    detail.textContent = text;
  }
}

function megabytes() {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

// PyScript reports its steps on window as CustomEvent("py:progress", {detail: "..."}).
const STEPS = {
  "Loading Pyodide": ["runtime", 3, W.loadRuntime],
  "Loaded Pyodide": ["runtime", 8, null],
  "Loading interpreter": ["runtime", 10, W.download],
  "Loaded interpreter": ["engine", 88, W.loadEngine],
};
addEventListener("py:progress", ({ detail: step }) => {
  const known = STEPS[step];
  if (!known) return;
  const [name, value, text] = known;
  setStage(name);
  progress(value, text);
});

// Finished downloads: the runtime's big files.
// pyodide.asm.wasm is compiled while it streams in, so it is the longest step on slow CPUs.
const RUNTIME = {
  "pyodide.asm.mjs": [20, W.compile],
  "python_stdlib.zip": [30, null],
  "pyodide.asm.wasm": [60, W.start],
};
const runtimeLoaded = new Set();
function onResource(entry) {
  bytes += entry.transferSize || entry.encodedBodySize || 0;
  const path = new URL(entry.name).pathname;
  const file = path.slice(path.lastIndexOf("/") + 1);
  if (file in RUNTIME) {
    runtimeLoaded.add(file);
    const [value, text] = RUNTIME[file];
    progress(value, text ?? `${file} (${megabytes()} ${W.loaded})`);
    if (runtimeLoaded.size === Object.keys(RUNTIME).length) progress(64, null);
  }
  // wsdv.zip and main.py are preloaded (index.html): they arrive first, the engine stage
  // starts with PyScript's "Loaded interpreter".
}

// Between milestones the bar creeps towards the next one, so a long step still moves.
const CREEP_LIMIT = { runtime: 86, engine: 98 };
const creep = setInterval(() => {
  if (finished || loader.dataset.failed || document.body.dataset.framed) {
    return clearInterval(creep);
  }
  const limit = CREEP_LIMIT[stage];
  if (percent < limit) progress(percent + Math.max(1, Math.round((limit - percent) / 25)), null);
}, 250);
new PerformanceObserver((list) => list.getEntries().forEach(onResource)).observe({
  type: "resource",
  buffered: true,
});

function showError(text) {
  if (finished || document.body.dataset.framed) return;
  errorBox.hidden = false;
  errorBox.textContent = text;
  detail.textContent = W.failed;
  loader.dataset.failed = "1";
  loader.hidden = false; // over the first screen, if it shows
}
addEventListener("error", (event) => showError(String(event.message || event.error)));
addEventListener("unhandledrejection", (event) => showError(String(event.reason)));

function ready() {
  if (finished) return;
  progress(100, `${W.ready} (${megabytes()} ${W.loaded})`);
  setStage("engine");
  for (const item of document.querySelectorAll("#loader-stages [data-stage]")) {
    item.dataset.state = "done";
  }
  finished = true;
  document.body.dataset.bootMs = String(Math.round(performance.now()));
  loader.hidden = true;
  // The game behind the first pass screen is laid out once that screen is on display.
  requestAnimationFrame(() => setTimeout(() => document.body.classList.remove("first-paint")));
}

// PyScript shows Python errors as <div class="py-error"> appended to <body>; readiness is
// <body data-ready="1">.
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node.classList?.contains("py-error")) showError(node.textContent);
    }
  }
  if (document.body.dataset.ready === "1") ready();
}).observe(document.body, { attributes: true, attributeFilter: ["data-ready"], childList: true });
if (document.body.dataset.ready === "1") ready();
