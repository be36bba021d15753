#!/usr/bin/env python3
"""Build ``wsdv/data/map.json``: the geometry of our own SVG board drawing.

Source: the openly licensed npm package ``@svg-maps/germany`` 2.0.0 (CC-BY-4.0, by Victor
Cazanave, based on MapSVG), which holds the 16 German federal states as SVG paths. The script
fetches it with ``npm pack`` into the git-ignored ``.cache/`` folder when it is missing, then:

* merges states into the game's 14 provinces (Bremen into Niedersachsen, Saarland into
  Rheinland-Pfalz; Hamburg stays a separate neutral area; the Berlin state is a small area on
  the main map, the West and East Berlin provinces live in a schematic Berlin inset),
* simplifies the outlines and writes them with absolute ``M``/``L``/``Z`` commands only,
* fits a Mercator projection (lat/lon -> board units) to the map and places every city of the
  board data on it,
* draws our own outline areas for Polska and ČSSR next to the border and the Berlin inset.

The output is deterministic: running the script twice gives the same bytes.

Usage: ``python tools/make_map.py [--board PATH] [--out PATH] [--fetch]``
"""

from __future__ import annotations

import argparse
import json
import math
import re
import subprocess
import sys
import tarfile
from collections.abc import Iterable, Sequence
from pathlib import Path

Point = tuple[float, float]
Ring = list[Point]

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache"
PKG_SPEC = "@svg-maps/germany@2.0.0"
PKG_TGZ = CACHE / "svg-maps-germany-2.0.0.tgz"
PKG_DIR = CACHE / "svg-maps-germany-2.0.0"
DEFAULT_BOARD = ROOT / "wsdv" / "data" / "board.json"  # cities with "at": [lat, lon]
DEFAULT_OUT = ROOT / "wsdv" / "data" / "map.json"

SOURCE = (
    "Outlines of the German states adapted from the npm package @svg-maps/germany 2.0.0 by "
    "Victor Cazanave (https://github.com/VictorCazanave/svg-maps), based on the map of Germany "
    "by MapSVG (https://mapsvg.com/maps/germany), licensed CC BY 4.0 "
    "(https://creativecommons.org/licenses/by/4.0/). Changed: states merged into the game's "
    "provinces, outlines simplified and re-projected to absolute coordinates; the Polska and "
    "ČSSR areas and the Berlin inset are our own drawing."
)

# Game province -> source state ids (see the package's index.js). Order = output order.
PROVINCES: dict[str, tuple[str, ...]] = {
    "Schleswig-Holstein": ("sh",),
    "Niedersachsen": ("ni", "hb"),
    "Nordrhein-Westfalen": ("nw",),
    "Hessen": ("he",),
    "Rheinland-Pfalz": ("rp", "sl"),
    "Baden-Württemberg": ("bw",),
    "Bayern": ("by",),
    "Mecklenburg": ("mv",),
    "Brandenburg": ("bb",),
    "Sachsen-Anhalt": ("st",),
    "Sachsen": ("sn",),
    "Thüringen": ("th",),
}
INSET_PROVINCES = ("West Berlin", "East Berlin")

# Simplification: drop points closer than RADIAL to the last kept one, then Douglas-Peucker.
RADIAL = 0.5
DP_TOLERANCE = 0.3
MIN_RING_AREA = 1.5  # drop islets smaller than this (square board units)

# Projection calibration: (lat, lon, state id, which extreme vertex of that state).
# The four extreme points of Germany plus the Germany-Austria-Czechia tripoint.
CALIBRATION: tuple[tuple[float, float, str, str], ...] = (
    (55.0583, 8.4167, "sh", "north"),  # List, Sylt
    (47.2701, 10.1783, "by", "south"),  # Haldenwanger Eck
    (51.0506, 5.8664, "nw", "west"),  # Isenbruch
    (51.2725, 15.0419, "sn", "east"),  # Deschka / Neisse
    (48.7714, 13.8394, "by", "east"),  # Dreisessel tripoint DE-AT-CZ
)

# The neighbour areas Polska and ČSSR: their edge along Germany follows the provinces' own
# outline vertices between border tripoints; their outer edges are hand-made (lat, lon).
POLSKA_TOWARD = (52.41, 16.93)  # Poznań: picks the eastern arc of a ring
CSSR_TOWARD = (50.08, 14.42)  # Praha: picks the southern / eastern arc
USEDOM_BEACH = (53.93, 14.225)  # the Polish border on Usedom: at the beach,
USEDOM_LAGOON = (53.865, 14.215)  # ... and where it reaches the lagoon (Kleines Haff)
MAINLAND_LAGOON = (53.742, 14.28)  # where the border leaves the lagoon on the mainland
TRIPOINT_DE_PL_CZ = (50.8702, 14.8267)  # near Zittau
TRIPOINT_DE_AT_CZ = (48.7714, 13.8394)  # Dreisessel
PL_CZ_BORDER = ((50.99, 14.98), (50.95, 15.2), (50.84, 15.35), (50.78, 15.75))  # eastwards
POLSKA_OUTER = ((54.05, 15.75), (54.0, 14.9), (53.93, 14.27))  # north-east, clockwise
CZ_AT_BORDER = ((48.58, 14.3), (48.6, 14.7), (48.77, 14.97), (48.95, 15.4), (48.95, 15.75))
MIN_CITY_INSET = 5.0  # a city sits at least this far inside its province (board units)

# Berlin inset: schematic, not geography. Frame in board units (top right, beside Polska).
INSET_FRAME = (648.0, 0.0, 250.0, 214.0)  # x, y, w, h
INSET_LABEL = (773.0, 16.0)  # where the title "Berlin" goes


def inset_wall() -> Ring:
    """The Wall in the inset, north to south, bending west around Mitte (which is East)."""
    x0, y0, _w, h = INSET_FRAME
    top, bottom = y0 + 30, y0 + h - 10
    offsets = ((140, None), (134, 78), (128, 92), (118, 112), (136, 128), (164, 146))
    wall = [(x0 + dx, top if dy is None else y0 + dy) for dx, dy in offsets]
    return [*wall, (x0 + 176, bottom)]


def inset_geometry() -> dict[str, Ring]:
    """West Berlin and its sectors (French north, British middle west, US south) and East
    Berlin, as rings in board units."""
    x0, y0, w, h = INSET_FRAME
    left, top, right, bottom = x0 + 10, y0 + 30, x0 + w - 10, y0 + h - 10
    w0, w1, w2, w3, w4, w5, w6 = inset_wall()
    fr_br = (left, y0 + 94)  # French / British sector border, from the west edge to w2
    br_us = [(left, y0 + 150), (x0 + 78, y0 + 146)]  # British / US border, to w3
    return {
        "French": [(left, top), w0, w1, w2, fr_br],
        "British": [fr_br, w2, w3, br_us[1], br_us[0]],
        "US": [br_us[0], br_us[1], w3, w4, w5, w6, (left, bottom)],
        "East Berlin": [w0, (right, top), (right, bottom), w6, w5, w4, w3, w2, w1],
        "West Berlin": [(left, top), w0, w1, w2, w3, w4, w5, w6, (left, bottom)],
    }


# --------------------------------------------------------------------------------------------
# Fetching and parsing the source package


def ensure_package() -> Path:
    """Return the unpacked package folder, fetching it with ``npm pack`` if missing."""
    index = PKG_DIR / "package" / "index.js"
    if index.exists():
        return index.parent
    CACHE.mkdir(parents=True, exist_ok=True)
    if not PKG_TGZ.exists():
        subprocess.run(
            ["npm", "pack", PKG_SPEC, "--pack-destination", str(CACHE)],
            check=True,
            capture_output=True,
        )
    sys.path.insert(0, str(ROOT))
    from sitebuild.fetch import safe_extract  # extractall(filter=...) needs Python 3.11.4

    with tarfile.open(PKG_TGZ) as tgz:
        safe_extract(tgz, PKG_DIR)
    if not index.exists():
        sys.exit(f"unexpected package layout: {index} missing")
    return index.parent


def load_states(pkg: Path) -> tuple[tuple[float, float, float, float], dict[str, list[Ring]]]:
    """Read index.js (``export default {...}``): the viewBox and each state's rings."""
    text = (pkg / "index.js").read_text(encoding="utf-8")
    data = json.loads(text[text.index("{") : text.rindex("}") + 1])
    vx, vy, vw, vh = (float(v) for v in data["viewBox"].split())
    return (vx, vy, vw, vh), {loc["id"]: parse_path(loc["path"]) for loc in data["locations"]}


TOKEN = re.compile(r"[MmLlHhVvZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def parse_path(d: str) -> list[Ring]:
    """Parse an SVG path made of straight segments (M, L, H, V, Z, absolute or relative)."""
    rings: list[Ring] = []
    ring: Ring = []
    x = y = sx = sy = 0.0
    cmd = ""
    tokens = TOKEN.findall(d)
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok.isalpha():
            cmd = tok
            i += 1
            if cmd in "Zz":
                if len(ring) > 2:
                    rings.append(ring)
                ring = []
                x, y = sx, sy
            continue
        if cmd in "Mm":
            dx, dy = float(tokens[i]), float(tokens[i + 1])
            i += 2
            x, y = (x + dx, y + dy) if cmd == "m" else (dx, dy)
            if len(ring) > 2:
                rings.append(ring)
            ring = [(x, y)]
            sx, sy = x, y
            cmd = "l" if cmd == "m" else "L"  # implicit lineto after moveto
        elif cmd in "Ll":
            dx, dy = float(tokens[i]), float(tokens[i + 1])
            i += 2
            x, y = (x + dx, y + dy) if cmd == "l" else (dx, dy)
            ring.append((x, y))
        elif cmd in "Hh":
            v = float(tokens[i])
            i += 1
            x = x + v if cmd == "h" else v
            ring.append((x, y))
        elif cmd in "Vv":
            v = float(tokens[i])
            i += 1
            y = y + v if cmd == "v" else v
            ring.append((x, y))
        else:
            raise ValueError(f"unsupported path command {cmd!r}")
    if len(ring) > 2:
        rings.append(ring)
    return [close_open(r) for r in rings]


def close_open(ring: Ring) -> Ring:
    """Drop a final point that repeats the first (rings are implicitly closed)."""
    while len(ring) > 1 and math.dist(ring[0], ring[-1]) < 1e-6:
        ring = ring[:-1]
    return ring


# --------------------------------------------------------------------------------------------
# Geometry helpers


def ring_area(ring: Sequence[Point]) -> float:
    """Signed shoelace area (positive = clockwise on screen, where y points down)."""
    n = len(ring)
    return (
        sum(ring[i][0] * ring[(i + 1) % n][1] - ring[(i + 1) % n][0] * ring[i][1] for i in range(n))
        / 2
    )


def point_in_ring(p: Point, ring: Sequence[Point]) -> bool:
    x, y = p
    inside = False
    n = len(ring)
    for i in range(n):
        x1, y1 = ring[i]
        x2, y2 = ring[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def point_in_rings(p: Point, rings: Iterable[Sequence[Point]]) -> bool:
    """Even-odd rule over all rings (holes are rings inside rings)."""
    return sum(point_in_ring(p, r) for r in rings) % 2 == 1


def seg_dist(p: Point, a: Point, b: Point) -> float:
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    den = dx * dx + dy * dy
    t = 0.0 if den == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / den))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


def edge_dist(p: Point, rings: Iterable[Sequence[Point]]) -> float:
    best = math.inf
    for r in rings:
        n = len(r)
        for i in range(n):
            best = min(best, seg_dist(p, r[i], r[(i + 1) % n]))
    return best


def bbox(rings: Iterable[Sequence[Point]]) -> tuple[float, float, float, float]:
    pts = [p for r in rings for p in r]
    return (
        min(p[0] for p in pts),
        min(p[1] for p in pts),
        max(p[0] for p in pts),
        max(p[1] for p in pts),
    )


def douglas_peucker(pts: Ring, tol: float) -> Ring:
    """Simplify an open polyline, keeping both ends (iterative)."""
    if len(pts) < 3:
        return list(pts)
    keep = [False] * len(pts)
    keep[0] = keep[-1] = True
    stack = [(0, len(pts) - 1)]
    while stack:
        i, j = stack.pop()
        best, idx = -1.0, -1
        for k in range(i + 1, j):
            dist = seg_dist(pts[k], pts[i], pts[j])
            if dist > best:
                best, idx = dist, k
        if idx >= 0 and best > tol:
            keep[idx] = True
            stack.append((i, idx))
            stack.append((idx, j))
    return [p for p, k in zip(pts, keep, strict=True) if k]


def simplify_ring(ring: Ring) -> Ring:
    kept: Ring = [ring[0]]
    for p in ring[1:]:
        if math.dist(p, kept[-1]) >= RADIAL:
            kept.append(p)
    if len(kept) < 4:
        return kept
    far = max(range(len(kept)), key=lambda k: math.dist(kept[0], kept[k]))
    first = douglas_peucker(kept[: far + 1], DP_TOLERANCE)
    second = douglas_peucker([*kept[far:], kept[0]], DP_TOLERANCE)
    return first[:-1] + second[:-1]


def rnd(v: float) -> float:
    r = round(v, 1)
    return 0.0 if r == 0 else r


def round_ring(ring: Ring) -> Ring:
    out: Ring = []
    for x, y in ring:
        p = (rnd(x), rnd(y))
        if not out or p != out[-1]:
            out.append(p)
    while len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return out


def orient(rings: list[Ring]) -> list[Ring]:
    """Outer rings clockwise (positive area), holes (rings inside another) anticlockwise."""
    out: list[Ring] = []
    for i, r in enumerate(rings):
        depth = sum(
            1
            for j, o in enumerate(rings)
            if j != i and abs(ring_area(o)) > abs(ring_area(r)) and point_in_ring(r[0], o)
        )
        want_positive = depth % 2 == 0
        out.append(r if (ring_area(r) > 0) == want_positive else r[::-1])
    return out


def fmt(v: float) -> str:
    s = f"{v:.1f}"
    if s.endswith(".0"):
        s = s[:-2]
    return "0" if s == "-0" else s


def path_d(rings: Iterable[Ring]) -> str:
    parts = []
    for r in rings:
        parts.append("M" + "L".join(f"{fmt(x)} {fmt(y)}" for x, y in r) + "Z")
    return "".join(parts)


def nearest_index(ring: Ring, p: Point) -> int:
    return min(range(len(ring)), key=lambda k: (math.dist(ring[k], p), k))


def arc(ring: Ring, start: Point, end: Point, toward: Point) -> Ring:
    """The part of a ring between the vertices nearest to start and end (both included),
    in that order: of the two ways round, the one closer on average to toward."""
    i, j = nearest_index(ring, start), nearest_index(ring, end)
    n = len(ring)
    fwd = [ring[(i + k) % n] for k in range((j - i) % n + 1)]
    bwd = [ring[(i - k) % n] for k in range((i - j) % n + 1)]

    def mean_dist(pts: Ring) -> float:
        return sum(math.dist(p, toward) for p in pts) / len(pts)

    return min((fwd, bwd), key=mean_dist)


def shared(ring: Ring, others: list[Ring], tol: float = 1.0) -> Ring:
    """Vertices of ring that lie on (within tol of) the outline of others."""
    return [p for p in ring if edge_dist(p, others) <= tol]


def nudge_inside(p: Point, rings: list[Ring], margin: float) -> Point:
    """Move p (inside rings) away from the nearest edges until it is margin inside."""
    for _ in range(20):
        best: tuple[float, Point] | None = None
        for r in rings:
            n = len(r)
            for i in range(n):
                a, b = r[i], r[(i + 1) % n]
                dx, dy = b[0] - a[0], b[1] - a[1]
                den = dx * dx + dy * dy
                t = 0.0 if den == 0 else ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / den
                t = max(0.0, min(1.0, t))
                q = (a[0] + t * dx, a[1] + t * dy)
                d = math.dist(p, q)
                if best is None or d < best[0]:
                    best = (d, q)
        assert best is not None
        d, q = best
        if d >= margin - 0.05:
            break
        if d < 1e-9:
            raise ValueError(f"point {p} lies on an edge")
        p = (q[0] + (p[0] - q[0]) * margin / d, q[1] + (p[1] - q[1]) * margin / d)
    if not point_in_rings(p, rings):
        raise ValueError(f"nudging left the province at {p}")
    return p


def seg_seg_dist(a: Point, b: Point, c: Point, d: Point) -> float:
    """Distance between segments ab and cd (0 if they cross)."""

    def cross(o: Point, p: Point, q: Point) -> float:
        return (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0])

    d1, d2, d3, d4 = cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d)
    if ((d1 > 0) != (d2 > 0)) and ((d3 > 0) != (d4 > 0)):
        return 0.0
    return min(seg_dist(a, c, d), seg_dist(b, c, d), seg_dist(c, a, b), seg_dist(d, a, b))


def label_point(
    rings: list[Ring],
    avoid: Sequence[Point] = (),
    avoid_lines: Sequence[tuple[Point, Point]] = (),
    width: float = 0.0,
) -> Point:
    """Centre of a horizontal label of the given width, well inside the rings (even-odd),
    away from the cities and connection lines to avoid. Falls back to width 0 if no place
    fits the full width."""
    main = [r for r in rings if ring_area(r) > 0]
    x0, y0, x1, y1 = bbox(main)
    edges = [(r[i], r[(i + 1) % len(r)]) for r in rings for i in range(len(r))]

    def score(p: Point, hw: float, floor: float) -> float | None:
        a, b = (p[0] - hw, p[1]), (p[0] + hw, p[1])
        if not point_in_rings(p, rings):
            return None
        if hw and not (point_in_rings(a, rings) and point_in_rings(b, rings)):
            return None
        s = math.inf
        for c in avoid:
            s = min(s, 0.8 * seg_dist(c, a, b))
        for c, d in avoid_lines:
            s = min(s, 1.5 * seg_seg_dist(a, b, c, d) + 4)
        for c, d in edges:
            if s <= floor:
                return None
            s = min(s, seg_seg_dist(a, b, c, d))
        return s if s > floor else None

    def search(xs: Sequence[float], ys: Sequence[float], hw: float) -> tuple[float, Point]:
        best = (0.0, (math.nan, math.nan))
        for y in ys:
            for x in xs:
                sc = score((x, y), hw, best[0])
                if sc is not None:
                    best = (sc, (x, y))
        return best

    step = max(1.0, round(max(x1 - x0, y1 - y0) / 30, 1))
    for hw in (width / 2, 0.0):
        found, (cx, cy) = search(frange(x0, x1, step), frange(y0, y1, step), hw)
        if found > 0:
            fx, fy = search(
                frange(cx - step, cx + step, step / 4), frange(cy - step, cy + step, step / 4), hw
            )[1]
            return (rnd(fx), rnd(fy))
    raise ValueError("no interior point found")


LABEL_CHAR_WIDTH = 5.0  # board units per character of a label (font size about 10)


def label_width(name: str) -> float:
    return LABEL_CHAR_WIDTH * len(name)


def frange(a: float, b: float, step: float) -> list[float]:
    n = int(math.floor((b - a) / step))
    return [a + step * k for k in range(n + 1)]


# --------------------------------------------------------------------------------------------
# Projection


def merc(lat: float) -> float:
    return math.log(math.tan(math.pi / 4 + math.radians(lat) / 2))


class Projection:
    """x = ax * lon + bx; y = ay * mercator(lat) + by (least-squares fit)."""

    def __init__(self, states: dict[str, list[Ring]]) -> None:
        lons, lats, xs, ys = [], [], [], []
        for lat, lon, sid, extreme in CALIBRATION:
            pts = [p for r in states[sid] for p in r]
            key = {
                "north": lambda p: p[1],
                "south": lambda p: -p[1],
                "west": lambda p: p[0],
                "east": lambda p: -p[0],
            }[extreme]
            x, y = min(pts, key=key)
            lons.append(lon)
            lats.append(merc(lat))
            xs.append(x)
            ys.append(y)
        self.ax, self.bx = linfit(lons, xs)
        self.ay, self.by = linfit(lats, ys)
        self.residuals = [
            (round(self(la, lo)[0] - x, 2), round(self(la, lo)[1] - y, 2))
            for (la, lo, _, _), x, y in zip(CALIBRATION, xs, ys, strict=True)
        ]

    def __call__(self, lat: float, lon: float) -> Point:
        return (self.ax * lon + self.bx, self.ay * merc(lat) + self.by)


def linfit(xs: Sequence[float], ys: Sequence[float]) -> tuple[float, float]:
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    a = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sum(
        (x - mx) ** 2 for x in xs
    )
    return a, my - a * mx


# --------------------------------------------------------------------------------------------
# Building the map


def merge_states(states: dict[str, list[Ring]], ids: Sequence[str]) -> list[Ring]:
    """Merge the rings of several states into one province. A hole of the first state that a
    ring of another state fills (Bremen inside Niedersachsen) is dropped with that ring; a ring
    sharing one stretch of border with a ring of the province (Saarland, Bremerhaven) is
    joined to it; anything else is kept as a separate subpath."""
    base = list(states[ids[0]])
    for sid in ids[1:]:
        for ring in states[sid]:
            bb = bbox([ring])
            hole = next(
                (
                    i
                    for i, h in enumerate(base)
                    if max(abs(a - b) for a, b in zip(bbox([h]), bb, strict=True)) < 1.0
                ),
                None,
            )
            if hole is not None:
                del base[hole]
                continue
            for i, other in enumerate(base):
                joined = join_rings(other, ring)
                if joined is not None:
                    base[i] = joined
                    break
            else:
                base.append(ring)
    return base


def join_rings(a: Ring, b: Ring, tol: float = 0.2) -> Ring | None:
    """Union of two rings that share one stretch of border, or None if they don't."""
    if ring_area(a) < 0:
        a = a[::-1]
    if ring_area(b) < 0:
        b = b[::-1]
    run_a = shared_run([edge_dist(p, [b]) <= tol for p in a])
    run_b = shared_run([edge_dist(p, [a]) <= tol for p in b])
    if run_a is None or run_b is None:
        return None
    (i1, i2), (j1, j2) = run_a, run_b
    # Both rings run clockwise, so they walk the shared stretch in opposite directions.
    if math.dist(a[i1], b[j2]) > 3 * tol or math.dist(a[i2], b[j1]) > 3 * tol:
        return None
    na, nb = len(a), len(b)
    outline = [a[(i2 + k) % na] for k in range((i1 - i2) % na + 1)]
    outline += [b[(j2 + k) % nb] for k in range(1, (j1 - j2) % nb)]
    if abs(ring_area(outline) - ring_area(a) - ring_area(b)) > 0.01 * ring_area(b):
        return None
    return outline


def shared_run(flags: Sequence[bool]) -> tuple[int, int] | None:
    """(first, last) index of the single circular run of True flags (at least 2 long)."""
    n = len(flags)
    starts = [k for k in range(n) if flags[k] and not flags[k - 1]]
    if len(starts) != 1:
        return None
    end = starts[0]
    while flags[(end + 1) % n]:
        end = (end + 1) % n
    return (starts[0], end) if end != starts[0] else None


def clean(rings: list[Ring]) -> list[Ring]:
    out = []
    for r in rings:
        s = round_ring(simplify_ring(r))
        if len(s) >= 3 and abs(ring_area(s)) >= MIN_RING_AREA:
            out.append(s)
    return orient(out)


def area_entry(rings: list[Ring], label: Point) -> dict[str, object]:
    return {"d": path_d(rings), "label": [label[0], label[1]]}


def build(board: dict) -> dict[str, object]:
    pkg = ensure_package()
    _viewbox, states = load_states(pkg)
    proj = Projection(states)

    provinces: dict[str, list[Ring]] = {
        name: clean(merge_states(states, ids)) for name, ids in PROVINCES.items()
    }
    berlin = clean(states["be"])
    hamburg = clean(states["hh"])

    polska_ring, cssr_ring = neighbour_areas(provinces, proj)
    polska_rings, cssr_rings = [polska_ring], [cssr_ring]

    # Cities: projected, then nudged to sit a little inside their home: their province (for
    # the East Berlin city "Berlin": the Berlin area of the main map), the Hamburg area, or
    # the neighbour area around an external site.
    cities: dict[str, Point] = {}
    for c in board["cities"]:
        p = proj(*city_latlon(c))
        home = c.get("province")
        if home == "East Berlin":
            rings = berlin
        elif home:
            rings = provinces[home]
        elif c.get("kind") == "hamburg":
            rings = hamburg
        else:
            rings = next((r for r in (polska_rings, cssr_rings) if point_in_rings(p, r)), [])
        if rings and point_in_rings(p, rings):
            p = nudge_inside(p, rings, MIN_CITY_INSET)
        cities[c["name"]] = (rnd(p[0]), rnd(p[1]))
    lines = [(cities[a], cities[b]) for a, b in connection_pairs(board)]
    city_pts = list(cities.values())

    inset = {k: orient([round_ring(v)])[0] for k, v in inset_geometry().items()}

    out_provinces: dict[str, dict[str, object]] = {}
    for name in [p["name"] for p in board["provinces"]]:
        if name in INSET_PROVINCES:
            rings = [inset[name]]
            label = label_point(rings, width=label_width(name))
        else:
            rings = provinces[name]
            label = label_point(rings, city_pts, lines, label_width(name))
        out_provinces[name] = area_entry(rings, label)
    missing = set(PROVINCES) - set(out_provinces)
    if missing:
        sys.exit(f"provinces missing from the board data: {sorted(missing)}")

    external = [cities[c["name"]] for c in board["cities"] if c["kind"] == "external"]
    areas = {
        "hamburg": area_entry(hamburg, label_point(hamburg)),
        "berlin": area_entry(berlin, label_point(berlin)),
        "Polska": area_entry(
            polska_rings, label_point(polska_rings, external, lines, label_width("Polska"))
        ),
        "ČSSR": area_entry(
            cssr_rings, label_point(cssr_rings, external, lines, label_width("ČSSR"))
        ),
    }

    sectors = {
        s: area_entry([inset[s]], label_point([inset[s]], width=label_width(s)))
        for s in ("British", "French", "US")
    }
    east = inset["East Berlin"]
    ex, ey = label_point([east], width=label_width("East Berlin"))
    west_label = label_point([inset["West Berlin"]], width=label_width("West Berlin"))
    hw = label_width("East Berlin") / 2
    anchor = label_point([east], avoid_lines=[((ex - hw, ey), (ex + hw, ey))])

    x0, y0, w, h = INSET_FRAME
    all_pts = [p for rings in provinces.values() for r in rings for p in r]
    all_pts += [*city_pts, *polska_ring, *cssr_ring, (x0, y0), (x0 + w, y0 + h)]
    pad = 10.0
    minx = math.floor(min(p[0] for p in all_pts) - pad)
    miny = math.floor(min(p[1] for p in all_pts) - pad)
    maxx = math.ceil(max(p[0] for p in all_pts) + pad)
    maxy = math.ceil(max(p[1] for p in all_pts) + pad)

    return {
        "viewBox": [minx, miny, maxx - minx, maxy - miny],
        "source": SOURCE,
        "projection": {
            "kind": "mercator",
            "x": [round(proj.ax, 4), round(proj.bx, 4)],
            "y": [round(proj.ay, 4), round(proj.by, 4)],
            "formula": "x = x[0]*lon + x[1]; y = y[0]*ln(tan(pi/4 + lat_rad/2)) + y[1]",
        },
        "provinces": out_provinces,
        "areas": areas,
        "cities": {name: [p[0], p[1]] for name, p in cities.items()},
        "berlin_inset": {
            "frame": [x0, y0, w, h],
            "label": list(INSET_LABEL),
            "sectors": sectors,
            "East Berlin": area_entry([east], (ex, ey)),
            "West Berlin": area_entry([inset["West Berlin"]], west_label),
            "wall": [[p[0], p[1]] for p in inset_wall()],
            "city_berlin_anchor": [anchor[0], anchor[1]],
        },
    }


def city_latlon(city: dict) -> tuple[float, float]:
    """lat/lon of a city: ``lat``/``lon`` fields, or ``at`` = [lat, lon]."""
    if "lat" in city:
        return float(city["lat"]), float(city["lon"])
    lat, lon = city["at"]
    return float(lat), float(lon)


def connection_pairs(board: dict) -> list[tuple[str, str]]:
    """City pairs of the connections: objects with ``a``/``b`` or lists [a, b, lines]."""
    out = []
    for c in board.get("connections", []):
        out.append((c["a"], c["b"]) if isinstance(c, dict) else (c[0], c[1]))
    return out


def neighbour_areas(provinces: dict[str, list[Ring]], proj: Projection) -> tuple[Ring, Ring]:
    """Outline rings of Polska and ČSSR, sharing the provinces' vertices along the border."""

    def main_ring(name: str) -> Ring:
        return max(provinces[name], key=ring_area)

    mv, bb, sn, by = (main_ring(n) for n in ("Mecklenburg", "Brandenburg", "Sachsen", "Bayern"))
    beach = proj(*USEDOM_BEACH)
    usedom = min(
        provinces["Mecklenburg"], key=lambda r: math.dist(r[nearest_index(r, beach)], beach)
    )
    to_pl, to_cz = proj(*POLSKA_TOWARD), proj(*CSSR_TOWARD)
    # Tripoints: the eastern (Polish) ends of the MV/BB and BB/SN borders, the eastern (Czech)
    # end of the SN/BY border; the two DE-x-CZ tripoints from their coordinates.
    tri_mv_bb = max(shared(mv, [bb]), key=lambda p: p[0])
    tri_bb_sn = max(shared(bb, [sn]), key=lambda p: p[0])
    tri_sn_by = max(shared(sn, [by]), key=lambda p: p[0])
    tri_pl_cz = sn[nearest_index(sn, proj(*TRIPOINT_DE_PL_CZ))]
    tri_at_cz = by[nearest_index(by, proj(*TRIPOINT_DE_AT_CZ))]

    west_pl = [
        *arc(usedom, beach, proj(*USEDOM_LAGOON), to_pl),
        *arc(mv, proj(*MAINLAND_LAGOON), tri_mv_bb, to_pl),
        *arc(bb, tri_mv_bb, tri_bb_sn, to_pl)[1:],
        *arc(sn, tri_bb_sn, tri_pl_cz, to_pl)[1:],
    ]
    pl_cz = [proj(*p) for p in PL_CZ_BORDER]
    polska = [*west_pl, *pl_cz, *(proj(*p) for p in POLSKA_OUTER)]
    north_cz = [
        *arc(sn, tri_pl_cz, tri_sn_by, to_cz),
        *arc(by, tri_sn_by, tri_at_cz, to_cz)[1:],
    ]
    cssr = [*north_cz, *(proj(*p) for p in CZ_AT_BORDER), *reversed(pl_cz)]
    return orient([round_ring(polska)])[0], orient([round_ring(cssr)])[0]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--board",
        type=Path,
        default=DEFAULT_BOARD,
        help="board data with cities (name, province, lat, lon)",
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--fetch", action="store_true",
                        help="only fetch the source package into .cache/ (for the tests)")
    args = parser.parse_args(argv)
    if args.fetch:
        print(f"source package in {ensure_package()}")
        return 0
    board = json.loads(args.board.read_text(encoding="utf-8"))
    data = build(board)
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out} ({len(text.encode('utf-8'))} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
