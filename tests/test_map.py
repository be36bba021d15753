"""Checks of the board geometry in wsdv/data/map.json (built by tools/make_map.py)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

Point = tuple[float, float]
Ring = list[Point]

ROOT = Path(__file__).resolve().parents[1]
MAP = ROOT / "wsdv" / "data" / "map.json"
BOARD = Path(__file__).resolve().parents[2] / "shared" / "reference" / "board.json"
PACKAGE = ROOT / ".cache" / "svg-maps-germany-2.0.0" / "package" / "index.js"
INSET_PROVINCES = {"West Berlin", "East Berlin"}

PATH_RE = re.compile(r"(?:M-?\d+(?:\.\d)? -?\d+(?:\.\d)?(?:L-?\d+(?:\.\d)? -?\d+(?:\.\d)?)+Z)+")


@pytest.fixture(scope="module")
def data() -> dict:
    return json.loads(MAP.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def board() -> dict:
    if not BOARD.exists():
        pytest.skip(f"reference board data not found at {BOARD}")
    return json.loads(BOARD.read_text(encoding="utf-8"))


def rings_of(d: str) -> list[Ring]:
    """Rings of a path made only of absolute M, L, Z commands."""
    rings: list[Ring] = []
    for cmd, x, y in re.findall(r"([MLZ])(?:(-?[\d.]+) (-?[\d.]+))?", d):
        if cmd == "M":
            rings.append([(float(x), float(y))])
        elif cmd == "L":
            rings[-1].append((float(x), float(y)))
    return rings


def inside(p: Point, rings: list[Ring]) -> bool:
    """Even-odd point-in-polygon over all rings."""
    px, py = p
    crossings = 0
    for ring in rings:
        n = len(ring)
        for i in range(n):
            (x1, y1), (x2, y2) = ring[i], ring[(i + 1) % n]
            if (y1 > py) != (y2 > py) and px < x1 + (py - y1) * (x2 - x1) / (y2 - y1):
                crossings += 1
    return crossings % 2 == 1


def all_shapes(data: dict) -> dict[str, dict]:
    """Every drawn shape with a label: provinces, areas, inset sectors and inset parts."""
    inset = data["berlin_inset"]
    shapes = {f"province {k}": v for k, v in data["provinces"].items()}
    shapes |= {f"area {k}": v for k, v in data["areas"].items()}
    shapes |= {f"sector {k}": v for k, v in inset["sectors"].items()}
    shapes |= {f"inset {k}": inset[k] for k in ("East Berlin", "West Berlin") if k in inset}
    return shapes


def main_map(data: dict) -> dict[str, list[Ring]]:
    """The German shapes of the main map (not the inset, not the neighbour areas)."""
    shapes = {k: rings_of(v["d"]) for k, v in data["provinces"].items()}
    shapes = {k: v for k, v in shapes.items() if k not in INSET_PROVINCES}
    shapes["hamburg"] = rings_of(data["areas"]["hamburg"]["d"])
    shapes["berlin"] = rings_of(data["areas"]["berlin"]["d"])
    return shapes


def test_names_match_the_board(data: dict, board: dict) -> None:
    assert set(data["provinces"]) == {p["name"] for p in board["provinces"]}
    assert set(data["cities"]) == {c["name"] for c in board["cities"]}
    assert {"hamburg", "berlin", "Polska", "ČSSR"} <= set(data["areas"])
    assert set(data["berlin_inset"]["sectors"]) == set(board["west_berlin_sectors"])
    assert "East Berlin" in data["berlin_inset"]


def test_paths_use_only_absolute_m_l_z(data: dict) -> None:
    for name, shape in all_shapes(data).items():
        assert PATH_RE.fullmatch(shape["d"]), name
        assert all(len(r) >= 3 for r in rings_of(shape["d"])), name


def test_cities_inside_their_province(data: dict, board: dict) -> None:
    german = main_map(data)
    for city in board["cities"]:
        p = tuple(data["cities"][city["name"]])
        if city["province"] == "East Berlin":
            # The main map shows East Berlin's city inside the Berlin area.
            assert inside(p, german["berlin"]), city["name"]
        elif city["province"]:
            assert inside(p, german[city["province"]]), city["name"]
        elif city["kind"] == "hamburg":
            assert inside(p, german["hamburg"]), city["name"]


def test_external_sites_outside_germany(data: dict, board: dict) -> None:
    german = main_map(data)
    externals = [c for c in board["cities"] if c["kind"] == "external"]
    assert len(externals) == 4
    for city in externals:
        p = tuple(data["cities"][city["name"]])
        for name, rings in german.items():
            assert not inside(p, rings), (city["name"], name)
        assert inside(p, rings_of(data["areas"][city["country"]]["d"])), city["name"]
    # Polska is east of the Oder, ČSSR south of Sachsen.
    cities = data["cities"]
    for name in ("Polska-N", "Polska-S"):
        assert cities[name][0] > cities["Schwedt"][0]
    for name in ("ČSSR-E", "ČSSR-W"):
        assert cities[name][1] > cities["Karl-Marx-Stadt"][1]


def test_neighbour_areas_do_not_cover_germany(data: dict) -> None:
    german = main_map(data)
    boxes = {k: bbox(v) for k, v in german.items()}
    for country in ("Polska", "ČSSR"):
        rings = rings_of(data["areas"][country]["d"])
        x0, y0, x1, y1 = bbox(rings)
        samples = [
            (x0 + 0.5 + 4 * i, y0 + 0.5 + 4 * j)
            for i in range(int((x1 - x0) / 4) + 1)
            for j in range(int((y1 - y0) / 4) + 1)
        ]
        for p in samples:
            if not inside(p, rings) or edge_distance(p, rings) < 1.5:
                continue
            for name, box in boxes.items():
                if box[0] <= p[0] <= box[2] and box[1] <= p[1] <= box[3]:
                    assert not inside(p, german[name]), (country, name, p)


def test_labels_inside(data: dict) -> None:
    for name, shape in all_shapes(data).items():
        assert inside(tuple(shape["label"]), rings_of(shape["d"])), name


def test_berlin_inset(data: dict) -> None:
    inset = data["berlin_inset"]
    x, y, w, h = inset["frame"]
    east = rings_of(inset["East Berlin"]["d"])
    assert inside(tuple(inset["city_berlin_anchor"]), east)
    west = rings_of(data["provinces"]["West Berlin"]["d"])
    assert rings_of(data["provinces"]["East Berlin"]["d"]) == east
    for name, sector in inset["sectors"].items():
        assert inside(tuple(sector["label"]), west), name
        for ring in rings_of(sector["d"]):
            for p in ring:
                assert x <= p[0] <= x + w and y <= p[1] <= y + h, name
    # History: French sector north, British in the middle, US south.
    label_y = {k: v["label"][1] for k, v in inset["sectors"].items()}
    assert label_y["French"] < label_y["British"] < label_y["US"]
    assert inset["East Berlin"]["label"][0] > max(v["label"][0] for v in inset["sectors"].values())
    # The inset sits outside the main map.
    for name, rings in main_map(data).items():
        bx0, by0, bx1, by1 = bbox(rings)
        assert bx1 < x or bx0 > x + w or by1 < y or by0 > y + h, name
    for name in ("Polska", "ČSSR"):
        assert bbox(rings_of(data["areas"][name]["d"]))[2] < x, name


def test_viewbox_contains_everything(data: dict) -> None:
    vx, vy, vw, vh = data["viewBox"]
    points: list[Point] = []
    for shape in all_shapes(data).values():
        points += [p for r in rings_of(shape["d"]) for p in r]
        points.append(tuple(shape["label"]))
    points += [tuple(p) for p in data["cities"].values()]
    inset = data["berlin_inset"]
    fx, fy, fw, fh = inset["frame"]
    points += [(fx, fy), (fx + fw, fy + fh), tuple(inset["city_berlin_anchor"])]
    for p in points:
        assert vx <= p[0] <= vx + vw and vy <= p[1] <= vy + vh, p


def test_file_is_small() -> None:
    assert MAP.stat().st_size < 80_000


@pytest.mark.skipif(not PACKAGE.exists(), reason="source package not in .cache (run make_map)")
def test_make_map_is_deterministic(tmp_path: Path) -> None:
    """One run, with a hash seed of its own, gives the committed bytes (which an earlier run,
    in another process, wrote): deterministic, and map.json is up to date."""
    out = tmp_path / "map.json"
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_map.py"), "--out", str(out)],
        check=True,
        capture_output=True,
        env={**os.environ, "PYTHONHASHSEED": "12345"},
    )
    assert out.read_bytes() == MAP.read_bytes(), "map.json is out of date: run tools/make_map.py"


def bbox(rings: list[Ring]) -> tuple[float, float, float, float]:
    xs = [p[0] for r in rings for p in r]
    ys = [p[1] for r in rings for p in r]
    return min(xs), min(ys), max(xs), max(ys)


def edge_distance(p: Point, rings: list[Ring]) -> float:
    best = float("inf")
    for ring in rings:
        n = len(ring)
        for i in range(n):
            (ax, ay), (bx, by) = ring[i], ring[(i + 1) % n]
            dx, dy = bx - ax, by - ay
            den = dx * dx + dy * dy
            t = 0.0 if den == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / den))
            best = min(best, ((p[0] - ax - t * dx) ** 2 + (p[1] - ay - t * dy) ** 2) ** 0.5)
    return best
