"""Economy (sections 5, 10.1, 10.3-10.5): factories, infrastructure, values, building sites,
dismantling, rundown and repair."""

from __future__ import annotations

from .board import (
    CITY_CONNS,
    CITY_KIND,
    CITY_PROVINCE,
    CONNECTIONS,
    HAMBURG,
    HAMBURG_PROVINCES,
    LINES,
    PROVINCE_CITIES,
    RHEINSBERG,
    SIDE_CITIES,
    SIDE_LINES,
    WEST_GERMANY,
)
from .state import State

EXTERNAL_SITES: frozenset[str] = frozenset(c for c, k in CITY_KIND.items() if k == "external")
SPECIAL_SITES: frozenset[str] = EXTERNAL_SITES | {RHEINSBERG}
# city -> (the other end, the lines) of each of its connections: factory values (5.1)
CITY_LINKS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    city: tuple((CONNECTIONS[ci].b if CONNECTIONS[ci].a == city else CONNECTIONS[ci].a,
                 CONNECTIONS[ci].lines) for ci in cis)
    for city, cis in CITY_CONNS.items()}


def markers(s: State, province: str) -> int:
    """Mass protest markers in a province (section 4, ruling 17): own plus imported ones."""
    return s.unrest[province] // 4 + s.imported.get(province, 0)


def conn_working(s: State, ci: int) -> bool:
    """Connection `ci` (an index into board.CONNECTIONS) works (5.1): both end cities have a
    factory and all its lines are built."""
    conn = CONNECTIONS[ci]
    facs = s.factories
    return conn.a in facs and conn.b in facs and s.infra.issuperset(conn.lines)


def base_value(s: State, city: str) -> int:
    rundown = s.factories[city] == "r"
    if city == RHEINSBERG:
        return 1 if rundown else 2
    return 0 if rundown else 1


def factory_value(s: State, city: str) -> int:
    """Section 5.1/5.3/10.4: base value plus 1 per working connection."""
    facs, infra = s.factories, s.infra
    v = base_value(s, city)
    for other, lines in CITY_LINKS[city]:
        if other in facs and infra.issuperset(lines):
            v += 1
    return v


def working_lines(s: State) -> set[str]:
    out: set[str] = set()
    for ci, conn in enumerate(CONNECTIONS):
        if conn_working(s, ci):
            out.update(conn.lines)
    return out


def province_factories(s: State, province: str, hamburg_to: str | None = None) -> list[str]:
    cities = [c for c in PROVINCE_CITIES[province] if c in s.factories]
    if hamburg_to == province and HAMBURG in s.factories:
        cities.append(HAMBURG)
    return cities


def economy(s: State, province: str, hamburg_to: str | None = None,
            externals: dict[str, str] | None = None) -> int:
    """Section 6.3: the sum of the values of a province's factories (10.3, 10.5 included)."""
    total = sum(factory_value(s, c) for c in province_factories(s, province, hamburg_to))
    if externals:
        total += sum(factory_value(s, c) for c, p in externals.items() if p == province)
    return total


def export_value(s: State, province: str, hamburg_to: str | None = None) -> int | None:
    """Section 9.3: the value of the province's export factory (None without factories)."""
    values = [factory_value(s, c) for c in province_factories(s, province, hamburg_to)]
    return max(values) if values else None


def worst_west_export(s: State, hamburg_to: str | None) -> int | None:
    """Ruling 10: over West Germany; None when a West Germany province has no factory."""
    worst: int | None = None
    for p in WEST_GERMANY:
        v = export_value(s, p, hamburg_to)
        if v is None:
            return None
        worst = v if worst is None else min(worst, v)
    return worst


def external_targets(s: State, city: str) -> list[str]:
    """Section 10.5: the provinces an external factory has a working connection to."""
    out: list[str] = []
    for ci in CITY_CONNS[city]:
        if conn_working(s, ci):
            conn = CONNECTIONS[ci]
            other = conn.b if conn.a == city else conn.a
            p = CITY_PROVINCE[other]
            if p and p not in out:
                out.append(p)
    return out


def protested(s: State) -> frozenset[str]:
    """The provinces with a mass protest marker (section 4, ruling 17)."""
    imported = s.imported
    return frozenset(p for p, n in s.unrest.items() if n >= 4 or imported.get(p, 0))


def _blocked(city: str, prot: frozenset[str]) -> bool:
    if city == HAMBURG:
        return all(p in prot for p in HAMBURG_PROVINCES)
    p = CITY_PROVINCE[city]
    return p is not None and p in prot


def city_blocked(s: State, city: str) -> bool:
    """Section 5.1: no building in a province with a mass protest marker. Hamburg is free
    while West can count it to a protest-free province (10.3)."""
    return _blocked(city, protested(s))


def blocked_cities(s: State, side: str) -> frozenset[str]:
    """The side's city sites where no build point may be used now (5.1)."""
    prot = protested(s)
    if not prot:
        return frozenset()
    return frozenset(c for c in SIDE_CITIES[side] if _blocked(c, prot))


def line_blocked(s: State, line: str, blocked: frozenset[str] | None = None) -> bool:
    owners = LINES[line].owners
    if blocked is None:
        return any(city_blocked(s, c) for c in owners)
    return any(c in blocked for c in owners)


def can_build_factory(s: State, city: str, allowed: frozenset[str], event: bool) -> bool:
    """Sections 5.1, 10.4, 10.5: the special sites take a factory only from an event whose
    build icons are restricted to them (card 27: Rheinsberg; cards 7, 9: Polska, ČSSR), never
    from an action or an unrestricted build icon (cards 2, 3, prestige box +1, ...)."""
    if city in s.factories or city not in allowed or city_blocked(s, city):
        return False
    return _special_site_open(s, city, allowed, event)


def _special_site_open(s: State, city: str, allowed: frozenset[str], event: bool) -> bool:
    kind = CITY_KIND[city]
    if kind == "rheinsberg":
        return event and allowed == frozenset((RHEINSBERG,))
    if kind == "external":
        return event and allowed <= EXTERNAL_SITES and city not in s.dead_sites
    return True


def can_build_line(s: State, line: str, allowed: frozenset[str],
                   blocked: frozenset[str] | None = None) -> bool:
    if line in s.infra:
        return False
    ln = LINES[line]
    if not any(c in allowed for c in ln.owners) or line_blocked(s, line, blocked):
        return False
    conn = CONNECTIONS[ln.conn]
    ends = (conn.a, conn.b)
    for end in ends:  # 10.5: only to an existing external factory
        if CITY_KIND[end] == "external" and end not in s.factories:
            return False
    return any(e in s.factories for e in ends)


def _line_facts(side: str) -> tuple[tuple[str, tuple[str, ...], str, str, tuple[str, ...]], ...]:
    out = []
    for ln in SIDE_LINES[side]:
        conn = CONNECTIONS[LINES[ln].conn]
        ext = tuple(e for e in (conn.a, conn.b) if CITY_KIND[e] == "external")
        out.append((ln, LINES[ln].owners, conn.a, conn.b, ext))
    return tuple(out)


SIDE_LINE_FACTS = {side: _line_facts(side) for side in ("west", "east")}


def build_sites(s: State, side: str, allowed: frozenset[str], event: bool = False
                ) -> tuple[list[str], list[str]]:
    """Every legal site for one build point (5.1, 10.4, 10.5); the hot path of random play,
    so it is the same test as can_build_factory/can_build_line, flattened."""
    blocked = blocked_cities(s, side)
    facs, infra = s.factories, s.infra
    cities = [c for c in SIDE_CITIES[side] if c not in blocked and c not in facs
              and c in allowed and (c not in SPECIAL_SITES
                                    or _special_site_open(s, c, allowed, event))]
    lines = []
    for ln, owners, a, b, ext in SIDE_LINE_FACTS[side]:
        if ln in infra or (a not in facs and b not in facs):
            continue
        if ext and not all(e in facs for e in ext):
            continue
        if blocked and not blocked.isdisjoint(owners):
            continue
        if allowed.isdisjoint(owners):
            continue
        lines.append(ln)
    return cities, lines


def can_dismantle_factory(s: State, city: str, event: bool = False) -> bool:
    """Section 5.2, 5.3, 10.4, 10.5."""
    if city not in s.factories:
        return False
    if CITY_KIND[city] == "external" and not event:
        return False
    if s.factories[city] == "r" and city != RHEINSBERG:
        return False
    return not any(line in s.infra for line in CITY_LINES_OF_CONNS[city])


def dismantle_sites(s: State, side: str, allowed: frozenset[str] | None = None
                    ) -> tuple[list[str], list[str]]:
    """What `side` may remove for one dismantling point (region-restricted by `allowed`)."""
    cities = [c for c in SIDE_CITIES[side]
              if (allowed is None or c in allowed) and can_dismantle_factory(s, c)]
    lines = [ln for ln in SIDE_LINES[side] if ln in s.infra
             and (allowed is None or any(o in allowed for o in LINES[ln].owners))]
    return cities, lines


def dismantle_capacity(s: State, side: str, allowed: frozenset[str] | None = None) -> int:
    """How many dismantling points `side` could pay in a row (for 6.1 and 6.4's limit)."""
    lines = sum(1 for ln in SIDE_LINES[side] if ln in s.infra
                and (allowed is None or any(o in allowed for o in LINES[ln].owners)))
    facs = 0
    for c in SIDE_CITIES[side]:
        if c not in s.factories or (allowed is not None and c not in allowed):
            continue
        kind = CITY_KIND[c]
        if kind == "external":
            continue
        if c == RHEINSBERG:
            facs += 2 if s.factories[c] == "n" else 1
        elif s.factories[c] == "n":
            facs += 1
    return lines + facs


def remove_factory(s: State, city: str) -> None:
    """Dismantle a factory; Rheinsberg first turns rundown (10.4)."""
    if city == RHEINSBERG and s.factories[city] == "n":
        s.factories[city] = "r"
    else:
        del s.factories[city]


def rundown_candidates(s: State) -> list[str]:
    """Section 5.3: only East German factories run down ("(Nur) DDR-Fabriken"): never the
    external factories of Polska and ČSSR."""
    return [c for c in SIDE_CITIES["east"]
            if s.factories.get(c) == "n" and CITY_KIND[c] != "external"]


def repair_candidates(s: State) -> list[str]:
    return [c for c in SIDE_CITIES["east"] if s.factories.get(c) == "r"]


def east_factories(s: State) -> list[str]:
    return [c for c in SIDE_CITIES["east"] if c in s.factories]


def _conn_lines(city: str) -> tuple[str, ...]:
    return tuple(line for ci in CITY_CONNS[city] for line in CONNECTIONS[ci].lines)


CITY_LINES_OF_CONNS: dict[str, tuple[str, ...]] = {c: _conn_lines(c) for c in CITY_CONNS}
