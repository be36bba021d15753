"""What the page shows, as one function of the state (issue 37): `screen(state)` says which
game and view are drawn, whose hand shows, whether the pass screen, an End of Decade step or
the game-over screen is up, who may click what, and what the "what … did" box recalls. The
shell's paint (App.paint) only draws a `Screen`; the follow-ups (the computer's move, the
review, the outlook's search) are decided from it before it is drawn.

No DOM, no pyscript, no feature object: CPython tests call it over many states
(tests/test_ui_screen.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .confirm import previews_ready
from .eod_steps import Point
from .hotseat import ComputerSeat
from .state import UiState, VsComputer
from .targets import lit_targets

if TYPE_CHECKING:
    from ..engine import Game
    from .replay import Replay


@dataclass(frozen=True, slots=True)
class Screen:
    """Everything one paint draws, worked out from the state (`screen`)."""

    game: Game  # the game drawn: the replay's position, else the game played
    replay: Replay | None
    side: str | None  # who decides now, and what
    kind: str | None
    prompt: dict[str, Any] | None  # the prompt as data (Prompt.to_dict), None at the end
    passing: bool  # the pass screen is up
    shown: str | None  # whose hand shows: "west", "east", "both" (a replay's end) or None
    step: Point | None  # the End of Decade step shown (decade, phase), None for the game
    computer: bool  # the computer decides now
    remote_other: bool  # by link: the friend decides, or must answer first
    lit: dict[str, list[str]]  # the board's and the hands' clickable targets -> options
    live: dict[str, Any]  # the view of the position now (its outlook once at hand)
    view: dict[str, Any]  # the view drawn: at the End of Decade step shown, else `live`
    outlook_ready: bool  # the End of Decade outlook is at hand (else searched after)
    outlook: dict[str, Any] | None  # the outlook drawn (the page's or the worker's)
    recap: dict[str, Any] | None  # the view whose last turn "what … did" recalls
    recap_public: bool  # only its public part may show
    result_shown: bool  # the game-over screen is up
    notes_due: bool  # the options are drawn without their notes: worked out after the frame


def computer_to_move(state: UiState, step: Point | None) -> bool:
    """The computer decides now: against the computer, on its side, outside a replay, while
    no held choice or End of Decade step waits for the player."""
    mode, p = state.mode, state.game.prompt
    return (isinstance(mode, VsComputer) and p is not None and p.side != mode.human
            and state.saves.replay is None and state.held is None and step is None)


def waits_for_other(state: UiState, side: str | None) -> bool:
    """A game by link is open and this player cannot choose now: the friend decides (its
    options stay private) or must first answer this player's message (an invitation not yet
    accepted: no card is known yet), so the prompt offers no buttons."""
    p = state.player
    return p is not None and side is not None and (side != p.side or not p.can_choose())


def thorough_outlook(state: UiState) -> dict[str, Any] | None:
    """The worker's outlook of the game shown, if it answered for this version."""
    ai = state.ai
    return ai.outlook if ai.outlook_at == state.version else None


def screen(state: UiState) -> Screen:
    s = state
    replay = s.saves.replay  # the replay shows its step, with both hands hidden
    g = replay.game if replay else s.game
    p = g.prompt
    side, kind = (p.side, p.kind) if p else (None, None)
    passing = replay is None and g.result is None and s.seat.needs_pass(side, kind)
    shown = None if replay else s.seat.hand_side(side, kind)
    # the outlook is a search (up to a second): drawn once it is at hand, searched after;
    # the worker's search to the end, once it answered, replaces the page's own
    thorough = None if replay else thorough_outlook(s)
    ready = thorough is not None or g.outlook_ready()

    def view_of(who: str | None) -> dict[str, Any]:
        v = g.view(who, with_outlook=ready and thorough is None)
        if thorough is not None:
            v["outlook"] = thorough
        return v

    view = replay.shown_view(ready) if replay else view_of(shown)
    if replay and replay.finished:  # nothing is hidden any more
        shown = "both"
    # a game that ends in an End of Decade steps through it before the game-over screen
    step = None if replay else s.steps.pending(view)
    if step and passing:  # the step is public: shown before the hand-over
        passing, shown = False, None
        view = view_of(None)
    pd = p.to_dict() if p else None
    computer = replay is None and computer_to_move(s, step)
    remote_other = waits_for_other(s, side)
    lit: dict[str, list[str]] = {}
    if not (replay or passing or computer or remote_other or pd is None or step):
        lit = lit_targets(pd["options"])
        if s.held:
            lit = {k: v for k, v in lit.items() if s.held in v}
    live = view
    # while an End of Decade step waits (always one of the last End of Decade), the whole
    # table is as its phase left it: board, tracks, cards, the figures of the phases done
    # and the log (later phases, even the next decade, may already have run)
    after = g.view_after(step[1], shown) if step else None
    if after is not None:
        view = after
    recap, public = _recap_view(s, g, live, shown, side, step, replay is not None)
    result_shown = (replay is None and g.result is not None and not step
                    and not s.result_dismissed)
    # the options' notes are drawn with the options (a copy of the game per option): when
    # not yet worked out, the options show first and the notes after the frame
    options_drawn = (not replay and not step and g.result is None and pd is not None
                     and not s.held and not computer and not passing and not remote_other)
    return Screen(
        game=g, replay=replay, side=side, kind=kind, prompt=pd, passing=passing, shown=shown,
        step=step, computer=computer, remote_other=remote_other, lit=lit, live=live,
        view=view, outlook_ready=ready,
        outlook=live["outlook"] if ready and not replay else None,
        recap=recap, recap_public=public, result_shown=result_shown,
        notes_due=options_drawn and not previews_ready(g))


def _recap_view(s: UiState, g: Game, view: dict[str, Any], shown: str | None,
                side: str | None, step: Point | None, replay: bool
                ) -> tuple[dict[str, Any] | None, bool]:
    """The view whose last turn is shown as "what just happened", and whether only its
    public part may show: against the computer, the human's (its turn stays marked while
    the computer plays it out); in hot seat, the deciding side's, public on the shared
    screen. None when nothing is to be shown (a replay, the viewer's own turn)."""
    if replay:
        return None, False
    seat = s.seat
    viewer = seat.human if isinstance(seat, ComputerSeat) else side
    if viewer is None:
        return None, False
    # an End of Decade step: what happened up to that step, never after it
    after = g.view_after(step[1], viewer) if step else None
    rview = after if after is not None else \
        view if shown == viewer else g.view(viewer, with_outlook=False)
    last = rview.get("last_turn")
    if not last or last["by"] == viewer:
        # the viewer's own turn under way (a card taken, an undo): the other side's turn
        # before it stays in view until the viewer's turn is over
        last = rview.get("turn_before") if side == viewer else None
        if not last or last["by"] == viewer:
            return None, False
        rview = {**rview, "last_turn": last}
    return rview, shown != viewer
