"""HTML of the panels around the board (pure strings, no DOM): status line, prompt bar,
cards (display, hands, played row, police), End of Decade figures, log, pass screen,
result, the province info panel."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any

from ..words import m, render
from ..words.events import event_lines
from ..words.names import NAMERS
from ..words.names import card as card_name
from . import i18n
from .cards import card_back, card_use
from .svg import el, esc
from .targets import target_key

ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}


# --- status and prompt -----------------------------------------------------------------------


def status_html(view: dict[str, Any], prompt: dict[str, Any] | None, lang: str) -> str:
    parts = [el("span", i18n.t("decade", lang, n=ROMAN.get(view["decade"], view["decade"])),
                class_="st-decade")]
    result = view.get("result")
    if result:  # the end: no phase, turn or decider any more
        winner = result["winner"]
        over = i18n.t("game_over", lang) + " · " + \
            i18n.t("wins", lang, side=i18n.side_name(winner, lang))
        return "".join(parts) + el("span", esc(over), class_=f"st-turn st-over side-{winner}")
    if view["phase"]:
        parts.append(el("span", i18n.t("eod_phase", lang, n=view["phase"]) + ": " +
                        i18n.phase_name(view["phase"], lang), class_="st-phase"))
    elif view["half"]:
        parts.append(el("span", i18n.t(f"half_{view['half']}", lang), class_="st-half"))
    # the engine's `turn` is the side whose action runs; while a card is being chosen it is
    # still the previous actor, so the prompt names the side to move
    turn = prompt["side"] if prompt and prompt["kind"] == "card" else view.get("turn")
    if turn and not view["phase"]:
        side = turn
        parts.append(el("span", i18n.t("turn_of", lang, side=i18n.side_name(side, lang)),
                        class_=f"st-turn side-{side}"))
    if prompt:
        side = prompt["side"]
        parts.append(el("span", i18n.t("to_decide", lang, side=i18n.side_name(side, lang)),
                        class_=f"st-decider side-{side}"))
    parts.append(el("span", i18n.t("deck", lang, n=view["deck"]), class_="st-deck"))
    return "".join(parts)


def compact_status(view: dict[str, Any], lang: str) -> str:
    """Decade and half (or End of Decade phase) in one line, for the phone's sticky prompt."""
    text = i18n.t("decade", lang, n=ROMAN.get(view["decade"], view["decade"]))
    if view["phase"]:
        text += " · " + i18n.t("eod_phase", lang, n=view["phase"])
    elif view["half"]:
        text += " · " + i18n.t(f"half_{view['half']}", lang)
    return el("div", esc(text), class_="pstatus")


def option_button(option: Mapping[str, Any], lang: str, lit_many: bool = False,
                  note: str = "") -> str:
    """One option of the prompt (its dict: id, msg, target) as a button; `note`: what it
    does (option_notes.py)."""
    target = target_key(option)
    cls = "opt" + (" opt-target" if target else "") + (" opt-shared" if lit_many else "")
    label = esc(render(option["msg"], lang))
    card = option["msg"].get("args", {}).get("card") if option["id"] == "event" else None
    if card:  # what the event does, in words from the card data (as the card zoom says it)
        label += el("span", esc(" ".join(event_lines(str(card), lang))), class_="opt-detail")
    if note:
        label += el("span", esc(note), class_="opt-detail opt-note")
    return el("button", label, type="button", class_=cls, data_opt=option["id"],
              data_target=target)


def prompt_html(prompt: dict[str, Any] | None, lang: str, hidden: bool = False,
                in_play: str | None = None, notes: Mapping[str, str] | None = None,
                view: Mapping[str, Any] | None = None) -> str:
    """The prompt bar: who decides what, and every option as a button (keyboard reachable),
    next to the card being played. `hidden` (pass screen up): only who decides. `notes`:
    option id -> what it does (option_notes.notes). With the `view`, a choice of card shows
    the card display itself, each card a button (shows_display)."""
    if view is not None and not hidden and shows_display(prompt):
        return _card_choice(prompt, view, lang)  # type: ignore[arg-type]
    body = _prompt_body(prompt, lang, hidden, notes or {})
    if not in_play or hidden:
        return body
    card = el("div", el("div", esc(i18n.t("in_play", lang)), class_="inplay-label") +
              card_slot(in_play, lang, {}, cls="inplay"), class_="inplay-box")
    return el("div", card + el("div", body, class_="prompt-main"), class_="with-card")


def _prompt_body(prompt: dict[str, Any] | None, lang: str, hidden: bool,
                 notes: Mapping[str, str]) -> str:
    if prompt is None:
        return el("p", esc(i18n.t("no_prompt", lang)), class_="ptext")
    who = _who_html(prompt, lang)
    if hidden:
        return who
    counts: dict[str, int] = {}
    for o in prompt.get("options", []):
        t = target_key(o)
        if t:
            counts[t] = counts.get(t, 0) + 1
    buttons = "".join(option_button(o, lang, counts.get(target_key(o) or "", 0) > 1,
                                    notes.get(o["id"], ""))
                      for o in prompt.get("options", []))
    return (who + el("p", esc(render(prompt["msg"], lang)), class_="ptext") +
            el("div", buttons, class_="opts", role="group",
               aria_label=i18n.t("options", lang)))


def _who_html(prompt: Mapping[str, Any], lang: str) -> str:
    """Who decides, and what kind of decision: the prompt's first line."""
    side = prompt["side"]
    return el("div", esc(i18n.t("to_decide", lang, side=i18n.side_name(side, lang))) +
              el("span", " · " + esc(i18n.prompt_kind(prompt["kind"], lang)), class_="pkind"),
              class_=f"who side-{side}")


def shows_display(prompt: Mapping[str, Any] | None) -> bool:
    """A choice of the card for an action (§ 3): the prompt shows the card display and the
    hand's cards as its options, so the display is in sight while choosing (issue 26)."""
    options = prompt.get("options", []) if prompt else []
    return bool(prompt and prompt["kind"] == "card" and options and
                all(o["id"].startswith("card:") for o in options))


def _card_choice(prompt: Mapping[str, Any], view: Mapping[str, Any], lang: str) -> str:
    """Who decides, then the display (the special card dashed) and the hand: a card that may
    be taken is an option button showing the card and its name (its enlarge button beside
    it, not inside: no nested controls); one that may not (the special card for West) is
    drawn dimmed."""
    who = _who_html(prompt, lang)
    options = {o["id"].removeprefix("card:"): o for o in prompt["options"]}
    hand = [c for c in options if options[c]["msg"].get("key") == "opt.card_hand"]
    shown = list(view["display"]) + ([view["special"]] if view.get("special") else [])
    shown += [c for c in hand if c not in shown]
    shown += [c for c in options if c not in shown]  # (none: every option is one of these)
    tiles = "".join(_card_tile(c, options.get(c), c in hand, c == view.get("special"), lang)
                    for c in shown if not c.startswith("?"))
    return (who + el("p", esc(render(prompt["msg"], lang)), class_="ptext") +
            el("div", tiles, class_="opts opts-cards", role="group",
               aria_label=i18n.t("options", lang)))


def _card_tile(card_id: str, option: Mapping[str, Any] | None, from_hand: bool, special: bool,
               lang: str) -> str:
    name = f"{card_id} {i18n.card_title(card_id, lang)}"
    tag = ""
    if from_hand:
        tag = el("span", esc(i18n.t("tile_hand", lang)), class_="tile-tag")
    elif special:
        tag = el("span", esc(i18n.t("special", lang)), class_="tile-tag")
    # named by what it shows (the tag, the card's name), the picture hidden from screen
    # readers; the option's own words are its tooltip
    face = el("span", el("span", card_use(card_id, lang), aria_hidden="true") + tag,
              class_="tile-face") + el("span", esc(name), class_="tile-name")
    cls = "tile" + (" tile-hand" if from_hand else "") + (" tile-special" if special else "")
    if option is None:
        tile = el("div", face, class_=f"{cls} tile-off", data_card=card_id)
    else:
        words = render(option["msg"], lang)
        tile = el("button", face, type="button", class_=f"opt lit {cls}", data_opt=option["id"],
                  data_target=target_key(option), data_card=card_id, title=words)
    zoom = _zoom_button(card_id, name, lang)
    return el("div", tile + zoom, class_="cardbox tilebox")


# --- cards -----------------------------------------------------------------------------------


@lru_cache(maxsize=256)
def event_text_html(card_id: str, lang: str) -> str:
    """The card's event in words (wsdv.words.events), for the zoom and the tooltip."""
    if not card_id:
        return ""
    title = f"{card_id} {i18n.card_title(card_id, lang)}"
    items = "".join(el("li", esc(line)) for line in event_lines(card_id, lang))
    return el("div", el("h3", esc(title)) + el("ul", items), class_="event-text",
              data_card=card_id)


def card_slot(card_id: str, lang: str, lit: dict[str, list[str]], extra: str = "",
              cls: str = "") -> str:
    if card_id.startswith("?"):  # an unknown card (play by link): face down until opened
        return el("div", card_back(int(card_id[1:].split(".")[0])),
                  class_=f"cardslot back {cls}".strip())
    return _card_slot(card_id, lang, f"card:{card_id}" in lit, extra, cls)


@lru_cache(maxsize=2048)
def _card_slot(card_id: str, lang: str, is_lit: bool, extra: str, cls: str) -> str:
    """A card; lit (an option), a button named by the card. Its enlarge button sits beside
    it in a `.cardbox`, drawn over its corner: a button inside a button is read badly, or
    not at all, by screen readers."""
    key = f"card:{card_id}"
    name = f"{card_id} {i18n.card_title(card_id, lang)}"
    zoom = _zoom_button(card_id, name, lang)
    slot = el("div", card_use(card_id, lang) + extra,
              class_=f"cardslot {cls}".strip() + (" lit" if is_lit else ""),
              data_card=card_id, data_opt=key if is_lit else None,
              tabindex="0" if is_lit else None, role="button" if is_lit else None,
              aria_label=name if is_lit else None)
    return el("div", slot + zoom, class_="cardbox")


def _zoom_button(card_id: str, name: str, lang: str) -> str:
    """A card's enlarge button, drawn beside the card (a control inside a control is read
    badly by screen readers)."""
    return el("button", "⤢", type="button", class_="zoom-card", data_card=card_id,
              aria_label=i18n.t("enlarge_card", lang, card=name),
              title=i18n.t("enlarge_hint", lang))


def display_html(view: dict[str, Any], lit: dict[str, list[str]], lang: str) -> str:
    slots = [card_slot(c, lang, lit) for c in view["display"]]
    if view.get("special"):
        slots.append(card_slot(view["special"], lang, lit, cls="special"))
    return (el("h2", esc(i18n.t("display", lang))) +
            el("div", "".join(slots), class_="cardrow display"))


def hands_html(view: dict[str, Any], shown: str | None, lit: dict[str, list[str]],
               lang: str, in_prompt: str | None = None) -> str:
    """Both sides' hands: `shown`'s face up ("both": both, the replay of a finished game),
    the other as backs; `in_prompt`: the side whose hand the prompt also shows (a choice of
    card, shows_display): its box has class "in-prompt"."""
    out = []
    for side in ("west", "east"):
        hand = view["hands"][side]
        name = i18n.side_name(side, lang)
        if shown in (side, "both") and isinstance(hand, list):
            body = "".join(card_slot(c, lang, lit) for c in hand) or \
                el("p", esc(i18n.t("hand_empty", lang)), class_="empty")
            out.append(el("div", el("h2", esc(i18n.t("hand_of", lang, side=name))) +
                          el("div", body, class_="cardrow hand"),
                          class_=f"handbox side-{side} open" +
                          (" in-prompt" if side == in_prompt else ""), data_side=side))
        else:
            n = len(hand) if isinstance(hand, list) else hand
            backs = "".join(el("div", card_back(view["decade"]), class_="cardslot back")
                            for _ in range(n))
            out.append(el("div", el("h2", esc(i18n.t("opponent_hand", lang, side=name, n=n))) +
                          el("div", backs, class_="cardrow hand mini"),
                          class_=f"handbox side-{side} closed", data_side=side,
                          data_count=n))
    return "".join(out)


def cards_shown(view: dict[str, Any], in_play: str | None) -> list[str]:
    """Every card the panels draw for this view (their symbols must be in the page)."""
    shown = list(view["display"]) + list(view["played"]) + [p["card"] for p in view["police"]]
    shown += [c for hand in view["hands"].values() if isinstance(hand, list) for c in hand]
    shown += [c for c in (view.get("special"), in_play) if c]
    return [c for c in shown if not c.startswith("?")]


def played_html(view: dict[str, Any], lang: str) -> str:
    played = "".join(card_slot(c, lang, {}, cls="mini") for c in view["played"])
    police = ""
    for p in view["police"]:
        tag = el("span", esc(i18n.t("police_used", lang)), class_="used") if p["used"] else ""
        police += card_slot(p["card"], lang, {}, extra=tag,
                            cls=f"mini police police-{p['colour']}")
    out = el("h2", esc(i18n.t("played", lang)) + f" ({len(view['played'])})") + \
        el("div", played, class_="cardrow played mini")
    if view["police"] or view.get("stasi_disbanded"):
        title = i18n.t("police_cards", lang)
        if view.get("stasi_disbanded"):
            title += " · " + i18n.t("stasi_gone", lang)
        out += el("h2", esc(title)) + el("div", police, class_="cardrow police mini")
    return out


# --- End of Decade ---------------------------------------------------------------------------


def _rows(pairs: Iterable[tuple[str, object]]) -> str:
    return "".join(el("tr", el("th", esc(k)) + el("td", esc(v))) for k, v in pairs)


def _places(d: dict[str, int], lang: str) -> str:
    return ", ".join(f"{i18n.place(p, lang)} {n}" for p, n in d.items() if n) or \
        i18n.t("none", lang)


def _phase_figures(phase: int, eod: dict[str, Any], view: dict[str, Any], lang: str) -> str:
    t = lambda k: i18n.t(k, lang)  # noqa: E731
    if phase == 1:
        if "wall" in eod:
            return el("p", esc(render(m("log.wall_costs"), lang)))
        f = eod.get("flight")
        if not f:
            return ""
        return el("table", _rows([
            ("+ " + t("flight_icons"), f["flight_icons"]),
            ("+ " + t("west_most_ls"), f["west_most_ls"]),
            ("+ " + t("red_police"), f["red_police"]),
            ("+ " + t("east_mass_protest"), f["east_mass_protest"]),
            ("− " + t("east_fewest_ls"), f["east_fewest_ls"]),
            ("− " + t("west_mass_protest"), f["west_mass_protest"]),
            ("= " + t("flight_position"), f["position"]),
            (t("flight_dismantle"), f["dismantle"]),
        ]))
    if phase == 2 and "prestige_box" in eod:
        return el("p", esc(f"{t('box_executed')}: {eod['prestige_box']:+d}"))
    if phase == 3 and "wc" in eod:
        w = eod["wc"]
        worst = w["worst_west_export"]
        rows = [(t("wc_track"), w["track"]),
                (t("wc_worst"), "–" if worst is None else worst),
                (t("wc_export"), w["export"]), (t("wc_income"), w["income"]),
                (t("wc_ls"), w["ls"]), (t("wc_short"), w["short"])]
        if eod.get("hamburg"):
            rows.insert(0, (t("hamburg_counts"), i18n.place(eod["hamburg"], lang)))
        return el("table", _rows(rows))
    if phase == 5 and "hold" in eod:
        h = eod["hold"]
        return el("table", _rows([(t("hold_limits"), _places(h["limits"], lang)),
                                  (t("hold_lost"), _places(h["lost"], lang))]))
    if phase == 6 and "internal" in eod:
        return el("p", esc(f"{t('internal_got')}: {_places(eod['internal'], lang)}"))
    if phase == 7 and "east_west" in eod:
        e = eod["east_west"]
        return el("table", _rows([(t("ew_available"), _places(e["available"], lang)),
                                  (t("ew_hits"), _places(e["hits"], lang))]))
    if phase == 9 and "socialists" in eod:
        s = eod["socialists"]
        return el("table", _rows([(t("soc_track"), f"{s['track']:+d}"),
                                  (t("soc_change"), f"{s['change']:+d}")]))
    if phase == 10 and "collapse" in eod:
        c = eod["collapse"]
        return el("table", _rows([(t("collapse_west"), c["west"]),
                                  (t("collapse_east"), c["east"])]))
    return ""


phase_figures = _phase_figures  # the End of Decade steps (eod_steps.py) show them too


def eod_html(view: dict[str, Any], lang: str) -> str:
    """The ten phases with the current one marked and the figures of those done."""
    current = view["phase"]
    eod = view["end_of_decade"]
    if not current and not eod:
        return ""
    items = []
    for phase in range(1, 11):
        if current:
            state = "done" if phase < current else ("now" if phase == current else "todo")
        else:
            state = "done"
        figures = _phase_figures(phase, eod, view, lang) if state != "todo" else ""
        badge = el("span", esc(i18n.t("running", lang)), class_="now-badge") \
            if state == "now" else ""
        items.append(el("li", el("span", f"{phase}. " + esc(i18n.phase_name(phase, lang)),
                                 class_="ph-name") + badge + figures,
                        class_=f"phase {state}", data_phase=phase))
    # outside the End of Decade the figures are those of the decade just finished
    decade = view["decade"] if current else view["decade"] - 1
    return el("details", el("summary", esc(i18n.t("eod_panel", lang)) +
                            (f" · {ROMAN.get(decade, '')}")) +
              el("ol", "".join(items), class_="phases"),
              open=True, class_="eodbox", data_phase=current)


# --- log -------------------------------------------------------------------------------------


_REF = "\x00"  # marks a card's place in a rendered message (survives esc, never in a name)


def msg_html(msg: Mapping[str, Any], lang: str) -> str:
    """A message as HTML: its words escaped, each card it names a span that shows the card
    (on hover, focus or click). The card arguments are found by their kind (names.NAMERS),
    not by searching the text."""
    refs: list[tuple[str, str]] = []

    def link(name: str, value: object, text: str) -> str:
        if NAMERS.get(name) is not card_name:
            return text
        refs.append((str(value), text))
        return f"{_REF}{len(refs) - 1}{_REF}"

    parts = esc(render(msg, lang, link)).split(_REF)
    for i in range(1, len(parts), 2):  # odd parts: the numbers of the card references
        card_id, text = refs[int(parts[i])]
        parts[i] = el("span", esc(text), class_="cardref", data_card=card_id, tabindex="0")
    return "".join(parts)


def _when(e: dict[str, Any]) -> str:
    d = ROMAN.get(e.get("decade", 0), "")
    if e.get("phase"):
        return f"{d}·E{e['phase']}"
    if e.get("half"):
        return f"{d}.{e['half']}"
    return d


def when_words(e: dict[str, Any], lang: str) -> str:
    """A log entry's time and side in words: "Decade I, 1st half, West:"."""
    parts = [i18n.t("decade", lang, n=ROMAN.get(e.get("decade", 0), ""))]
    if e.get("phase"):
        parts.append(i18n.t("eod_phase", lang, n=e["phase"]))
    elif e.get("half"):
        parts.append(i18n.t(f"half_{e['half']}", lang))
    if e.get("side") in ("west", "east"):
        parts.append(i18n.side_name(e["side"], lang))
    return ", ".join(parts) + ":"


_LOG_ITEMS: dict[tuple[str, ...], str] = {}  # a log line's HTML, by what it shows


def _log_item(e: dict[str, Any], lang: str) -> str:
    when, side, msg = _when(e), e.get("side") or "none", e["msg"]
    key = (when, side, lang, msg["key"], repr(msg.get("args")))
    html = _LOG_ITEMS.get(key)
    if html is None:
        if len(_LOG_ITEMS) > 8192:
            _LOG_ITEMS.clear()
        # the short "I.1" is for the eye; a screen reader reads the line as a sentence
        # ("Decade I, 1st half, West: ...") from the visually hidden words
        html = _LOG_ITEMS[key] = el(
            "li", el("span", esc(when), class_="when", aria_hidden="true") +
            el("span", esc(when_words(e, lang)) + " ", class_="sr-only") +
            msg_html(msg, lang), class_=f"side-{side}")
    return html


def log_parts(view: dict[str, Any], lang: str, limit: int = 120
              ) -> tuple[str, list[str], str]:
    """The log as its heading and list's start, its lines (newest first), the list's end:
    the page adds a choice's new lines to the list it shows (Page.set_list)."""
    entries = view["log"][-limit:]
    items = [_log_item(e, lang) for e in reversed(entries)]
    head, _, tail = el("ol", "\0", class_="log", reversed=True).partition("\0")
    return el("h2", esc(i18n.t("log", lang))) + head, items, tail


def log_html(view: dict[str, Any], lang: str, limit: int = 120) -> str:
    head, items, tail = log_parts(view, lang, limit)
    return head + "".join(items) + tail


# --- overlays --------------------------------------------------------------------------------


def pass_html(side: str, lang: str, recap: str = "") -> str:
    """The hand-over screen; `recap`: what the other side did (public information only)."""
    name = i18n.side_name(side, lang)
    return el("div", el("h2", esc(i18n.t("pass_title", lang, side=name))) +
              el("p", esc(i18n.t("pass_text", lang, side=name))) + recap +
              el("button", esc(i18n.t("pass_button", lang, side=name)), type="button",
                 id="pass-ok", class_=f"big side-{side}", data_side=side) +
              el("div", el("button", esc(i18n.t("pass_new", lang)), type="button",
                           id="pass-new") +
                 el("button", esc(i18n.t("pass_games", lang)), type="button", id="pass-games"),
                 class_="buttons pass-more"),
              class_=f"passcard side-{side}")


def result_html(result: dict[str, Any], lang: str, overlay: bool = True,
                more: str = "") -> str:
    """The end: winner and reason (the overlay, or `overlay=False` for the prompt bar);
    ``more``: buttons beside New game (the bar's, to open the game-over screen again)."""
    winner = i18n.side_name(result["winner"], lang)
    reason = i18n.t(f"reason_{result['reason']}", lang)
    line = el("p", esc(i18n.t("result_line", lang, winner=winner, reason=reason,
                              decade=ROMAN.get(result["decade"], result["decade"]))))
    new = el("button", esc(i18n.t("new_game", lang)), type="button",
             id="result-new" if overlay else "result-new-bar", class_="big")
    buttons = new + more
    if overlay:
        buttons += el("button", esc(i18n.t("close", lang)), type="button", id="result-close")
    return el("div", el("h2", esc(i18n.t("game_over", lang))) +
              el("p", esc(i18n.t("wins", lang, side=winner)), class_="winner") + line +
              el("div", buttons, class_="buttons"),
              class_=f"resultcard side-{result['winner']}", data_winner=result["winner"],
              data_reason=result["reason"])


def province_info_html(view: dict[str, Any], province: str, lang: str) -> str:
    from ..engine.board import CITY_PROVINCE, PROVINCES, SIDE_OF_PROVINCE
    if province not in PROVINCES:
        return ""
    info = view["board"]["provinces"][province]
    facs = [(c, f) for c, f in view["board"]["factories"].items()
            if CITY_PROVINCE.get(c) == province]
    fac_text = ", ".join(f"{i18n.place(c, lang)} {f['value']}" +
                         (f" ({i18n.t('rundown', lang)})" if f["rundown"] else "")
                         for c, f in facs) or i18n.t("none", lang)
    export = info["export_value"]
    rows = [(i18n.t("economy", lang), info["economy"]),
            (i18n.t("export", lang), "–" if export is None else export),
            (i18n.t("factories", lang), fac_text),
            (i18n.t("ls", lang), info["ls"]), (i18n.t("unrest", lang), info["unrest"]),
            (i18n.t("protests", lang), info["markers"])]
    if info["imported_markers"]:
        rows.append((i18n.t("imported", lang), info["imported_markers"]))
    if info["socialists"]:
        rows.append((i18n.t("socialists", lang), info["socialists"]))
    if province == "West Berlin":
        for sector, n in view["board"]["west_berlin_sectors"].items():
            rows.append((i18n.sector_name(sector, lang), n))
    side = SIDE_OF_PROVINCE[province]
    imported = i18n.t("imported", lang)
    why = el("p", esc(f"{imported[:1].upper()}{imported[1:]}: {i18n.t('imported_why', lang)}."),
             class_="imported-why") if info["imported_markers"] else ""
    return el("div", el("h3", esc(i18n.place(province, lang))) + el("table", _rows(rows)) + why,
              class_=f"provinfo side-{side}", data_prov=province)
