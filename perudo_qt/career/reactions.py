"""When characters react, and which of their lines they say: from public events only.

What a character says may depend on what everyone at the table saw (bids, calls, the reveal,
dice lost and won) and on a random draw, never on its hidden dice or its reasons: the readers
here are only ever given public events, and the picker's random source sees nothing else.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable

from perudo_qt.rules import (
    PACO,
    Bid,
    BidMade,
    CalzaCalled,
    DiceRevealed,
    DieGained,
    DieLost,
    DudoCalled,
    Event,
    GameOver,
    RoundStarted,
)

LINES_PER_MOMENT = 3
"""How many lines each personality has for each moment."""

BIG_RAISE = 2
"""A raise of at least this many dice over the standing bid, on a face that is not paco."""


class Moment(enum.Enum):
    """A public moment a character reacts to."""

    BIG_RAISE = "big-raise"
    """It raised the standing bid by ``BIG_RAISE`` dice or more."""
    DOUBTED = "doubted"
    """Someone called Dudo on its bid."""
    BLUFF_CAUGHT = "bluff-caught"
    """Its Dudo was right: the bid was a bluff."""
    LOST_DIE = "lost-die"
    """It put a die in the lid."""
    WON_DIE = "won-die"
    """A call it was part of went its way: the other lost a die, or it took one back."""
    WON_GAME = "won-game"
    """It won the game."""


class MomentReader:
    """Reads the public events of a game as they come and says who has a moment.

    Feed it every event in order, from the first; it keeps the standing bid and the call
    being resolved, both public.
    """

    def __init__(self) -> None:
        self._standing: Bid | None = None
        self._call: DudoCalled | CalzaCalled | None = None

    def feed(self, events: Iterable[Event]) -> list[tuple[int, Moment]]:
        """Return the (seat, moment) pairs ``events`` bring, in order."""
        found: list[tuple[int, Moment]] = []
        for event in events:
            found.extend(self._read(event))
        return found

    def _read(self, event: Event) -> list[tuple[int, Moment]]:
        if isinstance(event, RoundStarted):
            self._standing = self._call = None
        elif isinstance(event, BidMade):
            standing, self._standing = self._standing, event.bid
            if standing is not None and _is_big(standing, event.bid):
                return [(event.seat, Moment.BIG_RAISE)]
        elif isinstance(event, DudoCalled):
            self._call = event
            return [(event.bidder, Moment.DOUBTED)]
        elif isinstance(event, CalzaCalled):
            self._call = event
        elif isinstance(event, DiceRevealed):
            call = self._call
            if isinstance(call, DudoCalled) and not event.bid_stands:
                return [(call.seat, Moment.BLUFF_CAUGHT)]
        elif isinstance(event, DieLost):
            found = [(event.seat, Moment.LOST_DIE)]
            call = self._call
            if isinstance(call, DudoCalled):
                other = call.bidder if event.seat == call.seat else call.seat
                found.append((other, Moment.WON_DIE))
            return found
        elif isinstance(event, DieGained):
            return [(event.seat, Moment.WON_DIE)]
        elif isinstance(event, GameOver):
            return [(event.winner, Moment.WON_GAME)]
        return []


def _is_big(standing: Bid, bid: Bid) -> bool:
    return PACO not in (standing.face, bid.face) and bid.quantity - standing.quantity >= BIG_RAISE


class LinePicker:
    """Picks which of a speaker's lines it says, never the same one twice in a row.

    A speaker is a personality, or a career character, who says its voice's lines and its own.

    ``rng`` must be a source of its own, seeded apart from the dice (it never sees them).
    """

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng
        self._last: dict[tuple[str, Moment], int] = {}

    def pick(self, speaker: str, moment: Moment, count: int = LINES_PER_MOMENT) -> int:
        """Return the index of the line ``speaker`` says at ``moment``, of ``count``.

        Raises:
            ValueError: ``count`` is below 1.
        """
        if count < 1:
            raise ValueError(f"a moment needs a line to say, not {count}")
        last = self._last.get((speaker, moment))
        choices = [index for index in range(count) if index != last] or [0]
        index = self._rng.choice(choices)
        self._last[speaker, moment] = index
        return index
