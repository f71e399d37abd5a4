"""Where the person stands on the ladder, computed from the games the statistics recorded.

Nothing is counted twice and nothing is kept apart from the games themselves: progress is
recomputed from them whenever it is asked for.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .characters import CHARACTERS
from .stages import STAGES, STAGES_BY_ID, Stage

if TYPE_CHECKING:
    from perudo_qt.store.stats import PlacedGame


class StageState(enum.Enum):
    """Where a stage stands for the person."""

    LOCKED = "locked"
    """The stage before it is not beaten yet."""
    OPEN = "open"
    """It can be played, and is not beaten yet."""
    BEATEN = "beaten"
    """The person reached its needed place at least once."""


@dataclass(frozen=True, slots=True)
class StageProgress:
    """One stage as the ladder screen shows it.

    Attributes:
        stage: the stage.
        state: locked, open or beaten.
        attempts: the career games finished on it.
        best_place: the person's best place on it (0 before any attempt).
    """

    stage: Stage
    state: StageState
    attempts: int
    best_place: int


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """One character's record against the person, over career games.

    Attributes:
        played: career games at the same table.
        ahead: games the person finished ahead of them.
        behind: games they finished ahead of the person.
    """

    played: int = 0
    ahead: int = 0
    behind: int = 0


@dataclass(frozen=True, slots=True)
class CareerProgress:
    """The whole ladder for the person.

    Attributes:
        stages: every stage, first first.
        records: per character id, its record against the person.
    """

    stages: tuple[StageProgress, ...]
    records: dict[str, HeadToHead]

    @property
    def next_stage(self) -> StageProgress | None:
        """The first open stage not beaten yet: what to play next (None: the ladder is done)."""
        return next((item for item in self.stages if item.state is StageState.OPEN), None)

    @property
    def beaten(self) -> frozenset[str]:
        """The ids of the stages beaten."""
        return frozenset(item.stage.id for item in self.stages if item.state is StageState.BEATEN)

    def is_open(self, stage_id: str) -> bool:
        """Whether the stage ``stage_id`` may be played (open, or beaten and played again)."""
        return any(
            item.stage.id == stage_id and item.state is not StageState.LOCKED
            for item in self.stages
        )


def career_progress(games: Sequence[PlacedGame]) -> CareerProgress:
    """Return the ladder as the recorded ``games`` leave it.

    A stage is beaten when the person reached its needed place; the first stage is always
    open, and beating a stage opens the next. Games of stages this version does not know
    (a newer version's) are left out.
    """
    attempts: dict[str, list[int]] = {}
    records: dict[str, HeadToHead] = {}
    for game in games:
        you = game.you
        if game.stage not in STAGES_BY_ID or you is None:
            continue
        attempts.setdefault(game.stage, []).append(you.place)
        for seat in game.seats:
            if seat.character in CHARACTERS:
                record = records.get(seat.character, HeadToHead())
                records[seat.character] = HeadToHead(
                    record.played + 1,
                    record.ahead + (you.place < seat.place),
                    record.behind + (seat.place < you.place),
                )
    stages = []
    previous_beaten = True
    for stage in STAGES:
        places = attempts.get(stage.id, [])
        best = min(places, default=0)
        if places and stage.is_beaten_at(best):
            state = StageState.BEATEN
        else:
            state = StageState.OPEN if previous_beaten else StageState.LOCKED
        # A stage beaten out of order (a newer ladder's record) does not open what follows
        # a locked stage: the ladder is climbed rung by rung.
        if state is StageState.BEATEN and not previous_beaten:
            state = StageState.LOCKED
        previous_beaten = state is StageState.BEATEN
        stages.append(StageProgress(stage, state, len(places), best))
    return CareerProgress(tuple(stages), records)
