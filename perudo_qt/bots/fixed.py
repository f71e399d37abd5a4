"""Fixed strategies used as arena yardsticks: simple rules a good bot must beat."""

from __future__ import annotations

import random
from collections.abc import Sequence

from perudo_qt.rules import Action, Bid, Dudo, PlayerView

from .base import Decision
from .beliefs import estimate
from .levels import Level
from .reasons import Reason, ReasonKind


def least_raise(legal: Sequence[Action]) -> Action:
    """Return the legal bid with the fewest dice (lowest face on ties), or Dudo if no bid."""
    bids = [action for action in legal if isinstance(action, Bid)]
    if not bids:
        return Dudo()
    return min(bids, key=lambda bid: (bid.quantity, bid.face))


class _NeverCalza:
    def consider_calza(self, view: PlayerView, rng: random.Random) -> Decision | None:
        """Never call Calza out of turn."""
        return None


class RandomBot(_NeverCalza):
    """Picks any legal action, uniformly."""

    name = "random"

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
        """Pick uniformly among ``legal``."""
        return Decision(rng.choice(list(legal)), Reason(ReasonKind.RANDOM))


class AlwaysDudoBot(_NeverCalza):
    """Calls Dudo whenever it can; opens with the least bid."""

    name = "always-dudo"

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
        """Call Dudo if legal, else make the least bid."""
        return Decision(
            Dudo() if Dudo() in legal else least_raise(legal), Reason(ReasonKind.ALWAYS_DUDO)
        )


class MinimumRaiseBot(_NeverCalza):
    """Always makes the smallest raise; never doubts."""

    name = "min-raise"

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
        """Make the least raise."""
        return Decision(least_raise(legal), Reason(ReasonKind.LEAST_RAISE))


class ThresholdBot(_NeverCalza):
    """Calls Dudo when the standing bid has P < 0.5 from its own dice, else the likeliest raise.

    Its odds are the plain binomial ones: it reads nothing into the other players' bids.
    """

    name = "threshold"
    level = Level("threshold")

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
        """Doubt below one half, else raise to the bid most likely true."""
        beliefs = estimate(view, self.level, rng)
        standing = view.current_bid
        if standing is not None and beliefs.at_least(standing) < 0.5:
            chance = beliefs.at_least(standing)
            return Decision(Dudo(), Reason(ReasonKind.DUDO, chance=chance, threshold=0.5), chance)
        bids = [action for action in legal if isinstance(action, Bid)]
        if not bids:
            return Decision(Dudo(), Reason(ReasonKind.NOTHING_BETTER))
        bid = max(bids, key=lambda bid: (beliefs.at_least(bid), -bid.quantity, -bid.face))
        chance = beliefs.at_least(bid)
        return Decision(bid, Reason(ReasonKind.LIKELIEST_RAISE, chance=chance), chance)
