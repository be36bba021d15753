"""The sequence of play (section 3 "Playing the game", rulings 3-5): decade start, the card
display, turns, half decades, the special card's price; undo, save strings and load."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from positions import at, choose, finish_with_first, frame, ids, new_game, take_out

from wsdv.engine import Game, SaveError, UndoError, savefile
from wsdv.engine.__main__ import random_game
from wsdv.engine.data import cards, decade_cards
from wsdv.words import text as said

# --- step 1: decade start ---------------------------------------------------------------------


def _decade_start(decade: int, hands: dict[str, list[str]], wall: bool = False) -> Game:
    g = new_game()
    s = g.state
    for c in hands["west"] + hands["east"]:
        take_out(g, c)
    s.decade = decade
    s.wall = wall
    s.display, s.deck, s.special = [], [], None
    s.hands = {"west": list(hands["west"]), "east": list(hands["east"])}
    return at(g, frame("decade_start"))


def test_3_step1_old_hand_cards_may_be_discarded_from_decade_two() -> None:
    """3, step 1: from decade II each player may discard cards still held from earlier
    decades before filling up to 2 (West first, then East)."""
    g = _decade_start(2, {"west": ["1", "2"], "east": ["4"]})
    assert g.state.special == "II"
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "discard")
    assert set(ids(g)) == {"discard:1", "discard:2", "keep"}
    g.choose("discard:2")
    assert set(ids(g)) == {"discard:1", "keep"}
    g.choose("keep")
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("east", "discard")
    g.choose("keep")
    s = g.state
    assert "2" in s.discard
    assert len(s.hands["west"]) == len(s.hands["east"]) == 2
    assert "1" in s.hands["west"] and "4" in s.hands["east"]
    new = [c for c in s.hands["west"] + s.hands["east"] if c not in ("1", "4")]
    assert all(cards()[c].decade == 2 for c in new)
    assert len(s.display) == 7 and len(s.deck) == 20 - 2 - 7


def test_3_step1_three_cards_must_lose_at_least_one() -> None:
    """3, step 1: "When holding 3 cards you must discard at least 1 card"."""
    g = _decade_start(2, {"west": ["1", "2", "3"], "east": []})
    assert "keep" not in ids(g)
    assert set(ids(g)) == {"discard:1", "discard:2", "discard:3"}
    g.choose("discard:3")
    assert "keep" in ids(g)


def test_3_step1_no_question_with_empty_hands() -> None:
    """3, step 1: in decade I (no old cards) hands are simply filled."""
    g = _decade_start(1, {"west": [], "east": []})
    assert g.prompt is not None and g.prompt.kind == "card"


def _first_turn_of_decade(decade: int) -> Game:
    """A seeded random game at its first card choice of `decade` (nothing played yet)."""
    for seed in range(40):
        g = new_game(seed)
        pick = random.Random(seed)
        while g.prompt is not None and g.state.decade <= decade:
            s = g.state
            if s.decade == decade and g.prompt.kind == "card" and not s.played:
                return g
            g.choose(pick.choice(g.prompt.options).id)
    raise AssertionError(f"no seeded game reached decade {decade}")


@pytest.mark.parametrize(("decade", "special", "numbers"),
                         [(2, "II", range(21, 41)), (3, "III", range(41, 61))])
def test_3_step1_and_2_later_decades_dealt(decade: int, special: str,
                                          numbers: range) -> None:
    """3, steps 1-2 in decades II and III of a real game: the decade's special card is in the
    display; the deck is that decade's 20 normal cards (printed numbers 21-40, 41-60), of
    which both hands were filled to 2 and 7 went to the display; no earlier card is dealt."""
    g = _first_turn_of_decade(decade)
    s = g.state
    expected = {str(n) for n in numbers}
    assert set(decade_cards(decade)) == expected
    assert s.special == special
    assert len(s.display) == 7 and set(s.display) <= expected
    assert set(s.deck) <= expected
    new_in_hands = [c for h in ("west", "east") for c in s.hands[h] if c in expected]
    assert all(len(s.hands[h]) >= 2 for h in ("west", "east"))
    dealt = s.deck + s.display + new_in_hands
    assert sorted(dealt, key=int) == sorted(expected, key=int), "each card exactly once"
    assert len(s.deck) == 20 - 7 - len(new_in_hands)


@pytest.mark.parametrize("wall,special", [(False, "IV-A"), (True, "IV-B")])
def test_3_step1_decade_four_special_side_by_the_wall(wall: bool, special: str) -> None:
    """3, step 1 note (ruling 5): decade IV's special card shows "The wall comes down"
    (IV-B) when the Wall was built, otherwise the Round Table side (IV-A)."""
    g = _decade_start(4, {"west": [], "east": []}, wall=wall)
    assert g.state.special == special
    dealt = g.state.deck + g.state.display + g.state.hands["west"] + g.state.hands["east"]
    assert sorted(dealt) == sorted(decade_cards(4))


@pytest.mark.parametrize("decade,special", [(1, "I"), (2, "II"), (3, "III")])
def test_3_step1_special_card_of_the_decade_in_the_display(decade: int, special: str) -> None:
    """3, step 1: the special card of the current decade goes into the card display."""
    g = _decade_start(decade, {"west": [], "east": []})
    assert g.state.special == special
    assert len(g.state.display) == 7


@pytest.mark.parametrize("prestige,starter", [(0, "west"), (-2, "west"), (1, "east")])
def test_3_step3_prestige_holder_begins_the_first_half(prestige: int, starter: str) -> None:
    """3, step 3: the player with the prestige advantage begins the first half decade."""
    g = new_game()
    g.state.prestige = prestige
    at(g, frame("half_start", half=1))
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == (starter, "card")


# --- step 3-4: turns and the end of a half decade ---------------------------------------------


def test_3_players_alternate_one_action_each() -> None:
    """3, step 3: one card, one action, then the other player; the card goes to the row at
    the bottom (played this decade)."""
    g = new_game(3)
    card = g.state.display[0]
    choose(g, f"card:{card}", "build", "done")
    s = g.state
    assert card not in s.display and s.played == [card]
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("east", "card")
    assert s.last_actor == "west"


def test_3_hand_card_can_be_played() -> None:
    """3, step 3: a card from the own hand instead of the display (the display stays)."""
    g = new_game(3)
    s = g.state
    card = s.hands["west"][0]
    display = list(s.display)
    choose(g, f"card:{card}", "build", "done")
    assert card not in s.hands["west"] and s.display == display and s.played == [card]


def _last_display_card(actor: str, half: int) -> Game:
    g = new_game(9)
    s = g.state
    s.half = half
    last = s.display[0]
    s.deck.extend(s.display[1:])
    s.display = [last]
    at(g, frame("turn", side=actor))
    choose(g, f"card:{last}", "build", "done")
    return g


@pytest.mark.parametrize("actor", ["west", "east"])
def test_3_step4_half_ends_with_last_normal_display_card(actor: str) -> None:
    """3, step 4: the half decade ends when the last normal display card is played (the
    special card still in the display and hand cards do not matter); the 2nd half deals 7
    new cards, the special card stays, and the player who did not take the last action
    begins."""
    g = _last_display_card(actor, 1)
    s = g.state
    assert s.half == 2
    assert len(s.display) == 7 and s.special == "I"
    assert len(s.hands["west"]) == len(s.hands["east"]) == 2
    other = "east" if actor == "west" else "west"
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == (other, "card")


def test_3_step4_second_half_ends_the_same_way_then_end_of_decade() -> None:
    """3: the 2nd half decade ends exactly the same way; the End of Decade follows."""
    g = _last_display_card("west", 2)
    s = g.state
    assert s.half == 0
    assert s.phase >= 1 or s.decade == 2
    assert any(said(e).startswith("End of Decade 1, phase 1") for e in s.log)


def test_3_end_of_decade_discards_deck_and_special_keeps_hands() -> None:
    """3 / 9.10 (rulings 3, 28): the rest of the deck is put aside unseen, an unplayed special
    card is discarded openly; hand cards stay in hand."""
    g = new_game(4)
    s = g.state
    deck, hands = list(s.deck), {k: list(v) for k, v in s.hands.items()}
    s.display = []
    at(g, frame("next_decade"))
    assert s.set_aside == deck and not set(deck) & set(s.discard)
    assert "I" in s.discard
    assert s.decade == 2 and s.special == "II"
    assert s.hands["west"] == hands["west"] and s.hands["east"] == hands["east"]
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "discard")


# --- the special card -------------------------------------------------------------------------


def _east_turn(seed: int = 2) -> Game:
    g = new_game(seed)
    return at(g, frame("turn", side="east"))


def test_3_special_card_price_west_draws() -> None:
    """3, step 3: East taking the special card either discards a hand card or lets West take
    the top deck card as an additional hand card; only the event follows (no other action)."""
    g = _east_turn()
    s = g.state
    assert "card:I" in ids(g)
    top = s.deck[-1]
    g.choose("card:I")
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("east", "special_cost")
    assert set(ids(g)) == {f"discard:{c}" for c in s.hands["east"]} | {"west_draws"}
    g.choose("west_draws")
    assert s.hands["west"][-1] == top and len(s.hands["west"]) == 3
    assert s.special is None
    assert g.prompt is None or g.prompt.kind != "action"


def test_3_special_card_price_discard() -> None:
    """3, step 3: the alternative price: East discards one of its hand cards."""
    g = _east_turn()
    s = g.state
    card = s.hands["east"][0]
    choose(g, "card:I", f"discard:{card}")
    assert card in s.discard and len(s.hands["east"]) == 1 and len(s.hands["west"]) == 2


def test_3_special_card_price_without_hand_or_deck() -> None:
    """Ruling 5: no hand card → West draws; neither possible → no price."""
    g = new_game(2)
    s = g.state
    s.hands["east"] = []
    at(g, frame("turn", side="east"))
    g.choose("card:I")
    assert ids(g) == ["west_draws"]
    g = new_game(2)
    s = g.state
    s.hands["east"], s.deck = [], []
    at(g, frame("turn", side="east"))
    g.choose("card:I")
    assert g.prompt is None or g.prompt.kind != "special_cost"


def test_3_special_card_goes_to_the_row_with_its_flight_icons() -> None:
    """3/9.1: the played special card lies at the bottom edge, where card I's 2 flight icons
    will count."""
    g = _east_turn()
    choose(g, "card:I", "west_draws")
    finish_with_first(g, kinds=("icon_order", "reduce_three", "remove_unrest", "socialist",
                                "prestige_comp", "police"))
    assert g.prompt is not None and (g.prompt.side, g.prompt.kind) == ("west", "card")
    assert g.state.played == ["I"]
    assert cards()["I"].corner.flight == 2


def test_3_police_card_is_collected_not_lined_up() -> None:
    """3 / 6.4: a card whose police icon was executed lies in front of East, not in the row."""
    g = new_game(2)
    take_out(g, "5")
    at(g, frame("action", side="east", card="5"), frame("after_action", side="east", card="5"))
    g.choose("event")
    finish_with_first(g, kinds=("icon_order", "remove_unrest", "prestige_comp"))
    s = g.state
    assert [c for c, _, _ in s.police] == ["5"]
    assert "5" not in s.played


# --- undo -------------------------------------------------------------------------------------


def test_undo_within_a_players_consecutive_choices() -> None:
    """Undo: allowed while the same player keeps choosing; it restores the earlier state."""
    g = new_game(11)
    card = g.state.display[0]
    before = g.view("west")
    g.choose(f"card:{card}")
    assert g.can_undo() and g.view("west")["can_undo"]
    assert not g.view("east")["can_undo"]
    g.undo()
    assert g.view("west") == before
    g.choose(f"card:{card}")
    action_prompt = g.view("west")
    g.choose("build")
    assert g.prompt is not None and g.prompt.kind == "build"
    g.undo()
    assert g.view("west") == action_prompt
    g.choose("build")
    assert g.can_undo()
    g.undo()
    g.undo()
    assert g.view("west") == before and not g.can_undo()


def test_undo_refused_across_a_change_of_player() -> None:
    """Undo: once the other player is to choose, the finished turn cannot be taken back."""
    g = new_game(11)
    choose(g, f"card:{g.state.display[0]}", "build", "done")
    assert g.prompt is not None and g.prompt.side == "east"
    assert not g.can_undo()
    assert not g.view("west")["can_undo"] and not g.view("east")["can_undo"]
    with pytest.raises(UndoError):
        g.undo()


def test_undo_refused_after_a_card_draw() -> None:
    """Undo: a choice that draws a card (hidden information) cannot be undone, even if the same
    player chooses next."""
    g = _natural_east_turn()
    choose(g, "card:I")
    assert g.can_undo(), "taking the card is still East's own business"
    g.choose("west_draws")
    assert g.prompt is not None and g.prompt.side == "east"
    assert not g.can_undo()
    with pytest.raises(UndoError):
        g.undo()


def _natural_east_turn() -> Game:
    """A real game (undo replays from the seed) at East's first turn."""
    g = new_game(11)
    choose(g, f"card:{g.state.display[0]}", "build", "done")
    assert g.prompt is not None and g.prompt.side == "east"
    return g


def test_undo_at_game_start_is_refused() -> None:
    """Undo: nothing before the first choice."""
    with pytest.raises(UndoError):
        new_game().undo()


# --- save strings -----------------------------------------------------------------------------


def test_save_load_round_trip_mid_game() -> None:
    """Save/load: the string replays to the same position, prompt and undo rights."""
    g = Game.new(21)
    pick = random.Random(21)
    for _ in range(150):
        if g.prompt is None:
            break
        g.choose(pick.choice(g.prompt.options).id)
    h = Game.load(g.save())
    assert h.view(None) == g.view(None)
    assert h.prompt == g.prompt and h.choices == g.choices
    assert h.can_undo() == g.can_undo()
    assert h.save() == g.save()


def test_save_load_round_trip_finished_game_and_state_json() -> None:
    """Save/load and state_json: a finished game comes back with its result."""
    g, _ = random_game(5)
    h = Game.load(g.save())
    assert h.result == g.result and h.view("east") == g.view("east")
    k = Game.from_state_json(g.state_json())
    assert k.result == g.result and k.view(None) == g.view(None)


def test_from_state_reads_the_prompt_of_an_edited_state() -> None:
    """Contract: Game.from_state / refresh_prompt read the prompt at the top of the flow stack
    without advancing it (the AI's copies, test positions)."""
    g = Game.new(3)
    h = Game.from_state(g.state.clone())
    assert h.prompt == g.prompt and h.choices == [] and not h.can_undo()
    top = h.state.stack[-1]
    assert top["t"] == "turn"
    other = "east" if top["side"] == "west" else "west"
    h.state.stack[-1] = {**top, "side": other}
    h.refresh_prompt()
    assert h.prompt is not None and h.prompt.side == other and h.prompt.kind == "card"
    assert g.prompt.side != other  # the original is untouched
    h.state.stack = []
    h.refresh_prompt()
    assert h.prompt is None


SAVE_SEEDS = 300


def test_save_string_of_a_whole_game_is_small() -> None:
    """Save: a whole random game's save string stays below 4096 bytes (max over seeds)."""
    sizes = []
    for seed in range(SAVE_SEEDS):
        g, _ = random_game(seed)
        sizes.append(len(g.save().encode("ascii")))
    print(f"max save string {max(sizes)} bytes over {SAVE_SEEDS} games")
    assert max(sizes) < 4096


@pytest.mark.parametrize("text", ["", "WSDV", "WSDV1.", "WSDV2.abc", "hello.world",
                                  "WSDV1.!!!!", "WSDV1.AAAA", "WSDV1." + "A" * 40,
                                  "WSDV1.ÄÖÜ"])
def test_load_garbage_raises_save_error(text: str) -> None:
    """Load: garbage is refused with SaveError."""
    with pytest.raises(SaveError):
        Game.load(text)


def test_load_far_too_long_text_raises_save_error() -> None:
    """Load: a text of megabytes is refused before any unpacking."""
    with pytest.raises(SaveError, match="too long"):
        Game.load("WSDV1." + "A" * (1 << 21))


@pytest.mark.parametrize("value", [None, 42, b"WSDV1.abc", ["WSDV1."]])
def test_load_non_text_raises_save_error(value: object) -> None:
    with pytest.raises(SaveError):
        Game.load(value)  # type: ignore[arg-type]


def test_load_every_truncation_raises_save_error() -> None:
    """Load: every truncated save string is refused with SaveError."""
    g = Game.new(8)
    for _ in range(30):
        g.choose(g.prompt.options[-1].id)
    text = g.save()
    for n in range(len(text)):
        with pytest.raises(SaveError):
            Game.load(text[:n])


def test_load_tampered_strings_raise_save_error_or_load_the_same() -> None:
    """Load: a changed character is caught by the checksum (or only changed unused padding
    bits, and the game is the same)."""
    g = Game.new(8)
    for _ in range(30):
        g.choose(g.prompt.options[0].id)
    text = g.save()
    alphabet = "AQgw09-_zZ"
    for i in range(len(text)):
        for ch in alphabet[(i % 5):(i % 5) + 2]:
            if ch == text[i]:
                continue
            tampered = text[:i] + ch + text[i + 1:]
            try:
                h = Game.load(tampered)
            except SaveError:
                continue
            assert h.choices == g.choices


def test_load_checksummed_nonsense_raises_save_error() -> None:
    """Load: a well-formed string whose content is no game (bad seed, illegal choices, a
    zip bomb) is refused with SaveError."""
    for text in (savefile.encode(-1, []), savefile.encode(1 << 64, []),
                 savefile.encode(3, ["card:nope"]), savefile.encode(3, ["done"] * 5)):
        with pytest.raises(SaveError):
            Game.load(text)
    import base64
    import zlib

    packed = zlib.compress(b"1\n3\n" + b"x" * (1 << 22), 9)
    bomb = "WSDV1." + base64.urlsafe_b64encode(
        zlib.crc32(packed).to_bytes(4, "big") + packed).decode().rstrip("=")
    with pytest.raises(SaveError, match="far too much"):
        Game.load(bomb)


def _load_only_save_error(text: object) -> None:
    try:
        Game.load(text)  # type: ignore[arg-type]
    except SaveError:
        pass


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text())
def test_load_any_text_raises_only_save_error(text: str) -> None:
    """Load (hypothesis): no text makes Game.load raise anything but SaveError."""
    _load_only_save_error(text)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=.",
               max_size=200))
def test_load_base64ish_text_raises_only_save_error(body: str) -> None:
    """Load (hypothesis): text after our prefix, in the base64 alphabet."""
    _load_only_save_error("WSDV1." + body)


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=-(1 << 70), max_value=1 << 70),
       st.lists(st.one_of(st.text(max_size=30), st.sampled_from(
           ["card:1", "build", "done", "ls", "unrest", "event", "keep", "west_draws",
            "card:I", "prov:Sachsen", "city:Köln", "hamburg:Niedersachsen"])), max_size=40))
def test_load_checksummed_random_content_raises_only_save_error(seed: int,
                                                                choices: list[str]) -> None:
    """Load (hypothesis): a valid envelope around any seed and any choices either loads or
    raises SaveError — never another exception."""
    _load_only_save_error(savefile.encode(seed, choices))


# --- hidden information (ruling 6) ------------------------------------------------------------


def test_view_hides_the_other_hand_the_deck_and_the_other_sides_options() -> None:
    """Ruling 6: hands and the deck order are secret; everything else is open. The waiting
    side sees who decides what, not the options."""
    g = new_game(6)
    s = g.state
    west, east = g.view("west"), g.view("east")
    assert west["hands"] == {"west": s.hands["west"], "east": 2}
    assert east["hands"] == {"west": 2, "east": s.hands["east"]}
    assert west["deck"] == len(s.deck) and isinstance(west["deck"], int)
    assert "options" in west["prompt"] and "options" not in east["prompt"]
    assert east["prompt"]["side"] == "west" and east["prompt"]["kind"] == "card"
    spectator = g.view(None)
    assert spectator["hands"] == {"west": 2, "east": 2} and "options" not in spectator["prompt"]
    assert west["display"] == s.display and west["special"] == "I"
    with pytest.raises(ValueError):
        g.view("north")
