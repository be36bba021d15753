"""The game-over screen's HTML (pure strings): who won and why in words, the final figures of
both sides, buttons for the replay and a new game, and the review: a chart (inline SVG) of
one side's estimated chance to win over the game (the player's against the computer),
computed after the game by the AI worker (wsdv/ai/review.py, which rates East), with its key
moments and what happened in them."""

from __future__ import annotations

from typing import Any

from ..words import names, rules
from . import i18n
from .cards import ROMAN
from .guide_words import t
from .icons import EAST, EAST_LIGHT, INK, WEST, WEST_LIGHT
from .panels import msg_html
from .rules_ref import go_button
from .svg import el, esc, num

SIDES = ("west", "east")
W, H, PAD_L, PAD_R, PAD_T, PAD_B = 520.0, 210.0, 40.0, 10.0, 12.0, 24.0


def reason_text(result: dict[str, Any], view: dict[str, Any], lang: str) -> str:
    """Why the game ended, in words (the loser of a collapse from the final figures)."""
    reason = result["reason"]
    if reason == "collapse":
        protests = _per_side(view, "markers")
        if protests["west"] >= 4 and protests["east"] >= 4:
            return t("why_collapse_both", lang)
        loser = "east" if result["winner"] == "west" else "west"
        return t("why_collapse", lang, loser=i18n.side_name(loser, lang))
    return t(f"why_{reason}", lang)


def _per_side(view: dict[str, Any], field: str) -> dict[str, int]:
    from ..engine.board import SIDE_PROVINCES
    provinces = view["board"]["provinces"]
    return {s: sum(provinces[p][field] for p in SIDE_PROVINCES[s]) for s in SIDES}


def _factories(view: dict[str, Any]) -> dict[str, str]:
    from ..engine.board import CITY_SIDE
    counts = {s: [0, 0] for s in SIDES}
    for city, fac in view["board"]["factories"].items():
        side = CITY_SIDE.get(city, "east")
        counts[side][0] += 1
        counts[side][1] += 1 if fac["rundown"] else 0
    return {s: f"{n} ({r})" if r else str(n) for s, (n, r) in counts.items()}


def figures_html(view: dict[str, Any], lang: str) -> str:
    """Both sides' final figures and the tracks."""
    rows = [("fig_protests", _per_side(view, "markers")),
            ("fig_economy", _per_side(view, "economy")),
            ("fig_ls", _per_side(view, "ls")),
            ("fig_unrest", _per_side(view, "unrest")),
            ("fig_factories", _factories(view)),
            ("fig_socialists", {"west": "–", "east": view["socialists"]["map"]}),
            ("fig_police", {"west": "–", "east": len(view["police"])})]
    head = el("tr", el("td", "") + "".join(  # the corner: no header of its own
        el("th", esc(i18n.side_name(s, lang)), class_=f"side-{s}", scope="col")
        for s in SIDES))
    body = "".join(el("tr", el("th", esc(t(key, lang)), scope="row") +
                      "".join(el("td", esc(values[s]), data_side=s) for s in SIDES),
                      data_figure=key.removeprefix("fig_"))
                   for key, values in rows)
    tracks = view["tracks"]
    holder = view.get("prestige_holder")
    prestige = (t("fig_prestige_value", lang, side=i18n.side_name(holder, lang),
                  n=names.signed(tracks["prestige"])) if holder else t("fig_prestige_even", lang))
    more = [("fig_prestige", prestige),
            ("fig_wc", names.signed(tracks["western_currency"])),
            ("fig_soc_track", names.signed(tracks["socialist"])),
            ("fig_flight", str(tracks["flight"])),
            ("fig_wall", t("fig_wall_up" if view["wall"] else "fig_wall_down", lang))]
    body += "".join(el("tr", el("th", esc(t(key, lang)), scope="row") +
                       el("td", esc(value), colspan=2), data_figure=key.removeprefix("fig_"))
                    for key, value in more)
    return el("table", el("thead", head) + el("tbody", body), class_="figures")


def _x(n: int, total: int) -> float:
    return PAD_L + (W - PAD_L - PAD_R) * (n / total if total else 0)


def _y(chance: float) -> float:
    return PAD_T + (H - PAD_T - PAD_B) * (1 - chance)


def _chance(east: float, side: str) -> float:
    """The review rates East; `side`'s chance is East's or its complement."""
    return east if side == "east" else 1 - east


def _other(side: str) -> str:
    return "west" if side == "east" else "east"


def _pct(p: float) -> str:
    return f"{round(p * 100)} %"


def chart_svg(review: dict[str, Any], lang: str, side: str = "east") -> str:
    """`side`'s chance over the game: the line, 50 %, the decades, the key moments
    numbered."""
    pts = review["points"]
    light = {"east": EAST_LIGHT, "west": WEST_LIGHT}
    total = max(1, review["choices"])
    top, mid, bottom = _y(1), _y(0.5), _y(0)
    out = [f'<rect x="{num(PAD_L)}" y="{num(top)}" width="{num(W - PAD_L - PAD_R)}" '
           f'height="{num(mid - top)}" fill="{light[side]}"/>',
           f'<rect x="{num(PAD_L)}" y="{num(mid)}" width="{num(W - PAD_L - PAD_R)}" '
           f'height="{num(bottom - mid)}" fill="{light[_other(side)]}"/>',
           f'<path d="M{num(PAD_L)} {num(mid)}H{num(W - PAD_R)}" stroke="#888" '
           'stroke-dasharray="4 3"/>']
    out.append(el("text", "50 %", x=num(PAD_L - 4), y=num(mid + 4), text_anchor="end",
                  font_size="12", fill=INK))
    for y, winner in ((top + 15, side), (bottom - 6, _other(side))):  # inside, at the left
        label = t("wins_axis", lang, side=i18n.side_name(winner, lang))
        out.append(el("text", esc(label), x=num(PAD_L + 5), y=num(y), font_size="13",
                      font_weight="700", fill="#5a5248"))
    last_decade = None
    for p in pts:  # a decade's label where it starts
        if p["decade"] != last_decade:
            x = _x(p["n"], total)
            out.append(f'<path d="M{num(x)} {num(top)}V{num(bottom)}" stroke="#999"/>')
            out.append(el("text", esc(ROMAN.get(p["decade"], str(p["decade"]))),
                          x=num(x + 4), y=num(bottom + 17), font_size="13", font_weight="700",
                          fill=INK))
            last_decade = p["decade"]
    line = " ".join(f"{num(_x(p['n'], total))},{num(_y(_chance(p['east'], side)))}"
                    for p in pts)
    out.append(f'<polyline points="{line}" fill="none" stroke="{INK}" stroke-width="2" '
               'stroke-linejoin="round"/>')
    for k, m in enumerate(review["moments"], 1):
        p = pts[m["point"]]
        x, y = _x(p["n"], total), _y(_chance(p["east"], side))
        colour = EAST if m["after"] > m["before"] else WEST  # the side it went for
        out.append(el("g", el("circle", "", cx=num(x), cy=num(y), r="9", fill=colour,
                              stroke=INK, stroke_width="1.2") +
                      el("text", str(k), x=num(x), y=num(y + 4), text_anchor="middle",
                         font_size="11", font_weight="800",
                         fill="#fff" if colour == EAST else INK), class_="moment-mark",
                      data_moment=k))
    label = t("chart_label", lang, side=i18n.side_name(side, lang),
              first=_pct(_chance(pts[0]["east"], side)), last=_pct(_chance(pts[-1]["east"], side)))
    return (f'<svg id="chances-chart" viewBox="0 0 {num(W)} {num(H)}" role="img" '
            f'aria-label="{esc(label)}" data-points="{len(pts)}">' + "".join(out) + "</svg>")


CLOSE = (0.3, 0.7)  # East's chances within which a game without key moments was close


def moments_html(review: dict[str, Any], lang: str, side: str = "east") -> str:
    moments = review["moments"]
    if not moments:  # "a close game" only when the chart stays near 50 % all along
        close = all(CLOSE[0] <= p["east"] <= CLOSE[1] for p in review["points"])
        return el("p", esc(t("no_moments_close" if close else "no_moments", lang)),
                  class_="note")
    items = ""
    for k, m in enumerate(moments, 1):
        decade = ROMAN.get(m["decade"], str(m["decade"]))
        if m["phase"]:
            when = t("moment_eod", lang, decade=decade, phase=names.phase(m["phase"], lang))
        else:
            when = t("moment_turn", lang, decade=decade, side=i18n.side_name(m["by"], lang))
        swing = t("moment_swing", lang, side=i18n.side_name(side, lang),
                  before=_pct(_chance(m["before"], side)), after=_pct(_chance(m["after"], side)))
        lines = "".join(el("li", msg_html(msg, lang)) for msg in m["log"])
        items += el("li", el("div", el("b", f"{k}. " + esc(when)) + " · " + esc(swing)) +
                    (el("ul", lines) if lines else ""), data_moment=k)
    return el("ol", items, class_="moments")


def review_html(review: dict[str, Any] | None, state: str, error: str, lang: str,
                side: str = "east") -> str:
    """The review part: waiting, failed, unavailable, or the chart and the key moments, as
    `side`'s chances."""
    if state == "none":
        body = el("p", esc(t("chart_none", lang)), class_="note")
    elif state == "error":
        body = el("p", esc(t("chart_error", lang, error=error)), class_="note error")
    elif review is None:
        body = el("p", el("span", "", class_="think-spinner") + esc(t("chart_wait", lang)),
                  class_="note", id="review-wait")
    else:
        body = (el("p", esc(t("chart_note", lang)), class_="note") +
                chart_svg(review, lang, side) + el("h3", esc(t("key_moments", lang))) +
                moments_html(review, lang, side))
    title = t("chart_title", lang, side=i18n.side_name(side, lang))
    return el("section", el("h3", esc(title)) + body, id="review",
              data_state=state if review is None else "done")


def gameover_html(result: dict[str, Any], view: dict[str, Any], review: str, lang: str,
                  can_replay: bool, check: str = "") -> str:
    """The whole screen; `review` is review_html's output (it changes on its own); `check`:
    a game by link's final check, its state beside the result."""
    winner = result["winner"]
    section = rules.REASON_SECTIONS.get(result["reason"], "9.10")
    decade = ROMAN.get(result["decade"], str(result["decade"]))
    why = el("p", esc(reason_text(result, view, lang)) + " " +
             go_button(section, t("section", lang, n=section)), class_="why")
    buttons = ""
    if can_replay:
        buttons += el("button", esc(t("replay", lang)), type="button", id="result-replay")
    buttons += (el("button", esc(t("new_game", lang)), type="button", id="result-new",
                   class_="big primary") +
                el("button", esc(t("close", lang)), type="button", id="result-close"))
    head = el("h2", esc(t("game_over", lang)), id="gameover-title") + \
        el("p", esc(t("wins", lang, side=i18n.side_name(winner, lang))) + " " +
           el("span", esc(t("when", lang, decade=decade)), class_="when"), class_="winner")
    return el("div", head + why + check + el("div", buttons, class_="buttons") +
              el("div", el("section", el("h3", esc(t("figures", lang))) +
                           figures_html(view, lang), id="final-figures") + review,
                 class_="gameover-cols"),
              class_=f"guidecard resultcard gameover side-{winner}", role="dialog",
              aria_modal="true", aria_labelledby="gameover-title", data_winner=winner,
              data_reason=result["reason"])


def reopen_button(lang: str) -> str:
    """In the prompt bar once the game-over screen is closed: open it again."""
    return el("button", esc(t("game_over", lang)), type="button", id="result-open", class_="big")
