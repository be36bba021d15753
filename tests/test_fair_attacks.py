"""Play by link against a cheating friend (issue 24, docs/fair-play.md): each test is an attack,
a player that deviates from the protocol the way a cheater would, and each deviation must be
refused at the message where it happens, with a `fair.*` refusal in English and German, and
with nothing stored lost. The families: a host whose shuffle is no permutation (dealing itself
cards), a guest crafting a point in its own slot (to read the host's hand), false shares,
withholding the secret at the end, a swapped public key, a message after the verdict, and
hostile strings."""

from __future__ import annotations

import functools
import json
import random
import zlib
from typing import Any

import pytest

from wsdv.fair import FairError, Player, curve, deck, keys, message, shuffle
from wsdv.words import render

# whole games in module fixtures: one pytest-xdist worker (one Pyodide shard) sets them up
pytestmark = pytest.mark.xdist_group("fair_attacks")

HOST = bytes(range(1, 33))
V = message.VERSION
GUEST = bytes(range(101, 133))


def _refusal(e: FairError, key: str) -> None:
    assert e.msg.key == f"fair.{key}", (e.msg.key, str(e))
    for lang in ("en", "de"):
        text = render(e.msg, lang)
        assert text and "fair." not in text and "{" not in text and len(text) < 300


def _refused(p: Player, text: Any, key: str) -> None:
    """`p` refuses `text` with fair.<key>, and nothing of it changed."""
    before = json.dumps(p.to_json())
    view = p.game.view(p.side) if p.game is not None else None
    status = p.status()
    with pytest.raises(FairError) as e:
        p.receive(text)
    _refusal(e.value, key)
    assert json.dumps(p.to_json()) == before and p.status() == status
    if view is not None:
        assert p.game.view(p.side) == view


def _play(host: Player, guest: Player, seed: int, until: Any = None) -> None:
    """Random legal moves, strings passed both ways, until `until(host, guest)` or the end."""
    moves = random.Random(seed)
    while until is None or not until(host, guest):
        moved = False
        for me, other in ((host, guest), (guest, host)):
            while me.can_choose():
                me.choose(moves.choice(me.game.prompt.ids()))
            if until is not None and until(host, guest):
                return
            if len(me.transcript) > len(other.transcript):
                other.receive(me.transcript[len(other.transcript)])
                moved = True
                break
        if not moved:
            return


def _resealed(fields: dict[str, Any], key: bytes) -> str:
    fields = dict(fields)
    fields["seal"] = message.seal(fields, key)
    return message.encode(fields)


def _false_pass(p: Player, decade: int, role: str, xs: list[curve.Point],
                change: Any) -> bytes:
    """A pass whose points are changed by `change(ys, k)` and proved with the honest prover
    (the best a cheater can do: the proof is of a false statement)."""
    k, perm, ys = deck.pass_points(p.reveal, decade, xs)
    ys = change(ys, k)
    proof = shuffle.prove(p.reveal, f"{p.game_id}|{decade}|{role}".encode(), k, perm, xs, ys)
    return deck.pack([curve.mul(k, curve.G), *ys]) + proof


# --- 1. the host's shuffle must be a permutation of its key times the cards ------------------


class StackingHost(Player):
    """Decade I's first slot holds a card of decade II instead (a card it chooses, and it
    knows where: the guest's shuffle moves it, but the host can recognise it when the guest's
    shares show its hand). Any list that is not a permutation fails the same way."""

    def _own_passes(self, n: int) -> dict[str, str]:
        out = super()._own_passes(n)
        if n == 0:
            def change(ys: list[curve.Point], k: int) -> list[curve.Point]:
                return [curve.mul(k, deck.cards_in_order(2)[0]), *ys[1:]]
            data = _false_pass(self, 1, "host", deck.cards_in_order(1), change)
            out["1"] = message.b64(data)
        return out


class TwoKeyHost(Player):
    """One slot encrypted with another key: later the host could claim another card there."""

    def _own_passes(self, n: int) -> dict[str, str]:
        out = super()._own_passes(n)
        if n == 4:
            def change(ys: list[curve.Point], k: int) -> list[curve.Point]:
                return [curve.mul(2, ys[0]), *ys[1:]]
            data = _false_pass(self, 3, "host", deck.cards_in_order(3), change)
            out["3"] = message.b64(data)
        return out


def test_a_host_shuffle_that_is_no_permutation_is_refused_at_the_invitation() -> None:
    host = StackingHost.create(HOST, "west")
    with pytest.raises(FairError) as e:
        Player.join(GUEST, host.outbox or "")
    _refusal(e.value, "bad_deck")


def test_a_host_pass_with_a_second_key_is_refused_at_message_5() -> None:
    """Decks III and IV ride on message 4: the guest refuses that message, keeping its game."""
    host = TwoKeyHost.create(HOST, "west")
    guest = Player.join(GUEST, host.outbox or "")
    host.receive(guest.outbox or "")
    _play(host, guest, 3, until=lambda h, g: len(h.transcript) == 5)
    assert len(guest.transcript) == 4 and "deck" in message.decode(host.transcript[4])
    _refused(guest, host.transcript[4], "bad_deck")


def test_a_deck_where_none_belongs_is_refused() -> None:
    """A second pass of a decade already made (to rearrange it) is not accepted."""
    host = Player.create(HOST, "west")
    guest = Player.join(GUEST, host.outbox or "")
    host.receive(guest.outbox or "")
    _play(host, guest, 3, until=lambda h, g: len(h.transcript) == 3)
    f = message.decode(host.transcript[2])
    f["deck"] = message.decode(host.transcript[0])["deck"]
    _refused(guest, _resealed(f, host.seal_key), "bad_deck")


def test_a_shuffle_proof_changed_anywhere_or_for_another_statement_fails() -> None:
    """The proof travels as its commitments to the permutation (c_i), the chain (d_j), the
    challenge and the responses; the verifier recomputes the Sigma protocol's commitments
    from them, so a change in any part, or the same proof for another statement, fails."""
    revealed = keys.reveal(HOST)
    xs = deck.cards_in_order(1)
    k, perm, ys = deck.pass_points(revealed, 1, xs)
    key = curve.mul(k, curve.G)
    proof = shuffle.prove(revealed, b"ctx", k, perm, xs, ys)
    assert len(proof) == shuffle.size(20) and shuffle.verify(b"ctx", key, xs, ys, proof)
    pts = 2 * 20 * curve.POINT_BYTES
    cuts = sorted({*range(0, len(proof), 29), 0, 32, pts - 1, pts, pts + 15, pts + 16,
                   len(proof) - 1})
    for i in cuts:
        bad = bytearray(proof)
        bad[i] ^= 0x01
        assert not shuffle.verify(b"ctx", key, xs, ys, bytes(bad)), i
    assert not shuffle.verify(b"other", key, xs, ys, proof)
    assert not shuffle.verify(b"ctx", curve.mul(k + 1, curve.G), xs, ys, proof)
    assert not shuffle.verify(b"ctx", key, xs, [ys[1], ys[0], *ys[2:]], proof)
    assert not shuffle.verify(b"ctx", key, xs, ys, proof[:-32] + (curve.N).to_bytes(32, "big"))
    assert not shuffle.verify(b"ctx", key, xs, ys, proof[:-1])


# --- 2. the guest's shuffle too: no crafted point in its own slot ----------------------------


class CraftingGuest(Player):
    """The attack of the review: the guest puts into one slot a point of its choosing (here
    its key times the sum of two of the host's points). A share of that slot would give away
    the sum of two cards under the host's key, and a meet-in-the-middle names them."""

    def _own_passes(self, n: int) -> dict[str, str]:
        out = super()._own_passes(n)
        if n == 1:
            xs = self.xs[1]

            def change(ys: list[curve.Point], k: int) -> list[curve.Point]:
                both = curve.add(xs[0], xs[1])
                assert both is not None
                return [*ys[:-1], curve.mul(k, both)]
            out["1"] = message.b64(_false_pass(self, 1, "guest", xs, change))
        return out


def test_a_crafted_point_in_the_guests_pass_is_refused_at_the_acceptance() -> None:
    host = Player.create(HOST, "west")
    guest = CraftingGuest.join(GUEST, host.outbox or "")
    _refused(host, guest.outbox, "bad_deck")
    assert host.status() == "send" and not host.started


# --- 3. shares: proved for their slot, under the sender's key --------------------------------


def test_a_share_under_another_key_or_for_another_slot_is_refused() -> None:
    host = Player.create(HOST, "west")
    guest = Player.join(GUEST, host.outbox or "")
    f = message.decode(guest.outbox or "")
    tok = sorted(f["shares"])[0]
    decade, slot = int(tok[1]), int(tok[3:])
    z = guest.zs[decade][slot]
    wrong_key = deck.make_share(bytes(32), guest.game_id, decade, slot, z)  # another secret
    for blob in (wrong_key,
                 deck.make_share(GUEST, guest.game_id, decade, (slot + 1) % 20, z),
                 message.unb64(f["shares"][tok])[:-1] + b"\x00"):
        g = dict(f)
        g["shares"] = {**f["shares"], tok: message.b64(blob)}
        _refused(host, _resealed(g, guest.seal_key), "wrong_share")
    host.receive(guest.outbox or "")  # the honest acceptance still opens the game
    assert host.started


# --- 4. no game ends unchecked ---------------------------------------------------------------


def _to_the_end() -> tuple[Player, Player, Player, Player]:
    """A whole game; returns (ender, answerer) as they stood before the ender's final
    message was delivered, and both as they ended."""
    host = Player.create(HOST, "west")
    guest = Player.join(GUEST, host.outbox or "")
    host.receive(guest.outbox or "")
    _play(host, guest, 11, until=lambda h, g: h.game.result is not None or
          g.game.result is not None)
    ender = host if host.game.result is not None else guest
    answerer = guest if ender is host else host
    before = Player.from_json(answerer.to_json())
    return ender, answerer, before, Player.from_json(ender.to_json())


@pytest.fixture(scope="module")
def ended() -> tuple[Player, Player, Player, Player]:
    return _to_the_end()


def test_a_game_ending_message_without_the_secret_is_refused(ended: Any) -> None:
    ender, answerer, _, _ = ended
    final = message.decode(ender.transcript[-1])
    assert "reveal" in final and answerer.status() != "unchecked"
    del final["reveal"]
    _refused(answerer, _resealed(final, ender.seal_key), "no_secret")
    answerer.receive(ender.transcript[-1])  # with the secret: checked, and the answer goes
    assert answerer.status() == "over" and answerer.verdict == []
    reply = message.decode(answerer.outbox or "")
    assert "reveal" in reply
    # the ender waits, "not yet checked", and refuses an answer without the secret
    assert ender.status() == "unchecked"
    del reply["reveal"]
    _refused(ender, _resealed(reply, answerer.seal_key), "no_secret")
    assert ender.status() == "unchecked"
    ender.receive(answerer.outbox or "")
    assert ender.status() == "over" and ender.verdict == []


def test_after_the_verdict_no_message_is_accepted(ended: Any) -> None:
    """Both secrets are known then, so anyone could seal a message: none is accepted, and the
    stored verdict never changes."""
    ender, answerer, _, _ = ended
    if ender.status() != "over":
        answerer.receive(ender.transcript[-1]) if answerer.status() != "over" else None
        ender.receive(answerer.outbox or "")
    for p, q in ((ender, answerer), (answerer, ender)):
        assert p.verdict == []
        forged = message.decode(q.transcript[-1])
        forged["n"] = len(p.transcript)
        forged["prev"] = message.digest(p.transcript[-1])
        forged["choices"] = []
        _refused(p, _resealed(forged, p.seal_key), "finished")
        _refused(p, q.transcript[-1], "finished")
        assert Player.from_json(p.to_json()).verdict == []


# --- 4b. the ending cannot be forged by whoever carries the strings -------------------------
# The message that ends the game reveals a value (the ender's decks derive from it). A carrier
# who holds every string, that one included, tries to seal messages in either player's name
# with every key it can compute from them; before the seal key was split from the revealed
# value (message version 2), the first candidate was the real key.


def _revealed(text: str) -> bytes:
    f = message.decode(text)
    return message.unb64(f.get("reveal") or f["secret"])


def _carrier_keys(texts: list[str], game_id: str) -> list[bytes]:
    """Every seal key a carrier can try: each revealed value (and its derivations) as the
    scalar of the seals, with each player's public point."""
    import hashlib

    pubs = [curve.decode(message.unb64(message.decode(t)["pub"])) for t in texts[:2]]
    values = [_revealed(t) for t in texts if {"reveal", "secret"} & set(message.decode(t))]
    scalars = [x for v in values for x in (keys.seal_key(v), keys.scalar(v, "seal"),
                                           int.from_bytes(v, "big") % curve.N)]
    out = []
    for k in scalars:
        for pub in pubs:
            shared = curve.mul(k, pub)
            out.append(hashlib.sha256(b"wsdv-fair-seal|" + curve.encode(shared) +
                                      game_id.encode()).digest())
    return out


def _fresh(ended: Any) -> tuple[Player, Player, str]:
    """The ender (its ending sent), the friend before the ending arrived, the ending."""
    _, _, before, ender = ended  # as they stood then (the first two go on in other tests)
    ending = ender.transcript[len(before.transcript)]
    assert message.decode(ending)["n"] == len(before.transcript)
    return Player.from_json(ender.to_json()), Player.from_json(before.to_json()), ending


def test_no_seal_key_can_be_computed_from_every_string(ended: Any) -> None:
    ender, friend, ending = _fresh(ended)
    friend.receive(ending)
    ender.receive(friend.outbox or "")
    assert ender.verdict == [] and friend.verdict == []
    candidates = _carrier_keys(ender.transcript, ender.game_id)
    assert len(candidates) >= 12
    assert ender.seal_key == friend.seal_key and ender.seal_key not in candidates
    for secret in (ender.secret, friend.secret):  # the seals' secrets never travel
        assert all(message.b64(secret) not in t for t in ender.transcript)


def test_a_carrier_cannot_continue_the_game_in_the_enders_name(ended: Any) -> None:
    """The carrier holds the ending back and sends the friend the ender's message without the
    ending: fewer choices, no revealed value, sealed with each key it can compute."""
    ender, friend, ending = _fresh(ended)
    f = message.decode(ending)
    f.pop("reveal", None)
    f.pop("secret", None)
    for cut in range(1, len(f["choices"]) + 1):
        trial = Player.from_json(friend.to_json())
        probe = trial.game.clone()
        try:
            for ch in f["choices"][:-cut]:
                probe.choose(":".join(trial.cards.get(x, x) for x in ch.split(":")))
        except Exception:  # noqa: BLE001 - an unopened card: try a shorter prefix
            continue
        if probe.result is None:
            f["choices"] = f["choices"][:-cut]
            break
    else:
        pytest.fail("no shorter prefix of the ending leaves the game open")
    for key in _carrier_keys(ender.transcript, ender.game_id):
        _refused(friend, _resealed(f, key), "seal")
    friend.receive(ending)  # the true ending still lands, and checks fair
    assert friend.verdict == []


def _another_ending(game: Any, side: str, suffix: list[str], budget: int = 400) -> list[str]:
    """Choices of `side` alone from `game` that end it, other than `suffix` (a small search)."""
    stack: list[tuple[Any, list[str]]] = [(game, [])]
    while stack and budget > 0:
        g, path = stack.pop()
        for alt in g.prompt.ids():
            budget -= 1
            probe = g.clone()
            probe.choose(alt)
            if probe.result is not None and [*path, alt] != suffix:
                return [*path, alt]
            if probe.result is None and probe.prompt.side == side and len(path) < 3:
                stack.append((probe, [*path, alt]))
    return []


def test_a_carrier_cannot_send_another_ending(ended: Any) -> None:
    """The carrier replaces the end of the ender's last message by other legal choices that
    end the game too (with the ender's revealed value): refused, whatever key it seals with."""
    ender, friend, ending = _fresh(ended)
    f = message.decode(ending)
    local = [":".join(friend.cards.get(x, x) for x in ch.split(":")) for ch in f["choices"]]
    other: list[str] = []
    for cut in range(1, len(local) + 1):
        game = friend.game.clone()
        for ch in local[:-cut]:
            game.choose(ch)
        other = _another_ending(game, ender.side, local[-cut:])
        if other:
            f["choices"] = [*f["choices"][:-cut], *other]
            break
    assert other, "the ending should have a legal alternative that ends the game too"
    for key in _carrier_keys(ender.transcript, ender.game_id):
        _refused(friend, _resealed(f, key), "seal")
    friend.receive(ending)
    assert friend.verdict == []


def test_a_carrier_cannot_make_the_enders_page_accuse_an_honest_friend(ended: Any) -> None:
    """The carrier answers the ender in the friend's name with a made-up revealed value: the
    ender's page refuses it (the seal, and without a seal the commitment), stays "not yet
    checked", and the friend's true answer then checks fair."""
    ender, friend, ending = _fresh(ended)
    friend_copy = Player.from_json(friend.to_json())
    friend_copy.receive(ending)
    answer = friend_copy.outbox or ""
    f = message.decode(answer)
    field = "reveal" if "reveal" in f else "secret"
    f[field] = message.b64(bytes(range(50, 82)))
    for key in _carrier_keys([*ender.transcript, ending], ender.game_id):
        _refused(ender, _resealed(f, key), "seal")
    assert ender.status() == "unchecked"
    # even sealed with the true key (a friend who lies about its own value): refused, no verdict
    _refused(ender, _resealed(f, ender.seal_key), "bad_reveal")
    assert ender.status() == "unchecked" and ender.verdict is None
    ender.receive(answer)
    assert ender.status() == "over" and ender.verdict == []


# --- 5. a swapped public key shows in the fingerprints ---------------------------------------


def test_a_swapped_public_key_gives_the_two_pages_different_fingerprints() -> None:
    """Whoever carries the first two strings can put its own keys in (a man in the middle,
    re-sealing every later string): it cannot read a card (the shares need the players' own
    keys) and the two pages show different fingerprints."""
    honest_host = Player.create(HOST, "west")
    honest_guest = Player.join(GUEST, honest_host.outbox or "")
    honest_host.receive(honest_guest.outbox or "")
    assert honest_host.fingerprint() == honest_guest.fingerprint()
    assert len((honest_host.fingerprint() or "").replace(" ", "")) == 20

    mallory = bytes(range(201, 233))
    host = Player.create(HOST, "west")
    invite = message.decode(host.outbox or "")
    invite["pub"] = message.b64(curve.encode(curve.mul(keys.seal_key(mallory), curve.G)))
    guest = Player.join(GUEST, message.encode(invite))
    accept = message.decode(guest.outbox or "")
    accept["pub"] = invite["pub"]
    their_pub = curve.decode(message.unb64(message.decode(host.outbox or "")["pub"]))
    shared = curve.mul(keys.seal_key(mallory), their_pub)
    import hashlib

    seal_key = hashlib.sha256(b"wsdv-fair-seal|" + curve.encode(shared) +
                              host.game_id.encode()).digest()
    accept["prev"] = message.digest(host.transcript[0])
    host.receive(_resealed(accept, seal_key))
    assert host.fingerprint() and guest.fingerprint()
    assert host.fingerprint() != guest.fingerprint()


# --- 6. hostile strings ----------------------------------------------------------------------


def _packed(body: bytes) -> str:
    return message.PREFIX + message.b64(zlib.compress(body, 9))


@functools.cache
def _invitation() -> str:
    """The honest host's invitation (the same for the same secret: made once)."""
    return Player.create(HOST, "west").outbox or ""


def _body(**changes: Any) -> dict[str, Any]:
    f = message.decode(_invitation())
    f.update(changes)
    return f


@pytest.fixture(scope="module")
def midgame() -> tuple[Player, Player]:
    host = Player.create(HOST, "west")
    guest = Player.join(GUEST, host.outbox or "")
    host.receive(guest.outbox or "")
    _play(host, guest, 5, until=lambda h, g: len(h.transcript) >= 9 and
          len(h.transcript) == len(g.transcript))
    return host, guest


HOSTILE = {
    "brackets": "[" * 61 + "]" * 61,
    "deep message": _packed(b"[" * 5000 + b"]" * 5000),
    "deep link": "https://example.org/#fair=" + _packed(b"{\"a\":" * 3000 + b"1" +
                                                         b"}" * 3000),
    "deep fields": _packed(json.dumps({"v": V, "x": [[[[[1]]]]]}).encode()),
    "junk field": _packed(json.dumps({"v": V, "junk": "x" * 250_000}).encode()),
    "long count": _packed(b'{"v":2,"c":1' + b"0" * 200_000 + b"}"),
    "count": _packed(json.dumps({**{"v": V}, "c": 10**4000}).encode()),
    "long id": _packed(json.dumps({"v": V, "g": "A" * 400_000}).encode()),
    "not base64": message.PREFIX + "!!!!",
    "zip bomb": _packed(b" " * 10_000_000),
    "no zlib": message.PREFIX + message.b64(b"plain"),
    "list": _packed(b"[1, 2]"),
    "old version": "WSDVF1.eJyrVkpUslIqS8wpTVWqBQAbfgPx",
    "version 2": "WSDVF2.eJyrVkpUslIqS8wpTVWqBQAbfgPx",
    "cut": "https://example.org/#fair=" + _packed(json.dumps({"v": V}).encode() * 9)[:-6],
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_string_is_refused_in_words(midgame: tuple[Player, Player],
                                              name: str) -> None:
    host, _ = midgame
    text = HOSTILE[name]
    key = {"brackets": "not_message", "old version": "old_version", "version 2": "old_version",
           "cut": "cut"}.get(name, "damaged")
    _refused(host, text, key)
    with pytest.raises(FairError) as e:
        Player.join(GUEST, text)
    _refusal(e.value, key)


@pytest.mark.parametrize("changes", [
    {"g": None}, {"g": "short"}, {"g": "A" * 17}, {"n": "0"}, {"n": True}, {"n": -1},
    {"from": "north"}, {"prev": 3}, {"c": 1.5}, {"choices": "card:1"},
    {"choices": [["card:1"]]}, {"choices": ["x" * 81]}, {"choices": ["a\nb"]},
    {"shares": []}, {"shares": {"?5.00": "A"}}, {"shares": {"?1.00": "A" * 107}},
    {"shares": {"?1.20": "A" * 108}},
    {"deck": {"1": "A"}}, {"pub": "A"}, {"commit": "x" * 64}, {"kind": "join"},
    {"reveal": "A" * 10}, {"secret": "A" * 43}, {"seal": 1}, {"extra": 1}])
def test_a_message_against_the_schema_is_refused(changes: dict[str, Any]) -> None:
    with pytest.raises(FairError) as e:
        Player.join(GUEST, message.encode(_body(**changes)))
    _refusal(e.value, "damaged")


def test_an_invitation_without_its_game_id_is_refused() -> None:
    f = _body()
    del f["g"]
    with pytest.raises(FairError) as e:
        Player.join(GUEST, message.encode(f))
    _refusal(e.value, "damaged")


def test_a_turn_naming_an_unopened_card_is_refused(midgame: tuple[Player, Player]) -> None:
    """A sealed turn that plays a card by a slot the receiver never had a share of."""
    host, guest = midgame
    sender, receiver = (host, guest) if host.can_choose() else (guest, host)
    assert sender.can_choose()
    unopened = next(f"?1.{k:02d}" for k in range(20) if f"?1.{k:02d}" not in receiver.cards)
    f = {"v": V, "g": sender.game_id, "n": len(sender.transcript), "from": sender.side,
         "prev": message.digest(sender.transcript[-1]), "c": len(sender.game.choices),
         "choices": [f"card:{unopened}"], "shares": {}}
    _refused(receiver, _resealed(f, sender.seal_key), "illegal")


@pytest.mark.parametrize("backup", [
    "", "[]", "{}", "[" * 100_000, f'{{"v": {V}, "transcript": [[[[[[[[]]]]]]]]}}',

    json.dumps({"v": V, "secret": message.b64(HOST), "side": "west", "host": True,
                "transcript": [{"n": 0}], "pending": []}),
    json.dumps({"v": V, "secret": message.b64(HOST), "side": "west", "host": True,
                "transcript": ["x" * 30_000], "pending": []}),
    json.dumps({"v": V, "secret": "short", "side": "west", "host": True,
                "transcript": ["WSDVF2.x"], "pending": []}),
    json.dumps({"v": V, "secret": message.b64(HOST), "side": "west", "host": True,
                "transcript": [], "pending": [], "junk": "x" * 10}),
    "x" * 2_000_000])
def test_a_damaged_backup_is_refused_in_words(backup: str) -> None:
    with pytest.raises(FairError) as e:
        Player.from_backup(backup)
    _refusal(e.value, "bad_store")


def test_an_edited_stored_game_is_refused(midgame: tuple[Player, Player]) -> None:
    host, _ = midgame
    stored = host.to_json()
    f = message.decode(stored["transcript"][2])
    f["choices"] = list(reversed(f["choices"])) or ["pass"]
    stored["transcript"][2] = message.encode(f)
    with pytest.raises(FairError) as e:
        Player.from_json(stored)
    _refusal(e.value, "bad_store")
    assert Player.from_json(host.to_json()).to_json() == host.to_json()
