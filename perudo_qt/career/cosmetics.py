"""Which table themes the person has unlocked, computed from the career and the achievements.

Nothing is stored for them: like the achievements, they follow from the recorded games. The
classic and the high-contrast tables are always there; the cosmetic sets are earned.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .achievements import Evidence, earned
from .characters import CHARACTERS
from .stages import STAGES

ALWAYS = ("classic", "high-contrast")
"""The themes everyone has: the classic table, and the high-contrast one (never locked)."""


@dataclass(frozen=True, slots=True)
class Cosmetic:
    """A cosmetic table theme and what unlocks it.

    Attributes:
        id: the theme's id (as the UI's table themes name it).
        rule: what unlocks it, by id (the UI words it).
        unlocked_by: whether the evidence unlocks it.
    """

    id: str
    rule: str
    unlocked_by: Callable[[Evidence], bool]


def _stage_beaten(number: int) -> Callable[[Evidence], bool]:
    stage = STAGES[number - 1].id
    return lambda evidence: stage in evidence.career.beaten


def _boss_beaten(evidence: Evidence) -> bool:
    got = earned(evidence)
    return any(f"beat-{character.id}" in got for character in CHARACTERS.values() if character.boss)


TEN_ACHIEVEMENTS = 10

COSMETICS: tuple[Cosmetic, ...] = (
    Cosmetic("midnight", "first-stage", _stage_beaten(1)),
    Cosmetic("velvet", "third-stage", _stage_beaten(3)),
    Cosmetic("ocean", "a-boss", _boss_beaten),
    Cosmetic("royal", "ten-achievements", lambda e: len(earned(e)) >= TEN_ACHIEVEMENTS),
)
"""The cosmetic sets, in the order they tend to be unlocked."""


def unlocked(evidence: Evidence | None) -> frozenset[str]:
    """Return the ids of the themes the person may choose (None: no statistics are kept)."""
    won = (
        ()
        if evidence is None
        else (cosmetic.id for cosmetic in COSMETICS if cosmetic.unlocked_by(evidence))
    )
    return frozenset((*ALWAYS, *won))
