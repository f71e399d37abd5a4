"""A tried and rejected Expert: it departs from the equilibrium in every solved round.

Its safe play has its budget forced open: in every solved round where it plays by its table
(all of them against our kind; against a stranger, the few where Expert keeps its table), it
plays a best response to its model of the opponent, whatever the equilibrium has won so far. Against
the league it shows what the model of habits is worth (README, "Safe play in the solved
rounds"); it is not safe (against a player it has not read it plays a pure best response to
the equilibrium, which a best responder beats), so it does not ship:

    python benchmarks/solved_rounds.py --levels hard,expert,benchmarks/bold_expert.py:BoldExpert \\
        --league 16 --league-split held-out --games 25
"""

from __future__ import annotations

from perudo_qt.bots import ExpertBot
from perudo_qt.bots.safe_play import SafePlay


class BoldPlay(SafePlay):
    """Safe play with no limit: a best response in every solved round."""

    def departure(self, budget: float, value: float) -> float:
        """Always depart."""
        return 1.0


class BoldExpert(ExpertBot):
    """Expert whose solved rounds are all played as best responses to its model."""

    def __init__(self) -> None:
        super().__init__(name="bold-expert", safe_play=BoldPlay())
