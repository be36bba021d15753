"""The games by link as stored in the browser (wsdv/ui/remote.py's storage), over the same
guarded store as the saves (storage.Store): a full or throwing localStorage never raises into
the page, a refused write keeps the game in memory and in this tab's sessionStorage (a reload
of the tab finds it), and every record is validated when read: a damaged one is set aside
under ``wsdv.damaged.remote.<id>`` and listed with the saves' damaged entries, never lost.

One localStorage key per game: ``wsdv.remote.<game id>``, the game id being the protocol's
(16 URL-safe base64 characters, checked before it becomes a key). A record:

    {"format": 1, "name": ..., "side": "west"|"east", "status": ..., "updated": <s>,
     "rev": <writes so far>, "sent": <messages>, "player": <wsdv.fair.Player.to_json()>,
     "seen": [<decade>, <End of Decade phase>]}

``seen`` is the last End of Decade step its player has seen (clicked through), whatever tab
showed it; records without it are read as not recorded.

``rev`` counts the writes of the record: a tab writes only over the revision it read (else the
game moved on in another tab, ``Moved``). Records of the first version (no format, rev, sent)
are read as revision 0. The player's own fields are the protocol's business: here they are
only bounded (size, nesting); Player.from_json checks them when the game is opened, and a
record it refuses is set aside too (``set_aside``).

Pure Python, no DOM: tests pass a fake storage (tests/test_remote_store.py).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from typing import Any

from . import records
from .storage import DAMAGED_PREFIX, Store, clean_name

KEY = "wsdv.remote."
DAMAGED_KEY = DAMAGED_PREFIX + "remote."
SESSION_KEY = "wsdv.unsaved.remote."  # sessionStorage + game id: a record storage refused
GAME_ID = re.compile(r"[A-Za-z0-9_-]{16}")  # the protocol's game ids
MAX_RECORD = 3_000_000  # characters: a long game with proofs (up to 16 KB a message) fits
MAX_BRACKETS = 64  # a record nests a few objects and lists, never more
MAX_REV = 10**9
MAX_TIME = 1e13  # seconds since 1970: beyond the latest date JavaScript holds (8.64e12)
SIDES = ("west", "east")
STATUSES = ("your_turn", "send", "unchecked", "over", "broken")


class Damaged(ValueError):
    """The stored entry is not a readable game by link; the message says why (short)."""


class Moved(Exception):
    """The stored record moved on since this tab read it: another tab wrote it."""

    def __init__(self, stored: RemoteRecord | None) -> None:
        super().__init__("moved")
        self.stored = stored


@dataclass(frozen=True)
class RemoteRecord:
    """A game by link as this browser keeps it in its list."""

    gid: str
    name: str
    side: str
    status: str
    updated: float  # seconds since the epoch
    rev: int
    sent: int  # messages in the transcript
    player: dict[str, Any]  # wsdv.fair.Player.to_json()
    # the last End of Decade step this player has seen, (decade, phase): a page that opens
    # the game (a new tab, a reload) shows only the steps after it; None: not recorded
    seen: tuple[int, int] | None = None

    def to_json(self) -> str:
        data = {"format": 1, "name": self.name, "side": self.side, "status": self.status,
                "updated": self.updated, "rev": self.rev, "sent": self.sent,
                "player": self.player}
        if self.seen is not None:
            data["seen"] = list(self.seen)
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def valid_id(gid: object) -> bool:
    return isinstance(gid, str) and GAME_ID.fullmatch(gid) is not None


def _finite(value: object, low: float, high: float) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and \
        math.isfinite(value) and low <= value <= high


def _int(value: object, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= high


def load(text: object) -> dict[str, Any]:
    """The JSON object of a record or a pasted backup, bounded before it is parsed; Damaged
    for anything else. Never raises anything but Damaged."""
    if not isinstance(text, str):
        raise Damaged("the stored entry is not text")
    if len(text) > MAX_RECORD:
        raise Damaged("the stored entry is far too long to be a game by link")
    if text.count("[") + text.count("{") > MAX_BRACKETS:
        raise Damaged("the stored entry nests too deep (too many brackets)")
    try:
        data = json.loads(text, parse_int=records.bounded_int, parse_float=records.bounded_float,
                          parse_constant=records.no_constant)
    except records.RecordError as e:
        raise Damaged(str(e)) from None
    except (ValueError, RecursionError):
        raise Damaged("the stored entry is not valid JSON") from None
    if not isinstance(data, dict):
        raise Damaged("the stored entry is not a game by link")
    return data


def parse(key: str, text: object) -> RemoteRecord:
    """The record stored under ``key``; Damaged says what is wrong with it."""
    gid = key.removeprefix(KEY)
    if not key.startswith(KEY) or not valid_id(gid):
        raise Damaged("the stored entry has a key that is not a game id")
    data = load(text)
    version = data.get("format", 0)
    if version not in (0, 1) or isinstance(version, bool):
        raise Damaged("the stored entry has no valid format version")
    name, side, status = data.get("name"), data.get("side"), data.get("status")
    updated, player = data.get("updated"), data.get("player")
    if not isinstance(name, str) or len(name) > records.NAME_LIMIT:
        raise Damaged("the stored entry has an invalid field “name”")
    if side not in SIDES:
        raise Damaged("the stored entry has an invalid field “side”")
    if status not in STATUSES:
        raise Damaged("the stored entry has an invalid field “status”")
    if not _finite(updated, 0, MAX_TIME):
        raise Damaged("the stored entry has an invalid field “updated”")
    if not isinstance(player, dict) or not player:
        raise Damaged("the stored entry has an invalid field “player”")
    transcript = player.get("transcript")
    if not isinstance(transcript, list) or not transcript or \
            not all(isinstance(t, str) for t in transcript):
        raise Damaged("the stored entry has no valid messages")
    if player.get("side", side) != side:
        raise Damaged("the stored entry names two different sides")
    rev, sent = data.get("rev", 0), data.get("sent", len(transcript))
    if not _int(rev, MAX_REV):
        raise Damaged("the stored entry has an invalid field “rev”")
    if not _int(sent, MAX_REV) or sent != len(transcript):
        raise Damaged("the stored entry has an invalid field “sent”")
    seen = data.get("seen")
    if seen is not None and not (isinstance(seen, list) and len(seen) == 2 and
                                 _int(seen[0], 5) and _int(seen[1], 10)):
        raise Damaged("the stored entry has an invalid field “seen”")
    return RemoteRecord(gid=gid, name=clean_name(name, gid), side=side, status=status,
                        updated=float(updated), rev=rev, sent=sent, player=player,
                        seen=None if seen is None else (seen[0], seen[1]))


class RemoteStore:
    """The games by link over the saves' Store (its memory, warning and damaged entries)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.problems: list[str] = []  # keys of damaged records the last listing set aside
        # games whose last write localStorage refused: the stored revision it was made over
        # (None: none stored); flushed later only if storage still holds that revision
        self.unsaved_base: dict[str, int | None] = {}
        self.page_only: set[str] = set()  # games neither storage holds: this page's memory
        self.session_damaged = 0  # session copies set aside at the last restore_unsaved
        store.flush_guard = self._may_flush

    @property
    def session(self) -> Any:
        return self.store.session

    # --- reading ---------------------------------------------------------------------------

    def games(self) -> list[RemoteRecord]:
        """Every readable game by link, last played first; damaged ones are set aside (and
        counted in ``problems``)."""
        rows, self.problems = [], []
        for key in self.store.raw_keys():
            if not key.startswith(KEY):
                continue
            try:
                rows.append(parse(key, self.store.raw_get(key)))
            except Exception:  # Damaged, or a bug: the entry is kept, the list still opens
                self.problems.append(key)
                self.set_aside(key)
        return sorted(rows, key=lambda r: (-r.updated, r.gid))

    def get(self, gid: str) -> RemoteRecord | None:
        """The stored record of game ``gid``; None if there is none; Damaged if it cannot
        be read (the caller sets it aside)."""
        if not valid_id(gid):
            return None
        text = self.store.raw_get(KEY + gid)
        if text is None:
            return None
        return parse(KEY + gid, text)

    def set_aside(self, key: str) -> None:
        """Move a damaged entry to DAMAGED_KEY (kept for export, listed under the damaged
        entries); left in place, and listed all the same, if storage refuses."""
        self.store.set_aside(key, DAMAGED_KEY + key.removeprefix(KEY)[:24])

    # --- writing ---------------------------------------------------------------------------

    def write(self, record: RemoteRecord, read_rev: int | None) -> tuple[RemoteRecord, bool]:
        """Store ``record`` as the revision after ``read_rev`` (the one this tab read; None:
        this tab read none, the game is new here). Moved when the stored record is another
        revision (another tab wrote it): nothing is written. Returns the record written and
        whether localStorage holds it (False: only this tab, memory and session, holds it);
        ValueError when it is too large to store."""
        moved = self.conflict(record.gid)
        if moved is not None:  # another tab stored a turn meanwhile: this tab's is not
            self.drop_unsaved(record.gid)
            raise Moved(moved)
        try:
            stored = self.get(record.gid)
        except Exception:
            self.set_aside(KEY + record.gid)  # damaged: kept aside, then written anew
            stored = None
        if stored is not None and stored.rev != read_rev:
            raise Moved(stored)
        base = stored.rev if stored is not None else (read_rev or 0)
        out = RemoteRecord(**{**record.__dict__, "rev": min(base + 1, MAX_REV)})
        text = out.to_json()
        if len(text) > MAX_RECORD:
            raise ValueError("too large")
        if not self.in_memory_only(out.gid):
            self.unsaved_base[out.gid] = stored.rev if stored is not None else None
        kept = self.store.raw_set(KEY + out.gid, text)
        if kept:
            self.unsaved_base.pop(out.gid, None)
            self.page_only.discard(out.gid)
        in_session = self._keep_for_reload(out.gid, text, kept)
        if not kept and not in_session:
            self.page_only.add(out.gid)
        elif not kept:
            self.page_only.discard(out.gid)
        return out, kept

    def in_memory_only(self, gid: str) -> bool:
        return KEY + gid in self.store.memory

    def in_page_only(self, gid: str) -> bool:
        """Neither localStorage nor this tab's sessionStorage took the game's last write: a
        reload or closing the page loses it."""
        return gid in self.page_only and self.in_memory_only(gid)

    def _in_storage(self, gid: str) -> RemoteRecord | None:
        """The record localStorage itself holds (not this tab's memory copy); None when there
        is none or it cannot be read."""
        backend = self.store.backend
        if backend is None:
            return None
        try:
            text = backend.getItem(KEY + gid)
            return parse(KEY + gid, text) if isinstance(text, str) else None
        except Exception:
            return None

    def conflict(self, gid: str) -> RemoteRecord | None:
        """The record another tab stored over the revision this tab's memory copy was made
        on (both tabs kept a turn while storage refused): that record, else None."""
        if not self.in_memory_only(gid) or gid not in self.unsaved_base:
            return None
        behind = self._in_storage(gid)
        if behind is None or behind.rev == self.unsaved_base[gid]:
            return None
        return behind

    def drop_unsaved(self, gid: str) -> None:
        """Forget this tab's memory copy (its turn lost a conflict, and was told)."""
        self.store.memory.pop(KEY + gid, None)
        self.unsaved_base.pop(gid, None)
        self.page_only.discard(gid)
        self._keep_for_reload(gid, "", True)

    def _may_flush(self, key: str) -> bool:
        """Store.flush_guard: a game by link kept in memory goes to storage only over the
        revision it was made on (else another tab's turn would be overwritten)."""
        return not key.startswith(KEY) or self.conflict(key.removeprefix(KEY)) is None

    def _keep_for_reload(self, gid: str, text: str, stored: bool) -> bool:
        """A record localStorage refused goes to this tab's sessionStorage, one key per
        game (a reload finds it); once localStorage takes it, the session copy is dropped.
        Whether the session holds ``text`` (False: it refused it too, or it was dropped)."""
        session = self.session
        if session is None:
            return False
        try:
            if not stored:
                session.setItem(SESSION_KEY + gid, text)
                return True
            session.removeItem(SESSION_KEY + gid)
        except Exception:
            if not stored:  # a stale copy would come back at a reload: dropped if it can be
                try:
                    session.removeItem(SESSION_KEY + gid)
                except Exception:
                    pass
        return False

    def restore_unsaved(self) -> list[RemoteRecord]:
        """The records this tab could not store before a reload, written again (to storage
        if it has room now, else to memory and the session copy); not those storage holds
        at the same or a later revision."""
        session = self.session
        out: list[RemoteRecord] = []
        self.session_damaged = 0
        try:
            keys = [session.key(i) for i in range(min(int(session.length), 1000))] \
                if session is not None else []
        except Exception:
            return out
        for key in keys:
            if isinstance(key, str) and key.startswith(SESSION_KEY):
                record = self._restore(key)
                if record is not None:
                    out.append(record)
        return out

    def _restore(self, key: str) -> RemoteRecord | None:
        """A session copy replaces the stored record only when it is whole (it reads, and
        its player rebuilds) and newer (a later revision that continues the stored game's
        messages); a damaged one is set aside (listed with the damaged entries, said);
        an older one is dropped."""
        from ..fair import Player
        gid = key.removeprefix(SESSION_KEY)
        try:
            text = self.session.getItem(key)
        except Exception:
            return None
        try:
            record = parse(KEY + gid, text)
            player = Player.from_json(record.player)
            if player.game_id != gid or player.side != record.side:
                raise Damaged("the session copy is another game")
        except Exception:  # damaged: set aside and said, storage untouched
            self._set_aside_copy(gid, text)
            return None
        try:
            stored = self.get(record.gid)
        except Exception:
            stored = None
        if stored is not None and (stored.rev >= record.rev or stored.sent > record.sent):
            self._keep_for_reload(record.gid, "", True)
            return None
        if stored is not None and \
                record.player["transcript"][:stored.sent] != stored.player["transcript"]:
            self._set_aside_copy(gid, text)  # another line of play than the stored one
            return None
        kept = self.store.raw_set(KEY + record.gid, record.to_json())
        if kept:
            self._keep_for_reload(record.gid, "", True)
        else:
            self.unsaved_base[record.gid] = stored.rev if stored is not None else None
        return record

    def _set_aside_copy(self, gid: str, text: object) -> None:
        """A damaged session copy: kept under the damaged entries, dropped from the session."""
        if isinstance(text, str) and valid_id(gid):
            self.store.raw_set(f"{DAMAGED_KEY}session.{gid}", text)
        self.session_damaged += 1
        try:
            self.session.removeItem(SESSION_KEY + gid)
        except Exception:
            return
