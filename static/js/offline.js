// Offline play: registers the service worker (sw.js at the site's top, see static/sw.js)
// once the game has booted, so precaching does not slow the first start. When the worker is
// active, <body data-offline="1"> tells that the whole site is cached.
// Every path is relative: the site may live in a sub-path such as /wsdv/.
//
// Updates: a new build's worker installs beside the running one and waits. Then
// <body data-update="ready"> and the event "wsdv:update" tell the page (wsdv/ui/update.py
// shows "a new version is ready"); window.wsdvSwitch() lets it take over and reloads the
// page once it controls it. The page checks for a new build on start, when it becomes
// visible again and every 30 minutes.

const CHECK_EVERY_MS = 30 * 60 * 1000;

function announce() {
  if (document.body.dataset.update) return;
  document.body.dataset.update = "ready";
  dispatchEvent(new Event("wsdv:update"));
}

function watch(registration) {
  if (registration.waiting && navigator.serviceWorker.controller) announce();
  registration.addEventListener("updatefound", () => {
    const fresh = registration.installing;
    fresh?.addEventListener("statechange", () => {
      // "installed" with a controller: a new version waits (without one: the first install)
      if (fresh.state === "installed" && navigator.serviceWorker.controller) announce();
    });
  });
  const check = () => registration.update().catch(() => {});
  setInterval(check, CHECK_EVERY_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
}

let switching = false;
window.wsdvSwitch = async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.waiting) {
    location.reload();
    return;
  }
  switching = true;
  registration.waiting.postMessage("skip-waiting");
};

function register() {
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (switching) location.reload();
  });
  navigator.serviceWorker
    .register("./sw.js")
    .then((registration) => {
      if (registration) watch(registration); // undefined where workers are blocked
      return navigator.serviceWorker.ready;
    })
    .then(() => {
      document.body.dataset.offline = "1";
    })
    .catch((error) => {
      document.body.dataset.offline = "0";
      console.warn("offline mode unavailable:", error);
    });
}

if ("serviceWorker" in navigator) {
  if (document.body.dataset.ready === "1") {
    register();
  } else {
    const ready = new MutationObserver(() => {
      if (document.body.dataset.ready !== "1") return;
      ready.disconnect();
      register();
    });
    ready.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
  }
}
