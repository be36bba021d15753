"""Game.preview (issue 26): what an option would change on the open board, computed from
public information only. Fair as the AI is tested fair: two games that differ only in hidden
cards (both hands and the deck dealt anew) give the same preview for every option; and the
preview is what the choice then really does."""

from __future__ import annotations

import random
from typing import Any

from positions import action_game, at, choose, frame, new_game, zero_unrest

from wsdv.engine import Game
from wsdv.engine.preview import BOARD_KEYS

SEEDS = range(6)
EVERY = 7  # positions sampled: every 7th choice of a random game


def _positions(seed: int, limit: int = 420) -> list[Game]:
    g, r, out = Game.new(seed), random.Random(seed), []
    while g.prompt is not None and len(g.choices) < limit:
        if len(g.choices) % EVERY == 0:
            out.append(g.clone())
        g.choose(r.choice(g.prompt.ids()))
    return out


def _redealt(g: Game, seed: int) -> Game:
    """The same public position with the hidden cards dealt anew: the cards of both hands and
    the deck shuffled among them, each keeping its size."""
    s = g.state.clone()
    pool = [*s.hands["west"], *s.hands["east"], *s.deck]
    random.Random(seed).shuffle(pool)
    nw, ne = len(s.hands["west"]), len(s.hands["east"])
    s.hands = {"west": pool[:nw], "east": pool[nw:nw + ne]}
    s.deck = pool[nw + ne:]
    return Game.from_state(s, list(g.choices), g.undo_floor)


def _record(g: Game, option_id: str) -> dict[str, Any]:
    """The change record the real choice writes (game.py's _record), all of it."""
    c = g.clone()
    first = len(c.log)
    c.choose(option_id)
    return next((e["changes"] for e in reversed(c.log[first:]) if "changes" in e), {})


def _differences(preview) -> tuple[int, int]:
    """(options compared, options whose result differs between the two deals)."""
    compared = differ = 0
    for seed in SEEDS:
        for k, g in enumerate(_positions(seed)):
            h = _redealt(g, 1000 * seed + k)
            assert h.prompt is not None and g.prompt is not None
            for oid in sorted(set(g.prompt.ids()) & set(h.prompt.ids())):
                compared += 1
                differ += preview(g, oid) != preview(h, oid)
    return compared, differ


def test_the_preview_is_the_same_whatever_the_hidden_cards() -> None:
    compared, differ = _differences(Game.preview)
    assert compared > 1200 and differ == 0


def test_the_fairness_check_catches_a_preview_that_reads_hidden_cards() -> None:
    """The same positions and deals tell a record made on the real game apart: the cards that
    come into the open display (drawn from the deck) differ, so the check above can fail."""
    _, differ = _differences(_record)
    assert differ > 0


def test_the_preview_is_what_the_choice_does_and_touches_nothing() -> None:
    shown = 0
    for g in _positions(5, 300):
        before = g.state_json()
        assert g.prompt is not None
        for oid in g.prompt.ids():
            pv = g.preview(oid)
            if pv is None:
                continue
            real = _record(g, oid)
            assert {k: v for k, v in pv.items() if k in BOARD_KEYS} == \
                {k: real[k] for k in BOARD_KEYS if k in real}, oid
            shown += bool(pv)
        assert g.state_json() == before
    assert shown > 50


def test_an_option_naming_a_hidden_card_has_no_preview() -> None:
    g = new_game(3)
    assert g.prompt is not None and g.prompt.kind == "card"
    hand = set(g.state.hands[g.prompt.side])
    for oid in g.prompt.ids():
        if oid.split(":")[-1] in hand:
            assert g.preview(oid) is None
    assert g.preview("no such option") is None


def test_ls_and_dismantling_previews_name_unrest_protests_and_economy() -> None:
    """6.3: an LS removes 1 unrest where it is placed, a 4th unrest removed ends a mass
    protest (section 4); dismantling lowers the province's economy."""
    g = action_game("16", "west")
    zero_unrest(g)
    g.state.unrest["Nordrhein-Westfalen"] = 4
    choose(g, "ls", "hamburg:Niedersachsen")
    pv = g.preview("prov:Nordrhein-Westfalen")
    assert pv is not None
    nrw = "Nordrhein-Westfalen"
    assert pv == {"ls": {nrw: 1}}  # the unrest goes when the action ends (after 10.2)
    choose(g, f"prov:{nrw}", "done")
    assert g.prompt is not None and g.prompt.kind == "transfer"
    keep = g.preview("no_transfer")
    assert keep is not None and keep["unrest"] == {nrw: -1} and keep["mass_protests"] == {nrw: -1}
    d = at(new_game(3), frame("dismantle", side="east", by="west", n=1))
    assert d.prompt is not None
    city = next(o.id for o in d.prompt.options if o.id.startswith("city:"))
    dv = d.preview(city)
    assert dv is not None and dv["factories"]["removed"] == [city[5:]]
    assert sum(dv.get("economy", {}).values()) < 0
