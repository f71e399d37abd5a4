"""The coach: pure-Python reviews of a person's decisions, judged by the odds known at the time.

The names below are imported from their modules when first used (``perudo_qt.lazy``).
The functions named as their modules, ``judge`` and ``replay``, are imported from them.
"""

from typing import TYPE_CHECKING

from perudo_qt.lazy import lazy_exports

if TYPE_CHECKING:
    from .judge import STRONGEST_LEVEL as STRONGEST_LEVEL
    from .judge import Advice as Advice
    from .judge import Advisor as Advisor
    from .judge import Judgement as Judgement
    from .judge import Verdict as Verdict
    from .judge import Why as Why
    from .judge import strongest_advice as strongest_advice
    from .judge import verdict_for as verdict_for
    from .modes import CoachMode as CoachMode
    from .replay import Step as Step
    from .review import FellFor as FellFor
    from .review import GameSummary as GameSummary
    from .review import RoundReview as RoundReview
    from .review import review_rounds as review_rounds

__getattr__, __all__ = lazy_exports(
    __name__,
    {
        "judge": (
            "STRONGEST_LEVEL",
            "Advice",
            "Advisor",
            "Judgement",
            "Verdict",
            "Why",
            "strongest_advice",
            "verdict_for",
        ),
        "replay": ("Step",),
        "modes": ("CoachMode",),
        "review": ("FellFor", "GameSummary", "RoundReview", "review_rounds"),
    },
)
