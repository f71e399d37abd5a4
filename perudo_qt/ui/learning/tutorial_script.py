"""The tutorial's worked round as data: the table, the fixed dice and each step's action.

Pure Python on the rules engine (no Qt): the tutorial window shows these steps, and tests
check them against the rulebook's worked round. Five players, A to E, hold 21 dice; A opens
with 4 fours, B raises to 6 fours, C switches to 4 pacos, D leaves pacos with 9 fives, E calls
Dudo and loses a die, as four fives and five pacos make nine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from perudo_qt.rules import Action, Bid, Dudo, Event, Game, RuleOptions

PLAYERS = ("A", "B", "C", "D", "E")
OPTIONS = RuleOptions(lost_dice_visible=True)
"""The worked round's table counts its dice aloud (21 in play), so lost dice are shown."""

WORKED_DICE = (
    (1, 1, 5, 2),  # A
    (1, 5, 4, 4),  # B
    (1, 4, 4, 6),  # C
    (5, 2, 3, 6),  # D
    (1, 5, 6, 2, 3),  # E
)

# Four short rounds before the worked round, in which B, C, D and then A lose a die, so A
# opens the worked round with 21 dice in play. Every die shows a two: a bid on threes is false.
_PRELUDE: tuple[tuple[Action, ...], ...] = (
    (Bid(1, 2), Bid(1, 3), Dudo()),  # A, B, C: B loses and opens the next round
    (Bid(1, 2), Bid(1, 3), Dudo()),  # B, C, D: C loses
    (Bid(1, 2), Bid(1, 3), Dudo()),  # C, D, E: D loses
    (Bid(1, 2), Bid(2, 2), Bid(2, 3), Dudo()),  # D, E, A, B: A loses and opens
)


@dataclass(frozen=True, slots=True)
class Step:
    """One step of the worked round.

    Attributes:
        topic: what the step explains: "table", "opening", "raise", "to_pacos",
            "from_pacos" or "dudo".
        action: the action the step shows, played by the seat whose turn it is (None for
            the first look at the table).
    """

    topic: str
    action: Action | None


STEPS = (
    Step("table", None),
    Step("opening", Bid(4, 4)),
    Step("raise", Bid(6, 4)),
    Step("to_pacos", Bid(4, 1)),
    Step("from_pacos", Bid(9, 5)),
    Step("dudo", Dudo()),
)


def worked_round_game() -> Game:
    """Return the game just before the worked round: A to E, 21 dice, A to open."""
    game = Game(PLAYERS, OPTIONS, seed=0, first_seat=0)
    for actions in _PRELUDE:
        game.set_round_dice([[2] * count for count in game.dice_counts])
        for action in actions:
            game.apply(action)
    game.set_round_dice(WORKED_DICE)
    return game


@dataclass(frozen=True, slots=True)
class Moment:
    """The worked round at one step: the game before and after the step's action.

    Attributes:
        step: the step shown.
        seat: who acts at this step (A for the first look).
        before: a game in the state before the step's action (ask it what was legal).
        after: the game after the action.
        events: what the action caused.
        dice: every hand of the worked round (the same at every step).
    """

    step: Step
    seat: int
    before: Game
    after: Game
    events: tuple[Event, ...]
    dice: tuple[tuple[int, ...], ...]


def moment(index: int) -> Moment:
    """Return the worked round at step ``index`` of ``STEPS``, replayed from its start."""
    before = worked_round_game()
    for step in STEPS[1:index]:
        assert step.action is not None
        before.apply(step.action)
    step = STEPS[index]
    seat = before.current_seat
    assert seat is not None
    after = worked_round_game()
    events: Sequence[Event] = ()
    for earlier in STEPS[1 : index + 1]:
        assert earlier.action is not None
        events = after.apply(earlier.action)
    return Moment(step, seat, before, after, tuple(events), WORKED_DICE)
