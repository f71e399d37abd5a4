"""Expert's estimates as a bot of their own, for the evaluator to read in a solved round.

Against a player the evidence shows a stranger, Expert plays most solved seats by its
estimates instead of its table (README, "Against a stranger, its estimates"). This bot is
those estimates alone, an ``EstimatingBot`` of the Expert level, so that what a best responder
wins against them can be measured:

    python -m perudo_qt.bots.exploit --bot benchmarks/expert_estimates.py:ExpertEstimates \\
        --split 1v1 --split pal-1v5
"""

from __future__ import annotations

from perudo_qt.bots import EXPERT
from perudo_qt.bots.estimating import EstimatingBot


class ExpertEstimates(EstimatingBot):
    """The Expert level's estimates, with no table."""

    def __init__(self) -> None:
        super().__init__(EXPERT, name="expert-estimates")
