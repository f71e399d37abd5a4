"""The finishing order of a game: the winner, then the players in reverse order of going out."""

from __future__ import annotations

from collections.abc import Sequence

from .events import BidMade, CalzaCalled, DudoCalled, Event, GameOver, PlayerEliminated


def finishing_order(history: Sequence[Event], players: int) -> tuple[int, ...]:
    """Return the seats from first to last place: the winner, then the last out, and so on.

    Seats neither out nor winning (a game still running) share the places above those out.
    """
    out = [event.seat for event in history if isinstance(event, PlayerEliminated)]
    winner = next((event.winner for event in history if isinstance(event, GameOver)), None)
    first = [winner] if winner is not None else []
    playing = [seat for seat in range(players) if seat not in out and seat != winner]
    return (*first, *playing, *reversed(out))


def place_of(seat: int, history: Sequence[Event], players: int) -> int:
    """Return ``seat``'s finishing place (1 for the winner) by the order of elimination."""
    return finishing_order(history, players).index(seat) + 1


def finishing_places(history: Sequence[Event], players: int) -> tuple[int, ...]:
    """Return each seat's finishing place, in seat order (1 for the winner)."""
    order = finishing_order(history, players)
    return tuple(order.index(seat) + 1 for seat in range(players))


def went_out(seat: int | None, events: Sequence[Event]) -> bool:
    """Whether ``seat`` (None: no seat) lost its last die in ``events``."""
    return any(isinstance(event, PlayerEliminated) and event.seat == seat for event in events)


def has_played(seat: int | None, events: Sequence[Event]) -> bool:
    """Whether ``seat`` (None: no seat) made a bid, or called Dudo or Calza, in ``events``."""
    moves = (BidMade, DudoCalled, CalzaCalled)
    return any(isinstance(event, moves) and event.seat == seat for event in events)
