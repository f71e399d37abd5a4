"""The table a career stage is played at: the person, then the stage's characters."""

from __future__ import annotations

from perudo_qt.career.stages import Stage
from perudo_qt.controller.table import SeatSetup, TableSetup


def stage_table(stage: Stage, person: str) -> TableSetup:
    """Return the table of ``stage``: the person named ``person`` first, under its rules."""
    seats = (
        SeatSetup(person),
        *(
            SeatSetup(character.name, character.level, character.personality, character.id)
            for character in stage.characters
        ),
    )
    return TableSetup(seats, stage.options, stage=stage.id)
