"""Weighing whether a player is one our models foresee, or a stranger, from their revealed choices.

After each revealed round the look-ahead's models replay every choice the other seats made,
with the dice they held (see ``RoundPlanner``). A player built like ours has most of their
choices foreseen by one of the models; a stranger far fewer, only those a model happens to
share with them. Each foreseen choice, and each one not foreseen, is evidence for one kind of
player against the other, in proportion to how likely that outcome is under each: the
log-likelihood ratio of the two, added to a prior log-odds.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Evidence:
    """How to weigh a player's foreseen choices: our kind of player against a stranger.

    Attributes:
        ours: the share of an our-kind player's choices the best model foresees.
        stranger: the share of a stranger's choices it foresees.
        prior: the log-odds that a player is of our kind before any choice is seen (below 0:
            a stranger until the modelled estimates have earned it; above: one of ours until
            the choices show otherwise).
    """

    ours: float
    stranger: float
    prior: float

    def log_odds(self, foreseen: int, choices: int) -> float:
        """Return the log-odds that a player is of our kind after ``choices`` revealed choices.

        ``foreseen`` of them were made by the model that foresaw the most.
        """
        missed = choices - foreseen
        hit = math.log(self.ours / self.stranger)
        miss = math.log((1.0 - self.ours) / (1.0 - self.stranger))
        return self.prior + foreseen * hit + missed * miss


CROWD_EVIDENCE = Evidence(ours=0.8, stranger=0.3, prior=0.5)
"""How Expert weighs a player at a table of three or more (``Level.simple_estimates``), and
heads-up, where it trusts its plan's Dudo against one of ours only.

Replayed with their dice, Normal's and Hard's models foresee about 80 % of a Hard player's
choices at six seats, and at most about 30 % of a league member's (36 % of a plain odds
player's, whom the plain odds model foresees instead), so one foreseen choice counts about +1.0
and one missed about -1.25. The prior leans to our kind: before any reveal Expert plays Hard's
estimates, as it did, and the first rounds' choices soon settle it. Leaning to a stranger
instead (prior -1) cost a point or two against five Hards (24.2 against 26.2 %, 400 games) for
no gain against the league (46.0 against 44.4 %, within the noise). Heads-up its models foresee
about as much (over four games: all of a lapse-free Normal's choices, 72 % of Hard's, 20 to
54 % of a tuning member's); there too a prior leaning to a stranger (-1) cost against Hard:
with its Dudo weighed in the first round, Expert lost that round to Hard 48 % of the time (300
games)."""
