"""Achievements: computed from the recorded games, the same when computed again from the file."""

from __future__ import annotations

from pathlib import Path

from perudo_qt.career.achievements import (
    ACHIEVEMENTS,
    Evidence,
    achievement_progress,
    earned,
)
from perudo_qt.career.progress import career_progress
from perudo_qt.career.stages import STAGES
from perudo_qt.store import StatsDatabase
from perudo_qt.store.stats import Calls, GameFacts, PlacedGame, PlacedSeat, Statistics

from .scripted import DUEL, THREE_SEATS, TWO_SEATS, lost_game, one_die_comeback, record, won_game


def from_database(database: StatsDatabase) -> Evidence:
    return Evidence.of(database.statistics(), database.game_facts(), database.placings())


def test_about_twenty_achievements_with_a_badge_for_each_boss() -> None:
    ids = [achievement.id for achievement in ACHIEVEMENTS]
    assert 18 <= len(ids) <= 24 and len(set(ids)) == len(ids)
    assert {"beat-morgana", "beat-soledad", "beat-ezra", "beat-condor"} <= set(ids)


def test_nothing_is_earned_before_the_first_game() -> None:
    evidence = Evidence.of(Statistics(), [], [])
    assert earned(evidence) == frozenset()
    assert all(item.count == 0 for item in achievement_progress(evidence))


def test_scripted_games_earn_exactly_their_achievements(tmp_path: Path) -> None:
    database = StatsDatabase(tmp_path)
    record(database, THREE_SEATS, lost_game())  # a bluff caught, two dice lost
    record(database, TWO_SEATS, won_game())  # an exact Calza, a duel won without a loss
    record(database, DUEL, one_die_comeback(), "first-duel", (None, "mateo"))
    assert earned(from_database(database)) == {
        "first-win",
        "first-bluff-caught",
        "first-calza",
        "last-die-standing",
        "flawless",
        "palifico-survivor",
        "first-stage",
    }
    progress = {
        item.achievement.id: item.count for item in achievement_progress(from_database(database))
    }
    assert (progress["ten-wins"], progress["duelist"], progress["regular"]) == (2, 2, 3)


def test_recomputing_from_the_database_gives_the_same_set(tmp_path: Path) -> None:
    database = StatsDatabase(tmp_path)
    for number in range(12):
        seats, game = (TWO_SEATS, won_game()) if number % 3 else (THREE_SEATS, lost_game())
        record(database, seats, game, game_id=f"g{number}")
    before = achievement_progress(from_database(database))
    database.close()
    database = StatsDatabase(tmp_path)
    # A crash and a resumed game: the same game recorded again changes nothing.
    record(database, TWO_SEATS, won_game(), game_id="g1")
    assert achievement_progress(from_database(database)) == before
    assert "ten-wins" not in earned(from_database(database))  # eight won
    record(database, TWO_SEATS, won_game(), game_id="g12")
    record(database, TWO_SEATS, won_game(), game_id="g13")
    assert "ten-wins" in earned(from_database(database))


def test_games_recorded_before_their_facts_were_kept_earn_nothing_from_them() -> None:
    old = GameFacts(
        won=True, players=2, rounds=40, dice_lost=None, fewest_dice=None, palifico_survived=None
    )
    evidence = Evidence(Statistics(results=(True,)), (old,), career_progress([]))
    assert earned(evidence) == {"first-win", "marathon"}


def test_bosses_and_the_whole_ladder() -> None:
    games = [
        PlacedGame(
            n,
            stage.id,
            (PlacedSeat(None, None, 1), *(PlacedSeat("x", name, 2) for name in stage.opponents)),
        )
        for n, stage in enumerate(STAGES)
    ]
    statistics = Statistics(results=(True,) * len(STAGES), dudo=Calls(0, 0))
    got = earned(Evidence.of(statistics, [], games))
    assert {"beat-morgana", "beat-soledad", "beat-ezra", "beat-condor"} <= got
    assert {"first-stage", "halfway", "champion"} <= got


def test_a_game_of_one_die_each_is_not_a_win_from_one_die(tmp_path: Path) -> None:
    database = StatsDatabase(tmp_path)
    record(database, TWO_SEATS, won_game())  # one die each from the start
    assert "last-die-standing" not in earned(from_database(database))
