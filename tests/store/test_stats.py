"""Statistics: exact counts after scripted games, reset, a damaged database, migrations."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from perudo_qt.rules import game_to_json
from perudo_qt.store import StatsDatabase, summarize
from perudo_qt.store.files import NotAFileError
from perudo_qt.store.stats import FILE_NAME as STATS_FILE
from perudo_qt.store.stats import KEPT_GAMES, MIGRATIONS, SCHEMA_VERSION, Calls, Record, migrate

from .foreign import not_a_file, released, same_thing
from .scripted import THREE_SEATS, TWO_SEATS, insert_old_game, lost_game, won_game


def record_both(database: StatsDatabase) -> None:
    for seats, game in ((THREE_SEATS, lost_game()), (TWO_SEATS, won_game())):
        database.add_game(summarize(game, seats), seats, game)


def test_summary_of_a_lost_game() -> None:
    summary = summarize(lost_game(), THREE_SEATS)
    assert (summary.place, summary.won, summary.players) == (3, False, 3)
    assert (summary.dudo_calls, summary.dudo_right) == (2, 1)
    assert (summary.calza_calls, summary.calza_right, summary.bluffs_called) == (0, 0, 1)
    assert summary.opponents == (("normal", ""), ("hard", "pirate"))


def test_summary_of_a_won_game() -> None:
    summary = summarize(won_game(), TWO_SEATS)
    assert (summary.place, summary.won) == (1, True)
    assert (summary.calza_calls, summary.calza_right, summary.dudo_calls) == (1, 1, 0)


def test_exact_statistics_after_scripted_games(tmp_path: Path) -> None:
    database = StatsDatabase(tmp_path)
    record_both(database)
    stats = database.statistics()
    assert (stats.played, stats.won, stats.average_place) == (2, 1, 2.0)
    assert stats.results == (False, True)
    assert stats.by_table_size == {3: Record(1, 0), 2: Record(1, 1)}
    assert stats.by_level == {"normal": Record(2, 1), "hard": Record(1, 0)}
    assert stats.by_opponent == {"normal": Record(2, 1), "hard:pirate": Record(1, 0)}
    assert (stats.dudo, stats.calza, stats.bluffs_called) == (Calls(2, 1), Calls(1, 1), 1)
    assert stats.dudo_by_table_size == {3: Calls(2, 1), 2: Calls(0, 0)}
    assert stats.longest_streak == 1
    database.close()
    assert StatsDatabase(tmp_path).statistics() == stats  # it is on disk


def test_longest_streak(tmp_path: Path) -> None:
    database = StatsDatabase(tmp_path)
    for won in (True, True, False, True, True, True, False):
        seats, game = (TWO_SEATS, won_game()) if won else (THREE_SEATS, lost_game())
        database.add_game(summarize(game, seats), seats, game)
    assert database.statistics().longest_streak == 3


def test_finished_games_are_kept_for_replays(tmp_path: Path) -> None:
    database = StatsDatabase(tmp_path)
    record_both(database)
    kept = database.finished_games()
    assert [(game.players, game.place) for game in kept] == [(2, 1), (3, 3)]
    seats, game = database.finished_game(kept[1].game_id)
    assert seats == THREE_SEATS
    assert game.history == lost_game().history
    with pytest.raises(KeyError):
        database.finished_game(12345)


def test_only_the_last_games_are_kept_whole(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr("perudo_qt.store.stats.KEPT_GAMES", 3)
    database = StatsDatabase(tmp_path)
    for _ in range(5):
        database.add_game(summarize(won_game(), TWO_SEATS), TWO_SEATS, won_game())
    assert len(database.finished_games()) == 3
    assert database.statistics().played == 5
    assert KEPT_GAMES == 200


def test_reset_forgets_everything(tmp_path: Path) -> None:
    database = StatsDatabase(tmp_path)
    record_both(database)
    database.reset()
    assert database.statistics().played == 0
    assert database.finished_games() == []
    record_both(database)
    assert database.statistics().played == 2


@pytest.mark.parametrize(
    "content", [b"", b"not a database at all" * 50, b"SQLite format 3\x00" + b"\xff" * 4000]
)
def test_a_damaged_database_is_kept_aside(tmp_path: Path, content: bytes) -> None:
    (tmp_path / STATS_FILE).write_bytes(content)
    database = StatsDatabase(tmp_path)
    if not content:
        # An empty file is a valid, empty SQLite database: nothing to keep aside.
        assert database.moved_to is None
    else:
        assert database.moved_to is not None
        assert database.moved_to.read_bytes() == content
    record_both(database)
    assert database.statistics().played == 2


def test_a_database_from_a_newer_version_is_kept_aside(tmp_path: Path) -> None:
    db = sqlite3.connect(tmp_path / STATS_FILE)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    database = StatsDatabase(tmp_path)
    assert database.moved_to is not None and database.moved_to.exists()
    assert database.statistics().played == 0


def test_a_first_release_database_is_migrated_with_its_games(tmp_path: Path) -> None:
    db = sqlite3.connect(tmp_path / STATS_FILE)
    migrate(db, 1)
    insert_old_game(db, 4)
    db.execute("INSERT INTO opponents VALUES (1, 'easy', '')")
    db.commit()
    db.close()
    database = StatsDatabase(tmp_path)
    stats = database.statistics()
    assert (stats.played, stats.won, stats.dudo, stats.bluffs_called) == (1, 1, Calls(3, 2), 1)
    assert stats.by_level == {"easy": Record(1, 1)}
    assert database.finished_games() == []  # the first release kept no whole games
    record_both(database)
    assert len(database.finished_games()) == 2
    assert len(MIGRATIONS) == SCHEMA_VERSION


def test_a_locked_database_is_left_alone(tmp_path: Path) -> None:
    database = StatsDatabase(tmp_path)
    record_both(database)
    database.close()
    other = sqlite3.connect(tmp_path / STATS_FILE)
    other.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(sqlite3.OperationalError, match="locked"):
            StatsDatabase(tmp_path)
    finally:
        other.rollback()
        other.close()
    assert list(tmp_path.glob("*.bad")) == []
    assert StatsDatabase(tmp_path).statistics().played == 2


def test_a_game_is_recorded_once(tmp_path: Path) -> None:
    """A game resumed after a crash that came just after it ended is not counted twice."""
    database = StatsDatabase(tmp_path)
    summary = summarize(won_game(), TWO_SEATS)
    assert database.add_game(summary, TWO_SEATS, won_game(), "a1")
    assert not database.add_game(summary, TWO_SEATS, won_game(), "a1")
    assert database.add_game(summary, TWO_SEATS, won_game(), "b2")  # the same moves, replayed
    assert database.statistics().played == 2
    assert len(database.finished_games()) == 2
    database.close()
    database = StatsDatabase(tmp_path)
    assert not database.add_game(summary, TWO_SEATS, won_game(), "b2")
    assert database.statistics().played == 2


def test_a_second_release_database_is_migrated_with_its_games(tmp_path: Path) -> None:
    db = sqlite3.connect(tmp_path / STATS_FILE)
    migrate(db, 2)
    for row, (seats, game) in enumerate(((THREE_SEATS, lost_game()), (TWO_SEATS, won_game()))):
        summary = summarize(game, seats)
        db.execute(
            "INSERT INTO games (finished_at, seed, players, place, won, rounds, dudo_calls,"
            " dudo_right, calza_calls, calza_right, bluffs_called)"
            " VALUES ('2026-01-01 10:00:00', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                summary.seed,
                summary.players,
                summary.place,
                summary.won,
                summary.rounds,
                summary.dudo_calls,
                summary.dudo_right,
                summary.calza_calls,
                summary.calza_right,
                summary.bluffs_called,
            ),
        )
        seats_json = json.dumps([[seat.name, seat.bot, seat.personality] for seat in seats])
        db.execute(
            "INSERT INTO records VALUES (?, ?, ?)", (row + 1, seats_json, game_to_json(game))
        )
    db.commit()
    db.close()
    database = StatsDatabase(tmp_path)
    assert database.statistics().played == 2
    assert [game.players for game in database.finished_games()] == [2, 3]
    assert database.finished_game(2)[1].record == won_game().record
    # Games recorded before ids were kept are never taken for a new one.
    assert database.add_game(summarize(won_game(), TWO_SEATS), TWO_SEATS, won_game(), "c3")
    assert not database.add_game(summarize(won_game(), TWO_SEATS), TWO_SEATS, won_game(), "c3")
    assert database.statistics().played == 3
    version = sqlite3.connect(tmp_path / STATS_FILE).execute("PRAGMA user_version").fetchone()
    assert version == (5,) == (SCHEMA_VERSION,)


@pytest.mark.parametrize("kind", ["folder", "pipe", "link to a device", "link to a file"])
def test_what_is_not_a_database_file_is_left_alone(tmp_path: Path, kind: str) -> None:
    path = tmp_path / STATS_FILE
    not_a_file(kind, path)
    before = sorted(tmp_path.iterdir())
    with released(path) as stuck, pytest.raises(NotAFileError):
        StatsDatabase(tmp_path)
    assert stuck == []
    assert sorted(tmp_path.iterdir()) == before
    assert same_thing(path, kind)


def test_a_kept_game_nested_too_deep_is_a_value_error(tmp_path: Path) -> None:
    database = StatsDatabase(tmp_path)
    record_both(database)
    database.close()
    db = sqlite3.connect(tmp_path / STATS_FILE)
    db.execute("UPDATE records SET seats = ? WHERE game_id = 1", ("[" * 5000 + "]" * 5000,))
    db.execute("UPDATE records SET game = ? WHERE game_id = 2", ("[" * 5000 + "]" * 5000,))
    db.commit()
    db.close()
    database = StatsDatabase(tmp_path)
    for game_id in (1, 2):
        with pytest.raises(ValueError, match="nested too deep"):
            database.finished_game(game_id)
