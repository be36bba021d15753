"""Static rules geometry over the board data: who owns which city and line (sections 5, 10)."""

from __future__ import annotations

from dataclasses import dataclass

from .printed import board_data

WEST_BERLIN = "West Berlin"
EAST_BERLIN = "East Berlin"
HAMBURG = "Hamburg"
RHEINSBERG = "Rheinsberg"
HAMBURG_PROVINCES = ("Schleswig-Holstein", "Niedersachsen")
SECTORS = ("British", "French", "US")


@dataclass(frozen=True, slots=True)
class Line:
    """One blue line (infrastructure slot). `owners` are both end cities of its connection:
    a connection, all of its lines, belongs to both end cities (5.1, ruling 7). `near` is the
    end city a line of a two-line connection is drawn next to (None for a one-line one)."""

    id: str
    conn: int
    owners: tuple[str, ...]
    near: str | None = None


@dataclass(frozen=True, slots=True)
class Connection:
    """A connection between two cities, and the one or two lines drawn on it (their ids)."""

    a: str
    b: str
    lines: tuple[str, ...]


def _build() -> dict:
    data = board_data()
    provinces = [p.name for p in data.provinces]
    side_of_province = {p.name: p.side for p in data.provinces}
    supplier_of_sector = {p.supplies: p.name for p in data.provinces if p.supplies}
    city_province = {c.name: c.province for c in data.cities}
    city_kind = {c.name: c.kind for c in data.cities}
    city_country = {c.name: c.country for c in data.cities if c.country}
    city_side = {}
    for c in data.cities:
        if c.kind == "external":
            city_side[c.name] = "east"
        elif c.kind == "hamburg":
            city_side[c.name] = "west"
        else:
            city_side[c.name] = side_of_province[c.province]
    connections: list[Connection] = []
    lines: dict[str, Line] = {}
    for i, (a, b, n) in enumerate(data.connections):
        if n == 1:
            ids = (f"{a}~{b}",)
            lines[ids[0]] = Line(ids[0], i, (a, b))
        else:
            # the ids name the end a line is drawn next to; they are part of the save format
            ids = (f"{a}~{b}@{a}", f"{a}~{b}@{b}")
            lines[ids[0]] = Line(ids[0], i, (a, b), near=a)
            lines[ids[1]] = Line(ids[1], i, (a, b), near=b)
        connections.append(Connection(a, b, ids))
    city_conns: dict[str, list[int]] = {c: [] for c in city_province}
    for i, conn in enumerate(connections):
        city_conns[conn.a].append(i)
        city_conns[conn.b].append(i)
    city_lines: dict[str, list[str]] = {c: [] for c in city_province}
    for line in lines.values():
        for owner in line.owners:
            city_lines[owner].append(line.id)
    province_cities: dict[str, list[str]] = {p: [] for p in provinces}
    for c in data.cities:
        if c.province:
            province_cities[c.province].append(c.name)
    adjacent: dict[str, list[str]] = {p: [] for p in provinces}
    for w, e in data.border_adjacency:
        adjacent[w].append(e)
        adjacent[e].append(w)
    return {
        "provinces": tuple(provinces),
        "side_of_province": side_of_province,
        "supplier_of_sector": supplier_of_sector,
        "sector_of_supplier": {v: k for k, v in supplier_of_sector.items()},
        "city_province": city_province,
        "city_kind": city_kind,
        "city_country": city_country,
        "city_side": city_side,
        "connections": tuple(connections),
        "lines": lines,
        "city_conns": {c: tuple(v) for c, v in city_conns.items()},
        "city_lines": {c: tuple(v) for c, v in city_lines.items()},
        "province_cities": {p: tuple(v) for p, v in province_cities.items()},
        "adjacent_across": {p: tuple(v) for p, v in adjacent.items()},
    }


_B = _build()
PROVINCES: tuple[str, ...] = _B["provinces"]
SIDE_OF_PROVINCE: dict[str, str] = _B["side_of_province"]
SUPPLIER_OF_SECTOR: dict[str, str] = _B["supplier_of_sector"]
SECTOR_OF_SUPPLIER: dict[str, str] = _B["sector_of_supplier"]
CITY_PROVINCE: dict[str, str | None] = _B["city_province"]
CITY_KIND: dict[str, str] = _B["city_kind"]
CITY_COUNTRY: dict[str, str] = _B["city_country"]
CITY_SIDE: dict[str, str] = _B["city_side"]
CONNECTIONS: tuple[Connection, ...] = _B["connections"]
LINES: dict[str, Line] = _B["lines"]
CITY_CONNS: dict[str, tuple[int, ...]] = _B["city_conns"]
CITY_LINES: dict[str, tuple[str, ...]] = _B["city_lines"]
PROVINCE_CITIES: dict[str, tuple[str, ...]] = _B["province_cities"]
ADJACENT_ACROSS: dict[str, tuple[str, ...]] = _B["adjacent_across"]
CITIES: tuple[str, ...] = tuple(CITY_PROVINCE)
SIDE_PROVINCES: dict[str, tuple[str, ...]] = {
    s: tuple(p for p in PROVINCES if SIDE_OF_PROVINCE[p] == s) for s in ("west", "east")
}
WEST_GERMANY: tuple[str, ...] = tuple(p for p in SIDE_PROVINCES["west"] if p != WEST_BERLIN)
SUPPLIERS: tuple[str, ...] = tuple(SUPPLIER_OF_SECTOR[s] for s in SECTORS)
SIDE_CITIES: dict[str, tuple[str, ...]] = {
    s: tuple(c for c in CITIES if CITY_SIDE[c] == s) for s in ("west", "east")
}
SIDE_LINES: dict[str, tuple[str, ...]] = {
    s: tuple(lid for lid, ln in LINES.items() if CITY_SIDE[ln.owners[0]] == s)
    for s in ("west", "east")
}
EXTERNAL_CITIES: tuple[str, ...] = tuple(c for c in CITIES if CITY_KIND[c] == "external")


def other(side: str) -> str:
    return "east" if side == "west" else "west"


def region_cities(region: str | None, side: str) -> frozenset[str]:
    """The construction sites an event instruction (region) allows, for the affected side."""
    if region is None:
        return frozenset(SIDE_CITIES[side])
    if region == "West Germany":
        return frozenset(SIDE_CITIES["west"])
    if region == "Niedersachsen or Hamburg":
        return frozenset((*PROVINCE_CITIES["Niedersachsen"], HAMBURG))
    if region in ("Polska", "ČSSR"):
        return frozenset(c for c, k in CITY_COUNTRY.items() if k == region)
    if region == RHEINSBERG:
        return frozenset((RHEINSBERG,))
    if region in PROVINCE_CITIES:
        return frozenset(PROVINCE_CITIES[region])
    raise ValueError(f"unknown region {region!r}")


def region_provinces(region: str | None, side: str) -> tuple[str, ...]:
    """The provinces an event instruction allows for unrest and LS icons."""
    if region is None:
        return SIDE_PROVINCES[side]
    if region == "West Germany":
        return WEST_GERMANY
    if region in SIDE_OF_PROVINCE:
        return (region,)
    raise ValueError(f"region {region!r} names no province")
