"""One player of a game played by link (docs/fair-play.md): its secret, the messages so far
and its own engine, whose unknown cards it identifies as far as it holds both keys.

Messages alternate: the host's invitation (its encrypted, shuffled decks), the guest's
acceptance (the decks shuffled again with its per-card keys), the host's third message (the
decks re-locked with its per-card keys), then turns. Each message carries the sender's
choices since its last message and its keys for every card the receiver may now see, and
the receiver always answers: with its own turn, or at once with the keys the sender waits for
("send this back"). At the game's end both secrets are revealed and everything is checked.
"""

from __future__ import annotations

import hashlib
from typing import Any

from ..engine import Game, IllegalChoice, is_unknown, slot_of
from ..words import Msg
from . import curve, deck, keys, message
from .errors import FairError
from .message import b64, digest, unb64

SIDES = ("west", "east")
# The decks are made in two groups, so that no message carries more than 40 encrypted cards:
# messages 0-2 make decades I and II, messages 4-6 (played turns anyway) decades III and IV.
STAGES: dict[int, tuple[int, ...]] = {0: (1, 2), 1: (1, 2), 2: (1, 2), 4: (3, 4), 5: (3, 4),
                                      6: (3, 4)}
PASS_OF = {0: "x", 1: "y", 2: "z"}  # message n carries pass PASS_OF[n % 4]
CARD_OPTIONS = ("card", "discard", "swap", "remove")  # option ids that name cards
_VIEW_CARDS = ("card", "cards", "mine", "theirs")


def _other(side: str) -> str:
    return "east" if side == "west" else "west"


def _err(key: str, **args: Any) -> FairError:
    return FairError(Msg(f"fair.{key}", args))


class Player:
    """`create` (the host) or `join` (the guest); then `receive` the other's messages,
    `choose` when it is this player's turn, and send `outbox` after each change."""

    def __init__(self, secret: bytes, side: str, host: bool) -> None:
        if not isinstance(secret, bytes) or len(secret) != keys.SECRET_BYTES:
            raise ValueError("a game secret is 32 random bytes")
        if side not in SIDES:
            raise ValueError("side must be 'west' or 'east'")
        self.secret = secret
        self.side = side
        self.other = _other(side)
        self.host = host
        self.game_id = ""
        self.transcript: list[str] = []
        self.passes: dict[str, dict[int, list[curve.Point]]] = {"x": {}, "y": {}, "z": {}}
        self.their_pub: curve.Point | None = None
        self.their_commit = ""
        self.seal_key = b""
        self.their_keys: dict[str, int] = {}
        self.cards: dict[str, str] = {}  # unknown card -> id, where both keys are here
        self.reverse: dict[str, str] = {}  # id -> unknown card
        self.sent: set[str] = set()  # unknown cards whose key this player gave
        self.pending: list[str] = []  # own choices not yet sent
        self.extras: dict[str, Any] = {}  # fields for the next message
        self.outbox: str | None = None
        self.their_secret: bytes | None = None
        self.revealed = False
        self.verdict: list[Msg] | None = None  # after the game: [] verified, else problems
        self.game: Game | None = None
        self.hints: dict[str, dict[int, list[curve.Point]]] = {}  # own passes, on restore

    # --- the card source of this player's engine -----------------------------------------

    def identify(self, card: str) -> str | None:
        return self.cards.get(card)

    # --- starting a game -----------------------------------------------------------------

    @classmethod
    def create(cls, secret: bytes, side: str) -> Player:
        """The host: its invitation (message 0) is in `outbox`."""
        p = cls(secret, side, host=True)
        p.game_id = b64(hashlib.sha256(b"wsdv-fair-game|" + secret).digest()[:12])
        p._start()  # all cards unknown until the acceptance completes the first decks
        fields = {"v": 1, "g": p.game_id, "n": 0, "from": side, "prev": "", "c": 0,
                  "kind": "invite", "pub": p._pub(), "commit": keys.commitment(secret),
                  "deck": p._host_shuffle(0), "choices": [], "keys": {}}
        p._post(message.encode(fields))
        return p

    @classmethod
    def join(cls, secret: bytes, invite: str,
             hints: dict[str, dict[int, list[curve.Point]]] | None = None) -> Player:
        """The guest, from the host's invitation: its acceptance is in `outbox`. (`hints`:
        its own shuffled decks, when restored from its stored messages.)"""
        hints = hints or {}
        fields = message.decode(invite)
        if fields.get("n") != 0 or fields.get("kind") != "invite" or \
                fields.get("from") not in SIDES:
            raise _err("not_invite")
        p = cls(secret, _other(fields["from"]), host=False)
        p.game_id = str(fields["g"])
        p.transcript.append(message.canonical_text(invite))
        p.hints = hints
        p._absorb_setup(fields)
        p._absorb_deck(fields)
        p._start()
        p.extras.update({"kind": "accept", "pub": p._pub(), "commit": keys.commitment(secret)})
        p._send()
        return p

    def fingerprint(self) -> str | None:
        """Five groups of four digits naming both public keys of this game (and its id), for
        the players to compare over another channel: a swapped key gives the two pages
        different fingerprints. None until both keys are known."""
        if self.their_pub is None:
            return None
        mine = curve.encode(curve.mul(keys.seal_key(self.secret), curve.G))
        theirs = curve.encode(self.their_pub)
        host, guest = (mine, theirs) if self.host else (theirs, mine)
        h = hashlib.sha256(b"wsdv-fair-fingerprint|" + self.game_id.encode() + b"|" + host +
                           guest).digest()
        digits = f"{int.from_bytes(h[:10], 'big') % 10**20:020d}"
        return " ".join(digits[i:i + 4] for i in range(0, 20, 4))

    def _pub(self) -> str:
        return b64(curve.encode(curve.mul(keys.seal_key(self.secret), curve.G)))

    def _host_shuffle(self, n: int) -> dict[str, str]:
        """Pass 1 of the decades made from message n: the host's own shuffle."""
        xs = {d: self.hints.get("x", {}).get(d) or deck.host_shuffle(self.secret, d)
              for d in STAGES[n]}
        self.passes["x"].update(xs)
        return {str(d): b64(deck.pack(v)) for d, v in xs.items()}

    def _absorb_deck(self, fields: dict[str, Any]) -> None:
        """The other's pass of message n (if it carries one); the next pass is this
        player's: computed now, sent with its next message."""
        n = fields["n"]
        if n not in STAGES:
            if "deck" in fields:
                raise _err("bad_deck")
            return
        decades = STAGES[n]
        try:
            packed = {int(d): unb64(v) for d, v in fields["deck"].items()}
            if sorted(packed) != list(decades):
                raise curve.PointError("decades")
            pts = {d: deck.unpack(v, 20) for d, v in packed.items()}
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            raise _err("bad_deck") from e
        step = PASS_OF[n % 4]
        self.passes[step].update(pts)
        mine: dict[int, list[curve.Point]] = {}
        if step == "x":  # the guest shuffles with its per-card keys
            mine = {d: self.hints.get("y", {}).get(d) or
                    deck.guest_shuffle(self.secret, d, pts[d]) for d in decades}
            self.passes["y"].update(mine)
        elif step == "y":  # the host re-locks: the decks are complete
            mine = {d: self.hints.get("z", {}).get(d) or
                    deck.host_relock(self.secret, d, pts[d]) for d in decades}
            self.passes["z"].update(mine)
        if mine:
            self.extras["deck"] = {str(d): b64(deck.pack(v)) for d, v in mine.items()}

    def _absorb_setup(self, fields: dict[str, Any]) -> None:
        """The other's public key and commitment (messages 0 and 1)."""
        try:
            self.their_pub = curve.decode(unb64(fields["pub"]))
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            raise _err("bad_deck") from e
        self.their_commit = str(fields.get("commit", ""))
        shared = curve.mul(keys.seal_key(self.secret), self.their_pub)
        self.seal_key = hashlib.sha256(b"wsdv-fair-seal|" + curve.encode(shared) +
                                       self.game_id.encode()).digest()

    def _start(self) -> None:
        self.game = Game.new(0, {"hidden_cards": True}, self)

    # --- state --------------------------------------------------------------------------

    @property
    def started(self) -> bool:
        return self.game is not None and 1 in self.passes["z"]

    def blocked(self) -> bool:
        """Cards this player may see but cannot open yet: it waits for the other's keys."""
        if self.game is None:
            return True
        return any(c not in self.cards for c in self._entitled(self.side))

    def can_choose(self) -> bool:
        g = self.game
        return (self.started and g is not None and g.prompt is not None
                and g.prompt.side == self.side and not self._awaiting()
                and not self.blocked())

    def _awaiting(self) -> bool:
        """The last message is this player's (the host's are the even ones): the other
        must answer first."""
        return (len(self.transcript) - 1) % 2 == (0 if self.host else 1)

    def status(self) -> str:
        """"your_turn", "send" (the last message is this player's: send it, then wait
        for the answer), "unchecked" (the game is over, the final check has not run yet:
        the other's secret is still to come), "over" (both secrets revealed and checked:
        see `verdict`, [] when fair)."""
        if self.verdict is not None:
            return "over"
        if self.game is not None and self.game.result is not None:
            return "unchecked"
        if self.can_choose():
            return "your_turn"
        return "send"

    # --- playing ------------------------------------------------------------------------

    def choose(self, option_id: str) -> None:
        if not self.can_choose():
            raise _err("not_your_turn")
        assert self.game is not None
        self.game.choose(option_id)  # IllegalChoice: nothing changed
        self.pending.append(option_id)
        g = self.game
        if g.prompt is None or g.prompt.side != self.side or self.blocked():
            self._send()

    def undo(self) -> None:
        """Take back the last own choice not yet sent (where the engine allows it)."""
        if not self.pending or self.game is None or not self.game.can_undo():
            raise _err("no_undo")
        self.game.undo()
        self.pending.pop()

    def _entitled(self, side: str) -> set[str]:
        """The unknown cards (by slot) that `side` may see now: what its view shows."""
        assert self.game is not None
        v = self.game.view(side)
        seen: list[Any] = [*v["display"], *v["played"], *v["discard"], *v["hands"][side],
                           *(p["card"] for p in v["police"])]
        k = v["knowledge"]
        seen += [*k["opp_hand"], *k["deck_top"], *k["removed"]]
        if v["in_play"]:
            seen.append(v["in_play"])
        for e in v["log"]:
            for name in _VIEW_CARDS:
                a = e["msg"]["args"].get(name)
                if a is not None:
                    seen += a if isinstance(a, list) else [a]
        out = set()
        for c in seen:
            tok = c if is_unknown(c) else self.reverse.get(str(c))
            if tok is not None:
                out.add(tok)
        return out

    def _public(self, choice: str) -> str:
        """A choice as the other player's engine knows its cards."""
        head, _, rest = choice.partition(":")
        if head not in CARD_OPTIONS or not rest:
            return choice
        parts = []
        for part in rest.split(":"):
            tok = self.reverse.get(part)
            parts.append(tok if tok is not None and tok not in self.sent else part)
        return ":".join([head, *parts])

    def _send(self) -> None:
        assert self.game is not None
        g = self.game
        fresh = sorted(self._entitled(self.other) - self.sent)
        self.sent |= set(fresh)
        fields: dict[str, Any] = {
            "v": 1, "g": self.game_id, "n": len(self.transcript), "from": self.side,
            "prev": digest(self.transcript[-1]), "c": len(g.choices) - len(self.pending),
            "choices": [self._public(c) for c in self.pending],
            "keys": {t: b64(keys.card_key(self.secret, *slot_of(t)).to_bytes(32, "big"))
                     for t in fresh}}
        if fields["n"] == 4 and self.host:
            self.extras["deck"] = self._host_shuffle(4)
        fields.update(self.extras)
        if g.result is not None:
            fields["secret"] = b64(self.secret)
            self.revealed = True
        fields["seal"] = message.seal(fields, self.seal_key)
        self.pending, self.extras = [], {}
        self._post(message.encode(fields))

    def _post(self, text: str) -> None:
        self.transcript.append(text)
        self.outbox = text

    # --- receiving ----------------------------------------------------------------------

    def receive(self, text: str) -> None:
        """Apply the other's message; FairError (with nothing changed) if it is refused."""
        fields = message.decode(text)
        text = message.canonical_text(text)
        self._check_header(fields, text)
        trial = self._copy()
        trial._absorb(fields, text)
        self.__dict__.update(trial.__dict__)
        if self.game is not None:
            self.game.source = self

    def _check_header(self, fields: dict[str, Any], text: str) -> None:
        if fields.get("g") != self.game_id:
            raise _err("other_game")
        if fields.get("from") == self.side:
            raise _err("own_message")
        n, expected = fields.get("n"), len(self.transcript)
        if not isinstance(n, int) or fields.get("from") != self.other:
            raise _err("damaged")
        if n < expected:
            raise _err("replayed", n=n + 1, expected=expected + 1)
        if n > expected:
            raise _err("missing", n=n + 1, expected=expected + 1)
        if fields.get("prev") != digest(self.transcript[-1]):
            raise _err("forked")
        if n >= 2 and not message.seal_ok(fields, self.seal_key):
            raise _err("seal")
        if self.pending:
            raise _err("out_of_turn")

    def _copy(self) -> Player:
        c = Player.__new__(Player)
        c.__dict__.update(self.__dict__)
        c.transcript = list(self.transcript)
        c.passes = {k: dict(v) for k, v in self.passes.items()}
        c.their_keys, c.cards, c.reverse = dict(self.their_keys), dict(self.cards), \
            dict(self.reverse)
        c.sent, c.extras, c.pending = set(self.sent), dict(self.extras), list(self.pending)
        if self.game is not None:
            c.game = self.game.clone()
            c.game.source = c
        return c

    def _absorb(self, fields: dict[str, Any], text: str) -> None:
        n = fields["n"]
        if n == 1:  # the acceptance
            self._absorb_setup(fields)
            if not message.seal_ok(fields, self.seal_key):
                raise _err("seal")
        self._absorb_deck(fields)
        if self.game is None:
            self._start()
        c = fields.get("c")
        assert self.game is not None
        if c != len(self.game.choices):
            raise _err("count", n=c, expected=len(self.game.choices))
        self._take_keys(fields.get("keys"))
        self.game.identify_cards()
        self._apply_choices(fields.get("choices"))
        missing = [t for t in self._entitled(self.side) if t not in self.cards]
        if missing:
            raise _err("missing_keys", n=len(missing))
        self.transcript.append(text)
        if "secret" in fields:
            self._take_secret(fields["secret"])
        self.outbox = None
        self._answer()

    def _take_keys(self, given: Any) -> None:
        if not isinstance(given, dict):
            raise _err("damaged")
        for tok, k64 in given.items():
            try:
                decade, slot = slot_of(tok)
                k = int.from_bytes(unb64(k64), "big")
            except (ValueError, FairError) as e:
                raise _err("bad_key", slot=str(tok)[:8]) from e
            if decade not in deck.DECADES or not 0 <= slot < 20 or not 0 < k < curve.N:
                raise _err("bad_key", slot=tok)
            if self.their_keys.get(tok, k) != k:
                raise _err("changed_key", slot=tok)
            self.their_keys[tok] = k
            self._open(tok)

    def _open(self, tok: str) -> None:
        decade, slot = slot_of(tok)
        if tok in self.cards or decade not in self.passes["z"]:
            return
        card = deck.open_slot(self.passes["z"][decade][slot], decade, self.their_keys[tok],
                              keys.card_key(self.secret, decade, slot))
        if card is None:
            raise _err("wrong_share", slot=tok, decade=decade)
        if card in self.reverse:
            raise _err("duplicate", slot=tok, card=card)
        self.cards[tok] = card
        self.reverse[card] = tok

    def _apply_choices(self, choices: Any) -> None:
        if not isinstance(choices, list):
            raise _err("damaged")
        g = self.game
        assert g is not None
        for i, ch in enumerate(choices, 1):
            if g.prompt is None or g.prompt.side != self.other:
                raise _err("wrong_side", n=i)
            local = str(ch)
            if "?" in local:
                local = ":".join(self.cards.get(p, p) for p in local.split(":"))
            try:
                g.choose(local)
            except IllegalChoice as e:
                raise _err("illegal", n=i, choice=local[:40]) from e

    def _take_secret(self, value: Any) -> None:
        from .verify import verify

        try:
            secret = unb64(value)
        except FairError as e:
            raise _err("bad_secret") from e
        if len(secret) != keys.SECRET_BYTES or self.game is None or \
                self.game.result is None:
            raise _err("bad_secret")
        self.their_secret = secret
        self.verdict = verify(self)

    def _answer(self) -> None:
        """After the other's message: this player's turn, or an answer at once."""
        g = self.game
        assert g is not None
        if g.result is not None:
            if not self.revealed:
                self._send()
            return
        if not self.started and self.host:
            return
        if g.prompt is not None and g.prompt.side == self.side and not self.blocked():
            return  # this player's turn: its message follows its choices
        self._send()  # "send this back": the other waits for this player's keys

    # --- storage ------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """What a browser stores: the secret, the messages, unsent choices (and the
        derived data are rebuilt from them)."""
        return {"v": 1, "secret": b64(self.secret), "side": self.side, "host": self.host,
                "transcript": list(self.transcript), "pending": list(self.pending)}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Player:
        from .restore import restore

        return restore(cls, d)
