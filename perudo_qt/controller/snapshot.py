"""What the person's seat may know of the game at one moment: a frozen value for the window.

The controller alone holds the live game; everything outside it renders these snapshots. A
snapshot is built from the perspective seat's view (R17 decides whether dice counts show), so
nothing in it tells of another seat's hidden dice.
"""

from __future__ import annotations

from dataclasses import dataclass

from perudo_qt.rules import Game, PlayerView
from perudo_qt.rules.standings import finishing_order, has_played

from .choices import HumanChoices
from .table import TableSetup
from .turn import Phase


@dataclass(frozen=True, slots=True)
class TableSnapshot:
    """The table as the person's seat may know it; immutable.

    Attributes:
        setup: the table: names, seats, the person's seat, the rules.
        view: the perspective seat's view (the person's, or seat 0 in a bots-only game).
        choices: what the person may do now (nothing when it is not their move).
        seed: the game's seed: the same seed deals the same dice again.
        winner: the winner's seat once the game is over, else None.
        thinking: the seat whose bot is thinking now, if any.
        phase: where the turn loop stands (showing events, the person's turn, a bot thinking...).
    """

    setup: TableSetup
    view: PlayerView
    choices: HumanChoices
    seed: int
    winner: int | None
    thinking: int | None
    phase: Phase

    @property
    def names(self) -> tuple[str, ...]:
        """Every seat's name, in seat order."""
        return tuple(seat.name for seat in self.setup.seats)

    @property
    def human_seat(self) -> int | None:
        """The person's seat, or None in a bots-only game."""
        return self.setup.human_seat

    @property
    def is_over(self) -> bool:
        """Whether the game has a winner."""
        return self.winner is not None

    @property
    def finishing_order(self) -> tuple[int, ...] | None:
        """Every seat from the winner to the first out, once the game is over; else None."""
        return finishing_order(self.view.history, len(self.setup.seats)) if self.is_over else None

    @property
    def person_playing(self) -> bool:
        """Whether the person still holds dice in a game that is not over."""
        you = self.setup.human_seat
        return you is not None and not self.is_over and you in self.view.active_seats

    @property
    def person_has_played(self) -> bool:
        """Whether the person has made a move in this game: a bid, a Dudo or a Calza."""
        return has_played(self.setup.human_seat, self.view.history)


def take_snapshot(
    game: Game,
    setup: TableSetup,
    perspective: int,
    choices: HumanChoices,
    thinking: int | None,
    phase: Phase,
) -> TableSnapshot:
    """Return what ``perspective``'s seat may know of ``game`` now."""
    return TableSnapshot(
        setup=setup,
        view=game.view_for(perspective),
        choices=choices,
        seed=game.seed,
        winner=game.winner,
        thinking=thinking,
        phase=phase,
    )
