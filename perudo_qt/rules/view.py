"""What one seat may know of a game: its own dice and the public record, nothing more."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Bid
from .events import BidMade, Event
from .options import RuleOptions


@dataclass(frozen=True, slots=True)
class PlayerView:
    """A seat's knowledge of the game at one moment; immutable, safe to hand to another thread.

    Attributes:
        seat: whose view this is.
        players: every seat's name, in seat order.
        options: the game's rules.
        own_dice: this seat's dice this round (empty when out).
        active_seats: the seats still holding dice (public: every loss is announced).
        dice_counts: every seat's dice count, or None when lost dice are hidden (R17).
        round_number: the round being played, from 1.
        starting_seat: who opened this round.
        current_seat: whose turn it is, or None when the game is over.
        round_bids: this round's bids, oldest first.
        is_palifico_round: pacos are not wild and the face is locked (R14).
        history: every public event of the game so far, oldest first.

    """

    seat: int
    players: tuple[str, ...]
    options: RuleOptions
    own_dice: tuple[int, ...]
    active_seats: tuple[int, ...]
    dice_counts: tuple[int, ...] | None
    round_number: int
    starting_seat: int
    current_seat: int | None
    round_bids: tuple[BidMade, ...]
    is_palifico_round: bool
    history: tuple[Event, ...]

    @property
    def current_bid(self) -> Bid | None:
        """The standing bid, or None before the round's opening bid."""
        return self.round_bids[-1].bid if self.round_bids else None

    @property
    def bidder(self) -> int | None:
        """The seat that made the standing bid, or None before the opening bid."""
        return self.round_bids[-1].seat if self.round_bids else None

    @property
    def pacos_wild(self) -> bool:
        """Whether pacos count for other faces this round (R13)."""
        return not self.is_palifico_round
