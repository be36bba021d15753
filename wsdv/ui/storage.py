"""Games kept in the browser's localStorage: a list of several games, autosave, continue,
rename, delete, import of save strings and share links.

Pure Python, no DOM import: the page passes ``window.localStorage`` in (tests pass a fake);
all this module uses of it is getItem, setItem, removeItem, key and length. Storage faults
never raise into the page: a full or unavailable localStorage turns into a warning and the
games live on in memory (still playable and exportable); a damaged record is reported and
skipped. Each record carries its format version; older formats are migrated when read.

One localStorage key per game (``wsdv.game.<id>``): a damaged record costs only that game.
"""

from __future__ import annotations

import json
import math
import random
import re
import time
import unicodedata
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from typing import Any

from ..engine import Game, SaveError, savefile

FORMAT = 1  # the record format written by this version
PREFIX = "wsdv.game."
CURRENT_KEY = "wsdv.current"  # id of the game shown last: a reload continues it
LEGACY_KEY = "wsdv.save"  # the single save string of the first version of the page
NAME_MAX = 60
SIDES = ("west", "east")
MODES = ("hotseat", "computer")
ID_RE = re.compile(r"[0-9a-z]{1,32}")
LEVEL_RE = re.compile(r"[a-z]{1,16}")
FRAGMENT_KEY = "save"  # share links: <page>#save=WSDV1....
MAX_NESTING = 8  # records are flat objects
STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')
BRACKETS = re.compile(r"[\[\]{}]")

# Warnings: kind -> text (the UI may translate by kind).
FULL = "full"
UNAVAILABLE = "unavailable"
WARNINGS = {
    FULL: "The browser's storage is full: this game is kept only in this tab. "
          "Export it (copy the save string) to keep it.",
    UNAVAILABLE: "The browser's storage is unavailable: games are kept only in this tab. "
                 "Export a game (copy the save string) to keep it.",
}


class StoreError(ValueError):
    """A stored game cannot be opened (missing or damaged); the message says why."""


class ImportProblem(ValueError):
    """A pasted string or link is not a save of this game; the message says why."""


@dataclass(frozen=True)
class GameRecord:
    id: str
    name: str
    mode: str  # "hotseat" or "computer"
    human: str | None  # the side the human plays against the computer; None in hot seat
    level: str | None  # the computer's level; None in hot seat
    decade: int  # 0: not known yet (a migrated record, until it is opened)
    choices: int
    created: float  # ms since the epoch
    updated: float  # last played, ms since the epoch
    result: str | None  # "winner:reason" once the game is over
    save: str

    def to_json(self) -> str:
        return json.dumps({"format": FORMAT, **asdict(self)}, ensure_ascii=False,
                          separators=(",", ":"))


@dataclass(frozen=True)
class Problem:
    key: str
    message: str


@dataclass(frozen=True)
class Imported:
    record: GameRecord
    game: Game
    status: str  # "new", "updated" (a later position of a stored game) or "existing"


# ----------------------------------------------------------------------------- names


def clean_name(name: object, fallback: str = "Game") -> str:
    """A game name as plain text: no control or format characters (bidi overrides), single
    spaces, at most NAME_MAX characters; ``fallback`` when nothing is left. Markup stays
    literal text: the UI inserts names as text, never as HTML."""
    return _plain(name) or _plain(fallback) or "Game"


def _plain(text: object) -> str:
    if not isinstance(text, str):
        return ""
    kept = "".join(
        " " if ch.isspace() else ch
        for ch in text
        if ch.isspace() or unicodedata.category(ch)[0] != "C"
    )
    return " ".join(kept.split())[:NAME_MAX].strip()


def summary(game: Game) -> dict[str, Any]:
    """The record fields that follow from the game itself."""
    r = game.result
    return {"decade": game.state.decade, "choices": len(game.choices),
            "result": f"{r.winner}:{r.reason}" if r else None, "save": game.save()}


# ----------------------------------------------------------------------------- records


def _v0_to_v1(data: dict[str, Any], key: str) -> dict[str, Any]:
    """Format 0 (no "format" field): {"title", "save", "time" (s), "vs": "human" or
    "computer:<side>"}. Decade and result are only known after replaying: 0 / None until the
    game is opened again."""
    vs = data.get("vs", "human")
    computer = isinstance(vs, str) and vs.startswith("computer:")
    stamp = data.get("time")
    ms = float(stamp) * 1000 if _finite(stamp) else 0.0
    save = data.get("save")
    try:
        count = len(savefile.decode(save)[1]) if isinstance(save, str) else 0
    except SaveError:
        count = 0  # reported when the game is opened
    return {
        "id": key.removeprefix(PREFIX), "name": data.get("title"),
        "mode": "computer" if computer else "hotseat",
        "human": vs.removeprefix("computer:") if computer else None,
        "level": "normal" if computer else None, "decade": 0, "choices": count,
        "created": ms, "updated": ms, "result": None, "save": save,
    }


MIGRATIONS: dict[int, Callable[[dict[str, Any], str], dict[str, Any]]] = {0: _v0_to_v1}


def _nesting(text: str) -> int:
    """How deeply the JSON in ``text`` nests. Checked before parsing: in Pyodide a deeply
    nested text overflows the JavaScript stack inside json.loads, a fatal error that no
    Python exception handler catches."""
    depth = deepest = 0
    for bracket in BRACKETS.findall(STRINGS.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest


def _finite(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and \
        math.isfinite(value)


def parse_record(key: str, text: object) -> GameRecord:
    """The record stored under ``key``; StoreError says what is wrong with it."""
    if not isinstance(text, str):
        raise StoreError("the stored entry is not text")
    if _nesting(text) > MAX_NESTING:
        raise StoreError("the stored entry is not a game record (nested too deeply)")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as e:
        raise StoreError("the stored entry is not valid JSON") from e
    if not isinstance(data, dict):
        raise StoreError("the stored entry is not a game record")
    version = data.get("format", 0)
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise StoreError("the stored entry has no valid format version")
    if version > FORMAT:
        raise StoreError(f"the stored entry has format {version}, made by a newer version "
                         f"of the game (this one reads up to {FORMAT})")
    while version < FORMAT:
        data = MIGRATIONS[version](data, key)
        version += 1
    return _validated(key, data)


def _validated(key: str, data: dict[str, Any]) -> GameRecord:
    def fail(what: str) -> StoreError:
        return StoreError(f"the stored entry has {what}")

    rid = data.get("id")
    if not isinstance(rid, str) or not ID_RE.fullmatch(rid) or PREFIX + rid != key:
        raise fail("a wrong id")
    mode, human, level = data.get("mode"), data.get("human"), data.get("level")
    if mode not in MODES:
        raise fail("an unknown mode")
    if mode == "computer" and (human not in SIDES or not isinstance(level, str)
                               or not LEVEL_RE.fullmatch(level)):
        raise fail("no valid side or level for the computer game")
    if mode == "hotseat" and (human is not None or level is not None):
        raise fail("a side or level in a hot-seat game")
    numbers = {k: data.get(k) for k in ("decade", "choices", "created", "updated")}
    if not all(_finite(v) and v >= 0 for v in numbers.values()):
        raise fail("invalid numbers")
    if not all(isinstance(data.get(k), int) for k in ("decade", "choices")):
        raise fail("invalid counts")
    result, save = data.get("result"), data.get("save")
    if result is not None and (not isinstance(result, str) or len(result) > 80):
        raise fail("an invalid result")
    if not isinstance(save, str) or not save.startswith(savefile.PREFIX) or \
            len(save) > savefile.MAX_TEXT:
        raise fail("no save string")
    return GameRecord(
        id=rid, name=clean_name(data.get("name"), "Game"), mode=mode, human=human,
        level=level, decade=data["decade"], choices=data["choices"],
        created=float(data["created"]), updated=float(data["updated"]), result=result,
        save=save,
    )


# ----------------------------------------------------------------------------- the store


class Store:
    """The games list over a localStorage-like ``backend`` (None: storage unavailable).

    ``warning`` (None, FULL or UNAVAILABLE) tells the page to show a storage warning;
    ``problems`` lists the damaged entries the last listing skipped.
    """

    def __init__(self, backend: Any, clock: Callable[[], float] | None = None,
                 rng: random.Random | None = None) -> None:
        self.backend = backend
        self.clock = clock or (lambda: time.time() * 1000)
        self.rng = rng or random.Random()
        self.memory: dict[str, str] = {}  # entries localStorage refused (full, unavailable)
        self.removed: set[str] = set()  # deleted while localStorage could not remove them
        self.warning: str | None = None
        self.problems: list[Problem] = []
        if backend is None:
            self.warning = UNAVAILABLE
        else:
            self._get(CURRENT_KEY)  # probes access: a blocked storage throws on first use
            self._migrate_legacy()

    # --- raw access: every fault of the backend ends here -------------------------------

    def _get(self, key: str) -> str | None:
        if key in self.memory:
            return self.memory[key]
        if key in self.removed or self.backend is None:
            return None
        try:
            value = self.backend.getItem(key)
        except Exception:  # SecurityError: storage blocked for this page
            self._unavailable()
            return None
        return value if isinstance(value, str) else None

    def _set(self, key: str, value: str) -> bool:
        """Store ``value``; False (and the warning) when it is kept in memory only."""
        self.removed.discard(key)
        if self.backend is not None:
            try:
                self.backend.setItem(key, value)
            except Exception as e:  # QuotaExceededError, SecurityError
                self.warning = FULL if _looks_full(e) else self.warning or UNAVAILABLE
            else:
                self.memory.pop(key, None)
                self._flush()
                return True
        self.memory[key] = value
        if self.warning is None:
            self.warning = UNAVAILABLE
        return False

    def _flush(self) -> None:
        """Storage took a write again: store what only memory held, clear the warning."""
        for key, value in list(self.memory.items()):
            try:
                self.backend.setItem(key, value)
            except Exception:
                return
            del self.memory[key]
        self.warning = None

    def _remove(self, key: str) -> None:
        self.memory.pop(key, None)
        if self.backend is None:
            return
        try:
            self.backend.removeItem(key)
        except Exception:
            self.removed.add(key)
            self._unavailable()

    def _keys(self) -> list[str]:
        keys: set[str] = set(self.memory)
        if self.backend is not None:
            try:
                count = int(self.backend.length)
                for i in range(min(count, 100_000)):
                    key = self.backend.key(i)
                    if isinstance(key, str):
                        keys.add(key)
            except Exception:
                self._unavailable()
        return sorted(keys - self.removed)

    def _unavailable(self) -> None:
        if self.warning is None:
            self.warning = UNAVAILABLE

    @property
    def warning_text(self) -> str | None:
        return WARNINGS.get(self.warning or "")

    def in_memory_only(self, record_id: str) -> bool:
        """True when the latest state of this game could not be written to localStorage."""
        return PREFIX + record_id in self.memory

    # --- the games list -------------------------------------------------------------------

    def games(self) -> list[GameRecord]:
        """All readable games, last played first; damaged entries go to ``problems``."""
        records, problems = [], []
        for key in self._keys():
            if not key.startswith(PREFIX):
                continue
            try:
                records.append(parse_record(key, self._get(key)))
            except StoreError as e:
                problems.append(Problem(key, str(e)))
            except Exception as e:  # a bug must not brick the page: report it as damage
                problems.append(Problem(key, f"the stored entry cannot be read ({e!r:.80})"))
        self.problems = problems
        return sorted(records, key=lambda r: (-r.updated, r.id))

    def get(self, record_id: str) -> GameRecord:
        key = PREFIX + record_id
        text = self._get(key)
        if text is None:
            raise StoreError("this game is no longer stored")
        return parse_record(key, text)

    def open(self, record_id: str) -> tuple[GameRecord, Game]:
        """Continue a stored game: its record and the game replayed from its save."""
        record = self.get(record_id)
        try:
            game = Game.load(record.save)
        except SaveError as e:
            raise StoreError(f"the game “{record.name}” cannot be loaded: {e}") from e
        except Exception as e:  # Game.load promises SaveError only; stay safe regardless
            raise StoreError(f"the game “{record.name}” cannot be loaded ({e!r:.80})") from e
        self.set_current(record.id)
        if record.decade != game.state.decade or record.choices != len(game.choices):
            record = self._write(replace(record, **summary(game)))  # a migrated record
        return record, game

    def create(self, game: Game, name: str, mode: str = "hotseat", human: str | None = None,
               level: str | None = None) -> GameRecord:
        if mode not in MODES or (mode == "computer") != (human in SIDES):
            raise ValueError(f"bad mode {mode!r} / human side {human!r}")
        if mode == "computer" and not (isinstance(level, str) and LEVEL_RE.fullmatch(level)):
            raise ValueError(f"bad computer level {level!r}")
        now = self.clock()
        record = GameRecord(
            id=self._new_id(), name=clean_name(name), mode=mode,
            human=human if mode == "computer" else None,
            level=level if mode == "computer" else None,
            created=now, updated=now, **summary(game),
        )
        self.set_current(record.id)
        return self._write(record)

    def update(self, record: GameRecord, game: Game) -> GameRecord:
        """Autosave: the record with the game's current position (after every choice)."""
        return self._write(replace(record, updated=self.clock(), **summary(game)))

    def rename(self, record_id: str, name: str) -> GameRecord:
        record = self.get(record_id)
        return self._write(replace(record, name=clean_name(name, record.name)))

    def delete(self, record_id: str) -> None:
        self._remove(PREFIX + record_id)
        if self.current() == record_id:
            self._remove(CURRENT_KEY)

    def current(self) -> str | None:
        value = self._get(CURRENT_KEY)
        return value if value is not None and ID_RE.fullmatch(value) else None

    def set_current(self, record_id: str | None) -> None:
        if record_id is None:
            self._remove(CURRENT_KEY)
        else:
            self._set(CURRENT_KEY, record_id)

    def _write(self, record: GameRecord) -> GameRecord:
        self._set(PREFIX + record.id, record.to_json())
        return record

    def _new_id(self) -> str:
        taken = set(self._keys())
        while True:
            rid = f"{int(self.clock()):x}{self.rng.getrandbits(32):08x}"[-24:]
            if PREFIX + rid not in taken:
                return rid

    def _migrate_legacy(self) -> None:
        """The first page kept one save under LEGACY_KEY: move it into the games list."""
        text = self._get(LEGACY_KEY)
        if text is None:
            return
        try:
            game = Game.load(text)
        except Exception:
            self.problems.append(Problem(LEGACY_KEY, "the old saved game cannot be loaded"))
            return
        record = self.create(game, "Saved game")
        if not self.in_memory_only(record.id):
            self._remove(LEGACY_KEY)

    # --- import ---------------------------------------------------------------------------

    def import_save(self, text: object, name: str = "Imported game") -> Imported:
        """Validate a pasted save string or share link, then store it. A later position of a
        stored game updates that game (correspondence play); the same position opens it; any
        other valid save becomes a new game. ImportProblem: nothing is stored or changed."""
        game = read_save(text)
        seed, choices = game.state.seed, game.choices
        best: tuple[int, str] | None = None  # (choices stored, id) of the closest ancestor
        for record in self.games():  # last played first: it wins ties
            try:
                stored_seed, stored = savefile.decode(record.save)
            except SaveError:
                continue
            if stored_seed == seed and stored == choices[: len(stored)]:
                if best is None or len(stored) > best[0]:
                    best = (len(stored), record.id)
        if best is None:
            return Imported(self.create(game, name), game, "new")
        record = self.get(best[1])
        self.set_current(record.id)
        if best[0] == len(choices):
            return Imported(record, game, "existing")
        return Imported(self.update(record, game), game, "updated")


def _looks_full(error: Exception) -> bool:
    text = f"{type(error).__name__} {error}".lower()
    return "quota" in text or "full" in text or "exceeded" in text


# ----------------------------------------------------------------------------- strings


def extract_save(text: object) -> str:
    """The save string in a pasted text: the string itself, a share link or its fragment.
    Whitespace inside is dropped (mail programs wrap long lines)."""
    if not isinstance(text, str):
        raise ImportProblem("Paste a save string or a share link.")
    text = text.strip()
    if len(text) > savefile.MAX_TEXT + 4096:
        raise ImportProblem("This text is far too long to be a save string.")
    match = re.search(r"(?:^|[#&?])" + FRAGMENT_KEY + r"=([^&#\s]*)", text)
    if match:
        text = _unquote(match.group(1))
    elif "://" in text or text.startswith("#"):
        raise ImportProblem("This link carries no saved game (no #save=… in it).")
    text = "".join(text.split())
    if not text:
        raise ImportProblem("Paste a save string or a share link.")
    return text


def read_save(text: object) -> Game:
    """The game in a pasted save string or link; ImportProblem with a clear message."""
    save = extract_save(text)
    try:
        return Game.load(save)
    except SaveError as e:
        raise ImportProblem(f"Not a valid save: {e}.") from e
    except Exception as e:  # Game.load promises SaveError only; never let the page break
        raise ImportProblem(f"Not a valid save: it cannot be read ({type(e).__name__}).") from e


def share_link(page_url: str, save: str) -> str:
    """The page's address with the save in the fragment: a fragment never reaches a server."""
    import urllib.parse  # here, not at the top: the page starts faster without it

    parts = urllib.parse.urlsplit(page_url)
    return urllib.parse.urlunsplit((parts.scheme, parts.netloc, parts.path, "",
                                    f"{FRAGMENT_KEY}={save}"))


def save_in_fragment(fragment: object) -> str | None:
    """The save string of a share link's fragment (``location.hash``), None if it has none."""
    if not isinstance(fragment, str):
        return None
    match = re.search(r"(?:^|[#&])" + FRAGMENT_KEY + r"=([^&]*)", fragment)
    return _unquote(match.group(1)) if match else None


def _unquote(text: str) -> str:
    import urllib.parse  # here, not at the top: the page starts faster without it

    return urllib.parse.unquote(text)
