"""The plain odds of a bid from one seat's knowledge: its own dice and the dice it cannot see.

The bots' estimate (``beliefs``) reads its own matches and its chances through these functions,
and the hints and the coach ask ``seat_odds`` for the same numbers without any reading of the
other players' bids: one implementation of the odds for the whole game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from perudo_qt.rules import PACO, Bid, PlayerView

from .probability import Distribution, binomial, binomial_tails, match_probability
from .tracking import dice_counts


def own_matches(dice: Sequence[int], face: int, wild: bool) -> int:
    """Return how many of ``dice`` count for ``face``, pacos included when ``wild`` (R13)."""
    return sum(1 for die in dice if die == face or (wild and face != PACO and die == PACO))


def chance_at_least(tails: Distribution, needed: int) -> float:
    """Return the chance of ``needed`` or more unseen matches, from their ``tails``.

    ``tails[k]`` is the chance of ``k`` or more matches (see ``probability.tails``); when the
    seat's own dice already make the count, ``needed`` is zero or less and the bid is sure.
    """
    if needed <= 0:
        return 1.0
    return tails[needed] if needed < len(tails) else 0.0


def chance_exactly(dist: Distribution, needed: int) -> float:
    """Return the chance of exactly ``needed`` unseen matches, from their distribution."""
    return dist[needed] if 0 <= needed < len(dist) else 0.0


@dataclass(frozen=True, slots=True)
class SeatOdds:
    """The odds of any bid from a seat's own dice and the number of dice it cannot see.

    Attributes:
        own_dice: the seat's dice this round.
        hidden: how many dice the other seats hold (from the public record when lost dice are
            hidden, R17).
        wild: whether pacos count for the other faces this round (R13, not in palifico, R14).

    """

    own_dice: tuple[int, ...]
    hidden: int
    wild: bool

    def matches(self, face: int) -> int:
        """Return how many of the seat's own dice count for ``face``."""
        return own_matches(self.own_dice, face, self.wild)

    def at_least(self, bid: Bid) -> float:
        """Return the chance that ``bid`` is true: at least its quantity on the table."""
        tails = binomial_tails(self.hidden, match_probability(bid.face, self.wild))
        return chance_at_least(tails, bid.quantity - self.matches(bid.face))

    def exactly(self, bid: Bid) -> float:
        """Return the chance that exactly ``bid.quantity`` dice count for ``bid`` (Calza, R16)."""
        dist = binomial(self.hidden, match_probability(bid.face, self.wild))
        return chance_exactly(dist, bid.quantity - self.matches(bid.face))


def seat_odds(view: PlayerView) -> SeatOdds:
    """Return the plain odds ``view.seat`` can know: its dice, the dice in play, wild pacos.

    The dice in play are those shown when lost dice are visible, else those a careful player
    counts from every announced loss and gain (R17), exactly as the bots count them.
    """
    counts = dice_counts(view)
    return SeatOdds(view.own_dice, sum(counts) - counts[view.seat], view.pacos_wild)
