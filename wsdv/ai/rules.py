"""Readable rules for every prompt below the choice of card and action.

Each handler gets the (determinized) game and returns an option id. Small choices (where to
put or remove unrest, LS, police use, transfers) compare the options by the evaluation of a
lightly changed copy; large ones (build sites, dismantling, rundowns) use a local measure of
what a factory or line adds to or takes from the economy: values, export factories (which
hold LS and earn Western currency), provinces without any factory.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from wsdv.engine import Game, State, conn_working
from wsdv.engine.board import (
    CITY_CONNS,
    CITY_PROVINCE,
    CONNECTIONS,
    HAMBURG,
    HAMBURG_PROVINCES,
    LINES,
    PROVINCE_CITIES,
    RHEINSBERG,
    SECTOR_OF_SUPPLIER,
    WEST_BERLIN,
    WEST_GERMANY,
)
from wsdv.engine.data import cards

from .evaluate import EAST as EAST_PROVINCES
from .evaluate import WEST_CAUTION, combine, factory_values, project, socialists_move, value

Handler = Callable[[Game, str], str]
HANDLERS: dict[str, Handler] = {}
OWN_COLOUR = {"west": "yellow", "east": "red"}


def handles(*kinds: str) -> Callable[[Handler], Handler]:
    def reg(fn: Handler) -> Handler:
        for k in kinds:
            HANDLERS[k] = fn
        return fn
    return reg


def rule_choice(g: Game) -> str:
    p = g.prompt
    assert p is not None
    if len(p.options) == 1:
        return p.options[0].id
    fn = HANDLERS.get(p.kind)
    if fn is None:
        return p.options[0].id
    return fn(g, p.side)


def args(g: Game) -> dict:
    """The structured arguments of the current prompt's message (who, what, how many)."""
    return g.prompt.msg.args


def option_args(g: Game) -> dict[str, dict]:
    return {o.id: o.msg.args for o in g.prompt.options}


def best(options: list[str], score: Callable[[str], float]) -> str:
    """The option with the highest score (the first one on ties: deterministic)."""
    best_id, best_v = options[0], None
    for o in options:
        v = score(o)
        if best_v is None or v > best_v:
            best_id, best_v = o, v
    return best_id


def ids(g: Game) -> list[str]:
    return g.prompt.ids()


def with_change(s: State, side: str, change: Callable[[State], None]) -> float:
    """The evaluation for `side` of a copy of s changed by `change`."""
    c = s.clone(with_log=False)
    change(c)
    return value(c, side)


# --- economy measures ------------------------------------------------------------------------


def _province_of(city: str) -> tuple[str, ...]:
    if city == HAMBURG:
        return HAMBURG_PROVINCES
    p = CITY_PROVINCE[city]
    return (p,) if p else ()


def econ_score(vals: dict[str, int], s: State, side: str, cities: set[str]) -> float:
    """What the factories in `cities`' provinces are worth to their owner: values, export
    factories weighted by the LS they hold, and the cover of every province (the same
    measure as evaluate.side_economy, restricted to the provinces touched)."""
    provinces: set[str] = set()
    total = 0.0
    for c in cities:
        provs = _province_of(c)
        provinces.update(provs)
        if not provs and c in vals:  # external factories
            total += 0.5 * vals[c]
    hv = vals.get(HAMBURG, -1)
    for p in sorted(provinces):
        exp, eco = -1, 0
        for c in PROVINCE_CITIES[p]:
            v = vals.get(c)
            if v is not None:
                eco += v
                if v > exp:
                    exp = v
        if p in HAMBURG_PROVINCES:
            exp = max(exp, hv)
            eco += max(0, hv) / 2
        if exp < 0:
            total -= 2.5 if (side == "west" and p in WEST_GERMANY) else 1.5
            continue
        total += (1.3 if s.ls[p] >= exp else 0.9) * exp + 0.35 * eco
    return total


def _touched(option: str) -> set[str]:
    kind, _, name = option.partition(":")
    if kind == "city":
        out = {name}
        for ci in CITY_CONNS[name]:
            conn = CONNECTIONS[ci]
            out.update((conn.a, conn.b))
        return out
    conn = CONNECTIONS[LINES[name].conn]
    return {conn.a, conn.b}


def values_after(s: State, vals: dict[str, int], option: str, add: bool) -> dict[str, int]:
    """Factory values after building (add) or removing one factory or line."""
    new = dict(vals)
    kind, _, name = option.partition(":")
    if kind == "line":
        ci = LINES[name].conn
        conn = CONNECTIONS[ci]
        was = conn_working(s, ci)
        if add:
            s.infra.add(name)
        else:
            s.infra.discard(name)
        now = conn_working(s, ci)
        if add:
            s.infra.discard(name)
        else:
            s.infra.add(name)
        if now != was:
            d = 1 if now else -1
            new[conn.a] += d
            new[conn.b] += d
        return new
    if add:
        v = 2 if name == RHEINSBERG else 1
        for ci in CITY_CONNS[name]:
            conn = CONNECTIONS[ci]
            oth = conn.b if conn.a == name else conn.a
            if oth in s.factories and all(ln in s.infra for ln in conn.lines):
                v += 1
                new[oth] += 1
        new[name] = v
    elif name == RHEINSBERG and s.factories.get(name) == "n":
        new[name] -= 1
    else:
        new.pop(name, None)
    return new


def _potential(s: State, option: str) -> float:
    """Progress toward future working connections (measured with the site empty)."""
    kind, _, name = option.partition(":")
    f = s.factories
    if kind == "line":
        conn = CONNECTIONS[LINES[name].conn]
        missing = sum(1 for ln in conn.lines if ln not in s.infra and ln != name)
        ends = (conn.a in f) + (conn.b in f)
        return 0.45 * ends / (1 + missing)
    score = 0.0
    for ci in CITY_CONNS[name]:
        conn = CONNECTIONS[ci]
        oth = conn.b if conn.a == name else conn.a
        built = sum(1 for ln in conn.lines if ln in s.infra)
        score += (0.35 if oth in f else 0.08) + 0.15 * built
    return score


def site_delta(s: State, side: str, option: str, add: bool, vals: dict[str, int]) -> float:
    """How much building (add) or removing a factory/line changes its owner's economy."""
    touched = _touched(option)
    before = econ_score(vals, s, side, touched)
    after = econ_score(values_after(s, vals, option, add), s, side, touched)
    if option.startswith("city:") and not add:
        pot = 0.2
    else:
        pot = _potential(s, option)
    return (after - before) + (pot if add else -0.5 * pot)


# --- build, dismantle, rundown ---------------------------------------------------------------


@handles("build")
def build(g: Game, side: str) -> str:
    s = g.state
    affected = args(g)["side"]
    own = affected == side
    vals = factory_values(s)
    opts = [o for o in ids(g) if o != "done"]
    scores = {o: site_delta(s, affected, o, True, vals) for o in opts}
    if own:
        return max(opts, key=lambda o: (scores[o], -opts.index(o)))
    if "done" in ids(g):
        return "done"
    return min(opts, key=lambda o: (scores[o], opts.index(o)))


@handles("dismantle", "wc_remove")
def dismantle(g: Game, side: str) -> str:
    s = g.state
    affected = args(g).get("side", "east")  # 9.3's debt is always East's
    opts = ids(g)
    vals = factory_values(s)
    loss = {o: -site_delta(s, affected, o, False, vals) for o in opts}
    if affected == side:
        return min(opts, key=lambda o: (loss[o], opts.index(o)))
    return max(opts, key=lambda o: (loss[o], -opts.index(o)))


@handles("rundown")
def rundown(g: Game, side: str) -> str:
    s = g.state
    opts = ids(g)
    vals = factory_values(s)

    def loss(o: str) -> float:
        kind, _, name = o.partition(":")
        if kind == "line":
            return -site_delta(s, "east", o, False, vals)
        new = dict(vals)
        new[name] -= 1
        return econ_score(vals, s, "east", {name}) - econ_score(new, s, "east", {name})

    losses = {o: loss(o) for o in opts}
    if side == "east":
        return min(opts, key=lambda o: (losses[o], opts.index(o)))
    return max(opts, key=lambda o: (losses[o], -opts.index(o)))


@handles("repair", "factory_remove")
def repair_or_remove(g: Game, side: str) -> str:
    s = g.state
    kind = g.prompt.kind

    def change(o: str) -> Callable[[State], None]:
        city = o.removeprefix("city:")

        def run(c: State) -> None:
            if kind == "repair":
                c.factories[city] = "n"
            else:
                del c.factories[city]
        return run
    return best(ids(g), lambda o: with_change(s, side, change(o)))


# --- unrest ----------------------------------------------------------------------------------


def _unrest_change(province: str, delta: int) -> Callable[[State], None]:
    def run(c: State) -> None:
        c.unrest[province] = max(0, c.unrest[province] + delta)
    return run


def unrest_values(s: State, side: str, changes: dict[str, list[tuple[str, int]]]
                  ) -> dict[str, float]:
    """The evaluation for `side` of unrest changes, on one End of Decade projection: unrest
    adds up through the projection, so only its end (markers, socialists) is redone. Inside
    an End of Decade the projection counts what the phase under way has still to do against
    the board, so each change is made on a copy and projected anew."""
    if s.phase:
        def changed(deltas: list[tuple[str, int]]) -> Callable[[State], None]:
            def run(c: State) -> None:
                for p, d in deltas:
                    c.unrest[p] = max(0, c.unrest[p] + d)
            return run
        return {o: with_change(s, side, changed(deltas)) for o, deltas in changes.items()}
    vals = factory_values(s)
    base = project(s, vals)
    box0 = base.box
    out = {}
    for o, deltas in changes.items():
        u = dict(base.unrest)
        for p, d in deltas:
            u[p] = max(0, u[p] + d)
        box = box0
        if any(p in EAST_PROVINCES and d > 0 for p, d in deltas):
            box = socialists_move(u, box)
        pr = replace(base, unrest=u, box=box)
        p_east = combine(s, pr, vals, 0.0 if side == "east" else WEST_CAUTION,
                         frail=side == "west")
        out[o] = p_east if side == "east" else 1.0 - p_east
    return out


@handles("remove_unrest", "add_unrest", "reduce_three")
def unrest(g: Game, side: str) -> str:
    s = g.state
    kind = g.prompt.kind
    changes = {}
    for o in ids(g):
        p = o.removeprefix("prov:")
        if kind == "reduce_three":
            changes[o] = [(p, 3 - s.unrest[p])]
        else:
            changes[o] = [(p, -1 if kind == "remove_unrest" else 1)]
    scores = unrest_values(s, side, changes)
    return best(ids(g), scores.__getitem__)


@handles("move_unrest")
def move_unrest(g: Game, side: str) -> str:
    changes = {}
    for o in ids(g):
        _, a, b = o.split(":")
        changes[o] = [(a, -1), (b, 1)]
    scores = unrest_values(g.state, side, changes)
    return best(ids(g), scores.__getitem__)


@handles("prestige_comp")
def prestige_comp(g: Game, side: str) -> str:
    changes = {}
    for o in ids(g):
        kind, _, p = o.partition(":")
        changes[o] = [(p, -1 if kind == "remove" else 1)]
    scores = unrest_values(g.state, side, changes)
    return best(ids(g), scores.__getitem__)


@handles("police")
def police(g: Game, side: str) -> str:
    """Use police power during the action only to end a mass protest now (it frees the
    province for building and spares a socialist); otherwise keep it for phase 9.8."""
    s = g.state
    opts = [o for o in ids(g) if o.startswith("police:")]
    hot = [o for o in opts if s.unrest[o.removeprefix("police:")] % 4 == 0]
    if hot:
        return max(hot, key=lambda o: s.unrest[o.removeprefix("police:")])
    return "done" if "done" in ids(g) else opts[0]


# --- living standard -------------------------------------------------------------------------


def _ls_change(province: str, remove_unrest: bool, sector: str | None = None
               ) -> Callable[[State], None]:
    def run(c: State) -> None:
        c.ls[province] += 1
        if sector:
            c.sectors[sector] += 1
        if remove_unrest and c.unrest[province] > 0:
            c.unrest[province] -= 1
    return run


@handles("ls")
def ls(g: Game, side: str) -> str:
    s = g.state
    opts = ids(g)
    base = value(s, side)

    def score(o: str) -> float:
        if o == "done":
            return base + 0.002
        return with_change(s, side, _ls_change(o.removeprefix("prov:"), True))
    return best(opts, score)


@handles("ls_icon")
def ls_icon(g: Game, side: str) -> str:
    s = g.state
    keep = g.prompt.msg.key == "prompt.ls_icon_keep"

    def score(o: str) -> float:
        kind, _, name = o.partition(":")
        if kind == "sector":
            return with_change(s, side, _ls_change(WEST_BERLIN, not keep, name))
        return with_change(s, side, _ls_change(name, not keep))
    return best(ids(g), score)


@handles("ls_remove")
def ls_remove(g: Game, side: str) -> str:
    s = g.state

    def score(o: str) -> float:
        kind, _, name = o.partition(":")

        def run(c: State) -> None:
            p = WEST_BERLIN if kind == "sector" else name
            c.ls[p] -= 1
            if kind == "sector":
                c.sectors[name] -= 1
        return with_change(s, side, run)
    return best(ids(g), score)


@handles("transfer")
def transfer(g: Game, side: str) -> str:
    s = g.state
    placed = args(g)["provinces"]

    def score(o: str) -> float:
        moved = o.removeprefix("transfer:") if o.startswith("transfer:") else None

        def run(c: State) -> None:
            if moved:
                c.ls[moved] -= 1
                c.ls[WEST_BERLIN] += 1
                c.sectors[SECTOR_OF_SUPPLIER[moved]] += 1
            for p in placed:
                q = WEST_BERLIN if p == moved else p
                if c.unrest[q] > 0:
                    c.unrest[q] -= 1
        return with_change(s, side, run)
    return best(ids(g), score)


@handles("hamburg")
def hamburg(g: Game, side: str) -> str:
    s = g.state
    opts = ids(g)
    if g.prompt.msg.key == "prompt.hamburg_phase":
        outcome = option_args(g)
        if s.phase == 3:  # the fewer East export factories earn, the better for West
            return min(opts, key=lambda o: outcome[o]["n"])
        return min(opts, key=lambda o: sum(n for _, n in outcome[o]["losses"]))
    vals = factory_values(s)

    def gain(o: str) -> tuple[float, int]:
        p = o.removeprefix("hamburg:")
        eco = sum(vals.get(c, 0) for c in PROVINCE_CITIES[p])
        need = 3 * (s.ls[p] + 1)
        without = max(0, need - eco)
        with_h = max(0, need - eco - vals.get(HAMBURG, 0))
        return (min(without, 3) - with_h, -s.ls[p])
    return max(opts, key=gain)


@handles("external")
def external(g: Game, side: str) -> str:
    s = g.state
    vals = factory_values(s)

    def need(o: str) -> int:
        p = o.rsplit(":", 1)[1]
        eco = sum(vals.get(c, 0) for c in PROVINCE_CITIES[p])
        return 3 * (s.ls[p] + 1) - eco
    opts = ids(g)
    return min(opts, key=lambda o: (need(o) if need(o) > 0 else 99, opts.index(o)))


@handles("sector")
def sector(g: Game, side: str) -> str:
    return ids(g)[0]


# --- End of Decade ---------------------------------------------------------------------------


@handles("prestige_box")
def prestige_box(g: Game, side: str) -> str:
    return ids(g)[0]  # listed strongest first; each stronger box adds to the weaker ones


@handles("attack")
def attack(g: Game, side: str) -> str:
    s = g.state
    pending = dict(args(g)["pending"])
    hits = {o: a["n"] for o, a in option_args(g).items()}

    def harm(o: str) -> tuple[int, int]:
        d = o.removeprefix("prov:")
        n = hits[o]
        cur = s.unrest[d] + pending.get(d, 0)
        return ((cur + n) // 4 - cur // 4, n)
    return max(ids(g), key=harm)


@handles("socialist")
def socialist(g: Game, side: str) -> str:
    s = g.state
    return min(ids(g), key=lambda o: s.unrest[o.removeprefix("prov:")])


@handles("lose_socialist")
def lose_socialist(g: Game, side: str) -> str:
    s = g.state
    return max(ids(g), key=lambda o: (s.unrest[o.removeprefix("prov:")] % 4,
                                      s.unrest[o.removeprefix("prov:")]))


@handles("wb_import")
def wb_import(g: Game, side: str) -> str:
    """East blocks the supplier where West would build most."""
    s = g.state
    vals = factory_values(s)
    return max(ids(g), key=lambda o: (s.imported.get(o[5:], 0) == 0,
                                      sum(vals.get(c, 0) for c in PROVINCE_CITIES[o[5:]])))


@handles("wb_unimport")
def wb_unimport(g: Game, side: str) -> str:
    s = g.state
    vals = factory_values(s)
    return min(ids(g), key=lambda o: sum(vals.get(c, 0) for c in PROVINCE_CITIES[o[5:]]))


# --- cards -----------------------------------------------------------------------------------


def usefulness(card: str, side: str) -> float:
    """A rough worth of holding a card: its value and whether its event is ours."""
    c = cards()[card]
    if c.value is None:
        return 0.0
    v = float(c.value_for(side))
    if c.colour == OWN_COLOUR[side]:
        v += 1.0
    elif c.colour == "dual":
        v += 0.5
    if side == "east":
        v -= 0.4 * c.corner.flight
    return v


@handles("discard")
def discard(g: Game, side: str) -> str:
    opts = ids(g)
    if "keep" in opts:
        return "keep"
    return min(opts, key=lambda o: usefulness(o.removeprefix("discard:"), side))


@handles("special_cost")
def special_cost(g: Game, side: str) -> str:
    opts = ids(g)
    discards = [o for o in opts if o.startswith("discard:")]
    if discards:
        worst = min(discards, key=lambda o: usefulness(o.removeprefix("discard:"), side))
        if usefulness(worst.removeprefix("discard:"), side) < 2.5 or "west_draws" not in opts:
            return worst
    return "west_draws" if "west_draws" in opts else opts[0]


_ARROW_WEIGHT = {"prestige": 1.0, "western_currency": 1.1, "socialist": 1.0}
_ICON_HARM = {  # harm to the icon's affected player
    "unrest_add": 1.0, "unrest_remove": -0.8, "build": -1.0, "dismantle": 1.2,
    "ls_add": -1.2, "ls_add_keep_unrest": -1.0, "ls_remove": 1.2, "rundown": 1.0,
    "repair": -1.0, "police_red": -0.1, "police_pink": -0.5, "reduce_to_three": -1.5,
    "unrest_move": 0.2, "factory_remove_with_infrastructure": 1.5,
}


@handles("event_skip")
def event_skip(g: Game, side: str) -> str:
    """A dual card may ignore 1 arrow or 1 icon: ignore what hurts us most."""
    card = cards()[args(g)["card"]]

    def harm(o: str) -> float:
        what = o.removeprefix("skip:")
        if what == "none":
            return 0.0
        if what.startswith("arrow:"):
            t = what.removeprefix("arrow:")
            toward = "east" if card.event.arrows[t] > 0 else "west"
            return _ARROW_WEIGHT[t] * (1 if toward != side else -1)
        icon = card.event.icons[int(what.removeprefix("icon:"))]
        h = _ICON_HARM.get(icon.do, 0.0)
        return h if icon.to == side else -h
    return max(ids(g), key=lambda o: (harm(o), o == "skip:none"))


@handles("icon_order")
def icon_order(g: Game, side: str) -> str:
    return ids(g)[0]


@handles("guillaume")
def guillaume(g: Game, side: str) -> str:
    opts = ids(g)
    if "look:hand" in opts:
        return "look:hand"
    best_o, best_gain = "nothing", 0.3
    for o in opts:
        if o.startswith("swap:"):
            _, mine, theirs = o.split(":")
            gain = usefulness(theirs, "east") - usefulness(mine, "east") \
                + 0.5 * (usefulness(theirs, "west") - usefulness(mine, "west"))
        elif o.startswith("remove:"):
            gain = 0.5 * usefulness(o.removeprefix("remove:"), "west") - 1.0
        else:
            continue
        if gain > best_gain:
            best_o, best_gain = o, gain
    return best_o
