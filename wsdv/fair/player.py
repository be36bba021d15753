"""One player of a game played by link (docs/fair-play.md): its secret, the messages so far
and its own engine, whose unknown cards it identifies as far as the other's shares open them.

Messages alternate: the host's invitation (its shuffled deck of decade I, with its proof), the
guest's acceptance (the deck shuffled again, with its proof: now complete), then turns;
messages 2 and 3, 4 and 5, 6 and 7 make the decks of decades II, III and IV the same way.
Each message carries the sender's choices since its last message and its proved shares for
every card the receiver may now see, and the receiver always answers: with its own turn, or
at once with the shares the sender waits for ("send this back"). Every proof is checked when
its message arrives. The message that ends the game carries the revealed part of the
sender's secret, the answer the receiver's; with both, everything is checked once more and
the verdict is final. The seal key is never sent.
"""

from __future__ import annotations

import hashlib
from typing import Any

from ..engine import Game, IllegalChoice, is_unknown, slot_of
from ..words import Msg
from . import curve, deck, keys, message, share
from .errors import FairError
from .message import b64, digest, unb64
from .restore import load_backup, restore
from .verify import verify

SIDES = ("west", "east")
CARD_OPTIONS = ("card", "discard", "swap", "remove")  # option ids that name cards
_VIEW_CARDS = ("card", "cards", "mine", "theirs")
_SETUP_FIELDS = ("kind", "pub", "commit")  # messages 0 and 1 only


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
        self.secret = secret  # never sent: the seals derive from it
        self.reveal = keys.reveal(secret)  # sent at the end: the decks derive from it
        self.pub_point = curve.mul(keys.seal_key(secret), curve.G)  # the seals' public key
        self.side = side
        self.other = _other(side)
        self.host = host
        self.game_id = ""
        self.transcript: list[str] = []
        self.xs: dict[int, list[curve.Point]] = {}  # the host's pass, by decade
        self.zs: dict[int, list[curve.Point]] = {}  # the complete decks, by decade
        self.their_keys: dict[int, curve.Point] = {}  # the other's public decade keys
        self.their_pub: curve.Point | None = None
        self.their_commit = ""
        self.seal_key = b""
        self.their_shares: dict[str, curve.Point] = {}
        self.cards: dict[str, str] = {}  # unknown card -> id, where the other's share is here
        self.reverse: dict[str, str] = {}  # id -> unknown card
        self.sent: set[str] = set()  # unknown cards whose share this player gave
        self.pending: list[str] = []  # own choices not yet sent
        self.extras: dict[str, Any] = {}  # fields for the next message
        self.outbox: str | None = None
        self.their_secret: bytes | None = None  # the other's revealed part, at the end
        self.revealed = False
        self.verdict: list[Msg] | None = None  # after the game: [] verified, else problems
        self.game: Game | None = None
        self.hints: dict[int, bytes] = {}  # own passes, when restored from stored messages
        self.trusted = False  # restoring: the other's proofs were checked when they came

    # --- the card source of this player's engine -----------------------------------------

    def identify(self, card: str) -> str | None:
        return self.cards.get(card)

    # --- starting a game -----------------------------------------------------------------

    @classmethod
    def create(cls, secret: bytes, side: str, hints: dict[int, bytes] | None = None) -> Player:
        """The host: its invitation (message 0) is in `outbox`."""
        p = cls(secret, side, host=True)
        p.hints = hints or {}
        p.game_id = b64(hashlib.sha256(b"wsdv-fair-game|" + secret).digest()[:12])
        p._start()  # all cards unknown until the acceptance completes the first decks
        fields = {"v": message.VERSION, "g": p.game_id, "n": 0, "from": side, "prev": "", "c": 0,
                  "kind": "invite", "pub": p._pub(), "commit": keys.commitment(p.reveal),
                  "deck": p._own_passes(0), "choices": [], "shares": {}}
        p._post(message.encode(fields))
        return p

    @classmethod
    def join(cls, secret: bytes, invite: str, hints: dict[int, bytes] | None = None,
             trusted: bool = False) -> Player:
        """The guest, from the host's invitation: its acceptance is in `outbox`. (`hints`:
        its own passes, `trusted`: the invitation was checked before; both when restored
        from its stored messages.)"""
        fields = message.decode(invite)
        if fields["n"] != 0 or fields.get("kind") != "invite" or "deck" not in fields or \
                "pub" not in fields or "commit" not in fields or fields["choices"] or \
                fields["shares"]:
            raise _err("not_invite")
        p = cls(secret, _other(fields["from"]), host=False)
        p.game_id = fields["g"]
        p.hints, p.trusted = hints or {}, trusted
        p.transcript.append(message.canonical_text(invite))
        try:
            p._absorb_setup(fields)
            p._absorb_deck(fields)
            p._start()
            p.extras.update({"kind": "accept", "pub": p._pub(),
                             "commit": keys.commitment(p.reveal)})
            p._send()
        except FairError:
            raise
        except Exception as e:  # noqa: BLE001 - hostile input: every failure is a refusal
            raise _err("rejected") from e
        p.trusted = False
        return p

    def _pub(self) -> str:
        return b64(curve.encode(self.pub_point))

    def fingerprint(self) -> str | None:
        """Five groups of four digits naming both public keys of this game (and its id), for
        the players to compare over another channel: a swapped key gives the two pages
        different fingerprints. None until both keys are known."""
        if self.their_pub is None:
            return None
        mine = curve.encode(self.pub_point)
        theirs = curve.encode(self.their_pub)
        host, guest = (mine, theirs) if self.host else (theirs, mine)
        h = hashlib.sha256(b"wsdv-fair-fingerprint|" + self.game_id.encode() + b"|" + host +
                           guest).digest()
        digits = f"{int.from_bytes(h[:10], 'big') % 10**20:020d}"
        return " ".join(digits[i:i + 4] for i in range(0, 20, 4))

    def _own_passes(self, n: int) -> dict[str, str]:
        """This player's pass of the decades made by message n."""
        out = {}
        role = "host" if self.host else "guest"
        for d in deck.STAGES[n]:
            xs = deck.cards_in_order(d) if self.host else self.xs[d]
            data = self.hints.get(d) or deck.make_pass(self.reveal, self.game_id, d, role, xs)
            _, ys = deck.read_pass(self.game_id, d, role, xs, data, check=False)
            (self.xs if self.host else self.zs)[d] = ys
            out[str(d)] = b64(data)
        return out

    def _absorb_deck(self, fields: dict[str, Any]) -> None:
        """The other's pass of message n (if it carries one), checked with its proof; the
        guest's own pass follows in its next message."""
        n = fields["n"]
        if n not in deck.STAGES or self.host == (n % 2 == 0):
            if "deck" in fields:
                raise _err("bad_deck", decade=int(min(fields["deck"])))
            return
        decades = deck.STAGES[n]
        given = fields.get("deck")
        if not isinstance(given, dict) or sorted(given) != [str(d) for d in decades]:
            raise _err("bad_deck", decade=decades[0])
        role = "guest" if self.host else "host"
        for d in decades:
            xs = self.xs[d] if self.host else deck.cards_in_order(d)
            try:
                key, ys = deck.read_pass(self.game_id, d, role, xs,
                                         unb64(given[str(d)], deck.PASS_SIZE),
                                         check=not self.trusted)
            except ValueError as e:
                raise _err("bad_deck", decade=d) from e
            self.their_keys[d] = key
            (self.zs if self.host else self.xs)[d] = ys
        if not self.host:
            self.extras["deck"] = self._own_passes(n + 1)

    def _absorb_setup(self, fields: dict[str, Any]) -> None:
        """The other's public key and commitment (messages 0 and 1)."""
        try:
            self.their_pub = curve.decode(unb64(fields["pub"], curve.POINT_BYTES))
        except (KeyError, ValueError) as e:
            raise _err("damaged") from e
        self.their_commit = str(fields.get("commit", ""))
        shared = curve.mul(keys.seal_key(self.secret), self.their_pub)
        self.seal_key = hashlib.sha256(b"wsdv-fair-seal|" + curve.encode(shared) +
                                       self.game_id.encode()).digest()

    def _start(self) -> None:
        self.game = Game.new(0, {"hidden_cards": True}, self)

    # --- state --------------------------------------------------------------------------

    @property
    def started(self) -> bool:
        return self.game is not None and 1 in self.zs

    def blocked(self) -> bool:
        """Cards this player may see but cannot open yet: it waits for the other's shares."""
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
        v = self.game.view(side, with_outlook=False)
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
        fresh = sorted(t for t in self._entitled(self.other) - self.sent
                       if slot_of(t)[0] in self.zs)
        self.sent |= set(fresh)
        fields: dict[str, Any] = {
            "v": message.VERSION, "g": self.game_id, "n": len(self.transcript), "from": self.side,
            "prev": digest(self.transcript[-1]), "c": len(g.choices) - len(self.pending),
            "choices": [self._public(c) for c in self.pending],
            "shares": {t: b64(self._share(t)) for t in fresh}}
        if fields["n"] in deck.STAGES and fields["n"] > 0 and self.host:
            self.extras["deck"] = self._own_passes(fields["n"])
        fields.update(self.extras)
        if g.result is not None:
            fields["reveal"] = b64(self.reveal)
            self.revealed = True
        fields["seal"] = message.seal(fields, self.seal_key)
        self.pending, self.extras = [], {}
        self._post(message.encode(fields))

    def _share(self, tok: str) -> bytes:
        decade, slot = slot_of(tok)
        return deck.make_share(self.reveal, self.game_id, decade, slot, self.zs[decade][slot])

    def _post(self, text: str) -> None:
        self.transcript.append(text)
        self.outbox = text

    # --- receiving ----------------------------------------------------------------------

    def receive(self, text: str) -> None:
        """Apply the other's message; FairError (with nothing changed) if it is refused."""
        if self.verdict is not None:
            raise _err("finished")
        fields = message.decode(text)
        text = message.canonical_text(text)
        self._check_header(fields, text)
        trial = self._copy()
        try:
            trial._absorb(fields, text)
        except FairError:
            raise
        except Exception as e:  # noqa: BLE001 - hostile input: every failure is a refusal
            raise _err("rejected") from e
        self.__dict__.update(trial.__dict__)
        if self.game is not None:
            self.game.source = self

    def _check_header(self, fields: dict[str, Any], text: str) -> None:
        if fields["g"] != self.game_id:
            raise _err("other_game")
        if fields["from"] == self.side:
            raise _err("own_message")
        n, expected = fields["n"], len(self.transcript)
        if n < expected:
            same = self.transcript[n] == text
            raise _err("replayed" if same else "reused", n=n + 1, expected=expected + 1)
        if n > expected:
            raise _err("missing", n=n + 1, expected=expected + 1)
        if fields["prev"] != digest(self.transcript[-1]):
            raise _err("forked")
        if n >= 2 and not message.seal_ok(fields, self.seal_key):
            raise _err("seal")
        if n >= 2 and any(f in fields for f in _SETUP_FIELDS):
            raise _err("damaged")
        if self.pending:
            raise _err("out_of_turn")

    def _copy(self) -> Player:
        c = Player.__new__(Player)
        c.__dict__.update(self.__dict__)
        c.transcript = list(self.transcript)
        c.xs, c.zs, c.their_keys = dict(self.xs), dict(self.zs), dict(self.their_keys)
        c.their_shares, c.cards, c.reverse = dict(self.their_shares), dict(self.cards), \
            dict(self.reverse)
        c.sent, c.extras, c.pending = set(self.sent), dict(self.extras), list(self.pending)
        if self.game is not None:
            c.game = self.game.clone()
            c.game.source = c
        return c

    def _absorb(self, fields: dict[str, Any], text: str) -> None:
        n = fields["n"]
        if n == 1:  # the acceptance
            if fields.get("kind") != "accept" or "pub" not in fields:
                raise _err("damaged")
            self._absorb_setup(fields)
            if not message.seal_ok(fields, self.seal_key):
                raise _err("seal")
        self._absorb_deck(fields)
        if self.game is None:
            self._start()
        assert self.game is not None
        c = fields["c"]
        if c != len(self.game.choices):
            raise _err("count", n=c, expected=len(self.game.choices))
        self._take_shares(fields["shares"])
        self.game.identify_cards()
        self._apply_choices(fields["choices"])
        missing = [t for t in self._entitled(self.side) if t not in self.cards]
        if missing:
            raise _err("missing_keys", n=len(missing))
        self.transcript.append(text)
        if self.game.result is not None:
            if "reveal" not in fields:
                raise _err("no_secret")
            self._take_secret(fields["reveal"])
        elif "reveal" in fields:
            raise _err("bad_secret")
        self.outbox = None
        self._answer()

    def _take_shares(self, given: dict[str, str]) -> None:
        for tok, blob64 in given.items():
            decade, slot = slot_of(tok)
            if decade not in self.zs or decade not in self.their_keys:
                raise _err("bad_key", slot=tok)
            blob = unb64(blob64, share.SIZE)
            z = self.zs[decade][slot]
            if self.trusted:
                d: curve.Point | None = deck.share_point(blob)
            else:
                d = deck.check_share(self.game_id, decade, slot, self.their_keys[decade], z,
                                     blob)
            if d is None:
                raise _err("wrong_share", slot=tok, decade=decade)
            if self.their_shares.get(tok, d) != d:
                raise _err("changed_key", slot=tok)
            self.their_shares[tok] = d
            self._open(tok)

    def _open(self, tok: str) -> None:
        decade, _ = slot_of(tok)
        if tok in self.cards:
            return
        card = deck.open_share(self.reveal, decade, self.their_shares[tok])
        if card is None:
            raise _err("wrong_share", slot=tok, decade=decade)
        if card in self.reverse:
            raise _err("duplicate", slot=tok, card=card)
        self.cards[tok] = card
        self.reverse[card] = tok

    def _apply_choices(self, choices: list[str]) -> None:
        g = self.game
        assert g is not None
        for i, ch in enumerate(choices, 1):
            if g.prompt is None or g.prompt.side != self.other:
                raise _err("wrong_side", n=i)
            local = ":".join(self.cards.get(p, p) for p in ch.split(":"))
            try:
                g.choose(local)
            except (IllegalChoice, KeyError, ValueError, IndexError, TypeError) as e:
                raise _err("illegal", n=i, choice=local[:40]) from e

    def _take_secret(self, value: str) -> None:
        """The other's revealed part: it must open the commitment of its first message, or
        the message is refused (no verdict on a value anyone could have made up)."""
        revealed = unb64(value, keys.SECRET_BYTES)
        if keys.commitment(revealed) != self.their_commit:
            raise _err("bad_reveal")
        self.their_secret = revealed
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
        self._send()  # "send this back": the other waits for this player's shares

    # --- storage ------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """What a browser stores: the secret, the messages, unsent choices (the derived data
        are rebuilt from them)."""
        return {"v": message.VERSION, "secret": b64(self.secret), "side": self.side,
                "host": self.host, "transcript": list(self.transcript),
                "pending": list(self.pending)}

    @classmethod
    def from_json(cls, d: Any) -> Player:
        """A player from what `to_json` stored; FairError (fair.bad_store) for anything
        damaged or changed."""
        return restore(cls, d)

    @classmethod
    def from_backup(cls, text: Any) -> Player:
        """A player from a backup's text (pasted or loaded from a file): checked for size and
        depth before it is parsed; FairError (fair.bad_store) for anything else."""
        return restore(cls, load_backup(text))
