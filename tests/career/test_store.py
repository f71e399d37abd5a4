"""Career progress in the statistics database and career stages in saves."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from perudo_qt.career.progress import StageState, career_progress
from perudo_qt.store import SavedGame, StatsDatabase, summarize
from perudo_qt.store.saves import SaveFormatError, decode, encode
from perudo_qt.store.stats import FILE_NAME, PlacedSeat, migrate
from tests.store.scripted import insert_old_game
from tests.store.test_saves import saved_game

from .scripted import DUEL, THREE_SEATS, TWO_SEATS, lost_game, one_die_comeback, record, won_game


def test_a_summary_tells_the_persons_dice_story() -> None:
    summary = summarize(one_die_comeback(), DUEL)
    assert (summary.dice_lost, summary.fewest_dice, summary.palifico_survived) == (1, 1, 1)
    assert summary.places == (1, 2)
    lost = summarize(lost_game(), THREE_SEATS)
    assert (lost.dice_lost, lost.fewest_dice, lost.palifico_survived, lost.places) == (
        2,
        1,
        0,
        (3, 1, 2),
    )


def test_a_career_game_is_kept_with_every_seats_place(tmp_path: Path) -> None:
    database = StatsDatabase(tmp_path)
    record(database, TWO_SEATS, won_game())  # free play
    record(database, THREE_SEATS, lost_game(), "harbour-table", (None, "lucia", "barnaby"))
    (free, career) = database.placings()
    assert free.stage is None
    assert free.seats == (PlacedSeat(None, None, 1), PlacedSeat("normal", None, 2))
    assert career.stage == "harbour-table"
    assert career.seats == (
        PlacedSeat(None, None, 3),
        PlacedSeat("normal", "lucia", 1),
        PlacedSeat("hard:pirate", "barnaby", 2),
    )
    database.close()
    assert StatsDatabase(tmp_path).placings() == [free, career]  # on disk


def test_a_stage_finished_twice_by_one_game_counts_once(tmp_path: Path) -> None:
    """A career game resumed after a crash just after it ended finishes its stage once."""
    database = StatsDatabase(tmp_path)
    assert record(database, TWO_SEATS, won_game(), "first-duel", (None, "mateo"), "g1")
    database.close()
    database = StatsDatabase(tmp_path)
    assert not record(database, TWO_SEATS, won_game(), "first-duel", (None, "mateo"), "g1")
    progress = career_progress(database.placings())
    assert progress.stages[0].attempts == 1
    assert progress.records["mateo"].played == 1


def test_a_career_entry_names_every_seat(tmp_path: Path) -> None:
    database = StatsDatabase(tmp_path)
    with pytest.raises(ValueError, match="every seat"):
        record(database, TWO_SEATS, won_game(), "first-duel", ("mateo",))
    assert database.statistics().played == 0  # nothing half recorded


def test_progress_survives_a_restart_and_reset_forgets_only_the_career(tmp_path: Path) -> None:
    database = StatsDatabase(tmp_path)
    record(database, TWO_SEATS, won_game(), "first-duel", (None, "mateo"))
    database.close()
    database = StatsDatabase(tmp_path)
    progress = career_progress(database.placings())
    assert progress.beaten == {"first-duel"}
    assert progress.next_stage is not None and progress.next_stage.stage.id == "harbour-table"
    database.reset_career()
    assert career_progress(database.placings()).beaten == frozenset()
    assert database.statistics().played == 1
    assert [game.stage for game in database.finished_games()] == ["first-duel"]  # still named
    record(database, TWO_SEATS, won_game(), "first-duel", (None, "mateo"))  # played again
    assert career_progress(database.placings()).stages[0].attempts == 1


def test_a_third_release_database_is_migrated_with_its_games(tmp_path: Path) -> None:
    db = sqlite3.connect(tmp_path / FILE_NAME)
    migrate(db, 3)
    insert_old_game(db, 2)
    db.commit()
    db.close()
    database = StatsDatabase(tmp_path)
    (facts,) = database.game_facts()
    assert (facts.won, facts.players, facts.dice_lost, facts.fewest_dice) == (True, 2, None, None)
    assert database.placings() == []  # no placings were kept then
    record(database, TWO_SEATS, won_game(), "first-duel", (None, "mateo"))
    assert career_progress(database.placings()).stages[0].state is StageState.BEATEN


def test_a_fourth_release_databases_career_games_still_count(tmp_path: Path) -> None:
    db = sqlite3.connect(tmp_path / FILE_NAME)
    migrate(db, 4)
    insert_old_game(db, 2)
    db.execute("INSERT INTO placings VALUES (1, 0, NULL, NULL, 1), (1, 1, 'easy', 'mateo', 2)")
    db.execute("INSERT INTO career VALUES (1, 'first-duel')")
    db.commit()
    db.close()
    database = StatsDatabase(tmp_path)
    assert career_progress(database.placings()).beaten == {"first-duel"}
    database.reset_career()
    assert career_progress(database.placings()).beaten == frozenset()


def test_a_career_save_keeps_its_stage_and_an_old_save_has_none() -> None:
    plain = saved_game()
    career = SavedGame(plain.game, plain.seats, plain.speed, plain.game_id, "market-table")
    assert decode(encode(career)).stage == "market-table"
    assert decode(encode(plain)).stage is None
    assert b'"stage"' not in encode(plain)  # a free game's save is as older versions wrote it


@pytest.mark.parametrize("stage", ["", "Market Table", "x" * 41, 7, ["a"]])
def test_a_stage_that_is_not_ours_makes_the_save_unusable(stage: object) -> None:
    data = encode(SavedGame(saved_game().game, saved_game().seats, "fast", "a1", "first-duel"))
    with pytest.raises(SaveFormatError, match="career stage"):
        decode(data.replace(b'"first-duel"', repr(stage).replace("'", '"').encode()))


def test_a_career_game_adds_to_the_statistics_like_any_other(tmp_path: Path) -> None:
    database = StatsDatabase(tmp_path)
    record(database, TWO_SEATS, won_game())
    free = database.statistics()
    database.reset()
    record(database, TWO_SEATS, won_game(), "first-duel", (None, "mateo"))
    assert database.statistics() == free
    assert [game.game_id for game in database.finished_games()] == [2]
