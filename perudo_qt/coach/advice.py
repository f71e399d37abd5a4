"""The tutor's advice on a bid or a Dudo, classified by the odds the person's seat can know.

Pure: the odds come from ``perudo_qt.bots.odds`` (the person's own dice and the dice they
cannot see), the very numbers the bots and the hints start from; the UI words the advice.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from perudo_qt.bots.odds import SeatOdds
from perudo_qt.bots.probability import match_probability
from perudo_qt.rules import Bid

SURE = 0.95
"""A bid at least this likely is safe, but the next player can raise on it just as safely."""
GOOD = 0.5
"""A bid at least this likely (and not sure) is a good raise: more often true than not."""
UNLIKELY = 0.2
"""A bid less likely than this will most likely be doubted, and lost."""
DUDO_WORTH = 0.35
"""Dudo on a bid less likely than this wins more often than it loses, by a clear margin."""
DUDO_CLOSE = 0.6
"""Dudo on a bid from ``DUDO_WORTH`` up to this likely is a close call; above it, a bad one."""


class BidAdviceKind(Enum):
    """What bidding would mean, by the chance the bid is true."""

    SAFE = "safe"
    """Almost sure: safe, but it tells the next player nothing and leaves them an easy raise."""
    GOOD = "good"
    """More likely true than not: a good raise."""
    RISKY = "risky"
    """Less likely true than not: a Dudo on it would probably win."""
    UNLIKELY = "unlikely"
    """Very unlikely: expect a Dudo, and to lose a die."""


class DudoAdviceKind(Enum):
    """What calling Dudo would mean, by the chance the standing bid is true."""

    WORTH = "worth"
    """The bid is probably false: Dudo is worth calling."""
    CLOSE = "close"
    """About even: a close call; a likely raise may be the better choice."""
    NOT_WORTH = "not_worth"
    """The bid is probably true: Dudo would most likely cost a die."""


@dataclass(frozen=True, slots=True)
class BidAdvice:
    """The tutor's reading of a bid the person might make.

    Attributes:
        kind: what bidding it would mean.
        bid: the bid.
        held: how many of the person's dice count for it.
        others: how many dice the person cannot see.
        expected: how many of those are expected to count.
        chance: the chance the bid is true.
    """

    kind: BidAdviceKind
    bid: Bid
    held: int
    others: int
    expected: float
    chance: float


@dataclass(frozen=True, slots=True)
class DudoAdvice:
    """The tutor's reading of a Dudo on the standing bid.

    Attributes:
        kind: what calling Dudo would mean.
        bid: the standing bid.
        chance: the chance it is true.
    """

    kind: DudoAdviceKind
    bid: Bid
    chance: float


def bid_advice(odds: SeatOdds, bid: Bid) -> BidAdvice:
    """Return the advice on bidding ``bid``, from the odds of the person's seat."""
    chance = odds.at_least(bid)
    if chance >= SURE:
        kind = BidAdviceKind.SAFE
    elif chance >= GOOD:
        kind = BidAdviceKind.GOOD
    elif chance >= UNLIKELY:
        kind = BidAdviceKind.RISKY
    else:
        kind = BidAdviceKind.UNLIKELY
    expected = odds.hidden * match_probability(bid.face, odds.wild)
    return BidAdvice(kind, bid, odds.matches(bid.face), odds.hidden, expected, chance)


def dudo_advice(odds: SeatOdds, standing: Bid) -> DudoAdvice:
    """Return the advice on calling Dudo on ``standing``, from the odds of the person's seat."""
    chance = odds.at_least(standing)
    if chance < DUDO_WORTH:
        kind = DudoAdviceKind.WORTH
    elif chance < DUDO_CLOSE:
        kind = DudoAdviceKind.CLOSE
    else:
        kind = DudoAdviceKind.NOT_WORTH
    return DudoAdvice(kind, standing, chance)
