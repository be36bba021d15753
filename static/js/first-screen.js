// The first screen before Python (issue 39). index.html holds it as <template>s, drawn by the
// build with the app's own function (sitebuild/first_screen.py); this small script runs as
// soon as they are parsed, before any large script, and puts into #app the one the app would
// show now, so that it comes with the page's first paint. Python starts behind it.
//
// Which one, by the app's rules (wsdv/ui/app.py, guide.py, tour.py, saves.py):
//   - the language: ?lang=, else the stored choice ("wsdv.lang"), each only when it names one
//     of the game's languages exactly, else the first of the browser's languages it speaks;
//   - "new" (a first visit: no tour seen, no game stored) or "back" (no game in progress);
//   - none when the app may open something else or say something more (a game to continue,
//     a link's game, a reload mid-game, ?seed=, a bad address, storage it cannot read, a
//     frame): the loading screen shows then, as before, until the app draws its own screen.
//
// Before Python is up, a click on a button is kept (the last one) and the button says that the
// game is starting ("Starting… 60 %", boot.js reports the progress); radio choices and typed
// text stay in the DOM; a language button shows that language's first screen at once.
// wsdv/ui/main.py calls take() before the app draws the page (the choices and the text go to
// the app) and adopt() after: when the app drew this very screen, this DOM stays (focused,
// scrolled), then the kept click is carried out as the app's own event.
//
// <body data-first>: "shown" (before Python), then "kept" (the app took this DOM over) or
// "replaced" (the app drew something else); absent when none was shown.
"use strict";
(() => {
  const LANGS = ["en", "de", "it", "pl"];
  const STARTING = { en: "Starting…", de: "Start…", it: "Avvio…", pl: "Uruchamianie…" };
  // localStorage keys that leave the first screen as "new"/"back" draws it
  const HARMLESS = /^wsdv\.(lang|pace|tour|game\..+)$/;
  const query = new URLSearchParams(location.search);

  function storedKeys(area) {
    try {
      return Object.keys(window[area]).filter((key) => key.startsWith("wsdv."));
    } catch {
      return null; // storage unavailable: the app says so, Python decides
    }
  }
  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function chosenLang() {
    for (const code of [query.get("lang"), stored("wsdv.lang")]) {
      if (LANGS.includes(code)) return code;
    }
    for (const pref of [...(navigator.languages || []), navigator.language || "en"]) {
      const code = String(pref).toLowerCase().split("-")[0];
      if (LANGS.includes(code)) return code;
    }
    return "en";
  }

  function framed() {
    try {
      return window.top !== window.self;
    } catch {
      return true;
    }
  }

  function chosenVariant() {
    if (framed() || location.hash.length > 1) return null;
    for (const [name, value] of query) {
      if (name !== "lang" || !LANGS.includes(value)) return null;
    }
    const local = storedKeys("localStorage");
    const session = storedKeys("sessionStorage");
    if (local === null || session === null || session.length) return null;
    if (local.some((key) => !HARMLESS.test(key))) return null;
    return local.some((key) => key === "wsdv.tour" || key.startsWith("wsdv.game."))
      ? "back"
      : "new";
  }

  const first = {
    lang: chosenLang(),
    variant: chosenVariant(),
    percent: 0,
    holder: null,
    pending: null, // {button, label}: the click to carry out
  };
  window.wsdvFirst = first;
  document.documentElement.lang = first.lang;

  function drawn(lang) {
    const template = document.getElementById(`first-${lang}-${first.variant}`);
    if (!template) return null;
    // the element the app's skeleton has (wsdv/ui/layout.py), shown
    const holder = document.createElement("div");
    holder.id = "overlay-welcome";
    holder.className = "overlay";
    holder.dataset.first = `${lang}-${first.variant}`;
    holder.append(template.content.cloneNode(true));
    holder.addEventListener("click", onClick);
    return holder;
  }

  function label() {
    const pending = first.pending;
    if (pending) pending.button.textContent = `${STARTING[first.lang]} ${first.percent} %`;
  }

  function unlabel() {
    const pending = first.pending;
    if (!pending) return;
    pending.button.textContent = pending.label;
    pending.button.removeAttribute("aria-busy");
    pending.button.removeAttribute("style");
  }

  function keep(button) {
    unlabel();
    // the button keeps its size while it says that the game is starting
    button.style.minWidth = `${button.getBoundingClientRect().width}px`;
    first.pending = { button, label: button.textContent };
    button.setAttribute("aria-busy", "true");
    label();
  }

  function onClick(event) {
    const button = event.target.closest("button");
    if (!button || !first.holder?.contains(button)) return;
    if (button.classList.contains("w-lang")) switchLang(button.dataset.lang);
    else keep(button);
  }

  // As the app's language buttons do (guide.py welcome_lang): the same screen in the other
  // language, the choices made so far kept, the choice stored.
  function switchLang(lang) {
    if (lang === first.lang || !LANGS.includes(lang)) return;
    const old = first.holder;
    const next = drawn(lang);
    if (!next) return;
    for (const input of old.querySelectorAll("input[type=radio]:checked")) {
      const same = next.querySelector(`input[name="${input.name}"][value="${input.value}"]`);
      if (same) same.checked = true;
    }
    next.querySelector("#welcome-save").value = old.querySelector("#welcome-save").value;
    const pendingId = first.pending?.button.id;
    unlabel();
    first.pending = null;
    const scroll = old.scrollTop;
    old.replaceWith(next);
    next.scrollTop = scroll;
    first.holder = next;
    first.lang = lang;
    document.documentElement.lang = lang;
    try {
      localStorage.setItem("wsdv.lang", lang);
    } catch {
      // not stored: the app starts in the address's or the browser's language then
    }
    next.querySelector(`.w-lang[data-lang="${lang}"]`)?.focus({ preventScroll: true });
    const again = pendingId && next.querySelector(`#${pendingId}`);
    if (again) keep(again);
  }

  // boot.js: how far Python has got
  first.progress = (percent) => {
    first.percent = percent;
    label();
    document.documentElement.style.setProperty("--first-progress", String(percent / 100));
  };

  // wsdv/ui/main.py, before the app draws the page: stop keeping clicks and take the screen
  // out of the page (the app draws its skeleton into #app); undefined (Python's None) when
  // none is shown. The choices made and the text typed go to the app (`side`, `level`,
  // `text`), which draws its first screen with them; the taken DOM says them in its markup
  // too, so that both compare equal.
  first.take = () => {
    const holder = first.holder;
    if (!holder) return undefined;
    holder.removeEventListener("click", onClick);
    unlabel();
    const active = document.activeElement;
    const taken = {
      holder,
      pending: first.pending?.button || null,
      focused: holder.contains(active) ? active : null,
      scroll: holder.scrollTop,
    };
    for (const input of holder.querySelectorAll("input[type=radio]")) {
      if (input.checked) {
        input.setAttribute("checked", "1");
        taken[input.name.replace("welcome-", "")] = input.value;
      } else {
        input.removeAttribute("checked");
      }
    }
    const text = holder.querySelector("#welcome-save");
    taken.text = text.value;
    text.defaultValue = text.value;
    first.holder = null;
    first.pending = null;
    holder.remove();
    return taken;
  };

  // wsdv/ui/main.py, once the app has drawn the page: if it drew this screen, the taken DOM
  // replaces the app's copy and the kept choices and click are carried out. "kept",
  // "replaced" or "" (none was taken).
  first.adopt = (taken) => {
    if (!taken) return "";
    const holder = taken.holder;
    let fresh = document.getElementById("overlay-welcome");
    const lang = holder.dataset.first.split("-")[0];
    if (fresh && !fresh.hidden && document.documentElement.lang !== lang) {
      // the address named another language than the one chosen before Python was up
      fresh.querySelector(`.w-lang[data-lang="${lang}"]`)?.click();
      fresh = document.getElementById("overlay-welcome");
    }
    // empty style attributes change nothing (a screenshot's caret hiding leaves them)
    for (const node of holder.querySelectorAll('[style=""]')) node.removeAttribute("style");
    const same = fresh && !fresh.hidden && fresh.innerHTML === holder.innerHTML;
    if (same) {
      const active = fresh.contains(document.activeElement) ? document.activeElement : null;
      fresh.replaceWith(holder);
      holder.scrollTop = taken.scroll;
      const focus = taken.focused || (active && (active.id
        ? holder.querySelector(`#${active.id}`) : holder.querySelector(".big")));
      focus?.focus({ preventScroll: true });
    }
    document.body.dataset.first = same ? "kept" : "replaced";
    const click = taken.pending && (same ? taken.pending
      : document.getElementById(taken.pending.id));
    if (click?.isConnected && !click.closest("[hidden]")) click.click();
    return document.body.dataset.first;
  };

  const app = document.getElementById("app");
  const holder = first.variant && app && drawn(first.lang);
  if (holder) {
    app.append(holder);
    first.holder = holder;
    document.body.dataset.first = "shown";
    // as the app does when it opens the first screen (guide.py focus_due)
    holder.querySelector(".big")?.focus({ preventScroll: true });
  } else {
    first.variant = null;
    document.getElementById("loader")?.removeAttribute("hidden");
  }
})();
