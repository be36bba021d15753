"""The sequence of play (section B): decades, half decades, the card display, hands, turns."""

from __future__ import annotations

from ..msg import m
from . import rng
from .board import other
from .data import SPECIAL_IDS, decade_cards
from .flow import Prompt, finish, frame, log, prompt, push, step
from .knowledge import learned_draw
from .state import Frame, State
from .unknown import hidden_deck
from .unrest import police_available

HAND_SIZE = 2
DISPLAY_SIZE = 7


def prestige_holder(s: State) -> str:
    """Section 2 (ruling 2): East holds the advantage at +1..+6, West at 0 and below."""
    return "east" if s.prestige > 0 else "west"


def draw(s: State, drawer: str | None) -> str | None:
    """The top card of the deck, into `drawer`'s hand (None: into the display)."""
    if not s.deck:
        return None
    s.reveals += 1
    card = s.deck.pop()
    learned_draw(s, drawer, card)
    return card


@step("decade_start")
def decade_start(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """Step 1: special card, deck, hands (discarding from decade II)."""
    finish(s, f)
    specials = SPECIAL_IDS[s.decade]
    s.special = specials[-1] if len(specials) > 1 and s.wall else specials[0]
    if s.hidden:  # the deck was shuffled outside: unknown cards until identified
        s.deck = hidden_deck(s.decade)
    else:
        s.deck = decade_cards(s.decade)
        s.rng = rng.shuffle(s.rng, s.deck)
    s.played = []
    log(s, None, m("log.decade_start", decade=s.decade, special=s.special), card=s.special)
    push(s, frame("hand_discard", side="west"), frame("hand_discard", side="east"),
         frame("fill_hands"), frame("deal_display"), frame("half_start", half=1))
    return None


@step("hand_discard")
def hand_discard(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """From decade II a player may discard old hand cards; with 3 cards at least 1 goes."""
    side = f["side"]
    hand = s.hands[side]
    if not hand:
        finish(s, f)
        return None
    if choice is None:
        opts = [(f"discard:{c}", m("opt.discard", card=c), ("card", c)) for c in hand]
        if len(hand) < 3:
            opts.append(("keep", m("opt.keep")))
        return prompt(side, "discard", m("prompt.discard_three" if len(hand) >= 3
                                         else "prompt.discard", side=side), opts)
    if choice == "keep":
        finish(s, f)
        return None
    card = choice.removeprefix("discard:")
    hand.remove(card)
    s.discard.append(card)
    log(s, side, m("log.discard_old", side=side, card=card), card=card)
    return None


@step("fill_hands")
def fill_hands(s: State, f: Frame, choice: str | None) -> Prompt | None:
    finish(s, f)
    for side in ("west", "east"):
        n = 0
        while len(s.hands[side]) < HAND_SIZE:
            card = draw(s, side)
            if card is None:
                break
            s.hands[side].append(card)
            n += 1
        if n:
            log(s, side, m("log.draw", side=side, n=n))
    return None


@step("deal_display")
def deal_display(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """Step 2: the top 7 cards of the deck into the display."""
    finish(s, f)
    while len(s.display) < DISPLAY_SIZE:
        card = draw(s, None)
        if card is None:
            break
        s.display.append(card)
    log(s, None, m("log.display", cards=list(s.display)))
    return None


@step("half_start")
def half_start(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """Step 3: the prestige holder starts the 1st half; the 2nd half is started by the player
    who did not take the last action of the 1st."""
    finish(s, f)
    s.half = f["half"]
    starter = prestige_holder(s) if s.half == 1 else other(s.last_actor or "west")
    log(s, None, m("log.half_start", decade=s.decade, half=s.half, starter=starter))
    push(s, frame("turn", side=starter))
    return None


@step("special_cost")
def special_cost(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """East taking the special card discards a hand card or lets West draw one."""
    opts = [(f"discard:{c}", m("opt.discard", card=c), ("card", c)) for c in s.hands["east"]]
    if s.deck:
        opts.append(("west_draws", m("opt.west_draws")))
    if not opts:
        finish(s, f)
        return None
    if choice is None:
        return prompt("east", "special_cost", m("prompt.special_cost"), opts)
    finish(s, f)
    if choice == "west_draws":
        card = draw(s, "west")
        if card is not None:
            s.hands["west"].append(card)
        log(s, "west", m("log.west_draws"))
    else:
        card = choice.removeprefix("discard:")
        s.hands["east"].remove(card)
        s.discard.append(card)
        log(s, "east", m("log.east_discards", card=card), card=card)
    return None


@step("after_action")
def after_action(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """The played card goes to the row (unless collected by East), then police power may be
    used, socialists move (section 7), and the next player's turn or the half's end."""
    finish(s, f)
    side, card = f["side"], f["card"]
    if not any(p[0] == card for p in s.police) and card not in s.removed:
        s.played.append(card)
    s.last_actor = side
    frames = []
    if side == "east" and police_available(s):
        frames.append(frame("police_window"))
    frames += [frame("socialists"), frame("end_turn", side=side)]
    push(s, *frames)
    return None


@step("end_turn")
def end_turn(s: State, f: Frame, choice: str | None) -> Prompt | None:
    """Step 4: the half decade ends when the last normal display card is played."""
    finish(s, f)
    if s.display:
        push(s, frame("turn", side=other(f["side"])))
    elif s.half == 1:
        push(s, frame("deal_display"), frame("half_start", half=2))
    else:
        s.half = 0
        push(s, frame("eod", phase=1))
    return None


def start(s: State) -> None:
    push(s, frame("decade_start"))

