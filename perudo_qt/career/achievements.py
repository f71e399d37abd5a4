"""Achievements, computed from the recorded games and statistics, each with its progress.

Nothing is stored for them: recomputing from the database always gives the same set.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .characters import CHARACTERS
from .progress import CareerProgress, career_progress
from .stages import STAGES

if TYPE_CHECKING:
    from perudo_qt.store.stats import GameFacts, PlacedGame, Statistics


@dataclass(frozen=True, slots=True)
class Evidence:
    """What achievements are computed from, as read from the statistics database.

    Attributes:
        statistics: the person's statistics.
        facts: per recorded game, what it says about the person, oldest first.
        career: the ladder as the recorded games leave it.
    """

    statistics: Statistics
    facts: tuple[GameFacts, ...]
    career: CareerProgress

    @classmethod
    def of(
        cls, statistics: Statistics, facts: Sequence[GameFacts], placings: Sequence[PlacedGame]
    ) -> Evidence:
        """Return the evidence in what ``StatsDatabase`` returned."""
        return cls(statistics, tuple(facts), career_progress(placings))

    def count(self, test: Callable[[GameFacts], bool]) -> int:
        """Return how many recorded games pass ``test``."""
        return sum(1 for facts in self.facts if test(facts))


@dataclass(frozen=True, slots=True)
class Achievement:
    """One achievement: its id (the UI words it) and how far the person has come.

    Attributes:
        id: the achievement's id.
        target: the count that earns it.
        measure: how far the evidence has come towards ``target``.
    """

    id: str
    target: int
    measure: Callable[[Evidence], int]


@dataclass(frozen=True, slots=True)
class Progress:
    """An achievement and how far the person has come towards it.

    Attributes:
        achievement: the achievement.
        count: how far, never above its target.
    """

    achievement: Achievement
    count: int

    @property
    def earned(self) -> bool:
        """Whether the achievement is earned."""
        return self.count >= self.achievement.target


def _won_from_one_die(facts: GameFacts) -> bool:
    """Whether the person won after losing dice down to one (not a game of one die each)."""
    return facts.won and facts.fewest_dice == 1 and bool(facts.dice_lost)


def _beat(character: str) -> Callable[[Evidence], int]:
    def measure(evidence: Evidence) -> int:
        head_to_head = evidence.career.records.get(character)
        return head_to_head.ahead if head_to_head is not None else 0

    return measure


ACHIEVEMENTS: tuple[Achievement, ...] = (
    Achievement("first-win", 1, lambda r: r.statistics.won),
    Achievement("ten-wins", 10, lambda r: r.statistics.won),
    Achievement("three-in-a-row", 3, lambda r: r.statistics.longest_streak),
    Achievement("regular", 25, lambda r: r.statistics.played),
    Achievement("first-bluff-caught", 1, lambda r: r.statistics.dudo.right),
    Achievement("bluff-hunter", 10, lambda r: r.statistics.dudo.right),
    Achievement("bluff-master", 50, lambda r: r.statistics.dudo.right),
    Achievement("first-calza", 1, lambda r: r.statistics.calza.right),
    Achievement("calza-artist", 5, lambda r: r.statistics.calza.right),
    Achievement("last-die-standing", 1, lambda r: r.count(_won_from_one_die)),
    Achievement("flawless", 1, lambda r: r.count(lambda f: f.won and f.dice_lost == 0)),
    Achievement("palifico-survivor", 1, lambda r: sum(f.palifico_survived or 0 for f in r.facts)),
    Achievement("duelist", 5, lambda r: r.count(lambda f: f.won and f.players == 2)),
    Achievement("full-table", 1, lambda r: r.count(lambda f: f.won and f.players == 6)),
    Achievement("marathon", 1, lambda r: r.count(lambda f: f.rounds >= 30)),
    Achievement("first-stage", 1, lambda r: len(r.career.beaten)),
    Achievement("halfway", len(STAGES) // 2, lambda r: len(r.career.beaten)),
    *(
        Achievement(f"beat-{character.id}", 1, _beat(character.id))
        for character in CHARACTERS.values()
        if character.boss
    ),
    Achievement("champion", len(STAGES), lambda r: len(r.career.beaten)),
)
"""Every achievement, in the order the achievements page lists them (the earned ones first)."""


def achievement_progress(evidence: Evidence) -> tuple[Progress, ...]:
    """Return every achievement with the person's progress towards it."""
    return tuple(
        Progress(achievement, min(achievement.measure(evidence), achievement.target))
        for achievement in ACHIEVEMENTS
    )


def earned(evidence: Evidence) -> frozenset[str]:
    """Return the ids of the achievements earned."""
    return frozenset(item.achievement.id for item in achievement_progress(evidence) if item.earned)
