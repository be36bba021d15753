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
from typing import TYPE_CHECKING, Any

from ..words import Msg, m, render
from . import records

if TYPE_CHECKING:
    from ..engine import Game

FORMAT = records.FORMAT  # the record format written by this version
PREFIX = "wsdv.game."
CURRENT_KEY = "wsdv.current"  # id of the game shown last: a reload continues it
LEGACY_KEY = "wsdv.save"  # the single save string of the first version of the page
DAMAGED_PREFIX = "wsdv.damaged."  # damaged entries, set aside for export
UNSAVED_KEY = "wsdv.unsaved"  # sessionStorage: the open game's record when localStorage is full
NAME_MAX = 60
SIDES = ("west", "east")
MODES = ("hotseat", "computer")
ID_RE = re.compile(r"[0-9a-z]{1,32}")
LEVEL_RE = re.compile(r"[a-z]{1,16}")
FRAGMENT_KEY = "save"  # share links: <page>#save=WSDV1....
LINK_SAVE = re.compile(r"(?:^|[#&?])" + FRAGMENT_KEY + r"=([A-Za-z0-9._~%-]*)")
QUOTE_MARKS = re.compile(r"^[ \t]*(?:>[ \t]*)+", re.MULTILINE)  # "> > " of mail quoting
ENCLOSING = "<>\"'“”„‘’«»()[]{},;:!?"  # around a pasted string (not ".": "WSDV1." has one)
MESSAGE_MAX = 240  # characters of an error shown to the player

# Warnings: kind -> text (the UI may translate by kind).
# a pasted text longer than this is not shown again in its box to be corrected: no save
# string is that long (savefile.MAX_TEXT), and drawing megabytes into the page stalls it
ECHO_MAX = 100_000
FULL = "full"
UNAVAILABLE = "unavailable"
WARNINGS = {
    FULL: "The browser's storage is full: this game is kept only in this tab. "
          "Export it (copy the save string) to keep it.",
    UNAVAILABLE: "The browser's storage is unavailable: games are kept only in this tab. "
                 "Export a game (copy the save string) to keep it.",
}


class Said(ValueError):
    """An error whose words are a message (`msg`, wsdv/words "store.*"), rendered in the
    player's language by `said`; ``str()`` is its English."""

    def __init__(self, msg: Msg) -> None:
        super().__init__(render(msg, "en"))
        self.msg = msg


def said(error: Exception, lang: str) -> str:
    """An error's words for the player: a Said in `lang`; any other (a save string the
    engine refused: SaveError) as a save that is not valid, its English reason in English."""
    if isinstance(error, Said):
        return render(error.msg, lang)
    return render(m("store.not_valid", detail=short(str(error).rstrip("."))), lang)


class StoreError(Said):
    """A stored game cannot be opened (missing or damaged); the message says why."""


class DamagedEntry(StoreError):
    """The entry is damaged (not one a newer version wrote): it is moved aside."""


class Moved(Exception):
    """The stored record moved on since this tab read it (another tab wrote it)."""

    def __init__(self, stored: GameRecord) -> None:
        super().__init__(stored.id)
        self.stored = stored


class ImportProblem(Said):
    """A pasted string or link is not a save of this game; the message says why."""


@dataclass(frozen=True)
class GameRecord:
    """A stored game's entry in the list of saves."""

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
    """A stored entry that could not be read, and what to say of it."""

    key: str
    message: str
    damaged: bool = True  # False: a newer version's entry, kept where it is


@dataclass(frozen=True)
class Imported:
    """A game read from a save string, and how it stands to the stored ones."""

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
    from ..engine import SaveError, savefile
    vs = data.get("vs", "human")
    computer = isinstance(vs, str) and vs.startswith("computer:")
    stamp = data.get("time")
    ms = float(stamp) * 1000 if _finite(stamp) else 0.0
    save = data.get("save")
    try:
        count = len(savefile.decode(save)[1]) if isinstance(save, str) else 0
    except SaveError:
        count = 0  # reported when the game is opened
    title = data.get("title")
    return {
        "format": 1, "id": key.removeprefix(PREFIX),
        "name": title if isinstance(title, str) else None,
        "mode": "computer" if computer else "hotseat",
        "human": vs.removeprefix("computer:") if computer else None,
        "level": "normal" if computer else None, "decade": 0, "choices": count,
        "created": ms, "updated": ms, "result": None, "save": save,
    }


MIGRATIONS: dict[int, Callable[[dict[str, Any], str], dict[str, Any]]] = {0: _v0_to_v1}


def _finite(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and \
        math.isfinite(value)


def parse_record(key: str, text: object) -> GameRecord:
    """The record stored under ``key``; StoreError says what is wrong with it. Runs in time
    linear in the entry's length and raises nothing but StoreError (records.py)."""
    try:
        data = records.load_json(text)
        version = data.get("format", 0)
        if not isinstance(version, int) or isinstance(version, bool) or version < 0:
            raise records.RecordError("the stored entry has no valid format version")
        if version > FORMAT:
            raise records.NewerFormat(
                f"the stored entry has format {version}, made by a newer version of the game "
                f"(this one reads up to {FORMAT})")
        while version < FORMAT:
            data = MIGRATIONS[version](data, key)
            version += 1
        model = records.validate(data)
    except records.NewerFormat:
        raise StoreError(m("store.newer", version=version, top=FORMAT)) from None
    except records.RecordError as e:
        raise DamagedEntry(m("store.damaged", detail=str(e))) from None
    if PREFIX + model.id != key:
        raise DamagedEntry(m("store.wrong_id"))
    return GameRecord(
        id=model.id, name=clean_name(model.name, "Game"), mode=model.mode,
        human=getattr(model, "human", None), level=getattr(model, "level", None),
        decade=model.decade, choices=model.choices, created=float(model.created),
        updated=float(model.updated), result=model.result, save=model.save,
    )


# ----------------------------------------------------------------------------- the store


class Store:
    """The games list over a localStorage-like ``backend`` (None: storage unavailable).

    ``warning`` (None, FULL or UNAVAILABLE) tells the page to show a storage warning;
    ``problems`` lists the damaged entries the last listing skipped.
    """

    def __init__(self, backend: Any, clock: Callable[[], float] | None = None,
                 rng: random.Random | None = None, session: Any = None) -> None:
        self.backend = backend
        self.session = session  # sessionStorage: survives a reload of this tab
        self.clock = clock or (lambda: time.time() * 1000)
        self.rng = rng or random.Random()
        self.memory: dict[str, str] = {}  # entries localStorage refused (full, unavailable)
        self.removed: set[str] = set()  # deleted while localStorage could not remove them
        self.warning: str | None = None
        self.problems: list[Problem] = []
        self.stuck: set[str] = set()  # damaged entries left in place (storage refused the move)
        self.slowest_ms = 0.0  # the slowest record of the last listing took this long to read
        # asked before an entry kept in memory is written to storage again (False: it stays
        # in memory): the games by link check that no other tab stored a later turn
        self.flush_guard: Callable[[str], bool] | None = None
        if backend is None:
            self.warning = UNAVAILABLE
        else:
            self.raw_get(CURRENT_KEY)  # probes access: a blocked storage throws on first use
            self._migrate_legacy()

    # --- raw access: every fault of the backend ends here -------------------------------

    def raw_get(self, key: str) -> str | None:
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

    def raw_set(self, key: str, value: str) -> bool:
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
            if self.flush_guard is not None and not self.flush_guard(key):
                continue
            try:
                self.backend.setItem(key, value)
            except Exception:
                return
            del self.memory[key]
        if not self.memory:
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

    def raw_keys(self) -> list[str]:
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
        """All readable games, last played first; damaged entries go to ``problems`` and are
        set aside (``damaged``), entries of a newer version stay where they are."""
        records, problems = [], []
        self.slowest_ms = 0.0
        for key in self.raw_keys():
            if not key.startswith(PREFIX):
                continue
            text = self.raw_get(key)
            start = time.perf_counter()
            error: Exception | None = None
            try:
                records.append(parse_record(key, text))
            except Exception as e:
                error = e
            self.slowest_ms = max(self.slowest_ms, (time.perf_counter() - start) * 1000)
            if isinstance(error, DamagedEntry):
                problems.append(Problem(key, str(error)))
                self.set_aside(key, DAMAGED_PREFIX + key.removeprefix(PREFIX)[:40])
            elif isinstance(error, StoreError):
                problems.append(Problem(key, str(error), damaged=False))
            elif error is not None:  # a bug must not brick the page: report it as damage
                problems.append(Problem(key, f"the stored entry cannot be read ({error!r:.80})"))
        self.problems = problems
        return sorted(records, key=lambda r: (-r.updated, r.id))

    def set_aside(self, key: str, name: str) -> None:
        """Move a damaged entry to `name` (a damaged entries' key; a random suffix if it is
        taken): kept for export, listed under the damaged entries, no longer read as a game.
        Left in place, and listed all the same (`stuck`), if storage refuses the move."""
        text = self.raw_get(key)
        if text is None:
            return
        if self.backend is None or key in self.memory:
            self.stuck.add(key)
            return
        try:
            if isinstance(self.backend.getItem(name), str):  # JS null is not None in Pyodide
                name += f".{self.rng.getrandbits(32):08x}"
            self.backend.setItem(name, text)
            self.backend.removeItem(key)
        except Exception:
            self.stuck.add(key)
            return
        self.stuck.discard(key)

    def damaged(self) -> dict[str, str]:
        """Damaged entries (set aside or still in place) by key, for export."""
        out = {}
        for key in self.raw_keys():
            if key.startswith(DAMAGED_PREFIX) or key in self.stuck or \
                    any(p.key == key and p.damaged for p in self.problems):
                text = self.raw_get(key)
                if text is not None:
                    out[key] = text
        return out

    def delete_damaged(self) -> int:
        keys = list(self.damaged())
        for key in keys:
            self._remove(key)
        self.problems = [p for p in self.problems if not p.damaged]
        self.stuck.clear()
        return len(keys)

    def get(self, record_id: str) -> GameRecord:
        key = PREFIX + record_id
        text = self.raw_get(key)
        if text is None:
            raise StoreError(m("store.gone"))
        return parse_record(key, text)

    def open(self, record_id: str) -> tuple[GameRecord, Game]:
        """Continue a stored game: its record and the game replayed from its save."""
        from ..engine import Game, SaveError
        record = self.get(record_id)
        try:
            game = Game.load(record.save)
        except SaveError as e:
            raise StoreError(m("store.cannot_load", name=record.name,
                               detail=short(str(e)))) from e
        except Exception as e:  # Game.load promises SaveError only; stay safe regardless
            raise StoreError(m("store.cannot_load", name=record.name,
                               detail=f"{e!r:.80}")) from e
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
        """Autosave: the record with the game's current position (after every choice).
        Moved (with the stored record) instead when the stored record is no longer the one
        ``record`` holds: another tab moved it on, and it is never overwritten."""
        stored = self.stored(record.id)
        if stored is not None and stored.save != record.save:
            raise Moved(stored)
        return self._write(replace(record, updated=self.clock(), **summary(game)))

    def stored(self, record_id: str) -> GameRecord | None:
        """The record as storage holds it now; None if missing or unreadable."""
        try:
            return self.get(record_id)
        except StoreError:
            return None

    def fork(self, record: GameRecord, game: Game, name: str) -> GameRecord:
        """A new game of the same kind as ``record``, holding ``game`` (a diverged history)."""
        return self.create(game, name, record.mode, record.human, record.level)

    def adopt(self, record: GameRecord) -> GameRecord:
        """Write ``record`` as it is (a record restored from this tab's session)."""
        return self._write(record)

    def rename(self, record_id: str, name: str) -> GameRecord:
        record = self.get(record_id)
        return self._write(replace(record, name=clean_name(name, record.name)))

    def delete(self, record_id: str) -> None:
        self._remove(PREFIX + record_id)
        if self.current() == record_id:
            self._remove(CURRENT_KEY)

    def current(self) -> str | None:
        value = self.raw_get(CURRENT_KEY)
        return value if value is not None and ID_RE.fullmatch(value) else None

    def set_current(self, record_id: str | None) -> None:
        if record_id is None:
            self._remove(CURRENT_KEY)
        else:
            self.raw_set(CURRENT_KEY, record_id)

    def _write(self, record: GameRecord) -> GameRecord:
        stored = self.raw_set(PREFIX + record.id, record.to_json())
        self._keep_for_reload(record, stored)
        return record

    # --- a full storage: the open game survives a reload of this tab ------------------------

    def _keep_for_reload(self, record: GameRecord, stored: bool) -> None:
        """The record localStorage refused goes to sessionStorage (a reload of this tab finds
        it there); once localStorage takes it again, the session copy is dropped."""
        if self.session is None:
            return
        try:
            if not stored:
                self.session.setItem(UNSAVED_KEY, record.to_json())
            elif self.unsaved_id() == record.id:
                self.session.removeItem(UNSAVED_KEY)
        except Exception:
            return

    def unsaved_id(self) -> str | None:
        try:
            text = self.session.getItem(UNSAVED_KEY) if self.session is not None else None
        except Exception:
            return None
        if not isinstance(text, str):
            return None
        match = re.search(r'"id":"([0-9a-z]{1,32})"', text[:200])
        return match.group(1) if match else None

    def restore_unsaved(self) -> GameRecord | None:
        """The record this tab could not store before a reload, written again (to storage
        if it has room now, else to memory and the session copy); None if there is none or
        storage holds the same position or a later one of it."""
        record_id = self.unsaved_id()
        if record_id is None:
            return None
        try:
            record = parse_record(PREFIX + record_id, self.session.getItem(UNSAVED_KEY))
        except Exception:
            return None
        stored = self.stored(record_id)
        if stored is not None and extends(stored.save, record.save):
            self._keep_for_reload(stored, True)
            return None
        self.set_current(record.id)
        return self._write(record)

    def stored_choices(self, record_id: str) -> int | None:
        """How many choices of this game localStorage itself holds (memory left out)."""
        if self.backend is None:
            return None
        try:
            return parse_record(PREFIX + record_id, self.backend.getItem(PREFIX + record_id)
                                ).choices
        except Exception:
            return None

    def _new_id(self) -> str:
        taken = set(self.raw_keys())
        while True:
            rid = f"{int(self.clock()):x}{self.rng.getrandbits(32):08x}"[-24:]
            if PREFIX + rid not in taken:
                return rid

    def _migrate_legacy(self) -> None:
        """The first page kept one save under LEGACY_KEY: move it into the games list."""
        text = self.raw_get(LEGACY_KEY)
        if text is None:
            return
        from ..engine import Game
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
        from ..engine import SaveError, savefile
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
            mode, human, level = _mode_parts(savefile.decode_mode(extract_save(text)))
            return Imported(self.create(game, name, mode, human, level), game, "new")
        record = self.get(best[1])
        self.set_current(record.id)
        if best[0] == len(choices):
            return Imported(record, game, "existing")
        return Imported(self.update(record, game), game, "updated")


def _mode_parts(mode: str | None) -> tuple[str, str | None, str | None]:
    """(mode, human side, level) of a save string's mode (savefile.MODE); None: hot seat."""
    if mode is None or mode == "hotseat":
        return "hotseat", None, None
    _, human, level = mode.split(":")
    return "computer", human, level


def export_save(record: GameRecord) -> str:
    """The save string to export or share: the game with its mode of play (savefile
    version 2), so that a game against the computer comes back against the computer."""
    from ..engine import savefile
    seed, choices = savefile.decode(record.save)
    mode = f"computer:{record.human}:{record.level}" if record.mode == "computer" \
        else "hotseat"
    return savefile.encode(seed, choices, mode)


def extends(save: str, prefix: str) -> bool:
    """True when the game in ``save`` is the game in ``prefix`` or a later position of it."""
    from ..engine import SaveError, savefile
    try:
        seed, choices = savefile.decode(save)
        seed0, choices0 = savefile.decode(prefix)
    except SaveError:
        return False
    return seed == seed0 and choices[: len(choices0)] == choices0


def _looks_full(error: Exception) -> bool:
    text = f"{type(error).__name__} {error}".lower()
    return "quota" in text or "full" in text or "exceeded" in text


# ----------------------------------------------------------------------------- strings


def extract_save(text: object) -> str:
    """The save string in a pasted text: the string itself, a share link or its fragment.
    Mail programs wrap long lines and quote: whitespace, "> " at line starts and enclosing
    <...>, "..." or '...' are dropped (none of them is ever part of a save or a link)."""
    from ..engine import savefile
    if not isinstance(text, str):
        raise ImportProblem(m("store.paste"))
    if len(text) > savefile.MAX_TEXT + 4096:
        raise ImportProblem(m("store.too_long"))
    text = "".join(QUOTE_MARKS.sub("", text).split())
    match = LINK_SAVE.search(text)
    if match:
        text = "".join(_unquote(match.group(1)).split())
    elif "://" in text or text.startswith("#"):
        raise ImportProblem(m("store.no_save_in_link"))
    text = text.strip(ENCLOSING)
    if not text:
        raise ImportProblem(m("store.paste"))
    return text


def is_save_text(text: object) -> bool:
    """Whether a pasted text holds a save string (itself or in a share link)."""
    from ..engine import savefile
    try:
        save = extract_save(text)
    except ImportProblem:
        return False
    return save.startswith(savefile.PREFIX) and not save.startswith(savefile.PREFIX + "F")


def read_save(text: object) -> Game:
    """The game in a pasted save string or link; ImportProblem with a clear message."""
    from ..engine import Game, SaveError
    save = extract_save(text)
    if len(save) > records.MAX_SAVE:
        raise ImportProblem(m("store.too_long_save"))
    try:
        return Game.load(save)
    except SaveError as e:
        raise ImportProblem(m("store.not_valid", detail=short(str(e).rstrip(".")))) from e
    except Exception as e:  # Game.load promises SaveError only; never let the page break
        raise ImportProblem(m("store.unreadable", error=type(e).__name__)) from e


def short(text: str, limit: int = MESSAGE_MAX) -> str:
    """A message cut to ``limit`` characters: errors quote input, which may be huge."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


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
