"""What ``Game.apply`` reports: data only, which the UI words, translates and animates."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Bid


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """Every active seat rolled its dice (R5); ``starting_seat`` bids first."""

    round_number: int
    starting_seat: int
    palifico: bool


@dataclass(frozen=True, slots=True)
class BidMade:
    """``seat`` raised the standing bid to ``bid``."""

    seat: int
    bid: Bid


@dataclass(frozen=True, slots=True)
class DudoCalled:
    """``seat`` doubted ``bid``, made by ``bidder`` (R12)."""

    seat: int
    bidder: int
    bid: Bid


@dataclass(frozen=True, slots=True)
class CalzaCalled:
    """``seat`` claimed ``bid``, made by ``bidder``, is exactly right (R16)."""

    seat: int
    bidder: int
    bid: Bid


@dataclass(frozen=True, slots=True)
class DiceRevealed:
    """All cups lifted: every seat's dice (empty when out) and how many count for ``bid``.

    ``wild`` says whether pacos counted for the bid's face (R13).
    """

    dice: tuple[tuple[int, ...], ...]
    bid: Bid
    count: int
    wild: bool

    @property
    def bid_stands(self) -> bool:
        """Whether the bid was true: at least its quantity counted (a Dudo on it was wrong)."""
        return self.count >= self.bid.quantity

    @property
    def exact(self) -> bool:
        """Whether exactly the bid's quantity counted (a Calza on it was right, R16)."""
        return self.count == self.bid.quantity


@dataclass(frozen=True, slots=True)
class DieLost:
    """``seat`` put one die in the lid."""

    seat: int


@dataclass(frozen=True, slots=True)
class DieGained:
    """``seat`` took one die back from the lid after a right Calza (R16)."""

    seat: int


@dataclass(frozen=True, slots=True)
class PlayerEliminated:
    """``seat`` lost its last die and is out (R4)."""

    seat: int


@dataclass(frozen=True, slots=True)
class PalificoDeclared:
    """``seat`` is down to one die: the next round is a palifico round (R14)."""

    seat: int


@dataclass(frozen=True, slots=True)
class GameOver:
    """Only ``winner`` holds dice (R4)."""

    winner: int


Event = (
    RoundStarted
    | BidMade
    | DudoCalled
    | CalzaCalled
    | DiceRevealed
    | DieLost
    | DieGained
    | PlayerEliminated
    | PalificoDeclared
    | GameOver
)
"""Any event of the game."""
