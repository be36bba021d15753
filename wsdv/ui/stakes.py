"""The stakes strip (always on screen, under the top bar) and its "if the decade ended now"
panel, from the view: mass protests per side against the 4 that collapse it, the flight
tally, the Western-currency outlook, the socialist track, and the view's `outlook` (what each
End of Decade phase would give or cost each side now; wsdv/engine/outlook.py).

Pure functions (no DOM). Hooks for tests on the strip: data-west / data-east (mass protests),
data-flight, data-wc-income / data-wc-ls, data-soc; on each preview line data-phase.
"""

from __future__ import annotations

from typing import Any

from ..words import m, render
from ..words.names import phase as phase_name
from . import i18n
from .svg import el, esc

COLLAPSE_AT = 4
# tracks explained by the strip's own words (the others have help.<track>)
HELP_KEYS = {"western_currency": "stakes.wc_title", "socialist": "stakes.soc_title",
             "flight": "stakes.flight_title"}


def protests(view: dict[str, Any]) -> dict[str, int]:
    """Mass protest markers per side, from the board's provinces (own and imported)."""
    from ..engine.board import PROVINCES, SIDE_OF_PROVINCE
    out = {"west": 0, "east": 0}
    for p in PROVINCES:
        out[SIDE_OF_PROVINCE[p]] += view["board"]["provinces"][p]["markers"]
    return out


def _chip(text: str, title: str, cls: str, **data: Any) -> str:
    """A figure of the strip: a button, so its explanation also opens on touch. Its name is
    the text shown (the long or, on a phone, the short label: a name that differs from what is
    seen confuses speech input), its title the explanation a screen reader reads after it."""
    return el("button", text, type="button", class_=f"chip {cls}", title=title,
              data_explain=title, **data)


def _two(long: str, short: str) -> str:
    """A label in two lengths: the short one on a phone (play.css)."""
    return el("span", esc(long), class_="long") + el("span", esc(short), class_="short")


def strip_html(view: dict[str, Any], lang: str, open_preview: bool) -> str:
    t = lambda key, **a: render(m(key, **a), lang)  # noqa: E731
    count = protests(view)
    tracks = view["tracks"]
    sides = "".join(
        el("b", esc(f"{render(m('stakes.side', side=side), lang)} {count[side]}/{COLLAPSE_AT}"),
           class_=f"side-{side}" + (" danger" if count[side] >= COLLAPSE_AT - 1 else ""))
        for side in ("west", "east"))
    # the figures of now first, then those of the End of Decade's outlook, each group named
    # (a flight of 0 now beside an outlook's "flight marker at 1" is no contradiction)
    chips = [el("span", esc(t("stakes.now")), class_="chip-group")]
    chips += [_chip(el("span", esc(t("stakes.protests")), class_="long") + " " + sides,
                   t("stakes.protests_title"), "chip-protests", data_west=count["west"],
                   data_east=count["east"])]
    chips.append(_prestige_chip(tracks["prestige"], lang))
    if view.get("wall"):
        chips.append(_chip(esc(t("stakes.wall")), t("stakes.wall_title"), "chip-flight",
                           data_flight=tracks["flight"]))
    else:
        chips.append(_chip(esc(t("stakes.flight", pos=tracks["flight"])),
                           t("stakes.flight_title"), "chip-flight",
                           data_flight=tracks["flight"]))
    chips.append(_chip(_two(t("stakes.soc", pos=tracks["socialist"]),
                            t("stakes.soc_short", pos=tracks["socialist"])), t("stakes.soc_title"),
                       "chip-soc", data_soc=tracks["socialist"]))
    outlook = view.get("outlook")
    if outlook or pending(view):
        chips.append(el("span", esc(t("stakes.at_eod")), class_="chip-group"))
        wc = outlook["western_currency"] if outlook else None
        income, ls = (_figure(wc, k) if wc else "…" for k in ("income", "ls"))
        short = (wc["range"]["short"] or [0, 0])[1] if wc else 0
        chips.append(_chip(_two(t("stakes.wc", income=income, ls=ls),
                                t("stakes.wc_short", income=income, ls=ls)),
                           t("stakes.wc_title"),
                           "chip-wc" + (" danger" if short > 0 else ""),
                           data_wc_income=income, data_wc_ls=ls))
        chips.append(el("button", _two(t("stakes.preview"), t("stakes.preview_short")) +
                        (" ▴" if open_preview else " ▾"),
                        type="button", id="btn-preview", class_="chip chip-preview",
                        aria_expanded="true" if open_preview else "false",
                        aria_controls="preview"))
    chips.append(el("button", "⌨", type="button", id="btn-keys", class_="chip chip-keys",
                    title=t("keys.title"), aria_label=t("keys.title")))
    return el("div", "".join(chips), class_="stakes", role="group",
              aria_label=t("stakes.label"))


def _prestige_chip(value: int, lang: str) -> str:
    """The prestige marker and who holds the advantage (East at +1..+6, West at 0 and below,
    as engine.sequence.prestige_holder): it decides who starts and the End of Decade box."""
    holder = "east" if value > 0 else "west"
    shown = f"+{value}" if value > 0 else ("−" + str(-value) if value < 0 else "0")
    return _chip(esc(i18n.t("prestige_chip", lang, pos=shown)) + " " +
                 el("b", esc(i18n.side_name(holder, lang)), class_=f"side-{holder}"),
                 i18n.t("prestige_title", lang), "chip-prestige", data_prestige=value,
                 data_holder=holder)


def pending(view: dict[str, Any]) -> bool:
    """The view was drawn before its End of Decade outlook was searched (the page searches it
    after painting): the outlook's figures show as "…" meanwhile."""
    return view.get("outlook") is None and view["phase"] == 0 and view["result"] is None


def _figure(wc: dict[str, Any], name: str) -> str:
    """An outlook figure: exact, or its range when a choice decides it, or a dash when no
    way through the End of Decade reaches 9.3 (the game ends before)."""
    if wc[name] is not None:
        return str(wc[name])
    if wc["range"][name] is None:
        return "–"
    lo, hi = wc["range"][name]
    return f"{lo}–{hi}"


def preview_lines(outlook: dict[str, Any]) -> list[tuple[int, Any]]:
    """(phase, message) for each End of Decade phase, as it would run now."""
    o = outlook
    out: list[tuple[int, Any]] = []
    fl = o["flight"]
    out.append((1, m("eodnow.wall") if fl["wall"] else
                m("eodnow.flight", pos=fl["position"], n=fl["dismantle"])))
    pr = o["prestige"]
    out.append((2, m("eodnow.prestige", side=pr["holder"], box=pr["box"])
                if pr["box"] is not None else m("eodnow.prestige_none")))
    wc = o["western_currency"]
    rng = wc["range"]
    if wc["short"] is None and wc["depends"] == "hamburg":
        out.append((3, m("eodnow.wc_hamburg", deltas=[
            [h, fig["short"][0]] for h, fig in wc["by_hamburg"].items()])))
    elif wc["short"] is None and rng["short"] is not None:
        out.append((3, m("eodnow.wc_range", lo=rng["income"][0], hi=rng["income"][1],
                         short_lo=rng["short"][0], short_hi=rng["short"][1])))
    elif wc["short"] is not None:
        income, ls = _figure(wc, "income"), _figure(wc, "ls")
        out.append((3, m("eodnow.wc_short", income=income, ls=ls, n=wc["short"])
                    if wc["short"] else m("eodnow.wc", income=income, ls=ls)))
    out.append((4, m("eodnow.police", n=o["pay_police"]) if o["pay_police"]
                else m("eodnow.police_none")))
    if o["hold_lost"] is not None:
        lost = sorted(o["hold_lost"].items())
        out.append((5, m("eodnow.hold", deltas=lost) if lost else m("eodnow.hold_none")))
    elif o["depends"].get("hold_lost") == "hamburg":
        out.append((5, m("eodnow.hold_hamburg", deltas=[
            [h, sorted(v[0].items())] for h, v in o["hold_by_hamburg"].items()])))
    else:
        out.append((5, m("eodnow.hold_at_most", deltas=sorted(o["hold_lost_at_most"].items()))))
    unrest = sorted(o["unrest_at_most"].items())
    out.append((7, m("eodnow.unrest", deltas=unrest) if unrest else m("eodnow.unrest_none")))
    if o["police_removal"]:
        out.append((8, m("eodnow.police_use", n=o["police_removal"])))
    soc = o["socialists"]
    n = abs(soc["change"])
    out.append((9, m("eodnow.triumph", n=n) if soc["triumph"] else
                m("eodnow.soc_fails", n=n) if soc["fails"] else
                m("eodnow.soc_gain", n=n) if soc["change"] > 0 else
                m("eodnow.soc_lose", n=n) if soc["change"] < 0 else m("eodnow.soc_none")))
    now, most = o["mass_protests"], o["mass_protests_at_most"]
    out.append((10, m("eodnow.protests", west=now["west"], east=now["east"],
                      west_max=most["west"], east_max=most["east"])))
    for side in o["collapse_possible"]:
        out.append((10, m("eodnow.collapse", side=side)))
    for side in o["collapse_unknown"]:
        out.append((10, m("eodnow.collapse_unknown", side=side)))
    if o["last_decade"]:
        out.append((10, m("eodnow.final")))
    if not o["checked"]["complete"]:
        out.append((10, m("eodnow.incomplete", n=o["checked"]["outcomes"])))
    return out


def preview_html(view: dict[str, Any], lang: str) -> str:
    """The panel under the strip: one line per End of Decade phase (6 and 7 together)."""
    outlook = view.get("outlook")
    if not outlook:
        return (el("h2", esc(render(m("stakes.preview"), lang))) +
                el("p", esc(render(m("stakes.preview_pending"), lang)),
                   class_="preview-note")) if pending(view) else ""
    items = []
    for phase, msg in preview_lines(outlook):
        label = f"9.{phase} {phase_name(phase, lang)}" if phase != 7 else \
            f"9.6–9.7{'/9.9' if outlook['socialists']['leave_map'] else ''} " \
            f"{phase_name(6, lang)} / {phase_name(7, lang)}"
        cls = "danger" if msg.key in ("eodnow.collapse", "eodnow.triumph",
                                       "eodnow.soc_fails", "eodnow.wc_short") else None
        items.append(el("li", el("span", esc(label), class_="pv-phase") + " " +
                        esc(render(msg, lang)), data_phase=phase, class_=cls))
    return (el("h2", esc(render(m("stakes.preview"), lang))) +
            el("ul", "".join(items), class_="preview-lines") +
            el("p", esc(render(m("stakes.preview_note"), lang)), class_="preview-note"))


def keys_html(lang: str) -> str:
    """The keys help."""
    keys = ("keys.undo", "keys.hint", "keys.skip", "keys.confirm", "keys.escape", "keys.help")
    return (el("h2", esc(render(m("keys.title"), lang))) +
            el("ul", "".join(el("li", esc(render(m(k), lang))) for k in keys)))


def track_help_html(track: str, name: str, lang: str) -> str:
    """A track header's explanation (the info panel: titles do not show on touch)."""
    key = HELP_KEYS.get(track, f"help.{track}")
    return el("div", el("h3", esc(name)) + el("p", esc(render(m(key), lang))),
              class_="provinfo track-help", data_help=track)
