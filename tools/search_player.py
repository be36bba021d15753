"""A measuring stick for the AI: a determinized two-ply search that shares no code with wsdv/ai.

It uses the engine's public contract (Game, its state, view, passed_to and the board and card
data) and one engine function beyond it, `wsdv.engine.outlook.outlook(state, budget)`: the
search behind `Game.outlook()`, called with a smaller step budget than the page's. It has
its own re-deal of the hidden cards, its own evaluation and its own search, so the levels
were never tuned against it (issue 40).

For a turn's card (or action) it takes `deals` re-deals of what its side cannot see; on each
it plays every card with every action to the next turn (the smaller choices of the turn by a
one-step look of its quick evaluation), scores the `LINES` best by its quick evaluation with
the full one, keeps the `width` best and answers each with the opponent's replies (every
card x action, again to the next turn, the `REPLIES` best by its quick evaluation scored by
the full one); a line is worth its worst reply, a move the mean over the deals.

Its work per decision is capped, not its time, so that a seed fixes its choice: at most
DEALS x (LINES + WIDTH x REPLIES) full evaluations (24), each an End of Decade search of at
most OUTLOOK_STEPS option applications (the engine's `outlook(state, budget)`; the page's
own budget is 6000, which late in a game made one evaluation cost up to a second).

The full evaluation reads the engine's End of Decade outlook (what phases 9.1-9.10 would
give if the decade ended now: the possible results, the mass protests, Western currency
shortfall, flight) and weighs it more as the decade runs out, on top of a board count (mass
protests, unrest, living standards, factories, tracks).

The arena calls it "search" (`python -m wsdv.ai arena --east hard --west search`).
"""

from __future__ import annotations

import random

from wsdv.engine import Game
from wsdv.engine.board import SIDE_PROVINCES, WEST_BERLIN
from wsdv.engine.data import decade_cards
from wsdv.engine.outlook import outlook as eod_outlook

NAME = "search"
DEALS = 2
LINES = 6  # own lines per deal scored by the full evaluation (the rest by the quick one)
WIDTH = 3
REPLIES = 2
OUTLOOK_STEPS = 1500
WIN = 100.0
TURN = ("card", "discard")
EAST_P = SIDE_PROVINCES["east"]
WEST_P = SIDE_PROVINCES["west"]


def _opp(side: str) -> str:
    return "west" if side == "east" else "east"


# --- re-deal of the hidden cards -------------------------------------------------------------

def redeal(game: Game, side: str, rnd: random.Random) -> Game:
    """A copy in which every card `side` cannot locate is dealt again at random: the
    opponent's hand, the deck (from this decade's cards), the set-aside pile (earlier decades'
    cards), cards removed unseen; cards the side knows the place of stay there."""
    v = game.view(side, with_outlook=False)
    opp = _opp(side)
    seen = set(v["hands"][side]) | set(v["display"]) | set(v["played"]) | set(v["discard"])
    seen |= {p["card"] for p in v["police"]}
    know = v.get("knowledge") or {}
    seen |= set(know.get("removed", []))
    if v["in_play"]:
        seen.add(v["in_play"])
    now = set(decade_cards(v["decade"]))
    unseen = [c for d in range(1, v["decade"] + 1) for c in decade_cards(d) if c not in seen]
    n_hand, n_deck, n_aside = v["hands"][opp], v["deck"], v["set_aside"]
    n_removed = v["removed"] - len(know.get("removed", []))
    hand = [c for c in know.get("opp_hand", []) if c in unseen][:n_hand]
    top = [c for c in know.get("deck_top", []) if c in unseen and c not in hand][:n_deck]
    rest = [c for c in unseen if c not in hand and c not in top]
    rnd.shuffle(rest)
    recent = [c for c in rest if c in now]
    older = [c for c in rest if c not in now]
    k = n_deck - len(top)
    deck, recent = recent[:k], recent[k:]
    if len(deck) < k:
        deck += older[: k - len(deck)]
        older = older[k - len(deck):]
    aside, older = older[:n_aside], older[n_aside:]
    if len(aside) < n_aside:
        aside += recent[: n_aside - len(aside)]
        recent = recent[n_aside - len(aside):]
    rest = recent + older
    rnd.shuffle(rest)
    need = n_hand - len(hand)
    hand += rest[:need]
    rest = rest[need:]
    s = game.state.clone(with_log=False)
    s.hands[opp] = hand
    s.deck = deck + list(reversed(top))
    s.set_aside = aside
    s.removed = [c for c in s.removed if c in know.get("removed", [])] + rest[:n_removed]
    s.rng = rnd.getrandbits(64)
    s.seed = 0
    return Game.from_state(s)


# --- evaluation (East's point of view: positive is good for East) ----------------------------

def _markers(u: int) -> int:
    return u // 4


def board_score(g: Game) -> float:
    """A quick count of the board, without the End of Decade."""
    s = g.state
    if s.result is not None:
        return WIN if s.result["winner"] == "east" else -WIN
    mp_w = sum(_markers(s.unrest[p]) for p in WEST_P) + _markers(s.unrest[WEST_BERLIN])
    mp_e = sum(_markers(s.unrest[p]) for p in EAST_P)
    heat = sum(s.unrest[p] % 4 for p in WEST_P) - sum(s.unrest[p] % 4 for p in EAST_P)
    ls = sum(s.ls[p] for p in EAST_P) - sum(s.ls[p] for p in WEST_P if p != WEST_BERLIN)
    fac_e = sum(1 + (st == "n") for c, st in s.factories.items() if _east_city(c))
    fac_w = sum(1 + (st == "n") for c, st in s.factories.items() if not _east_city(c))
    return (3.0 * (mp_w - mp_e) + 0.6 * heat + 0.35 * ls + 0.4 * (fac_e - fac_w)
            + 0.3 * s.prestige + 0.25 * s.wc + 0.5 * s.soc_track - 0.3 * len(s.police)
            - 0.2 * s.ls[WEST_BERLIN])


_CITY_SIDE: dict[str, bool] = {}


def _east_city(city: str) -> bool:
    if not _CITY_SIDE:
        from wsdv.engine.board import CITY_SIDE
        _CITY_SIDE.update({c: sd == "east" for c, sd in CITY_SIDE.items()})
    return _CITY_SIDE[city]


def _progress(s) -> float:
    left = len(s.deck) + len(s.hands["east"]) + len(s.hands["west"])
    return len(s.played) / max(1, len(s.played) + left)


def full_score(g: Game) -> float:
    """The board count plus the End of Decade as the engine's outlook sees it now, weighed
    more as the decade runs out."""
    s = g.state
    b = board_score(g)
    if s.result is not None:
        return b
    o = eod_outlook(s, OUTLOOK_STEPS)
    if o is None:
        return b
    res = o["results_possible"]
    r = (sum(1 if w == "east" else -1 for w, _ in res) / len(res)) if res else 0.0
    lo, hi = o["mass_protests_at_least"], o["mass_protests_at_most"]
    mp = (lo["west"] + hi["west"] - lo["east"] - hi["east"]) / 2
    wc = o["western_currency"]
    short = wc.get("short")
    if short is None:
        rng = (wc.get("range") or {}).get("short") or [0, 0]
        short = sum(x or 0 for x in rng) / 2
    dismantle = o["flight"].get("dismantle", 0)
    lost = o.get("hold_lost_at_most") or {}
    lost_e = sum(v for p, v in lost.items() if p in EAST_P)
    lost_w = sum(v for p, v in lost.items() if p in WEST_P)
    eod = 12.0 * r + 1.5 * mp - 0.8 * short - 0.8 * dismantle + 0.3 * (lost_w - lost_e)
    return b + (0.25 + 0.75 * _progress(s)) * eod


def mine(v: float, side: str) -> float:
    return v if side == "east" else -v


# --- play ------------------------------------------------------------------------------------

def _step(g: Game) -> str:
    p = g.prompt
    ids = p.ids()
    if len(ids) == 1:
        return ids[0]
    best, best_v = ids[0], None
    for o in ids:
        c = g.clone(with_log=False)
        c.choose(o)
        v = mine(board_score(c), p.side)
        if best_v is None or v > best_v:
            best, best_v = o, v
    return best


def play(g: Game, *choices: str) -> Game:
    """A copy of g after `choices`, the smaller choices made by _step, up to the next turn."""
    c = g.clone(with_log=False)
    for ch in choices:
        c.choose(ch)
    for _ in range(500):
        if c.prompt is None or c.prompt.kind in TURN:
            return c
        c.choose(_step(c))
    raise RuntimeError("search player: no next turn")


def moves(g: Game) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = []
    side = g.prompt.side
    for o in g.prompt.ids():
        c = g.clone(with_log=False)
        c.choose(o)
        if c.prompt is not None and c.prompt.kind == "action" and c.prompt.side == side:
            out.extend((o, a) for a in c.prompt.ids())
        else:
            out.append((o,))
    return out


def _lines(g: Game, side: str, ms: list[tuple[str, ...]],
           n: int = LINES) -> list[tuple[tuple[str, ...], float, Game]]:
    """Every line played; the n best by the quick evaluation scored by the full one (first),
    the others by the quick one, lowered so that they rank after them."""
    quick = sorted(((mine(board_score(a), side), i, m, a)
                    for i, (m, a) in enumerate((m, play(g, *m)) for m in ms)),
                   key=lambda x: (-x[0], x[1]))
    out = [(m, mine(full_score(a), side), a) for _, _, m, a in quick[:n]]
    out.sort(key=lambda x: -x[1])
    return out + [(m, v - WIN, a) for v, _, m, a in quick[n:]]


def _worst_reply(g: Game, side: str, n: int = REPLIES) -> float | None:
    """The opponent's best answer by the full evaluation among its n best by the quick one."""
    p = g.prompt
    if p is None or p.kind != "card" or p.side == side:
        return None
    quick = sorted(((mine(board_score(a), side), i, a)
                    for i, a in enumerate(play(g, *r) for r in moves(g))),
                   key=lambda x: (x[0], x[1]))
    if not quick:
        return None
    return min(mine(full_score(a), side) for _, _, a in quick[:n])


def search_choice(game: Game, side: str, seed: int, deals: int = DEALS,
                  width: int = WIDTH) -> str:
    p = game.prompt
    if p is None or p.side != side:
        raise ValueError("not this side's prompt")
    ids = p.ids()
    if len(ids) == 1:
        return ids[0]
    rnd = random.Random(seed)
    if p.kind not in ("card", "action"):
        return _step(redeal(game, side, rnd))
    totals: dict[tuple[str, ...], float] = {}
    counts: dict[tuple[str, ...], int] = {}
    for _ in range(deals):
        d = redeal(game, side, rnd)
        ms = moves(d) if p.kind == "card" else [(o,) for o in ids]
        lines = _lines(d, side, ms)
        per_card: dict[tuple[str, ...], float] = {}
        for m, v, after in lines[:width]:
            w = _worst_reply(after, side)
            val = v if w is None else w
            per_card[m[:1]] = max(per_card.get(m[:1], val), val)
        for key, val in per_card.items():
            totals[key] = totals.get(key, 0.0) + val
            counts[key] = counts.get(key, 0) + 1
    # a card met on several deals counts by its mean; one seen once is not favoured by luck
    best = max(totals, key=lambda k: (totals[k] / counts[k] - 0.5 / counts[k], k))
    return best[0]
