"""Expert's estimates as a bot of their own, for the evaluator to read in a solved round.

Against a player the evidence shows a stranger, Expert departs from its table in most solved
seats to its estimates, in the rounds its budget funds, raising by them and doubting as its
look-ahead plans (README, "Against a stranger, its estimates"). This bot is that play alone,
an ``EstimatingBot`` of ``perudo_qt.bots.expert.stranger_levels()[StrangerPlay.PLANNED_DUDO]``,
so that what a best responder wins against it can be measured:

    python -m perudo_qt.bots.exploit --bot benchmarks/expert_estimates.py:ExpertEstimates \\
        --split 1v1 --split pal-1v5
"""

from __future__ import annotations

from perudo_qt.bots.estimating import EstimatingBot
from perudo_qt.bots.expert import StrangerPlay, stranger_levels


class ExpertEstimates(EstimatingBot):
    """Expert's estimates as it departs to them in most solved seats against a stranger."""

    def __init__(self) -> None:
        level = stranger_levels()[StrangerPlay.PLANNED_DUDO]
        super().__init__(level, name="expert-estimates")
