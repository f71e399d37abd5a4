"""The coach: pure-Python reviews of a person's decisions, judged by the odds known at the time."""

from .judge import (
    STRONGEST_LEVEL,
    Advice,
    Advisor,
    Judgement,
    Verdict,
    Why,
    judge,
    strongest_advice,
    verdict_for,
)
from .replay import Step, replay
from .review import CoachMode, FellFor, GameSummary, RoundReview, review_rounds

__all__ = [
    "STRONGEST_LEVEL",
    "Advice",
    "Advisor",
    "CoachMode",
    "FellFor",
    "GameSummary",
    "Judgement",
    "RoundReview",
    "Step",
    "Verdict",
    "Why",
    "judge",
    "replay",
    "review_rounds",
    "strongest_advice",
    "verdict_for",
]
