"""Every claim an option makes on the page (its label and the note under it: a mass protest
made or ended, unrest, LS, socialists, tracks, economy, a collapse) against the engine's own
preview of that choice (Game.preview, the one the confirm box shows), over random positions:
random games stopped at any prompt, and positions built on purpose around unrest one short of
a mass protest, socialists in the holding box, LS actions and dismantling. 200 positions in
the default run, 2,000 with WSDV_LONG=1.

A claim about what happens past the preview (the unrest an LS removes when the action ends,
6.3) is checked against the preview of the choice and, when the action goes on, the preview
of ending it ("done") from the position after it. Claims about the End of Decade (flight 9.1,
LS lost 9.5) are beyond every preview: test_option_words checks them by rule."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from positions import at, frame
from test_fuzz import slow_after

from wsdv.engine import Game
from wsdv.engine.board import PROVINCES, SIDE_PROVINCES, WEST_BERLIN
from wsdv.msg import Msg
from wsdv.ui.option_notes import SKIP_KINDS, note_claims, option_label

BLOCK = 100
BLOCKS = 20
DEFAULT_BLOCKS = 2
_TRACK = {"fx.prestige": "prestige", "fx.wc": "western_currency",
          "fx.soc_track": "socialist", "fx.flight": "flight"}
_PROVINCE_FIGURE = {"fx.unrest": "unrest", "fx.ls": "ls", "fx.socialists": "socialists",
                    "fx.economy": "economy"}
# the End of Decade's figures: beyond any preview (test_option_words)
_END_OF_DECADE = frozenset({"fx.ls_flight_up", "fx.ls_flight_down", "fx.ls_over_export"})
# labels that say nothing a preview could contradict
_PLAIN = frozenset({"opt.unrest_in"})


def _stir(s: Any, rnd: random.Random) -> None:
    """Unrest one short of (or at) a mass protest, socialists waiting in the holding box."""
    for p in rnd.sample([p for p in PROVINCES if p != WEST_BERLIN], rnd.randint(1, 4)):
        s.unrest[p] = s.unrest[p] // 4 * 4 + rnd.choice((3, 3, 4))
    s.box = rnd.choice((0, 1, 1, 2, 3))


def _on_purpose(g: Game, rnd: random.Random) -> None:
    """Replace the flow with a decision built to test the notes; the turn's end follows it
    (police, socialists move, the next turn) as after an action."""
    side = rnd.choice(("west", "east"))
    other = "east" if side == "west" else "west"
    kind = rnd.choice(("add_unrest", "add_unrest", "remove_unrest", "ls", "dismantle"))
    after = [frame("socialists"), frame("end_turn", side=other if kind == "add_unrest"
                                         else side)]
    if kind == "add_unrest":  # the other side puts unrest into `side`'s provinces
        at(g, frame("add_unrest", side=side, by=other, n=rnd.randint(1, 2)), *after)
    elif kind == "remove_unrest":
        at(g, frame("remove_unrest", side=side, by=side, n=rnd.randint(1, 2)), *after)
    elif kind == "dismantle":
        at(g, frame("dismantle", side="east", by="west", n=rnd.randint(1, 2)), *after)
    else:
        at(g, frame("ls", side=side, budget=rnd.randint(1, 4), placed=(), hamburg=None,
                    ext=()), *after)
        for _ in range(rnd.randint(0, 2)):  # LS placed before, some in the same province
            if g.prompt is None or g.prompt.kind != "ls":
                break
            ids = [i for i in g.prompt.ids() if i != "done"]
            if ids:
                g.choose(rnd.choice(ids))


def position(seed: int) -> Game:
    rnd = random.Random(seed)
    g = Game.new(seed)
    for _ in range(rnd.randrange(0, 400)):
        if g.prompt is None or g.result is not None:
            break
        g.choose(rnd.choice(g.prompt.options).id)
    if g.result is not None or g.prompt is None:
        return position(seed + 1_000_003)
    if rnd.random() < 0.75:
        _stir(g.state, rnd)
        _on_purpose(g, rnd)
    if g.prompt is None or g.result is not None:
        return position(seed + 1_000_003)
    return g


def _province_of(msg: Msg) -> str:
    return str(msg.args["province"])


def _after_action(g: Game, oid: str, pv: dict[str, Any]) -> dict[str, int] | None:
    """Unrest change per province when the action of an LS option ends (6.3), from the
    engine's previews: of the choice, then of "done" when the LS action goes on; socialists
    that moved in (section 7) counted back. None when a decision of either side comes first
    (the West Berlin transfer, the next LS's Hamburg, East's external factories)."""
    trial = g.clone()
    trial.choose(oid)
    total = dict(pv.get("unrest", {}))
    socialists = dict(pv.get("socialists", {}))
    if any(f["t"] in ("ls", "ls_transfer") for f in trial.state.stack):
        if trial.prompt is None or trial.prompt.kind != "ls" or \
                "done" not in trial.prompt.ids():
            return None
        then = trial.preview("done")
        if then is None:
            return None
        after = trial.clone()
        after.choose("done")
        if any(f["t"] == "ls_transfer" for f in after.state.stack):
            return None
        for key, acc in (("unrest", total), ("socialists", socialists)):
            for p, d in then.get(key, {}).items():
                acc[p] = acc.get(p, 0) + d
    return {p: total.get(p, 0) + socialists.get(p, 0) for p in PROVINCES}


def contradictions(g: Game, tally: Counter) -> list[str]:
    """What the page says about each option of g's prompt that the engine's preview
    contradicts."""
    p = g.prompt
    assert p is not None
    if p.kind in SKIP_KINDS:
        return []
    view = g.view(p.side, with_outlook=False)
    prompt = view["prompt"]
    provs = view["board"]["provinces"]
    out = []
    for o in prompt["options"]:
        oid = o["id"]
        pv = g.preview(oid)
        label = option_label(o, view, pv)
        claims = note_claims(oid, prompt, view, pv)
        tally["options"] += 1
        if pv is None:
            tally["no preview"] += 1
            continue
        protests = pv.get("mass_protests", {})

        def wrong(claim: Msg, why: str, oid: str = oid, pv: Any = pv) -> None:
            out.append(f"{p.kind} {oid}: {claim.key} {claim.args}: {why}; preview {pv}")

        if label.key == "opt.unrest_in_protest":
            q = _province_of(label)
            tally["protest made"] += 1
            if protests.get(q, 0) != 1:
                wrong(label, "no mass protest is made")
            else:
                side_now = sum(provs[x]["markers"] for x in SIDE_PROVINCES[label.args["side"]])
                gained = sum(protests.get(x, 0) for x in SIDE_PROVINCES[label.args["side"]])
                # 10.2: West Berlin's second marker waits for East's choice of supplier
                waits = q == WEST_BERLIN and not pv.get("mass_protests", {}).keys() - {q}
                if side_now + gained + (1 if waits else 0) != label.args["total"]:
                    wrong(label, f"the side then has {side_now + gained} mass protests")
        elif label.key == "opt.unrest_in_calm":
            tally["protest ended"] += 1
            if protests.get(_province_of(label), 0) != -1:
                wrong(label, "no mass protest ends")
        elif label.key == "opt.unrest_in_socialist":
            q = _province_of(label)
            tally["protest undone by a socialist"] += 1
            if protests.get(q, 0) or pv.get("socialists", {}).get(q, 0) < 1:
                wrong(label, "no socialist moves in, or a mass protest stays")
        elif label.key not in _PLAIN and label.key.startswith("opt.unrest_in"):
            wrong(label, "a label no check knows")
        for c in claims:
            tally["note claims"] += 1
            a, b = c.args.get("a"), c.args.get("b")
            if c.key in _PROVINCE_FIGURE:
                got = pv.get(_PROVINCE_FIGURE[c.key], {}).get(_province_of(c), 0)
                if got != b - a:
                    wrong(c, f"the preview changes it by {got}")
            elif c.key in _TRACK:
                got = pv.get("tracks", {}).get(_TRACK[c.key], 0)
                if got != b - a:
                    wrong(c, f"the preview moves it by {got}")
            elif c.key == "fx.protests":
                got = sum(protests.get(x, 0) for x in SIDE_PROVINCES[c.args["side"]])
                if got != b - a:
                    wrong(c, f"the preview changes them by {got}")
            elif c.key == "fx.box":
                if pv.get("socialist_box", 0) != b - a:
                    wrong(c, "the preview's holding box differs")
            elif c.key == "fx.result":
                if pv.get("result") != c.args["side"]:
                    wrong(c, "the preview ends no game so")
            elif c.key == "fx.export_short":
                if (pv.get("export", {}).get(_province_of(c)) or 0) != c.args["v"]:
                    wrong(c, "the preview's export factory differs")
            elif c.key in ("fx.ls_calms", "fx.ls_calms_protest"):
                removed = _after_action(g, oid, pv)
                if removed is None:
                    tally["6.3 past the previews"] += 1
                    continue
                tally["6.3 checked"] += 1
                q = _province_of(c)
                if provs[q]["unrest"] + removed[q] != b:
                    wrong(c, f"when the action ends {q} has "
                             f"{provs[q]['unrest'] + removed[q]} unrest")
            elif c.key in _END_OF_DECADE:
                tally["End of Decade claims"] += 1
            else:
                wrong(c, "a claim no check knows")
    return out


def test_thueringen_a_socialist_from_the_holding_box_ends_the_mass_protest_at_once() -> None:
    """Section 7: West puts the fourth unrest into Thüringen; when its action ends a
    socialist from the holding box moves into the only East province with a mass protest and
    removes 1 unrest there: no mass protest, and the option must not promise one."""
    g = Game.new(3)
    for p in PROVINCES:
        g.state.unrest[p] = 0
    g.state.unrest["Thüringen"] = 3
    g.state.box = 2
    at(g, frame("add_unrest", side="east", by="west", n=1), frame("socialists"),
       frame("end_turn", side="west"))
    pv = g.preview("prov:Thüringen")
    assert pv is not None and "mass_protests" not in pv
    assert pv["socialists"] == {"Thüringen": 1}
    assert contradictions(g, Counter()) == []
    # the page: the prompt drawn from the checked options says why, in every language
    from wsdv.ui import confirm, panels
    v = g.view("west", with_outlook=False)
    confirm.previews(g)
    html = panels.prompt_html(confirm.shown_prompt(g, v["prompt"], v), "en")
    assert "one more makes a mass protest" not in html
    assert "Thüringen (3 unrest): one more would make a mass protest, but a socialist from " \
        "the holding box moves in at once" in html
    assert "ein Sozialist aus dem Sammelfeld" in \
        panels.prompt_html(confirm.shown_prompt(g, v["prompt"], v), "de")
    assert "socialists in Thüringen 0→1" in confirm.option_notes(g, v["prompt"], v, "en")[
        "prov:Thüringen"]


@pytest.mark.parametrize("block", slow_after(range(BLOCKS), DEFAULT_BLOCKS))
def test_no_option_claims_what_the_engine_preview_contradicts(block: int) -> None:
    tally: Counter = Counter()
    wrong: list[str] = []
    for n in range(block * BLOCK, (block + 1) * BLOCK):
        g = position(n)
        wrong += [f"position {n}: {w}" for w in contradictions(g, tally)]
    print(dict(tally))
    assert not wrong, "\n".join(wrong[:10])
    assert tally["note claims"] > 100 and tally["protest made"] > 0
