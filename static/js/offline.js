// Offline play: registers the service worker (sw.js at the site's top, see static/sw.js)
// once the game has booted, so precaching does not slow the first start. When the worker is
// active, <body data-offline="1"> tells that the whole site is cached.
// Every path is relative: the site may live in a sub-path such as /wsdv/.

function register() {
  navigator.serviceWorker
    .register("./sw.js")
    .then(() => navigator.serviceWorker.ready)
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
    const watch = new MutationObserver(() => {
      if (document.body.dataset.ready !== "1") return;
      watch.disconnect();
      register();
    });
    watch.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
  }
}
