"""Play a friend by link with hands really hidden (issue 17, docs/fair-play.md): two player
objects that share nothing but the strings they pass play whole games; no string and no
stored game ever lets a player open a card of the other's hand or of the undrawn deck that
the rules do not show it (rulebook B.1 and 6.4: hands and the deck are hidden, the Guillaume
affair shows East West's hand or the top 2 cards); every tampered message is refused with a
clear message and loses nothing; at the end both secrets are revealed and the game verifies,
and a false secret is caught."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from wsdv.engine import Game, is_unknown
from wsdv.fair import FairError, Player, deck, keys, message
from wsdv.fair.player import CARD_OPTIONS

# whole games in module fixtures: one pytest-xdist worker (one Pyodide shard) sets them up
pytestmark = pytest.mark.xdist_group("fair")

# Fixed secrets keep the tests reproducible; the page draws them from `secrets`.
HOST_SECRET = bytes(range(1, 33))
GUEST_SECRET = bytes(range(101, 133))
GUILLAUME = "50"  # the card of the Guillaume affair (decade III)
# With this guest secret the affair is the 4th card drawn in decade III: East's hand card.
GUILLAUME_SECRET = bytes(range(102, 134))


class Truth:
    """The whole truth, for the test only: both secrets open every slot."""

    def __init__(self, guest_secret: bytes) -> None:
        self.ids: dict[str, str] = {}
        self.guest_secret = guest_secret

    def learn(self, host: Player) -> None:
        for d, zs in host.zs.items():
            for k, z in enumerate(zs):
                tok = f"?{d}.{k:02d}"
                if tok not in self.ids:
                    card = deck.open_slot(z, d, keys.deck_key(keys.reveal(HOST_SECRET), d),
                                          keys.deck_key(keys.reveal(self.guest_secret), d))
                    assert card is not None
                    self.ids[tok] = card

    def identify(self, card: str) -> str | None:
        return self.ids.get(card)


def _fields(text: str) -> dict[str, Any]:
    return message.decode(text)


def _shares_from(transcript: list[str], sender: str) -> set[str]:
    """The slots whose shares `sender` gave in these strings: with its own secret, the
    receiver can open exactly these."""
    return {t for text in transcript for f in [_fields(text)] if f["from"] == sender
            for t in f["shares"]}


class Match:
    """Two players passing strings; random legal moves; every string kept and checked."""

    def __init__(self, seed: int, host_side: str = "west", look: str | None = None,
                 guest_secret: bytes = GUEST_SECRET) -> None:
        self.moves = random.Random(seed)
        self.look = look  # East plays the Guillaume affair whenever it can, looking there
        self.host = Player.create(HOST_SECRET, host_side)
        self.guest = Player.join(guest_secret, self.host.outbox or "")
        self.truth = Truth(guest_secret)
        self.truth_game = Game.new(0, {"hidden_cards": True}, self.truth)
        self.sizes: list[int] = [len(self.host.transcript[0]), len(self.guest.transcript[1])]
        self.deliver(self.guest, self.host)

    @property
    def players(self) -> tuple[Player, Player]:
        return self.host, self.guest

    def deliver(self, sender: Player, receiver: Player) -> None:
        text = sender.transcript[len(receiver.transcript)]
        receiver.receive(text)
        self.sizes.append(len(text))
        self.truth.learn(self.host)
        self.truth_game.identify_cards()
        for ch in _fields(text)["choices"]:
            self.truth_game.choose(":".join(self.truth.ids.get(p, p) for p in ch.split(":")))
        self.check_no_leak(sender, text)

    def check_no_leak(self, sender: Player, text: str) -> None:
        """What the receiver can open, from the strings and from its stored game, is only
        what the rules show it: never a card of the sender's hand or of the deck unless its
        knowledge (the Guillaume affair) has it."""
        receiver = self.guest if sender is self.host else self.host
        side = receiver.side
        v = self.truth_game.view(side, with_outlook=False)
        known = v["knowledge"]
        s = self.truth_game.state  # the test's own full-knowledge game
        hidden = {c for c in s.hands[sender.side] if c not in known["opp_hand"]}
        hidden |= {c for c in s.deck if c not in known["deck_top"]}
        hidden |= {c for c in s.removed if c not in known["removed"]}
        hidden |= set(s.set_aside)  # ruling 28: the undrawn deck leaves play unseen
        stored = json.loads(json.dumps(receiver.to_json()))
        for transcript in (receiver.transcript, stored["transcript"]):
            openable = {self.truth.ids[t] for t in _shares_from(transcript, sender.side)
                        if t in self.truth.ids}
            assert not openable & hidden, f"the receiver can open hidden {openable & hidden}"
        for ch in _fields(text)["choices"]:
            head, _, rest = ch.partition(":")
            if head in CARD_OPTIONS:
                named = {p for p in rest.split(":") if not is_unknown(p)}
                assert not named & hidden, f"{ch} names a hidden card"
        secret = self.truth.guest_secret if sender is self.guest else HOST_SECRET
        assert message.b64(secret) not in text  # the seals' secret never travels
        revealed = message.b64(keys.reveal(secret))
        assert revealed not in text or self.truth_game.result is not None

    def step(self) -> bool:
        """One player's turn (or its answer); False when nothing is left to do."""
        for me, other in ((self.host, self.guest), (self.guest, self.host)):
            moved = False
            while me.can_choose():
                me.choose(self.pick(me))
                moved = True
            if len(me.transcript) > len(other.transcript):
                self.deliver(me, other)
                return True
            if moved:
                return True
        return False

    def pick(self, me: Player) -> str:
        ids = me.game.prompt.ids()
        if self.look and me.side == "east":
            for wanted in (f"card:{GUILLAUME}", "event", f"look:{self.look}"):
                if wanted in ids:
                    return wanted
            swaps = [i for i in ids if i.startswith(("swap:", "remove:"))]
            if swaps:
                return swaps[0]
        return self.moves.choice(ids)

    def play(self, messages: int | None = None) -> None:
        while (messages is None or len(self.host.transcript) < messages) and self.step():
            pass


@pytest.fixture(scope="module")
def whole_game() -> Match:
    m = Match(seed=1, look="hand", guest_secret=GUILLAUME_SECRET)
    m.play(messages=40)
    # a player closes its browser and opens the game again from its storage
    m.guest = Player.from_json(json.loads(json.dumps(m.guest.to_json())))
    m.play()
    return m


def test_a_whole_game_by_strings_ends_verified(whole_game: Match) -> None:
    m = whole_game
    assert m.host.game.result is not None
    assert m.host.game.result == m.guest.game.result == m.truth_game.result
    assert m.host.status() == m.guest.status() == "over"
    assert m.host.verdict == [] and m.guest.verdict == []
    assert len(m.host.transcript) == len(m.guest.transcript) > 60


def test_no_share_opens_a_card_set_aside_at_a_decades_end(whole_game: Match) -> None:
    """Ruling 28 (3, 9.10): the undrawn deck at a decade's end is put aside unseen, so neither
    player ever gives a share for one of those slots: after the game, no string opens one."""
    m = whole_game
    aside = set(m.truth_game.state.set_aside)
    assert len(aside) >= 3, "the game should set cards aside at three decade ends"
    for sender in ("west", "east"):
        shared = {m.truth.ids[t] for t in _shares_from(m.host.transcript, sender)}
        assert not shared & aside, shared & aside


def test_both_sides_saw_the_same_public_game(whole_game: Match) -> None:
    m = whole_game
    for side in (None,):
        hv, gv = m.host.game.view(side), m.guest.game.view(side)
        assert hv["board"] == gv["board"] and hv["tracks"] == gv["tracks"]
    # with both secrets revealed, each side can open every card it saw in play
    assert m.host.game.view("west")["played"] == m.truth_game.view("west")["played"]


def test_every_string_is_short(whole_game: Match) -> None:
    """Issue 36: one deck and its proof a message (eight of them), at most 6,500 characters
    with the shares riding along; every other string at most 4,096, a messenger's limit."""
    texts = whole_game.host.transcript
    decks = [len(t) for t in texts if "deck" in _fields(t)]
    others = [len(t) for t in texts if "deck" not in _fields(t)]
    assert len(decks) == 8 and max(decks) <= 6_500, decks
    assert max(others) <= 4_096, sorted(others)[-5:]


def test_a_restored_player_is_the_same_player(whole_game: Match) -> None:
    m = whole_game
    again = Player.from_json(m.host.to_json())
    assert again.to_json() == m.host.to_json()
    assert again.game.view("west") == m.host.game.view("west")
    assert again.verdict == []


# --- tampering ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def midgame() -> dict[str, Any]:
    """A game some 14 messages in, as both browsers stored it, and the next message (a turn
    with shares) on its way."""
    m = Match(seed=5)
    m.play(messages=11)
    while True:  # a turn played, its message (with a card played and keys) not yet delivered
        for me in m.players:
            while me.can_choose():
                me.choose(m.pick(me))
        sender = m.host if len(m.host.transcript) > len(m.guest.transcript) else m.guest
        receiver = m.guest if sender is m.host else m.host
        assert len(sender.transcript) == len(receiver.transcript) + 1
        f = _fields(sender.transcript[-1])
        if f["shares"] and any(c.startswith("card:") for c in f["choices"]):
            break
        m.deliver(sender, receiver)
    return {"sender": sender.to_json(), "receiver": receiver.to_json(),
            "text": sender.transcript[-1], "seal": sender.seal_key}


def _receiver(mid: dict[str, Any]) -> Player:
    return Player.from_json(mid["receiver"])


def _resealed(fields: dict[str, Any], key: bytes) -> str:
    fields = dict(fields)
    fields["seal"] = message.seal(fields, key)
    return message.encode(fields)


def _refused(p: Player, text: str, key: str) -> None:
    before = json.dumps(p.to_json())
    view = p.game.view(p.side)
    with pytest.raises(FairError) as e:
        p.receive(text)
    assert e.value.msg.key == f"fair.{key}", str(e.value)
    assert str(e.value) and "fair." not in str(e.value)  # words, not a key
    assert json.dumps(p.to_json()) == before and p.game.view(p.side) == view


def _accepts_the_real_one(p: Player, mid: dict[str, Any]) -> None:
    p.receive(mid["text"])
    assert p.transcript[-1] == message.canonical_text(mid["text"]) or \
        p.transcript[-2] == message.canonical_text(mid["text"])


def test_an_edited_message_is_refused_and_nothing_is_lost(midgame: dict[str, Any]) -> None:
    p = _receiver(midgame)
    f = _fields(midgame["text"])
    f["c"] = f["c"]  # same content, one choice changed below
    f["choices"] = list(f["choices"])[:-1] or ["done"]
    _refused(p, message.encode(f), "seal")  # changed on the way: the seal no longer fits
    _refused(p, midgame["text"][:-9], "cut")  # lost its end: named as cut
    text = midgame["text"]
    _refused(p, text[:60] + ("A" if text[60] != "A" else "B") + text[61:], "damaged")
    _refused(p, "hello", "not_message")
    _accepts_the_real_one(p, midgame)


def test_a_replayed_message_is_refused(midgame: dict[str, Any]) -> None:
    p = _receiver(midgame)
    _accepts_the_real_one(p, midgame)
    _refused(p, midgame["text"], "replayed")
    old = p.transcript[-3] if _fields(p.transcript[-3])["from"] != p.side else p.transcript[-4]
    _refused(p, old, "replayed")
    other = _fields(old)  # another message under that old number is not a repeat
    other["choices"] = [*other["choices"], "pass"]
    _refused(p, _resealed(other, midgame["seal"]), "reused")


def test_a_message_out_of_order_is_refused(midgame: dict[str, Any]) -> None:
    stored = dict(midgame["receiver"])
    stored["transcript"] = stored["transcript"][:-2]  # this browser's game two messages back
    p = Player.from_json(stored)
    _refused(p, midgame["text"], "missing")


def test_a_message_for_another_game_or_the_own_message_is_refused(
        midgame: dict[str, Any]) -> None:
    p = _receiver(midgame)
    f = _fields(midgame["text"])
    f["g"] = "AnotherGame12345"  # a well-formed id of another game
    _refused(p, _resealed(f, midgame["seal"]), "other_game")
    _refused(p, p.transcript[-1], "own_message")


def test_a_changed_earlier_choice_is_refused(midgame: dict[str, Any]) -> None:
    """The sender rewrites its history: its message continues another earlier message."""
    p = _receiver(midgame)
    f = _fields(midgame["text"])
    f["prev"] = message.digest(p.transcript[-3])
    _refused(p, _resealed(f, midgame["seal"]), "forked")
    f = _fields(midgame["text"])
    f["c"] = f["c"] - 1  # claims a history with one choice less
    _refused(p, _resealed(f, midgame["seal"]), "count")


def test_a_wrong_share_is_refused(midgame: dict[str, Any]) -> None:
    """A share must come with its proof: one for another slot, or a proof made with another
    key, is refused when it arrives; a share left out leaves a card unopened."""
    p = _receiver(midgame)
    f = _fields(midgame["text"])
    assert f["shares"], "the message should carry shares"
    toks = sorted(f["shares"])
    tok = toks[0]
    other_slot = f"?{tok[1]}.{(int(tok[3:]) + 1) % 20:02d}"
    f["shares"] = {**f["shares"], tok: f["shares"].get(other_slot) or message.b64(
        bytes(message.unb64(f["shares"][tok]))[:-1] + b"\x01")}
    _refused(p, _resealed(f, midgame["seal"]), "wrong_share")
    f["shares"] = {k: v for k, v in f["shares"].items() if k != tok}
    with pytest.raises(FairError) as e:
        p.receive(_resealed(f, midgame["seal"]))
    assert e.value.msg.key in ("fair.missing_keys", "fair.illegal")
    _accepts_the_real_one(p, midgame)


def test_a_card_the_sender_does_not_hold_is_refused(midgame: dict[str, Any]) -> None:
    p = _receiver(midgame)
    f = _fields(midgame["text"])
    played = [i for i, c in enumerate(f["choices"]) if c.startswith("card:")]
    assert played
    gone = p.game.view(p.side)["played"][0]  # a card already played: nobody holds it
    f["choices"] = list(f["choices"])
    f["choices"][played[0]] = f"card:{gone}"
    _refused(p, _resealed(f, midgame["seal"]), "illegal")


def test_a_false_reveal_at_the_end_is_refused_and_nothing_changes(whole_game: Match) -> None:
    """The last mover reveals a value that is not the one it committed to: the message is
    refused (no verdict is made of a value anyone could make up) and the game stays "not yet
    checked"; the true message is accepted afterwards and checks fair."""
    m = whole_game
    final = m.host.transcript[-2]  # the game's last choices, with the mover's revealed part
    mover = m.host if _fields(final)["from"] == m.host.side else m.guest
    other = m.guest if mover is m.host else m.host
    stored = other.to_json()
    stored["transcript"] = stored["transcript"][:-2]
    before = Player.from_json(stored)
    f = _fields(final)
    assert "reveal" in f and f["choices"]
    for false in (bytes(32), mover.secret, keys.reveal(other.secret)):
        f["reveal"] = message.b64(false)
        _refused(before, _resealed(f, mover.seal_key), "bad_reveal")
        assert before.status() == "send" and before.verdict is None
    before.receive(final)
    assert before.status() == "over" and before.verdict == []


def test_a_player_who_dealt_with_other_keys_than_it_committed_to_is_caught(
        whole_game: Match, monkeypatch: pytest.MonkeyPatch) -> None:
    """A cheater commits to one value and deals with another; at the end it reveals the
    committed value (which opens the commitment): the check finds every shuffle and share
    that the committed value does not make."""
    committed = bytes(range(7, 39))
    real = keys.commitment
    monkeypatch.setattr(keys, "commitment",
                        lambda revealed: real(committed) if revealed == keys.reveal(
                            HOST_SECRET) else real(revealed))
    m = Match(seed=3)
    m.play(messages=12)
    monkeypatch.setattr(keys, "commitment", real)
    from wsdv.fair.verify import verify
    from wsdv.words import render

    guest = m.guest
    assert guest.their_commit == real(committed)
    guest.their_secret = committed
    found = {p.key for p in verify(guest)}
    assert {"fair.v_shuffle", "fair.v_key"} <= found, found
    assert all(render(p, lang) for p in verify(guest) for lang in ("en", "de", "it", "pl"))
    guest.their_secret = keys.reveal(HOST_SECRET)
    assert verify(guest) == []  # the values it really dealt with would have passed


def _guillaume_match(look: str) -> Match:
    m = Match(seed=1, look=look, guest_secret=GUILLAUME_SECRET)
    m.play()
    return m


def _after(m: Match, choice: str) -> tuple[dict[str, Any], dict[str, Any]]:
    texts = m.host.transcript
    i = next(i for i, t in enumerate(texts) if choice in _fields(t)["choices"])
    return _fields(texts[i]), _fields(texts[i + 1])


def test_guillaume_look_at_the_hand_waits_for_west_to_send_its_shares_back(
        whole_game: Match) -> None:
    """6.4: East looks at West's hand. East cannot see it without West's shares: its message
    ends with the look, West's page answers at once with the shares of its hand cards and no
    choice ("send this back"), and East goes on knowing them; West learns which card East
    took and gets East's card in exchange."""
    m = whole_game  # East plays the affair and looks at the hand
    look, answer = _after(m, "look:hand")
    assert look["from"] == "east" and look["choices"][-1] == "look:hand"
    assert answer["from"] == "west" and answer["choices"] == [] and answer["shares"]
    seen = next(e for e in m.guest.game.log if e["msg"]["key"] == "log.guillaume_seen")
    assert seen["msg"]["args"]["cards"] and not any(
        is_unknown(c) for c in seen["msg"]["args"]["cards"])
    swap = next(c for t in m.host.transcript for c in _fields(t)["choices"]
                if c.startswith("swap:"))
    assert not any(is_unknown(p) for p in swap.split(":")[1:])  # both cards West sees
    assert m.host.verdict == [] and m.guest.verdict == []


@pytest.mark.slow
def test_guillaume_look_at_the_deck_shows_west_nothing() -> None:
    """6.4: East looks at the top 2 cards and swaps one: West's game learns neither card (the
    swap travels as two unknown cards), and the game still verifies at the end."""
    m = _guillaume_match("deck")
    look, answer = _after(m, "look:deck")
    assert answer["from"] == "west" and answer["choices"] == [] and answer["shares"]
    swap = next(c for t in m.host.transcript for c in _fields(t)["choices"]
                if c.startswith(("swap:", "remove:")))
    assert all(is_unknown(p) for p in swap.split(":")[1:])
    assert m.host.verdict == [] and m.guest.verdict == []


# --- the curve (curve.py) ------------------------------------------------------------------


def _double_and_add(k: int, point: Any) -> Any:
    from wsdv.fair import curve

    out, q = None, point
    while k:
        if k & 1:
            out = curve.add(out, q)
        q = curve.add(q, q)
        k >>= 1
    return out


def test_multiplication_agrees_with_double_and_add() -> None:
    """mul and lin_comb (GLV halves, signed digits, Straus) against the schoolbook method."""
    from wsdv.fair import curve

    rnd = random.Random(3)
    p = curve.hash_to_point(b"test")
    for k in [1, 2, 3, 15, 16, 17, curve.N - 1, curve.N - 2, 2**128, 2**255,
              *(rnd.randrange(1, curve.N) for _ in range(20))]:
        assert curve.mul(k, p) == _double_and_add(k % curve.N, p), k
    with pytest.raises(ValueError):
        curve.mul(curve.N, p)


def test_the_endomorphism_and_the_split() -> None:
    """GLV: LAMBDA * (x, y) = (BETA * x, y) on secp256k1, and k = k1 + k2 * LAMBDA with both
    halves of at most 129 bits."""
    from wsdv.fair import curve

    assert curve.mul(curve.LAMBDA, curve.G) == (curve.BETA * curve.G[0] % curve.P, curve.G[1])
    rnd = random.Random(4)
    for _ in range(200):
        k = rnd.randrange(curve.N)
        k1, k2 = curve.split(k)
        assert (k1 + k2 * curve.LAMBDA - k) % curve.N == 0
        assert abs(k1).bit_length() <= 129 and abs(k2).bit_length() <= 129


def test_a_linear_combination_is_the_sum_of_the_multiples() -> None:
    from wsdv.fair import curve

    rnd = random.Random(3)
    for _ in range(5):
        t, a, b = (rnd.randrange(1, curve.N) for _ in range(3))
        h = curve.mul(t, curve.G)
        assert curve.lin_comb([a], [h]) == curve.mul(a, h)
        assert curve.lin_comb([a, b], [curve.G, h]) == curve.mul(a + b * t, curve.G)
    assert curve.lin_comb([1, curve.N - 1], [curve.G, curve.G]) is None  # G - G
