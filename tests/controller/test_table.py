"""The table as plain data: a career table names its stage and its characters, or refuses."""

from __future__ import annotations

import pytest

from perudo_qt.career.stages import STAGES
from perudo_qt.controller.table import SeatSetup, TableSetup


def career_table(stage_id: str) -> TableSetup:
    stage = next(stage for stage in STAGES if stage.id == stage_id)
    seats = (
        SeatSetup("You"),
        *(
            SeatSetup(character.name, character.level, character.personality, character.id)
            for character in stage.characters
        ),
    )
    return TableSetup(seats, stage.options, stage=stage.id)


def test_a_stage_seats_its_characters() -> None:
    table = career_table(STAGES[0].id)
    assert table.stage == STAGES[0].id
    assert [seat.character for seat in table.seats] == ["", *STAGES[0].opponents]


def test_free_play_has_no_stage_and_no_characters() -> None:
    table = TableSetup.default()
    assert table.stage is None
    assert all(seat.character == "" for seat in table.seats)


@pytest.mark.parametrize(
    "make",
    [
        lambda: SeatSetup("Zed", "normal", character="zed"),
        lambda: TableSetup((SeatSetup("You"), SeatSetup("Ana", "easy")), stage="moon-table"),
    ],
    ids=["unknown character", "unknown stage"],
)
def test_unknown_characters_and_stages_are_refused(make) -> None:
    with pytest.raises(ValueError, match="unknown"):
        make()
